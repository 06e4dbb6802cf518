import { useEffect, useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { formatMoney } from '@crm/domain';
import { TableAdvisorsDocument, TableBusinessUnitsDocument, type DealFilter, type DealRowFieldsFragment } from '../../gql/graphql';
import { formatDate } from '../../lib/format';
import { usePageTitle } from '../../lib/usePageTitle';
import { Button } from '../../ui/Button';
import { DataTable, type Column } from '../../ui/DataTable';
import { Page, PageHeader } from '../../ui/Page';
import { Spinner } from '../../ui/Spinner';
import { BUDGET_STATUSES, BudgetStatusBadge } from './BudgetStatusBadge';
import { Clip } from './Clip';
import { Pager } from '../../ui/Pager';
import { toOrderBy, useListUrlState } from '../../lib/useListUrlState';
import { DEAL_SORT_KEYS, DEALS_PAGE_SIZE, useDealsTable } from './useDealsTable';
import styles from './DealsTable.module.css';
import { ExportCsvButton, exportQuery, exportStyles, sortQuery } from '../exports';

const TITLE = 'Operaciones del workspace';

// Budgets per operation: each row shows its operation's own budget, the one of its current cost-sheet revision
// (status) and the profit of its confirmed revision. The headers say so.
const OPERATION_STATUS = 'Presupuesto';
const OPERATION_STATUS_HINT = 'Estado del presupuesto de esta operación (su revisión actual de la planilla de costos).';
const OPERATION_PROFIT_HINT = 'Profit de la revisión confirmada de esta operación.';
const REAL_PROFIT_HINT = 'Utilidad real (US$) según las facturas de proveedor de esta operación; vacía hasta que llega la primera.';

const columns: Column<DealRowFieldsFragment>[] = [
  {
    key: 'reference',
    header: 'Referencia',
    sortKey: 'REFERENCE',
    render: (d) => (
      <a href={`/operations/${d.id}`} target="_blank" rel="noopener noreferrer" className={styles.reference}>
        {d.reference}
      </a>
    ),
  },
  { key: 'description', header: 'Descripción', sortKey: 'DESCRIPTION', render: (d) => <Clip text={d.description || d.title} wide /> },
  { key: 'org', header: 'Organización', sortKey: 'ORGANIZATION', render: (d) => <Clip text={d.orgName} /> },
  { key: 'contact', header: 'Contacto', sortKey: 'CONTACT', render: (d) => <Clip text={d.contactName} /> },
  { key: 'value', header: 'Valor aprox.', align: 'right', sortKey: 'VALUE', render: (d) => <span className={styles.num}>{formatMoney(d.value)}</span> },
  { key: 'stage', header: 'Etapa', sortKey: 'STAGE', render: (d) => d.stageName ?? <span className={styles.muted}>—</span> },
  { key: 'created', header: 'Creado', sortKey: 'CREATED_AT', render: (d) => <span className={styles.num}>{formatDate(d.createdAt)}</span> },
  {
    key: 'status',
    header: <span title={OPERATION_STATUS_HINT}>{OPERATION_STATUS}</span>,
    sortKey: 'BUDGET_STATUS',
    render: (d) => <BudgetStatusBadge status={d.budgetStatus} />,
  },
  { key: 'advisor', header: 'Asesor', sortKey: 'ADVISOR', render: (d) => <Clip text={d.advisorName} /> },
  {
    key: 'profit',
    header: <span title={OPERATION_PROFIT_HINT}>Profit</span>,
    sortKey: 'PROFIT',
    align: 'right',
    render: (d) =>
      d.budgetProfitValue == null ? <span className={styles.muted}>—</span> : <span className={styles.num}>{formatMoney(d.budgetProfitValue)}</span>,
  },
  {
    key: 'realProfit',
    header: <span title={REAL_PROFIT_HINT}>Utilidad real</span>,
    sortKey: 'REAL_PROFIT',
    align: 'right',
    render: (d) =>
      d.realProfitValue == null ? <span className={styles.muted}>—</span> : <span className={styles.num}>US$ {formatMoney(d.realProfitValue)}</span>,
  },
];

/** /workspace/{slug}/table (spec part 1 §2 "Workspace table"). */
export function WorkspaceTablePage() {
  usePageTitle(TITLE);
  const { slug = '' } = useParams();
  const units = useQuery(TableBusinessUnitsDocument, { fetchPolicy: 'cache-first' });
  // The advisor filter only appears when the users list loaded; a failure is only logged (spec part 1 §6, §8).
  const advisors = useQuery(TableAdvisorsDocument, { fetchPolicy: 'cache-first' });
  useEffect(() => {
    if (advisors.error) console.error('No se pudo cargar la lista de usuarios', advisors.error);
  }, [advisors.error]);

  // Filters, sort and page live in the URL; another workspace's link starts clean.
  const list = useListUrlState(DEAL_SORT_KEYS);
  const statusParam = list.params.get('status') ?? '';
  const status = (BUDGET_STATUSES as readonly string[]).includes(statusParam) ? statusParam : '';
  const advisorParam = list.params.get('advisor') ?? '';
  const advisorId = /^[1-9]\d{0,9}$/.test(advisorParam) ? advisorParam : '';

  const unit = units.data?.businessUnits.find((u) => u.keySlug === slug) ?? null;
  const unitsSettled = !!units.data || !!units.error;

  const filter = useMemo<DealFilter>(() => {
    const f: DealFilter = { businessUnitId: unit?.id ?? 0 };
    if (status) f.budgetStatus = status;
    if (advisorId) f.advisorUserId = Number(advisorId);
    return f;
  }, [unit?.id, status, advisorId]);
  const deals = useDealsTable(filter, toOrderBy(list.sort), list.page, !unit);

  const header = (
    <PageHeader title={TITLE} subtitle={unit && unit.name} align="start">
      {unit && (
        <div className={exportStyles.actions}>
          <ExportCsvButton
            list="workspace"
            query={exportQuery({ business_unit_id: String(unit.id), budget_status: status, deal_advisor_user_id: advisorId, ...sortQuery(list.sort) })}
          />
          <Link to={`/workspace/${slug}`} className={styles.backLink}>
            ← Volver al kanban
          </Link>
        </div>
      )}
    </PageHeader>
  );

  if (!unitsSettled) {
    return (
      <Page>
        {header}
        <Spinner />
      </Page>
    );
  }
  if (!unit) {
    return (
      <Page>
        {header}
        <p className={styles.notFound} role="status">
          Workspace no encontrado.
        </p>
      </Page>
    );
  }

  const users = advisors.data?.users;
  const rows = deals.loadingFirst ? (deals.stale ?? []) : deals.rows;
  return (
    <Page>
      {header}
      <div className={styles.filters} role="search" aria-label="Filtros">
        <label className={styles.filter}>
          <span>{OPERATION_STATUS}</span>
          <select value={status} onChange={(e) => list.setFilters({ status: e.target.value })}>
            <option value="">Todos</option>
            {BUDGET_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
        {users && (
          <label className={styles.filter}>
            <span>Asesor</span>
            <select value={advisorId} onChange={(e) => list.setFilters({ advisor: e.target.value })}>
              <option value="">Todos</option>
              {users.map((u) => (
                <option key={u.id} value={String(u.id)}>
                  {u.name}
                </option>
              ))}
            </select>
          </label>
        )}
        <Button
          size="sm"
          variant="ghost"
          className={styles.clear}
          onClick={() => list.setFilters({ status: null, advisor: null })}
          disabled={!status && !advisorId}
        >
          Limpiar filtros
        </Button>
      </div>
      {deals.loadingFirst && !deals.stale ? (
        <Spinner />
      ) : (
        <div className={`${styles.compact} ${deals.loadingFirst ? styles.dimmed : ''}`} aria-busy={deals.loadingFirst}>
          <DataTable
            label={`Operaciones de ${unit.name}`}
            columns={columns}
            rows={rows}
            rowKey={(d) => d.id}
            empty="No hay operaciones en este workspace."
            sort={list.sort}
            onSort={list.toggleSort}
          />
          <Pager
            page={list.page}
            pageSize={DEALS_PAGE_SIZE}
            shown={rows.length}
            total={deals.totalCount}
            hasNext={deals.hasNext}
            onPrevious={() => list.setPage(list.page - 1)}
            onNext={() => list.setPage(list.page + 1)}
            noun="operaciones"
          />
        </div>
      )}
    </Page>
  );
}
