import { Arg, Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { IdArgs, OptionalUserIdArgs } from '../../core/input/args';
import { AppError } from '../../core/errors/app-error';
import { type GqlContext, signedIn } from '../../core/graphql/context';
import { ListMax } from '../../core/graphql/list-cost';
import { AddFollowupNoteInput, FollowupListArgs, FollowupTodayArgs, InvalidateCallArgs, LogCallInput } from './followups.inputs';
import { FollowupCallView, FollowupNoteView, FollowupSummary } from './followups.types';
import { FOLLOWUP_MAX_OFFSET } from './followups.service';

/** Rows a page of a list answers at most (and by default). */
const LIST_LIMIT = 200;

/** A page of the merged lists: `first` rows (1–LIST_LIMIT) from `offset` (0–FOLLOWUP_MAX_OFFSET). */
function followupPage(first: number | null | undefined, offset: number | null | undefined): { limit: number; offset: number } {
  const limit = first ?? LIST_LIMIT;
  if (!Number.isSafeInteger(limit) || limit < 1 || limit > LIST_LIMIT) throw new AppError('VALIDATION', `first debe estar entre 1 y ${LIST_LIMIT}.`);
  const from = offset ?? 0;
  if (!Number.isSafeInteger(from) || from < 0 || from > FOLLOWUP_MAX_OFFSET) throw new AppError('VALIDATION', `offset debe estar entre 0 y ${FOLLOWUP_MAX_OFFSET}.`);
  return { limit, offset: from };
}

@Resolver()
export class FollowupsResolver {
  @Authorized()
  @Query(() => [FollowupCallView], {
    description: `Llamadas, más nuevas primero: páginas de first (1–${LIST_LIMIT}, ${LIST_LIMIT} por defecto) desde offset (hasta ${FOLLOWUP_MAX_OFFSET}). userId solo para administradores.`,
  })
  @ListMax(LIST_LIMIT)
  followupCalls(
    @Args() { userId }: OptionalUserIdArgs,
    @Args() { q, first, offset }: FollowupListArgs,
    @Ctx() ctx: GqlContext,
  ): Promise<FollowupCallView[]> {
    return ctx.services.followups.calls(signedIn(ctx), { userId, q, ...followupPage(first, offset) });
  }

  @Authorized()
  @Query(() => [FollowupNoteView], {
    description: `Notas de seguimiento, más nuevas primero: páginas de first (1–${LIST_LIMIT}, ${LIST_LIMIT} por defecto) desde offset (hasta ${FOLLOWUP_MAX_OFFSET}). userId solo para administradores.`,
  })
  @ListMax(LIST_LIMIT)
  followupNotes(
    @Args() { userId }: OptionalUserIdArgs,
    @Args() { q, first, offset }: FollowupListArgs,
    @Ctx() ctx: GqlContext,
  ): Promise<FollowupNoteView[]> {
    return ctx.services.followups.notes(signedIn(ctx), { userId, q, ...followupPage(first, offset) });
  }

  @Authorized()
  @Query(() => FollowupSummary, { description: "Tarjetas y gráficos. today: 'YYYY-MM-DD' del usuario (por defecto, el día UTC)." })
  followupSummary(
    @Args() { userId }: OptionalUserIdArgs,
    @Args() { today }: FollowupTodayArgs,
    @Ctx() ctx: GqlContext,
  ): Promise<FollowupSummary> {
    return ctx.services.followups.summary(signedIn(ctx), userId, today);
  }

  @Authorized()
  @Mutation(() => FollowupCallView, { description: "Registrar llamada (admin, venta, ops). Asunto por defecto 'Llamada', duración 0." })
  logCall(@Arg('input', () => LogCallInput) input: LogCallInput, @Ctx() ctx: GqlContext): Promise<FollowupCallView> {
    return ctx.services.followups.logCall(signedIn(ctx), input);
  }

  @Authorized()
  @Mutation(() => FollowupCallView, { description: 'Invalida una llamada con un motivo (su autor o un administrador); queda en el historial, marcada.' })
  invalidateCall(@Args() { id }: IdArgs, @Args() { reason }: InvalidateCallArgs, @Ctx() ctx: GqlContext): Promise<FollowupCallView> {
    return ctx.services.followups.invalidateCall(signedIn(ctx), id, reason);
  }

  @Authorized()
  @Mutation(() => FollowupNoteView, { description: 'Agregar nota de seguimiento (admin, venta, ops).' })
  addFollowupNote(@Arg('input', () => AddFollowupNoteInput) input: AddFollowupNoteInput, @Ctx() ctx: GqlContext): Promise<FollowupNoteView> {
    return ctx.services.followups.addNote(signedIn(ctx), input);
  }
}
