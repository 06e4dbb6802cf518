/**
 * Budgeted against real profit by advisor and month (statistics) through both APIs on the engine under test: the
 * confirmed profit of each operation against the real profit its supplier invoices leave, admins only, the period
 * validated with a Spanish message.
 */
import { paraguayDate } from '@crm/domain';
import { adminToken, makeUser, type MadeUser } from '../../../test/factories';
import { api, codesOf, gql } from '../../../test/http';
import { seededPipeline } from '../../../test/deals-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let admin: string;
let venta: MadeUser;
let ops: MadeUser;
let finanzas: MadeUser;
let pipeline: { id: number };
let stage: { id: number };

/** Sale 1333,34 USD, purchase 620 USD: a confirmed profit of 713,34. */
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

async function confirmedDeal(title: string): Promise<number> {
  const a = api(t, admin);
  const d = await api(t, venta.token).post('/api/deals', { pipeline_id: pipeline.id, stage_id: stage.id, title, deal_advisor_user_id: venta.user.id, organization: { name: `Cliente ${title}` } });
  expect(d.status).toBe(201);
  const deal = d.body.id as number;
  const org = (await a.get(`/api/deals/${deal}`)).body.deal.org_id as number;
  expect((await a.put(`/api/deals/${deal}/cost-sheet`, { ...SHEET, version: 0 })).status).toBe(200);
  expect((await a.post(`/api/organizations/${org}/budget/confirm`, { deal_id: deal })).status).toBe(200);
  return deal;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t);
  venta = await makeUser(t, { role: 'venta', name: 'Vera Ventas' });
  ops = await makeUser(t, { role: 'ops' });
  finanzas = await makeUser(t, { role: 'finanzas' });
  const seeded = await seededPipeline(t);
  pipeline = seeded.pipeline;
  stage = seeded.stages[0];
});
afterAll(() => t.close());

test('per advisor and month: the confirmed profit against the real one its supplier invoices leave, on both APIs', async () => {
  const withInvoice = await confirmedDeal('Stats real');
  await confirmedDeal('Stats sin facturas');
  const o = await api(t, admin).post('/api/organizations', { name: 'Aerolínea Stats', ruc: '80055555-5' });
  expect((await api(t, ops.token).put(`/api/organizations/${o.body.id}/supplier`, { category: 'Aerolínea' })).status).toBe(200);
  const inv = await api(t, ops.token).post(`/api/deals/${withInvoice}/supplier-invoices`, {
    supplier_org_id: o.body.id,
    doc_type: 'factura',
    number: 'ST-1',
    timbrado: '15551234',
    issued_at: '2026-11-02',
    condition: 'contado',
    currency: 'USD',
    iva_mode: 'exenta',
    lines: [{ description: 'Flete', quantity: 1, unit_price: 700, iva: 'exenta', rubro: 'flete' }],
  });
  expect(inv.status).toBe(201);

  const month = paraguayDate(new Date()).slice(0, 7);
  // Two confirmed budgets of 713,34; the one with a 700 USD invoice really leaves 633,34, the other its budget.
  const expected = { month, operations: 2, withActual: 1, budgetProfit: 1426.68, realProfit: 1346.68, difference: -80 };
  const g = await gql(t, 'query { profitStats(months: 12) { months firstMonth rows { month advisor operations withActual budgetProfit realProfit difference } totals { month advisor operations withActual budgetProfit realProfit difference } } }', {}, admin);
  expect(g.errors).toBeUndefined();
  expect(g.data?.profitStats.rows).toEqual([{ ...expected, advisor: 'Vera Ventas' }]);
  expect(g.data?.profitStats.totals).toEqual([{ ...expected, advisor: null }]);

  const rest = await api(t, admin).get('/api/admin/stats/profit?months=3');
  expect(rest.status).toBe(200);
  expect(rest.body).toMatchObject({ months: 3, currency: 'USD' });
  expect(rest.body.rows).toEqual([{ month, advisor: 'Vera Ventas', operations: 2, with_actual: 1, budget_profit: 1426.68, real_profit: 1346.68, difference: -80 }]);
});

test('admins only; a period other than 3, 6, 12 or 24 months is refused in Spanish', async () => {
  for (const who of [venta, finanzas]) {
    expect((await api(t, who.token).get('/api/admin/stats/profit')).status).toBe(403);
    expect(codesOf(await gql(t, 'query { profitStats(months: 12) { months } }', {}, who.token))).toEqual(['FORBIDDEN']);
  }
  for (const bad of ['5', 'doce', '-1', '1000']) {
    const r = await api(t, admin).get(`/api/admin/stats/profit?months=${bad}`);
    expect(r.status).toBe(400);
    expect(r.body.error).toBe('El período debe ser de 3, 6, 12 o 24 meses.');
  }
  expect(codesOf(await gql(t, 'query { profitStats(months: 7) { months } }', {}, admin))).toEqual(['BAD_USER_INPUT']);
});
