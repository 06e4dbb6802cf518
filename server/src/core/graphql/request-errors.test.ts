import request from 'supertest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { makeUser } from '../../../test/factories';
import { isSpanishMessage } from '../../../test/bad-input';

/**
 * Malformed GraphQL requests (no 500 on odd input): every one is a 4xx with a Spanish message, with and
 * without a session, never a 500 and never graphql-js' or Apollo's English.
 */

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await makeUser(t, { role: 'viewer' })).token;
});
afterAll(() => t.close());

interface Answer {
  status: number;
  message: string;
  code: string | undefined;
}

async function post(body: unknown, opts: { token?: string; contentType?: string } = {}): Promise<Answer> {
  let req = request(t.app).post('/graphql').set('Content-Type', opts.contentType ?? 'application/json');
  if (opts.token) req = req.set('Authorization', `Bearer ${opts.token}`);
  const res = await req.send(typeof body === 'string' ? body : JSON.stringify(body));
  return { status: res.status, message: res.body?.errors?.[0]?.message, code: res.body?.errors?.[0]?.extensions?.code };
}

function expectRefused(a: Answer, status = 400) {
  expect({ status: a.status, spanish: isSpanishMessage(a.message), message: a.message }).toEqual({ status, spanish: true, message: a.message });
}

test('more than 50 ill-typed list items in the variables: 400 BAD_USER_INPUT in Spanish, not an internal error', async () => {
  const keys = Array.from({ length: 120 }, (_, i) => i);
  const res = await request(t.app)
    .post('/graphql')
    .set('Content-Type', 'application/json')
    .set('Authorization', `Bearer ${token}`)
    .send({ query: 'query($k: [String!]!) { params(keys: $k) { key } }', variables: { k: keys } });
  expect(res.status).toBe(400);
  const codes = new Set(res.body.errors.map((e: { extensions: { code: string } }) => e.extensions.code));
  expect([...codes]).toEqual(['BAD_USER_INPUT']);
  expect(res.body.errors.map((e: { message: string }) => e.message)).toContain('Demasiados datos inválidos en las variables.');
});

describe.each([
  ['with a session', () => token],
  ['without a session', () => undefined],
])('%s', (_label, tokenOf) => {
  test('an unknown operationName', async () => {
    const a = await post({ query: 'query A { me { id } }', operationName: 'B' }, { token: tokenOf() });
    expectRefused(a);
    expect(a).toMatchObject({ code: 'OPERATION_RESOLUTION_FAILURE', message: 'El documento no tiene una operación con ese nombre (operationName).' });
  });

  test('several named operations without operationName', async () => {
    const a = await post({ query: 'query A { me { id } } query B { me { name } }' }, { token: tokenOf() });
    expectRefused(a);
    expect(a.message).toBe('El documento tiene varias operaciones: indicá cuál ejecutar con operationName.');
  });

  test('an automatic persisted query whose hash does not match its text (a bare 400 from Apollo, formatted as internal before)', async () => {
    const a = await post({ query: '{ me { id } }', extensions: { persistedQuery: { version: 1, sha256Hash: 'abc' } } }, { token: tokenOf() });
    expectRefused(a);
    expect(a).toMatchObject({ code: 'BAD_REQUEST', message: 'Consulta persistida inválida: enviá el documento completo.' });
  });

  test('several anonymous operations', async () => {
    for (const body of [{ query: '{ me { id } } { me { name } }' }, { query: '{ me { id } } { me { name } }', operationName: 'X' }]) {
      const a = await post(body, { token: tokenOf() });
      expectRefused(a);
      expect(a).toMatchObject({ code: 'GRAPHQL_VALIDATION_FAILED', message: 'Una operación sin nombre debe ser la única del documento.' });
    }
  });

  test('a document of 200,000 selections is refused while parsing (it overflowed the stack)', async () => {
    const a = await post({ query: `{ ${'me{id} '.repeat(200_000)}}` }, { token: tokenOf() });
    expectRefused(a);
    expect(a).toMatchObject({ code: 'GRAPHQL_PARSE_FAILED', message: 'La consulta es demasiado larga (más de 2.000 elementos): dividila en consultas más chicas.' });
  });

  test('an unknown or cyclic fragment (graphql-depth-limit crashed on both)', async () => {
    const unknown = await post({ query: '{ ...Nada }' }, { token: tokenOf() });
    expectRefused(unknown);
    expect(unknown.message).toBe('El fragmento "Nada" no está definido.');
    const cycle = await post({ query: '{ ...A } fragment A on Query { ...B } fragment B on Query { ...A }' }, { token: tokenOf() });
    expectRefused(cycle);
    expect(cycle.message).toMatch(/^El fragmento "[AB]" se incluye a sí mismo\.$/);
  });

  test('an unparseable document', async () => {
    const a = await post({ query: '{ me { id ' }, { token: tokenOf() });
    expectRefused(a);
    expect(a).toMatchObject({ code: 'GRAPHQL_PARSE_FAILED', message: 'Error de sintaxis en la consulta GraphQL (línea 1, columna 11).' });
  });

  test('a missing query, a query that is not text, variables or operationName of the wrong shape', async () => {
    const cases: Array<[unknown, string]> = [
      [{ variables: {} }, 'Falta la consulta: enviá "query" con el documento GraphQL.'],
      [{ query: 5 }, '"query" debe ser un texto con el documento GraphQL.'],
      [{ query: '{ me { id } }', variables: 'x' }, '"variables" debe ser un objeto JSON.'],
      [{ query: '{ me { id } }', variables: [1] }, '"variables" debe ser un objeto JSON.'],
      [{ query: '{ me { id } }', extensions: 3 }, '"extensions" debe ser un objeto JSON.'],
      [{ query: '{ me { id } }', operationName: 7 }, '"operationName" debe ser un texto.'],
      [{}, 'Falta el cuerpo de la solicitud: enviá un objeto JSON con "query" (Content-Type: application/json).'],
      [[{ query: '{ me { id } }' }, { query: '{ me { id } }' }], 'Se acepta una sola operación por solicitud (sin lotes).'],
    ];
    for (const [body, message] of cases) {
      const a = await post(body, { token: tokenOf() });
      expectRefused(a);
      expect({ body, message: a.message }).toEqual({ body, message });
    }
  });

  test('a field, argument or type the schema does not have', async () => {
    const field = await post({ query: '{ me { id sueldo } }' }, { token: tokenOf() });
    expectRefused(field);
    expect(field.message).toBe('El campo "sueldo" no existe en el tipo "User".');
    const arg = await post({ query: '{ deals(primero: 3) { totalCount } }' }, { token: tokenOf() });
    expectRefused(arg);
    expect(arg.message).toBe('El argumento "primero" no existe en "Query.deals".');
    const missing = await post({ query: '{ deal { id } }' }, { token: tokenOf() });
    expectRefused(missing);
    expect(missing.message).toBe('Falta el argumento obligatorio "id" de "deal".');
  });

  test('a subscription (the API has none)', async () => {
    const a = await post({ query: 'subscription { me { id } }' }, { token: tokenOf() });
    expectRefused(a);
  });

  test('a document nested far deeper than the depth limit, within the token cap', async () => {
    const a = await post({ query: `{ ${'me { '.repeat(600)}id${' }'.repeat(600)} }` }, { token: tokenOf() });
    expectRefused(a);
    expect(a.message).toBe('La consulta supera la profundidad máxima (10 niveles).');
  });

  test('a GET with a mutation', async () => {
    let req = request(t.app).get('/graphql').query({ query: 'mutation { logout }' }).set('Apollo-Require-Preflight', 'true');
    const who = tokenOf();
    if (who) req = req.set('Authorization', `Bearer ${who}`);
    const res = await req;
    expect(res.status).toBe(405);
    expect(res.body.errors[0].message).toBe('Por GET solo se aceptan consultas (query): las mutaciones van por POST.');
  });

  test('a cross-site simple request (CSRF prevention)', async () => {
    const a = await post('{"query":"mutation { logout }"}', { token: tokenOf(), contentType: 'text/plain' });
    expectRefused(a);
    expect(a.message).toMatch(/^Solicitud bloqueada por protección CSRF/);
  });
});
