import { DealEntity } from '../deals/deal.entity';
import { OrganizationEntity } from '../organizations/organization.entity';
import { ContactEntity } from '../contacts/contact.entity';
import { ActivityEntity } from '../activities/activity.entity';
import request from 'supertest';
import { DealFileEntity } from '../files/deal-file.entity';
import { IdempotencyKeyEntity } from './idempotency-key.entity';
import { IdempotencyNoSecrets1765060000000 } from './migrations/1765060000000-idempotency-no-secrets';
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

describe('Idempotency-Key on REST POSTs (idempotent creates)', () => {
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

  it('a bad key is refused with the same Spanish message as the Idempotency-Key header, and nothing is created', async () => {
    const rest = await api(t, u.venta.token).post('/api/contacts', { name: 'Clave mala' }).set('Idempotency-Key', 'con espacio');
    expect(rest.status).toBe(400);
    const contact = `mutation ($key: String) { createContact(input: { name: "Clave mala" }, idempotencyKey: $key) { contact { id } } }`;
    const res = await gql(t, contact, { key: 'con espacio' }, u.venta.token);
    expect(codesOf(res)).toEqual(['BAD_USER_INPUT']);
    expect(res.errors?.[0]?.message).toBe(rest.body.error);
    expect(await count(ContactEntity, { name: 'Clave mala' })).toBe(0);
  });
});

describe('Idempotency-Key never keeps a secret', () => {
  const storedAnswers = async () => (await t.ds.getRepository(IdempotencyKeyEntity).find()).map((r) => r.response ?? '');

  it('POST /api/api-keys: the secret is sent once; the stored answer and a replay do not carry it', async () => {
    const first = await api(t, u.admin).post('/api/api-keys', { name: 'Script idempotente', role: 'viewer' }).set('Idempotency-Key', 'ak-1');
    expect(first.status).toBe(201);
    expect(first.body.secret).toMatch(/^crm_/);
    expect((await storedAnswers()).some((s) => s.includes(first.body.secret as string))).toBe(false);
    const again = await api(t, u.admin).post('/api/api-keys', { name: 'Script idempotente', role: 'viewer' }).set('Idempotency-Key', 'ak-1');
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.id).toBe(first.body.id);
    expect(again.body.secret).toBeNull();
  });

  it('POST /api/webhooks and POST /api/auth/login keep no secret or token either', async () => {
    const hook = await api(t, u.admin)
      .post('/api/webhooks', { url: 'https://203.0.113.10/crm', events: ['deal.created'], active: false })
      .set('Idempotency-Key', 'wh-1');
    expect(hook.status).toBe(201);
    const login = await api(t, u.venta.token).post('/api/auth/login', { email: u.venta.user.email, password: u.venta.password }).set('Idempotency-Key', 'login-1');
    expect(login.status).toBe(200);
    const answers = await storedAnswers();
    expect(answers.some((s) => s.includes(hook.body.secret as string))).toBe(false);
    expect(answers.some((s) => s.includes(login.body.token as string))).toBe(false);
    const replay = await api(t, u.venta.token).post('/api/auth/login', { email: u.venta.user.email, password: u.venta.password }).set('Idempotency-Key', 'login-1');
    expect(replay.body.token).toBeNull();
    expect(replay.body.user.id).toBe(u.venta.user.id);
  });
});

describe('the migration purges answers stored with a secret before', () => {
  it('deletes rows whose answer holds a secret or a token and keeps the rest', async () => {
    const repo = t.ds.getRepository(IdempotencyKeyEntity);
    const row = (idemKey: string, response: string) => ({ scope: 'u:999', idemKey, requestHash: 'x'.repeat(64), statusCode: 201, response, createdAtMs: String(Date.now()) });
    await repo.insert([
      row('old-secret', JSON.stringify({ id: 1, name: 'k', secret: 'crm_abc' })),
      row('old-token', JSON.stringify({ token: 'eyJ.x.y', user: { id: 2 } })),
      row('old-plain', JSON.stringify({ id: 3, razon_social: 'Dice "secret":"no" en el nombre' })),
    ]);
    const qr = t.ds.createQueryRunner();
    try {
      await new IdempotencyNoSecrets1765060000000().up(qr);
    } finally {
      await qr.release();
    }
    expect((await repo.findBy({ scope: 'u:999' })).map((r) => r.idemKey)).toEqual(['old-plain']);
  });
});

describe('Idempotency-Key on multipart uploads hashes the content, not the boundary', () => {
  const PDF_A = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF-A\n');
  const PDF_B = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF-B\n');
  let dealId: number;
  beforeAll(async () => {
    const res = await api(t, u.ops.token).post('/api/deals', { title: 'Subidas idempotentes', pipeline_id: pipelineId, stage_id: stageId });
    dealId = res.body.id as number;
  });
  const files = () => t.ds.getRepository(DealFileEntity).countBy({ dealId });
  /** A multipart body with the boundary the caller chooses (a client may well use a fixed one). */
  const raw = (boundary: string, file: Buffer, key: string) => {
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\nfact_venta\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="factura.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return request(t.app)
      .post(`/api/deals/${dealId}/files`)
      .set('Authorization', `Bearer ${u.ops.token}`)
      .set('Content-Type', `multipart/form-data; boundary=${boundary}`)
      .set('Idempotency-Key', key)
      .send(body);
  };

  it('a retry of the same file with a new boundary replays the first answer and stores nothing more', async () => {
    const first = await raw('----a1b2c3', PDF_A, 'up-1');
    expect(first.status).toBe(201);
    const storedBefore = (await t.storedKeys()).length;
    const again = await raw('----z9y8x7', PDF_A, 'up-1');
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await files()).toBe(1);
    // The retry's bytes were not kept either.
    expect((await t.storedKeys()).length).toBe(storedBefore);
  });

  it('an import upload: the same file sent twice (supertest picks a new boundary each time) makes one job', async () => {
    const csv = Buffer.from('Nombre;Email\nAna Idem;ana.idem@example.com.py\n');
    const send = () =>
      request(t.app).post('/api/imports').set('Authorization', `Bearer ${u.ops.token}`).set('Idempotency-Key', 'imp-1').field('kind', 'contact').attach('file', csv, 'contactos.csv');
    const first = await send();
    expect(first.status).toBe(201);
    const again = await send();
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.id).toBe(first.body.id);
  });

  it('another file of the same size with the same boundary and key is a 409, not the first answer', async () => {
    expect(PDF_B.length).toBe(PDF_A.length);
    const before = await files();
    expect((await raw('fixed', PDF_A, 'up-2')).status).toBe(201);
    const other = await raw('fixed', PDF_B, 'up-2');
    expect(other.status).toBe(409);
    expect(other.body.error).toBe('Esta clave de idempotencia ya se usó con otra solicitud.');
    expect(await files()).toBe(before + 1);
    // The same upload without a key still stores each time.
    expect((await raw('fixed', PDF_B, 'up-3')).status).toBe(201);
    expect(await files()).toBe(before + 2);
  });
});
