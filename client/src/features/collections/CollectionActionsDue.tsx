import { useQuery } from '@apollo/client/react';
import { COLLECTION_LOG_KIND_LABELS, type CollectionLogKind } from '@crm/domain';
import { Link } from 'react-router';
import { CollectionNextActionsDocument } from '../../gql/graphql';
import { formatDate } from '../../lib/format';
import styles from './collections.module.css';

/**
 * The collection actions due (next action date today or earlier) of the clients the user may see, for the
 * follow-up agenda. Nothing is shown while loading, on a failure or when none is due: the agenda stays the agenda.
 */
export function CollectionActionsDue() {
  const { data } = useQuery(CollectionNextActionsDocument, { fetchPolicy: 'cache-and-network' });
  const due = data?.collectionNextActions ?? [];
  if (!due.length) return null;
  return (
    <section className={styles.section} aria-labelledby="agenda-collections">
      <h2 id="agenda-collections">Cobranzas a gestionar ({due.length})</h2>
      <ul>
        {due.map((a) => (
          <li key={a.id}>
            {formatDate(a.nextActionDate)} · <Link to={`/organizations/${a.orgId}`}>{a.orgName}</Link> · {COLLECTION_LOG_KIND_LABELS[a.kind as CollectionLogKind] ?? a.kind}: {a.subject}
          </li>
        ))}
      </ul>
    </section>
  );
}
