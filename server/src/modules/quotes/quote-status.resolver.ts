import DataLoader from 'dataloader';
import { Arg, Args, Authorized, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import { type GqlContext, signedIn } from '../../core/graphql/context';
import { ListMax } from '../../core/graphql/list-cost';
import { DealView } from '../deals';
import { QuoteFunnelArgs, QuoteStatusInput } from './quote-status.inputs';
import { QuoteFunnelRowView, QuoteLifecycleView, QuoteStatusResultView } from './quote-status.types';
import { QuoteVersionView } from './quotes.types';

/** Rows of the funnel at most (advisors × months of a year and more). */
export const QUOTE_FUNNEL_MAX = 2000;

@Resolver()
export class QuoteStatusResolver {
  @Authorized()
  @Mutation(() => QuoteStatusResultView, {
    description:
      "admin, venta u ops: marca una versión del presupuesto enviada, aceptada o rechazada (con un motivo de motivo_cierre). Aceptada mueve la operación a la etapa del parámetro etapa_presupuesto_aceptado y, con confirmBudget, confirma el presupuesto.",
  })
  setQuoteStatus(@Arg('input', () => QuoteStatusInput) input: QuoteStatusInput, @Ctx() ctx: GqlContext): Promise<QuoteStatusResultView> {
    return ctx.services.quoteStatus.setStatus(signedIn(ctx), input);
  }

  @Authorized()
  @Query(() => [QuoteFunnelRowView], { description: 'Estadísticas: presupuestos enviados → aceptados por asesor y mes del envío (from y to AAAA-MM-DD, inclusive).' })
  @ListMax(QUOTE_FUNNEL_MAX)
  quoteFunnel(@Args() { from, to }: QuoteFunnelArgs, @Ctx() ctx: GqlContext): Promise<QuoteFunnelRowView[]> {
    return ctx.services.quoteStatus.funnel(signedIn(ctx), from, to);
  }
}

@Resolver(() => QuoteVersionView)
export class QuoteVersionLifecycleResolver {
  @FieldResolver(() => QuoteLifecycleView, { description: 'Borrador, enviada, aceptada, rechazada o vencida.' })
  async lifecycle(@Root() v: QuoteVersionView, @Ctx() ctx: GqlContext): Promise<QuoteLifecycleView> {
    const loader = ctx.loaders.get('quotes.lifecycle', () => new DataLoader<number, QuoteLifecycleView | null>((ids) => ctx.services.quoteStatus.lifecyclesOf(ids)));
    return (await loader.load(v.id))!;
  }
}

@Resolver(() => DealView)
export class DealQuoteStatusResolver {
  @FieldResolver(() => QuoteLifecycleView, { nullable: true, description: 'El estado del último presupuesto guardado (vencida en ámbar); null sin presupuesto.' })
  quoteStatus(@Root() d: DealView, @Ctx() ctx: GqlContext): Promise<QuoteLifecycleView | null> {
    return ctx.loaders.get('quotes.latestOfDeal', () => new DataLoader<number, QuoteLifecycleView | null>((ids) => ctx.services.quoteStatus.latestOfDeals(ids))).load(d.id);
  }
}
