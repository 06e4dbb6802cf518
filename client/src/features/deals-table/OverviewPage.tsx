import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { formatMoney } from '@crm/domain';
import { TableBusinessUnitsDocument, type DealFilter, type DealRowFieldsFragment } from '../../gql/graphql';
import { formatDate } from '../../lib/format';
import { usePageTitle } from '../../lib/usePageTitle';
import { Button } from '../../ui/Button';
import { DataTable, type Column } from '../../ui/DataTable';
import { Page, PageHeader } from '../../ui/Page';
import { Spinner } from '../../ui/Spinner';
import { usePermissions } from '../../session/usePermissions';
import { NewDealModal } from '../deals';
import { businessUnitOptions } from './businessUnits';
import { Clip } from './Clip';
import { Pager } from '../../ui/Pager';
import { toOrderBy, useListUrlState } from '../../lib/useListUrlState';
import { DEAL_SORT_KEYS, DEALS_PAGE_SIZE, useDealsTable } from './useDealsTable';
import styles from './DealsTable.module.css';
import { ExportCsvButton, exportQuery, exportStyles, sortQuery } from '../exports';

const TITLE = 'Vista general';

const columns: Column<DealRowFieldsFragment>[] = [
  { key: 'id', header: 'ID', sortKey: 'ID', render: (d) => <span className={styles.id}>{d.id}</span> },
  { key: 'unit', header: 'Unidad de negocio', sortKey: 'BUSINESS_UNIT', render: (d) => d.businessUnitName ?? <span className={styles.muted}>—</span> },
  {
    key: 'reference',
    header: 'Referencia',
    sortKey: 'REFERENCE',
    render: (d) => (
      <Link to={`/operations/${d.id}`} className={styles.reference}>
        {d.reference}
      </Link>
    ),
  },
  { key: 'org', header: 'Organización', sortKey: 'ORGANIZATION', render: (d) => <Clip text={d.orgName} /> },
  { key: 'contact', header: 'Contacto', sortKey: 'CONTACT', render: (d) => <Clip text={d.contactName} /> },
  { key: 'value', header: 'Valor', align: 'right', sortKey: 'VALUE', render: (d) => <span className={styles.num}>{formatMoney(d.value)}</span> },
  { key: 'stage', header: 'Etapa', sortKey: 'STAGE', render: (d) => d.stageName ?? <span className={styles.muted}>—</span> },
  { key: 'created', header: 'Creado', sortKey: 'CREATED_AT', render: (d) => <span className={styles.num}>{formatDate(d.createdAt)}</span> },
];

/** /general, the deal overview (spec part 1 §2 "Overview screen"). */
export function OverviewPage() {
  usePageTitle(TITLE);
  const units = useQuery(TableBusinessUnitsDocument, { fetchPolicy: 'cache-first' });
  const list = useListUrlState(DEAL_SORT_KEYS);
  // Filter, sort and page live in the URL: back, reload and shared links keep the view.
  const unitParam = list.params.get('unit') ?? '';
  const unitId = /^[1-9]\d{0,9}$/.test(unitParam) ? unitParam : '';
  const can = usePermissions();
  const [creating, setCreating] = useState(false);
  const filter = useMemo<DealFilter>(() => (unitId ? { businessUnitId: Number(unitId) } : {}), [unitId]);
  const deals = useDealsTable(filter, toOrderBy(list.sort), list.page);
  const options = businessUnitOptions(units.data?.businessUnits ?? []);
  const rows = deals.loadingFirst ? (deals.stale ?? []) : deals.rows;

  return (
    <Page>
      <PageHeader title={TITLE} subtitle={list.sort ? 'Todas las operaciones.' : 'Todas las operaciones, las más nuevas primero.'} align="start">
        <div className={exportStyles.actions}>
          <ExportCsvButton list="general" query={exportQuery({ business_unit_id: unitId, ...sortQuery(list.sort) })} />
          {can.write && (
            <Button variant="primary" onClick={() => setCreating(true)}>
              + Nuevo trato
            </Button>
          )}
        </div>
      </PageHeader>
      <div className={styles.filters} role="search" aria-label="Filtros">
        <label className={styles.filter}>
          <span>Unidad de negocio</span>
          <select value={unitId} onChange={(e) => list.setFilters({ unit: e.target.value })}>
            <option value="">Todas</option>
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      {deals.loadingFirst && !deals.stale ? (
        <Spinner />
      ) : (
        <div className={deals.loadingFirst ? styles.dimmed : undefined} aria-busy={deals.loadingFirst}>
          <DataTable
            label="Operaciones"
            columns={columns}
            rows={rows}
            rowKey={(d) => d.id}
            empty="No hay deals para este filtro."
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
            noun="deals"
          />
        </div>
      )}
      {creating && (
        <NewDealModal
          businessUnitId={unitId ? Number(unitId) : null}
          onClose={() => setCreating(false)}
          onCreated={() => {
            setCreating(false);
            void deals.refetch();
          }}
        />
      )}
    </Page>
  );
}
