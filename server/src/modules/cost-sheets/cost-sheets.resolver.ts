import { Arg, Authorized, Ctx, FieldResolver, Float, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { GqlContext } from '../../core/graphql/context';
import { validateInput } from '../../core/input/validate';
import { DealView } from '../deals/deals.types';
import type { OrganizationEntity } from '../organizations/organization.entity';
import { OrganizationView } from '../organizations/organizations.types';
import type { CostSheetStatusData } from './cost-sheets.service';
import { ConfirmBudgetInput, CostSheetInput, CostSheetVersionInput } from './cost-sheets.inputs';
import { CostSheetStatusView, CostSheetView } from './cost-sheets.types';

@Resolver(() => DealView)
export class CostSheetsResolver {
  @Authorized()
  @Query(() => CostSheetView, {
    description: "La planilla de costos de una operación; nunca guardada → saved false, version 0, gsRate 5860 y pesoKg = peso tasable. NOT_FOUND 'Operación no encontrada.'",
  })
  costSheet(@Arg('dealId', () => Int) dealId: number, @Ctx() ctx: GqlContext): Promise<CostSheetView> {
    return ctx.services.costSheets.get(ctx.actor, dealId);
  }

  @Authorized()
  @Query(() => CostSheetStatusView, { description: 'Estado del presupuesto y versión de la planilla (la pantalla lo consulta cada 10 s).' })
  costSheetStatus(@Arg('dealId', () => Int) dealId: number, @Ctx() ctx: GqlContext): Promise<CostSheetStatusData> {
    return ctx.services.costSheets.status(ctx.actor, dealId);
  }

  @Authorized()
  @Mutation(() => CostSheetView, {
    description:
      "Guarda la planilla basada en `version` (0: nunca guardada); los totales los recalcula el servidor. Versión vieja → CONFLICT; presupuesto bloqueado o confirmado y no admin → FORBIDDEN 'Presupuesto bloqueado'.",
  })
  async saveCostSheet(
    @Arg('dealId', () => Int) dealId: number,
    @Arg('version', () => Int) version: number,
    @Arg('input', () => CostSheetInput) input: CostSheetInput,
    @Ctx() ctx: GqlContext,
  ): Promise<CostSheetView> {
    const v = await validateInput(CostSheetVersionInput, { version });
    return ctx.services.costSheets.save(ctx.actor, dealId, input, v.version);
  }

  @Authorized()
  @Mutation(() => OrganizationView, { description: 'borrador → bloqueado; solo administradores.' })
  lockBudget(@Arg('orgId', () => Int) orgId: number, @Ctx() ctx: GqlContext): Promise<OrganizationEntity> {
    return ctx.services.budget.lock(ctx.actor, orgId);
  }

  @Authorized()
  @Mutation(() => OrganizationView, {
    description:
      'borrador → confirmado (administradores y roles de venta) o bloqueado → confirmado (administradores). Con dealId guarda el profit de la planilla guardada de esa operación; sin dealId, profitValue.',
  })
  async confirmBudget(
    @Arg('orgId', () => Int) orgId: number,
    @Arg('dealId', () => Int, { nullable: true }) dealId: number | null,
    @Arg('profitValue', () => Float, { nullable: true }) profitValue: number | null,
    @Ctx() ctx: GqlContext,
  ): Promise<OrganizationEntity> {
    const input = await validateInput(ConfirmBudgetInput, { dealId, profitValue });
    return ctx.services.budget.confirm(ctx.actor, orgId, input);
  }

  @Authorized()
  @Mutation(() => OrganizationView, { description: 'bloqueado o confirmado → borrador; solo administradores.' })
  reopenBudget(@Arg('orgId', () => Int) orgId: number, @Ctx() ctx: GqlContext): Promise<OrganizationEntity> {
    return ctx.services.budget.reopen(ctx.actor, orgId);
  }

  @FieldResolver(() => CostSheetView, { name: 'costSheet', description: 'La planilla de costos de la operación (igual que la consulta costSheet).' })
  dealCostSheet(@Root() d: DealView, @Ctx() ctx: GqlContext): Promise<CostSheetView> {
    return ctx.services.costSheets.get(ctx.actor, d.id);
  }
}
