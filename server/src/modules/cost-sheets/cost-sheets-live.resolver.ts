import { Args, Authorized, Field, Float, Int, ObjectType, Resolver, Root, Subscription } from 'type-graphql';
import { DealIdArgs, OrgIdArgs } from '../../core/input/args';
import type { Actor } from '../../core/auth/actor';
import { AppError } from '../../core/errors/app-error';
import { liveStream, liveSubscribe } from '../../core/live/stream';
import type { Services } from '../../core/services';
import { type BudgetEvent, budgetTopic } from './budget.service';
import { type CostSheetEvent, costSheetTopic } from './cost-sheets.service';
import { CostSheetStatusView } from './cost-sheets.types';

@ObjectType({ simpleResolvers: true, description: "Alguien guardó la planilla de costos ('Juan guardó cambios — Recargar')." })
export class CostSheetChange {
  @Field(() => Int) dealId: number;
  @Field(() => Int, { description: 'Versión guardada.' }) version: number;
  @Field(() => Int) byUserId: number;
  @Field(() => String) byUserName: string;
  @Field(() => CostSheetStatusView, { description: 'El estado como lo ve el suscriptor (el mismo de costSheetStatus).' }) status: CostSheetStatusView;
}

@ObjectType({ simpleResolvers: true, description: 'El presupuesto de una organización cambió de estado.' })
export class BudgetChange {
  @Field(() => Int) orgId: number;
  @Field(() => String, { description: 'lock, confirm o reopen.' }) action: string;
  @Field(() => String, { description: 'borrador, bloqueado o confirmado: el de la organización (derivado de sus operaciones).' }) budgetStatus: string;
  @Field(() => Int, { nullable: true, description: 'La operación cuyo presupuesto cambió (presupuestos por operación).' }) dealId: number | null;
  @Field(() => String, { nullable: true, description: 'El presupuesto de esa operación después del cambio.' }) dealBudgetStatus: string | null;
  @Field(() => Float, { nullable: true }) budgetProfitValue: number | null;
  @Field(() => Int) byUserId: number;
  @Field(() => String) byUserName: string;
}

/** A record that stopped being visible (or was deleted) drops the event instead of failing the stream. */
async function unlessNotFound<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (e) {
    if (e instanceof AppError && e.code === 'NOT_FOUND') return null;
    throw e;
  }
}

async function costSheetChange(services: Services, actor: Actor, e: CostSheetEvent): Promise<CostSheetChange | null> {
  const status = await unlessNotFound(() => services.costSheets.status(actor, e.dealId));
  return status && { ...e, status };
}

async function budgetChange(services: Services, actor: Actor, e: BudgetEvent): Promise<BudgetChange | null> {
  // The organization is read as the subscriber may see it now: a private one of someone else never passes.
  const org = await unlessNotFound(() => services.budget.get(actor, e.orgId));
  if (!org) return null;
  const deal = e.dealId ? await unlessNotFound(() => services.costSheets.status(actor, e.dealId)) : null;
  return { ...e, dealId: e.dealId ?? null, dealBudgetStatus: deal?.budgetStatus ?? null, budgetStatus: org.budgetStatus, budgetProfitValue: org.budgetProfitValue };
}

/** The cost sheet screen's live updates (live collaboration): they replace its 10-second poll while the socket is up. */
@Resolver()
export class CostSheetsLiveResolver {
  @Authorized()
  @Subscription(() => CostSheetChange, {
    description: 'Cada guardado de la planilla de costos de la operación (de cualquier usuario y proceso).',
    subscribe: liveSubscribe<{ dealId: number }>(async (ctx, actor, { dealId }) => {
      await ctx.services.costSheets.status(actor, dealId);
      return liveStream(ctx.live, [costSheetTopic(dealId)], (who, payload) => costSheetChange(ctx.services, who, payload as CostSheetEvent));
    }),
  })
  costSheetChanged(@Root() change: CostSheetChange, @Args() { dealId: _dealId }: DealIdArgs): CostSheetChange {
    return change;
  }

  @Authorized()
  @Subscription(() => BudgetChange, {
    description: 'Cada transición del presupuesto de la organización (orgId: el id de la organización, dueña del presupuesto).',
    subscribe: liveSubscribe<{ orgId: number }>(async (ctx, actor, { orgId }) => {
      await ctx.services.budget.get(actor, orgId);
      return liveStream(ctx.live, [budgetTopic(orgId)], (who, payload) => budgetChange(ctx.services, who, payload as BudgetEvent));
    }),
  })
  budgetChanged(@Root() change: BudgetChange, @Args() { orgId: _orgId }: OrgIdArgs): BudgetChange {
    return change;
  }
}
