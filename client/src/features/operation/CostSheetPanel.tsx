import { lazy, Suspense } from 'react';
import { Spinner } from '../../ui/Spinner';

// The sheet is a chunk of its own: the operation view loads it only when this tab opens.
const CostSheetTab = lazy(() => import('../cost-sheet/CostSheet').then((m) => ({ default: m.CostSheetTab })));

/** The 'Planilla de costos (DET COS)' tab: the cost sheet embedded (its full-screen form is /operations/{id}/costs). */
export function CostSheetPanel({ dealId }: { dealId: number }) {
  return (
    <Suspense fallback={<Spinner label="Cargando planilla…" />}>
      <CostSheetTab dealId={dealId} />
    </Suspense>
  );
}
