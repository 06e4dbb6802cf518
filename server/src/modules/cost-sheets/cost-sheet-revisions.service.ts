import {
  type BudgetAction,
  type BudgetStatus,
  canEditCostSheet,
  canReadRecord,
  canWrite,
  compareRevisions,
  type CostSheetPayload,
  emptyCostSheet,
  isRevisionInForce,
  revisionBudgetStatus,
  revisionLabel,
  type RevisionAction,
  type RevisionComparison,
  type RevisionStatus,
  revisionTransition,
} from '@crm/domain';
import type { DataSource, EntityManager } from 'typeorm';
import type { Actor } from '../../core/auth/actor';
import { AppError, forbidden, notFound, validation } from '../../core/errors/app-error';
import { lockCrmWrites } from '../../core/db/write-lock';
import { rawInt, rawMoney, rawString } from '../../core/db/raw';
import type { AuditService } from '../audit';
import { DealEntity } from '../deals/deal.entity';
import { OrganizationEntity } from '../organizations/organization.entity';
import { UserEntity } from '../users/user.entity';
import { CostSheetEntity } from './cost-sheet.entity';
import { CostSheetRevisionEntity } from './cost-sheet-revision.entity';
import { COST_SHEET_MESSAGES as CM } from './cost-sheets.inputs';
import { MAX_REVISIONS, REVISION_MESSAGES as M } from './revisions.inputs';

/** A revision as the lists show it, with the names of who made and confirmed it. */
export interface RevisionData {
  id: number;
  dealId: number;
  number: number;
  name: string | null;
  label: string;
  reason: string | null;
  status: RevisionStatus;
  current: boolean;
  budgetLocked: boolean;
  totals: { totalCostos: number; totalVentas: number; profitGeneral: number };
  confirmedProfit: number | null;
  createdByUserId: number | null;
  createdByName: string | null;
  createdAt: Date;
  updatedAt: Date;
  confirmedAt: Date | null;
  confirmedByName: string | null;
  lockedAt: Date | null;
  replacedAt: Date | null;
}

/** The content a revision starts from: the typed sheet with its totals (`data`), the client's document and the totals. */
export interface RevisionContent {
  data: string;
  document: string | null;
  totalCostos: number;
  totalVentas: number;
  profitGeneral: number;
}

/** A typed sheet read back from a revision's `data` (the same defensive parse the sheet uses). */
export function payloadOfData(data: string | null | undefined): { payload: CostSheetPayload; totals: Record<string, unknown> | null } {
  let raw: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(data ?? '{}');
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) raw = parsed as Record<string, unknown>;
  } catch {
    raw = {};
  }
  const base = emptyCostSheet();
  const list = (v: unknown) => (Array.isArray(v) ? v.filter((x) => x && typeof x === 'object') : []);
  const payload = {
    header: { ...base.header, ...(raw.header && typeof raw.header === 'object' ? (raw.header as object) : {}) },
    compraRows: list(raw.compraRows),
    ventaRows: list(raw.ventaRows),
    locRows: list(raw.locRows),
    locCliRows: list(raw.locCliRows),
    segCostoRows: list(raw.segCostoRows),
    segVentaRows: list(raw.segVentaRows),
  } as CostSheetPayload;
  const totals = raw.totals && typeof raw.totals === 'object' && !Array.isArray(raw.totals) ? (raw.totals as Record<string, unknown>) : null;
  return { payload, totals };
}

const REVISION_ACTION_TEXT: Record<RevisionAction | 'create' | 'budget_lock' | 'budget_unlock', string> = {
  create: 'creada',
  confirm: 'confirmada',
  reopen: 'reabierta',
  invoice: 'bloqueada por una factura',
  replace: 'reemplazada',
  budget_lock: 'bloqueada para revisión',
  budget_unlock: 'desbloqueada',
};

/** What a budget action did to the operation's current revision. */
export interface BudgetOutcome {
  dealId: number;
  from: BudgetStatus;
  to: BudgetStatus;
  revision: CostSheetRevisionEntity;
  /** Sheets whose rate was frozen (confirm) or thawed (reopen): 0 or 1. */
  rates: number;
  /** A figure on the operation's kanban card followed the budget (the real profit): redraw it after the commit. */
  cardChanged: boolean;
}

/**
 * Named revisions of the cost sheet and the budget of each operation (domain/cost-sheet-revisions.ts). The
 * latest revision is the operation's current one; its status is the operation's budget (revisionBudgetStatus).
 * The organization's budget_status / budget_profit_value are derived from its operations (refreshOrganization):
 * the status of its most recently saved sheet's operation, and the sum of its confirmed revisions' profits.
 * Every revision change is an audit event (entity cost_sheet_revision, on the operation's Historial).
 */
export class CostSheetRevisionsService {
  constructor(
    private readonly ds: DataSource,
    private readonly audit: AuditService,
    /** The operation's revision in force changed (confirmed or reopened), in that transaction (DealsService.dealBudgetChanged). */
    private readonly budgetChanged: ((em: EntityManager, dealId: number) => Promise<boolean>) | null = null,
  ) {}

  /** For read-only field resolvers of this module. */
  get manager(): EntityManager {
    return this.ds.manager;
  }

  /** The operation's current revision (the latest), or null before its first save or budget action. */
  async current(em: EntityManager, dealId: number): Promise<CostSheetRevisionEntity | null> {
    return em.findOne(CostSheetRevisionEntity, { where: { dealId }, order: { number: 'DESC' } });
  }

  /** The operation's budget status (spec vocabulary), read from its current revision. */
  async budgetStatusOf(em: EntityManager, dealId: number): Promise<BudgetStatus> {
    const row = await em
      .createQueryBuilder(CostSheetRevisionEntity, 'r')
      .select(['r.status AS status', 'r.budget_locked_at AS lockedAt'])
      .where('r.deal_id = :dealId', { dealId })
      .orderBy('r.number', 'DESC')
      .limit(1)
      .getRawOne<Record<string, unknown>>();
    return row ? revisionBudgetStatus({ status: row.status as RevisionStatus, budgetLocked: row.lockedAt !== null && row.lockedAt !== undefined }) : 'borrador';
  }

  /** A new draft; `log` false for REV 01 of a first save (the save's own event names the revision). */
  private async insert(em: EntityManager, actor: Actor, dealId: number, fields: { number: number; name: string | null; reason: string | null; content: RevisionContent; log?: boolean }): Promise<CostSheetRevisionEntity> {
    const { content } = fields;
    await em.insert(CostSheetRevisionEntity, {
      dealId,
      number: fields.number,
      name: fields.name,
      reason: fields.reason,
      status: 'borrador',
      data: content.data,
      document: content.document,
      totalCostos: content.totalCostos,
      totalVentas: content.totalVentas,
      profitGeneral: content.profitGeneral,
      createdByUserId: actor.id,
      updatedByUserId: actor.id,
    });
    const rev = await em.findOneOrFail(CostSheetRevisionEntity, { where: { dealId, number: fields.number } });
    if (fields.log !== false) await this.log(em, actor, rev, 'create', null, 'borrador', { name: fields.name, reason: fields.reason });
    return rev;
  }

  private async log(
    em: EntityManager,
    actor: Actor,
    rev: CostSheetRevisionEntity,
    what: keyof typeof REVISION_ACTION_TEXT,
    from: RevisionStatus | null,
    to: RevisionStatus,
    extra: Record<string, unknown> = {},
  ): Promise<void> {
    await this.audit.log(
      actor,
      {
        action: `revision_${what}`,
        entity: 'cost_sheet_revision',
        entityId: rev.id,
        links: { dealId: rev.dealId },
        description: `${revisionLabel(rev.number, rev.name)} de la planilla de la operación ${rev.dealId} ${REVISION_ACTION_TEXT[what]}`,
        meta: { dealId: rev.dealId, revisionId: rev.id, revisionNumber: rev.number, changes: { revisionStatus: [from, to] }, ...extra },
      },
      em,
    );
  }

  /**
   * The draft a save writes into: the current draft; REV 01 on a first save; or, when the current revision is
   * no longer a draft (an admin saving over a confirmed or invoiced one: spec part 2 §6 lets admins edit in
   * any status, and only a draft is editable), a new draft after it, so the confirmed revision stays as it was.
   */
  async draftForSave(em: EntityManager, actor: Actor, dealId: number, content: RevisionContent): Promise<CostSheetRevisionEntity> {
    const current = await this.current(em, dealId);
    if (current?.status === 'borrador') return current;
    if (!current) return this.insert(em, actor, dealId, { number: 1, name: null, reason: null, content, log: false });
    if (current.number >= MAX_REVISIONS) throw validation(M.tooMany);
    return this.insert(em, actor, dealId, {
      number: current.number + 1,
      name: null,
      reason: `${M.savedOverReason} ${revisionLabel(current.number, current.name)}.`,
      content,
    });
  }

  /** A save's content into the draft (the same transaction that writes cost_sheets). */
  async writeDraft(em: EntityManager, actor: Actor, revisionId: number, content: RevisionContent): Promise<void> {
    await em
      .createQueryBuilder()
      .update(CostSheetRevisionEntity)
      .set({ ...content, updatedByUserId: actor.id })
      .where('id = :id', { id: revisionId })
      .andWhere("status = 'borrador'")
      .execute();
  }

  /** The content the current sheet holds (cost_sheets), else the current revision's, else null. */
  private async currentContent(em: EntityManager, dealId: number, current: CostSheetRevisionEntity | null): Promise<RevisionContent | null> {
    const sheet = await em.findOne(CostSheetEntity, { where: { dealId } });
    if (sheet) return { data: sheet.data, document: sheet.document, totalCostos: sheet.totalCostos, totalVentas: sheet.totalVentas, profitGeneral: sheet.profitGeneral };
    if (current) return { data: current.data, document: current.document, totalCostos: current.totalCostos, totalVentas: current.totalVentas, profitGeneral: current.profitGeneral };
    return null;
  }

  /**
   * The operation, as `actor` may see its revisions: an unknown one, or one whose organization is another user's
   * private record, is NOT_FOUND. Its revisions are that organization's budget (statuses, confirmed profits), which
   * the deal rows and the sheet hide from such a reader (deal-rows.ts HIDDEN_ORG, cost-sheets.service forReader).
   */
  private async deal(em: EntityManager, id: number, actor?: Actor): Promise<{ id: number; orgId: number | null }> {
    const row = await em
      .createQueryBuilder(DealEntity, 'd')
      .leftJoin(OrganizationEntity, 'o', 'o.id = d.org_id')
      .select(['d.id AS id', 'd.org_id AS orgId', 'o.visibility AS visibility', 'o.owner_user_id AS ownerUserId'])
      .where('d.id = :dealId', { dealId: id })
      .getRawOne<Record<string, unknown>>();
    if (!row) throw notFound(CM.dealNotFound);
    const orgId = rawInt(row.orgId);
    if (actor && orgId && !canReadRecord(actor, { visibility: String(row.visibility), ownerUserId: rawInt(row.ownerUserId) })) throw notFound(CM.dealNotFound);
    return { id: rawInt(row.id)!, orgId };
  }

  /**
   * 'Nueva revisión': a new draft copied from the current revision (the sheet as last saved), numbered next.
   * Who may: whoever may edit the sheet in the operation's budget status (canEditCostSheet: writers while it
   * is borrador, admins always), so a confirmed or locked budget still takes an admin to change.
   */
  async create(actor: Actor, dealId: number, input: { name?: string | null; reason?: string | null }): Promise<RevisionData[]> {
    if (!canWrite(actor.role)) throw forbidden();
    const id = await this.ds.transaction(async (em) => {
      await lockCrmWrites(em);
      const deal = await this.deal(em, dealId, actor);
      const current = await this.current(em, deal.id);
      const status = current ? revisionBudgetStatus({ status: current.status, budgetLocked: current.budgetLockedAt !== null }) : 'borrador';
      if (!canEditCostSheet(actor.role, status)) throw forbidden(CM.locked);
      const content = await this.currentContent(em, deal.id, current);
      if (!content) throw validation(M.nothingToCopy);
      const name = input.name?.trim() || null;
      if ((current?.number ?? 0) >= MAX_REVISIONS) throw validation(M.tooMany);
      const rev = await this.insert(em, actor, deal.id, { number: (current?.number ?? 0) + 1, name, reason: input.reason?.trim() || null, content });
      // A new draft is not frozen (dated exchange rates): its rate follows the table again unless typed.
      await em.createQueryBuilder().update(CostSheetEntity).set({ gsRateFrozenAt: null, updatedAt: () => 'updated_at' }).where('deal_id = :id', { id: deal.id }).execute();
      if (deal.orgId) await this.refreshOrganization(em, deal.orgId);
      return rev.dealId;
    });
    return this.list(actor, id);
  }

  /** Every revision of the operation, oldest first. */
  async list(actor: Actor, dealId: number): Promise<RevisionData[]> {
    const deal = await this.deal(this.ds.manager, dealId, actor);
    return this.rows(this.ds.manager, deal.id);
  }

  private async rows(em: EntityManager, dealId: number, revisionId?: number): Promise<RevisionData[]> {
    const qb = em
      .createQueryBuilder(CostSheetRevisionEntity, 'r')
      .leftJoin(UserEntity, 'cu', 'cu.id = r.createdByUserId')
      .leftJoin(UserEntity, 'fu', 'fu.id = r.confirmedByUserId')
      .addSelect('cu.name', 'createdByName')
      .addSelect('fu.name', 'confirmedByName')
      .where('r.deal_id = :dealId', { dealId })
      .orderBy('r.number', 'ASC');
    if (revisionId !== undefined) qb.andWhere('r.id = :revisionId', { revisionId });
    const { entities, raw } = await qb.getRawAndEntities();
    const latest = await em.createQueryBuilder(CostSheetRevisionEntity, 'r').select('MAX(r.number)', 'n').where('r.deal_id = :dealId', { dealId }).getRawOne<{ n: unknown }>();
    const top = rawInt(latest?.n);
    return entities.map((r, i) => ({
      id: r.id,
      dealId: r.dealId,
      number: r.number,
      name: r.name,
      label: revisionLabel(r.number, r.name),
      reason: r.reason,
      status: r.status,
      current: r.number === top,
      budgetLocked: r.budgetLockedAt !== null,
      totals: { totalCostos: r.totalCostos ?? 0, totalVentas: r.totalVentas ?? 0, profitGeneral: r.profitGeneral ?? 0 },
      confirmedProfit: r.confirmedProfit,
      createdByUserId: r.createdByUserId,
      createdByName: rawString(raw[i]?.createdByName),
      createdAt: r.createdAt,
      updatedAt: r.updatedAt,
      confirmedAt: r.confirmedAt,
      confirmedByName: rawString(raw[i]?.confirmedByName),
      lockedAt: r.lockedAt,
      replacedAt: r.replacedAt,
    }));
  }

  /** One revision of the operation with its sheet (read-only view of an older revision). */
  async get(actor: Actor, dealId: number, revisionId: number): Promise<{ revision: RevisionData; payload: CostSheetPayload; totals: Record<string, unknown> | null; document: string | null }> {
    const deal = await this.deal(this.ds.manager, dealId, actor);
    const id = revisionId;
    const [revision] = await this.rows(this.ds.manager, deal.id, id);
    if (!revision) throw notFound(M.notFound);
    const row = await this.ds.manager.findOneOrFail(CostSheetRevisionEntity, { where: { id }, select: { id: true, data: true, document: true } });
    return { revision, ...payloadOfData(row.data), document: row.document };
  }

  /** Two revisions of the operation side by side: rows added, removed and changed, and totals before → after. */
  async compare(actor: Actor, dealId: number, a: number, b: number): Promise<{ before: RevisionData; after: RevisionData; comparison: RevisionComparison }> {
    const before = await this.get(actor, dealId, a);
    const after = await this.get(actor, dealId, b);
    return { before: before.revision, after: after.revision, comparison: compareRevisions(before.payload, after.payload, before.totals, after.totals) };
  }

  /**
   * The operation a budget action without an operation acts on (the original client, REST-CONTRACT "Budget"): the
   * organization's most recently saved sheet, which is the one its screen shows; else its newest operation.
   */
  async targetDeal(em: EntityManager, orgId: number): Promise<number | null> {
    const row = await em
      .createQueryBuilder(DealEntity, 'd')
      .leftJoin(CostSheetEntity, 'cs', 'cs.deal_id = d.id')
      .select('d.id', 'id')
      .where('d.org_id = :orgId', { orgId })
      .orderBy('CASE WHEN cs.id IS NULL THEN 1 ELSE 0 END', 'ASC')
      .addOrderBy('cs.updated_at', 'DESC')
      .addOrderBy('d.id', 'DESC')
      .limit(1)
      .getRawOne<{ id: unknown }>();
    return rawInt(row?.id);
  }

  /**
   * A budget action (spec part 2 §4; roles checked by the caller) on the operation's current revision:
   * lock marks the draft locked for review; confirm confirms it (storing `profit`), replaces every earlier
   * revision still standing and freezes the sheet's rate; reopen clears a lock or takes a confirmed revision
   * back to draft (refused once something was invoiced from it) and thaws the rate. An operation that never
   * had a revision gets REV 01 from `initial` (its unsaved sheet) first.
   */
  async applyBudget(
    em: EntityManager,
    actor: Actor,
    dealId: number,
    action: BudgetAction,
    from: BudgetStatus,
    to: BudgetStatus,
    opts: { profit: (rev: CostSheetRevisionEntity) => number | null; initial: () => Promise<RevisionContent> },
  ): Promise<BudgetOutcome> {
    let rev = await this.current(em, dealId);
    if (!rev) rev = await this.insert(em, actor, dealId, { number: 1, name: null, reason: null, content: await opts.initial() });
    const now = new Date();
    let rates = 0;
    const repo = em.getRepository(CostSheetRevisionEntity);
    if (action === 'lock') {
      await repo.update({ id: rev.id }, { budgetLockedAt: now, budgetLockedByUserId: actor.id });
      await this.log(em, actor, rev, 'budget_lock', rev.status, rev.status);
    } else if (action === 'confirm') {
      const t = revisionTransition('confirm', rev.status);
      if (!t.ok) throw new AppError('INVALID_TRANSITION', t.reason);
      const profit = opts.profit(rev);
      await repo.update({ id: rev.id }, { status: t.to, confirmedProfit: profit, confirmedAt: now, confirmedByUserId: actor.id, budgetLockedAt: null, budgetLockedByUserId: null });
      await this.log(em, actor, rev, 'confirm', rev.status, t.to, { confirmedProfit: profit });
      const earlier = await em
        .createQueryBuilder(CostSheetRevisionEntity, 'r')
        .where('r.deal_id = :dealId AND r.number < :n', { dealId, n: rev.number })
        .andWhere("r.status <> 'reemplazada'")
        .getMany();
      for (const old of earlier) {
        const r = revisionTransition('replace', old.status);
        if (!r.ok) continue;
        await repo.update({ id: old.id }, { status: r.to, replacedAt: now });
        await this.log(em, actor, old, 'replace', old.status, r.to, { replacedBy: rev.number });
      }
      rates = await this.setRateFrozen(em, dealId, true);
    } else {
      if (rev.status === 'borrador') {
        await repo.update({ id: rev.id }, { budgetLockedAt: null, budgetLockedByUserId: null });
        await this.log(em, actor, rev, 'budget_unlock', rev.status, rev.status);
      } else {
        const t = revisionTransition('reopen', rev.status);
        if (!t.ok) throw new AppError('INVALID_TRANSITION', t.reason);
        await repo.update({ id: rev.id }, { status: t.to, confirmedProfit: null, confirmedAt: null, confirmedByUserId: null });
        await this.log(em, actor, rev, 'reopen', rev.status, t.to);
      }
      rates = await this.setRateFrozen(em, dealId, false);
    }
    // Figures derived from the revision in force (payables: the real profit) follow it in this transaction.
    const cardChanged = action !== 'lock' && this.budgetChanged ? await this.budgetChanged(em, dealId) : false;
    return { dealId, from, to, revision: await repo.findOneByOrFail({ id: rev.id }), rates, cardChanged };
  }

  /** Freezes (confirmed) or thaws (reopened) the operation's sheet rate (dated exchange rates); updated_at is kept. */
  private async setRateFrozen(em: EntityManager, dealId: number, frozen: boolean): Promise<number> {
    const res = await em
      .createQueryBuilder()
      .update(CostSheetEntity)
      .set({ gsRateFrozenAt: frozen ? new Date() : null, updatedAt: () => 'updated_at' })
      .where('deal_id = :dealId', { dealId })
      .andWhere(frozen ? 'gs_rate_frozen_at IS NULL' : 'gs_rate_frozen_at IS NOT NULL')
      .execute();
    return res.affected ?? 0;
  }

  /**
   * Something was invoiced from a confirmed revision: confirmada → bloqueada (for the invoicing module; it
   * calls this inside its issuing transaction). Refused (409) from any other status, with the reason.
   */
  async markInvoiced(actor: Actor, dealId: number, revisionId: number, em?: EntityManager): Promise<RevisionData> {
    const run = async (m: EntityManager) => {
      const deal = await this.deal(m, dealId);
      const id = revisionId;
      const rev = await m.findOne(CostSheetRevisionEntity, { where: { id, dealId: deal.id } });
      if (!rev) throw notFound(M.notFound);
      const t = revisionTransition('invoice', rev.status);
      if (!t.ok) throw new AppError('INVALID_TRANSITION', t.reason);
      await m.getRepository(CostSheetRevisionEntity).update({ id: rev.id }, { status: t.to, lockedAt: new Date(), lockedByUserId: actor.id });
      await this.log(m, actor, rev, 'invoice', rev.status, t.to);
      if (deal.orgId) await this.refreshOrganization(m, deal.orgId);
      return deal.id;
    };
    const id = em
      ? await run(em)
      : await this.ds.transaction(async (m) => {
          await lockCrmWrites(m);
          return run(m);
        });
    const [row] = await this.rows(em ?? this.ds.manager, id, revisionId);
    return row;
  }

  /**
   * The organization's derived budget (organizations.budget_status / budget_profit_value, read by lists,
   * filters and the original client): the status of the operation its deal-less actions act on (targetDeal),
   * and the sum of the confirmed profit of its operations' revisions in force (null when none). Written only
   * when it changed (the row's triggers bump the board version).
   */
  async refreshOrganization(em: EntityManager, orgId: number): Promise<{ status: BudgetStatus; profit: number | null }> {
    const target = await this.targetDeal(em, orgId);
    const status = target ? await this.budgetStatusOf(em, target) : 'borrador';
    const sum = await em
      .createQueryBuilder(CostSheetRevisionEntity, 'r')
      .innerJoin(DealEntity, 'd', 'd.id = r.deal_id')
      .select('SUM(r.confirmed_profit)', 'total')
      .addSelect('COUNT(r.id)', 'n')
      .where('d.org_id = :orgId', { orgId })
      .andWhere('r.status IN (:...inForce)', { inForce: ['confirmada', 'bloqueada'] satisfies RevisionStatus[] })
      .getRawOne<{ total: unknown; n: unknown }>();
    const profit = rawInt(sum?.n) ? (rawMoney(sum?.total) ?? 0) : null;
    const now = await em.query('SELECT budget_status AS s, budget_profit_value AS p FROM organizations WHERE id = ?', [orgId]);
    const before = now[0] as { s: unknown; p: unknown } | undefined;
    if (before && (before.s !== status || rawMoney(before.p) !== profit)) {
      await em.query('UPDATE organizations SET budget_status = ?, budget_profit_value = ? WHERE id = ?', [status, profit, orgId]);
    }
    return { status, profit };
  }

  /** Per operation: its budget status and confirmed profit (the workspace table and the organization screen). */
  async summaries(em: EntityManager, dealIds: readonly number[]): Promise<Map<number, { status: BudgetStatus; profit: number | null; revision: string | null }>> {
    const out = new Map<number, { status: BudgetStatus; profit: number | null; revision: string | null }>();
    if (!dealIds.length) return out;
    const rows = await em
      .createQueryBuilder(CostSheetRevisionEntity, 'r')
      .select(['r.deal_id AS dealId', 'r.number AS number', 'r.name AS name', 'r.status AS status', 'r.budget_locked_at AS lockedAt', 'r.confirmed_profit AS profit'])
      .where('r.deal_id IN (:...ids)', { ids: [...dealIds] })
      .orderBy('r.number', 'ASC')
      .getRawMany<Record<string, unknown>>();
    for (const id of dealIds) out.set(id, { status: 'borrador', profit: null, revision: null });
    for (const r of rows) {
      const dealId = rawInt(r.dealId)!;
      const status = r.status as RevisionStatus;
      const prev = out.get(dealId)!;
      // Rows come oldest first: the last one is current; the profit is the one of the revision in force.
      out.set(dealId, {
        status: revisionBudgetStatus({ status, budgetLocked: r.lockedAt !== null && r.lockedAt !== undefined }),
        profit: isRevisionInForce(status) ? rawMoney(r.profit) : prev.profit,
        revision: revisionLabel(rawInt(r.number) ?? 0, rawString(r.name)),
      });
    }
    return out;
  }
}
