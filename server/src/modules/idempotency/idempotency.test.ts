import { DealEntity } from '../deals/deal.entity';
import { OrganizationEntity } from '../organizations/organization.entity';
import { ContactEntity } from '../contacts/contact.entity';
import { ActivityEntity } from '../activities/activity.entity';
import { IdempotencyKeyEntity } from './idempotency-key.entity';
import { IDEMPOTENCY_TTL_MS } from './idempotency.service';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { api, codesOf, gql } from '../../../test/http';
import { makePipeline, makeRoleUsers, type RoleUsers } from '../../../test/factories';

let t: TestApp;
let u: RoleUsers;
let pipelineId: number;
let stageId: number;
beforeAll(async () => {
  t = await createTestApp();
  u = await makeRoleUsers(t);
  const p = await makePipeline(t);
  pipelineId = p.pipeline.id;
  stageId = p.stages[0].id;
});
afterAll(() => t.close());

const count = (entity: typeof DealEntity | typeof OrganizationEntity | typeof ContactEntity | typeof ActivityEntity, where: object) =>
  t.ds.getRepository(entity as typeof DealEntity).countBy(where);

describe('Idempotency-Key on REST POSTs (issue 22 item 3)', () => {
  it('a retry with the same key and body returns the first answer and creates nothing', async () => {
    const body = { title: 'Importación idempotente', pipeline_id: pipelineId, stage_id: stageId };
    const first = await api(t, u.venta.token).post('/api/deals', body).set('Idempotency-Key', 'deal-1');
    expect(first.status).toBe(201);
    const again = await api(t, u.venta.token).post('/api/deals', { stage_id: stageId, pipeline_id: pipelineId, title: 'Importación idempotente' }).set('Idempotency-Key', 'deal-1');
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await count(DealEntity, { title: 'Importación idempotente' })).toBe(1);
  });

  it('the same key with a different body is a 409 and creates nothing', async () => {
    const first = await api(t, u.venta.token).post('/api/organizations', { razon_social: 'Idem Uno S.A.' }).set('Idempotency-Key', 'org-1');
    expect(first.status).toBe(201);
    const other = await api(t, u.venta.token).post('/api/organizations', { razon_social: 'Idem Dos S.A.' }).set('Idempotency-Key', 'org-1');
    expect(other.status).toBe(409);
    expect(other.body.error).toBe('Esta clave de idempotencia ya se usó con otra solicitud.');
    expect(await count(OrganizationEntity, { razonSocial: 'Idem Dos S.A.' })).toBe(0);
    // Another path with the same key is another request too.
    expect((await api(t, u.venta.token).post('/api/contacts', { name: 'Idem' }).set('Idempotency-Key', 'org-1')).status).toBe(409);
  });

  it('keys are per actor: another user with the same key creates its own record', async () => {
    const body = { name: 'Contacto por actor', email: null };
    expect((await api(t, u.venta.token).post('/api/contacts', body).set('Idempotency-Key', 'shared')).status).toBe(201);
    expect((await api(t, u.ops.token).post('/api/contacts', body).set('Idempotency-Key', 'shared')).status).toBe(201);
    expect(await count(ContactEntity, { name: 'Contacto por actor' })).toBe(2);
  });

  it('two simultaneous requests with the same key create one record and both get its answer', async () => {
    const body = { title: 'Carrera idempotente', pipeline_id: pipelineId, stage_id: stageId };
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => api(t, u.ops.token).post('/api/deals', body).set('Idempotency-Key', 'race-1')),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect(await count(DealEntity, { title: 'Carrera idempotente' })).toBe(1);
  });

  it('a failed first request releases its key; a bad key is a 400; without a key nothing changes', async () => {
    const bad = await api(t, u.venta.token).post('/api/deals', { title: 'Sin etapa' }).set('Idempotency-Key', 'fail-1');
    expect(bad.status).toBe(400);
    const good = await api(t, u.venta.token).post('/api/deals', { title: 'Sin etapa', pipeline_id: pipelineId, stage_id: stageId }).set('Idempotency-Key', 'fail-1');
    expect(good.status).toBe(201);
    expect((await api(t, u.venta.token).post('/api/contacts', { name: 'x' }).set('Idempotency-Key', 'con espacio')).status).toBe(400);
    await api(t, u.venta.token).post('/api/contacts', { name: 'Sin clave' });
    await api(t, u.venta.token).post('/api/contacts', { name: 'Sin clave' });
    expect(await count(ContactEntity, { name: 'Sin clave' })).toBe(2);
  });

  it('keys are kept 24 hours: an older one is forgotten and cleaned up', async () => {
    const body = { razon_social: 'Idem Vieja S.A.' };
    expect((await api(t, u.admin).post('/api/organizations', body).set('Idempotency-Key', 'old-1')).status).toBe(201);
    await t.ds.getRepository(IdempotencyKeyEntity).update({ idemKey: 'old-1' }, { createdAtMs: String(Date.now() - IDEMPOTENCY_TTL_MS - 1000) });
    expect((await api(t, u.admin).post('/api/organizations', body).set('Idempotency-Key', 'old-1')).status).toBe(201);
    expect(await count(OrganizationEntity, { razonSocial: 'Idem Vieja S.A.' })).toBe(2);
    await t.ds.getRepository(IdempotencyKeyEntity).update({ idemKey: 'old-1' }, { createdAtMs: String(Date.now() - IDEMPOTENCY_TTL_MS - 1000) });
    expect(await t.services.idempotency.cleanup()).toBeGreaterThanOrEqual(1);
    expect(await t.ds.getRepository(IdempotencyKeyEntity).countBy({ idemKey: 'old-1' })).toBe(0);
  });
});

describe('idempotencyKey on GraphQL creates', () => {
  const DEAL = `mutation ($input: CreateDealInput!, $key: String) { createDeal(input: $input, idempotencyKey: $key) { id reference title } }`;

  it('createDeal: a retry returns the same deal and creates nothing; another input is CONFLICT', async () => {
    const input = { title: 'GraphQL idempotente', pipelineId, stageId };
    const a = await gql(t, DEAL, { input, key: 'g-1' }, u.venta.token);
    const b = await gql(t, DEAL, { input, key: 'g-1' }, u.venta.token);
    expect(a.errors).toBeUndefined();
    expect(b.data).toEqual(a.data);
    expect(await count(DealEntity, { title: 'GraphQL idempotente' })).toBe(1);
    const c = await gql(t, DEAL, { input: { ...input, title: 'Otra' }, key: 'g-1' }, u.venta.token);
    expect(codesOf(c)).toEqual(['CONFLICT']);
    expect(await count(DealEntity, { title: 'Otra' })).toBe(0);
    // Simultaneous retries: one deal.
    const many = await Promise.all([1, 2, 3].map(() => gql(t, DEAL, { input: { ...input, title: 'GraphQL carrera' }, key: 'g-2' }, u.venta.token)));
    expect(new Set(many.map((m) => m.data!.createDeal.id)).size).toBe(1);
    expect(await count(DealEntity, { title: 'GraphQL carrera' })).toBe(1);
  });

  it('createOrganization, createContact and createActivity take the key too', async () => {
    const org = `mutation ($key: String) { createOrganization(input: { razonSocial: "GQL Idem S.A." }, idempotencyKey: $key) { id } }`;
    const o1 = await gql(t, org, { key: 'o-1' }, u.ops.token);
    const o2 = await gql(t, org, { key: 'o-1' }, u.ops.token);
    expect(o2.data).toEqual(o1.data);
    expect(await count(OrganizationEntity, { razonSocial: 'GQL Idem S.A.' })).toBe(1);

    const contact = `mutation ($key: String) { createContact(input: { name: "GQL Idem" }, idempotencyKey: $key) { deduped contact { id name } } }`;
    const c1 = await gql(t, contact, { key: 'c-1' }, u.ops.token);
    const c2 = await gql(t, contact, { key: 'c-1' }, u.ops.token);
    expect(c1.errors).toBeUndefined();
    expect(c2.data).toEqual(c1.data);
    expect(await count(ContactEntity, { name: 'GQL Idem' })).toBe(1);

    const orgId = o1.data!.createOrganization.id;
    const activity = `mutation ($key: String, $orgId: Int) { createActivity(input: { subject: "Llamar", orgId: $orgId }, idempotencyKey: $key) { id subject } }`;
    const a1 = await gql(t, activity, { key: 'a-1', orgId }, u.ops.token);
    const a2 = await gql(t, activity, { key: 'a-1', orgId }, u.ops.token);
    expect(a1.errors).toBeUndefined();
    expect(a2.data).toEqual(a1.data);
    expect(await count(ActivityEntity, { subject: 'Llamar', orgId })).toBe(1);
  });
});
