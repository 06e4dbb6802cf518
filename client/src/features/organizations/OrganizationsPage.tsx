import { useState, type FormEvent } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link, useNavigate } from 'react-router';
import { formatMoney } from '@crm/domain';
import { OrganizationsListDocument, OrganizationsProfitDocument, type OrganizationRowFieldsFragment, type OrganizationSortKey } from '../../gql/graphql';
import { toOrderBy, useFilterDraft, useListUrlState } from '../../lib/useListUrlState';
import { usePermissions } from '../../session/usePermissions';
import { usePageTitle } from '../../lib/usePageTitle';
import { Button } from '../../ui/Button';
import type { Column } from '../../ui/DataTable';
import { Field } from '../../ui/Field';
import { Page, PageHeader } from '../../ui/Page';
import { NewOrganizationModal } from './NewOrganizationModal';
import { RecordList } from '../records';
import { ExportCsvButton, exportQuery, exportStyles, sortQuery } from '../exports';
import styles from '../../ui/lists.module.css';

const PAGE_SIZE = 50;
type Row = OrganizationRowFieldsFragment;

// A value cut by the one-line rows shows whole on hover.
const dash = (v: string | null | undefined) => (v ? <span title={v}>{v}</span> : <span className={styles.muted}>—</span>);

export const orgDisplayName = (o: { razonSocial?: string | null; name?: string | null; id: number }) =>
  o.razonSocial || o.name || `Organización #${o.id}`;

const SORT_KEYS: readonly OrganizationSortKey[] = ['ID', 'NAME', 'RAZON_SOCIAL', 'RUC', 'ADDRESS', 'EMAIL', 'CITY', 'COUNTRY', 'PHONE', 'RUBRO', 'TIPO_ORG', 'OPERACION', 'CREATED_AT'];

const COLUMNS: Column<Row>[] = [
  { key: 'id', header: 'ID', sortKey: 'ID', render: (o) => <span className={styles.id}>{o.id}</span> },
  { key: 'razonSocial', header: 'Razón social', sortKey: 'RAZON_SOCIAL', render: (o) => <Link to={`/organizations/${o.id}`} title={orgDisplayName(o)}>{orgDisplayName(o)}</Link> },
  { key: 'ruc', header: 'RUC', sortKey: 'RUC', render: (o) => <span className={styles.nowrap}>{dash(o.ruc)}</span> },
  { key: 'address', header: 'Dirección', sortKey: 'ADDRESS', render: (o) => dash(o.address) },
  { key: 'email', header: 'Email', sortKey: 'EMAIL', render: (o) => dash(o.email) },
  { key: 'city', header: 'Ciudad', sortKey: 'CITY', render: (o) => dash(o.city) },
  { key: 'country', header: 'País', sortKey: 'COUNTRY', render: (o) => dash(o.country) },
  { key: 'phone', header: 'Teléfono', sortKey: 'PHONE', render: (o) => <span className={styles.nowrap}>{dash(o.phone)}</span> },
  { key: 'rubro', header: 'Rubro', sortKey: 'RUBRO', render: (o) => dash(o.rubro) },
  { key: 'tipoOrg', header: 'Tipo', sortKey: 'TIPO_ORG', render: (o) => dash(o.tipoOrg) },
  { key: 'operacion', header: 'Operación', sortKey: 'OPERACION', render: (o) => dash(o.operacion) },
];

/** /organizations (spec part 1 §2 "Organizations screen"), paginated on the server. */
export function OrganizationsPage() {
  usePageTitle('Organizaciones');
  // Role-aware screens: what the server accepts (capabilitiesOf), never a role name.
  const can = usePermissions();
  const navigate = useNavigate();
  // Search, sort and page live in the URL.
  const view = useListUrlState(SORT_KEYS);
  const q = view.params.get('q') ?? '';
  // The browser's back and forward buttons change the URL: the search box follows.
  const [draft, setDraft] = useFilterDraft(q);
  const [creating, setCreating] = useState(false);
  const filter = q ? { q } : null;

  const list = useQuery(OrganizationsListDocument, {
    variables: { filter, first: PAGE_SIZE, orderBy: toOrderBy(view.sort), offset: view.page * PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const profit = useQuery(OrganizationsProfitDocument, { variables: { filter }, fetchPolicy: 'cache-and-network' });

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    view.setFilters({ q: draft.trim() });
  }

  function clear() {
    setDraft('');
    view.setFilters({ q: null });
  }

  const body = (
    <RecordList
      label="Organizaciones"
      columns={COLUMNS}
      connection={list.data?.organizations}
      failed={!!list.error}
      loadFailedText="No se pudo cargar la lista de organizaciones."
      empty="Sin organizaciones."
      noun="organizaciones"
      pageSize={PAGE_SIZE}
      view={view}
      wrap={(table) => <div className={styles.oneLineRows}>{table}</div>}
    />
  );

  const profitValue = profit.data?.organizationsAccumulatedProfit;

  return (
    <Page>
      <PageHeader title="Organizaciones" subtitle="Clientes, agentes y proveedores." align="end">
        <div className={exportStyles.actions}>
          <ExportCsvButton list="organizations" query={exportQuery({ q: filter?.q, ...sortQuery(view.sort) })} />
          {can.write && (
            <Button variant="primary" onClick={() => setCreating(true)}>
              + Nueva organización
            </Button>
          )}
        </div>
      </PageHeader>

      <div className={styles.summary}>
        {/* Budgets per operation: each organization's profit is the sum of its operations' confirmed budgets, so this
            is their sum over the organizations listed; the label says how it is derived. */}
        <div className={styles.stat} role="group" aria-label="Profit acumulado">
          <span className={styles.statLabel}>Profit acumulado (suma del profit de los presupuestos confirmados de sus operaciones)</span>
          <span className={styles.statValue} data-testid="accumulated-profit">
            {profitValue === undefined ? '—' : formatMoney(profitValue)}
          </span>
        </div>
      </div>

      <form className={styles.filters} role="search" aria-label="Buscar organizaciones" onSubmit={search}>
        <Field
          className={styles.grow}
          label="Buscar"
          name="q"
          type="search"
          placeholder="Nombre, razón social, RUC o email"
          autoComplete="off"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
        />
        <div className={styles.filterButtons}>
          <Button type="submit" variant="primary">
            Buscar
          </Button>
          <Button onClick={clear}>Limpiar</Button>
        </div>
      </form>

      {body}

      {creating && (
        <NewOrganizationModal
          onClose={() => setCreating(false)}
          onCreated={(id) => {
            setCreating(false);
            void navigate(`/organizations/${id}`);
          }}
        />
      )}
    </Page>
  );
}
