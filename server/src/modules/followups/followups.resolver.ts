import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GqlContext } from '../../core/graphql/context';
import { ListMax } from '../../core/graphql/list-cost';
import { AddFollowupNoteInput, LogCallInput } from './followups.inputs';
import { FollowupCallView, FollowupNoteView, FollowupSummary } from './followups.types';

/** Rows a list answers (the dashboard shows the newest). */
const LIST_LIMIT = 200;

@Resolver()
export class FollowupsResolver {
  @Authorized()
  @Query(() => [FollowupCallView], { description: `Llamadas, más nuevas primero (hasta ${LIST_LIMIT}). userId solo para administradores.` })
  @ListMax(LIST_LIMIT)
  followupCalls(
    @Arg('userId', () => Int, { nullable: true }) userId: number | null,
    @Arg('q', () => String, { nullable: true }) q: string | null,
    @Ctx() ctx: GqlContext,
  ): Promise<FollowupCallView[]> {
    return ctx.services.followups.calls(ctx.actor, { userId, q, limit: LIST_LIMIT });
  }

  @Authorized()
  @Query(() => [FollowupNoteView], { description: `Notas de seguimiento, más nuevas primero (hasta ${LIST_LIMIT}). userId solo para administradores.` })
  @ListMax(LIST_LIMIT)
  followupNotes(
    @Arg('userId', () => Int, { nullable: true }) userId: number | null,
    @Arg('q', () => String, { nullable: true }) q: string | null,
    @Ctx() ctx: GqlContext,
  ): Promise<FollowupNoteView[]> {
    return ctx.services.followups.notes(ctx.actor, { userId, q, limit: LIST_LIMIT });
  }

  @Authorized()
  @Query(() => FollowupSummary, { description: "Tarjetas y gráficos. today: 'YYYY-MM-DD' del usuario (por defecto, el día UTC)." })
  followupSummary(
    @Arg('userId', () => Int, { nullable: true }) userId: number | null,
    @Arg('today', () => String, { nullable: true }) today: string | null,
    @Ctx() ctx: GqlContext,
  ): Promise<FollowupSummary> {
    return ctx.services.followups.summary(ctx.actor, userId, today);
  }

  @Authorized()
  @Mutation(() => FollowupCallView, { description: "Registrar llamada (admin, venta, ops). Asunto por defecto 'Llamada', duración 0." })
  logCall(@Arg('input', () => LogCallInput) input: LogCallInput, @Ctx() ctx: GqlContext): Promise<FollowupCallView> {
    return ctx.services.followups.logCall(ctx.actor, input);
  }

  @Authorized()
  @Mutation(() => FollowupNoteView, { description: 'Agregar nota de seguimiento (admin, venta, ops).' })
  addFollowupNote(@Arg('input', () => AddFollowupNoteInput) input: AddFollowupNoteInput, @Ctx() ctx: GqlContext): Promise<FollowupNoteView> {
    return ctx.services.followups.addNote(ctx.actor, input);
  }
}
