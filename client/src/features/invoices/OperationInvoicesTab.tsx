import { useQuery } from '@apollo/client/react';
import { Link, useNavigate } from 'react-router';
import { formatPercent, FULL_BP, INVOICE_STATUS_LABELS, type InvoiceStatus } from '@crm/domain';
import { OperationBillingDocument } from '../../gql/graphql';
import { formatDate } from '../../lib/format';
import { usePermissions } from '../../session/usePermissions';
import { Button } from '../../ui/Button';
import { ErrorText } from '../../ui/ErrorText';
import { Spinner } from '../../ui/Spinner';
import { InvoiceStatusBadge } from './InvoiceFigures';
import { money } from './invoiceForm';
import styles from './invoices.module.css';

const statusLabel = (s: string) => INVOICE_STATUS_LABELS[s as InvoiceStatus | 'vencida'] ?? s;

/**
 * The operation's 'Administración' tab: its invoices (number, date, status, total, balance), what remains to bill
 * of the confirmed cost-sheet revision, line by line, and the credit notes. 'Nueva factura' for admin and finanzas.
 */
export function OperationInvoicesTab({ dealId }: { dealId: number }) {
  const finance = usePermissions().finance;
  const navigate = useNavigate();
  const { data, error, loading } = useQuery(OperationBillingDocument, { variables: { dealId }, fetchPolicy: 'cache-and-network' });
  if (error && !data) return <ErrorText>No se pudo cargar la facturación de la operación.</ErrorText>;
  if (loading && !data) return <Spinner />;
  if (!data) return null;
  const billing = data.invoiceBilling;
  const invoices = data.invoices.nodes;
  const notes = invoices.flatMap((i) => i.creditNotes.map((n) => ({ ...n, invoiceNumber: i.number, invoiceId: i.id })));
  const billedBp = Math.round(billing.billedPercentage * 100);

  return (
    <div className={styles.section} style={{ border: 'none', padding: 0 }}>
      <div className={styles.actions}>
        <h2 style={{ margin: 0, fontSize: '1rem' }}>Facturas</h2>
        {finance && (
          <Button size="sm" variant="primary" onClick={() => void navigate(`/operations/${dealId}/invoices/new`)}>
            Nueva factura
          </Button>
        )}
      </div>
      {invoices.length === 0 ? (
        <p className={styles.muted}>Sin facturas.</p>
      ) : (
        <div className={styles.scroll}>
          <table className={styles.table} aria-label="Facturas de la operación">
            <thead>
              <tr>
                <th scope="col">Número</th>
                <th scope="col">Fecha</th>
                <th scope="col">Cuota</th>
                <th scope="col">Estado</th>
                <th scope="col" className={styles.num}>
                  Total
                </th>
                <th scope="col" className={styles.num}>
                  Saldo
                </th>
              </tr>
            </thead>
            <tbody>
              {invoices.map((i) => (
                <tr key={i.id}>
                  <td>
                    <Link to={`/invoices/${i.id}`}>{i.number ?? 'Borrador'}</Link>
                  </td>
                  <td>{formatDate(i.date)}</td>
                  <td>{formatPercent(Math.round(i.percentage * 100))}</td>
                  <td>
                    <InvoiceStatusBadge status={i.displayStatus} label={statusLabel(i.displayStatus)} />
                  </td>
                  <td className={styles.num}>{money(i.total, i.currency)}</td>
                  <td className={styles.num}>{money(i.balance, i.currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <h2 style={{ margin: 0, fontSize: '1rem' }}>Por facturar</h2>
      {billing.revisionId ? (
        <>
          <p className={styles.muted}>
            {billing.revisionLabel ?? 'Revisión confirmada'}: facturado {formatPercent(billedBp)}, queda {formatPercent(FULL_BP - billedBp)}
            {billing.proposedPercentage != null ? ` · próxima cuota propuesta: ${formatPercent(Math.round(billing.proposedPercentage * 100))}` : ''}
          </p>
          <div className={styles.scroll}>
            <table className={styles.table} aria-label="Por facturar de la revisión">
              <thead>
                <tr>
                  <th scope="col">Línea</th>
                  <th scope="col">IVA</th>
                  <th scope="col" className={styles.num}>
                    Importe (USD)
                  </th>
                  <th scope="col" className={styles.num}>
                    Facturado
                  </th>
                  <th scope="col" className={styles.num}>
                    Queda
                  </th>
                </tr>
              </thead>
              <tbody>
                {billing.lines.map((l) => {
                  const bp = Math.round(l.billedPercentage * 100);
                  return (
                    <tr key={l.key}>
                      <td>{l.description}</td>
                      <td>{l.iva === 'exenta' ? 'Exenta' : `${l.iva} %`}</td>
                      <td className={styles.num}>{money(l.amount, 'USD')}</td>
                      <td className={styles.num}>{formatPercent(bp)}</td>
                      <td className={styles.num}>{formatPercent(FULL_BP - bp)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </>
      ) : (
        <p className={styles.muted}>La operación no tiene una revisión confirmada de la planilla de costos.</p>
      )}

      <h2 style={{ margin: 0, fontSize: '1rem' }}>Notas de crédito</h2>
      {notes.length === 0 ? (
        <p className={styles.muted}>Sin notas de crédito.</p>
      ) : (
        <div className={styles.scroll}>
          <table className={styles.table} aria-label="Notas de crédito de la operación">
            <thead>
              <tr>
                <th scope="col">Número</th>
                <th scope="col">Factura</th>
                <th scope="col">Fecha</th>
                <th scope="col">Estado</th>
                <th scope="col" className={styles.num}>
                  Total
                </th>
              </tr>
            </thead>
            <tbody>
              {notes.map((n) => (
                <tr key={n.id}>
                  <td>{n.number ?? 'Borrador'}</td>
                  <td>
                    <Link to={`/invoices/${n.invoiceId}`}>{n.invoiceNumber ?? 'Borrador'}</Link>
                  </td>
                  <td>{formatDate(n.date)}</td>
                  <td>{n.status === 'emitida' ? 'Emitida' : 'Borrador'}</td>
                  <td className={styles.num}>{money(n.total, n.currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
