import { Link, useParams } from 'react-router';
import { routeId } from '../../lib/routeParams';
import { usePageTitle } from '../../lib/usePageTitle';
import { ErrorText } from '../../ui/ErrorText';
import { CostSheet, COST_SHEET_MESSAGES } from './CostSheet';
import styles from './CostSheetPage.module.css';

/** /operations/{id}/costs: the cost sheet on its own screen, with a link back to the operation. */
export function CostSheetPage() {
  const id = routeId(useParams().id);
  usePageTitle('Planilla de costos');
  return (
    <section className={styles.page}>
      <Link to={id ? `/operations/${id}` : '/'} className={styles.back}>
        ← Volver a la operación
      </Link>
      {id === null ? <ErrorText>{COST_SHEET_MESSAGES.notFound}</ErrorText> : <CostSheet dealId={id} />}
    </section>
  );
}
