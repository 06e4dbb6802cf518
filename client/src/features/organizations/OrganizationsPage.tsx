import { useEffect, useState, type FormEvent } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { canWrite, formatMoney } from '@crm/domain';
import { OrganizationsListDocument, OrganizationsProfitDocument, type OrganizationRowFieldsFragment } from '../../gql/graphql';
import { useSession } from '../../app/auth/SessionProvider';
import { usePageTitle } from '../../lib/usePageTitle';
import { Button } from '../../ui/Button';
import { DataTable, type Column } from '../../ui/DataTable';
import { ErrorText } from '../../ui/ErrorText';
import { Field } from '../../ui/Field';
import { Page, PageHeader } from '../../ui/Page';
import { Spinner } from '../../ui/Spinner';
import { NewOrganizationModal } from './NewOrganizationModal';
import { Pager, useCursorPages } from './Pager';
import styles from './lists.module.css';

const PAGE_SIZE = 50;
type Row = OrganizationRowFieldsFragment;

const dash = (v: string | null | undefined) => v || <span className={styles.muted}>—</span>;

export const orgDisplayName = (o: { razonSocial?: string | null; name?: string | null; id: number }) =>
  o.razonSocial || o.name || `Organización #${o.id}`;

const COLUMNS: Column<Row>[] = [
  { key: 'id', header: 'ID', render: (o) => <span className={styles.id}>{o.id}</span> },
  { key: 'razonSocial', header: 'Razón social', render: (o) => <Link to={`/organizations/${o.id}`}>{orgDisplayName(o)}</Link> },
  { key: 'ruc', header: 'RUC', render: (o) => <span className={styles.nowrap}>{dash(o.ruc)}</span> },
  { key: 'address', header: 'Dirección', render: (o) => dash(o.address) },
  { key: 'email', header: 'Email', render: (o) => dash(o.email) },
  { key: 'city', header: 'Ciudad', render: (o) => dash(o.city) },
  { key: 'country', header: 'País', render: (o) => dash(o.country) },
  { key: 'phone', header: 'Teléfono', render: (o) => <span className={styles.nowrap}>{dash(o.phone)}</span> },
  { key: 'rubro', header: 'Rubro', render: (o) => dash(o.rubro) },
  { key: 'tipoOrg', header: 'Tipo', render: (o) => dash(o.tipoOrg) },
  { key: 'operacion', header: 'Operación', render: (o) => dash(o.operacion) },
];

/** /organizations (spec part 1 §2 "Organizations screen"), paginated on the server. */
export function OrganizationsPage() {
  usePageTitle('Organizaciones');
  const { user } = useSession();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [draft, setDraft] = useState(q);
  const [creating, setCreating] = useState(false);
  const pages = useCursorPages(q);
  // The browser's back and forward buttons change the URL: the search box follows.
  useEffect(() => setDraft(q), [q]);
  const filter = q ? { q } : null;

  const list = useQuery(OrganizationsListDocument, {
    variables: { filter, first: PAGE_SIZE, after: pages.after },
    fetchPolicy: 'cache-and-network',
  });
  const profit = useQuery(OrganizationsProfitDocument, { variables: { filter }, fetchPolicy: 'cache-and-network' });

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = draft.trim();
    setParams(next ? { q: next } : {});
  }

  function clear() {
    setDraft('');
    setParams({});
  }

  const conn = list.data?.organizations;
  let body;
  if (conn) {
    const rows = conn.edges.map((e) => e.node);
    body = (
      <>
        <div className={styles.oneLineRows}>
          <DataTable label="Organizaciones" columns={COLUMNS} rows={rows} rowKey={(o) => o.id} empty="Sin organizaciones." />
        </div>
        <Pager
          page={pages.page}
          pageSize={PAGE_SIZE}
          shown={rows.length}
          total={conn.totalCount}
          hasNext={conn.pageInfo.hasNextPage}
          onPrevious={pages.previous}
          onNext={() => pages.next(conn.pageInfo.endCursor)}
          noun="organizaciones"
        />
      </>
    );
  } else if (list.error) {
    body = <ErrorText>No se pudo cargar la lista de organizaciones.</ErrorText>;
  } else {
    body = <Spinner />;
  }

  const profitValue = profit.data?.organizationsAccumulatedProfit;

  return (
    <Page>
      <PageHeader title="Organizaciones" subtitle="Clientes, agentes y proveedores." align="end">
        {canWrite(user?.role) && (
          <Button variant="primary" onClick={() => setCreating(true)}>
            + Nueva organización
          </Button>
        )}
      </PageHeader>

      <div className={styles.summary}>
        <div className={styles.stat} role="group" aria-label="Profit acumulado">
          <span className={styles.statLabel}>Profit acumulado (presupuestos confirmados)</span>
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
