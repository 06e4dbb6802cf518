import { type Request, Router } from 'express';
import { AppError } from '../../core/errors/app-error';
import { validateInput } from '../../core/input/validate';
import { bodyId, bodyInt, bodyText, restBody } from '../../core/rest/body';
import { idParam, signedIn } from '../../core/rest/context';
import { restDateTime } from '../../core/rest/format';
import { limitOffset, optionalIdQuery, optionalStringQuery } from '../../core/rest/lists';
import type { Services } from '../../core/services';
import { CancelReceiptInput, CreateReceiptInput, RECEIPT_FIELD_MESSAGES as M, ReceiptFilter, ReceiptItemInput, RECEIPT_ITEMS_MAX } from './receipts.inputs';
import type { ReceiptView } from './receipts.types';
import { receiptView } from './receipts.view';

/** A receipt as REST answers it (snake_case; amounts in its currency). */
export const receiptRow = (v: ReceiptView) => ({
  id: v.id,
  org_id: v.orgId,
  org_name: v.orgName,
  business_unit_id: v.businessUnitId,
  number: v.number,
  status: v.status,
  paid_at: v.paidAt,
  method: v.method,
  currency: v.currency,
  exchange_rate: v.exchangeRate,
  account: v.account,
  reference: v.reference,
  withholding_pct: v.withholdingPct,
  amount: v.amount,
  withheld: v.withheld,
  net: v.net,
  amount_in_words: v.amountInWords,
  notes: v.notes,
  timbrado: v.timbrado,
  issued_at: restDateTime(v.issuedAt),
  cancelled_at: restDateTime(v.cancelledAt),
  cancel_reason: v.cancelReason,
  items: v.items.map((i) => ({
    id: i.id,
    invoice_id: i.invoiceId,
    invoice_number: i.invoiceNumber,
    invoice_date: i.invoiceDate,
    operation_reference: i.operationReference,
    invoice_total: i.invoiceTotal,
    invoice_balance: i.invoiceBalance,
    amount: i.amount,
    withheld: i.withheld,
    net: i.net,
  })),
  created_at: restDateTime(v.createdAt),
});

/** A number or a numeric string ('60', '1234.5'); other values pass through for validation to refuse. */
const bodyNumber = (v: unknown): unknown => (typeof v === 'string' && /^\s*-?\d{1,15}(\.\d{1,9})?\s*$/.test(v) ? Number(v) : v === '' ? null : v);

async function itemInputs(raw: unknown): Promise<ReceiptItemInput[]> {
  if (!Array.isArray(raw) || raw.length < 1 || raw.length > RECEIPT_ITEMS_MAX) throw new AppError('VALIDATION', M.items);
  const out: ReceiptItemInput[] = [];
  for (const item of raw) {
    const i = item && typeof item === 'object' && !Array.isArray(item) ? (item as Record<string, unknown>) : {};
    out.push(await validateInput(ReceiptItemInput, { invoiceId: bodyId(i.invoice_id), amount: bodyNumber(i.amount) }));
  }
  return out;
}

/** The query of GET /receipts (status, org_id, invoice_id, from, to, q), validated. */
export function receiptListFilter(req: Request): Promise<ReceiptFilter> {
  return validateInput(ReceiptFilter, {
    status: optionalStringQuery(req, 'status', 20),
    orgId: optionalIdQuery(req, 'org_id'),
    invoiceId: optionalIdQuery(req, 'invoice_id'),
    from: optionalStringQuery(req, 'from', 10),
    to: optionalStringQuery(req, 'to', 10),
    q: optionalStringQuery(req, 'q', 200),
  });
}

/**
 * /api receipts: POST /receipts, GET /receipts (status, org_id, invoice_id, from, to, q, limit, offset),
 * GET /receipts/{id}, POST /receipts/{id}/cancel (reason, admin), GET /receipts/{id}/pdf.
 */
export function receiptsRoutes(services: Services): Router {
  const r = Router();
  const svc = services.receipts;

  r.post('/receipts', async (req, res) => {
    const actor = signedIn(res);
    const b = restBody(req);
    const input = await validateInput(CreateReceiptInput, {
      orgId: bodyId(b.org_id),
      paidAt: bodyText(b.paid_at),
      method: bodyText(b.method),
      currency: bodyText(b.currency),
      exchangeRate: bodyNumber(b.exchange_rate),
      account: bodyText(b.account),
      reference: bodyText(b.reference),
      withholdingPct: bodyInt(b.withholding_pct ?? 0),
      notes: bodyText(b.notes),
      items: await itemInputs(b.items),
    });
    res.status(201).json(receiptRow(receiptView(await svc.create(actor, input))));
  });

  r.get('/receipts', async (req, res) => {
    const actor = signedIn(res);
    const filter = await receiptListFilter(req);
    const { limit, offset } = limitOffset(req);
    const page = await svc.list(actor, filter, { limit, offset });
    res.json(page.items.map((d) => receiptRow(receiptView(d))));
  });

  r.get('/receipts/:id', async (req, res) => {
    res.json(receiptRow(receiptView(await svc.get(signedIn(res), idParam(req)))));
  });

  r.post('/receipts/:id/cancel', async (req, res) => {
    const actor = signedIn(res);
    const input = await validateInput(CancelReceiptInput, { reason: bodyText(restBody(req).reason) });
    res.json(receiptRow(receiptView(await svc.cancel(actor, idParam(req), input.reason))));
  });

  r.get('/receipts/:id/pdf', async (req, res) => {
    const pdf = await svc.pdf(signedIn(res), idParam(req));
    res.setHeader('Content-Type', 'application/pdf');
    // inline: the receipt screen previews it; the name is ASCII ('recibo-001-004-0000123.pdf').
    res.setHeader('Content-Disposition', `inline; filename="${pdf.fileName.replace(/[^\w.-]/g, '_')}"`);
    res.setHeader('Cache-Control', 'private, no-store');
    res.send(pdf.body);
  });

  return r;
}
