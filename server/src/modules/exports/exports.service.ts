import { CSV_FORMAT_RULES, csvCell, csvFilename, type CsvFormat } from '@crm/domain';
import Papa from 'papaparse';
import type { Actor } from '../../core/auth/actor';
import { requireAdmin } from '../../core/auth/guards';
import { AppError } from '../../core/errors/app-error';
import type { CatalogItemFilter, CatalogService } from '../catalog';
import type { BusinessUnitsService } from '../business-units';
import { type PortfolioArgs, portfolioView, type StatementArgs, statementView } from '../collections';
import type { CollectionsService } from '../collections';
import type { ContactFilter, ContactOrder, ContactsService } from '../contacts';
import type { DealFilter, DealOrder, DealsService, DealView } from '../deals';
import { type InvoiceFilter, type InvoicesService, invoiceView, paraguayDay } from '../invoices';
import type { OrganizationFilter, OrganizationOrder, OrganizationsService } from '../organizations';
import { nameCursor } from '../owned-records';
import { CATALOG_COLUMNS, CONTACT_COLUMNS, type ExportColumn, GENERAL_COLUMNS, INVOICE_COLUMNS, ORGANIZATION_COLUMNS, PORTFOLIO_COLUMNS, STATEMENT_COLUMNS, WORKSPACE_COLUMNS } from './export-columns';

/** Rows read per query: the REST lists' largest page. */
export const EXPORT_BATCH = 500;

export const EXPORT_MESSAGES = {
  formatInvalid: "El parámetro format debe ser 'default' o 'es-PY'.",
  unitRequired: 'Elegí el workspace (business_unit_id) de la tabla a exportar.',
} as const;

/** What an export asks for: the list screen's filter and sort, as its list service takes them. */
export type ExportRequest =
  | { list: 'contacts'; filter: ContactFilter | null; orderBy: ContactOrder | null }
  | { list: 'organizations'; filter: OrganizationFilter | null; orderBy: OrganizationOrder | null }
  | { list: 'general' | 'workspace'; filter: DealFilter | null; orderBy: DealOrder | null }
  | { list: 'catalog'; filter: CatalogItemFilter | null }
  | { list: 'invoices'; filter: InvoiceFilter | null }
  | { list: 'statement'; query: StatementArgs }
  | { list: 'portfolio'; query: PortfolioArgs };

export interface CsvExport {
  /** 'contactos-2026-11-24.csv'. */
  filename: string;
  /** The file, a batch of rows per piece; the first piece (BOM, header, first rows) is already read. */
  chunks: AsyncGenerator<string, void, undefined>;
}

/** Where the next batch starts: after `offset` rows, the last of them `last`. */
interface Position<T> {
  offset: number;
  last: T | null;
}

type Batch<T> = (at: Position<T>, limit: number) => Promise<T[]>;

/**
 * A contacts or organizations page: in the default order (name, id), the rows after the last one read
 * (keyset: each batch costs the same however deep, and a row added or removed meanwhile moves nothing);
 * in a sorted order, offset batches with the id as tie break.
 */
function byName(at: Position<{ name: string | null; id: number }>, orderBy: unknown): { offset: number; after?: string } {
  if (orderBy || !at.last) return { offset: at.offset };
  return { offset: 0, after: nameCursor(at.last) };
}

/**
 * CSV export of the list screens: exactly the rows and order a screen shows for its
 * filter and sort, all pages, read from the screen's own list service (so the same visibility rules:
 * an actor never exports what they could not see), EXPORT_BATCH rows per query (keyset in the lists'
 * default orders, offset in a sorted one), and handed on as text as each batch arrives: a 100,000-row
 * export never holds more than one batch in memory.
 */
export class ExportsService {
  constructor(
    private readonly deps: { contacts: ContactsService; organizations: OrganizationsService; deals: DealsService; businessUnits: BusinessUnitsService; catalog: CatalogService; invoices: InvoicesService; collections: CollectionsService },
    private readonly batchSize = EXPORT_BATCH,
  ) {}

  /**
   * Reads the first batch before answering, so a bad filter or sort (or a failing database) is still a
   * plain error the adapter can answer with a status; the rest is read while the file is being sent.
   */
  async open(actor: Actor, req: ExportRequest, format: CsvFormat, now: Date = new Date()): Promise<CsvExport> {
    switch (req.list) {
      case 'contacts': {
        const { filter, orderBy } = req;
        return this.start(csvFilename('contactos', now), CONTACT_COLUMNS, format, (at, limit) =>
          this.deps.contacts.list(actor, filter, { limit, ...byName(at, orderBy) }, orderBy),
        );
      }
      case 'organizations': {
        const { filter, orderBy } = req;
        return this.start(csvFilename('organizaciones', now), ORGANIZATION_COLUMNS, format, (at, limit) =>
          this.deps.organizations.list(actor, filter, { limit, ...byName(at, orderBy) }, orderBy),
        );
      }
      case 'catalog': {
        // The catalogue's file is the admins' (they import it back: catalog module).
        requireAdmin(actor);
        const { filter } = req;
        return this.start(csvFilename('catalogo', now), CATALOG_COLUMNS, format, (at, limit) => this.deps.catalog.list(actor, filter, { offset: at.offset, limit }));
      }
      case 'invoices': {
        // The Facturas list: the invoices the actor may see (another user's private organization stays out).
        const { filter } = req;
        const today = paraguayDay(now);
        return this.start(csvFilename('facturas', now), INVOICE_COLUMNS, format, async (at, limit) =>
          (await this.deps.invoices.list(actor, filter, { offset: at.offset, limit })).items.map((d) => invoiceView(d, today)),
        );
      }
      case 'statement': {
        // The client's account statement (its documents as of the day): NOT_FOUND for a client the actor may not see.
        const rows = statementView(await this.deps.collections.statement(actor, req.query.orgId, req.query.asOf)).documents;
        return this.start(csvFilename(`estado de cuenta ${req.query.orgId}`, now), STATEMENT_COLUMNS, format, async (at, limit) => rows.slice(at.offset, at.offset + limit));
      }
      case 'portfolio': {
        // The portfolio by client: only the clients the actor may see.
        const rows = portfolioView(await this.deps.collections.portfolio(actor, req.query.asOf, req.query.advisorId)).clients;
        return this.start(csvFilename('cartera', now), PORTFOLIO_COLUMNS, format, async (at, limit) => rows.slice(at.offset, at.offset + limit));
      }
      case 'general':
        return this.start(csvFilename('vista general', now), GENERAL_COLUMNS, format, (at, limit) => this.deals(actor, req, at, limit));
      case 'workspace': {
        const unitId = req.filter?.businessUnitId;
        if (!unitId) throw new AppError('VALIDATION', EXPORT_MESSAGES.unitRequired);
        const unit = (await this.deps.businessUnits.list(actor)).find((u) => u.id === unitId);
        return this.start(csvFilename(`operaciones ${unit?.keySlug ?? unitId}`, now), WORKSPACE_COLUMNS, format, (at, limit) => this.deals(actor, req, at, limit));
      }
    }
  }

  /** Deals, newest first by default: keyset on the id (beforeId); a sort asked reads offset batches. */
  private deals(actor: Actor, req: Extract<ExportRequest, { list: 'general' | 'workspace' }>, at: Position<DealView>, limit: number): Promise<DealView[]> {
    const { filter, orderBy } = req;
    if (orderBy) return this.deps.deals.list(actor, { filter, orderBy, offset: at.offset, limit });
    return this.deps.deals.list(actor, { filter, beforeId: at.last?.id ?? null, limit });
  }

  private async start<T>(filename: string, columns: ReadonlyArray<ExportColumn<T>>, format: CsvFormat, batch: Batch<T>): Promise<CsvExport> {
    const pages = this.pages(batch);
    const first = await pages.next();
    const rules = CSV_FORMAT_RULES[format];
    const lines = (rows: string[][]) => Papa.unparse(rows, { delimiter: rules.delimiter, newline: '\r\n', header: false, escapeFormulae: false }) + '\r\n';
    const header = lines([columns.map((c) => c.header)]);
    async function* chunks(): AsyncGenerator<string, void, undefined> {
      try {
        yield (rules.bom ? '\uFEFF' : '') + header + (first.done ? '' : lines(first.value.map((r) => columns.map((c) => csvCell(c.value(r), format)))));
        for await (const page of pages) yield lines(page.map((r) => columns.map((c) => csvCell(c.value(r), format))));
      } finally {
        await pages.return();
      }
    }
    return { filename, chunks: chunks() };
  }

  /** Batches in the list's own order, until a short one. */
  private async *pages<T>(batch: Batch<T>): AsyncGenerator<T[], void, undefined> {
    const at: Position<T> = { offset: 0, last: null };
    for (;;) {
      const rows = await batch(at, this.batchSize);
      if (rows.length) yield rows;
      if (rows.length < this.batchSize) return;
      at.offset += rows.length;
      at.last = rows[rows.length - 1];
    }
  }
}
