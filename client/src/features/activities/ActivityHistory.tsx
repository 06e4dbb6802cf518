import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@apollo/client/react';
import { isActivityOverdue, paraguayDate } from '@crm/domain';
import { RecordActivitiesDocument, type ActivityFieldsFragment, type ActivityFilter } from '../../gql/graphql';
import { formatDate, formatDateTime } from '../../lib/format';
import { Button } from '../../ui/Button';
import { ErrorText } from '../../ui/ErrorText';
import { Field } from '../../ui/Field';
import { ACTIVITY_TYPE_LABELS } from './activityLabels';
import { useActivityActions } from './useActivityActions';
import styles from './activities.module.css';

const PAGE = 50;

/**
 * An activity list, newest first (spec part 2 §2: type, subject, due date, created date, notes),
 * 50 at a time with 'Ver más'. Writers can mark each activity done (or pending again), reschedule it
 * and delete it, each with 'Deshacer'; an overdue one says 'Vencida'. Readers see no control.
 */
export function ActivityHistory({ filter, label, empty, canWrite = false }: { filter: ActivityFilter; label: string; empty: string; canWrite?: boolean }) {
  const { data, error, loading, fetchMore } = useQuery(RecordActivitiesDocument, {
    variables: { filter, first: PAGE },
    notifyOnNetworkStatusChange: true,
  });
  const actions = useActivityActions();
  const [rescheduling, setRescheduling] = useState<number | null>(null);

  if (!data) {
    if (error) return <ErrorText>No se pudieron cargar las actividades.</ErrorText>;
    return <p className={styles.empty}>Cargando…</p>;
  }
  const items = data.activities.edges.map((e) => e.node);
  if (items.length === 0) return <p className={styles.empty}>{empty}</p>;
  const today = paraguayDate(new Date());

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
        {items.map((a) => {
          const overdue = isActivityOverdue(a, today);
          const name = activityName(a);
          const busy = actions.busyId === a.id;
          return (
            <li key={a.id} className={a.done ? `${styles.item} ${styles.itemDone}` : styles.item}>
              <div className={styles.itemHead}>
                <span className={`${styles.type} ${styles[`type_${a.type}`] ?? ''}`}>{ACTIVITY_TYPE_LABELS[a.type]}</span>
                {a.subject && <strong className={styles.subject}>{a.subject}</strong>}
                {a.dueDate && <span className={styles.due}>Vence {formatDate(a.dueDate)}</span>}
                {overdue && <span className={styles.overdue}>Vencida</span>}
                {a.done && a.type !== 'note' && <span className={styles.doneBadge}>Hecha</span>}
              </div>
              {a.notes && <p className={styles.notes}>{a.notes}</p>}
              <p className={styles.meta}>
                Creada {formatDateTime(a.createdAt)}
                {a.createdByName ? ` · ${a.createdByName}` : ''}
                {a.done && a.doneAt && a.type !== 'note' ? ` · Hecha ${formatDateTime(a.doneAt)}${a.doneByName ? ` por ${a.doneByName}` : ''}` : ''}
              </p>
              {canWrite && rescheduling === a.id && (
                <RescheduleForm
                  activity={a}
                  busy={busy}
                  onCancel={() => setRescheduling(null)}
                  onSave={async (due) => {
                    if (await actions.reschedule(a, due)) setRescheduling(null);
                  }}
                />
              )}
              {canWrite && rescheduling !== a.id && (
                <div className={styles.itemActions}>
                  {a.type !== 'note' && (
                    <Button size="sm" disabled={busy} aria-label={`${a.done ? 'Marcar pendiente' : 'Marcar como hecha'}: ${name}`} onClick={() => void actions.toggleDone(a)}>
                      {a.done ? 'Marcar pendiente' : 'Marcar como hecha'}
                    </Button>
                  )}
                  {a.type !== 'note' && !a.done && (
                    <Button size="sm" disabled={busy} aria-label={`Reprogramar: ${name}`} onClick={() => setRescheduling(a.id)}>
                      Reprogramar
                    </Button>
                  )}
                  <Button size="sm" variant="danger" disabled={busy} aria-label={`Eliminar: ${name}`} onClick={() => void actions.remove(a)}>
                    Eliminar
                  </Button>
                </div>
              )}
            </li>
          );
        })}
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

/** How the controls of an item name it for a screen reader: its subject, else its notes, else its type. */
function activityName(a: ActivityFieldsFragment): string {
  const text = (a.subject ?? a.notes ?? '').trim();
  return text ? (text.length > 60 ? `${text.slice(0, 59)}…` : text) : ACTIVITY_TYPE_LABELS[a.type];
}

function RescheduleForm({
  activity,
  busy,
  onSave,
  onCancel,
}: {
  activity: ActivityFieldsFragment;
  busy: boolean;
  onSave: (dueDate: string | null) => Promise<void>;
  onCancel: () => void;
}) {
  const id = useId();
  const [due, setDue] = useState(activity.dueDate ?? '');
  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    void onSave(due || null);
  }
  return (
    <form className={styles.reschedule} onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <span id={`${id}-title`} className="visually-hidden">
        Reprogramar {activityName(activity)}
      </span>
      <Field label="Nuevo vencimiento" name="dueDate" type="date" value={due} onChange={(e) => setDue(e.target.value)} autoFocus />
      <div className={styles.quickActions}>
        <Button onClick={onCancel} disabled={busy}>
          Cancelar
        </Button>
        <Button type="submit" variant="primary" disabled={busy} aria-busy={busy}>
          Guardar
        </Button>
      </div>
    </form>
  );
}
