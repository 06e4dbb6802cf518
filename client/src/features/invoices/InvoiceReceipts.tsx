import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { RECEIPT_METHOD_LABELS, RECEIPT_STATUS_LABELS, type ReceiptMethod, type ReceiptStatus } from '@crm/domain';
import { ReceiptListDocument } from '../../gql/graphql';
import { formatDate } from '../../lib/format';
import { ErrorText } from '../../ui/ErrorText';
import { money } from './invoiceForm';
import styles from './invoices.module.css';

/** The invoice's receipts (live and cancelled): number, date, means, what each paid of this invoice. */
export function InvoiceReceipts({ invoiceId }: { invoiceId: number }) {
  const { data, error } = useQuery(ReceiptListDocument, { variables: { filter: { invoiceId }, first: 100 }, fetchPolicy: 'cache-and-network' });
  const rows = data?.receipts?.nodes ?? [];
  return (
    <section aria-labelledby="inv-receipts" className={styles.section}>
      <h2 id="inv-receipts">Recibos</h2>
      {error && !data ? (
        <ErrorText>No se pudieron cargar los recibos.</ErrorText>
      ) : rows.length === 0 ? (
        <p className={styles.muted}>Sin cobros registrados.</p>
      ) : (
        <div className={styles.scroll}>
          <table className={styles.table} aria-label="Recibos">
            <thead>
              <tr>
                <th scope="col">Número</th>
                <th scope="col">Fecha</th>
                <th scope="col">Medio</th>
                <th scope="col">Estado</th>
                <th scope="col" className={styles.num}>
                  Importe
                </th>
                <th scope="col" className={styles.num}>
                  Retenido
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => {
                const item = r.items.find((i) => i.invoiceId === invoiceId);
                return (
                  <tr key={r.id}>
                    <td>
                      <Link to={`/receipts/${r.id}`}>{r.number ?? r.id}</Link>
                    </td>
                    <td>{formatDate(r.paidAt)}</td>
                    <td>{RECEIPT_METHOD_LABELS[r.method as ReceiptMethod] ?? r.method}</td>
                    <td>{RECEIPT_STATUS_LABELS[r.status as ReceiptStatus] ?? r.status}</td>
                    <td className={styles.num}>{money(item?.amount ?? r.amount, r.currency)}</td>
                    <td className={styles.num}>{money(item?.withheld ?? r.withheld, r.currency)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
