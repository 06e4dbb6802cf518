import { useQuery } from '@apollo/client/react';
import { OPERATION_STATEMENT_KIND_LABELS, type OperationStatementKind } from '@crm/domain';
import { OperationFinancialStatementDocument } from '../../gql/graphql';
import { formatDate } from '../../lib/format';
import { ErrorText } from '../../ui/ErrorText';
import { Spinner } from '../../ui/Spinner';
import { supplierMoney } from './payablesFormat';
import styles from './payables.module.css';

const kindLabel = (k: string) => OPERATION_STATEMENT_KIND_LABELS[k as OperationStatementKind] ?? k;

/**
 * The operation's financial statement in its 'Administración' tab: what remains to collect and to pay per currency,
 * and one timeline of sales invoices, credit notes, receipts, supplier invoices and payments with running balances.
 */
export function OperationFinancialStatement({ dealId }: { dealId: number }) {
  const { data, error, loading } = useQuery(OperationFinancialStatementDocument, { variables: { dealId }, fetchPolicy: 'cache-and-network' });
  if (error && !data) return <ErrorText>No se pudo cargar el estado financiero de la operación.</ErrorText>;
  if (loading && !data) return <Spinner />;
  const s = data?.operationFinancialStatement;
  if (!s) return null;
  return (
    <section className={styles.section} aria-label="Estado financiero">
      <div className={styles.actions}>
        <h2>Estado financiero</h2>
      </div>
      {s.entries.length === 0 ? (
        <p className={styles.muted}>Sin facturas, cobros ni pagos en la operación.</p>
      ) : (
        <>
          <dl className={styles.figures}>
            {s.balances.map((b) => (
              <div key={b.currency} data-testid={`statement-balance-${b.currency}`}>
                <dt>Por cobrar · {b.currency}</dt>
                <dd>{supplierMoney(b.toCollect, b.currency)}</dd>
                <dt>Por pagar · {b.currency}</dt>
                <dd>{supplierMoney(b.toPay, b.currency)}</dd>
              </div>
            ))}
          </dl>
          <div className={styles.scroll}>
            <table className={styles.table} aria-label="Movimientos de la operación">
              <thead>
                <tr>
                  <th scope="col">Fecha</th>
                  <th scope="col">Movimiento</th>
                  <th scope="col">Número</th>
                  <th scope="col">Cliente o proveedor</th>
                  <th scope="col" className={styles.num}>
                    Importe
                  </th>
                  <th scope="col" className={styles.num}>
                    Por cobrar
                  </th>
                  <th scope="col" className={styles.num}>
                    Por pagar
                  </th>
                </tr>
              </thead>
              <tbody>
                {s.entries.map((e) => (
                  <tr key={`${e.kind}-${e.recordId}`}>
                    <td>{formatDate(e.date)}</td>
                    <td>{kindLabel(e.kind)}</td>
                    <td>{e.number ?? '—'}</td>
                    <td>{e.party ?? '—'}</td>
                    <td className={[styles.num, e.amount < 0 ? styles.neg : ''].join(' ')}>{supplierMoney(e.amount, e.currency)}</td>
                    <td className={styles.num}>{supplierMoney(e.toCollect, e.currency)}</td>
                    <td className={styles.num}>{supplierMoney(e.toPay, e.currency)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {s.entryCount > s.entries.length && <p className={styles.muted}>Se muestran los primeros {s.entries.length} de {s.entryCount} movimientos; los saldos los cuentan todos.</p>}
        </>
      )}
    </section>
  );
}
