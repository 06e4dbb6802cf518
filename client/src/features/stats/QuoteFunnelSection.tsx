import { useQuery } from '@apollo/client/react';
import { formatWinRate } from '@crm/domain';
import { QuoteFunnelDocument } from '../../gql/graphql';
import { failureText } from '../../lib/errors';
import { ErrorText } from '../../ui/ErrorText';
import styles from './StatsPage.module.css';

const count = new Intl.NumberFormat('es-PY');
const iso = (d: Date) => d.toISOString().slice(0, 10);
const monthLabel = (m: string) => {
  const [y, mo] = m.split('-').map(Number);
  return new Date(Date.UTC(y, mo - 1, 1)).toLocaleDateString('es-PY', { month: 'long', year: 'numeric', timeZone: 'UTC' });
};

/** 'Presupuestos enviados → aceptados': per advisor of the operation and month the quote was first sent. */
export function QuoteFunnelSection({ days }: { days: number }) {
  const now = new Date();
  const from = iso(new Date(now.getTime() - days * 86_400_000));
  const { data, error } = useQuery(QuoteFunnelDocument, { variables: { from, to: iso(now) }, fetchPolicy: 'network-only' });
  const rows = data?.quoteFunnel ?? [];
  return (
    <section className={styles.panel} aria-labelledby="st-quotes">
      <h2 id="st-quotes">Presupuestos enviados → aceptados</h2>
      {error && <ErrorText>{failureText(error, 'No se pudieron cargar los presupuestos.')}</ErrorText>}
      {data && rows.length === 0 && <p className={styles.muted}>Ningún presupuesto enviado en los últimos {days} días.</p>}
      {rows.length > 0 && (
        <table className={styles.table} aria-label="Presupuestos enviados y aceptados por asesor y mes">
          <thead>
            <tr>
              <th scope="col">Mes</th>
              <th scope="col">Asesor</th>
              <th scope="col">Enviados</th>
              <th scope="col">Aceptados</th>
              <th scope="col">Rechazados</th>
              <th scope="col">Aceptación</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={`${r.month}-${r.advisorUserId ?? 0}`}>
                <td>{monthLabel(r.month)}</td>
                <td>{r.advisorName}</td>
                <td>{count.format(r.sent)}</td>
                <td>{count.format(r.accepted)}</td>
                <td>{count.format(r.rejected)}</td>
                <td>{formatWinRate(r.sent ? r.accepted / r.sent : null)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
