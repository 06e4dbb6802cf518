import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { lateAlertsScope, normalizeCallDateTime, utcToWallTime } from '@crm/domain';
import { CollectionActionsDue } from '../collections';
import { type AgendaTaskFieldsFragment, CompleteTaskDocument, MyAgendaDocument, RescheduleTaskDocument } from '../../gql/graphql';
import { LateMilestoneAlerts } from '../shipments';
import { useSession } from '../../session/SessionProvider';
import { officeDateTime } from './officeTime';
import { usePageTitle } from '../../lib/usePageTitle';
import { Button } from '../../ui/Button';
import { DateField } from '../../ui/DateField';
import { ErrorText } from '../../ui/ErrorText';
import { Page, PageHeader } from '../../ui/Page';
import { Spinner } from '../../ui/Spinner';
import styles from './AgendaPage.module.css';
import { ReminderSettings } from './ReminderSettings';

const SECTIONS = [
  { key: 'overdue', title: 'Vencidas', empty: 'Nada vencido.' },
  { key: 'today', title: 'Hoy', empty: 'Nada para hoy.' },
  { key: 'upcoming', title: 'Próximos 7 días', empty: 'Nada en los próximos 7 días.' },
] as const;

/** "Mi agenda" at /agenda: own tasks with a time, overdue, today and the next 7 days; done in one click, reschedule. */
export function AgendaPage() {
  usePageTitle('Mi agenda');
  const { data, loading, error, refetch } = useQuery(MyAgendaDocument, { fetchPolicy: 'cache-and-network' });
  const agenda = data?.myAgenda;
  const { user } = useSession();
  return (
    <Page>
      <PageHeader title="Mi agenda" subtitle="Tus tareas con fecha y hora: las vencidas, las de hoy y las de los próximos 7 días." />
      {/* Operations staff see every late milestone; anyone else those of their own operations. */}
      {user && <LateMilestoneAlerts mine={lateAlertsScope(user.role) === 'mine'} />}
      {loading && !agenda && <Spinner />}
      {error && !agenda && <ErrorText>No se pudo cargar la agenda.</ErrorText>}
      {agenda &&
        SECTIONS.map((s) => (
          <section key={s.key} className={styles.section} aria-labelledby={`agenda-${s.key}`}>
            <h2 id={`agenda-${s.key}`} className={s.key === 'overdue' && agenda[s.key].length ? styles.overdueTitle : undefined}>
              {s.title} <span className={styles.count}>({agenda[s.key].length})</span>
            </h2>
            {agenda[s.key].length === 0 ? (
              <p className={styles.muted}>{s.empty}</p>
            ) : (
              <ul className={styles.list}>
                {agenda[s.key].map((t) => (
                  <AgendaItem key={t.id} task={t} overdue={s.key === 'overdue'} onChanged={() => void refetch()} />
                ))}
              </ul>
            )}
          </section>
        ))}
      <CollectionActionsDue />
      <ReminderSettings />
    </Page>
  );
}

function AgendaItem({ task, overdue, onChanged }: { task: AgendaTaskFieldsFragment; overdue: boolean; onChanged: () => void }) {
  const [complete, { loading: completing }] = useMutation(CompleteTaskDocument);
  const [reschedule, { loading: moving }] = useMutation(RescheduleTaskDocument);
  const [editing, setEditing] = useState(false);
  const [due, setDue] = useState(() => utcToWallTime(new Date(task.dueAt)).replace(' ', 'T').slice(0, 16));
  const [problem, setProblem] = useState<string | null>(null);

  async function done() {
    setProblem(null);
    try {
      await complete({ variables: { id: task.id } });
      onChanged();
    } catch {
      setProblem('No se pudo marcar como hecha.');
    }
  }

  async function move() {
    setProblem(null);
    const dueAt = normalizeCallDateTime(due);
    if (!dueAt) {
      setProblem('Indicá la nueva fecha y hora.');
      return;
    }
    try {
      await reschedule({ variables: { id: task.id, input: { dueAt } } });
      setEditing(false);
      onChanged();
    } catch {
      setProblem('No se pudo reprogramar.');
    }
  }

  const about = [task.orgName, task.contactName].filter(Boolean).join(' · ');
  return (
    <li className={`${styles.item} ${overdue ? styles.overdue : ''}`}>
      <div className={styles.main}>
        <span className={styles.when}>{officeDateTime(task.dueAt)}</span>
        <span className={styles.subject}>{task.subject ?? 'Tarea'}</span>
        {task.dealId && (
          <Link to={`/operations/${task.dealId}`} className={styles.deal}>
            {task.dealReference ?? task.dealTitle}
          </Link>
        )}
        {about && <span className={styles.about}>{about}</span>}
      </div>
      <div className={styles.actions}>
        <Button type="button" variant="primary" onClick={() => void done()} disabled={completing}>
          Hecha
        </Button>
        <Button type="button" onClick={() => setEditing((v) => !v)} aria-expanded={editing}>
          Reprogramar
        </Button>
      </div>
      {editing && (
        <div className={styles.reschedule}>
          <DateField label="Nueva fecha y hora" withTime value={due} onChange={setDue} />
          <Button type="button" variant="primary" onClick={() => void move()} disabled={moving}>
            Guardar
          </Button>
        </div>
      )}
      {problem && <ErrorText>{problem}</ErrorText>}
    </li>
  );
}
