import { Args, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import { type GqlContext, signedIn } from '../../core/graphql/context';
import { StatsDaysArgs } from './stats.inputs';
import { OutcomeStatsView } from './outcomes.types';

@Resolver()
export class OutcomeStatsResolver {
  @Authorized()
  @Query(() => OutcomeStatsView, {
    description: 'Solo administradores. days: 7, 14, 30, 60 o 90. Operaciones cerradas en la ventana: tasa de éxito y motivos de pérdida, por asesor, modalidad y ruta.',
  })
  outcomeStats(@Args() { days }: StatsDaysArgs, @Ctx() ctx: GqlContext): Promise<OutcomeStatsView> {
    return ctx.services.outcomeStats.summary(signedIn(ctx), days);
  }
}
