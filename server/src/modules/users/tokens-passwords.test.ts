import bcrypt from 'bcrypt';
import { openDatabase } from '../../app';
import { seedDatabase } from '../../seed/seed';
import { UserEntity } from './user.entity';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { adminToken, makeUser } from '../../../test/factories';
import { api, codesOf, gql } from '../../../test/http';

/** Tokens and passwords: deactivation revokes tokens for good; passwords are limited to bcrypt's 72 bytes. */

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t);
});
afterAll(() => t.close());

const UPDATE = `mutation ($id: Int!, $input: UpdateUserInput!) { updateUser(id: $id, input: $input) { id isActive } }`;
const CREATE = `mutation ($input: CreateUserInput!) { createUser(input: $input) { id } }`;
const SET_PASSWORD = `mutation ($id: Int!, $pw: String!) { setUserPassword(id: $id, newPassword: $pw) { ok token } }`;
const TOO_LONG = 'La contraseña es demasiado larga: admite hasta 72 bytes (las letras con tilde y la ñ ocupan 2, algunos símbolos hasta 4).';

/** 36 characters, 72 bytes in UTF-8: the longest 'ñ' password bcrypt reads whole. */
const FITS = 'ñ'.repeat(36);
/** 37 characters (the old limit was 72 characters), 74 bytes. */
const OVER = 'ñ'.repeat(37);

const me = (token: string) => api(t, token).get('/api/auth/me');

describe('deactivating a user revokes their tokens, and re-activating does not revive them', () => {
  test('GraphQL updateUser', async () => {
    const { user, token } = await makeUser(t, { role: 'venta' });
    expect((await me(token)).status).toBe(200);
    expect((await gql(t, UPDATE, { id: user.id, input: { isActive: false } }, admin)).errors).toBeUndefined();
    expect((await me(token)).status).toBe(401);
    expect((await gql(t, UPDATE, { id: user.id, input: { isActive: true } }, admin)).data!.updateUser.isActive).toBe(true);
    expect((await me(token)).status).toBe(401);
    expect(codesOf(await gql(t, '{ me { id } }', undefined, token))).toEqual(['UNAUTHENTICATED']);
  });

  test('REST PATCH /users/{id}', async () => {
    const { user, token, password } = await makeUser(t, { role: 'ops' });
    expect((await api(t, admin).patch(`/api/users/${user.id}`, { is_active: 0 })).status).toBe(200);
    expect((await me(token)).status).toBe(401);
    expect((await api(t, admin).patch(`/api/users/${user.id}`, { is_active: 1 })).status).toBe(200);
    expect((await me(token)).status).toBe(401);
    // signing in again gives a token that works
    const fresh = await api(t).post('/api/auth/login', { email: user.email, password });
    expect(fresh.status).toBe(200);
    expect((await me(fresh.body.token)).status).toBe(200);
  });

  test('other changes (name, role) leave the sessions alone', async () => {
    const { user, token } = await makeUser(t, { role: 'venta' });
    expect((await api(t, admin).patch(`/api/users/${user.id}`, { name: 'Otro Nombre', role: 'ops' })).status).toBe(200);
    expect((await me(token)).status).toBe(200);
  });
});

describe('passwords are limited to 72 bytes, not characters', () => {
  test('createUser (GraphQL) and POST /users refuse 37 × ñ with a Spanish message and store nothing', async () => {
    const g = await gql(t, CREATE, { input: { name: 'Ñandú', email: 'nandu-g@test.local', password: OVER } }, admin);
    expect(g.errors).toEqual([expect.objectContaining({ message: TOO_LONG, extensions: { code: 'BAD_USER_INPUT', field: 'password' } })]);
    const r = await api(t, admin).post('/api/users', { name: 'Ñandú', email: 'nandu-r@test.local', password: OVER });
    expect([r.status, r.body]).toEqual([400, { error: TOO_LONG }]);
    expect(await t.ds.getRepository(UserEntity).countBy({ name: 'Ñandú' })).toBe(0);
  });

  test('setUserPassword (GraphQL) and POST /users/{id}/set-password refuse it too, for an admin and for one’s own password', async () => {
    const own = await makeUser(t, { role: 'viewer' });
    for (const token of [admin, own.token]) {
      const g = await gql(t, SET_PASSWORD, { id: own.user.id, pw: OVER }, token);
      expect(g.errors).toEqual([expect.objectContaining({ message: TOO_LONG, extensions: { code: 'BAD_USER_INPUT', field: 'newPassword' } })]);
      const r = await api(t, token).post(`/api/users/${own.user.id}/set-password`, { new_password: OVER });
      expect([r.status, r.body]).toEqual([400, { error: TOO_LONG }]);
    }
    const row = await t.ds.getRepository(UserEntity).findOneByOrFail({ id: own.user.id });
    expect(row.passwordHash).toBe(own.user.passwordHash);
    expect(row.tokenVersion).toBe(own.user.tokenVersion);
  });

  test('72 bytes are accepted and sign in; the same password with anything after byte 72 does not', async () => {
    const created = await api(t, admin).post('/api/users', { name: 'Larga', email: 'larga@test.local', password: FITS, role: 'ops' });
    expect(created.status).toBe(201);
    expect((await api(t).post('/api/auth/login', { email: 'larga@test.local', password: FITS })).status).toBe(200);
    const longer = await api(t).post('/api/auth/login', { email: 'larga@test.local', password: `${FITS}x` });
    expect([longer.status, longer.body]).toEqual([401, { error: 'Credenciales inválidas' }]);
    const g = await gql(t, 'mutation ($i: LoginInput!) { login(input: $i) { token } }', { i: { email: 'larga@test.local', password: `${FITS}otra-cosa` } });
    expect(codesOf(g)).toEqual(['UNAUTHENTICATED']);
    const viaSet = await api(t, admin).post(`/api/users/${created.body.id}/set-password`, { new_password: `${'é'.repeat(35)}12` });
    expect(viaSet.status).toBe(200);
    expect((await api(t).post('/api/auth/login', { email: 'larga@test.local', password: `${'é'.repeat(35)}12` })).status).toBe(200);
  });

  test('a password stored before the limit (over 72 bytes) no longer signs in, not even typed in full: an admin sets a new one', async () => {
    const legacy = `${'contraseña-'.repeat(6)}fin`; // 69 characters, 75 bytes: bcrypt kept only the first 72
    const differentAfter72 = `${'contraseña-'.repeat(6)}otra-cosa`;
    const { user } = await makeUser(t, { password: legacy });
    expect(await bcrypt.compare(differentAfter72, user.passwordHash)).toBe(true); // what bcrypt alone lets in
    expect((await api(t).post('/api/auth/login', { email: user.email, password: differentAfter72 })).status).toBe(401);
    expect((await api(t).post('/api/auth/login', { email: user.email, password: legacy })).status).toBe(401);
    expect((await api(t, admin).post(`/api/users/${user.id}/set-password`, { new_password: 'contraseña-nueva-1' })).status).toBe(200);
    expect((await api(t).post('/api/auth/login', { email: user.email, password: 'contraseña-nueva-1' })).status).toBe(200);
  });

  test('ADMIN_PASSWORD over 72 bytes stops the first start with a Spanish message instead of seeding a truncated password', async () => {
    const empty = await openDatabase({ databaseUrl: 'sqlite::memory:', dataDir: t.config.dataDir });
    try {
      await expect(seedDatabase(empty, { adminEmail: 'otro@test.local', adminPassword: OVER, bcryptCost: 4, log: () => {} })).rejects.toThrow(
        'ADMIN_PASSWORD admite hasta 72 bytes (las letras con tilde y la ñ ocupan 2): elegí una más corta.',
      );
      expect(await empty.getRepository(UserEntity).count()).toBe(0);
      await seedDatabase(empty, { adminEmail: 'otro@test.local', adminPassword: FITS, bcryptCost: 4, log: () => {} });
      const seeded = await empty.getRepository(UserEntity).findOneByOrFail({ email: 'otro@test.local' });
      expect(await bcrypt.compare(FITS, seeded.passwordHash)).toBe(true);
    } finally {
      await empty.destroy();
    }
  });
});
