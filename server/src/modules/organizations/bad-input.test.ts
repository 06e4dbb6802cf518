/**
 * Generated bad input across the organization, contact and custom-field REST paths and GraphQL
 * mutations: every case answers 4xx with a Spanish
 * message, never 5xx, and leaves the database exactly as it was.
 */
import { AuditEventEntity } from '../audit/audit-event.entity';
import { ContactEntity } from '../contacts/contact.entity';
import { ContactCustomFieldEntity, DealCustomFieldEntity, OrgCustomFieldEntity } from '../custom-fields/custom-field.entity';
import { DealEntity } from '../deals/deal.entity';
import { StageEntity } from '../pipelines/stage.entity';
import { OrganizationEntity } from './organization.entity';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { makeContact, makeOrganization, makeUser, type MadeUser } from '../../../test/factories';
import { api, gql } from '../../../test/http';

let t: TestApp;
let venta: MadeUser;
let other: MadeUser;
let org: OrganizationEntity;
let privateOrg: OrganizationEntity;
let contact: ContactEntity;
let dealId: number;
let fieldId: number;

beforeAll(async () => {
  t = await createTestApp();
  venta = await makeUser(t, { role: 'venta' });
  other = await makeUser(t, { role: 'venta' });
  org = await makeOrganization(t, { name: 'Org base', ownerUserId: venta.user.id });
  privateOrg = await makeOrganization(t, { name: 'Privada de otro', ownerUserId: other.user.id, visibility: 'private' });
  contact = await makeContact(t, { name: 'Contacto base', email: 'base@bad.py', ownerUserId: venta.user.id, orgId: org.id });
  const stage = (await t.ds.getRepository(StageEntity).find({ order: { id: 'ASC' }, take: 1 }))[0];
  dealId = Number((await t.ds.getRepository(DealEntity).insert({ title: 'Operación base', pipelineId: stage.pipelineId, stageId: stage.id })).identifiers[0].id);
  fieldId = Number((await t.ds.getRepository(OrgCustomFieldEntity).insert({ orgId: org.id, key: 'base', label: 'Base', type: 'text', value: 'v' })).identifiers[0].id);
});
afterAll(() => t.close());

const BIG = 'x'.repeat(10 * 1024);
const SPANISH = /[áéíóúñ¿]|\b(debe|inválid[oa]|admite|obligatori[oa]|no existe|no encontrad[oa]|Complet[aá]|clave|valor|parámetro|cuerpo|Dato|Falta|permisos)\b/i;
const ENGLISH = /cannot represent|must be|expected|Variable "\$|got invalid|is not defined|required type|Did you mean/i;

async function snapshot() {
  const all = async (entity: new () => object) => JSON.stringify(await t.ds.getRepository(entity).find({ order: { id: 'ASC' } as never }));
  return {
    organizations: await all(OrganizationEntity),
    contacts: await all(ContactEntity),
    dealFields: await all(DealCustomFieldEntity),
    orgFields: await all(OrgCustomFieldEntity),
    contactFields: await all(ContactCustomFieldEntity),
    audit: await t.ds.getRepository(AuditEventEntity).count(),
  };
}

type RestCase = [method: 'post' | 'patch' | 'put' | 'get', path: () => string, body?: unknown];

const orgBodies: Array<Record<string, unknown>> = [
  { name: {} },
  { name: [] },
  { name: ['a', 'b'] },
  { name: 123 },
  { name: true },
  { name: BIG },
  { razon_social: { a: 1 } },
  { razon_social: BIG },
  { name: 'Ok', email: 'no-es-email' },
  { name: 'Ok', email: 42 },
  { name: 'Ok', email: `${BIG}@x.py` },
  { name: 'Ok', visibility: 'public' },
  { name: 'Ok', visibility: 'PRIVATE' },
  { name: 'Ok', visibility: 1 },
  { name: 'Ok', visibility: { v: 'private' } },
  { name: 'Ok', owner_user_id: 'abc' },
  { name: 'Ok', owner_user_id: -1 },
  { name: 'Ok', owner_user_id: 0 },
  { name: 'Ok', owner_user_id: 1.5 },
  { name: 'Ok', owner_user_id: {} },
  { name: 'Ok', owner_user_id: [1] },
  { name: 'Ok', owner_user_id: 99999999 },
  { name: 'Ok', owner_user_id: 1e12 },
  { name: 'Ok', advisor_user_id: 'x' },
  { name: 'Ok', advisor_user_id: -3 },
  { name: 'Ok', advisor_user_id: 424242 },
  { name: 'Ok', is_agent: 'yes' },
  { name: 'Ok', is_agent: 2 },
  { name: 'Ok', is_agent: {} },
  { name: 'Ok', ruc: 'r'.repeat(31) },
  { name: 'Ok', phone: 'p'.repeat(61) },
  { name: 'Ok', notes: BIG },
  { name: 'Ok', website: 123 },
  { name: 'Ok', modalities_supported: [1, 2] },
  { name: 'Ok', city: { nested: { deep: true } } },
];

const contactBodies: Array<Record<string, unknown>> = [
  { name: {} },
  { name: 42 },
  { name: BIG },
  { email: 'sin-arroba' },
  { email: ['a@b.py'] },
  { name: 'Ok', phone: 'p'.repeat(61) },
  { name: 'Ok', title: 123 },
  { name: 'Ok', label: [] },
  { name: 'Ok', notes: BIG },
  { name: 'Ok', org_id: 'abc' },
  { name: 'Ok', org_id: -1 },
  { name: 'Ok', org_id: 0 },
  { name: 'Ok', org_id: 99999999 },
  { name: 'Ok', org_id: { id: 1 } },
  { name: 'Ok', visibility: 'todos' },
  { name: 'Ok', owner_user_id: 'yo' },
  { name: 'Ok', owner_user_id: 777777 },
];

const fieldBodies: Array<Record<string, unknown>> = [
  {},
  { key: {}, label: 'L' },
  { key: ['a'], label: 'L' },
  { key: 5, label: 'L' },
  { key: 'dos palabras', label: 'L' },
  { key: 'k'.repeat(81), label: 'L' },
  { key: 'nuevo' },
  { key: 'nuevo', label: {} },
  { key: 'nuevo', label: BIG },
  { key: 'nuevo', label: 'L', type: 'bogus' },
  { key: 'nuevo', label: 'L', type: ['text'] },
  { key: 'nuevo', label: 'L', value: {} },
  { key: 'nuevo', label: 'L', value: [] },
  { key: 'nuevo', label: 'L', value: true },
  { key: 'nuevo', label: 'L', value: BIG },
];

const restCases: RestCase[] = [
  ...orgBodies.map((b): RestCase => ['post', () => '/api/organizations', b]),
  ...orgBodies.map((b): RestCase => ['patch', () => `/api/organizations/${org.id}`, b]),
  ...contactBodies.map((b): RestCase => ['post', () => '/api/contacts', b]),
  ...contactBodies.filter((b) => !('email' in b && !('name' in b))).map((b): RestCase => ['patch', () => `/api/contacts/${contact.id}`, b]),
  ['post', () => '/api/contacts', () => ({ name: 'Intruso', org_id: privateOrg.id })],
  ['patch', () => `/api/contacts/${contact.id}`, () => ({ org_id: privateOrg.id })],
  ['patch', () => `/api/organizations/${privateOrg.id}`, { name: 'Robo' }],
  ['patch', () => '/api/organizations/abc', { name: 'X' }],
  ['patch', () => '/api/organizations/-1', { name: 'X' }],
  ['patch', () => '/api/organizations/0', { name: 'X' }],
  ['patch', () => '/api/organizations/99999999', { name: 'X' }],
  ['patch', () => '/api/contacts/abc', { name: 'X' }],
  ['patch', () => '/api/contacts/99999999', { name: 'X' }],
  ['post', () => '/api/organizations', []],
  ['post', () => '/api/contacts', [{ name: 'array' }]],
  ...fieldBodies.map((b): RestCase => ['post', () => `/api/organizations/${org.id}/custom-fields`, b]),
  ...fieldBodies.slice(0, 6).map((b): RestCase => ['post', () => `/api/deals/${dealId}/custom-fields`, b]),
  ...fieldBodies.slice(9).map((b): RestCase => ['post', () => `/api/contacts/${contact.id}/custom-fields`, b]),
  ['post', () => `/api/contacts/${contact.id}/custom-fields`, { key: 'k', label: 'L', type: 'select' }],
  ['post', () => '/api/deals/abc/custom-fields', { key: 'k', label: 'L' }],
  ['post', () => '/api/deals/99999999/custom-fields', { key: 'k', label: 'L' }],
  ['post', () => `/api/organizations/${privateOrg.id}/custom-fields`, { key: 'k', label: 'L' }],
  ['put', () => `/api/organizations/${org.id}/custom-fields/${fieldId}`, { value: {} }],
  ['put', () => `/api/organizations/${org.id}/custom-fields/${fieldId}`, { value: [1] }],
  ['put', () => `/api/organizations/${org.id}/custom-fields/${fieldId}`, { value: false }],
  ['put', () => `/api/organizations/${org.id}/custom-fields/${fieldId}`, { value: BIG }],
  ['put', () => `/api/organizations/${org.id}/custom-fields/abc`, { value: 'x' }],
  ['put', () => `/api/organizations/${org.id}/custom-fields/99999999`, { value: 'x' }],
  ['put', () => `/api/contacts/${contact.id}/custom-fields/${fieldId}`, { value: 'otro dueño' }],
  ['put', () => `/api/deals/${dealId}/custom-fields/${fieldId}`, { value: 'otro dueño' }],
  ['get', () => '/api/organizations?owner_user_id=abc'],
  ['get', () => '/api/organizations?visibility=todas'],
  ['get', () => '/api/organizations?budget_status=pagado'],
  ['get', () => '/api/organizations?limit=diez'],
  ['get', () => `/api/organizations?q=${BIG}`],
  ['get', () => '/api/organizations?is_agent=tal-vez'],
  ['get', () => '/api/contacts?org_id=-5'],
  ['get', () => '/api/contacts?owner_user_id=1.5'],
  ['get', () => '/api/contacts?visibility=x'],
  ['get', () => '/api/contacts?has_email=si'],
  ['get', () => '/api/contacts?offset=-1'],
  ['get', () => '/api/contacts?q=a&q=b'],
  ['get', () => '/api/organizations/abc'],
  ['get', () => '/api/contacts/-1'],
  ['get', () => '/api/organizations/0/custom-fields'],
];

type GqlCase = [query: string, variables: () => Record<string, unknown>];

const CREATE_ORG = 'mutation($i: CreateOrganizationInput!) { createOrganization(input: $i) { id } }';
const UPDATE_ORG = 'mutation($id: Int!, $i: UpdateOrganizationInput!) { updateOrganization(id: $id, input: $i) { id } }';
const CREATE_CONTACT = 'mutation($i: CreateContactInput!) { createContact(input: $i) { deduped contact { id } } }';
const UPDATE_CONTACT = 'mutation($id: Int!, $i: UpdateContactInput!) { updateContact(id: $id, input: $i) { id } }';
const UPSERT = 'mutation($o: CustomFieldOwner!, $id: Int!, $i: UpsertCustomFieldInput!) { upsertCustomField(owner: $o, ownerId: $id, input: $i) { id } }';
const UPDATE_FIELD = 'mutation($o: CustomFieldOwner!, $id: Int!, $f: Int!, $v: String) { updateCustomField(owner: $o, ownerId: $id, fieldId: $f, value: $v) { id } }';

const gqlCases: GqlCase[] = [
  [CREATE_ORG, () => ({ i: { name: 5 } })],
  [CREATE_ORG, () => ({ i: { name: { a: 1 } } })],
  [CREATE_ORG, () => ({ i: { name: ['a'] } })],
  [CREATE_ORG, () => ({ i: { name: BIG } })],
  [CREATE_ORG, () => ({ i: { ruc: '1' } })],
  [CREATE_ORG, () => ({ i: { name: 'Ok', visibility: 'x' } })],
  [CREATE_ORG, () => ({ i: { name: 'Ok', ownerUserId: 'abc' } })],
  [CREATE_ORG, () => ({ i: { name: 'Ok', ownerUserId: -1 } })],
  [CREATE_ORG, () => ({ i: { name: 'Ok', ownerUserId: 99999999 } })],
  [CREATE_ORG, () => ({ i: { name: 'Ok', ownerUserId: 1e12 } })],
  [CREATE_ORG, () => ({ i: { name: 'Ok', email: 'mal' } })],
  [CREATE_ORG, () => ({ i: { name: 'Ok', isAgent: 'si' } })],
  [CREATE_ORG, () => ({ i: { name: 'Ok', budgetStatus: 'confirmado' } })],
  [CREATE_ORG, () => ({ i: null })],
  [CREATE_ORG, () => ({})],
  [UPDATE_ORG, () => ({ id: -1, i: { name: 'X' } })],
  [UPDATE_ORG, () => ({ id: 0, i: { name: 'X' } })],
  [UPDATE_ORG, () => ({ id: 99999999, i: { name: 'X' } })],
  [UPDATE_ORG, () => ({ id: 'abc', i: { name: 'X' } })],
  [UPDATE_ORG, () => ({ id: privateOrg.id, i: { name: 'X' } })],
  [UPDATE_ORG, () => ({ id: org.id, i: { name: '', razonSocial: null } })],
  [UPDATE_ORG, () => ({ id: org.id, i: { advisorUserId: 99999999 } })],
  [UPDATE_ORG, () => ({ id: org.id, i: { notes: BIG } })],
  [UPDATE_ORG, () => ({ id: org.id, i: { visibility: 'PUBLIC' } })],
  [CREATE_CONTACT, () => ({ i: { phone: '1' } })],
  [CREATE_CONTACT, () => ({ i: { email: 'x@' } })],
  [CREATE_CONTACT, () => ({ i: { name: 'Ok', orgId: -1 } })],
  [CREATE_CONTACT, () => ({ i: { name: 'Ok', orgId: 99999999 } })],
  [CREATE_CONTACT, () => ({ i: { name: 'Ok', orgId: privateOrg.id } })],
  [CREATE_CONTACT, () => ({ i: { name: 'Ok', visibility: 'todos' } })],
  [CREATE_CONTACT, () => ({ i: { name: 123 } })],
  [UPDATE_CONTACT, () => ({ id: contact.id, i: { name: null, email: null } })],
  [UPDATE_CONTACT, () => ({ id: contact.id, i: { orgId: privateOrg.id } })],
  [UPDATE_CONTACT, () => ({ id: 'abc', i: { name: 'X' } })],
  [UPDATE_CONTACT, () => ({ id: 99999999, i: { name: 'X' } })],
  [UPSERT, () => ({ o: 'organization', id: org.id, i: { key: 'a b', label: 'L' } })],
  [UPSERT, () => ({ o: 'organization', id: org.id, i: { key: 'nuevo' } })],
  [UPSERT, () => ({ o: 'organization', id: org.id, i: { key: 'nuevo', label: 'L', type: 'select' } })],
  [UPSERT, () => ({ o: 'organization', id: org.id, i: { key: 'nuevo', label: 'L', type: 'bogus' } })],
  [UPSERT, () => ({ o: 'organization', id: org.id, i: { key: 'nuevo', label: 'L', value: BIG } })],
  [UPSERT, () => ({ o: 'bogus', id: org.id, i: { key: 'k', label: 'L' } })],
  [UPSERT, () => ({ o: 'deal', id: 0, i: { key: 'k', label: 'L' } })],
  [UPSERT, () => ({ o: 'deal', id: 99999999, i: { key: 'k', label: 'L' } })],
  [UPSERT, () => ({ o: 'contact', id: contact.id, i: { key: 5, label: 'L' } })],
  [UPDATE_FIELD, () => ({ o: 'organization', id: org.id, f: 99999999, v: 'x' })],
  [UPDATE_FIELD, () => ({ o: 'contact', id: contact.id, f: fieldId, v: 'x' })],
  [UPDATE_FIELD, () => ({ o: 'organization', id: org.id, f: fieldId, v: BIG })],
  [UPDATE_FIELD, () => ({ o: 'organization', id: org.id, f: fieldId, v: { a: 1 } })],
];

test(`at least 100 generated bad inputs (${restCases.length} REST + ${gqlCases.length} GraphQL): 4xx in Spanish, no 5xx, database unchanged`, async () => {
  expect(restCases.length + gqlCases.length).toBeGreaterThanOrEqual(100);
  const before = await snapshot();
  const failures: string[] = [];

  for (const [method, path, lazyBody] of restCases) {
    const p = path();
    const body = typeof lazyBody === 'function' ? lazyBody() : lazyBody;
    const client = api(t, venta.token);
    const res = method === 'get' ? await client.get(p) : await client[method](p, body as object);
    const label = `${method.toUpperCase()} ${p.slice(0, 60)} ${JSON.stringify(body ?? '').slice(0, 60)}`;
    if (res.status < 400 || res.status >= 500) failures.push(`${label} → ${res.status}`);
    else if (typeof res.body?.error !== 'string' || !SPANISH.test(res.body.error) || ENGLISH.test(res.body.error)) failures.push(`${label} → ${JSON.stringify(res.body)}`);
  }

  for (const [query, vars] of gqlCases) {
    const res = await gql(t, query, vars(), venta.token);
    const label = `${query.slice(9, 40)} ${JSON.stringify(vars()).slice(0, 80)}`;
    const err = res.errors?.[0];
    if (res.status >= 500) failures.push(`${label} → HTTP ${res.status}`);
    else if (!err) failures.push(`${label} → no error`);
    else if (!['BAD_USER_INPUT', 'NOT_FOUND', 'FORBIDDEN'].includes(err.extensions?.code ?? '')) failures.push(`${label} → ${err.extensions?.code}`);
    else if (!SPANISH.test(err.message) || ENGLISH.test(err.message)) failures.push(`${label} → ${err.message}`);
    else if (res.data && Object.values(res.data).some((v) => v !== null)) failures.push(`${label} → data ${JSON.stringify(res.data)}`);
  }

  expect(failures).toEqual([]);
  expect(await snapshot()).toEqual(before);
});

test('older clients send extra fields: they are ignored, never stored', async () => {
  const res = await api(t, venta.token).post('/api/organizations', {
    name: 'Con extras',
    budget_status: 'confirmado',
    budget_profit_value: 10,
    created_by_user_id: other.user.id,
    id: 55555,
    reference: 'OP-000009',
    foo: { bar: 1 },
  });
  expect(res.status).toBe(201);
  const row = await t.ds.getRepository(OrganizationEntity).findOneByOrFail({ id: res.body.id });
  expect(row).toMatchObject({ budgetStatus: 'borrador', budgetProfitValue: null, createdByUserId: venta.user.id });
  expect(row.id).not.toBe(55555);
  const field = await api(t, venta.token).post(`/api/deals/${dealId}/custom-fields`, { key: 'x', label: 'X', id: 999, deal_id: 12345, created_at: '2000-01-01 00:00:00' });
  expect(field.status).toBe(201);
  expect(field.body).toMatchObject({ deal_id: dealId });
  expect(field.body.id).not.toBe(999);
  expect(field.body.created_at).not.toBe('2000-01-01 00:00:00');
});
