import { paraguayToday } from '@crm/domain';
import { AuditEventEntity } from '../audit/audit-event.entity';
import { RateSheetEntity } from './rate-sheet.entity';
import { makeOrganization, makeRoleUsers, type RoleUsers } from '../../../test/factories';
import { insertDealWithFields, seededPipeline } from '../../../test/deals-fixtures';
import { api, codesOf, gql } from '../../../test/http';
import { createTestApp, type TestApp } from '../../../test/test-app';

const FIELDS = 'id orgId orgName mode origin destination validFrom validTo validity currency version charges { concepto basis equipo rate minimum breaks { m45 p45 p100 p300 p500 p1000 } }';
const CREATE = `mutation C($i: RateSheetInput!) { createRateSheet(input: $i) { ${FIELDS} } }`;
const UPDATE = `mutation U($id: Int!, $v: Int!, $i: RateSheetInput!) { updateRateSheet(id: $id, version: $v, input: $i) { ${FIELDS} } }`;
const DELETE = 'mutation D($id: Int!) { deleteRateSheet(id: $id) }';
const LIST = `query L($o: Int, $m: String) { rateSheets(orgId: $o, mode: $m) { ${FIELDS} } }`;
const PROPOSALS = 'query P($d: Int!) { rateSheetProposals(dealId: $d) { mode origin destination chargeableKg revenueTons containers { equipo cantidad } sheets { id validity } } }';
const PRICING = `query R($d: Int!, $r: Int!) { rateSheetPricing(dealId: $d, rateSheetId: $r) { currency total lines { concepto quantity rate amount weightBreak minimumApplied } skipped { concepto reason }
  rows { id concepto usdXKg total lockPerKg equipo cantidad usdXUnidad } } }`;
const IMPORT = 'mutation I($csv: String!) { importRateSheets(csv: $csv) { created errors { line message } } }';

let t: TestApp;
let u: RoleUsers;
let pipelineId: number;
let stageId: number;
let agentId: number;

const today = paraguayToday(new Date());
const shift = (days: number) => new Date(Date.parse(`${today}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const ocean = (over: Record<string, unknown> = {}) => ({
  orgId: agentId,
  mode: 'ocean',
  origin: 'CNSHA Shanghai',
  destination: 'PYASU Asunción',
  validFrom: shift(-30),
  validTo: shift(30),
  currency: 'USD',
  charges: [
    { concepto: 'FLETE MARITIMO', basis: 'container', equipo: "40'HC", rate: 1850 },
    { concepto: 'FLETE MARITIMO', basis: 'container', equipo: "20'ST", rate: 1200 },
    { concepto: 'BL FEE', basis: 'flat', rate: 75 },
    { concepto: 'BAF', basis: 'percent', rate: 10 },
  ],
  ...over,
});

beforeAll(async () => {
  t = await createTestApp();
  u = await makeRoleUsers(t, { ops: 'Olga Ops' });
  const { pipeline, stages } = await seededPipeline(t);
  pipelineId = pipeline.id;
  stageId = stages[0].id;
  agentId = (await makeOrganization(t, { name: 'MSC Paraguay', isAgent: true })).id;
});
afterAll(() => t.close());

async function create(input: Record<string, unknown>, token = u.ops.token) {
  const r = await gql(t, CREATE, { i: input }, token);
  expect(r.errors).toBeUndefined();
  return r.data!.createRateSheet;
}

describe('rate sheets: writers are the cost sheet’s (admin, ops, venta); viewer reads; audited', () => {
  test('ops creates, venta edits with the version, the viewer reads and cannot write, admin deletes', async () => {
    const s = await create(ocean());
    expect(s).toMatchObject({ orgName: 'MSC Paraguay', mode: 'ocean', validity: 'vigente', version: 1 });
    expect(s.charges[0]).toEqual({ concepto: 'FLETE MARITIMO', basis: 'container', equipo: "40'HC", rate: 1850, minimum: null, breaks: null });

    const edited = await gql(t, UPDATE, { id: s.id, v: 1, i: ocean({ notes: 'Incluye THC en origen' }) }, u.venta.token);
    expect(edited.errors).toBeUndefined();
    expect(edited.data!.updateRateSheet.version).toBe(2);
    const stale = await gql(t, UPDATE, { id: s.id, v: 1, i: ocean({ currency: 'PYG' }) }, u.ops.token);
    expect(codesOf(stale)).toEqual(['CONFLICT']);

    for (const [q, vars] of [
      [CREATE, { i: ocean() }],
      [UPDATE, { id: s.id, v: 2, i: ocean() }],
      [DELETE, { id: s.id }],
      [IMPORT, { csv: 'organizacion;modo\nx;y' }],
    ] as const) {
      expect(codesOf(await gql(t, q, vars, u.viewer.token))).toEqual(['FORBIDDEN']);
    }
    const list = await gql(t, LIST, { o: agentId, m: 'ocean' }, u.viewer.token);
    expect(list.data!.rateSheets.map((x: { id: number }) => x.id)).toContain(s.id);

    const audit = await t.ds.getRepository(AuditEventEntity).find({ where: { entity: 'rate_sheet', entityId: s.id }, order: { id: 'ASC' } });
    expect(audit.map((a) => a.action)).toEqual(['create', 'update']);
    expect(JSON.stringify(audit[1].meta)).toContain('Incluye THC en origen');

    const del = await gql(t, DELETE, { id: s.id }, u.admin);
    expect(del.data!.deleteRateSheet).toBe(s.id);
    expect(codesOf(await gql(t, `query($id: Int!) { rateSheet(id: $id) { id } }`, { id: s.id }, u.viewer.token))).toEqual(['NOT_FOUND']);
  });

  test('validation in Spanish, with the field at fault', async () => {
    const bad = await gql(t, CREATE, { i: ocean({ validFrom: shift(5), validTo: shift(1) }) }, u.ops.token);
    expect(bad.errors![0]).toMatchObject({ message: 'La vigencia termina antes de empezar.', extensions: { code: 'BAD_USER_INPUT' } });
    const mode = await gql(t, CREATE, { i: ocean({ charges: [{ concepto: 'FLETE', basis: 'weight_breaks', breaks: { p45: 4 } }] }) }, u.ops.token);
    expect(mode.errors![0].message).toBe('Ese tipo de flete no corresponde al modo de la tarifa.');
    const range = await gql(t, CREATE, { i: ocean({ charges: [{ concepto: 'FLETE', basis: 'container', equipo: "40'HC", rate: 3e9 }] }) }, u.ops.token);
    expect(range.errors![0].message).toBe('La tarifa debe ser un número entre 0 y 1000000000.');
  });

  test("another user's private organization: its sheets are NOT_FOUND and cannot be created", async () => {
    const priv = await makeOrganization(t, { name: 'Agente privado', visibility: 'private', ownerUserId: u.venta.user.id });
    const mine = await create(ocean({ orgId: priv.id }), u.venta.token);
    expect(codesOf(await gql(t, `query($id: Int!) { rateSheet(id: $id) { id } }`, { id: mine.id }, u.ops.token))).toEqual(['NOT_FOUND']);
    expect((await gql(t, LIST, { o: priv.id }, u.ops.token)).data!.rateSheets).toEqual([]);
    expect(codesOf(await gql(t, CREATE, { i: ocean({ orgId: priv.id }) }, u.ops.token))).toEqual(['NOT_FOUND']);
    expect(codesOf(await gql(t, UPDATE, { id: mine.id, v: 1, i: ocean() }, u.ops.token))).toEqual(['NOT_FOUND']);
  });
});

describe("'Cargar tarifa': the operation's mode and lane, priced against its containers or weight", () => {
  test("an ocean FCL operation with 2 × 40'HC: proposals, pricing as purchase rows, an expired sheet refused with its dates", async () => {
    const dealId = await insertDealWithFields(t, pipelineId, stageId, { modalidad_carga: 'MARITIMO', origen_pto: 'Shanghai', destino_pto: 'Asunción', peso_bruto: '18000', vol_m3: '60' });
    const saved = await gql(
      t,
      'mutation($i: SaveShipmentInput!) { saveShipment(input: $i) { mode } }',
      { i: { dealId, mode: 'ocean', ocean: { containers: [{ type: "40'HC", number: 'CSQU3054383' }, { type: "40'HC", number: null }] } } },
      u.ops.token,
    );
    expect(saved.errors).toBeUndefined();
    const valid = await create(ocean());
    const expired = await create(ocean({ validFrom: '2025-01-01', validTo: '2025-03-31' }));
    const otherLane = await create(ocean({ destination: 'UYMVD Montevideo' }));
    await create({ ...ocean(), mode: 'air', charges: [{ concepto: 'FLETE AEREO', basis: 'weight_breaks', breaks: { m45: 5, p45: 4 } }] });

    const p = await gql(t, PROPOSALS, { d: dealId }, u.viewer.token);
    expect(p.errors).toBeUndefined();
    expect(p.data!.rateSheetProposals).toMatchObject({ mode: 'ocean', origin: 'Shanghai', destination: 'Asunción', revenueTons: 60, containers: [{ equipo: "40'HC", cantidad: 2 }] });
    const ids = p.data!.rateSheetProposals.sheets.map((s: { id: number }) => s.id);
    expect(ids).toEqual(expect.arrayContaining([valid.id, expired.id]));
    expect(ids).not.toContain(otherLane.id);
    expect(ids.indexOf(valid.id)).toBeLessThan(ids.indexOf(expired.id));

    const priced = await gql(t, PRICING, { d: dealId, r: valid.id }, u.ops.token);
    expect(priced.errors).toBeUndefined();
    const r = priced.data!.rateSheetPricing;
    expect(r.total).toBe(4145);
    expect(r.skipped).toEqual([{ concepto: 'FLETE MARITIMO', reason: "la operación no lleva contenedores 20'ST" }]);
    expect(r.rows[0]).toEqual({ id: `tarifa-${valid.id}-1`, concepto: 'FLETE MARITIMO', usdXKg: null, total: null, lockPerKg: false, equipo: "40'HC", cantidad: 2, usdXUnidad: 1850 });
    expect(r.rows.slice(1).map((x: { concepto: string; total: number }) => [x.concepto, x.total])).toEqual([
      ['BL FEE', 75],
      ['BAF', 370],
    ]);

    const refused = await gql(t, PRICING, { d: dealId, r: expired.id }, u.ops.token);
    expect(refused.errors![0]).toMatchObject({ message: 'La tarifa está vencida: su vigencia fue del 01/01/2025 al 31/03/2025.', extensions: { code: 'BAD_USER_INPUT' } });
    const lane = await gql(t, PRICING, { d: dealId, r: otherLane.id }, u.ops.token);
    expect(lane.errors![0].message).toBe('La tarifa no es del modo y la ruta de la operación.');

    // The rows go into the cost sheet as any edit: 2 × 40'HC at 1.850 is 3.700, on both APIs.
    const rows = r.rows.map((x: Record<string, unknown>) => ({ ...x, sourceId: null }));
    const sheet = { header: { modo: 'MARITIMO', clase: 'FCL' }, compraRows: rows, ventaRows: [{ id: 'v1', concepto: 'FLETE MARITIMO', equipo: "40'HC", cantidad: 2, usdXUnidad: 2100, sourceId: rows[0].id }], locRows: [], locCliRows: [], segCostoRows: [], segVentaRows: [] };
    const save = await gql(
      t,
      'mutation($d: Int!, $i: CostSheetInput!) { saveCostSheet(dealId: $d, version: 0, input: $i) { totals { totalCostos totalVentas profitGeneral } ventaRows { equipo cantidad usdXUnidad } } }',
      { d: dealId, i: sheet },
      u.ops.token,
    );
    expect(save.errors).toBeUndefined();
    expect(save.data!.saveCostSheet.totals).toEqual({ totalCostos: 4145, totalVentas: 4200, profitGeneral: 55 });
    const rest = await api(t, u.viewer.token).get(`/api/deals/${dealId}/cost-sheet`);
    expect(rest.body.data.compraRows[0]).toMatchObject({ total: '3.700', lockPerKg: false, equipo: "40'HC", cantidad: '2', usdXUnidad: '1.850' });
    expect(rest.body.totals.totalCostos).toBe(4145);
  });

  test("REST: the original client's document with equipment keys is read into the typed sheet; an old document is unchanged", async () => {
    const dealId = await insertDealWithFields(t, pipelineId, stageId, { modalidad_carga: 'MARITIMO' });
    const doc = {
      header: { modo: 'MARITIMO', clase: 'LCL', pesoKg: '', gsRate: '7.300' },
      compraRows: [{ id: 1, concepto: 'FLETE LCL', usdXKg: '', total: '', lockPerKg: false, sourceId: null, equipo: 'W/M', cantidad: '3,456', usdXUnidad: '45,55' }],
      ventaRows: [],
      locRows: [],
      locCliRows: [],
      segCostoRows: [],
      segVentaRows: [],
    };
    const put = await api(t, u.ops.token).put(`/api/deals/${dealId}/cost-sheet`, { ...doc, version: 0 });
    expect(put.status).toBe(200);
    const got = await gql(t, 'query($d: Int!) { costSheet(dealId: $d) { totals { totalCostos } compraRows { equipo cantidad usdXUnidad } } }', { d: dealId }, u.viewer.token);
    expect(got.data!.costSheet).toEqual({ totals: { totalCostos: 157.42 }, compraRows: [{ equipo: 'W/M', cantidad: 3.456, usdXUnidad: 45.55 }] });
    expect((await api(t, u.viewer.token).get(`/api/deals/${dealId}/cost-sheet`)).body.data).toEqual(doc);
    // The original client changes the row's total (the one amount it shows): its total wins over the equipment.
    const edited = { ...doc, compraRows: [{ ...doc.compraRows[0], total: '200' }] };
    expect((await api(t, u.ops.token).put(`/api/deals/${dealId}/cost-sheet`, { ...edited, version: 1 })).status).toBe(200);
    const after = await gql(t, 'query($d: Int!) { costSheet(dealId: $d) { totals { totalCostos } compraRows { equipo total } } }', { d: dealId }, u.viewer.token);
    expect(after.data!.costSheet).toEqual({ totals: { totalCostos: 200 }, compraRows: [{ equipo: null, total: 200 }] });
    const badBasis = await api(t, u.ops.token).put(`/api/deals/${dealId}/cost-sheet`, { ...doc, compraRows: [{ ...doc.compraRows[0], equipo: 'BARCAZA' }], version: 2 });
    expect(badBasis.status).toBe(400);
    expect(badBasis.body.error).toMatch(/^El equipo debe ser uno de/);
  });

  test('an air operation: weight breaks against the weight to use; CSV import creates sheets and reports bad lines', async () => {
    const csv = [
      'organizacion;modo;origen;destino;desde;hasta;moneda;concepto;tipo;contenedor;tarifa;minimo;-45;+45;+100;+300;+500;+1000',
      `MSC Paraguay;Aéreo;MIA Miami;ASU;${shift(-1)};${shift(60)};USD;FLETE AEREO;escalas;;;75;5;4;3,5;3;2,8;2,5`,
      `MSC Paraguay;Aéreo;MIA Miami;ASU;${shift(-1)};${shift(60)};USD;FSC;por kg;;0,85;;;;;;;`,
      `Agente inexistente;Aéreo;MIA;ASU;${shift(-1)};${shift(60)};USD;FLETE;escalas;;;;5;;;;;`,
      `MSC Paraguay;Aéreo;MIA;ASU;${shift(-1)};${shift(60)};USD;FLETE;fijo;;uno;;;;;;;`,
    ].join('\n');
    const imported = await gql(t, IMPORT, { csv }, u.venta.token);
    expect(imported.errors).toBeUndefined();
    expect(imported.data!.importRateSheets).toEqual({
      created: 1,
      errors: [
        { line: 4, message: 'Organización no encontrada: Agente inexistente' },
        { line: 5, message: 'La columna tarifa debe ser un número (ej.: 1.250,50).' },
      ],
    });
    const air = (await t.ds.getRepository(RateSheetEntity).findOneByOrFail({ mode: 'air', origin: 'MIA Miami' })).id;
    const dealId = await insertDealWithFields(t, pipelineId, stageId, { modalidad_carga: 'AEREO', origen_pto: 'Miami', destino_pto: 'Asunción', peso_bruto: '95' });
    const priced = await gql(t, PRICING, { d: dealId, r: air }, u.ops.token);
    expect(priced.errors).toBeUndefined();
    expect(priced.data!.rateSheetPricing.lines).toEqual([
      { concepto: 'FLETE AEREO', quantity: 100, rate: 3.5, amount: 350, weightBreak: '+100', minimumApplied: false },
      { concepto: 'FSC', quantity: 95, rate: 0.85, amount: 80.75, weightBreak: null, minimumApplied: false },
    ]);
  });
});
