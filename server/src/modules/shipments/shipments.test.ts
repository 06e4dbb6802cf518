import { AuditEventEntity } from '../audit/audit-event.entity';
import { DealEntity } from '../deals/deal.entity';
import { DealCustomFieldEntity } from '../custom-fields/custom-field.entity';
import { ParamValueEntity } from '../params/param-value.entity';
import { WebhookDeliveryEntity } from '../webhooks/webhook-delivery.entity';
import { WebhookEndpointEntity } from '../webhooks/webhook-endpoint.entity';
import { makeRoleUsers, type RoleUsers } from '../../../test/factories';
import { insertDealWithFields, seededPipeline } from '../../../test/deals-fixtures';
import { api, codesOf, gql } from '../../../test/http';
import { createTestApp, type TestApp } from '../../../test/test-app';

const SHIPMENT = `query S($id: Int!) { deal(id: $id) { id shipment { mode
  ocean { shippingLine vessel voyage transshipmentPort mbl hbl etd eta freeDays transitDays grossKg containers { type number seal } }
  air { airline flight mawb pieces etd eta }
  road { carrier truckPlate hazmat crt }
  milestones { code label planned actual } } } }`;
const SAVE = `mutation M($input: SaveShipmentInput!) { saveShipment(input: $input) { mode ocean { vessel mbl containers { type number seal } etd eta } milestones { code planned actual } } }`;
const MILESTONE = `mutation M($input: SaveMilestoneInput!) { saveMilestone(input: $input) { milestones { code planned actual } } }`;

let t: TestApp;
let u: RoleUsers;
let pipelineId: number;
let stageId: number;

beforeAll(async () => {
  t = await createTestApp();
  u = await makeRoleUsers(t, { ops: 'Olga Ops' });
  const { pipeline, stages } = await seededPipeline(t);
  pipelineId = pipeline.id;
  stageId = stages[0].id;
});
afterAll(() => t.close());

const newDeal = (fields: Record<string, string> = {}) => insertDealWithFields(t, pipelineId, stageId, fields);
const fieldOf = async (dealId: number, key: string) => (await t.ds.getRepository(DealCustomFieldEntity).findOneBy({ dealId, key }))?.value ?? null;
const shipmentOf = async (dealId: number, token = u.viewer.token) => {
  const r = await gql(t, SHIPMENT, { id: dealId }, token);
  expect(r.errors).toBeUndefined();
  return r.data!.deal.shipment;
};

describe("the original client's ocean document and our typed fields are the same data", () => {
  test('PUT /operations/{id}/ocean → typed fields (shipping line, containers, MBL and weight into the operation fields)', async () => {
    const dealId = await newDeal({ modalidad_carga: 'MARITIMO', peso_bruto: '800' });
    const doc = {
      naviera: 'MSC',
      buque: 'MSC Aurora',
      viaje: '612W',
      puerto_trasbordo: 'BRSSZ',
      mbl: 'MEDUAB123',
      peso_bruto: '1200',
      etd: '2026-03-01',
      eta: '2026-04-10',
      contenedores: [{ tipo: "40'HC", numero: 'CSQU3054383', precinto: 'S-1', temperatura: '-18' }],
      dias_libres: '14',
      pol: 'Shanghai',
      consignatario: { nombre: 'Ñandutí SA' },
    };
    expect((await api(t, u.venta.token).put(`/api/operations/${dealId}/ocean`, doc)).status).toBe(200);
    expect(await fieldOf(dealId, 'doc_master')).toBe('MEDUAB123');
    expect(await fieldOf(dealId, 'peso_bruto')).toBe('1200');
    const s = await shipmentOf(dealId);
    expect(s.mode).toBe('ocean');
    expect(s.ocean).toEqual({
      shippingLine: 'MSC',
      vessel: 'MSC Aurora',
      voyage: '612W',
      transshipmentPort: 'BRSSZ',
      mbl: 'MEDUAB123',
      hbl: null,
      etd: '2026-03-01',
      eta: '2026-04-10',
      freeDays: 14,
      transitDays: null,
      grossKg: 1200,
      containers: [{ type: "40'HC", number: 'CSQU3054383', seal: 'S-1' }],
    });
    expect(s.milestones.find((m: { code: string }) => m.code === 'arribo')).toEqual({ code: 'arribo', label: 'Arribo', planned: '2026-04-10', actual: null });
  });

  test('typed save → GET /operations/{id}: changed fields under its keys, unknown keys kept, MBL and weight edited in our screens reach the tab', async () => {
    const dealId = await newDeal({ modalidad_carga: 'MARITIMO' });
    const doc = { naviera: 'MSC', buque: 'OLD', contenedores: [{ tipo: "20'ST", numero: 'MSKU1234565', extra: 1 }], ignorado: [1, { a: 'b' }], pod: 'Asunción' };
    await api(t, u.venta.token).put(`/api/operations/${dealId}/ocean`, doc);
    const r = await gql(
      t,
      SAVE,
      {
        input: {
          dealId,
          mode: 'ocean',
          ocean: {
            vessel: 'MSC Aurora',
            mbl: 'MEDU9',
            etd: '2026-05-01',
            eta: '2026-06-01',
            containers: [
              { type: "20'ST", number: 'MSKU1234565', seal: 'P1' },
              { type: "40'HC", number: 'csqu 305438-3', seal: null },
            ],
          },
        },
      },
      u.ops.token,
    );
    expect(r.errors).toBeUndefined();
    // Our operation view's details block edits the weight: it reaches the ocean tab too.
    const save = await gql(t, `mutation S($id: Int!, $v: Int!, $input: SaveOperationInput!) { saveOperation(id: $id, version: $v, input: $input) { id } }`, {
      id: dealId,
      v: (await gql(t, 'query V($id: Int!) { deal(id: $id) { version } }', { id: dealId }, u.ops.token)).data!.deal.version,
      input: { fields: [{ key: 'peso_bruto', label: 'Peso bruto (kg)', value: '2500' }] },
    }, u.ops.token);
    expect(save.errors).toBeUndefined();
    const get = await api(t, u.viewer.token).get(`/api/operations/${dealId}`);
    expect(get.body.ocean).toEqual({
      naviera: 'MSC',
      buque: 'MSC Aurora',
      contenedores: [
        { tipo: "20'ST", numero: 'MSKU1234565', precinto: 'P1', extra: 1 },
        { tipo: "40'HC", numero: 'CSQU3054383' },
      ],
      ignorado: [1, { a: 'b' }],
      mbl: 'MEDU9',
      etd: '2026-05-01',
      eta: '2026-06-01',
      peso_bruto: '2500',
    });
    expect(await fieldOf(dealId, 'doc_master')).toBe('MEDU9');
    // And the original client saving back what it read changes nothing of ours (round trip).
    expect((await api(t, u.venta.token).put(`/api/operations/${dealId}/ocean`, { ...get.body.ocean, pod: 'Asunción' })).status).toBe(200);
    const again = await shipmentOf(dealId);
    expect(again.ocean).toMatchObject({ vessel: 'MSC Aurora', mbl: 'MEDU9', grossKg: 2500, etd: '2026-05-01', eta: '2026-06-01' });
    expect(again.ocean.containers).toHaveLength(2);
    expect(await fieldOf(dealId, 'peso_bruto')).toBe('2500');
  });

  test('air and road documents the same way (AWB into Doc. master; pieces; hazmat)', async () => {
    const dealId = await newDeal({ modalidad_carga: 'AEREO' });
    await api(t, u.venta.token).put(`/api/operations/${dealId}/air`, { aerolinea: 'Paranair', awb: '123-456', piezas: '3', consignee: 'X' });
    const s = await shipmentOf(dealId);
    expect(s.air).toMatchObject({ airline: 'Paranair', mawb: '123-456', pieces: 3 });
    await gql(t, SAVE, { input: { dealId, mode: 'air', air: { flight: 'LA 1300', pieces: 4 } } }, u.venta.token);
    expect((await api(t, u.viewer.token).get(`/api/operations/${dealId}`)).body.air).toEqual({ aerolinea: 'Paranair', awb: '123-456', piezas: '4', consignee: 'X', vuelo: 'LA 1300' });
    const road = await gql(t, SAVE, { input: { dealId, mode: 'road', road: { carrier: 'Transportes Chaco', hazmat: true, truckPlate: 'AAA 111' } } }, u.venta.token);
    expect(road.errors).toBeUndefined();
    expect((await api(t, u.viewer.token).get(`/api/operations/${dealId}`)).body.road).toEqual({ transportista: 'Transportes Chaco', peligrosa: true, placa: 'AAA 111' });
  });
});

describe('validation and roles', () => {
  test('a container number with a wrong check digit, a bad port code or ETA before ETD is refused next to its field; nothing stored', async () => {
    const dealId = await newDeal({ modalidad_carga: 'MARITIMO' });
    const bad = await gql(t, SAVE, { input: { dealId, mode: 'ocean', ocean: { containers: [{ type: "40'HC", number: 'CSQU3054384' }] } } }, u.ops.token);
    expect(codesOf(bad)).toEqual(['BAD_USER_INPUT']);
    expect(bad.errors![0].message).toBe('El dígito de control no coincide: para CSQU305438 es 3.');
    expect((bad.errors![0].extensions as { field?: string }).field).toBe('ocean.containers.0.number');
    const port = await gql(t, SAVE, { input: { dealId, mode: 'ocean', ocean: { transshipmentPort: 'Santos' } } }, u.ops.token);
    expect(port.errors![0].message).toMatch(/UN\/LOCODE/);
    const dates = await gql(t, SAVE, { input: { dealId, mode: 'ocean', ocean: { etd: '2026-05-10', eta: '2026-05-01' } } }, u.ops.token);
    expect(dates.errors![0].message).toBe('El arribo no puede ser antes de la salida.');
    expect((await api(t, u.viewer.token).get(`/api/operations/${dealId}`)).body.ocean).toBeNull();
  });

  test('viewer reads but may not write; unknown operation NOT_FOUND; signed out UNAUTHENTICATED', async () => {
    const dealId = await newDeal({ modalidad_carga: 'MARITIMO' });
    expect(codesOf(await gql(t, SAVE, { input: { dealId, mode: 'ocean', ocean: { vessel: 'X' } } }, u.viewer.token))).toEqual(['FORBIDDEN']);
    expect(codesOf(await gql(t, MILESTONE, { input: { dealId, code: 'arribo', actual: '2026-01-01' } }, u.viewer.token))).toEqual(['FORBIDDEN']);
    expect(codesOf(await gql(t, SAVE, { input: { dealId: 99999999, mode: 'ocean', ocean: { vessel: 'X' } } }, u.ops.token))).toEqual(['NOT_FOUND']);
    expect(codesOf(await gql(t, 'query { shipment(dealId: 99999999) { mode } }', undefined, u.viewer.token))).toEqual(['NOT_FOUND']);
    expect(codesOf(await gql(t, 'query { inTransit { dealId } }'))).toEqual(['UNAUTHENTICATED']);
    for (const token of [u.admin, u.venta.token, u.ops.token]) {
      expect((await gql(t, SAVE, { input: { dealId, mode: 'ocean', ocean: { vessel: `V ${token.slice(-4)}` } } }, token)).errors).toBeUndefined();
    }
  });
});

describe('milestones', () => {
  test('planned departure and arrival are the ETD and ETA; an actual day is stored; each change audited and sent as milestone.updated', async () => {
    const now = String(Date.now());
    const { id: endpointId } = await t.ds
      .getRepository(WebhookEndpointEntity)
      .save({ url: 'https://example.com/hitos', events: 'milestone.updated', secret: 'whsec_test', active: true, createdAtMs: now, updatedAtMs: now });
    const dealId = await newDeal({ modalidad_carga: 'MARITIMO', f_confirm: '2026-01-10' });
    const r = await gql(t, MILESTONE, { input: { dealId, code: 'arribo', planned: '2026-04-10' } }, u.ops.token);
    expect(r.errors).toBeUndefined();
    expect((await api(t, u.viewer.token).get(`/api/operations/${dealId}`)).body.ocean).toEqual({ eta: '2026-04-10' });
    await gql(t, MILESTONE, { input: { dealId, code: 'reserva', planned: '2026-01-12', actual: '2026-01-11' } }, u.ops.token);
    const s = await shipmentOf(dealId);
    expect(s.milestones.map((m: { code: string; planned: string | null; actual: string | null }) => [m.code, m.planned, m.actual])).toEqual([
      ['reserva', '2026-01-12', '2026-01-11'],
      ['retiro', null, null],
      ['salida', null, null],
      ['trasbordo', null, null],
      ['arribo', '2026-04-10', null],
      ['liberacion', null, null],
      ['entrega', null, null],
    ]);
    const events = await t.ds.getRepository(AuditEventEntity).find({ where: { entity: 'deal', entityId: dealId, action: 'milestone' }, order: { id: 'ASC' } });
    expect(events.map((e) => e.description)).toEqual([expect.stringContaining('Arribo'), expect.stringContaining('Reserva confirmada')]);
    const deliveries = await t.ds.getRepository(WebhookDeliveryEntity).find({ where: { endpointId }, order: { id: 'ASC' } });
    expect(deliveries.map((d) => d.event)).toEqual(['milestone.updated', 'milestone.updated']);
    const body = JSON.parse(deliveries[0].payload);
    expect(body).toMatchObject({ event: 'milestone.updated', data: { id: dealId }, milestone: { code: 'arribo', planned: '2026-04-10', actual: null }, changes: { 'arribo.planned': [null, '2026-04-10'] } });
    await t.ds.query('UPDATE webhook_endpoints SET active = 0');
  });

  test('a road operation has no transshipment; no mode → a clear message; a bad date refused', async () => {
    const road = await newDeal({ modalidad_carga: 'TERRESTRE' });
    expect((await gql(t, MILESTONE, { input: { dealId: road, code: 'trasbordo', actual: '2026-01-01' } }, u.ops.token)).errors![0].message).toBe(
      'Ese hito no es del tipo de envío de la operación.',
    );
    const none = await newDeal();
    expect((await gql(t, MILESTONE, { input: { dealId: none, code: 'arribo', actual: '2026-01-01' } }, u.ops.token)).errors![0].message).toMatch(/tipo de envío/);
    expect(codesOf(await gql(t, MILESTONE, { input: { dealId: road, code: 'arribo', actual: '2026-02-30' } }, u.ops.token))).toEqual(['BAD_USER_INPUT']);
  });

  test("'En tránsito' lists confirmed open operations by next milestone with an ETA window; late ones are the agenda's alerts", async () => {
    const late = await newDeal({ modalidad_carga: 'MARITIMO', f_confirm: '2026-01-02' });
    const soon = await newDeal({ modalidad_carga: 'AEREO', f_confirm: '2026-01-02' });
    const unconfirmed = await newDeal({ modalidad_carga: 'MARITIMO' });
    await gql(t, SAVE, { input: { dealId: late, mode: 'ocean', ocean: { etd: '2030-01-05', eta: '2030-02-01' } } }, u.ops.token);
    await gql(t, SAVE, { input: { dealId: soon, mode: 'air', air: { etd: '2030-01-03', eta: '2030-01-04' } } }, u.ops.token);
    await gql(t, SAVE, { input: { dealId: unconfirmed, mode: 'ocean', ocean: { etd: '2030-01-01', eta: '2030-01-02' } } }, u.ops.token);
    const all = await gql(t, 'query { inTransit(etaFrom: "2030-01-01", etaTo: "2030-12-31") { dealId mode etd eta } }', undefined, u.viewer.token);
    expect(all.data!.inTransit).toEqual([
      { dealId: soon, mode: 'air', etd: '2030-01-03', eta: '2030-01-04' },
      { dealId: late, mode: 'ocean', etd: '2030-01-05', eta: '2030-02-01' },
    ]);
    const window = await gql(t, 'query { inTransit(etaFrom: "2030-01-20", etaTo: "2030-02-10") { dealId } }', undefined, u.viewer.token);
    expect(window.data!.inTransit).toEqual([{ dealId: late }]);
    const alerts = async (today: string) =>
      (await gql(t, 'query L($d: String!) { lateMilestones(today: $d) { dealId code planned } }', { d: today }, u.viewer.token)).data!.lateMilestones.filter(
        (a: { dealId: number }) => [late, soon, unconfirmed].includes(a.dealId),
      );
    expect(await alerts('2030-01-03')).toEqual([]);
    expect(await alerts('2030-02-02')).toEqual([
      { dealId: soon, code: 'salida', planned: '2030-01-03' },
      { dealId: soon, code: 'arribo', planned: '2030-01-04' },
      { dealId: late, code: 'salida', planned: '2030-01-05' },
      { dealId: late, code: 'arribo', planned: '2030-02-01' },
    ]);
    await gql(t, MILESTONE, { input: { dealId: late, code: 'arribo', actual: '2030-02-01' } }, u.ops.token);
    expect((await alerts('2030-02-02')).filter((a: { dealId: number }) => a.dealId === late)).toEqual([{ dealId: late, code: 'salida', planned: '2030-01-05' }]);
    expect(codesOf(await gql(t, 'query { lateMilestones(today: "ayer") { dealId } }', undefined, u.viewer.token))).toEqual(['BAD_USER_INPUT']);
    // 'mine': only the operations the reader owns (their advisor; their creator while they have none).
    await t.ds.getRepository(DealEntity).update({ id: soon }, { advisorUserId: u.venta.user.id });
    const mine = async (token: string) =>
      (await gql(t, 'query { lateMilestones(today: "2030-02-02", mine: true) { dealId } }', undefined, token)).data!.lateMilestones.map((a: { dealId: number }) => a.dealId);
    expect(await mine(u.venta.token)).toEqual([soon, soon]);
    expect(await mine(u.viewer.token)).toEqual([]);
    const chips = await gql(t, 'query C($ids: [Int!]!) { dealMilestones(dealIds: $ids) { dealId milestones { code planned } } }', { ids: [late, unconfirmed, 99999999] }, u.viewer.token);
    expect(chips.data!.dealMilestones.map((r: { dealId: number }) => r.dealId).sort()).toEqual([late, unconfirmed].sort());
  });
});

test('place and carrier lists are seeded parameters', async () => {
  const values = async (key: string) => (await t.ds.getRepository(ParamValueEntity).find({ where: { key }, order: { ord: 'ASC' } })).map((p) => p.value);
  expect(await values('puerto')).toEqual(expect.arrayContaining(['PYASU Asunción', 'PYVLL Villeta', 'BRPNG Paranaguá', 'CNSHA Shanghai']));
  expect(await values('aeropuerto')).toEqual(expect.arrayContaining(['ASU Asunción (Silvio Pettirossi)', 'MIA Miami', 'MAD Madrid']));
  expect(await values('transportista')).toContain('MSC');
});

test("a document in the original client's English spelling shows in our fields, and our save keeps its keys", async () => {
  const dealId = await newDeal({ modalidad_carga: 'MARITIMO' });
  const doc = {
    shipping_line: 'Maersk',
    vessel: 'Maersk Lima',
    voyage: '301E',
    transshipment_port: 'UYMVD',
    master_bl: 'MAEU77',
    free_days: 21,
    containers: [{ container_type: "40'HC", container_number: 'MSKU1234565', seal_number: 'S-7', vgm: 28000 }],
    pol: 'Shanghai',
  };
  expect((await api(t, u.venta.token).put(`/api/operations/${dealId}/ocean`, doc)).status).toBe(200);
  const s = await shipmentOf(dealId);
  expect(s.ocean).toMatchObject({ shippingLine: 'Maersk', vessel: 'Maersk Lima', voyage: '301E', transshipmentPort: 'UYMVD', mbl: 'MAEU77', freeDays: 21 });
  expect(s.ocean.containers).toEqual([{ type: "40'HC", number: 'MSKU1234565', seal: 'S-7' }]);
  const r = await gql(
    t,
    SAVE,
    { input: { dealId, mode: 'ocean', ocean: { vessel: 'Maersk Lima II', containers: [{ type: "40'HC", number: 'MSKU1234565', seal: 'S-8' }, { type: "20'ST", number: 'CSQU3054383' }] } } },
    u.ops.token,
  );
  expect(r.errors).toBeUndefined();
  const get = (await api(t, u.viewer.token).get(`/api/operations/${dealId}`)).body.ocean;
  expect(get).toMatchObject({
    shipping_line: 'Maersk',
    vessel: 'Maersk Lima II',
    master_bl: 'MAEU77',
    containers: [
      { container_type: "40'HC", container_number: 'MSKU1234565', seal_number: 'S-8', vgm: 28000 },
      { tipo: "20'ST", numero: 'CSQU3054383' },
    ],
  });
  // No Spanish twin of a key the document already had.
  expect(Object.keys(get)).not.toEqual(expect.arrayContaining(['buque']));
});

test('N+1 guard: the kanban chips (dealMilestones) take the same number of statements for 2 and 20 operations', async () => {
  const ids: number[] = [];
  for (let i = 0; i < 20; i++) {
    const id = await newDeal({ modalidad_carga: i % 2 ? 'AEREO' : 'MARITIMO', f_confirm: '2026-01-02' });
    await gql(t, MILESTONE, { input: { dealId: id, code: 'reserva', planned: '2026-01-05' } }, u.ops.token);
    ids.push(id);
  }
  const measure = async (dealIds: number[]) => {
    t.sql.start();
    const r = await gql(t, 'query C($ids: [Int!]!) { dealMilestones(dealIds: $ids) { dealId milestones { code planned } } }', { ids: dealIds }, u.viewer.token);
    const statements = t.sql.stop();
    expect(r.errors).toBeUndefined();
    expect(r.data!.dealMilestones).toHaveLength(dealIds.length);
    return statements;
  };
  await measure(ids.slice(0, 2)); // the actor's session lookup may be cached after the first request
  const small = await measure(ids.slice(0, 2));
  const large = await measure(ids);
  expect(large).toEqual(small);
  expect(small).toBeLessThanOrEqual(8);
});
