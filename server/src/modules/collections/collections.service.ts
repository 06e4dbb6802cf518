import {
  AGING_BUCKETS,
  type AgingBucket,
  agingBucket,
  agingByCurrency,
  addDays,
  buildLedger,
  canSetPromiseStatus,
  type CollectionLogKind,
  type CollectionStatus,
  collectionStatus,
  COLLECTIONS_MESSAGES as MSG,
  type CurrencyAging,
  type FiscalCurrency,
  FISCAL_CURRENCIES,
  fromDecimal,
  type LedgerEntry,
  type LedgerEntryInput,
  minorToNumber,
  type PromiseStatus,
  promiseStatus,
  wallTimeToUtc,
} from '@crm/domain';
import { createHash } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import type { Actor } from '../../core/auth/actor';
import { requireFinance } from '../../core/auth/guards';
import { lockCrmWrites } from '../../core/db/write-lock';
import { notFound, validation } from '../../core/errors/app-error';
import { assertReadable, scopeVisible } from '../../core/db/visibility-scope';
import type { AuditService } from '../audit';
import type { FiscalService } from '../fiscal';
import { renderPdf } from '../../core/pdf/render-pdf';
import { buildStatementPdf } from './statement-pdf';
import type { ReceiptLedgerEntry } from '../receipts';
import { paraguayDay } from '../invoices';
import { CreditNoteEntity, InvoiceEntity } from '../invoices/invoice.entity';
import { OrganizationEntity } from '../organizations/organization.entity';
import { UserEntity } from '../users/user.entity';
import { CollectionLogEntity, PaymentPromiseEntity } from './collections.entity';
import { agingIsStale, keepAging, KEPT_AGING_COLUMNS } from './kept-aging';
import { type StatementPageQuery, statementPageRows } from './statement-page';
import type { CreateCollectionLogInput, CreatePromiseInput } from './collections.inputs';

/** Where the receipts of some organizations up to a day come from (the receipts module, once it is there). */
export type ReceiptsSource = (orgIds: number[] | null, asOf: string) => Promise<ReceiptLedgerEntry[]>;

export interface StatementDocument {
  invoiceId: number;
  number: string | null;
  date: string;
  dueDate: string | null;
  operationReference: string | null;
  currency: FiscalCurrency;
  total: number;
  credited: number;
  paid: number;
  open: number;
  status: CollectionStatus;
  daysOverdue: number;
  bucket: AgingBucket;
}

export interface StatementData {
  org: { id: number; name: string; ruc: string | null; businessUnitId: number | null };
  asOf: string;
  balances: Array<{ currency: FiscalCurrency; balance: number }>;
  aging: CurrencyAging[];
  documents: StatementDocument[];
  ledger: LedgerEntry[];
  /** The whole account's counts; `documents` and `ledger` are a page of them when `paged`. */
  documentsCount: number;
  ledgerCount: number;
  paged: boolean;
}

export interface PortfolioRow extends CurrencyAging {
  id: number | null;
  name: string;
}

export interface PortfolioData {
  asOf: string;
  totals: CurrencyAging[];
  clients: PortfolioRow[];
  advisors: PortfolioRow[];
}

export interface PromiseData {
  promise: PaymentPromiseEntity;
  amount: number;
  covered: number;
  status: PromiseStatus;
}


/** How many statement prints statementPdf keeps (a long one is about 1 MB). */
const STATEMENT_PRINTS_KEPT = 16;

/** Minor units of a DECIMAL value read from the database (its decimal digits, never float arithmetic). */
const minorOf = (v: unknown, currency: FiscalCurrency): number => (v === null || v === undefined ? 0 : (fromDecimal(typeof v === 'number' ? v.toFixed(2) : String(v), currency) ?? 0));
const isCurrency = (v: unknown): v is FiscalCurrency => typeof v === 'string' && (FISCAL_CURRENCIES as readonly string[]).includes(v);

/**
 * Collections (money rules): a client's account statement as of a day (balances and aging per currency, its
 * documents with their collection status, the ledger of invoices, credit notes and receipts with a running
 * balance per currency), the portfolio over every client the actor may see, and payment promises and the
 * collection log. Reads follow the organization's visibility (another user's private organization →
 * NOT_FOUND, and never counted in the portfolio); admin and finanzas write (requireFinance).
 */
export class CollectionsService {
  /** The last statement prints, by digest of what they print (statementPdf). */
  private readonly printed = new Map<string, Buffer>();

  constructor(
    private readonly ds: DataSource,
    private readonly audit: AuditService,
    /** The receipts front door's ledger read (receipts of some clients paid up to a day). */
    private readonly receipts: ReceiptsSource,
    private readonly fiscal: FiscalService,
    /** Now (tests move it to another day). */
    public clock: () => Date = () => new Date(),
  ) {}

  today(): string {
    return paraguayDay(this.clock());
  }

  private async org(em: EntityManager, actor: Actor, orgId: number): Promise<OrganizationEntity> {
    const org = await em.findOne(OrganizationEntity, { where: { id: orgId } });
    return assertReadable(actor, org, MSG.orgNotFound);
  }

  // ── the statement ──

  async statement(actor: Actor, orgId: number, asOfInput?: string | null, page?: StatementPageQuery): Promise<StatementData> {
    const em = this.ds.manager;
    const org = await this.org(em, actor, orgId);
    const asOf = asOfInput ?? this.today();
    if (page) return this.statementPage(em, org, asOf, page);
    // Only the columns the statement uses (a long account reads thousands of rows of a 45-column table), and the
    // credit notes through a join on the same client instead of an IN list of every invoice id.
    const invoices = await em
      .createQueryBuilder(InvoiceEntity, 'i')
      .select(['i.id', 'i.fiscalNumber', 'i.invoiceDate', 'i.dueDate', 'i.operationReference', 'i.currency', 'i.total', 'i.status', 'i.cancelledAt', 'i.businessUnitId'])
      .where('i.org_id = :org', { org: org.id })
      .andWhere("i.status <> 'borrador'")
      .andWhere('i.invoice_date <= :asOf', { asOf })
      .orderBy('i.invoice_date', 'ASC')
      .addOrderBy('i.id', 'ASC')
      .getMany();
    const notes = invoices.length
      ? await em
          .createQueryBuilder(CreditNoteEntity, 'n')
          .innerJoin(InvoiceEntity, 'i', 'i.id = n.invoice_id')
          .select(['n.id', 'n.invoiceId', 'n.noteDate', 'n.fiscalNumber', 'n.currency', 'n.total'])
          .where('i.org_id = :org', { org: org.id })
          .andWhere("n.status = 'emitida'")
          .andWhere('n.note_date <= :asOf', { asOf })
          .orderBy('n.id', 'ASC')
          .getMany()
      : [];
    const receipts = (await this.receipts([org.id], asOf)).filter((r) => r.status === 'emitido' && r.paidAt <= asOf);

    const byInvoice = new Map(invoices.map((i) => [i.id, i]));
    // An invoice cancelled up to the day is out of the account, and so are its credit notes.
    const cancelled = new Set(invoices.filter((i) => i.status === 'anulada' && (!i.cancelledAt || paraguayDay(i.cancelledAt) <= asOf)).map((i) => i.id));
    const creditedOf = new Map<number, number>();
    for (const n of notes) creditedOf.set(n.invoiceId, (creditedOf.get(n.invoiceId) ?? 0) + minorOf(n.total, n.currency));
    const paidOf = new Map<number, number>();
    for (const r of receipts) for (const it of r.items) paidOf.set(it.invoiceId, (paidOf.get(it.invoiceId) ?? 0) + it.amount);

    const documents: StatementDocument[] = invoices.map((i) => {
      const cur = i.currency;
      const total = minorOf(i.total, cur);
      const credited = creditedOf.get(i.id) ?? 0;
      const paid = paidOf.get(i.id) ?? 0;
      const isCancelled = cancelled.has(i.id);
      const open = isCancelled ? 0 : Math.max(0, total - credited - paid);
      const s = collectionStatus({ currency: cur, total, open, dueDate: i.dueDate, cancelled: isCancelled }, asOf);
      return {
        invoiceId: i.id,
        number: i.fiscalNumber,
        date: i.invoiceDate,
        dueDate: i.dueDate,
        operationReference: i.operationReference,
        currency: cur,
        total,
        credited,
        paid,
        open,
        status: s.status,
        daysOverdue: s.daysOverdue,
        bucket: open > 0 ? agingBucket(i.dueDate, asOf) : 'current',
      };
    });

    const entries: LedgerEntryInput[] = [];
    for (const i of invoices) if (!cancelled.has(i.id)) entries.push({ kind: 'factura', id: i.id, date: i.invoiceDate, number: i.fiscalNumber, currency: i.currency, debit: minorOf(i.total, i.currency), credit: 0 });
    for (const n of notes) if (!cancelled.has(n.invoiceId) && byInvoice.has(n.invoiceId)) entries.push({ kind: 'nota_credito', id: n.id, date: n.noteDate, number: n.fiscalNumber, currency: n.currency, debit: 0, credit: minorOf(n.total, n.currency) });
    // A receipt settles what it pays of each invoice (amount, withholding included: the withheld IVA is paid to the tax office for the client).
    for (const r of receipts) entries.push({ kind: 'recibo', id: r.id, date: r.paidAt, number: r.number, currency: r.currency, debit: 0, credit: r.items.reduce((s, it) => s + it.amount, 0) });
    const ledger = buildLedger(entries);
    return {
      org: { id: org.id, name: org.name ?? '', ruc: org.ruc ?? null, businessUnitId: invoices.length ? invoices[invoices.length - 1].businessUnitId : null },
      asOf,
      balances: ledger.balances,
      aging: agingByCurrency(documents, asOf),
      documents,
      ledger: ledger.entries,
      documentsCount: documents.length,
      ledgerCount: ledger.entries.length,
      paged: false,
    };
  }

  /**
   * A page of the statement (STATEMENT_PAGED, statement-page.ts): the documents and the ledger each from their
   * offset, the counts, balances and aging from aggregates; the same figures as the whole statement's.
   */
  private async statementPage(em: EntityManager, org: OrganizationEntity, asOf: string, page: StatementPageQuery): Promise<StatementData> {
    const rows = await statementPageRows(em, org.id, asOf, page);
    const documents: StatementDocument[] = rows.documents.map(({ cancelled, ...d }) => {
      const open = cancelled ? 0 : Math.max(0, d.total - d.credited - d.paid);
      const s = collectionStatus({ currency: d.currency, total: d.total, open, dueDate: d.dueDate, cancelled }, asOf);
      return {
        ...d,
        open,
        status: s.status,
        daysOverdue: s.daysOverdue,
        bucket: open > 0 ? agingBucket(d.dueDate, asOf) : 'current',
      };
    });
    return {
      org: { id: org.id, name: org.name ?? '', ruc: org.ruc ?? null, businessUnitId: rows.businessUnitId },
      asOf,
      balances: rows.balances,
      aging: rows.aging,
      documents,
      ledger: rows.ledger,
      documentsCount: rows.documentsCount,
      ledgerCount: rows.ledgerCount,
      paged: true,
    };
  }

  /**
   * The statement as printed, on the letterhead of the unit of the client's latest invoice. Laying out a long
   * account (thousands of documents and movements) costs pdfmake seconds of CPU, so the last few prints are kept,
   * keyed by a digest of exactly what they print (the statement of the day and the letterhead): any receipt,
   * credit note, cancellation or letterhead change makes another key, so a kept print is never stale.
   */
  async statementPdf(actor: Actor, orgId: number, asOf?: string | null): Promise<{ fileName: string; body: Buffer }> {
    const s = await this.statement(actor, orgId, asOf);
    const issuer = s.org.businessUnitId ? await this.fiscal.issuer(s.org.businessUnitId) : null;
    const fileName = `estado-de-cuenta-${s.org.id}-${s.asOf}.pdf`;
    const key = createHash('sha256').update(JSON.stringify([s, issuer])).digest('base64');
    const kept = this.printed.get(key);
    if (kept) {
      // Most recently used last: the oldest print leaves first.
      this.printed.delete(key);
      this.printed.set(key, kept);
      return { fileName, body: kept };
    }
    const body = await renderPdf(buildStatementPdf(s, issuer));
    this.printed.set(key, body);
    while (this.printed.size > STATEMENT_PRINTS_KEPT) this.printed.delete(this.printed.keys().next().value as string);
    return { fileName, body };
  }

  // ── the portfolio ──

  /**
   * Open amounts of every visible client by currency and aging bucket as of a day, in one grouped statement
   * (PORTFOLIO_AS_OF: the same open amounts the statement shows for that day). The invoice keeps what is paid
   * and credited today (the receipts and credit-note writes keep `paid` and `credited` in their transaction), so
   * today's open amounts are aggregated from the covering index idx_invoices_open_aging alone, by client, currency
   * and bucket, before the few aggregated rows meet the organizations. For a past day what receipts paid and
   * credit notes credited AFTER the day is added back (few rows for a recent day, read through the paid_at /
   * note_date indexes), so an invoice paid or credited later is still open as of the day, and one cancelled after
   * the day still counts. A cancelled receipt settles nothing. An invoice `pagada` has nothing open today.
   * Today (the default) is read from the kept aging instead (portfolioOfToday).
   */
  async portfolio(actor: Actor, asOfInput?: string | null, advisorId?: number | null): Promise<PortfolioData> {
    const today = this.today();
    const asOf = asOfInput ?? today;
    if (asOf === today) return this.portfolioOfToday(actor, today, advisorId);
    const d30 = addDays(asOf, -30);
    const d60 = addDays(asOf, -60);
    const d90 = addDays(asOf, -90);
    // The first instant of the day after, in Paraguay: an invoice cancelled before it was out of the account that day.
    const dayAfter = new Date(`${wallTimeToUtc(`${addDays(asOf, 1)} 00:00:00`).replace(' ', 'T')}Z`);
    const bucket = "CASE WHEN i.due_date IS NULL OR i.due_date >= :asOf THEN 'current' WHEN i.due_date >= :d30 THEN 'd1_30' WHEN i.due_date >= :d60 THEN 'd31_60' WHEN i.due_date >= :d90 THEN 'd61_90' ELSE 'over_90' END";
    // Cents of the currency per row, summed as integers: exact on both engines (SQLite keeps DECIMAL as REAL).
    const openNow = 'SUM(ROUND((i.total - i.credited - i.paid) * 100))';
    // In the account that day: dated up to it, issued, and not cancelled by then.
    const inAccount = "i.invoice_date <= :asOf AND i.status <> 'borrador' AND NOT (i.status = 'anulada' AND (i.cancelled_at IS NULL OR i.cancelled_at < :dayAfter))";
    const legs = [
      // Open today (the covering index answers it alone).
      `SELECT i.org_id AS org_id, i.currency AS currency, ${bucket} AS bucket, ${openNow} AS cents FROM invoices i WHERE i.status IN ('emitida', 'pago_parcial') AND i.invoice_date <= :asOf GROUP BY i.org_id, i.currency, ${bucket}`,
      // Cancelled after the day: what was open of it then.
      `SELECT i.org_id AS org_id, i.currency AS currency, ${bucket} AS bucket, ${openNow} AS cents FROM invoices i WHERE i.status = 'anulada' AND i.cancelled_at >= :dayAfter AND i.invoice_date <= :asOf GROUP BY i.org_id, i.currency, ${bucket}`,
      // Paid by live receipts after the day.
      `SELECT i.org_id AS org_id, i.currency AS currency, ${bucket} AS bucket, SUM(ROUND(ri.amount * 100)) AS cents FROM receipts r INNER JOIN receipt_items ri ON ri.receipt_id = r.id INNER JOIN invoices i ON i.id = ri.invoice_id WHERE r.status = 'emitido' AND r.paid_at > :asOf AND ${inAccount} GROUP BY i.org_id, i.currency, ${bucket}`,
      // Credited by issued credit notes after the day.
      `SELECT i.org_id AS org_id, i.currency AS currency, ${bucket} AS bucket, SUM(ROUND(n.total * 100)) AS cents FROM credit_notes n INNER JOIN invoices i ON i.id = n.invoice_id WHERE n.status = 'emitida' AND n.note_date > :asOf AND ${inAccount} GROUP BY i.org_id, i.currency, ${bucket}`,
    ];
    const qb = this.ds.manager
      .createQueryBuilder()
      .from(`(${legs.join(' UNION ALL ')})`, 'a')
      .innerJoin(OrganizationEntity, 'o', 'o.id = a.org_id')
      .leftJoin(UserEntity, 'u', 'u.id = o.advisor_user_id')
      .select('o.id', 'org_id')
      .addSelect('o.name', 'org_name')
      .addSelect('o.advisor_user_id', 'advisor_id')
      .addSelect('u.name', 'advisor_name')
      .addSelect('a.currency', 'currency')
      .addSelect('a.bucket', 'bucket')
      .addSelect('SUM(a.cents)', 'open_cents')
      .setParameters({ asOf, d30, d60, d90, dayAfter })
      .groupBy('o.id')
      .addGroupBy('o.name')
      .addGroupBy('o.advisor_user_id')
      .addGroupBy('u.name')
      .addGroupBy('a.currency')
      .addGroupBy('a.bucket');
    scopeVisible(qb, 'o', actor);
    if (advisorId) qb.andWhere('o.advisor_user_id = :advisorId', { advisorId });
    const rows = await qb.getRawMany<Record<string, unknown>>();
    return portfolioOf(asOf, (emit) => {
      for (const r of rows) emit(r, r.bucket as AgingBucket, r.open_cents);
    });
  }

  /**
   * The version of today's portfolio (its answers are kept by it: the GraphQL one in the shared
   * response cache, the REST one as its sent bytes): the 'collections' data version, which any write of the kept
   * aging, and of the organizations' and users' columns the portfolio shows, bumps in its transaction (migration
   * 1767300000000-collections-version), and today's date in Paraguay (the buckets move at midnight). Who reads is
   * the caller's part of the key (viewerKey). null: not kept (another day than today, or no version to read).
   * `asOf` as sent: anything but a date string or null is not kept (validation refuses it).
   */
  async portfolioScope(asOf: unknown): Promise<string | null> {
    const today = this.today();
    if (asOf != null && asOf !== today) return null;
    const rows: Array<{ version: unknown }> = await this.ds.query("SELECT version FROM data_versions WHERE scope = 'collections'");
    if (!rows.length) return null;
    return `collections:${String(rows[0].version)}:${today}`;
  }

  /**
   * Today's portfolio from the kept aging (PORTFOLIO_KEPT_AGING): one row per client and currency with its five
   * buckets, a few thousand rows at most whatever the number of invoices, met with the organizations for the
   * visibility, the names and the advisors. Rows of an earlier day (the first read after midnight, or a clock
   * that moved) are rebuilt first, all of them, in a write transaction.
   */
  private async portfolioOfToday(actor: Actor, today: string, advisorId?: number | null): Promise<PortfolioData> {
    if (await agingIsStale(this.ds.manager, today)) {
      // Asked again after the lock: of two first readers of the day, the second finds the rows rebuilt.
      await this.ds.transaction(async (em) => {
        await lockCrmWrites(em);
        if (await agingIsStale(em, today)) await keepAging(em, null, today);
      });
    }
    const qb = this.ds.manager
      .createQueryBuilder()
      .from('collection_aging', 'a')
      .innerJoin(OrganizationEntity, 'o', 'o.id = a.org_id')
      .leftJoin(UserEntity, 'u', 'u.id = o.advisor_user_id')
      .select('o.id', 'org_id')
      .addSelect('o.name', 'org_name')
      .addSelect('o.advisor_user_id', 'advisor_id')
      .addSelect('u.name', 'advisor_name')
      .addSelect('a.currency', 'currency');
    KEPT_AGING_COLUMNS.forEach((c, k) => qb.addSelect(`a.${c}`, `b${k}`));
    scopeVisible(qb, 'o', actor);
    if (advisorId) qb.andWhere('o.advisor_user_id = :advisorId', { advisorId });
    const rows = await qb.getRawMany<Record<string, unknown>>();
    // Five buckets of each row, without copying rows (thousands of them: object spreads cost here).
    return portfolioOf(today, (emit) => {
      for (const r of rows) for (let k = 0; k < AGING_BUCKETS.length; k++) emit(r, AGING_BUCKETS[k], r[`b${k}`]);
    });
  }

  /**
   * Rewrites the kept aging of some clients in the caller's transaction (the invoices' OpenAmountsHook: every write
   * that moves an open amount, under its locks), as of today.
   */
  keepAging(em: EntityManager, orgIds: number[]): Promise<void> {
    return keepAging(em, orgIds, this.today());
  }

  /**
   * Rebuilds the whole kept aging as of today from the invoices' kept open amounts, after the write lock: the
   * first portfolio of a new day, and whoever wrote invoices around the services (a bulk load, a repair by hand).
   */
  rebuildAging(): Promise<void> {
    return this.ds.transaction(async (em) => {
      await lockCrmWrites(em);
      await keepAging(em, null, this.today());
    });
  }

  // ── promises ──

  private async promiseData(em: EntityManager, promises: PaymentPromiseEntity[], today: string): Promise<PromiseData[]> {
    if (!promises.length) return [];
    const orgIds = [...new Set(promises.map((p) => p.orgId))];
    const receipts = await this.receipts(orgIds, today);
    return promises.map((p) => {
      const amount = minorOf(p.amount, p.currency);
      // Receipts of the client in the promise's currency from the day it was made up to its date cover it.
      const covered = receipts
        .filter((r) => r.orgId === p.orgId && r.currency === p.currency && r.status === 'emitido' && r.paidAt >= p.madeOn && r.paidAt <= p.promisedDate)
        .reduce((s, r) => s + r.amount, 0);
      return { promise: p, amount, covered, status: promiseStatus({ status: p.status, promisedDate: p.promisedDate, amount, covered }, today) };
    });
  }

  async promises(actor: Actor, orgId: number): Promise<PromiseData[]> {
    const em = this.ds.manager;
    const org = await this.org(em, actor, orgId);
    const rows = await em.find(PaymentPromiseEntity, { where: { orgId: org.id }, order: { promisedDate: 'DESC', id: 'DESC' }, take: 200 });
    return this.promiseData(em, rows, this.today());
  }

  async createPromise(actor: Actor, orgId: number, input: CreatePromiseInput): Promise<PromiseData> {
    requireFinance(actor);
    const currency = input.currency as FiscalCurrency;
    const amount = fromDecimal(input.amount, currency);
    // Guaraníes are whole (fiscal-money.ts): 10,5 Gs is refused rather than rounded.
    if (!amount || amount <= 0 || (currency === 'PYG' && !Number.isInteger(input.amount))) throw validation(MSG.amount);
    const today = this.today();
    const saved = await this.write(async (em) => {
      const org = await this.org(em, actor, orgId);
      const p = em.create(PaymentPromiseEntity, {
        orgId: org.id,
        promisedDate: input.promisedDate,
        madeOn: today,
        amount: minorToNumber(amount, currency),
        currency,
        status: 'pendiente',
        notes: input.notes?.trim() || null,
        createdByUserId: actor.id,
      });
      const row = await em.save(p);
      await this.audit.log(
        actor,
        { action: 'create', entity: 'payment_promise', entityId: row.id, description: 'Promesa de pago registrada', meta: { orgId: org.id, promisedDate: row.promisedDate, amount: minorToNumber(amount, currency), currency }, links: { orgId: org.id } },
        em,
      );
      return row;
    });
    return (await this.promiseData(this.ds.manager, [saved], today))[0];
  }

  async setPromiseStatus(actor: Actor, promiseId: number, status: PromiseStatus): Promise<PromiseData> {
    requireFinance(actor);
    const today = this.today();
    const saved = await this.write(async (em) => {
      const p = await em.findOneBy(PaymentPromiseEntity, { id: promiseId });
      if (!p) throw notFound(MSG.promiseNotFound);
      // A promise of an organization the actor may not see answers exactly like a missing one.
      const org = await em.findOne(OrganizationEntity, { where: { id: p.orgId } });
      assertReadable(actor, org, MSG.promiseNotFound);
      const [current] = await this.promiseData(em, [p], today);
      if (!canSetPromiseStatus(current.status, status)) throw validation(MSG.promiseStatus);
      const before = p.status;
      p.status = status;
      await em.save(p);
      await this.audit.log(actor, { action: 'update', entity: 'payment_promise', entityId: p.id, description: 'Promesa de pago actualizada', meta: { changes: { status: [before, status] } }, links: { orgId: p.orgId } }, em);
      return p;
    });
    return (await this.promiseData(this.ds.manager, [saved], today))[0];
  }

  // ── the collection log ──

  async logs(actor: Actor, orgId: number): Promise<CollectionLogEntity[]> {
    const em = this.ds.manager;
    const org = await this.org(em, actor, orgId);
    return em.find(CollectionLogEntity, { where: { orgId: org.id }, order: { createdAt: 'DESC', id: 'DESC' }, take: 200 });
  }

  async createLog(actor: Actor, orgId: number, input: CreateCollectionLogInput): Promise<CollectionLogEntity> {
    requireFinance(actor);
    return this.write(async (em) => {
      const org = await this.org(em, actor, orgId);
      const row = await em.save(
        em.create(CollectionLogEntity, {
          orgId: org.id,
          kind: input.kind as CollectionLogKind,
          subject: input.subject.trim(),
          notes: input.notes?.trim() || null,
          nextActionDate: input.nextActionDate ?? null,
          createdByUserId: actor.id,
        }),
      );
      await this.audit.log(actor, { action: 'create', entity: 'collection_log', entityId: row.id, description: 'Gestión de cobranza registrada', meta: { orgId: org.id, kind: row.kind, nextActionDate: row.nextActionDate }, links: { orgId: org.id } }, em);
      return row;
    });
  }

  /** The next collection actions due up to a day, of the clients the actor may see (the follow-up agenda lists them). */
  async nextActions(actor: Actor, upTo?: string | null): Promise<Array<CollectionLogEntity & { orgName: string }>> {
    const day = upTo ?? this.today();
    const qb = this.ds.manager
      .createQueryBuilder(CollectionLogEntity, 'l')
      .innerJoin(OrganizationEntity, 'o', 'o.id = l.org_id')
      .addSelect('o.name', 'org_name')
      .where('l.next_action_date IS NOT NULL')
      .andWhere('l.next_action_date <= :day', { day })
      .orderBy('l.next_action_date', 'ASC')
      .addOrderBy('l.id', 'ASC')
      .limit(100);
    scopeVisible(qb, 'o', actor);
    const { entities, raw } = await qb.getRawAndEntities<Record<string, unknown>>();
    return entities.map((e, k) => Object.assign(e, { orgName: String(raw[k]?.org_name ?? '') }));
  }

  private write<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    return this.ds.transaction(async (em) => {
      await lockCrmWrites(em);
      return work(em);
    });
  }
}

/**
 * The portfolio from rows of (client, its name and advisor, currency) with the open cents of a bucket, as `each`
 * emits them: totals, clients and advisors.
 */
type PortfolioEmit = (r: Record<string, unknown>, bucket: AgingBucket, openCents: unknown) => void;
function portfolioOf(asOf: string, each: (emit: PortfolioEmit) => void): PortfolioData {
  const totals = new Map<string, PortfolioRow>();
  const clients = new Map<string, PortfolioRow>();
  const advisors = new Map<string, PortfolioRow>();
  const add = (map: Map<string, PortfolioRow>, id: number | null, name: string, currency: FiscalCurrency, bucket: AgingBucket, minor: number) => {
    const key = `${id ?? 0}:${currency}`;
    let row = map.get(key);
    if (!row) map.set(key, (row = { id, name, currency, current: 0, d1_30: 0, d31_60: 0, d61_90: 0, over_90: 0, total: 0 }));
    row[bucket] += minor;
    row.total += minor;
  };
  each((r, bucket, openCents) => {
    const currency = r.currency;
    if (!isCurrency(currency) || !(AGING_BUCKETS as readonly string[]).includes(bucket)) return;
    const cents = Math.round(Number(openCents));
    const minor = currency === 'PYG' ? Math.round(cents / 100) : cents;
    if (minor <= 0) return; // nothing open of this client in that bucket
    const orgIdValue = Number(r.org_id);
    const adv = r.advisor_id === null || r.advisor_id === undefined ? null : Number(r.advisor_id);
    add(totals, null, 'Total', currency, bucket, minor);
    add(clients, orgIdValue, String(r.org_name ?? `#${orgIdValue}`), currency, bucket, minor);
    add(advisors, adv, adv ? String(r.advisor_name ?? `#${adv}`) : 'Sin asesor', currency, bucket, minor);
  });
  const ordered = (m: Map<string, PortfolioRow>) => [...m.values()].sort((a, b) => (a.currency === b.currency ? b.total - a.total || (a.id ?? 0) - (b.id ?? 0) : a.currency < b.currency ? -1 : 1));
  // The largest debts first, every row: the GraphQL view pages them (COLLECTION_LIMITS), REST and the exports take all.
  return { asOf, totals: ordered(totals), clients: ordered(clients), advisors: ordered(advisors) };
}
