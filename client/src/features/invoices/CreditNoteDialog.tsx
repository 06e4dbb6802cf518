import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { type FiscalCurrency, minorToNumber, sumRates } from '@crm/domain';
import { CreateCreditNoteDocument, type InvoiceFieldsFragment } from '../../gql/graphql';
import { failureText } from '../../lib/errors';
import { Button } from '../../ui/Button';
import { ErrorText } from '../../ui/ErrorText';
import { Field, SelectField } from '../../ui/Field';
import { TextAreaField } from '../../ui/FormFields';
import { Modal } from '../../ui/Modal';
import { checkCredit, creditable, creditableByLine, creditInput, type CreditDraft, type CreditMode, IVA_RATES, RATE_WORDS } from './creditNote';
import { money } from './invoiceForm';
import styles from './invoices.module.css';

const MODES: ReadonlyArray<{ value: CreditMode; label: string }> = [
  { value: 'lines', label: 'Por líneas' },
  { value: 'amount', label: 'Importe (repartido por tasa de IVA)' },
  { value: 'percentage', label: 'Porcentaje (repartido por tasa de IVA)' },
];

/**
 * 'Nota de crédito' on an issued invoice: by lines, or a global amount or percentage split over the IVA rates in
 * proportion to what is still creditable at each; the limits are shown before saving. Saved as a draft.
 */
export function CreditNoteDialog({ inv, onClose, onDone }: { inv: InvoiceFieldsFragment; onClose: () => void; onDone: () => void }) {
  const cur: FiscalCurrency = inv.currency === 'PYG' ? 'PYG' : 'USD';
  const [draft, setDraft] = useState<CreditDraft>({ mode: 'lines', lineAmounts: {}, amount: '', percentage: '', reason: '' });
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [create, { loading }] = useMutation(CreateCreditNoteDocument, { refetchQueries: ['InvoiceView', 'InvoiceList'] });
  const room = creditable(inv);
  const left = creditableByLine(inv);
  const check = checkCredit(inv, draft);
  const err = (k: string) => (touched ? (check.errors[k] ?? null) : null);
  const n = (minor: number) => money(minorToNumber(minor, cur), cur);

  function set(patch: Partial<CreditDraft>) {
    setDraft((d) => ({ ...d, ...patch }));
    setServerError(null);
  }

  async function submit() {
    setTouched(true);
    if (Object.keys(check.errors).length) return;
    try {
      await create({ variables: { invoiceId: inv.id, input: creditInput(inv, draft) } });
      onDone();
      onClose();
    } catch (e) {
      setServerError(failureText(e, 'No se pudo guardar la nota de crédito.'));
    }
  }

  return (
    <Modal
      title="Nota de crédito"
      size="wide"
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>Cancelar</Button>
          <Button variant="primary" onClick={() => void submit()} disabled={loading}>
            {loading ? 'Guardando…' : 'Guardar nota de crédito'}
          </Button>
        </>
      }
    >
      <div className={styles.stack}>
        <div className={styles.scroll}>
          <table className={styles.table} aria-label="Acreditable por tasa">
            <thead>
              <tr>
                <th scope="col">Acreditable</th>
                {IVA_RATES.map((r) => (
                  <th key={r} scope="col" className={styles.num}>
                    {RATE_WORDS[r]}
                  </th>
                ))}
                <th scope="col" className={styles.num}>
                  Total
                </th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">Queda por acreditar</th>
                {IVA_RATES.map((r) => (
                  <td key={r} className={styles.num}>
                    {n(room[r])}
                  </td>
                ))}
                <td className={styles.num}>{n(sumRates(room))}</td>
              </tr>
              {check.byRate && (
                <tr>
                  <th scope="row">Esta nota</th>
                  {IVA_RATES.map((r) => (
                    <td key={r} className={styles.num}>
                      {n(check.byRate![r])}
                    </td>
                  ))}
                  <td className={styles.num}>{n(sumRates(check.byRate))}</td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
        <SelectField label="Tipo de crédito" value={draft.mode} options={MODES} onChange={(e) => set({ mode: e.target.value as CreditMode })} />
        {draft.mode === 'lines' && (
          <div className={styles.checks} role="group" aria-label="Importe a acreditar por línea">
            {inv.lines.map((l) => (
              <Field
                key={l.id}
                label={`${l.description} (queda ${n(left.get(l.id) ?? 0)})`}
                inputMode="decimal"
                value={draft.lineAmounts[l.id] ?? ''}
                onChange={(e) => set({ lineAmounts: { ...draft.lineAmounts, [l.id]: e.target.value } })}
                error={err(`line.${l.id}`)}
              />
            ))}
            <ErrorText>{err('lines')}</ErrorText>
          </div>
        )}
        {draft.mode === 'amount' && <Field label={`Importe (${cur}, IVA incluido)`} inputMode="decimal" value={draft.amount} onChange={(e) => set({ amount: e.target.value })} error={err('amount')} />}
        {draft.mode === 'percentage' && <Field label="Porcentaje de lo acreditable" inputMode="decimal" value={draft.percentage} onChange={(e) => set({ percentage: e.target.value })} error={err('percentage')} />}
        <TextAreaField label="Motivo" value={draft.reason} maxLength={500} onChange={(e) => set({ reason: e.target.value })} />
        <ErrorText>{err('reason') ?? err('total') ?? serverError}</ErrorText>
      </div>
    </Modal>
  );
}
