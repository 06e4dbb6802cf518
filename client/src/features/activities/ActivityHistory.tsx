import { useQuery } from '@apollo/client/react';
import { RecordActivitiesDocument, type ActivityFilter } from '../../gql/graphql';
import { formatDate, formatDateTime } from '../../lib/format';
import { Button } from '../../ui/Button';
import { ErrorText } from '../../ui/ErrorText';
import { ACTIVITY_TYPE_LABELS } from './activityLabels';
import styles from './activities.module.css';

const PAGE = 50;

/**
 * An activity list, newest first (spec part 2 §2: type, subject, due date, created date, notes),
 * 50 at a time with 'Ver más'.
 */
export function ActivityHistory({ filter, label, empty }: { filter: ActivityFilter; label: string; empty: string }) {
  const { data, error, loading, fetchMore } = useQuery(RecordActivitiesDocument, {
    variables: { filter, first: PAGE },
    notifyOnNetworkStatusChange: true,
  });

  if (!data) {
    if (error) return <ErrorText>No se pudieron cargar las actividades.</ErrorText>;
    return <p className={styles.empty}>Cargando…</p>;
  }
  const items = data.activities.edges.map((e) => e.node);
  if (items.length === 0) return <p className={styles.empty}>{empty}</p>;

  function more() {
    void fetchMore({
      variables: { after: data!.activities.pageInfo.endCursor },
      updateQuery: (prev, { fetchMoreResult }) => ({
        activities: {
          ...fetchMoreResult.activities,
          edges: [...prev.activities.edges, ...fetchMoreResult.activities.edges],
        },
      }),
    });
  }

  return (
    <>
      <ol className={styles.history} aria-label={label}>
        {items.map((a) => (
          <li key={a.id} className={styles.item}>
            <div className={styles.itemHead}>
              <span className={`${styles.type} ${styles[`type_${a.type}`] ?? ''}`}>{ACTIVITY_TYPE_LABELS[a.type]}</span>
              {a.subject && <strong className={styles.subject}>{a.subject}</strong>}
              {a.dueDate && <span className={styles.due}>Vence {formatDate(a.dueDate)}</span>}
            </div>
            {a.notes && <p className={styles.notes}>{a.notes}</p>}
            <p className={styles.meta}>
              Creada {formatDateTime(a.createdAt)}
              {a.createdByName ? ` · ${a.createdByName}` : ''}
            </p>
          </li>
        ))}
      </ol>
      {data.activities.pageInfo.hasNextPage && (
        <div className={styles.more}>
          <Button size="sm" onClick={more} disabled={loading}>
            Ver más ({data.activities.totalCount - items.length})
          </Button>
        </div>
      )}
    </>
  );
}
