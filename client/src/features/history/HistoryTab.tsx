import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { AUDIT_KINDS, AUDIT_KIND_LABELS, type AuditKind, type AuditRecord } from '@crm/domain';
import { AuditLogDocument } from '../../gql/graphql';
import { errorMessage } from '../../lib/errors';
import { ErrorText } from '../../ui/ErrorText';
import { AuditTimeline } from './AuditTimeline';
import styles from './history.module.css';

const PAGE = 30;

/**
 * The 'Historial' tab of an operation, organization or contact (audit timeline): who changed what and when,
 * field by field, grouped by day and newest first; filtered by kind; 30 at a time with 'Ver más'.
 */
export function HistoryTab({ record, id }: { record: AuditRecord; id: number }) {
  const [kind, setKind] = useState<AuditKind | null>(null);
  const { data, error, loading, fetchMore } = useQuery(AuditLogDocument, {
    variables: { entity: record, id, first: PAGE, kind },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const log = data?.auditLog;

  function more() {
    void fetchMore({
      variables: { after: log!.pageInfo.endCursor },
      updateQuery: (prev, { fetchMoreResult }) => ({
        auditLog: { ...fetchMoreResult.auditLog, edges: [...prev.auditLog.edges, ...fetchMoreResult.auditLog.edges] },
      }),
    });
  }

  const chips: Array<{ value: AuditKind | null; label: string }> = [{ value: null, label: 'Todo' }, ...AUDIT_KINDS.map((k) => ({ value: k, label: AUDIT_KIND_LABELS[k] }))];
  const events = log?.edges.map((e) => e.node) ?? [];
  return (
    <div className={styles.tab}>
      <div className={styles.filters} role="group" aria-label="Filtrar historial">
        {chips.map((c) => (
          <button key={c.label} type="button" className={styles.chip} aria-pressed={kind === c.value} onClick={() => setKind(c.value)}>
            {c.label}
          </button>
        ))}
      </div>
      {!log && error && <ErrorText>{errorMessage(error, 'No se pudo cargar el historial.')}</ErrorText>}
      {!log && !error && <p className={styles.empty}>Cargando…</p>}
      {log && events.length === 0 && <p className={styles.empty}>Sin cambios registrados{kind ? ` de ${AUDIT_KIND_LABELS[kind].toLowerCase()}` : ''}.</p>}
      {log && events.length > 0 && (
        <AuditTimeline events={events} label="Historial" more={log.pageInfo.hasNextPage ? { remaining: log.totalCount - events.length, loading, onMore: more } : null} />
      )}
    </div>
  );
}
