import { Args, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import { type GqlContext, signedIn } from '../../core/graphql/context';
import { StatsMonthsArgs } from './stats.inputs';
import { ProfitStatsView } from './profit.types';

@Resolver()
export class ProfitStatsResolver {
  @Authorized()
  @Query(() => ProfitStatsView, {
    description: 'Solo administradores. months: 3, 6, 12 o 24. Utilidad presupuestada contra real (US$) por asesor y mes de creación de las operaciones.',
  })
  profitStats(@Args() { months }: StatsMonthsArgs, @Ctx() ctx: GqlContext): Promise<ProfitStatsView> {
    return ctx.services.profitStats.summary(signedIn(ctx), months);
  }
}
