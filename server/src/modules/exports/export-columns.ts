import { CATALOG_CSV_COLUMNS, catalogCsvCells, type CsvValue } from '@crm/domain';
import type { CatalogItemView } from '../catalog';
import type { ContactData } from '../contacts';
import type { DealView } from '../deals';
import type { PortfolioRowView, StatementDocumentView } from '../collections';
import type { InvoiceView } from '../invoices';
import type { OrganizationEntity } from '../organizations/organization.entity';

/** One exported column: the header the screen shows and the cell of a row. */
export interface ExportColumn<T> {
  header: string;
  value: (row: T) => CsvValue;
}

/*
 * The columns of each exported list, in the screen's order and with its Spanish headers (CSV
 * export: 'what the screen shows'). Cells carry the stored values, not the screen's placeholders: an
 * empty name stays empty instead of 'Contacto #12', so the file can be imported back.
 */

/** /contacts (client/src/features/contacts/ContactsPage.tsx). */
export const CONTACT_COLUMNS: ReadonlyArray<ExportColumn<ContactData>> = [
  { header: 'Nombre', value: (c) => c.name },
  { header: 'Email', value: (c) => c.email },
  { header: 'Teléfono', value: (c) => c.phone },
  { header: 'Cargo', value: (c) => c.title },
  { header: 'Organización', value: (c) => c.orgName },
  { header: 'Etiqueta', value: (c) => c.label },
  { header: 'Creado', value: (c) => c.createdAt },
];

/** /organizations (client/src/features/organizations/OrganizationsPage.tsx). */
export const ORGANIZATION_COLUMNS: ReadonlyArray<ExportColumn<OrganizationEntity>> = [
  { header: 'ID', value: (o) => o.id },
  { header: 'Razón social', value: (o) => o.razonSocial || o.name },
  { header: 'RUC', value: (o) => o.ruc },
  { header: 'Dirección', value: (o) => o.address },
  { header: 'Email', value: (o) => o.email },
  { header: 'Ciudad', value: (o) => o.city },
  { header: 'País', value: (o) => o.country },
  { header: 'Teléfono', value: (o) => o.phone },
  { header: 'Rubro', value: (o) => o.rubro },
  { header: 'Tipo', value: (o) => o.tipoOrg },
  { header: 'Operación', value: (o) => o.operacion },
];

/** /general (client/src/features/deals-table/OverviewPage.tsx). */
export const GENERAL_COLUMNS: ReadonlyArray<ExportColumn<DealView>> = [
  { header: 'ID', value: (d) => d.id },
  { header: 'Unidad de negocio', value: (d) => d.businessUnitName },
  { header: 'Referencia', value: (d) => d.reference },
  { header: 'Organización', value: (d) => d.orgName },
  { header: 'Contacto', value: (d) => d.contactName },
  { header: 'Valor', value: (d) => d.value },
  { header: 'Etapa', value: (d) => d.stageName },
  { header: 'Creado', value: (d) => d.createdAt },
];

/** /workspace/{slug}/table (client/src/features/deals-table/WorkspaceTablePage.tsx). */
export const WORKSPACE_COLUMNS: ReadonlyArray<ExportColumn<DealView>> = [
  { header: 'Referencia', value: (d) => d.reference },
  { header: 'Descripción', value: (d) => d.description || d.title },
  { header: 'Organización', value: (d) => d.orgName },
  { header: 'Contacto', value: (d) => d.contactName },
  { header: 'Valor aprox.', value: (d) => d.value },
  { header: 'Etapa', value: (d) => d.stageName },
  { header: 'Creado', value: (d) => d.createdAt },
  // The operation's own budget, as the table shows it and as its budget_status filter selects.
  { header: 'Presupuesto', value: (d) => d.budgetStatus },
  { header: 'Asesor', value: (d) => d.advisorName },
  { header: 'Profit', value: (d) => d.budgetProfitValue },
  // The real profit (US$) the payables module keeps once a supplier invoice arrives; empty before, as on the table.
  { header: 'Utilidad real', value: (d) => d.realProfitValue },
];

/**
 * /admin/catalog (client/src/features/catalog/CatalogPage.tsx): the catalogue's own CSV columns, the ones its import
 * maps by itself (CATALOG_CSV_COLUMNS), so an exported file imports back unchanged.
 */
export const CATALOG_COLUMNS: ReadonlyArray<ExportColumn<CatalogItemView>> = CATALOG_CSV_COLUMNS.map((c) => ({
  header: c.header,
  value: (item: CatalogItemView) => catalogCsvCells(item)[c.key],
}));

const INVOICE_STATUS_TEXT: Record<string, string> = { borrador: 'Borrador', emitida: 'Emitida', pago_parcial: 'Pago parcial', pagada: 'Pagada', anulada: 'Anulada', vencida: 'Vencida' };

/** The Facturas list: number, client, operation, issue and due dates, currency, total, balance and status. */
export const INVOICE_COLUMNS: ReadonlyArray<ExportColumn<InvoiceView>> = [
  { header: 'Número', value: (i) => i.number ?? '' },
  { header: 'Cliente', value: (i) => i.customerName },
  { header: 'RUC', value: (i) => i.customerRuc },
  { header: 'Operación', value: (i) => i.operationReference },
  { header: 'Emisión', value: (i) => i.date },
  { header: 'Vencimiento', value: (i) => i.dueDate },
  { header: 'Moneda', value: (i) => i.currency },
  { header: 'Total', value: (i) => i.total },
  { header: 'Saldo', value: (i) => i.balance },
  { header: 'Estado', value: (i) => INVOICE_STATUS_TEXT[i.displayStatus] ?? i.displayStatus },
];

/** The client's account statement documents (organization screen, 'Cuenta corriente'). */
export const STATEMENT_COLUMNS: ReadonlyArray<ExportColumn<StatementDocumentView>> = [
  { header: 'Factura', value: (d) => d.number ?? '' },
  { header: 'Operación', value: (d) => d.operationReference },
  { header: 'Emisión', value: (d) => d.date },
  { header: 'Vencimiento', value: (d) => d.dueDate },
  { header: 'Moneda', value: (d) => d.currency },
  { header: 'Total', value: (d) => d.total },
  { header: 'Acreditado', value: (d) => d.credited },
  { header: 'Cobrado', value: (d) => d.paid },
  { header: 'Saldo', value: (d) => d.open },
  { header: 'Estado', value: (d) => d.statusText },
  { header: 'Días de atraso', value: (d) => d.daysOverdue },
];

/** The portfolio by client (Administración › Cartera). */
export const PORTFOLIO_COLUMNS: ReadonlyArray<ExportColumn<PortfolioRowView>> = [
  { header: 'Cliente', value: (r) => r.name },
  { header: 'Moneda', value: (r) => r.currency },
  { header: 'Al día', value: (r) => r.current },
  { header: '1–30 días', value: (r) => r.d1To30 },
  { header: '31–60 días', value: (r) => r.d31To60 },
  { header: '61–90 días', value: (r) => r.d61To90 },
  { header: 'Más de 90 días', value: (r) => r.over90 },
  { header: 'Total', value: (r) => r.total },
];
