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
  ZERO_AGING,
} from '@crm/domain';
import type { DataSource, EntityManager } from 'typeorm';
import type { Actor } from '../../core/auth/actor';
import { requireFinance } from '../../core/auth/guards';
import { lockCrmWrites } from '../../core/db/write-lock';
import { notFound, validation } from '../../core/errors/app-error';
import { assertId } from '../../core/ids';
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
  constructor(
    private readonly ds: DataSource,
    private readonly audit: AuditService,
    /** The receipts front door's ledger read (receipts of some clients paid up to a day). */
    private readonly receipts: ReceiptsSource,
    private readonly fiscal: FiscalService,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  today(): string {
    return paraguayDay(this.clock());
  }

  private async org(em: EntityManager, actor: Actor, id: unknown): Promise<OrganizationEntity> {
    const orgId = assertId(id, MSG.orgNotFound);
    const org = await em.findOne(OrganizationEntity, { where: { id: orgId } });
    return assertReadable(actor, org, MSG.orgNotFound);
  }

  // ── the statement ──

  async statement(actor: Actor, orgId: unknown, asOfInput?: string | null): Promise<StatementData> {
    const em = this.ds.manager;
    const org = await this.org(em, actor, orgId);
    const asOf = asOfInput ?? this.today();
    const invoices = await em
      .createQueryBuilder(InvoiceEntity, 'i')
      .where('i.org_id = :org', { org: org.id })
      .andWhere("i.status <> 'borrador'")
      .andWhere('i.invoice_date <= :asOf', { asOf })
      .orderBy('i.invoice_date', 'ASC')
      .addOrderBy('i.id', 'ASC')
      .getMany();
    const ids = invoices.map((i) => i.id);
    const notes = ids.length
      ? await em.createQueryBuilder(CreditNoteEntity, 'n').where('n.invoice_id IN (:...ids)', { ids }).andWhere("n.status = 'emitida'").andWhere('n.note_date <= :asOf', { asOf }).getMany()
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
    };
  }

  /** The statement as printed, on the letterhead of the unit of the client's latest invoice. */
  async statementPdf(actor: Actor, orgId: unknown, asOf?: string | null): Promise<{ fileName: string; body: Buffer }> {
    const s = await this.statement(actor, orgId, asOf);
    const issuer = s.org.businessUnitId ? await this.fiscal.issuer(s.org.businessUnitId) : null;
    return { fileName: `estado-de-cuenta-${s.org.id}-${s.asOf}.pdf`, body: await renderPdf(buildStatementPdf(s, issuer)) };
  }

  // ── the portfolio ──

  /**
   * Open amounts of every visible client by currency and aging bucket as of a day, in one grouped statement
   * (PORTFOLIO_AS_OF: the same open amounts the statement shows for that day). The invoice keeps what is paid
   * and credited today; what receipts paid and credit notes credited AFTER the day is added back (few rows for a
   * recent day, read through the paid_at / note_date indexes), so an invoice paid or credited later is still
   * open as of the day, and one cancelled after the day still counts. A cancelled receipt settles nothing.
   */
  async portfolio(actor: Actor, asOfInput?: string | null, advisorId?: number | null): Promise<PortfolioData> {
    const asOf = asOfInput ?? this.today();
    const d30 = addDays(asOf, -30);
    const d60 = addDays(asOf, -60);
    const d90 = addDays(asOf, -90);
    // The first instant of the day after, in Paraguay: an invoice cancelled before it was out of the account that day.
    const dayAfter = new Date(`${wallTimeToUtc(`${addDays(asOf, 1)} 00:00:00`).replace(' ', 'T')}Z`);
    // Cents of the currency per row, summed as integers: exact on both engines (SQLite keeps DECIMAL as REAL).
    const openCents = 'ROUND((i.total - i.credited - i.paid) * 100) + COALESCE(ra.cents, 0) + COALESCE(na.cents, 0)';
    const qb = this.ds.manager
      .createQueryBuilder(InvoiceEntity, 'i')
      .innerJoin(OrganizationEntity, 'o', 'o.id = i.org_id')
      .leftJoin(UserEntity, 'u', 'u.id = o.advisor_user_id')
      .leftJoin(
        "(SELECT ri.invoice_id AS invoice_id, SUM(ROUND(ri.amount * 100)) AS cents FROM receipt_items ri INNER JOIN receipts r ON r.id = ri.receipt_id WHERE r.status = 'emitido' AND r.paid_at > :asOf GROUP BY ri.invoice_id)",
        'ra',
        'ra.invoice_id = i.id',
      )
      .leftJoin("(SELECT n.invoice_id AS invoice_id, SUM(ROUND(n.total * 100)) AS cents FROM credit_notes n WHERE n.status = 'emitida' AND n.note_date > :asOf GROUP BY n.invoice_id)", 'na', 'na.invoice_id = i.id')
      .select('o.id', 'org_id')
      .addSelect('o.name', 'org_name')
      .addSelect('o.advisor_user_id', 'advisor_id')
      .addSelect('u.name', 'advisor_name')
      .addSelect('i.currency', 'currency')
      .addSelect(
        `CASE WHEN i.due_date IS NULL OR i.due_date >= :asOf THEN 'current' WHEN i.due_date >= :d30 THEN 'd1_30' WHEN i.due_date >= :d60 THEN 'd31_60' WHEN i.due_date >= :d90 THEN 'd61_90' ELSE 'over_90' END`,
        'bucket',
      )
      .addSelect(`SUM(${openCents})`, 'open_cents')
      // Open today, or paid / credited / cancelled after the day (else it was settled or cancelled by then).
      .where(
        "(i.status IN ('emitida', 'pago_parcial') OR (i.status IN ('pagada', 'anulada') AND (ra.invoice_id IS NOT NULL OR na.invoice_id IS NOT NULL OR i.cancelled_at >= :dayAfter)))",
      )
      .andWhere("NOT (i.status = 'anulada' AND (i.cancelled_at IS NULL OR i.cancelled_at < :dayAfter))")
      .andWhere('i.invoice_date <= :asOf')
      .andWhere(`${openCents} > 0`)
      .setParameters({ asOf, d30, d60, d90, dayAfter })
      .groupBy('o.id')
      .addGroupBy('o.name')
      .addGroupBy('o.advisor_user_id')
      .addGroupBy('u.name')
      .addGroupBy('i.currency')
      .addGroupBy('bucket');
    scopeVisible(qb, 'o', actor);
    if (advisorId) qb.andWhere('o.advisor_user_id = :advisorId', { advisorId });
    const rows = await qb.getRawMany<Record<string, unknown>>();

    const totals = new Map<string, PortfolioRow>();
    const clients = new Map<string, PortfolioRow>();
    const advisors = new Map<string, PortfolioRow>();
    const add = (map: Map<string, PortfolioRow>, id: number | null, name: string, currency: FiscalCurrency, bucket: AgingBucket, minor: number) => {
      const key = `${id ?? 0}:${currency}`;
      let row = map.get(key);
      if (!row) map.set(key, (row = { id, name, currency, ...ZERO_AGING, total: 0 }));
      row[bucket] += minor;
      row.total += minor;
    };
    for (const r of rows) {
      const currency = r.currency;
      const bucket = r.bucket as AgingBucket;
      if (!isCurrency(currency) || !(AGING_BUCKETS as readonly string[]).includes(bucket)) continue;
      const cents = Math.round(Number(r.open_cents));
      const minor = currency === 'PYG' ? Math.round(cents / 100) : cents;
      const orgIdValue = Number(r.org_id);
      const adv = r.advisor_id === null || r.advisor_id === undefined ? null : Number(r.advisor_id);
      add(totals, null, 'Total', currency, bucket, minor);
      add(clients, orgIdValue, String(r.org_name ?? `#${orgIdValue}`), currency, bucket, minor);
      add(advisors, adv, adv ? String(r.advisor_name ?? `#${adv}`) : 'Sin asesor', currency, bucket, minor);
    }
    const ordered = (m: Map<string, PortfolioRow>) => [...m.values()].sort((a, b) => (a.currency === b.currency ? b.total - a.total || (a.id ?? 0) - (b.id ?? 0) : a.currency < b.currency ? -1 : 1));
    // The largest debts first, every row: the GraphQL view pages them (COLLECTION_LIMITS), REST and the exports take all.
    return { asOf, totals: ordered(totals), clients: ordered(clients), advisors: ordered(advisors) };
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

  async promises(actor: Actor, orgId: unknown): Promise<PromiseData[]> {
    const em = this.ds.manager;
    const org = await this.org(em, actor, orgId);
    const rows = await em.find(PaymentPromiseEntity, { where: { orgId: org.id }, order: { promisedDate: 'DESC', id: 'DESC' }, take: 200 });
    return this.promiseData(em, rows, this.today());
  }

  async createPromise(actor: Actor, orgId: unknown, input: CreatePromiseInput): Promise<PromiseData> {
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

  async setPromiseStatus(actor: Actor, id: unknown, status: PromiseStatus): Promise<PromiseData> {
    requireFinance(actor);
    const promiseId = assertId(id, MSG.promiseNotFound);
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

  async logs(actor: Actor, orgId: unknown): Promise<CollectionLogEntity[]> {
    const em = this.ds.manager;
    const org = await this.org(em, actor, orgId);
    return em.find(CollectionLogEntity, { where: { orgId: org.id }, order: { createdAt: 'DESC', id: 'DESC' }, take: 200 });
  }

  async createLog(actor: Actor, orgId: unknown, input: CreateCollectionLogInput): Promise<CollectionLogEntity> {
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
