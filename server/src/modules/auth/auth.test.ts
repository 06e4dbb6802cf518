import jwt from 'jsonwebtoken';
import { LoginThrottleEntity } from './login-throttle.entity';
import { UserEntity } from '../users/user.entity';
import { ADMIN, createTestApp, type TestApp } from '../../../test/test-app';
import { makeUser } from '../../../test/factories';
import { api, codesOf, gql } from '../../../test/http';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const LOGIN = `mutation Login($input: LoginInput!) { login(input: $input) { token user { id name email role } } }`;

describe('REST sign-in', () => {
  test('login returns { token, user: { id, name, email, role } } with the email trimmed and lower-cased', async () => {
    const res = await api(t).post('/api/auth/login', { email: `  ${ADMIN.email.toUpperCase()} `, password: ADMIN.password });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['token', 'user']);
    expect(res.body.user).toEqual({ id: expect.any(Number), name: 'Administrador', email: ADMIN.email, role: 'admin' });

    const me = await api(t, res.body.token).get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body).toEqual({ id: res.body.user.id, name: 'Administrador', email: ADMIN.email, role: 'admin', is_active: 1 });
    const usersMe = await api(t, res.body.token).get('/api/users/me');
    expect(usersMe.body).toEqual(me.body);
  });

  test('missing fields answer 400 in Spanish; wrong password and unknown email answer the same 401', async () => {
    const missing = await api(t).post('/api/auth/login', { email: ADMIN.email });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ error: 'Email y contraseña son obligatorios.' });

    const { user } = await makeUser(t, { password: 'la-correcta-1' });
    const wrong = await api(t).post('/api/auth/login', { email: user.email, password: 'otra-cosa-1' });
    const unknown = await api(t).post('/api/auth/login', { email: 'nadie@test.local', password: 'otra-cosa-1' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ error: 'Credenciales inválidas' });
    expect(unknown.body).toEqual(wrong.body);
  });

  test('an inactive user cannot sign in, with the same message', async () => {
    const { user, password } = await makeUser(t, { isActive: false });
    const res = await api(t).post('/api/auth/login', { email: user.email, password });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'Credenciales inválidas' });
  });

  test('without a token or with garbage, /api/auth/me is 401 with a Spanish error', async () => {
    const none = await api(t).get('/api/auth/me');
    expect(none.status).toBe(401);
    expect(none.body.error).toMatch(/Iniciá sesión/);
    const garbage = await api(t, 'no.es.un-token').get('/api/auth/me');
    expect(garbage.status).toBe(401);
  });
});

describe('session revocation', () => {
  test('after logout the same token gets 401, and a new sign-in works', async () => {
    const { user, password } = await makeUser(t);
    const { body } = await api(t).post('/api/auth/login', { email: user.email, password });
    expect((await api(t, body.token).get('/api/auth/me')).status).toBe(200);
    const out = await api(t, body.token).post('/api/auth/logout');
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ ok: true });
    expect((await api(t, body.token).get('/api/auth/me')).status).toBe(401);
    const again = await api(t).post('/api/auth/login', { email: user.email, password });
    expect((await api(t, again.body.token).get('/api/auth/me')).status).toBe(200);
  });

  test("a deactivated user's token gets 401 on its next request", async () => {
    const { user, token } = await makeUser(t, { role: 'venta' });
    expect((await api(t, token).get('/api/auth/me')).status).toBe(200);
    await t.ds.getRepository(UserEntity).update({ id: user.id }, { isActive: false });
    expect((await api(t, token).get('/api/auth/me')).status).toBe(401);
    const g = await gql(t, '{ me { id } }', undefined, token);
    expect(codesOf(g)).toEqual(['UNAUTHENTICATED']);
  });

  test('a changed password revokes older tokens', async () => {
    const { user, token } = await makeUser(t, { role: 'ops' });
    const other = await api(t, token).get('/api/auth/me');
    expect(other.status).toBe(200);
    const res = await api(t, token).post(`/api/users/${user.id}/set-password`, { new_password: 'Nueva-clave-99' });
    expect(res.status).toBe(200);
    expect(res.body.ok).toBe(true);
    expect((await api(t, token).get('/api/auth/me')).status).toBe(401);
    // the fresh token handed back works, and so does the new password
    expect((await api(t, res.body.token).get('/api/auth/me')).status).toBe(200);
    expect((await api(t).post('/api/auth/login', { email: user.email, password: 'Nueva-clave-99' })).status).toBe(200);
  });
});

describe('one session per sign-in', () => {
  const signIn = async (email: string, password: string): Promise<string> => {
    const res = await api(t).post('/api/auth/login', { email, password });
    expect(res.status).toBe(200);
    return res.body.token as string;
  };

  test('REST: logout ends only its own session; logout-everywhere ends all of them', async () => {
    const { user, password } = await makeUser(t, { role: 'venta' });
    const pc = await signIn(user.email, password);
    const phone = await signIn(user.email, password);
    expect((await api(t, pc).post('/api/auth/logout')).body).toEqual({ ok: true });
    expect((await api(t, pc).get('/api/auth/me')).status).toBe(401);
    expect((await api(t, phone).get('/api/auth/me')).status).toBe(200);

    const third = await signIn(user.email, password);
    const out = await api(t, phone).post('/api/auth/logout-everywhere');
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ ok: true });
    expect((await api(t, phone).get('/api/auth/me')).status).toBe(401);
    expect((await api(t, third).get('/api/auth/me')).status).toBe(401);
    expect((await api(t, await signIn(user.email, password)).get('/api/auth/me')).status).toBe(200);
  });

  test('GraphQL: logout ends only its own session; logoutEverywhere ends all of them', async () => {
    const { user, password } = await makeUser(t, { role: 'ops' });
    const pc = await signIn(user.email, password);
    const phone = await signIn(user.email, password);
    expect((await gql(t, 'mutation { logout }', undefined, pc)).data).toEqual({ logout: true });
    expect(codesOf(await gql(t, '{ me { id } }', undefined, pc))).toEqual(['UNAUTHENTICATED']);
    expect((await gql(t, '{ me { id } }', undefined, phone)).data).toEqual({ me: { id: user.id } });

    const third = await signIn(user.email, password);
    expect((await gql(t, 'mutation { logoutEverywhere }', undefined, phone)).data).toEqual({ logoutEverywhere: true });
    expect(codesOf(await gql(t, '{ me { id } }', undefined, phone))).toEqual(['UNAUTHENTICATED']);
    expect(codesOf(await gql(t, '{ me { id } }', undefined, third))).toEqual(['UNAUTHENTICATED']);
  });

  test('a token issued before sessions existed (no sid) still stops working at its logout', async () => {
    const { user } = await makeUser(t, { role: 'viewer' });
    const legacy = jwt.sign({ ver: user.tokenVersion }, t.config.jwtSecret, { algorithm: 'HS256', subject: String(user.id), expiresIn: '1h' });
    expect((await api(t, legacy).get('/api/auth/me')).status).toBe(200);
    expect((await api(t, legacy).post('/api/auth/logout')).body).toEqual({ ok: true });
    expect((await api(t, legacy).get('/api/auth/me')).status).toBe(401);
  });

  test('a token whose sid is not a session id is refused', async () => {
    const { user } = await makeUser(t, { role: 'viewer' });
    for (const sid of ["x' OR 1=1 --", 42, '']) {
      const forged = jwt.sign({ ver: user.tokenVersion, sid }, t.config.jwtSecret, { algorithm: 'HS256', subject: String(user.id), expiresIn: '1h' });
      expect((await api(t, forged).get('/api/auth/me')).status).toBe(401);
    }
  });

  test('logout-everywhere needs a signed-in user', async () => {
    expect((await api(t).post('/api/auth/logout-everywhere')).status).toBe(401);
    expect(codesOf(await gql(t, 'mutation { logoutEverywhere }'))).toEqual(['UNAUTHENTICATED']);
  });
});

describe('forged tokens are refused', () => {
  let userId: number;
  let ver: number;
  beforeAll(async () => {
    const { user } = await makeUser(t, { role: 'viewer' });
    userId = user.id;
    ver = user.tokenVersion;
  });

  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');

  test('alg none', async () => {
    const token = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: String(userId), ver, exp: Math.floor(Date.now() / 1000) + 600 })}.`;
    expect((await api(t, token).get('/api/auth/me')).status).toBe(401);
  });

  test('wrong secret', async () => {
    const token = jwt.sign({ ver }, 'otro-secreto-que-no-es-el-del-servidor-123', { subject: String(userId), algorithm: 'HS256' });
    expect((await api(t, token).get('/api/auth/me')).status).toBe(401);
  });

  test('expired', async () => {
    const token = jwt.sign({ ver, exp: Math.floor(Date.now() / 1000) - 10 }, t.config.jwtSecret, { subject: String(userId), algorithm: 'HS256' });
    expect((await api(t, token).get('/api/auth/me')).status).toBe(401);
  });

  test('tampered payload (role claim added, signature kept)', async () => {
    const good = jwt.sign({ ver }, t.config.jwtSecret, { subject: String(userId), algorithm: 'HS256' });
    const [h, , s] = good.split('.');
    const forged = `${h}.${b64({ sub: String(userId), ver, role: 'admin', iat: Math.floor(Date.now() / 1000) })}.${s}`;
    expect((await api(t, forged).get('/api/auth/me')).status).toBe(401);
    // and a genuine viewer token never grants admin powers
    expect((await api(t, good).post('/api/users', { name: 'X', email: 'x@test.local' })).status).toBe(403);
  });

  test('HS512 with the right secret (algorithm not pinned) is refused', async () => {
    const token = jwt.sign({ ver }, t.config.jwtSecret, { subject: String(userId), algorithm: 'HS512' });
    expect((await api(t, token).get('/api/auth/me')).status).toBe(401);
  });
});

describe('throttling of failed sign-ins', () => {
  test('after 10 failures for one account the 11th attempt answers 429, even with the right password, without running bcrypt', async () => {
    const { user, password } = await makeUser(t);
    for (let i = 0; i < 10; i++) {
      const r = await api(t).post('/api/auth/login', { email: user.email, password: `mal-${i}` });
      expect(r.status).toBe(401);
    }
    const slots = () => t.ds.getRepository(LoginThrottleEntity).findOneByOrFail({ kind: 'email', subject: user.email });
    expect((await slots()).attempts).toBe(10);
    const eleventh = await api(t).post('/api/auth/login', { email: user.email, password });
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.error).toMatch(/Demasiados intentos/);
    // a throttled attempt is not even evaluated (it takes no slot)
    expect((await slots()).attempts).toBe(10);
    const g = await gql(t, LOGIN, { input: { email: user.email, password } });
    expect(codesOf(g)).toEqual(['RATE_LIMITED']);
  });
  // Concurrency, the per-IP limit, the window and clearing on success: login-throttle.test.ts.
});

describe('GraphQL sign-in', () => {
  test('login, me and logout', async () => {
    const { user, password } = await makeUser(t, { role: 'venta', name: 'Vendedora Uno' });
    const res = await gql(t, LOGIN, { input: { email: user.email, password } });
    expect(res.errors).toBeUndefined();
    const token = res.data!.login.token as string;
    expect(res.data!.login.user).toEqual({ id: user.id, name: 'Vendedora Uno', email: user.email, role: 'venta' });
    const me = await gql(t, '{ me { id name email role isActive } }', undefined, token);
    expect(me.data!.me).toEqual({ id: user.id, name: 'Vendedora Uno', email: user.email, role: 'venta', isActive: true });
    const out = await gql(t, 'mutation { logout }', undefined, token);
    expect(out.data).toEqual({ logout: true });
    expect(codesOf(await gql(t, '{ me { id } }', undefined, token))).toEqual(['UNAUTHENTICATED']);
  });

  test('wrong password: UNAUTHENTICATED with the Spanish message; empty fields: BAD_USER_INPUT', async () => {
    const bad = await gql(t, LOGIN, { input: { email: ADMIN.email, password: 'nope-nope' } });
    expect(bad.errors).toEqual([{ message: 'Credenciales inválidas', path: ['login'], extensions: { code: 'UNAUTHENTICATED' } }]);
    const empty = await gql(t, LOGIN, { input: { email: '', password: '' } });
    expect(codesOf(empty)).toEqual(['BAD_USER_INPUT']);
    expect(empty.errors![0].message).toBe('Email y contraseña son obligatorios.');
    expect(JSON.stringify(empty.errors)).not.toContain('stacktrace');
  });
});
