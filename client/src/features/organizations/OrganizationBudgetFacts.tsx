import { useQuery } from '@apollo/client/react';
import { formatMoney } from '@crm/domain';
import { Link } from 'react-router';
import { OrganizationBudgetSummaryDocument } from '../../gql/graphql';
import { Fact } from '../../ui/Facts';

const STATUS_LABELS: Record<string, string> = { borrador: 'Borrador', bloqueado: 'Bloqueado', confirmado: 'Confirmado' };

/** How the figures are derived (budgets per operation), said on the screen. */
export const PROFIT_DERIVATION = 'Suma del profit de los presupuestos confirmados de sus operaciones';

/**
 * 'Presupuesto' and 'Profit acumulado' of an organization (budgets per operation): both derived from its
 * operations' cost-sheet revisions, and the screen says how: the status is the one of the operation whose sheet
 * was saved last (linked), the profit the sum of its operations' confirmed budgets. Until the summary loads
 * (or if it fails) the organization's own columns are shown, which hold the same derived figures.
 */
export function OrganizationBudgetFacts({ orgId, status, profit }: { orgId: number; status: string; profit: number | null | undefined }) {
  const { data } = useQuery(OrganizationBudgetSummaryDocument, { variables: { id: orgId }, fetchPolicy: 'cache-and-network' });
  const s = data?.organization?.budgetSummary;
  const shownStatus = s?.status ?? status;
  const shownProfit = s ? s.profit : profit;
  return (
    <>
      <Fact label="Presupuesto">
        {STATUS_LABELS[shownStatus] ?? shownStatus}
        {s?.statusDealId && s.statusDealReference && (
          <>
            {' · de la operación '}
            <Link to={`/operations/${s.statusDealId}/costs`}>{s.statusDealReference}</Link>
            {' (su planilla guardada más recientemente)'}
          </>
        )}
      </Fact>
      <Fact label="Profit acumulado">
        <span data-testid="org-accumulated-profit">{shownProfit === null || shownProfit === undefined ? '—' : formatMoney(shownProfit)}</span>
        <span style={{ display: 'block', fontSize: 'var(--font-size-small)', color: 'var(--color-text-muted)' }}>
          {`${PROFIT_DERIVATION}${s ? ` (${s.confirmedOperations} ${s.confirmedOperations === 1 ? 'operación confirmada' : 'operaciones confirmadas'})` : ''}.`}
        </span>
      </Fact>
    </>
  );
}
