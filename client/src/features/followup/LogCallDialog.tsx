import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { LogCallDocument } from '../../gql/graphql';
import { Button } from '../../ui/Button';
import { ErrorText } from '../../ui/ErrorText';
import { Modal } from '../../ui/Modal';
import { useSingleFlight } from '../../ui/useSingleFlight';
import { CallOutcomeFields } from './CallOutcomeFields';
import { callFormErrors, callInput, emptyCallForm, type CallForm, type CallFormErrors } from './followupData';

export interface CallLinks {
  orgId?: number | null;
  contactId?: number | null;
  dealId?: number | null;
}

/**
 * 'Registrar llamada' from a contact, an organization or an operation: the call is about that record (and
 * what it belongs to: `links`), ends with an outcome and, when promising, a dated next step (the server's
 * rule, checked here first with the same domain function). `about` names the record in the dialog.
 */
export function LogCallDialog({ links, about, onClose, onLogged }: { links: CallLinks; about: string; onClose: () => void; onLogged?: () => void }) {
  const [form, setForm] = useState<CallForm>(() => emptyCallForm(new Date()));
  const [errors, setErrors] = useState<CallFormErrors>({});
  const [failed, setFailed] = useState<string | null>(null);
  const [logCall] = useMutation(LogCallDocument);
  const [saving, run] = useSingleFlight();
  const dirty = form.notes.trim() !== '' || form.outcome !== '' || form.nextSubject.trim() !== '';

  function submit(e: FormEvent) {
    e.preventDefault();
    void run(async () => {
      setFailed(null);
      const problems = callFormErrors(form, Date.now());
      setErrors(problems);
      if (Object.keys(problems).length) return;
      try {
        await logCall({ variables: { input: callInput({ ...form, orgId: links.orgId ?? null, contactId: links.contactId ?? null, dealId: links.dealId ?? null }) } });
        onLogged?.();
        onClose();
      } catch (err) {
        setFailed(err instanceof Error && err.message ? err.message : 'No se pudo registrar la llamada.');
      }
    });
  }

  return (
    <Modal
      title="Registrar llamada"
      onClose={onClose}
      dirty={dirty && !saving}
      footer={
        <>
          <Button onClick={onClose}>Cancelar</Button>
          <Button type="submit" form="log-call-dialog" variant="primary" disabled={saving} aria-busy={saving}>
            {saving ? 'Guardando…' : 'Registrar llamada'}
          </Button>
        </>
      }
    >
      <form id="log-call-dialog" onSubmit={submit} noValidate>
        <p>Llamada sobre {about}</p>
        <CallOutcomeFields form={form} onChange={setForm} errors={errors} idPrefix="dlg" />
        {failed && <ErrorText>{failed}</ErrorText>}
      </form>
    </Modal>
  );
}
