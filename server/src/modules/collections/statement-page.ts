import { addDays, AGING_BUCKETS, type AgingBucket, type CurrencyAging, type FiscalCurrency, FISCAL_CURRENCIES, type LedgerEntry, type LedgerKind, type StatementFilter, wallTimeToUtc, ZERO_AGING } from '@crm/domain';
import type { EntityManager } from 'typeorm';
import type { StatementDocument } from './collections.service';

/**
 * One page of a client's statement as of a day, in SQL (STATEMENT_PAGED): the documents and the ledger each from
 * their own offset, the totals (balances, aging, counts) from one aggregate each, so a long account's first page
 * reads a page of rows and a few sums instead of every document, credit note and receipt of the client. Exactly
 * the figures of the whole statement (CollectionsService.statement): what is open of an invoice as of the day is
 * its total less the issued credit notes dated up to the day and the live receipts paid up to the day; an
 * invoice cancelled up to the day is out of the account with its notes; the ledger is in date order (invoices,
 * then credit notes, then receipts; then by id) and the running balance of a page starts from the sum of the
 * rows before it, per currency. Amounts are summed as integer cents (exact on both engines: SQLite keeps
 * DECIMAL as REAL).
 */

/** A document of the page as read: the statement's document before its open amount and status are judged. */
export type PagedDocumentRow = Pick<StatementDocument, 'invoiceId' | 'number' | 'date' | 'dueDate' | 'operationReference' | 'currency' | 'total' | 'credited' | 'paid'> & {
  cancelled: boolean;
};

const KIND: readonly LedgerKind[] = ['factura', 'nota_credito', 'recibo'];
const currencyOf = (v: unknown): FiscalCurrency | null => ((FISCAL_CURRENCIES as readonly unknown[]).includes(v) ? (v as FiscalCurrency) : null);
/** Integer cents of the currency → its minor units (guaraníes are whole). */
const minorOfCents = (cents: unknown, currency: FiscalCurrency): number => {
  const c = Math.round(Number(cents ?? 0));
  return currency === 'PYG' ? Math.round(c / 100) : c;
};

/** The day's SQL pieces: the account's invoices as of the day, with what was credited and paid of each by then. */
function asOfParts(orgId: number, asOf: string) {
  // The first instant of the day after, in Paraguay (UTC, as the datetime columns keep it): cancelled before it, out of the account that day.
  const dayAfter = wallTimeToUtc(`${addDays(asOf, 1)} 00:00:00`);
  const cancelled = '(i.status = ? AND (i.cancelled_at IS NULL OR i.cancelled_at < ?))';
  const docs = `SELECT i.id AS id, i.fiscal_number AS num, i.invoice_date AS d, i.due_date AS due, i.operation_reference AS opref, i.currency AS cur,
      ROUND(i.total * 100) AS total_c,
      (SELECT COALESCE(SUM(ROUND(n.total * 100)), 0) FROM credit_notes n WHERE n.invoice_id = i.id AND n.status = ? AND n.note_date <= ?) AS credited_c,
      (SELECT COALESCE(SUM(ROUND(ri.amount * 100)), 0) FROM receipt_items ri INNER JOIN receipts r ON r.id = ri.receipt_id WHERE ri.invoice_id = i.id AND r.status = ? AND r.paid_at <= ?) AS paid_c,
      CASE WHEN ${cancelled} THEN 1 ELSE 0 END AS cancelled
    FROM invoices i WHERE i.org_id = ? AND i.status <> ? AND i.invoice_date <= ?`;
  const docsParams = ['emitida', asOf, 'emitido', asOf, 'anulada', dayAfter, orgId, 'borrador', asOf];
  const inAccount = `i.org_id = ? AND i.status <> ? AND i.invoice_date <= ? AND NOT ${cancelled}`;
  const inAccountParams = [orgId, 'borrador', asOf, 'anulada', dayAfter];
  const ledger = `SELECT 0 AS k, i.id AS id, i.invoice_date AS d, i.fiscal_number AS num, i.currency AS cur, ROUND(i.total * 100) AS debit_c, 0 AS credit_c FROM invoices i WHERE ${inAccount}
    UNION ALL SELECT 1 AS k, n.id AS id, n.note_date AS d, n.fiscal_number AS num, n.currency AS cur, 0 AS debit_c, ROUND(n.total * 100) AS credit_c FROM credit_notes n INNER JOIN invoices i ON i.id = n.invoice_id WHERE n.status = ? AND n.note_date <= ? AND ${inAccount}
    UNION ALL SELECT 2 AS k, r.id AS id, r.paid_at AS d, r.fiscal_number AS num, r.currency AS cur, 0 AS debit_c, (SELECT COALESCE(SUM(ROUND(ri.amount * 100)), 0) FROM receipt_items ri WHERE ri.receipt_id = r.id) AS credit_c FROM receipts r WHERE r.org_id = ? AND r.status = ? AND r.paid_at <= ?`;
  const ledgerParams = [...inAccountParams, 'emitida', asOf, ...inAccountParams, orgId, 'emitido', asOf];
  return { docs, docsParams, ledger, ledgerParams };
}

/** The documents filter (matchesStatementFilter in the domain) on the documents' derived table `x`. */
function filterSql(filter: StatementFilter, asOf: string): { sql: string; params: string[] } {
  if (filter === 'todos') return { sql: '', params: [] };
  const owed = 'x.cancelled = 0 AND x.total_c - x.credited_c - x.paid_c > 0';
  if (filter === 'a_cobrar') return { sql: ` WHERE ${owed}`, params: [] };
  return { sql: ` WHERE ${owed} AND x.due IS NOT NULL AND x.due >= ? AND x.due <= ?`, params: [asOf, addDays(asOf, 7)] };
}

export interface StatementPageQuery {
  documents: { offset: number; limit: number };
  ledger: { offset: number; limit: number };
  filter: StatementFilter;
}

export interface StatementPageRows {
  documents: PagedDocumentRow[];
  documentsCount: number;
  ledger: LedgerEntry[];
  ledgerCount: number;
  balances: Array<{ currency: FiscalCurrency; balance: number }>;
  aging: CurrencyAging[];
  businessUnitId: number | null;
}

export async function statementPageRows(em: EntityManager, orgId: number, asOf: string, q: StatementPageQuery): Promise<StatementPageRows> {
  const p = asOfParts(orgId, asOf);
  const f = filterSql(q.filter, asOf);

  const docRows = (await em.query(`SELECT x.* FROM (${p.docs}) x${f.sql} ORDER BY x.d, x.id LIMIT ${q.documents.limit} OFFSET ${q.documents.offset}`, [...p.docsParams, ...f.params])) as Array<Record<string, unknown>>;
  const [{ n: documentsCount }] = (await em.query(`SELECT COUNT(*) AS n FROM (${p.docs}) x${f.sql}`, [...p.docsParams, ...f.params])) as Array<{ n: unknown }>;
  const documents: PagedDocumentRow[] = [];
  for (const r of docRows) {
    const cur = currencyOf(r.cur);
    if (!cur) continue;
    documents.push({
      invoiceId: Number(r.id),
      number: (r.num as string | null) ?? null,
      date: String(r.d),
      dueDate: (r.due as string | null) ?? null,
      operationReference: (r.opref as string | null) ?? null,
      currency: cur,
      total: minorOfCents(r.total_c, cur),
      credited: minorOfCents(r.credited_c, cur),
      paid: minorOfCents(r.paid_c, cur),
      cancelled: Number(r.cancelled) === 1,
    });
  }

  // The aging: what is open of each document not cancelled (never below zero), by currency and bucket of its due day.
  const d30 = addDays(asOf, -30);
  const d60 = addDays(asOf, -60);
  const d90 = addDays(asOf, -90);
  const bucket = 'CASE WHEN x.due IS NULL OR x.due >= ? THEN 0 WHEN x.due >= ? THEN 1 WHEN x.due >= ? THEN 2 WHEN x.due >= ? THEN 3 ELSE 4 END';
  const agingRows = (await em.query(
    `SELECT y.cur AS cur, y.b AS b, SUM(y.open_c) AS open_c FROM (SELECT x.cur AS cur, ${bucket} AS b, x.total_c - x.credited_c - x.paid_c AS open_c FROM (${p.docs}) x WHERE x.cancelled = 0 AND x.total_c - x.credited_c - x.paid_c > 0) y GROUP BY y.cur, y.b`,
    [asOf, d30, d60, d90, ...p.docsParams],
  )) as Array<Record<string, unknown>>;
  const aging: CurrencyAging[] = [];
  for (const currency of FISCAL_CURRENCIES) {
    const own = agingRows.filter((r) => r.cur === currency);
    if (!own.length) continue;
    const a: CurrencyAging = { currency, ...ZERO_AGING, total: 0 };
    for (const r of own) {
      const b: AgingBucket | undefined = AGING_BUCKETS[Number(r.b)];
      const minor = minorOfCents(r.open_c, currency);
      if (b) a[b] += minor;
      a.total += minor;
    }
    aging.push(a);
  }

  // The ledger: its count and balances per currency in one aggregate, then the page from the sums before it.
  const sums = (await em.query(`SELECT x.cur AS cur, COUNT(*) AS n, SUM(x.debit_c - x.credit_c) AS bal FROM (${p.ledger}) x GROUP BY x.cur`, p.ledgerParams)) as Array<Record<string, unknown>>;
  const ledgerCount = sums.reduce((s, r) => s + Number(r.n), 0);
  const balances = FISCAL_CURRENCIES.flatMap((currency) => {
    const r = sums.find((x) => x.cur === currency);
    return r ? [{ currency, balance: minorOfCents(r.bal, currency) }] : [];
  });
  const running = new Map<FiscalCurrency, number>();
  if (q.ledger.offset > 0) {
    const before = (await em.query(`SELECT y.cur AS cur, SUM(y.debit_c - y.credit_c) AS bal FROM (SELECT x.cur, x.debit_c, x.credit_c FROM (${p.ledger}) x ORDER BY x.d, x.k, x.id LIMIT ${q.ledger.offset}) y GROUP BY y.cur`, p.ledgerParams)) as Array<Record<string, unknown>>;
    for (const r of before) {
      const cur = currencyOf(r.cur);
      if (cur) running.set(cur, minorOfCents(r.bal, cur));
    }
  }
  const ledger: LedgerEntry[] = [];
  const page = (await em.query(`SELECT x.* FROM (${p.ledger}) x ORDER BY x.d, x.k, x.id LIMIT ${q.ledger.limit} OFFSET ${q.ledger.offset}`, p.ledgerParams)) as Array<Record<string, unknown>>;
  for (const r of page) {
    const cur = currencyOf(r.cur);
    if (!cur) continue;
    const debit = minorOfCents(r.debit_c, cur);
    const credit = minorOfCents(r.credit_c, cur);
    const balance = (running.get(cur) ?? 0) + debit - credit;
    running.set(cur, balance);
    ledger.push({ kind: KIND[Number(r.k)], id: Number(r.id), date: String(r.d), number: (r.num as string | null) ?? null, currency: cur, debit, credit, balance });
  }

  const [unit] = (await em.query('SELECT i.business_unit_id AS u FROM invoices i WHERE i.org_id = ? AND i.status <> ? AND i.invoice_date <= ? ORDER BY i.invoice_date DESC, i.id DESC LIMIT 1', [orgId, 'borrador', asOf])) as Array<{ u: unknown }>;
  return { documents, documentsCount: Number(documentsCount), ledger, ledgerCount, balances, aging, businessUnitId: unit && unit.u !== null ? Number(unit.u) : null };
}
