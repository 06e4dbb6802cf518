import { AuditEventEntity } from '../audit/audit-event.entity';
import { UserEntity } from './user.entity';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { adminToken, makeUser, type MadeUser } from '../../../test/factories';
import { api, codesOf, gql } from '../../../test/http';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t);
});
afterAll(() => t.close());

const CREATE = `mutation CreateUser($input: CreateUserInput!) { createUser(input: $input) { id name email role isActive } }`;
const UPDATE = `mutation UpdateUser($id: Int!, $input: UpdateUserInput!) { updateUser(id: $id, input: $input) { id name email role isActive } }`;
const SET_PASSWORD = `mutation SetUserPassword($id: Int!, $pw: String!) { setUserPassword(id: $id, newPassword: $pw) { ok token } }`;

describe('GraphQL users administration', () => {
  test('an admin creates a user with defaults viewer and active, lists, changes role and deactivates', async () => {
    const created = await gql(t, CREATE, { input: { name: '  Ana Benítez ', email: ' Ana@Carga.com.py ' } }, admin);
    expect(created.errors).toBeUndefined();
    const ana = created.data!.createUser;
    expect(ana).toEqual({ id: expect.any(Number), name: 'Ana Benítez', email: 'ana@carga.com.py', role: 'viewer', isActive: true });

    const list = await gql(t, '{ users { id name email role isActive createdAt } }', undefined, admin);
    expect(list.data!.users).toEqual(expect.arrayContaining([expect.objectContaining({ id: ana.id, email: 'ana@carga.com.py' })]));

    const role = await gql(t, UPDATE, { id: ana.id, input: { role: 'venta' } }, admin);
    expect(role.data!.updateUser.role).toBe('venta');
    const off = await gql(t, UPDATE, { id: ana.id, input: { isActive: false } }, admin);
    expect(off.data!.updateUser.isActive).toBe(false);

    const audit = await t.ds.getRepository(AuditEventEntity).findBy({ entity: 'user', entityId: ana.id });
    expect(audit.map((a) => a.action).sort()).toEqual(['create', 'update', 'update']);
  });

  test('duplicate email → CONFLICT "Email ya existe"; bad input → BAD_USER_INPUT in Spanish, never echoing values', async () => {
    const dup = await gql(t, CREATE, { input: { name: 'Otro', email: 'ADMIN@test.local' } }, admin);
    expect(dup.errors).toEqual([expect.objectContaining({ message: 'Email ya existe', extensions: { code: 'CONFLICT' } })]);

    const badEmail = await gql(t, CREATE, { input: { name: 'X', email: 'no-es-email' } }, admin);
    expect(codesOf(badEmail)).toEqual(['BAD_USER_INPUT']);
    expect(badEmail.errors![0].message).toBe('El email no es válido.');

    const shortPw = await gql(t, CREATE, { input: { name: 'X', email: 'x1@test.local', password: 'corta1' } }, admin);
    expect(shortPw.errors![0].message).toBe('La contraseña debe tener al menos 8 caracteres.');
    expect(JSON.stringify(shortPw)).not.toContain('corta1');

    const badRole = await gql(t, CREATE, { input: { name: 'X', email: 'x2@test.local', role: 'superuser' } }, admin);
    expect(badRole.errors).toBeDefined();
    expect(await t.ds.getRepository(UserEntity).countBy({ email: 'x2@test.local' })).toBe(0);
  });

  test('an admin creates a finanzas user through GraphQL and REST ("Finanzas"), and it signs in with that role', async () => {
    const g = await gql(t, CREATE, { input: { name: 'Fabiana Finanzas', email: 'fabiana@test.local', role: 'finanzas', password: 'Finanzas-123' } }, admin);
    expect(g.errors).toBeUndefined();
    expect(g.data!.createUser).toMatchObject({ email: 'fabiana@test.local', role: 'finanzas', isActive: true });

    const r = await api(t, admin).post('/api/users', { name: 'Fermín Finanzas', email: 'fermin@test.local', role: 'finanzas', is_active: 1, password: 'Finanzas-456' });
    expect(r.status).toBe(201);
    expect((await api(t, admin).get(`/api/users/${r.body.id}`)).body).toMatchObject({ email: 'fermin@test.local', role: 'finanzas', is_active: 1 });

    const login = await api(t).post('/api/auth/login', { email: 'fermin@test.local', password: 'Finanzas-456' });
    expect(login.status).toBe(200);
    expect(login.body.user.role).toBe('finanzas');
    expect((await gql(t, '{ me { role } }', undefined, login.body.token)).data!.me.role).toBe('finanzas');

    // and back: an admin changes a finanzas user's role on either API
    expect((await gql(t, UPDATE, { id: g.data!.createUser.id, input: { role: 'viewer' } }, admin)).data!.updateUser.role).toBe('viewer');
    expect((await api(t, admin).patch(`/api/users/${g.data!.createUser.id}`, { role: 'finanzas' })).status).toBe(200);
    expect((await t.ds.getRepository(UserEntity).findOneByOrFail({ id: g.data!.createUser.id })).role).toBe('finanzas');
  });

  test('REST names the five roles when the role is unknown', async () => {
    const bad = await api(t, admin).post('/api/users', { name: 'X', email: 'x3@test.local', role: 'finance' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('Rol inválido: elegí admin, venta, ops, finanzas o viewer.');
  });

  test('a user created with a password can sign in with it', async () => {
    await gql(t, CREATE, { input: { name: 'Con Clave', email: 'clave@test.local', password: 'Su-clave-123', role: 'ops' } }, admin);
    const login = await api(t).post('/api/auth/login', { email: 'clave@test.local', password: 'Su-clave-123' });
    expect(login.status).toBe(200);
    expect(login.body.user.role).toBe('ops');
  });

  test('an admin cannot deactivate or demote themself, nor leave the system without an active admin', async () => {
    const me = (await gql(t, '{ me { id } }', undefined, admin)).data!.me.id as number;
    const off = await gql(t, UPDATE, { id: me, input: { isActive: false } }, admin);
    expect(off.errors![0].message).toBe('No podés desactivar tu propio usuario.');
    const demote = await gql(t, UPDATE, { id: me, input: { role: 'ops' } }, admin);
    expect(demote.errors![0].message).toBe('No podés quitarte el rol de administrador.');

    const second = await makeUser(t, { role: 'admin' });
    // demoting the other admin is fine while the seeded admin remains
    expect((await gql(t, UPDATE, { id: second.user.id, input: { role: 'ops' } }, admin)).errors).toBeUndefined();
    // the last active admin cannot be switched off by another admin either
    const third = await makeUser(t, { role: 'admin' });
    await t.ds.getRepository(UserEntity).update({ id: me }, { role: 'ops' });
    const last = await gql(t, UPDATE, { id: third.user.id, input: { isActive: false } }, third.token);
    expect(last.errors![0].message).toBe('No podés desactivar tu propio usuario.');
    await t.ds.getRepository(UserEntity).update({ id: me }, { role: 'admin' });
  });

  test('unknown id → NOT_FOUND', async () => {
    const res = await gql(t, UPDATE, { id: 999999, input: { name: 'X' } }, admin);
    expect(res.errors).toEqual([expect.objectContaining({ message: 'Usuario no encontrado.', extensions: { code: 'NOT_FOUND' } })]);
  });

  test('without a session every users operation is UNAUTHENTICATED', async () => {
    expect(codesOf(await gql(t, '{ users { id } }'))).toEqual(['UNAUTHENTICATED']);
    expect(codesOf(await gql(t, CREATE, { input: { name: 'X', email: 'anon@test.local' } }))).toEqual(['UNAUTHENTICATED']);
  });
});

describe('non-admins', () => {
  let viewer: MadeUser;
  let venta: MadeUser;
  let finanzas: MadeUser;
  let target: MadeUser;
  beforeAll(async () => {
    viewer = await makeUser(t, { role: 'viewer', name: 'Vera Viewer' });
    venta = await makeUser(t, { role: 'venta', name: 'Víctor Venta' });
    finanzas = await makeUser(t, { role: 'finanzas', name: 'Fina Finanzas' });
    target = await makeUser(t, { role: 'ops', name: 'Olga Ops' });
  });
  const who = (role: 'viewer' | 'venta' | 'finanzas') => ({ viewer, venta, finanzas })[role];

  test.each(['viewer', 'venta', 'finanzas'] as const)('%s gets FORBIDDEN on every users-admin write through GraphQL', async (role) => {
    const token = who(role).token;
    expect(codesOf(await gql(t, CREATE, { input: { name: 'X', email: `${role}-x@test.local` } }, token))).toEqual(['FORBIDDEN']);
    expect(codesOf(await gql(t, UPDATE, { id: target.user.id, input: { role: 'admin' } }, token))).toEqual(['FORBIDDEN']);
    expect(codesOf(await gql(t, UPDATE, { id: who(role).user.id, input: { role: 'admin' } }, token))).toEqual(['FORBIDDEN']);
    expect(codesOf(await gql(t, SET_PASSWORD, { id: target.user.id, pw: 'Hackeada-123' }, token))).toEqual(['FORBIDDEN']);
    const still = await t.ds.getRepository(UserEntity).findOneByOrFail({ id: target.user.id });
    expect(still.role).toBe('ops');
    expect(still.passwordHash).toBe(target.user.passwordHash);
  });

  test.each(['viewer', 'venta', 'finanzas'] as const)('%s gets 403 on every users-admin write through REST', async (role) => {
    const token = who(role).token;
    const create = await api(t, token).post('/api/users', { name: 'X', email: `${role}-r@test.local`, role: 'admin' });
    expect(create.status).toBe(403);
    expect(create.body.error).toBe('No tenés permisos para realizar esta acción.');
    expect((await api(t, token).patch(`/api/users/${target.user.id}`, { role: 'admin' })).status).toBe(403);
    expect((await api(t, token).patch(`/api/users/${target.user.id}`, { is_active: 0 })).status).toBe(403);
    expect((await api(t, token).post(`/api/users/${target.user.id}/set-password`, { new_password: 'Hackeada-123' })).status).toBe(403);
    expect(await t.ds.getRepository(UserEntity).countBy({ email: `${role}-r@test.local` })).toBe(0);
  });

  test.each(['viewer', 'finanzas'] as const)('a %s may set their own password (the one write a viewer has)', async (role) => {
    const own = await makeUser(t, { role });
    const res = await gql(t, SET_PASSWORD, { id: own.user.id, pw: 'Mi-nueva-clave-1' }, own.token);
    expect(res.errors).toBeUndefined();
    expect(res.data!.setUserPassword.ok).toBe(true);
    expect(res.data!.setUserPassword.token).toEqual(expect.any(String));
    expect(codesOf(await gql(t, '{ me { id } }', undefined, own.token))).toEqual(['UNAUTHENTICATED']);
    expect((await gql(t, '{ me { id } }', undefined, res.data!.setUserPassword.token)).data!.me.id).toBe(own.user.id);
  });

  test('non-admins list users with id and name only (pickers), and no inactive users', async () => {
    const inactive = await makeUser(t, { role: 'ops', isActive: false });
    const rest = await api(t, viewer.token).get('/api/users');
    expect(rest.status).toBe(200);
    for (const row of rest.body) expect(Object.keys(row).sort()).toEqual(['id', 'name']);
    expect(rest.body.map((r: { id: number }) => r.id)).not.toContain(inactive.user.id);

    const g = await gql(t, '{ users { id name email role isActive } }', undefined, venta.token);
    const other = g.data!.users.find((u: { id: number }) => u.id === target.user.id);
    expect(other).toEqual({ id: target.user.id, name: 'Olga Ops', email: null, role: null, isActive: null });
  });
});

describe('REST users administration', () => {
  test('GET /users for admins has every column; POST, PATCH and set-password follow the contract', async () => {
    const created = await api(t, admin).post('/api/users', { name: 'Rita Rest', email: 'Rita@Test.local', role: 'ops', is_active: 1, password: 'Rita-clave-1' });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(Number) });
    const id = created.body.id;

    const list = await api(t, admin).get('/api/users');
    const rita = list.body.find((u: { id: number }) => u.id === id);
    expect(rita).toEqual({
      id,
      name: 'Rita Rest',
      email: 'rita@test.local',
      role: 'ops',
      is_active: 1,
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      updated_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });

    expect((await api(t, admin).patch(`/api/users/${id}`, { role: 'venta', is_active: 0 })).body).toEqual({ ok: true });
    const after = (await api(t, admin).get('/api/users')).body.find((u: { id: number }) => u.id === id);
    expect([after.role, after.is_active]).toEqual(['venta', 0]);

    const pw = await api(t, admin).post(`/api/users/${id}/set-password`, { new_password: 'Otra-clave-22' });
    expect(pw.body).toEqual({ ok: true });
    await api(t, admin).patch(`/api/users/${id}`, { is_active: true });
    expect((await api(t).post('/api/auth/login', { email: 'rita@test.local', password: 'Otra-clave-22' })).status).toBe(200);
  });

  test('duplicate email → 409 "Email ya existe"; validation → 400 Spanish; unknown id → 404', async () => {
    const dup = await api(t, admin).post('/api/users', { name: 'Dup', email: 'admin@test.local' });
    expect(dup.status).toBe(409);
    expect(dup.body).toEqual({ error: 'Email ya existe' });
    const noName = await api(t, admin).post('/api/users', { email: 'sin-nombre@test.local' });
    expect(noName.status).toBe(400);
    expect(noName.body).toEqual({ error: 'El nombre es obligatorio.' });
    const badRole = await api(t, admin).post('/api/users', { name: 'R', email: 'r@test.local', role: 'jefe' });
    expect(badRole.status).toBe(400);
    expect(badRole.body.error).toMatch(/^Rol inválido/);
    expect((await api(t, admin).patch('/api/users/424242', { name: 'X' })).status).toBe(404);
    expect((await api(t, admin).patch('/api/users/abc', { name: 'X' })).status).toBe(404);
  });

  test('unknown body fields are ignored (no mass assignment of password_hash or token_version)', async () => {
    const victim = await makeUser(t, { role: 'ops' });
    const res = await api(t, admin).patch(`/api/users/${victim.user.id}`, { name: 'Renombrado', password_hash: 'x', passwordHash: 'x', token_version: 99, id: 1 });
    expect(res.status).toBe(200);
    const row = await t.ds.getRepository(UserEntity).findOneByOrFail({ id: victim.user.id });
    expect(row.name).toBe('Renombrado');
    expect(row.passwordHash).toBe(victim.user.passwordHash);
    expect(row.tokenVersion).toBe(victim.user.tokenVersion);
  });
});
