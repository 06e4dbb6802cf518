import { Arg, Args, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import { FirstAfterArgs, IdArgs } from '../../core/input/args';
import { type GqlContext, signedIn } from '../../core/graphql/context';
import { MAX_PAGE, pageSize } from '../../core/graphql/connection';
import { PagedBy } from '../../core/graphql/list-cost';
import { AuditEntityArgs, AuditEventFilterInput, AuditKindArgs } from './history.inputs';
import { AuditEventConnection } from './history.types';

/** Read-only: the audit log has queries and no mutation (events are append-only). */
@Resolver()
export class AuditResolver {
  @Authorized()
  @Query(() => AuditEventConnection, {
    description: 'Historial de una operación, organización o contacto, lo más nuevo primero. Un registro que el usuario no puede ver da NOT_FOUND.',
  })
  @PagedBy(MAX_PAGE)
  auditLog(
    @Ctx() ctx: GqlContext,
    @Args() { entity }: AuditEntityArgs,
    @Args() { id }: IdArgs,
    @Args() { first, after }: FirstAfterArgs,
    @Args() { kind }: AuditKindArgs,
  ) {
    return ctx.services.auditHistory.history(signedIn(ctx), entity, id, { first: pageSize(first, 50), after, kind });
  }

  @Authorized()
  @Query(() => AuditEventConnection, { description: 'Solo administradores: todos los eventos, filtrados por usuario, entidad, tipo y fechas.' })
  @PagedBy(MAX_PAGE)
  auditEvents(
    @Ctx() ctx: GqlContext,
    @Arg('filter', () => AuditEventFilterInput, { nullable: true }) filter: AuditEventFilterInput | null | undefined,
    @Args() { first, after }: FirstAfterArgs,
  ) {
    return ctx.services.auditHistory.events(signedIn(ctx), filter ?? {}, { first: pageSize(first, 50), after });
  }
}
