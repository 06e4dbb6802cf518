import { lazy, Suspense, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import {
  canRegisterSupplierInvoice,
  docTypeSign,
  formatDecimal,
  PAYMENT_ORDER_PRIORITIES,
  PAYMENT_ORDER_PRIORITY_LABELS,
  paraguayDate,
  parseMoneyStrict,
  RUBRO_LABELS,
  type Rubro,
  SUPPLIER_DOC_TYPE_LABELS,
  SUPPLIER_INVOICE_STATUS_LABELS,
  type SupplierDocType,
  type SupplierInvoiceStatus,
} from '@crm/domain';
import { CreatePaymentOrderDocument, OperationCostControlDocument, OperationPayablesDocument, SetCostControlRateDocument, type SupplierInvoiceFieldsFragment } from '../../gql/graphql';
import { errorMessage } from '../../lib/errors';
import { formatDate } from '../../lib/format';
import { useSession } from '../../session/SessionProvider';
import { usePermissions } from '../../session/usePermissions';
import { Button } from '../../ui/Button';
import { ErrorText } from '../../ui/ErrorText';
import { Field, SelectField } from '../../ui/Field';
import { DateField } from '../../ui/DateField';
import { ModalForm } from '../../ui/ModalForm';
import { Spinner } from '../../ui/Spinner';
import { notifySuccess } from '../../ui/toast';
import { downloadWithToken } from './download';
import { OperationFinancialStatement } from './OperationFinancialStatement';
import { supplierMoney } from './payablesFormat';
import { CompanyAccountField } from './CompanyAccountField';
import { SupplierInvoiceDialog } from './SupplierInvoiceDialog';
import { CancelSupplierInvoiceDialog, SupplierPaymentDialog } from './SupplierPaymentDialog';
import styles from './payables.module.css';

const CostControlChart = lazy(() => import('./CostControlChart').then((m) => ({ default: m.CostControlChart })));

const usd = (v: number) => `US$ ${formatDecimal(v, 2)}`;
const rubroLabel = (r: string) => RUBRO_LABELS[r as Rubro] ?? r;

/**
 * The supplier side of the operation's 'Administración' tab: its supplier invoices (register: admin, finanzas and
 * ops), 'Registrar pago' and 'Anular' of one of them and 'Solicitar orden de pago' over the chosen ones (admin and
 * finanzas: ops registers invoices but does not pay them), and the budget against actual per
 * rubro (table, chart, CSV and PDF, control rate), and the operation's financial statement.
 */
export function OperationPayablesPanel({ dealId }: { dealId: number }) {
  const { user } = useSession();
  const finance = usePermissions().finance;
  const register = canRegisterSupplierInvoice(user?.role);
  const { data, error, loading, refetch } = useQuery(OperationPayablesDocument, { variables: { dealId }, fetchPolicy: 'cache-and-network' });
  // Read apart: a budget against actual that cannot be computed yet (no control rate) leaves the invoices listed.
  const cost = useQuery(OperationCostControlDocument, { variables: { dealId }, fetchPolicy: 'cache-and-network' });
  const [dialog, setDialog] = useState<'invoice' | 'order' | 'rate' | null>(null);
  const [chosen, setChosen] = useState<number[]>([]);
  // The invoice being paid or cancelled from its row.
  const [acting, setActing] = useState<{ kind: 'pay' | 'cancel'; invoice: SupplierInvoiceFieldsFragment } | null>(null);
  // Remounts the financial statement (a fresh read) after every change made from this panel.
  const [changes, setChanges] = useState(0);
  if (error && !data) return <ErrorText>No se pudieron cargar las facturas de proveedores.</ErrorText>;
  if (loading && !data) return <Spinner />;
  if (!data) return null;
  const invoices = data.supplierInvoices;
  const c = cost.data?.costControl ?? null;
  // A supplier's credit note is not paid through an order (ORDER_NO_CREDIT_NOTES): it is not offered for one.
  const payable = invoices.filter((i) => i.balance > 0 && i.status !== 'anulada' && !i.openOrderId && docTypeSign(i.docType as SupplierDocType) > 0);
  const closeAndReload = () => {
    setDialog(null);
    setActing(null);
    setChosen([]);
    setChanges((n) => n + 1);
    void refetch();
    void cost.refetch().catch(() => {});
  };

  return (
    <>
      <section className={styles.section} aria-label="Facturas de proveedores">
        <div className={styles.actions}>
          <h2>Facturas de proveedores</h2>
          <div className={styles.buttons}>
            {register && (
              <Button size="sm" variant="primary" onClick={() => setDialog('invoice')}>
                Registrar factura de proveedor
              </Button>
            )}
            {finance && (
              <Button size="sm" disabled={chosen.length === 0} onClick={() => setDialog('order')}>
                Solicitar orden de pago
              </Button>
            )}
          </div>
        </div>
        {invoices.length === 0 ? (
          <p className={styles.muted}>Sin facturas de proveedores.</p>
        ) : (
          <div className={styles.scroll}>
            <table className={styles.table} aria-label="Facturas de proveedores de la operación">
              <thead>
                <tr>
                  {finance && (
                    <th scope="col">
                      <span className={styles.hidden}>Elegir</span>
                    </th>
                  )}
                  <th scope="col">Proveedor</th>
                  <th scope="col">Documento</th>
                  <th scope="col">Fecha</th>
                  <th scope="col">Vence</th>
                  <th scope="col">Rubros</th>
                  <th scope="col">Estado</th>
                  <th scope="col" className={styles.num}>
                    Total
                  </th>
                  <th scope="col" className={styles.num}>
                    Saldo
                  </th>
                  {finance && (
                    <th scope="col">
                      <span className={styles.hidden}>Acciones</span>
                    </th>
                  )}
                </tr>
              </thead>
              <tbody>
                {invoices.map((i) => {
                  const canChoose = payable.some((p) => p.id === i.id);
                  return (
                    <tr key={i.id}>
                      {finance && (
                        <td>
                          {canChoose && (
                            <input
                              type="checkbox"
                              aria-label={`Elegir ${i.number} para la orden de pago`}
                              checked={chosen.includes(i.id)}
                              onChange={(e) => setChosen((ids) => (e.target.checked ? [...ids, i.id] : ids.filter((x) => x !== i.id)))}
                            />
                          )}
                        </td>
                      )}
                      <td>{i.supplierName}</td>
                      <td>
                        {SUPPLIER_DOC_TYPE_LABELS[i.docType as SupplierDocType] ?? i.docType} <span className={styles.code}>{i.number}</span>
                        {i.timbrado ? <span className={styles.muted}> · timb. {i.timbrado}</span> : null}
                        {i.fileIds.length ? <span className={styles.muted}> · {i.fileIds.length === 1 ? '1 adjunto' : `${i.fileIds.length} adjuntos`}</span> : null}
                      </td>
                      <td>{formatDate(i.issuedAt)}</td>
                      <td>{formatDate(i.dueDate)}</td>
                      <td>{[...new Set(i.lines.map((l) => rubroLabel(l.rubro)))].join(', ')}</td>
                      <td>
                        <span className={styles.badge}>{SUPPLIER_INVOICE_STATUS_LABELS[i.status as SupplierInvoiceStatus] ?? i.status}</span>
                        {i.openOrderNumber ? (
                          <>
                            {' '}
                            <Link to="/payment-orders" className={styles.code}>
                              {i.openOrderNumber}
                            </Link>
                          </>
                        ) : null}
                      </td>
                      <td className={styles.num}>{supplierMoney(i.total, i.currency)}</td>
                      <td className={styles.num}>{supplierMoney(i.balance, i.currency)}</td>
                      {finance && (
                        <td>
                          <div className={styles.buttons}>
                            {/* What the server accepts: a payment up to the balance of an invoice not cancelled; a
                                cancellation of one without payments and outside an open payment order. */}
                            {i.status !== 'anulada' && i.balance > 0 && (
                              <Button size="sm" aria-label={`Pagar ${i.number}`} onClick={() => setActing({ kind: 'pay', invoice: i })}>
                                Pagar
                              </Button>
                            )}
                            {i.status !== 'anulada' && i.paid === 0 && !i.openOrderId && (
                              <Button size="sm" variant="danger" aria-label={`Anular ${i.number}`} onClick={() => setActing({ kind: 'cancel', invoice: i })}>
                                Anular
                              </Button>
                            )}
                          </div>
                        </td>
                      )}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section className={styles.section} aria-label="Presupuesto contra real">
        <div className={styles.actions}>
          <h2>Presupuesto contra real</h2>
          <div className={styles.buttons}>
            {finance && (
              <Button size="sm" onClick={() => setDialog('rate')}>
                Tipo de cambio de control
              </Button>
            )}
            <Button size="sm" onClick={() => void downloadWithToken(`/api/deals/${dealId}/cost-control.csv?format=es-PY`, 'presupuesto-real.csv')}>
              Exportar CSV
            </Button>
            <Button size="sm" onClick={() => void downloadWithToken(`/api/deals/${dealId}/cost-control.pdf`, 'presupuesto-real.pdf')}>
              PDF
            </Button>
          </div>
        </div>
        {!c && cost.error ? (
          <ErrorText>{errorMessage(cost.error, 'No se pudo calcular el presupuesto contra real.')}</ErrorText>
        ) : !c ? (
          <Spinner />
        ) : (
          <>
          <p className={styles.muted}>
            Importes en USD al tipo de cambio de control {c.controlRate ? `Gs. ${formatDecimal(c.controlRate, 0)}` : '—'}
            {c.controlRateDate ? ` del ${formatDate(c.controlRateDate)}` : ''}
            {c.controlRateSet ? ' (fijado para la operación)' : ''}. El IVA de las facturas de proveedores es crédito fiscal: no suma al costo.
          </p>
          <dl className={styles.figures}>
            <div>
              <dt>Venta presupuestada</dt>
              <dd>{usd(c.budgetSale)}</dd>
            </div>
            <div>
              <dt>Compra presupuestada</dt>
              <dd>{usd(c.budgetPurchase)}</dd>
            </div>
            <div>
              <dt>Compra real</dt>
              <dd data-testid="real-purchase">{usd(c.realPurchase)}</dd>
            </div>
            <div>
              <dt>Profit presupuestado</dt>
              <dd>{usd(c.budgetProfit)}</dd>
            </div>
            <div>
              <dt>Profit real</dt>
              <dd data-testid="real-profit">{usd(c.realProfit)}</dd>
            </div>
            <div>
              <dt>Diferencia</dt>
              <dd className={c.difference < 0 ? styles.neg : c.difference > 0 ? styles.pos : undefined}>
                {usd(c.difference)}
                {c.differencePercent !== null && c.differencePercent !== undefined ? ` (${formatDecimal(c.differencePercent, 2)} %)` : ''}
              </dd>
            </div>
          </dl>
          {c.rubros.length === 0 ? (
            <p className={styles.muted}>Sin presupuesto confirmado ni facturas de proveedores.</p>
          ) : (
            <>
              <div className={styles.scroll}>
                <table className={styles.table} aria-label="Presupuesto contra real por rubro">
                  <thead>
                    <tr>
                      <th scope="col">Rubro</th>
                      <th scope="col" className={styles.num}>
                        Presupuesto
                      </th>
                      <th scope="col" className={styles.num}>
                        Real
                      </th>
                      <th scope="col" className={styles.num}>
                        Diferencia
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {c.rubros.map((r) => (
                      <tr key={r.rubro}>
                        <td>{rubroLabel(r.rubro)}</td>
                        <td className={styles.num}>{usd(r.budget)}</td>
                        <td className={styles.num}>{usd(r.actual)}</td>
                        <td className={[styles.num, r.difference < 0 ? styles.neg : ''].join(' ')}>{usd(r.difference)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <div className={styles.chart}>
                <Suspense fallback={<Spinner />}>
                  <CostControlChart data={c.rubros.map((r) => ({ rubro: rubroLabel(r.rubro), budget: r.budget, actual: r.actual }))} />
                </Suspense>
              </div>
            </>
          )}
          </>
        )}
      </section>

      <OperationFinancialStatement key={changes} dealId={dealId} />

      {dialog === 'invoice' && <SupplierInvoiceDialog dealId={dealId} onClose={() => setDialog(null)} onSaved={closeAndReload} />}
      {acting?.kind === 'pay' && <SupplierPaymentDialog invoice={acting.invoice} onClose={() => setActing(null)} onSaved={closeAndReload} />}
      {acting?.kind === 'cancel' && <CancelSupplierInvoiceDialog invoice={acting.invoice} onClose={() => setActing(null)} onSaved={closeAndReload} />}
      {dialog === 'order' && <PaymentOrderDialog invoiceIds={chosen} onClose={() => setDialog(null)} onSaved={closeAndReload} />}
      {dialog === 'rate' && <ControlRateDialog dealId={dealId} current={c?.controlRate ?? null} onClose={() => setDialog(null)} onSaved={closeAndReload} />}
    </>
  );
}

function PaymentOrderDialog({ invoiceIds, onClose, onSaved }: { invoiceIds: number[]; onClose: () => void; onSaved: () => void }) {
  const [plannedDate, setPlanned] = useState(() => paraguayDate(new Date()));
  const [priority, setPriority] = useState('normal');
  const [account, setAccount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [create, { loading }] = useMutation(CreatePaymentOrderDocument);
  async function submit() {
    setError(null);
    try {
      const r = await create({ variables: { input: { supplierInvoiceIds: invoiceIds, plannedDate, priority, account: account.trim() || null } } });
      notifySuccess(`Orden de pago ${r.data?.createPaymentOrder.number ?? ''} solicitada.`);
      onSaved();
    } catch (e) {
      setError(errorMessage(e, 'No se pudo solicitar la orden de pago.'));
    }
  }
  return (
    <ModalForm title="Solicitar orden de pago" onClose={onClose} onSubmit={(e) => { e.preventDefault(); return submit(); }} submitLabel="Solicitar" busy={loading} error={error} dirty={false}>
      <p className={styles.muted}>{invoiceIds.length === 1 ? 'Una factura elegida.' : `${invoiceIds.length} facturas elegidas.`}</p>
      <DateField label="Fecha prevista de pago" value={plannedDate} onChange={setPlanned} required />
      <SelectField label="Prioridad" value={priority} onChange={(e) => setPriority(e.target.value)} options={PAYMENT_ORDER_PRIORITIES.map((p) => ({ value: p, label: PAYMENT_ORDER_PRIORITY_LABELS[p] }))} />
      <CompanyAccountField label="Cuenta de la empresa prevista" value={account} onChange={setAccount} />
    </ModalForm>
  );
}

function ControlRateDialog({ dealId, current, onClose, onSaved }: { dealId: number; current: number | null; onClose: () => void; onSaved: () => void }) {
  const [rate, setRate] = useState(current ? formatDecimal(current, 0) : '');
  const [date, setDate] = useState(() => paraguayDate(new Date()));
  const [error, setError] = useState<string | null>(null);
  const [save, { loading }] = useMutation(SetCostControlRateDocument);
  async function submit() {
    setError(null);
    const value = parseMoneyStrict(rate);
    if (!value || value <= 0) return setError('Escribí el tipo de cambio de control (guaraníes por dólar).');
    try {
      await save({ variables: { dealId, input: { controlRate: value, rateDate: date || null } } });
      notifySuccess('Tipo de cambio de control guardado.');
      onSaved();
    } catch (e) {
      setError(errorMessage(e, 'No se pudo guardar el tipo de cambio de control.'));
    }
  }
  return (
    <ModalForm title="Tipo de cambio de control" onClose={onClose} onSubmit={(e) => { e.preventDefault(); return submit(); }} submitLabel="Guardar" busy={loading} error={error}>
      <Field label="Guaraníes por dólar" inputMode="decimal" value={rate} onChange={(e) => setRate(e.target.value)} required />
      <DateField label="Fecha de la cotización" value={date} onChange={setDate} />
    </ModalForm>
  );
}
