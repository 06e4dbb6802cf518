import { ApiKeyEntity } from './api-key.entity';
import { apiKeyHash } from './api-keys.service';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { api, codesOf, gql } from '../../../test/http';
import { makeOrganization, makeRoleUsers, type RoleUsers } from '../../../test/factories';

let t: TestApp;
let u: RoleUsers;
beforeAll(async () => {
  t = await createTestApp();
  u = await makeRoleUsers(t);
});
afterAll(() => t.close());

const CREATE = `mutation ($input: CreateApiKeyInput!) { createApiKey(input: $input) { secret key { id name prefix role createdByName lastUsedAt revokedAt expiresAt } } }`;

async function createKey(token: string, input: Record<string, unknown>): Promise<{ id: number; secret: string; prefix: string }> {
  const r = await gql(t, CREATE, { input }, token);
  expect(r.errors).toBeUndefined();
  const c = r.data!.createApiKey;
  return { id: c.key.id, secret: c.secret, prefix: c.key.prefix };
}

const ME = '{ me { id email role } }';

describe('API keys', () => {
  it('shows the secret once, stores only its SHA-256, and the key works on GraphQL and REST as its creator with its role', async () => {
    const { id, secret, prefix } = await createKey(u.admin, { name: 'Script de facturación', role: 'ops' });
    expect(secret).toMatch(/^crm_[A-Za-z0-9]{8}_[A-Za-z0-9_-]{43}$/);
    expect(secret.startsWith(`${prefix}_`)).toBe(true);
    const row = await t.ds.getRepository(ApiKeyEntity).findOneByOrFail({ id });
    expect(row.tokenHash).toBe(apiKeyHash(secret));
    expect(JSON.stringify(row)).not.toContain(secret.slice(13));

    const me = await gql(t, ME, undefined, secret);
    expect(me.data!.me).toMatchObject({ email: 'admin@test.local', role: 'ops' });
    const rest = await api(t, secret).get('/api/auth/me');
    expect(rest.status).toBe(200);
    expect(rest.body.role).toBe('ops');

    // Listed by name, prefix, creator and last use; the secret is never listed.
    const list = await api(t, u.admin).get('/api/api-keys');
    const listed = list.body.find((k: { id: number }) => k.id === id);
    expect(listed).toMatchObject({ name: 'Script de facturación', prefix, role: 'ops', created_by_name: expect.any(String), revoked_at: null });
    expect(listed.last_used_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(JSON.stringify(list.body)).not.toContain(secret);
  });

  it('a key with role ops cannot call an admin mutation, though its creator is an admin', async () => {
    const { secret } = await createKey(u.admin, { name: 'ops', role: 'ops' });
    const g = await gql(t, `mutation { createLabel(input: { name: "Desde clave", scope: person }) { id } }`, undefined, secret);
    expect(codesOf(g)).toEqual(['FORBIDDEN']);
    const r = await api(t, secret).post('/api/labels', { name: 'Desde clave', scope: 'person' });
    expect(r.status).toBe(403);
    // It writes what ops writes.
    const org = await api(t, secret).post('/api/organizations', { razon_social: 'Cliente por API S.A.' });
    expect(org.status).toBe(201);
  });

  it('never gives a key a role above its creator, and a viewer creates none', async () => {
    const up = await gql(t, CREATE, { input: { name: 'x', role: 'admin' } }, u.venta.token);
    expect(codesOf(up)).toEqual(['FORBIDDEN']);
    const peer = await api(t, u.venta.token).post('/api/api-keys', { name: 'x', role: 'ops' });
    expect(peer.status).toBe(403);
    expect(peer.body.error).toBe('No podés crear una clave con un rol superior al tuyo.');
    expect((await api(t, u.viewer.token).post('/api/api-keys', { name: 'x', role: 'viewer' })).status).toBe(403);
    const own = await api(t, u.venta.token).post('/api/api-keys', { name: 'Mi script', role: 'venta', expires_in_days: 30 });
    expect(own.status).toBe(201);
    expect(own.body.secret).toMatch(/^crm_/);
    // Non-admins list only their own keys; admins every key.
    const mine = await api(t, u.venta.token).get('/api/api-keys');
    expect(mine.body.map((k: { name: string }) => k.name)).toEqual(['Mi script']);
    expect((await api(t, u.admin).get('/api/api-keys')).body.length).toBeGreaterThan(1);
  });

  it('sees what its creator sees: a private organization of another user is NOT_FOUND', async () => {
    const other = await makeOrganization(t, { visibility: 'private', ownerUserId: u.ops.user.id });
    const { secret } = await createKey(u.venta.token, { name: 'venta', role: 'venta' });
    expect((await api(t, secret).get(`/api/organizations/${other.id}`)).status).toBe(404);
    expect((await api(t, u.ops.token).get(`/api/organizations/${other.id}`)).status).toBe(200);
  });

  it('a revoked key answers 401 on the very next request; revoking is for its creator or an admin', async () => {
    const { id, secret } = await createKey(u.ops.token, { name: 'a revocar', role: 'ops' });
    expect((await api(t, secret).get('/api/deals')).status).toBe(200);
    expect((await api(t, u.venta.token).delete(`/api/api-keys/${id}`)).status).toBe(404);
    const rev = await gql(t, `mutation ($id: Int!) { revokeApiKey(id: $id) { id revokedAt } }`, { id }, u.ops.token);
    expect(rev.data!.revokeApiKey.revokedAt).toBeTruthy();
    expect((await api(t, secret).get('/api/deals')).status).toBe(401);
    expect(codesOf(await gql(t, ME, undefined, secret))).toEqual(['UNAUTHENTICATED']);
  });

  it('an expired key answers 401', async () => {
    const { id, secret } = await createKey(u.admin, { name: 'vence', role: 'viewer', expiresInDays: 1 });
    expect((await api(t, secret).get('/api/deals')).status).toBe(200);
    await t.ds.getRepository(ApiKeyEntity).update({ id }, { expiresAtMs: String(Date.now() - 1000) });
    expect((await api(t, secret).get('/api/deals')).status).toBe(401);
    expect(codesOf(await gql(t, ME, undefined, secret))).toEqual(['UNAUTHENTICATED']);
  });

  it('a key never gets a web session: it cannot sign out its creator, set a password, open a subscription or make keys', async () => {
    const { secret } = await createKey(u.admin, { name: 'admin', role: 'admin' });
    // Logging out with a key would end the creator's sessions: refused, and the creator's token still works.
    expect((await api(t, secret).post('/api/auth/logout')).status).toBe(403);
    expect((await api(t, secret).post('/api/auth/logout-everywhere')).status).toBe(403);
    expect(codesOf(await gql(t, 'mutation { logoutEverywhere }', undefined, secret))).toEqual(['FORBIDDEN']);
    expect((await api(t, u.admin).get('/api/auth/me')).status).toBe(200);
    const admin = (await api(t, u.admin).get('/api/auth/me')).body;
    expect((await api(t, secret).post(`/api/users/${admin.id}/set-password`, { new_password: 'Otra-clave-123' })).status).toBe(403);
    expect((await api(t, secret).post(`/api/users/${u.venta.user.id}/set-password`, { new_password: 'Otra-clave-123' })).status).toBe(403);
    expect((await api(t, secret).post('/api/api-keys', { name: 'hija', role: 'viewer' })).status).toBe(403);
    // Subscriptions are the web client's live session: a key is refused (4401).
    expect(await t.services.auth.sessionChecks([secret])).toEqual([{ close: 4401 }]);
    // A key is not a password.
    expect((await api(t).post('/api/auth/login', { email: 'admin@test.local', password: secret })).status).toBe(401);
    // A made-up key with a valid shape is 401, not an error.
    expect((await api(t, `crm_AAAAAAAA_${'a'.repeat(43)}`).get('/api/deals')).status).toBe(401);
  });

  it('last use is written at most once a minute', async () => {
    const { id, secret } = await createKey(u.admin, { name: 'uso', role: 'viewer' });
    await api(t, secret).get('/api/auth/me');
    const first = (await t.ds.getRepository(ApiKeyEntity).findOneByOrFail({ id })).lastUsedAtMs;
    expect(first).not.toBeNull();
    t.sql.start();
    await api(t, secret).get('/api/auth/me');
    t.sql.stop();
    expect(t.sql.statements.filter((s) => /UPDATE api_keys/i.test(s))).toEqual([]);
    // A minute later it is written again.
    await t.ds.getRepository(ApiKeyEntity).update({ id }, { lastUsedAtMs: String(Date.now() - 61_000) });
    await api(t, secret).get('/api/auth/me');
    expect(Number((await t.ds.getRepository(ApiKeyEntity).findOneByOrFail({ id })).lastUsedAtMs)).toBeGreaterThan(Date.now() - 10_000);
  });
});

describe('rate limit per key', () => {
  let t2: TestApp;
  beforeAll(async () => {
    t2 = await createTestApp({ apiKeyRateLimitPerMinute: 3 });
  });
  afterAll(() => t2.close());

  it('each key has its own cap; the creator and other keys are not counted against it', async () => {
    const token = (await makeRoleUsers(t2)).admin;
    const mk = async (name: string) => (await api(t2, token).post('/api/api-keys', { name, role: 'viewer' })).body.secret as string;
    const a = await mk('a');
    const b = await mk('b');
    for (let i = 0; i < 3; i++) expect((await api(t2, a).get('/api/pipelines')).status).toBe(200);
    const limited = await api(t2, a).get('/api/pipelines');
    expect(limited.status).toBe(429);
    expect(limited.body.error).toMatch(/clave de API/);
    const g = await request2(t2, a);
    expect(g).toBe(429);
    expect((await api(t2, b).get('/api/pipelines')).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await api(t2, token).get('/api/pipelines')).status).toBe(200);
  });
});

async function request2(app: TestApp, secret: string): Promise<number> {
  return (await gql(app, '{ pipelines { id } }', undefined, secret)).status;
}
