import { lazy, Suspense, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { isAdmin, officeMonth, readsTeamTargets, TARGET_METRIC_LABELS, TARGET_METRICS } from '@crm/domain';
import { PlanTaskDocument, SalesDashboardDocument, type PipelineDealFieldsFragment, type SalesTargetFieldsFragment } from '../../gql/graphql';
import { useSession } from '../../session/SessionProvider';
import { usePermissions } from '../../session/usePermissions';
import { formatDate, formatNumber } from '../../lib/format';
import { usePageTitle } from '../../lib/usePageTitle';
import { Button } from '../../ui/Button';
import { ErrorText } from '../../ui/ErrorText';
import { SelectField } from '../../ui/Field';
import { Page, PageHeader } from '../../ui/Page';
import { notifyError, notifySuccess } from '../../ui/toast';
import { ChartBoundary } from '../stats';
import { figureText, monthLabel, monthOptions, progressBars, progressText, statusLabel, tomorrowAtNine } from './salesData';
import { TargetsDialog } from './TargetsDialog';
import styles from './SalesPage.module.css';

const ProgressChart = lazy(() => import('./SalesCharts').then((m) => ({ default: m.ProgressChart })));
const OutcomeCallsChart = lazy(() => import('./SalesCharts').then((m) => ({ default: m.OutcomeCallsChart })));
// The call dialog is the follow-up feature's, loaded when opened.
const LogCallDialog = lazy(() => import('../followup').then((m) => ({ default: m.LogCallDialog })));

const HEALTH_LABELS: Record<string, string> = {
  stuck: 'Estancada',
  unquoted: 'Sin cotizar',
  quoteStale: 'Cotización sin seguimiento',
  noNextStep: 'Sin próximo paso',
  closingSoon: 'Cierra pronto',
};

/**
 * 'Metas y pipeline' at /sales: the seller's own dashboard, or for admins and the read-only roles the
 * team's (or one seller's): targets vs actual, calls by outcome, the pipeline's health and the "próximas
 * acciones" with one-click call and task. Charts load on demand; every chart has its table.
 */
export function SalesPage() {
  usePageTitle('Metas y pipeline');
  const { user } = useSession();
  const team = readsTeamTargets(user?.role);
  const admin = isAdmin(user?.role);
  const can = usePermissions();
  const [month, setMonth] = useState(() => officeMonth(Date.now()));
  const [seller, setSeller] = useState('');
  const userId = team && seller ? Number(seller) : null;
  const { data, loading, error, refetch } = useQuery(SalesDashboardDocument, { variables: { month, userId }, fetchPolicy: 'cache-and-network' });
  const d = data?.salesDashboard;
  // The seller choice lists the team as the team answer has it (kept while one seller is shown).
  const [teamList, setTeamList] = useState<Array<{ id: number; name: string }>>([]);
  if (d && !d.userId && team && d.sellers.length && teamList.length !== d.sellers.length) setTeamList(d.sellers.map((s) => ({ id: s.userId, name: s.userName })));
  const [editing, setEditing] = useState<SalesTargetFieldsFragment | null>(null);
  const [calling, setCalling] = useState<PipelineDealFieldsFragment | null>(null);
  const [planTask] = useMutation(PlanTaskDocument, { refetchQueries: ['SalesDashboard'] });
  const [planning, setPlanning] = useState<number | null>(null);
  const progress = d ? (d.userId ? d.sellers[0]?.progress ?? [] : d.totals) : [];

  async function oneClickTask(deal: PipelineDealFieldsFragment) {
    setPlanning(deal.dealId);
    try {
      await planTask({ variables: { input: { subject: 'Dar seguimiento', dueAt: tomorrowAtNine(Date.now()), dealId: deal.dealId } } });
      notifySuccess(`Tarea agendada para mañana a las 09:00: ${deal.reference ?? deal.title}.`);
    } catch {
      notifyError('No se pudo agendar la tarea.');
    } finally {
      setPlanning(null);
    }
  }

  return (
    <Page>
      <PageHeader title="Metas y pipeline" subtitle={d ? `${monthLabel(d.month)} · ${formatNumber(Math.round(d.elapsed * 100))} % del mes transcurrido` : 'Metas del mes y salud de las operaciones'}>
        <SelectField label="Mes" value={month} onChange={(e) => setMonth(e.target.value)} options={monthOptions(Date.now())} />
        {team && (
          <SelectField
            label="Vendedor"
            value={seller}
            onChange={(e) => setSeller(e.target.value)}
            options={[{ value: '', label: 'Todo el equipo' }, ...teamList.map((s) => ({ value: String(s.id), label: s.name }))]}
          />
        )}
      </PageHeader>
      {error && <ErrorText>No se pudo cargar el tablero.</ErrorText>}
      {loading && !d && <p className={styles.muted}>Cargando…</p>}
      {d && (
        <>
          <section className={styles.panel} aria-labelledby="sales-targets">
            <h2 id="sales-targets">{d.userId ? `Metas de ${d.sellers[0]?.userName ?? ''}` : 'Metas del equipo'}</h2>
            <div className={styles.split}>
              <div className={progressBars(progress, d.elapsed).length ? styles.chart : undefined}>
                {progressBars(progress, d.elapsed).length ? (
                  <ChartBoundary>
                    <Suspense fallback={<p className={styles.muted}>Cargando gráfico…</p>}>
                      <ProgressChart data={progressBars(progress, d.elapsed)} />
                    </Suspense>
                  </ChartBoundary>
                ) : (
                  <p className={styles.muted}>Sin metas fijadas para {monthLabel(d.month)}.</p>
                )}
              </div>
              <table className={styles.table} aria-label="Meta contra lo logrado">
                <thead>
                  <tr>
                    <th scope="col">Cifra</th>
                    <th scope="col">Meta</th>
                    <th scope="col">Logrado</th>
                    <th scope="col">%</th>
                    <th scope="col">Estado</th>
                  </tr>
                </thead>
                <tbody>
                  {progress.map((p) => (
                    <tr key={p.metric}>
                      <th scope="row">{p.label}</th>
                      <td className={styles.figure}>{figureText(p.metric, p.target)}</td>
                      <td className={styles.figure}>{figureText(p.metric, p.actual)}</td>
                      <td className={styles.figure}>{p.percent == null ? '—' : `${formatNumber(p.percent)} %`}</td>
                      <td>
                        <span className={styles[`status_${p.status}`]}>{statusLabel(p.status)}</span>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {!d.userId && (
              <table className={styles.table} aria-label="Metas por vendedor">
                <thead>
                  <tr>
                    <th scope="col">Vendedor</th>
                    {TARGET_METRICS.map((m) => (
                      <th key={m} scope="col">
                        {TARGET_METRIC_LABELS[m]}
                      </th>
                    ))}
                    {admin && <th scope="col">Acciones</th>}
                  </tr>
                </thead>
                <tbody>
                  {d.sellers.map((s) => (
                    <tr key={s.userId}>
                      <th scope="row">{s.userName}</th>
                      {s.progress.map((p) => (
                        <td key={p.metric}>
                          {progressText(p)}
                          {p.target != null && <span className={styles[`status_${p.status}`]}> {statusLabel(p.status)}</span>}
                        </td>
                      ))}
                      {admin && (
                        <td>
                          <Button size="sm" onClick={() => setEditing(s)} aria-label={`Editar metas de ${s.userName}`}>
                            Editar metas
                          </Button>
                        </td>
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            {d.userId && admin && d.sellers[0] && (
              <Button onClick={() => setEditing(d.sellers[0])} aria-label={`Editar metas de ${d.sellers[0].userName}`}>
                Editar metas
              </Button>
            )}
          </section>

          <div className={styles.grid}>
            <section className={styles.panel} aria-labelledby="sales-calls">
              <h2 id="sales-calls">Llamadas por resultado</h2>
              <div className={styles.chartSmall}>
                <ChartBoundary>
                  <Suspense fallback={<p className={styles.muted}>Cargando gráfico…</p>}>
                    <OutcomeCallsChart data={d.callsByOutcome} />
                  </Suspense>
                </ChartBoundary>
              </div>
              <details className={styles.fallback}>
                <summary>Ver como tabla</summary>
                <table aria-label="Llamadas por resultado (tabla)">
                  <tbody>
                    {d.callsByOutcome.map((o) => (
                      <tr key={o.outcome}>
                        <th scope="row">{o.label}</th>
                        <td>{formatNumber(o.count)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </details>
            </section>

            <section className={styles.panel} aria-labelledby="sales-health">
              <h2 id="sales-health">Salud del pipeline</h2>
              <ul className={styles.healthCards}>
                {d.health.map((h) => (
                  <li key={h.bucket} className={h.count ? styles.healthWarn : undefined}>
                    <span className={styles.big}>{formatNumber(h.count)}</span>
                    <span>{h.label}</span>
                  </li>
                ))}
              </ul>
            </section>
          </div>

          <section className={styles.panel} aria-labelledby="sales-next">
            <h2 id="sales-next">Próximas acciones</h2>
            {d.nextActions.length === 0 ? (
              <p className={styles.muted}>Nada pendiente: cada operación abierta tiene su próximo paso a tiempo.</p>
            ) : (
              <table className={styles.table} aria-label="Próximas acciones">
                <thead>
                  <tr>
                    <th scope="col">Operación</th>
                    <th scope="col">Cliente</th>
                    {!d.userId && <th scope="col">Responsable</th>}
                    <th scope="col">Motivo</th>
                    <th scope="col">Valor</th>
                    <th scope="col">Acciones</th>
                  </tr>
                </thead>
                <tbody>
                  {d.nextActions.map((a) => (
                    <tr key={a.dealId}>
                      <td>
                        <Link to={`/operations/${a.dealId}`}>{a.reference ?? `#${a.dealId}`}</Link> {a.title}
                      </td>
                      <td>{a.orgName ?? '—'}</td>
                      {!d.userId && <td>{a.ownerName ?? '—'}</td>}
                      <td>
                        {a.reasonLabel}
                        {a.reason === 'overdue' && a.nextDueAt ? ` (${formatDate(a.nextDueAt as string)})` : ''}
                      </td>
                      <td className={styles.figure}>{figureText('pipelineValue', a.value)}</td>
                      <td className={styles.actions}>
                        {can.write && (
                          <>
                            <Button size="sm" onClick={() => setCalling(a)} aria-label={`Llamar: ${a.reference ?? a.title}`}>
                              Llamar
                            </Button>
                            <Button size="sm" disabled={planning === a.dealId} onClick={() => void oneClickTask(a)} aria-label={`Agendar tarea: ${a.reference ?? a.title}`}>
                              + Tarea
                            </Button>
                          </>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>

          <section className={styles.panel} aria-labelledby="sales-deals">
            <h2 id="sales-deals">Operaciones a mirar</h2>
            {d.healthDeals.length === 0 ? (
              <p className={styles.muted}>Ninguna operación abierta en riesgo.</p>
            ) : (
              <table className={styles.table} aria-label="Operaciones a mirar">
                <thead>
                  <tr>
                    <th scope="col">Operación</th>
                    <th scope="col">Cliente</th>
                    {!d.userId && <th scope="col">Responsable</th>}
                    <th scope="col">Valor</th>
                    <th scope="col">Último movimiento</th>
                    <th scope="col">Situación</th>
                  </tr>
                </thead>
                <tbody>
                  {d.healthDeals.map((h) => (
                    <tr key={h.dealId}>
                      <td>
                        <Link to={`/operations/${h.dealId}`}>{h.reference ?? `#${h.dealId}`}</Link> {h.title}
                      </td>
                      <td>{h.orgName ?? '—'}</td>
                      {!d.userId && <td>{h.ownerName ?? '—'}</td>}
                      <td className={styles.figure}>{figureText('pipelineValue', h.value)}</td>
                      <td>{formatDate(h.lastTouchAt as string)}</td>
                      <td>{h.buckets.map((b) => HEALTH_LABELS[b] ?? b).join(' · ')}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
        </>
      )}
      {editing && <TargetsDialog seller={editing} month={month} onClose={() => setEditing(null)} />}
      {calling && (
        <Suspense fallback={null}>
          <LogCallDialog
            links={{ dealId: calling.dealId, orgId: calling.orgId ?? null, contactId: calling.contactId ?? null }}
            about={`${calling.reference ?? `#${calling.dealId}`} — ${calling.title}`}
            onClose={() => setCalling(null)}
            onLogged={() => {
              notifySuccess('Llamada registrada.');
              void refetch();
            }}
          />
        </Suspense>
      )}
    </Page>
  );
}
