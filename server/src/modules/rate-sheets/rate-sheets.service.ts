import {
  canReadRecord,
  containersByType,
  paraguayToday,
  operationMeasures,
  parseRateCsv,
  pricedChargesToCostRows,
  priceRateSheet,
  type RateCharge,
  type OperationFieldKey,
  type RateMode,
  RATE_SHEET_MESSAGES as M,
  type RateSheetData,
  rateSheetErrors,
  rateSheetFitsLane,
  rateSheetRefusal,
  rateSheetValidity,
  revenueTons,
  shipmentModeOf,
  splitPlaceValue,
  WEIGHT_BREAKS,
  type WeightBreak,
} from '@crm/domain';
import Papa from 'papaparse';
import type { DataSource, EntityManager } from 'typeorm';
import { In } from 'typeorm';
import type { Actor } from '../../core/auth/actor';
import type { Services } from '../../core/services';
import { requireActor } from '../../core/auth/actor';
import { requireWriter } from '../../core/auth/guards';
import { lockCrmWrites } from '../../core/db/write-lock';
import { AppError, conflict, notFound, validation } from '../../core/errors/app-error';
import { assertId } from '../../core/ids';
import { auditChanges, createdChanges, deletedChanges, type AuditService } from '../audit';
import { DealCustomFieldEntity } from '../custom-fields/custom-field.entity';
import { DealEntity } from '../deals/deal.entity';
import { OrganizationEntity } from '../organizations/organization.entity';
import { ParamValueEntity } from '../params/param-value.entity';
import { UserEntity } from '../users/user.entity';
import { RateSheetEntity } from './rate-sheet.entity';
import { RATE_CSV_MAX, RATE_SHEET_INPUT_MESSAGES, type RateChargeInput, type RateSheetInput, type WeightBreaksInput } from './rate-sheets.inputs';
import { RATE_SHEETS_MAX, type RateChargeView, type RatePricingView, type RateSheetProposalsView, type RateSheetView, type WeightBreaksView } from './rate-sheets.types';

/** The operation fields the pricing reads: its mode, lane, weight, measures and volume. */
const PRICING_FIELD_KEYS = ['modalidad_carga', 'origen_pto', 'destino_pto', 'peso_bruto', 'dimensiones', 'vol_m3'] as const satisfies readonly OperationFieldKey[];

/** GraphQL names of the weight breaks ('-45' is not a name). */
const BREAK_FIELDS: Record<WeightBreak, keyof WeightBreaksInput> = { '-45': 'm45', '+45': 'p45', '+100': 'p100', '+300': 'p300', '+500': 'p500', '+1000': 'p1000' };

const text = (v: string | null | undefined): string | null => {
  const s = typeof v === 'string' ? v.trim() : '';
  return s ? s : null;
};
const num = (v: number | null | undefined): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** The input's charges as the domain reads them (breaks by their own names, empty cells dropped). */
function chargesOf(list: readonly RateChargeInput[]): RateCharge[] {
  return list.map((c) => {
    const breaks: Partial<Record<WeightBreak, number>> = {};
    for (const b of WEIGHT_BREAKS) {
      const v = num(c.breaks?.[BREAK_FIELDS[b]]);
      if (v !== null) breaks[b] = v;
    }
    return {
      concepto: (c.concepto ?? '').trim(),
      basis: c.basis as RateCharge['basis'],
      ...(c.basis === 'weight_breaks' ? { breaks } : {}),
      ...(c.basis === 'container' ? { equipo: text(c.equipo) } : {}),
      rate: c.basis === 'weight_breaks' ? null : num(c.rate),
      minimum: num(c.minimum),
    };
  });
}

function dataOf(input: RateSheetInput): RateSheetData & { notes: string | null } {
  return {
    mode: input.mode as RateMode,
    origin: input.origin.trim(),
    destination: input.destination.trim(),
    validFrom: input.validFrom,
    validTo: input.validTo,
    currency: input.currency as RateSheetData['currency'],
    charges: chargesOf(input.charges),
    notes: text(input.notes),
  };
}

/** The domain's verdict, its first problem as the error (with the field it belongs to). */
function assertValid(data: RateSheetData): void {
  const errors = rateSheetErrors(data);
  const first = Object.entries(errors)[0];
  if (first) throw new AppError('VALIDATION', first[1], first[0]);
}

function parseCharges(json: string): RateCharge[] {
  try {
    const v = JSON.parse(json) as unknown;
    return Array.isArray(v) ? (v as RateCharge[]) : [];
  } catch {
    return [];
  }
}

function chargeView(c: RateCharge): RateChargeView {
  const breaks: WeightBreaksView | null =
    c.basis === 'weight_breaks'
      ? (Object.fromEntries(WEIGHT_BREAKS.map((b) => [BREAK_FIELDS[b], num(c.breaks?.[b] ?? null)])) as unknown as WeightBreaksView)
      : null;
  return { concepto: c.concepto, basis: c.basis, breaks, equipo: c.equipo ?? null, rate: num(c.rate ?? null), minimum: num(c.minimum ?? null) };
}

interface SheetRow {
  sheet: RateSheetEntity;
  orgName: string;
  orgOwnerId: number | null;
  orgVisibility: string | null;
  updatedByName: string | null;
}

/**
 * Rate sheets: everyone signed in reads those of organizations they see (another user's private organization's
 * sheets are NOT_FOUND, as the organization is); the cost sheet's writers (admin, ops, venta) write them. Every write
 * is audited with its changes. Pricing against an operation is a read: the client loads the rows into its cost sheet
 * and saves it as any other edit.
 */
export class RateSheetsService {
  constructor(
    private readonly ds: DataSource,
    private readonly audit: AuditService,
    private readonly costSheets: Services['costSheets'],
    private readonly shipments: Services['shipments'],
  ) {}

  private today(): string {
    return paraguayToday(new Date());
  }

  private async rows(em: EntityManager, where: { ids?: number[]; orgId?: number | null; mode?: string | null }): Promise<SheetRow[]> {
    const qb = em
      .createQueryBuilder(RateSheetEntity, 's')
      .innerJoin(OrganizationEntity, 'o', 'o.id = s.orgId')
      .leftJoin(UserEntity, 'u', 'u.id = s.updatedByUserId')
      .addSelect(['o.name AS orgName', 'o.ownerUserId AS orgOwnerId', 'o.visibility AS orgVisibility', 'u.name AS updatedByName'])
      .orderBy('s.validTo', 'DESC')
      .addOrderBy('s.id', 'DESC')
      .limit(RATE_SHEETS_MAX);
    if (where.ids) qb.andWhere('s.id IN (:...ids)', { ids: where.ids.length ? where.ids : [0] });
    if (where.orgId) qb.andWhere('s.orgId = :orgId', { orgId: where.orgId });
    if (where.mode) qb.andWhere('s.mode = :mode', { mode: where.mode });
    const { entities, raw } = await qb.getRawAndEntities();
    return entities.map((sheet, i) => {
      const r = raw[i] as Record<string, unknown>;
      return {
        sheet,
        orgName: r.orgName == null ? '' : String(r.orgName),
        orgOwnerId: r.orgOwnerId == null ? null : Number(r.orgOwnerId),
        orgVisibility: r.orgVisibility == null ? null : String(r.orgVisibility),
        updatedByName: r.updatedByName == null ? null : String(r.updatedByName),
      };
    });
  }

  private visible(actor: Actor, rows: SheetRow[]): SheetRow[] {
    return rows.filter((r) => canReadRecord(actor, { ownerUserId: r.orgOwnerId, visibility: r.orgVisibility }));
  }

  private view(r: SheetRow, today: string): RateSheetView {
    const s = r.sheet;
    return {
      id: s.id,
      orgId: s.orgId,
      orgName: r.orgName,
      mode: s.mode,
      origin: s.origin,
      destination: s.destination,
      validFrom: s.validFrom,
      validTo: s.validTo,
      validity: rateSheetValidity(s, today),
      currency: s.currency,
      notes: s.notes,
      charges: parseCharges(s.charges).map(chargeView),
      version: s.version,
      updatedAt: s.updatedAt,
      updatedByName: r.updatedByName,
    };
  }

  private async one(em: EntityManager, actor: Actor, id: number): Promise<SheetRow> {
    const sheetId = assertId(id, M.notFound);
    const [row] = this.visible(actor, await this.rows(em, { ids: [sheetId] }));
    if (!row) throw notFound(M.notFound);
    return row;
  }

  async list(actor: Actor, filter: { orgId?: number | null; mode?: string | null } = {}): Promise<RateSheetView[]> {
    requireActor(actor);
    const today = this.today();
    return this.visible(actor, await this.rows(this.ds.manager, filter)).map((r) => this.view(r, today));
  }

  async get(actor: Actor, id: number): Promise<RateSheetView> {
    requireActor(actor);
    return this.view(await this.one(this.ds.manager, actor, id), this.today());
  }

  /** The organization must exist and be visible to the writer (a private one of someone else is NOT_FOUND). */
  private async requireOrg(em: EntityManager, actor: Actor, orgId: number): Promise<OrganizationEntity> {
    const org = await em.findOne(OrganizationEntity, { where: { id: orgId }, select: { id: true, name: true, ownerUserId: true, visibility: true } });
    if (!org || !canReadRecord(actor, { ownerUserId: org.ownerUserId, visibility: org.visibility })) throw new AppError('NOT_FOUND', M.organizationNotFound, 'orgId');
    return org;
  }

  /**
   * A place typed as a bare code ('ASU', 'CNSHA') becomes its list value ('ASU Asunción (Silvio Pettirossi)'), so the
   * sheet also matches operations whose origin or destination is typed by name.
   */
  private async withPlaceNames<D extends Pick<RateSheetData, 'mode' | 'origin' | 'destination'>>(em: EntityManager, data: D): Promise<D> {
    const list = data.mode === 'air' ? 'aeropuerto' : 'puerto';
    const values = await em.find(ParamValueEntity, { where: { key: list }, select: { value: true } });
    const byCode = new Map(values.map((v) => [splitPlaceValue(v.value).code, v.value.trim()]));
    const named = (place: string) => (/^[A-Za-z0-9]{3,5}$/.test(place) ? (byCode.get(place.toUpperCase()) ?? place) : place);
    return { ...data, origin: named(data.origin), destination: named(data.destination) };
  }

  private fields(data: RateSheetData & { notes: string | null }, orgId: number) {
    return {
      orgId,
      mode: data.mode,
      origin: data.origin,
      destination: data.destination,
      validFrom: data.validFrom,
      validTo: data.validTo,
      currency: data.currency,
      charges: JSON.stringify(data.charges),
      notes: data.notes,
    };
  }

  private async insert(em: EntityManager, actor: Actor, org: OrganizationEntity, data: RateSheetData & { notes: string | null }): Promise<number> {
    const fields = this.fields(await this.withPlaceNames(em, data), org.id);
    const res = await em.insert(RateSheetEntity, { ...fields, version: 1, updatedByUserId: actor.id });
    const id = Number(res.identifiers[0].id);
    await this.audit.log(
      actor,
      { action: 'create', entity: 'rate_sheet', entityId: id, description: `Tarifa de ${org.name ?? ''}: ${data.origin} → ${data.destination}`, meta: { changes: createdChanges(fields) } },
      em,
    );
    return id;
  }

  async create(actor: Actor, input: RateSheetInput): Promise<RateSheetView> {
    requireWriter(actor);
    const data = dataOf(input);
    assertValid(data);
    const id = await this.write(async (em) => this.insert(em, actor, await this.requireOrg(em, actor, input.orgId), data));
    return this.get(actor, id);
  }

  async update(actor: Actor, id: number, version: number, input: RateSheetInput): Promise<RateSheetView> {
    requireWriter(actor);
    const data = dataOf(input);
    assertValid(data);
    await this.write(async (em) => {
      const row = await this.one(em, actor, id);
      const org = await this.requireOrg(em, actor, input.orgId);
      const s = row.sheet;
      const before = { orgId: s.orgId, mode: s.mode, origin: s.origin, destination: s.destination, validFrom: s.validFrom, validTo: s.validTo, currency: s.currency, charges: s.charges, notes: s.notes };
      const next = this.fields(await this.withPlaceNames(em, data), org.id);
      const changes = auditChanges(before, next);
      if (!Object.keys(changes).length) return;
      // Optimistic locking: the UPDATE only lands on the version the editor started from.
      const res = await em.createQueryBuilder().update(RateSheetEntity).set({ ...next, version: s.version + 1, updatedByUserId: actor.id }).where('id = :id AND version = :version', { id: s.id, version }).execute();
      if (!res.affected) throw conflict(M.version);
      await this.audit.log(actor, { action: 'update', entity: 'rate_sheet', entityId: s.id, description: `Tarifa de ${org.name ?? ''} modificada`, meta: { changes } }, em);
    });
    return this.get(actor, id);
  }

  /** Returns the deleted id. */
  async remove(actor: Actor, id: number): Promise<number> {
    requireWriter(actor);
    return this.write(async (em) => {
      const row = await this.one(em, actor, id);
      const s = row.sheet;
      await em.delete(RateSheetEntity, { id: s.id });
      await this.audit.log(
        actor,
        {
          action: 'delete',
          entity: 'rate_sheet',
          entityId: s.id,
          description: `Tarifa de ${row.orgName} eliminada`,
          meta: { changes: deletedChanges({ orgId: s.orgId, mode: s.mode, origin: s.origin, destination: s.destination, validFrom: s.validFrom, validTo: s.validTo, currency: s.currency }) },
        },
        em,
      );
      return s.id;
    });
  }

  /**
   * A CSV of charges (domain RATE_CSV): each sheet whose rows read well and whose organization the writer sees (by id
   * or exact name, accents and case aside) is created; the others are errors on their lines. One transaction.
   */
  async importCsv(actor: Actor, csv: string): Promise<{ created: number; errors: Array<{ line: number; message: string }> }> {
    requireWriter(actor);
    if (typeof csv !== 'string' || !csv.trim() || csv.length > RATE_CSV_MAX) throw new AppError('VALIDATION', RATE_SHEET_INPUT_MESSAGES.csv, 'csv');
    const body = csv.replace(/^\ufeff/, '');
    const sep = Papa.parse<string[]>(body, { preview: 20, delimitersToGuess: [';', ',', '\t'], skipEmptyLines: 'greedy' }).meta.delimiter || ';';
    const all = Papa.parse<string[]>(body, { delimiter: sep, skipEmptyLines: false }).data;
    const headerAt = all.findIndex((r) => r.some((v) => v.trim() !== ''));
    const rows = all.flatMap((values, i) => (i > headerAt && values.some((v) => v.trim() !== '') ? [{ line: i + 1, values }] : []));
    if (headerAt < 0 || !rows.length) throw new AppError('VALIDATION', RATE_SHEET_INPUT_MESSAGES.csvEmpty, 'csv');
    const parsed = parseRateCsv(all[headerAt], rows);
    const errors = [...parsed.errors];
    const created = await this.write(async (em) => {
      const orgs = await em.find(OrganizationEntity, { select: { id: true, name: true, ownerUserId: true, visibility: true } });
      const seen = orgs.filter((o) => canReadRecord(actor, { ownerUserId: o.ownerUserId, visibility: o.visibility }));
      const fold = (t: string) => t.normalize('NFKD').replace(/\p{M}/gu, '').trim().toLowerCase();
      let n = 0;
      for (const s of parsed.sheets) {
        const org = /^\d+$/.test(s.org) ? seen.find((o) => o.id === Number(s.org)) : seen.find((o) => fold(o.name ?? '') === fold(s.org));
        if (!org) {
          errors.push({ line: s.lines[0], message: `${M.organizationNotFound}: ${s.org}` });
          continue;
        }
        await this.insert(em, actor, org, s.data);
        n += 1;
      }
      return n;
    });
    errors.sort((a, b) => a.line - b.line);
    return { created, errors: errors.slice(0, RATE_SHEETS_MAX) };
  }

  /** The operation as the pricing sees it: its mode, lane, the cost sheet's weight to use, W/M and containers. */
  private async operation(actor: Actor, dealId: number) {
    const id = assertId(dealId, M.notFound);
    const deal = await this.ds.manager.findOne(DealEntity, { where: { id }, select: { id: true } });
    if (!deal) throw notFound();
    // The cost sheet's view checks who may read the operation, and gives its weight to use.
    const sheet = await this.costSheets.get(actor, id);
    const fields = await this.ds.manager.find(DealCustomFieldEntity, {
      where: { dealId: id, key: In([...PRICING_FIELD_KEYS]) },
      select: { key: true, value: true },
    });
    const f = Object.fromEntries(fields.map((r) => [r.key, r.value])) as Record<string, string | null>;
    const shipmentMode = shipmentModeOf(f.modalidad_carga);
    const mode: RateMode | null = shipmentMode === 'air' || shipmentMode === 'ocean' || shipmentMode === 'road' ? shipmentMode : null;
    const measures = operationMeasures({ peso_bruto: f.peso_bruto, dimensiones: f.dimensiones, vol_m3: f.vol_m3, modalidad_carga: f.modalidad_carga });
    const shipment = await this.shipments.shipment(actor, id);
    const weightKg = sheet.header.pesoKg && sheet.header.pesoKg > 0 ? sheet.header.pesoKg : sheet.chargeableWeightKg;
    return {
      dealId: id,
      mode,
      origin: f.origen_pto ?? null,
      destination: f.destino_pto ?? null,
      chargeableKg: weightKg ?? 0,
      revenueTons: revenueTons(measures.volumeM3, measures.grossKg),
      containers: containersByType(shipment.ocean.containers ?? []),
      gsRate: sheet.header.gsRate,
    };
  }

  /** 'Cargar tarifa': the sheets of the operation's mode and lane, valid ones first, then by validity end. */
  async proposals(actor: Actor, dealId: number): Promise<RateSheetProposalsView> {
    requireActor(actor);
    const op = await this.operation(actor, dealId);
    const today = this.today();
    const sheets = op.mode
      ? this.visible(actor, await this.rows(this.ds.manager, { mode: op.mode }))
          .filter((r) => rateSheetFitsLane(r.sheet as unknown as RateSheetData, op.mode, op.origin, op.destination))
          .map((r) => this.view(r, today))
          .sort((a, b) => Number(b.validity === 'vigente') - Number(a.validity === 'vigente'))
      : [];
    return { dealId: op.dealId, mode: op.mode, origin: op.origin, destination: op.destination, chargeableKg: op.chargeableKg, revenueTons: op.revenueTons, containers: op.containers, sheets };
  }

  /** The sheet priced against the operation, as purchase rows (USD); an expired or future sheet is refused with its dates. */
  async price(actor: Actor, dealId: number, rateSheetId: number): Promise<RatePricingView> {
    requireActor(actor);
    const op = await this.operation(actor, dealId);
    const row = await this.one(this.ds.manager, actor, rateSheetId);
    const s = row.sheet;
    const refusal = rateSheetRefusal(s, this.today());
    if (refusal) throw new AppError('VALIDATION', refusal, 'rateSheetId');
    if (!op.mode) throw validation(M.noMode);
    if (!rateSheetFitsLane(s as unknown as RateSheetData, op.mode, op.origin, op.destination)) throw new AppError('VALIDATION', M.laneMismatch, 'rateSheetId');
    const pricing = priceRateSheet({ currency: s.currency as RateSheetData['currency'], charges: parseCharges(s.charges) }, { chargeableKg: op.chargeableKg, containers: op.containers, revenueTons: op.revenueTons, trucks: 1 });
    const rows = pricedChargesToCostRows(pricing, `tarifa-${s.id}`, op.gsRate);
    return {
      rateSheetId: s.id,
      currency: pricing.currency,
      total: pricing.total,
      lines: pricing.lines.map((l) => ({ ...l, equipo: l.equipo ?? null, weightBreak: l.weightBreak ?? null })),
      skipped: pricing.skipped,
      rows: rows.map((r) => ({
        id: r.id,
        concepto: r.concepto,
        usdXKg: r.usdXKg ?? null,
        total: r.total ?? null,
        lockPerKg: Boolean(r.lockPerKg),
        equipo: r.equipo ?? null,
        cantidad: r.cantidad ?? null,
        usdXUnidad: r.usdXUnidad ?? null,
      })),
    };
  }

  private async write<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    return this.ds.transaction(async (em) => {
      await lockCrmWrites(em);
      return work(em);
    });
  }
}
