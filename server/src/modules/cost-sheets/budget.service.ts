import { type BudgetAction, type BudgetStatus, budgetTransitionTarget, checkBudgetAction, revisionLabel, roundMoney } from '@crm/domain';
import type { LiveBus } from '../../core/live/bus';
import type { DataSource, EntityManager } from 'typeorm';
import type { Actor } from '../../core/auth/actor';
import { scopeVisible } from '../../core/db/visibility-scope';
import { AppError, forbidden, notFound } from '../../core/errors/app-error';
import { lockCrmWrites } from '../../core/db/write-lock';
import { auditChanges, type AuditService } from '../audit';
import { OrganizationEntity } from '../organizations/organization.entity';
import { DealEntity } from '../deals/deal.entity';
import { ORG_MESSAGES } from '../organizations';
import type { CostSheetsService } from './cost-sheets.service';
import type { CostSheetRevisionsService } from './cost-sheet-revisions.service';
import { COST_SHEET_MESSAGES as CM } from './cost-sheets.inputs';
import { REVISION_MESSAGES as RM } from './revisions.inputs';

/** Why an action does not start from a status (409 / INVALID_TRANSITION). */
const INVALID_TRANSITION: Record<BudgetAction, string> = {
  lock: 'Solo se puede bloquear un presupuesto en borrador.',
  confirm: 'El presupuesto ya está confirmado.',
  reopen: 'El presupuesto ya está en borrador.',
};

const ACTION_TEXT: Record<BudgetAction, string> = { lock: 'bloqueado', confirm: 'confirmado', reopen: 'reabierto' };

export interface ConfirmOptions {
  /** The operation the confirmation comes from: its saved sheet's profit is stored. */
  dealId?: number | null;
  /** Older clients send only the profit. */
  profitValue?: number | null;
}

/** What a budget action did: the organization as it reads now, and the operation it acted on with its new status. */
export interface BudgetResult {
  org: OrganizationEntity;
  dealId: number;
  status: BudgetStatus;
  revision: { id: number; number: number; label: string; status: string };
}

/**
 * The budget of an organization (spec part 2 §4, §6): lock, confirm and reopen, with the transition
 * table and roles of domain/budget.ts. A status change is a conditional UPDATE on the status read, so
 * two racing transitions cannot both apply. An organization the actor may not see → NOT_FOUND.
 */
export const budgetTopic = (orgId: number) => `budget:${orgId}`;

/** What a committed budget transition tells every open sheet of the organization (budgetChanged). */
export interface BudgetEvent {
  orgId: number;
  /** The operation whose budget changed (budgets per operation). */
  dealId: number;
  action: BudgetAction;
  byUserId: number;
  byUserName: string;
}

export class BudgetService {
  constructor(
    private readonly ds: DataSource,
    private readonly audit: AuditService,
    private readonly costSheets: CostSheetsService,
    private readonly revisions: CostSheetRevisionsService,
    private readonly live: LiveBus | null = null,
    /** Redraws the operation's card on open kanbans after the commit (DealsService.cardChanged). */
    private readonly cardChanged: ((by: Pick<Actor, 'id' | 'name'>, dealId: number) => Promise<void>) | null = null,
  ) {}

  private async visibleOrg(em: EntityManager, actor: Actor, id: number): Promise<OrganizationEntity> {
    const org = await scopeVisible(em.getRepository(OrganizationEntity).createQueryBuilder('o'), 'o', actor).andWhere('o.id = :orgId', { orgId: id }).getOne();
    if (!org) throw notFound(ORG_MESSAGES.notFound);
    return org;
  }

  async get(actor: Actor, orgId: number): Promise<OrganizationEntity> {
    return this.visibleOrg(this.ds.manager, actor, orgId);
  }

  lock(actor: Actor, orgId: number, dealId?: number | null): Promise<BudgetResult> {
    return this.transition(actor, orgId, 'lock', { dealId });
  }

  confirm(actor: Actor, orgId: number, opts: ConfirmOptions): Promise<BudgetResult> {
    return this.transition(actor, orgId, 'confirm', opts);
  }

  reopen(actor: Actor, orgId: number, dealId?: number | null): Promise<BudgetResult> {
    return this.transition(actor, orgId, 'reopen', { dealId });
  }

  /**
   * Budgets per operation: the action acts on one operation of the organization (`dealId`, which our client
   * always sends; without it the organization's most recently saved sheet, which is the one the original
   * client's screen shows) and on that operation's current revision (CostSheetRevisionsService.applyBudget).
   * The transition table and roles are the spec's (domain/budget.ts), from that operation's status. The
   * organization's status and profit are then derived again from its operations.
   */
  private async transition(actor: Actor, orgId: number, action: BudgetAction, opts: ConfirmOptions = {}): Promise<BudgetResult> {
    const result = await this.ds.transaction(async (em) => {
      await lockCrmWrites(em); // lock order: data_versions before any row (write-lock.ts)
      const org = await this.visibleOrg(em, actor, orgId);
      const chosen = opts.dealId ?? null;
      const explicit = chosen !== null;
      let dealId: number;
      if (chosen !== null) {
        const deal = await em.findOne(DealEntity, { where: { id: chosen }, select: { id: true, orgId: true } });
        if (!deal) throw notFound(CM.dealNotFound);
        if (deal.orgId !== org.id) throw new AppError('VALIDATION', CM.dealOfOtherOrg);
        dealId = deal.id;
      } else {
        const target = await this.revisions.targetDeal(em, org.id);
        if (!target) throw new AppError('VALIDATION', RM.noOperation);
        dealId = target;
      }
      const from = await this.revisions.budgetStatusOf(em, dealId);
      const check = checkBudgetAction(actor.role, action, from);
      if (check === 'FORBIDDEN') throw forbidden();
      if (check === 'INVALID_TRANSITION') throw new AppError('INVALID_TRANSITION', INVALID_TRANSITION[action]);
      const to = budgetTransitionTarget(action, from) as BudgetStatus;
      // Our client confirms from its operation: the profit is the server's, of the saved sheet (never sent totals).
      if (action === 'confirm' && explicit && !(await this.revisions.current(em, dealId))) throw new AppError('VALIDATION', CM.sheetMissing);
      const sent = opts.profitValue === undefined || opts.profitValue === null ? null : roundMoney(opts.profitValue);

      const outcome = await this.revisions.applyBudget(em, actor, dealId, action, from, to, {
        // Older clients send the profit they computed; without it, the revision's own.
        profit: (rev) => (explicit || sent === null ? (rev.profitGeneral ?? 0) : sent),
        initial: () => this.costSheets.initialContent(em, dealId),
      });
      const before = { budgetStatus: org.budgetStatus, budgetProfitValue: org.budgetProfitValue };
      const derived = await this.revisions.refreshOrganization(em, org.id);
      const changes = auditChanges(before, { budgetStatus: derived.status, budgetProfitValue: derived.profit });
      await this.audit.log(
        actor,
        {
          action: `budget_${action}`,
          entity: 'organization',
          entityId: org.id,
          description: `Presupuesto de ${org.name ?? org.razonSocial ?? org.id} ${ACTION_TEXT[action]} (${revisionLabel(outcome.revision.number, outcome.revision.name)} de la operación ${dealId})`,
          meta: {
            changes,
            dealId,
            ...(outcome.rates ? { [action === 'confirm' ? 'ratesFrozen' : 'ratesThawed']: outcome.rates } : {}),
          },
        },
        em,
      );
      const r = outcome.revision;
      return {
        org: await em.findOneByOrFail(OrganizationEntity, { id: org.id }),
        dealId,
        status: to,
        revision: { id: r.id, number: r.number, label: revisionLabel(r.number, r.name), status: r.status },
        cardChanged: outcome.cardChanged,
      };
    });
    const event: BudgetEvent = { orgId: result.org.id, dealId: result.dealId, action, byUserId: actor.id, byUserName: actor.name };
    this.live?.publish(budgetTopic(result.org.id), event);
    // The card's real profit followed the budget: open boards redraw it (live collaboration). Committed already, so
    // a failed announcement is logged, never thrown.
    if (result.cardChanged && this.cardChanged) {
      await this.cardChanged(actor, result.dealId).catch((e: unknown) => console.error(`Tarjeta de la operación ${result.dealId}:`, e));
    }
    const { cardChanged: _card, ...answer } = result;
    return answer;
  }
}
