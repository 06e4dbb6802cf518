import { AuditEventEntity } from '../audit/audit-event.entity';
import { ActivityEntity } from '../activities/activity.entity';
import { ContactEntity } from '../contacts/contact.entity';
import { OrganizationEntity } from '../organizations/organization.entity';
import { PipelineEntity } from '../pipelines/pipeline.entity';
import { StageEntity } from '../pipelines/stage.entity';
import { UserEntity } from '../users/user.entity';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { type MadeUser, makeRoleUsers, makeUser } from '../../../test/factories';
import { api, codesOf, gql } from '../../../test/http';
import { DealEntity } from './deal.entity';
import { insertContact, insertDeals, insertOrg, seededPipeline } from '../../../test/deals-fixtures';

let t: TestApp;
let admin: string;
let venta: MadeUser;
let ops: MadeUser;
let viewer: MadeUser;
let pipelineId: number;
let stageIds: number[];

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, venta, ops, viewer } = await makeRoleUsers(t, { venta: 'Valeria Venta', ops: 'Oscar Ops', viewer: 'Vito Viewer' }));
  const p = await seededPipeline(t);
  pipelineId = p.pipeline.id;
  stageIds = p.stages.map((s) => s.id);
});
afterAll(() => t.close());

const dealCount = () => t.ds.getRepository(DealEntity).count();

describe('POST /api/deals', () => {
  test('the new-operation form: description as title, organization and contact created, advisor = creator, reference OP-000123', async () => {
    const res = await api(t, venta.token).post('/api/deals', {
      description: 'Importación aérea de repuestos Miami → Asunción',
      value: 1500.5,
      pipeline_id: pipelineId,
      stage_id: stageIds[0],
      business_unit_id: 1,
      organization: { name: 'Repuestos Guaraní S.A.' },
      contact: { name: 'Lucía Benítez', email: 'Lucia@Repuestos.com.py' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number), reference: expect.stringMatching(/^OP-\d{6}$/), title: 'Importación aérea de repuestos Miami → Asunción' });
    expect(res.body.reference).toBe(`OP-${String(res.body.id).padStart(6, '0')}`);

    const detail = await api(t, viewer.token).get(`/api/deals/${res.body.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.activities).toEqual([]);
    expect(detail.body.deal).toMatchObject({
      id: res.body.id,
      reference: res.body.reference,
      value: 1500.5,
      status: 'open',
      pipeline_id: pipelineId,
      stage_id: stageIds[0],
      business_unit_id: 1,
      business_unit_name: 'Cargo',
      business_unit_key: 'atm-cargo',
      org_name: 'Repuestos Guaraní S.A.',
      contact_name: 'Lucía Benítez',
      contact_email: 'lucia@repuestos.com.py',
      created_by_user_id: venta.user.id,
      created_by_name: 'Valeria Venta',
      deal_advisor_user_id: venta.user.id,
      deal_advisor_name: 'Valeria Venta',
      org_budget_status: 'borrador',
      description: 'Importación aérea de repuestos Miami → Asunción',
    });
    expect(detail.body.deal.created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const org = await t.ds.getRepository(OrganizationEntity).findOneByOrFail({ name: 'Repuestos Guaraní S.A.' });
    expect(org).toMatchObject({ budgetStatus: 'borrador', ownerUserId: venta.user.id, visibility: 'company' });
    const contact = await t.ds.getRepository(ContactEntity).findOneByOrFail({ email: 'lucia@repuestos.com.py' });
    expect(contact.orgId).toBe(org.id);
  });

  test('find-or-create: an existing organization (exact name) and contact (email) are linked, not duplicated; advisor = organization advisor', async () => {
    const org = await insertOrg(t, { name: 'Agro Chaco SRL', advisorUserId: ops.user.id });
    const contact = await insertContact(t, { name: 'Pedro Agüero', email: 'pedro@agrochaco.com.py', orgId: org.id });
    const orgsBefore = await t.ds.getRepository(OrganizationEntity).count();
    const contactsBefore = await t.ds.getRepository(ContactEntity).count();
    const res = await api(t, venta.token).post('/api/deals', {
      title: 'Fertilizantes Paranaguá',
      pipeline_id: pipelineId,
      stage_id: stageIds[1],
      organization: { name: 'Agro Chaco SRL' },
      contact: { name: 'Otro nombre', email: ' PEDRO@agrochaco.com.py ' },
    });
    expect(res.status).toBe(201);
    const deal = await t.ds.getRepository(DealEntity).findOneByOrFail({ id: res.body.id });
    expect([deal.orgId, deal.contactId, deal.advisorUserId]).toEqual([org.id, contact.id, ops.user.id]);
    expect(await t.ds.getRepository(OrganizationEntity).count()).toBe(orgsBefore);
    expect(await t.ds.getRepository(ContactEntity).count()).toBe(contactsBefore);
  });

  test("find-or-create never matches another user's private organization or contact", async () => {
    const privOrg = await insertOrg(t, { name: 'Secreta SA', visibility: 'private', ownerUserId: ops.user.id });
    const privContact = await insertContact(t, { name: 'Privada', email: 'privada@secreta.com', visibility: 'private', ownerUserId: ops.user.id });
    const res = await api(t, venta.token).post('/api/deals', {
      title: 'Otra operación',
      pipeline_id: pipelineId,
      stage_id: stageIds[0],
      organization: { name: 'Secreta SA' },
      contact: { email: 'privada@secreta.com' },
    });
    expect(res.status).toBe(201);
    const deal = await t.ds.getRepository(DealEntity).findOneByOrFail({ id: res.body.id });
    expect(deal.orgId).not.toBe(privOrg.id);
    expect(deal.contactId).not.toBe(privContact.id);
    // linking by id to it is NOT_FOUND, like a missing one
    const byId = await api(t, venta.token).post('/api/deals', { title: 'X', pipeline_id: pipelineId, stage_id: stageIds[0], org_id: privOrg.id });
    expect(byId.status).toBe(404);
    expect(byId.body).toEqual({ error: 'Organización no encontrada.' });
    // the owner can
    const own = await api(t, ops.token).post('/api/deals', { title: 'Y', pipeline_id: pipelineId, stage_id: stageIds[0], organization: { id: privOrg.id }, contact: { id: privContact.id } });
    expect(own.status).toBe(201);
  });

  test('validation: 400 in Spanish, nothing stored', async () => {
    const before = await dealCount();
    const cases: Array<[object, RegExp]> = [
      [{ title: 'Sin pipeline', stage_id: stageIds[0] }, /Completá título, pipeline y etapa/],
      [{ title: 'Sin etapa', pipeline_id: pipelineId }, /Completá título, pipeline y etapa/],
      [{ pipeline_id: pipelineId, stage_id: stageIds[0] }, /Completá título, pipeline y etapa/],
      [{ title: '   ', pipeline_id: pipelineId, stage_id: stageIds[0] }, /Completá título, pipeline y etapa/],
      [{ title: 'X', pipeline_id: pipelineId, stage_id: stageIds[0], value: -1 }, /mayor o igual a 0/],
      [{ title: 'X', pipeline_id: pipelineId, stage_id: stageIds[0], value: 'mucho' }, /mayor o igual a 0/],
      // The numbers the screens refuse while typing (nothing lost silently), refused here too.
      [{ title: 'X', pipeline_id: pipelineId, stage_id: stageIds[0], value: 1e50 }, /mayor o igual a 0/],
      [{ title: 'X', pipeline_id: pipelineId, stage_id: stageIds[0], value: '1e50' }, /mayor o igual a 0/],
      [{ title: 'X', pipeline_id: 'uno', stage_id: stageIds[0] }, /Completá título, pipeline y etapa/],
      [{ title: 'x'.repeat(301), pipeline_id: pipelineId, stage_id: stageIds[0] }, /300 caracteres/],
      [{ title: 'X', pipeline_id: pipelineId, stage_id: stageIds[0], contact: { email: 'no-es-email' } }, /email del contacto/],
      [{ title: 'X', pipeline_id: pipelineId, stage_id: stageIds[0], organization: { name: { $gt: '' } } }, /organización/],
    ];
    for (const [body, msg] of cases) {
      const res = await api(t, venta.token).post('/api/deals', body);
      expect([res.status, res.body.error]).toEqual([400, expect.stringMatching(msg)]);
    }
    const otherPipeline = await t.ds.getRepository(PipelineEntity).insert({ name: 'Otro' });
    const foreignStage = await t.ds.getRepository(StageEntity).insert({ pipelineId: Number(otherPipeline.identifiers[0].id), name: 'Ajena', orderIndex: 10 });
    const wrong = await api(t, venta.token).post('/api/deals', { title: 'X', pipeline_id: pipelineId, stage_id: Number(foreignStage.identifiers[0].id) });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe('La etapa no pertenece al pipeline indicado.');
    expect(await dealCount()).toBe(before);
  });

  test('a viewer cannot create (403); venta, ops and admin can', async () => {
    const body = { title: 'Permisos', pipeline_id: pipelineId, stage_id: stageIds[0] };
    expect((await api(t, viewer.token).post('/api/deals', body)).status).toBe(403);
    for (const tok of [venta.token, ops.token, admin]) expect((await api(t, tok).post('/api/deals', body)).status).toBe(201);
    expect((await api(t).post('/api/deals', body)).status).toBe(401);
  });

  test('fields a caller may not set are ignored: reference, created_by_user_id, status, budget fields', async () => {
    const res = await api(t, venta.token).post('/api/deals', {
      title: 'Campos ajenos',
      pipeline_id: pipelineId,
      stage_id: stageIds[0],
      reference: 'OP-999999',
      created_by_user_id: 1,
      status: 'won',
      org_budget_status: 'confirmado',
      id: 1,
      extra: 'viejo cliente',
    });
    expect(res.status).toBe(201);
    const d = await t.ds.getRepository(DealEntity).findOneByOrFail({ id: res.body.id });
    expect([d.reference, d.createdByUserId, d.status]).toEqual([`OP-${String(d.id).padStart(6, '0')}`, venta.user.id, 'open']);
  });
});

describe('GET /api/deals and /api/deals/{id}', () => {
  test('rows carry every documented field; filters narrow them', async () => {
    const org = await insertOrg(t, { name: 'Filtro SA', budgetStatus: 'confirmado', budgetProfitValue: 250.75, advisorUserId: ops.user.id });
    const [a, b] = await insertDeals(t, 2, { pipelineId, stageIds: [stageIds[2]], orgId: org.id, businessUnitId: 2, advisorUserId: venta.user.id, createdByUserId: venta.user.id });
    const res = await api(t, viewer.token).get(`/api/deals?org_id=${org.id}`);
    expect(res.status).toBe(200);
    expect(res.body.map((r: { id: number }) => r.id)).toEqual([b, a]);
    expect(Object.keys(res.body[0]).sort()).toEqual(
      [
        'id', 'reference', 'title', 'value', 'status', 'pipeline_id', 'stage_id', 'business_unit_id', 'business_unit_name', 'business_unit_key',
        'org_id', 'org_name', 'contact_id', 'contact_name', 'contact_email', 'created_at', 'created_by_user_id', 'created_by_name',
        'deal_advisor_user_id', 'deal_advisor_name', 'org_advisor_name', 'org_budget_status', 'org_budget_profit_value',
        // Won/lost with reasons (extras old clients ignore): why, when and by whom it was closed.
        'close_reason', 'close_reason_text', 'closed_at', 'closed_by_name',
        // Budgets per operation (extras old clients ignore): the operation's own budget, from its current revision.
        'budget_status', 'budget_profit_value',
        // Budget against actual (an extra old clients ignore): the real profit once a supplier invoice exists.
        'real_profit_value',
      ].sort(),
    );
    expect(res.body[0]).toMatchObject({ org_name: 'Filtro SA', org_budget_status: 'confirmado', org_budget_profit_value: 250.75, org_advisor_name: 'Oscar Ops', business_unit_key: 'industrial-rayflex', deal_advisor_name: 'Valeria Venta' });

    const filtered = await api(t, viewer.token).get(`/api/deals?org_budget_status=confirmado&business_unit_id=2&deal_advisor_user_id=${venta.user.id}&stage_id=${stageIds[2]}`);
    expect(filtered.body.map((r: { id: number }) => r.id).sort()).toEqual([a, b].sort());
    const byRef = await api(t, viewer.token).get(`/api/deals?q=OP-${String(a).padStart(6, '0')}`);
    expect(byRef.body.map((r: { id: number }) => r.id)).toContain(a);
    const limited = await api(t, viewer.token).get('/api/deals?limit=1');
    expect(limited.body).toHaveLength(1);
  });

  test('bad query parameters are 400 in Spanish', async () => {
    for (const qs of ['org_id=abc', 'org_id=-1', 'limit=x', 'org_budget_status=aprobado', 'status=cerrado', 'pipeline_id=0']) {
      const res = await api(t, viewer.token).get(`/api/deals?${qs}`);
      expect([qs, res.status]).toEqual([qs, 400]);
      expect(typeof res.body.error).toBe('string');
    }
  });

  test('unknown, zero, negative and non-numeric ids are 404, never the first row', async () => {
    for (const id of ['999999', '0', '-1', 'abc', '1.5']) {
      const res = await api(t, viewer.token).get(`/api/deals/${id}`);
      expect([id, res.status, res.body]).toEqual([id, 404, { error: 'Operación no encontrada.' }]);
    }
    const g = await gql(t, '{ deal(id: 0) { id } }', undefined, viewer.token);
    expect(codesOf(g)).toEqual(['NOT_FOUND']);
  });

  test("another user's private organization does not exist on the deal: id, name and details null (private records stay private)", async () => {
    const priv = await insertOrg(t, { name: 'Privada Cliente', ruc: '80012345-6', visibility: 'private', ownerUserId: ops.user.id });
    const [id] = await insertDeals(t, 1, { pipelineId, stageIds: [stageIds[0]], orgId: priv.id });
    const asVenta = await api(t, venta.token).get(`/api/deals/${id}`);
    expect(asVenta.body.deal).toMatchObject({ org_id: null, org_name: null, org_ruc: null });
    const asOwner = await api(t, ops.token).get(`/api/deals/${id}`);
    expect(asOwner.body.deal.org_ruc).toBe('80012345-6');
  });

  test('GET /api/deals/{id} answers the activities of the operation, newest first', async () => {
    const [id] = await insertDeals(t, 1, { pipelineId, stageIds: [stageIds[0]] });
    await t.ds.getRepository(ActivityEntity).insert([
      { type: 'note', subject: 'Primera', dealId: id, done: true, createdAt: new Date('2026-01-01T10:00:00Z') },
      { type: 'call', subject: 'Segunda', dealId: id, done: false, dueDate: '2026-02-03', createdAt: new Date('2026-01-02T10:00:00Z') },
    ]);
    const res = await api(t, viewer.token).get(`/api/deals/${id}`);
    expect(res.body.activities.map((a: { subject: string }) => a.subject)).toEqual(['Segunda', 'Primera']);
    expect(res.body.activities[0]).toMatchObject({ type: 'call', done: 0, due_date: '2026-02-03', deal_id: id });
  });

  test("an activity of the operation that is also linked to another user's private organization stays hidden", async () => {
    const priv = await insertOrg(t, { name: 'Privada Actividad', visibility: 'private', ownerUserId: ops.user.id });
    const [id] = await insertDeals(t, 1, { pipelineId, stageIds: [stageIds[0]] });
    await t.ds.getRepository(ActivityEntity).insert([
      { type: 'note', subject: 'Visible', dealId: id, done: true },
      { type: 'note', subject: 'Secreta', dealId: id, orgId: priv.id, done: true },
    ]);
    const asVenta = await api(t, venta.token).get(`/api/deals/${id}`);
    expect(asVenta.body.activities.map((a: { subject: string }) => a.subject)).toEqual(['Visible']);
    const asOwner = await api(t, ops.token).get(`/api/deals/${id}`);
    expect(asOwner.body.activities.map((a: { subject: string }) => a.subject).sort()).toEqual(['Secreta', 'Visible']);
  });

  test('GET /api/deals/next-reference previews the next reference', async () => {
    const max = await t.ds.getRepository(DealEntity).maximum('id');
    const res = await api(t, viewer.token).get('/api/deals/next-reference');
    expect(res.body).toEqual({ preview: `OP-${String((max ?? 0) + 1).padStart(6, '0')}` });
  });
});

describe('PATCH /api/deals/{id}', () => {
  test('description, value, stage and links; audit keeps old → new', async () => {
    const created = await api(t, venta.token).post('/api/deals', { description: 'Texto inicial', pipeline_id: pipelineId, stage_id: stageIds[0], value: 10 });
    const id = created.body.id;
    const org = await insertOrg(t, { name: 'Nueva Org Patch' });
    const res = await api(t, ops.token).patch(`/api/deals/${id}`, { description: 'Texto corregido', value: '2500.50', stage_id: stageIds[3], org_id: org.id, business_unit_id: 3 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    const d = await t.ds.getRepository(DealEntity).findOneByOrFail({ id });
    expect([d.description, d.title, d.value, d.stageId, d.orgId, d.businessUnitId]).toEqual(['Texto corregido', 'Texto corregido', 2500.5, stageIds[3], org.id, 3]);
    const audit = await t.ds.getRepository(AuditEventEntity).findOneOrFail({ where: { entity: 'deal', entityId: id, action: 'update' }, order: { id: 'DESC' } });
    expect(audit.userId).toBe(ops.user.id);
    expect((audit.meta as { changes: Record<string, unknown> }).changes).toMatchObject({ value: [10, 2500.5], stageId: [stageIds[0], stageIds[3]], description: ['Texto inicial', 'Texto corregido'] });
    // unlink with null
    await api(t, ops.token).patch(`/api/deals/${id}`, { org_id: null });
    expect((await t.ds.getRepository(DealEntity).findOneByOrFail({ id })).orgId).toBeNull();
  });

  test('viewer 403; bad values 400; unknown id 404; database unchanged', async () => {
    const [id] = await insertDeals(t, 1, { pipelineId, stageIds: [stageIds[0]] });
    const before = await t.ds.getRepository(DealEntity).findOneByOrFail({ id });
    expect((await api(t, viewer.token).patch(`/api/deals/${id}`, { value: 5 })).status).toBe(403);
    for (const body of [{ value: 'x' }, { value: -1e16 }, { stage_id: 'dos' }, { status: 'cerrado' }, { title: '' }, { title: 'y'.repeat(10_000) }, { org_id: { id: 1 } }, { value: [1] }]) {
      const res = await api(t, venta.token).patch(`/api/deals/${id}`, body);
      expect([JSON.stringify(body).slice(0, 40), res.status]).toEqual([JSON.stringify(body).slice(0, 40), 400]);
    }
    expect((await api(t, venta.token).patch('/api/deals/987654', { value: 1 })).status).toBe(404);
    expect((await api(t, venta.token).patch(`/api/deals/${id}`, { stage_id: 987654 })).status).toBe(404);
    const after = await t.ds.getRepository(DealEntity).findOneByOrFail({ id });
    expect(after).toEqual(before);
  });
});

describe('GraphQL deals', () => {
  const CREATE = `mutation($i: CreateDealInput!) { createDeal(input: $i) { id reference title value orgName contactName advisorName stageId } }`;

  test('createDeal, updateDeal, deal, deals connection', async () => {
    const c = await gql(t, CREATE, { i: { title: 'GQL op', value: 99.9, pipelineId, stageId: stageIds[0], organization: { name: 'GQL Org' }, contact: { name: 'Ana', email: 'ana@gql.com' } } }, ops.token);
    expect(c.errors).toBeUndefined();
    expect(c.data!.createDeal).toMatchObject({ title: 'GQL op', value: 99.9, orgName: 'GQL Org', contactName: 'Ana', advisorName: 'Oscar Ops' });
    const id = c.data!.createDeal.id;
    const u = await gql(t, 'mutation($id: Int!) { updateDeal(id: $id, input: { value: 120, status: "won" }) { id value status } }', { id }, venta.token);
    expect(u.data!.updateDeal).toEqual({ id, value: 120, status: 'won' });
    const one = await gql(t, '{ deal(id: ' + id + ') { reference orgName } }', undefined, viewer.token);
    expect(one.data!.deal.orgName).toBe('GQL Org');
    const page1 = await gql(t, '{ deals(first: 2) { totalCount edges { cursor node { id } } pageInfo { hasNextPage endCursor } } }', undefined, viewer.token);
    expect(page1.data!.deals.edges).toHaveLength(2);
    expect(page1.data!.deals.pageInfo.hasNextPage).toBe(true);
    const page2 = await gql(t, 'query($a: String) { deals(first: 2, after: $a) { edges { node { id } } } }', { a: page1.data!.deals.pageInfo.endCursor }, viewer.token);
    const ids1 = page1.data!.deals.edges.map((e: { node: { id: number } }) => e.node.id);
    const ids2 = page2.data!.deals.edges.map((e: { node: { id: number } }) => e.node.id);
    expect(Math.max(...ids2)).toBeLessThan(Math.min(...ids1));
  });

  test('viewer FORBIDDEN, validation BAD_USER_INPUT, bad cursor and page sizes refused', async () => {
    expect(codesOf(await gql(t, CREATE, { i: { title: 'X', pipelineId, stageId: stageIds[0] } }, viewer.token))).toEqual(['FORBIDDEN']);
    expect(codesOf(await gql(t, CREATE, { i: { title: 'X', pipelineId, stageId: stageIds[0], value: -3 } }, venta.token))).toEqual(['BAD_USER_INPUT']);
    expect(codesOf(await gql(t, '{ deals(first: 500) { totalCount } }', undefined, viewer.token))).toEqual(['BAD_USER_INPUT']);
    expect(codesOf(await gql(t, '{ deals(after: "basura") { totalCount } }', undefined, viewer.token))).toEqual(['BAD_USER_INPUT']);
    expect(codesOf(await gql(t, 'mutation { updateDeal(id: 1, input: { value: 1 }) { id } }', undefined, viewer.token))).toEqual(['FORBIDDEN']);
  });
});

describe('N+1 guard', () => {
  test('GET /api/deals and the deals connection issue the same number of statements for 10 and 200 deals', async () => {
    const t2 = await createTestApp();
    try {
      const { pipeline, stages } = await seededPipeline(t2);
      const u = await makeUser(t2, { role: 'venta' });
      const org = await insertOrg(t2, { name: 'N1' });
      const contact = await insertContact(t2, { name: 'C1', orgId: org.id });
      await insertDeals(t2, 10, { pipelineId: pipeline.id, stageIds: stages.map((s) => s.id), orgId: org.id, contactId: contact.id, advisorUserId: u.user.id, businessUnitId: 1 });
      const measure = async () => {
        t2.sql.start();
        const r = await api(t2, u.token).get('/api/deals?limit=500');
        const rest = t2.sql.stop();
        t2.sql.start();
        await gql(t2, '{ deals(first: 100) { totalCount edges { node { id orgName contactName advisorName businessUnitName stageName } } } }', undefined, u.token);
        return { rest, graphql: t2.sql.stop(), rows: r.body.length };
      };
      const small = await measure();
      await insertDeals(t2, 190, { pipelineId: pipeline.id, stageIds: stages.map((s) => s.id), orgId: org.id, contactId: contact.id, advisorUserId: u.user.id, businessUnitId: 1 });
      const large = await measure();
      expect([small.rows, large.rows]).toEqual([10, 200]);
      expect(large.rest).toBe(small.rest);
      expect(large.graphql).toBe(small.graphql);
    } finally {
      await t2.close();
    }
  });
});

test('inactive advisors cannot be assigned on create', async () => {
  const gone = await makeUser(t, { role: 'venta', isActive: false });
  const res = await api(t, venta.token).post('/api/deals', { title: 'X', pipeline_id: pipelineId, stage_id: stageIds[0], deal_advisor_user_id: gone.user.id });
  expect(res.status).toBe(404);
  expect(await t.ds.getRepository(UserEntity).countBy({ id: gone.user.id })).toBe(1);
});

test('GraphQL nested fields: organization, contact, advisor and customFields, with visibility, in constant statements', async () => {
  const org = await insertOrg(t, { name: 'Nested Org', ruc: '80000001-1' });
  const priv = await insertOrg(t, { name: 'Nested Privada', visibility: 'private', ownerUserId: ops.user.id });
  const contact = await insertContact(t, { name: 'Nested Contact', email: 'nested@x.com', orgId: org.id });
  const [a] = await insertDeals(t, 1, { pipelineId, stageIds: [stageIds[0]], orgId: org.id, contactId: contact.id, advisorUserId: venta.user.id }, '2026-10-10');
  const [b] = await insertDeals(t, 1, { pipelineId, stageIds: [stageIds[0]], orgId: priv.id });
  const q = `query($ids: Int!, $idb: Int!) {
    a: deal(id: $ids) { orgName organization { id ruc } contact { id name } advisor { id name } customFields { key value } }
    b: deal(id: $idb) { orgName organization { id } }
  }`;
  const res = await gql(t, q, { ids: a, idb: b }, venta.token);
  expect(res.errors).toBeUndefined();
  expect(res.data!.a).toEqual({
    orgName: 'Nested Org',
    organization: { id: org.id, ruc: '80000001-1' },
    contact: { id: contact.id, name: 'Nested Contact' },
    advisor: { id: venta.user.id, name: 'Valeria Venta' },
    customFields: [{ key: 'f_cotiz', value: '2026-10-10' }],
  });
  expect(res.data!.b).toEqual({ orgName: null, organization: null });
  const asOwner = await gql(t, q, { ids: a, idb: b }, ops.token);
  expect(asOwner.data!.b.organization).toEqual({ id: priv.id });
});
