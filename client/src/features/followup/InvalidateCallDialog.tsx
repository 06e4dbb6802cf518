import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { InvalidateCallDocument } from '../../gql/graphql';
import { Button } from '../../ui/Button';
import { ErrorText } from '../../ui/ErrorText';
import { FieldError } from '../../ui/Field';
import { Modal } from '../../ui/Modal';
import { useSingleFlight } from '../../ui/useSingleFlight';
import styles from './FollowupPage.module.css';

export const INVALIDATE_REASON_REQUIRED = 'Escribí el motivo para invalidar la llamada.';

/** 'Invalidar' a call: a reason is required; the call stays in the history, marked with it. */
export function InvalidateCallDialog({ callId, subject, onClose, onDone }: { callId: number; subject: string; onClose: () => void; onDone?: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [invalidate] = useMutation(InvalidateCallDocument);
  const [saving, run] = useSingleFlight();

  function submit(e: FormEvent) {
    e.preventDefault();
    void run(async () => {
      setFailed(null);
      if (!reason.trim()) {
        setError(INVALIDATE_REASON_REQUIRED);
        return;
      }
      setError(null);
      try {
        await invalidate({ variables: { id: callId, reason: reason.trim() } });
        onDone?.();
        onClose();
      } catch (err) {
        setFailed(err instanceof Error && err.message ? err.message : 'No se pudo invalidar la llamada.');
      }
    });
  }

  return (
    <Modal
      title="Invalidar llamada"
      onClose={onClose}
      dirty={reason.trim() !== '' && !saving}
      footer={
        <>
          <Button onClick={onClose}>Cancelar</Button>
          <Button type="submit" form="invalidate-call" variant="danger" disabled={saving} aria-busy={saving}>
            {saving ? 'Guardando…' : 'Invalidar'}
          </Button>
        </>
      }
    >
      <form id="invalidate-call" onSubmit={submit} noValidate>
        <p>La llamada «{subject}» queda en el historial, marcada como invalidada con su motivo.</p>
        <label className={styles.textareaLabel}>
          Motivo
          <textarea
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            rows={3}
            maxLength={500}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'invalidate-reason-error' : undefined}
          />
          {error && <FieldError id="invalidate-reason-error">{error}</FieldError>}
        </label>
        {failed && <ErrorText>{failed}</ErrorText>}
      </form>
    </Modal>
  );
}
