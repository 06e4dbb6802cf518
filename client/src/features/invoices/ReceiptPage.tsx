import { useState, type ReactNode } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router';
import { RECEIPT_METHOD_LABELS, RECEIPT_STATUS_LABELS, type ReceiptMethod, type ReceiptStatus } from '@crm/domain';
import { CancelReceiptDocument, ReceiptViewDocument, type ReceiptFieldsFragment } from '../../gql/graphql';
import { errorCode, failureText } from '../../lib/errors';
import { formatDate, formatDateTime } from '../../lib/format';
import { routeId } from '../../lib/routeParams';
import { usePageTitle } from '../../lib/usePageTitle';
import { usePermissions } from '../../session/usePermissions';
import { Button } from '../../ui/Button';
import { ErrorText, StatusText } from '../../ui/ErrorText';
import { TextAreaField } from '../../ui/FormFields';
import { Modal } from '../../ui/Modal';
import { Page, PageHeader } from '../../ui/Page';
import { Spinner } from '../../ui/Spinner';
import { money } from './invoiceForm';
import { PdfPreview } from './PdfPreview';
import styles from './invoices.module.css';

export const RECEIPT_NOT_FOUND = 'No se encontró el recibo.';

/** /receipts/{id}: the receipt, the invoices it pays, its PDF; an admin cancels it with a reason. */
export function ReceiptPage() {
  const id = routeId(useParams().id);
  const { data, error } = useQuery(ReceiptViewDocument, { variables: { id: id ?? 0 }, skip: id === null, fetchPolicy: 'cache-and-network' });
  const r = data?.receipt;
  usePageTitle(r ? `Recibo ${r.number ?? ''}` : 'Recibo');
  let content: ReactNode;
  if (id === null || (error && errorCode(error) === 'NOT_FOUND')) content = <ErrorText>{RECEIPT_NOT_FOUND}</ErrorText>;
  else if (r) content = <ReceiptView r={r} />;
  else if (error) content = <ErrorText>No se pudo cargar el recibo.</ErrorText>;
  else content = <Spinner />;
  const back = r?.items[0];
  return (
    <Page>
      {back ? (
        <Link to={`/invoices/${back.invoiceId}`} className={styles.muted}>
          ← Factura {back.invoiceNumber ?? ''}
        </Link>
      ) : (
        <Link to="/invoices" className={styles.muted}>
          ← Facturas
        </Link>
      )}
      {content}
    </Page>
  );
}

function ReceiptView({ r }: { r: ReceiptFieldsFragment }) {
  const admin = usePermissions().administration;
  const [cancelling, setCancelling] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const cur = r.currency;
  return (
    <>
      <PageHeader title={`Recibo ${r.number ?? ''}`} subtitle={`${RECEIPT_STATUS_LABELS[r.status as ReceiptStatus] ?? r.status} · ${r.orgName ?? ''}`}>
        {admin && r.status === 'emitido' && (
          <div className={styles.actions}>
            <Button variant="danger" onClick={() => setCancelling(true)}>
              Anular recibo
            </Button>
          </div>
        )}
      </PageHeader>
      <StatusText>{message}</StatusText>
      {r.status === 'anulado' && <StatusText tone="warning">{`Anulado${r.cancelledAt ? ` el ${formatDateTime(r.cancelledAt)}` : ''}: ${r.cancelReason ?? ''}`}</StatusText>}
      <div className={styles.layout}>
        <div className={styles.section} style={{ gap: '1rem' }}>
          <dl className={styles.facts}>
            <dt>Fecha del cobro</dt>
            <dd>{formatDate(r.paidAt)}</dd>
            <dt>Medio de pago</dt>
            <dd>
              {RECEIPT_METHOD_LABELS[r.method as ReceiptMethod] ?? r.method}
              {r.reference ? ` · ${r.reference}` : ''}
            </dd>
            {r.account && (
              <>
                <dt>Cuenta de destino</dt>
                <dd>{r.account}</dd>
              </>
            )}
            <dt>Importe</dt>
            <dd>{money(r.amount, cur)}</dd>
            <dt>IVA retenido</dt>
            <dd>
              {money(r.withheld, cur)}
              {r.withholdingPct ? ` (${r.withholdingPct} % del IVA)` : ''}
            </dd>
            <dt>Neto recibido</dt>
            <dd>{money(r.net, cur)}</dd>
          </dl>
          <p className={styles.words}>{r.amountInWords}</p>
          <div className={styles.scroll}>
            <table className={styles.table} aria-label="Facturas que paga">
              <thead>
                <tr>
                  <th scope="col">Factura</th>
                  <th scope="col">Fecha</th>
                  <th scope="col">Operación</th>
                  <th scope="col" className={styles.num}>
                    Importe
                  </th>
                  <th scope="col" className={styles.num}>
                    Retenido
                  </th>
                  <th scope="col" className={styles.num}>
                    Pagado
                  </th>
                  <th scope="col" className={styles.num}>
                    Saldo actual
                  </th>
                </tr>
              </thead>
              <tbody>
                {r.items.map((i) => (
                  <tr key={i.id}>
                    <td>
                      <Link to={`/invoices/${i.invoiceId}`}>{i.invoiceNumber ?? i.invoiceId}</Link>
                    </td>
                    <td>{i.invoiceDate ? formatDate(i.invoiceDate) : '—'}</td>
                    <td>{i.operationReference ?? '—'}</td>
                    <td className={styles.num}>{money(i.amount, cur)}</td>
                    <td className={styles.num}>{money(i.withheld, cur)}</td>
                    <td className={styles.num}>{money(i.net, cur)}</td>
                    <td className={styles.num}>{i.invoiceBalance === null || i.invoiceBalance === undefined ? '—' : money(i.invoiceBalance, cur)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
        <section className={styles.section} aria-labelledby="receipt-pdf">
          <h2 id="receipt-pdf">PDF</h2>
          <PdfPreview url={`/api/receipts/${r.id}/pdf`} version={`${r.status}-${r.number ?? ''}`} title={`PDF del recibo ${r.number ?? ''}`} />
        </section>
      </div>
      {cancelling && <CancelReceiptDialog id={r.id} onClose={() => setCancelling(false)} onDone={() => setMessage('Recibo anulado: las facturas recuperaron su saldo.')} />}
    </>
  );
}

function CancelReceiptDialog({ id, onClose, onDone }: { id: number; onClose: () => void; onDone: () => void }) {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [cancel, { loading }] = useMutation(CancelReceiptDocument, { refetchQueries: ['InvoiceList', 'InvoiceView', 'ReceiptList'] });
  const reasonError = touched && !reason.trim() ? 'Indicá el motivo de la anulación.' : null;
  async function submit() {
    setTouched(true);
    if (!reason.trim()) return;
    try {
      await cancel({ variables: { id, input: { reason: reason.trim() } } });
      onDone();
      onClose();
    } catch (e) {
      setError(failureText(e, 'No se pudo anular el recibo.'));
    }
  }
  return (
    <Modal
      title="Anular recibo"
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>Cancelar</Button>
          <Button variant="danger" onClick={() => void submit()} disabled={loading}>
            Anular recibo
          </Button>
        </>
      }
    >
      <p>El recibo queda anulado con su número; lo que pagaba vuelve al saldo de sus facturas.</p>
      <TextAreaField label="Motivo" value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} aria-invalid={reasonError ? true : undefined} />
      <ErrorText>{reasonError ?? error}</ErrorText>
    </Modal>
  );
}
