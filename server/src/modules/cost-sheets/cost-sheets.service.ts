import {
  type BudgetStatus,
  canEditCostSheet,
  canReadRecord,
  canWrite,
  type CostRow,
  type CostSheetPayload,
  costSheetIvaSplit,
  costSheetSaleLines,
  type CostSheetIvaSplit as SaleSplit,
  type SaleLine,
  type CostSheetIvaSplit,
  costSheetTotals,
  type CostSheetTotals,
  DEFAULT_GS_RATE,
  effectiveGsRate,
  costSheetRowChanges,
  emptyCostSheet,
  fitsMoneyColumn,
  type InsuranceRow,
  isIvaRate,
  type IvaDefaults,
  type LocalCostRow,
  type OperationFieldKey,
  operationMeasures,
  operationRateDate,
  renderCostSheetDocument,
  type UnreadableCell,
  withIvaDefaults,
} from '@crm/domain';
import type { LiveBus } from '../../core/live/bus';
import type { DataSource, EntityManager } from 'typeorm';
import { In } from 'typeorm';
import type { Actor } from '../../core/auth/actor';
import { AppError, conflict, forbidden, notFound, validation } from '../../core/errors/app-error';
import { rawDate, rawInt, rawString } from '../../core/db/raw';
import { isDeadlock, isDuplicateKey } from '../../core/db/db-errors';
import { lockCrmWrites } from '../../core/db/write-lock';
import { auditChanges, type AuditService } from '../audit';
import { DealCustomFieldEntity } from '../custom-fields/custom-field.entity';
import type { ExchangeRatesService } from '../exchange-rates';
import { loadIvaDefaults, loadVolumetricSettings } from '../params';
import { DealEntity } from '../deals/deal.entity';
import { OrganizationEntity } from '../organizations/organization.entity';
import { UserEntity } from '../users/user.entity';
import { CostSheetEntity } from './cost-sheet.entity';
import { COST_SHEET_MESSAGES as M, type CostSheetInput } from './cost-sheets.inputs';
import type { CostSheetView } from './cost-sheets.types';
import type { CostSheetRevisionsService, RevisionContent } from './cost-sheet-revisions.service';

/** Deal custom fields the sheet reads (operation fields catalogue keys): the default weight and the header defaults of a never-saved sheet. */
const FIELD_KEYS = [
  'peso_bruto',
  'dimensiones',
  'vol_m3',
  'modalidad_carga',
  'modo_tramo_principal',
  'tipo_carga',
  'm_awb',
  'doc_master',
  'h_bl',
  'doc_house',
  'mercaderia',
  'f_inicio',
] as const satisfies readonly OperationFieldKey[];

interface DealContext {
  dealId: number;
  orgId: number | null;
  /** Who may see the organization (its owner and visibility), null without one. */
  org: { ownerUserId: number | null; visibility: string } | null;
  budgetStatus: BudgetStatus;
  fields: Partial<Record<(typeof FIELD_KEYS)[number], string | null>>;
  /** The operation's chargeable weight (kg) per its mode's factor (chargeable weight per mode), the default weight to use. */
  chargeableKg: number;
  /** Which factor gave it ('Aéreo 1:6000'). */
  factorLabel: string;
  /** The date whose exchange rate a new sheet takes: f_inicio, else the creation day (dated exchange rates). */
  rateDate: string;
}

export interface CostSheetStatusData {
  dealId: number;
  orgId: number | null;
  budgetStatus: BudgetStatus;
  version: number;
  updatedAt: Date | null;
  updatedByName: string | null;
}


const text = (v: string | null | undefined): string | null => {
  const s = typeof v === 'string' ? v.trim() : '';
  return s ? s : null;
};
const num = (v: number | null | undefined): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const sourceOf = (v: string | null | undefined) => text(v);

/**
 * The validated input as the stored payload: trimmed texts, '' → null, booleans as booleans. An empty
 * rate stays null here: the save fills it from the dated rates (or 5860), see CostSheetsService.saveOnce.
 */
export function normalizePayload(input: CostSheetInput): CostSheetPayload {
  const h = input.header ?? {};
  const peso = num(h.pesoKg);
  const costRow = (r: CostSheetInput['compraRows'][number]): CostRow => ({
    id: r.id.trim() || r.id,
    concepto: (r.concepto ?? '').trim(),
    usdXKg: num(r.usdXKg),
    total: num(r.total),
    lockPerKg: Boolean(r.lockPerKg),
    sourceId: sourceOf(r.sourceId),
    // Equipment (FCL per container, LCL by W/M) is written only when the row has it: older sheets keep their shape.
    ...(text(r.equipo) ? { equipo: text(r.equipo), cantidad: num(r.cantidad), usdXUnidad: num(r.usdXUnidad) } : {}),
  });
  const localRow = (r: CostSheetInput['locRows'][number]): LocalCostRow => ({
    id: r.id.trim() || r.id,
    concepto: (r.concepto ?? '').trim(),
    gs: num(r.gs),
    sourceId: sourceOf(r.sourceId),
  });
  const insuranceRow = (r: CostSheetInput['segCostoRows'][number]): InsuranceRow => ({
    id: r.id.trim() || r.id,
    concepto: (r.concepto ?? '').trim(),
    usd: num(r.usd),
    sourceId: sourceOf(r.sourceId),
  });
  // Sale rows keep their IVA rate (empty → the table's default, filled by the save); the freight sale its internal sale.
  const rate = (v: string | null | undefined) => (isIvaRate(v) ? v : null);
  const saleRow = (r: CostSheetInput['ventaRows'][number]): CostRow => ({ ...costRow(r), ventaInt: num(r.ventaInt), iva: rate(r.iva) });
  return {
    header: {
      modo: text(h.modo),
      clase: text(h.clase),
      pesoKg: peso !== null && peso > 0 ? peso : null,
      awb: text(h.awb),
      hbl: text(h.hbl),
      mercaderia: text(h.mercaderia),
      gsRate: num(h.gsRate),
      gsRateDate: null,
      allInEnabled: Boolean(h.allInEnabled),
      allInServiceName: text(h.allInServiceName),
    },
    compraRows: input.compraRows.map(costRow),
    ventaRows: input.ventaRows.map(saleRow),
    locRows: input.locRows.map(localRow),
    locCliRows: input.locCliRows.map((r) => ({ ...localRow(r), iva: rate(r.iva) })),
    segCostoRows: input.segCostoRows.map(insuranceRow),
    segVentaRows: input.segVentaRows.map((r) => ({ ...insuranceRow(r), iva: rate(r.iva) })),
  };
}

/** The cells of a stored parse that could not be read (kept beside the typed sheet in `data`). */
function unreadableOf(data: string | null | undefined): UnreadableCell[] {
  try {
    const parsed: unknown = JSON.parse(data ?? '{}');
    const list = parsed && typeof parsed === 'object' ? (parsed as { unreadableCells?: unknown }).unreadableCells : null;
    if (!Array.isArray(list)) return [];
    return list
      .filter((c): c is Record<string, unknown> => Boolean(c) && typeof c === 'object')
      .map((c) => ({ table: String(c.table ?? ''), rowId: c.rowId === null || c.rowId === undefined ? null : String(c.rowId), field: String(c.field ?? ''), text: String(c.text ?? '') }));
  } catch {
    return [];
  }
}

/** The IVA split a save stored beside the typed sheet (so it always adds up to the stored totals), or null. */
function storedSplitOf(data: string | null | undefined): CostSheetIvaSplit | null {
  try {
    const parsed: unknown = JSON.parse(data ?? '{}');
    const s = parsed && typeof parsed === 'object' ? (parsed as { ivaSplit?: unknown }).ivaSplit : null;
    if (!s || typeof s !== 'object') return null;
    const v = s as Record<string, unknown>;
    const keys = ['exentas', 'gravadas5', 'gravadas10', 'iva5', 'iva10', 'iva', 'total'] as const;
    if (!keys.every((k) => typeof v[k] === 'number')) return null;
    return Object.fromEntries(keys.map((k) => [k, v[k]])) as unknown as CostSheetIvaSplit;
  } catch {
    return null;
  }
}

/** The client's document of a stored sheet: as PUT stored it, else (saved before documents were kept) rendered from the typed sheet. */
function documentOf(sheet: Pick<CostSheetEntity, 'data' | 'document'>): Record<string, unknown> {
  if (sheet.document) {
    try {
      const parsed: unknown = JSON.parse(sheet.document);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
    } catch {
      // fall through to the typed sheet
    }
  }
  return renderCostSheetDocument(parseStored(sheet.data));
}

/** What a REST save brings beside the typed input: the document as sent and the cells the server could not read. */
export interface CostSheetDocumentSave {
  document: Record<string, unknown>;
  unreadable: UnreadableCell[];
}

/** A stored payload read back defensively (an older or hand-edited row must not break the screen). */
function parseStored(data: string | null | undefined): CostSheetPayload {
  let raw: Partial<CostSheetPayload> = {};
  try {
    const parsed: unknown = JSON.parse(data ?? '{}');
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) raw = parsed as Partial<CostSheetPayload>;
  } catch {
    raw = {};
  }
  const list = <T>(v: unknown): T[] => (Array.isArray(v) ? (v.filter((x) => x && typeof x === 'object') as T[]) : []);
  const base = emptyCostSheet();
  return {
    header: { ...base.header, ...(raw.header && typeof raw.header === 'object' ? raw.header : {}) },
    compraRows: list<CostRow>(raw.compraRows),
    ventaRows: list<CostRow>(raw.ventaRows),
    locRows: list<LocalCostRow>(raw.locRows),
    locCliRows: list<LocalCostRow>(raw.locCliRows),
    segCostoRows: list<InsuranceRow>(raw.segCostoRows),
    segVentaRows: list<InsuranceRow>(raw.segVentaRows),
  };
}

const nullableNum = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/**
 * The sheet as `actor` sees it: another user's private organization does not exist for them (private
 * records stay private), so its id is null and its budget status is the one of a deal without organization
 * (borrador): showing 'confirmado' told them about a record they may not see. The save still checks
 * the real status (the lock is enforced on every save, with the context read before forReader).
 */
function forReader(actor: Actor, ctx: DealContext): DealContext {
  return ctx.org && !canReadRecord(actor, ctx.org) ? { ...ctx, orgId: null, budgetStatus: 'borrador' } : ctx;
}

function toView(
  ctx: DealContext,
  payload: CostSheetPayload,
  totals: CostSheetTotals,
  iva: { split: CostSheetIvaSplit; defaults: IvaDefaults },
  meta: { saved: boolean; version: number; updatedAt: Date | null; updatedByName: string | null; unreadableCells?: UnreadableCell[]; gsRateFrozen?: boolean },
): CostSheetView {
  const h = payload.header;
  const rate = (v: unknown) => (isIvaRate(v) ? v : null);
  return {
    dealId: ctx.dealId,
    saved: meta.saved,
    version: meta.version,
    updatedAt: meta.updatedAt,
    updatedByName: meta.updatedByName,
    budgetStatus: ctx.budgetStatus,
    orgId: ctx.orgId,
    header: {
      modo: rawString(h.modo),
      clase: rawString(h.clase),
      pesoKg: nullableNum(h.pesoKg),
      awb: rawString(h.awb),
      hbl: rawString(h.hbl),
      mercaderia: rawString(h.mercaderia),
      gsRate: effectiveGsRate(nullableNum(h.gsRate)),
      gsRateDate: typeof h.gsRateDate === 'string' && h.gsRateDate ? h.gsRateDate : null,
      allInEnabled: h.allInEnabled === true,
      allInServiceName: rawString(h.allInServiceName),
    },
    gsRateFrozen: meta.gsRateFrozen ?? false,
    chargeableWeightKg: ctx.chargeableKg,
    volumetricFactorLabel: ctx.factorLabel,
    compraRows: payload.compraRows.map((r) => ({ id: String(r.id), concepto: String(r.concepto ?? ''), usdXKg: nullableNum(r.usdXKg), total: nullableNum(r.total), lockPerKg: Boolean(r.lockPerKg), sourceId: rawString(r.sourceId), ventaInt: null, iva: null, equipo: rawString(r.equipo), cantidad: nullableNum(r.cantidad), usdXUnidad: nullableNum(r.usdXUnidad), })),
    ventaRows: payload.ventaRows.map((r) => ({ id: String(r.id), concepto: String(r.concepto ?? ''), usdXKg: nullableNum(r.usdXKg), total: nullableNum(r.total), lockPerKg: Boolean(r.lockPerKg), sourceId: rawString(r.sourceId), ventaInt: nullableNum(r.ventaInt), iva: rate(r.iva), equipo: rawString(r.equipo), cantidad: nullableNum(r.cantidad), usdXUnidad: nullableNum(r.usdXUnidad), })),
    locRows: payload.locRows.map((r) => ({ id: String(r.id), concepto: String(r.concepto ?? ''), gs: nullableNum(r.gs), sourceId: rawString(r.sourceId), iva: null })),
    locCliRows: payload.locCliRows.map((r) => ({ id: String(r.id), concepto: String(r.concepto ?? ''), gs: nullableNum(r.gs), sourceId: rawString(r.sourceId), iva: rate(r.iva) })),
    segCostoRows: payload.segCostoRows.map((r) => ({ id: String(r.id), concepto: String(r.concepto ?? ''), usd: nullableNum(r.usd), sourceId: rawString(r.sourceId), iva: null })),
    segVentaRows: payload.segVentaRows.map((r) => ({ id: String(r.id), concepto: String(r.concepto ?? ''), usd: nullableNum(r.usd), sourceId: rawString(r.sourceId), iva: rate(r.iva) })),
    totals,
    ivaSplit: iva.split,
    ivaDefaults: { ...iva.defaults },
    unreadableCells: meta.unreadableCells ?? [],
  };
}

/** What the audit log keeps of a sheet: header, totals, row counts (old → new per save). */
function auditSummary(payload: CostSheetPayload | null, totals: CostSheetTotals | null, version: number) {
  return {
    version,
    totalCostos: totals?.totalCostos ?? null,
    totalVentas: totals?.totalVentas ?? null,
    profitGeneral: totals?.profitGeneral ?? null,
    pesoKg: payload?.header.pesoKg ?? null,
    gsRate: payload?.header.gsRate ?? null,
    gsRateDate: payload?.header.gsRateDate ?? null,
    modo: payload?.header.modo ?? null,
    clase: payload?.header.clase ?? null,
    awb: payload?.header.awb ?? null,
    hbl: payload?.header.hbl ?? null,
    mercaderia: payload?.header.mercaderia ?? null,
    compraRows: payload ? payload.compraRows.length : null,
    ventaRows: payload ? payload.ventaRows.length : null,
    locRows: payload ? payload.locRows.length : null,
    locCliRows: payload ? payload.locCliRows.length : null,
    segCostoRows: payload ? payload.segCostoRows.length : null,
    segVentaRows: payload ? payload.segVentaRows.length : null,
  };
}

/**
 * The cost sheet of an operation. Every signed-in user reads
 * it (operations are company records); saving follows canEditCostSheet (admins always; venta and ops
 * while the organization's budget is borrador; viewers never). The server recomputes the totals with
 * the domain functions and versions every save with a conditional UPDATE.
 */
export const costSheetTopic = (dealId: number) => `costSheet:${dealId}`;

/** What a committed save tells every open sheet of the operation (costSheetChanged): ids and the version only. */
export interface CostSheetEvent {
  dealId: number;
  version: number;
  byUserId: number;
  byUserName: string;
}

/** A purchase row another module appends (a provider's answered rate): id, concept and its USD total. */
export interface PurchaseRowInput {
  id: string;
  concepto: string;
  total: number;
}

export class CostSheetsService {
  constructor(
    private readonly ds: DataSource,
    private readonly audit: AuditService,
    private readonly exchangeRates: ExchangeRatesService,
    private readonly revisions: CostSheetRevisionsService,
    private readonly live: LiveBus | null = null,
  ) {}

  /** The Gs/USD rate a new sheet of the operation takes: the dated rate in force on its date, else 5860. */
  private async tableRate(em: EntityManager, ctx: DealContext): Promise<{ gsRate: number; gsRateDate: string | null }> {
    const found = await this.exchangeRates.inForce(em, ctx.rateDate);
    return found ? { gsRate: found.rate, gsRateDate: found.date } : { gsRate: DEFAULT_GS_RATE, gsRateDate: null };
  }

  /** The deal, its organization's budget status and (unless `withFields` is false) the custom fields the sheet reads. */
  private async context(em: EntityManager, dealId: number, withFields = true): Promise<DealContext> {
    const row = await em
      .createQueryBuilder(DealEntity, 'd')
      .leftJoin(OrganizationEntity, 'o', 'o.id = d.orgId')
      .select(['d.id AS id', 'd.org_id AS orgId', 'd.created_at AS createdAt', 'o.visibility AS orgVisibility', 'o.owner_user_id AS orgOwnerUserId'])
      .where('d.id = :dealId', { dealId })
      .getRawOne<Record<string, unknown>>();
    if (!row) throw notFound(M.dealNotFound);
    const fieldRows = withFields ? await em.find(DealCustomFieldEntity, { where: { dealId, key: In([...FIELD_KEYS]) }, select: { key: true, value: true } }) : [];
    const fields: DealContext['fields'] = {};
    for (const f of fieldRows) fields[f.key as (typeof FIELD_KEYS)[number]] = f.value;
    const orgId = rawInt(row.orgId);
    const chargeable = withFields ? operationMeasures(fields, await loadVolumetricSettings(em)).chargeable : null;
    return {
      dealId,
      orgId,
      org: orgId ? { ownerUserId: rawInt(row.orgOwnerUserId), visibility: String(row.orgVisibility) } : null,
      // The budget belongs to the operation's current revision (budgets per operation), not to the organization.
      budgetStatus: await this.revisions.budgetStatusOf(em, dealId),
      fields,
      chargeableKg: chargeable?.chargeableKg ?? 0,
      factorLabel: chargeable?.label ?? '',
      rateDate: operationRateDate(fields.f_inicio, rawDate(row.createdAt)),
    };
  }

  private async stored(em: EntityManager, dealId: number): Promise<(CostSheetEntity & { updatedByName: string | null }) | null> {
    const row = await em
      .createQueryBuilder(CostSheetEntity, 'cs')
      .leftJoin(UserEntity, 'u', 'u.id = cs.updatedByUserId')
      .addSelect('u.name', 'updatedByName')
      .where('cs.deal_id = :dealId', { dealId })
      .getRawAndEntities();
    const entity = row.entities[0];
    if (!entity) return null;
    return Object.assign(entity, { updatedByName: rawString(row.raw[0]?.updatedByName) });
  }

  private async viewOf(em: EntityManager, ctx: DealContext, sheet: (CostSheetEntity & { updatedByName: string | null }) | null): Promise<CostSheetView> {
    // IVA per line: rows without a rate (new rows, sheets stored before rates) read with the parameter defaults.
    const defaults = await loadIvaDefaults(em);
    if (!sheet) {
      const f = ctx.fields;
      const payload = emptyCostSheet({
        ...(await this.tableRate(em, ctx)),
        modo: text(f.modalidad_carga),
        clase: text(f.tipo_carga),
        pesoKg: ctx.chargeableKg || null,
        awb: text(f.m_awb) ?? text(f.doc_master),
        hbl: text(f.h_bl) ?? text(f.doc_house),
        mercaderia: text(f.mercaderia),
      });
      const split = costSheetIvaSplit(payload, defaults, ctx.chargeableKg);
      return toView(ctx, payload, costSheetTotals(payload, ctx.chargeableKg), { split, defaults }, { saved: false, version: 0, updatedAt: null, updatedByName: null });
    }
    const payload = withIvaDefaults(parseStored(sheet.data), defaults);
    const totals = { totalCostos: sheet.totalCostos ?? 0, totalVentas: sheet.totalVentas ?? 0, profitGeneral: sheet.profitGeneral ?? 0 };
    // The split stored by the save adds up to the stored totals; a sheet saved before it is split now.
    const split = storedSplitOf(sheet.data) ?? costSheetIvaSplit(payload, defaults, ctx.chargeableKg);
    return toView(ctx, payload, totals, { split, defaults }, {
      saved: true,
      version: sheet.version,
      updatedAt: sheet.updatedAt,
      updatedByName: sheet.updatedByName,
      unreadableCells: unreadableOf(sheet.data),
      gsRateFrozen: sheet.gsRateFrozenAt !== null && sheet.gsRateFrozenAt !== undefined,
    });
  }

  async get(actor: Actor, dealId: number): Promise<CostSheetView> {
    const ctx = forReader(actor, await this.context(this.ds.manager, dealId));
    return this.viewOf(this.ds.manager, ctx, await this.stored(this.ds.manager, ctx.dealId));
  }

  /** REST GET: the client's document as stored (or null), the server's view of it, and who saved it when. */
  async getStored(actor: Actor, dealId: number): Promise<{ view: CostSheetView; document: Record<string, unknown> | null; updatedByUserId: number | null }> {
    const ctx = forReader(actor, await this.context(this.ds.manager, dealId));
    const sheet = await this.stored(this.ds.manager, ctx.dealId);
    return { view: await this.viewOf(this.ds.manager, ctx, sheet), document: sheet ? documentOf(sheet) : null, updatedByUserId: sheet?.updatedByUserId ?? null };
  }

  /** The light status the screen polls every 10 s (spec part 2 §9). */
  async status(actor: Actor, dealId: number): Promise<CostSheetStatusData> {
    const ctx = forReader(actor, await this.context(this.ds.manager, dealId, false));
    const sheet = await this.ds.manager
      .createQueryBuilder(CostSheetEntity, 'cs')
      .leftJoin(UserEntity, 'u', 'u.id = cs.updatedByUserId')
      .select(['cs.version AS version', 'cs.updated_at AS updatedAt', 'u.name AS updatedByName'])
      .where('cs.deal_id = :dealId', { dealId: ctx.dealId })
      .getRawOne<Record<string, unknown>>();
    return {
      dealId: ctx.dealId,
      orgId: ctx.orgId,
      budgetStatus: ctx.budgetStatus,
      version: rawInt(sheet?.version) ?? 0,
      updatedAt: sheet?.updatedAt ? rawDate(sheet.updatedAt) : null,
      updatedByName: rawString(sheet?.updatedByName),
    };
  }

  /**
   * Saves the sheet. `expectedVersion` is the version the client loaded (0: never saved); null saves
   * unconditionally (REST without `version`/If-Match, like the original client). A stale version →
   * CONFLICT and nothing written. Two first saves racing on the unique deal_id: the loser retries as an
   * update, which then follows the version rule (so with a version it is a CONFLICT, never a lost write).
   * `sent` is the client's document of a REST save, stored as is; without it (GraphQL) the typed sheet is
   * rendered into that document shape, keeping the previous document's own keys.
   */
  async save(actor: Actor, dealId: number, input: CostSheetInput, expectedVersion: number | null, sent?: CostSheetDocumentSave): Promise<CostSheetView> {
    if (!canWrite(actor.role)) throw forbidden();
    for (let attempt = 1; ; attempt++) {
      try {
        const view = await this.ds.transaction((em) => this.saveOnce(em, actor, dealId, input, expectedVersion, sent));
        const event: CostSheetEvent = { dealId: view.dealId, version: view.version, byUserId: actor.id, byUserName: actor.name };
        this.live?.publish(costSheetTopic(view.dealId), event);
        return view;
      } catch (e) {
        if (e instanceof AppError) throw e;
        if (attempt < 5 && (isDuplicateKey(e) || isDeadlock(e))) continue;
        if (isDuplicateKey(e)) throw conflict(M.conflict);
        throw e;
      }
    }
  }

  private async saveOnce(em: EntityManager, actor: Actor, dealId: number, input: CostSheetInput, expectedVersion: number | null, sent?: CostSheetDocumentSave): Promise<CostSheetView> {
    // Revisions and the organization's derived budget are written too: one order for all writers (write-lock.ts).
    await lockCrmWrites(em);
    const ctx = await this.context(em, dealId);
    if (!canEditCostSheet(actor.role, ctx.budgetStatus)) throw forbidden(M.locked);
    const existing = await this.stored(em, ctx.dealId);
    const current = existing?.version ?? 0;
    if (expectedVersion !== null && expectedVersion !== current) throw conflict(M.conflict);

    // IVA per line: a sale row sent without a rate takes its table's parameter default, stored with the row.
    const ivaDefaults = await loadIvaDefaults(em);
    const payload = withIvaDefaults(normalizePayload(input), ivaDefaults);
    // Only a draft is editable: an admin's save over a confirmed revision goes into a new draft (draftForSave).
    // It starts from the confirmed rate (an empty rate keeps it), but as a draft its rate may be typed again.
    const overConfirmed = ctx.budgetStatus === 'confirmado';
    await this.settleRate(em, ctx, payload, existing, !overConfirmed);
    const totals = costSheetTotals(payload, ctx.chargeableKg);
    // Each amount is bounded, but 200 rows of them, or a per-kg rate times the weight, can outgrow DECIMAL(15,2).
    if (![totals.totalCostos, totals.totalVentas, totals.profitGeneral].every(fitsMoneyColumn)) throw validation(M.totalsTooLarge);
    const ivaSplit = costSheetIvaSplit(payload, ivaDefaults, ctx.chargeableKg);
    const data = JSON.stringify({ ...payload, totals, ivaSplit, unreadableCells: sent?.unreadable ?? [] });
    const document = JSON.stringify(sent ? sent.document : renderCostSheetDocument(payload, existing ? documentOf(existing) : null));
    // updated_at to the millisecond (SQLite's default has seconds): "the most recently saved sheet" of an
    // organization is the one its deal-less budget actions act on (CostSheetRevisionsService.targetDeal).
    const values = { data, document, totalCostos: totals.totalCostos, totalVentas: totals.totalVentas, profitGeneral: totals.profitGeneral, updatedByUserId: actor.id, updatedAt: new Date() };
    const content: RevisionContent = { data, document, totalCostos: totals.totalCostos, totalVentas: totals.totalVentas, profitGeneral: totals.profitGeneral };
    const draft = await this.revisions.draftForSave(em, actor, ctx.dealId, content);

    let version: number;
    if (!existing) {
      await em.insert(CostSheetEntity, { dealId: ctx.dealId, version: 1, ...values });
      version = 1;
    } else {
      const qb = em
        .createQueryBuilder()
        .update(CostSheetEntity)
        .set({ ...values, ...(overConfirmed ? { gsRateFrozenAt: null } : {}), version: () => 'version + 1' })
        .where('deal_id = :dealId', { dealId: ctx.dealId });
      if (expectedVersion !== null) qb.andWhere('version = :expectedVersion', { expectedVersion });
      const res = await qb.execute();
      if (!res.affected) throw conflict(M.conflict);
      const row = await em.findOneOrFail(CostSheetEntity, { where: { dealId: ctx.dealId }, select: { id: true, version: true } });
      version = row.version;
    }
    await this.revisions.writeDraft(em, actor, draft.id, content);
    // This sheet is now the organization's most recently saved one: its derived budget may follow it.
    if (ctx.orgId) await this.revisions.refreshOrganization(em, ctx.orgId);
    const stored = existing ? parseStored(existing.data) : null;
    const before = existing ? auditSummary(stored, existing, existing.version) : auditSummary(null, null, 0);
    await this.audit.log(
      actor,
      {
        action: existing ? 'update' : 'create',
        entity: 'cost_sheet',
        entityId: ctx.dealId,
        description: `Planilla de costos de la operación ${ctx.dealId} guardada (versión ${version})`,
        meta: { dealId: ctx.dealId, revisionId: draft.id, revisionNumber: draft.number, changes: { ...auditChanges(before, auditSummary(payload, totals, version)), ...costSheetRowChanges(stored, payload) } },
      },
      em,
    );
    return this.viewOf(em, forReader(actor, { ...ctx, budgetStatus: await this.revisions.budgetStatusOf(em, ctx.dealId) }), await this.stored(em, ctx.dealId));
  }

  /**
   * The sheet's Gs/USD rate (dated exchange rates). Frozen (the budget was confirmed): the stored rate stays
   * whatever the rate table says; typing another one is refused until the budget is reopened. Otherwise an
   * empty rate takes the dated rate in force on the operation's date (or 5860) and remembers its date; a
   * typed rate is the sheet's own (no date).
   */
  private async settleRate(em: EntityManager, ctx: DealContext, payload: CostSheetPayload, existing: CostSheetEntity | null, refuseRetyped = true): Promise<void> {
    const h = payload.header;
    if (existing?.gsRateFrozenAt) {
      const before = parseStored(existing.data).header;
      const frozen = effectiveGsRate(nullableNum(before.gsRate));
      if (h.gsRate !== null && h.gsRate !== undefined && h.gsRate !== frozen) {
        if (refuseRetyped) throw validation(M.rateFrozen);
        h.gsRateDate = null;
        return;
      }
      h.gsRate = frozen;
      h.gsRateDate = typeof before.gsRateDate === 'string' ? before.gsRateDate : null;
      return;
    }
    if (h.gsRate === null || h.gsRate === undefined) Object.assign(h, await this.tableRate(em, ctx));
    else h.gsRateDate = null;
  }

  /**
   * The content an operation's first revision takes when a budget action comes before any save (the original
   * client may confirm a never-saved sheet): the unsaved sheet the screen shows, with its totals; no document.
   */
  async initialContent(em: EntityManager, dealId: number): Promise<RevisionContent> {
    const ctx = await this.context(em, dealId);
    const view = await this.viewOf(em, ctx, null);
    const { dealId: _d, saved: _s, version: _v, updatedAt: _u, updatedByName: _n, budgetStatus: _b, orgId: _o, gsRateFrozen: _g, chargeableWeightKg: _c, volumetricFactorLabel: _f, unreadableCells: _x, ivaDefaults: _i, totals, ivaSplit, ...payload } = view;
    return { data: JSON.stringify({ ...payload, totals, ivaSplit, unreadableCells: [] }), document: null, ...totals };
  }

  /**
   * The sale side as the client is billed (the cost summary sent to the client): the lines and their IVA split from
   * the same rows and weight, so the split's total is the sum of the lines to the cent. Null: never saved.
   */
  async saleSummary(actor: Actor, dealId: number): Promise<{ lines: SaleLine[]; split: SaleSplit } | null> {
    const ctx = forReader(actor, await this.context(this.ds.manager, dealId));
    const sheet = await this.stored(this.ds.manager, ctx.dealId);
    if (!sheet) return null;
    const defaults = await loadIvaDefaults(this.ds.manager);
    const payload = withIvaDefaults(parseStored(sheet.data), defaults);
    return { lines: costSheetSaleLines(payload, defaults, ctx.chargeableKg), split: costSheetIvaSplit(payload, defaults, ctx.chargeableKg) };
  }

  /**
   * A purchase row added to the operation's sheet (a provider's recorded rate): the sheet as stored plus the row,
   * saved through the same rules as the editor (budget lock, version, totals recomputed).
   */
  /** Appends a purchase row; given as a function, it is built from the sheet's header read for the append (its Gs/USD rate). */
  async appendPurchaseRow(
    actor: Actor,
    dealId: number,
    rowOrBuild: PurchaseRowInput | ((header: { gsRate: number; gsRateDate: string | null }) => PurchaseRowInput),
  ): Promise<CostSheetView> {
    const view = await this.get(actor, dealId);
    const row = typeof rowOrBuild === 'function' ? rowOrBuild(view.header) : rowOrBuild;
    const input = { ...view, compraRows: [...view.compraRows, { id: row.id, concepto: row.concepto, usdXKg: null, total: row.total, lockPerKg: false, sourceId: null }] };
    return this.save(actor, dealId, input as unknown as CostSheetInput, view.version);
  }

  /** An older (or the current) revision as a read-only sheet view: its own rows and totals, the operation's header facts. */
  async revisionSheet(actor: Actor, dealId: number, revisionId: number): Promise<CostSheetView> {
    const { revision, payload } = await this.revisions.get(actor, dealId, revisionId);
    const ctx = forReader(actor, await this.context(this.ds.manager, dealId));
    // IVA per line: the revision's rows with their stored rates (defaults where a row has none), split as its save stored it.
    const defaults = await loadIvaDefaults(this.ds.manager);
    const rated = withIvaDefaults(payload, defaults);
    const split = storedSplitOf(JSON.stringify(payload)) ?? costSheetIvaSplit(rated, defaults, ctx.chargeableKg);
    return toView(ctx, rated, revision.totals, { split, defaults }, { saved: true, version: 0, updatedAt: revision.updatedAt, updatedByName: revision.createdByName, gsRateFrozen: revision.status !== 'borrador' });
  }
}
