import { useQuery } from '@apollo/client/react';
import { DealNextStepDocument } from '../../gql/graphql';
import { officeDateTime } from './officeTime';
import styles from './NextStep.module.css';

/**
 * The operation's next step (Pipedrive's next-activity rule): its earliest open task with a time, overdue
 * in red; "Sin próximo paso" in amber on an open operation without one.
 */
export function NextStep({ dealId }: { dealId: number }) {
  const { data } = useQuery(DealNextStepDocument, { variables: { id: dealId }, fetchPolicy: 'cache-and-network' });
  const deal = data?.deal;
  if (!deal || deal.status !== 'open') return null;
  const next = deal.nextActivity;
  if (!next) {
    return (
      <p className={`${styles.line} ${styles.missing}`} role="status">
        Sin próximo paso
      </p>
    );
  }
  const overdue = Date.parse(next.dueAt) < Date.now();
  return (
    <p className={`${styles.line} ${overdue ? styles.overdue : styles.ok}`}>
      <span className={styles.label}>{overdue ? 'Próximo paso vencido:' : 'Próximo paso:'}</span> {next.subject ?? 'Tarea'} · {officeDateTime(next.dueAt)}
    </p>
  );
}
