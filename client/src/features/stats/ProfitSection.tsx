import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { formatMoney } from '@crm/domain';
import { ProfitStatsDocument } from '../../gql/graphql';
import { failureText } from '../../lib/errors';
import { ErrorText } from '../../ui/ErrorText';
import { ChartBoundary } from './ChartBoundary';
import styles from './StatsPage.module.css';

const ProfitChart = lazy(() => import('./ProfitChart').then((m) => ({ default: m.ProfitChart })));

const PERIODS = [3, 6, 12, 24] as const;
const MONTH_NAMES = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];
const count = new Intl.NumberFormat('es-PY');
const usd = (v: number) => `US$ ${formatMoney(v)}`;
/** 'YYYY-MM' → 'nov 2026'. */
export const monthLabel = (month: string) => `${MONTH_NAMES[Number(month.slice(5, 7)) - 1] ?? month.slice(5, 7)} ${month.slice(0, 4)}`;

/**
 * 'Utilidad presupuestada y real' (budget against actual in the statistics): per month of creation of the operations,
 * the confirmed profit against the real one their supplier invoices leave (the budgeted one where none arrived yet);
 * per advisor in the table. US$, es-PY.
 */
export function ProfitSection() {
  const [months, setMonths] = useState<number>(12);
  const { data, error } = useQuery(ProfitStatsDocument, { variables: { months }, fetchPolicy: 'network-only' });
  const s = data?.profitStats;
  return (
    <section className={styles.panel} aria-labelledby="st-profit" data-testid="profit">
      <h2 id="st-profit">Utilidad presupuestada y real</h2>
      <label>
        Período{' '}
        <select value={months} onChange={(e) => setMonths(Number(e.target.value))} aria-label="Período de la utilidad presupuestada y real">
          {PERIODS.map((p) => (
            <option key={p} value={p}>
              Últimos {p} meses
            </option>
          ))}
        </select>
      </label>
      {error && <ErrorText>{failureText(error, 'No se pudo cargar la utilidad presupuestada y real.')}</ErrorText>}
      {s &&
        (s.totals.length === 0 ? (
          <p className={styles.muted}>Sin operaciones con presupuesto confirmado en el período.</p>
        ) : (
          <>
            <p className={styles.muted}>
              Por mes de creación de las operaciones. La utilidad real sale de las facturas de proveedor; donde todavía no llegó ninguna, cuenta la
              presupuestada.
            </p>
            <div className={styles.chart}>
              <ChartBoundary>
                <Suspense fallback={<p className={styles.muted}>Cargando gráfico…</p>}>
                  <ProfitChart data={s.totals.map((m) => ({ ...m, month: monthLabel(m.month) }))} label="Utilidad presupuestada y real por mes" />
                </Suspense>
              </ChartBoundary>
            </div>
            <details className={styles.fallback} open>
              <summary>Ver la utilidad por asesor y mes como tabla</summary>
              <table className={styles.table} aria-label="Utilidad presupuestada y real por asesor y mes (tabla)">
                <thead>
                  <tr>
                    <th scope="col">Mes</th>
                    <th scope="col">Asesor</th>
                    <th scope="col" className={styles.num}>
                      Operaciones
                    </th>
                    <th scope="col" className={styles.num}>
                      Con facturas de proveedor
                    </th>
                    <th scope="col" className={styles.num}>
                      Presupuestada
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
                  {s.totals.flatMap((m) => [
                    ...s.rows
                      .filter((r) => r.month === m.month)
                      .map((r) => (
                        <tr key={`${r.month}-${r.advisor}`}>
                          <td>{monthLabel(r.month)}</td>
                          <td>{r.advisor}</td>
                          <td className={styles.num}>{count.format(r.operations)}</td>
                          <td className={styles.num}>{count.format(r.withActual)}</td>
                          <td className={styles.num}>{usd(r.budgetProfit)}</td>
                          <td className={styles.num}>{usd(r.realProfit)}</td>
                          <td className={styles.num}>{usd(r.difference)}</td>
                        </tr>
                      )),
                    <tr key={`${m.month}-total`}>
                      <th scope="row">{monthLabel(m.month)}</th>
                      <th scope="row">Total del mes</th>
                      <td className={styles.num}>{count.format(m.operations)}</td>
                      <td className={styles.num}>{count.format(m.withActual)}</td>
                      <td className={styles.num}>{usd(m.budgetProfit)}</td>
                      <td className={styles.num}>{usd(m.realProfit)}</td>
                      <td className={styles.num}>{usd(m.difference)}</td>
                    </tr>,
                  ])}
                </tbody>
              </table>
            </details>
          </>
        ))}
    </section>
  );
}
