import { useState, type FormEvent } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link, useNavigate } from 'react-router';
import { isVisibility, VISIBILITIES, VISIBILITY_LABELS } from '@crm/domain';
import { ContactLabelsDocument, ContactsListDocument, type ContactFilter, type ContactRowFieldsFragment, type ContactSortKey } from '../../gql/graphql';
import { toOrderBy, useFilterDraft, useListUrlState } from '../../lib/useListUrlState';
import { usePermissions } from '../../session/usePermissions';
import { formatDate } from '../../lib/format';
import { usePageTitle } from '../../lib/usePageTitle';
import { Button } from '../../ui/Button';
import type { Column } from '../../ui/DataTable';
import { CheckboxField, Field, SelectField } from '../../ui/Field';
import { Page, PageHeader } from '../../ui/Page';
import { toOptions, withCurrent } from '../../lib/options';
import { RecordList, useOwnerOptions } from '../records';
import { NewContactModal } from './NewContactModal';
import { ExportCsvButton, exportQuery, exportStyles, sortQuery } from '../exports';
import styles from '../../ui/lists.module.css';

const PAGE_SIZE = 50;
type Row = ContactRowFieldsFragment;

const dash = (v: string | null | undefined) => v || <span className={styles.muted}>—</span>;

export const contactDisplayName = (c: { name?: string | null; email?: string | null; id: number }) => c.name || c.email || `Contacto #${c.id}`;

const SORT_KEYS: readonly ContactSortKey[] = ['ID', 'NAME', 'EMAIL', 'PHONE', 'TITLE', 'ORGANIZATION', 'LABEL', 'CREATED_AT'];

const COLUMNS: Column<Row>[] = [
  { key: 'name', header: 'Nombre', sortKey: 'NAME', render: (c) => <Link to={`/contacts/${c.id}`}>{contactDisplayName(c)}</Link> },
  { key: 'email', header: 'Email', sortKey: 'EMAIL', render: (c) => dash(c.email) },
  { key: 'phone', header: 'Teléfono', sortKey: 'PHONE', render: (c) => <span className={styles.nowrap}>{dash(c.phone)}</span> },
  { key: 'title', header: 'Cargo', sortKey: 'TITLE', render: (c) => dash(c.title) },
  {
    key: 'org',
    header: 'Organización',
    sortKey: 'ORGANIZATION',
    render: (c) => (c.orgId ? <Link to={`/organizations/${c.orgId}`}>{c.orgName || `Organización #${c.orgId}`}</Link> : dash(null)),
  },
  { key: 'label', header: 'Etiqueta', sortKey: 'LABEL', render: (c) => dash(c.label) },
  { key: 'created', header: 'Creado', sortKey: 'CREATED_AT', render: (c) => <span className={styles.nowrap}>{formatDate(c.createdAt)}</span> },
];

const VISIBILITY_OPTIONS = [{ value: '', label: 'Todas' }, ...VISIBILITIES.map((v) => ({ value: v, label: VISIBILITY_LABELS[v] }))];

interface Filters {
  q: string;
  label: string;
  owner: string;
  visibility: string;
  email: boolean;
}

function readFilters(params: URLSearchParams): Filters {
  return {
    q: params.get('q') ?? '',
    label: params.get('label') ?? '',
    owner: params.get('owner') ?? '',
    visibility: params.get('visibility') ?? '',
    email: params.get('email') === '1',
  };
}

/** The filters as URL values; an empty one is null (removed from the URL). */
function toParams(f: Filters): Record<string, string | null> {
  return {
    q: f.q.trim() || null,
    label: f.label || null,
    owner: f.owner || null,
    visibility: f.visibility || null,
    email: f.email ? '1' : null,
  };
}

function toFilter(f: Filters): ContactFilter | null {
  const filter: ContactFilter = {};
  if (f.q) filter.q = f.q;
  if (f.label) filter.label = f.label;
  const owner = Number(f.owner);
  if (Number.isSafeInteger(owner) && owner > 0) filter.ownerUserId = owner;
  if (isVisibility(f.visibility)) filter.visibility = f.visibility;
  if (f.email) filter.hasEmail = true;
  return Object.keys(filter).length ? filter : null;
}

/**
 * /contacts (spec part 1 §2 "Contacts screen"): filters applied with Buscar (kept in the URL),
 * filtered and paginated on the server so 50,000 contacts stay fast.
 */
export function ContactsPage() {
  usePageTitle('Contactos');
  // Role-aware screens: what the server accepts (capabilitiesOf), never a role name.
  const can = usePermissions();
  const navigate = useNavigate();
  // Filters, sort and page live in the URL.
  const list = useListUrlState(SORT_KEYS);
  const applied = readFilters(list.params);
  // The browser's back and forward buttons change the URL: the filter form follows.
  const [draft, setDraft] = useFilterDraft<Filters>(applied);
  const [creating, setCreating] = useState(false);
  // The 'Etiqueta' filter offers the labels contacts actually carry.
  const labelsInUse = useQuery(ContactLabelsDocument, { fetchPolicy: 'cache-and-network' });
  const labels = toOptions(labelsInUse.data?.contactLabels ?? []);
  const owners = useOwnerOptions();

  const filter = toFilter(applied);
  // 'Exportar CSV': the same filter and sort, in the names of GET /api/contacts.
  const exportParams = exportQuery({
    q: filter?.q,
    label: filter?.label,
    owner_user_id: filter?.ownerUserId ? String(filter.ownerUserId) : null,
    visibility: filter?.visibility,
    has_email: filter?.hasEmail ? '1' : null,
    ...sortQuery(list.sort),
  });

  const { data, error } = useQuery(ContactsListDocument, {
    variables: { filter, first: PAGE_SIZE, orderBy: toOrderBy(list.sort), offset: list.page * PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    list.setFilters(toParams(draft));
  }

  function clear() {
    const empty: Filters = { q: '', label: '', owner: '', visibility: '', email: false };
    setDraft(empty);
    list.setFilters(toParams(empty));
  }

  const set = <K extends keyof Filters>(k: K, v: Filters[K]) => setDraft((d) => ({ ...d, [k]: v }));

  const body = (
    <RecordList
      label="Contactos"
      columns={COLUMNS}
      connection={data?.contacts}
      failed={!!error}
      loadFailedText="No se pudo cargar la lista de contactos."
      empty="No hay contactos para este filtro."
      noun="contactos"
      pageSize={PAGE_SIZE}
      view={list}
    />
  );

  return (
    <Page>
      <PageHeader title="Contactos" subtitle="Personas de clientes, agentes y proveedores." align="end">
        <div className={exportStyles.actions}>
          <ExportCsvButton list="contacts" query={exportParams} />
          {can.write && (
            <Button variant="primary" onClick={() => setCreating(true)}>
              + Nuevo contacto
            </Button>
          )}
        </div>
      </PageHeader>

      <form className={styles.filters} role="search" aria-label="Filtrar contactos" onSubmit={search}>
        <Field
          className={styles.grow}
          label="Buscar"
          name="q"
          type="search"
          placeholder="Nombre, email o teléfono"
          autoComplete="off"
          value={draft.q}
          onChange={(e) => set('q', e.target.value)}
        />
        <SelectField
          className={styles.narrow}
          label="Etiqueta"
          name="label"
          options={withCurrent(labels, draft.label, 'Todas')}
          value={draft.label}
          onChange={(e) => set('label', e.target.value)}
        />
        <SelectField
          className={styles.narrow}
          label="Propietario"
          name="owner"
          options={withCurrent(owners, draft.owner, 'Todos')}
          value={draft.owner}
          onChange={(e) => set('owner', e.target.value)}
        />
        <SelectField
          className={styles.narrow}
          label="Visibilidad"
          name="visibility"
          options={VISIBILITY_OPTIONS}
          value={draft.visibility}
          onChange={(e) => set('visibility', e.target.value)}
        />
        <CheckboxField className={styles.checkbox} label="Solo con email" name="email" checked={draft.email} onChange={(e) => set('email', e.target.checked)} />
        <div className={styles.filterButtons}>
          <Button type="submit" variant="primary">
            Buscar
          </Button>
          <Button onClick={clear}>Limpiar</Button>
        </div>
      </form>

      {body}

      {creating && (
        <NewContactModal
          onClose={() => setCreating(false)}
          onCreated={(id, deduped) => {
            setCreating(false);
            void navigate(`/contacts/${id}`, { state: deduped ? { deduped: true } : undefined });
          }}
        />
      )}
    </Page>
  );
}
