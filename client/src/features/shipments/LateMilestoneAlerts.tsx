import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { paraguayToday } from '@crm/domain';
import { LateMilestonesDocument } from '../../gql/graphql';
import { formatDate } from '../../lib/format';
import styles from './shipments.module.css';

/**
 * The alerts of late milestones: a planned day that passed without its actual one, on a confirmed open
 * operation (`mine`: only those of the operations the viewer owns). "Today" is the viewer's day (the server compares with the day it is given). Nothing shows when
 * there are none or the call failed (spec part 1 §8: silent fallback).
 */
export function LateMilestoneAlerts({ now = new Date(), mine = false }: { now?: Date; mine?: boolean }) {
  const today = paraguayToday(now);
  const { data } = useQuery(LateMilestonesDocument, { variables: { today, mine }, fetchPolicy: 'cache-and-network' });
  const rows = data?.lateMilestones ?? [];
  if (!rows.length) return null;
  return (
    <section className={styles.alerts} aria-labelledby="late-milestones-title" data-testid="late-milestone-alerts">
      <h2 id="late-milestones-title">Hitos atrasados ({rows.length})</h2>
      <ul>
        {rows.map((r) => (
          <li key={`${r.dealId}-${r.code}`}>
            <Link to={`/operations/${r.dealId}`}>{r.reference}</Link> {r.title && `· ${r.title} `}— {r.label}: previsto para el {formatDate(r.planned)}, sin fecha real.
          </li>
        ))}
      </ul>
    </section>
  );
}
