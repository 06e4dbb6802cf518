import type { PromiseStatus } from '@crm/domain';
import { type Request, Router } from 'express';
import { validateInput } from '../../core/input/validate';
import { bodyText, restBody } from '../../core/rest/body';
import { idParam, signedIn } from '../../core/rest/context';
import { restDateTime } from '../../core/rest/format';
import { KeptJsonBodies } from '../../core/rest/kept-json';
import { viewerKey } from '../../core/graphql/fast-path/shared-response-cache';
import { optionalIdQuery, optionalStringQuery } from '../../core/rest/lists';
import type { Services } from '../../core/services';
import { CreateCollectionLogInput, CreatePromiseInput, PortfolioArgs, SetPromiseStatusInput, StatementArgs } from './collections.inputs';
import type { AgingView, CollectionLogView, PaymentPromiseView, PortfolioRowView, PortfolioView, StatementView } from './collections.types';
import { collectionLogView, portfolioView, promiseView, statementPage, statementView } from './collections.view';

/** A number or a numeric string ('1500.50'); other values pass through for validation to refuse. */
const bodyNumber = (v: unknown): unknown => (typeof v === 'string' && /^\s*-?\d{1,15}(\.\d{1,9})?\s*$/.test(v) ? Number(v) : v === '' ? null : v);

const agingRow = (a: AgingView) => ({ currency: a.currency, current: a.current, d1_30: a.d1To30, d31_60: a.d31To60, d61_90: a.d61To90, over_90: a.over90, total: a.total });

/**
 * The statement's aging as the REST table names it ({current, d1_30, d31_60, d61_90, over_90}), each
 * bucket an amount per currency ({USD: 600, PYG: 0}): currencies are never added together.
 */
function agingByBucket(list: AgingView[]) {
  const of = (pick: (a: AgingView) => number) => Object.fromEntries(list.map((a) => [a.currency, pick(a)]));
  return { current: of((a) => a.current), d1_30: of((a) => a.d1To30), d31_60: of((a) => a.d31To60), d61_90: of((a) => a.d61To90), over_90: of((a) => a.over90) };
}

export const statementRow = (s: StatementView) => ({
  org_id: s.orgId,
  org_name: s.orgName,
  as_of: s.asOf,
  balances: s.balances,
  aging: agingByBucket(s.aging),
  aging_by_currency: s.aging.map(agingRow),
  documents: s.documents.map((d) => ({
    invoice_id: d.invoiceId,
    number: d.number,
    date: d.date,
    due_date: d.dueDate,
    operation_reference: d.operationReference,
    currency: d.currency,
    total: d.total,
    credited: d.credited,
    paid: d.paid,
    open: d.open,
    status: d.status,
    status_text: d.statusText,
    days_overdue: d.daysOverdue,
    bucket: d.bucket,
  })),
  ledger: s.ledger.map((e) => ({ kind: e.kind, id: e.documentId, date: e.date, number: e.number, currency: e.currency, debit: e.debit, credit: e.credit, balance: e.balance })),
});

const portfolioRow = (r: PortfolioRowView) => ({ id: r.refId, name: r.name, currency: r.currency, current: r.current, d1_30: r.d1To30, d31_60: r.d31To60, d61_90: r.d61To90, over_90: r.over90, total: r.total });
export const portfolioRows = (p: PortfolioView) => ({ as_of: p.asOf, totals: p.totals.map(agingRow), clients: p.clients.map(portfolioRow), advisors: p.advisors.map(portfolioRow) });

export const promiseRow = (p: PaymentPromiseView) => ({
  id: p.id,
  org_id: p.orgId,
  promised_date: p.promisedDate,
  amount: p.amount,
  currency: p.currency,
  covered: p.covered,
  status: p.status,
  notes: p.notes,
  created_at: restDateTime(p.createdAt),
});

export const collectionLogRow = (l: CollectionLogView) => ({
  id: l.id,
  org_id: l.orgId,
  kind: l.kind,
  subject: l.subject,
  notes: l.notes,
  next_action_date: l.nextActionDate,
  created_by_user_id: l.createdByUserId,
  created_at: restDateTime(l.createdAt),
});

/** A whole number of the query as a number; anything else passes through for validation to refuse in Spanish. */
const intQuery = (req: Request, name: string): unknown => {
  const v = optionalStringQuery(req, name, 12);
  return v !== undefined && /^\d{1,9}$/.test(v) ? Number(v) : v;
};

/** GET /organizations/{id}/statement's and GET /collections/portfolio's query, validated with the GraphQL classes. */
export function statementQuery(req: Request): Promise<StatementArgs> {
  return validateInput(StatementArgs, { orgId: idParam(req), asOf: optionalStringQuery(req, 'as_of', 10), offset: intQuery(req, 'offset'), limit: intQuery(req, 'limit'), filter: optionalStringQuery(req, 'filter', 20) });
}
/** The statement's CSV export query: the client as org_id, the cut-off day as as_of. */
export function statementExportQuery(req: Request): Promise<StatementArgs> {
  return validateInput(StatementArgs, { orgId: optionalIdQuery(req, 'org_id'), asOf: optionalStringQuery(req, 'as_of', 10) });
}
export function portfolioQuery(req: Request): Promise<PortfolioArgs> {
  return validateInput(PortfolioArgs, { asOf: optionalStringQuery(req, 'as_of', 10), advisorId: optionalIdQuery(req, 'advisor_id') });
}

/**
 * /api collections (the REST table): GET /organizations/{id}/statement (as_of), GET /collections/portfolio
 * (as_of, advisor_id), POST and GET /organizations/{id}/promises, POST /promises/{id}/status (status),
 * POST and GET /organizations/{id}/collection-logs.
 */
export function collectionsRoutes(services: Services): Router {
  const r = Router();
  const svc = services.collections;
  const portfolios = new KeptJsonBodies();

  // With offset, limit or filter: one page of documents and of movements with the full counts (the screen's
  // pages); without them, the whole account as always.
  r.get('/organizations/:id/statement', async (req, res) => {
    const actor = signedIn(res);
    const q = await statementQuery(req);
    const paged = [q.offset, q.limit, q.filter].some((v) => v !== undefined && v !== null);
    const s = statementView(await svc.statement(actor, q.orgId, q.asOf, paged ? statementPage(q) : undefined));
    res.json(paged ? { ...statementRow(s), documents_count: s.documentsCount, ledger_count: s.ledgerCount } : statementRow(s));
  });

  r.get('/organizations/:id/statement/pdf', async (req, res) => {
    const actor = signedIn(res);
    const q = await statementQuery(req);
    const pdf = await svc.statementPdf(actor, q.orgId, q.asOf);
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', `inline; filename="${pdf.fileName.replace(/[^\w.-]/g, '_')}"`);
    res.setHeader('Cache-Control', 'private, no-store');
    res.send(pdf.body);
  });

  // Today's portfolio (every client row) kept as sent per reader, advisor filter and version (portfolioScope).
  r.get('/collections/portfolio', async (req, res) => {
    const actor = signedIn(res);
    const q = await portfolioQuery(req);
    const view = `${viewerKey(actor)}:${q.advisorId ?? ''}`;
    await portfolios.send(req, res, view, await svc.portfolioScope(q.asOf ?? null), async () => portfolioRows(portfolioView(await svc.portfolio(actor, q.asOf, q.advisorId))));
  });

  r.get('/organizations/:id/promises', async (req, res) => {
    res.json((await svc.promises(signedIn(res), idParam(req))).map((d) => promiseRow(promiseView(d))));
  });

  r.post('/organizations/:id/promises', async (req, res) => {
    const actor = signedIn(res);
    const b = restBody(req);
    const input = await validateInput(CreatePromiseInput, { promisedDate: bodyText(b.promised_date ?? b.date), amount: bodyNumber(b.amount), currency: bodyText(b.currency), notes: bodyText(b.notes) });
    res.status(201).json(promiseRow(promiseView(await svc.createPromise(actor, idParam(req), input))));
  });

  r.post('/promises/:id/status', async (req, res) => {
    const actor = signedIn(res);
    const input = await validateInput(SetPromiseStatusInput, { status: bodyText(restBody(req).status) });
    res.json(promiseRow(promiseView(await svc.setPromiseStatus(actor, idParam(req), input.status as PromiseStatus))));
  });

  r.get('/organizations/:id/collection-logs', async (req, res) => {
    res.json((await svc.logs(signedIn(res), idParam(req))).map((l) => collectionLogRow(collectionLogView(l))));
  });

  r.post('/organizations/:id/collection-logs', async (req, res) => {
    const actor = signedIn(res);
    const b = restBody(req);
    const input = await validateInput(CreateCollectionLogInput, { kind: bodyText(b.kind), subject: bodyText(b.subject), notes: bodyText(b.notes), nextActionDate: bodyText(b.next_action_date) });
    res.status(201).json(collectionLogRow(collectionLogView(await svc.createLog(actor, idParam(req), input))));
  });

  return r;
}
