import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { makeRoleUsers, makeUser, type MadeUser, type RoleUsers } from '../../test/factories';
import { insertDeals, insertOrg, seededPipeline } from '../../test/deals-fixtures';
import { ROOT } from '../../test/source-imports';
import { loadFirstFrameRenderer } from './first-frame';

/**
 * POST /first-frame over the real app, with the client's real first-frame renderer (`vite build --ssr`, built here
 * into a folder of this test): the kanban's first frame is drawn from the caller's own answers, as /graphql gives them.
 */
let t: TestApp;
let u: RoleUsers;
let venta2: MadeUser;
let ssrDist: string;

const VIEWPORT = { width: 1366, height: 850 };

function firstFrame(token: string | null, body: object = { path: '/', viewport: VIEWPORT }) {
  let req = request(t.target).post('/first-frame').set('Content-Type', 'application/json');
  if (token) req = req.set('Authorization', `Bearer ${token}`);
  return req.send(body);
}

/** What /graphql answers the same request of the early script (the renderer's own plan). */
async function graphql(token: string, operation: { operationName: string; query: string; variables: Record<string, unknown> }) {
  const res = await request(t.target).post('/graphql').set('Content-Type', 'application/json').set('Authorization', `Bearer ${token}`).send(operation);
  return res.body as unknown;
}

beforeAll(async () => {
  ssrDist = mkdtempSync(join(tmpdir(), 'crm-ssr-'));
  execFileSync(process.execPath, [join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', 'client', '--ssr', '--outDir', ssrDist, '--logLevel', 'error'], {
    cwd: ROOT,
    stdio: 'pipe',
    env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
  });
  t = await createTestApp({ ssrDist });
  u = await makeRoleUsers(t);
  venta2 = await makeUser(t, { role: 'venta' });
  const { pipeline, stages } = await seededPipeline(t);
  const shown = await insertOrg(t, { name: 'Importadora Pública' });
  const secret = await insertOrg(t, { name: 'Secreta de Venta Uno', visibility: 'private', ownerUserId: u.venta.user.id });
  await insertDeals(t, 3, { pipelineId: pipeline.id, stageIds: [stages[0].id], orgId: shown.id, title: 'Bobinas para Acme' });
  await insertDeals(t, 2, { pipelineId: pipeline.id, stageIds: [stages[1].id], orgId: secret.id, title: 'Cotización reservada' });
}, 180_000);
afterAll(async () => {
  await t?.close();
  rmSync(ssrDist, { recursive: true, force: true });
});

describe('POST /first-frame', () => {
  test('draws the board with its cards and answers Me and DealBoard as /graphql does, uncached', async () => {
    const res = await firstFrame(u.admin);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { html, answers } = res.body as { html: string; answers: { Me: unknown; DealBoard: unknown } };
    expect(html).toContain('data-testid="deal-card"');
    expect(html).toContain('Bobinas para Acme');
    expect(html).toContain('Importadora Pública');
    // The renderer's plan is the early script's: the same requests, sent to /graphql, give the same answers.
    const ops = (await loadFirstFrameRenderer(ssrDist))!.operations('/')!;
    expect(answers.Me).toEqual(await graphql(u.admin, ops.Me));
    expect(answers.DealBoard).toEqual(await graphql(u.admin, ops.DealBoard));
  });

  test("an actor sees what it may see: a venta user's private organization stays with its owner", async () => {
    const own = await firstFrame(u.venta.token);
    const other = await firstFrame(venta2.token);
    expect(own.body.html).toContain('Secreta de Venta Uno');
    expect(other.body.html).toContain('Cotización reservada');
    expect(other.body.html).not.toContain('Secreta de Venta Uno');
    expect(JSON.stringify(other.body.answers)).not.toContain('Secreta de Venta Uno');
  });

  test('without a session: no board and no frame', async () => {
    const res = await firstFrame(null);
    expect(res.status).toBe(200);
    expect(res.body.html).toBeNull();
    // /graphql's own refusal, which the app handles as it does any (it signs out).
    expect(res.body.answers.DealBoard).toMatchObject({ data: null, errors: [{ extensions: { code: 'UNAUTHENTICATED' } }] });
    expect(JSON.stringify(res.body)).not.toContain('Bobinas para Acme');
    const refused = await firstFrame('no-es-un-token');
    expect(refused.body.html).toBeNull();
    expect(refused.body.answers.DealBoard).toMatchObject({ data: null, errors: [{ extensions: { code: 'UNAUTHENTICATED' } }] });
    expect(JSON.stringify(refused.body)).not.toContain('Bobinas para Acme');
  });

  test('a path it does not draw, or no window size: 404, the page sends its requests to /graphql', async () => {
    expect((await firstFrame(u.admin, { path: '/contacts', viewport: VIEWPORT })).status).toBe(404);
    expect((await firstFrame(u.admin, { path: '/' })).status).toBe(404);
    expect((await firstFrame(u.admin, { path: '/', viewport: { width: 1e9, height: 800 } })).status).toBe(404);
  });

  test('malformed bodies: never a 5xx, always JSON, never a frame', async () => {
    // The /api abuse corpus walks the module routers; this route is the app's own, so its bad inputs are here.
    const bodies: unknown[] = [
      {},
      [],
      { path: null, viewport: null },
      { path: 42, viewport: VIEWPORT },
      { path: ['/'], viewport: VIEWPORT },
      { path: '/', viewport: 'grande' },
      { path: '/', viewport: { width: '1366', height: '850' } },
      { path: '/', viewport: { width: -1, height: 850 } },
      { path: '/', viewport: { width: Number.MAX_SAFE_INTEGER, height: 850 } },
      { path: '/'.repeat(5000), viewport: VIEWPORT },
      { path: '/workspace/%E0%A4%A', viewport: VIEWPORT },
    ];
    for (const body of bodies) {
      const res = await firstFrame(u.admin, body as object);
      expect({ body, status: res.status < 500 }).toEqual({ body, status: true });
      expect(res.headers['content-type']).toMatch(/json/);
      expect(res.body.html ?? null).toBeNull();
    }
    const notJson = await request(t.target).post('/first-frame').set('Authorization', `Bearer ${u.admin}`).set('Content-Type', 'application/json').send('{"path": "/", viewport');
    expect(notJson.status).toBeLessThan(500);
    expect(notJson.headers['content-type']).toMatch(/json/);
  });
});

describe('POST /first-frame without a renderer (a server whose client was not built)', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await createTestApp();
  });
  afterAll(() => bare.close());

  test('404 with no frame, never a 5xx', async () => {
    const res = await request(bare.target).post('/first-frame').set('Authorization', `Bearer ${u.admin}`).send({ path: '/', viewport: VIEWPORT });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ html: null });
  });
});
