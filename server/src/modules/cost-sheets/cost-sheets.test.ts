import { AuditEventEntity } from '../audit/audit-event.entity';
import { DealCustomFieldEntity } from '../custom-fields/custom-field.entity';
import type { DealEntity } from '../deals/deal.entity';
import { CostSheetEntity } from './cost-sheet.entity';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { type MadeUser, makeDealIn, makeOrganization, makeRoleUsers, makeUser } from '../../../test/factories';
import { seededPipeline } from '../../../test/deals-fixtures';
import { api, codesOf, gql } from '../../../test/http';
import { HUGE, type GqlCase, isSpanishMessage, type RestCase, runGql, runRest, snapshotTables } from '../../../test/bad-input';

let t: TestApp;
let admin: string;
let venta: MadeUser;
let ops: MadeUser;
let viewer: MadeUser;
let finanzas: MadeUser;
beforeAll(async () => {
  t = await createTestApp();
  ({ admin, venta, ops, viewer } = await makeRoleUsers(t, { venta: 'Vera Venta' }));
  finanzas = await makeUser(t, { role: 'finanzas', name: 'Fina Finanzas' });
});
afterAll(() => t.close());

const CONFLICT_MSG = 'La planilla fue modificada por otro usuario. Recargá para ver los cambios.';

/** A deal of a fresh organization (borrador) with gross weight and dimensions as the operation view stores them. */
async function makeDeal(opts: { peso?: string; dims?: string; status?: 'borrador' | 'bloqueado' | 'confirmado'; withOrg?: boolean } = {}): Promise<{ deal: DealEntity; orgId: number | null }> {
  const { stages } = await seededPipeline(t);
  const org = opts.withOrg === false ? null : await makeOrganization(t, { budgetStatus: opts.status ?? 'borrador' });
  const deal = await makeDealIn(t, stages[0], { orgId: org?.id ?? null });
  const fields = [
    ['peso_bruto', opts.peso ?? '100'],
    ['dimensiones', opts.dims ?? '1x1x1'],
    ['modalidad_carga', 'AEREO'],
    ['tipo_carga', 'LCL'],
    ['m_awb', '123-45678901'],
    ['mercaderia', 'Repuestos'],
  ].filter(([, v]) => v !== '');
  await t.ds.getRepository(DealCustomFieldEntity).insert(fields.map(([key, value]) => ({ dealId: deal.id, key, label: key, type: 'text' as const, value })));
  return { deal, orgId: org?.id ?? null };
}

/**
 * Budgets per operation: the status belongs to the operation's current revision, so it is reached the way
 * users reach it (an admin saves the sheet, then locks or confirms that operation's budget).
 */
async function setStatus(orgId: number, budgetStatus: 'borrador' | 'bloqueado' | 'confirmado', dealId: number): Promise<void> {
  if (budgetStatus === 'borrador') return;
  expect((await api(t, admin).put(`/api/deals/${dealId}/cost-sheet`, payload())).status).toBe(200);
  const res = await api(t, admin).post(`/api/organizations/${orgId}/budget/${budgetStatus === 'bloqueado' ? 'lock' : 'confirm'}`, { deal_id: dealId });
  expect(res.body.budget_status).toBe(budgetStatus);
}

/** A sheet: purchase 2.5 USD/kg Auto + 40 typed; sale mirrors at 3.2/kg and 55; Gs local costs; insurance. */
const payload = (over: Record<string, unknown> = {}) => ({
  header: { modo: 'AEREO', clase: 'LCL', pesoKg: null, awb: 'AWB-1', hbl: null, mercaderia: 'Repuestos', gsRate: 7300 },
  compraRows: [
    { id: 'c1', concepto: 'FLETE AEREO', usdXKg: 2.5, total: null, lockPerKg: true, sourceId: null },
    { id: 'c2', concepto: 'FSC', usdXKg: null, total: 40, lockPerKg: false, sourceId: null },
  ],
  ventaRows: [
    { id: 'c1-v', concepto: 'FLETE AEREO', usdXKg: 3.2, total: 999, lockPerKg: true, sourceId: 'c1' },
    { id: 'c2-v', concepto: 'FSC', usdXKg: null, total: 55, lockPerKg: false, sourceId: 'c2' },
  ],
  locRows: [{ id: 'l1', concepto: 'Despacho', gs: 1095000, sourceId: null }],
  locCliRows: [{ id: 'l1-v', concepto: 'Despacho', gs: 1460000, sourceId: 'l1' }],
  segCostoRows: [{ id: 's1', concepto: 'Seguro', usd: 12.5, sourceId: null }],
  segVentaRows: [{ id: 's1-v', concepto: 'Seguro', usd: 20, sourceId: 's1' }],
  ...over,
});
// Weight to use: chargeable weight of peso_bruto 100 and 1 m³ → 167 kg.
// Purchase 2.5 × 167 + 40 + 1.095.000 Gs / 7300 + 12.5; sale 3.2 × 167 (Auto ignores the typed 999) + 55 + 1.460.000 Gs / 7300 + 20.
const EXPECTED_TOTALS = { totalCostos: 620, totalVentas: 809.4, profitGeneral: 189.4 };

const SHEET_FIELDS = `dealId saved version updatedAt updatedByName budgetStatus orgId
  header { modo clase pesoKg awb hbl mercaderia gsRate }
  compraRows { id concepto usdXKg total lockPerKg sourceId } ventaRows { id concepto usdXKg total lockPerKg sourceId }
  locRows { id concepto gs sourceId } locCliRows { id concepto gs sourceId }
  segCostoRows { id concepto usd sourceId } segVentaRows { id concepto usd sourceId }
  totals { totalCostos totalVentas profitGeneral }`;
const GET = `query CostSheet($dealId: Int!) { costSheet(dealId: $dealId) { ${SHEET_FIELDS} } }`;
const SAVE = `mutation Save($dealId: Int!, $version: Int!, $input: CostSheetInput!) { saveCostSheet(dealId: $dealId, version: $version, input: $input) { ${SHEET_FIELDS} } }`;
const STATUS = `query Status($dealId: Int!) { costSheetStatus(dealId: $dealId) { dealId orgId budgetStatus version updatedByName } }`;
const DEAL_SHEET = `query Deal($id: Int!) { deal(id: $id) { id costSheet { version saved totals { profitGeneral } } } }`;

const sheetRow = (dealId: number) => t.ds.getRepository(CostSheetEntity).findOneBy({ dealId });

describe('reading a sheet', () => {
  test('never saved: saved false, version 0, gsRate 5860, pesoKg = chargeable weight, header from the operation (GraphQL and REST)', async () => {
    const { deal, orgId } = await makeDeal({ peso: '120', dims: '1x1x1' });
    const res = await gql(t, GET, { dealId: deal.id }, viewer.token);
    expect(res.errors).toBeUndefined();
    expect(res.data!.costSheet).toEqual({
      dealId: deal.id,
      saved: false,
      version: 0,
      updatedAt: null,
      updatedByName: null,
      budgetStatus: 'borrador',
      orgId,
      header: { modo: 'AEREO', clase: 'LCL', pesoKg: 167, awb: '123-45678901', hbl: null, mercaderia: 'Repuestos', gsRate: 5860 },
      compraRows: [],
      ventaRows: [],
      locRows: [],
      locCliRows: [],
      segCostoRows: [],
      segVentaRows: [],
      totals: { totalCostos: 0, totalVentas: 0, profitGeneral: 0 },
    });
    const rest = await api(t, viewer.token).get(`/api/deals/${deal.id}/cost-sheet`);
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual({
      data: null,
      version: 0,
      updated_at: null,
      updated_by: null,
      updated_by_name: null,
      budget_status: 'borrador',
      org_id: orgId,
      totals: null,
      unreadable_cells: [],
      // Dated exchange rates and chargeable weight per mode: the rate a new sheet takes (no dated rates here → 5860) and the chargeable weight per mode (1 m³ air → 166,67 → 167).
      gs_rate: 5860,
      gs_rate_date: null,
      gs_rate_frozen: false,
      chargeable_weight_kg: 167,
      volumetric_factor_label: 'Aéreo 1:6000',
    });
  });

  test('unknown, zero or odd deal ids → 404 / NOT_FOUND, never the first sheet; no session → 401', async () => {
    for (const id of ['0', '-1', 'abc', '99999999']) {
      const res = await api(t, admin).get(`/api/deals/${id}/cost-sheet`);
      expect([res.status, res.body]).toEqual([404, { error: 'Operación no encontrada.' }]);
    }
    expect(codesOf(await gql(t, GET, { dealId: 0 }, admin))).toEqual(['NOT_FOUND']);
    expect((await api(t).get('/api/deals/1/cost-sheet')).status).toBe(401);
  });
});

describe('saving', () => {
  test('GraphQL: the server recomputes the totals (client totals ignored), stores version 1, then 2; audited old → new', async () => {
    const { deal } = await makeDeal();
    const first = await gql(t, SAVE, { dealId: deal.id, version: 0, input: { ...payload(), totals: { totalCostos: 1, totalVentas: 2, profitGeneral: 3 } } }, venta.token);
    expect(first.errors).toBeUndefined();
    const sheet = first.data!.saveCostSheet;
    expect(sheet).toMatchObject({ saved: true, version: 1, updatedByName: 'Vera Venta', totals: EXPECTED_TOTALS });
    expect(sheet.header).toEqual({ modo: 'AEREO', clase: 'LCL', pesoKg: null, awb: 'AWB-1', hbl: null, mercaderia: 'Repuestos', gsRate: 7300 });
    expect(sheet.ventaRows[0]).toEqual({ id: 'c1-v', concepto: 'FLETE AEREO', usdXKg: 3.2, total: 999, lockPerKg: true, sourceId: 'c1' });
    const row = await sheetRow(deal.id);
    expect(row).toMatchObject({ version: 1, updatedByUserId: venta.user.id, ...EXPECTED_TOTALS });
    expect(JSON.parse(row!.data).totals).toEqual(EXPECTED_TOTALS);

    const second = await gql(t, SAVE, { dealId: deal.id, version: 1, input: payload({ header: { gsRate: 5860, pesoKg: 10 } }) }, ops.token);
    expect(second.data!.saveCostSheet.version).toBe(2);
    expect(second.data!.saveCostSheet.totals.totalCostos).toBe(264.36); // 2.5 × 10 + 40 + 1.095.000 / 5860 + 12.5

    const audits = await t.ds.getRepository(AuditEventEntity).find({ where: { entity: 'cost_sheet', entityId: deal.id }, order: { id: 'ASC' } });
    expect(audits.map((a) => [a.action, a.userId])).toEqual([
      ['create', venta.user.id],
      ['update', ops.user.id],
    ]);
    expect(audits[0].meta).toMatchObject({ changes: { version: [0, 1], profitGeneral: [null, EXPECTED_TOTALS.profitGeneral], compraRows: [null, 2] } });
    expect(audits[1].meta).toMatchObject({ changes: { version: [1, 2], pesoKg: [null, 10], gsRate: [7300, 5860] } });

    expect((await gql(t, DEAL_SHEET, { id: deal.id }, viewer.token)).data!.deal.costSheet).toEqual({ version: 2, saved: true, totals: { profitGeneral: second.data!.saveCostSheet.totals.profitGeneral } });
    expect((await gql(t, STATUS, { dealId: deal.id }, viewer.token)).data!.costSheetStatus).toMatchObject({ version: 2, budgetStatus: 'borrador' });
  });

  test('REST: PUT the payload (client totals ignored) → { ok, version }; GET returns it as sent, the server totals beside it, and who saved it', async () => {
    const { deal } = await makeDeal();
    const sent = { ...payload(), totals: { totalCostos: 0, totalVentas: 0, profitGeneral: 999999 } };
    const put = await api(t, venta.token).put(`/api/deals/${deal.id}/cost-sheet`, sent);
    expect([put.status, put.body]).toEqual([200, { ok: true, version: 1 }]);
    const get = await api(t, viewer.token).get(`/api/deals/${deal.id}/cost-sheet`);
    expect(get.body).toMatchObject({ version: 1, updated_by: venta.user.id, updated_by_name: 'Vera Venta', updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/) });
    // The document round-trips untouched (REST-CONTRACT "Cost sheet round trip"); the server's totals are not written into it.
    expect(get.body.data).toStrictEqual(sent);
    expect(get.body.totals).toEqual(EXPECTED_TOTALS);
    expect(JSON.parse((await sheetRow(deal.id))!.data).totals).toEqual(EXPECTED_TOTALS);
  });

  test("REST accepts the original client's loose values: numeric ids, money text, missing tables", async () => {
    const { deal } = await makeDeal({ peso: '', dims: '' });
    const put = await api(t, ops.token).put(`/api/deals/${deal.id}/cost-sheet`, {
      header: { gsRate: '7.300', pesoKg: '1.000' },
      compraRows: [{ id: 1700000000000, concepto: 'FLETE AEREO', usdXKg: '2,5', total: '', lockPerKg: 1 }],
      locRows: [{ id: 7, concepto: 'Despacho', gs: '730.000' }],
      segCostoRows: [{ id: 's', concepto: 'Seguro', usd: '12,5' }],
    });
    expect(put.status).toBe(200);
    const row = await sheetRow(deal.id);
    expect({ totalCostos: row!.totalCostos, data: JSON.parse(row!.data).compraRows[0], usd: JSON.parse(row!.data).segCostoRows[0].usd }).toEqual({
      totalCostos: 2612.5,
      data: { id: '1700000000000', concepto: 'FLETE AEREO', usdXKg: 2.5, total: null, lockPerKg: true, sourceId: null },
      usd: 12.5,
    });
  });

  test('a deal without organization can be saved (budget borrador) and a large sheet fits (more than 64 KB of JSON)', async () => {
    const { deal } = await makeDeal({ withOrg: false });
    const many = Array.from({ length: 200 }, (_, i) => ({ id: `row-${i}`, concepto: `${'CONCEPTO LARGO '.repeat(12)}${i}`.slice(0, 200), usdXKg: i, total: null, lockPerKg: true, sourceId: null }));
    const big = payload({ compraRows: many, ventaRows: many.map((r) => ({ ...r, id: `${r.id}-v`, sourceId: r.id })) });
    expect(JSON.stringify(big).length).toBeGreaterThan(70_000);
    const res = await gql(t, SAVE, { dealId: deal.id, version: 0, input: big }, admin);
    expect(res.errors).toBeUndefined();
    expect(res.data!.saveCostSheet).toMatchObject({ budgetStatus: 'borrador', orgId: null });
    const back = await gql(t, GET, { dealId: deal.id }, admin);
    expect(back.data!.costSheet.compraRows).toHaveLength(200);
    expect(back.data!.costSheet.compraRows[199].concepto).toBe(many[199].concepto);
  });
});

describe('who may save (spec part 2 §6)', () => {
  test.each([
    ['borrador', { admin: 200, venta: 200, ops: 200, viewer: 403, finanzas: 403 }],
    ['bloqueado', { admin: 200, venta: 403, ops: 403, viewer: 403, finanzas: 403 }],
    ['confirmado', { admin: 200, venta: 403, ops: 403, viewer: 403, finanzas: 403 }],
  ] as const)('budget %s', async (status, expected) => {
    const { deal, orgId } = await makeDeal();
    await setStatus(orgId!, status, deal.id);
    const tokens = { admin, venta: venta.token, ops: ops.token, viewer: viewer.token, finanzas: finanzas.token };
    for (const role of ['venta', 'ops', 'viewer', 'finanzas', 'admin'] as const) {
      const before = await sheetRow(deal.id);
      const res = await api(t, tokens[role]).put(`/api/deals/${deal.id}/cost-sheet`, payload());
      expect([role, res.status]).toEqual([role, expected[role]]);
      const g = await gql(t, SAVE, { dealId: deal.id, version: (await sheetRow(deal.id))?.version ?? 0, input: payload() }, tokens[role]);
      expect([role, codesOf(g)]).toEqual([role, expected[role] === 200 ? [] : ['FORBIDDEN']]);
      if (expected[role] === 403) {
        // Readers (viewer, finanzas) never edit; writers are refused by the budget status.
        const message = role === 'viewer' || role === 'finanzas' ? 'No tenés permisos para realizar esta acción.' : 'Presupuesto bloqueado';
        expect([res.body, g.errors![0].message]).toEqual([{ error: message }, message]);
        expect(await sheetRow(deal.id)).toEqual(before);
      }
    }
  });

  test('a locked sheet refuses a venta save and accepts an admin save', async () => {
    const { deal, orgId } = await makeDeal();
    expect((await api(t, venta.token).put(`/api/deals/${deal.id}/cost-sheet`, payload())).body).toEqual({ ok: true, version: 1 });
    expect((await api(t, admin).post(`/api/organizations/${orgId}/budget/lock`)).status).toBe(200);
    const refused = await gql(t, SAVE, { dealId: deal.id, version: 1, input: payload({ locRows: [] }) }, venta.token);
    expect(refused.errors).toEqual([expect.objectContaining({ message: 'Presupuesto bloqueado', extensions: { code: 'FORBIDDEN' } })]);
    expect((await sheetRow(deal.id))!.version).toBe(1);
    const accepted = await gql(t, SAVE, { dealId: deal.id, version: 1, input: payload({ locRows: [] }) }, admin);
    expect(accepted.data!.saveCostSheet).toMatchObject({ version: 2, budgetStatus: 'bloqueado' });
    expect((await sheetRow(deal.id))!.totalCostos).toBe(EXPECTED_TOTALS.totalCostos - 150);
  });
});

describe('optimistic locking', () => {
  test('a stale version → 409 / CONFLICT with the Spanish message and nothing written (GraphQL, REST body, If-Match)', async () => {
    const { deal } = await makeDeal();
    await gql(t, SAVE, { dealId: deal.id, version: 0, input: payload() }, venta.token);
    await gql(t, SAVE, { dealId: deal.id, version: 1, input: payload() }, ops.token);
    const before = await snapshotTables(t, ['cost_sheets', 'audit_events']);

    const stale = await gql(t, SAVE, { dealId: deal.id, version: 1, input: payload({ compraRows: [] }) }, venta.token);
    expect(stale.errors).toEqual([expect.objectContaining({ message: CONFLICT_MSG, extensions: { code: 'CONFLICT' } })]);
    const neverSaved = await gql(t, SAVE, { dealId: deal.id, version: 0, input: payload({ compraRows: [] }) }, venta.token);
    expect(codesOf(neverSaved)).toEqual(['CONFLICT']);
    const body = await api(t, venta.token).put(`/api/deals/${deal.id}/cost-sheet`, { ...payload({ compraRows: [] }), version: 1 });
    expect([body.status, body.body]).toEqual([409, { error: CONFLICT_MSG }]);
    for (const ifMatch of ['1', '"1"', 'W/"1"']) {
      const header = await api(t, venta.token).put(`/api/deals/${deal.id}/cost-sheet`, payload({ compraRows: [] })).set('If-Match', ifMatch);
      expect([header.status, header.body]).toEqual([409, { error: CONFLICT_MSG }]);
    }
    expect(await snapshotTables(t, ['cost_sheets', 'audit_events'])).toEqual(before);

    const current = await api(t, venta.token).put(`/api/deals/${deal.id}/cost-sheet`, payload()).set('If-Match', '"2"');
    expect(current.body).toEqual({ ok: true, version: 3 });
  });

  test('20 parallel GraphQL saves from the same version: exactly one wins, the others get CONFLICT, the winner is what is stored', async () => {
    const { deal } = await makeDeal();
    await gql(t, SAVE, { dealId: deal.id, version: 0, input: payload() }, venta.token);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => gql(t, SAVE, { dealId: deal.id, version: 1, input: payload({ header: { gsRate: 5000 + i } }) }, i % 2 ? venta.token : ops.token)),
    );
    const winners = results.filter((r) => !r.errors);
    expect(winners).toHaveLength(1);
    expect(results.filter((r) => r.errors).map(codesOf)).toEqual(Array.from({ length: 19 }, () => ['CONFLICT']));
    const row = await sheetRow(deal.id);
    expect(row!.version).toBe(2);
    expect(JSON.parse(row!.data).header.gsRate).toBe(winners[0].data!.saveCostSheet.header.gsRate);
  });

  test('20 parallel REST saves without a version on a never-saved sheet: all succeed with distinct versions 1..20, none lost', async () => {
    const { deal } = await makeDeal();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => api(t, i % 2 ? venta.token : ops.token).put(`/api/deals/${deal.id}/cost-sheet`, payload({ header: { gsRate: 6000 + i } }))),
    );
    expect(results.map((r) => r.status)).toEqual(Array.from({ length: 20 }, () => 200));
    const versions = results.map((r) => r.body.version as number).sort((a, b) => a - b);
    expect(versions).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const row = await sheetRow(deal.id);
    expect(row!.version).toBe(20);
    // The stored sheet is the one saved as version 20.
    const last = results.findIndex((r) => r.body.version === 20);
    expect(JSON.parse(row!.data).header.gsRate).toBe(6000 + last);
    // Every save is in the log with its own version step.
    const audits = await t.ds.getRepository(AuditEventEntity).findBy({ entity: 'cost_sheet', entityId: deal.id });
    expect(audits.map((a) => (a.meta as { changes: { version: [number, number] } }).changes.version[1]).sort((a, b) => a - b)).toEqual(versions);
  });
});

describe('validation (same classes for GraphQL and REST) and bad input', () => {
  test.each([
    [{ header: 'x' }, 'La cabecera de la planilla debe ser un objeto.'],
    [{ compraRows: 'x' }, 'Cada tabla de la planilla es una lista de hasta 200 filas.'],
    [{ compraRows: Array.from({ length: 201 }, (_, i) => ({ id: `r${i}`, concepto: '' })) }, 'Cada tabla de la planilla es una lista de hasta 200 filas.'],
    [{ ventaRows: ['x'] }, 'Cada fila de la planilla debe ser un objeto.'],
    [{ compraRows: [{ concepto: 'A' }] }, 'Cada fila necesita un id de hasta 64 caracteres.'],
    [{ compraRows: [{ id: 'x'.repeat(65), concepto: 'A' }] }, 'Cada fila necesita un id de hasta 64 caracteres.'],
    [{ compraRows: [{ id: 'a', concepto: 'A'.repeat(201) }] }, 'El concepto debe ser texto de hasta 200 caracteres.'],
    [{ compraRows: [{ id: 'a', concepto: 'A', usdXKg: true }] }, 'Los montos de la planilla deben ser números.'],
    [{ locRows: [{ id: 'a', concepto: 'A', gs: 1e13 }] }, 'Monto fuera de rango.'],
    [{ segCostoRows: [{ id: 'a', concepto: 'A', usd: {} }] }, 'Los montos de la planilla deben ser números.'],
    [{ compraRows: [{ id: 'a', concepto: 'A', lockPerKg: 'si' }] }, "'Auto' debe ser verdadero o falso."],
    [{ header: { gsRate: 0 } }, 'El tipo de cambio Gs/USD debe ser un número mayor que 0.'],
    [{ header: { gsRate: -5 } }, 'El tipo de cambio Gs/USD debe ser un número mayor que 0.'],
    [{ header: { pesoKg: -5 } }, 'El peso a usar debe ser un número mayor o igual a 0.'],
    [{ header: { awb: 'x'.repeat(501) } }, 'El AWB admite hasta 500 caracteres.'],
    [{ version: -1 }, 'La versión debe ser un número entero mayor o igual a 0.'],
    [{ version: 'dos' }, 'La versión debe ser un número entero mayor o igual a 0.'],
  ])('REST %# → 400 %p', async (over, error) => {
    const { deal } = await makeDeal();
    const res = await api(t, admin).put(`/api/deals/${deal.id}/cost-sheet`, payload(over));
    expect([res.status, res.body]).toEqual([400, { error }]);
    expect(await sheetRow(deal.id)).toBeNull();
  });

  test('GraphQL: the same messages as BAD_USER_INPUT', async () => {
    const { deal } = await makeDeal();
    const gs = await gql(t, SAVE, { dealId: deal.id, version: 0, input: payload({ header: { gsRate: 0 } }) }, admin);
    expect([codesOf(gs), gs.errors![0].message]).toEqual([['BAD_USER_INPUT'], 'El tipo de cambio Gs/USD debe ser un número mayor que 0.']);
    const id = await gql(t, SAVE, { dealId: deal.id, version: 0, input: payload({ compraRows: [{ id: '', concepto: 'A' }] }) }, admin);
    expect([codesOf(id), id.errors![0].message]).toEqual([['BAD_USER_INPUT'], 'Cada fila necesita un id de hasta 64 caracteres.']);
    const version = await gql(t, SAVE, { dealId: deal.id, version: -1, input: payload() }, admin);
    expect([codesOf(version), version.errors![0].message]).toEqual([['BAD_USER_INPUT'], 'La versión debe ser un número entero mayor o igual a 0.']);
  });

  test('generated bad input → 4xx with a Spanish message, never 5xx, nothing written', async () => {
    const { deal } = await makeDeal();
    const path = `/api/deals/${deal.id}/cost-sheet`;
    const wrong: unknown[] = [null, 12, true, 'x', [], {}, HUGE];
    const rest: RestCase[] = [
      { method: 'put', path, body: [payload()] },
      { method: 'put', path, body: 'texto' },
      ...wrong.filter((v) => v !== null && !(typeof v === 'object' && !Array.isArray(v))).map((header) => ({ method: 'put' as const, path, body: payload({ header }) })),
      // Numeric ids are accepted (the original client's Date.now() ids), so 12 and 'x' are valid ids.
      ...wrong.filter((v) => v !== 12 && v !== 'x').map((id) => ({ method: 'put' as const, path, body: payload({ compraRows: [{ id, concepto: 'A' }] }) })),
      ...wrong.filter((v) => v !== null && v !== 'x').map((concepto) => ({ method: 'put' as const, path, body: payload({ locRows: [{ id: 'a', concepto }] }) })),
      // Money text follows spec part 2 §5 (invalid text counts as 0), so only non-text types are refused.
      ...[true, {}, [], [1]].map((usd) => ({ method: 'put' as const, path, body: payload({ segVentaRows: [{ id: 'a', concepto: 'A', usd }] }) })),
      { method: 'put', path: '/api/deals/abc/cost-sheet', body: payload() },
      { method: 'put', path: '/api/deals/0/cost-sheet', body: payload() },
    ];
    const graphql: GqlCase[] = [
      { query: SAVE, variables: { dealId: deal.id, version: 0, input: payload({ compraRows: [{ id: 'a', concepto: 'A', usdXKg: 'dos' }] }) } },
      { query: SAVE, variables: { dealId: deal.id, version: 0, input: payload({ header: null }) } },
      { query: SAVE, variables: { dealId: deal.id, version: 1.5, input: payload() } },
      { query: SAVE, variables: { dealId: 'x', version: 0, input: payload() } },
      { query: SAVE, variables: { dealId: deal.id, version: 0, input: payload({ locRows: [{ id: HUGE, concepto: 'A' }] }) } },
      { query: GET, variables: { dealId: -1 } },
    ];
    const before = await snapshotTables(t, ['cost_sheets', 'audit_events']);
    const outcomes = [...(await Promise.all(rest.map((c) => runRest(t, admin, c)))), ...(await Promise.all(graphql.map((c) => runGql(t, admin, c))))];
    expect(outcomes.length).toBeGreaterThanOrEqual(29);
    for (const o of outcomes) {
      expect({ label: o.label, fourXX: o.status >= 400 && o.status < 500, spanish: isSpanishMessage(o.message) }).toEqual({ label: o.label, fourXX: true, spanish: true });
    }
    expect(await snapshotTables(t, ['cost_sheets', 'audit_events'])).toEqual(before);
  });
});

describe("another user's private organization", () => {
  test('the sheet of a deal whose organization the reader may not see shows no budget status of it (as a deal without organization)', async () => {
    const { stages } = await seededPipeline(t);
    const hidden = await makeOrganization(t, { visibility: 'private', ownerUserId: ops.user.id });
    const deal = await makeDealIn(t, stages[0], { orgId: hidden.id });
    // Its budget is confirmed (by its owner: budgets per operation live on the operation's revision).
    expect((await api(t, ops.token).put(`/api/deals/${deal.id}/cost-sheet`, payload())).status).toBe(200);
    expect((await api(t, admin).post(`/api/organizations/${hidden.id}/budget/confirm`, { deal_id: deal.id })).status).toBe(200);
    for (const query of [GET, STATUS]) {
      const res = await gql(t, query, { dealId: deal.id }, venta.token);
      expect(res.errors).toBeUndefined();
      expect(Object.values(res.data!)[0]).toMatchObject({ orgId: null, budgetStatus: 'borrador' });
    }
    const rest = await api(t, venta.token).get(`/api/deals/${deal.id}/cost-sheet`);
    expect(rest.status).toBe(200);
    expect(rest.body.budget_status).toBe('borrador');
    expect(JSON.stringify(rest.body)).not.toContain('confirmado');
    // Its owner still sees it.
    const own = await gql(t, STATUS, { dealId: deal.id }, ops.token);
    expect(own.data!.costSheetStatus).toMatchObject({ orgId: hidden.id, budgetStatus: 'confirmado' });
  });
});
