import {
  canReadRecord,
  type FiscalCurrency,
  fromDecimal,
  isReceiptMethod,
  minorToNumber,
  RECEIPT_MESSAGES,
  type ReceiptMethod,
  receiptFigures,
  type ReceiptStatus,
  utcToWallTime,
} from '@crm/domain';
import { type DataSource, type EntityManager, In } from 'typeorm';
import type { Actor } from '../../core/auth/actor';
import { requireAdmin, requireFinance } from '../../core/auth/guards';
import { isDuplicateKey } from '../../core/db/db-errors';
import { LIKE_ESCAPE, likeEscape } from '../../core/db/raw';
import { lockCrmWrites } from '../../core/db/write-lock';
import { conflict, notFound, validation } from '../../core/errors/app-error';
import type { AuditService } from '../audit';
import type { FiscalService } from '../fiscal';
import { type InvoicesService, type PayableInvoice, payableInvoices } from '../invoices';
import { OrganizationEntity } from '../organizations/organization.entity';
import { loadParamList } from '../params';
import { renderPdf } from '../../core/pdf/render-pdf';
import { buildReceiptPdf } from './receipt-pdf';
import { ReceiptEntity, ReceiptItemEntity } from './receipt.entity';
import { type CreateReceiptInput, RECEIPT_FIELD_MESSAGES as FM, type ReceiptFilter } from './receipts.inputs';

/** Where the office signs its receipts (the head office of the group). */
const RECEIPT_PLACE = 'Asunción';

/** Rows one list read answers at most. */
export const RECEIPTS_MAX = 500;

/** The parameter list of the company's bank accounts a receipt's money lands in. */
export const BANK_ACCOUNT_PARAM = 'cuenta_bancaria';

const MSG = {
  ...FM,
  ...RECEIPT_MESSAGES,
  paidAtFuture: 'La fecha de cobro no puede ser posterior a hoy.',
  oneUnit: 'Las facturas de un recibo deben ser de la misma unidad de negocio.',
  account: (choices: readonly string[]) => `La cuenta bancaria debe ser una de la lista: ${choices.join(', ')}.`,
  pygDecimals: 'Los importes en guaraníes no llevan decimales.',
  duplicateNumber: 'El número de recibo ya fue usado: volvé a intentar.',
};

/** One item of a receipt as read (minor units), with what the receipt shows of its invoice. */
export interface ReceiptItemData {
  id: number;
  invoiceId: number;
  amount: number;
  withheld: number;
  net: number;
  invoice: PayableInvoice | null;
}

/** A receipt as read: the row, amounts in minor units, its items. */
export interface ReceiptData {
  receipt: ReceiptEntity;
  orgName: string | null;
  amount: number;
  withheld: number;
  net: number;
  items: ReceiptItemData[];
}

/**
 * What the collections side (account statement, aging, portfolio) reads of receipts: every receipt (live and
 * cancelled) in minor units of its currency. Stable contract (see /work/briefs/receipts-contract.md).
 */
export interface ReceiptLedgerEntry {
  id: number;
  number: string | null;
  orgId: number | null;
  /** 'YYYY-MM-DD' */
  paidAt: string;
  currency: FiscalCurrency;
  exchangeRate: number | null;
  amount: number;
  withheld: number;
  net: number;
  status: ReceiptStatus;
  items: Array<{ invoiceId: number; amount: number; withheld: number }>;
}

const text = (v: string | null | undefined): string | null => {
  const s = typeof v === 'string' ? v.trim() : '';
  return s ? s : null;
};

/** A DECIMAL column back to minor units (read from its decimal digits). */
const minorOf = (v: number | string | null | undefined, currency: FiscalCurrency) => (v === null || v === undefined ? 0 : (fromDecimal(v, currency) ?? 0));
/** Minor units → the decimal number a DECIMAL(18,2) column stores. */
const col = (minor: number, currency: FiscalCurrency) => minorToNumber(minor, currency);

function isMysql(em: EntityManager): boolean {
  const t = em.connection.options.type;
  return t === 'mysql' || t === 'mariadb';
}

/** The Paraguay calendar day of `now`. */
function paraguayDay(now: Date): string {
  return utcToWallTime(now).slice(0, 10);
}

/**
 * Receipts against issued invoices (money and fiscal rules). Every signed-in user reads the receipts of the
 * clients they may see (another user's private organization → NOT_FOUND); admin and finanzas issue; only admin
 * cancels. Issuing takes the next number of the unit's 'recibo' point in the same transaction that row-locks the
 * invoices it pays and moves their paid amount (the invoices front door), so concurrent receipts never pay more
 * than an invoice's balance and numbers are never skipped nor repeated.
 */
export class ReceiptsService {
  constructor(
    private readonly ds: DataSource,
    private readonly audit: AuditService,
    private readonly fiscal: FiscalService,
    private readonly invoices: InvoicesService,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  private async write<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    return this.ds.transaction(async (em) => {
      await lockCrmWrites(em);
      return work(em);
    });
  }

  private async visibleOrg(em: EntityManager, actor: Actor, orgId: number | null, message: string): Promise<OrganizationEntity | null> {
    if (!orgId) return null;
    const org = await em.findOne(OrganizationEntity, { where: { id: orgId }, select: { id: true, name: true, visibility: true, ownerUserId: true } });
    if (org && !canReadRecord(actor, org)) throw notFound(message);
    return org;
  }

  private async receiptRow(em: EntityManager, actor: Actor, receiptId: number, lock = false): Promise<ReceiptEntity> {
    const r = await em.findOne(ReceiptEntity, { where: { id: receiptId }, ...(lock && isMysql(em) ? { lock: { mode: 'pessimistic_write' as const } } : {}) });
    if (!r) throw notFound(MSG.notFound);
    await this.visibleOrg(em, actor, r.orgId, MSG.notFound);
    return r;
  }

  // ── reading ──

  async get(actor: Actor, id: number): Promise<ReceiptData> {
    const r = await this.receiptRow(this.ds.manager, actor, id);
    return (await this.data(this.ds.manager, [r]))[0];
  }

  async list(actor: Actor, filter: ReceiptFilter | null | undefined, page: { limit?: number; offset?: number } = {}): Promise<{ items: ReceiptData[]; totalCount: number }> {
    const em = this.ds.manager;
    const qb = em.createQueryBuilder(ReceiptEntity, 'r').leftJoin(OrganizationEntity, 'o', 'o.id = r.org_id');
    if (actor.role !== 'admin') qb.andWhere("(o.id IS NULL OR o.visibility <> 'private' OR o.owner_user_id = :me)", { me: actor.id });
    const f = filter ?? {};
    if (f.status) qb.andWhere('r.status = :status', { status: f.status });
    if (f.orgId) qb.andWhere('r.org_id = :orgId', { orgId: f.orgId });
    if (f.invoiceId) qb.andWhere('r.id IN (SELECT ri.receipt_id FROM receipt_items ri WHERE ri.invoice_id = :invoiceId)', { invoiceId: f.invoiceId });
    if (f.from) qb.andWhere('r.paid_at >= :from', { from: f.from });
    if (f.to) qb.andWhere('r.paid_at <= :to', { to: f.to });
    const q = text(f.q);
    if (q) qb.andWhere(`(r.fiscal_number LIKE :q ${LIKE_ESCAPE} OR o.name LIKE :q ${LIKE_ESCAPE} OR r.reference LIKE :q ${LIKE_ESCAPE})`, { q: `%${likeEscape(q)}%` });
    const limit = Math.min(Math.max(1, page.limit ?? 50), RECEIPTS_MAX);
    const offset = Math.max(0, page.offset ?? 0);
    const [rows, totalCount] = await qb.orderBy('r.paid_at', 'DESC').addOrderBy('r.id', 'DESC').skip(offset).take(limit).getManyAndCount();
    return { items: await this.data(em, rows), totalCount };
  }

  /**
   * Every receipt of `orgIds` (null: all clients) paid on or before `asOf` ('YYYY-MM-DD', default: all), live and
   * cancelled, in minor units, oldest first. No actor: the caller (collections) decides what its user may see.
   */
  async ledgerEntries(orgIds: number[] | null, asOf?: string): Promise<ReceiptLedgerEntry[]> {
    if (orgIds && !orgIds.length) return [];
    const em = this.ds.manager;
    // Only the columns a ledger uses, and the items through a join on the same filter (never an IN list of every
    // receipt id): a client with thousands of receipts reads two narrow result sets.
    const qb = em
      .createQueryBuilder(ReceiptEntity, 'r')
      .select(['r.id', 'r.fiscalNumber', 'r.orgId', 'r.paidAt', 'r.currency', 'r.exchangeRate', 'r.amount', 'r.withheld', 'r.net', 'r.status']);
    if (orgIds) qb.andWhere('r.org_id IN (:...orgIds)', { orgIds });
    if (asOf) qb.andWhere('r.paid_at <= :asOf', { asOf });
    const rows = await qb.orderBy('r.paid_at', 'ASC').addOrderBy('r.id', 'ASC').getMany();
    const iq = em
      .createQueryBuilder(ReceiptItemEntity, 'ri')
      .innerJoin(ReceiptEntity, 'r', 'r.id = ri.receipt_id')
      .select(['ri.id', 'ri.receiptId', 'ri.invoiceId', 'ri.amount', 'ri.withheld']);
    if (orgIds) iq.andWhere('r.org_id IN (:...orgIds)', { orgIds });
    if (asOf) iq.andWhere('r.paid_at <= :asOf', { asOf });
    const items = new Map<number, ReceiptItemEntity[]>();
    for (const it of await iq.orderBy('ri.receipt_id', 'ASC').addOrderBy('ri.position', 'ASC').addOrderBy('ri.id', 'ASC').getMany()) {
      const list = items.get(it.receiptId);
      if (list) list.push(it);
      else items.set(it.receiptId, [it]);
    }
    return rows.map((r) => {
      const cur = r.currency;
      return {
        id: r.id,
        number: r.fiscalNumber,
        orgId: r.orgId,
        paidAt: r.paidAt,
        currency: cur,
        exchangeRate: r.exchangeRate,
        amount: minorOf(r.amount, cur),
        withheld: minorOf(r.withheld, cur),
        net: minorOf(r.net, cur),
        status: r.status,
        items: (items.get(r.id) ?? []).map((i) => ({ invoiceId: i.invoiceId, amount: minorOf(i.amount, cur), withheld: minorOf(i.withheld, cur) })),
      };
    });
  }

  private itemsOf(em: EntityManager, receiptIds: number[]): Promise<Map<number, ReceiptItemEntity[]>> {
    return itemsOf(em, receiptIds);
  }

  private data(em: EntityManager, rows: ReceiptEntity[]): Promise<ReceiptData[]> {
    return readData(em, rows);
  }

  /** The receipt as printed (A4, pdfmake, offline, the unit's letterhead through the fiscal front door). */
  async pdf(actor: Actor, id: number): Promise<{ fileName: string; body: Buffer }> {
    const d = await this.get(actor, id);
    const r = d.receipt;
    const i = await this.fiscal.issuer(r.businessUnitId);
    const first = d.items[0]?.invoice ?? null;
    const doc = buildReceiptPdf({
      issuer: { name: i.issuerName ?? i.businessUnitName, ruc: i.ruc, address: i.address, phone: i.phone, activities: i.activities, letterheadLines: i.letterheadLines, logo: i.logo },
      number: r.fiscalNumber,
      timbrado: r.timbrado,
      place: RECEIPT_PLACE,
      paidAt: r.paidAt,
      issuedAt: r.issuedAt,
      customer: { name: first?.customerName ?? d.orgName ?? '—', ruc: first?.customerRuc ?? null },
      currency: r.currency,
      exchangeRate: r.exchangeRate,
      method: r.method,
      account: r.account,
      reference: r.reference,
      withholdingPct: r.withholdingPct,
      amount: d.amount,
      withheld: d.withheld,
      net: d.net,
      items: d.items.map((it) => ({
        invoiceNumber: it.invoice?.number ?? null,
        invoiceDate: it.invoice?.date ?? null,
        operationReference: it.invoice?.operationReference ?? null,
        currency: r.currency,
        invoiceTotal: it.invoice?.total ?? null,
        amount: it.amount,
        withheld: it.withheld,
        net: it.net,
      })),
      cancelled: r.status === 'anulado' ? { reason: r.cancelReason } : null,
      notes: r.notes,
    });
    return { fileName: `recibo-${r.fiscalNumber ?? r.id}.pdf`, body: await renderPdf(doc) };
  }

  // ── writing ──

  /**
   * Issue a receipt (admin or finanzas): the invoices are row-locked and their balances read inside the
   * transaction, the figures computed by the domain (receiptFigures: never more than a balance, withholding per
   * item), the next 'recibo' number taken, the invoices' paid amount and status moved. Audited (receipt.issued).
   */
  async create(actor: Actor, input: CreateReceiptInput): Promise<ReceiptData> {
    requireFinance(actor);
    const currency = input.currency as FiscalCurrency;
    const method = input.method;
    if (!isReceiptMethod(method)) throw validation(MSG.method);
    const now = this.clock();
    const today = paraguayDay(now);
    if (input.paidAt > today) throw validation(MSG.paidAtFuture);
    const items = input.items.map((i) => {
      const amount = fromDecimal(i.amount, currency);
      if (amount === null || amount <= 0) throw validation(MSG.amount);
      if (currency === 'PYG' && !Number.isInteger(i.amount)) throw validation(MSG.pygDecimals);
      return { invoiceId: i.invoiceId, amount };
    });
    const account = text(input.account);
    const receiptId = await this.write(async (em) => {
      const org = await this.visibleOrg(em, actor, input.orgId, MSG.orgNotFound);
      if (!org) throw notFound(MSG.orgNotFound);
      if (account) {
        const choices = await loadParamList(em, BANK_ACCOUNT_PARAM);
        if (choices.length && !choices.includes(account)) throw validation(MSG.account(choices));
      }
      const invoices = await this.invoices.lockPayable(em, actor, items.map((i) => i.invoiceId));
      for (const inv of invoices) {
        const label = inv.number ?? String(inv.id);
        if (inv.orgId !== org.id) throw validation(MSG.otherClient(label));
        if (inv.status !== 'emitida' && inv.status !== 'pago_parcial') throw conflict(MSG.notPayable(label));
      }
      const units = new Set(invoices.map((i) => i.businessUnitId));
      if (units.size !== 1) throw validation(MSG.oneUnit);
      const fig = receiptFigures(currency, input.withholdingPct, items, invoices);
      if (!fig.ok) throw conflict(fig.reason);
      const taken = await this.fiscal.takeNumber(em, invoices[0].businessUnitId, 'recibo', today);
      const inserted = await em.insert(ReceiptEntity, {
        orgId: org.id,
        businessUnitId: invoices[0].businessUnitId,
        status: 'emitido',
        paidAt: input.paidAt,
        method: method as ReceiptMethod,
        currency,
        exchangeRate: input.exchangeRate ?? null,
        account,
        reference: text(input.reference),
        withholdingPct: input.withholdingPct,
        amount: col(fig.figures.amount, currency),
        withheld: col(fig.figures.withheld, currency),
        net: col(fig.figures.net, currency),
        notes: text(input.notes),
        fiscalNumber: taken.number,
        sequence: taken.sequence,
        timbrado: taken.timbrado,
        establishment: taken.establishment,
        point: taken.point,
        issuedAt: now,
        issuedByUserId: actor.id,
      });
      const id = Number(inserted.identifiers[0].id);
      await em.insert(
        ReceiptItemEntity,
        fig.figures.items.map((i, position) => ({ receiptId: id, invoiceId: i.invoiceId, position, amount: col(i.amount, currency), withheld: col(i.withheld, currency), net: col(i.net, currency) })),
      );
      await this.invoices.applyPayments(em, actor, fig.figures.items.map((i) => ({ invoiceId: i.invoiceId, delta: i.amount })), `recibo ${taken.number}`);
      await this.audit.log(
        actor,
        {
          action: 'issue',
          entity: 'receipt',
          entityId: id,
          description: `Recibo ${taken.number} emitido (${currency} ${minorToNumber(fig.figures.amount, currency)}, retención ${minorToNumber(fig.figures.withheld, currency)})`,
          meta: { number: taken.number, orgId: org.id, invoiceIds: fig.figures.items.map((i) => i.invoiceId), changes: { status: [null, 'emitido'] } },
          links: { orgId: org.id },
        },
        em,
      );
      return id;
    }).catch((e: unknown) => {
      if (isDuplicateKey(e)) throw conflict(MSG.duplicateNumber);
      throw e;
    });
    return this.get(actor, receiptId);
  }

  /** Cancel a receipt (admin only), with a reason: the invoices it paid get their balance back. Audited (receipt.cancelled). */
  async cancel(actor: Actor, id: number, reason: string): Promise<ReceiptData> {
    requireAdmin(actor);
    const why = text(reason);
    if (!why) throw validation(MSG.reasonBlank);
    const receiptId = await this.write(async (em) => {
      const r = await this.receiptRow(em, actor, id, true);
      if (r.status === 'anulado') throw conflict(MSG.alreadyCancelled);
      const items = (await this.itemsOf(em, [r.id])).get(r.id) ?? [];
      await this.invoices.lockPayable(em, actor, items.map((i) => i.invoiceId));
      await this.invoices.applyPayments(em, actor, items.map((i) => ({ invoiceId: i.invoiceId, delta: -minorOf(i.amount, r.currency) })), `anulación del recibo ${r.fiscalNumber ?? r.id}`);
      await em.update(ReceiptEntity, { id: r.id }, { status: 'anulado', cancelledAt: this.clock(), cancelledByUserId: actor.id, cancelReason: why.slice(0, 500) });
      await this.audit.log(
        actor,
        {
          action: 'cancel',
          entity: 'receipt',
          entityId: r.id,
          description: `Recibo ${r.fiscalNumber ?? r.id} anulado: ${why}`,
          meta: { number: r.fiscalNumber, reason: why, orgId: r.orgId, invoiceIds: items.map((i) => i.invoiceId), changes: { status: ['emitido', 'anulado'] } },
          links: { orgId: r.orgId },
        },
        em,
      );
      return r.id;
    });
    return this.get(actor, receiptId);
  }
}

/** A receipt read in `em` without an actor (the webhook payload: webhooks are an admin's integration). */
export async function readReceiptData(em: EntityManager, id: number): Promise<ReceiptData | null> {
  const r = await em.findOneBy(ReceiptEntity, { id });
  return r ? (await readData(em, [r]))[0] : null;
}

async function itemsOf(em: EntityManager, receiptIds: number[]): Promise<Map<number, ReceiptItemEntity[]>> {
  const out = new Map<number, ReceiptItemEntity[]>();
  // In chunks: IN lists stay small for the engines however many receipts a client has.
  for (let i = 0; i < receiptIds.length; i += 1000) {
    const chunk = receiptIds.slice(i, i + 1000);
    const rows = await em.find(ReceiptItemEntity, { where: { receiptId: In(chunk) }, order: { position: 'ASC', id: 'ASC' } });
    for (const row of rows) {
      const list = out.get(row.receiptId) ?? [];
      list.push(row);
      out.set(row.receiptId, list);
    }
  }
  return out;
}

async function readData(em: EntityManager, rows: ReceiptEntity[]): Promise<ReceiptData[]> {
  if (!rows.length) return [];
  const items = await itemsOf(em, rows.map((r) => r.id));
  const invoiceIds = [...items.values()].flat().map((i) => i.invoiceId);
  const invoices = new Map((await payableInvoices(em, invoiceIds)).map((i) => [i.id, i]));
  const orgIds = [...new Set(rows.map((r) => r.orgId).filter((x): x is number => !!x))];
  const orgs = new Map(orgIds.length ? (await em.find(OrganizationEntity, { where: { id: In(orgIds) }, select: { id: true, name: true } })).map((o) => [o.id, o.name]) : []);
  return rows.map((r) => {
    const cur = r.currency;
    return {
      receipt: r,
      orgName: r.orgId ? (orgs.get(r.orgId) ?? null) : null,
      amount: minorOf(r.amount, cur),
      withheld: minorOf(r.withheld, cur),
      net: minorOf(r.net, cur),
      items: (items.get(r.id) ?? []).map((i) => ({
        id: i.id,
        invoiceId: i.invoiceId,
        amount: minorOf(i.amount, cur),
        withheld: minorOf(i.withheld, cur),
        net: minorOf(i.net, cur),
        invoice: invoices.get(i.invoiceId) ?? null,
      })),
    };
  });
}
