import { RESTORE_WINDOW_MS } from '@crm/domain';
import { Arg, Args, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { IdArgs } from '../../core/input/args';
import { type ConnectionShape, MAX_PAGE } from '../../core/graphql/connection';
import { type GqlContext, signedIn } from '../../core/graphql/context';
import { IdempotencyKeyArgs } from '../idempotency';
import { PagedBy } from '../../core/graphql/list-cost';
import { AppError } from '../../core/errors/app-error';
import { ActivityFilter, ActivityPageArgs, CreateActivityInput, UpdateActivityInput } from './activities.inputs';
import { ActivityConnection, ActivityView } from './activities.types';

@Resolver()
export class ActivitiesResolver {
  @Authorized()
  @Query(() => ActivityConnection, {
    description: 'Las más nuevas primero. Filtrar por una organización o contacto que no se puede ver → NOT_FOUND.',
  })
  @PagedBy(MAX_PAGE)
  activities(
    @Arg('filter', () => ActivityFilter, { nullable: true }) filter: ActivityFilter | null,
    @Args() { first, after }: ActivityPageArgs,
    @Ctx() ctx: GqlContext,
  ): Promise<ConnectionShape<ActivityView>> {
    if (!Number.isInteger(first) || first < 1 || first > MAX_PAGE) throw new AppError('VALIDATION', `first debe estar entre 1 y ${MAX_PAGE}.`);
    return ctx.services.activities.connection(signedIn(ctx), filter ?? {}, first, after);
  }

  @Authorized()
  @Query(() => ActivityView, { description: "NOT_FOUND 'Actividad no encontrada.'" })
  activity(@Args() { id }: IdArgs, @Ctx() ctx: GqlContext): Promise<ActivityView> {
    return ctx.services.activities.get(signedIn(ctx), id);
  }

  @Authorized()
  @Mutation(() => ActivityView, {
    description: "admin, venta u ops. Al menos asunto o notas, y al menos una de orgId, personId, dealId.",
  })
  createActivity(
    @Arg('input', () => CreateActivityInput) input: CreateActivityInput,
    @Args() { idempotencyKey }: IdempotencyKeyArgs,
    @Ctx() ctx: GqlContext,
  ): Promise<ActivityView> {
    const { activities, idempotency } = ctx.services;
    return idempotency.once(signedIn(ctx), idempotencyKey, 'createActivity', input, () => activities.create(signedIn(ctx), input), (a) => a.id, (id) => activities.get(signedIn(ctx), id));
  }

  @Authorized()
  @Mutation(() => ActivityView, {
    description: 'admin, venta u ops: tipo, asunto, notas, vencimiento (reprogramar), realizada (marcarla registra quién y cuándo: las estadísticas la cuentan como acción finalizada en esa fecha).',
  })
  updateActivity(@Args() { id }: IdArgs, @Arg('input', () => UpdateActivityInput) input: UpdateActivityInput, @Ctx() ctx: GqlContext): Promise<ActivityView> {
    return ctx.services.activities.update(signedIn(ctx), id, input);
  }

  @Authorized()
  @Mutation(() => Int, {
    description: `admin, venta u ops. Se aplica en el acto; restoreActivity la devuelve durante ${RESTORE_WINDOW_MS / 60_000} minutos. Devuelve el id eliminado.`,
  })
  deleteActivity(@Args() { id }: IdArgs, @Ctx() ctx: GqlContext): Promise<number> {
    return ctx.services.activities.remove(signedIn(ctx), id);
  }

  @Authorized()
  @Mutation(() => ActivityView, {
    description: `admin, venta u ops. 'Deshacer' de deleteActivity: la devuelve (mismo id y fechas) dentro de los ${RESTORE_WINDOW_MS / 60_000} minutos; después, NOT_FOUND.`,
  })
  restoreActivity(@Args() { id }: IdArgs, @Ctx() ctx: GqlContext): Promise<ActivityView> {
    return ctx.services.activities.restore(signedIn(ctx), id);
  }
}
