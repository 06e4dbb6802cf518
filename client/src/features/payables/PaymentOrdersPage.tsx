import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { formatDecimal, paraguayDate, parseMoneyStrict, PAYMENT_METHODS, PAYMENT_ORDER_PRIORITY_LABELS, PAYMENT_ORDER_STATUS_LABELS, type PaymentOrderPriority, type PaymentOrderStatus } from '@crm/domain';
import { ApprovePaymentOrderDocument, CancelPaymentOrderDocument, type PaymentOrderFieldsFragment, PaymentOrdersDocument, PayPaymentOrderDocument } from '../../gql/graphql';
import { errorMessage } from '../../lib/errors';
import { formatDate, formatDateTime } from '../../lib/format';
import { usePageTitle } from '../../lib/usePageTitle';
import { usePermissions } from '../../session/usePermissions';
import { Button } from '../../ui/Button';
import { ErrorText } from '../../ui/ErrorText';
import { Field, SelectField } from '../../ui/Field';
import { DateField } from '../../ui/DateField';
import { ModalForm } from '../../ui/ModalForm';
import { Page, PageHeader } from '../../ui/Page';
import { Spinner } from '../../ui/Spinner';
import { notifyError, notifySuccess } from '../../ui/toast';
import { downloadWithToken } from './download';
import { PAYMENT_METHOD_LABELS, supplierMoney } from './payablesFormat';
import { ProofFileField } from './SupplierPaymentDialog';
import { CompanyAccountField } from './CompanyAccountField';
import styles from './payables.module.css';

const EVENT_LABELS: Record<string, string> = { create: 'Solicitada', approve: 'Aprobada', pay: 'Pago', cancel: 'Anulada' };
const VIEWS = [
  { value: 'open', label: 'Abiertas' },
  { value: 'pagada', label: 'Pagadas' },
  { value: 'anulada', label: 'Anuladas' },
];

/** /payment-orders 'Órdenes de pago': the tray of open orders by due date; approve (admin), pay (finanzas), cancel (admin). */
export function PaymentOrdersPage() {
  usePageTitle('Órdenes de pago');
  const perms = usePermissions();
  const admin = perms.administration;
  const [view, setView] = useState('open');
  const { data, error, loading, refetch } = useQuery(PaymentOrdersDocument, { variables: { statuses: view === 'open' ? null : [view] }, fetchPolicy: 'cache-and-network' });
  const [approve] = useMutation(ApprovePaymentOrderDocument);
  const [paying, setPaying] = useState<PaymentOrderFieldsFragment | null>(null);
  const [cancelling, setCancelling] = useState<PaymentOrderFieldsFragment | null>(null);
  const orders = data?.paymentOrders ?? [];

  async function onApprove(o: PaymentOrderFieldsFragment) {
    try {
      await approve({ variables: { id: o.id } });
      notifySuccess(`Orden ${o.number} aprobada.`);
      void refetch();
    } catch (e) {
      notifyError(errorMessage(e, 'No se pudo aprobar la orden de pago.'));
    }
  }

  return (
    <Page>
      <PageHeader title="Órdenes de pago" subtitle="Las abiertas, por vencimiento y prioridad.">
        <div className={styles.buttons}>
          <SelectField label="Ver" value={view} onChange={(e) => setView(e.target.value)} options={VIEWS} />
          {orders.length > 0 && (
            <Button onClick={() => void downloadWithToken(`/api/payment-orders.zip?ids=${orders.map((o) => o.id).join(',')}`, 'ordenes-de-pago.zip')}>Descargar ZIP</Button>
          )}
        </div>
      </PageHeader>
      {error && !data && <ErrorText>No se pudo cargar la bandeja de órdenes de pago.</ErrorText>}
      {loading && !data && <Spinner />}
      {data && orders.length === 0 && <p className={styles.muted}>No hay órdenes de pago en esta vista.</p>}
      {orders.length > 0 && (
        <div className={styles.scroll}>
          <table className={styles.table} aria-label="Órdenes de pago">
            <thead>
              <tr>
                <th scope="col">Número</th>
                <th scope="col">Vence</th>
                <th scope="col">Prevista</th>
                <th scope="col">Prioridad</th>
                <th scope="col">Facturas</th>
                <th scope="col">Estado</th>
                <th scope="col" className={styles.num}>
                  Importe
                </th>
                <th scope="col" className={styles.num}>
                  Saldo
                </th>
                <th scope="col">Movimientos</th>
                <th scope="col">
                  <span className={styles.hidden}>Acciones</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {orders.map((o) => (
                <tr key={o.id}>
                  <td className={styles.code}>{o.number}</td>
                  <td>{formatDate(o.dueDate)}</td>
                  <td>{formatDate(o.plannedDate)}</td>
                  <td>{PAYMENT_ORDER_PRIORITY_LABELS[o.priority as PaymentOrderPriority] ?? o.priority}</td>
                  <td>
                    {o.invoices.map((i) => (
                      <div key={i.supplierInvoiceId}>
                        <Link to={`/operations/${i.dealId}`}>{i.supplierName}</Link> <span className={styles.code}>{i.number}</span>
                      </div>
                    ))}
                  </td>
                  <td>
                    <span className={styles.badge}>{PAYMENT_ORDER_STATUS_LABELS[o.status as PaymentOrderStatus] ?? o.status}</span>
                    {o.cancelReason ? <div className={styles.muted}>{o.cancelReason}</div> : null}
                  </td>
                  <td className={styles.num}>{supplierMoney(o.amount, o.currency)}</td>
                  <td className={styles.num}>{supplierMoney(o.balance, o.currency)}</td>
                  <td>
                    {o.events.map((e, k) => (
                      <div key={k} className={styles.muted}>
                        {EVENT_LABELS[e.action] ?? e.action} · {e.userName ?? '—'} · {formatDateTime(e.at)}
                      </div>
                    ))}
                  </td>
                  <td>
                    <div className={styles.buttons}>
                      {admin && o.status === 'pendiente' && (
                        <Button size="sm" variant="primary" onClick={() => void onApprove(o)}>
                          Aprobar
                        </Button>
                      )}
                      {perms.finance && (o.status === 'aprobada' || o.status === 'pago_parcial') && (
                        <Button size="sm" variant="primary" onClick={() => setPaying(o)}>
                          Pagar
                        </Button>
                      )}
                      {admin && (o.status === 'pendiente' || o.status === 'aprobada') && (
                        <Button size="sm" variant="danger" onClick={() => setCancelling(o)}>
                          Anular
                        </Button>
                      )}
                      <Button size="sm" variant="ghost" onClick={() => void downloadWithToken(`/api/payment-orders/${o.id}/pdf`, `${o.number}.pdf`)}>
                        PDF
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {paying && <PayDialog order={paying} onClose={() => setPaying(null)} onSaved={() => { setPaying(null); void refetch(); }} />}
      {cancelling && <CancelDialog order={cancelling} onClose={() => setCancelling(null)} onSaved={() => { setCancelling(null); void refetch(); }} />}
    </Page>
  );
}

function PayDialog({ order, onClose, onSaved }: { order: PaymentOrderFieldsFragment; onClose: () => void; onSaved: () => void }) {
  const digits = order.currency === 'PYG' ? 0 : 2;
  const [amount, setAmount] = useState(formatDecimal(order.balance, digits));
  const [paidAt, setPaidAt] = useState(() => paraguayDate(new Date()));
  const [method, setMethod] = useState('transferencia');
  const [account, setAccount] = useState(order.account ?? '');
  const [reference, setReference] = useState('');
  // The proof must be a file of each paid invoice's operation (the server checks it per invoice): offered only when
  // the order's invoices are all of one operation.
  const dealIds = [...new Set(order.invoices.map((i) => i.dealId))];
  const [proof, setProof] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pay, { loading }] = useMutation(PayPaymentOrderDocument);
  async function submit() {
    setError(null);
    const value = parseMoneyStrict(amount);
    if (!value || value <= 0) return setError('Escribí el importe del pago.');
    try {
      await pay({ variables: { id: order.id, input: { amount: value, paidAt, method, account: account.trim() || null, reference: reference.trim() || null, proofFileId: proof ? Number(proof) : null } } });
      notifySuccess(`Pago de la orden ${order.number} registrado.`);
      onSaved();
    } catch (e) {
      setError(errorMessage(e, 'No se pudo registrar el pago.'));
    }
  }
  return (
    <ModalForm title={`Pagar ${order.number}`} onClose={onClose} onSubmit={(e) => { e.preventDefault(); return submit(); }} submitLabel="Registrar pago" busy={loading} error={error} dirty={false}>
      <p className={styles.muted}>Saldo: {supplierMoney(order.balance, order.currency)}</p>
      <Field label={`Importe (${order.currency})`} inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} required />
      <DateField label="Fecha del pago" value={paidAt} onChange={setPaidAt} required />
      <SelectField label="Medio" value={method} onChange={(e) => setMethod(e.target.value)} options={PAYMENT_METHODS.map((m) => ({ value: m, label: PAYMENT_METHOD_LABELS[m] }))} />
      <CompanyAccountField label="Cuenta de la empresa" value={account} onChange={setAccount} />
      <Field label="Referencia" value={reference} onChange={(e) => setReference(e.target.value)} />
      {dealIds.length === 1 && <ProofFileField dealId={dealIds[0]} value={proof} onChange={setProof} />}
    </ModalForm>
  );
}

function CancelDialog({ order, onClose, onSaved }: { order: PaymentOrderFieldsFragment; onClose: () => void; onSaved: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [cancel, { loading }] = useMutation(CancelPaymentOrderDocument);
  async function submit() {
    setError(null);
    if (!reason.trim()) return setError('Escribí el motivo de la anulación.');
    try {
      await cancel({ variables: { id: order.id, input: { reason: reason.trim() } } });
      notifySuccess(`Orden ${order.number} anulada.`);
      onSaved();
    } catch (e) {
      setError(errorMessage(e, 'No se pudo anular la orden de pago.'));
    }
  }
  return (
    <ModalForm title={`Anular ${order.number}`} onClose={onClose} onSubmit={(e) => { e.preventDefault(); return submit(); }} submitLabel="Anular" busy={loading} error={error}>
      <Field label="Motivo" value={reason} onChange={(e) => setReason(e.target.value)} required />
    </ModalForm>
  );
}
