/**
 * Receipts with IVA withholding through both APIs on the engine under test: a receipt over two invoices (balances
 * and statuses move), overpayment refused, 20 concurrent receipts on one invoice never exceed its balance nor
 * skip/duplicate a number, cancel (admin) recomputes back, a credit note refused after a receipt, roles and
 * another user's private organization, the ledger read of the collections side, webhooks and the PDF.
 */
import { paraguayDate } from '@crm/domain';
import type { Actor } from '../../core/auth/actor';
import { adminToken, makeUser, type MadeUser } from '../../../test/factories';
import { api, codesOf, gql } from '../../../test/http';
import { seededPipeline } from '../../../test/deals-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { WebhookEndpointEntity } from '../webhooks/webhook-endpoint.entity';

const VALIDITY = { timbrado: '12345678', validFrom: '2026-01-01', validTo: '2099-12-31', establishment: '001', point: '004' };

let t: TestApp;
let admin: string;
let finanzas: MadeUser;
let viewer: MadeUser;
let venta: MadeUser;
let otherVenta: MadeUser;
let unit: number;
let pipeline: { id: number };
let stage: { id: number };
// The office's day (America/Asuncion), as the server judges a payment date: not the UTC one, which runs ahead from 21:00.
const today = paraguayDate(new Date());

async function adminActor(): Promise<Actor> {
  const [u] = (await t.ds.query("SELECT id, name, email, role FROM users WHERE role = 'admin' ORDER BY id LIMIT 1")) as Actor[];
  return { ...u, id: Number(u.id) };
}

/** An operation of a new client (owned by `token`'s user) and an issued invoice of free lines on it. */
async function issuedInvoice(title: string, lines: Array<{ description: string; unit_price: number; iva: string }>, opts: { currency?: 'PYG' | 'USD'; token?: string; org?: number; biller?: string } = {}): Promise<{ invoice: Record<string, unknown> & { id: number; total: number }; org: number; deal: number }> {
  const a = api(t, admin);
  const d = await api(t, opts.token ?? venta.token).post('/api/deals', { pipeline_id: pipeline.id, stage_id: stage.id, title, business_unit_id: unit, ...(opts.org ? { org_id: opts.org } : { organization: { name: `Cliente ${title}` } }) });
  expect(d.status).toBe(201);
  const deal = d.body.id as number;
  const org = (await a.get(`/api/deals/${deal}`)).body.deal.org_id as number;
  const biller = api(t, opts.biller ?? finanzas.token);
  const inv = await biller.post(`/api/deals/${deal}/invoices`, { source: 'lines', currency: opts.currency ?? 'PYG', lines: lines.map((l) => ({ ...l, quantity: 1 })) });
  expect(inv.status).toBe(201);
  const issued = await biller.post(`/api/invoices/${inv.body.id}/issue`);
  expect(issued.status).toBe(200);
  return { invoice: issued.body, org, deal };
}

const nextReceipt = async () => Number(((await t.ds.query("SELECT next_number AS n FROM fiscal_points WHERE document_type = 'recibo' AND business_unit_id = ?", [unit])) as Array<{ n: number }>)[0].n);

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t);
  finanzas = await makeUser(t, { role: 'finanzas', name: 'Fabiana Finanzas' });
  viewer = await makeUser(t, { role: 'viewer' });
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
});
afterAll(() => t.close());

describe('issue', () => {
  test('a receipt over two invoices with 30 % withholding: figures, numbering, balances and statuses', async () => {
    const { invoice: a, org } = await issuedInvoice('Dos facturas', [{ description: 'Flete', unit_price: 1_100_000, iva: '10' }]);
    const { invoice: b } = await issuedInvoice('Dos facturas B', [{ description: 'Gastos', unit_price: 1_050_000, iva: '5' }, { description: 'Handling', unit_price: 1_100_000, iva: '10' }], { org });
    const f = api(t, finanzas.token);
    const r = await f.post('/api/receipts', {
      org_id: org,
      paid_at: today,
      method: 'transferencia',
      currency: 'PYG',
      withholding_pct: 30,
      reference: 'TRF 991',
      items: [
        { invoice_id: a.id, amount: 660_000 },
        { invoice_id: b.id, amount: 1_000_000 },
      ],
    });
    expect(r.status).toBe(201);
    // 660.000 of a 10 % invoice carries 60.000 of IVA → 18.000 withheld; 1.000.000 of the mixed one 69.767,44 → 20.930.
    expect(r.body).toMatchObject({ number: '001-024-0000001', status: 'emitido', amount: 1_660_000, withheld: 38_930, net: 1_621_070, withholding_pct: 30, org_id: org });
    expect(r.body.amount_in_words).toBe('UN MILLÓN SEISCIENTOS SESENTA MIL GUARANÍES');
    expect(r.body.items).toEqual([
      expect.objectContaining({ invoice_id: a.id, amount: 660_000, withheld: 18_000, net: 642_000, invoice_number: a.number }),
      expect.objectContaining({ invoice_id: b.id, amount: 1_000_000, withheld: 20_930, net: 979_070 }),
    ]);
    expect((await f.get(`/api/invoices/${a.id}`)).body).toMatchObject({ status: 'pago_parcial', paid: 660_000, balance: 440_000 });
    expect((await f.get(`/api/invoices/${b.id}`)).body).toMatchObject({ status: 'pago_parcial', paid: 1_000_000, balance: 1_150_000 });

    // The rest of the first invoice pays it: pagada, balance 0.
    const rest = await gql(t, 'mutation($i: CreateReceiptInput!) { createReceipt(input: $i) { number amount withheld net items { invoiceId invoiceBalance } } }', { i: { orgId: org, paidAt: today, method: 'efectivo', currency: 'PYG', withholdingPct: 0, items: [{ invoiceId: a.id, amount: 440_000 }] } }, finanzas.token);
    expect(rest.errors).toBeUndefined();
    expect(rest.data!.createReceipt).toEqual({ number: '001-024-0000002', amount: 440_000, withheld: 0, net: 440_000, items: [{ invoiceId: a.id, invoiceBalance: 0 }] });
    expect((await f.get(`/api/invoices/${a.id}`)).body).toMatchObject({ status: 'pagada', balance: 0 });

    const list = await f.get(`/api/receipts?invoice_id=${a.id}`);
    expect(list.body.map((x: { number: string }) => x.number)).toEqual(['001-024-0000002', '001-024-0000001']);
  });

  test('overpayment, another client, a draft and bad input are refused and change nothing', async () => {
    const { invoice, org, deal } = await issuedInvoice('Sobrepago', [{ description: 'Flete', unit_price: 500_000, iva: '10' }]);
    const draft = (await api(t, finanzas.token).post(`/api/deals/${deal}/invoices`, { source: 'lines', currency: 'PYG', lines: [{ description: 'Borrador', quantity: 1, unit_price: 1000, iva: '10' }] })).body;
    const { org: other } = await issuedInvoice('Otro cliente', [{ description: 'Flete', unit_price: 10, iva: '10' }]);
    const f = api(t, finanzas.token);
    const before = await nextReceipt();
    const over = await f.post('/api/receipts', { org_id: org, paid_at: today, method: 'efectivo', currency: 'PYG', items: [{ invoice_id: invoice.id, amount: 500_001 }] });
    expect(over.status).toBe(409);
    expect(over.body.error).toBe(`El importe para la factura ${invoice.number} supera su saldo (Gs. 500.000).`);
    const wrongClient = await f.post('/api/receipts', { org_id: other, paid_at: today, method: 'efectivo', currency: 'PYG', items: [{ invoice_id: invoice.id, amount: 1 }] });
    expect(wrongClient.status).toBe(400);
    expect(wrongClient.body.error).toBe(`La factura ${invoice.number} es de otro cliente.`);
    const currency = await f.post('/api/receipts', { org_id: org, paid_at: today, method: 'efectivo', currency: 'USD', items: [{ invoice_id: invoice.id, amount: 1 }] });
    expect(currency.status).toBe(409);
    const pct = await f.post('/api/receipts', { org_id: org, paid_at: today, method: 'efectivo', currency: 'PYG', withholding_pct: 50, items: [{ invoice_id: invoice.id, amount: 1 }] });
    expect(pct.status).toBe(400);
    expect(pct.body.error).toContain('La retención de IVA es 0, 30, 70 o 100 %.');
    const method = await f.post('/api/receipts', { org_id: org, paid_at: today, method: 'bitcoin', currency: 'PYG', items: [{ invoice_id: invoice.id, amount: 1 }] });
    expect(method.status).toBe(400);
    const none = await f.post('/api/receipts', { org_id: org, paid_at: today, method: 'efectivo', currency: 'PYG', items: [] });
    expect(none.status).toBe(400);
    const future = await f.post('/api/receipts', { org_id: org, paid_at: '2099-01-01', method: 'efectivo', currency: 'PYG', items: [{ invoice_id: invoice.id, amount: 1 }] });
    expect(future.status).toBe(400);
    const decimals = await f.post('/api/receipts', { org_id: org, paid_at: today, method: 'efectivo', currency: 'PYG', items: [{ invoice_id: invoice.id, amount: 10.5 }] });
    expect(decimals.status).toBe(400);
    const unissued = await f.post('/api/receipts', { org_id: org, paid_at: today, method: 'efectivo', currency: 'PYG', items: [{ invoice_id: draft.id, amount: 1 }] });
    expect(unissued.status).toBe(409);
    expect(unissued.body.error).toBe(`La factura ${draft.id} no está pendiente de cobro.`);
    expect(await nextReceipt()).toBe(before);
    expect((await f.get(`/api/invoices/${invoice.id}`)).body).toMatchObject({ status: 'emitida', paid: 0, balance: 500_000 });
  });

  test('20 concurrent receipts on one invoice never exceed its balance and never skip or repeat a number', async () => {
    const { invoice, org } = await issuedInvoice('Concurrentes', [{ description: 'Flete', unit_price: 1_000_000, iva: '10' }]);
    const before = await nextReceipt();
    // Each pays 70.000: 14 fit in 1.000.000 (980.000), the other 6 find the balance short.
    const results = await Promise.all(
      Array.from({ length: 20 }, () => api(t, finanzas.token).post('/api/receipts', { org_id: org, paid_at: today, method: 'transferencia', currency: 'PYG', withholding_pct: 70, items: [{ invoice_id: invoice.id, amount: 70_000 }] })),
    );
    const ok = results.filter((r) => r.status === 201);
    expect(ok).toHaveLength(14);
    expect(results.filter((r) => r.status !== 201).map((r) => r.status)).toEqual(Array(6).fill(409));
    const numbers = ok.map((r) => Number(String(r.body.number).slice(8))).sort((x, y) => x - y);
    expect(numbers).toEqual(Array.from({ length: 14 }, (_, i) => before + i));
    expect(await nextReceipt()).toBe(before + 14);
    expect((await api(t, finanzas.token).get(`/api/invoices/${invoice.id}`)).body).toMatchObject({ status: 'pago_parcial', paid: 980_000, balance: 20_000 });
  });
});

describe('cancel', () => {
  test('admin cancels with a reason: balances and statuses come back; finanzas may not; twice is refused', async () => {
    const { invoice, org } = await issuedInvoice('Anular', [{ description: 'Flete', unit_price: 300_000, iva: '10' }]);
    const r = (await api(t, finanzas.token).post('/api/receipts', { org_id: org, paid_at: today, method: 'cheque', currency: 'PYG', items: [{ invoice_id: invoice.id, amount: 300_000 }] })).body;
    expect((await api(t, finanzas.token).get(`/api/invoices/${invoice.id}`)).body).toMatchObject({ status: 'pagada', balance: 0 });
    // An invoice with a live receipt cannot be cancelled nor credited.
    expect((await api(t, finanzas.token).post(`/api/invoices/${invoice.id}/cancel`, { reason: 'x' })).status).toBe(409);

    const byFinanzas = await api(t, finanzas.token).post(`/api/receipts/${r.id}/cancel`, { reason: 'error' });
    expect(byFinanzas.status).toBe(403);
    expect((await api(t, admin).post(`/api/receipts/${r.id}/cancel`, { reason: '  ' })).status).toBe(400);
    const cancelled = await gql(t, 'mutation($id: Int!) { cancelReceipt(id: $id, input: { reason: "Cheque rechazado" }) { status cancelReason } }', { id: r.id }, admin);
    expect(cancelled.data!.cancelReceipt).toEqual({ status: 'anulado', cancelReason: 'Cheque rechazado' });
    expect((await api(t, finanzas.token).get(`/api/invoices/${invoice.id}`)).body).toMatchObject({ status: 'emitida', paid: 0, balance: 300_000 });
    expect((await api(t, admin).post(`/api/receipts/${r.id}/cancel`, { reason: 'otra vez' })).status).toBe(409);
    // Once no live receipt pays it, the invoice takes a credit note again.
    expect((await api(t, finanzas.token).post(`/api/invoices/${invoice.id}/credit-notes`, { amount: 1000 })).status).toBe(201);
  });

  test('a credit note is refused on an invoice with a live receipt', async () => {
    const { invoice, org } = await issuedInvoice('Nota', [{ description: 'Flete', unit_price: 300_000, iva: '10' }]);
    expect((await api(t, finanzas.token).post('/api/receipts', { org_id: org, paid_at: today, method: 'efectivo', currency: 'PYG', items: [{ invoice_id: invoice.id, amount: 1 }] })).status).toBe(201);
    const note = await api(t, finanzas.token).post(`/api/invoices/${invoice.id}/credit-notes`, { amount: 1000 });
    expect(note.status).toBe(409);
    expect(note.body.error).toBe('La factura ya tiene recibos: no admite notas de crédito.');
  });
});

describe('roles and private records', () => {
  test('viewer and venta read, never write; another user\'s private organization is NOT_FOUND', async () => {
    const { invoice, org } = await issuedInvoice('Roles', [{ description: 'Flete', unit_price: 100_000, iva: '10' }]);
    const body = { org_id: org, paid_at: today, method: 'efectivo', currency: 'PYG', items: [{ invoice_id: invoice.id, amount: 1000 }] };
    for (const token of [viewer.token, venta.token]) expect((await api(t, token).post('/api/receipts', body)).status).toBe(403);
    const gq = await gql(t, 'mutation($i: CreateReceiptInput!) { createReceipt(input: $i) { id } }', { i: { orgId: org, paidAt: today, method: 'efectivo', currency: 'PYG', withholdingPct: 0, items: [{ invoiceId: invoice.id, amount: 1000 }] } }, viewer.token);
    expect(codesOf(gq)).toEqual(['FORBIDDEN']);
    const r = (await api(t, admin).post('/api/receipts', body)).body;
    expect((await api(t, viewer.token).get(`/api/receipts/${r.id}`)).status).toBe(200);
    expect((await api(t, venta.token).get(`/api/receipts/${r.id}/pdf`)).status).toBe(200);

    // A private organization of another seller: its receipts answer NOT_FOUND to venta, also in the list.
    const priv = await api(t, otherVenta.token).post('/api/organizations', { name: 'Privada SA', visibility: 'private' });
    expect(priv.status).toBe(201);
    const { invoice: pInv } = await issuedInvoice('Privada', [{ description: 'Flete', unit_price: 100_000, iva: '10' }], { token: otherVenta.token, org: priv.body.id, biller: admin });
    const pr = await api(t, admin).post('/api/receipts', { ...body, org_id: priv.body.id, items: [{ invoice_id: pInv.id, amount: 1000 }] });
    expect(pr.status).toBe(201);
    expect((await api(t, venta.token).get(`/api/receipts/${pr.body.id}`)).status).toBe(404);
    expect((await api(t, venta.token).get(`/api/receipts/${pr.body.id}/pdf`)).status).toBe(404);
    expect((await api(t, venta.token).get('/api/receipts?limit=500')).body.map((x: { id: number }) => x.id)).not.toContain(pr.body.id);
    expect((await api(t, otherVenta.token).get(`/api/receipts/${pr.body.id}`)).status).toBe(200);
    const gqlRead = await gql(t, 'query($id: Int!) { receipt(id: $id) { id } }', { id: pr.body.id }, venta.token);
    expect(codesOf(gqlRead)).toEqual(['NOT_FOUND']);
  });
});

describe('ledger, audit, webhooks and PDF', () => {
  test('ledgerEntries answers live and cancelled receipts in minor units; audit entries written; the PDF renders', async () => {
    const { invoice, org } = await issuedInvoice('Ledger', [{ description: 'Flete', unit_price: 110_000, iva: '10' }], { currency: 'USD' });
    const f = api(t, finanzas.token);
    const r = await f.post('/api/receipts', { org_id: org, paid_at: today, method: 'transferencia', currency: 'USD', exchange_rate: 7300, withholding_pct: 30, items: [{ invoice_id: invoice.id, amount: 666 }] });
    expect(r.status).toBe(201);
    // USD 666,00 of a 10 % invoice carries 60,545… of IVA; 30 % → 18,16 (HALF_UP on the cent).
    expect(r.body).toMatchObject({ amount: 666, withheld: 18.16, net: 647.84 });
    const entries = await t.services.receipts.ledgerEntries([org]);
    expect(entries).toEqual([{ id: r.body.id, number: r.body.number, orgId: org, paidAt: today, currency: 'USD', exchangeRate: 7300, amount: 66_600, withheld: 1_816, net: 64_784, status: 'emitido', items: [{ invoiceId: invoice.id, amount: 66_600, withheld: 1_816 }] }]);
    expect(await t.services.receipts.ledgerEntries([org], '2000-01-01')).toEqual([]);
    expect(await t.services.receipts.ledgerEntries([])).toEqual([]);
    const audit = (await t.ds.query("SELECT action FROM audit_events WHERE entity = 'receipt' AND entity_id = ?", [r.body.id])) as Array<{ action: string }>;
    expect(audit.map((a) => a.action)).toEqual(['issue']);
    const pdf = await f.get(`/api/receipts/${r.body.id}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  test('receipt.issued and receipt.cancelled reach the outbox with the REST row', async () => {
    // Inserted as a row: the sandbox resolves no host names (the webhooks module tests its own creation).
    const now = String(Date.now());
    const res = await t.ds.getRepository(WebhookEndpointEntity).insert({ url: 'https://hooks.example.com/recibos', events: 'receipt.*', secret: 's'.repeat(32), active: true, createdAtMs: now, updatedAtMs: now });
    const hookId = Number(res.identifiers[0].id);
    try {
      const { invoice, org } = await issuedInvoice('Hooks', [{ description: 'Flete', unit_price: 110_000, iva: '10' }]);
      const r = (await api(t, finanzas.token).post('/api/receipts', { org_id: org, paid_at: today, method: 'efectivo', currency: 'PYG', withholding_pct: 100, items: [{ invoice_id: invoice.id, amount: 110_000 }] })).body;
      expect((await api(t, admin).post(`/api/receipts/${r.id}/cancel`, { reason: 'Duplicado' })).status).toBe(200);
      const rows = (await t.ds.query('SELECT event, payload FROM webhook_deliveries WHERE endpoint_id = ? ORDER BY id', [hookId])) as Array<{ event: string; payload: string }>;
      expect(rows.map((x) => x.event)).toEqual(['receipt.issued', 'receipt.cancelled']);
      expect(JSON.parse(rows[0].payload).data).toMatchObject({ id: r.id, status: 'emitido', number: r.number, amount: 110_000, withheld: 10_000, net: 100_000 });
      expect(JSON.parse(rows[1].payload).data).toMatchObject({ id: r.id, status: 'anulado', cancel_reason: 'Duplicado' });
      const audit = (await t.ds.query("SELECT action FROM audit_events WHERE entity = 'receipt' AND entity_id = ? ORDER BY id", [r.id])) as Array<{ action: string }>;
      expect(audit.map((a) => a.action)).toEqual(['issue', 'cancel']);
    } finally {
      await t.ds.getRepository(WebhookEndpointEntity).update({ id: hookId }, { active: false });
    }
  });
});
