/**
 * Spanish messages and the REST part of no 500 on odd input: what a client reads when the request itself is wrong.
 * Each message says what is wrong, in Spanish, and never borrows another case's text.
 */
import request from 'supertest';
import { seededPipeline } from '../deals-fixtures';
import { adminToken } from '../factories';
import { api, gql } from '../http';
import { createTestApp, type TestApp } from '../test-app';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t);
});
afterAll(() => t.close());

const raw = (path: string, body: string, contentType = 'application/json') =>
  request(t.app).post(path).set('Authorization', `Bearer ${admin}`).set('Content-Type', contentType).send(body);

describe('REST validation answers Spanish, naming the field', () => {
  test('a text where POST /deals expects an object (organization, contact) → 400 naming it, nothing created', async () => {
    const { pipeline, stages } = await seededPipeline(t);
    const before = await t.ds.query('SELECT COUNT(*) AS n FROM deals');
    for (const [key, value] of [['organization', 'Transportes SA'], ['contact', 5], ['organization', false]] as const) {
      const res = await api(t, admin).post('/api/deals', { pipeline_id: pipeline.id, stage_id: stages[0].id, title: 'x', [key]: value });
      expect([res.status, res.body]).toEqual([400, { error: `El dato "${key}" debe ser un objeto.` }]);
    }
    expect(await t.ds.query('SELECT COUNT(*) AS n FROM deals')).toEqual(before);
  });
});

describe('bodies that are not JSON or too large', () => {
  test('invalid JSON: the same Spanish text on GraphQL and REST, never the multipart one', async () => {
    const g = await raw('/graphql', '{"query": "{ __typename }",');
    expect(g.status).toBe(400);
    expect(g.body.errors).toEqual([{ message: 'El cuerpo de la solicitud no es JSON válido.', extensions: { code: 'BAD_REQUEST' } }]);
    const r = await raw('/api/deals', '{"title": ');
    expect([r.status, r.body]).toEqual([400, { error: 'El cuerpo de la solicitud no es JSON válido.' }]);
  });

  test('a JSON body over 2 MB → 413 that names the request limit, not the 25 MB file limit', async () => {
    const big = JSON.stringify({ query: '{ __typename }', variables: { x: 'y'.repeat(3 * 1024 * 1024) } });
    const g = await raw('/graphql', big);
    expect(g.status).toBe(413);
    expect(g.body.errors).toEqual([{ message: 'La solicitud es demasiado grande (máximo 2 MB).', extensions: { code: 'PAYLOAD_TOO_LARGE' } }]);
    const r = await raw('/api/deals', big);
    expect([r.status, r.body]).toEqual([413, { error: 'La solicitud es demasiado grande (máximo 2 MB).' }]);
  });
});

describe('paths that cannot be decoded', () => {
  test.each(['/api/deals/%', '/api/deals/%E0%A4%A', '/api/organizations/%zz/budget', '/uploads/%E0%A4%A?exp=1&sig=x'])('%s → 400 in Spanish', async (path) => {
    const res = await request(t.app).get(path).set('Authorization', `Bearer ${admin}`);
    expect([res.status, res.body]).toEqual([400, { error: 'La dirección contiene caracteres mal codificados.' }]);
  });
});

describe('search texts on bare GraphQL arguments are capped like the REST query', () => {
  test.each(['followupCalls', 'followupNotes'])('%s(q: 70 kB) → BAD_USER_INPUT, not an internal error', async (field) => {
    const res = await gql(t, `query($q: String) { ${field}(q: $q) { id } }`, { q: 'x'.repeat(70_000) }, admin);
    expect(res.errors?.[0]).toMatchObject({ message: 'La búsqueda admite hasta 200 caracteres.', extensions: { code: 'BAD_USER_INPUT' } });
  });
});
