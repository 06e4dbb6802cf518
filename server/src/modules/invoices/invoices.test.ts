/**
 * Sales invoices and credit notes through both APIs on the engine under test: instalments from a confirmed
 * revision (60 % then 40 %, exact to the cent; 60 % twice and beyond 100 % refused), issue with the unit's
 * numbering (20 concurrent issues → 20 consecutive numbers), expired timbrado refused, issued invoices immutable,
 * the revision locked, credit notes within what is creditable per rate, roles and private organizations.
 */
import type { Actor } from '../../core/auth/actor';
import { adminToken, makeUser, type MadeUser } from '../../../test/factories';
import { api, codesOf, gql } from '../../../test/http';
import { seededPipeline } from '../../../test/deals-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { WebhookEndpointEntity } from '../webhooks/webhook-endpoint.entity';

const VALIDITY = { timbrado: '12345678', validFrom: '2026-01-01', validTo: '2099-12-31', establishment: '001', point: '004' };
const POINT = { ...VALIDITY, nextNumber: 1 };
const NC_POINT = { ...POINT, point: '014' };

let t: TestApp;
let admin: string;
let finanzas: MadeUser;
let viewer: MadeUser;
let venta: MadeUser;
let ops: MadeUser;
let unit: number;
let pipeline: { id: number };
let stage: { id: number };

const sheet = (rows: Array<{ concepto: string; total: number; iva: string }>) => ({
  header: { modo: 'AEREO', clase: 'LCL', gsRate: 7300, pesoKg: 100 },
  compraRows: rows.map((r, i) => ({ id: `c${i}`, concepto: r.concepto, usdXKg: null, total: Math.round(r.total * 0.5 * 100) / 100, lockPerKg: false, sourceId: null })),
  ventaRows: rows.map((r, i) => ({ id: `v${i}`, concepto: r.concepto, usdXKg: null, total: r.total, lockPerKg: false, sourceId: `c${i}`, iva: r.iva })),
  locRows: [],
  locCliRows: [],
  segCostoRows: [],
  segVentaRows: [],
});

async function adminActor(): Promise<Actor> {
  const [u] = (await t.ds.query("SELECT id, name, email, role FROM users WHERE role = 'admin' ORDER BY id LIMIT 1")) as Actor[];
  return { ...u, id: Number(u.id) };
}

/** An operation with a confirmed revision of these sale rows (USD). */
async function confirmedDeal(title: string, rows = [{ concepto: 'FLETE AEREO', total: 1000.01, iva: 'exenta' }, { concepto: 'HANDLING', total: 333.33, iva: '10' }], token = venta.token): Promise<{ deal: number; org: number }> {
  const a = api(t, admin);
  const d = await api(t, token).post('/api/deals', { pipeline_id: pipeline.id, stage_id: stage.id, title, business_unit_id: unit, organization: { name: `Cliente ${title}` } });
  expect(d.status).toBe(201);
  const deal = d.body.id as number;
  const org = (await a.get(`/api/deals/${deal}`)).body.deal.org_id as number;
  expect((await a.patch(`/api/organizations/${org}`, { ruc: '80012345-6', address: 'Av. Mcal. López 123' })).status).toBe(200);
  expect((await a.put(`/api/deals/${deal}/cost-sheet`, { ...sheet(rows), version: 0 })).status).toBe(200);
  const confirm = await a.post(`/api/organizations/${org}/budget/confirm`, { deal_id: deal });
  expect(confirm.status).toBe(200);
  return { deal, org };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t);
  finanzas = await makeUser(t, { role: 'finanzas', name: 'Fabiana Finanzas' });
  viewer = await makeUser(t, { role: 'viewer' });
  venta = await makeUser(t, { role: 'venta' });
  ops = await makeUser(t, { role: 'ops' });
  const [u] = (await t.ds.query("SELECT id FROM business_units WHERE key_slug = 'atm-cargo'")) as Array<{ id: number }>;
  unit = Number(u.id);
  await t.services.fiscal.update(await adminActor(), unit, { points: { factura: POINT, nota_credito: NC_POINT } });
  const seeded = await seededPipeline(t);
  pipeline = seeded.pipeline;
  stage = seeded.stages[0];
});
afterAll(() => t.close());

describe('instalments from a confirmed revision', () => {
  test('60 % then 40 % in USD: exact to the cent, issued with consecutive numbers; 60 % twice and a third 10 % refused', async () => {
    const { deal } = await confirmedDeal('Instalments');
    const f = api(t, finanzas.token);
    const first = await f.post(`/api/deals/${deal}/invoices`, { source: 'cost_sheet', percentage: 60, currency: 'USD', condition: 'credito' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ status: 'borrador', number: null, percentage: 60, currency: 'USD', customer_name: 'Cliente Instalments', customer_ruc: '80012345-6' });
    // 1000,01 × 60 % = 600,006 → 600,01; 333,33 × 60 % = 199,998 → 200,00 (CUMULATIVE_HALF_UP)
    expect(first.body.lines.map((l: { amount: number }) => l.amount)).toEqual([600.01, 200]);
    expect(first.body).toMatchObject({ exentas: 600.01, gravado_10: 200, iva_10: 18.18, total: 800.01, balance: 800.01 });
    expect(first.body.total_in_words).toBe('OCHOCIENTOS CON 01/100 DÓLARES AMERICANOS');

    // A second 60 % is refused even while the first is a draft.
    const twice = await f.post(`/api/deals/${deal}/invoices`, { source: 'cost_sheet', percentage: 60 });
    expect(twice.status).toBe(409);
    expect(twice.body.error).toBe('Ya se facturó el 60 % de esta revisión: facturar 60 % más superaría el 100 %.');

    const issued = await f.post(`/api/invoices/${first.body.id}/issue`);
    expect(issued.status).toBe(200);
    expect(issued.body).toMatchObject({ status: 'emitida', number: '001-004-0000001', timbrado: '12345678', timbrado_from: '2026-01-01', timbrado_to: '2099-12-31' });

    const rest = await f.post(`/api/deals/${deal}/invoices`, { source: 'cost_sheet', percentage: 40 });
    expect(rest.status).toBe(201);
    expect(rest.body.lines.map((l: { amount: number }) => l.amount)).toEqual([400, 133.33]);
    expect(first.body.total + rest.body.total).toBeCloseTo(1333.34, 2);
    expect((await f.post(`/api/invoices/${rest.body.id}/issue`)).body.number).toBe('001-004-0000002');

    const third = await f.post(`/api/deals/${deal}/invoices`, { source: 'cost_sheet', percentage: 10 });
    expect(third.status).toBe(409);
    expect(third.body.error).toContain('superaría el 100 %');

    const billing = await gql(t, 'query($d: Int!) { invoiceBilling(dealId: $d) { billedPercentage proposedPercentage revisionStatus } }', { d: deal }, finanzas.token);
    expect(billing.data!.invoiceBilling).toEqual({ billedPercentage: 100, proposedPercentage: null, revisionStatus: 'bloqueada' });
  });

  test('free lines in PYG and selected lines billed already', async () => {
    const { deal } = await confirmedDeal('Lines');
    const f = api(t, finanzas.token);
    const pyg = await f.post(`/api/deals/${deal}/invoices`, { source: 'lines', currency: 'PYG', condition: 'contado', lines: [{ description: 'Despacho', quantity: 2, unit_price: 550000, iva: '10' }, { description: 'Tasa', quantity: 1, unit_price: 1, iva: 'exenta' }] });
    expect(pyg.status).toBe(201);
    expect(pyg.body).toMatchObject({ currency: 'PYG', total: 1100001, gravado_10: 1100000, iva_10: 100000, exentas: 1, condition: 'contado', due_date: pyg.body.date });
    expect(pyg.body.total_in_words).toBe('UN MILLÓN CIEN MIL UN GUARANÍES');
    const decimals = await f.post(`/api/deals/${deal}/invoices`, { source: 'lines', currency: 'PYG', lines: [{ description: 'X', quantity: 1, unit_price: 10.5, iva: '10' }] });
    expect(decimals.status).toBe(400);

    const handling = await f.post(`/api/deals/${deal}/invoices`, { source: 'cost_sheet', percentage: 100, line_keys: ['ventaRows:1'] });
    expect(handling.status).toBe(201);
    expect(handling.body.lines).toEqual([expect.objectContaining({ description: 'HANDLING', amount: 333.33, source_key: 'ventaRows:1' })]);
    const again = await f.post(`/api/deals/${deal}/invoices`, { source: 'cost_sheet', percentage: 100, line_keys: ['ventaRows:1'] });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('La línea «HANDLING» ya está facturada por completo.');
  });

  test('PYG invoice from a USD revision converts at the dated rate', async () => {
    await api(t, admin).post('/api/exchange-rates', { date: '2026-01-02', rate: 7300 });
    const { deal } = await confirmedDeal('Guaranies', [{ concepto: 'FLETE', total: 100.01, iva: '10' }]);
    const inv = await api(t, finanzas.token).post(`/api/deals/${deal}/invoices`, { source: 'cost_sheet', currency: 'PYG' });
    expect(inv.status).toBe(201);
    expect(inv.body).toMatchObject({ exchange_rate: 7300, total: 730073, iva_10: 66370 });
  });
});

describe('issue', () => {
  test('20 concurrent issues on one point → 20 consecutive numbers, no gap, no duplicate', async () => {
    const { deal } = await confirmedDeal('Concurrent');
    const f = api(t, finanzas.token);
    const ids: number[] = [];
    for (let i = 0; i < 20; i++) {
      const r = await f.post(`/api/deals/${deal}/invoices`, { source: 'lines', lines: [{ description: `Servicio ${i}`, quantity: 1, unit_price: 10 + i, iva: '10' }] });
      expect(r.status).toBe(201);
      ids.push(r.body.id);
    }
    const before = Number(((await t.ds.query("SELECT next_number AS n FROM fiscal_points WHERE document_type = 'factura' AND business_unit_id = ?", [unit])) as Array<{ n: number }>)[0].n);
    const results = await Promise.all(ids.map((id) => api(t, finanzas.token).post(`/api/invoices/${id}/issue`)));
    expect(results.map((r) => r.status)).toEqual(ids.map(() => 200));
    const numbers = results.map((r) => Number(String(r.body.number).slice(8))).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => before + i));
    // An issue twice answers 409 and takes no number.
    const again = await f.post(`/api/invoices/${ids[0]}/issue`);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('La factura ya está emitida.');
  });

  test('an expired timbrado refuses creation and issue with the Spanish problems', async () => {
    const { deal } = await confirmedDeal('Expired');
    const draft = await api(t, finanzas.token).post(`/api/deals/${deal}/invoices`, { source: 'lines', lines: [{ description: 'X', quantity: 1, unit_price: 5, iva: '10' }] });
    expect(draft.status).toBe(201);
    await t.services.fiscal.update(await adminActor(), unit, { points: { factura: { ...VALIDITY, validFrom: '2020-01-01', validTo: '2020-12-31' } } });
    try {
      const create = await api(t, finanzas.token).post(`/api/deals/${deal}/invoices`, { source: 'lines', lines: [{ description: 'X', quantity: 1, unit_price: 5, iva: '10' }] });
      expect(create.status).toBe(409);
      expect(create.body.error).toContain('El timbrado 12345678 venció el 31/12/2020.');
      const issue = await api(t, finanzas.token).post(`/api/invoices/${draft.body.id}/issue`);
      expect(issue.status).toBe(409);
      expect(issue.body.error).toContain('venció');
      expect((await api(t, finanzas.token).get(`/api/invoices/${draft.body.id}`)).body).toMatchObject({ status: 'borrador', number: null });
    } finally {
      await t.services.fiscal.update(await adminActor(), unit, { points: { factura: VALIDITY } });
    }
  });

  test('an issued invoice is immutable on both APIs; its revision is locked; it can be cancelled with a reason', async () => {
    const { deal, org } = await confirmedDeal('Immutable');
    const f = api(t, finanzas.token);
    const inv = (await f.post(`/api/deals/${deal}/invoices`, { source: 'cost_sheet' })).body;
    await f.post(`/api/invoices/${inv.id}/issue`);
    expect((await f.delete(`/api/invoices/${inv.id}`)).status).toBe(409);
    expect((await f.post(`/api/invoices/${inv.id}/issue`)).status).toBe(409);
    const del = await gql(t, 'mutation($id: Int!) { deleteInvoice(id: $id) }', { id: inv.id }, finanzas.token);
    expect(codesOf(del)).toEqual(['CONFLICT']);
    expect(del.errors![0].message).toContain('ya está emitida');
    // The revision billed: bloqueada; reopening the budget is refused with the reason.
    const reopen = await api(t, admin).post(`/api/organizations/${org}/budget/reopen`);
    expect(reopen.status).toBe(409);
    expect(reopen.body.error).toBe('Ya se facturó desde esta revisión: para cambiarla, creá una nueva revisión.');
    const blank = await f.post(`/api/invoices/${inv.id}/cancel`, { reason: '   ' });
    expect(blank.status).toBe(400);
    const cancelled = await gql(t, 'mutation($id: Int!) { cancelInvoice(id: $id, input: { reason: "Cliente equivocado" }) { status cancelReason balance } }', { id: inv.id }, finanzas.token);
    expect(cancelled.data!.cancelInvoice).toEqual({ status: 'anulada', cancelReason: 'Cliente equivocado', balance: 0 });
    expect((await f.post(`/api/invoices/${inv.id}/cancel`, { reason: 'otra vez' })).status).toBe(409);
    // A cancelled invoice frees its share of the revision.
    expect((await f.post(`/api/deals/${deal}/invoices`, { source: 'cost_sheet' })).status).toBe(201);
  });
});

describe('credit notes', () => {
  test('by line and by amount, within what is creditable per rate; crediting the whole net cancels the invoice', async () => {
    const { deal } = await confirmedDeal('Credit');
    const f = api(t, finanzas.token);
    const inv = (await f.post(`/api/deals/${deal}/invoices`, { source: 'cost_sheet' })).body;
    expect((await f.post(`/api/invoices/${inv.id}/credit-notes`, { amount: 10 })).status).toBe(409); // a draft: no credit note
    await f.post(`/api/invoices/${inv.id}/issue`);
    const flete = inv.lines[0];
    const over = await f.post(`/api/invoices/${inv.id}/credit-notes`, { lines: [{ invoice_line_id: flete.id, amount: 1000.02 }] });
    expect(over.status).toBe(409);
    const note = await f.post(`/api/invoices/${inv.id}/credit-notes`, { lines: [{ invoice_line_id: flete.id, amount: 100 }], reason: 'Descuento' });
    expect(note.status).toBe(201);
    expect(note.body).toMatchObject({ status: 'borrador', number: null, exentas: 100, total: 100 });
    const issued = await f.post(`/api/credit-notes/${note.body.id}/issue`);
    expect(issued.status).toBe(200);
    expect(issued.body).toMatchObject({ status: 'emitida', number: '001-014-0000001', invoice_number: expect.stringMatching(/^001-004-\d{7}$/) });
    expect((await f.get(`/api/invoices/${inv.id}`)).body).toMatchObject({ credited: 100, balance: 1233.34, status: 'emitida' });

    // A global amount splits by rate: 1233,34 left = 900,01 exentas + 333,33 at 10 %.
    const tooMuch = await f.post(`/api/invoices/${inv.id}/credit-notes`, { amount: 1233.35 });
    expect(tooMuch.status).toBe(409);
    const rest = await f.post(`/api/invoices/${inv.id}/credit-notes`, { amount: 1233.34 });
    expect(rest.status).toBe(201);
    expect(rest.body).toMatchObject({ exentas: 900.01, gravado_10: 333.33, total: 1233.34 });
    const last = await f.post(`/api/credit-notes/${rest.body.id}/issue`);
    expect(last.body.number).toBe('001-014-0000002');
    const after = (await f.get(`/api/invoices/${inv.id}`)).body;
    expect(after).toMatchObject({ status: 'anulada', balance: 0, cancel_reason: 'Anulada por la nota de crédito 001-014-0000002' });
  });
});

describe('roles and visibility', () => {
  test('viewer, venta and ops read but never write; finanzas and admin write', async () => {
    const { deal } = await confirmedDeal('Roles');
    const inv = (await api(t, finanzas.token).post(`/api/deals/${deal}/invoices`, { source: 'cost_sheet', percentage: 50 })).body;
    for (const who of [viewer, venta, ops]) {
      expect((await api(t, who.token).get(`/api/invoices/${inv.id}`)).status).toBe(200);
      expect((await api(t, who.token).get(`/api/invoices?deal_id=${deal}`)).body.map((r: { id: number }) => r.id)).toEqual([inv.id]);
      const create = await api(t, who.token).post(`/api/deals/${deal}/invoices`, { source: 'cost_sheet', percentage: 10 });
      expect(create.status).toBe(403);
      expect((await api(t, who.token).post(`/api/invoices/${inv.id}/issue`)).status).toBe(403);
      expect(codesOf(await gql(t, 'mutation($id: Int!) { issueInvoice(id: $id) { id } }', { id: inv.id }, who.token))).toEqual(['FORBIDDEN']);
    }
    const byAdmin = await api(t, admin).post(`/api/invoices/${inv.id}/issue`);
    expect(byAdmin.status).toBe(200);
  });

  test("another user's private organization: its invoices are NOT_FOUND and left out of lists", async () => {
    const { deal } = await confirmedDeal('Privada', undefined, venta.token);
    const orgId = (await api(t, admin).get(`/api/deals/${deal}`)).body.deal.org_id;
    const inv = (await api(t, finanzas.token).post(`/api/deals/${deal}/invoices`, { source: 'cost_sheet' })).body;
    await t.ds.query("UPDATE organizations SET visibility = 'private', owner_user_id = ? WHERE id = ?", [venta.user.id, orgId]);
    for (const who of [finanzas, viewer, ops]) {
      expect((await api(t, who.token).get(`/api/invoices/${inv.id}`)).status).toBe(404);
      expect((await api(t, who.token).get(`/api/invoices/${inv.id}/pdf`)).status).toBe(404);
      expect((await api(t, who.token).get('/api/invoices?limit=500')).body.map((r: { id: number }) => r.id)).not.toContain(inv.id);
      expect(codesOf(await gql(t, 'query($id: Int!) { invoice(id: $id) { id } }', { id: inv.id }, who.token))).toEqual(['NOT_FOUND']);
    }
    expect((await api(t, finanzas.token).post(`/api/invoices/${inv.id}/issue`)).status).toBe(404);
    expect((await api(t, venta.token).get(`/api/invoices/${inv.id}`)).status).toBe(200);
  });
});

describe('PDF and list', () => {
  test('the PDF is an A4 document; the list filters by status, dates and text', async () => {
    const { deal } = await confirmedDeal('Pdf');
    const f = api(t, finanzas.token);
    const inv = (await f.post(`/api/deals/${deal}/invoices`, { source: 'cost_sheet' })).body;
    await f.post(`/api/invoices/${inv.id}/issue`);
    const pdf = await f.get(`/api/invoices/${inv.id}/pdf`).buffer(true);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');
    const issued = await f.get(`/api/invoices?status=emitida&q=Pdf&deal_id=${deal}`);
    expect(issued.body.map((r: { id: number }) => r.id)).toEqual([inv.id]);
    expect((await f.get('/api/invoices?status=nada')).status).toBe(400);
    expect((await f.get('/api/invoices?from=2099-01-01')).body).toEqual([]);
    const list = await gql(t, 'query($d: Int!) { invoices(filter: { dealId: $d }) { totalCount nodes { number displayStatus lines { description } } } }', { d: deal }, viewer.token);
    expect(list.data!.invoices).toMatchObject({ totalCount: 1, nodes: [{ displayStatus: 'emitida', lines: [{ description: 'FLETE AEREO' }, { description: 'HANDLING' }] }] });
  });
});

describe('CSV export', () => {
  test('the Facturas list through the export machinery, with the list visibility', async () => {
    const { deal } = await confirmedDeal('Export');
    const inv = (await api(t, finanzas.token).post(`/api/deals/${deal}/invoices`, { source: 'cost_sheet' })).body;
    await api(t, finanzas.token).post(`/api/invoices/${inv.id}/issue`);
    const csv = await api(t, viewer.token).get(`/api/exports/invoices.csv?deal_id=${deal}&format=default`);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const [header, row] = csv.text.trim().split('\r\n');
    expect(header).toBe('Número,Cliente,RUC,Operación,Emisión,Vencimiento,Moneda,Total,Saldo,Estado');
    expect(row).toContain('Cliente Export');
    expect(row).toMatch(/^001-004-\d{7},/);
    expect(row).toContain(',USD,1333.34,1333.34,Emitida');
    expect((await api(t, viewer.token).get('/api/exports/invoices.csv?status=nada')).status).toBe(400);
  });
});

describe('quote source and webhook events', () => {
  test('a saved quote version billed in full, per item with its tax', async () => {
    const { deal } = await confirmedDeal('Quote');
    const saved = await api(t, admin).post(`/api/deals/${deal}/quotes`, {
      cliente: 'Cliente Quote',
      items: [
        { servicio: 'Flete aéreo', cantidad: 2, precio: 150.5, moneda: 'USD', impuesto: 'EXENTA' },
        { servicio: 'Gastos en origen', cantidad: 1, precio: 55, moneda: 'USD', impuesto: '10%' },
      ],
    });
    expect(saved.status).toBe(201);
    const inv = await api(t, finanzas.token).post(`/api/deals/${deal}/invoices`, { source: 'quote' });
    expect(inv.status).toBe(201);
    expect(inv.body).toMatchObject({ source: 'quote', exentas: 301, gravado_10: 55, iva_10: 5, total: 356 });
    expect(inv.body.lines.map((l: { description: string }) => l.description)).toEqual(['Flete aéreo', 'Gastos en origen']);
    expect((await api(t, finanzas.token).post(`/api/deals/${deal}/invoices`, { source: 'quote' })).status).toBe(409);
  });

  test('invoice.issued, invoice.cancelled and credit_note.issued reach the outbox with the REST row', async () => {
    // Inserted as a row: the sandbox resolves no host names (the webhooks module tests its own creation).
    const now = String(Date.now());
    const res = await t.ds.getRepository(WebhookEndpointEntity).insert({ url: 'https://hooks.example.com/facturas', events: 'invoice.*,credit_note.issued', secret: 's'.repeat(32), active: true, createdAtMs: now, updatedAtMs: now });
    const hook = { body: { id: Number(res.identifiers[0].id) } };
    try {
      const { deal } = await confirmedDeal('Hooks');
      const f = api(t, finanzas.token);
      const inv = (await f.post(`/api/deals/${deal}/invoices`, { source: 'cost_sheet' })).body;
      await f.post(`/api/invoices/${inv.id}/issue`);
      const note = (await f.post(`/api/invoices/${inv.id}/credit-notes`, { percentage: 100 })).body;
      await f.post(`/api/credit-notes/${note.id}/issue`);
      const rows = (await t.ds.query('SELECT event, payload FROM webhook_deliveries WHERE endpoint_id = ? ORDER BY id', [hook.body.id])) as Array<{ event: string; payload: string }>;
      expect(rows.map((r) => r.event)).toEqual(['invoice.issued', 'credit_note.issued', 'invoice.cancelled']);
      const issued = JSON.parse(rows[0].payload);
      expect(issued.data).toMatchObject({ id: inv.id, status: 'emitida', number: expect.stringMatching(/^001-004-/) });
      expect(JSON.parse(rows[1].payload).data).toMatchObject({ id: note.id, status: 'emitida', invoice_id: inv.id });
      expect(JSON.parse(rows[2].payload)).toMatchObject({ reason: expect.stringContaining('Anulada por la nota de crédito 001-014-'), data: { status: 'anulada' } });
    } finally {
      await t.ds.getRepository(WebhookEndpointEntity).update({ id: hook.body.id }, { active: false });
    }
  });
});

describe("an 'All in' revision", () => {
  test('bills its freight as ONE line named after the all-in service, for the internal sale (ALL_IN_SALE); local charges as usual', async () => {
    const a = api(t, admin);
    const d = await api(t, venta.token).post('/api/deals', { pipeline_id: pipeline.id, stage_id: stage.id, title: 'All in', business_unit_id: unit, organization: { name: 'Cliente All in' } });
    expect(d.status).toBe(201);
    const deal = d.body.id as number;
    const org = (await a.get(`/api/deals/${deal}`)).body.deal.org_id as number;
    expect((await a.patch(`/api/organizations/${org}`, { ruc: '80012345-6', address: 'Av. Mcal. López 123' })).status).toBe(200);
    // The original client's 'All in' keys: the sale side is the rows' internal sale (300 + 100), not their totals.
    const allIn = {
      header: { modo: 'AEREO', clase: 'LCL', gsRate: 5000, pesoKg: 100, allInEnabled: true, allInServiceName: 'SERVICIO PUERTA A PUERTA' },
      compraRows: [{ id: 'c0', concepto: 'FLETE AEREO', usdXKg: null, total: 250, lockPerKg: false, sourceId: null }],
      ventaRows: [
        { id: 'v0', concepto: 'FLETE AEREO', usdXKg: null, total: 1500, lockPerKg: false, sourceId: 'c0', ventaInt: 300 },
        { id: 'v1', concepto: 'FSC', usdXKg: null, total: 375.75, lockPerKg: false, sourceId: null, ventaInt: 100 },
      ],
      locRows: [],
      locCliRows: [{ id: 'l0', concepto: 'DESPACHO', gs: 500000, sourceId: null }],
      segCostoRows: [],
      segVentaRows: [],
    };
    expect((await a.put(`/api/deals/${deal}/cost-sheet`, { ...allIn, version: 0 })).status).toBe(200);
    expect((await a.post(`/api/organizations/${org}/budget/confirm`, { deal_id: deal })).status).toBe(200);

    const billing = await gql(t, 'query($d: Int!) { invoiceBilling(dealId: $d) { lines { description iva amount } } }', { d: deal }, finanzas.token);
    expect(billing.data!.invoiceBilling.lines).toEqual([
      { description: 'SERVICIO PUERTA A PUERTA', iva: 'exenta', amount: 400 },
      { description: 'DESPACHO', iva: '10', amount: 100 },
    ]);
    const inv = await api(t, finanzas.token).post(`/api/deals/${deal}/invoices`, { source: 'cost_sheet', percentage: 100, currency: 'USD' });
    expect(inv.status).toBe(201);
    expect(inv.body.lines.map((l: { description: string; amount: number }) => [l.description, l.amount])).toEqual([
      ['SERVICIO PUERTA A PUERTA', 400],
      ['DESPACHO', 100],
    ]);
    // 100 ÷ 11 = 9,09 (IVA_PER_LINE); the total is the sum of the printed lines.
    expect(inv.body).toMatchObject({ exentas: 400, gravado_10: 100, iva_10: 9.09, total: 500 });
  });
});
