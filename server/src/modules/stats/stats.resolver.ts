import { Args, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import { type GqlContext, signedIn } from '../../core/graphql/context';
import { StatsDaysArgs } from './stats.inputs';
import { ActivityOverview, OVERVIEW_MAX, StatsSummaryView } from './stats.types';

@Resolver()
export class StatsResolver {
  @Authorized()
  @Query(() => ActivityOverview, {
    description:
      `Solo administradores. days: 7, 14, 30, 60 o 90. Las listas crudas de la ventana y de la anterior, hasta ${OVERVIEW_MAX.actions} acciones y ${OVERVIEW_MAX.deals} operaciones (con más, BAD_USER_INPUT): para las tarjetas y la tabla usá statsSummary, que no tiene ese límite.`,
  })
  activityOverview(@Args() { days }: StatsDaysArgs, @Ctx() ctx: GqlContext): Promise<ActivityOverview> {
    return ctx.services.stats.overview(signedIn(ctx), days);
  }

  @Authorized()
  @Query(() => StatsSummaryView, {
    description: "Solo administradores. days: 7, 14, 30, 60 o 90. 'Estadísticas y análisis' calculadas en el servidor: tarjetas, responsable más activo, organizaciones y la tabla por usuario.",
  })
  statsSummary(@Args() { days }: StatsDaysArgs, @Ctx() ctx: GqlContext): Promise<StatsSummaryView> {
    return ctx.services.stats.summary(signedIn(ctx), days);
  }
}
