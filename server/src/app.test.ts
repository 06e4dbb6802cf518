import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import request from 'supertest';
import { createTestApp, type TestApp } from '../test/test-app';
import { adminToken } from '../test/factories';
import { api } from '../test/http';

describe('HTTP shell', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  test('GET /api/health answers ok with the engine and the storage kind', async () => {
    const res = await api(t).get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ok: true,
      db: process.env.TEST_DATABASE_URL ? expect.stringMatching(/mysql|mariadb/) : 'sqlite',
      storage: process.env.TEST_STORAGE === 's3' ? 's3' : 'local',
      redis: 'off',
    });
  });

  test('unknown /api paths answer 404 JSON in Spanish', async () => {
    const res = await api(t, await adminToken(t)).get('/api/no-existe');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Ruta no encontrada.' });
  });

  test('broken JSON → 400, non-JSON write → 415, both as { error }', async () => {
    const broken = await request(t.app).post('/api/auth/login').set('Content-Type', 'application/json').send('{"email":');
    expect(broken.status).toBe(400);
    expect(broken.body).toEqual({ error: 'El cuerpo de la solicitud no es JSON válido.' });
    const form = await request(t.app).post('/api/auth/login').set('Content-Type', 'application/x-www-form-urlencoded').send('email=a&password=b');
    expect(form.status).toBe(415);
    expect(form.body.error).toMatch(/JSON/);
  });

  test('a body over the limit → 413', async () => {
    const res = await request(t.app)
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(3 * 1024 * 1024) }));
    expect(res.status).toBe(413);
    expect(res.body.error).toMatch(/demasiado grande/);
  });

  test('security headers are set and CORS is off without CORS_ORIGIN', async () => {
    const res = await request(t.app).get('/api/health').set('Origin', 'https://evil.example');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  test('unexpected errors answer a generic Spanish message without a stack trace', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const ormLog = jest.spyOn(console, 'log').mockImplementation(() => {}); // TypeORM logs the failed query
    // a table nothing references, so both engines let it go
    await t.ds.query('DROP TABLE login_throttles');
    const res = await api(t).post('/api/auth/login', { email: 'a@b.c', password: 'x' });
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ error: 'Ocurrió un error inesperado. Intentá nuevamente.' });
    const g = await request(t.app)
      .post('/graphql')
      .set('Content-Type', 'application/json')
      .send({ query: 'mutation { login(input: { email: "a@b.c", password: "x" }) { token } }' });
    expect(g.body.errors[0]).toEqual({ message: 'Ocurrió un error inesperado. Intentá nuevamente.', path: ['login'], extensions: { code: 'INTERNAL_SERVER_ERROR' } });
    expect(JSON.stringify(g.body)).not.toMatch(/login_throttles|stack|at /);
    // the details go to the server log only
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
    ormLog.mockRestore();
  });

  test('a failure in the token check (before the routers) answers JSON on /api and /graphql, not Express’ HTML page', async () => {
    const token = await adminToken(t);
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const ormLog = jest.spyOn(console, 'log').mockImplementation(() => {});
    await t.ds.query('ALTER TABLE users RENAME TO users_away');
    try {
      const rest = await api(t, token).get('/api/deals');
      expect({ status: rest.status, type: rest.type, body: rest.body }).toEqual({
        status: 500,
        type: 'application/json',
        body: { error: 'Ocurrió un error inesperado. Intentá nuevamente.' },
      });
      const g = await request(t.app).post('/graphql').set('Authorization', `Bearer ${token}`).set('Content-Type', 'application/json').send({ query: '{ pipelines { id } }' });
      expect({ status: g.status, type: g.type, body: g.body }).toEqual({
        status: 500,
        type: 'application/json',
        body: { errors: [{ message: 'Ocurrió un error inesperado. Intentá nuevamente.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] },
      });
      expect(rest.text + JSON.stringify(g.body)).not.toMatch(/users_away|users|<html|<pre|at /i);
    } finally {
      await t.ds.query('ALTER TABLE users_away RENAME TO users');
      logged.mockRestore();
      ormLog.mockRestore();
    }
  });

  test('a path no route serves answers 404 JSON in Spanish, whatever the method', async () => {
    const res = await request(t.app).post('/no-existe').send({});
    expect({ status: res.status, type: res.type, body: res.body }).toEqual({ status: 404, type: 'application/json', body: { error: 'Ruta no encontrada.' } });
  });
});

describe('CORS and the built client', () => {
  let t: TestApp;
  // index.html's inline early-start script (first card on screen), as the client build writes it.
  const EARLY = '(function(){window.__crmEarly=[]})();';
  beforeAll(async () => {
    const dist = join(tmpdir(), `crm-dist-${process.pid}-${Date.now()}`);
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), `<!doctype html><html lang="es"><head><script>${EARLY}</script></head><div id="root"></div></html>`);
    writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1)');
    t = await createTestApp({ corsOrigin: 'http://localhost:5173', clientDist: dist });
  });
  afterAll(() => t.close());

  test('CORS allows only CORS_ORIGIN, with credentials', async () => {
    const ok = await request(t.app).options('/api/auth/login').set('Origin', 'http://localhost:5173').set('Access-Control-Request-Method', 'POST');
    expect(ok.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(ok.headers['access-control-allow-credentials']).toBe('true');
    const other = await request(t.app).get('/api/health').set('Origin', 'https://evil.example');
    expect(other.headers['access-control-allow-origin']).not.toBe('https://evil.example');
  });

  test('the client is served at / with SPA fallback for deep links, but not for /api', async () => {
    const root = await request(t.app).get('/');
    expect(root.status).toBe(200);
    expect(root.text).toContain('<div id="root">');
    const deep = await request(t.app).get('/organizations/12');
    expect(deep.status).toBe(200);
    expect(deep.text).toContain('<div id="root">');
    const asset = await request(t.app).get('/assets/app.js');
    expect(asset.text).toBe('console.log(1)');
    const apiMiss = await request(t.app).get('/api/nada');
    expect(apiMiss.status).toBe(404);
    expect(apiMiss.body).toEqual({ error: 'Ruta no encontrada.' });
  });

  test("the CSP runs index.html's own inline script (by its hash) and no other inline script", async () => {
    const hash = `'sha256-${createHash('sha256').update(EARLY).digest('base64')}'`;
    for (const path of ['/', '/workspace/logistica', '/api/health']) {
      const csp = String((await request(t.app).get(path)).headers['content-security-policy']);
      const scripts = /(?:^|;)\s*script-src ([^;]*)/.exec(csp)?.[1].split(' ');
      expect(scripts).toEqual(["'self'", hash]);
    }
  });
});
