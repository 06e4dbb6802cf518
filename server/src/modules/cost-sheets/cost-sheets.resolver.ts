import { Arg, Args, Authorized, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import { DealIdArgs, OrgIdArgs } from '../../core/input/args';
import { type GqlContext, signedIn } from '../../core/graphql/context';
import { VersionArgs } from '../../core/rest/expected-version';
import { DealView } from '../deals';
import type { OrganizationEntity } from '../organizations/organization.entity';
import { OrganizationView } from '../organizations';
import type { CostSheetStatusData } from './cost-sheets.service';
import { ConfirmBudgetArgs, CostSheetInput } from './cost-sheets.inputs';
import { CostSheetStatusView, CostSheetView } from './cost-sheets.types';
import { BudgetDealArgs } from './revisions.inputs';

@Resolver(() => DealView)
export class CostSheetsResolver {
  @Authorized()
  @Query(() => CostSheetView, {
    description: "La planilla de costos de una operación; nunca guardada → saved false, version 0, gsRate 5860 y pesoKg = peso tasable. NOT_FOUND 'Operación no encontrada.'",
  })
  costSheet(@Args() { dealId }: DealIdArgs, @Ctx() ctx: GqlContext): Promise<CostSheetView> {
    return ctx.services.costSheets.get(signedIn(ctx), dealId);
  }

  @Authorized()
  @Query(() => CostSheetStatusView, { description: 'Estado del presupuesto y versión de la planilla (la pantalla lo consulta cada 10 s).' })
  costSheetStatus(@Args() { dealId }: DealIdArgs, @Ctx() ctx: GqlContext): Promise<CostSheetStatusData> {
    return ctx.services.costSheets.status(signedIn(ctx), dealId);
  }

  @Authorized()
  @Mutation(() => CostSheetView, {
    description:
      "Guarda la planilla basada en `version` (0: nunca guardada); los totales los recalcula el servidor. Versión vieja → CONFLICT; presupuesto bloqueado o confirmado y no admin → FORBIDDEN 'Presupuesto bloqueado'.",
  })
  saveCostSheet(
    @Args() { dealId }: DealIdArgs,
    @Args(() => VersionArgs) { version }: VersionArgs,
    @Arg('input', () => CostSheetInput) input: CostSheetInput,
    @Ctx() ctx: GqlContext,
  ): Promise<CostSheetView> {
    return ctx.services.costSheets.save(signedIn(ctx), dealId, input, version);
  }

  @Authorized()
  @Mutation(() => OrganizationView, { description: 'borrador → bloqueado; solo administradores. Actúa sobre la revisión actual de la operación dealId (sin ella, la de la planilla guardada más recientemente de la organización).' })
  async lockBudget(@Args() { orgId }: OrgIdArgs, @Args(() => BudgetDealArgs) { dealId }: BudgetDealArgs, @Ctx() ctx: GqlContext): Promise<OrganizationEntity> {
    return (await ctx.services.budget.lock(signedIn(ctx), orgId, dealId)).org;
  }

  @Authorized()
  @Mutation(() => OrganizationView, {
    description:
      'borrador → confirmado (administradores y roles de venta) o bloqueado → confirmado (administradores): confirma la revisión actual de la operación dealId y guarda el profit de su planilla guardada; sin dealId, la de la planilla guardada más recientemente de la organización, con profitValue si viene.',
  })
  async confirmBudget(
    @Args() { orgId }: OrgIdArgs,
    @Args(() => ConfirmBudgetArgs) { dealId, profitValue }: ConfirmBudgetArgs,
    @Ctx() ctx: GqlContext,
  ): Promise<OrganizationEntity> {
    return (await ctx.services.budget.confirm(signedIn(ctx), orgId, { dealId, profitValue })).org;
  }

  @Authorized()
  @Mutation(() => OrganizationView, { description: 'bloqueado o confirmado → borrador; solo administradores. Actúa sobre la revisión actual de la operación dealId (sin ella, la de la planilla guardada más recientemente).' })
  async reopenBudget(@Args() { orgId }: OrgIdArgs, @Args(() => BudgetDealArgs) { dealId }: BudgetDealArgs, @Ctx() ctx: GqlContext): Promise<OrganizationEntity> {
    return (await ctx.services.budget.reopen(signedIn(ctx), orgId, dealId)).org;
  }

  @FieldResolver(() => CostSheetView, { name: 'costSheet', description: 'La planilla de costos de la operación (igual que la consulta costSheet).' })
  dealCostSheet(@Root() d: DealView, @Ctx() ctx: GqlContext): Promise<CostSheetView> {
    return ctx.services.costSheets.get(signedIn(ctx), d.id);
  }
}
