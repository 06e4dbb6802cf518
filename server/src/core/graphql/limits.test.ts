import { getNamedType, isLeafType, isObjectType } from 'graphql';
import request from 'supertest';
import { LoginThrottleEntity } from '../../modules/auth/login-throttle.entity';
import { AuditEventEntity } from '../../modules/audit/audit-event.entity';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { adminToken } from '../../../test/factories';
import { gql } from '../../../test/http';
import { buildAppSchema } from '../../app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

test('a depth-12 query is rejected at validation, before execution', async () => {
  let body = 'id';
  for (let i = 0; i < 11; i++) body = `n${i} { ${body} }`;
  const res = await gql(t, `query Deep { me { ${body} } }`, undefined, await adminToken(t));
  expect(res.status).toBe(400);
  expect(res.data).toBeUndefined();
  expect(res.errors!.some((e) => e.message === 'La consulta supera la profundidad máxima (10 niveles).')).toBe(true);
});

test('50 aliased login mutations are rejected before any resolver runs', async () => {
  const fields = Array.from(
    { length: 50 },
    (_, i) => `a${i}: login(input: { email: "admin@test.local", password: "intento-${i}" }) { token }`,
  ).join('\n');
  const res = await gql(t, `mutation Brute { ${fields} }`);
  expect(res.status).toBe(400);
  expect(res.data).toBeUndefined();
  expect(res.errors!.some((e) => /demasiados alias/.test(e.message))).toBe(true);
  // had any login resolver run, it would have taken a slot of the sign-in limits
  expect(await t.ds.getRepository(LoginThrottleEntity).count()).toBe(0);
});

test('20 aliases are still fine (the cap is not hit by ordinary screens)', async () => {
  const token = await adminToken(t);
  const fields = Array.from({ length: 20 }, (_, i) => `m${i}: me { id }`).join(' ');
  const res = await gql(t, `{ ${fields} }`, undefined, token);
  expect(res.errors).toBeUndefined();
  expect(Object.keys(res.data!)).toHaveLength(20);
});

test('a JSON array batch is rejected without executing any operation', async () => {
  const before = await t.ds.getRepository(AuditEventEntity).count();
  const res = await request(t.app)
    .post('/graphql')
    .set('Content-Type', 'application/json')
    .send([
      { query: 'mutation { login(input: { email: "admin@test.local", password: "Admin-12345" }) { token } }' },
      { query: 'mutation { login(input: { email: "admin@test.local", password: "Admin-12345" }) { token } }' },
    ]);
  expect(res.status).toBe(400);
  expect(JSON.stringify(res.body)).not.toContain('token"');
  expect(await t.ds.getRepository(AuditEventEntity).count()).toBe(before);
});

test('a GET query with a mutation or a cross-site simple request is refused (CSRF prevention)', async () => {
  const res = await request(t.app).post('/graphql').set('Content-Type', 'text/plain').send('{"query":"mutation { logout }"}');
  expect(res.status).toBe(400);
});

test('an enum value outside Role is BAD_USER_INPUT, not an internal error', async () => {
  const res = await gql(
    t,
    'mutation($i: CreateUserInput!) { createUser(input: $i) { id } }',
    { i: { name: 'X', email: 'x@test.local', role: 'superuser' } },
    await adminToken(t),
  );
  expect(res.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
});

test('Apollo Sandbox is served at /graphql to a browser', async () => {
  const res = await request(t.app).get('/graphql').set('Accept', 'text/html');
  expect(res.status).toBe(200);
  expect(res.text).toMatch(/sandbox/i);
});

test('a query over the cost limit is rejected before any resolver runs, also when repeated', async () => {
  const schema = await buildAppSchema();
  const leaves = (typeName: string) => {
    const type = schema.getType(typeName);
    if (!type || !isObjectType(type)) throw new Error(typeName);
    return Object.values(type.getFields())
      .filter((f) => isLeafType(getNamedType(f.type)) && f.args.length === 0)
      .map((f) => f.name)
      .join(' ');
  };
  const org = leaves('Organization');
  const contact = leaves('Contact');
  const one = `organizations { edges { node { ${org} contacts { ${contact} organization { ${org} } } } } }`;
  const query = `query Wide { ${Array.from({ length: 20 }, (_, i) => `o${i}: ${one}`).join('\n')} }`;
  const token = await adminToken(t);
  for (let i = 0; i < 2; i++) {
    t.sql.start();
    const res = await gql(t, query, undefined, token);
    const statements = t.sql.stop();
    expect(res.data).toBeUndefined();
    expect(res.errors![0].extensions!.code).toBe('QUERY_TOO_COMPLEX');
    expect(res.errors![0].message).toMatch(/^La consulta es demasiado costosa \(.+; máximo 150\.000\)/);
    // only the bearer token's user lookup ran, no resolver
    expect(statements).toBeLessThanOrEqual(1);
  }
});
