import { fitsMoneyColumn, moneyFromDb, normalizeQuote, type Quote, quoteFileName, quoteItemAmount, quoteOperationWrites, quoteTotalUsd } from '@crm/domain';
import type { DataSource, EntityManager } from 'typeorm';
import type { Actor } from '../../core/auth/actor';
import { requireWriter } from '../../core/auth/guards';
import { AppError, notFound, validation } from '../../core/errors/app-error';
import { lockCrmWrites } from '../../core/db/write-lock';
import { isDeadlock, isDuplicateKey } from '../../core/db/db-errors';
import { auditChanges, type AuditService } from '../audit';
import { CustomFieldsService } from '../custom-fields';
import { DealEntity } from '../deals/deal.entity';
import type { FiscalService } from '../fiscal';
import { refreshQuoteOpenUntil } from './quote-status.service';
import { QuoteVersionEntity } from './quote-version.entity';
import { headerImageDataUrl, renderQuotePdf } from './quote-pdf';
import { QUOTE_MESSAGES, type QuoteInput } from './quotes.inputs';
import { QUOTE_VERSIONS_MAX, type QuoteVersionView, type QuoteView } from './quotes.types';

/** The bearer-protected PDF of a version: what `pdfUrl` points at (also for scripts). */
export const quotePdfPath = (dealId: number, versionNo: number) => `/api/deals/${dealId}/quote.pdf?version=${versionNo}`;

export function quoteView(q: Quote): QuoteView {
  return { ...q, items: q.items.map((it) => ({ ...it, total: quoteItemAmount(it) })) };
}

function toView(row: QuoteVersionEntity): QuoteVersionView {
  const quote = normalizeQuote(row.data as unknown as Partial<Record<keyof Quote, unknown>>);
  return {
    id: row.id,
    dealId: row.dealId,
    versionNo: row.versionNo,
    createdAt: row.createdAt,
    createdByUserId: row.createdByUserId,
    createdByName: row.createdBy?.name ?? null,
    totalUsd: row.totalUsd,
    quote: quoteView(quote),
    pdfUrl: quotePdfPath(row.dealId, row.versionNo),
    fileName: quoteFileName(quote),
  };
}

/**
 * Quote versions of an operation. Every signed-in user reads
 * (operations are company records); admin, venta and ops save. Saving stores the whole quote as the
 * next version and writes to the operation's custom fields only the fields the user changed or
 * confirmed (`quoteOperationWrites`: the operation's own keys and vocabulary), in one transaction;
 * the server recomputes the totals.
 */
export class QuotesService {
  constructor(
    private readonly ds: DataSource,
    private readonly audit: AuditService,
    /** The same custom-field rules (upsert by key, types, limits) as the custom-fields API. */
    private readonly customFields: CustomFieldsService,
    /** The letterhead of the operation's business unit for the PDF. */
    private readonly fiscal: FiscalService,
  ) {}

  private async assertDeal(em: EntityManager, dealId: number): Promise<number> {
    if (!(await em.existsBy(DealEntity, { id: dealId }))) throw notFound(QUOTE_MESSAGES.dealNotFound);
    return dealId;
  }

  /** Newest version first. */
  async list(actor: Actor, dealId: number): Promise<QuoteVersionView[]> {
    const id = await this.assertDeal(this.ds.manager, dealId);
    const rows = await this.ds
      .getRepository(QuoteVersionEntity)
      .find({ where: { dealId: id }, relations: { createdBy: true }, order: { versionNo: 'DESC' }, take: QUOTE_VERSIONS_MAX });
    return rows.map(toView);
  }

  /** One version, or the latest when `version` is omitted; null when the operation has none (or not that one). */
  async get(actor: Actor, dealId: number, version?: number | null): Promise<QuoteVersionView | null> {
    const id = await this.assertDeal(this.ds.manager, dealId);
    if (version !== undefined && version !== null && (!Number.isSafeInteger(version) || version < 1)) {
      throw new AppError('VALIDATION', QUOTE_MESSAGES.version);
    }
    const row = await this.ds.getRepository(QuoteVersionEntity).findOne({
      where: version ? { dealId: id, versionNo: version } : { dealId: id },
      relations: { createdBy: true },
      order: { versionNo: 'DESC' },
    });
    return row ? toView(row) : null;
  }

  async save(actor: Actor, dealId: number, input: QuoteInput): Promise<QuoteVersionView> {
    requireWriter(actor);
    const quote = normalizeQuote(input as Partial<Record<keyof Quote, unknown>>);
    const totalUsd = quoteTotalUsd(quote.items);
    // Quantity and price are bounded one by one; their products and sum can outgrow DECIMAL(15,2).
    if (!fitsMoneyColumn(totalUsd)) throw validation(QUOTE_MESSAGES.totalTooLarge);
    for (let attempt = 1; ; attempt++) {
      try {
        const savedId = await this.ds.transaction(async (em) => {
          // The next version number and the custom-field upserts read what concurrent saves committed
          // (MariaDB/MySQL snapshots: 20 parallel saves collided on the number past the retries).
          await lockCrmWrites(em);
          const id = await this.assertDeal(em, dealId);
          // Only what the user changed or confirmed reaches the operation, under its own keys (one key per fact).
          for (const f of quoteOperationWrites(quote, input.operationFields ?? [])) {
            await this.customFields.upsertIn(em, actor, 'deal', id, { key: f.key, label: f.label, type: f.type, value: f.value });
          }
          const last = await em
            .createQueryBuilder(QuoteVersionEntity, 'q')
            .select('MAX(q.versionNo)', 'max')
            .where('q.dealId = :id', { id })
            .getRawOne<{ max: unknown }>();
          const versionNo = (Number(last?.max) || 0) + 1;
          const res = await em.insert(QuoteVersionEntity, { dealId: id, versionNo, data: quote, totalUsd, createdByUserId: actor.id });
          const rowId = Number(res.identifiers[0].id);
          await refreshQuoteOpenUntil(em, id);
          const prev = versionNo > 1 ? await em.findOne(QuoteVersionEntity, { where: { dealId: id, versionNo: versionNo - 1 }, select: { id: true, totalUsd: true, data: true } }) : null;
          const changes = auditChanges(
            { versionNo: prev ? versionNo - 1 : null, totalUsd: prev ? moneyFromDb(prev.totalUsd) : null, items: prev ? (prev.data?.items?.length ?? 0) : null },
            { versionNo, totalUsd, items: quote.items.length },
          );
          await this.audit.log(
            actor,
            { action: 'create', entity: 'deal_quote', entityId: rowId, description: `Presupuesto v${versionNo} de la operación ${id} guardado`, meta: { dealId: id, versionNo, totalUsd, changes } },
            em,
          );
          return rowId;
        });
        const row = await this.ds.getRepository(QuoteVersionEntity).findOneOrFail({ where: { id: savedId }, relations: { createdBy: true } });
        return toView(row);
      } catch (e) {
        // Two saves of one operation at once may pick the same number (unique index) or deadlock on MariaDB.
        if (attempt < 3 && (isDeadlock(e) || isDuplicateKey(e))) continue;
        throw e;
      }
    }
  }

  /** The PDF of the latest version (or `version`): the same document definition as the browser. */
  async pdf(actor: Actor, dealId: number, version?: number | null): Promise<{ fileName: string; body: Buffer }> {
    const v = await this.get(actor, dealId, version);
    if (!v) throw notFound(version ? QUOTE_MESSAGES.versionNotFound : QUOTE_MESSAGES.noQuote);
    const quote = normalizeQuote(v.quote as unknown as Partial<Record<keyof Quote, unknown>>);
    const deal = await this.ds.manager.findOne(DealEntity, { where: { id: v.dealId }, select: { id: true, businessUnitId: true } });
    const letterhead = deal?.businessUnitId ? await this.fiscal.letterhead(deal.businessUnitId) : null;
    return { fileName: v.fileName, body: await renderQuotePdf(quote, headerImageDataUrl(), letterhead) };
  }
}
