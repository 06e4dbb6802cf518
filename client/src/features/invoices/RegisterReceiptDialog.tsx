import { useEffect, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { RECEIPT_METHOD_LABELS, RECEIPT_METHODS, WITHHOLDING_PCTS, type WithholdingPct, minorToNumber } from '@crm/domain';
import { BankAccountsDocument, CreateReceiptDocument } from '../../gql/graphql';
import { failureText } from '../../lib/errors';
import { Button } from '../../ui/Button';
import { DateField } from '../../ui/DateField';
import { ErrorText } from '../../ui/ErrorText';
import { Field, SelectField } from '../../ui/Field';
import { Modal } from '../../ui/Modal';
import { money } from './invoiceForm';
import { checkReceipt, curOf, type PayableRow, type ReceiptDraft, todayLocal } from './receiptForm';
import styles from './invoices.module.css';

/**
 * 'Registrar cobro' of an issued invoice: amount (the balance by default), IVA withholding 0/30/70/100 %, means
 * of payment, date, the company account and a reference; the withheld and net amounts are shown as the server
 * will compute them. Issued, the receipt screen opens with its PDF.
 */
export function RegisterReceiptDialog({ inv, onClose }: { inv: PayableRow; onClose: () => void }) {
  const navigate = useNavigate();
  const today = todayLocal();
  const cur = curOf(inv.currency);
  const [draft, setDraft] = useState<ReceiptDraft>({ amount: String(inv.balance).replace('.', ','), withholdingPct: 0, method: 'transferencia', paidAt: today, account: '', reference: '' });
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The issued receipt: the dialog stops holding typed work first (its leave-the-page guard lets go), then the
  // receipt screen opens.
  const [issuedId, setIssuedId] = useState<number | null>(null);
  useEffect(() => {
    if (issuedId === null) return;
    onClose();
    void navigate(`/receipts/${issuedId}`);
  }, [issuedId, navigate, onClose]);
  const accounts = useQuery(BankAccountsDocument, { fetchPolicy: 'cache-first' });
  const accountOptions = (accounts.data?.params.find((g) => g.key === 'cuenta_bancaria')?.values ?? []).filter((v) => v.active).map((v) => ({ value: v.value, label: v.value }));
  const [create, { loading }] = useMutation(CreateReceiptDocument, { refetchQueries: ['InvoiceList', 'InvoiceView', 'ReceiptList', 'OperationBilling'] });
  const check = checkReceipt(inv, draft, today);
  const set = (patch: Partial<ReceiptDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const err = (k: 'amount' | 'paidAt') => (touched ? check.errors[k] : undefined);

  async function submit() {
    setTouched(true);
    if (Object.keys(check.errors).length || check.amount === null || !inv.orgId) return;
    setError(null);
    try {
      const r = await create({
        variables: {
          input: {
            orgId: inv.orgId,
            paidAt: draft.paidAt,
            method: draft.method,
            currency: cur,
            withholdingPct: draft.withholdingPct,
            account: draft.account || null,
            reference: draft.reference.trim() || null,
            items: [{ invoiceId: inv.id, amount: minorToNumber(check.amount, cur) }],
          },
        },
      });
      if (r.data) setIssuedId(r.data.createReceipt.id);
      else onClose();
    } catch (e) {
      setError(failureText(e, 'No se pudo registrar el cobro.'));
    }
  }

  return (
    <Modal
      title={`Registrar cobro de la factura ${inv.number ?? ''}`}
      onClose={onClose}
      dirty={issuedId === null}
      footer={
        <>
          <Button onClick={onClose}>Cancelar</Button>
          <Button variant="primary" onClick={() => void submit()} disabled={loading}>
            {loading ? 'Emitiendo…' : 'Emitir recibo'}
          </Button>
        </>
      }
    >
      <p className={styles.muted}>Saldo de la factura: {money(inv.balance, cur)}</p>
      <div className={styles.filters}>
        <Field label={`Importe cobrado (${cur})`} inputMode="decimal" value={draft.amount} onChange={(e) => set({ amount: e.target.value })} error={err('amount')} />
        <SelectField
          label="Retención de IVA"
          value={String(draft.withholdingPct)}
          onChange={(e) => set({ withholdingPct: Number(e.target.value) as WithholdingPct })}
          options={WITHHOLDING_PCTS.map((p) => ({ value: String(p), label: p === 0 ? 'Sin retención' : `${p} % del IVA` }))}
        />
        <SelectField label="Medio de pago" value={draft.method} onChange={(e) => set({ method: e.target.value })} options={RECEIPT_METHODS.map((m) => ({ value: m, label: RECEIPT_METHOD_LABELS[m] }))} />
        <DateField label="Fecha del cobro" value={draft.paidAt} onChange={(v) => set({ paidAt: v })} error={err('paidAt')} />
        {accountOptions.length > 0 ? (
          <SelectField label="Cuenta de destino" value={draft.account} onChange={(e) => set({ account: e.target.value })} options={[{ value: '', label: '—' }, ...accountOptions]} />
        ) : null}
        <Field label="Referencia" value={draft.reference} maxLength={120} placeholder="N° de transferencia o cheque" onChange={(e) => set({ reference: e.target.value })} />
      </div>
      <dl className={styles.facts} aria-label="Cálculo del cobro">
        <dt>IVA retenido</dt>
        <dd data-testid="receipt-withheld">{money(minorToNumber(check.withheld, cur), cur)}</dd>
        <dt>Neto recibido</dt>
        <dd data-testid="receipt-net">{money(minorToNumber(check.net, cur), cur)}</dd>
      </dl>
      <ErrorText>{error}</ErrorText>
    </Modal>
  );
}
