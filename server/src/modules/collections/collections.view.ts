import { collectionStatusText, type CurrencyAging, type FiscalCurrency, minorToNumber } from '@crm/domain';
import type { CollectionLogEntity } from './collections.entity';
import type { PortfolioData, PortfolioRow, PromiseData, StatementData } from './collections.service';
import type { AgingView, CollectionLogView, PaymentPromiseView, PortfolioRowView, PortfolioView, StatementView } from './collections.types';

const n = (minor: number, currency: FiscalCurrency) => minorToNumber(minor, currency);

export function agingView(a: CurrencyAging): AgingView {
  const c = a.currency;
  return { currency: c, current: n(a.current, c), d1To30: n(a.d1_30, c), d31To60: n(a.d31_60, c), d61To90: n(a.d61_90, c), over90: n(a.over_90, c), total: n(a.total, c) };
}

const rowView = (r: PortfolioRow): PortfolioRowView => ({ ...agingView(r), refId: r.id, name: r.name });

export function statementView(s: StatementData): StatementView {
  return {
    orgId: s.org.id,
    orgName: s.org.name,
    asOf: s.asOf,
    balances: s.balances.map((b) => ({ currency: b.currency, balance: n(b.balance, b.currency) })),
    aging: s.aging.map(agingView),
    documents: s.documents.map((d) => ({
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
    ledger: s.ledger.map((e) => ({ kind: e.kind, documentId: e.id, date: e.date, number: e.number, currency: e.currency, debit: n(e.debit, e.currency), credit: n(e.credit, e.currency), balance: n(e.balance, e.currency) })),
  };
}

export function portfolioView(p: PortfolioData): PortfolioView {
  return { asOf: p.asOf, totals: p.totals.map(agingView), clients: p.clients.map(rowView), advisors: p.advisors.map(rowView) };
}

export function promiseView(d: PromiseData): PaymentPromiseView {
  const p = d.promise;
  return { id: p.id, orgId: p.orgId, promisedDate: p.promisedDate, amount: n(d.amount, p.currency), currency: p.currency, covered: n(d.covered, p.currency), status: d.status, notes: p.notes, createdAt: p.createdAt };
}

export function collectionLogView(l: CollectionLogEntity & { orgName?: string }): CollectionLogView {
  return { id: l.id, orgId: l.orgId, orgName: l.orgName ?? null, kind: l.kind, subject: l.subject, notes: l.notes, nextActionDate: l.nextActionDate, createdByUserId: l.createdByUserId, createdAt: l.createdAt };
}
