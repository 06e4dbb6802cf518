import { MAIL_ATTACHMENT_LABELS, type MailAttachmentKind, mailTemplateProblems } from '@crm/domain';
import { useId, useState, type FormEvent } from 'react';
import type { ApolloCache } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  MailTemplatesAdminDocument,
  ResetMailTemplateDocument,
  UpdateMailTemplateDocument,
  type MailTemplateTextFieldsFragment,
} from '../../gql/graphql';
import { errorMessage, formFailure } from '../../lib/errors';
import { Button } from '../../ui/Button';
import { ErrorText } from '../../ui/ErrorText';
import { Field, FieldError } from '../../ui/Field';
import { Spinner } from '../../ui/Spinner';
import { notifySuccess } from '../../ui/toast';
import { useUnsavedChanges } from '../../ui/unsavedChanges';
import styles from './ParamsPage.module.css';
import forms from '../../ui/forms.module.css';

type FieldName = 'subject' | 'body';
const FIELDS: readonly FieldName[] = ['subject', 'body'];

/** What a template ticks, in words ('Presupuesto (PDF)'; an invoice's documents as one line). */
function attachmentsText(kinds: readonly string[]): string {
  if (kinds.length === 0) return 'Sin adjuntos.';
  const words = kinds.map((k) =>
    k in MAIL_ATTACHMENT_LABELS
      ? MAIL_ATTACHMENT_LABELS[k as MailAttachmentKind]
      : k.startsWith('invoice_')
        ? 'La última factura (PDF y, si es electrónica, XML y KuDE)'
        : k.startsWith('receipt_')
          ? 'El último recibo (PDF)'
          : k,
  );
  return `Adjunta: ${[...new Set(words)].join(', ')}.`;
}

/**
 * Parámetros → Plantillas de correo: the subject and body each template fills in the composer of an operation,
 * with placeholders in braces; the attachments stay as they are.
 */
export function MailTemplatesSection() {
  const { data, error } = useQuery(MailTemplatesAdminDocument, { fetchPolicy: 'cache-and-network' });
  if (!data) return error ? <ErrorText>{errorMessage(error, 'No se pudieron cargar las plantillas de correo.')}</ErrorText> : <Spinner />;
  return (
    <>
      <p className={styles.hint}>
        Los datos de la operación van entre llaves: {data.mailPlaceholders.map((p) => (
          <span key={p.name} title={p.label}>
            <kbd>{p.name}</kbd>{' '}
          </span>
        ))}
        . Un texto entre corchetes con un dato, como <kbd>[ N.º {"{factura}"}]</kbd>, no aparece cuando ese dato falta. El asunto siempre empieza con la
        referencia de la operación.
      </p>
      <div className={styles.sections}>
        {data.mailTemplates.map((t) => (
          <MailTemplateEditor key={`${t.key}:${t.subject}:${t.body}`} template={t} />
        ))}
      </div>
    </>
  );
}

function MailTemplateEditor({ template: t }: { template: MailTemplateTextFieldsFragment }) {
  const bodyId = useId();
  const [subject, setSubject] = useState(t.subject);
  const [body, setBody] = useState(t.body);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [update] = useMutation(UpdateMailTemplateDocument);
  const [reset] = useMutation(ResetMailTemplateDocument);
  const changed = subject !== t.subject || body !== t.body;
  // A text edited and not saved is unsaved work: leaving the screen asks first.
  useUnsavedChanges(changed);
  // The answer replaces the template in the list (its type has no id for the cache to match it by).
  const replace = (cache: ApolloCache, next: MailTemplateTextFieldsFragment | undefined) => {
    if (!next) return;
    cache.updateQuery({ query: MailTemplatesAdminDocument }, (prev) =>
      prev ? { ...prev, mailTemplates: prev.mailTemplates.map((x) => (x.key === next.key ? next : x)) } : prev,
    );
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    // The same checks the server makes, shown before asking it.
    const problems = mailTemplateProblems({ subject, body });
    setFieldErrors(problems);
    setFormError(null);
    if (problems.subject || problems.body) return;
    setBusy(true);
    try {
      await update({ variables: { key: t.key, input: { subject, body } }, update: (cache, { data: d }) => replace(cache, d?.updateMailTemplate) });
      notifySuccess(`Plantilla «${t.label}» guardada.`);
    } catch (e) {
      const failure = formFailure(e, 'No se pudo guardar la plantilla.', FIELDS);
      setFieldErrors(failure.fields);
      if (!Object.keys(failure.fields).length) setFormError(failure.form);
    } finally {
      setBusy(false);
    }
  }

  async function restore() {
    if (busy) return;
    setBusy(true);
    setFormError(null);
    try {
      await reset({ variables: { key: t.key }, update: (cache, { data: d }) => replace(cache, d?.resetMailTemplate) });
      notifySuccess(`Plantilla «${t.label}»: texto original restaurado.`);
    } catch (e) {
      setFormError(formFailure(e, 'No se pudo restaurar el texto original.', []).form);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.section} onSubmit={(e) => void save(e)} aria-label={`Plantilla ${t.label}`} noValidate>
      <div className={styles.sectionHeader}>
        <h3>{t.label}</h3>
        {t.edited && <span className={styles.key}>Texto de la oficina</span>}
      </div>
      <p className={styles.hint}>{attachmentsText(t.attachments)}</p>
      {formError && <ErrorText>{formError}</ErrorText>}
      <Field label="Asunto" value={subject} onChange={(e) => setSubject(e.target.value)} error={fieldErrors.subject} maxLength={250} />
      <div className={forms.field}>
        <label htmlFor={bodyId} className={forms.label}>
          Texto
        </label>
        <textarea
          id={bodyId}
          className={forms.textarea}
          rows={9}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          aria-invalid={fieldErrors.body ? true : undefined}
          aria-describedby={fieldErrors.body ? `${bodyId}-error` : undefined}
        />
        {fieldErrors.body && <FieldError id={`${bodyId}-error`}>{fieldErrors.body}</FieldError>}
      </div>
      <div className={styles.actions}>
        {t.edited && (
          <Button onClick={() => void restore()} disabled={busy}>
            Restaurar texto original
          </Button>
        )}
        <Button type="submit" variant="primary" disabled={busy || !changed}>
          Guardar
        </Button>
      </div>
    </form>
  );
}
