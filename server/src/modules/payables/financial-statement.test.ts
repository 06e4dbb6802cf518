/**
 * The operation's financial statement through both APIs on the engine under test: a PYG sales invoice, a credit note
 * and a receipt, a USD and a PYG supplier invoice, a supplier credit note and a payment, in one timeline with what
 * remains to collect and to pay per currency; cancelled documents and other operations stay out; a private operation
 * of another user is NOT_FOUND.
 */
import { paraguayDate } from '@crm/domain';
import type { Actor } from '../../core/auth/actor';
import { adminToken, makeUser, type MadeUser } from '../../../test/factories';
import { api, codesOf, gql } from '../../../test/http';
import { seededPipeline } from '../../../test/deals-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';

const VALIDITY = { timbrado: '12345678', validFrom: '2026-01-01', validTo: '2099-12-31', establishment: '001', point: '004' };
// The office's day (America/Asuncion), as the server judges a payment date: not the UTC one, which runs ahead from 21:00.
const today = paraguayDate(new Date());

let t: TestApp;
let admin: string;
let finanzas: MadeUser;
let venta: MadeUser;
let otherVenta: MadeUser;
let unit: number;
let pipeline: { id: number };
let stage: { id: number };
let supplierA: number;

async function adminActor(): Promise<Actor> {
  const [u] = (await t.ds.query("SELECT id, name, email, role FROM users WHERE role = 'admin' ORDER BY id LIMIT 1")) as Actor[];
  return { ...u, id: Number(u.id) };
}

async function deal(title: string, token = venta.token): Promise<{ deal: number; org: number }> {
  const d = await api(t, token).post('/api/deals', { pipeline_id: pipeline.id, stage_id: stage.id, title, business_unit_id: unit, organization: { name: `Cliente ${title}` } });
  expect(d.status).toBe(201);
  return { deal: d.body.id as number, org: (await api(t, admin).get(`/api/deals/${d.body.id}`)).body.deal.org_id as number };
}

async function issued(dealId: number, amount: number): Promise<number> {
  const f = api(t, finanzas.token);
  const inv = await f.post(`/api/deals/${dealId}/invoices`, { source: 'lines', currency: 'PYG', lines: [{ description: 'Flete', quantity: 1, unit_price: amount, iva: '10' }] });
  expect(inv.status).toBe(201);
  expect((await f.post(`/api/invoices/${inv.body.id}/issue`)).status).toBe(200);
  return inv.body.id as number;
}

const supplierInvoice = (number: string, currency: 'USD' | 'PYG', amount: number, extra: Record<string, unknown> = {}) => ({
  supplier_org_id: supplierA,
  doc_type: 'factura',
  number,
  timbrado: '15551234',
  issued_at: '2026-11-02',
  condition: 'credito',
  due_date: '2026-12-02',
  currency,
  iva_mode: 'exenta',
  lines: [{ description: 'Flete aéreo', quantity: 1, unit_price: amount, iva: 'exenta', rubro: 'flete' }],
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t);
  finanzas = await makeUser(t, { role: 'finanzas' });
  venta = await makeUser(t, { role: 'venta' });
  otherVenta = await makeUser(t, { role: 'venta' });
  const [u] = (await t.ds.query("SELECT id FROM business_units WHERE key_slug = 'atm-cargo'")) as Array<{ id: number }>;
  unit = Number(u.id);
  await t.services.fiscal.update(await adminActor(), unit, {
    points: { factura: { ...VALIDITY, nextNumber: 1 }, nota_credito: { ...VALIDITY, point: '014', nextNumber: 1 }, recibo: { ...VALIDITY, point: '024', nextNumber: 1 } },
  });
  const seeded = await seededPipeline(t);
  pipeline = seeded.pipeline;
  stage = seeded.stages[0];
  const o = await api(t, admin).post('/api/organizations', { name: 'Aerolínea del Sur', ruc: '80011111-1' });
  supplierA = o.body.id as number;
  expect((await api(t, admin).put(`/api/organizations/${supplierA}/supplier`, { category: 'Aerolínea', payment_term_days: 30 })).status).toBe(200);
});
afterAll(() => t.close());

test('one timeline of sales and supplier documents with what remains to collect and to pay, per currency', async () => {
  const { deal: d, org } = await deal('Estado financiero');
  const f = api(t, finanzas.token);
  const sale = await issued(d, 1_100_000);
  const cancelledSale = await issued(d, 50_000);
  expect((await f.post(`/api/invoices/${cancelledSale}/cancel`, { reason: 'Error de carga' })).status).toBe(200);
  const note = await f.post(`/api/invoices/${sale}/credit-notes`, { amount: 100_000, reason: 'Descuento' });
  expect(note.status).toBe(201);
  expect((await f.post(`/api/credit-notes/${note.body.id}/issue`)).status).toBe(200);
  const receipt = await f.post('/api/receipts', { org_id: org, paid_at: today, method: 'transferencia', currency: 'PYG', items: [{ invoice_id: sale, amount: 400_000 }] });
  expect(receipt.status).toBe(201);
  // Another operation of the same client: its invoice and its receipt are not this operation's.
  const { deal: other } = await deal('Otra operación');
  await f.post(`/api/deals/${other}/supplier-invoices`, supplierInvoice('OTRA-1', 'USD', 99));

  const usd = await f.post(`/api/deals/${d}/supplier-invoices`, supplierInvoice('001-001-0000001', 'USD', 550));
  expect(usd.status).toBe(201);
  const pyg = await f.post(`/api/deals/${d}/supplier-invoices`, supplierInvoice('001-001-0000002', 'PYG', 730_000, { issued_at: '2026-11-03' }));
  expect(pyg.status).toBe(201);
  const credit = await f.post(`/api/deals/${d}/supplier-invoices`, supplierInvoice('001-001-0000003', 'PYG', 30_000, { doc_type: 'nota_credito', issued_at: '2026-11-04' }));
  expect(credit.status).toBe(201);
  const dropped = await f.post(`/api/deals/${d}/supplier-invoices`, supplierInvoice('001-001-0000004', 'PYG', 5_000));
  expect((await api(t, admin).post(`/api/supplier-invoices/${dropped.body.id}/cancel`, { reason: 'Duplicada' })).status).toBe(200);
  expect((await f.post(`/api/supplier-invoices/${usd.body.id}/payments`, { paid_at: '2026-11-10', amount: 200.5, method: 'transferencia', reference: 'TRF-1' })).status).toBe(201);

  const s = await api(t, venta.token).get(`/api/deals/${d}/financial-statement`);
  expect(s.status).toBe(200);
  expect(s.body.entry_count).toBe(7);
  expect(s.body.entries.map((e: { kind: string; side: string; currency: string; amount: number }) => [e.kind, e.side, e.currency, e.amount])).toEqual([
    ['factura_proveedor', 'pagar', 'USD', 550],
    ['factura_proveedor', 'pagar', 'PYG', 730_000],
    ['factura_proveedor', 'pagar', 'PYG', -30_000],
    ['pago_proveedor', 'pagar', 'USD', -200.5],
    ['factura', 'cobrar', 'PYG', 1_100_000],
    ['nota_credito', 'cobrar', 'PYG', -100_000],
    ['recibo', 'cobrar', 'PYG', -400_000],
  ]);
  expect(s.body.entries[3]).toMatchObject({ number: 'TRF-1', party: 'Aerolínea del Sur', to_pay: 349.5, to_collect: 0 });
  expect(s.body.entries[6]).toMatchObject({ to_collect: 600_000, to_pay: 700_000 });
  expect(s.body.balances).toEqual([
    { currency: 'USD', to_collect: 0, to_pay: 349.5 },
    { currency: 'PYG', to_collect: 600_000, to_pay: 700_000 },
  ]);

  const g = await gql<{ operationFinancialStatement: { entryCount: number; balances: unknown[] } }>(t, 'query($id: Int!) { operationFinancialStatement(dealId: $id) { dealId entryCount balances { currency toCollect toPay } entries { kind side amount toCollect toPay } } }', { id: d }, finanzas.token);
  expect(g.errors).toBeUndefined();
  expect(g.data?.operationFinancialStatement.balances).toEqual([
    { currency: 'USD', toCollect: 0, toPay: 349.5 },
    { currency: 'PYG', toCollect: 600_000, toPay: 700_000 },
  ]);
  expect(g.data?.operationFinancialStatement.entryCount).toBe(7);
});

test("another user's private operation is NOT_FOUND on both doors; an operation without documents has no balances", async () => {
  const { deal: d, org } = await deal('Privada', otherVenta.token);
  expect((await api(t, otherVenta.token).patch(`/api/organizations/${org}`, { visibility: 'private' })).status).toBe(200);
  expect((await api(t, otherVenta.token).get(`/api/deals/${d}/financial-statement`)).body).toEqual({ deal_id: d, entries: [], entry_count: 0, balances: [] });
  expect((await api(t, venta.token).get(`/api/deals/${d}/financial-statement`)).status).toBe(404);
  expect((await api(t, venta.token).get('/api/deals/999999/financial-statement')).status).toBe(404);
  const g = await gql(t, 'query($id: Int!) { operationFinancialStatement(dealId: $id) { dealId } }', { id: d }, venta.token);
  expect(codesOf(g)).toEqual(['NOT_FOUND']);
});

test("the company account of a payment and of a payment order comes from the 'cuenta_bancaria' list once it has values", async () => {
  const { deal: d } = await deal('Cuentas');
  const f = api(t, finanzas.token);
  const inv = (await f.post(`/api/deals/${d}/supplier-invoices`, supplierInvoice('CTA-1', 'PYG', 500_000))).body as { id: number };
  expect((await api(t, admin).post('/api/params', { key: 'cuenta_bancaria', value: 'Banco Itaú Gs. 1234567' })).status).toBe(201);
  const message = 'La cuenta de la empresa debe ser una de la lista: Banco Itaú Gs. 1234567.';

  const wrongPay = await f.post(`/api/supplier-invoices/${inv.id}/payments`, { paid_at: '2026-11-10', amount: 100_000, method: 'transferencia', account: 'Caja chica' });
  expect(wrongPay.status).toBe(400);
  expect(wrongPay.body.error).toBe(message);
  const wrongOrder = await f.post('/api/payment-orders', { supplier_invoice_ids: [inv.id], planned_date: '2026-12-01', priority: 'normal', account: 'Caja chica' });
  expect(wrongOrder.status).toBe(400);
  expect(wrongOrder.body.error).toBe(message);
  const viaGql = await gql(t, 'mutation($id: Int!, $input: SupplierPaymentInput!) { addSupplierPayment(id: $id, input: $input) { id } }', { id: inv.id, input: { paidAt: '2026-11-10', amount: 100_000, method: 'transferencia', account: 'Caja chica' } }, finanzas.token);
  expect(viaGql.errors?.[0].message).toBe(message);
  // Nothing was paid nor ordered.
  expect((await f.get(`/api/supplier-invoices/${inv.id}`)).body).toMatchObject({ paid: 0, balance: 500_000, payments: [], open_order_id: null });

  const order = await f.post('/api/payment-orders', { supplier_invoice_ids: [inv.id], planned_date: '2026-12-01', priority: 'normal', account: ' Banco Itaú Gs. 1234567 ' });
  expect(order.status).toBe(201);
  expect((await f.get(`/api/payment-orders/${order.body.id}`)).body.account).toBe('Banco Itaú Gs. 1234567');
  const paid = await f.post(`/api/supplier-invoices/${inv.id}/payments`, { paid_at: '2026-11-10', amount: 100_000, method: 'transferencia', account: 'Banco Itaú Gs. 1234567' });
  expect(paid.status).toBe(201);
  expect(paid.body.payments[0].account).toBe('Banco Itaú Gs. 1234567');
});
