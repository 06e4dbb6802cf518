import { Arg, Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { DealIdArgs } from '../../core/input/args';
import { type GqlContext, signedIn } from '../../core/graphql/context';
import { ListMax } from '../../core/graphql/list-cost';
import { QuoteInput, QuoteVersionArgs } from './quotes.inputs';
import { QUOTE_VERSIONS_MAX, QuoteVersionView } from './quotes.types';

@Resolver()
export class QuotesResolver {
  @Authorized()
  @Query(() => [QuoteVersionView], {
    description: `Versiones guardadas del presupuesto, las ${QUOTE_VERSIONS_MAX} más nuevas primero (las anteriores: dealQuote(version)). NOT_FOUND 'Operación no encontrada.'`,
  })
  @ListMax(QUOTE_VERSIONS_MAX)
  dealQuotes(@Args() { dealId }: DealIdArgs, @Ctx() ctx: GqlContext): Promise<QuoteVersionView[]> {
    return ctx.services.quotes.list(signedIn(ctx), dealId);
  }

  @Authorized()
  @Query(() => QuoteVersionView, { nullable: true, description: 'Una versión (la última si se omite version); null si no existe.' })
  dealQuote(
    @Args() { dealId }: DealIdArgs,
    @Args() { version }: QuoteVersionArgs,
    @Ctx() ctx: GqlContext,
  ): Promise<QuoteVersionView | null> {
    return ctx.services.quotes.get(signedIn(ctx), dealId, version);
  }

  @Authorized()
  @Mutation(() => QuoteVersionView, {
    description: 'admin, venta u ops: escribe las claves del presupuesto como campos de la operación y guarda una nueva versión numerada.',
  })
  saveDealQuote(@Args() { dealId }: DealIdArgs, @Arg('input', () => QuoteInput) input: QuoteInput, @Ctx() ctx: GqlContext): Promise<QuoteVersionView> {
    return ctx.services.quotes.save(signedIn(ctx), dealId, input);
  }
}
