/**
 * Drafts are edited, issued documents are not: a draft invoice's save (GraphQL updateInvoice, REST PATCH) with
 * the version it was loaded at (a stale one → 409 with the Spanish reason, nothing written), the source billed
 * again without counting the draft's own lines, the quote source's versions and line choice; a draft credit
 * note edited and deleted; issued invoices and notes refuse every write; roles.
 */
import type { Actor } from '../../core/auth/actor';
import { adminToken, makeUser, type MadeUser } from '../../../test/factories';
import { api, codesOf, gql } from '../../../test/http';
import { seededPipeline } from '../../../test/deals-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';

const POINT = { timbrado: '22345678', validFrom: '2026-01-01', validTo: '2099-12-31', establishment: '001', point: '004', nextNumber: 1 };

let t: TestApp;
let admin: string;
let finanzas: MadeUser;
let venta: MadeUser;
let viewer: MadeUser;
let pipeline: { id: number };
let stage: { id: number };
let unit: number;

const STALE = 'Otra persona guardó esta factura mientras la editabas: recargala para ver sus cambios y volvé a aplicar los tuyos.';

const sheet = {
  header: { modo: 'AEREO', clase: 'LCL', gsRate: 7300, pesoKg: 100 },
  compraRows: [
    { id: 'c0', concepto: 'FLETE AEREO', usdXKg: null, total: 500, lockPerKg: false, sourceId: null },
    { id: 'c1', concepto: 'HANDLING', usdXKg: null, total: 100, lockPerKg: false, sourceId: null },
  ],
  ventaRows: [
    { id: 'v0', concepto: 'FLETE AEREO', usdXKg: null, total: 1000, lockPerKg: false, sourceId: 'c0', iva: 'exenta' },
    { id: 'v1', concepto: 'HANDLING', usdXKg: null, total: 220, lockPerKg: false, sourceId: 'c1', iva: '10' },
  ],
  locRows: [],
  locCliRows: [],
  segCostoRows: [],
  segVentaRows: [],
};

async function confirmedDeal(title: string): Promise<number> {
  const a = api(t, admin);
  const d = await api(t, venta.token).post('/api/deals', { pipeline_id: pipeline.id, stage_id: stage.id, title, business_unit_id: unit, organization: { name: `Cliente ${title}` } });
  expect(d.status).toBe(201);
  const deal = d.body.id as number;
  const org = (await a.get(`/api/deals/${deal}`)).body.deal.org_id as number;
  expect((await a.put(`/api/deals/${deal}/cost-sheet`, { ...sheet, version: 0 })).status).toBe(200);
  expect((await a.post(`/api/organizations/${org}/budget/confirm`, { deal_id: deal })).status).toBe(200);
  return deal;
}

const UPDATE = `mutation($id: Int!, $version: Int!, $input: UpdateInvoiceInput!) {
  updateInvoice(id: $id, version: $version, input: $input) { id version status percentage condition paymentTermDays dueDate notes total lines { description amount sourceKey } }
}`;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t);
  finanzas = await makeUser(t, { role: 'finanzas' });
  venta = await makeUser(t, { role: 'venta' });
  viewer = await makeUser(t, { role: 'viewer' });
  const [u] = (await t.ds.query("SELECT id FROM business_units WHERE key_slug = 'atm-cargo'")) as Array<{ id: number }>;
  unit = Number(u.id);
  const [me] = (await t.ds.query("SELECT id, name, email, role FROM users WHERE role = 'admin' ORDER BY id LIMIT 1")) as Actor[];
  await t.services.fiscal.update({ ...me, id: Number(me.id) }, unit, { points: { factura: POINT, nota_credito: { ...POINT, point: '014' } } });
  const seeded = await seededPipeline(t);
  pipeline = seeded.pipeline;
  stage = seeded.stages[0];
});
afterAll(() => t.close());

describe('a draft invoice is edited with its version', () => {
  test('GraphQL: the header and the part billed change; its own 60 % is not "billed already"; a stale version → CONFLICT, nothing written', async () => {
    const deal = await confirmedDeal('Draft edit');
    const f = api(t, finanzas.token);
    const draft = (await f.post(`/api/deals/${deal}/invoices`, { source: 'cost_sheet', percentage: 60 })).body;
    expect(draft.version).toBe(0);
    // 60 % → 100 %: the draft's own 60 % would otherwise make it 160 %.
    const saved = await gql(t, UPDATE, { id: draft.id, version: 0, input: { percentage: 100, condition: 'contado', notes: 'Pago al retirar' } }, finanzas.token);
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.updateInvoice).toMatchObject({ version: 1, status: 'borrador', percentage: 100, condition: 'contado', paymentTermDays: 0, notes: 'Pago al retirar', total: 1220 });
    expect(saved.data!.updateInvoice.lines.map((l: { amount: number }) => l.amount)).toEqual([1000, 220]);

    const stale = await gql(t, UPDATE, { id: draft.id, version: 0, input: { notes: 'Pisaría lo de otro' } }, finanzas.token);
    expect(codesOf(stale)).toEqual(['CONFLICT']);
    expect(stale.errors![0].message).toBe(STALE);
    expect((await f.get(`/api/invoices/${draft.id}`)).body).toMatchObject({ notes: 'Pago al retirar', version: 1 });

    // Another 10 % beside the 100 % draft: refused as before.
    expect((await f.post(`/api/deals/${deal}/invoices`, { source: 'cost_sheet', percentage: 10 })).status).toBe(409);

    // One line chosen, then the audit trail has the change.
    const one = await gql(t, UPDATE, { id: draft.id, version: 1, input: { lineKeys: ['ventaRows:1'] } }, finanzas.token);
    expect(one.data!.updateInvoice.lines).toEqual([{ description: 'HANDLING', amount: 220, sourceKey: 'ventaRows:1' }]);
    const events = (await t.ds.query("SELECT action FROM audit_events WHERE entity = 'invoice' AND entity_id = ? ORDER BY id", [draft.id])) as Array<{ action: string }>;
    expect(events.map((e) => e.action)).toEqual(['create', 'update', 'update']);
  });

  test('REST PATCH: version in the body or If-Match; fields left out keep their value; free lines replaced; bad input → 400 and nothing changes', async () => {
    const deal = await confirmedDeal('Draft patch');
    const f = api(t, finanzas.token);
    const draft = (await f.post(`/api/deals/${deal}/invoices`, { source: 'lines', currency: 'PYG', exchange_rate: 7300, lines: [{ description: 'Despacho', quantity: 1, unit_price: 1100000, iva: '10' }] })).body;
    const ok = await f.patch(`/api/invoices/${draft.id}`, { version: 0, customer_name: 'Otra Razón S.A.', lines: [{ description: 'Despacho', quantity: 2, unit_price: 1100000, iva: '10' }, { description: 'Tasa', quantity: 1, unit_price: 50000, iva: 'exenta' }] });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ version: 1, customer_name: 'Otra Razón S.A.', currency: 'PYG', total: 2250000, gravado_10: 2200000, iva_10: 200000, exentas: 50000 });
    expect(ok.body.lines).toHaveLength(2);
    const staleHeader = await f.patch(`/api/invoices/${draft.id}`, { notes: 'x' }).set('If-Match', '"0"');
    expect([staleHeader.status, staleHeader.body.error]).toEqual([409, STALE]);
    const bad = await f.patch(`/api/invoices/${draft.id}`, { version: 1, condition: 'a plazos' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toContain('contado');
    const decimals = await f.patch(`/api/invoices/${draft.id}`, { version: 1, lines: [{ description: 'Despacho', quantity: 1, unit_price: 10.5, iva: '10' }] });
    expect(decimals.status).toBe(400);
    const currency = await f.patch(`/api/invoices/${draft.id}`, { version: 1, currency: 'USD' });
    expect(currency.status).toBe(400);
    expect((await f.get(`/api/invoices/${draft.id}`)).body).toMatchObject({ version: 1, total: 2250000, customer_name: 'Otra Razón S.A.' });
    // Without a version: an unconditional save (a script's PATCH).
    expect((await f.patch(`/api/invoices/${draft.id}`, { payment_term_days: 60 })).body).toMatchObject({ version: 2, payment_term_days: 60 });
  });

  test('an issued invoice refuses every write on both APIs; venta and viewer are refused', async () => {
    const deal = await confirmedDeal('Draft issued');
    const f = api(t, finanzas.token);
    const draft = (await f.post(`/api/deals/${deal}/invoices`, { source: 'cost_sheet' })).body;
    expect((await api(t, venta.token).patch(`/api/invoices/${draft.id}`, { notes: 'x' })).status).toBe(403);
    expect(codesOf(await gql(t, UPDATE, { id: draft.id, version: 0, input: { notes: 'x' } }, viewer.token))).toEqual(['FORBIDDEN']);
    expect((await f.post(`/api/invoices/${draft.id}/issue`)).status).toBe(200);
    const patch = await f.patch(`/api/invoices/${draft.id}`, { notes: 'x' });
    expect(patch.status).toBe(409);
    expect(patch.body.error).toContain('ya está emitida');
    expect(codesOf(await gql(t, UPDATE, { id: draft.id, version: 0, input: { notes: 'x' } }, finanzas.token))).toEqual(['CONFLICT']);
    expect((await f.get(`/api/invoices/${draft.id}`)).body).toMatchObject({ status: 'emitida', notes: null });
  });
});

describe('quote source', () => {
  test('the versions with their lines and what is billed; a chosen line billed already is refused; another version in the draft', async () => {
    const deal = await confirmedDeal('Quote pick');
    const a = api(t, admin);
    const item = (servicio: string, precio: number, impuesto: string) => ({ servicio, cantidad: 1, precio, moneda: 'USD', impuesto });
    expect((await a.post(`/api/deals/${deal}/quotes`, { cliente: 'X', items: [item('Flete', 300, 'EXENTA'), item('Gastos', 55, '10%')] })).status).toBe(201);
    expect((await a.post(`/api/deals/${deal}/quotes`, { cliente: 'X', items: [item('Flete', 280, 'EXENTA'), item('Seguro', 20, '10%'), item('Gastos', 55, '10%')] })).status).toBe(201);
    const Q = 'query($d: Int!, $e: Int) { invoiceQuoteBilling(dealId: $d, exceptInvoiceId: $e) { quoteVersionId versionNo billedPercentage lines { key description iva amount billedPercentage } } }';
    const before = (await gql(t, Q, { d: deal }, finanzas.token)).data!.invoiceQuoteBilling;
    expect(before.map((v: { versionNo: number }) => v.versionNo)).toEqual([2, 1]);
    expect(before[0].lines).toEqual([
      { key: 'item:0', description: 'Flete', iva: 'exenta', amount: 280, billedPercentage: 0 },
      { key: 'item:1', description: 'Seguro', iva: '10', amount: 20, billedPercentage: 0 },
      { key: 'item:2', description: 'Gastos', iva: '10', amount: 55, billedPercentage: 0 },
    ]);
    const f = api(t, finanzas.token);
    const v1 = before[1].quoteVersionId as number;
    const inv = await f.post(`/api/deals/${deal}/invoices`, { source: 'quote', quote_version_id: v1, line_keys: ['item:0'] });
    expect(inv.status).toBe(201);
    expect(inv.body).toMatchObject({ quote_version_id: v1, total: 300 });
    const after = (await gql(t, Q, { d: deal }, finanzas.token)).data!.invoiceQuoteBilling;
    expect(after[1].lines.map((l: { billedPercentage: number }) => l.billedPercentage)).toEqual([100, 0]);
    // The draft's own line counts as free while it is edited.
    expect((await gql(t, Q, { d: deal, e: inv.body.id }, finanzas.token)).data!.invoiceQuoteBilling[1].lines[0].billedPercentage).toBe(0);
    const again = await f.post(`/api/deals/${deal}/invoices`, { source: 'quote', quote_version_id: v1, line_keys: ['item:0', 'item:1'] });
    expect([again.status, again.body.error]).toEqual([409, 'La línea «Flete» ya está facturada por completo.']);
    // The draft moves to version 2 (all its lines).
    const moved = await gql(t, UPDATE, { id: inv.body.id, version: 0, input: { quoteVersionId: before[0].quoteVersionId } }, finanzas.token);
    expect(moved.data!.updateInvoice).toMatchObject({ total: 355 });
    expect(moved.data!.updateInvoice.lines.map((l: { sourceKey: string }) => l.sourceKey)).toEqual(['item:0', 'item:1', 'item:2']);
    expect(codesOf(await gql(t, Q, { d: deal }, viewer.token))).toEqual([]);
  });
});

describe('draft credit notes', () => {
  const UPDATE_NOTE = 'mutation($id: Int!, $v: Int!, $input: CreateCreditNoteInput!) { updateCreditNote(id: $id, version: $v, input: $input) { id version status total reason } }';
  test('edited with their version (within what is creditable) and deleted; issued ones refuse both', async () => {
    const deal = await confirmedDeal('Draft note');
    const f = api(t, finanzas.token);
    const inv = (await f.post(`/api/deals/${deal}/invoices`, { source: 'cost_sheet' })).body;
    await f.post(`/api/invoices/${inv.id}/issue`);
    const note = (await f.post(`/api/invoices/${inv.id}/credit-notes`, { amount: 100, reason: 'Descuento' })).body;
    expect(note.version).toBe(0);
    const edited = await gql(t, UPDATE_NOTE, { id: note.id, v: 0, input: { lines: [{ invoiceLineId: inv.lines[0].id, amount: 150 }], reason: 'Descuento acordado' } }, finanzas.token);
    expect(edited.data!.updateCreditNote).toEqual({ id: note.id, version: 1, status: 'borrador', total: 150, reason: 'Descuento acordado' });
    const stale = await gql(t, UPDATE_NOTE, { id: note.id, v: 0, input: { amount: 10 } }, finanzas.token);
    expect(codesOf(stale)).toEqual(['CONFLICT']);
    const over = await f.patch(`/api/credit-notes/${note.id}`, { version: 1, amount: 1220.01 });
    expect(over.status).toBe(409);
    expect((await f.patch(`/api/credit-notes/${note.id}`, { version: 1, reason: 'Solo el motivo' })).body).toMatchObject({ version: 2, total: 150, reason: 'Solo el motivo' });
    expect((await api(t, venta.token).delete(`/api/credit-notes/${note.id}`)).status).toBe(403);
    expect((await f.delete(`/api/credit-notes/${note.id}`)).body).toEqual({ ok: true, id: note.id });
    expect((await f.get(`/api/credit-notes/${note.id}`)).status).toBe(404);

    const second = (await f.post(`/api/invoices/${inv.id}/credit-notes`, { amount: 20 })).body;
    await f.post(`/api/credit-notes/${second.id}/issue`);
    const del = await gql(t, 'mutation($id: Int!) { deleteCreditNote(id: $id) }', { id: second.id }, finanzas.token);
    expect(codesOf(del)).toEqual(['CONFLICT']);
    expect(del.errors![0].message).toBe('La nota de crédito ya está emitida: no se puede modificar ni eliminar.');
    expect((await f.patch(`/api/credit-notes/${second.id}`, { reason: 'x' })).status).toBe(409);
    const audit = (await t.ds.query("SELECT action FROM audit_events WHERE entity = 'credit_note' AND entity_id = ? ORDER BY id", [note.id])) as Array<{ action: string }>;
    expect(audit.map((r) => r.action)).toEqual(['create', 'update', 'update', 'delete']);
  });
});
