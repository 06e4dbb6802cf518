import { CURRENCY_PAIR_PATTERN, USD_PYG } from '@crm/domain';
import { Arg, Args, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { IdArgs } from '../../core/input/args';
import { type GqlContext, signedIn } from '../../core/graphql/context';
import { ListMax } from '../../core/graphql/list-cost';
import { validation } from '../../core/errors/app-error';
import { CreateExchangeRateInput, EXCHANGE_RATE_MESSAGES, ExchangeRateOnArgs, ExchangeRatePairArgs, UpdateExchangeRateInput } from './exchange-rates.inputs';
import { EXCHANGE_RATES_MAX } from './exchange-rates.service';
import { ExchangeRateView } from './exchange-rates.types';

const checkPair = (pair: string | null | undefined) => {
  if (pair != null && !CURRENCY_PAIR_PATTERN.test(pair)) throw validation(EXCHANGE_RATE_MESSAGES.pair);
  return pair ?? null;
};

@Resolver()
export class ExchangeRatesResolver {
  @Authorized()
  @Query(() => [ExchangeRateView], { description: `Tipos de cambio fechados, el más nuevo primero (hasta ${EXCHANGE_RATES_MAX}); pair filtra por par.` })
  @ListMax(EXCHANGE_RATES_MAX)
  exchangeRates(@Args() { pair }: ExchangeRatePairArgs, @Ctx() ctx: GqlContext): Promise<ExchangeRateView[]> {
    return ctx.services.exchangeRates.list(signedIn(ctx), { pair: checkPair(pair) });
  }

  @Authorized()
  @Query(() => ExchangeRateView, { nullable: true, description: 'El tipo de cambio vigente en una fecha: el último con fecha igual o anterior; null antes del primero.' })
  async exchangeRateOn(
    @Args() { date, pair }: ExchangeRateOnArgs,
    @Ctx() ctx: GqlContext,
  ): Promise<ExchangeRateView | null> {
    const found = await ctx.services.exchangeRates.readInForce(signedIn(ctx), date, checkPair(pair) ?? USD_PYG);
    return found ? ctx.services.exchangeRates.get(signedIn(ctx), found.id) : null;
  }

  @Authorized()
  @Mutation(() => ExchangeRateView, { description: 'Solo administradores. CONFLICT si ya hay uno de ese par y fecha.' })
  createExchangeRate(@Arg('input', () => CreateExchangeRateInput) input: CreateExchangeRateInput, @Ctx() ctx: GqlContext): Promise<ExchangeRateView> {
    return ctx.services.exchangeRates.create(signedIn(ctx), input);
  }

  @Authorized()
  @Mutation(() => ExchangeRateView, { description: 'Solo administradores: par, fecha, tipo de cambio, fuente.' })
  updateExchangeRate(
    @Args() { id }: IdArgs,
    @Arg('input', () => UpdateExchangeRateInput) input: UpdateExchangeRateInput,
    @Ctx() ctx: GqlContext,
  ): Promise<ExchangeRateView> {
    return ctx.services.exchangeRates.update(signedIn(ctx), id, input);
  }

  @Authorized()
  @Mutation(() => Int, { description: 'Solo administradores. Devuelve el id eliminado.' })
  deleteExchangeRate(@Args() { id }: IdArgs, @Ctx() ctx: GqlContext): Promise<number> {
    return ctx.services.exchangeRates.remove(signedIn(ctx), id);
  }
}
