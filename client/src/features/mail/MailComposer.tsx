import { useEffect, useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { formatDecimal } from '@crm/domain';
import { DealEmailComposerDocument, DraftDealEmailDocument, SendDealEmailDocument, type DealEmailComposerQuery } from '../../gql/graphql';
import { errorMessage } from '../../lib/errors';
import { formatDate } from '../../lib/format';
import { Button } from '../../ui/Button';
import { ErrorText, StatusText } from '../../ui/ErrorText';
import { CheckboxField, Field, FieldError, SelectField } from '../../ui/Field';
import { FieldRow, TextAreaField } from '../../ui/FormFields';
import { Modal } from '../../ui/Modal';
import { Spinner } from '../../ui/Spinner';
import { notifySuccess } from '../../ui/toast';
import { addressList, mailAsText, megabytes } from './mailDraft';
import styles from './MailComposer.module.css';

type Composer = DealEmailComposerQuery['dealEmailComposer'];
type Template = Composer['templates'][number];

export interface MailComposerProps {
  dealId: number;
  /** The template to start with ('status_report' from the status report's preview); else the quote's when there is one. */
  template?: string;
  onClose: () => void;
}

/**
 * 'Enviar correo' of an operation: the client's contacts as recipients, a template (presupuesto,
 * estado del embarque, resumen de costos, factura, recibo, estado de cuenta, en blanco) that fills subject,
 * text and attachments, and the attachments the server generates: its documents too (an issued invoice's PDF
 * and, when it is electronic, its signed XML and KuDE; a credit note's PDF; a receipt's PDF). The server puts the reference in front of the subject when it is
 * missing. Without an SMTP server the dialog says so and offers 'Copiar' and 'Descargar .eml'.
 */
export function MailComposer({ dealId, template, onClose }: MailComposerProps) {
  const { data, loading, error: loadError } = useQuery(DealEmailComposerDocument, { variables: { dealId }, fetchPolicy: 'network-only' });
  const composer = data?.dealEmailComposer ?? null;
  return (
    <Modal title="Enviar correo" onClose={onClose} size="wide">
      {loading && !composer ? <Spinner label="Cargando…" /> : null}
      {loadError && !composer ? <ErrorText>{errorMessage(loadError, 'No se pudo abrir el correo.')}</ErrorText> : null}
      {composer ? <ComposerForm composer={composer} template={template} onClose={onClose} /> : null}
    </Modal>
  );
}

function initialTemplate(c: Composer, wanted?: string): Template | undefined {
  const asked = wanted ? c.templates.find((t) => t.key === wanted) : undefined;
  if (asked) return asked;
  const quoteReady = c.attachments.some((a) => a.kind === 'quote_pdf' && a.available);
  return c.templates.find((t) => t.key === (quoteReady ? 'quote' : 'blank')) ?? c.templates[0];
}

function ComposerForm({ composer, template, onClose }: { composer: Composer; template?: string; onClose: () => void }) {
  const formId = useId();
  const first = initialTemplate(composer, template);
  const [templateKey, setTemplateKey] = useState(first?.key ?? '');
  const [to, setTo] = useState<string[]>(composer.recipients.length ? [composer.recipients[0].email] : []);
  const [cc, setCc] = useState('');
  const [subject, setSubject] = useState(first?.subject ?? composer.reference);
  const [body, setBody] = useState(first?.body ?? '');
  const available = new Set(composer.attachments.filter((a) => a.available).map((a) => a.kind));
  const [attachments, setAttachments] = useState<string[]>((first?.attachments ?? []).filter((k) => available.has(k)));
  // Other operations of the same client that go in the same status report table.
  const [reportDeals, setReportDeals] = useState<number[]>([]);
  // The operation's documents the server attaches, as the API names them ('invoice_pdf:31', 'invoice_xml:31', 'receipt_pdf:7').
  const [docs, setDocs] = useState<string[]>(first?.documents ?? []);
  const [toError, setToError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [send, { loading: sending }] = useMutation(SendDealEmailDocument);
  const [draft, { loading: drafting }] = useMutation(DraftDealEmailDocument);

  useEffect(() => setToError(null), [to]);

  function applyTemplate(key: string) {
    setTemplateKey(key);
    const t = composer.templates.find((x) => x.key === key);
    if (!t) return;
    setSubject(t.subject);
    setBody(t.body);
    setAttachments(t.attachments.filter((k) => available.has(k)));
    setDocs(t.documents);
  }

  const toggle = (list: string[], value: string, on: boolean) => (on ? [...new Set([...list, value])] : list.filter((v) => v !== value));

  function input() {
    if (!to.length) {
      setToError('Elegí al menos un destinatario.');
      return null;
    }
    const withReport = attachments.includes('status_report') && reportDeals.length > 0;
    return {
      to,
      cc: addressList(cc),
      subject,
      body,
      attachments: [...attachments, ...docs],
      ...(withReport ? { statusReportDealIds: reportDeals } : {}),
    };
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const i = input();
    if (!i || sending) return;
    setError(null);
    try {
      const res = await send({ variables: { dealId: composer.dealId, input: i } });
      const m = res.data?.sendDealEmail;
      notifySuccess(`Correo «${m?.subject ?? subject}» en cola: sale en unos segundos.`);
      onClose();
    } catch (e) {
      setError(errorMessage(e, 'No se pudo enviar el correo.'));
    }
  }

  async function onCopy() {
    const i = input();
    if (!i) return;
    const finalSubject = subject.trim().toUpperCase().startsWith(composer.reference) ? subject.trim() : `${composer.reference} — ${subject.trim()}`;
    try {
      await navigator.clipboard.writeText(mailAsText({ ...i, subject: finalSubject }));
      setNotice('Copiado: pegalo en un correo nuevo de tu programa de correo.');
    } catch {
      setError('No se pudo copiar. Seleccioná el texto y copialo a mano.');
    }
  }

  async function onDownload() {
    const i = input();
    if (!i || drafting) return;
    setError(null);
    try {
      const res = await draft({ variables: { dealId: composer.dealId, input: i } });
      const d = res.data?.draftDealEmail;
      if (!d) return;
      const bytes = Uint8Array.from(atob(d.emlBase64), (c) => c.charCodeAt(0));
      const url = URL.createObjectURL(new Blob([bytes], { type: 'message/rfc822' }));
      const a = document.createElement('a');
      a.href = url;
      a.download = d.fileName;
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      setNotice(`Descargado ${d.fileName}: abrilo con tu programa de correo y envialo.`);
    } catch (e) {
      setError(errorMessage(e, 'No se pudo preparar el archivo.'));
    }
  }

  return (
    <>
      {!composer.smtpConfigured && (
        <StatusText tone="warning">
          No hay un servidor de correo configurado: el sistema no puede enviarlo. Copiá el correo o descargalo como .eml y envialo desde tu programa de
          correo.
        </StatusText>
      )}
      <ErrorText>{error}</ErrorText>
      <StatusText>{notice}</StatusText>
      <form id={formId} onSubmit={onSubmit} noValidate aria-label="Correo de la operación">
        <p className={styles.from}>
          De: {composer.fromName} &lt;{composer.fromAddress}&gt; (las respuestas te llegan a vos)
        </p>
        <fieldset className={styles.recipients}>
          <legend>Para</legend>
          {composer.recipients.length === 0 ? (
            <p className={styles.address}>El cliente no tiene contactos con email que puedas ver.</p>
          ) : (
            <div className={styles.recipientList}>
              {composer.recipients.map((r) => (
                <CheckboxField
                  key={r.email}
                  label={r.source === 'organization' ? `${r.name} (organización) — ${r.email}` : `${r.name} — ${r.email}`}
                  checked={to.includes(r.email)}
                  onChange={(e) => setTo((list) => toggle(list, r.email, e.target.checked))}
                />
              ))}
            </div>
          )}
          {toError && <FieldError>{toError}</FieldError>}
        </fieldset>
        <FieldRow>
          <Field label="CC" name="cc" value={cc} onChange={(e) => setCc(e.target.value)} hint="Opcional: contactos o compañeros, separados por coma." />
          <SelectField
            label="Plantilla"
            value={templateKey}
            onChange={(e) => applyTemplate(e.target.value)}
            options={composer.templates.map((t) => ({ value: t.key, label: t.label }))}
          />
        </FieldRow>
        <Field label="Asunto" name="subject" value={subject} maxLength={250} onChange={(e) => setSubject(e.target.value)} hint={`Empieza con la referencia ${composer.reference}; si la borrás, se agrega al enviar.`} />
        <TextAreaField label="Texto" name="body" className={styles.body} rows={9} value={body} onChange={(e) => setBody(e.target.value)} />
        <fieldset className={styles.attachments}>
          <legend>Adjuntos (máximo {megabytes(composer.maxAttachmentBytes)})</legend>
          {composer.attachments.map((a) => (
            <div key={a.kind}>
              <CheckboxField
                label={a.label}
                disabled={!a.available}
                checked={attachments.includes(a.kind)}
                onChange={(e) => setAttachments((list) => toggle(list, a.kind, e.target.checked))}
              />
              {a.reason && <span className={styles.reason}>{a.reason}</span>}
            </div>
          ))}
        </fieldset>
        {composer.fiscalDocuments.length > 0 && (
          <fieldset className={styles.attachments}>
            <legend>Facturas y notas de crédito emitidas</legend>
            <div className={styles.recipientList}>
              {composer.fiscalDocuments.map((d) => {
                const pdf = `${d.kind === 'credit_note' ? 'credit_note_pdf' : 'invoice_pdf'}:${d.id}`;
                const prefix = d.kind === 'credit_note' ? 'credit_note' : 'invoice';
                const electronic = d.cdc ? [`${prefix}_xml:${d.id}`, `${prefix}_kude:${d.id}`] : [];
                return (
                  <div key={pdf}>
                    <CheckboxField
                      label={`${fiscalDocumentLabel(d.kind)} ${d.number} · ${formatDate(d.date)} · ${fiscalAmount(d.total, d.currency)}${d.status === 'anulada' ? ' (anulada)' : ''}`}
                      checked={docs.includes(pdf)}
                      onChange={(e) => setDocs((list) => toggle(list, pdf, e.target.checked))}
                    />
                    {electronic.map((key) => (
                      <div key={key} className={styles.subDocument}>
                        <CheckboxField
                          label={`${key.startsWith(`${prefix}_xml`) ? 'XML firmado' : 'KuDE'} de la ${d.kind === 'credit_note' ? 'nota de crédito' : 'factura'} electrónica ${d.number}`}
                          checked={docs.includes(key)}
                          onChange={(e) => setDocs((list) => toggle(list, key, e.target.checked))}
                        />
                      </div>
                    ))}
                  </div>
                );
              })}
            </div>
          </fieldset>
        )}
        {composer.receipts.length > 0 && (
          <fieldset className={styles.attachments}>
            <legend>Recibos (PDF)</legend>
            <div className={styles.recipientList}>
              {composer.receipts.map((r) => {
                const key = `receipt_pdf:${r.id}`;
                return (
                  <CheckboxField
                    key={key}
                    label={`Recibo ${r.number} · ${formatDate(r.date)} · ${fiscalAmount(r.total, r.currency)}${r.status === 'anulado' ? ' (anulado)' : ''}`}
                    checked={docs.includes(key)}
                    onChange={(e) => setDocs((list) => toggle(list, key, e.target.checked))}
                  />
                );
              })}
            </div>
          </fieldset>
        )}
        {attachments.includes('status_report') && composer.clientOperations.length > 0 && (
          <fieldset className={styles.attachments}>
            <legend>Otras operaciones del cliente en el reporte de estado</legend>
            <div className={styles.recipientList}>
              {composer.clientOperations.map((o) => (
                <CheckboxField
                  key={o.id}
                  label={`${o.reference} — ${o.title}${o.stageName ? ` (${o.stageName})` : ''}`}
                  checked={reportDeals.includes(o.id)}
                  onChange={(e) => setReportDeals((list) => (e.target.checked ? [...new Set([...list, o.id])] : list.filter((v) => v !== o.id)))}
                />
              ))}
            </div>
          </fieldset>
        )}
      </form>
      <div className={styles.actions}>
        <Button onClick={onClose}>Cancelar</Button>
        {composer.smtpConfigured ? (
          <Button type="submit" form={formId} variant="primary" disabled={sending} aria-busy={sending}>
            Enviar
          </Button>
        ) : (
          <>
            <Button onClick={() => void onCopy()}>Copiar</Button>
            <Button variant="primary" onClick={() => void onDownload()} disabled={drafting} aria-busy={drafting}>
              Descargar .eml
            </Button>
          </>
        )}
      </div>
    </>
  );
}

const fiscalDocumentLabel = (kind: string) => (kind === 'credit_note' ? 'Nota de crédito' : 'Factura');

/** An amount of an invoice's currency in es-PY: guaraníes without decimals, dollars with two. */
function fiscalAmount(value: number, currency: string): string {
  return currency === 'PYG' ? `Gs. ${formatDecimal(value, 0)}` : `US$ ${formatDecimal(value, 2)}`;
}
