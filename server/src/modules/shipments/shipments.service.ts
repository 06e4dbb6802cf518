import {
  buildStatusReport,
  buildStatusReportDocument,
  CONFIRM_DATE_FIELD_KEY,
  isCalendarDate,
  isShipmentMode,
  type Milestone,
  MILESTONE_LABELS,
  MILESTONE_PLANNED_FIELD,
  type MilestoneCode,
  milestoneList,
  MILESTONES_BY_MODE,
  milestoneState,
  type MirrorFields,
  MODE_FIELD_KEY,
  operationFieldInput,
  type OperationFieldKey,
  readShipment,
  SHIPMENT_MODES,
  type ShipmentContainer,
  shipmentErrors,
  type ShipmentLeg,
  type ShipmentMode,
  shipmentModeOf,
  type ShipmentValues,
  STATUS_REPORT_MAX_DEALS,
  type StatusReport,
  statusReportFileName,
  writeShipment,
} from '@crm/domain';
import { type DataSource, type EntityManager, In } from 'typeorm';
import type { Actor } from '../../core/auth/actor';
import { requireActor } from '../../core/auth/actor';
import { requireWriter } from '../../core/auth/guards';
import { isDuplicateKey } from '../../core/db/db-errors';
import { lockCrmWrites } from '../../core/db/write-lock';
import { AppError, notFound, validation } from '../../core/errors/app-error';
import { renderPdf } from '../../core/pdf/render-pdf';
import { assertId } from '../../core/ids';
import type { AuditService } from '../audit';
import type { CustomFieldsService } from '../custom-fields';
import type { FiscalService } from '../fiscal';
import { DealCustomFieldEntity } from '../custom-fields/custom-field.entity';
import { type DealsService, type DealView, loadMirrorFields, loadModeDocuments, type ModeDetails, storeModeDetail } from '../deals';
import { DealEntity } from '../deals/deal.entity';
import { DealMilestoneEntity } from './deal-milestone.entity';
import { type SaveMilestoneInput, type SaveShipmentInput, SHIPMENT_MESSAGES } from './shipments.inputs';
import { CHIP_DEALS_MAX, IN_TRANSIT_MAX, type LateMilestoneView, type MilestoneView, type ShipmentRowView, type ShipmentView, type StatusReportView } from './shipments.types';

/** The operation fields the status report prints (cargo, route, terms, observations). */
const REPORT_FIELD_KEYS = ['tipo_operacion', 'modalidad_carga', 'origen_pto', 'destino_pto', 'incoterm', 'mercaderia', 'cant_bultos', 'unidad_bulto', 'peso_bruto', 'vol_m3', 'observaciones'] as const satisfies readonly OperationFieldKey[];

/** The office's day (America/Asuncion): what 'late' and the report's date are measured against. */
export function officeToday(now: number = Date.now()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Asuncion', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(now));
}

/** The REST path of a status report PDF (also for scripts): the first operation in the path, the others in deal_ids. */
export const statusReportPath = (dealIds: readonly number[]) =>
  `/api/deals/${dealIds[0]}/status-report${dealIds.length > 1 ? `?deal_ids=${dealIds.slice(1).join(',')}` : ''}`;

/** What one operation's shipment is read from. */
interface ShipmentSource {
  mode: ShipmentMode | null;
  docs: ModeDetails;
  mirrors: MirrorFields;
  rows: Milestone[];
}

const milestoneView = (m: Milestone): MilestoneView => ({ code: m.code, label: MILESTONE_LABELS[m.code], planned: m.planned, actual: m.actual });

/** The typed details of every mode and the milestones of the operation's mode. */
function shipmentOf(dealId: number, s: ShipmentSource): ShipmentView {
  const typed = Object.fromEntries(SHIPMENT_MODES.map((m) => [m, readShipment(m, s.docs[m], s.mirrors)])) as Record<ShipmentMode, ShipmentValues>;
  return {
    dealId,
    mode: s.mode,
    air: typed.air as never,
    ocean: typed.ocean as never,
    road: typed.road as never,
    multimodal: typed.multimodal as never,
    milestones: milestonesOf(s, typed).map(milestoneView),
  };
}

/** The mode's milestones in order; 'salida' and 'arribo' planned are the document's ETD and ETA (one store). */
function milestonesOf(s: ShipmentSource, typed?: Record<ShipmentMode, ShipmentValues>): Milestone[] {
  if (!s.mode) return [];
  const values = typed?.[s.mode] ?? readShipment(s.mode, s.docs[s.mode], s.mirrors);
  return milestoneList(s.mode, s.rows).map((m) => {
    const field = MILESTONE_PLANNED_FIELD[m.code];
    return field ? { ...m, planned: (values[field] as string | null) ?? null } : m;
  });
}

/** Audit changes of a milestone, as `<code>.planned` / `<code>.actual` (the Historial labels them). */
function milestoneChanges(before: Milestone, after: Milestone): Record<string, [unknown, unknown]> {
  const out: Record<string, [unknown, unknown]> = {};
  if (before.planned !== after.planned) out[`${after.code}.planned`] = [before.planned, after.planned];
  if (before.actual !== after.actual) out[`${after.code}.actual`] = [before.actual, after.actual];
  return out;
}

/**
 * Shipment execution (typed per-mode details, milestones, the 'En tránsito' table and the late-milestone
 * alerts). Every signed-in user reads operations (company records); writers (admin, venta, ops) write.
 * Typed details are written into the original client's mode documents (domain shipment.ts, ONE STORE).
 */
export class ShipmentsService {
  constructor(
    private readonly ds: DataSource,
    private readonly audit: AuditService,
    private readonly customFields: CustomFieldsService,
    /** The operations as the reader may see them (a status report of an invisible operation is NOT_FOUND). */
    private readonly deals: Pick<DealsService, 'get'> | null = null,
    /** The office's name printed on the reports (MAIL_FROM's name). */
    private readonly officeName: string | null = null,
    private readonly fiscal: FiscalService | null = null,
  ) {}

  private async sources(em: EntityManager, dealIds: readonly number[]): Promise<ShipmentSource[]> {
    const ids = [...new Set(dealIds)];
    if (!ids.length) return [];
    const [docs, mirrors, modes, rows] = await Promise.all([
      loadModeDocuments(em, ids),
      loadMirrorFields(em, ids),
      em.find(DealCustomFieldEntity, { where: { dealId: In(ids), key: MODE_FIELD_KEY }, select: { dealId: true, value: true } }),
      em.find(DealMilestoneEntity, { where: { dealId: In(ids) }, select: { dealId: true, code: true, plannedDate: true, actualDate: true } }),
    ]);
    const modeBy = new Map(modes.map((r) => [r.dealId, shipmentModeOf(r.value)]));
    const byId = new Map(
      ids.map((id, i) => {
        // Without a 'Tipo de envío' the operation runs with the mode whose document the original client saved.
        const mode = modeBy.get(id) ?? SHIPMENT_MODES.find((m) => docs[i][m]) ?? null;
        const own = rows.filter((r) => r.dealId === id).map((r) => ({ code: r.code as MilestoneCode, planned: r.plannedDate, actual: r.actualDate }));
        return [id, { mode, docs: docs[i], mirrors: mirrors[i], rows: own }] as const;
      }),
    );
    return dealIds.map((id) => byId.get(id)!);
  }

  private async requireDeal(em: EntityManager, id: number): Promise<DealEntity> {
    const deal = await em.findOne(DealEntity, { where: { id }, select: { id: true, reference: true } });
    if (!deal) throw notFound(SHIPMENT_MESSAGES.notFound);
    return deal;
  }

  async shipment(actor: Actor, id: number): Promise<ShipmentView> {
    requireActor(actor);
    const dealId = assertId(id, SHIPMENT_MESSAGES.notFound);
    await this.requireDeal(this.ds.manager, dealId);
    const [s] = await this.sources(this.ds.manager, [dealId]);
    return shipmentOf(dealId, s);
  }

  /** Batch for Deal.shipment (deals already read with visibility). */
  async shipmentsFor(dealIds: readonly number[]): Promise<ShipmentView[]> {
    const sources = await this.sources(this.ds.manager, dealIds);
    return dealIds.map((id, i) => shipmentOf(id, sources[i]));
  }

  /** Writes one mode's typed details into its document (unknown keys kept) and its mirrors into the operation's fields. */
  async save(actor: Actor, input: SaveShipmentInput): Promise<ShipmentView> {
    requireWriter(actor);
    const dealId = assertId(input.dealId, SHIPMENT_MESSAGES.notFound);
    if (!isShipmentMode(input.mode)) throw new AppError('VALIDATION', SHIPMENT_MESSAGES.mode, 'mode');
    const mode = input.mode;
    const values = Object.fromEntries(Object.entries(input[mode] ?? {}).filter(([, v]) => v !== undefined)) as Partial<ShipmentValues>;
    for (const [k, v] of Object.entries(values)) if (typeof v === 'string') values[k] = v.trim() === '' ? null : v.trim();
    if (typeof values.transshipmentPort === 'string') values.transshipmentPort = values.transshipmentPort.toUpperCase();
    if (typeof values.transshipmentAirport === 'string') values.transshipmentAirport = values.transshipmentAirport.toUpperCase();
    if (Array.isArray(values.containers)) {
      values.containers = (values.containers as ShipmentContainer[]).map((c) => ({ type: c.type?.trim() || null, number: c.number ? c.number.replace(/[\s\-/.]/g, '').toUpperCase() || null : null, seal: c.seal?.trim() || null }));
    }
    if (Array.isArray(values.legs)) {
      values.legs = (values.legs as ShipmentLeg[]).map((l) => ({ mode: l.mode ?? null, carrier: l.carrier ?? null, from: l.from ?? null, to: l.to ?? null, reference: l.reference ?? null, etd: l.etd ?? null, eta: l.eta ?? null }));
    }
    const errors = Object.entries(shipmentErrors(mode, values));
    if (errors.length) throw new AppError('VALIDATION', errors[0][1], `${mode}.${errors[0][0]}`);
    await this.ds.transaction(async (em) => {
      await lockCrmWrites(em);
      const deal = await this.requireDeal(em, dealId);
      const [s] = await this.sources(em, [dealId]);
      const before = readShipment(mode, s.docs[mode], s.mirrors);
      const milestonesBefore = milestonesOf(s);
      const { doc, fields } = writeShipment(mode, s.docs[mode], values, s.mirrors);
      const changes: Record<string, unknown> = {};
      const after = readShipment(mode, doc, { ...s.mirrors, ...Object.fromEntries(fields.map((f) => [f.key, f.value])) });
      for (const k of Object.keys(after)) {
        if (JSON.stringify(before[k]) !== JSON.stringify(after[k])) changes[`${mode}.${k}`] = [before[k], after[k]];
      }
      if (!Object.keys(changes).length) return;
      await storeModeDetail(em, dealId, mode, doc, actor.id);
      let fieldLabels: Record<string, string> = {};
      if (fields.length) {
        const written = await this.customFields.writeDealFieldsIn(em, actor, dealId, fields.map((f) => operationFieldInput(f.key, f.value ?? '')));
        fieldLabels = written.labels;
      }
      await this.audit.log(
        actor,
        {
          action: 'update',
          entity: 'deal',
          entityId: dealId,
          description: `Detalles de ${mode} de la operación ${deal.reference} guardados`,
          meta: { mode, changes, ...(Object.keys(fieldLabels).length ? { fieldLabels } : {}) },
        },
        em,
      );
      // ETD and ETA are the planned departure and arrival: their change is a milestone change too.
      if (s.mode === mode) {
        const [s2] = await this.sources(em, [dealId]);
        const milestonesAfter = milestonesOf(s2);
        for (const [i, m] of milestonesAfter.entries()) await this.logMilestone(em, actor, deal, milestonesBefore[i], m);
      }
    });
    return this.shipment(actor, dealId);
  }

  private async logMilestone(em: EntityManager, actor: Actor, deal: DealEntity, before: Milestone, after: Milestone): Promise<void> {
    const changes = milestoneChanges(before, after);
    if (!Object.keys(changes).length) return;
    await this.audit.log(
      actor,
      {
        action: 'milestone',
        entity: 'deal',
        entityId: deal.id,
        description: `Hito «${MILESTONE_LABELS[after.code]}» de la operación ${deal.reference} actualizado`,
        meta: { changes, milestone: { code: after.code, label: MILESTONE_LABELS[after.code], planned: after.planned, actual: after.actual } },
      },
      em,
    );
  }

  /** Sets a milestone's planned and actual days (undefined: leave; null: clear). */
  async saveMilestone(actor: Actor, input: SaveMilestoneInput): Promise<ShipmentView> {
    requireWriter(actor);
    const dealId = assertId(input.dealId, SHIPMENT_MESSAGES.notFound);
    const code = input.code as MilestoneCode;
    for (const k of ['planned', 'actual'] as const) {
      const v = input[k];
      if (v !== undefined && v !== null && v !== '' && !isCalendarDate(v)) throw new AppError('VALIDATION', SHIPMENT_MESSAGES.badDate, k);
    }
    const norm = (v: string | null | undefined) => (v === undefined ? undefined : v ? v : null);
    const planned = norm(input.planned);
    const actual = norm(input.actual);
    await this.ds.transaction(async (em) => {
      await lockCrmWrites(em);
      const deal = await this.requireDeal(em, dealId);
      const [s] = await this.sources(em, [dealId]);
      if (!s.mode) throw new AppError('VALIDATION', SHIPMENT_MESSAGES.noMode, 'code');
      if (!MILESTONES_BY_MODE[s.mode].includes(code)) throw new AppError('VALIDATION', SHIPMENT_MESSAGES.notInMode, 'code');
      const before = milestonesOf(s).find((m) => m.code === code)!;
      const after: Milestone = { code, planned: planned === undefined ? before.planned : planned, actual: actual === undefined ? before.actual : actual };
      if (!Object.keys(milestoneChanges(before, after)).length) return;
      const docField = MILESTONE_PLANNED_FIELD[code];
      if (docField && after.planned !== before.planned) {
        const { doc } = writeShipment(s.mode, s.docs[s.mode], { [docField]: after.planned }, s.mirrors);
        await storeModeDetail(em, dealId, s.mode, doc, actor.id);
      }
      const row = { plannedDate: docField ? null : after.planned, actualDate: after.actual, updatedByUserId: actor.id };
      const res = await em.update(DealMilestoneEntity, { dealId, code }, row);
      if (!res.affected) {
        try {
          await em.insert(DealMilestoneEntity, { dealId, code, ...row });
        } catch (e) {
          if (!isDuplicateKey(e)) throw e;
          await em.update(DealMilestoneEntity, { dealId, code }, row);
        }
      }
      await this.logMilestone(em, actor, deal, before, after);
    });
    return this.shipment(actor, dealId);
  }

  /** Confirmed open operations (f_confirm set), newest first, at most IN_TRANSIT_MAX. */
  private async confirmedIds(em: EntityManager, ownedBy: number | null = null): Promise<Array<Pick<DealEntity, 'id' | 'reference' | 'title'>>> {
    const qb = em
      .createQueryBuilder(DealEntity, 'd')
      .select(['d.id', 'd.reference', 'd.title'])
      .where("d.status = 'open'")
      .andWhere(
        "EXISTS (SELECT 1 FROM deal_custom_fields cf WHERE cf.deal_id = d.id AND cf.`key` = :confirmKey AND cf.value IS NOT NULL AND cf.value <> '')",
        { confirmKey: CONFIRM_DATE_FIELD_KEY },
      )
      .orderBy('d.id', 'DESC')
      .limit(IN_TRANSIT_MAX);
    // The operation's owner: its advisor, or whoever created it while it has none.
    if (ownedBy !== null) qb.andWhere('(d.advisorUserId = :owner OR (d.advisorUserId IS NULL AND d.createdByUserId = :owner))', { owner: ownedBy });
    return qb.getMany();
  }

  /**
   * The 'En tránsito' table: confirmed open operations with a mode, ordered by their next milestone's
   * planned day (those without one last); `etaFrom` / `etaTo` keep those whose ETA falls in the window.
   */
  async inTransit(actor: Actor, window: { etaFrom?: string | null; etaTo?: string | null }): Promise<ShipmentRowView[]> {
    requireActor(actor);
    for (const k of ['etaFrom', 'etaTo'] as const) {
      const v = window[k];
      if (v && !isCalendarDate(v)) throw new AppError('VALIDATION', SHIPMENT_MESSAGES.badDate, k);
    }
    const deals = await this.confirmedIds(this.ds.manager);
    const rows = await this.rowsOf(deals);
    const next = (r: ShipmentRowView) => r.milestones.find((m) => !m.actual && m.planned)?.planned ?? '9999-12-31';
    return rows
      .filter((r) => r.mode && (!window.etaFrom || (r.eta && r.eta >= window.etaFrom)) && (!window.etaTo || (r.eta && r.eta <= window.etaTo)))
      .sort((a, b) => next(a).localeCompare(next(b)) || b.dealId - a.dealId);
  }

  private async rowsOf(deals: ReadonlyArray<Pick<DealEntity, 'id' | 'reference' | 'title'>>): Promise<ShipmentRowView[]> {
    const sources = await this.sources(this.ds.manager, deals.map((d) => d.id));
    return deals.map((d, i) => {
      const list = milestonesOf(sources[i]);
      const at = (c: MilestoneCode) => list.find((m) => m.code === c)?.planned ?? null;
      return { dealId: d.id, reference: d.reference ?? `#${d.id}`, title: d.title, mode: sources[i].mode, etd: at('salida'), eta: at('arribo'), milestones: list.map(milestoneView) };
    });
  }

  /** The milestones of the kanban's cards (the chip): the client picks the next one and its lateness with its own day. */
  async milestonesOfDeals(actor: Actor, dealIds: readonly number[]): Promise<ShipmentRowView[]> {
    requireActor(actor);
    const ids = [...new Set(dealIds)].filter((id) => Number.isSafeInteger(id) && id > 0).slice(0, CHIP_DEALS_MAX);
    if (!ids.length) return [];
    const deals = await this.ds.manager.find(DealEntity, { where: { id: In(ids) }, select: { id: true, reference: true, title: true } });
    const rows = await this.rowsOf(deals);
    return rows.filter((r) => r.milestones.some((m) => m.planned || m.actual));
  }

  /**
   * The agenda's alerts: milestones of confirmed open operations whose planned day is before `today` without an actual
   * one; `mine` keeps those of operations the actor owns (the agenda of someone who does not run operations).
   */
  async lateMilestones(actor: Actor, today: string, mine = false): Promise<LateMilestoneView[]> {
    requireActor(actor);
    if (!isCalendarDate(today)) throw new AppError('VALIDATION', SHIPMENT_MESSAGES.today, 'today');
    const rows = await this.rowsOf(await this.confirmedIds(this.ds.manager, mine ? actor.id : null));
    return rows
      .flatMap((r) =>
        r.milestones
          .filter((m) => milestoneState(m, today) === 'late')
          .map((m) => ({ dealId: r.dealId, reference: r.reference, title: r.title, code: m.code, label: m.label, planned: m.planned! })),
      )
      .sort((a, b) => a.planned.localeCompare(b.planned) || a.dealId - b.dealId)
      .slice(0, IN_TRANSIT_MAX);
  }

  /**
   * The "STATUS DE EMBARQUE" of one or several operations of one client (the first id leads; duplicates
   * dropped). Every operation must be one the reader sees and all of one organization.
   */
  async statusReport(actor: Actor, dealIds: readonly number[], now: number = Date.now()): Promise<StatusReportView> {
    return (await this.report(actor, dealIds, now)).view;
  }

  private async report(actor: Actor, dealIds: readonly number[], now: number): Promise<{ view: StatusReportView; report: StatusReport; businessUnitId: number | null }> {
    requireActor(actor);
    if (!this.deals) throw new Error('ShipmentsService sin DealsService');
    const ids = [...new Set(dealIds.map((id) => assertId(id, SHIPMENT_MESSAGES.notFound)))];
    if (!ids.length) throw validation(SHIPMENT_MESSAGES.reportEmpty);
    if (ids.length > STATUS_REPORT_MAX_DEALS) throw validation(SHIPMENT_MESSAGES.reportTooMany);
    const deals: DealView[] = [];
    for (const id of ids) deals.push(await this.deals.get(actor, id));
    const orgId = deals[0].orgId;
    if (deals.some((d) => d.orgId !== orgId)) throw validation(SHIPMENT_MESSAGES.reportOneClient);
    const [sources, fieldRows] = await Promise.all([
      this.sources(this.ds.manager, ids),
      this.ds.manager.find(DealCustomFieldEntity, { where: { dealId: In(ids), key: In([...REPORT_FIELD_KEYS]) }, select: { dealId: true, key: true, value: true } }),
    ]);
    const today = officeToday(now);
    const report = buildStatusReport(
      deals[0].orgName ?? '',
      today,
      deals.map((d, i) => {
        const s = sources[i];
        const fields = Object.fromEntries(fieldRows.filter((r) => r.dealId === d.id).map((r) => [r.key, r.value]));
        return { reference: d.reference, title: d.title, mode: s.mode, fields, details: s.mode ? readShipment(s.mode, s.docs[s.mode], s.mirrors) : null, milestones: milestonesOf(s) };
      }),
    );
    const view = {
      orgId,
      client: report.client,
      date: report.date,
      fileName: statusReportFileName(report),
      pdfUrl: statusReportPath(ids),
      operations: report.operations.map((o, i) => ({ ...o, dealId: ids[i] })),
    };
    return { view, report, businessUnitId: deals[0].businessUnitId };
  }

  /** The report as a PDF (A4, pdfmake offline): the operation's preview, the REST download and the e-mail attachment. */
  async statusReportPdf(actor: Actor, dealIds: readonly number[], now: number = Date.now()): Promise<{ fileName: string; body: Buffer }> {
    const { view, report, businessUnitId } = await this.report(actor, dealIds, now);
    // The letterhead of the (first) operation's business unit, as its quote and invoices carry.
    const letterhead = businessUnitId !== null && this.fiscal ? await this.fiscal.letterhead(businessUnitId) : null;
    const doc = buildStatusReportDocument(report, { officeName: this.officeName ?? undefined, letterhead });
    return { fileName: view.fileName, body: await renderPdf(doc) };
  }
}
