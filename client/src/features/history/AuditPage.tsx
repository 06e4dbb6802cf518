import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import { AUDIT_ENTITY_LABELS, AUDIT_KINDS, AUDIT_KIND_LABELS, isAuditKind } from '@crm/domain';
import { AuditEventsDocument, AuditUsersDocument, type AuditEventFilterInput } from '../../gql/graphql';
import { errorMessage } from '../../lib/errors';
import { toDate } from '../../lib/format';
import { usePageTitle } from '../../lib/usePageTitle';
import { Button } from '../../ui/Button';
import { ErrorText } from '../../ui/ErrorText';
import { SelectField } from '../../ui/Field';
import { Page, PageHeader } from '../../ui/Page';
import { AuditTimeline } from './AuditTimeline';
import styles from './history.module.css';
import { DateField } from '../../ui/DateField';

const TITLE = 'Auditoría';
const PAGE = 50;

/** Local midnight of a 'YYYY-MM-DD' day, plus `days`, as ISO (the server compares instants). */
function dayStart(day: string, days = 0): string | null {
  const d = toDate(day);
  if (!d) return null;
  return new Date(d.getFullYear(), d.getMonth(), d.getDate() + days).toISOString();
}

/** The filters of /admin/audit, kept in the address (?user=&entity=&kind=&from=&to=) so a view can be shared. */
export function auditFilterOf(params: URLSearchParams): AuditEventFilterInput {
  const user = Number(params.get('user'));
  const kind = params.get('kind');
  const from = params.get('from');
  const to = params.get('to');
  return {
    userId: Number.isInteger(user) && user > 0 ? user : null,
    entity: params.get('entity') || null,
    kind: isAuditKind(kind) ? kind : null,
    from: from ? dayStart(from) : null,
    // 'Hasta' is the last day shown: the range ends when the next day starts.
    to: to ? dayStart(to, 1) : null,
  };
}

/** /admin/audit (audit timeline): every recorded change, filtered by user, entity, kind and date range. */
export function AuditPage() {
  usePageTitle(TITLE);
  const [params, setParams] = useSearchParams();
  const filter = auditFilterOf(params);
  const users = useQuery(AuditUsersDocument, { fetchPolicy: 'cache-first' });
  const { data, error, loading, fetchMore } = useQuery(AuditEventsDocument, {
    variables: { filter, first: PAGE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const log = data?.auditEvents;
  const events = log?.edges.map((e) => e.node) ?? [];

  function set(name: string, value: string) {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  }

  function more() {
    void fetchMore({
      variables: { after: log!.pageInfo.endCursor },
      updateQuery: (prev, { fetchMoreResult }) => ({
        auditEvents: { ...fetchMoreResult.auditEvents, edges: [...prev.auditEvents.edges, ...fetchMoreResult.auditEvents.edges] },
      }),
    });
  }

  return (
    <Page>
      <PageHeader title={TITLE} subtitle="Quién cambió qué y cuándo, en todos los registros. Los eventos no se pueden modificar ni borrar." />
      <div className={styles.adminFilters} role="search" aria-label="Filtros de auditoría">
        <SelectField
          label="Usuario"
          value={params.get('user') ?? ''}
          onChange={(e) => set('user', e.target.value)}
          options={[{ value: '', label: 'Todos' }, ...(users.data?.users ?? []).map((u) => ({ value: String(u.id), label: u.name }))]}
        />
        <SelectField
          label="Entidad"
          value={params.get('entity') ?? ''}
          onChange={(e) => set('entity', e.target.value)}
          options={[{ value: '', label: 'Todas' }, ...Object.entries(AUDIT_ENTITY_LABELS).map(([value, label]) => ({ value, label }))]}
        />
        <SelectField
          label="Tipo"
          value={params.get('kind') ?? ''}
          onChange={(e) => set('kind', e.target.value)}
          options={[{ value: '', label: 'Todos' }, ...AUDIT_KINDS.map((k) => ({ value: k, label: AUDIT_KIND_LABELS[k] }))]}
        />
        <DateField label="Desde" value={params.get('from') ?? ''} onChange={(v) => set('from', v)} />
        <DateField label="Hasta" value={params.get('to') ?? ''} onChange={(v) => set('to', v)} />
        {params.size > 0 && (
          <Button variant="ghost" onClick={() => setParams(new URLSearchParams(), { replace: true })}>
            Limpiar filtros
          </Button>
        )}
      </div>
      {!log && error && <ErrorText>{errorMessage(error, 'No se pudo cargar la auditoría.')}</ErrorText>}
      {log && error && <ErrorText>{errorMessage(error, 'No se pudo cargar la auditoría.')}</ErrorText>}
      {!log && !error && <p className={styles.empty}>Cargando…</p>}
      {log && (
        <p className={styles.empty} aria-live="polite">
          {log.totalCount === 1 ? '1 evento' : `${log.totalCount.toLocaleString('es-PY')} eventos`}
        </p>
      )}
      {log && events.length > 0 && (
        <AuditTimeline events={events} label="Eventos de auditoría" showRecord more={log.pageInfo.hasNextPage ? { remaining: log.totalCount - events.length, loading, onMore: more } : null} />
      )}
    </Page>
  );
}
