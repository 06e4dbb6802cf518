import { Args, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import { type GqlContext, signedIn } from '../../core/graphql/context';
import { SearchArgs } from './search.inputs';
import { SearchResult } from './search.types';

@Resolver()
export class SearchResolver {
  @Authorized()
  @Query(() => SearchResult, {
    description: 'Búsqueda global: referencias (OP-000123 o 123), títulos, organizaciones (nombre, razón social, RUC, email) y contactos (nombre, email, teléfono); sin acentos; hasta 10 de cada grupo.',
  })
  search(@Args() { q }: SearchArgs, @Ctx() ctx: GqlContext): Promise<SearchResult> {
    return ctx.services.search.search(signedIn(ctx), q);
  }
}
