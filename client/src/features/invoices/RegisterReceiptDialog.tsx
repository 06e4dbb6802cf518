import { useEffect, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { RECEIPT_METHOD_LABELS, RECEIPT_METHODS, WITHHOLDING_PCTS, type WithholdingPct, minorToNumber } from '@crm/domain';
import { BankAccountsDocument, CreateReceiptDocument, ReceiptOpenInvoicesDocument } from '../../gql/graphql';
import { failureText } from '../../lib/errors';
import { formatDate } from '../../lib/format';
import { Button } from '../../ui/Button';
import { DateField } from '../../ui/DateField';
import { ErrorText } from '../../ui/ErrorText';
import { CheckboxField, Field, SelectField } from '../../ui/Field';
import { Modal } from '../../ui/Modal';
import { money } from './invoiceForm';
import { checkReceipt, curOf, initialLines, type PayableRow, type ReceiptDraft, type ReceiptLineDraft, todayLocal } from './receiptForm';
import styles from './invoices.module.css';

type Head = Omit<ReceiptDraft, 'lines'>;

/**
 * 'Registrar cobro' from an issued invoice: that invoice and, ticked by the user, other open invoices of the same
 * client in the same currency, each with its amount (its balance by default, never above it); IVA withholding
 * 0/30/70/100 %, means of payment, date, the company account and a reference. The total, withheld and net amounts
 * are shown as the server will compute them (the domain's receipt rule). Issued, the receipt screen opens with its PDF.
 */
export function RegisterReceiptDialog({ inv, onClose }: { inv: PayableRow; onClose: () => void }) {
  const navigate = useNavigate();
  const today = todayLocal();
  const cur = curOf(inv.currency);
  const [head, setHead] = useState<Head>({ withholdingPct: 0, method: 'transferencia', paidAt: today, account: '', reference: '' });
  // What the user chose per invoice; an invoice not touched yet is ticked only if it is the one the dialog opened from.
  const [picked, setPicked] = useState<Record<number, ReceiptLineDraft>>({});
  const [edited, setEdited] = useState<ReadonlySet<number>>(new Set());
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
  const open = useQuery(ReceiptOpenInvoicesDocument, { variables: { orgId: inv.orgId ?? 0 }, skip: !inv.orgId, fetchPolicy: 'network-only' });
  const [create, { loading }] = useMutation(CreateReceiptDocument, { refetchQueries: ['InvoiceList', 'InvoiceView', 'ReceiptList', 'OperationBilling', 'ReceiptOpenInvoices'] });

  // The invoice it opened from first, then the client's other open invoices in the same currency, oldest due date first.
  const others = [...(open.data?.issued.nodes ?? []), ...(open.data?.partlyPaid.nodes ?? [])]
    .filter((r) => r.id !== inv.id && r.currency === inv.currency && r.balance > 0)
    .sort((a, b) => (a.dueDate ?? '9999').localeCompare(b.dueDate ?? '9999') || a.id - b.id);
  const rows: PayableRow[] = [inv, ...others];
  const defaults = initialLines(rows, inv.id);
  const lines = rows.map((r, k) => picked[r.id] ?? defaults[k]);
  const draft: ReceiptDraft = { ...head, lines };
  const check = checkReceipt(rows, draft, today, cur);
  const itemOf = (id: number) => check.items.find((i) => i.invoiceId === id);
  const set = (patch: Partial<Head>) => setHead((d) => ({ ...d, ...patch }));
  const setLine = (line: ReceiptLineDraft) => setPicked((p) => ({ ...p, [line.invoiceId]: line }));

  async function submit() {
    setTouched(true);
    if (!check.ok || !inv.orgId) return;
    setError(null);
    try {
      const r = await create({
        variables: {
          input: {
            orgId: inv.orgId,
            paidAt: head.paidAt,
            method: head.method,
            currency: cur,
            withholdingPct: head.withholdingPct,
            account: head.account || null,
            reference: head.reference.trim() || null,
            items: check.items.map((i) => ({ invoiceId: i.invoiceId, amount: minorToNumber(i.amount ?? 0, cur) })),
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
      size="wide"
      footer={
        <>
          <Button onClick={onClose}>Cancelar</Button>
          <Button variant="primary" onClick={() => void submit()} disabled={loading}>
            {loading ? 'Emitiendo…' : 'Emitir recibo'}
          </Button>
        </>
      }
    >
      <div className={styles.stack}>
        <fieldset className={styles.checks}>
          <legend>Facturas a cobrar{inv.customerName ? ` de ${inv.customerName}` : ''} ({cur})</legend>
          {rows.map((r, k) => {
            const line = lines[k];
            const item = itemOf(r.id);
            const label = r.number ?? `#${r.id}`;
            return (
              <div key={r.id} className={styles.receiptLine}>
                <CheckboxField
                  label={`Factura ${label}${r.dueDate ? ` · vence ${formatDate(r.dueDate)}` : ''} · saldo ${money(r.balance, cur)}`}
                  checked={line.selected}
                  onChange={(e) => setLine({ ...line, selected: e.target.checked })}
                />
                {line.selected && (
                  <Field
                    label={`Importe cobrado de ${label} (${cur})`}
                    inputMode="decimal"
                    value={line.amount}
                    onChange={(e) => {
                      setLine({ ...line, amount: e.target.value });
                      setEdited((s) => new Set(s).add(r.id));
                    }}
                    error={touched || edited.has(r.id) ? item?.error : undefined}
                    hint={item && !item.error && item.withheld ? `IVA retenido: ${money(minorToNumber(item.withheld, cur), cur)}` : undefined}
                  />
                )}
              </div>
            );
          })}
          {open.loading && <p className={styles.muted}>Buscando otras facturas abiertas del cliente…</p>}
          <ErrorText>{touched ? check.errors.lines : null}</ErrorText>
        </fieldset>
        <div className={styles.filters}>
          <SelectField
            label="Retención de IVA"
            value={String(head.withholdingPct)}
            onChange={(e) => set({ withholdingPct: Number(e.target.value) as WithholdingPct })}
            options={WITHHOLDING_PCTS.map((p) => ({ value: String(p), label: p === 0 ? 'Sin retención' : `${p} % del IVA` }))}
          />
          <SelectField label="Medio de pago" value={head.method} onChange={(e) => set({ method: e.target.value })} options={RECEIPT_METHODS.map((m) => ({ value: m, label: RECEIPT_METHOD_LABELS[m] }))} />
          <DateField label="Fecha del cobro" value={head.paidAt} onChange={(v) => set({ paidAt: v })} error={touched ? check.errors.paidAt : undefined} />
          {accountOptions.length > 0 ? (
            <SelectField label="Cuenta de destino" value={head.account} onChange={(e) => set({ account: e.target.value })} options={[{ value: '', label: '—' }, ...accountOptions]} />
          ) : null}
          <Field label="Referencia" value={head.reference} maxLength={120} placeholder="N° de transferencia o cheque" onChange={(e) => set({ reference: e.target.value })} />
        </div>
        <dl className={styles.facts} aria-label="Cálculo del cobro">
          <dt>Facturas</dt>
          <dd data-testid="receipt-count">{check.items.length}</dd>
          <dt>Total cobrado</dt>
          <dd data-testid="receipt-amount">{money(minorToNumber(check.amount, cur), cur)}</dd>
          <dt>IVA retenido</dt>
          <dd data-testid="receipt-withheld">{money(minorToNumber(check.withheld, cur), cur)}</dd>
          <dt>Neto recibido</dt>
          <dd data-testid="receipt-net">{money(minorToNumber(check.net, cur), cur)}</dd>
        </dl>
        <ErrorText>{error}</ErrorText>
      </div>
    </Modal>
  );
}
