import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { isAdmin, paraguayToday } from '@crm/domain';
import { useSession } from '../../session/SessionProvider';
import { usePermissions } from '../../session/usePermissions';
import {
  AddFollowupNoteDocument,
  FollowupCallsDocument,
  FollowupDashboardDocument,
  FollowupNotesDocument,
  FollowupUsersDocument,
  LogCallDocument,
} from '../../gql/graphql';
import { formatDateTime, formatNumber } from '../../lib/format';
import { usePageTitle } from '../../lib/usePageTitle';
import { useDebounced } from '../../ui/useDebounced';
import { Button } from '../../ui/Button';
import { Field, SelectField } from '../../ui/Field';
import { ErrorText, StatusText } from '../../ui/ErrorText';
import { Page, PageHeader } from '../../ui/Page';
import { afterSave, callFormErrors, callInput, contactBars, emptyCallForm, formatCallTime, type CallForm, type CallFormErrors } from './followupData';
import { CallOutcomeFields, outcomeLabel } from './CallOutcomeFields';
import { InvalidateCallDialog } from './InvalidateCallDialog';
import { ChartBoundary } from '../stats';
import { LinkFields, NO_LINKS, type Links } from './LinkFields';
import { useSingleFlight } from '../../ui/useSingleFlight';
import styles from './FollowupPage.module.css';

/** Rows of the call history per page ('Cargar más llamadas' asks for the next one). */
export const CALL_PAGE = 50;

const ActivityLineChart = lazy(() => import('./FollowupCharts').then((m) => ({ default: m.ActivityLineChart })));
const ContactedBarChart = lazy(() => import('./FollowupCharts').then((m) => ({ default: m.ContactedBarChart })));

/** 'Dashboard de seguimiento' at /followup (spec part 2 §2, §4, §6, §8, §9). */
export function FollowupPage() {
  usePageTitle('Dashboard de seguimiento');
  const { user } = useSession();
  const admin = isAdmin(user?.role);
  // Viewers read the dashboard; the call and note forms are writes (role-aware screens).
  const can = usePermissions();
  const [userFilter, setUserFilter] = useState('');
  const userId = admin && userFilter ? Number(userFilter) : null;
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim(), 300) || null;
  // 'Llamadas hoy' is the office's day (the server counts calls on America/Asuncion days), whatever the browser's zone.
  const today = paraguayToday(new Date());

  // Only an admin loads the users list (spec part 2 §6). Failed loads become empty lists (§8).
  const users = useQuery(FollowupUsersDocument, { skip: !admin, errorPolicy: 'all' });
  const summary = useQuery(FollowupDashboardDocument, { variables: { userId, today }, fetchPolicy: 'network-only', errorPolicy: 'all' });
  const calls = useQuery(FollowupCallsDocument, { variables: { userId, q, first: CALL_PAGE }, fetchPolicy: 'network-only', errorPolicy: 'all' });
  const notes = useQuery(FollowupNotesDocument, { variables: { userId, q }, fetchPolicy: 'network-only', errorPolicy: 'all' });
  const s = summary.data?.followupSummary;
  const callRows = calls.data?.followupCalls ?? [];
  // The history pages instead of stopping at a cap: a full page may have more behind it, unless the last
  // 'Cargar más' at this length came back short.
  const [callsEndAt, setCallsEndAt] = useState<number | null>(null);
  const [loadingMore, runMore] = useSingleFlight();
  const moreCalls = callRows.length > 0 && callRows.length % CALL_PAGE === 0 && callsEndAt !== callRows.length;
  const loadMoreCalls = () =>
    void runMore(async () => {
      const from = callRows.length;
      const more = await calls
        .fetchMore({
          variables: { offset: from },
          updateQuery: (prev, { fetchMoreResult }) => ({ followupCalls: [...prev.followupCalls, ...fetchMoreResult.followupCalls] }),
        })
        .catch(() => null);
      if (!more || (more.data?.followupCalls.length ?? 0) < CALL_PAGE) setCallsEndAt(from + (more?.data?.followupCalls.length ?? 0));
    });
  const noteRows = notes.data?.followupNotes ?? [];

  const [logCall] = useMutation(LogCallDocument);
  const [addNote] = useMutation(AddFollowupNoteDocument);
  // One request at a time per form: a double-click logs one call, not two (nothing lost silently).
  const [saving, runCall] = useSingleFlight();
  const [savingNote, runNote] = useSingleFlight();
  const [form, setForm] = useState<CallForm>(() => emptyCallForm(new Date()));
  const [links, setLinks] = useState<Links>(NO_LINKS);
  const [callMessage, setCallMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [callErrors, setCallErrors] = useState<CallFormErrors>({});
  const [noteLinks, setNoteLinks] = useState<Links>(NO_LINKS);
  // 'Invalidar' of a history row: its author's, or any for an admin (the server's rule); a reason is asked for.
  const [invalidating, setInvalidating] = useState<{ id: number; subject: string } | null>(null);
  const [historyMessage, setHistoryMessage] = useState<string | null>(null);
  const mayInvalidate = (c: { source: string; userId?: number | null; invalidatedAt?: unknown }) =>
    can.write && c.source === 'followup' && !c.invalidatedAt && (admin || c.userId === user?.id);
  const [noteText, setNoteText] = useState('');
  const [noteMessage, setNoteMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const reload = () => Promise.all([summary.refetch(), calls.refetch(), notes.refetch()]).catch(() => undefined);

  function onLogCall(e: FormEvent) {
    e.preventDefault();
    void runCall(logCallNow);
  }

  async function logCallNow() {
    setCallMessage(null);
    const problems = callFormErrors(form, Date.now());
    setCallErrors(problems);
    if (Object.keys(problems).length) return;
    try {
      await logCall({ variables: { input: callInput({ ...form, orgId: links.org.id, contactId: links.contactId, dealId: links.dealId }) } });
      setForm(afterSave);
      setCallMessage({ ok: true, text: 'Llamada registrada.' });
      await reload();
    } catch {
      setCallMessage({ ok: false, text: 'No se pudo registrar la llamada.' });
    }
  }

  function onAddNote(e: FormEvent) {
    e.preventDefault();
    void runNote(addNoteNow);
  }

  async function addNoteNow() {
    setNoteMessage(null);
    if (!noteText.trim()) {
      setNoteMessage({ ok: false, text: 'Escribí el contenido de la nota.' });
      return;
    }
    try {
      await addNote({ variables: { input: { orgId: noteLinks.org.id, contactId: noteLinks.contactId, dealId: noteLinks.dealId, content: noteText } } });
      setNoteText('');
      setNoteMessage({ ok: true, text: 'Nota agregada.' });
      await reload();
    } catch {
      setNoteMessage({ ok: false, text: 'No se pudo agregar la nota.' });
    }
  }

  const cards = [
    { label: 'Total Organizaciones', value: s?.totalOrganizations },
    { label: 'Llamadas hoy', value: s?.callsToday },
    { label: 'Organizaciones sin contacto', value: s?.organizationsWithoutContact },
    { label: 'Notas totales', value: s?.notesTotal },
  ];

  return (
    <Page>
      <PageHeader title="Dashboard de seguimiento" subtitle="Llamadas, notas y organizaciones a contactar">
        {admin && (
          <SelectField
            label="Usuario"
            value={userFilter}
            onChange={(e) => setUserFilter(e.target.value)}
            options={[{ value: '', label: 'Todos' }, ...(users.data?.users ?? []).map((u) => ({ value: String(u.id), label: u.name }))]}
          />
        )}
      </PageHeader>

      <div className={styles.cards}>
        {cards.map((c) => (
          <section key={c.label} className={styles.card} aria-label={c.label}>
            <h2>{c.label}</h2>
            <p className={styles.big}>{c.value === undefined ? '—' : formatNumber(c.value)}</p>
          </section>
        ))}
      </div>

      <div className={styles.charts}>
        <section className={styles.panel} aria-labelledby="fu-actividad">
          <h2 id="fu-actividad">Actividad (últimos 30 días)</h2>
          <div className={styles.chart}>
            {s && (
              <ChartBoundary>
                <Suspense fallback={<p className={styles.muted}>Cargando gráfico…</p>}>
                  <ActivityLineChart series={s.series} />
                </Suspense>
              </ChartBoundary>
            )}
          </div>
          {s && (
            <details className={styles.fallback}>
              <summary>Ver como tabla</summary>
              <table aria-label="Actividad de los últimos 30 días (tabla)">
                <thead>
                  <tr>
                    <th scope="col">Día</th>
                    <th scope="col">Llamadas</th>
                    <th scope="col">Notas</th>
                  </tr>
                </thead>
                <tbody>
                  {s.series.map((d) => (
                    <tr key={d.date}>
                      <td>{formatCallTime(`${d.date} 00:00`).slice(0, 10)}</td>
                      <td>{d.calls}</td>
                      <td>{d.notes}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </details>
          )}
        </section>
        <section className={styles.panel} aria-labelledby="fu-contacto">
          <h2 id="fu-contacto">Contactadas vs. sin contacto</h2>
          <div className={styles.chart}>
            {s && (
              <ChartBoundary>
                <Suspense fallback={<p className={styles.muted}>Cargando gráfico…</p>}>
                  <ContactedBarChart summary={s} />
                </Suspense>
              </ChartBoundary>
            )}
          </div>
          {s && (
            <details className={styles.fallback}>
              <summary>Ver como tabla</summary>
              <table aria-label="Organizaciones contactadas y sin contacto (tabla)">
                <tbody>
                  {contactBars(s).map((b) => (
                    <tr key={b.estado}>
                      <th scope="row">{b.estado}</th>
                      <td>{formatNumber(b.organizaciones)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </details>
          )}
        </section>
      </div>

      {can.write && (
        <div className={styles.forms}>
          <form className={styles.panel} onSubmit={onLogCall} aria-labelledby="fu-llamada">
            <h2 id="fu-llamada">Registrar llamada</h2>
            <LinkFields value={links} onChange={setLinks} />
            <CallOutcomeFields form={form} onChange={setForm} errors={callErrors} idPrefix="fu" />
            <Button type="submit" variant="primary" disabled={saving}>
              {saving ? 'Guardando…' : 'Registrar llamada'}
            </Button>
            {callMessage && (callMessage.ok ? <StatusText>{callMessage.text}</StatusText> : <ErrorText>{callMessage.text}</ErrorText>)}
          </form>

          <form className={styles.panel} onSubmit={onAddNote} aria-labelledby="fu-nota">
            <h2 id="fu-nota">Agregar nota</h2>
            <LinkFields value={noteLinks} onChange={setNoteLinks} />
            <label className={styles.textareaLabel}>
              Contenido
              <textarea value={noteText} onChange={(e) => setNoteText(e.target.value)} rows={3} maxLength={10000} />
            </label>
            <Button type="submit" disabled={savingNote}>
              {savingNote ? 'Guardando…' : 'Agregar nota'}
            </Button>
            {noteMessage && (noteMessage.ok ? <StatusText>{noteMessage.text}</StatusText> : <ErrorText>{noteMessage.text}</ErrorText>)}
          </form>
        </div>
      )}

      <Field label="Buscar en llamadas y notas" type="search" value={search} onChange={(e) => setSearch(e.target.value)} className={styles.searchBox} />

      <section className={styles.panel} aria-labelledby="fu-historial">
        <h2 id="fu-historial">Historial de llamadas</h2>
        {historyMessage && <StatusText>{historyMessage}</StatusText>}
        <table className={styles.table} aria-label="Historial de llamadas">
          <thead>
            <tr>
              <th scope="col">Fecha</th>
              <th scope="col">Organización</th>
              <th scope="col">Contacto</th>
              <th scope="col">Asunto</th>
              <th scope="col">Notas</th>
              <th scope="col">Duración</th>
              <th scope="col">Acciones</th>
            </tr>
          </thead>
          <tbody>
            {callRows.length === 0 ? (
              <tr>
                <td colSpan={7} className={styles.muted}>
                  Sin llamadas registradas.
                </td>
              </tr>
            ) : (
              callRows.map((c) => (
                <tr key={`${c.source}-${c.id}`}>
                  <td>{formatCallTime(c.happenedAt)}</td>
                  <td>{c.orgId && c.orgName ? <Link to={`/organizations/${c.orgId}`}>{c.orgName}</Link> : '—'}</td>
                  <td>{c.contactId && c.contactName ? <Link to={`/contacts/${c.contactId}`}>{c.contactName}</Link> : '—'}</td>
                  <td className={c.invalidatedAt ? styles.invalidated : undefined}>
                    {c.subject}
                    {outcomeLabel(c.outcome) && <span className={styles.outcome}>{outcomeLabel(c.outcome)}</span>}
                    {c.invalidatedAt && <span className={styles.outcome}>Invalidada: {c.invalidatedReason}</span>}
                  </td>
                  <td>{c.notes ?? ''}</td>
                  {/* Calls logged as activities carry no duration. */}
                  <td>{c.source === 'activity' ? '—' : `${formatNumber(c.durationMin)} min`}</td>
                  <td>
                    {mayInvalidate(c) && (
                      <Button size="sm" onClick={() => setInvalidating({ id: c.id, subject: c.subject })} aria-label={`Invalidar la llamada del ${formatCallTime(c.happenedAt)}`}>
                        Invalidar
                      </Button>
                    )}
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
        {moreCalls && (
          <Button type="button" onClick={loadMoreCalls} disabled={loadingMore}>
            {loadingMore ? 'Cargando…' : 'Cargar más llamadas'}
          </Button>
        )}
      </section>

      {invalidating && (
        <InvalidateCallDialog
          callId={invalidating.id}
          subject={invalidating.subject}
          onClose={() => setInvalidating(null)}
          onDone={() => {
            setHistoryMessage('Llamada invalidada.');
            void reload();
          }}
        />
      )}

      <section className={styles.panel} aria-labelledby="fu-notas">
        <h2 id="fu-notas">Notas</h2>
        <table className={styles.table} aria-label="Notas de seguimiento">
          <thead>
            <tr>
              <th scope="col">Fecha</th>
              <th scope="col">Organización</th>
              <th scope="col">Contacto</th>
              <th scope="col">Nota</th>
              <th scope="col">Usuario</th>
            </tr>
          </thead>
          <tbody>
            {noteRows.length === 0 ? (
              <tr>
                <td colSpan={5} className={styles.muted}>
                  Sin notas.
                </td>
              </tr>
            ) : (
              noteRows.map((n) => (
                <tr key={`${n.source}-${n.id}`}>
                  <td>{formatDateTime(n.createdAt as string)}</td>
                  <td>{n.orgId && n.orgName ? <Link to={`/organizations/${n.orgId}`}>{n.orgName}</Link> : '—'}</td>
                  <td>{n.contactId && n.contactName ? <Link to={`/contacts/${n.contactId}`}>{n.contactName}</Link> : '—'}</td>
                  <td>{n.content}</td>
                  <td>{n.userName ?? '—'}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </section>
    </Page>
  );
}
