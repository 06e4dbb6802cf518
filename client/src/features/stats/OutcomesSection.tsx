import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { formatWinRate } from '@crm/domain';
import { OutcomeStatsDocument, type OutcomeGroupFieldsFragment } from '../../gql/graphql';
import { failureText } from '../../lib/errors';
import { ErrorText } from '../../ui/ErrorText';
import { ChartBoundary } from './ChartBoundary';
import styles from './StatsPage.module.css';

const OutcomeChart = lazy(() => import('./OutcomeChart').then((m) => ({ default: m.OutcomeChart })));

const DIMENSIONS = [
  { id: 'byAdvisor', label: 'Asesor' },
  { id: 'byMode', label: 'Modalidad' },
  { id: 'byLane', label: 'Ruta (país de origen → destino)' },
] as const;
type Dimension = (typeof DIMENSIONS)[number]['id'];

const count = new Intl.NumberFormat('es-PY');
const reasonsText = (g: OutcomeGroupFieldsFragment) => g.lostReasons.map((r) => `${r.reason} (${r.count})`).join(', ') || '—';

/** 'Ganadas y perdidas' (won/lost with reasons): win rate and lost reasons by advisor, mode and lane, chart and table. */
export function OutcomesSection({ days }: { days: number }) {
  const { data, error } = useQuery(OutcomeStatsDocument, { variables: { days }, fetchPolicy: 'network-only' });
  const [dimension, setDimension] = useState<Dimension>('byAdvisor');
  const s = data?.outcomeStats;
  const dim = DIMENSIONS.find((d) => d.id === dimension)!;
  const groups = s ? s[dimension] : [];
  return (
    <section className={styles.panel} aria-labelledby="st-outcomes" data-testid="outcomes">
      <h2 id="st-outcomes">Ganadas y perdidas</h2>
      {error && <ErrorText>{failureText(error, 'No se pudieron cargar las operaciones cerradas.')}</ErrorText>}
      {s && (
        <>
          <p>
            <strong>{count.format(s.won)}</strong> ganadas · <strong>{count.format(s.lost)}</strong> perdidas · tasa de éxito{' '}
            <strong data-testid="win-rate">{formatWinRate(s.winRate ?? null)}</strong>
            <span className={styles.muted}> (cerradas en los últimos {days} días)</span>
          </p>
          {s.lostReasons.length > 0 && (
            <table className={styles.table} aria-label="Motivos de pérdida">
              <thead>
                <tr>
                  <th scope="col">Motivo de pérdida</th>
                  <th scope="col" className={styles.num}>
                    Operaciones
                  </th>
                </tr>
              </thead>
              <tbody>
                {s.lostReasons.map((r) => (
                  <tr key={r.reason}>
                    <td>{r.reason}</td>
                    <td className={styles.num}>{count.format(r.count)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <label>
            Agrupar por{' '}
            <select value={dimension} onChange={(e) => setDimension(e.target.value as Dimension)} aria-label="Agrupar ganadas y perdidas por">
              {DIMENSIONS.map((d) => (
                <option key={d.id} value={d.id}>
                  {d.label}
                </option>
              ))}
            </select>
          </label>
          {groups.length === 0 ? (
            <p className={styles.muted}>Sin operaciones cerradas en el período.</p>
          ) : (
            <>
              <div className={styles.chart}>
                <ChartBoundary>
                  <Suspense fallback={<p className={styles.muted}>Cargando gráfico…</p>}>
                    <OutcomeChart data={groups.slice(0, 12)} label={`Ganadas y perdidas por ${dim.label.toLowerCase()}`} />
                  </Suspense>
                </ChartBoundary>
              </div>
              <details className={styles.fallback} open>
                <summary>Ver ganadas y perdidas como tabla</summary>
                <table aria-label={`Ganadas y perdidas por ${dim.label.toLowerCase()} (tabla)`}>
                  <thead>
                    <tr>
                      <th scope="col">{dim.label}</th>
                      <th scope="col">Ganadas</th>
                      <th scope="col">Perdidas</th>
                      <th scope="col">Tasa de éxito</th>
                      <th scope="col">Motivos de pérdida</th>
                    </tr>
                  </thead>
                  <tbody>
                    {groups.map((g) => (
                      <tr key={g.key}>
                        <td>{g.key}</td>
                        <td>{count.format(g.won)}</td>
                        <td>{count.format(g.lost)}</td>
                        <td>{formatWinRate(g.winRate ?? null)}</td>
                        <td>{reasonsText(g)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </details>
            </>
          )}
        </>
      )}
    </section>
  );
}
