/**
 * What the operation's money records mean for the operation itself, through both APIs on the engine under test:
 * the real profit the kanban card and the operations table show (kept on the deal row by the payables writes, the
 * control rate and the confirmed revision; hidden like the budgeted profit), and deleting an operation: refused
 * with a Spanish 409 while it has supplier documents or issued sales invoices (nothing deleted), its draft sales
 * invoices and its control rate going with it otherwise. The real profit kept right: filled for operations whose
 * supplier invoices predate the column (the backfill run at start), told to open boards when it changes, exported with
 * the operations table and sorted by on the REST list.
 */
import Papa from 'papaparse';
import request from 'supertest';
import type { Actor } from '../../core/auth/actor';
import { adminToken, makeUser, type MadeUser } from '../../../test/factories';
import { api, codesOf, gql } from '../../../test/http';
import { type LiveClient, liveClient, waitFor } from '../../../test/live-client';
import { seededPipeline } from '../../../test/deals-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';

const REFUSED = 'La operación tiene documentos contables (facturas, pagos u órdenes de pago): anulalos o reasignalos antes de eliminarla.';
const POINT = { timbrado: '22345678', validFrom: '2026-01-01', validTo: '2099-12-31', establishment: '001', point: '004', nextNumber: 1 };

let t: TestApp;
let admin: string;
let finanzas: MadeUser;
let venta: MadeUser;
let ops: MadeUser;
let viewer: MadeUser;
let pipeline: { id: number };
let stage: { id: number };
let unit: number;
let supplierA: number;
let supplierB: number;

/** Sale 1333,34 USD; purchase: freight 500, insurance 20, dispatch 730 000 Gs at 7300 (100 USD). */
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

async function confirmedDeal(title: string): Promise<{ deal: number; org: number }> {
  const a = api(t, admin);
  const d = await api(t, venta.token).post('/api/deals', { pipeline_id: pipeline.id, stage_id: stage.id, title, business_unit_id: unit, organization: { name: `Cliente ${title}` } });
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
  expect((await api(t, ops.token).put(`/api/organizations/${o.body.id}/supplier`, { category: 'Aerolínea' })).status).toBe(200);
  return o.body.id as number;
}

const usdFreight = (number: string, amount: number) => ({
  supplier_org_id: supplierA,
  doc_type: 'factura',
  number,
  timbrado: '15551234',
  issued_at: '2026-11-02',
  condition: 'contado',
  currency: 'USD',
  iva_mode: 'exenta',
  lines: [{ description: 'Flete aéreo', quantity: 1, unit_price: amount, iva: 'exenta', rubro: 'flete' }],
});

/** 1 100 000 Gs + IVA for dispatch: 1 000 000 Gs without IVA. */
const pygDispatch = (number: string) => ({
  supplier_org_id: supplierB,
  doc_type: 'factura',
  number,
  timbrado: '17770001',
  issued_at: '2026-11-03',
  condition: 'contado',
  currency: 'PYG',
  iva_mode: '10',
  lines: [{ description: 'Honorarios de despacho', quantity: 1, unit_price: 1_100_000, iva: '10', rubro: 'despacho' }],
});

const CARDS = `query($p: Int) { board(pipelineId: $p, first: 100) { columns { cards { edges { node { id realProfit } } } } } }`;

/** The card's real profit as `token` reads it on the board (undefined when the card is not there). */
async function cardReal(deal: number, token: string): Promise<number | null | undefined> {
  const res = await gql<{ board: { columns: Array<{ cards: { edges: Array<{ node: { id: number; realProfit: number | null } }> } }> } }>(t, CARDS, { p: pipeline.id }, token);
  expect(res.errors).toBeUndefined();
  return res.data!.board.columns.flatMap((c) => c.cards.edges.map((e) => e.node)).find((n) => n.id === deal)?.realProfit;
}

/** The operation's real profit as the REST row and the GraphQL deal read it (they agree). */
async function rowReal(deal: number, token: string): Promise<number | null> {
  const rest = await api(t, token).get(`/api/deals/${deal}`);
  expect(rest.status).toBe(200);
  const g = await gql(t, 'query($id: Int!) { deal(id: $id) { realProfitValue } }', { id: deal }, token);
  expect(g.errors).toBeUndefined();
  expect(g.data?.deal.realProfitValue).toBe(rest.body.deal.real_profit_value);
  return rest.body.deal.real_profit_value as number | null;
}

beforeAll(async () => {
  // Listening: the open-board test subscribes over a real WebSocket.
  t = await createTestApp({}, { listen: true });
  admin = await adminToken(t);
  finanzas = await makeUser(t, { role: 'finanzas' });
  venta = await makeUser(t, { role: 'venta' });
  ops = await makeUser(t, { role: 'ops', name: 'Olga Operaciones' });
  viewer = await makeUser(t, { role: 'viewer' });
  const [u] = (await t.ds.query("SELECT id FROM business_units WHERE key_slug = 'atm-cargo'")) as Array<{ id: number }>;
  unit = Number(u.id);
  const [me] = (await t.ds.query("SELECT id, name, email, role FROM users WHERE role = 'admin' ORDER BY id LIMIT 1")) as Actor[];
  await t.services.fiscal.update({ ...me, id: Number(me.id) }, unit, { points: { factura: POINT, nota_credito: { ...POINT, point: '014' } } });
  const seeded = await seededPipeline(t);
  pipeline = seeded.pipeline;
  stage = seeded.stages[0];
  supplierA = await supplier('Aerolínea Real', '80033333-3');
  supplierB = await supplier('Despachante Real', '80044444-4');
});
afterAll(() => t.close());

describe('real profit on the card and the operations table', () => {
  test('none before a supplier invoice; then the cost control’s real profit, following invoices, cancels, the control rate and the confirmed revision', async () => {
    const { deal, org } = await confirmedDeal('Real card');
    expect(await cardReal(deal, viewer.token)).toBeNull();
    expect(await rowReal(deal, viewer.token)).toBeNull();

    const usd = await api(t, ops.token).post(`/api/deals/${deal}/supplier-invoices`, usdFreight('R-1', 550));
    expect(usd.status).toBe(201);
    // 1333,34 sold − 550 of the one real cost so far.
    expect(await cardReal(deal, viewer.token)).toBe(783.34);
    expect(await rowReal(deal, venta.token)).toBe(783.34);

    expect((await api(t, finanzas.token).put(`/api/deals/${deal}/cost-control/rate`, { control_rate: 8000 })).status).toBe(200);
    expect((await api(t, ops.token).post(`/api/deals/${deal}/supplier-invoices`, pygDispatch('R-2'))).status).toBe(201);
    // 1 000 000 Gs ÷ 8000 = 125 USD more: the same figure as the cost control's.
    const control = await api(t, viewer.token).get(`/api/deals/${deal}/cost-control`);
    expect(control.body.real_profit).toBe(658.34);
    expect(await cardReal(deal, viewer.token)).toBe(658.34);
    expect(await rowReal(deal, viewer.token)).toBe(658.34);

    // Another control rate converts the guaraníes again: 1 000 000 ÷ 5000 = 200.
    expect((await api(t, finanzas.token).put(`/api/deals/${deal}/cost-control/rate`, { control_rate: 5000 })).status).toBe(200);
    expect(await rowReal(deal, viewer.token)).toBe(583.34);

    // Cancelling the USD invoice takes its cost out.
    expect((await api(t, finanzas.token).post(`/api/supplier-invoices/${usd.body.id}/cancel`, { reason: 'Duplicada' })).status).toBe(200);
    expect(await cardReal(deal, viewer.token)).toBe(1133.34);

    // Reopening the budget leaves no confirmed sale: the real profit is minus the real purchase; confirming brings it back.
    expect((await api(t, admin).post(`/api/organizations/${org}/budget/reopen`, { deal_id: deal })).status).toBe(200);
    expect(await rowReal(deal, viewer.token)).toBe(-200);
    expect((await api(t, admin).post(`/api/organizations/${org}/budget/confirm`, { deal_id: deal })).status).toBe(200);
    expect(await rowReal(deal, viewer.token)).toBe(1133.34);
  });

  test('the operations table sorts by it; a private organization hides it like the budgeted profit', async () => {
    const { deal: low, org } = await confirmedDeal('Real low');
    const { deal: high } = await confirmedDeal('Real high');
    expect((await api(t, ops.token).post(`/api/deals/${low}/supplier-invoices`, usdFreight('S-1', 1300))).status).toBe(201);
    expect((await api(t, ops.token).post(`/api/deals/${high}/supplier-invoices`, usdFreight('S-2', 300))).status).toBe(201);
    const sorted = await gql(t, 'query { deals(first: 100, orderBy: { field: REAL_PROFIT, direction: DESC }) { edges { node { id realProfitValue } } } }', {}, viewer.token);
    expect(sorted.errors).toBeUndefined();
    const ids = (sorted.data?.deals.edges as Array<{ node: { id: number; realProfitValue: number | null } }>).map((e) => e.node.id);
    expect(ids.indexOf(high)).toBeLessThan(ids.indexOf(low));

    await t.ds.query("UPDATE organizations SET visibility = 'private', owner_user_id = ? WHERE id = ?", [venta.user.id, org]);
    expect(await rowReal(low, venta.token)).toBe(33.34);
    expect(await cardReal(low, venta.token)).toBe(33.34);
    const list = await gql(t, 'query { deals(first: 100) { edges { node { id budgetProfitValue realProfitValue } } } }', {}, viewer.token);
    const hidden = (list.data?.deals.edges as Array<{ node: { id: number; budgetProfitValue: number | null; realProfitValue: number | null } }>).find((e) => e.node.id === low)!.node;
    expect(hidden).toEqual({ id: low, budgetProfitValue: null, realProfitValue: null });
    expect(await cardReal(low, viewer.token)).toBeNull();
  });
});

describe('the real profit kept right', () => {
  const clients: LiveClient[] = [];
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.dispose()));
  });

  test('operations whose supplier invoices predate the column get it from the backfill; it fills nothing twice', async () => {
    const { deal } = await confirmedDeal('Antes de la columna');
    expect((await api(t, ops.token).post(`/api/deals/${deal}/supplier-invoices`, usdFreight('B-1', 550))).status).toBe(201);
    const { deal: cancelledOnly } = await confirmedDeal('Solo anulada');
    const cancelled = await api(t, ops.token).post(`/api/deals/${cancelledOnly}/supplier-invoices`, usdFreight('B-2', 40));
    expect(cancelled.status).toBe(201);
    expect((await api(t, finanzas.token).post(`/api/supplier-invoices/${cancelled.body.id}/cancel`, { reason: 'Error' })).status).toBe(200);
    const { deal: noInvoice } = await confirmedDeal('Sin facturas de proveedor');
    // As the rows stood when the column was added: empty whatever invoices the operation had.
    await t.ds.query('UPDATE deals SET real_profit = NULL WHERE id = ?', [deal]);
    expect(await rowReal(deal, viewer.token)).toBeNull();

    expect(await t.services.payables.backfillRealProfit()).toBeGreaterThanOrEqual(1);
    // The cost control's figure: 1333,34 sold − 550 of the freight invoice.
    expect(await rowReal(deal, viewer.token)).toBe(783.34);
    expect(await cardReal(deal, viewer.token)).toBe(783.34);
    expect(await rowReal(cancelledOnly, viewer.token)).toBeNull();
    expect(await rowReal(noInvoice, viewer.token)).toBeNull();
    // Idempotent: a second run (the next start) has nothing left to fill and changes nothing.
    expect(await t.services.payables.backfillRealProfit()).toBe(0);
    expect(await rowReal(deal, viewer.token)).toBe(783.34);
  });

  test('an open board hears of it: the card with its new real profit after a supplier invoice, a control rate and a cancel', async () => {
    const { deal } = await confirmedDeal('En vivo');
    const live = liveClient(t.url!, viewer.token);
    clients.push(live);
    const sub = live.subscribe(
      `subscription($p: Int!) { boardChanged(pipelineId: $p) { kind dealId fromStageId toStageId byUserName card { id stageId realProfit } } }`,
      { p: pipeline.id },
    );
    await waitFor(() => (t.live.listenerCount(`board:${pipeline.id}`) >= 1 ? true : undefined), 2_000, 'suscripción al tablero');

    const usd = await api(t, ops.token).post(`/api/deals/${deal}/supplier-invoices`, usdFreight('L-1', 550));
    expect(usd.status).toBe(201);
    const first = (await sub.next((e) => e.boardChanged.dealId === deal)).boardChanged;
    expect(first).toMatchObject({ kind: 'updated', fromStageId: stage.id, toStageId: stage.id, byUserName: 'Olga Operaciones', card: { id: deal, stageId: stage.id, realProfit: 783.34 } });

    expect((await api(t, finanzas.token).put(`/api/deals/${deal}/cost-control/rate`, { control_rate: 8000 })).status).toBe(200);
    expect((await api(t, ops.token).post(`/api/deals/${deal}/supplier-invoices`, pygDispatch('L-2'))).status).toBe(201);
    // 1 000 000 Gs ÷ 8000 = 125 USD more.
    await sub.next((e) => e.boardChanged.dealId === deal && e.boardChanged.card?.realProfit === 658.34);
    expect((await api(t, finanzas.token).put(`/api/deals/${deal}/cost-control/rate`, { control_rate: 5000 })).status).toBe(200);
    await sub.next((e) => e.boardChanged.dealId === deal && e.boardChanged.card?.realProfit === 583.34);
    expect((await api(t, finanzas.token).post(`/api/supplier-invoices/${usd.body.id}/cancel`, { reason: 'Duplicada' })).status).toBe(200);
    await sub.next((e) => e.boardChanged.dealId === deal && e.boardChanged.card?.realProfit === 1133.34);
    // One event per change, none for the write that changed nothing on the card (the first rate: no guaraníes yet).
    const seen = sub.events.filter((e) => e.boardChanged.dealId === deal).map((e) => e.boardChanged.card?.realProfit);
    expect(seen).toEqual([783.34, 658.34, 583.34, 1133.34]);
  });

  test('an open board hears of a budget reopened or confirmed that moved the real profit, and of nothing when it did not', async () => {
    const { deal, org } = await confirmedDeal('En vivo presupuesto');
    expect((await api(t, ops.token).post(`/api/deals/${deal}/supplier-invoices`, usdFreight('P-1', 550))).status).toBe(201);
    expect(await rowReal(deal, viewer.token)).toBe(783.34);
    // An earlier test's board may still listen: this subscription is there once the count grew.
    const listening = t.live.listenerCount(`board:${pipeline.id}`);
    const live = liveClient(t.url!, viewer.token);
    clients.push(live);
    const sub = live.subscribe(
      `subscription($p: Int!) { boardChanged(pipelineId: $p) { kind dealId byUserName card { id realProfit } } }`,
      { p: pipeline.id },
    );
    await waitFor(() => (t.live.listenerCount(`board:${pipeline.id}`) > listening ? true : undefined), 2_000, 'suscripción al tablero');

    // Reopened, no sale is confirmed: minus the real purchase; confirmed again, the sale is back.
    expect((await api(t, admin).post(`/api/organizations/${org}/budget/reopen`, { deal_id: deal })).status).toBe(200);
    const reopened = (await sub.next((e) => e.boardChanged.dealId === deal)).boardChanged;
    expect(reopened).toMatchObject({ kind: 'updated', card: { id: deal, realProfit: -550 } });
    // A lock moves no figure: no event for it.
    expect((await api(t, admin).post(`/api/organizations/${org}/budget/lock`, { deal_id: deal })).status).toBe(200);
    expect((await api(t, admin).post(`/api/organizations/${org}/budget/confirm`, { deal_id: deal })).status).toBe(200);
    await sub.next((e) => e.boardChanged.dealId === deal && e.boardChanged.card?.realProfit === 783.34);
    const seen = sub.events.filter((e) => e.boardChanged.dealId === deal).map((e) => e.boardChanged.card?.realProfit);
    expect(seen).toEqual([-550, 783.34]);
  });

  test('the REST list sorts by real_profit both ways and the operations table’s CSV carries "Utilidad real" in that order', async () => {
    const { deal: low } = await confirmedDeal('Orden baja');
    const { deal: high } = await confirmedDeal('Orden alta');
    expect((await api(t, ops.token).post(`/api/deals/${low}/supplier-invoices`, usdFreight('O-1', 1300))).status).toBe(201);
    expect((await api(t, ops.token).post(`/api/deals/${high}/supplier-invoices`, usdFreight('O-2', 300))).status).toBe(201);
    const mine = (rows: Array<{ id: number; real_profit_value: number | null }>) => rows.filter((r) => r.id === low || r.id === high).map((r) => [r.id, r.real_profit_value]);

    const desc = await api(t, viewer.token).get(`/api/deals?business_unit_id=${unit}&sort=real_profit&dir=desc&limit=200`);
    expect(desc.status).toBe(200);
    expect(mine(desc.body)).toEqual([
      [high, 1033.34],
      [low, 33.34],
    ]);
    const asc = await api(t, viewer.token).get(`/api/deals?business_unit_id=${unit}&sort=real_profit&dir=asc&limit=200`);
    expect(mine(asc.body)).toEqual([
      [low, 33.34],
      [high, 1033.34],
    ]);
    // Every row with a real profit comes in its order.
    const values = (desc.body as Array<{ real_profit_value: number | null }>).map((r) => r.real_profit_value).filter((v): v is number => v !== null);
    expect(values).toEqual([...values].sort((a, b) => b - a));

    const res = await request(t.app)
      .get(`/api/exports/workspace.csv?business_unit_id=${unit}&sort=real_profit&dir=desc&format=es-PY`)
      .set('Authorization', `Bearer ${viewer.token}`)
      .buffer(true)
      .parse((r, done) => {
        const parts: Buffer[] = [];
        r.on('data', (b: Buffer) => parts.push(b));
        r.on('end', () => done(null, Buffer.concat(parts).toString('utf8')));
      });
    expect(res.status).toBe(200);
    const rows = Papa.parse<string[]>((res.body as string).replace(/^\uFEFF/, ''), { delimiter: ';', skipEmptyLines: true }).data;
    expect(rows[0].slice(-2)).toEqual(['Profit', 'Utilidad real']);
    const ref = async (id: number) => (await api(t, viewer.token).get(`/api/deals/${id}`)).body.deal.reference as string;
    const [lowRef, highRef] = [await ref(low), await ref(high)];
    const exported = rows.slice(1).filter((r) => r[0] === lowRef || r[0] === highRef).map((r) => [r[0], r[r.length - 1]]);
    // es-PY: decimal comma, the figure the table shows.
    expect(exported).toEqual([
      [highRef, '1033,34'],
      [lowRef, '33,34'],
    ]);
  });
});

describe('deleting an operation with money records', () => {
  const count = async (sql: string, id: number) => Number(((await t.ds.query(sql, [id])) as Array<{ n: unknown }>)[0].n);

  test('a supplier invoice (even cancelled) refuses the delete on both APIs with the Spanish reason; nothing is deleted', async () => {
    const { deal } = await confirmedDeal('Con proveedor');
    const inv = await api(t, ops.token).post(`/api/deals/${deal}/supplier-invoices`, usdFreight('D-1', 10));
    expect(inv.status).toBe(201);
    expect((await api(t, finanzas.token).post(`/api/supplier-invoices/${inv.body.id}/cancel`, { reason: 'Error' })).status).toBe(200);
    const rest = await api(t, admin).delete(`/api/deals/${deal}`);
    expect(rest.status).toBe(409);
    expect(rest.body.error).toBe(REFUSED);
    const g = await gql(t, 'mutation($id: Int!) { deleteDeal(id: $id) }', { id: deal }, admin);
    expect(codesOf(g)).toEqual(['CONFLICT']);
    expect(g.errors?.[0].message).toBe(REFUSED);
    expect((await api(t, admin).get(`/api/deals/${deal}`)).status).toBe(200);
    expect(await count('SELECT COUNT(*) AS n FROM supplier_invoices WHERE deal_id = ?', deal)).toBe(1);
    expect(await count("SELECT COUNT(*) AS n FROM audit_events WHERE entity = 'deal' AND action = 'delete' AND entity_id = ?", deal)).toBe(0);
  });

  test('an issued sales invoice refuses it too, its draft stays; with drafts only, the drafts and the control rate go with the operation', async () => {
    const f = api(t, finanzas.token);
    const { deal: issuedDeal } = await confirmedDeal('Con factura emitida');
    const issued = await f.post(`/api/deals/${issuedDeal}/invoices`, { source: 'cost_sheet', percentage: 60 });
    expect(issued.status).toBe(201);
    expect((await f.post(`/api/invoices/${issued.body.id}/issue`)).status).toBe(200);
    const draftBeside = await f.post(`/api/deals/${issuedDeal}/invoices`, { source: 'cost_sheet', percentage: 40 });
    expect(draftBeside.status).toBe(201);
    const refused = await api(t, admin).delete(`/api/deals/${issuedDeal}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(REFUSED);
    expect(await count('SELECT COUNT(*) AS n FROM invoices WHERE deal_id = ?', issuedDeal)).toBe(2);

    const { deal } = await confirmedDeal('Solo borradores');
    const draft = await f.post(`/api/deals/${deal}/invoices`, { source: 'cost_sheet', percentage: 50 });
    expect(draft.status).toBe(201);
    expect((await f.put(`/api/deals/${deal}/cost-control/rate`, { control_rate: 7500 })).status).toBe(200);
    expect(await count('SELECT COUNT(*) AS n FROM deal_cost_controls WHERE deal_id = ?', deal)).toBe(1);
    const ok = await api(t, admin).delete(`/api/deals/${deal}`);
    expect(ok.status).toBe(200);
    expect((await api(t, admin).get(`/api/deals/${deal}`)).status).toBe(404);
    expect(await count('SELECT COUNT(*) AS n FROM invoices WHERE id = ?', draft.body.id)).toBe(0);
    expect(await count('SELECT COUNT(*) AS n FROM invoice_lines WHERE invoice_id = ?', draft.body.id)).toBe(0);
    expect(await count('SELECT COUNT(*) AS n FROM deal_cost_controls WHERE deal_id = ?', deal)).toBe(0);
  });
});
