import request from 'supertest';
import { insertDeals, seededPipeline } from '../deals-fixtures';
import { adminToken } from '../factories';
import { createTestApp, type TestApp } from '../test-app';

/**
 * A body nested 50,000 levels deep is small (100 kB) and valid JSON, but every recursive walk of it
 * (input text cleaning, validation, hashing) overflows the stack: it must be refused by the parser
 * of every route, as a 400 in Spanish, before anything runs.
 */
let t: TestApp;
let admin: string;
let dealId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t);
  const { pipeline, stages } = await seededPipeline(t);
  [dealId] = await insertDeals(t, 1, { pipelineId: pipeline.id, stageIds: [stages[0].id] });
});
afterAll(() => t.close());

const deep = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
const deepObject = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

describe('deeply nested JSON bodies', () => {
  it.each([
    ['PUT', `/api/deals/{id}/cost-sheet`, (n: number) => `{"lines":${deep(n)}}`],
    ['POST', '/api/organizations', (n: number) => `{"razon_social":${deepObject(n)}}`],
    ['POST', '/graphql', (n: number) => `{"query":"query { me { id } }","variables":{"x":${deep(n)}}}`],
  ])('%s %s: 50,000 levels → 400 in Spanish, nothing changed', async (method, path, body) => {
    const before = await t.ds.query('SELECT COUNT(*) AS n FROM audit_events');
    const url = path.replace('{id}', String(dealId));
    const req = method === 'PUT' ? request(t.app).put(url) : request(t.app).post(url);
    const res = await req.set('Authorization', `Bearer ${admin}`).set('Content-Type', 'application/json').send(body(50_000));
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('El cuerpo de la solicitud tiene demasiados niveles anidados');
    expect(await t.ds.query('SELECT COUNT(*) AS n FROM audit_events')).toEqual(before);
    // Ordinary nesting still passes the parser (the route then judges the content).
    const ok = await (method === 'PUT' ? request(t.app).put(url) : request(t.app).post(url)).set('Authorization', `Bearer ${admin}`).set('Content-Type', 'application/json').send(body(3));
    expect(ok.status).toBeLessThan(500);
    expect(JSON.stringify(ok.body)).not.toContain('niveles anidados');
  });
});
