import { type Request, Router } from 'express';
import { AppError } from '../../core/errors/app-error';
import { validateInput } from '../../core/input/validate';
import { bodyId, bodyInt, bodyText, restBody } from '../../core/rest/body';
import { idParam, signedIn } from '../../core/rest/context';
import { expectedVersion } from '../../core/rest/expected-version';
import { restDateTime } from '../../core/rest/format';
import { limitOffset, optionalIdQuery, optionalStringQuery } from '../../core/rest/lists';
import type { Services } from '../../core/services';
import { CancelInvoiceInput, CreateCreditNoteInput, CreateInvoiceInput, CreditNoteLineInput, INVOICE_FIELD_MESSAGES as M, InvoiceFilter, InvoiceLineInput, UpdateInvoiceInput } from './invoices.inputs';
import { paraguayDay } from './invoices.service';
import type { CreditNoteView, InvoiceView } from './invoices.types';
import { creditNoteView, invoiceView } from './invoices.view';

/** A credit note as REST answers it (snake_case). */
export const creditNoteRow = (c: CreditNoteView) => ({
  id: c.id,
  invoice_id: c.invoiceId,
  invoice_number: c.invoiceNumber,
  number: c.number,
  status: c.status,
  currency: c.currency,
  date: c.date,
  reason: c.reason,
  timbrado: c.timbrado,
  issued_at: restDateTime(c.issuedAt),
  exentas: c.exentas,
  gravado_5: c.gravado5,
  gravado_10: c.gravado10,
  iva_5: c.iva5,
  iva_10: c.iva10,
  total: c.total,
  total_in_words: c.totalInWords,
  lines: c.lines.map((l) => ({ id: l.id, invoice_line_id: l.invoiceLineId, description: l.description, iva: l.iva, amount: l.amount, iva_amount: l.ivaAmount })),
  version: c.version,
});

/** An invoice as REST answers it (snake_case; amounts in its currency, IVA included). */
export const invoiceRow = (v: InvoiceView) => ({
  id: v.id,
  deal_id: v.dealId,
  org_id: v.orgId,
  business_unit_id: v.businessUnitId,
  number: v.number,
  status: v.status,
  display_status: v.displayStatus,
  source: v.source,
  revision_id: v.revisionId,
  quote_version_id: v.quoteVersionId,
  percentage: v.percentage,
  currency: v.currency,
  exchange_rate: v.exchangeRate,
  condition: v.condition,
  payment_term_days: v.paymentTermDays,
  date: v.date,
  due_date: v.dueDate,
  customer_ruc: v.customerRuc,
  customer_name: v.customerName,
  customer_address: v.customerAddress,
  customer_email: v.customerEmail,
  notes: v.notes,
  operation_reference: v.operationReference,
  timbrado: v.timbrado,
  timbrado_from: v.timbradoFrom,
  timbrado_to: v.timbradoTo,
  issued_at: restDateTime(v.issuedAt),
  cancelled_at: restDateTime(v.cancelledAt),
  cancel_reason: v.cancelReason,
  cdc: v.cdc,
  sifen_status: v.sifenStatus,
  sifen_message: v.sifenMessage,
  exentas: v.exentas,
  gravado_5: v.gravado5,
  gravado_10: v.gravado10,
  iva_5: v.iva5,
  iva_10: v.iva10,
  total: v.total,
  credited: v.credited,
  paid: v.paid,
  balance: v.balance,
  total_in_words: v.totalInWords,
  lines: v.lines.map((l) => ({
    id: l.id,
    description: l.description,
    quantity: l.quantity,
    unit_price: l.unitPrice,
    iva: l.iva,
    amount: l.amount,
    iva_amount: l.ivaAmount,
    exenta: l.exenta,
    gravada_5: l.gravada5,
    gravada_10: l.gravada10,
    source_key: l.sourceKey,
  })),
  credit_notes: v.creditNotes.map(creditNoteRow),
  created_at: restDateTime(v.createdAt),
  updated_at: restDateTime(v.updatedAt),
  version: v.version,
});

/** A number or a numeric string ('60', '1234.5'); other values pass through for validation to refuse. */
const bodyNumber = (v: unknown): unknown => (typeof v === 'string' && /^\s*-?\d{1,15}(\.\d{1,9})?\s*$/.test(v) ? Number(v) : v === '' ? null : v);
/** 'exenta', '5', '10' (also numbers 0/5/10, as the original client's tax_rate). */
const bodyIva = (v: unknown): unknown => (typeof v === 'number' ? (v === 0 ? 'exenta' : String(v)) : v);

async function lineInputs(raw: unknown): Promise<InvoiceLineInput[] | undefined> {
  if (raw === undefined || raw === null) return undefined;
  if (!Array.isArray(raw) || raw.length > 200) throw new AppError('VALIDATION', M.lines);
  const out: InvoiceLineInput[] = [];
  for (const item of raw) {
    const l = item && typeof item === 'object' && !Array.isArray(item) ? (item as Record<string, unknown>) : {};
    out.push(await validateInput(InvoiceLineInput, { description: bodyText(l.description), quantity: bodyNumber(l.quantity ?? 1), unitPrice: bodyNumber(l.unit_price), iva: bodyIva(l.iva) }));
  }
  return out;
}

async function creditLineInputs(raw: unknown): Promise<CreditNoteLineInput[] | undefined> {
  if (raw === undefined || raw === null) return undefined;
  if (!Array.isArray(raw) || raw.length > 200) throw new AppError('VALIDATION', M.lines);
  const out: CreditNoteLineInput[] = [];
  for (const item of raw) {
    const l = item && typeof item === 'object' && !Array.isArray(item) ? (item as Record<string, unknown>) : {};
    out.push(await validateInput(CreditNoteLineInput, { invoiceLineId: bodyId(l.invoice_line_id), amount: bodyNumber(l.amount) }));
  }
  return out;
}

const today = () => paraguayDay(new Date());

/** The body's draft fields (create and PATCH): a key left out stays undefined, which a PATCH keeps. */
async function draftFields(b: Record<string, unknown>) {
  const fields = {
    percentage: bodyNumber(b.percentage),
    quoteVersionId: bodyId(b.quote_version_id),
    lineKeys: b.line_keys,
    currency: bodyText(b.currency),
    exchangeRate: bodyNumber(b.exchange_rate),
    condition: bodyText(b.condition),
    paymentTermDays: bodyInt(b.payment_term_days),
    date: bodyText(b.date),
    dueDate: bodyText(b.due_date),
    customerRuc: bodyText(b.customer_ruc),
    customerName: bodyText(b.customer_name),
    customerAddress: bodyText(b.customer_address),
    customerEmail: bodyText(b.customer_email),
    notes: bodyText(b.notes),
    lines: await lineInputs(b.lines),
  };
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
}

async function creditNoteInput(b: Record<string, unknown>): Promise<CreateCreditNoteInput> {
  return validateInput(CreateCreditNoteInput, {
    lines: await creditLineInputs(b.lines),
    amount: bodyNumber(b.amount),
    percentage: bodyNumber(b.percentage),
    reason: bodyText(b.reason),
    date: bodyText(b.date),
  });
}

/** The query of GET /invoices (status, org_id, deal_id, from, to, q), validated: the list and its CSV export read it. */
export function invoiceListFilter(req: Request): Promise<InvoiceFilter> {
  return validateInput(InvoiceFilter, {
    status: optionalStringQuery(req, 'status', 20),
    orgId: optionalIdQuery(req, 'org_id'),
    dealId: optionalIdQuery(req, 'deal_id'),
    from: optionalStringQuery(req, 'from', 10),
    to: optionalStringQuery(req, 'to', 10),
    q: optionalStringQuery(req, 'q', 200),
  });
}

/**
 * /api invoices and credit notes (the issue's REST table): POST /deals/{id}/invoices, GET /invoices (status, org_id,
 * deal_id, from, to, q, limit, offset), GET /invoices/{id}, POST …/issue, POST …/cancel (reason), GET …/pdf,
 * POST …/credit-notes (lines or amount or percentage), POST /credit-notes/{id}/issue; also DELETE /invoices/{id}
 * (a draft), PATCH /invoices/{id} (a draft, with `version`), PATCH and DELETE /credit-notes/{id} (a draft) and
 * GET /credit-notes/{id}[/pdf].
 */
export function invoicesRoutes(services: Services): Router {
  const r = Router();
  const svc = services.invoices;

  r.post('/deals/:id/invoices', async (req, res) => {
    const actor = signedIn(res);
    const b = restBody(req);
    const input = await validateInput(CreateInvoiceInput, { source: bodyText(b.source), revisionId: bodyId(b.revision_id), ...(await draftFields(b)) });
    res.status(201).json(invoiceRow(invoiceView(await svc.create(actor, idParam(req), input), today())));
  });

  r.get('/invoices', async (req, res) => {
    const actor = signedIn(res);
    const filter = await invoiceListFilter(req);
    const { limit, offset } = limitOffset(req);
    const page = await svc.list(actor, filter, { limit, offset });
    const t = today();
    res.json(page.items.map((d) => invoiceRow(invoiceView(d, t))));
  });

  r.get('/invoices/:id', async (req, res) => {
    res.json(invoiceRow(invoiceView(await svc.get(signedIn(res), idParam(req)), today())));
  });

  // A draft's save: the fields sent change, the others keep; `version` (or If-Match) stale → 409.
  r.patch('/invoices/:id', async (req, res) => {
    const actor = signedIn(res);
    const b = restBody(req);
    const version = await expectedVersion(req, b);
    const input = await validateInput(UpdateInvoiceInput, await draftFields(b));
    res.json(invoiceRow(invoiceView(await svc.update(actor, idParam(req), version, input), today())));
  });

  r.delete('/invoices/:id', async (req, res) => {
    res.json({ ok: true, id: await svc.remove(signedIn(res), idParam(req)) });
  });

  r.post('/invoices/:id/issue', async (req, res) => {
    res.json(invoiceRow(invoiceView(await svc.issue(signedIn(res), idParam(req)), today())));
  });

  r.post('/invoices/:id/cancel', async (req, res) => {
    const actor = signedIn(res);
    const input = await validateInput(CancelInvoiceInput, { reason: bodyText(restBody(req).reason) });
    res.json(invoiceRow(invoiceView(await svc.cancel(actor, idParam(req), input.reason), today())));
  });

  r.get('/invoices/:id/pdf', async (req, res) => {
    const pdf = await svc.pdf(signedIn(res), idParam(req));
    sendPdf(res, pdf);
  });

  r.post('/invoices/:id/credit-notes', async (req, res) => {
    const actor = signedIn(res);
    const input = await creditNoteInput(restBody(req));
    res.status(201).json(creditNoteRow(creditNoteView(await svc.createCreditNote(actor, idParam(req), input))));
  });

  r.get('/credit-notes/:id', async (req, res) => {
    res.json(creditNoteRow(creditNoteView(await svc.creditNote(signedIn(res), idParam(req)))));
  });

  r.patch('/credit-notes/:id', async (req, res) => {
    const actor = signedIn(res);
    const b = restBody(req);
    const version = await expectedVersion(req, b);
    const input = await creditNoteInput(b);
    res.json(creditNoteRow(creditNoteView(await svc.updateCreditNote(actor, idParam(req), version, input))));
  });

  r.delete('/credit-notes/:id', async (req, res) => {
    res.json({ ok: true, id: await svc.removeCreditNote(signedIn(res), idParam(req)) });
  });

  r.post('/credit-notes/:id/issue', async (req, res) => {
    res.json(creditNoteRow(creditNoteView(await svc.issueCreditNote(signedIn(res), idParam(req)))));
  });

  r.get('/credit-notes/:id/pdf', async (req, res) => {
    sendPdf(res, await svc.creditNotePdf(signedIn(res), idParam(req)));
  });

  return r;
}

function sendPdf(res: import('express').Response, pdf: { fileName: string; body: Buffer }): void {
  res.setHeader('Content-Type', 'application/pdf');
  // inline: the invoice screen previews it; the name is ASCII ('factura-001-004-0000123.pdf').
  res.setHeader('Content-Disposition', `inline; filename="${pdf.fileName.replace(/[^\w.-]/g, '_')}"`);
  res.setHeader('Cache-Control', 'private, no-store');
  res.send(pdf.body);
}
