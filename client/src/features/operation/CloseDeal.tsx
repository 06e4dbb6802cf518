import { useId, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { closeRequestError, isOtherReason, OUTCOME_LABELS, type DealOutcome } from '@crm/domain';
import { CloseDealDocument, CloseReasonsDocument, ReopenDealDocument } from '../../gql/graphql';
import { failureText } from '../../lib/errors';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/Field';
import { ModalForm } from '../../ui/ModalForm';
import styles from './operation.module.css';

const dateFormat = new Intl.DateTimeFormat('es-PY', { day: '2-digit', month: '2-digit', year: 'numeric' });

export interface ClosableDeal {
  id: number;
  status: string;
  closeReason?: string | null;
  closeReasonText?: string | null;
  closedAt?: string | null;
  closedByName?: string | null;
}

/** 'Ganada' / 'Perdida' with its reason, date and who; writers reopen it (won/lost with reasons). */
export function ClosedBanner({ deal, canWrite }: { deal: ClosableDeal; canWrite: boolean }) {
  const [reopen, { loading }] = useMutation(ReopenDealDocument);
  const [error, setError] = useState<string | null>(null);
  if (deal.status !== 'won' && deal.status !== 'lost') return null;
  const why = [deal.closeReason, deal.closeReasonText].filter(Boolean).join(': ');
  return (
    <div className={`${styles.closedBanner} ${deal.status === 'won' ? styles.closedWon : styles.closedLost}`} role="status" data-testid="closed-banner">
      <strong>{OUTCOME_LABELS[deal.status]}</strong>
      {why && <span>Motivo: {why}</span>}
      {deal.closedAt && <span>el {dateFormat.format(new Date(deal.closedAt))}</span>}
      {deal.closedByName && <span>por {deal.closedByName}</span>}
      {canWrite && (
        <Button
          disabled={loading}
          onClick={() => {
            setError(null);
            reopen({ variables: { id: deal.id } }).catch((e: unknown) => setError(failureText(e, 'No se pudo reabrir.')));
          }}
        >
          Reabrir
        </Button>
      )}
      {error && <span>{error}</span>}
    </div>
  );
}

/** The dialog closing an operation as won or lost with a reason of motivo_cierre ('Otro' asks for a text). */
export function CloseDealDialog({ dealId, outcome, onClose }: { dealId: number; outcome: DealOutcome; onClose: () => void }) {
  const { data } = useQuery(CloseReasonsDocument);
  const reasons = (data?.params[0]?.values ?? []).filter((v) => v.active).map((v) => v.value);
  const [reason, setReason] = useState('');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [close, { loading }] = useMutation(CloseDealDocument);
  const textId = useId();

  async function submit() {
    const refused = closeRequestError({ outcome, reason, reasonText: text }, reasons);
    if (refused) {
      setError(refused);
      return;
    }
    setError(null);
    try {
      await close({ variables: { id: dealId, input: { outcome, reason: reason || null, reasonText: text.trim() || null } } });
      onClose();
    } catch (e) {
      setError(failureText(e, 'No se pudo cerrar la operación.'));
    }
  }

  return (
    <ModalForm
      title={outcome === 'won' ? 'Marcar como ganada' : 'Marcar como perdida'}
      onClose={onClose}
      onSubmit={(e) => {
        e.preventDefault();
        return submit();
      }}
      submitLabel={outcome === 'won' ? 'Marcar ganada' : 'Marcar perdida'}
      busy={loading}
      error={error}
    >
      <SelectField
        label={`Motivo de cierre${outcome === 'lost' ? ' (obligatorio)' : ' (opcional)'}`}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        options={[{ value: '', label: 'Elegí un motivo…' }, ...reasons.map((r) => ({ value: r, label: r }))]}
      />
      {(isOtherReason(reason) || text) && (
        <div className={styles.field}>
          <label htmlFor={textId}>Detalle del motivo{isOtherReason(reason) ? ' (obligatorio)' : ''}</label>
          <textarea id={textId} rows={3} value={text} onChange={(e) => setText(e.target.value)} maxLength={500} />
        </div>
      )}
    </ModalForm>
  );
}
