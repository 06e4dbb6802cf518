import { AuditEventEntity } from '../audit/audit-event.entity';
import { ContactEntity } from '../contacts/contact.entity';
import { OrgCustomFieldEntity } from '../custom-fields/custom-field.entity';
import { UserEntity } from '../users/user.entity';
import { OrganizationEntity } from './organization.entity';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { makeContact, makeOrganization, makeRoleUsers, makeUser, type MadeUser } from '../../../test/factories';
import { api, codesOf, gql } from '../../../test/http';

let t: TestApp;
let admin: string;
let adminId: number;
let ventaA: MadeUser;
let ventaB: MadeUser;
let ops: MadeUser;
let viewer: MadeUser;

beforeAll(async () => {
  t = await createTestApp();
  adminId = (await t.ds.getRepository(UserEntity).findOneByOrFail({ email: 'admin@test.local' })).id;
  ({ admin, venta: ventaA, ops, viewer } = await makeRoleUsers(t, { venta: 'Ana Venta', ops: 'Olga Ops', viewer: 'Vera Viewer' }));
  ventaB = await makeUser(t, { role: 'venta', name: 'Beto Venta' });
});
afterAll(() => t.close());

const DATETIME = expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
const ROW_KEYS = [
  'address', 'advisor_user_id', 'budget_profit_value', 'budget_status', 'city', 'country', 'created_at', 'created_by_user_id',
  'email', 'id', 'industry', 'is_agent', 'label', 'modalities_supported', 'name', 'notes', 'operacion', 'owner_user_id', 'phone',
  'razon_social', 'rubro', 'ruc', 'tipo_org', 'updated_at', 'visibility', 'website',
];
const orgs = () => t.ds.getRepository(OrganizationEntity);
const auditOf = (entityId: number) => t.ds.getRepository(AuditEventEntity).find({ where: { entity: 'organization', entityId }, order: { id: 'ASC' } });
const idsOf = (rows: Array<{ id: number }>) => rows.map((r) => r.id);

const ORG_FIELDS = 'id name razonSocial ruc email rubro visibility isAgent ownerUserId advisorUserId budgetStatus budgetProfitValue createdByUserId';
const CREATE = `mutation CreateOrganization($input: CreateOrganizationInput!) { createOrganization(input: $input) { ${ORG_FIELDS} owner { id name } } }`;
const UPDATE = `mutation UpdateOrganization($id: Int!, $input: UpdateOrganizationInput!) { updateOrganization(id: $id, input: $input) { ${ORG_FIELDS} advisor { id name } } }`;
const ONE = `query Organization($id: Int!) { organization(id: $id) { id name contacts { id name } } }`;
const LIST = `query Organizations($filter: OrganizationFilter, $first: Int, $after: String) {
  organizations(filter: $filter, first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { cursor node { id name } } }
}`;

describe('REST POST /api/organizations', () => {
  test('creates with the defaults (owner = creator, company, rubro Seguro, budget borrador) and answers 201 with the full row', async () => {
    const res = await api(t, ventaA.token).post('/api/organizations', {
      razon_social: '  Transportes del Chaco S.A. ',
      ruc: '80012345-6',
      email: ' Info@Chaco.com.py ',
      address: 'Av. Mcal. López 1234',
      city: 'Asunción',
      country: 'Paraguay',
      phone: '+595 21 600 000',
      tipo_org: 'Cliente',
      operacion: 'Importación',
      notes: '',
      is_agent: '1',
      modalities_supported: ['AEREO', 'MARITIMO'],
    });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(ROW_KEYS);
    expect(res.body).toEqual({
      id: expect.any(Number),
      name: 'Transportes del Chaco S.A.',
      razon_social: 'Transportes del Chaco S.A.',
      ruc: '80012345-6',
      address: 'Av. Mcal. López 1234',
      email: 'info@chaco.com.py',
      city: 'Asunción',
      country: 'Paraguay',
      phone: '+595 21 600 000',
      rubro: 'Seguro',
      tipo_org: 'Cliente',
      operacion: 'Importación',
      notes: null,
      industry: null,
      website: null,
      label: null,
      owner_user_id: ventaA.user.id,
      visibility: 'company',
      is_agent: 1,
      modalities_supported: 'AEREO,MARITIMO',
      advisor_user_id: null,
      budget_status: 'borrador',
      budget_profit_value: null,
      created_by_user_id: ventaA.user.id,
      created_at: DATETIME,
      updated_at: DATETIME,
    });
    const audit = await auditOf(res.body.id);
    expect(audit).toEqual([expect.objectContaining({ action: 'create', userId: ventaA.user.id })]);
    expect((audit[0].meta as { changes: Record<string, unknown> }).changes.razonSocial).toEqual([null, 'Transportes del Chaco S.A.']);
  });

  test('the simple form (name only) works; an explicit rubro, owner and visibility are kept', async () => {
    // another owner than oneself: admins only (ownership.test.ts)
    const res = await api(t, admin).post('/api/organizations', { name: 'Molinos del Sur', rubro: 'Industria', owner_user_id: String(ventaB.user.id), visibility: 'shared' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Molinos del Sur', razon_social: null, rubro: 'Industria', owner_user_id: ventaB.user.id, visibility: 'shared', created_by_user_id: adminId });
  });

  test("without razon_social and name → 400 'La Razón Social es obligatoria' (blanks count as missing)", async () => {
    for (const body of [{}, { ruc: '123' }, { name: '   ', razon_social: '' }, { name: null }]) {
      const res = await api(t, ventaA.token).post('/api/organizations', body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: 'La Razón Social es obligatoria' });
    }
  });

  test('other validation failures are 400 with a Spanish error', async () => {
    const cases: Array<[object, string]> = [
      [{ name: 'X', email: 'no-es-email' }, 'El email no es válido.'],
      [{ name: 'X', visibility: 'public' }, 'Visibilidad inválida: elegí company, shared o private.'],
      [{ name: 'X', owner_user_id: 'juan' }, 'El propietario debe ser un id de usuario válido.'],
      [{ name: 'X', advisor_user_id: 987654 }, 'El asesor no existe.'],
      [{ name: 'X', is_agent: 'quizás' }, 'El campo agente debe ser verdadero o falso (1 o 0).'],
      [{ name: 'X'.repeat(201) }, 'El nombre admite hasta 200 caracteres.'],
      [{ name: { nested: true } }, 'El nombre debe ser texto.'],
    ];
    for (const [body, error] of cases) {
      const res = await api(t, ventaA.token).post('/api/organizations', body);
      expect([res.status, res.body]).toEqual([400, { error }]);
    }
    // only an admin may name another owner, so only an admin learns that it does not exist
    const missingOwner = await api(t, admin).post('/api/organizations', { name: 'X', owner_user_id: 987654 });
    expect([missingOwner.status, missingOwner.body]).toEqual([400, { error: 'El usuario propietario no existe.' }]);
  });

  test('budget_status, budget_profit_value, created_by_user_id, id and unknown fields are ignored', async () => {
    const res = await api(t, ventaA.token).post('/api/organizations', {
      name: 'Campos Prohibidos SRL',
      budget_status: 'confirmado',
      budget_profit_value: 99999,
      created_by_user_id: adminId,
      id: 424242,
      reference: 'OP-000001',
      something_else: 'x',
    });
    expect(res.status).toBe(201);
    const row = await orgs().findOneByOrFail({ id: res.body.id });
    expect(row.id).not.toBe(424242);
    expect([row.budgetStatus, row.budgetProfitValue, row.createdByUserId]).toEqual(['borrador', null, ventaA.user.id]);
    expect(await orgs().existsBy({ id: 424242 })).toBe(false);
  });

  test('a viewer gets 403 and nothing is stored', async () => {
    const before = await orgs().count();
    const res = await api(t, viewer.token).post('/api/organizations', { name: 'No debería existir' });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: 'No tenés permisos para realizar esta acción.' });
    expect(await orgs().count()).toBe(before);
    expect((await api(t).post('/api/organizations', { name: 'anónimo' })).status).toBe(401);
  });
});

describe('REST GET /api/organizations', () => {
  let tagged: OrganizationEntity[];
  beforeAll(async () => {
    tagged = [
      await makeOrganization(t, { name: 'Búsqueda Alfa', razonSocial: 'Alfa Logística S.A.', ruc: '80099001-1', email: 'alfa@busq.py', label: 'busq' }),
      await makeOrganization(t, { name: 'Búsqueda Beta', razonSocial: 'Zeta Cargas', ruc: '80099002-2', email: 'beta@busq.py', label: 'busq' }),
      await makeOrganization(t, { name: 'Cien % Carga_rápida', ruc: '80099003-3', label: 'busq' }),
      await makeOrganization(t, { name: 'Cien X CargaXrápida', ruc: '80099004-4', label: 'busq' }),
    ];
  });

  test('a plain array of rows with every field; q matches name, razon_social, RUC and email', async () => {
    const all = await api(t, ventaB.token).get('/api/organizations?label=busq');
    expect(all.status).toBe(200);
    expect(Array.isArray(all.body)).toBe(true);
    expect(idsOf(all.body).sort()).toEqual(idsOf(tagged).sort());
    for (const row of all.body) expect(Object.keys(row).sort()).toEqual(ROW_KEYS);

    const q = async (text: string) => idsOf((await api(t, ventaB.token).get(`/api/organizations?q=${encodeURIComponent(text)}`)).body);
    expect(await q('Alfa Logística')).toEqual([tagged[0].id]);
    expect(await q('80099002')).toEqual([tagged[1].id]);
    expect(await q('beta@busq')).toEqual([tagged[1].id]);
    expect(await q('zeta')).toEqual([tagged[1].id]);
    expect(await q('nada-que-ver-xyz')).toEqual([]);
  });

  test('% and _ in q match themselves, not any text', async () => {
    const q = async (text: string) => idsOf((await api(t, ventaB.token).get(`/api/organizations?q=${encodeURIComponent(text)}`)).body);
    expect(await q('Cien %')).toEqual([tagged[2].id]);
    expect(await q('Carga_r')).toEqual([tagged[2].id]);
    expect(await q('%')).toEqual([tagged[2].id]);
  });

  test('ordered by name; limit and offset page through; bad paging params → 400', async () => {
    const page1 = (await api(t, ventaB.token).get('/api/organizations?label=busq&limit=2')).body;
    const page2 = (await api(t, ventaB.token).get('/api/organizations?label=busq&limit=2&offset=2')).body;
    expect(page1.map((r: { name: string }) => r.name)).toEqual(['Búsqueda Alfa', 'Búsqueda Beta']);
    expect(page2.map((r: { name: string }) => r.name)).toEqual(['Cien % Carga_rápida', 'Cien X CargaXrápida']);
    const bad = await api(t, ventaB.token).get('/api/organizations?limit=muchos');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/limit/);
  });

  test('filters by owner, advisor, visibility and budget status', async () => {
    const mine = await makeOrganization(t, { ownerUserId: ops.user.id, advisorUserId: ventaB.user.id, visibility: 'shared', budgetStatus: 'confirmado', budgetProfitValue: 1500.5 });
    const byOwner = await api(t, ventaB.token).get(`/api/organizations?owner_user_id=${ops.user.id}`);
    expect(idsOf(byOwner.body)).toEqual([mine.id]);
    expect(byOwner.body[0]).toMatchObject({ budget_status: 'confirmado', budget_profit_value: 1500.5, advisor_user_id: ventaB.user.id, visibility: 'shared' });
    expect(idsOf((await api(t, ventaB.token).get(`/api/organizations?advisor_user_id=${ventaB.user.id}`)).body)).toEqual([mine.id]);
    expect(idsOf((await api(t, ventaB.token).get('/api/organizations?budget_status=confirmado')).body)).toContain(mine.id);
    expect(idsOf((await api(t, ventaB.token).get('/api/organizations?visibility=shared')).body)).toContain(mine.id);
    expect((await api(t, ventaB.token).get('/api/organizations?visibility=todas')).status).toBe(400);
    expect((await api(t, ventaB.token).get('/api/organizations?budget_status=pagado')).status).toBe(400);
  });
});

describe('REST GET /api/organizations/{id}', () => {
  test('adds the visible contacts {id, name, email, phone, title}; unknown id → 404 Spanish', async () => {
    const org = await makeOrganization(t, { name: 'Con Personas SA', ownerUserId: ventaA.user.id });
    const c1 = await makeContact(t, { name: 'Carla', email: 'carla@p.py', phone: '0981', title: 'Gerente', orgId: org.id, ownerUserId: ventaA.user.id });
    const hidden = await makeContact(t, { name: 'Privada de Ana', orgId: org.id, ownerUserId: ventaA.user.id, visibility: 'private' });
    const res = await api(t, ventaB.token).get(`/api/organizations/${org.id}`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual([...ROW_KEYS, 'contacts', 'activities'].sort());
    expect(res.body.contacts).toEqual([{ id: c1.id, name: 'Carla', email: 'carla@p.py', phone: '0981', title: 'Gerente' }]);
    // the owner of the private contact and admins see it
    expect(idsOf((await api(t, ventaA.token).get(`/api/organizations/${org.id}`)).body.contacts).sort()).toEqual([c1.id, hidden.id].sort());
    expect(idsOf((await api(t, admin).get(`/api/organizations/${org.id}`)).body.contacts)).toContain(hidden.id);

    const missing = await api(t, ventaB.token).get('/api/organizations/987654');
    expect([missing.status, missing.body]).toEqual([404, { error: 'Organización no encontrada.' }]);
  });

  test('odd ids (0, -1, abc, huge, another table\'s id) → 404, never the first row', async () => {
    // a contact whose id is certainly not an organization id
    const maxOrg = (await orgs().find({ order: { id: 'DESC' }, take: 1 }))[0].id;
    const bigContact = await t.ds.getRepository(ContactEntity).save({ id: maxOrg + 5000, name: 'Id alto', visibility: 'company' as const });
    for (const id of ['0', '-1', 'abc', '1.5', '99999999999999999999', String(bigContact.id), '%20']) {
      const get = await api(t, admin).get(`/api/organizations/${id}`);
      expect([id, get.status, get.body]).toEqual([id, 404, { error: 'Organización no encontrada.' }]);
      const patch = await api(t, admin).patch(`/api/organizations/${id}`, { name: 'Pisado' });
      expect([id, patch.status]).toEqual([id, 404]);
    }
    expect(await orgs().countBy({ name: 'Pisado' })).toBe(0);
  });
});

describe('REST PATCH /api/organizations/{id}', () => {
  test('updates the listed fields, stores empty strings as null, coerces is_agent and answers the updated row; audit old → new', async () => {
    const org = await makeOrganization(t, { name: 'Antes SA', phone: '021 111', website: 'https://antes.py', ownerUserId: ventaA.user.id });
    const res = await api(t, ventaA.token).patch(`/api/organizations/${org.id}`, {
      name: 'Después SA',
      industry: 'Logística',
      phone: '',
      website: '   ',
      ruc: '80055555-5',
      address: 'Ruta 2 km 20',
      city: 'Capiatá',
      country: 'Paraguay',
      label: 'VIP',
      notes: 'Cliente desde 2019',
      is_agent: 1,
      modalities_supported: 'AEREO,TERRESTRE',
      razon_social: 'Después Sociedad Anónima',
      email: 'Compras@Despues.py',
      rubro: 'Comercio',
      tipo_org: 'Agente',
      operacion: 'Exportación',
      advisor_user_id: ventaB.user.id,
      owner_user_id: ventaA.user.id,
      visibility: 'company',
    });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(ROW_KEYS);
    expect(res.body).toMatchObject({
      id: org.id,
      name: 'Después SA',
      industry: 'Logística',
      phone: null,
      website: null,
      is_agent: 1,
      email: 'compras@despues.py',
      advisor_user_id: ventaB.user.id,
      razon_social: 'Después Sociedad Anónima',
      tipo_org: 'Agente',
      budget_status: 'borrador',
    });
    const audit = await auditOf(org.id);
    expect(audit.map((a) => a.action)).toEqual(['update']);
    const changes = (audit[0].meta as { changes: Record<string, unknown> }).changes;
    expect(changes.name).toEqual(['Antes SA', 'Después SA']);
    expect(changes.phone).toEqual(['021 111', null]);
    expect(changes.isAgent).toEqual([false, true]);
    expect(changes).not.toHaveProperty('ownerUserId');

    // is_agent 0 / "0" / false switch it off; a PATCH without changes writes no audit row
    expect((await api(t, ventaA.token).patch(`/api/organizations/${org.id}`, { is_agent: '0' })).body.is_agent).toBe(0);
    await api(t, ventaA.token).patch(`/api/organizations/${org.id}`, { is_agent: false, name: 'Después SA' });
    expect((await auditOf(org.id)).length).toBe(2);
  });

  test('forbidden fields are ignored: budget_status, budget_profit_value, created_by_user_id, id', async () => {
    const org = await makeOrganization(t, { name: 'Blindada', createdByUserId: ventaA.user.id });
    const res = await api(t, admin).patch(`/api/organizations/${org.id}`, { budget_status: 'bloqueado', budget_profit_value: 5, created_by_user_id: ops.user.id, id: 1, name: 'Blindada 2' });
    expect(res.status).toBe(200);
    const row = await orgs().findOneByOrFail({ id: org.id });
    expect([row.name, row.budgetStatus, row.budgetProfitValue, row.createdByUserId]).toEqual(['Blindada 2', 'borrador', null, ventaA.user.id]);
  });

  test('clearing both name and razon_social → 400; a viewer → 403; a bad value → 400 and nothing changes', async () => {
    const org = await makeOrganization(t, { name: 'Con nombre', razonSocial: null });
    const both = await api(t, ventaA.token).patch(`/api/organizations/${org.id}`, { name: '' });
    expect([both.status, both.body]).toEqual([400, { error: 'La Razón Social es obligatoria' }]);
    const v = await api(t, viewer.token).patch(`/api/organizations/${org.id}`, { name: 'Viewer' });
    expect(v.status).toBe(403);
    const bad = await api(t, ventaA.token).patch(`/api/organizations/${org.id}`, { name: 'Ok', visibility: 'publica' });
    expect(bad.status).toBe(400);
    expect((await orgs().findOneByOrFail({ id: org.id })).name).toBe('Con nombre');
  });
});

describe('visibility of organizations', () => {
  let priv: OrganizationEntity;
  let shared: OrganizationEntity;
  let company: OrganizationEntity;
  beforeAll(async () => {
    priv = await makeOrganization(t, { name: 'Secreta de Ana SRL', ruc: '80077777-7', ownerUserId: ventaA.user.id, visibility: 'private' });
    shared = await makeOrganization(t, { name: 'Compartida de Ana', ownerUserId: ventaA.user.id, visibility: 'shared' });
    company = await makeOrganization(t, { name: 'De la empresa', ownerUserId: ventaA.user.id, visibility: 'company' });
  });

  test("another user's private organization: 404 by id, absent from lists and q search, NOT_FOUND in GraphQL", async () => {
    const byId = await api(t, ventaB.token).get(`/api/organizations/${priv.id}`);
    expect([byId.status, byId.body]).toEqual([404, { error: 'Organización no encontrada.' }]);
    expect(idsOf((await api(t, ventaB.token).get('/api/organizations?limit=500')).body)).not.toContain(priv.id);
    expect((await api(t, ventaB.token).get('/api/organizations?q=Secreta')).body).toEqual([]);
    expect((await api(t, viewer.token).get('/api/organizations?q=80077777')).body).toEqual([]);
    const patch = await api(t, ventaB.token).patch(`/api/organizations/${priv.id}`, { name: 'Robada' });
    expect(patch.status).toBe(404);

    const g = await gql(t, ONE, { id: priv.id }, ventaB.token);
    expect(g.errors).toEqual([expect.objectContaining({ message: 'Organización no encontrada.', extensions: { code: 'NOT_FOUND' } })]);
    const list = await gql(t, LIST, { filter: { q: 'Secreta' } }, ventaB.token);
    expect(list.data!.organizations).toMatchObject({ totalCount: 0, edges: [] });
    expect(codesOf(await gql(t, UPDATE, { id: priv.id, input: { name: 'Robada' } }, ventaB.token))).toEqual(['NOT_FOUND']);
    expect((await orgs().findOneByOrFail({ id: priv.id })).name).toBe('Secreta de Ana SRL');
  });

  test('the owner and admins see the private organization everywhere', async () => {
    for (const token of [ventaA.token, admin]) {
      expect((await api(t, token).get(`/api/organizations/${priv.id}`)).status).toBe(200);
      expect(idsOf((await api(t, token).get('/api/organizations?q=Secreta')).body)).toEqual([priv.id]);
      expect((await gql(t, ONE, { id: priv.id }, token)).data!.organization.id).toBe(priv.id);
    }
  });

  test('shared: everyone reads, another venta user may not write (403), the owner and admins may', async () => {
    expect((await api(t, ventaB.token).get(`/api/organizations/${shared.id}`)).status).toBe(200);
    expect((await api(t, viewer.token).get(`/api/organizations/${shared.id}`)).status).toBe(200);
    const other = await api(t, ventaB.token).patch(`/api/organizations/${shared.id}`, { notes: 'intento' });
    expect([other.status, other.body]).toEqual([403, { error: 'No tenés permisos para realizar esta acción.' }]);
    expect((await api(t, ops.token).patch(`/api/organizations/${shared.id}`, { notes: 'intento' })).status).toBe(403);
    expect(codesOf(await gql(t, UPDATE, { id: shared.id, input: { notes: 'intento' } }, ventaB.token))).toEqual(['FORBIDDEN']);
    expect((await api(t, ventaA.token).patch(`/api/organizations/${shared.id}`, { notes: 'del dueño' })).status).toBe(200);
    expect((await api(t, admin).patch(`/api/organizations/${shared.id}`, { label: 'admin' })).status).toBe(200);
    expect(await orgs().findOneByOrFail({ id: shared.id })).toMatchObject({ notes: 'del dueño', label: 'admin' });
  });

  test("company: every writer edits, but only the owner or an admin changes owner or visibility (the unchanged owner may be resent)", async () => {
    expect((await api(t, ventaB.token).patch(`/api/organizations/${company.id}`, { phone: '0991 000', owner_user_id: ventaA.user.id, visibility: 'company' })).status).toBe(200);
    const steal = await api(t, ventaB.token).patch(`/api/organizations/${company.id}`, { owner_user_id: ventaB.user.id });
    expect([steal.status, steal.body]).toEqual([403, { error: 'Solo el propietario o un administrador puede cambiar el propietario o la visibilidad.' }]);
    const hide = await api(t, ops.token).patch(`/api/organizations/${company.id}`, { visibility: 'private' });
    expect(hide.status).toBe(403);
    expect(codesOf(await gql(t, UPDATE, { id: company.id, input: { ownerUserId: ventaB.user.id } }, ventaB.token))).toEqual(['FORBIDDEN']);
    expect(await orgs().findOneByOrFail({ id: company.id })).toMatchObject({ ownerUserId: ventaA.user.id, visibility: 'company', phone: '0991 000' });

    // the owner hands it over; then the new owner decides
    expect((await api(t, ventaA.token).patch(`/api/organizations/${company.id}`, { owner_user_id: ventaB.user.id })).body.owner_user_id).toBe(ventaB.user.id);
    expect((await api(t, ventaA.token).patch(`/api/organizations/${company.id}`, { visibility: 'shared' })).status).toBe(403);
    expect((await api(t, admin).patch(`/api/organizations/${company.id}`, { owner_user_id: null, visibility: 'company' })).body).toMatchObject({ owner_user_id: null, visibility: 'company' });
  });
});

describe('role matrix for organization writes', () => {
  test.each([
    ['admin', 201],
    ['venta', 201],
    ['ops', 201],
    ['viewer', 403],
  ] as const)('%s → REST POST %i, PATCH and GraphQL create/update accordingly', async (role, status) => {
    const token = role === 'admin' ? admin : role === 'venta' ? ventaA.token : role === 'ops' ? ops.token : viewer.token;
    const created = await api(t, token).post('/api/organizations', { name: `Matriz ${role}` });
    expect(created.status).toBe(status);
    const target = await makeOrganization(t, { name: `Objetivo ${role}` });
    const patched = await api(t, token).patch(`/api/organizations/${target.id}`, { label: role });
    expect(patched.status).toBe(status === 201 ? 200 : 403);
    const g = await gql(t, CREATE, { input: { name: `Matriz GQL ${role}` } }, token);
    const u = await gql(t, UPDATE, { id: target.id, input: { notes: role } }, token);
    if (status === 201) {
      expect(g.errors).toBeUndefined();
      expect(u.errors).toBeUndefined();
    } else {
      expect(codesOf(g)).toEqual(['FORBIDDEN']);
      expect(codesOf(u)).toEqual(['FORBIDDEN']);
      expect(await orgs().countBy({ name: `Matriz GQL ${role}` })).toBe(0);
      expect((await orgs().findOneByOrFail({ id: target.id })).label).toBeNull();
    }
  });
});

describe('GraphQL organizations', () => {
  test('createOrganization: defaults, owner as User, Spanish validation; updateOrganization returns the changed object', async () => {
    const res = await gql(t, CREATE, { input: { razonSocial: 'Yerbatera Guaraní S.A.', ruc: '80033333-3', isAgent: true } }, ventaB.token);
    expect(res.errors).toBeUndefined();
    const created = res.data!.createOrganization;
    expect(created).toEqual({
      id: expect.any(Number),
      name: 'Yerbatera Guaraní S.A.',
      razonSocial: 'Yerbatera Guaraní S.A.',
      ruc: '80033333-3',
      email: null,
      rubro: 'Seguro',
      visibility: 'company',
      isAgent: true,
      ownerUserId: ventaB.user.id,
      advisorUserId: null,
      budgetStatus: 'borrador',
      budgetProfitValue: null,
      createdByUserId: ventaB.user.id,
      owner: { id: ventaB.user.id, name: 'Beto Venta' },
    });

    const missing = await gql(t, CREATE, { input: { ruc: '1' } }, ventaB.token);
    expect(missing.errors).toEqual([expect.objectContaining({ message: 'La Razón Social es obligatoria', extensions: { code: 'BAD_USER_INPUT' } })]);
    const badEmail = await gql(t, CREATE, { input: { name: 'X', email: 'mal' } }, ventaB.token);
    expect(badEmail.errors![0]).toMatchObject({ message: 'El email no es válido.', extensions: { code: 'BAD_USER_INPUT' } });

    const upd = await gql(t, UPDATE, { id: created.id, input: { advisorUserId: ventaA.user.id, email: '', visibility: 'shared' } }, ventaB.token);
    expect(upd.errors).toBeUndefined();
    expect(upd.data!.updateOrganization).toMatchObject({ id: created.id, advisorUserId: ventaA.user.id, visibility: 'shared', advisor: { id: ventaA.user.id, name: 'Ana Venta' } });
    const audit = await auditOf(created.id);
    expect(audit.map((a) => a.action)).toEqual(['create', 'update']);
    expect((audit[1].meta as { changes: Record<string, unknown> }).changes.visibility).toEqual(['company', 'shared']);
  });

  test('organizations: filter and keyset pagination over name, id', async () => {
    for (const n of ['Paginada C', 'Paginada A', 'Paginada B', 'Paginada B']) await makeOrganization(t, { name: n, label: 'paginada' });
    const names: string[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const res: { data?: any } = await gql(t, LIST, { filter: { label: 'paginada' }, first: 2, after }, viewer.token);
      const conn = res.data!.organizations;
      expect(conn.totalCount).toBe(4);
      names.push(...conn.edges.map((e: { node: { name: string } }) => e.node.name));
      after = conn.pageInfo.hasNextPage ? conn.pageInfo.endCursor : null;
      pages++;
    } while (after);
    expect(pages).toBe(2);
    expect(names).toEqual(['Paginada A', 'Paginada B', 'Paginada B', 'Paginada C']);

    const q = await gql(t, LIST, { filter: { q: 'paginada a' } }, viewer.token);
    expect(q.data!.organizations.edges.map((e: { node: { name: string } }) => e.node.name)).toEqual(['Paginada A']);
    const tooMany = await gql(t, LIST, { first: 500 }, viewer.token);
    expect(tooMany.errors![0]).toMatchObject({ message: 'first debe estar entre 1 y 100.', extensions: { code: 'BAD_USER_INPUT' } });
    const badCursor = await gql(t, LIST, { after: 'no-es-un-cursor' }, viewer.token);
    expect(badCursor.errors![0].message).toBe('Cursor de paginación inválido.');
    expect(codesOf(await gql(t, LIST, {}))).toEqual(['UNAUTHENTICATED']);
  });

  test('organization(id) with odd ids → NOT_FOUND; owner, advisor, contacts and customFields nested', async () => {
    for (const id of [0, -1, 2147483647]) {
      expect(codesOf(await gql(t, ONE, { id }, admin))).toEqual(['NOT_FOUND']);
    }
    const org = await makeOrganization(t, { name: 'Anidada', ownerUserId: ventaA.user.id, advisorUserId: ops.user.id });
    await makeContact(t, { name: 'Visible', orgId: org.id });
    await makeContact(t, { name: 'Privada de Ana', orgId: org.id, ownerUserId: ventaA.user.id, visibility: 'private' });
    await t.ds.getRepository(OrgCustomFieldEntity).insert({ orgId: org.id, key: 'pais', label: 'País', type: 'text', value: 'PY' });
    const q = `query($id: Int!) { organization(id: $id) { name owner { id name } advisor { id name } contacts { name organization { id } } customFields { __typename key label type value ownerId } } }`;
    const res = await gql(t, q, { id: org.id }, ventaB.token);
    expect(res.errors).toBeUndefined();
    expect(res.data!.organization).toEqual({
      name: 'Anidada',
      owner: { id: ventaA.user.id, name: 'Ana Venta' },
      advisor: { id: ops.user.id, name: 'Olga Ops' },
      contacts: [{ name: 'Visible', organization: { id: org.id } }],
      customFields: [{ __typename: 'OrganizationCustomField', key: 'pais', label: 'País', type: 'text', value: 'PY', ownerId: org.id }],
    });
  });
});

describe('N+1 guard', () => {
  async function seedOrgs(label: string, n: number) {
    const owners = [ventaA.user.id, ventaB.user.id, ops.user.id, adminId];
    await orgs().insert(
      Array.from({ length: n }, (_, i) => ({ name: `${label} ${String(i).padStart(4, '0')}`, label, ownerUserId: owners[i % 4], advisorUserId: owners[(i + 1) % 4], visibility: 'company' as const })),
    );
    const rows = await orgs().findBy({ label });
    const contacts = t.ds.getRepository(ContactEntity);
    await contacts.insert(rows.flatMap((o) => [0, 1].map((k) => ({ name: `Persona ${o.id}-${k}`, orgId: o.id, ownerUserId: owners[k], visibility: 'company' as const }))));
    await t.ds.getRepository(OrgCustomFieldEntity).insert(rows.map((o) => ({ orgId: o.id, key: 'rubro_extra', label: 'Rubro', type: 'text' as const, value: String(o.id) })));
  }

  beforeAll(async () => {
    await seedOrgs('nmas10', 10);
    await seedOrgs('nmas200', 200);
  });

  async function countRest(path: string, token: string): Promise<[number, number]> {
    t.sql.start();
    const res = await api(t, token).get(path);
    const n = t.sql.stop();
    expect(res.status).toBe(200);
    return [n, res.body.length];
  }

  test('GET /api/organizations issues the same number of statements for 10 and for 200 rows', async () => {
    const [small, smallRows] = await countRest('/api/organizations?label=nmas10', ventaB.token);
    const [big, bigRows] = await countRest('/api/organizations?label=nmas200&limit=500', ventaB.token);
    expect([smallRows, bigRows]).toEqual([10, 200]);
    expect(big).toBe(small);
  });

  test('the organizations connection with nested owner, advisor, contacts (with their organization and owner) and customFields is constant too', async () => {
    // Within the GraphQL cost limit: each organization may bring 100 contacts, each contact 200 custom fields.
    const q = `query($label: String!, $first: Int) { organizations(filter: { label: $label }, first: $first) { totalCount edges { node {
      id name owner { id name } advisor { name } customFields { key value }
      contacts { id name owner { name } organization { id name } }
    } } } }`;
    const run = async (label: string, first: number) => {
      t.sql.start();
      const res = await gql(t, q, { label, first }, ventaB.token);
      const n = t.sql.stop();
      expect(res.errors).toBeUndefined();
      const edges = res.data!.organizations.edges;
      expect(edges.every((e: any) => e.node.contacts.length === 2 && e.node.customFields.length === 1 && e.node.owner)).toBe(true);
      return [n, edges.length];
    };
    const [small, smallRows] = await run('nmas10', 10);
    const [big, bigRows] = await run('nmas200', 50);
    expect([smallRows, bigRows]).toEqual([10, 50]);
    expect(big).toBe(small);
  });
});
