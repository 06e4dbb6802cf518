import request from 'supertest';
import { ActivityEntity } from '../../modules/activities/activity.entity';
import { ContactEntity } from '../../modules/contacts/contact.entity';
import { DealCustomFieldEntity } from '../../modules/custom-fields/custom-field.entity';
import { DealEntity } from '../../modules/deals/deal.entity';
import { OrganizationEntity } from '../../modules/organizations/organization.entity';
import { reindexSearch } from '../../modules/search/search-index';
import { adminToken, makeUser, type MadeUser } from '../../../test/factories';
import { insertContact, insertDeals, insertOrg, seededPipeline } from '../../../test/deals-fixtures';
import { api, gql } from '../../../test/http';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * REST-CONTRACT "Fidelity for the original client": what the original React client sends and reads
 * back, case by case (REST drop-in for the original client). Each describe names the contract lines it covers.
 */
let t: TestApp;
let admin: string;
let venta: MadeUser;
let viewer: MadeUser;
let pipelineId: number;
let stageId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t);
  venta = await makeUser(t, { role: 'venta', name: 'Vera Venta' });
  viewer = await makeUser(t, { role: 'viewer', name: 'Vito Viewer' });
  const { pipeline, stages } = await seededPipeline(t);
  pipelineId = pipeline.id;
  stageId = stages[0].id;
});
afterAll(() => t.close());

async function newDeal(values: Partial<DealEntity> = {}): Promise<number> {
  const [id] = await insertDeals(t, 1, { pipelineId, stageIds: [stageId], ...values });
  return id;
}

// "Cost sheet round trip": GET returns the document deep-equal to what PUT stored; the server parses it
// into its typed sheet for its totals (GraphQL view, budget) apart from it; a GraphQL save renders the
// same document shape; unreadable cells count 0 and the GraphQL view names them.
describe('cost sheet document round trip', () => {
  const SHEET = `query S($dealId: Int!) { costSheet(dealId: $dealId) {
    version header { pesoKg gsRate } compraRows { id usdXKg total } locRows { id gs }
    totals { totalCostos totalVentas profitGeneral } unreadableCells { table rowId field text } } }`;

  /** As the original client sends it: every cell typed text, '' for 'Auto' totals, keys of its own. */
  const clientDocument = () => ({
    header: { modo: 'AEREO', clase: '', pesoKg: '100', awb: '', hbl: '', mercaderia: 'Repuestos', gsRate: '5.000' },
    compraRows: [
      { id: 1700000000001, concepto: 'FLETE AEREO', usdXKg: '2,5', total: '', lockPerKg: true },
      { id: 1700000000002, concepto: 'FSC', usdXKg: '', total: '1.250,5', lockPerKg: false },
    ],
    ventaRows: [{ id: 1700000000003, concepto: 'FLETE AEREO', usdXKg: '', total: '1.600', lockPerKg: false, sourceId: 1700000000001 }],
    locRows: [{ id: 'l1', concepto: 'Despacho', gs: '586.000' }],
    locCliRows: [],
    segCostoRows: [],
    segVentaRows: [],
    allInEnabled: true,
    allInServiceName: 'ALL IN',
    ventaInt: { moneda: 'USD', items: [1, '2'] },
  });

  test('PUT then GET answers data deep-equal; GraphQL costSheet shows the server totals of that document', async () => {
    const dealId = await newDeal();
    const doc = clientDocument();
    const put = await api(t, venta.token).put(`/api/deals/${dealId}/cost-sheet`, doc);
    expect([put.status, put.body]).toEqual([200, { ok: true, version: 1 }]);
    const get = await api(t, viewer.token).get(`/api/deals/${dealId}/cost-sheet`);
    expect(get.status).toBe(200);
    expect(get.body.data).toStrictEqual(doc);

    const view = await gql(t, SHEET, { dealId }, viewer.token);
    // Purchase 2,5 × 100 kg + 1.250,5 + 586.000 Gs / 5.000 = 250 + 1250.5 + 117.2; sale 1.600.
    expect(view.data!.costSheet).toEqual({
      version: 1,
      header: { pesoKg: 100, gsRate: 5000 },
      compraRows: [
        { id: '1700000000001', usdXKg: 2.5, total: null },
        { id: '1700000000002', usdXKg: null, total: 1250.5 },
      ],
      locRows: [{ id: 'l1', gs: 586000 }],
      totals: { totalCostos: 1617.7, totalVentas: 1600, profitGeneral: -17.7 },
      unreadableCells: [],
    });
  });

  test('a document with unreadable cells is stored as sent; those cells count 0 and GraphQL names them', async () => {
    const dealId = await newDeal();
    const doc = { ...clientDocument(), compraRows: [{ id: 'c1', concepto: 'FSC', usdXKg: '', total: 'mucho', lockPerKg: false }], locRows: [{ id: 'l1', concepto: 'X', gs: '1.000.000' }], header: { pesoKg: 'pesado', gsRate: '5.000' } };
    expect((await api(t, venta.token).put(`/api/deals/${dealId}/cost-sheet`, doc)).status).toBe(200);
    expect((await api(t, viewer.token).get(`/api/deals/${dealId}/cost-sheet`)).body.data).toStrictEqual(doc);
    const view = await gql(t, SHEET, { dealId }, viewer.token);
    expect(view.data!.costSheet.totals).toEqual({ totalCostos: 200, totalVentas: 1600, profitGeneral: 1400 });
    expect(view.data!.costSheet.unreadableCells).toEqual([
      { table: 'header', rowId: null, field: 'pesoKg', text: 'pesado' },
      { table: 'compraRows', rowId: 'c1', field: 'total', text: 'mucho' },
    ]);
  });

  test('a sheet saved through GraphQL is read by REST in the client document shape, keeping its own keys', async () => {
    const dealId = await newDeal();
    await api(t, venta.token).put(`/api/deals/${dealId}/cost-sheet`, clientDocument());
    const save = await gql(
      t,
      `mutation Save($dealId: Int!, $input: CostSheetInput!) { saveCostSheet(dealId: $dealId, version: 1, input: $input) { version } }`,
      {
        dealId,
        input: {
          header: { pesoKg: 100, gsRate: 5000, modo: 'AEREO' },
          compraRows: [{ id: '1700000000001', concepto: 'FLETE AEREO', usdXKg: 2.75, total: null, lockPerKg: true }],
          ventaRows: [{ id: 'v2', concepto: 'FSC', usdXKg: null, total: 1250.5, lockPerKg: false, sourceId: null }],
          locRows: [],
          locCliRows: [],
          segCostoRows: [],
          segVentaRows: [],
        },
      },
      venta.token,
    );
    expect(save.data!.saveCostSheet.version).toBe(2);
    const data = (await api(t, viewer.token).get(`/api/deals/${dealId}/cost-sheet`)).body.data;
    expect(data).toMatchObject({
      header: { modo: 'AEREO', pesoKg: '100', gsRate: '5.000', clase: '', awb: '' },
      compraRows: [{ id: '1700000000001', concepto: 'FLETE AEREO', usdXKg: '2,75', total: '', lockPerKg: true }],
      ventaRows: [{ id: 'v2', concepto: 'FSC', usdXKg: '', total: '1.250,5', lockPerKg: false }],
      allInEnabled: true,
      allInServiceName: 'ALL IN',
      ventaInt: { moneda: 'USD', items: [1, '2'] },
    });
    // Re-sent as it came back (what the original client does), it keeps its totals.
    const again = await api(t, venta.token).put(`/api/deals/${dealId}/cost-sheet`, data);
    expect(again.status).toBe(200);
    expect((await gql(t, SHEET, { dealId }, viewer.token)).data!.costSheet.totals).toEqual({ totalCostos: 275, totalVentas: 1250.5, profitGeneral: 975.5 });
  });
});

// "New operation with flat fields": flat org_name, contact_name/email/phone, account_exec_id; ids first,
// then names, flat over nested; organization by trimmed case-insensitive name or razón social, else
// created (borrador); contact by email, else by name preferring the organization's, else created and
// linked; numeric strings for pipeline/stage/unit; null for optional fields; one transaction.
describe('POST /deals with the flat fields of the original form', () => {
  const orgRepo = () => t.ds.getRepository(OrganizationEntity);
  const contactRepo = () => t.ds.getRepository(ContactEntity);

  test('flat org_name and contact fields create both and link them; account_exec_id becomes the advisor', async () => {
    const exec = await makeUser(t, { role: 'venta', name: 'Ejecutivo Uno' });
    const name = `ACME Test S.A. ${Date.now()}`;
    const res = await api(t, venta.token).post('/api/deals', {
      title: 'Importación de repuestos',
      pipeline_id: String(pipelineId),
      stage_id: String(stageId),
      business_unit_id: null,
      org_name: name,
      contact_name: 'Ana Flat',
      contact_email: `ana-${Date.now()}@acme.test`,
      contact_phone: '0981 123 456',
      account_exec_id: exec.user.id,
      value: null,
      description: null,
    });
    expect(res.status).toBe(201);
    const deal = await t.ds.getRepository(DealEntity).findOneByOrFail({ id: res.body.id });
    const org = await orgRepo().findOneByOrFail({ name });
    const contact = await contactRepo().findOneByOrFail({ id: deal.contactId! });
    expect({ orgId: deal.orgId, advisor: deal.advisorUserId, budget: org.budgetStatus }).toEqual({ orgId: org.id, advisor: exec.user.id, budget: 'borrador' });
    expect({ name: contact.name, phone: contact.phone, orgId: contact.orgId }).toEqual({ name: 'Ana Flat', phone: '0981 123 456', orgId: org.id });
    const row = (await api(t, venta.token).get(`/api/deals/${res.body.id}`)).body.deal;
    expect([row.org_name, row.contact_name]).toEqual([name, 'Ana Flat']);
  });

  test('existing organization by trimmed, case-insensitive name or razón social; contact by name preferring that organization', async () => {
    const org = await insertOrg(t, { name: `Ferretería Central ${Date.now()}`, razonSocial: `FERRECENTRAL SA ${Date.now()}` });
    await reindexSearch(t.ds.manager, 'organization', org.id); // as the organizations service does on create
    const elsewhere = await insertContact(t, { name: 'Juan Pérez' });
    const ours = await insertContact(t, { name: 'Juan Pérez', orgId: org.id });
    const byName = await api(t, venta.token).post('/api/deals', {
      title: 'Por nombre',
      pipeline_id: pipelineId,
      stage_id: stageId,
      org_name: `  ${org.name!.toUpperCase()} `,
      contact_name: ' juan pérez ',
      account_exec_id: null,
    });
    expect(byName.status).toBe(201);
    const d1 = await t.ds.getRepository(DealEntity).findOneByOrFail({ id: byName.body.id });
    expect([d1.orgId, d1.contactId]).toEqual([org.id, ours.id]);
    expect(elsewhere.id).not.toBe(ours.id);

    const byRazon = await api(t, venta.token).post('/api/deals', { title: 'Por razón social', pipeline_id: pipelineId, stage_id: stageId, org_name: org.razonSocial!.toLowerCase() });
    expect((await t.ds.getRepository(DealEntity).findOneByOrFail({ id: byRazon.body.id })).orgId).toBe(org.id);
  });

  test('ids first, then names; flat over nested', async () => {
    const linked = await insertOrg(t, { name: `Por id ${Date.now()}` });
    const idFirst = await api(t, venta.token).post('/api/deals', { title: 'Id', pipeline_id: pipelineId, stage_id: stageId, org_id: linked.id, org_name: 'No se crea' });
    expect((await t.ds.getRepository(DealEntity).findOneByOrFail({ id: idFirst.body.id })).orgId).toBe(linked.id);
    expect(await orgRepo().countBy({ name: 'No se crea' })).toBe(0);

    const flatName = `Plana ${Date.now()}`;
    const flatWins = await api(t, venta.token).post('/api/deals', {
      title: 'Flat',
      pipeline_id: pipelineId,
      stage_id: stageId,
      organization: { name: 'Anidada que pierde' },
      org_name: flatName,
      contact: { name: 'Anidado', email: null },
      contact_name: 'Plano',
    });
    expect(flatWins.status).toBe(201);
    const deal = await t.ds.getRepository(DealEntity).findOneByOrFail({ id: flatWins.body.id });
    expect((await orgRepo().findOneByOrFail({ id: deal.orgId! })).name).toBe(flatName);
    expect((await contactRepo().findOneByOrFail({ id: deal.contactId! })).name).toBe('Plano');
    expect(await orgRepo().countBy({ name: 'Anidada que pierde' })).toBe(0);
  });
});

// "Per-mode operation details": GET /operations/{id} → { ...deal row, air, ocean, road, multimodal } without
// the keys that duplicate custom fields, Cache-Control no-store; PUT /operations/{id}/{mode} stores any
// JSON object as is and answers it (writers; 404 unknown deal, 403 viewer). GraphQL Deal.modeDetails.
describe('per-mode operation details', () => {
  test('PUT ocean then GET it; shadowed keys left out of reads; GraphQL modeDetails', async () => {
    const dealId = await newDeal();
    await t.ds.getRepository(DealCustomFieldEntity).insert({ dealId, key: 'origen_pto', label: 'Origen', type: 'text', value: 'Shanghai' });
    const doc = { pol: 'Miami', containers: [{ n: 1 }], seguro: true, tipo_seguro: 'ALL RISK', naviera: 'MSC', extra: { a: [1, 'b', null] } };
    const put = await api(t, venta.token).put(`/api/operations/${dealId}/ocean`, doc);
    expect([put.status, put.body]).toEqual([200, doc]);
    expect(put.headers['cache-control']).toBe('no-store');

    const get = await api(t, viewer.token).get(`/api/operations/${dealId}`);
    expect(get.status).toBe(200);
    expect(get.headers['cache-control']).toBe('no-store');
    expect(get.body).toMatchObject({ id: dealId, reference: expect.stringMatching(/^OP-\d{6}$/), pipeline_id: pipelineId, stage_id: stageId });
    expect({ air: get.body.air, ocean: get.body.ocean, road: get.body.road, multimodal: get.body.multimodal }).toEqual({
      air: null,
      ocean: { containers: [{ n: 1 }], seguro: true, naviera: 'MSC', extra: { a: [1, 'b', null] } },
      road: null,
      multimodal: null,
    });

    const air = { origin_airport: 'MIA', destination_airport: 'ASU', commodity: 'x', awb: '123', piezas: '3' };
    expect((await api(t, admin).put(`/api/operations/${dealId}/air`, air)).status).toBe(200);
    const gq = await gql(t, `query D($id: Int!) { deal(id: $id) { modeDetails { air ocean road multimodal } } }`, { id: dealId }, viewer.token);
    expect(gq.data!.deal.modeDetails).toEqual({ air: { awb: '123', piezas: '3' }, ocean: get.body.ocean, road: null, multimodal: null });
  });

  test('a second PUT replaces the document; viewer 403, unknown deal 404, unknown mode 404, array body 400', async () => {
    const dealId = await newDeal();
    await api(t, venta.token).put(`/api/operations/${dealId}/road`, { placa: 'AAA 111' });
    expect((await api(t, venta.token).put(`/api/operations/${dealId}/road`, { chofer: 'Luis' })).body).toEqual({ chofer: 'Luis' });
    expect((await api(t, venta.token).get(`/api/operations/${dealId}`)).body.road).toEqual({ chofer: 'Luis' });
    const denied = await api(t, viewer.token).put(`/api/operations/${dealId}/road`, { chofer: 'X' });
    expect(denied.status).toBe(403);
    expect((await api(t, venta.token).get(`/api/operations/${dealId}`)).body.road).toEqual({ chofer: 'Luis' });
    const missing = await api(t, venta.token).put('/api/operations/99999999/air', {});
    expect([missing.status, missing.body]).toEqual([404, { error: 'Operación no encontrada.' }]);
    expect((await api(t, venta.token).get('/api/operations/99999999')).status).toBe(404);
    expect((await api(t, venta.token).put(`/api/operations/${dealId}/rail`, {})).status).toBe(404);
    expect((await api(t, venta.token).put(`/api/operations/${dealId}/air`, [1, 2])).status).toBe(400);
    expect((await request(t.app).get(`/api/operations/${dealId}`)).status).toBe(401);
  });
});

// "Profit into the deal value": PATCH accepts any finite number (a loss, decimals) and description null
// (the title is kept); budget confirm accepts a negative profit_value.
describe('a loss can be saved', () => {
  test('PATCH value −50 and 12.345; description null keeps the title; budget confirm with a negative profit', async () => {
    const org = await insertOrg(t, { name: `Pérdidas ${Date.now()}` });
    const dealId = await newDeal({ orgId: org.id, title: 'Operación con pérdida' });
    const loss = await api(t, venta.token).patch(`/api/deals/${dealId}`, { value: -50, description: null });
    expect([loss.status, loss.body]).toEqual([200, { ok: true }]);
    const row = (await api(t, venta.token).get(`/api/deals/${dealId}`)).body.deal;
    expect([row.value, row.title]).toEqual([-50, 'Operación con pérdida']);
    expect((await api(t, venta.token).patch(`/api/deals/${dealId}`, { value: '-1250.75' })).status).toBe(200);
    expect((await api(t, venta.token).get(`/api/deals/${dealId}`)).body.deal.value).toBe(-1250.75);
    expect((await api(t, venta.token).patch(`/api/deals/${dealId}`, { value: 12.345 })).status).toBe(200);
    expect((await api(t, venta.token).get(`/api/deals/${dealId}`)).body.deal.value).toBe(12.35);
    expect((await api(t, venta.token).patch(`/api/deals/${dealId}`, { value: 'mucho' })).status).toBe(400);

    await api(t, admin).post(`/api/organizations/${org.id}/budget/lock`);
    const confirm = await api(t, admin).post(`/api/organizations/${org.id}/budget/confirm`, { profit_value: -50 });
    expect([confirm.status, confirm.body]).toEqual([200, { ok: true, budget_status: 'confirmado', budget_profit_value: -50 }]);
  });
});

// "Users picker": GET /users/select?active=1 → [{ id, name, email }] of active users by name; active=0 all
// users; any signed-in user; routed before /users/{id}. "Activity authors": created_by, created_by_name,
// created_by_email on GET /activities and on activities embedded in deal, organization and contact answers.
describe('users picker and activity authors', () => {
  test('GET /users/select for any signed-in user, active only by default, all with active=0', async () => {
    const inactive = await makeUser(t, { role: 'ops', name: 'Zulma Inactiva', isActive: false });
    const active = await api(t, viewer.token).get('/api/users/select?active=1');
    expect(active.status).toBe(200);
    const names = active.body.map((u: { name: string }) => u.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
    expect(active.body).toContainEqual({ id: venta.user.id, name: 'Vera Venta', email: venta.user.email });
    expect(active.body.map((u: { id: number }) => u.id)).not.toContain(inactive.user.id);
    for (const u of active.body) expect(Object.keys(u).sort()).toEqual(['email', 'id', 'name']);
    const all = await api(t, venta.token).get('/api/users/select?active=0');
    expect(all.body).toContainEqual({ id: inactive.user.id, name: 'Zulma Inactiva', email: inactive.user.email });
    expect((await request(t.app).get('/api/users/select')).status).toBe(401);
  });

  test('activity rows carry their author everywhere they are returned', async () => {
    const org = await insertOrg(t, { name: `Autores ${Date.now()}` });
    const contact = await insertContact(t, { name: 'Carla Contacto', orgId: org.id });
    const dealId = await newDeal({ orgId: org.id, contactId: contact.id });
    const created = await api(t, venta.token).post('/api/activities', { type: 'note', subject: 'Nota', deal_id: dealId, org_id: org.id, person_id: contact.id });
    expect(created.status).toBe(201);
    const author = { created_by: venta.user.id, created_by_name: 'Vera Venta', created_by_email: venta.user.email };
    expect(created.body).toMatchObject(author);
    const lists = [
      (await api(t, viewer.token).get(`/api/activities?deal_id=${dealId}`)).body,
      (await api(t, viewer.token).get(`/api/deals/${dealId}`)).body.activities,
      (await api(t, viewer.token).get(`/api/organizations/${org.id}`)).body.activities,
      (await api(t, viewer.token).get(`/api/contacts/${contact.id}`)).body.activities,
    ];
    for (const list of lists) expect(list).toEqual([expect.objectContaining({ id: created.body.id, ...author })]);
    expect(await t.ds.getRepository(ActivityEntity).countBy({ dealId })).toBe(1);
  });
});

// "File links last a working session": signed /uploads URLs valid at least as long as an API token (1 h in
// the test configuration); a deleted file answers 404 whatever the signature.
describe('file links', () => {
  const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

  test('links expire no sooner than a token; a deleted file is 404 with its valid or a forged signature', async () => {
    const dealId = await newDeal();
    const up = await request(t.app).post(`/api/deals/${dealId}/files`).set('Authorization', `Bearer ${venta.token}`).field('type', 'fact_venta').attach('file', PDF, { filename: 'f.pdf' });
    expect(up.status).toBe(201);
    const token = JSON.parse(Buffer.from(venta.token.split('.')[1], 'base64url').toString()) as { iat: number; exp: number };
    for (const url of [up.body.url, (await api(t, viewer.token).get(`/api/deals/${dealId}/files`)).body[0].url]) {
      const exp = Number(new URL(url, 'http://x').searchParams.get('exp'));
      expect(exp - Math.floor(Date.now() / 1000)).toBeGreaterThanOrEqual(token.exp - token.iat - 60);
    }
    expect((await request(t.app).get(up.body.url)).status).toBe(200);

    expect((await api(t, venta.token).delete(`/api/deals/${dealId}/files/${up.body.id}`)).body).toEqual({ ok: true });
    expect((await request(t.app).get(up.body.url)).status).toBe(404);
    const forged = up.body.url.replace(/sig=([0-9a-f])/, (_m: string, c: string) => `sig=${c === 'a' ? 'b' : 'a'}`);
    expect((await request(t.app).get(forged)).status).toBe(404);
  });
});
