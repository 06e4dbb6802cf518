/**
 * Payables through both APIs on the engine under test: supplier invoices (uniqueness of supplier RUC + timbrado +
 * number per operation, IVA split, validation), payments (overpayment refused), payment orders (admin-only approval,
 * transitions, gap-free OPG numbers under concurrency, ZIP contents), the budget against actual with USD and PYG
 * invoices at the control rate, CSV and PDF, roles and private organizations.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inflateRawSync } from 'node:zlib';
import request from 'supertest';
import { adminToken, makeUser, type MadeUser } from '../../../test/factories';
import { api, codesOf, gql } from '../../../test/http';
import { seededPipeline } from '../../../test/deals-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { WebhookEndpointEntity } from '../webhooks/webhook-endpoint.entity';
import { PAYABLES_MESSAGES, PAYMENT_ORDERS_ZIP_MAX_BYTES } from './payables.service';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

let t: TestApp;
let admin: string;
let finanzas: MadeUser;
let viewer: MadeUser;
let venta: MadeUser;
let ops: MadeUser;
let pipeline: { id: number };
let stage: { id: number };
let supplierA: number;
let supplierB: number;

/** A sheet: freight purchase 500 USD, insurance 20 USD, customs dispatch 730 000 Gs at 7300 (100 USD); sale 1333,34. */
const SHEET = {
  header: { modo: 'AEREO', clase: 'LCL', gsRate: 7300, pesoKg: 100 },
  compraRows: [{ id: 'c0', concepto: 'FLETE AEREO', usdXKg: null, total: 500, lockPerKg: false, sourceId: null }],
  ventaRows: [
    { id: 'v0', concepto: 'FLETE AEREO', usdXKg: null, total: 1000.01, lockPerKg: false, sourceId: 'c0', iva: 'exenta' },
    { id: 'v1', concepto: 'HANDLING', usdXKg: null, total: 333.33, lockPerKg: false, sourceId: null, iva: '10' },
  ],
  locRows: [{ id: 'l0', concepto: 'Despacho aduanero', gs: 730_000 }],
  locCliRows: [],
  segCostoRows: [{ id: 's0', concepto: 'Seguro de carga', usd: 20 }],
  segVentaRows: [],
};

async function confirmedDeal(title: string, token = venta.token): Promise<{ deal: number; org: number }> {
  const a = api(t, admin);
  const d = await api(t, token).post('/api/deals', { pipeline_id: pipeline.id, stage_id: stage.id, title, organization: { name: `Cliente ${title}` } });
  expect(d.status).toBe(201);
  const deal = d.body.id as number;
  const org = (await a.get(`/api/deals/${deal}`)).body.deal.org_id as number;
  expect((await a.put(`/api/deals/${deal}/cost-sheet`, { ...SHEET, version: 0 })).status).toBe(200);
  expect((await a.post(`/api/organizations/${org}/budget/confirm`, { deal_id: deal })).status).toBe(200);
  return { deal, org };
}

async function supplier(name: string, ruc: string): Promise<number> {
  const o = await api(t, admin).post('/api/organizations', { name, ruc });
  expect(o.status).toBe(201);
  const p = await api(t, ops.token).put(`/api/organizations/${o.body.id}/supplier`, { category: 'Aerolínea', payment_term_days: 30, bank: 'Banco Itaú', account: '123-456' });
  expect(p.status).toBe(200);
  expect(p.body).toMatchObject({ is_supplier: true, category: 'Aerolínea', payment_term_days: 30, bank: 'Banco Itaú', account: '123-456', ruc });
  return o.body.id as number;
}

const usdFreight = (number: string, amount = 550, extra: Record<string, unknown> = {}) => ({
  supplier_org_id: supplierA,
  doc_type: 'factura',
  number,
  timbrado: '15551234',
  issued_at: '2026-11-02',
  condition: 'credito',
  due_date: '2026-12-02',
  currency: 'USD',
  iva_mode: 'exenta',
  lines: [{ description: 'Flete aéreo ASU-MIA', quantity: 1, unit_price: amount, iva: 'exenta', rubro: 'flete' }],
  ...extra,
});

const pygDispatch = (number: string) => ({
  supplier_org_id: supplierB,
  doc_type: 'factura',
  number,
  timbrado: '17770001',
  issued_at: '2026-11-03',
  condition: 'credito',
  due_date: '2026-11-20',
  currency: 'PYG',
  iva_mode: 'mixta',
  lines: [
    { description: 'Honorarios de despacho', quantity: 1, unit_price: 1_100_000, iva: '10', rubro: 'despacho' },
    { description: 'Estiba', quantity: 2, unit_price: 105_000, iva: '5', rubro: 'adicional' },
  ],
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t);
  finanzas = await makeUser(t, { role: 'finanzas', name: 'Fabiana Finanzas' });
  viewer = await makeUser(t, { role: 'viewer' });
  venta = await makeUser(t, { role: 'venta' });
  ops = await makeUser(t, { role: 'ops', name: 'Oscar Ops' });
  const seeded = await seededPipeline(t);
  pipeline = seeded.pipeline;
  stage = seeded.stages[0];
  supplierA = await supplier('Aerolínea del Sur', '80011111-1');
  supplierB = await supplier('Despachos Guaraní', '80022222-2');
});
afterAll(() => t.close());

describe('supplier invoices', () => {
  test('ops registers one with its IVA split; the same supplier RUC + timbrado + number on the operation is a 409, on another it is fine', async () => {
    const { deal } = await confirmedDeal('Unicidad');
    const { deal: other } = await confirmedDeal('Unicidad otra');
    const first = await api(t, ops.token).post(`/api/deals/${deal}/supplier-invoices`, pygDispatch('001-001-0000123'));
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ deal_id: deal, supplier_name: 'Despachos Guaraní', status: 'pendiente', currency: 'PYG', gravadas_10: 1_100_000, iva_10: 100_000, gravadas_5: 210_000, iva_5: 10_000, exentas: 0, total: 1_310_000, balance: 1_310_000 });
    expect(first.body.lines.map((l: { rubro: string }) => l.rubro)).toEqual(['despacho', 'adicional']);
    const again = await api(t, finanzas.token).post(`/api/deals/${deal}/supplier-invoices`, pygDispatch('001-001-0000123'));
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('Ya hay un documento de ese proveedor con el mismo timbrado y número en esta operación.');
    expect((await api(t, ops.token).post(`/api/deals/${other}/supplier-invoices`, pygDispatch('001-001-0000123'))).status).toBe(201);
    const list = await api(t, venta.token).get(`/api/deals/${deal}/supplier-invoices`);
    expect(list.body.map((r: { id: number }) => r.id)).toEqual([first.body.id]);
  });

  test('validation: guaraníes without decimals, a known rubro, lines of the IVA mode, a rate for BRL; nothing is stored', async () => {
    const { deal } = await confirmedDeal('Validación');
    const o = api(t, ops.token);
    const decimals = await o.post(`/api/deals/${deal}/supplier-invoices`, { ...pygDispatch('X-1'), lines: [{ description: 'x', quantity: 1, unit_price: 10.5, iva: '10', rubro: 'despacho' }] });
    expect(decimals.status).toBe(400);
    expect(decimals.body.error).toBe('Los importes en guaraníes no llevan decimales.');
    const rubro = await o.post(`/api/deals/${deal}/supplier-invoices`, { ...pygDispatch('X-2'), lines: [{ description: 'x', quantity: 1, unit_price: 10, iva: '10', rubro: 'comida' }] });
    expect(rubro.status).toBe(400);
    expect(rubro.body.error).toContain('El rubro no es válido');
    const mode = await o.post(`/api/deals/${deal}/supplier-invoices`, { ...pygDispatch('X-3'), iva_mode: '10' });
    expect(mode.status).toBe(400);
    expect(mode.body.error).toContain('La línea 2 tiene otra tasa de IVA');
    const brl = await o.post(`/api/deals/${deal}/supplier-invoices`, { ...usdFreight('X-4'), currency: 'BRL' });
    expect(brl.status).toBe(400);
    expect(brl.body.error).toBe('Indicá el tipo de cambio (guaraníes por unidad de la moneda) de la factura.');
    expect((await o.get(`/api/deals/${deal}/supplier-invoices`)).body).toEqual([]);
  });

  test('each refusal names the field it blames (GraphQL extensions.field), so the form shows it next to that field; nothing is stored', async () => {
    const { deal } = await confirmedDeal('Campos');
    const mutation = 'mutation($d: Int!, $i: CreateSupplierInvoiceInput!) { createSupplierInvoice(dealId: $d, input: $i) { id } }';
    const base = { supplierOrgId: supplierB, docType: 'factura', number: 'F-1', timbrado: '17770001', issuedAt: '2026-11-03', condition: 'credito', dueDate: '2026-11-20', currency: 'PYG', ivaMode: 'mixta', lines: [{ description: 'Despacho', quantity: 1, unitPrice: 1000, iva: '10', rubro: 'despacho' }] };
    const blamed = async (input: Record<string, unknown>) => {
      const r = await gql(t, mutation, { d: deal, i: { ...base, ...input } }, ops.token);
      return r.errors?.map((e) => [e.extensions?.code, (e.extensions as { field?: string } | undefined)?.field]);
    };
    expect(await blamed({ lines: [base.lines[0], { ...base.lines[0], unitPrice: 10.5 }] })).toEqual([['BAD_USER_INPUT', 'lines.1.unitPrice']]);
    expect(await blamed({ currency: 'BRL' })).toEqual([['BAD_USER_INPUT', 'exchangeRate']]);
    expect(await blamed({ dueDate: '2026-11-01' })).toEqual([['BAD_USER_INPUT', 'dueDate']]);
    expect(await blamed({ ivaMode: '5' })).toEqual([['BAD_USER_INPUT', 'ivaMode']]);
    expect(await blamed({ lines: [{ ...base.lines[0], unitPrice: 0 }] })).toEqual([['BAD_USER_INPUT', 'lines']]);
    expect(await blamed({ fileIds: [999999] })).toEqual([['BAD_USER_INPUT', 'fileIds']]);
    expect(await blamed({})).toBeUndefined();
    expect(await blamed({})).toEqual([['CONFLICT', 'number']]);
    expect((await api(t, ops.token).get(`/api/deals/${deal}/supplier-invoices`)).body).toHaveLength(1);
  });

  test('payments: finanzas pays within the balance (pendiente → pago_parcial → pagada), overpayment refused, ops cannot pay', async () => {
    const { deal } = await confirmedDeal('Pagos');
    const inv = (await api(t, ops.token).post(`/api/deals/${deal}/supplier-invoices`, usdFreight('P-1', 100.5))).body;
    const pay = (token: string, amount: number) => api(t, token).post(`/api/supplier-invoices/${inv.id}/payments`, { paid_at: '2026-11-10', amount, method: 'transferencia', account: 'Itaú USD', reference: 'TRF-1' });
    expect((await pay(ops.token, 10)).status).toBe(403);
    expect((await pay(venta.token, 10)).status).toBe(403);
    const over = await pay(finanzas.token, 100.51);
    expect(over.status).toBe(409);
    expect(over.body.error).toBe('El pago supera el saldo pendiente de la factura.');
    const part = await pay(finanzas.token, 40.25);
    expect(part.status).toBe(201);
    expect(part.body).toMatchObject({ status: 'pago_parcial', paid: 40.25, balance: 60.25 });
    expect((await pay(finanzas.token, 60.26)).status).toBe(409);
    const rest = await pay(admin, 60.25);
    expect(rest.body).toMatchObject({ status: 'pagada', paid: 100.5, balance: 0 });
    expect(rest.body.payments).toHaveLength(2);
  });
});

describe('proof of payment', () => {
  test("a payment carries its proof, a file of the invoice's operation (another operation's is refused in Spanish, nothing paid); the order's ZIP holds it", async () => {
    const { deal } = await confirmedDeal('Comprobante');
    const { deal: other } = await confirmedDeal('Comprobante otra');
    const upload = async (dealId: number, filename: string) => {
      const up = await request(t.app).post(`/api/deals/${dealId}/files`).set('Authorization', `Bearer ${admin}`).field('type', 'fact_compra').attach('file', PDF, { filename, contentType: 'application/pdf' });
      expect(up.status).toBe(201);
      return up.body.id as number;
    };
    const proof = await upload(deal, 'transferencia 981.pdf');
    const foreign = await upload(other, 'otra operación.pdf');
    const inv = (await api(t, ops.token).post(`/api/deals/${deal}/supplier-invoices`, usdFreight('CP-1', 70))).body;
    const refused = await api(t, finanzas.token).post(`/api/supplier-invoices/${inv.id}/payments`, { paid_at: '2026-11-10', amount: 30, proof_file_id: foreign });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(PAYABLES_MESSAGES.fileNotFound);
    expect((await api(t, viewer.token).get(`/api/supplier-invoices/${inv.id}`)).body).toMatchObject({ paid: 0, status: 'pendiente', payments: [] });
    const paid = await api(t, finanzas.token).post(`/api/supplier-invoices/${inv.id}/payments`, { paid_at: '2026-11-10', amount: 30, method: 'transferencia', reference: 'TRF-981', proof_file_id: proof });
    expect(paid.status).toBe(201);
    expect(paid.body.payments).toEqual([expect.objectContaining({ amount: 30, reference: 'TRF-981', proof_file_id: proof, payment_order_id: null })]);
    const order = (await api(t, finanzas.token).post('/api/payment-orders', { supplier_invoice_ids: [inv.id], planned_date: '2026-12-01' })).body;
    expect(order).toMatchObject({ amount: 40, status: 'pendiente' });
    const zip = await api(t, viewer.token).get(`/api/payment-orders.zip?ids=${order.id}`).buffer(true).parse((r, cb) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => cb(null, Buffer.concat(chunks)));
    });
    expect([...unzip(zip.body as Buffer).keys()]).toEqual([`${order.number}/${order.number}.pdf`, `${order.number}/transferencia 981.pdf`]);
  });
});

describe('payment orders', () => {
  test('finanzas requests over two invoices; only admin approves; payments split by due date; the events say who and when', async () => {
    const { deal } = await confirmedDeal('Orden');
    const a1 = (await api(t, ops.token).post(`/api/deals/${deal}/supplier-invoices`, usdFreight('O-1', 300, { due_date: '2026-12-20' }))).body;
    const a2 = (await api(t, ops.token).post(`/api/deals/${deal}/supplier-invoices`, usdFreight('O-2', 200, { due_date: '2026-12-05' }))).body;
    const body = { supplier_invoice_ids: [a1.id, a2.id], planned_date: '2026-12-01', priority: 'alta', account: 'Itaú USD' };
    expect((await api(t, ops.token).post('/api/payment-orders', body)).status).toBe(403);
    const created = await api(t, finanzas.token).post('/api/payment-orders', body);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'pendiente', amount: 500, currency: 'USD', due_date: '2026-12-05', priority: 'alta' });
    expect(created.body.number).toMatch(/^OPG-\d{6}$/);
    const id = created.body.id as number;
    // The invoices are in an open order: not in a second one.
    expect((await api(t, finanzas.token).post('/api/payment-orders', body)).status).toBe(409);

    for (const who of [finanzas.token, ops.token, venta.token]) {
      expect((await api(t, who).post(`/api/payment-orders/${id}/approve`)).status).toBe(403);
      expect(codesOf(await gql(t, 'mutation($id: Int!) { approvePaymentOrder(id: $id) { id } }', { id }, who))).toEqual(['FORBIDDEN']);
    }
    const early = await api(t, finanzas.token).post(`/api/payment-orders/${id}/payments`, { paid_at: '2026-12-01', amount: 100 });
    expect(early.status).toBe(409);
    expect(early.body.error).toBe('Solo se paga una orden de pago aprobada.');
    const approved = await api(t, admin).post(`/api/payment-orders/${id}/approve`);
    expect(approved.body.status).toBe('aprobada');
    expect((await api(t, admin).post(`/api/payment-orders/${id}/approve`)).status).toBe(409);

    const over = await api(t, finanzas.token).post(`/api/payment-orders/${id}/payments`, { paid_at: '2026-12-01', amount: 500.01 });
    expect(over.status).toBe(409);
    const part = await api(t, finanzas.token).post(`/api/payment-orders/${id}/payments`, { paid_at: '2026-12-01', amount: 250, reference: 'TRF-9' });
    expect(part.status).toBe(201);
    expect(part.body).toMatchObject({ status: 'pago_parcial', paid: 250, balance: 250 });
    // The earliest due (O-2, 200) is paid first, the rest goes to O-1.
    expect((await api(t, viewer.token).get(`/api/supplier-invoices/${a2.id}`)).body).toMatchObject({ status: 'pagada', balance: 0 });
    expect((await api(t, viewer.token).get(`/api/supplier-invoices/${a1.id}`)).body).toMatchObject({ status: 'pago_parcial', balance: 250 });
    const cancelPaid = await api(t, admin).post(`/api/payment-orders/${id}/cancel`, { reason: 'error' });
    expect(cancelPaid.status).toBe(409);
    const paid = await gql(t, 'mutation($id: Int!, $input: SupplierPaymentInput!) { payPaymentOrder(id: $id, input: $input) { status paid balance events { action userName } } }', { id, input: { paidAt: '2026-12-02', amount: 250, method: 'transferencia' } }, finanzas.token);
    expect(paid.errors).toBeUndefined();
    expect(paid.data?.payPaymentOrder).toMatchObject({ status: 'pagada', paid: 500, balance: 0 });
    expect(paid.data?.payPaymentOrder.events).toEqual([
      { action: 'create', userName: 'Fabiana Finanzas' },
      { action: 'approve', userName: expect.any(String) },
      { action: 'pay', userName: 'Fabiana Finanzas' },
      { action: 'pay', userName: 'Fabiana Finanzas' },
    ]);
    // Paid orders leave the tray of open ones.
    expect((await api(t, viewer.token).get('/api/payment-orders')).body.map((o: { id: number }) => o.id)).not.toContain(id);
    expect((await api(t, viewer.token).get('/api/payment-orders?status=pagada')).body.map((o: { id: number }) => o.id)).toContain(id);
  });

  test('only admin cancels, with a reason; the invoices are free again', async () => {
    const { deal } = await confirmedDeal('Anular orden');
    const inv = (await api(t, ops.token).post(`/api/deals/${deal}/supplier-invoices`, usdFreight('C-1', 80))).body;
    const order = (await api(t, finanzas.token).post('/api/payment-orders', { supplier_invoice_ids: [inv.id], planned_date: '2026-12-01' })).body;
    expect((await api(t, finanzas.token).post(`/api/payment-orders/${order.id}/cancel`, { reason: 'Duplicada' })).status).toBe(403);
    expect((await api(t, admin).post(`/api/payment-orders/${order.id}/cancel`, { reason: '' })).status).toBe(400);
    const cancelled = await api(t, admin).post(`/api/payment-orders/${order.id}/cancel`, { reason: 'Duplicada' });
    expect(cancelled.body).toMatchObject({ status: 'anulada', cancel_reason: 'Duplicada' });
    expect((await api(t, finanzas.token).post('/api/payment-orders', { supplier_invoice_ids: [inv.id], planned_date: '2026-12-03' })).status).toBe(201);
  });

  test('concurrent requests take consecutive numbers, none repeated nor skipped', async () => {
    const { deal } = await confirmedDeal('Secuencia');
    const invoices: number[] = [];
    for (let i = 0; i < 6; i++) invoices.push((await api(t, ops.token).post(`/api/deals/${deal}/supplier-invoices`, usdFreight(`S-${i}`, 10 + i))).body.id);
    const results = await Promise.all(invoices.map((id) => api(t, finanzas.token).post('/api/payment-orders', { supplier_invoice_ids: [id], planned_date: '2026-12-01' })));
    expect(results.map((r) => r.status)).toEqual(invoices.map(() => 201));
    const seq = results.map((r) => Number(String(r.body.number).slice(4))).sort((a, b) => a - b);
    expect(seq).toEqual(seq.map((_, i) => seq[0] + i));
  });

  test('the PDF letter and the ZIP with each order’s letter and its invoices’ attachments', async () => {
    const { deal } = await confirmedDeal('Zip');
    const up = await request(t.app).post(`/api/deals/${deal}/files`).set('Authorization', `Bearer ${admin}`).field('type', 'fact_compra').attach('file', PDF, { filename: 'factura aerolínea.pdf', contentType: 'application/pdf' });
    expect(up.status).toBe(201);
    const inv = (await api(t, ops.token).post(`/api/deals/${deal}/supplier-invoices`, usdFreight('Z-1', 90, { file_ids: [up.body.id] }))).body;
    expect(inv.file_ids).toEqual([up.body.id]);
    const order = (await api(t, finanzas.token).post('/api/payment-orders', { supplier_invoice_ids: [inv.id], planned_date: '2026-12-01' })).body;
    const pdf = await api(t, viewer.token).get(`/api/payment-orders/${order.id}/pdf`).buffer(true);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');

    const zip = await api(t, viewer.token).get(`/api/payment-orders.zip?ids=${order.id}`).buffer(true).parse((res, cb) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => cb(null, Buffer.concat(chunks)));
    });
    expect(zip.status).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    const entries = unzip(zip.body as Buffer);
    expect([...entries.keys()]).toEqual([`${order.number}/${order.number}.pdf`, `${order.number}/factura aerolínea.pdf`]);
    expect(entries.get(`${order.number}/factura aerolínea.pdf`)?.equals(PDF)).toBe(true);
    expect(entries.get(`${order.number}/${order.number}.pdf`)?.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await api(t, viewer.token).get('/api/payment-orders.zip?ids=abc')).status).toBe(400);
    expect((await api(t, viewer.token).get('/api/payment-orders.zip?ids=99999999')).status).toBe(404);
  });
});

describe('budget against actual', () => {
  test('USD and PYG supplier invoices at the control rate: rubros, real purchase, real profit, difference and %', async () => {
    const { deal } = await confirmedDeal('Control');
    const before = await api(t, venta.token).get(`/api/deals/${deal}/cost-control`);
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ currency: 'USD', budget_sale: 1333.34, budget_purchase: 620, real_purchase: 0, budget_profit: 713.34, real_profit: 1333.34, supplier_invoices: 0 });
    expect(before.body.rubros).toEqual([
      { rubro: 'flete', budget: 500, actual: 0, difference: 500 },
      { rubro: 'seguro', budget: 20, actual: 0, difference: 20 },
      { rubro: 'despacho', budget: 100, actual: 0, difference: 100 },
    ]);
    expect((await api(t, ops.token).put(`/api/deals/${deal}/cost-control/rate`, { control_rate: 8000 })).status).toBe(403);
    const rate = await api(t, finanzas.token).put(`/api/deals/${deal}/cost-control/rate`, { control_rate: 8000, rate_date: '2026-11-01' });
    expect(rate.status).toBe(200);
    expect(rate.body).toMatchObject({ control_rate: 8000, control_rate_date: '2026-11-01', control_rate_set: true });
    const events = (await t.ds.query("SELECT action FROM audit_events WHERE entity = 'deal_cost_control' AND entity_id = ?", [deal])) as unknown[];
    expect(events).toHaveLength(1);

    expect((await api(t, ops.token).post(`/api/deals/${deal}/supplier-invoices`, usdFreight('B-1', 550))).status).toBe(201);
    expect((await api(t, ops.token).post(`/api/deals/${deal}/supplier-invoices`, pygDispatch('B-2'))).status).toBe(201);
    const after = await api(t, venta.token).get(`/api/deals/${deal}/cost-control`);
    // PYG bases without IVA: despacho 1 000 000 Gs ÷ 8000 = 125 USD, adicional 200 000 Gs ÷ 8000 = 25 USD.
    expect(after.body.rubros).toEqual([
      { rubro: 'flete', budget: 500, actual: 550, difference: -50 },
      { rubro: 'seguro', budget: 20, actual: 0, difference: 20 },
      { rubro: 'despacho', budget: 100, actual: 125, difference: -25 },
      { rubro: 'adicional', budget: 0, actual: 25, difference: -25 },
    ]);
    expect(after.body).toMatchObject({ budget_purchase: 620, real_purchase: 700, budget_profit: 713.34, real_profit: 633.34, difference: -80, difference_percent: -11.21, supplier_invoices: 2 });

    const viaGql = await gql(t, 'query($id: Int!) { costControl(dealId: $id) { realProfit realPurchase rubros { rubro actual } } }', { id: deal }, viewer.token);
    expect(viaGql.data?.costControl).toMatchObject({ realProfit: 633.34, realPurchase: 700 });

    // The screens' own documents run within the API's cost limit (the tab and the tray).
    const docs = join(__dirname, '../../../../client/src/features/payables/graphql');
    const read = (f: string) => readFileSync(join(docs, f), 'utf8');
    const tab = await gql(t, read('OperationPayables.graphql') + read('SupplierInvoiceFields.graphql'), { dealId: deal }, ops.token);
    expect(tab.errors).toBeUndefined();
    expect(tab.data?.supplierInvoices).toHaveLength(2);
    const tabCost = await gql(t, read('OperationCostControl.graphql'), { dealId: deal }, ops.token);
    expect(tabCost.errors).toBeUndefined();
    expect(tabCost.data?.costControl.realProfit).toBe(633.34);
    expect((await gql(t, read('PaymentOrders.graphql'), {}, finanzas.token)).errors).toBeUndefined();

    const csv = await api(t, viewer.token).get(`/api/deals/${deal}/cost-control.csv?format=default`);
    expect(csv.status).toBe(200);
    expect(csv.text.trim().split('\r\n')).toEqual(['Rubro,Presupuesto USD,Real USD,Diferencia USD', 'Flete,500,550,-50', 'Seguro,20,0,20', 'Despacho,100,125,-25', 'Adicional,0,25,-25', 'Compra,620,700,-80', 'Venta,1333.34,1333.34,0', 'Profit,713.34,633.34,-80']);
    const pdf = await api(t, viewer.token).get(`/api/deals/${deal}/cost-control.pdf`).buffer(true);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });
});

describe('private records', () => {
  test("another user's private organization: its operation's supplier invoices, orders and cost control are NOT_FOUND", async () => {
    const { deal, org } = await confirmedDeal('Privada', venta.token);
    const inv = (await api(t, ops.token).post(`/api/deals/${deal}/supplier-invoices`, usdFreight('PR-1', 10))).body;
    const order = (await api(t, finanzas.token).post('/api/payment-orders', { supplier_invoice_ids: [inv.id], planned_date: '2026-12-01' })).body;
    await t.ds.query("UPDATE organizations SET visibility = 'private', owner_user_id = ? WHERE id = ?", [venta.user.id, org]);
    for (const who of [finanzas, ops, viewer]) {
      const a = api(t, who.token);
      expect((await a.get(`/api/supplier-invoices/${inv.id}`)).status).toBe(404);
      expect((await a.get(`/api/deals/${deal}/supplier-invoices`)).status).toBe(404);
      expect((await a.get(`/api/deals/${deal}/cost-control`)).status).toBe(404);
      expect((await a.get(`/api/payment-orders/${order.id}`)).status).toBe(404);
      expect((await a.get(`/api/payment-orders/${order.id}/pdf`)).status).toBe(404);
      expect((await a.get('/api/payment-orders')).body.map((o: { id: number }) => o.id)).not.toContain(order.id);
      expect(codesOf(await gql(t, 'query($id: Int!) { paymentOrder(id: $id) { id } }', { id: order.id }, who.token))).toEqual(['NOT_FOUND']);
    }
    expect((await api(t, finanzas.token).post(`/api/supplier-invoices/${inv.id}/payments`, { paid_at: '2026-12-01', amount: 1 })).status).toBe(404);
    expect((await api(t, venta.token).get(`/api/supplier-invoices/${inv.id}`)).status).toBe(200);
  });
});

describe('who registers: roles and private operations', () => {
  test('venta and viewer may not register a supplier invoice (403 on both APIs); ops may not on an operation it cannot see (404); nothing stored', async () => {
    const { deal, org } = await confirmedDeal('Quién registra', venta.token);
    const mutation = 'mutation($d: Int!, $i: CreateSupplierInvoiceInput!) { createSupplierInvoice(dealId: $d, input: $i) { id } }';
    const gqlInput = { supplierOrgId: supplierA, docType: 'factura', number: 'R-1', timbrado: '15551234', issuedAt: '2026-11-02', condition: 'contado', currency: 'USD', ivaMode: 'exenta', lines: [{ description: 'Flete', quantity: 1, unitPrice: 10, iva: 'exenta', rubro: 'flete' }] };
    for (const who of [venta, viewer]) {
      expect((await api(t, who.token).post(`/api/deals/${deal}/supplier-invoices`, usdFreight('R-1', 10))).status).toBe(403);
      expect(codesOf(await gql(t, mutation, { d: deal, i: gqlInput }, who.token))).toEqual(['FORBIDDEN']);
    }
    // The operation becomes venta's private one: ops no longer sees it, so it cannot register on it either.
    await t.ds.query("UPDATE organizations SET visibility = 'private', owner_user_id = ? WHERE id = ?", [venta.user.id, org]);
    const hidden = await api(t, ops.token).post(`/api/deals/${deal}/supplier-invoices`, usdFreight('R-2', 10));
    expect(hidden.status).toBe(404);
    expect(hidden.body.error).toBe(PAYABLES_MESSAGES.dealNotFound);
    expect(codesOf(await gql(t, mutation, { d: deal, i: { ...gqlInput, number: 'R-2' } }, ops.token))).toEqual(['NOT_FOUND']);
    expect((await api(t, venta.token).get(`/api/deals/${deal}/supplier-invoices`)).body).toEqual([]);
  });
});

describe('a supplier credit note in a payment order', () => {
  test('is refused in Spanish: it lowers what the office owes, it is not paid; the order is not created', async () => {
    const { deal } = await confirmedDeal('Nota de crédito');
    const inv = (await api(t, ops.token).post(`/api/deals/${deal}/supplier-invoices`, usdFreight('NC-F1', 300))).body;
    const note = await api(t, ops.token).post(`/api/deals/${deal}/supplier-invoices`, usdFreight('NC-1', 50, { doc_type: 'nota_credito' }));
    expect(note.status).toBe(201);
    const count = async () => Number(((await t.ds.query('SELECT COUNT(*) AS n FROM payment_orders')) as Array<{ n: unknown }>)[0].n);
    const before = await count();
    for (const ids of [[inv.id, note.body.id], [note.body.id]]) {
      const r = await api(t, finanzas.token).post('/api/payment-orders', { supplier_invoice_ids: ids, planned_date: '2026-12-01' });
      expect(r.status).toBe(409);
      expect(r.body.error).toBe(PAYABLES_MESSAGES.orderCreditNote);
    }
    expect(await count()).toBe(before);
    // The invoice alone is requested as before.
    expect((await api(t, finanzas.token).post('/api/payment-orders', { supplier_invoice_ids: [inv.id], planned_date: '2026-12-01' })).body).toMatchObject({ status: 'pendiente', amount: 300 });
  });
});

describe('audit and webhooks', () => {
  test('supplier_invoice.* and payment_order.* reach the outbox with their REST rows; every step is an audit event', async () => {
    // Inserted as a row: the sandbox resolves no host names (the webhooks module tests its own creation).
    const now = String(Date.now());
    const res = await t.ds.getRepository(WebhookEndpointEntity).insert({ url: 'https://hooks.example.com/pagos', events: 'supplier_invoice.*,payment_order.*', secret: 's'.repeat(32), active: true, createdAtMs: now, updatedAtMs: now });
    const hookId = Number(res.identifiers[0].id);
    try {
      const { deal } = await confirmedDeal('Eventos');
      const paid = (await api(t, ops.token).post(`/api/deals/${deal}/supplier-invoices`, usdFreight('EV-1', 120))).body;
      const dropped = (await api(t, ops.token).post(`/api/deals/${deal}/supplier-invoices`, usdFreight('EV-2', 30))).body;
      expect((await api(t, finanzas.token).post(`/api/supplier-invoices/${dropped.id}/cancel`, { reason: 'Cargada dos veces' })).status).toBe(200);
      const order = (await api(t, finanzas.token).post('/api/payment-orders', { supplier_invoice_ids: [paid.id], planned_date: '2026-12-01', priority: 'urgente' })).body;
      expect((await api(t, admin).post(`/api/payment-orders/${order.id}/approve`)).status).toBe(200);
      expect((await api(t, finanzas.token).post(`/api/payment-orders/${order.id}/payments`, { paid_at: '2026-12-01', amount: 120, reference: 'TRF-77' })).status).toBe(201);
      const other = (await api(t, ops.token).post(`/api/deals/${deal}/supplier-invoices`, usdFreight('EV-3', 15))).body;
      const cancelled = (await api(t, finanzas.token).post('/api/payment-orders', { supplier_invoice_ids: [other.id], planned_date: '2026-12-02' })).body;
      expect((await api(t, admin).post(`/api/payment-orders/${cancelled.id}/cancel`, { reason: 'Se paga con la próxima' })).status).toBe(200);

      const rows = (await t.ds.query('SELECT event, payload FROM webhook_deliveries WHERE endpoint_id = ? ORDER BY id', [hookId])) as Array<{ event: string; payload: string }>;
      const events = rows.map((r) => ({ event: r.event, data: JSON.parse(r.payload).data as Record<string, unknown> }));
      expect(events.map((e) => `${e.event} ${e.data.number}`)).toEqual([
        'supplier_invoice.created EV-1',
        'supplier_invoice.created EV-2',
        'supplier_invoice.cancelled EV-2',
        `payment_order.requested ${order.number}`,
        `payment_order.approved ${order.number}`,
        'supplier_invoice.paid EV-1',
        `payment_order.paid ${order.number}`,
        'supplier_invoice.created EV-3',
        `payment_order.requested ${cancelled.number}`,
        `payment_order.cancelled ${cancelled.number}`,
      ]);
      expect(events[0].data).toMatchObject({ id: paid.id, deal_id: deal, supplier_org_id: supplierA, total: 120, status: 'pendiente', lines: [{ rubro: 'flete', amount: 120 }] });
      expect(events[5].data).toMatchObject({ id: paid.id, status: 'pagada', paid: 120, balance: 0, payments: [{ amount: 120, reference: 'TRF-77', payment_order_id: order.id }] });
      expect(events[6].data).toMatchObject({ id: order.id, status: 'pagada', paid: 120, priority: 'urgente' });
      expect(events[9].data).toMatchObject({ id: cancelled.id, status: 'anulada', cancel_reason: 'Se paga con la próxima' });

      const audit = async (entity: string, id: number) => ((await t.ds.query('SELECT action, user_id FROM audit_events WHERE entity = ? AND entity_id = ? ORDER BY id', [entity, id])) as Array<{ action: string; user_id: unknown }>).map((a) => `${a.action}:${Number(a.user_id)}`);
      expect(await audit('supplier_invoice', paid.id)).toEqual([`create:${ops.user.id}`, `pay:${finanzas.user.id}`]);
      expect(await audit('supplier_invoice', dropped.id)).toEqual([`create:${ops.user.id}`, `cancel:${finanzas.user.id}`]);
      const adminId = (await api(t, admin).get('/api/auth/me')).body.id as number;
      expect(await audit('payment_order', order.id)).toEqual([`create:${finanzas.user.id}`, `approve:${adminId}`, `pay:${finanzas.user.id}`]);
      expect(await audit('payment_order', cancelled.id)).toEqual([`create:${finanzas.user.id}`, `cancel:${adminId}`]);
    } finally {
      await t.ds.getRepository(WebhookEndpointEntity).update({ id: hookId }, { active: false });
    }
  });
});

describe('the ZIP is bounded in size', () => {
  test('orders whose attachments add up to more than the bound are refused in Spanish before a byte is written; each alone is served', async () => {
    const { deal } = await confirmedDeal('Zip grande');
    const orders: Array<{ id: number; number: string }> = [];
    for (const n of [1, 2]) {
      const up = await request(t.app).post(`/api/deals/${deal}/files`).set('Authorization', `Bearer ${admin}`).field('type', 'fact_compra').attach('file', PDF, { filename: `factura-${n}.pdf`, contentType: 'application/pdf' });
      expect(up.status).toBe(201);
      // Uploads are bounded by the files module (25 MB each): the attachments' recorded sizes stand for large scans
      // here, as the bound is judged on them before anything is read or written.
      await t.ds.query('UPDATE deal_files SET size_bytes = ? WHERE id = ?', [Math.ceil(PAYMENT_ORDERS_ZIP_MAX_BYTES * 0.6), up.body.id]);
      const inv = (await api(t, ops.token).post(`/api/deals/${deal}/supplier-invoices`, usdFreight(`ZG-${n}`, 40, { file_ids: [up.body.id] }))).body;
      orders.push((await api(t, finanzas.token).post('/api/payment-orders', { supplier_invoice_ids: [inv.id], planned_date: '2026-12-01' })).body);
    }
    const both = await api(t, viewer.token).get(`/api/payment-orders.zip?ids=${orders.map((o) => o.id).join(',')}`);
    expect(both.status).toBe(409);
    expect(both.headers['content-type']).toContain('application/json');
    expect(both.body.error).toBe(PAYABLES_MESSAGES.zipTooLarge);
    const one = await api(t, viewer.token).get(`/api/payment-orders.zip?ids=${orders[0].id}`).buffer(true).parse((r, cb) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => cb(null, Buffer.concat(chunks)));
    });
    expect(one.status).toBe(200);
    expect([...unzip(one.body as Buffer).keys()]).toEqual([`${orders[0].number}/${orders[0].number}.pdf`, `${orders[0].number}/factura-1.pdf`]);
  });
});

/** The entries of a ZIP (local headers in order; deflate or stored). */
function unzip(buf: Buffer): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  let at = 0;
  while (buf.readUInt32LE(at) === 0x04034b50) {
    const method = buf.readUInt16LE(at + 8);
    const size = buf.readUInt32LE(at + 18);
    const nameLen = buf.readUInt16LE(at + 26);
    const extraLen = buf.readUInt16LE(at + 28);
    const name = buf.subarray(at + 30, at + 30 + nameLen).toString('utf8');
    const start = at + 30 + nameLen + extraLen;
    const data = buf.subarray(start, start + size);
    out.set(name, method === 8 ? inflateRawSync(data) : data);
    at = start + size;
  }
  return out;
}
