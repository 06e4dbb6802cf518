import { Arg, Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { DealIdArgs, IdArgs, OrgIdArgs } from '../../core/input/args';
import { type GqlContext, signedIn } from '../../core/graphql/context';
import { ListMax } from '../../core/graphql/list-cost';
import { CancelPayableInput, ControlRateInput, CreatePaymentOrderInput, CreateSupplierInvoiceInput, PaymentOrderListArgs, SuppliersArgs, SupplierPaymentInput, SupplierProfileInput } from './payables.inputs';
import { CostControlView, OperationStatementView, PAYABLES_LIST_MAX, PaymentOrderView, SupplierInvoiceView, SupplierProfileView } from './payables.types';
import { costControlView, operationStatementView, paymentOrderView, supplierInvoiceView, supplierProfileView } from './payables.view';

/** The GraphQL side of payables: the same operations as /api (payables.rest.ts), over the same service. */
@Resolver()
export class PayablesResolver {
  @Authorized()
  @ListMax(PAYABLES_LIST_MAX.suppliers)
  @Query(() => [SupplierProfileView], { description: 'Organizaciones marcadas como proveedor, por nombre, razón social o RUC (hasta 20).' })
  async suppliers(@Args() args: SuppliersArgs, @Ctx() ctx: GqlContext): Promise<SupplierProfileView[]> {
    return (await ctx.services.payables.suppliers(signedIn(ctx), args.q)).map((s) => supplierProfileView(s.org, s.profile));
  }

  @Authorized()
  @Query(() => SupplierProfileView)
  async supplierProfile(@Args() { orgId }: OrgIdArgs, @Ctx() ctx: GqlContext): Promise<SupplierProfileView> {
    const p = await ctx.services.payables.supplierProfile(signedIn(ctx), orgId);
    return supplierProfileView(p.org, p.profile);
  }

  @Authorized()
  @Mutation(() => SupplierProfileView, { description: 'admin, finanzas u ops: datos de proveedor de la organización.' })
  async setSupplierProfile(@Args() { orgId }: OrgIdArgs, @Arg('input', () => SupplierProfileInput) input: SupplierProfileInput, @Ctx() ctx: GqlContext): Promise<SupplierProfileView> {
    const p = await ctx.services.payables.setSupplierProfile(signedIn(ctx), orgId, input);
    return supplierProfileView(p.org, p.profile);
  }

  @Authorized()
  @ListMax(PAYABLES_LIST_MAX.invoices)
  @Query(() => [SupplierInvoiceView], { description: 'Facturas de proveedores de la operación.' })
  async supplierInvoices(@Args() { dealId }: DealIdArgs, @Ctx() ctx: GqlContext): Promise<SupplierInvoiceView[]> {
    return (await ctx.services.payables.listForDeal(signedIn(ctx), dealId)).map(supplierInvoiceView);
  }

  @Authorized()
  @Query(() => SupplierInvoiceView)
  async supplierInvoice(@Args() { id }: IdArgs, @Ctx() ctx: GqlContext): Promise<SupplierInvoiceView> {
    return supplierInvoiceView(await ctx.services.payables.getInvoice(signedIn(ctx), id));
  }

  @Authorized()
  @Mutation(() => SupplierInvoiceView, { description: 'admin, finanzas u ops: registra una factura de proveedor en la operación.' })
  async createSupplierInvoice(@Args() { dealId }: DealIdArgs, @Arg('input', () => CreateSupplierInvoiceInput) input: CreateSupplierInvoiceInput, @Ctx() ctx: GqlContext): Promise<SupplierInvoiceView> {
    return supplierInvoiceView(await ctx.services.payables.createInvoice(signedIn(ctx), dealId, input));
  }

  @Authorized()
  @Mutation(() => SupplierInvoiceView, { description: 'admin o finanzas: registra un pago de la factura de proveedor (hasta su saldo).' })
  async addSupplierPayment(@Args() { id }: IdArgs, @Arg('input', () => SupplierPaymentInput) input: SupplierPaymentInput, @Ctx() ctx: GqlContext): Promise<SupplierInvoiceView> {
    return supplierInvoiceView(await ctx.services.payables.addPayment(signedIn(ctx), id, input));
  }

  @Authorized()
  @Mutation(() => SupplierInvoiceView, { description: 'admin o finanzas: anula una factura de proveedor sin pagos.' })
  async cancelSupplierInvoice(@Args() { id }: IdArgs, @Arg('input', () => CancelPayableInput) input: CancelPayableInput, @Ctx() ctx: GqlContext): Promise<SupplierInvoiceView> {
    return supplierInvoiceView(await ctx.services.payables.cancelInvoice(signedIn(ctx), id, input.reason));
  }

  @Authorized()
  @ListMax(PAYABLES_LIST_MAX.orders)
  @Query(() => [PaymentOrderView], { description: 'Bandeja de órdenes de pago: por vencimiento, luego prioridad.' })
  async paymentOrders(@Args() args: PaymentOrderListArgs, @Ctx() ctx: GqlContext): Promise<PaymentOrderView[]> {
    return (await ctx.services.payables.listOrders(signedIn(ctx), args.statuses)).map(paymentOrderView);
  }

  @Authorized()
  @Query(() => PaymentOrderView)
  async paymentOrder(@Args() { id }: IdArgs, @Ctx() ctx: GqlContext): Promise<PaymentOrderView> {
    return paymentOrderView(await ctx.services.payables.getOrder(signedIn(ctx), id));
  }

  @Authorized()
  @Mutation(() => PaymentOrderView, { description: "admin o finanzas: 'Solicitar orden de pago' sobre una o varias facturas de proveedor." })
  async createPaymentOrder(@Arg('input', () => CreatePaymentOrderInput) input: CreatePaymentOrderInput, @Ctx() ctx: GqlContext): Promise<PaymentOrderView> {
    return paymentOrderView(await ctx.services.payables.createOrder(signedIn(ctx), input));
  }

  @Authorized()
  @Mutation(() => PaymentOrderView, { description: 'Solo admin: aprueba una orden de pago pendiente.' })
  async approvePaymentOrder(@Args() { id }: IdArgs, @Ctx() ctx: GqlContext): Promise<PaymentOrderView> {
    return paymentOrderView(await ctx.services.payables.approveOrder(signedIn(ctx), id));
  }

  @Authorized()
  @Mutation(() => PaymentOrderView, { description: 'Solo admin: anula una orden de pago sin pagos, con el motivo.' })
  async cancelPaymentOrder(@Args() { id }: IdArgs, @Arg('input', () => CancelPayableInput) input: CancelPayableInput, @Ctx() ctx: GqlContext): Promise<PaymentOrderView> {
    return paymentOrderView(await ctx.services.payables.cancelOrder(signedIn(ctx), id, input.reason));
  }

  @Authorized()
  @Mutation(() => PaymentOrderView, { description: 'admin o finanzas: pago de una orden aprobada, repartido entre sus facturas por vencimiento.' })
  async payPaymentOrder(@Args() { id }: IdArgs, @Arg('input', () => SupplierPaymentInput) input: SupplierPaymentInput, @Ctx() ctx: GqlContext): Promise<PaymentOrderView> {
    return paymentOrderView(await ctx.services.payables.payOrder(signedIn(ctx), id, input));
  }

  @Authorized()
  @Query(() => CostControlView, { description: 'Presupuesto contra real de la operación por rubro (USD al tipo de cambio de control).' })
  async costControl(@Args() { dealId }: DealIdArgs, @Ctx() ctx: GqlContext): Promise<CostControlView> {
    return costControlView(await ctx.services.payables.costControl(signedIn(ctx), dealId));
  }

  @Authorized()
  @Mutation(() => CostControlView, { description: 'admin o finanzas: tipo de cambio de control de la operación (Gs por USD).' })
  async setCostControlRate(@Args() { dealId }: DealIdArgs, @Arg('input', () => ControlRateInput) input: ControlRateInput, @Ctx() ctx: GqlContext): Promise<CostControlView> {
    return costControlView(await ctx.services.payables.setControlRate(signedIn(ctx), dealId, input.controlRate, input.rateDate));
  }

  @Authorized()
  @Query(() => OperationStatementView, { description: 'Estado financiero de la operación: facturas de venta, notas de crédito, recibos, facturas de proveedores y pagos; lo que queda por cobrar y por pagar, por moneda.' })
  async operationFinancialStatement(@Args() { dealId }: DealIdArgs, @Ctx() ctx: GqlContext): Promise<OperationStatementView> {
    return operationStatementView(await ctx.services.payables.financialStatement(signedIn(ctx), dealId));
  }
}
