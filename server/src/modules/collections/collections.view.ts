import { collectionStatusText, type CurrencyAging, type FiscalCurrency, minorToNumber, type StatementFilter } from '@crm/domain';
import type { CollectionLogEntity } from './collections.entity';
import type { PortfolioData, PortfolioRow, PromiseData, StatementData } from './collections.service';
import type { AgingView, CollectionLogView, PaymentPromiseView, PortfolioRowView, PortfolioView, StatementView } from './collections.types';
import { COLLECTION_LIMITS } from './collections.types';
import type { StatementPageQuery } from './statement-page';

const n = (minor: number, currency: FiscalCurrency) => minorToNumber(minor, currency);

export function agingView(a: CurrencyAging): AgingView {
  const c = a.currency;
  return { currency: c, current: n(a.current, c), d1To30: n(a.d1_30, c), d31To60: n(a.d31_60, c), d61To90: n(a.d61_90, c), over90: n(a.over_90, c), total: n(a.total, c) };
}

// Built field by field: thousands of client rows, where object spreads cost.
const rowView = (r: PortfolioRow): PortfolioRowView => {
  const c = r.currency;
  return { currency: c, current: n(r.current, c), d1To30: n(r.d1_30, c), d31To60: n(r.d31_60, c), d61To90: n(r.d61_90, c), over90: n(r.over_90, c), total: n(r.total, c), refId: r.id, name: r.name };
};

/**
 * GraphQL answers are bounded (COLLECTION_LIMITS, the list-cost rule): a page of `limit` rows from `offset`, with
 * the full counts beside it so a longer account is never cut silently. REST passes no page and gets every row.
 */
export interface ViewPage {
  offset: number;
  limits: { documents: number; ledger: number; clients: number; advisors: number };
}
const pageOf = <T>(rows: T[], page: ViewPage | undefined, limit: (l: ViewPage['limits']) => number): T[] => (page ? rows.slice(page.offset, page.offset + limit(page.limits)) : rows);

/**
 * The page of a statement the server reads (STATEMENT_PAGED): documents and movements from `offset`, `limit` of each
 * (at most COLLECTION_LIMITS, the default), the documents filtered when asked.
 */
export function statementPage(args: { offset?: number | null; limit?: number | null; filter?: string | null }): StatementPageQuery {
  const offset = args.offset ?? 0;
  const limit = (max: number) => Math.min(args.limit ?? max, max);
  return { documents: { offset, limit: limit(COLLECTION_LIMITS.documents) }, ledger: { offset, limit: limit(COLLECTION_LIMITS.ledger) }, filter: (args.filter ?? 'todos') as StatementFilter };
}

export function statementView(s: StatementData, page?: ViewPage): StatementView {
  // A statement read by pages (STATEMENT_PAGED) already is the page.
  const slice = s.paged ? undefined : page;
  return {
    documentsCount: s.documentsCount,
    ledgerCount: s.ledgerCount,
    orgId: s.org.id,
    orgName: s.org.name,
    asOf: s.asOf,
    balances: s.balances.map((b) => ({ currency: b.currency, balance: n(b.balance, b.currency) })),
    aging: s.aging.map(agingView),
    documents: pageOf(s.documents, slice, (l) => l.documents).map((d) => ({
      invoiceId: d.invoiceId,
      number: d.number,
      date: d.date,
      dueDate: d.dueDate,
      operationReference: d.operationReference,
      currency: d.currency,
      total: n(d.total, d.currency),
      credited: n(d.credited, d.currency),
      paid: n(d.paid, d.currency),
      open: n(d.open, d.currency),
      status: d.status,
      statusText: collectionStatusText(d),
      daysOverdue: d.daysOverdue,
      bucket: d.bucket,
    })),
    ledger: pageOf(s.ledger, slice, (l) => l.ledger).map((e) => ({ kind: e.kind, documentId: e.id, date: e.date, number: e.number, currency: e.currency, debit: n(e.debit, e.currency), credit: n(e.credit, e.currency), balance: n(e.balance, e.currency) })),
  };
}

export function portfolioView(p: PortfolioData, page?: ViewPage): PortfolioView {
  return {
    asOf: p.asOf,
    totals: p.totals.map(agingView),
    clients: pageOf(p.clients, page, (l) => l.clients).map(rowView),
    // The advisors are few (users): always the first page.
    advisors: pageOf(p.advisors, page && { ...page, offset: 0 }, (l) => l.advisors).map(rowView),
    clientsCount: p.clients.length,
    advisorsCount: p.advisors.length,
  };
}

export function promiseView(d: PromiseData): PaymentPromiseView {
  const p = d.promise;
  return { id: p.id, orgId: p.orgId, promisedDate: p.promisedDate, amount: n(d.amount, p.currency), currency: p.currency, covered: n(d.covered, p.currency), status: d.status, notes: p.notes, createdAt: p.createdAt };
}

export function collectionLogView(l: CollectionLogEntity & { orgName?: string }): CollectionLogView {
  return { id: l.id, orgId: l.orgId, orgName: l.orgName ?? null, kind: l.kind, subject: l.subject, notes: l.notes, nextActionDate: l.nextActionDate, createdByUserId: l.createdByUserId, createdAt: l.createdAt };
}
