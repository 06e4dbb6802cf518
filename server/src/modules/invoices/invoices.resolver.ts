import { Arg, Args, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { DealIdArgs, FirstOffsetArgs, IdArgs } from '../../core/input/args';
import { type GqlContext, signedIn } from '../../core/graphql/context';
import { ListMax, PagedBy } from '../../core/graphql/list-cost';
import { VersionArgs } from '../../core/rest/expected-version';
import { CancelInvoiceInput, CreateCreditNoteInput, CreateInvoiceInput, ExceptInvoiceArgs, InvoiceFilter, InvoiceIdArgs, UpdateInvoiceInput } from './invoices.inputs';
import { paraguayDay, QUOTE_VERSIONS_MAX } from './invoices.service';
import { BillingView, CreditNoteView, INVOICE_PAGE_MAX, InvoiceListView, InvoiceView, QuoteBillingView } from './invoices.types';
import { billingView, creditNoteView, invoiceView, quoteBillingView } from './invoices.view';

const today = () => paraguayDay(new Date());

@Resolver()
export class InvoicesResolver {
  @Authorized()
  @Query(() => InvoiceListView, { description: 'Facturas que el usuario puede ver, la fecha más nueva primero.' })
  @PagedBy(INVOICE_PAGE_MAX)
  async invoices(
    @Ctx() ctx: GqlContext,
    @Arg('filter', () => InvoiceFilter, { nullable: true }) filter: InvoiceFilter | null | undefined,
    @Args() { first, offset }: FirstOffsetArgs,
  ): Promise<InvoiceListView> {
    const page = await ctx.services.invoices.list(signedIn(ctx), filter, { limit: Math.min(Math.max(1, first ?? 50), INVOICE_PAGE_MAX), offset: Math.max(0, offset ?? 0) });
    const t = today();
    return { nodes: page.items.map((d) => invoiceView(d, t)), totalCount: page.totalCount };
  }

  @Authorized()
  @Query(() => InvoiceView)
  async invoice(@Args() { id }: IdArgs, @Ctx() ctx: GqlContext): Promise<InvoiceView> {
    return invoiceView(await ctx.services.invoices.get(signedIn(ctx), id), today());
  }

  @Authorized()
  @Query(() => CreditNoteView)
  async creditNote(@Args() { id }: IdArgs, @Ctx() ctx: GqlContext): Promise<CreditNoteView> {
    return creditNoteView(await ctx.services.invoices.creditNote(signedIn(ctx), id));
  }

  @Authorized()
  @Query(() => BillingView, { description: 'Lo facturado y lo que queda por facturar de la revisión confirmada de la operación.' })
  async invoiceBilling(
    @Args() { dealId }: DealIdArgs,
    @Ctx() ctx: GqlContext,
    @Args() { exceptInvoiceId }: ExceptInvoiceArgs,
  ): Promise<BillingView> {
    return billingView(await ctx.services.invoices.billing(signedIn(ctx), dealId, exceptInvoiceId ?? null));
  }

  @Authorized()
  @Query(() => [QuoteBillingView], { description: 'Las versiones guardadas de la cotización de la operación (la más nueva primero), con sus líneas y lo facturado de cada una.' })
  @ListMax(QUOTE_VERSIONS_MAX)
  async invoiceQuoteBilling(
    @Args() { dealId }: DealIdArgs,
    @Args() { exceptInvoiceId }: ExceptInvoiceArgs,
    @Ctx() ctx: GqlContext,
  ): Promise<QuoteBillingView[]> {
    return (await ctx.services.invoices.quoteBilling(signedIn(ctx), dealId, exceptInvoiceId ?? null)).map(quoteBillingView);
  }

  @Authorized()
  @Mutation(() => InvoiceView, { description: 'admin o finanzas: factura en borrador de la operación (revisión confirmada, cotización o líneas libres).' })
  async createInvoice(@Args() { dealId }: DealIdArgs, @Arg('input', () => CreateInvoiceInput) input: CreateInvoiceInput, @Ctx() ctx: GqlContext): Promise<InvoiceView> {
    return invoiceView(await ctx.services.invoices.create(signedIn(ctx), dealId, input), today());
  }

  @Authorized()
  @Mutation(() => InvoiceView, { description: 'admin o finanzas: guarda una factura en borrador (version: la que se cargó; si cambió, CONFLICT). Una emitida no (CONFLICT).' })
  async updateInvoice(@Args() { id }: IdArgs, @Args() { version }: VersionArgs, @Arg('input', () => UpdateInvoiceInput) input: UpdateInvoiceInput, @Ctx() ctx: GqlContext): Promise<InvoiceView> {
    return invoiceView(await ctx.services.invoices.update(signedIn(ctx), id, version, input), today());
  }

  @Authorized()
  @Mutation(() => Int, { description: 'admin o finanzas: elimina una factura en borrador; una emitida no (CONFLICT). Devuelve el id.' })
  deleteInvoice(@Args() { id }: IdArgs, @Ctx() ctx: GqlContext): Promise<number> {
    return ctx.services.invoices.remove(signedIn(ctx), id);
  }

  @Authorized()
  @Mutation(() => InvoiceView, { description: 'admin o finanzas: emite la factura (número del punto de expedición y timbrado); desde ahí es inmutable.' })
  async issueInvoice(@Args() { id }: IdArgs, @Ctx() ctx: GqlContext): Promise<InvoiceView> {
    return invoiceView(await ctx.services.invoices.issue(signedIn(ctx), id), today());
  }

  @Authorized()
  @Mutation(() => InvoiceView, { description: 'admin o finanzas: anula una factura emitida, con el motivo.' })
  async cancelInvoice(@Args() { id }: IdArgs, @Arg('input', () => CancelInvoiceInput) input: CancelInvoiceInput, @Ctx() ctx: GqlContext): Promise<InvoiceView> {
    return invoiceView(await ctx.services.invoices.cancel(signedIn(ctx), id, input.reason), today());
  }

  @Authorized()
  @Mutation(() => CreditNoteView, { description: 'admin o finanzas: nota de crédito en borrador (por líneas, importe o porcentaje repartido por tasa de IVA).' })
  async createCreditNote(@Args() { invoiceId }: InvoiceIdArgs, @Arg('input', () => CreateCreditNoteInput) input: CreateCreditNoteInput, @Ctx() ctx: GqlContext): Promise<CreditNoteView> {
    return creditNoteView(await ctx.services.invoices.createCreditNote(signedIn(ctx), invoiceId, input));
  }

  @Authorized()
  @Mutation(() => CreditNoteView, { description: 'admin o finanzas: emite la nota de crédito (su propia numeración); si acredita todo el neto, anula la factura.' })
  async issueCreditNote(@Args() { id }: IdArgs, @Ctx() ctx: GqlContext): Promise<CreditNoteView> {
    return creditNoteView(await ctx.services.invoices.issueCreditNote(signedIn(ctx), id));
  }

  @Authorized()
  @Mutation(() => CreditNoteView, { description: 'admin o finanzas: guarda una nota de crédito en borrador (version: la que se cargó; si cambió, CONFLICT). Una emitida no (CONFLICT).' })
  async updateCreditNote(@Args() { id }: IdArgs, @Args() { version }: VersionArgs, @Arg('input', () => CreateCreditNoteInput) input: CreateCreditNoteInput, @Ctx() ctx: GqlContext): Promise<CreditNoteView> {
    return creditNoteView(await ctx.services.invoices.updateCreditNote(signedIn(ctx), id, version, input));
  }

  @Authorized()
  @Mutation(() => Int, { description: 'admin o finanzas: elimina una nota de crédito en borrador; una emitida no (CONFLICT). Devuelve el id.' })
  deleteCreditNote(@Args() { id }: IdArgs, @Ctx() ctx: GqlContext): Promise<number> {
    return ctx.services.invoices.removeCreditNote(signedIn(ctx), id);
  }
}
