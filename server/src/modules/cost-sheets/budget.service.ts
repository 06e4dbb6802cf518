import { type BudgetAction, budgetStatusOf, budgetTransitionTarget, checkBudgetAction, roundMoney } from '@crm/domain';
import type { LiveBus } from '../../core/live/bus';
import type { DataSource, EntityManager } from 'typeorm';
import type { Actor } from '../../core/auth/actor';
import { scopeVisible } from '../../core/db/visibility-scope';
import { AppError, forbidden, notFound } from '../../core/errors/app-error';
import { assertId } from '../../core/ids';
import { lockCrmWrites } from '../../core/db/write-lock';
import { auditChanges, type AuditService } from '../audit';
import { type BudgetStatus, OrganizationEntity } from '../organizations/organization.entity';
import { ORG_MESSAGES } from '../organizations';
import type { CostSheetsService } from './cost-sheets.service';

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

/**
 * The budget of an organization (spec part 2 §4, §6): lock, confirm and reopen, with the transition
 * table and roles of domain/budget.ts. A status change is a conditional UPDATE on the status read, so
 * two racing transitions cannot both apply. An organization the actor may not see → NOT_FOUND.
 */
export const budgetTopic = (orgId: number) => `budget:${orgId}`;

/** What a committed budget transition tells every open sheet of the organization (budgetChanged). */
export interface BudgetEvent {
  orgId: number;
  action: BudgetAction;
  byUserId: number;
  byUserName: string;
}

export class BudgetService {
  constructor(
    private readonly ds: DataSource,
    private readonly audit: AuditService,
    private readonly costSheets: CostSheetsService,
    private readonly live: LiveBus | null = null,
  ) {}

  private async visibleOrg(em: EntityManager, actor: Actor, id: unknown): Promise<OrganizationEntity> {
    const orgId = assertId(id, ORG_MESSAGES.notFound);
    const org = await scopeVisible(em.getRepository(OrganizationEntity).createQueryBuilder('o'), 'o', actor).andWhere('o.id = :orgId', { orgId }).getOne();
    if (!org) throw notFound(ORG_MESSAGES.notFound);
    return org;
  }

  async get(actor: Actor, orgId: number): Promise<OrganizationEntity> {
    return this.visibleOrg(this.ds.manager, actor, orgId);
  }

  lock(actor: Actor, orgId: number): Promise<OrganizationEntity> {
    return this.transition(actor, orgId, 'lock');
  }

  confirm(actor: Actor, orgId: number, opts: ConfirmOptions): Promise<OrganizationEntity> {
    return this.transition(actor, orgId, 'confirm', opts);
  }

  reopen(actor: Actor, orgId: number): Promise<OrganizationEntity> {
    return this.transition(actor, orgId, 'reopen');
  }

  private async transition(actor: Actor, orgId: unknown, action: BudgetAction, opts: ConfirmOptions = {}): Promise<OrganizationEntity> {
    const org = await this.ds.transaction(async (em) => {
      await lockCrmWrites(em); // lock order: data_versions before any row (write-lock.ts)
      const org = await this.visibleOrg(em, actor, orgId);
      const from = budgetStatusOf(org.budgetStatus);
      const check = checkBudgetAction(actor.role, action, from);
      if (check === 'FORBIDDEN') throw forbidden();
      if (check === 'INVALID_TRANSITION') throw new AppError('INVALID_TRANSITION', INVALID_TRANSITION[action]);
      const to = budgetTransitionTarget(action, from) as BudgetStatus;

      let profit = org.budgetProfitValue;
      if (action === 'confirm') {
        if (opts.dealId) profit = await this.costSheets.savedProfitForBudget(em, opts.dealId, org.id);
        else profit = opts.profitValue === undefined || opts.profitValue === null ? null : roundMoney(opts.profitValue);
      }
      const res = await em
        .createQueryBuilder()
        .update(OrganizationEntity)
        .set({ budgetStatus: to, budgetProfitValue: profit })
        .where('id = :id', { id: org.id })
        .andWhere('budget_status = :from', { from: org.budgetStatus })
        .execute();
      // Another transition landed between the read and the write.
      if (!res.affected) throw new AppError('INVALID_TRANSITION', INVALID_TRANSITION[action]);
      // Confirming freezes the exchange rate of the organization's sheets; reopening thaws it (dated exchange rates).
      const frozenRates = action === 'lock' ? 0 : await this.costSheets.setRatesFrozen(em, org.id, action === 'confirm');

      const changes = auditChanges({ budgetStatus: org.budgetStatus, budgetProfitValue: org.budgetProfitValue }, { budgetStatus: to, budgetProfitValue: profit });
      await this.audit.log(
        actor,
        {
          action: `budget_${action}`,
          entity: 'organization',
          entityId: org.id,
          description: `Presupuesto de ${org.name ?? org.razonSocial ?? org.id} ${ACTION_TEXT[action]}`,
          meta: {
            changes,
            ...(opts.dealId ? { dealId: opts.dealId } : {}),
            ...(frozenRates ? { [action === 'confirm' ? 'ratesFrozen' : 'ratesThawed']: frozenRates } : {}),
          },
        },
        em,
      );
      return em.findOneByOrFail(OrganizationEntity, { id: org.id });
    });
    const event: BudgetEvent = { orgId: org.id, action, byUserId: actor.id, byUserName: actor.name };
    this.live?.publish(budgetTopic(org.id), event);
    return org;
  }
}
