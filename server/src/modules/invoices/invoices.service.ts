import {
  canCreditNote,
  canReadRecord,
  creditableByRate,
  creditExcess,
  creditPercentByRate,
  documentTotals,
  type DocumentTotals,
  type FiscalCurrency,
  fromDecimal,
  FULL_BP,
  invoiceDueDate,
  invoiceLineFigures,
  INVOICE_MESSAGES,
  type InvoiceCondition,
  type InvoiceSource,
  isInvoiceEditable,
  isRevisionInForce,
  type IvaRate,
  IVA_RATES,
  ivaIncluded,
  minorToNumber,
  nextInstalment,
  paidStatus,
  parseIvaRate,
  partIn,
  percentToBp,
  planBilling,
  quoteItemAmount,
  quoteTaxRate,
  type QuoteTax,
  type RateAmounts,
  rateAmountsOf,
  revisionLabel,
  type RevisionStatus,
  type SourceLine,
  sourceBilledBp,
  splitCreditByRate,
  sumRates,
  USD_PYG,
  utcToWallTime,
  costSheetSaleLines,
} from '@crm/domain';
import { type DataSource, type EntityManager, In } from 'typeorm';
import type { Actor } from '../../core/auth/actor';
import { requireFinance } from '../../core/auth/guards';
import { isDuplicateKey } from '../../core/db/db-errors';
import { LIKE_ESCAPE, likeEscape, rawInt } from '../../core/db/raw';
import { lockCrmWrites } from '../../core/db/write-lock';
import { conflict, notFound, validation } from '../../core/errors/app-error';
import type { AuditService } from '../audit';
import { BusinessUnitEntity } from '../business-units/business-unit.entity';
import { type CostSheetRevisionsService, payloadOfData } from '../cost-sheets';
import { CostSheetRevisionEntity } from '../cost-sheets/cost-sheet-revision.entity';
import { DealEntity } from '../deals/deal.entity';
import type { ExchangeRatesService } from '../exchange-rates';
import type { FiscalService } from '../fiscal';
import { OrganizationEntity } from '../organizations/organization.entity';
import { loadIvaDefaults } from '../params';
import { renderPdf } from '../../core/pdf/render-pdf';
import { QuoteVersionEntity } from '../quotes/quote-version.entity';
import { buildFiscalPdf, type PdfIssuer } from './invoice-pdf';
import { CreditNoteEntity, CreditNoteLineEntity, InvoiceEntity, InvoiceLineEntity } from './invoice.entity';
import type { CreateCreditNoteInput, CreateInvoiceInput, InvoiceFilter, UpdateInvoiceInput } from './invoices.inputs';
import { INVOICE_FIELD_MESSAGES as FM, InvoiceLineInput } from './invoices.inputs';

/** Rows one list read answers at most (the REST lists' and the CSV export's batch). */
export const INVOICES_MAX = 500;

/** What a receipt needs of an invoice it pays (minor units of the invoice's currency). */
export interface PayableInvoice {
  id: number;
  number: string | null;
  orgId: number | null;
  businessUnitId: number;
  status: InvoiceEntity['status'];
  currency: FiscalCurrency;
  date: string;
  dueDate: string | null;
  operationReference: string | null;
  customerName: string;
  customerRuc: string | null;
  total: number;
  /** IVA contained (5 % + 10 %). */
  iva: number;
  credited: number;
  paid: number;
  /** total − credited − paid (0 when cancelled). */
  balance: number;
}

/** Payable state of invoices by id, read in `em` without an actor (webhook payloads, PDFs of a visible receipt). */
export async function payableInvoices(em: EntityManager, invoiceIds: readonly number[]): Promise<PayableInvoice[]> {
  const ids = [...new Set(invoiceIds)];
  const out: PayableInvoice[] = [];
  for (let i = 0; i < ids.length; i += 1000) {
    const rows = await em.find(InvoiceEntity, { where: { id: In(ids.slice(i, i + 1000)) } });
    out.push(...rows.map(payableOf));
  }
  return out;
}

function payableOf(inv: InvoiceEntity): PayableInvoice {
  const cur = inv.currency;
  const total = minorOf(inv.total, cur);
  const credited = minorOf(inv.credited, cur);
  const paid = minorOf(inv.paid, cur);
  return {
    id: inv.id,
    number: inv.fiscalNumber,
    orgId: inv.orgId,
    businessUnitId: inv.businessUnitId,
    status: inv.status,
    currency: cur,
    date: inv.invoiceDate,
    dueDate: inv.dueDate,
    operationReference: inv.operationReference,
    customerName: inv.customerName,
    customerRuc: inv.customerRuc,
    total,
    iva: minorOf(inv.iva5, cur) + minorOf(inv.iva10, cur),
    credited,
    paid,
    balance: inv.status === 'anulada' || inv.status === 'borrador' ? 0 : total - credited - paid,
  };
}

/** An invoice as read: the row, its lines in minor units, its credit notes and who may see it. */
export interface InvoiceData {
  invoice: InvoiceEntity;
  lines: LineData[];
  creditNotes: CreditNoteData[];
  totals: DocumentTotals;
  credited: number;
  paid: number;
  balance: number;
}

export interface LineData {
  id: number;
  position: number;
  description: string;
  quantity: number;
  unitPrice: number;
  iva: IvaRate;
  amount: number;
  ivaAmount: number;
  sourceKey: string | null;
  fromBp: number | null;
  toBp: number | null;
}

export interface CreditNoteData {
  note: CreditNoteEntity;
  lines: Array<{ id: number; position: number; invoiceLineId: number | null; description: string; iva: IvaRate; amount: number; ivaAmount: number }>;
  totals: DocumentTotals;
  invoiceNumber: string | null;
  invoiceId: number;
}

export interface BillingLineData {
  key: string;
  description: string;
  iva: IvaRate;
  amount: number;
  billedBp: number;
}

/** A saved quote version as the quote source offers it: its lines (USD cents) with what is billed of each. */
export interface QuoteBillingData {
  quoteVersionId: number;
  versionNo: number;
  createdAt: Date;
  currency: FiscalCurrency;
  billedBp: number;
  lines: BillingLineData[];
}

/** Quote versions the quote source lists at most (newest first). */
export const QUOTE_VERSIONS_MAX = 50;

/** What remains to bill of an operation's confirmed revision (Administración tab, the screen's proposal). */
export interface BillingData {
  dealId: number;
  revisionId: number | null;
  revisionLabel: string | null;
  revisionStatus: RevisionStatus | null;
  currency: FiscalCurrency;
  billedBp: number;
  /** The next part of 60/40 (or 100 when nothing is billed yet), null when all is billed. */
  proposedBp: number | null;
  lines: BillingLineData[];
}

const MSG = {
  ...FM,
  noBusinessUnit: 'No hay unidad de negocio para facturar: creá una en Administración.',
  noRevision: 'La operación no tiene una revisión confirmada de la planilla de costos para facturar.',
  revisionNotInForce: 'Solo se factura desde la revisión confirmada vigente de la planilla de costos.',
  noQuote: 'La operación no tiene una cotización guardada para facturar.',
  noRate: 'No hay tipo de cambio para la fecha de la factura: cargalo en Administración o indicá exchange_rate.',
  pygDecimals: 'Los importes en guaraníes no llevan decimales.',
  linesRequired: "Una factura de líneas libres necesita al menos una línea ('lines').",
  customerName: 'Falta el nombre del cliente: cargalo en la organización o en la factura.',
  reasonBlank: 'Escribí el motivo de la anulación.',
  cancelDraft: 'Una factura en borrador no se anula: se elimina.',
  cancelWithPayments: 'La factura tiene recibos: anulá los recibos antes de anular la factura.',
  alreadyCancelled: 'La factura ya está anulada.',
  creditNoteIssued: 'La nota de crédito ya está emitida.',
  creditNoteChoice: "Indicá las líneas a acreditar ('lines'), un importe ('amount') o un porcentaje ('percentage'), uno solo.",
  lineNotOfInvoice: 'Esa línea no es de esta factura.',
  lineOver: (d: string) => `El crédito de la línea «${d}» supera lo que queda por acreditar de ella.`,
  stale: 'Otra persona guardó esta factura mientras la editabas: recargala para ver sus cambios y volvé a aplicar los tuyos.',
  staleNote: 'Otra persona guardó esta nota de crédito mientras la editabas: recargala y volvé a aplicar tus cambios.',
  creditNoteImmutable: 'La nota de crédito ya está emitida: no se puede modificar ni eliminar.',
  freeLinesCurrency: "Para cambiar la moneda de una factura de líneas libres, enviá también sus líneas ('lines') en la nueva moneda.",
  timbrado: (problems: readonly string[]) => `No se puede facturar con el timbrado actual: ${problems.join(' ')}`,
  paymentOver: (n: string) => `El cobro de la factura ${n} no cuadra con su saldo: volvé a intentar.`,
};

const text = (v: string | null | undefined): string | null => {
  const s = typeof v === 'string' ? v.trim() : '';
  return s ? s : null;
};

/** The Paraguay calendar day of `now` (fiscal documents are dated in the office's time). */
export function paraguayDay(now: Date): string {
  return utcToWallTime(now).slice(0, 10);
}

/** Minor units → the decimal number a DECIMAL(18,2) column stores (guaraníes whole). */
const col = (minor: number, currency: FiscalCurrency) => minorToNumber(minor, currency);
/** A DECIMAL column back to minor units (read from its decimal digits). */
const minorOf = (v: number | string | null | undefined, currency: FiscalCurrency) => (v === null || v === undefined ? 0 : (fromDecimal(v, currency) ?? 0));

/**
 * Sales invoices and credit notes (money and fiscal rules). Every signed-in user reads the invoices of the
 * operations and organizations they may see (another user's private organization → NOT_FOUND); admin and
 * finanzas create, issue and cancel (canWriteFinance). Issue takes the fiscal number in its own transaction
 * (FiscalService.takeNumber locks the point's counter), copies the timbrado and locks the revision billed.
 */
/**
 * Work another module does inside the issuing (or cancelling) transaction of an invoice, after the number is
 * taken: the electronic document of a unit that issues through SIFEN. Throwing refuses the issue (the number
 * is given back with the rollback).
 */
export type InvoiceIssueHook = (em: EntityManager, invoice: InvoiceEntity, lines: InvoiceLineEntity[], actor: Actor) => Promise<void>;
export type InvoiceCancelHook = (em: EntityManager, invoice: InvoiceEntity, reason: string, actor: Actor) => Promise<void>;
/** Work inside the issuing transaction of a credit note, after its number is taken (its electronic document). */
export type CreditNoteIssueHook = (em: EntityManager, note: CreditNoteEntity, lines: CreditNoteLineEntity[], invoice: InvoiceEntity, actor: Actor) => Promise<void>;
/**
 * Work inside every transaction that moves what is open of some clients' issued invoices (issue, cancel, a
 * receipt's payments issued or cancelled, a credit note issued), after the invoice rows are written and under
 * the locks that transaction took: the portfolio's kept aging of those clients.
 */
export type OpenAmountsHook = (em: EntityManager, orgIds: number[]) => Promise<void>;

export class InvoicesService {
  private readonly issueHooks: InvoiceIssueHook[] = [];
  private readonly cancelHooks: InvoiceCancelHook[] = [];
  private readonly creditNoteIssueHooks: CreditNoteIssueHook[] = [];
  private readonly openAmountsHooks: OpenAmountsHook[] = [];

  /** Registers work for the issuing transaction (see InvoiceIssueHook). */
  onIssue(hook: InvoiceIssueHook): void {
    this.issueHooks.push(hook);
  }

  /** Registers work for the cancelling transaction of an issued invoice; throwing refuses the cancellation. */
  onCancel(hook: InvoiceCancelHook): void {
    this.cancelHooks.push(hook);
  }

  /** Registers work for the issuing transaction of a credit note; throwing refuses the issue (see InvoiceIssueHook). */
  onCreditNoteIssue(hook: CreditNoteIssueHook): void {
    this.creditNoteIssueHooks.push(hook);
  }

  /** Registers work for the transactions that move open amounts (see OpenAmountsHook). */
  onOpenAmounts(hook: OpenAmountsHook): void {
    this.openAmountsHooks.push(hook);
  }

  private async openAmountsMoved(em: EntityManager, orgIds: ReadonlyArray<number | null>): Promise<void> {
    const ids = [...new Set(orgIds.filter((id): id is number => typeof id === 'number'))];
    if (ids.length) for (const hook of this.openAmountsHooks) await hook(em, ids);
  }

  constructor(
    private readonly ds: DataSource,
    private readonly audit: AuditService,
    private readonly fiscal: FiscalService,
    private readonly exchangeRates: ExchangeRatesService,
    private readonly revisions: CostSheetRevisionsService,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  // ── reading ──

  /** The operation as `actor` may see it: unknown, or with another user's private organization → NOT_FOUND. */
  private async deal(em: EntityManager, actor: Actor, dealId: number): Promise<{ deal: DealEntity; org: OrganizationEntity | null }> {
    const deal = await em.findOneBy(DealEntity, { id: dealId });
    if (!deal) throw notFound(MSG.dealNotFound);
    const org = deal.orgId ? await em.findOneBy(OrganizationEntity, { id: deal.orgId }) : null;
    if (org && !canReadRecord(actor, org)) throw notFound(MSG.dealNotFound);
    return { deal, org };
  }

  private async invoiceRow(em: EntityManager, actor: Actor, invoiceId: number, lock = false): Promise<InvoiceEntity> {
    const inv = await em.findOne(InvoiceEntity, { where: { id: invoiceId }, ...(lock && isMysql(em) ? { lock: { mode: 'pessimistic_write' as const } } : {}) });
    if (!inv) throw notFound(MSG.notFound);
    if (inv.orgId) {
      const org = await em.findOne(OrganizationEntity, { where: { id: inv.orgId }, select: { id: true, visibility: true, ownerUserId: true } });
      if (org && !canReadRecord(actor, org)) throw notFound(MSG.notFound);
    }
    return inv;
  }

  private data(em: EntityManager, invoices: InvoiceEntity[]): Promise<InvoiceData[]> {
    return readData(em, invoices);
  }

  async get(actor: Actor, id: number): Promise<InvoiceData> {
    const inv = await this.invoiceRow(this.ds.manager, actor, id);
    return (await this.data(this.ds.manager, [inv]))[0];
  }

  async list(actor: Actor, filter: InvoiceFilter | null | undefined, page: { limit?: number; offset?: number } = {}): Promise<{ items: InvoiceData[]; totalCount: number }> {
    const em = this.ds.manager;
    const qb = em.createQueryBuilder(InvoiceEntity, 'i').leftJoin(OrganizationEntity, 'o', 'o.id = i.org_id');
    if (actor.role !== 'admin') qb.andWhere("(o.id IS NULL OR o.visibility <> 'private' OR o.owner_user_id = :me)", { me: actor.id });
    const f = filter ?? {};
    if (f.status) qb.andWhere('i.status = :status', { status: f.status });
    if (f.orgId) qb.andWhere('i.org_id = :orgId', { orgId: f.orgId });
    if (f.dealId) qb.andWhere('i.deal_id = :dealId', { dealId: f.dealId });
    if (f.from) qb.andWhere('i.invoice_date >= :from', { from: f.from });
    if (f.to) qb.andWhere('i.invoice_date <= :to', { to: f.to });
    const q = text(f.q);
    if (q) {
      const E = LIKE_ESCAPE;
      qb.andWhere(`(i.fiscal_number LIKE :q ${E} OR i.customer_name LIKE :q ${E} OR i.customer_ruc LIKE :q ${E} OR i.operation_reference LIKE :q ${E})`, { q: `%${likeEscape(q)}%` });
    }
    const totalCount = await qb.getCount();
    const limit = Math.min(Math.max(1, page.limit ?? 50), INVOICES_MAX);
    const rows = await qb
      .orderBy('i.invoice_date', 'DESC')
      .addOrderBy('i.id', 'DESC')
      .offset(Math.max(0, page.offset ?? 0))
      .limit(limit)
      .getMany();
    return { items: await this.data(em, rows), totalCount };
  }

  async creditNote(actor: Actor, noteId: number): Promise<CreditNoteData> {
    const note = await this.ds.manager.findOneBy(CreditNoteEntity, { id: noteId });
    if (!note) throw notFound(MSG.creditNoteNotFound);
    const inv = await this.invoiceRow(this.ds.manager, actor, note.invoiceId).catch(() => {
      throw notFound(MSG.creditNoteNotFound);
    });
    const data = await this.data(this.ds.manager, [inv]);
    return data[0].creditNotes.find((n) => n.note.id === noteId)!;
  }

  // ── sources ──

  /** The revision billed: the one named, else the operation's confirmed revision in force. */
  private async revision(em: EntityManager, dealId: number, revisionId: number | null | undefined): Promise<CostSheetRevisionEntity> {
    const rev = revisionId
      ? await em.findOneBy(CostSheetRevisionEntity, { id: revisionId, dealId })
      : await em.findOne(CostSheetRevisionEntity, { where: { dealId, status: In(['confirmada', 'bloqueada']) }, order: { number: 'DESC' } });
    if (!rev) throw revisionId ? notFound('Revisión no encontrada.') : conflict(MSG.noRevision);
    if (!isRevisionInForce(rev.status)) throw conflict(MSG.revisionNotInForce);
    return rev;
  }

  /** Basis points billed of each line of a source, by invoices that are not cancelled. */
  private async billed(em: EntityManager, where: { revisionId: number } | { quoteVersionId: number }, exceptInvoiceId: number | null = null): Promise<Map<string, number>> {
    const qb = em
      .createQueryBuilder(InvoiceLineEntity, 'l')
      .innerJoin(InvoiceEntity, 'i', 'i.id = l.invoice_id')
      .select('l.source_key', 'key')
      .addSelect('SUM(l.to_bp - l.from_bp)', 'bp')
      .where("i.status <> 'anulada'")
      .andWhere('l.source_key IS NOT NULL')
      .groupBy('l.source_key');
    // A draft being edited bills again from scratch: its own lines are not "billed already".
    if (exceptInvoiceId !== null) qb.andWhere('i.id <> :except', { except: exceptInvoiceId });
    if ('revisionId' in where) qb.andWhere('i.revision_id = :id', { id: where.revisionId });
    else qb.andWhere('i.quote_version_id = :id', { id: where.quoteVersionId });
    const rows = await qb.getRawMany<{ key: string; bp: unknown }>();
    return new Map(rows.map((r) => [String(r.key), Number(r.bp) || 0]));
  }

  /** A revision's sale lines (USD cents) with what is billed of each. */
  private async revisionLines(em: EntityManager, rev: CostSheetRevisionEntity, exceptInvoiceId: number | null = null): Promise<SourceLine[]> {
    const { payload } = payloadOfData(rev.data);
    const defaults = await loadIvaDefaults(em);
    const billed = await this.billed(em, { revisionId: rev.id }, exceptInvoiceId);
    const counters: Record<string, number> = {};
    return costSheetSaleLines(payload, defaults).map((l) => {
      const i = (counters[l.table] = (counters[l.table] ?? -1) + 1);
      const key = `${l.table}:${i}`;
      return { key, description: l.concepto || 'Servicio', amount: fromDecimal(l.amountUsd, 'USD') ?? 0, iva: l.iva, billedBp: billed.get(key) ?? 0 };
    });
  }

  /** A quote version's items (each in its own currency) with what is billed of each. */
  private async quoteLines(em: EntityManager, q: QuoteVersionEntity, exceptInvoiceId: number | null = null): Promise<Array<SourceLine & { currency: FiscalCurrency }>> {
    const billed = await this.billed(em, { quoteVersionId: q.id }, exceptInvoiceId);
    return (q.data.items ?? []).map((it, i) => {
      // Quotes are in USD (spec part 2 §9).
      const currency: FiscalCurrency = 'USD';
      const key = `item:${i}`;
      const description = [it.servicio, it.observacion].map((s) => (s ?? '').trim()).filter(Boolean).join(' — ') || 'Servicio';
      return { key, description, amount: fromDecimal(quoteItemAmount(it), currency) ?? 0, iva: quoteTaxRate((it.impuesto ?? 'EXENTA') as QuoteTax), billedBp: billed.get(key) ?? 0, currency };
    });
  }

  /** `exceptInvoiceId`: a draft being edited, whose own lines do not count as billed. */
  async billing(actor: Actor, dealId: number, exceptInvoiceId: number | null = null): Promise<BillingData> {
    const em = this.ds.manager;
    const { deal } = await this.deal(em, actor, dealId);
    const rev = await em.findOne(CostSheetRevisionEntity, { where: { dealId: deal.id, status: In(['confirmada', 'bloqueada']) }, order: { number: 'DESC' } });
    if (!rev) return { dealId: deal.id, revisionId: null, revisionLabel: null, revisionStatus: null, currency: 'USD', billedBp: 0, proposedBp: null, lines: [] };
    const lines = await this.revisionLines(em, rev, exceptInvoiceId);
    const billedBp = sourceBilledBp(lines);
    const proposal = nextInstalment(billedBp === 0 ? [FULL_BP] : [6000, 4000], billedBp);
    return {
      dealId: deal.id,
      revisionId: rev.id,
      revisionLabel: revisionLabel(rev.number, rev.name),
      revisionStatus: rev.status,
      currency: 'USD',
      billedBp,
      proposedBp: proposal?.bp ?? null,
      lines: lines.map((l) => ({ key: l.key, description: l.description, iva: l.iva, amount: l.amount, billedBp: l.billedBp })),
    };
  }

  /**
   * The operation's saved quote versions, newest first, each with its lines and what is billed of each (the
   * quote source of 'Nueva factura': version picker, preview, line selection). `exceptInvoiceId`: a draft being
   * edited, whose own lines do not count as billed.
   */
  async quoteBilling(actor: Actor, dealId: number, exceptInvoiceId: number | null = null): Promise<QuoteBillingData[]> {
    const em = this.ds.manager;
    const { deal } = await this.deal(em, actor, dealId);
    const versions = await em.find(QuoteVersionEntity, { where: { dealId: deal.id }, order: { versionNo: 'DESC' }, take: QUOTE_VERSIONS_MAX });
    const out: QuoteBillingData[] = [];
    for (const q of versions) {
      const lines = await this.quoteLines(em, q, exceptInvoiceId);
      const billedBp = sourceBilledBp(lines);
      out.push({ quoteVersionId: q.id, versionNo: q.versionNo, createdAt: q.createdAt, currency: 'USD', billedBp, lines: lines.map((l) => ({ key: l.key, description: l.description, iva: l.iva, amount: l.amount, billedBp: l.billedBp })) });
    }
    return out;
  }

  // ── writing ──

  /** One write transaction behind the CRM write lock (the revision and the organization's budget move with it). */
  private async write<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    return this.ds.transaction(async (em) => {
      await lockCrmWrites(em);
      return work(em);
    });
  }

  /** The unit an operation bills from: its own, else the first one (the cargo unit of the seed). */
  private async businessUnitOf(em: EntityManager, deal: DealEntity): Promise<number> {
    if (deal.businessUnitId) return deal.businessUnitId;
    const first = await em.find(BusinessUnitEntity, { select: { id: true }, order: { id: 'ASC' }, take: 1 });
    if (!first[0]) throw conflict(MSG.noBusinessUnit);
    return first[0].id;
  }

  private async assertTimbrado(businessUnitId: number, type: 'factura' | 'nota_credito', date: string): Promise<void> {
    const problems = await this.fiscal.problems(businessUnitId, type, date);
    if (problems.length) throw conflict(MSG.timbrado(problems));
  }

  /** 'Nueva factura' (borrador) on an operation: from its confirmed revision, a saved quote version or free lines. */
  async create(actor: Actor, dealId: number, input: CreateInvoiceInput): Promise<InvoiceData> {
    requireFinance(actor);
    const source = input.source as InvoiceSource;
    const percentBp = input.percentage === null || input.percentage === undefined ? FULL_BP : percentToBp(input.percentage);
    if (percentBp === null) throw validation(MSG.percentage);
    if (source === 'lines' && !input.lines?.length) throw validation(MSG.linesRequired);
    const today = paraguayDay(this.clock());
    const date = input.date ?? today;
    const probe = await this.deal(this.ds.manager, actor, dealId);
    const businessUnitId = await this.businessUnitOf(this.ds.manager, probe.deal);
    // Checked before the transaction (the timbrado is read outside it); issue checks again under the lock.
    await this.assertTimbrado(businessUnitId, 'factura', date);
    const id = await this.write(async (em) => {
      const { deal, org } = await this.deal(em, actor, dealId);
      const { fields: composed, figures, totals, currency } = await this.compose(em, deal, org, businessUnitId, input, null);
      const fields: Partial<InvoiceEntity> = { ...composed, status: 'borrador', credited: 0, paid: 0, createdByUserId: actor.id };
      const res = await em.insert(InvoiceEntity, fields);
      const invoiceId = Number(res.identifiers[0].id);
      await insertLines(em, invoiceId, figures, currency);
      await this.audit.log(
        actor,
        {
          action: 'create',
          entity: 'invoice',
          entityId: invoiceId,
          description: `Factura en borrador de ${deal.reference ?? `la operación ${deal.id}`} (${formatBp(fields.percentageBp!)}, ${currency} ${minorToNumber(totals.total, currency)})`,
          meta: { dealId: deal.id, orgId: deal.orgId, source, percentageBp: fields.percentageBp, total: col(totals.total, currency), currency },
          links: { dealId: deal.id, orgId: deal.orgId },
        },
        em,
      );
      return invoiceId;
    });
    return this.get(actor, id);
  }

  /**
   * A draft's header, lines and totals from its input (create, and every save of a draft: `exceptInvoiceId` is the
   * draft itself, whose own lines are not billed already). Source rules: planBilling (instalments, nothing twice).
   */
  private async compose(
    em: EntityManager,
    deal: DealEntity,
    org: OrganizationEntity | null,
    businessUnitId: number,
    input: CreateInvoiceInput,
    exceptInvoiceId: number | null,
  ): Promise<{ fields: Partial<InvoiceEntity>; figures: ComposedLine[]; totals: DocumentTotals; currency: FiscalCurrency }> {
    const source = input.source as InvoiceSource;
    const percentBp = input.percentage === null || input.percentage === undefined ? FULL_BP : percentToBp(input.percentage);
    if (percentBp === null) throw validation(MSG.percentage);
    if (source === 'lines' && !input.lines?.length) throw validation(MSG.linesRequired);
    const date = input.date ?? paraguayDay(this.clock());
    const currency = (input.currency ?? 'USD') as FiscalCurrency;
    let rate = input.exchangeRate ?? null;
    if (rate === null) rate = (await this.exchangeRates.inForce(em, date, USD_PYG))?.rate ?? null;
    const condition = (input.condition ?? 'credito') as InvoiceCondition;
    const term = input.paymentTermDays ?? (condition === 'contado' ? 0 : 30);
    const lines: Array<Omit<LineData, 'id' | 'ivaAmount' | 'amount'> & { amount?: number }> = [];
    let revisionId: number | null = null;
    let quoteVersionId: number | null = null;
    const convert = (amount: number, from: FiscalCurrency) => {
      if (from === currency) return amount;
      if (rate === null) throw conflict(MSG.noRate);
      return partIn(amount, from, currency, rate);
    };
    if (source === 'lines') {
      for (const [i, l] of (input.lines ?? []).entries()) {
        if (currency === 'PYG' && !Number.isInteger(l.unitPrice)) throw validation(MSG.pygDecimals);
        const unitMinor = fromDecimal(l.unitPrice, currency);
        if (unitMinor === null) throw validation(MSG.unitPrice);
        lines.push({ position: i + 1, description: l.description.trim(), quantity: l.quantity, unitPrice: unitMinor, iva: parseIvaRate(l.iva) ?? 'exenta', sourceKey: null, fromBp: null, toBp: null });
      }
    } else {
      let sourceLines: Array<SourceLine & { currency: FiscalCurrency }>;
      if (source === 'cost_sheet') {
        const rev = await this.revision(em, deal.id, input.revisionId);
        revisionId = rev.id;
        sourceLines = (await this.revisionLines(em, rev, exceptInvoiceId)).map((l) => ({ ...l, currency: 'USD' as const }));
      } else {
        const q = input.quoteVersionId
          ? await em.findOneBy(QuoteVersionEntity, { id: input.quoteVersionId, dealId: deal.id })
          : await em.findOne(QuoteVersionEntity, { where: { dealId: deal.id }, order: { versionNo: 'DESC' } });
        if (!q) throw input.quoteVersionId ? notFound('Versión de cotización no encontrada.') : conflict(MSG.noQuote);
        quoteVersionId = q.id;
        sourceLines = await this.quoteLines(em, q, exceptInvoiceId);
      }
      const plan = planBilling(sourceLines, percentBp, input.lineKeys ?? null);
      if (!plan.ok) throw conflict(plan.reason);
      plan.parts.forEach((p, i) => {
        const from = sourceLines.find((l) => l.key === p.key)!.currency;
        const amount = convert(p.amount, from);
        const label = p.toBp - p.fromBp === FULL_BP ? p.description : `${p.description} (${formatBp(p.toBp - p.fromBp)})`;
        lines.push({ position: i + 1, description: label.slice(0, 500), quantity: 1, unitPrice: amount, iva: p.iva, sourceKey: p.key, fromBp: p.fromBp, toBp: p.toBp, amount });
      });
    }
    const figures = lines.map((l) => ({ ...l, ...invoiceLineFigures({ unitPrice: l.unitPrice, quantity: l.quantity, iva: l.iva }) }));
    const totals = documentTotals(figures);
    if (totals.total <= 0) throw conflict(INVOICE_MESSAGES.noLines);
    const customerName = text(input.customerName) ?? text(org?.razonSocial) ?? text(org?.name);
    if (!customerName) throw validation(MSG.customerName);
    const fields: Partial<InvoiceEntity> = {
      dealId: deal.id,
      orgId: deal.orgId,
      businessUnitId,
      source,
      revisionId,
      quoteVersionId,
      percentageBp: source === 'lines' ? FULL_BP : percentBp,
      currency,
      exchangeRate: rate,
      condition,
      paymentTermDays: term,
      invoiceDate: date,
      dueDate: invoiceDueDate({ date, condition, paymentTermDays: term, dueDate: input.dueDate ?? null }),
      customerRuc: text(input.customerRuc) ?? text(org?.ruc),
      customerName: customerName.slice(0, 200),
      customerAddress: text(input.customerAddress) ?? text(org?.address),
      customerEmail: text(input.customerEmail) ?? text(org?.email),
      notes: text(input.notes),
      operationReference: deal.reference,
      ...totalColumns(totals, currency),
    };
    return { fields, figures, totals, currency };
  }

  private async editableDraft(em: EntityManager, actor: Actor, id: number): Promise<InvoiceEntity> {
    const inv = await this.invoiceRow(em, actor, id, true);
    if (inv.status === 'anulada') throw conflict(INVOICE_MESSAGES.cancelled);
    if (!isInvoiceEditable(inv.status)) throw conflict(INVOICE_MESSAGES.notEditable);
    return inv;
  }

  /**
   * Saves a draft (header and lines, as 'Nueva factura' composes them; the source stays). `version` is the one the
   * editor loaded: another save in between → CONFLICT and nothing written (null: unconditional, a script's PATCH
   * without version). An issued or cancelled invoice is immutable (CONFLICT). Fields left out keep their value.
   */
  async update(actor: Actor, id: number, version: number | null, patch: UpdateInvoiceInput): Promise<InvoiceData> {
    requireFinance(actor);
    const invoiceId = await this.write(async (em) => {
      const row = await this.editableDraft(em, actor, id);
      if (version !== null && row.version !== version) throw conflict(MSG.stale);
      if (row.dealId === null) throw conflict(INVOICE_MESSAGES.notEditable);
      const [current] = await this.data(em, [row]);
      const input = mergedDraftInput(current, patch);
      const { deal, org } = await this.deal(em, actor, row.dealId);
      const { fields, figures, currency } = await this.compose(em, deal, org, row.businessUnitId, input, row.id);
      await em.update(InvoiceEntity, { id: row.id, status: 'borrador' }, { ...fields, version: row.version + 1 });
      await em.delete(InvoiceLineEntity, { invoiceId: row.id });
      await insertLines(em, row.id, figures, currency);
      const changes: Record<string, [unknown, unknown]> = {};
      for (const k of DRAFT_AUDITED) {
        const before = row[k] as unknown;
        const after = fields[k] as unknown;
        if (String(before ?? '') !== String(after ?? '')) changes[k] = [before ?? null, after ?? null];
      }
      await this.audit.log(
        actor,
        {
          action: 'update',
          entity: 'invoice',
          entityId: row.id,
          description: `Factura en borrador modificada (${currency} ${minorToNumber(minorOf(fields.total, currency), currency)})`,
          meta: { dealId: row.dealId, orgId: row.orgId, version: row.version + 1, changes },
          links: { dealId: row.dealId, orgId: row.orgId },
        },
        em,
      );
      return row.id;
    });
    return this.get(actor, invoiceId);
  }

  /** A draft is deletable; an issued invoice never (409). Returns the deleted id. */
  async remove(actor: Actor, id: number): Promise<number> {
    requireFinance(actor);
    return this.write(async (em) => {
      const inv = await this.editableDraft(em, actor, id);
      await em.delete(InvoiceEntity, { id: inv.id });
      await this.audit.log(actor, { action: 'delete', entity: 'invoice', entityId: inv.id, description: 'Factura en borrador eliminada', meta: { dealId: inv.dealId }, links: { dealId: inv.dealId, orgId: inv.orgId } }, em);
      return inv.id;
    });
  }

  /**
   * Emitir: the number of the unit's invoice point is taken in this transaction (gap-free: a rollback gives it
   * back), the timbrado copied, the document dated today (Paraguay) and frozen; the revision billed locks.
   */
  async issue(actor: Actor, id: number): Promise<InvoiceData> {
    requireFinance(actor);
    const now = this.clock();
    const today = paraguayDay(now);
    const invoiceId = await this.write(async (em) => {
      const inv = await this.invoiceRow(em, actor, id, true);
      if (inv.status === 'anulada') throw conflict(INVOICE_MESSAGES.cancelled);
      if (inv.status !== 'borrador') throw conflict(INVOICE_MESSAGES.alreadyIssued);
      if (inv.revisionId) {
        const rev = await em.findOneBy(CostSheetRevisionEntity, { id: inv.revisionId });
        if (!rev || !isRevisionInForce(rev.status)) throw conflict(MSG.revisionNotInForce);
        // The first invoice issued from a confirmed revision locks it (confirmada → bloqueada); later ones find it locked.
        if (rev.status === 'confirmada') await this.revisions.markInvoiced(actor, rev.dealId, rev.id, em);
      }
      const taken = await this.fiscal.takeNumber(em, inv.businessUnitId, 'factura', today);
      const dueDate = inv.dueDate && inv.dueDate !== invoiceDueDate({ date: inv.invoiceDate, condition: inv.condition, paymentTermDays: inv.paymentTermDays }) ? inv.dueDate : invoiceDueDate({ date: today, condition: inv.condition, paymentTermDays: inv.paymentTermDays });
      await em.update(
        InvoiceEntity,
        { id: inv.id, status: 'borrador' },
        {
          status: 'emitida',
          fiscalNumber: taken.number,
          sequence: taken.sequence,
          timbrado: taken.timbrado,
          timbradoFrom: taken.timbradoFrom,
          timbradoTo: taken.timbradoTo,
          establishment: taken.establishment,
          point: taken.point,
          invoiceDate: today,
          dueDate,
          issuedAt: now,
          issuedByUserId: actor.id,
        },
      );
      if (this.issueHooks.length) {
        const issued = await em.findOneByOrFail(InvoiceEntity, { id: inv.id });
        const lines = await em.find(InvoiceLineEntity, { where: { invoiceId: inv.id }, order: { position: 'ASC' } });
        for (const hook of this.issueHooks) await hook(em, issued, lines, actor);
      }
      await this.openAmountsMoved(em, [inv.orgId]);
      await this.audit.log(
        actor,
        {
          action: 'issue',
          entity: 'invoice',
          entityId: inv.id,
          description: `Factura ${taken.number} emitida (${inv.currency} ${minorToNumber(minorOf(inv.total, inv.currency), inv.currency)})`,
          meta: { number: taken.number, timbrado: taken.timbrado, dealId: inv.dealId, orgId: inv.orgId, changes: { status: ['borrador', 'emitida'] } },
          links: { dealId: inv.dealId, orgId: inv.orgId },
        },
        em,
      );
      return inv.id;
    }).catch((e: unknown) => {
      if (isDuplicateKey(e)) throw conflict('El número fiscal ya fue usado: volvé a intentar.');
      throw e;
    });
    return this.get(actor, invoiceId);
  }

  /** Anular an issued invoice (admin or finanzas), with a reason; a draft is deleted instead. */
  async cancel(actor: Actor, id: number, reason: string): Promise<InvoiceData> {
    requireFinance(actor);
    const why = text(reason);
    if (!why) throw validation(MSG.reasonBlank);
    const invoiceId = await this.write(async (em) => {
      const inv = await this.invoiceRow(em, actor, id, true);
      if (inv.status === 'anulada') throw conflict(MSG.alreadyCancelled);
      if (inv.status === 'borrador') throw conflict(MSG.cancelDraft);
      if (inv.status !== 'emitida' || minorOf(inv.paid, inv.currency) > 0) throw conflict(MSG.cancelWithPayments);
      await this.markCancelled(em, actor, inv, why);
      await this.openAmountsMoved(em, [inv.orgId]);
      return inv.id;
    });
    return this.get(actor, invoiceId);
  }

  /**
   * `byCreditNote`: a credit note that leaves nothing to pay is itself the fiscal correction (for SIFEN, the
   * credit note's DE names the invoice's CDC), so the cancel hooks (the DE's cancellation event) do not run.
   */
  private async markCancelled(em: EntityManager, actor: Actor, inv: InvoiceEntity, reason: string, byCreditNote = false): Promise<void> {
    if (!byCreditNote) for (const hook of this.cancelHooks) await hook(em, inv, reason, actor);
    await em.update(InvoiceEntity, { id: inv.id }, { status: 'anulada', cancelledAt: this.clock(), cancelledByUserId: actor.id, cancelReason: reason.slice(0, 500) });
    await this.audit.log(
      actor,
      {
        action: 'cancel',
        entity: 'invoice',
        entityId: inv.id,
        description: `Factura ${inv.fiscalNumber ?? inv.id} anulada: ${reason}`,
        meta: { number: inv.fiscalNumber, reason, dealId: inv.dealId, orgId: inv.orgId, changes: { status: [inv.status, 'anulada'] } },
        links: { dealId: inv.dealId, orgId: inv.orgId },
      },
      em,
    );
  }

  // ── payments (the receipts module, through the front door) ──

  /**
   * The invoices a receipt pays, row-locked for the rest of `em`'s transaction (FOR UPDATE on MariaDB/MySQL; SQLite
   * transactions are exclusive), so concurrent receipts on one invoice read its balance one after the other and
   * never pay more than it. Each must be visible to `actor` (else NOT_FOUND); amounts in minor units.
   */
  async lockPayable(em: EntityManager, actor: Actor, invoiceIds: readonly number[]): Promise<PayableInvoice[]> {
    if (!em.queryRunner?.isTransactionActive) throw new Error('lockPayable corre dentro de la transacción del recibo');
    const out: PayableInvoice[] = [];
    // One lock order (ascending id) for every transaction: two receipts on the same pair of invoices never deadlock.
    for (const id of [...new Set(invoiceIds)].sort((a, b) => a - b)) {
      const inv = await this.invoiceRow(em, actor, id, true);
      out.push(payableOf(inv));
    }
    return out;
  }

  /**
   * Moves the paid amount of invoices by `delta` minor units each (a receipt issued: +; cancelled: −) and derives
   * the status from it (emitida / pago_parcial / pagada), in `em`'s transaction after lockPayable. Audited.
   */
  async applyPayments(em: EntityManager, actor: Actor, changes: ReadonlyArray<{ invoiceId: number; delta: number }>, why: string): Promise<void> {
    const orgIds: Array<number | null> = [];
    for (const c of changes) {
      const inv = await em.findOneByOrFail(InvoiceEntity, { id: c.invoiceId });
      const cur = inv.currency;
      const before = minorOf(inv.paid, cur);
      const paid = before + c.delta;
      const net = minorOf(inv.total, cur) - minorOf(inv.credited, cur);
      if (paid < 0 || paid > net) throw conflict(MSG.paymentOver(inv.fiscalNumber ?? String(inv.id)));
      if (inv.status === 'anulada' || inv.status === 'borrador') throw conflict(MSG.paymentOver(inv.fiscalNumber ?? String(inv.id)));
      const status = paidStatus(net, paid);
      await em.update(InvoiceEntity, { id: inv.id }, { paid: col(paid, cur), status });
      orgIds.push(inv.orgId);
      await this.audit.log(
        actor,
        {
          action: 'update',
          entity: 'invoice',
          entityId: inv.id,
          description: `Factura ${inv.fiscalNumber ?? inv.id}: cobrado ${minorToNumber(paid, cur)} ${cur} (${why})`,
          meta: { number: inv.fiscalNumber, reason: why, dealId: inv.dealId, orgId: inv.orgId, changes: { paid: [minorToNumber(before, cur), minorToNumber(paid, cur)], ...(status !== inv.status ? { status: [inv.status, status] } : {}) } },
          links: { dealId: inv.dealId, orgId: inv.orgId },
        },
        em,
      );
    }
    await this.openAmountsMoved(em, orgIds);
  }

  /** Payable state of invoices by id without an actor (the receipts' reads and PDF; visibility is the receipt's). */
  payableByIds(em: EntityManager, invoiceIds: readonly number[]): Promise<PayableInvoice[]> {
    return payableInvoices(em, invoiceIds);
  }

  // ── credit notes ──

  /** Per-rate amounts already credited by the issued notes (but `exceptId`); drafts credit nothing yet. */
  private async credited(em: EntityManager, invoiceId: number, currency: FiscalCurrency, exceptId?: number): Promise<RateAmounts[]> {
    const notes = await em.find(CreditNoteEntity, { where: { invoiceId, status: 'emitida' } });
    return notes.filter((n) => n.id !== exceptId).map((n) => rateAmountsOf({ exentas: minorOf(n.exentas, currency), gravado5: minorOf(n.gravado5, currency), gravado10: minorOf(n.gravado10, currency) }));
  }

  /** Per invoice line: its amount minus what issued notes credited of it. */
  private lineCreditable(inv: InvoiceData): Map<number, number> {
    const issued = inv.creditNotes.filter((n) => n.note.status === 'emitida');
    const out = new Map(inv.lines.map((l) => [l.id, l.amount]));
    for (const n of issued) for (const l of n.lines) if (l.invoiceLineId && out.has(l.invoiceLineId)) out.set(l.invoiceLineId, out.get(l.invoiceLineId)! - l.amount);
    return out;
  }

  /** A credit note's lines from its input: by invoice lines, or a global amount/percentage split by IVA rate, within what is creditable. */
  private async creditLines(
    em: EntityManager,
    row: InvoiceEntity,
    inv: InvoiceData,
    input: CreateCreditNoteInput,
    exceptNoteId: number | null,
  ): Promise<{ lines: CreditLine[]; totals: DocumentTotals }> {
    const cur = row.currency;
    const creditable = creditableByRate(rateAmountsOf(inv.totals), await this.credited(em, row.id, cur, exceptNoteId ?? undefined));
    const lines: CreditLine[] = [];
    if (input.lines?.length) {
      const left = this.lineCreditable(inv);
      for (const l of input.lines) {
        const line = inv.lines.find((x) => x.id === l.invoiceLineId);
        if (!line) throw validation(MSG.lineNotOfInvoice);
        const amount = fromDecimal(l.amount, cur);
        if (amount === null || amount <= 0 || (cur === 'PYG' && !Number.isInteger(l.amount))) throw validation(cur === 'PYG' ? MSG.pygDecimals : MSG.amount);
        if (amount > (left.get(line.id) ?? 0)) throw conflict(MSG.lineOver(line.description));
        left.set(line.id, (left.get(line.id) ?? 0) - amount);
        lines.push({ invoiceLineId: line.id, description: line.description, iva: line.iva, amount });
      }
    } else {
      let split: RateAmounts;
      if (input.amount != null) {
        const amount = fromDecimal(input.amount, cur);
        if (amount === null || amount <= 0) throw validation(MSG.amount);
        if (cur === 'PYG' && !Number.isInteger(input.amount)) throw validation(MSG.pygDecimals);
        if (amount > sumRates(creditable)) throw conflict(INVOICE_MESSAGES.creditOver(IVA_RATES.find((r) => creditable[r] > 0) ?? '10', formatMinor(sumRates(creditable), cur)));
        split = splitCreditByRate(amount, creditable);
      } else {
        const bp = percentToBp(input.percentage!);
        if (bp === null) throw validation(MSG.percentage);
        split = creditPercentByRate(bp, creditable);
      }
      for (const r of IVA_RATES) if (split[r] > 0) lines.push({ invoiceLineId: null, description: `Crédito sobre ${r === 'exenta' ? 'exentas' : `gravadas ${r} %`} de la factura ${row.fiscalNumber}`, iva: r, amount: split[r] });
    }
    const byRate: RateAmounts = { exenta: 0, '5': 0, '10': 0 };
    for (const l of lines) byRate[l.iva] += l.amount;
    const over = creditExcess(byRate, creditable);
    if (over) throw conflict(INVOICE_MESSAGES.creditOver(over, formatMinor(creditable[over], cur)));
    const totals = documentTotals(lines);
    if (totals.total <= 0) throw validation(INVOICE_MESSAGES.creditEmpty);
    return { lines, totals };
  }

  /** A credit note (borrador) on an issued invoice: by lines, or a global amount/percentage split by IVA rate. */
  async createCreditNote(actor: Actor, invoiceId: number, input: CreateCreditNoteInput): Promise<CreditNoteData> {
    requireFinance(actor);
    const choices = [input.lines?.length ? 1 : 0, input.amount != null ? 1 : 0, input.percentage != null ? 1 : 0].reduce((a, b) => a + b, 0);
    if (choices !== 1) throw validation(MSG.creditNoteChoice);
    const date = input.date ?? paraguayDay(this.clock());
    const noteId = await this.write(async (em) => {
      const row = await this.invoiceRow(em, actor, invoiceId, true);
      const [inv] = await this.data(em, [row]);
      const ok = canCreditNote(row, { liveReceipts: minorOf(row.paid, row.currency) > 0 ? 1 : 0 });
      if (!ok.ok) throw conflict(ok.reason);
      const cur = row.currency;
      const { lines, totals } = await this.creditLines(em, row, inv, input, null);
      const res = await em.insert(CreditNoteEntity, {
        invoiceId: row.id,
        status: 'borrador',
        currency: cur,
        noteDate: date,
        reason: text(input.reason),
        ...totalColumns(totals, cur),
        createdByUserId: actor.id,
      });
      const id = Number(res.identifiers[0].id);
      await insertCreditLines(em, id, lines, cur);
      await this.audit.log(
        actor,
        { action: 'create', entity: 'credit_note', entityId: id, description: `Nota de crédito en borrador sobre la factura ${row.fiscalNumber}`, meta: { invoiceId: row.id, total: col(totals.total, cur), currency: cur }, links: { dealId: row.dealId, orgId: row.orgId } },
        em,
      );
      return id;
    });
    return this.creditNote(actor, noteId);
  }

  /** The draft note to edit or delete: an issued one is immutable (CONFLICT); on an invoice the actor may not see → NOT_FOUND. */
  private async draftNote(em: EntityManager, actor: Actor, noteId: number): Promise<{ note: CreditNoteEntity; row: InvoiceEntity }> {
    const note = await em.findOneBy(CreditNoteEntity, { id: noteId });
    if (!note) throw notFound(MSG.creditNoteNotFound);
    const row = await this.invoiceRow(em, actor, note.invoiceId, true).catch(() => {
      throw notFound(MSG.creditNoteNotFound);
    });
    if (note.status !== 'borrador') throw conflict(MSG.creditNoteImmutable);
    return { note, row };
  }

  /**
   * Saves a draft credit note (the same choice as creating one: lines, amount or percentage, which replaces its
   * lines; with none of them, only the reason and date change). A stale `version` → CONFLICT, nothing written.
   */
  async updateCreditNote(actor: Actor, id: number, version: number | null, input: CreateCreditNoteInput): Promise<CreditNoteData> {
    requireFinance(actor);
    const choices = [input.lines?.length ? 1 : 0, input.amount != null ? 1 : 0, input.percentage != null ? 1 : 0].reduce((a, b) => a + b, 0);
    if (choices > 1) throw validation(MSG.creditNoteChoice);
    const noteId = await this.write(async (em) => {
      const { note, row } = await this.draftNote(em, actor, id);
      if (version !== null && note.version !== version) throw conflict(MSG.staleNote);
      const ok = canCreditNote(row, { liveReceipts: minorOf(row.paid, row.currency) > 0 ? 1 : 0 });
      if (!ok.ok) throw conflict(ok.reason);
      const cur = note.currency;
      const values: Partial<CreditNoteEntity> = { version: note.version + 1 };
      if (input.reason !== undefined) values.reason = text(input.reason);
      if (input.date) values.noteDate = input.date;
      if (choices === 1) {
        const [inv] = await this.data(em, [row]);
        const { lines, totals } = await this.creditLines(em, row, inv, input, note.id);
        Object.assign(values, totalColumns(totals, cur));
        await em.delete(CreditNoteLineEntity, { creditNoteId: note.id });
        await insertCreditLines(em, note.id, lines, cur);
      }
      await em.update(CreditNoteEntity, { id: note.id, status: 'borrador' }, values);
      await this.audit.log(
        actor,
        {
          action: 'update',
          entity: 'credit_note',
          entityId: note.id,
          description: `Nota de crédito en borrador modificada (factura ${row.fiscalNumber})`,
          meta: { invoiceId: row.id, version: note.version + 1, total: values.total ?? note.total, currency: cur, changes: values.total !== undefined && String(values.total) !== String(note.total) ? { total: [note.total, values.total] } : {} },
          links: { dealId: row.dealId, orgId: row.orgId },
        },
        em,
      );
      return note.id;
    });
    return this.creditNote(actor, noteId);
  }

  /** A draft credit note is deletable; an issued one never (CONFLICT). Returns the deleted id. */
  async removeCreditNote(actor: Actor, id: number): Promise<number> {
    requireFinance(actor);
    return this.write(async (em) => {
      const { note, row } = await this.draftNote(em, actor, id);
      await em.delete(CreditNoteEntity, { id: note.id });
      await this.audit.log(
        actor,
        { action: 'delete', entity: 'credit_note', entityId: note.id, description: `Nota de crédito en borrador eliminada (factura ${row.fiscalNumber})`, meta: { invoiceId: row.id, total: note.total, currency: note.currency }, links: { dealId: row.dealId, orgId: row.orgId } },
        em,
      );
      return note.id;
    });
  }

  /**
   * Emitir a credit note: its own number ('nota_credito' point), checked again against what is creditable now;
   * the invoice's net drops, and a note that leaves nothing cancels the invoice naming the note.
   */
  async issueCreditNote(actor: Actor, noteId: number): Promise<CreditNoteData> {
    requireFinance(actor);
    const now = this.clock();
    const today = paraguayDay(now);
    await this.write(async (em) => {
      const note = await em.findOneBy(CreditNoteEntity, { id: noteId });
      if (!note) throw notFound(MSG.creditNoteNotFound);
      const row = await this.invoiceRow(em, actor, note.invoiceId, true).catch(() => {
        throw notFound(MSG.creditNoteNotFound);
      });
      if (note.status !== 'borrador') throw conflict(MSG.creditNoteIssued);
      const ok = canCreditNote(row, { liveReceipts: minorOf(row.paid, row.currency) > 0 ? 1 : 0 });
      if (!ok.ok) throw conflict(ok.reason);
      const cur = row.currency;
      const [inv] = await this.data(em, [row]);
      const creditable = creditableByRate(rateAmountsOf(inv.totals), await this.credited(em, row.id, cur, note.id));
      const mine = rateAmountsOf({ exentas: minorOf(note.exentas, cur), gravado5: minorOf(note.gravado5, cur), gravado10: minorOf(note.gravado10, cur) });
      const over = creditExcess(mine, creditable);
      if (over) throw conflict(INVOICE_MESSAGES.creditOver(over, formatMinor(creditable[over], cur)));
      const taken = await this.fiscal.takeNumber(em, row.businessUnitId, 'nota_credito', today);
      await em.update(
        CreditNoteEntity,
        { id: note.id, status: 'borrador' },
        { status: 'emitida', fiscalNumber: taken.number, sequence: taken.sequence, timbrado: taken.timbrado, timbradoFrom: taken.timbradoFrom, timbradoTo: taken.timbradoTo, establishment: taken.establishment, point: taken.point, noteDate: today, issuedAt: now, issuedByUserId: actor.id },
      );
      if (this.creditNoteIssueHooks.length) {
        const issuedNote = await em.findOneByOrFail(CreditNoteEntity, { id: note.id });
        const noteLines = await em.find(CreditNoteLineEntity, { where: { creditNoteId: note.id }, order: { position: 'ASC', id: 'ASC' } });
        for (const hook of this.creditNoteIssueHooks) await hook(em, issuedNote, noteLines, row, actor);
      }
      const credited = inv.credited + sumRates(mine);
      await em.update(InvoiceEntity, { id: row.id }, { credited: col(credited, cur) });
      await this.audit.log(
        actor,
        {
          action: 'issue',
          entity: 'credit_note',
          entityId: note.id,
          description: `Nota de crédito ${taken.number} emitida sobre la factura ${row.fiscalNumber} (${cur} ${minorToNumber(sumRates(mine), cur)})`,
          meta: { number: taken.number, invoiceId: row.id, invoiceNumber: row.fiscalNumber, dealId: row.dealId, orgId: row.orgId },
          links: { dealId: row.dealId, orgId: row.orgId },
        },
        em,
      );
      if (credited >= inv.totals.total) await this.markCancelled(em, actor, row, `Anulada por la nota de crédito ${taken.number}`, true);
      await this.openAmountsMoved(em, [row.orgId]);
    }).catch((e: unknown) => {
      if (isDuplicateKey(e)) throw conflict('El número fiscal ya fue usado: volvé a intentar.');
      throw e;
    });
    return this.creditNote(actor, noteId);
  }

  // ── PDF ──

  private async pdfIssuer(businessUnitId: number): Promise<PdfIssuer> {
    const i = await this.fiscal.issuer(businessUnitId);
    return { name: i.issuerName ?? i.businessUnitName, ruc: i.ruc, address: i.address, phone: i.phone, activities: i.activities, letterheadLines: i.letterheadLines, logo: i.logo };
  }

  /** The invoice as printed (A4, pdfmake, offline); a draft prints as BORRADOR — SIN VALOR FISCAL. */
  async pdf(actor: Actor, id: number): Promise<{ fileName: string; body: Buffer }> {
    const { doc, invoice: i } = await this.pdfDocument(actor, id);
    return { fileName: `factura-${i.fiscalNumber ?? `borrador-${i.id}`}.pdf`, body: await renderPdf(doc) };
  }

  /** The invoice's pdfmake document (the printed invoice; the sifen module adds the KuDE's block to it). */
  async pdfDocument(actor: Actor, id: number): Promise<{ doc: Record<string, unknown>; invoice: InvoiceEntity }> {
    const d = await this.get(actor, id);
    const i = d.invoice;
    const doc = buildFiscalPdf({
      kind: 'factura',
      issuer: await this.pdfIssuer(i.businessUnitId),
      number: i.fiscalNumber,
      timbrado: i.timbrado,
      timbradoFrom: i.timbradoFrom,
      timbradoTo: i.timbradoTo,
      issuedAt: i.issuedAt,
      date: i.invoiceDate,
      dueDate: i.dueDate,
      condition: i.condition,
      currency: i.currency,
      exchangeRate: i.exchangeRate,
      customer: { name: i.customerName, ruc: i.customerRuc, address: i.customerAddress, email: i.customerEmail },
      operationReference: i.operationReference,
      affectedInvoice: null,
      reason: i.status === 'anulada' ? `ANULADA: ${i.cancelReason ?? ''}` : null,
      notes: i.notes,
      lines: d.lines,
      totals: d.totals,
    });
    return { doc, invoice: i };
  }

  /** The credit note as printed: the same document as NOTA DE CRÉDITO, with the affected invoice. */
  async creditNotePdf(actor: Actor, id: number): Promise<{ fileName: string; body: Buffer }> {
    const { doc, note: n } = await this.creditNotePdfDocument(actor, id);
    return { fileName: `nota-credito-${n.fiscalNumber ?? `borrador-${n.id}`}.pdf`, body: await renderPdf(doc) };
  }

  /** The credit note's pdfmake document (the sifen module adds the KuDE's block to it). */
  async creditNotePdfDocument(actor: Actor, id: number): Promise<{ doc: Record<string, unknown>; note: CreditNoteEntity; invoice: InvoiceEntity }> {
    const c = await this.creditNote(actor, id);
    const inv = await this.ds.manager.findOneByOrFail(InvoiceEntity, { id: c.invoiceId });
    const n = c.note;
    const doc = buildFiscalPdf({
      kind: 'nota_credito',
      issuer: await this.pdfIssuer(inv.businessUnitId),
      number: n.fiscalNumber,
      timbrado: n.timbrado,
      timbradoFrom: n.timbradoFrom,
      timbradoTo: n.timbradoTo,
      issuedAt: n.issuedAt,
      date: n.noteDate,
      dueDate: null,
      condition: null,
      currency: n.currency,
      exchangeRate: inv.exchangeRate,
      customer: { name: inv.customerName, ruc: inv.customerRuc, address: inv.customerAddress, email: inv.customerEmail },
      operationReference: inv.operationReference,
      affectedInvoice: inv.fiscalNumber,
      reason: n.reason,
      notes: null,
      lines: c.lines.map((l) => ({ quantity: 1, description: l.description, unitPrice: l.amount, iva: l.iva, amount: l.amount })),
      totals: c.totals,
    });
    return { doc, note: n, invoice: inv };
  }
}

/** An invoice read without an actor (the webhook payload: webhooks are an admin's integration), by its id or a credit note's. */
export async function readInvoiceData(em: EntityManager, invoiceId: number | null, creditNoteId?: number): Promise<InvoiceData | null> {
  let id = invoiceId;
  if (creditNoteId) id = (await em.findOne(CreditNoteEntity, { where: { id: creditNoteId }, select: { id: true, invoiceId: true } }))?.invoiceId ?? null;
  const inv = id ? await em.findOneBy(InvoiceEntity, { id }) : null;
  return inv ? (await readData(em, [inv]))[0] : null;
}

async function readData(em: EntityManager, invoices: InvoiceEntity[]): Promise<InvoiceData[]> {
  if (!invoices.length) return [];
  const ids = invoices.map((i) => i.id);
  const [lines, notes] = await Promise.all([
    em.find(InvoiceLineEntity, { where: { invoiceId: In(ids) }, order: { position: 'ASC', id: 'ASC' } }),
    em.find(CreditNoteEntity, { where: { invoiceId: In(ids) }, order: { id: 'ASC' } }),
  ]);
  const noteLines = notes.length ? await em.find(CreditNoteLineEntity, { where: { creditNoteId: In(notes.map((n) => n.id)) }, order: { position: 'ASC', id: 'ASC' } }) : [];
  return invoices.map((inv) => {
    const cur = inv.currency;
    const own = lines.filter((l) => l.invoiceId === inv.id).map((l) => lineData(l, cur));
    const totals = documentTotals(own.map((l) => ({ amount: l.amount, iva: l.iva })));
    const creditNotes = notes.filter((n) => n.invoiceId === inv.id).map((n) => noteData(n, noteLines.filter((x) => x.creditNoteId === n.id), inv));
    const credited = minorOf(inv.credited, cur);
    const paid = minorOf(inv.paid, cur);
    return { invoice: inv, lines: own, creditNotes, totals, credited, paid, balance: inv.status === 'anulada' ? 0 : totals.total - credited - paid };
  });
}

function isMysql(em: EntityManager): boolean {
  const t = em.connection.options.type;
  return t === 'mysql' || t === 'mariadb';
}

function formatBp(bp: number): string {
  return `${bp / 100} %`.replace('.', ',');
}

function formatMinor(minor: number, currency: FiscalCurrency): string {
  const n = minorToNumber(minor, currency);
  return `${currency === 'PYG' ? 'Gs.' : 'USD'} ${n.toLocaleString('es-PY', { minimumFractionDigits: currency === 'PYG' ? 0 : 2, maximumFractionDigits: currency === 'PYG' ? 0 : 2 })}`;
}

function totalColumns(t: DocumentTotals, currency: FiscalCurrency) {
  return { exentas: col(t.exentas, currency), gravado5: col(t.gravado5, currency), gravado10: col(t.gravado10, currency), iva5: col(t.iva5, currency), iva10: col(t.iva10, currency), total: col(t.total, currency) };
}

function lineData(l: InvoiceLineEntity, currency: FiscalCurrency): LineData {
  return {
    id: l.id,
    position: l.position,
    description: l.description,
    quantity: l.quantity,
    unitPrice: minorOf(l.unitPrice, currency),
    iva: l.iva,
    amount: minorOf(l.amount, currency),
    ivaAmount: minorOf(l.ivaAmount, currency),
    sourceKey: l.sourceKey,
    fromBp: rawInt(l.fromBp),
    toBp: rawInt(l.toBp),
  };
}

function noteData(n: CreditNoteEntity, lines: CreditNoteLineEntity[], inv: InvoiceEntity): CreditNoteData {
  const cur = n.currency;
  const own = lines.map((l) => ({ id: l.id, position: l.position, invoiceLineId: l.invoiceLineId, description: l.description, iva: l.iva, amount: minorOf(l.amount, cur), ivaAmount: minorOf(l.ivaAmount, cur) }));
  return { note: n, lines: own, totals: documentTotals(own), invoiceNumber: inv.fiscalNumber, invoiceId: inv.id };
}

/** A line as a draft is composed (minor units of the invoice's currency). */
type ComposedLine = Omit<LineData, 'id'>;

/** A credit note's line as composed (minor units). */
interface CreditLine {
  invoiceLineId: number | null;
  description: string;
  iva: IvaRate;
  amount: number;
}

async function insertLines(em: EntityManager, invoiceId: number, figures: readonly ComposedLine[], currency: FiscalCurrency): Promise<void> {
  await em.insert(
    InvoiceLineEntity,
    figures.map((l) => ({
      invoiceId,
      position: l.position,
      description: l.description,
      quantity: l.quantity,
      unitPrice: col(l.unitPrice, currency),
      iva: l.iva,
      amount: col(l.amount, currency),
      ivaAmount: col(l.ivaAmount, currency),
      sourceKey: l.sourceKey,
      fromBp: l.fromBp,
      toBp: l.toBp,
    })),
  );
}

async function insertCreditLines(em: EntityManager, creditNoteId: number, lines: readonly CreditLine[], currency: FiscalCurrency): Promise<void> {
  await em.insert(
    CreditNoteLineEntity,
    lines.map((l, i) => ({ creditNoteId, position: i + 1, invoiceLineId: l.invoiceLineId, description: l.description.slice(0, 500), iva: l.iva, amount: col(l.amount, currency), ivaAmount: col(ivaIncluded(l.amount, l.iva), currency) })),
  );
}

/** The header fields a draft's save records in its audit event (before → after). */
const DRAFT_AUDITED = ['percentageBp', 'quoteVersionId', 'currency', 'exchangeRate', 'condition', 'paymentTermDays', 'invoiceDate', 'dueDate', 'customerRuc', 'customerName', 'customerAddress', 'customerEmail', 'notes', 'total'] as const;

/**
 * A draft's save as a creation input: what the patch leaves out keeps the draft's value (its source, the source
 * lines it bills, its free lines). A new condition, term or date without a due date derives the due date again.
 */
function mergedDraftInput(d: InvoiceData, patch: UpdateInvoiceInput): CreateInvoiceInput {
  const i = d.invoice;
  const has = (k: keyof UpdateInvoiceInput) => patch[k] !== undefined;
  const keep = <T>(k: keyof UpdateInvoiceInput, current: T): T => (has(k) ? (patch[k] as T) : current);
  if (i.source === 'lines' && has('currency') && patch.currency !== i.currency && !patch.lines?.length) throw validation(MSG.freeLinesCurrency);
  const termChanged = has('condition') || has('paymentTermDays') || has('date');
  const sourceKeys = d.lines.map((l) => l.sourceKey).filter((k): k is string => !!k);
  return {
    source: i.source,
    percentage: patch.percentage ?? i.percentageBp / 100,
    revisionId: i.revisionId,
    quoteVersionId: patch.quoteVersionId ?? i.quoteVersionId,
    // Another quote version bills its own lines (all of them unless chosen).
    lineKeys: has('lineKeys') ? patch.lineKeys : patch.quoteVersionId && patch.quoteVersionId !== i.quoteVersionId ? null : sourceKeys,
    currency: patch.currency ?? i.currency,
    exchangeRate: patch.exchangeRate ?? i.exchangeRate,
    condition: patch.condition ?? i.condition,
    // A new condition without a term takes that condition's default term (contado 0, crédito 30 días).
    paymentTermDays: has('paymentTermDays') ? patch.paymentTermDays : patch.condition && patch.condition !== i.condition ? null : i.paymentTermDays,
    date: patch.date ?? i.invoiceDate,
    dueDate: has('dueDate') ? patch.dueDate : termChanged ? null : i.dueDate,
    customerRuc: keep('customerRuc', i.customerRuc),
    customerName: keep('customerName', i.customerName),
    customerAddress: keep('customerAddress', i.customerAddress),
    customerEmail: keep('customerEmail', i.customerEmail),
    notes: keep('notes', i.notes),
    lines:
      patch.lines ??
      (i.source === 'lines' ? d.lines.map((l) => Object.assign(new InvoiceLineInput(), { description: l.description, quantity: l.quantity, unitPrice: minorToNumber(l.unitPrice, i.currency), iva: l.iva })) : null),
  } as CreateInvoiceInput;
}
