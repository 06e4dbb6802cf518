import { isCsvFormat, SUPPLIER_LIMITS } from '@crm/domain';
import { type Request, type Response, Router } from 'express';
import { AppError } from '../../core/errors/app-error';
import { validateInput } from '../../core/input/validate';
import { bodyId, bodyInt, bodyText, restBody } from '../../core/rest/body';
import { idParam, signedIn } from '../../core/rest/context';
import { bodyBool, restDateTime } from '../../core/rest/format';
import { optionalStringQuery } from '../../core/rest/lists';
import type { Services } from '../../core/services';
import {
  CancelPayableInput,
  ControlRateInput,
  CreatePaymentOrderInput,
  CreateSupplierInvoiceInput,
  PAYABLES_FIELD_MESSAGES as M,
  PaymentOrderListArgs,
  SupplierInvoiceLineInput,
  SupplierPaymentInput,
  SupplierProfileInput,
} from './payables.inputs';
import type { CostControlView, OperationStatementView, PaymentOrderView, SupplierInvoiceView, SupplierProfileView } from './payables.types';
import { costControlView, operationStatementView, paymentOrderView, supplierInvoiceView, supplierProfileView } from './payables.view';

export const supplierProfileRow = (p: SupplierProfileView) => ({
  org_id: p.orgId,
  name: p.name,
  ruc: p.ruc,
  is_supplier: p.isSupplier,
  category: p.category,
  payment_term_days: p.paymentTermDays,
  bank: p.bank,
  account: p.account,
});

export const supplierInvoiceRow = (v: SupplierInvoiceView) => ({
  id: v.id,
  deal_id: v.dealId,
  supplier_org_id: v.supplierOrgId,
  supplier_name: v.supplierName,
  doc_type: v.docType,
  number: v.number,
  timbrado: v.timbrado,
  issued_at: v.issuedAt,
  condition: v.condition,
  due_date: v.dueDate,
  currency: v.currency,
  exchange_rate: v.exchangeRate,
  iva_mode: v.ivaMode,
  exentas: v.exentas,
  gravadas_5: v.gravadas5,
  gravadas_10: v.gravadas10,
  iva_5: v.iva5,
  iva_10: v.iva10,
  total: v.total,
  paid: v.paid,
  balance: v.balance,
  status: v.status,
  lines: v.lines.map((l) => ({ id: l.id, description: l.description, quantity: l.quantity, unit_price: l.unitPrice, iva: l.iva, rubro: l.rubro, amount: l.amount, iva_amount: l.ivaAmount })),
  payments: v.payments.map((p) => ({ id: p.id, payment_order_id: p.paymentOrderId, paid_at: p.paidAt, amount: p.amount, method: p.method, account: p.account, reference: p.reference, proof_file_id: p.proofFileId })),
  file_ids: v.fileIds,
  open_order_id: v.openOrderId,
  open_order_number: v.openOrderNumber,
  created_at: restDateTime(v.createdAt),
});

export const operationStatementRow = (v: OperationStatementView) => ({
  deal_id: v.dealId,
  entries: v.entries.map((e) => ({ kind: e.kind, side: e.side, record_id: e.recordId, date: e.date, number: e.number, party: e.party, currency: e.currency, amount: e.amount, to_collect: e.toCollect, to_pay: e.toPay })),
  entry_count: v.entryCount,
  balances: v.balances.map((b) => ({ currency: b.currency, to_collect: b.toCollect, to_pay: b.toPay })),
});

export const paymentOrderRow = (v: PaymentOrderView) => ({
  id: v.id,
  number: v.number,
  status: v.status,
  currency: v.currency,
  amount: v.amount,
  paid: v.paid,
  balance: v.balance,
  planned_date: v.plannedDate,
  due_date: v.dueDate,
  priority: v.priority,
  account: v.account,
  cancel_reason: v.cancelReason,
  invoices: v.invoices.map((i) => ({ supplier_invoice_id: i.supplierInvoiceId, deal_id: i.dealId, supplier_name: i.supplierName, number: i.number, due_date: i.dueDate, amount: i.amount, balance: i.balance, status: i.status })),
  events: v.events.map((e) => ({ action: e.action, user_id: e.userId, user_name: e.userName, note: e.note, at: restDateTime(e.at) })),
  created_at: restDateTime(v.createdAt),
});

export const costControlRow = (c: CostControlView) => ({
  deal_id: c.dealId,
  currency: c.currency,
  control_rate: c.controlRate,
  control_rate_date: c.controlRateDate,
  control_rate_set: c.controlRateSet,
  revision_id: c.revisionId,
  supplier_invoices: c.supplierInvoices,
  rubros: c.rubros.map((r) => ({ rubro: r.rubro, budget: r.budget, actual: r.actual, difference: r.difference })),
  budget_sale: c.budgetSale,
  budget_purchase: c.budgetPurchase,
  real_purchase: c.realPurchase,
  budget_profit: c.budgetProfit,
  real_profit: c.realProfit,
  difference: c.difference,
  difference_percent: c.differencePercent,
});

/** A number or a numeric string ('60', '1234.5'); other values pass through for validation to refuse. */
const bodyNumber = (v: unknown): unknown => (typeof v === 'string' && /^\s*-?\d{1,15}(\.\d{1,9})?\s*$/.test(v) ? Number(v) : v === '' ? null : v);
/** 'exenta', '5', '10' (also the numbers 0, 5 and 10). */
const bodyIva = (v: unknown): unknown => (typeof v === 'number' ? (v === 0 ? 'exenta' : String(v)) : v);
/** A list of ids as given (validation refuses anything else). */
const bodyIds = (v: unknown): unknown => (Array.isArray(v) ? v.map((x) => bodyNumber(x)) : v);

async function lineInputs(raw: unknown): Promise<SupplierInvoiceLineInput[]> {
  if (!Array.isArray(raw) || raw.length === 0 || raw.length > SUPPLIER_LIMITS.lines) throw new AppError('VALIDATION', M.lines);
  const out: SupplierInvoiceLineInput[] = [];
  for (const item of raw) {
    const l = item && typeof item === 'object' && !Array.isArray(item) ? (item as Record<string, unknown>) : {};
    out.push(await validateInput(SupplierInvoiceLineInput, { description: bodyText(l.description), quantity: bodyNumber(l.quantity ?? 1), unitPrice: bodyNumber(l.unit_price), iva: bodyIva(l.iva), rubro: bodyText(l.rubro) }));
  }
  return out;
}

function paymentInput(req: Request): Promise<SupplierPaymentInput> {
  const b = restBody(req);
  return validateInput(SupplierPaymentInput, {
    paidAt: bodyText(b.paid_at),
    amount: bodyNumber(b.amount),
    method: bodyText(b.method ?? 'transferencia'),
    account: bodyText(b.account),
    reference: bodyText(b.reference),
    proofFileId: bodyId(b.proof_file_id),
  });
}

function send(res: Response, doc: { fileName: string; body: Buffer | string }, type: string, disposition: 'inline' | 'attachment'): void {
  res.setHeader('Content-Type', type);
  res.setHeader('Content-Disposition', `${disposition}; filename="${doc.fileName.replace(/[^\w.-]/g, '_')}"`);
  res.setHeader('Cache-Control', 'private, no-store');
  res.send(doc.body);
}

/**
 * /api payables (the REST table): POST /deals/{id}/supplier-invoices, GET /deals/{id}/supplier-invoices,
 * GET /supplier-invoices/{id}, POST …/payments, POST …/cancel; POST /payment-orders, GET /payment-orders (the tray,
 * ?status=a,b), GET /payment-orders/{id}, POST …/approve · …/cancel (reason) · …/payments, GET …/pdf,
 * GET /payment-orders.zip?ids=1,2; GET /deals/{id}/financial-statement; GET /deals/{id}/cost-control (.csv, .pdf), PUT /deals/{id}/cost-control/rate;
 * GET /suppliers?q=, GET · PUT /organizations/{id}/supplier.
 */
export function payablesRoutes(services: Services): Router {
  const r = Router();
  const svc = services.payables;

  r.get('/suppliers', async (req, res) => {
    const list = await svc.suppliers(signedIn(res), optionalStringQuery(req, 'q', 200));
    res.json(list.map((s) => supplierProfileRow(supplierProfileView(s.org, s.profile))));
  });

  r.get('/organizations/:id/supplier', async (req, res) => {
    const p = await svc.supplierProfile(signedIn(res), idParam(req));
    res.json(supplierProfileRow(supplierProfileView(p.org, p.profile)));
  });

  r.put('/organizations/:id/supplier', async (req, res) => {
    const actor = signedIn(res);
    const b = restBody(req);
    const input = await validateInput(SupplierProfileInput, { isSupplier: bodyBool(b.is_supplier), category: bodyText(b.category), paymentTermDays: bodyInt(b.payment_term_days), bank: bodyText(b.bank), account: bodyText(b.account) });
    const p = await svc.setSupplierProfile(actor, idParam(req), input);
    res.json(supplierProfileRow(supplierProfileView(p.org, p.profile)));
  });

  r.post('/deals/:id/supplier-invoices', async (req, res) => {
    const actor = signedIn(res);
    const b = restBody(req);
    const input = await validateInput(CreateSupplierInvoiceInput, {
      supplierOrgId: bodyId(b.supplier_org_id),
      docType: bodyText(b.doc_type),
      number: bodyText(b.number),
      timbrado: bodyText(b.timbrado),
      issuedAt: bodyText(b.issued_at),
      condition: bodyText(b.condition),
      dueDate: bodyText(b.due_date),
      currency: bodyText(b.currency),
      exchangeRate: bodyNumber(b.exchange_rate),
      ivaMode: bodyText(b.iva_mode),
      lines: await lineInputs(b.lines),
      fileIds: bodyIds(b.file_ids),
    });
    res.status(201).json(supplierInvoiceRow(supplierInvoiceView(await svc.createInvoice(actor, idParam(req), input))));
  });

  r.get('/deals/:id/supplier-invoices', async (req, res) => {
    res.json((await svc.listForDeal(signedIn(res), idParam(req))).map((d) => supplierInvoiceRow(supplierInvoiceView(d))));
  });

  r.get('/supplier-invoices/:id', async (req, res) => {
    res.json(supplierInvoiceRow(supplierInvoiceView(await svc.getInvoice(signedIn(res), idParam(req)))));
  });

  r.post('/supplier-invoices/:id/payments', async (req, res) => {
    const actor = signedIn(res);
    const input = await paymentInput(req);
    res.status(201).json(supplierInvoiceRow(supplierInvoiceView(await svc.addPayment(actor, idParam(req), input))));
  });

  r.post('/supplier-invoices/:id/cancel', async (req, res) => {
    const actor = signedIn(res);
    const input = await validateInput(CancelPayableInput, { reason: bodyText(restBody(req).reason) });
    res.json(supplierInvoiceRow(supplierInvoiceView(await svc.cancelInvoice(actor, idParam(req), input.reason))));
  });

  r.post('/payment-orders', async (req, res) => {
    const actor = signedIn(res);
    const b = restBody(req);
    const input = await validateInput(CreatePaymentOrderInput, { supplierInvoiceIds: bodyIds(b.supplier_invoice_ids), plannedDate: bodyText(b.planned_date), priority: bodyText(b.priority), account: bodyText(b.account) });
    res.status(201).json(paymentOrderRow(paymentOrderView(await svc.createOrder(actor, input))));
  });

  r.get('/payment-orders', async (req, res) => {
    const actor = signedIn(res);
    const status = optionalStringQuery(req, 'status', 120);
    const args = await validateInput(PaymentOrderListArgs, { statuses: status ? status.split(',').map((s) => s.trim()) : null });
    res.json((await svc.listOrders(actor, args.statuses)).map((d) => paymentOrderRow(paymentOrderView(d))));
  });

  r.get('/payment-orders.zip', async (req, res) => {
    const actor = signedIn(res);
    const raw = optionalStringQuery(req, 'ids', 2000) ?? '';
    const ids = raw.split(',').map((s) => s.trim()).filter(Boolean);
    if (!ids.length || ids.length > 100 || ids.some((s) => !/^\d{1,9}$/.test(s))) throw new AppError('VALIDATION', 'Indicá las órdenes de pago (ids=1,2,3; hasta 100).');
    const write = await svc.prepareZip(actor, ids.map(Number));
    res.setHeader('Content-Type', 'application/zip');
    res.setHeader('Content-Disposition', 'attachment; filename="ordenes-de-pago.zip"');
    res.setHeader('Cache-Control', 'private, no-store');
    await write(res);
    res.end();
  });

  r.get('/payment-orders/:id', async (req, res) => {
    res.json(paymentOrderRow(paymentOrderView(await svc.getOrder(signedIn(res), idParam(req)))));
  });

  r.post('/payment-orders/:id/approve', async (req, res) => {
    res.json(paymentOrderRow(paymentOrderView(await svc.approveOrder(signedIn(res), idParam(req)))));
  });

  r.post('/payment-orders/:id/cancel', async (req, res) => {
    const actor = signedIn(res);
    const input = await validateInput(CancelPayableInput, { reason: bodyText(restBody(req).reason) });
    res.json(paymentOrderRow(paymentOrderView(await svc.cancelOrder(actor, idParam(req), input.reason))));
  });

  r.post('/payment-orders/:id/payments', async (req, res) => {
    const actor = signedIn(res);
    const input = await paymentInput(req);
    res.status(201).json(paymentOrderRow(paymentOrderView(await svc.payOrder(actor, idParam(req), input))));
  });

  r.get('/payment-orders/:id/pdf', async (req, res) => {
    send(res, await svc.orderPdf(signedIn(res), idParam(req)), 'application/pdf', 'inline');
  });

  r.get('/deals/:id/financial-statement', async (req, res) => {
    res.json(operationStatementRow(operationStatementView(await svc.financialStatement(signedIn(res), idParam(req)))));
  });

  r.get('/deals/:id/cost-control', async (req, res) => {
    res.json(costControlRow(costControlView(await svc.costControl(signedIn(res), idParam(req)))));
  });

  r.get('/deals/:id/cost-control.csv', async (req, res) => {
    const actor = signedIn(res);
    const format = optionalStringQuery(req, 'format', 10) ?? 'es-PY';
    if (!isCsvFormat(format)) throw new AppError('VALIDATION', "El formato debe ser 'default' o 'es-PY'.");
    const csv = await svc.costControlCsv(actor, idParam(req), format);
    send(res, csv, 'text/csv; charset=utf-8', 'attachment');
  });

  r.get('/deals/:id/cost-control.pdf', async (req, res) => {
    send(res, await svc.costControlPdf(signedIn(res), idParam(req)), 'application/pdf', 'inline');
  });

  r.put('/deals/:id/cost-control/rate', async (req, res) => {
    const actor = signedIn(res);
    const b = restBody(req);
    const input = await validateInput(ControlRateInput, { controlRate: bodyNumber(b.control_rate), rateDate: bodyText(b.rate_date) });
    res.json(costControlRow(costControlView(await svc.setControlRate(actor, idParam(req), input.controlRate, input.rateDate))));
  });

  return r;
}
