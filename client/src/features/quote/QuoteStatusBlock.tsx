import { useId, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { closeRequestError, isOtherReason, QUOTE_STATUS_LABELS, QUOTE_STATUS_MESSAGES, type QuoteStatus } from '@crm/domain';
import { DealQuoteStatusDocument, QuoteRejectReasonsDocument, SetQuoteStatusDocument } from '../../gql/graphql';
import { failureText } from '../../lib/errors';
import { Button } from '../../ui/Button';
import { ErrorText } from '../../ui/ErrorText';
import { CheckboxField, SelectField } from '../../ui/Field';
import { ModalForm } from '../../ui/ModalForm';
import { notifySuccess } from '../../ui/toast';
import styles from './QuoteStatusBlock.module.css';

export interface QuoteStatusBlockProps {
  dealId: number;
  canWrite: boolean;
}

const ACTION_LABELS: Record<QuoteStatus, string> = { borrador: 'Borrador', enviada: 'Marcar enviada', aceptada: 'Aceptada por el cliente', rechazada: 'Rechazada' };
const day = (iso: string | null | undefined) => (iso ? iso.slice(0, 10).split('-').reverse().join('/') : '');

/**
 * The latest quote version's status on the operation: borrador, enviada, aceptada, rechazada (with its reason) or
 * vencida in amber once its validity passed; writers move it (accepting offers to confirm the budget too).
 */
export function QuoteStatusBlock({ dealId, canWrite }: QuoteStatusBlockProps) {
  const { data } = useQuery(DealQuoteStatusDocument, { variables: { id: dealId }, fetchPolicy: 'cache-and-network' });
  const [dialog, setDialog] = useState<QuoteStatus | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [setStatus, { loading }] = useMutation(SetQuoteStatusDocument, { refetchQueries: ['OperationView', 'DealQuoteStatus'] });
  const q = data?.deal?.quoteStatus ?? null;
  if (!q) return null;

  async function markSent() {
    setError(null);
    try {
      await setStatus({ variables: { input: { dealId, versionNo: q!.versionNo, status: 'enviada' } } });
    } catch (e) {
      setError(failureText(e, 'No se pudo cambiar el estado del presupuesto.'));
    }
  }

  return (
    <section className={styles.block} aria-label="Estado del presupuesto">
      <h2>Presupuesto</h2>
      <p>
        Versión {q.versionNo}:{' '}
        <span className={`${styles.badge} ${styles[q.displayStatus] ?? ''}`} data-testid="quote-status">
          {q.label}
        </span>
        {q.displayStatus === 'vencida' && q.validUntil && <span className={styles.note}> (válida hasta {day(q.validUntil)})</span>}
        {q.status === 'rechazada' && q.reason && <span className={styles.note}> — {q.reason}{q.reasonText ? `: ${q.reasonText}` : ''}</span>}
      </p>
      <ErrorText>{error}</ErrorText>
      {canWrite && (
        <div className={styles.actions}>
          {q.targets.map((target) => (
            <Button
              key={target}
              size="sm"
              disabled={loading}
              onClick={() => (target === 'enviada' ? void markSent() : setDialog(target as QuoteStatus))}
            >
              {ACTION_LABELS[target as QuoteStatus] ?? target}
            </Button>
          ))}
        </div>
      )}
      {dialog === 'aceptada' && <AcceptDialog dealId={dealId} versionNo={q.versionNo} onClose={() => setDialog(null)} />}
      {dialog === 'rechazada' && <RejectDialog dealId={dealId} versionNo={q.versionNo} onClose={() => setDialog(null)} />}
    </section>
  );
}

function AcceptDialog({ dealId, versionNo, onClose }: { dealId: number; versionNo: number; onClose: () => void }) {
  const [confirmBudget, setConfirmBudget] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [setStatus, { loading }] = useMutation(SetQuoteStatusDocument, { refetchQueries: ['OperationView', 'DealQuoteStatus', 'CostSheet'] });
  async function submit() {
    setError(null);
    try {
      const res = await setStatus({ variables: { input: { dealId, versionNo, status: 'aceptada', confirmBudget } } });
      const r = res.data?.setQuoteStatus;
      const parts = [`Presupuesto v${versionNo} aceptado.`];
      if (r?.stageName) parts.push(`La operación pasó a «${r.stageName}».`);
      if (r?.budgetConfirmed) parts.push('Presupuesto de costos confirmado.');
      if (r?.budgetMessage) parts.push(r.budgetMessage);
      notifySuccess(parts.join(' '));
      onClose();
    } catch (e) {
      setError(failureText(e, 'No se pudo aceptar el presupuesto.'));
    }
  }
  return (
    <ModalForm
      title={`Presupuesto v${versionNo} aceptado por el cliente`}
      onClose={onClose}
      onSubmit={(e) => {
        e.preventDefault();
        return submit();
      }}
      submitLabel="Marcar aceptado"
      busy={loading}
      error={error}
    >
      <CheckboxField label="Confirmar también el presupuesto de la planilla de costos" checked={confirmBudget} onChange={(e) => setConfirmBudget(e.target.checked)} />
    </ModalForm>
  );
}

function RejectDialog({ dealId, versionNo, onClose }: { dealId: number; versionNo: number; onClose: () => void }) {
  const { data } = useQuery(QuoteRejectReasonsDocument);
  const reasons = (data?.params[0]?.values ?? []).filter((v) => v.active).map((v) => v.value);
  const [reason, setReason] = useState('');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const textId = useId();
  const [setStatus, { loading }] = useMutation(SetQuoteStatusDocument, { refetchQueries: ['OperationView', 'DealQuoteStatus'] });
  async function submit() {
    const refused = reason ? closeRequestError({ outcome: 'lost', reason, reasonText: text }, reasons) : QUOTE_STATUS_MESSAGES.reasonRequired;
    if (refused) {
      setError(refused);
      return;
    }
    setError(null);
    try {
      await setStatus({ variables: { input: { dealId, versionNo, status: 'rechazada', reason, reasonText: text.trim() || null } } });
      notifySuccess(`Presupuesto v${versionNo}: ${QUOTE_STATUS_LABELS.rechazada.toLowerCase()}.`);
      onClose();
    } catch (e) {
      setError(failureText(e, 'No se pudo rechazar el presupuesto.'));
    }
  }
  return (
    <ModalForm
      title={`Presupuesto v${versionNo} rechazado`}
      onClose={onClose}
      onSubmit={(e) => {
        e.preventDefault();
        return submit();
      }}
      submitLabel="Marcar rechazado"
      busy={loading}
      error={error}
    >
      <SelectField label="Motivo (obligatorio)" value={reason} onChange={(e) => setReason(e.target.value)} options={[{ value: '', label: 'Elegí un motivo…' }, ...reasons.map((r) => ({ value: r, label: r }))]} />
      {(isOtherReason(reason) || text) && (
        <div className={styles.field}>
          <label htmlFor={textId}>Detalle del motivo{isOtherReason(reason) ? ' (obligatorio)' : ''}</label>
          <textarea id={textId} rows={3} value={text} onChange={(e) => setText(e.target.value)} maxLength={500} />
        </div>
      )}
    </ModalForm>
  );
}
