import { CSV_FORMAT_RULES, csvCell, csvFilename, type CsvFormat } from '@crm/domain';
import Papa from 'papaparse';
import { type Actor, requireActor } from '../../core/auth/actor';
import { AppError } from '../../core/errors/app-error';
import type { BusinessUnitsService } from '../business-units/business-units.service';
import type { ContactFilter, ContactOrder } from '../contacts/contacts.inputs';
import type { ContactsService } from '../contacts/contacts.service';
import type { DealFilter, DealOrder } from '../deals/deals.inputs';
import type { DealsService } from '../deals/deals.service';
import type { OrganizationFilter, OrganizationOrder } from '../organizations/organizations.inputs';
import type { OrganizationsService } from '../organizations/organizations.service';
import { CONTACT_COLUMNS, type ExportColumn, GENERAL_COLUMNS, ORGANIZATION_COLUMNS, WORKSPACE_COLUMNS } from './export-columns';

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
  | { list: 'general' | 'workspace'; filter: DealFilter | null; orderBy: DealOrder | null };

export interface CsvExport {
  /** 'contactos-2026-11-24.csv'. */
  filename: string;
  /** The file, a batch of rows per piece; the first piece (BOM, header, first rows) is already read. */
  chunks: AsyncGenerator<string, void, undefined>;
}

type Batch<T> = (offset: number, limit: number) => Promise<T[]>;

/**
 * CSV export of the list screens (issue 22 item 5): exactly the rows and order a screen shows for its
 * filter and sort, all pages, read from the screen's own list service (so the same visibility rules:
 * an actor never exports what they could not see), EXPORT_BATCH rows per query, and handed on as text
 * as each batch arrives: a 100,000-row export never holds more than one batch in memory.
 */
export class ExportsService {
  constructor(
    private readonly deps: { contacts: ContactsService; organizations: OrganizationsService; deals: DealsService; businessUnits: BusinessUnitsService },
    private readonly batchSize = EXPORT_BATCH,
  ) {}

  /**
   * Reads the first batch before answering, so a bad filter or sort (or a failing database) is still a
   * plain error the adapter can answer with a status; the rest is read while the file is being sent.
   */
  async open(actorOrNull: Actor | null, req: ExportRequest, format: CsvFormat, now: Date = new Date()): Promise<CsvExport> {
    const actor = requireActor(actorOrNull);
    switch (req.list) {
      case 'contacts':
        return this.start(csvFilename('contactos', now), CONTACT_COLUMNS, format, (offset, limit) =>
          this.deps.contacts.list(actor, req.filter, { offset, limit }, req.orderBy),
        );
      case 'organizations':
        return this.start(csvFilename('organizaciones', now), ORGANIZATION_COLUMNS, format, (offset, limit) =>
          this.deps.organizations.list(actor, req.filter, { offset, limit }, req.orderBy),
        );
      case 'general':
        return this.start(csvFilename('vista general', now), GENERAL_COLUMNS, format, (offset, limit) =>
          this.deps.deals.list(actor, { filter: req.filter, orderBy: req.orderBy, offset, limit }),
        );
      case 'workspace': {
        const unitId = req.filter?.businessUnitId;
        if (!unitId) throw new AppError('VALIDATION', EXPORT_MESSAGES.unitRequired);
        const unit = (await this.deps.businessUnits.list(actor)).find((u) => u.id === unitId);
        return this.start(csvFilename(`operaciones ${unit?.keySlug ?? unitId}`, now), WORKSPACE_COLUMNS, format, (offset, limit) =>
          this.deps.deals.list(actor, { filter: req.filter, orderBy: req.orderBy, offset, limit }),
        );
      }
    }
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

  /** Offset batches of the list's own order (id breaks ties), until a short one. */
  private async *pages<T>(batch: Batch<T>): AsyncGenerator<T[], void, undefined> {
    for (let offset = 0; ; offset += this.batchSize) {
      const rows = await batch(offset, this.batchSize);
      if (rows.length) yield rows;
      if (rows.length < this.batchSize) return;
    }
  }
}
