import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { Link } from 'react-router';
import {
  CATALOG_CURRENCIES,
  CATALOG_ITEM_TYPES,
  CATALOG_MODES,
  CATALOG_TAX_LABELS,
  CATALOG_TAX_RATES,
  CATALOG_TYPE_LABELS,
  type CatalogItemType,
  formatCatalogPrice,
  isCatalogCurrency,
  isCatalogItemType,
  isIvaRate,
  modesLabel,
} from '@crm/domain';
import { CatalogItemsDocument, CreateCatalogItemDocument, UpdateCatalogItemDocument, type CatalogItemFilter } from '../../gql/graphql';
import { failureText, formFailure } from '../../lib/errors';
import { usePageTitle } from '../../lib/usePageTitle';
import { Button } from '../../ui/Button';
import { DataTable, type Column } from '../../ui/DataTable';
import { ErrorText } from '../../ui/ErrorText';
import { CheckboxField, Field, SelectField } from '../../ui/Field';
import { FieldRow } from '../../ui/FormFields';
import { ModalForm } from '../../ui/ModalForm';
import { Page, PageHeader } from '../../ui/Page';
import { Spinner } from '../../ui/Spinner';
import { notifySuccess } from '../../ui/toast';
import { useDebounced } from '../../ui/useDebounced';
import { ExportCsvButton, exportQuery, exportStyles } from '../exports';
import { CATALOG_FORM_FIELDS, checkCatalogForm, EMPTY_CATALOG_FORM, formOf, type CatalogFormErrors, type CatalogFormValues } from './catalogForm';
import { useCatalogItems, type CatalogItem } from './useCatalogItems';
import listStyles from '../../ui/lists.module.css';
import styles from './CatalogPage.module.css';

type ActiveFilter = 'todos' | 'activos' | 'inactivos';

const typeLabel = (t: string) => (isCatalogItemType(t) ? CATALOG_TYPE_LABELS[t] : t);
const taxLabel = (t: string) => (isIvaRate(t) ? CATALOG_TAX_LABELS[t] : t);
const priceLabel = (i: CatalogItem) => (i.price > 0 && isCatalogCurrency(i.currency) ? formatCatalogPrice(i.price, i.currency) : <span className={listStyles.muted}>Sin precio fijo</span>);

/**
 * /admin/catalog (catalogue of products and services): the items the cost sheet's concept picker and the quote's
 * service picker offer. Admins create and edit them here (a mistake shows next to its field, in Spanish), deactivate
 * the ones no longer offered, and move the whole list in and out as CSV (export here; import in 'Importar').
 */
export function CatalogPage() {
  usePageTitle('Catálogo');
  const [q, setQ] = useState('');
  const [type, setType] = useState<'' | CatalogItemType>('');
  const [active, setActive] = useState<ActiveFilter>('todos');
  const [editing, setEditing] = useState<CatalogItem | 'new' | null>(null);
  const [rowError, setRowError] = useState<string | null>(null);
  const query = useDebounced(q.trim(), 250);
  const filter: CatalogItemFilter = { q: query || null, type: type || null, active: active === 'todos' ? null : active === 'activos' };
  const { items, loading, stale, error } = useCatalogItems(filter, { keepWhileLoading: true });
  const [update] = useMutation(UpdateCatalogItemDocument, { refetchQueries: [CatalogItemsDocument] });

  async function toggle(item: CatalogItem) {
    setRowError(null);
    try {
      await update({ variables: { id: item.id, input: { active: !item.active } } });
      notifySuccess(item.active ? `«${item.name}» desactivado: ya no se ofrece en planillas ni cotizaciones.` : `«${item.name}» activado.`);
    } catch (err) {
      setRowError(failureText(err, 'No se pudo cambiar el estado del ítem'));
    }
  }

  const columns: Column<CatalogItem>[] = [
    { key: 'sku', header: 'Código', render: (i) => <code className={styles.sku}>{i.sku}</code> },
    { key: 'name', header: 'Nombre', render: (i) => <span title={i.name}>{i.name}</span> },
    { key: 'type', header: 'Tipo', render: (i) => typeLabel(i.type) },
    { key: 'unit', header: 'Unidad', render: (i) => i.unit ?? <span className={listStyles.muted}>—</span> },
    { key: 'price', header: 'Precio (IVA incl.)', align: 'right', render: priceLabel },
    { key: 'tax', header: 'IVA', render: (i) => taxLabel(i.taxRate) },
    { key: 'modes', header: 'Modalidades', render: (i) => modesLabel(i.modes) },
    { key: 'state', header: 'Estado', render: (i) => (i.active ? 'Activo' : <span className={listStyles.muted}>Inactivo</span>) },
    {
      key: 'actions',
      header: 'Acciones',
      render: (i) => (
        <div className={styles.actions}>
          <Button size="sm" aria-label={`Editar ${i.name}`} onClick={() => setEditing(i)}>
            Editar
          </Button>
          <Button size="sm" aria-label={`${i.active ? 'Desactivar' : 'Activar'} ${i.name}`} onClick={() => void toggle(i)}>
            {i.active ? 'Desactivar' : 'Activar'}
          </Button>
        </div>
      ),
    },
  ];

  let body;
  if (items.length || !loading) body = error && !items.length ? <ErrorText>No se pudo cargar el catálogo</ErrorText> : (
      <div aria-busy={stale}>
        <DataTable label="Catálogo" columns={columns} rows={items} rowKey={(i) => i.id} empty="No hay ítems con estos filtros" />
      </div>
    );
  else body = <Spinner />;

  return (
    <Page>
      <PageHeader title="Catálogo" subtitle="Productos y servicios que ofrecen la planilla de costos y la cotización, con su IVA y precio.">
        <div className={exportStyles.actions}>
          <ExportCsvButton list="catalog" query={exportQuery({ q: query, type, active: active === 'todos' ? null : active === 'activos' ? '1' : '0' })} />
          <Link className={styles.link} to="/admin/import?kind=catalog">
            Importar CSV
          </Link>
          <Button variant="primary" onClick={() => setEditing('new')}>
            Nuevo ítem
          </Button>
        </div>
      </PageHeader>
      <form className={listStyles.filters} role="search" aria-label="Filtrar el catálogo" onSubmit={(e) => e.preventDefault()}>
        <Field className={listStyles.grow} label="Buscar" type="search" placeholder="Código o nombre" value={q} onChange={(e) => setQ(e.target.value)} />
        <SelectField
          className={listStyles.narrow}
          label="Tipo"
          value={type}
          onChange={(e) => setType(e.target.value as '' | CatalogItemType)}
          options={[{ value: '', label: 'Todos' }, ...CATALOG_ITEM_TYPES.map((t) => ({ value: t, label: CATALOG_TYPE_LABELS[t] }))]}
        />
        <SelectField
          className={listStyles.narrow}
          label="Estado"
          value={active}
          onChange={(e) => setActive(e.target.value as ActiveFilter)}
          options={[
            { value: 'todos', label: 'Todos' },
            { value: 'activos', label: 'Activos' },
            { value: 'inactivos', label: 'Inactivos' },
          ]}
        />
      </form>
      <ErrorText>{rowError}</ErrorText>
      {body}
      {editing && <CatalogItemModal item={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </Page>
  );
}

/** New or edit: the item's fields, checked before sending; the server's refusal lands next to its field. */
function CatalogItemModal({ item, onClose }: { item: CatalogItem | null; onClose: () => void }) {
  const [values, setValues] = useState<CatalogFormValues>(() => (item ? formOf(item) : EMPTY_CATALOG_FORM));
  const [errors, setErrors] = useState<CatalogFormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [create, { loading: creating }] = useMutation(CreateCatalogItemDocument, { refetchQueries: [CatalogItemsDocument] });
  const [update, { loading: updating }] = useMutation(UpdateCatalogItemDocument, { refetchQueries: [CatalogItemsDocument] });
  const set = <K extends keyof CatalogFormValues>(key: K, value: CatalogFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const fallback = item ? 'No se pudo guardar el ítem' : 'No se pudo crear el ítem';

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setFormError(null);
    const checked = checkCatalogForm(values);
    if (checked.errors) {
      setErrors(checked.errors);
      return;
    }
    try {
      if (item) await update({ variables: { id: item.id, input: checked.input } });
      else await create({ variables: { input: checked.input } });
      notifySuccess(item ? `«${checked.input.name}» guardado.` : `«${checked.input.name}» agregado al catálogo.`);
      onClose();
    } catch (err) {
      const failure = formFailure(err, fallback, CATALOG_FORM_FIELDS);
      setErrors(failure.fields);
      setFormError(Object.keys(failure.fields).length ? null : failure.form);
    }
  }

  return (
    <ModalForm title={item ? `Editar ${item.name}` : 'Nuevo ítem del catálogo'} size="wide" onClose={onClose} onSubmit={onSubmit} submitLabel={item ? 'Guardar' : 'Agregar'} busy={creating || updating} error={formError}>
      <FieldRow>
        <SelectField
          label="Tipo"
          value={values.type}
          onChange={(e) => set('type', e.target.value as CatalogItemType)}
          options={CATALOG_ITEM_TYPES.map((t) => ({ value: t, label: CATALOG_TYPE_LABELS[t] }))}
          error={errors.type}
        />
        <Field label="Código" value={values.sku} maxLength={40} onChange={(e) => set('sku', e.target.value)} error={errors.sku} hint="Único; letras sin tilde, números y . _ / -" autoComplete="off" />
      </FieldRow>
      <Field label="Nombre" value={values.name} maxLength={200} onChange={(e) => set('name', e.target.value)} error={errors.name} autoComplete="off" />
      <FieldRow>
        <Field label="Unidad" value={values.unit} maxLength={40} onChange={(e) => set('unit', e.target.value)} error={errors.unit} placeholder="kg, bulto, servicio…" />
        <SelectField label="Moneda" value={values.currency} onChange={(e) => set('currency', e.target.value as CatalogFormValues['currency'])} options={CATALOG_CURRENCIES.map((c) => ({ value: c, label: c === 'PYG' ? 'Guaraníes (PYG)' : 'Dólares (USD)' }))} error={errors.currency} />
      </FieldRow>
      <FieldRow>
        <Field
          label="Precio (IVA incluido)"
          inputMode="decimal"
          value={values.price}
          onChange={(e) => set('price', e.target.value)}
          error={errors.price}
          hint={values.currency === 'PYG' ? 'Sin decimales. Vacío: sin precio fijo.' : 'Hasta 2 decimales (1.250,50). Vacío: sin precio fijo.'}
        />
        <SelectField label="IVA" value={values.taxRate} onChange={(e) => set('taxRate', e.target.value as CatalogFormValues['taxRate'])} options={CATALOG_TAX_RATES.map((r) => ({ value: r, label: CATALOG_TAX_LABELS[r] }))} error={errors.taxRate} />
      </FieldRow>
      <fieldset className={styles.modes}>
        <legend>Modalidades (ninguna marcada: todas)</legend>
        {CATALOG_MODES.map((m) => (
          <CheckboxField key={m} label={m} checked={values.modes.includes(m)} onChange={(e) => set('modes', e.target.checked ? [...values.modes, m] : values.modes.filter((x) => x !== m))} />
        ))}
        {errors.modes && <ErrorText>{errors.modes}</ErrorText>}
      </fieldset>
      <CheckboxField label="Activo (se ofrece en planillas y cotizaciones)" checked={values.active} onChange={(e) => set('active', e.target.checked)} />
    </ModalForm>
  );
}
