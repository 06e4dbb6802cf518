import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import {
  DEFAULT_STATS_WINDOW,
  NO_ACTIVITY_TEXT,
  STATS_WINDOWS,
  sortStatsRows,
  toggleStatsSort,
  type StatsSort,
  type StatsSortKey,
  type StatsSummary,
} from '@crm/domain';
import { StatsSummaryDocument } from '../../gql/graphql';
import { formatNumber } from '../../lib/format';
import { usePageTitle } from '../../lib/usePageTitle';
import { SelectField } from '../../ui/Field';
import { ErrorText } from '../../ui/ErrorText';
import { Page, PageHeader } from '../../ui/Page';
import { ChartBoundary } from './ChartBoundary';
import { OutcomesSection } from './OutcomesSection';
import { ProfitSection } from './ProfitSection';
import { QuoteFunnelSection } from './QuoteFunnelSection';
import { formatChange } from './statsData';
import styles from './StatsPage.module.css';

const OrgBarChart = lazy(() => import('./OrgBarChart').then((m) => ({ default: m.OrgBarChart })));

const COLUMNS: ReadonlyArray<{ key: StatsSortKey; label: string; numeric: boolean }> = [
  { key: 'name', label: 'Usuario', numeric: false },
  { key: 'actions', label: 'Acciones', numeric: true },
  { key: 'finished', label: 'Acciones finalizadas', numeric: true },
  { key: 'operations', label: 'Operaciones', numeric: true },
];

/** 'Estadísticas y análisis' at /admin (spec part 2 §2 "Statistics"; admins only, see routes). */
export function StatsPage() {
  usePageTitle('Estadísticas y análisis');
  const [days, setDays] = useState<number>(DEFAULT_STATS_WINDOW);
  const [sort, setSort] = useState<StatsSort | null>(null);
  // The server computes the cards (domain/stats.ts over counts grouped in SQL): the answer is as small for
  // a busy office's 90 days as for a quiet week.
  const { data, error } = useQuery(StatsSummaryDocument, { variables: { days }, fetchPolicy: 'network-only' });
  const summary = data?.statsSummary;
  const stats: StatsSummary | null = summary && summary.days === days ? summary : null;
  const rows = stats ? sortStatsRows(stats.rows, sort) : [];

  return (
    <Page>
      <PageHeader title="Estadísticas y análisis" subtitle="Actividad del equipo en la ventana elegida">
        <SelectField
          label="Ventana"
          value={String(days)}
          onChange={(e) => setDays(Number(e.target.value))}
          options={STATS_WINDOWS.map((d) => ({ value: String(d), label: `${d} días` }))}
        />
      </PageHeader>
      {error ? (
        <ErrorText>No se pudieron cargar los datos</ErrorText>
      ) : !stats ? (
        <p role="status" className={styles.loading}>
          Cargando datos…
        </p>
      ) : (
        <>
          <div className={styles.cards}>
            <section className={styles.card} aria-labelledby="st-activos">
              <h2 id="st-activos">Usuarios activos</h2>
              <p className={styles.big}>{formatNumber(stats.activeUsers)}</p>
              <p className={stats.activeUsersChange >= 0 ? styles.up : styles.down}>
                {formatChange(stats.activeUsersChange)} <span className={styles.muted}>vs. {days} días anteriores ({formatNumber(stats.previousActiveUsers)})</span>
              </p>
            </section>
            <section className={styles.card} aria-labelledby="st-inactivos">
              <h2 id="st-inactivos">Activos / inactivos</h2>
              <p className={styles.big}>
                {formatNumber(stats.activeUsers)} / {formatNumber(stats.inactiveUsers)}
              </p>
              <p className={styles.muted}>Total: {formatNumber(stats.totalUsers)} usuarios</p>
            </section>
            <section className={styles.card} aria-labelledby="st-responsable">
              <h2 id="st-responsable">Responsable más activo</h2>
              {stats.mostActive ? (
                <div className={styles.person}>
                  <span className={styles.initials} aria-hidden="true">
                    {stats.mostActive.initials}
                  </span>
                  <div>
                    <p className={styles.personName}>{stats.mostActive.name}</p>
                    <p className={styles.muted}>
                      {formatNumber(stats.mostActive.actions)} acciones · {formatNumber(stats.mostActive.finished)} finalizadas
                    </p>
                  </div>
                </div>
              ) : (
                <p className={styles.muted}>{NO_ACTIVITY_TEXT}</p>
              )}
            </section>
          </div>

          <section className={styles.panel} aria-labelledby="st-orgs">
            <h2 id="st-orgs">Nuevas operaciones por organización</h2>
            {stats.topOrganizations.length === 0 ? (
              <p className={styles.muted}>Sin datos</p>
            ) : (
              <>
                <div className={styles.chart}>
                  <ChartBoundary>
                    <Suspense fallback={<p className={styles.muted}>Cargando gráfico…</p>}>
                      <OrgBarChart data={stats.topOrganizations} />
                    </Suspense>
                  </ChartBoundary>
                </div>
                <details className={styles.fallback}>
                  <summary>Ver como tabla</summary>
                  <table aria-label="Nuevas operaciones por organización (tabla)">
                    <thead>
                      <tr>
                        <th scope="col">Organización</th>
                        <th scope="col">Operaciones</th>
                      </tr>
                    </thead>
                    <tbody>
                      {stats.topOrganizations.map((o) => (
                        <tr key={o.name}>
                          <td>{o.name}</td>
                          <td>{formatNumber(o.operations)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </details>
              </>
            )}
          </section>

          <OutcomesSection days={days} />

          <QuoteFunnelSection days={days} />

          <ProfitSection />

          <section className={styles.panel} aria-labelledby="st-usuarios">
            <h2 id="st-usuarios">Actividad por usuario</h2>
            <table className={styles.table} aria-label="Actividad por usuario">
              <thead>
                <tr>
                  {COLUMNS.map((c) => (
                    <th
                      key={c.key}
                      scope="col"
                      aria-sort={sort?.key === c.key ? (sort.dir === 'asc' ? 'ascending' : 'descending') : 'none'}
                      className={c.numeric ? styles.num : undefined}
                    >
                      <button type="button" className={styles.sortButton} onClick={() => setSort((s) => toggleStatsSort(s, c.key))}>
                        {c.label}
                        <span aria-hidden="true">{sort?.key === c.key ? (sort.dir === 'asc' ? ' ▲' : ' ▼') : ''}</span>
                      </button>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.length === 0 ? (
                  <tr>
                    <td colSpan={COLUMNS.length} className={styles.muted}>
                      Sin datos
                    </td>
                  </tr>
                ) : (
                  rows.map((r) => (
                    <tr key={r.userId ?? 'desconocido'}>
                      <td>{r.name}</td>
                      <td className={styles.num}>{formatNumber(r.actions)}</td>
                      <td className={styles.num}>{formatNumber(r.finished)}</td>
                      <td className={styles.num}>{formatNumber(r.operations)}</td>
                    </tr>
                  ))
                )}
              </tbody>
            </table>
          </section>
        </>
      )}
    </Page>
  );
}
