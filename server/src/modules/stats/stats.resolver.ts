import { Arg, Authorized, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { GqlContext } from '../../core/graphql/context';
import { ActivityOverview } from './stats.types';

@Resolver()
export class StatsResolver {
  @Authorized()
  @Query(() => ActivityOverview, { description: 'Solo administradores. days: 7, 14, 30, 60 o 90.' })
  activityOverview(@Arg('days', () => Int) days: number, @Ctx() ctx: GqlContext): Promise<ActivityOverview> {
    return ctx.services.stats.overview(ctx.actor, days);
  }
}
