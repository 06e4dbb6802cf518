import type { PromiseStatus } from '@crm/domain';
import { Arg, Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { IdArgs, OrgIdArgs } from '../../core/input/args';
import { type GqlContext, signedIn } from '../../core/graphql/context';
import { ListMax } from '../../core/graphql/list-cost';
import { CreateCollectionLogInput, CreatePromiseInput, NextActionsArgs, PortfolioArgs, SetPromiseStatusInput, StatementArgs } from './collections.inputs';
import { COLLECTION_LIMITS, CollectionLogView, PaymentPromiseView, PortfolioView, StatementView } from './collections.types';
import { collectionLogView, portfolioView, promiseView, statementPage, statementView } from './collections.view';

@Resolver()
export class CollectionsResolver {
  @Authorized()
  @Query(() => StatementView, { description: 'Cuenta corriente del cliente a una fecha: saldos y antigüedad por moneda, documentos y movimientos.' })
  async accountStatement(@Args(() => StatementArgs) args: StatementArgs, @Ctx() ctx: GqlContext): Promise<StatementView> {
    return statementView(await ctx.services.collections.statement(signedIn(ctx), args.orgId, args.asOf, statementPage(args)));
  }

  @Authorized()
  @Query(() => PortfolioView, { description: 'Cartera a cobrar de los clientes visibles, por antigüedad, cliente y asesor.' })
  async collectionsPortfolio(@Args(() => PortfolioArgs) { asOf, advisorId, offset }: PortfolioArgs, @Ctx() ctx: GqlContext): Promise<PortfolioView> {
    return portfolioView(await ctx.services.collections.portfolio(signedIn(ctx), asOf, advisorId), { offset: offset ?? 0, limits: COLLECTION_LIMITS });
  }

  @Authorized()
  @Query(() => [PaymentPromiseView], { description: 'Promesas de pago del cliente (las 200 más nuevas).' })
  @ListMax(COLLECTION_LIMITS.promises)
  async paymentPromises(@Args() { orgId }: OrgIdArgs, @Ctx() ctx: GqlContext): Promise<PaymentPromiseView[]> {
    return (await ctx.services.collections.promises(signedIn(ctx), orgId)).map(promiseView);
  }

  @Authorized()
  @Query(() => [CollectionLogView], { description: 'Gestiones de cobranza del cliente (las 200 más nuevas).' })
  @ListMax(COLLECTION_LIMITS.logs)
  async collectionLogs(@Args() { orgId }: OrgIdArgs, @Ctx() ctx: GqlContext): Promise<CollectionLogView[]> {
    return (await ctx.services.collections.logs(signedIn(ctx), orgId)).map(collectionLogView);
  }

  @Authorized()
  @Query(() => [CollectionLogView], { description: 'Próximas acciones de cobranza vencidas o de hoy, de los clientes visibles.' })
  @ListMax(COLLECTION_LIMITS.nextActions)
  async collectionNextActions(@Args(() => NextActionsArgs) { upTo }: NextActionsArgs, @Ctx() ctx: GqlContext): Promise<CollectionLogView[]> {
    return (await ctx.services.collections.nextActions(signedIn(ctx), upTo)).map(collectionLogView);
  }

  @Authorized()
  @Mutation(() => PaymentPromiseView, { description: 'admin o finanzas: registra una promesa de pago del cliente.' })
  async createPaymentPromise(@Args() { orgId }: OrgIdArgs, @Arg('input', () => CreatePromiseInput) input: CreatePromiseInput, @Ctx() ctx: GqlContext): Promise<PaymentPromiseView> {
    return promiseView(await ctx.services.collections.createPromise(signedIn(ctx), orgId, input));
  }

  @Authorized()
  @Mutation(() => PaymentPromiseView, { description: 'admin o finanzas: marca una promesa pendiente como cumplida, incumplida o anulada.' })
  async setPaymentPromiseStatus(@Args() { id }: IdArgs, @Arg('input', () => SetPromiseStatusInput) input: SetPromiseStatusInput, @Ctx() ctx: GqlContext): Promise<PaymentPromiseView> {
    return promiseView(await ctx.services.collections.setPromiseStatus(signedIn(ctx), id, input.status as PromiseStatus));
  }

  @Authorized()
  @Mutation(() => CollectionLogView, { description: 'admin o finanzas: registra una gestión de cobranza (y su próxima acción).' })
  async createCollectionLog(@Args() { orgId }: OrgIdArgs, @Arg('input', () => CreateCollectionLogInput) input: CreateCollectionLogInput, @Ctx() ctx: GqlContext): Promise<CollectionLogView> {
    return collectionLogView(await ctx.services.collections.createLog(signedIn(ctx), orgId, input));
  }
}
