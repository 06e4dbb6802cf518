import { Arg, Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { FirstOffsetArgs, IdArgs } from '../../core/input/args';
import { type GqlContext, signedIn } from '../../core/graphql/context';
import { PagedBy } from '../../core/graphql/list-cost';
import { CancelReceiptInput, CreateReceiptInput, ReceiptFilter } from './receipts.inputs';
import { RECEIPT_PAGE_MAX, ReceiptListView, ReceiptView } from './receipts.types';
import { receiptView } from './receipts.view';

@Resolver()
export class ReceiptsResolver {
  @Authorized()
  @Query(() => ReceiptListView, { description: 'Recibos de los clientes que el usuario puede ver, el cobro más nuevo primero.' })
  @PagedBy(RECEIPT_PAGE_MAX)
  async receipts(
    @Ctx() ctx: GqlContext,
    @Arg('filter', () => ReceiptFilter, { nullable: true }) filter: ReceiptFilter | null | undefined,
    @Args() { first, offset }: FirstOffsetArgs,
  ): Promise<ReceiptListView> {
    const page = await ctx.services.receipts.list(signedIn(ctx), filter, { limit: Math.min(Math.max(1, first ?? 50), RECEIPT_PAGE_MAX), offset: Math.max(0, offset ?? 0) });
    return { nodes: page.items.map(receiptView), totalCount: page.totalCount };
  }

  @Authorized()
  @Query(() => ReceiptView)
  async receipt(@Args() { id }: IdArgs, @Ctx() ctx: GqlContext): Promise<ReceiptView> {
    return receiptView(await ctx.services.receipts.get(signedIn(ctx), id));
  }

  @Authorized()
  @Mutation(() => ReceiptView, { description: 'admin o finanzas: emite un recibo contra facturas emitidas del cliente (número del punto de recibos).' })
  async createReceipt(@Arg('input', () => CreateReceiptInput) input: CreateReceiptInput, @Ctx() ctx: GqlContext): Promise<ReceiptView> {
    return receiptView(await ctx.services.receipts.create(signedIn(ctx), input));
  }

  @Authorized()
  @Mutation(() => ReceiptView, { description: 'admin: anula un recibo, con el motivo; las facturas recuperan su saldo.' })
  async cancelReceipt(@Args() { id }: IdArgs, @Arg('input', () => CancelReceiptInput) input: CancelReceiptInput, @Ctx() ctx: GqlContext): Promise<ReceiptView> {
    return receiptView(await ctx.services.receipts.cancel(signedIn(ctx), id, input.reason));
  }
}
