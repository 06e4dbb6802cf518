import { ContactEntity } from '../contacts/contact.entity';
import { PipelineEntity } from '../pipelines/pipeline.entity';
import { StageEntity } from '../pipelines/stage.entity';
import { OrganizationEntity } from './organization.entity';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { adminToken, makeContact, makeOrganization, makeUser, type MadeUser } from '../../../test/factories';
import { api, gql } from '../../../test/http';

/**
 * Ownership: a non-admin cannot create or reassign a private record to another owner. The rule
 * (domain/visibility.ts ownershipRefusal): on create a non-admin's record is their own (owner empty or
 * themself); on update only the owner (or anyone while a record has none) changes owner or visibility,
 * hands a record to someone else only if it is theirs, and never leaves a private record to someone
 * else or to nobody. Admins may do all of it. Both APIs, organizations and contacts.
 */

let t: TestApp;
let admin: string;
let ana: MadeUser;
let beto: MadeUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t);
  ana = await makeUser(t, { role: 'venta', name: 'Ana Venta' });
  beto = await makeUser(t, { role: 'ops', name: 'Beto Ops' });
});
afterAll(() => t.close());

const OTHER_OWNER = 'Solo un administrador puede asignar un registro a otro usuario: dejá el propietario vacío o elegite a vos.';
const PRIVATE_NOT_OWN = 'Un registro privado tiene que quedar a tu nombre: para pasárselo a otro usuario, cambiá la visibilidad o pedíselo a un administrador.';
const NOT_OWNER = 'Solo el propietario o un administrador puede cambiar el propietario o la visibilidad.';

const CREATE_ORG = `mutation ($input: CreateOrganizationInput!) { createOrganization(input: $input) { id ownerUserId visibility } }`;
const UPDATE_ORG = `mutation ($id: Int!, $input: UpdateOrganizationInput!) { updateOrganization(id: $id, input: $input) { id ownerUserId visibility } }`;
const CREATE_CONTACT = `mutation ($input: CreateContactInput!) { createContact(input: $input) { contact { id ownerUserId visibility } } }`;
const UPDATE_CONTACT = `mutation ($id: Int!, $input: UpdateContactInput!) { updateContact(id: $id, input: $input) { id ownerUserId visibility } }`;

const forbidden = (message: string) => [expect.objectContaining({ message, extensions: { code: 'FORBIDDEN' } })];
const orgs = () => t.ds.getRepository(OrganizationEntity);
const contacts = () => t.ds.getRepository(ContactEntity);

describe('organizations', () => {
  test('create: a non-admin may not make someone else the owner (private or not), through GraphQL or REST', async () => {
    for (const visibility of ['private', 'company'] as const) {
      const g = await gql(t, CREATE_ORG, { input: { name: `Plantada GQL ${visibility}`, ownerUserId: beto.user.id, visibility } }, ana.token);
      expect(g.errors).toEqual(forbidden(OTHER_OWNER));
      const r = await api(t, ana.token).post('/api/organizations', { name: `Plantada REST ${visibility}`, owner_user_id: beto.user.id, visibility });
      expect([r.status, r.body]).toEqual([403, { error: OTHER_OWNER }]);
    }
    expect(await orgs().count({ where: [{ name: 'Plantada GQL private' }, { name: 'Plantada REST private' }, { name: 'Plantada GQL company' }, { name: 'Plantada REST company' }] })).toBe(0);
  });

  test('create: owner empty or themself, any visibility, is fine; an admin may create for anyone', async () => {
    const empty = await gql(t, CREATE_ORG, { input: { name: 'Propia vacía', ownerUserId: null, visibility: 'private' } }, ana.token);
    expect(empty.data!.createOrganization).toMatchObject({ ownerUserId: ana.user.id, visibility: 'private' });
    const self = await api(t, ana.token).post('/api/organizations', { name: 'Propia REST', owner_user_id: ana.user.id, visibility: 'private' });
    expect([self.status, self.body.owner_user_id]).toEqual([201, ana.user.id]);
    const byAdmin = await gql(t, CREATE_ORG, { input: { name: 'De Beto por admin', ownerUserId: beto.user.id, visibility: 'private' } }, admin);
    expect(byAdmin.data!.createOrganization).toMatchObject({ ownerUserId: beto.user.id, visibility: 'private' });
    const byAdminRest = await api(t, admin).post('/api/organizations', { name: 'De Beto por admin REST', owner_user_id: beto.user.id, visibility: 'private' });
    expect([byAdminRest.status, byAdminRest.body.owner_user_id]).toEqual([201, beto.user.id]);
  });

  test('update: the owner hands a record over, but not as a private one', async () => {
    const mine = await makeOrganization(t, { name: 'Mía para pasar', ownerUserId: ana.user.id, visibility: 'private' });
    const g = await gql(t, UPDATE_ORG, { id: mine.id, input: { ownerUserId: beto.user.id } }, ana.token);
    expect(g.errors).toEqual(forbidden(PRIVATE_NOT_OWN));
    const r = await api(t, ana.token).patch(`/api/organizations/${mine.id}`, { owner_user_id: beto.user.id, visibility: 'private' });
    expect([r.status, r.body]).toEqual([403, { error: PRIVATE_NOT_OWN }]);
    const toNobody = await api(t, ana.token).patch(`/api/organizations/${mine.id}`, { owner_user_id: null });
    expect([toNobody.status, toNobody.body]).toEqual([403, { error: PRIVATE_NOT_OWN }]);
    expect(await orgs().findOneByOrFail({ id: mine.id })).toMatchObject({ ownerUserId: ana.user.id, visibility: 'private' });

    const handed = await api(t, ana.token).patch(`/api/organizations/${mine.id}`, { owner_user_id: beto.user.id, visibility: 'company' });
    expect([handed.status, handed.body.owner_user_id, handed.body.visibility]).toEqual([200, beto.user.id, 'company']);
  });

  test('update: a record without owner may be taken by a writer, not given to someone else nor hidden', async () => {
    const loose = await makeOrganization(t, { name: 'Sin dueño', ownerUserId: null, visibility: 'company' });
    const give = await gql(t, UPDATE_ORG, { id: loose.id, input: { ownerUserId: beto.user.id, visibility: 'private' } }, ana.token);
    expect(give.errors).toEqual(forbidden(OTHER_OWNER));
    const giveRest = await api(t, ana.token).patch(`/api/organizations/${loose.id}`, { owner_user_id: beto.user.id });
    expect([giveRest.status, giveRest.body]).toEqual([403, { error: OTHER_OWNER }]);
    const hide = await api(t, ana.token).patch(`/api/organizations/${loose.id}`, { visibility: 'private' });
    expect([hide.status, hide.body]).toEqual([403, { error: PRIVATE_NOT_OWN }]);
    expect(await orgs().findOneByOrFail({ id: loose.id })).toMatchObject({ ownerUserId: null, visibility: 'company' });

    const take = await gql(t, UPDATE_ORG, { id: loose.id, input: { ownerUserId: ana.user.id, visibility: 'private' } }, ana.token);
    expect(take.data!.updateOrganization).toMatchObject({ ownerUserId: ana.user.id, visibility: 'private' });
  });

  test("update: someone else's record keeps its owner and visibility; an admin may reassign it privately", async () => {
    const betos = await makeOrganization(t, { name: 'De Beto', ownerUserId: beto.user.id, visibility: 'company' });
    const r = await api(t, ana.token).patch(`/api/organizations/${betos.id}`, { owner_user_id: ana.user.id });
    expect([r.status, r.body]).toEqual([403, { error: NOT_OWNER }]);
    const a = await gql(t, UPDATE_ORG, { id: betos.id, input: { ownerUserId: ana.user.id, visibility: 'private' } }, admin);
    expect(a.data!.updateOrganization).toMatchObject({ ownerUserId: ana.user.id, visibility: 'private' });
  });
});

describe('contacts', () => {
  test('create: a non-admin may not make someone else the owner, through GraphQL or REST (checked before the email dedupe)', async () => {
    const g = await gql(t, CREATE_CONTACT, { input: { name: 'Plantado', email: 'plantado@own.py', ownerUserId: beto.user.id, visibility: 'private' } }, ana.token);
    expect(g.errors).toEqual(forbidden(OTHER_OWNER));
    const r = await api(t, ana.token).post('/api/contacts', { name: 'Plantado', email: 'plantado@own.py', owner_user_id: beto.user.id, visibility: 'private' });
    expect([r.status, r.body]).toEqual([403, { error: OTHER_OWNER }]);
    expect(await contacts().countBy({ email: 'plantado@own.py' })).toBe(0);

    const own = await api(t, ana.token).post('/api/contacts', { name: 'Propio', email: 'propio@own.py', visibility: 'private' });
    expect(own.status).toBe(201);
    expect(await contacts().findOneByOrFail({ id: own.body.id })).toMatchObject({ ownerUserId: ana.user.id, visibility: 'private' });
    const byAdmin = await gql(t, CREATE_CONTACT, { input: { name: 'De Beto', ownerUserId: beto.user.id, visibility: 'private' } }, admin);
    expect(byAdmin.data!.createContact.contact).toMatchObject({ ownerUserId: beto.user.id, visibility: 'private' });
  });

  test('update: no private hand-over, no giving away a record without owner', async () => {
    const mine = await makeContact(t, { name: 'Contacto mío', ownerUserId: ana.user.id, visibility: 'company' });
    const g = await gql(t, UPDATE_CONTACT, { id: mine.id, input: { ownerUserId: beto.user.id, visibility: 'private' } }, ana.token);
    expect(g.errors).toEqual(forbidden(PRIVATE_NOT_OWN));
    const loose = await makeContact(t, { name: 'Contacto sin dueño', ownerUserId: null });
    const r = await api(t, ana.token).patch(`/api/contacts/${loose.id}`, { owner_user_id: beto.user.id });
    expect([r.status, r.body]).toEqual([403, { error: OTHER_OWNER }]);
    expect(await contacts().findOneByOrFail({ id: mine.id })).toMatchObject({ ownerUserId: ana.user.id, visibility: 'company' });
    expect(await contacts().findOneByOrFail({ id: loose.id })).toMatchObject({ ownerUserId: null });

    const handed = await api(t, ana.token).patch(`/api/contacts/${mine.id}`, { owner_user_id: beto.user.id });
    expect(handed.status).toBe(200);
    expect(await contacts().findOneByOrFail({ id: mine.id })).toMatchObject({ ownerUserId: beto.user.id, visibility: 'company' });
  });
});

test('POST /api/deals: the organization and contact it creates belong to the creator and are company records, whatever the body says', async () => {
  const pipeline = await t.ds.getRepository(PipelineEntity).findOneOrFail({ where: {}, order: { id: 'ASC' } });
  const stage = await t.ds.getRepository(StageEntity).findOneOrFail({ where: { pipelineId: pipeline.id }, order: { orderIndex: 'ASC' } });
  const res = await api(t, ana.token).post('/api/deals', {
    title: 'Con org nueva',
    pipeline_id: pipeline.id,
    stage_id: stage.id,
    organization: { name: 'Creada por operación', owner_user_id: beto.user.id, ownerUserId: beto.user.id, visibility: 'private' },
    contact: { name: 'Persona nueva', email: 'persona@deal-own.py', owner_user_id: beto.user.id, ownerUserId: beto.user.id, visibility: 'private' },
    owner_user_id: beto.user.id,
  });
  expect(res.status).toBe(201);
  expect(await orgs().findOneByOrFail({ name: 'Creada por operación' })).toMatchObject({ ownerUserId: ana.user.id, visibility: 'company' });
  expect(await contacts().findOneByOrFail({ email: 'persona@deal-own.py' })).toMatchObject({ ownerUserId: ana.user.id, visibility: 'company' });
});
