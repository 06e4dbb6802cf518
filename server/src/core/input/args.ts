import { ArgsType } from 'type-graphql';
import { MAX_PAGE } from '../graphql/connection';
import { MAX_OFFSET } from '../graphql/list-order';
import { LookupId, OptionalAnyInt, OptionalAnyText, OptionalLookupId } from './fields';

/**
 * Scalar GraphQL arguments shared by many modules, as @ArgsType classes: a resolver takes
 * `@Args() { id }: IdArgs` instead of `@Arg('id', () => Int) id: number`, so the argument's name, type and
 * nullability are written once and every argument reaches the global validateFn (validate.ts) like an
 * input does. The schema is the same as with @Arg (an ArgsType spreads its fields where it stands).
 * A module's own arguments live in its *.inputs.ts, the same way (docs/architecture.md, 'Agregar un módulo'); a shape
 * two or more modules take (a page, an offset, a user to look at) lives here. Every argument is declared so: a
 * resolver has no scalar @Arg (input-ranges.test.ts refuses one), only @Arg of an @InputType object.
 *
 * Numbers and texts here refuse nothing GraphQL lets through (AnyInt, AnyText: the 32-bit Int range, the text
 * guard): the resolver or service that judged the value before (pageSize, pageOffset, the services' lookups) still
 * judges it, with its message.
 */

/** `id: Int!`: the record the query or mutation is about. */
@ArgsType()
export class IdArgs {
  @LookupId()
  id: number;
}

/** `dealId: Int!`: the operation. */
@ArgsType()
export class DealIdArgs {
  @LookupId()
  dealId: number;
}

/** `orgId: Int!`: the organization. */
@ArgsType()
export class OrgIdArgs {
  @LookupId()
  orgId: number;
}

/** `userId: Int`: whose data to show (administrators; without it, the actor's own or the team's, as the service says). */
@ArgsType()
export class OptionalUserIdArgs {
  @OptionalLookupId()
  userId?: number | null;
}

const FIRST_MESSAGE = `first debe estar entre 1 y ${MAX_PAGE}.`;
const OFFSET_MESSAGE = `offset debe estar entre 0 y ${MAX_OFFSET}.`;

/** `first: Int = 50, after: String`: a connection's page (pageSize and the service's cursor judge them). */
@ArgsType()
export class FirstAfterArgs {
  @OptionalAnyInt(FIRST_MESSAGE, { defaultValue: 50 })
  first?: number | null;

  @OptionalAnyText('El cursor')
  after?: string | null;
}

/** `offset: Int`: an offset page of a sorted list, instead of `after` (pageOffset judges it). */
@ArgsType()
export class OffsetArgs {
  @OptionalAnyInt(OFFSET_MESSAGE, { description: `Filas a saltar (0 a ${MAX_OFFSET}); en lugar de after.` })
  offset?: number | null;
}

/** `first: Int = 50, offset: Int = 0`: a page of a list read by position (the resolver keeps both within its list's page). */
@ArgsType()
export class FirstOffsetArgs {
  @OptionalAnyInt('first debe ser un número entero.', { defaultValue: 50 })
  first?: number | null;

  @OptionalAnyInt('offset debe ser un número entero.', { defaultValue: 0 })
  offset?: number | null;
}
