import { useId } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { formatMoney } from '@crm/domain';
import { RecordDealsDocument, type DealFilter } from '../../gql/graphql';
import styles from '../../ui/record.module.css';

/** Linked deals of an organization (title and value; spec part 2 §2). A failed load shows nothing. */
export function RecordDealsPanel({ filter, title = 'Tratos vinculados' }: { filter: DealFilter; title?: string }) {
  const headingId = useId();
  const { data, error } = useQuery(RecordDealsDocument, { variables: { filter, first: 100 }, fetchPolicy: 'cache-and-network' });
  const deals = data?.deals.edges.map((e) => e.node) ?? [];
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <div className={styles.panelHead}>
        <h2 id={headingId}>{title}</h2>
        {data && data.deals.totalCount > 0 && <span className={styles.badge}>{data.deals.totalCount}</span>}
      </div>
      {!data ? (
        <p className={styles.empty}>{error ? 'Sin tratos vinculados.' : 'Cargando…'}</p>
      ) : deals.length === 0 ? (
        <p className={styles.empty}>Sin tratos vinculados.</p>
      ) : (
        <ul className={styles.list} aria-label={title}>
          {deals.map((d) => (
            <li key={d.id}>
              <span className={styles.listMain}>
                <Link to={`/operations/${d.id}`}>{d.title}</Link>
                <span className={styles.small}>{d.reference}</span>
              </span>
              <span className={styles.listSide}>{formatMoney(d.value)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
