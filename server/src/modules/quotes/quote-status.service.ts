import {
  CLOSE_REASONS_PARAM,
  closeRequestError,
  isQuoteStatus,
  normalizeQuote,
  officeDayStartMs,
  OUTCOME_MESSAGES,
  type Quote,
  QUOTE_ACCEPTED_STAGE_PARAM,
  quoteDisplayStatus,
  quoteFunnel,
  quoteOpenUntil,
  type QuoteFunnelRow,
  type QuoteStatus,
  QUOTE_STATUS_LABELS,
  QUOTE_STATUS_MESSAGES,
  quoteStatusTargets,
  quoteStatusTransitionError,
  quoteValidUntil,
} from '@crm/domain';
import { type DataSource, type EntityManager, In } from 'typeorm';
import type { Actor } from '../../core/auth/actor';
import { requireActor } from '../../core/auth/actor';
import { requireWriter } from '../../core/auth/guards';
import { lockCrmWrites } from '../../core/db/write-lock';
import { AppError, notFound, validation } from '../../core/errors/app-error';
import { assertId } from '../../core/ids';
import type { AuditService } from '../audit';
import type { DealsService } from '../deals';
import { DealEntity } from '../deals/deal.entity';
import { ParamValueEntity } from '../params/param-value.entity';
import { StageEntity } from '../pipelines/stage.entity';
import { UserEntity } from '../users/user.entity';
import { QuoteStatusEntity } from './quote-status.entity';
import { QUOTE_STATUS_INPUT_MESSAGES as IM, type QuoteStatusInput } from './quote-status.inputs';
import type { QuoteFunnelRowView, QuoteLifecycleView, QuoteStatusResultView } from './quote-status.types';
import { QuoteVersionEntity } from './quote-version.entity';

/** The office's day (America/Asuncion): what 'vencida' is measured against. */
const officeDay = (now: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Asuncion', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(now));

type Budget = { confirm(actor: Actor, orgId: number, opts: { dealId?: number | null }): Promise<unknown> };

function lifecycleOf(version: Pick<QuoteVersionEntity, 'id' | 'versionNo' | 'data'>, row: QuoteStatusEntity | null, today: string): QuoteLifecycleView {
  const status: QuoteStatus = row && isQuoteStatus(row.status) ? row.status : 'borrador';
  const q = normalizeQuote((version.data ?? {}) as unknown as Partial<Record<keyof Quote, unknown>>);
  const validUntil = quoteValidUntil(q.fecha, q.validezOferta);
  const display = quoteDisplayStatus(status, validUntil, today);
  return {
    quoteId: version.id,
    versionNo: version.versionNo,
    status,
    displayStatus: display,
    label: QUOTE_STATUS_LABELS[display],
    validUntil,
    sentAt: row?.sentAt ?? null,
    answeredAt: row?.answeredAt ?? null,
    reason: row?.reason ?? null,
    reasonText: row?.reasonText ?? null,
    targets: [...quoteStatusTargets(status)],
  };
}

/**
 * Writes deals.quote_open_until (migration 1766900000000: the kanban card's 'vencida' mark) from the operation's
 * latest version and its status, in the caller's transaction: after a version is saved and after a status
 * changes. A plain UPDATE keeps updated_at (MariaDB's ON UPDATE otherwise counts it as a touch of the
 * operation) and goes through the deals triggers, so the board's kept columns are read again.
 */
export async function refreshQuoteOpenUntil(em: EntityManager, dealId: number): Promise<void> {
  const latest = await em.findOne(QuoteVersionEntity, { where: { dealId }, order: { versionNo: 'DESC' }, select: { id: true, data: true } });
  let until: string | null = null;
  if (latest) {
    const row = await em.findOne(QuoteStatusEntity, { where: { quoteId: latest.id }, select: { quoteId: true, status: true } });
    const status: QuoteStatus = row && isQuoteStatus(row.status) ? row.status : 'borrador';
    until = quoteOpenUntil(normalizeQuote((latest.data ?? {}) as unknown as Partial<Record<keyof Quote, unknown>>), status);
  }
  await em.query("UPDATE deals SET quote_open_until = ?, updated_at = updated_at WHERE id = ? AND COALESCE(quote_open_until, '') <> COALESCE(?, '')", [until, dealId, until]);
}

/**
 * The quote lifecycle (domain quote-status.ts): admin, venta and ops move a version of an operation they
 * see between borrador, enviada, aceptada and rechazada (a reason of the won/lost list); e-mailing the quote
 * PDF marks it sent in the mail's own transaction. Accepting moves the operation forward to the stage the
 * parameter etapa_presupuesto_aceptado names (only forward) and, when asked, confirms its budget.
 */
export class QuoteStatusService {
  constructor(
    private readonly ds: DataSource,
    private readonly audit: AuditService,
    private readonly deals: Pick<DealsService, 'get' | 'move'>,
    private readonly budget: Budget,
  ) {}

  /** Lifecycles of versions by id (QuoteVersion.lifecycle's loader); versions already read with their operation. */
  async lifecyclesOf(quoteIds: readonly number[], now: number = Date.now()): Promise<Array<QuoteLifecycleView | null>> {
    if (!quoteIds.length) return [];
    const ids = [...new Set(quoteIds)];
    const [versions, rows] = await Promise.all([
      this.ds.manager.find(QuoteVersionEntity, { where: { id: In(ids) }, select: { id: true, versionNo: true, data: true } }),
      this.ds.manager.find(QuoteStatusEntity, { where: { quoteId: In(ids) } }),
    ]);
    const today = officeDay(now);
    return quoteIds.map((id) => {
      const v = versions.find((x) => x.id === id);
      return v ? lifecycleOf(v, rows.find((r) => r.quoteId === id) ?? null, today) : null;
    });
  }

  /** The latest version's lifecycle of each operation (Deal.quoteStatus: amber when vencida), null without a quote. */
  async latestOfDeals(dealIds: readonly number[], now: number = Date.now()): Promise<Array<QuoteLifecycleView | null>> {
    if (!dealIds.length) return [];
    const latest = await this.ds.manager
      .createQueryBuilder(QuoteVersionEntity, 'q')
      .select('q.deal_id', 'dealId')
      .addSelect('MAX(q.id)', 'id')
      .where('q.deal_id IN (:...ids)', { ids: [...new Set(dealIds)] })
      .groupBy('q.deal_id')
      .getRawMany<{ dealId: unknown; id: unknown }>();
    const byDeal = new Map(latest.map((r) => [Number(r.dealId), Number(r.id)]));
    const ids = dealIds.map((d) => byDeal.get(d)).filter((x): x is number => x !== undefined);
    const lifecycles = await this.lifecyclesOf(ids, now);
    const byId = new Map(ids.map((id, i) => [id, lifecycles[i]]));
    return dealIds.map((d) => (byDeal.has(d) ? (byId.get(byDeal.get(d)!) ?? null) : null));
  }

  private async version(em: EntityManager, dealId: number, versionNo: number | null | undefined): Promise<QuoteVersionEntity> {
    const v = await em.findOne(QuoteVersionEntity, {
      where: versionNo ? { dealId, versionNo } : { dealId },
      order: { versionNo: 'DESC' },
      select: { id: true, dealId: true, versionNo: true, data: true },
    });
    if (!v) throw notFound(versionNo ? QUOTE_STATUS_MESSAGES.versionNotFound : QUOTE_STATUS_MESSAGES.noQuote);
    return v;
  }

  /**
   * In the caller's transaction (the mail that carries the quote PDF): the version becomes 'enviada' unless it was
   * already sent or answered; its first sending time is kept.
   */
  async markSentIn(em: EntityManager, actor: Actor, dealId: number, versionNo: number, now: number = Date.now()): Promise<void> {
    const v = await this.version(em, dealId, versionNo);
    const row = await em.findOne(QuoteStatusEntity, { where: { quoteId: v.id } });
    if (row && row.status !== 'borrador') return;
    const at = new Date(now);
    if (row) await em.update(QuoteStatusEntity, { quoteId: v.id }, { status: 'enviada', sentAt: row.sentAt ?? at, changedByUserId: actor.id, changedAt: at });
    else await em.insert(QuoteStatusEntity, { quoteId: v.id, dealId, status: 'enviada', sentAt: at, answeredAt: null, reason: null, reasonText: null, changedByUserId: actor.id, changedAt: at });
    await refreshQuoteOpenUntil(em, dealId);
    await this.audit.log(actor, { action: 'update', entity: 'deal_quote', entityId: v.id, description: `Presupuesto v${v.versionNo} enviado por correo`, meta: { dealId, versionNo: v.versionNo, changes: { status: ['borrador', 'enviada'] } } }, em);
  }

  async setStatus(actor: Actor, input: QuoteStatusInput, now: number = Date.now()): Promise<QuoteStatusResultView> {
    requireWriter(actor);
    const deal = await this.deals.get(actor, assertId(input.dealId, IM.dealNotFound));
    if (!isQuoteStatus(input.status)) throw validation(QUOTE_STATUS_MESSAGES.statusInvalid);
    const to = input.status;
    const reason = input.reason?.trim() || null;
    const reasonText = input.reasonText?.trim() || null;
    if (to !== 'rechazada' && (reason || reasonText)) throw new AppError('VALIDATION', QUOTE_STATUS_MESSAGES.reasonOnlyRejected, 'reason');
    const at = new Date(now);
    const versionId = await this.ds.transaction(async (em) => {
      await lockCrmWrites(em);
      const v = await this.version(em, deal.id, input.versionNo);
      const row = await em.findOne(QuoteStatusEntity, { where: { quoteId: v.id } });
      const from: QuoteStatus = row && isQuoteStatus(row.status) ? row.status : 'borrador';
      const refused = quoteStatusTransitionError(from, to);
      if (refused) throw new AppError('INVALID_TRANSITION', refused, 'status');
      if (to === 'rechazada') {
        const reasons = (await em.find(ParamValueEntity, { where: { key: CLOSE_REASONS_PARAM, active: true }, select: { value: true } })).map((p) => p.value);
        const err = closeRequestError({ outcome: 'lost', reason, reasonText }, reasons);
        if (err) throw new AppError('VALIDATION', err === OUTCOME_MESSAGES.reasonRequired ? QUOTE_STATUS_MESSAGES.reasonRequired : err, 'reason');
      }
      const values = {
        status: to,
        sentAt: row?.sentAt ?? (to === 'borrador' ? null : at),
        answeredAt: to === 'aceptada' || to === 'rechazada' ? at : null,
        reason: to === 'rechazada' ? reason : null,
        reasonText: to === 'rechazada' ? reasonText : null,
        changedByUserId: actor.id,
        changedAt: at,
      };
      if (row) await em.update(QuoteStatusEntity, { quoteId: v.id }, values);
      else await em.insert(QuoteStatusEntity, { quoteId: v.id, dealId: deal.id, ...values });
      await refreshQuoteOpenUntil(em, deal.id);
      await this.audit.log(
        actor,
        {
          action: 'update',
          entity: 'deal_quote',
          entityId: v.id,
          description: `Presupuesto v${v.versionNo}: ${QUOTE_STATUS_LABELS[to].toLowerCase()}${reason ? ` (${reason})` : ''}`,
          meta: { dealId: deal.id, versionNo: v.versionNo, changes: { status: [from, to] } },
          links: { dealId: deal.id, orgId: deal.orgId },
        },
        em,
      );
      return v.id;
    });

    let stageName: string | null = null;
    let budgetConfirmed = false;
    let budgetMessage: string | null = null;
    if (to === 'aceptada') {
      stageName = await this.advanceStage(actor, deal.id);
      if (input.confirmBudget) {
        if (!deal.orgId) budgetMessage = 'La operación no tiene organización: no hay presupuesto que confirmar.';
        else {
          try {
            await this.budget.confirm(actor, deal.orgId, { dealId: deal.id });
            budgetConfirmed = true;
          } catch (e) {
            // The quote stays accepted: the budget is a step of its own (its roles and states are the spec's).
            if (!(e instanceof AppError)) throw e;
            budgetMessage = e.code === 'FORBIDDEN' ? 'Tu rol no puede confirmar el presupuesto: pedíselo a un administrador.' : e.message;
          }
        }
      }
    }
    const [lifecycle] = await this.lifecyclesOf([versionId], now);
    return { lifecycle: lifecycle!, budgetConfirmed, budgetMessage, stageName };
  }

  /** Moves the operation to the stage named by etapa_presupuesto_aceptado when that stage is further on; its name, or null. */
  private async advanceStage(actor: Actor, dealId: number): Promise<string | null> {
    const param = await this.ds.manager.findOne(ParamValueEntity, { where: { key: QUOTE_ACCEPTED_STAGE_PARAM, active: true }, order: { ord: 'ASC', id: 'ASC' }, select: { value: true } });
    const wanted = param?.value.trim().toLowerCase();
    if (!wanted) return null;
    const deal = await this.ds.manager.findOne(DealEntity, { where: { id: dealId }, select: { id: true, pipelineId: true, stageId: true, status: true } });
    if (!deal || deal.status !== 'open') return null;
    const stages = await this.ds.manager.find(StageEntity, { where: { pipelineId: deal.pipelineId }, select: { id: true, name: true, orderIndex: true } });
    const target = stages.find((s) => s.name.trim().toLowerCase() === wanted);
    const current = stages.find((s) => s.id === deal.stageId);
    if (!target || !current || target.orderIndex <= current.orderIndex) return null;
    await this.deals.move(actor, { id: dealId, stageId: target.id });
    return target.name;
  }

  /** Statistics: versions sent (by their first sending) in [from, to], per advisor of the operation and month. */
  async funnel(actor: Actor, from: string, to: string): Promise<QuoteFunnelRowView[]> {
    requireActor(actor);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(from) || !/^\d{4}-\d{2}-\d{2}$/.test(to)) throw validation(IM.period);
    // The period is the office's days (America/Asuncion), as each row's month is: from its first midnight to the
    // midnight after `to`. UTC days would leave out what was sent in the office's last hours of `to`.
    const dayAfterTo = new Date(Date.parse(`${to}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const start = officeDayStartMs(from);
    const end = officeDayStartMs(dayAfterTo);
    if (start === null || end === null) throw validation(IM.period);
    const rows = await this.ds.manager
      .createQueryBuilder(QuoteStatusEntity, 's')
      .innerJoin(DealEntity, 'd', 'd.id = s.deal_id')
      .leftJoin(UserEntity, 'u', 'u.id = d.deal_advisor_user_id')
      .select('s.status', 'status')
      .addSelect('s.sent_at', 'sentAt')
      .addSelect('d.deal_advisor_user_id', 'advisorUserId')
      .addSelect('u.name', 'advisorName')
      .where('s.sent_at IS NOT NULL AND s.sent_at >= :from AND s.sent_at < :to', { from: new Date(start), to: new Date(end) })
      .getRawMany<{ status: string; sentAt: unknown; advisorUserId: unknown; advisorName: string | null }>();
    const funnel: QuoteFunnelRow[] = quoteFunnel(
      rows.map((r) => ({
        status: isQuoteStatus(r.status) ? r.status : 'borrador',
        // The month of the office's day it was sent on (stored UTC; SQLite answers text, MariaDB a Date).
        sentAt: officeDay(r.sentAt instanceof Date ? r.sentAt.getTime() : Date.parse(`${String(r.sentAt).replace(' ', 'T')}Z`)),
        advisorUserId: r.advisorUserId === null || r.advisorUserId === undefined ? null : Number(r.advisorUserId),
        advisorName: r.advisorName,
      })),
    );
    return funnel;
  }
}
