import { Arg, Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { OptionalUserIdArgs } from '../../core/input/args';
import { type GqlContext, signedIn } from '../../core/graphql/context';
import { ListMax } from '../../core/graphql/list-cost';
import { SalesMonthArgs, SetSalesTargetInput } from './targets.inputs';
import { SalesDashboardView, SalesTargetView, TEAM_MAX } from './targets.types';

@Resolver()
export class TargetsResolver {
  @Authorized()
  @Query(() => [SalesTargetView], {
    description: "Metas del mes ('YYYY-MM', por defecto el de la oficina) contra lo logrado. Un vendedor ve las suyas; administradores, viewer y finanzas, las del equipo o las de userId.",
  })
  @ListMax(TEAM_MAX)
  salesTargets(
    @Args() { month }: SalesMonthArgs,
    @Args() { userId }: OptionalUserIdArgs,
    @Ctx() ctx: GqlContext,
  ): Promise<SalesTargetView[]> {
    return ctx.services.targets.targets(signedIn(ctx), { month, userId });
  }

  @Authorized()
  @Query(() => SalesDashboardView, { description: 'Tablero del vendedor (el propio, o userId para quienes leen el equipo) o del equipo (sin userId): metas, llamadas por resultado, salud del pipeline y próximas acciones.' })
  salesDashboard(
    @Args() { month }: SalesMonthArgs,
    @Args() { userId }: OptionalUserIdArgs,
    @Ctx() ctx: GqlContext,
  ): Promise<SalesDashboardView> {
    return ctx.services.targets.dashboard(signedIn(ctx), { month, userId });
  }

  @Authorized()
  @Mutation(() => SalesTargetView, { description: 'Guarda las metas de un vendedor para un mes (solo administradores). Un campo omitido queda; null o 0 la quita.' })
  setSalesTarget(@Arg('input', () => SetSalesTargetInput) input: SetSalesTargetInput, @Ctx() ctx: GqlContext): Promise<SalesTargetView> {
    return ctx.services.targets.setTarget(signedIn(ctx), input);
  }
}
