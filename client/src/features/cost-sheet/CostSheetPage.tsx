import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { routeId } from '../../lib/routeParams';
import { usePageTitle } from '../../lib/usePageTitle';
import { ErrorText } from '../../ui/ErrorText';
import { CostSheet, COST_SHEET_MESSAGES } from './CostSheet';
import { RevisionBar } from './RevisionBar';
import { RevisionSheetView } from './RevisionSheetView';
import styles from './CostSheetPage.module.css';

/** /operations/{id}/costs: the cost sheet on its own screen, with a link back to the operation and its revision bar. */
export function CostSheetPage() {
  const id = routeId(useParams().id);
  usePageTitle('Planilla de costos');
  // An older revision shown read-only instead of the editor (named revisions); null: the current one, editable.
  const [viewing, setViewing] = useState<number | null>(null);
  return (
    <section className={styles.page}>
      <Link to={id ? `/operations/${id}` : '/'} className={styles.back}>
        ← Volver a la operación
      </Link>
      {id !== null && <RevisionBar key={id} dealId={id} viewing={viewing} onView={setViewing} />}
      {id === null ? <ErrorText>{COST_SHEET_MESSAGES.notFound}</ErrorText> : viewing !== null ? <RevisionSheetView dealId={id} revisionId={viewing} /> : <CostSheet dealId={id} />}
    </section>
  );
}
