import { useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link, useNavigate } from 'react-router';
import { INVOICE_STATUS_LABELS, INVOICE_STATUSES, isInvoiceIssued, type InvoiceStatus } from '@crm/domain';
import { InvoiceListDocument, type InvoiceRowFieldsFragment } from '../../gql/graphql';
import { formatDate } from '../../lib/format';
import { usePageTitle } from '../../lib/usePageTitle';
import { usePermissions } from '../../session/usePermissions';
import { Button } from '../../ui/Button';
import { DataTable, type Column } from '../../ui/DataTable';
import { DateField } from '../../ui/DateField';
import { ErrorText } from '../../ui/ErrorText';
import { Field, SelectField } from '../../ui/Field';
import { Page, PageHeader } from '../../ui/Page';
import { Pager } from '../../ui/Pager';
import { Spinner } from '../../ui/Spinner';
import { useDebounced } from '../../ui/useDebounced';
import { ExportCsvButton, exportQuery, exportStyles } from '../exports';
import { InvoiceStatusBadge } from './InvoiceFigures';
import { RegisterReceiptDialog } from './RegisterReceiptDialog';
import { money } from './invoiceForm';
import { SearchPicker, type Picked } from './SearchPicker';
import styles from './invoices.module.css';

export const INVOICES_LOAD_FAILED = 'No se pudo cargar la lista de facturas.';
export const DATES_ERROR = 'La fecha «hasta» no puede ser antes de «desde».';
const PAGE = 50;
const statusLabel = (s: string) => INVOICE_STATUS_LABELS[s as InvoiceStatus | 'vencida'] ?? s;

export const INVOICE_COLUMNS: ReadonlyArray<Column<InvoiceRowFieldsFragment>> = [
  { key: 'number', header: 'Número', render: (r) => <Link to={`/invoices/${r.id}`}>{r.number ?? 'Borrador'}</Link> },
  { key: 'client', header: 'Cliente', render: (r) => r.customerName },
  { key: 'operation', header: 'Operación', render: (r) => (r.dealId && r.operationReference ? <Link to={`/operations/${r.dealId}`}>{r.operationReference}</Link> : '—') },
  { key: 'date', header: 'Emisión', render: (r) => formatDate(r.date) },
  { key: 'due', header: 'Vencimiento', render: (r) => (r.dueDate ? formatDate(r.dueDate) : '—') },
  { key: 'total', header: 'Total', align: 'right', render: (r) => money(r.total, r.currency) },
  { key: 'balance', header: 'Saldo', align: 'right', render: (r) => money(r.balance, r.currency) },
  { key: 'status', header: 'Estado', render: (r) => <InvoiceStatusBadge status={r.displayStatus} label={statusLabel(r.displayStatus)} /> },
];

/** /invoices 'Facturas': every invoice the user may see, newest first, with filters. */
export function InvoicesPage() {
  usePageTitle('Facturas');
  const finance = usePermissions().finance;
  const navigate = useNavigate();
  const [status, setStatus] = useState('');
  const [org, setOrg] = useState<Picked | null>(null);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [text, setText] = useState('');
  const [page, setPage] = useState(0);
  const [starting, setStarting] = useState(false);
  const [paying, setPaying] = useState<InvoiceRowFieldsFragment | null>(null);
  const q = useDebounced(text.trim(), 300);
  const datesError = from && to && to < from ? DATES_ERROR : null;
  const filter = useMemo(() => ({ status: status || null, orgId: org?.id ?? null, from: from || null, to: to || null, q: q || null }), [status, org, from, to, q]);
  const { data, error, loading } = useQuery(InvoiceListDocument, { variables: { filter, first: PAGE, offset: page * PAGE }, skip: !!datesError, fetchPolicy: 'cache-and-network' });
  const rows = data?.invoices.nodes ?? [];
  const total = data?.invoices.totalCount ?? 0;
  const reset = <T,>(setter: (v: T) => void) => (v: T) => {
    setter(v);
    setPage(0);
  };

  return (
    <Page>
      <PageHeader title="Facturas" subtitle="Facturas de venta y su saldo" align="end">
        <div className={exportStyles.actions}>
          <ExportCsvButton list="invoices" query={exportQuery({ status: filter.status, org_id: filter.orgId ? String(filter.orgId) : null, from: filter.from, to: filter.to, q: filter.q })} />
          {finance && (
            <Button variant="primary" onClick={() => setStarting((s) => !s)} aria-expanded={starting}>
              Nueva factura
            </Button>
          )}
        </div>
      </PageHeader>
      {starting && (
        <div className={styles.section}>
          <p className={styles.muted}>Toda factura sale de una operación: elegí cuál.</p>
          <SearchPicker kind="deal" label="Operación" picked={null} onPick={(p) => p && void navigate(`/operations/${p.id}/invoices/new`)} />
        </div>
      )}
      <div className={styles.filters} role="group" aria-label="Filtrar facturas">
        <SelectField
          label="Estado"
          value={status}
          onChange={(e) => reset(setStatus)(e.target.value)}
          options={[{ value: '', label: 'Todos' }, ...INVOICE_STATUSES.map((s) => ({ value: s, label: INVOICE_STATUS_LABELS[s] }))]}
        />
        <SearchPicker kind="org" label="Cliente" picked={org} onPick={reset(setOrg)} />
        <DateField label="Desde" value={from} onChange={reset(setFrom)} />
        <DateField label="Hasta" value={to} onChange={reset(setTo)} error={datesError} />
        <Field label="Buscar" type="search" value={text} placeholder="Número, cliente, RUC u operación" onChange={(e) => reset(setText)(e.target.value)} />
      </div>
      {error && !data ? (
        <ErrorText>{INVOICES_LOAD_FAILED}</ErrorText>
      ) : loading && !data ? (
        <Spinner />
      ) : (
        <>
          <DataTable label="Facturas" columns={finance ? [...INVOICE_COLUMNS, payColumn(setPaying)] : INVOICE_COLUMNS} rows={rows} rowKey={(r) => r.id} empty="No hay facturas con esos filtros." />
          <Pager page={page} pageSize={PAGE} shown={rows.length} total={total} hasNext={(page + 1) * PAGE < total} onPrevious={() => setPage((p) => Math.max(0, p - 1))} onNext={() => setPage((p) => p + 1)} noun="facturas" />
        </>
      )}
      {paying && <RegisterReceiptDialog inv={paying} onClose={() => setPaying(null)} />}
    </Page>
  );
}

/** 'Registrar cobro' on each issued invoice with a balance (admin and finanzas). */
function payColumn(onPay: (r: InvoiceRowFieldsFragment) => void): Column<InvoiceRowFieldsFragment> {
  return {
    key: 'pay',
    header: 'Cobro',
    render: (r) =>
      isInvoiceIssued(r.status as InvoiceStatus) && r.balance > 0 ? (
        <Button size="sm" onClick={() => onPay(r)} aria-label={`Registrar cobro de la factura ${r.number ?? ''}`}>
          Registrar cobro
        </Button>
      ) : null,
  };
}
