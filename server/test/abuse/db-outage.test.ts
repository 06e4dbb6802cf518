import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';
import { engineOf } from '../../src/core/db/engine';
import { adminToken } from '../factories';
import { ADMIN, createTestApp, type TestApp } from '../test-app';
import { provisionTestDatabase } from '../test-db';
import { TcpProxy } from '../tcp-proxy';

/**
 * Database outage: a database outage under a steady write load. Every answer is JSON; while the database
 * cannot answer, writes, reads, login, GraphQL, /uploads and /api/health answer 503 with the Spanish
 * message and Retry-After; the same app serves again once the database is back (no restart); every
 * write the clients saw acknowledged is in the database afterwards. Timings are printed, never asserted.
 *
 * MariaDB/MySQL (TEST_DATABASE_URL): the app reaches the server through a TCP proxy that refuses
 * (server down) and black-holes (network partition) connections. SQLite: another process holds the
 * file's write lock.
 */
const UNAVAILABLE = 'Servicio no disponible, intentá de nuevo en unos segundos.';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

interface Answer {
  status: number;
  body: any;
  retryAfter: string | null;
  contentType: string | null;
  ms: number;
}

/** Writes from several clients in a loop; every acknowledged id is kept. */
class WriteLoad {
  readonly answers: Array<Answer & { at: number; client: number }> = [];
  readonly acked = { contacts: [] as number[], deals: [] as number[] };
  private running = true;
  private loops: Promise<void>[] = [];

  constructor(
    private readonly send: (path: string, body: unknown) => Promise<Answer>,
    private readonly dealRef: { pipelineId: number; stageId: number },
  ) {}

  start(clients: number): void {
    this.loops = Array.from({ length: clients }, (_, c) => this.loop(c));
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.loops);
  }

  count(pred: (a: Answer) => boolean): number {
    return this.answers.filter(pred).length;
  }

  private async loop(client: number): Promise<void> {
    for (let n = 0; this.running; n++) {
      const deal = client % 2 === 1;
      const a = deal
        ? await this.send('/api/deals', { title: `Carga ${client}-${n}`, pipeline_id: this.dealRef.pipelineId, stage_id: this.dealRef.stageId, organization: { name: `Carga Org ${client}` } })
        : await this.send('/api/contacts', { name: `Carga ${client}-${n}` });
      this.answers.push({ ...a, at: Date.now(), client });
      if (a.status >= 200 && a.status < 300) (deal ? this.acked.deals : this.acked.contacts).push(Number(a.body.id));
      // A client backs off a little after a refusal, as the Retry-After asks (never the full wait here).
      if (a.status === 503) await new Promise((r) => setTimeout(r, 100));
    }
  }
}

interface Harness {
  t: TestApp;
  base: string;
  token: string;
  fileUrl: string;
  dealRef: { pipelineId: number; stageId: number };
  call(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Answer>;
}

async function startHarness(t: TestApp, server: Server): Promise<Harness> {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  const token = await adminToken(t);
  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> => {
    const started = Date.now();
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined || body instanceof FormData ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
      // A hang would fail the test below (no answer is not an answer); the test never waits forever.
      signal: AbortSignal.timeout(25_000),
    });
    const text = await res.text();
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = { notJson: text.slice(0, 200) };
    }
    return { status: res.status, body: parsed, retryAfter: res.headers.get('retry-after'), contentType: res.headers.get('content-type'), ms: Date.now() - started };
  };
  const pipelines = await call('GET', '/api/pipelines');
  const pipelineId = Number(pipelines.body[0].id);
  const stages = await call('GET', `/api/pipelines/${pipelineId}/stages`);
  const dealRef = { pipelineId, stageId: Number(stages.body[0].id) };
  const deal = await call('POST', '/api/deals', { title: 'Con archivo', ...{ pipeline_id: dealRef.pipelineId, stage_id: dealRef.stageId } });
  expect(deal.status).toBe(201);
  const form = new FormData();
  form.append('type', 'fact_venta');
  form.append('file', new Blob([PDF], { type: 'application/pdf' }), 'factura.pdf');
  const file = await call('POST', `/api/deals/${deal.body.id}/files`, form);
  expect(file.status).toBe(201);
  return { t, base, token, fileUrl: file.body.url, dealRef, call };
}

/** The answer every path gives while the database is out. */
function expectUnavailable(a: Answer): void {
  expect({ status: a.status, body: a.body, json: a.contentType?.startsWith('application/json') }).toEqual({ status: 503, body: { error: UNAVAILABLE }, json: true });
  expect(Number(a.retryAfter)).toBeGreaterThan(0);
}

function expectGraphqlUnavailable(a: Answer): void {
  expect(a.status).toBe(503);
  expect(a.body.errors).toEqual([expect.objectContaining({ message: UNAVAILABLE, extensions: { code: 'SERVICE_UNAVAILABLE' } })]);
  expect(Number(a.retryAfter)).toBeGreaterThan(0);
}

/** Polls a write until it is acknowledged (bounded attempts); the seconds it took. */
async function recovery(h: Harness, from: number): Promise<number> {
  for (let attempt = 0; attempt < 150; attempt++) {
    const a = await h.call('POST', '/api/contacts', { name: `Vuelta ${attempt}` });
    if (a.status === 201) return (Date.now() - from) / 1000;
    expectUnavailable(a);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('la app no volvió a responder tras restablecer la base');
}

async function waitForAcks(load: WriteLoad, more: number): Promise<void> {
  const target = load.acked.contacts.length + load.acked.deals.length + more;
  for (let i = 0; i < 600 && load.acked.contacts.length + load.acked.deals.length < target; i++) await new Promise((r) => setTimeout(r, 20));
  expect(load.acked.contacts.length + load.acked.deals.length).toBeGreaterThanOrEqual(target);
}

function report(title: string, lines: Record<string, unknown>): void {
  // The figures for a run's notes (never assertions): printed once per run.
  process.stdout.write(`\n[${title}] ${JSON.stringify(lines)}\n`);
}

/** The load's answers: acknowledged, or the outage answer; never a 500, an HTML page or a hang. */
function expectOnlyAcksAnd503(load: WriteLoad): void {
  const odd = load.answers.filter((a) => !(a.status === 201 || a.status === 200 || (a.status === 503 && a.body?.error === UNAVAILABLE && Number(a.retryAfter) > 0)));
  expect(odd.map((a) => ({ status: a.status, body: a.body }))).toEqual([]);
}

const quiet = () => {
  // TypeORM and the handlers log each failed statement: expected here, noise in the test output.
  const spies = [jest.spyOn(console, 'error').mockImplementation(() => {}), jest.spyOn(console, 'log').mockImplementation(() => {}), jest.spyOn(console, 'warn').mockImplementation(() => {})];
  return () => spies.forEach((s) => s.mockRestore());
};

if (process.env.TEST_DATABASE_URL) {
  describe('MariaDB/MySQL outage through a TCP proxy (refused, then black-holed), under a write load', () => {
    let db: { url: string; drop(): Promise<void> };
    let proxy: TcpProxy;
    let h: Harness;
    const server = createServer();

    beforeAll(async () => {
      db = await provisionTestDatabase();
      const direct = new URL(db.url);
      proxy = new TcpProxy(direct.hostname, direct.port ? Number(direct.port) : 3306);
      const viaProxy = new URL(db.url);
      viaProxy.port = String(await proxy.start());
      const t = await createTestApp({}, { database: { url: viaProxy.toString(), drop: async () => {} } });
      server.on('request', t.app);
      h = await startHarness(t, server);
    }, 60_000);

    afterAll(async () => {
      await new Promise<void>((r) => server.close(() => r()));
      server.closeAllConnections();
      await proxy?.pass();
      await h?.t.close();
      await proxy?.close();
      await db?.drop();
    });

    /** Rows that exist among the given ids, read straight from the server (not through the proxy). */
    async function existing(table: 'contacts' | 'deals', ids: number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const u = new URL(db.url);
      const c = await createConnection({ host: u.hostname, port: Number(u.port || 3306), user: decodeURIComponent(u.username), password: decodeURIComponent(u.password), database: u.pathname.slice(1) });
      try {
        const [rows] = await c.query(`SELECT id FROM ${table} WHERE id IN (?)`, [ids]);
        return (rows as Array<{ id: number }>).map((r) => Number(r.id));
      } finally {
        await c.end();
      }
    }

    async function outagePaths(kind: string): Promise<Record<string, number>> {
      const started = Date.now();
      const write = await h.call('POST', '/api/contacts', { name: `Durante ${kind}` });
      expectUnavailable(write);
      const read = await h.call('GET', '/api/contacts?limit=5');
      expectUnavailable(read);
      const login = await h.call('POST', '/api/auth/login', ADMIN, { authorization: '' });
      expectUnavailable(login);
      const gql = await h.call('POST', '/graphql', { query: 'mutation { createContact(input: { name: "Durante" }) { contact { id } } }' });
      expectGraphqlUnavailable(gql);
      const upload = await h.call('GET', new URL(h.fileUrl, h.base).pathname + new URL(h.fileUrl, h.base).search, undefined, { authorization: '' });
      expectUnavailable(upload);
      const health = await h.call('GET', '/api/health', undefined, { authorization: '' });
      expect({ status: health.status, body: health.body }).toEqual({ status: 503, body: { ok: false, db: engineOf(db.url), storage: 'local', redis: 'off', checks: { database: 'down' } } });
      expect(Number(health.retryAfter)).toBeGreaterThan(0);
      return { write: write.ms, read: read.ms, login: login.ms, graphql: gql.ms, uploads: upload.ms, health: health.ms, all: Date.now() - started };
    }

    test('a slow server is not an outage: a write waiting seconds for a row lock, with no other traffic, is acknowledged once the lock goes', async () => {
      const u = new URL(db.url);
      const holder = await createConnection({ host: u.hostname, port: Number(u.port || 3306), user: decodeURIComponent(u.username), password: decodeURIComponent(u.password), database: u.pathname.slice(1) });
      try {
        await holder.query('START TRANSACTION');
        // Every CRM write takes this row first (write-lock.ts).
        await holder.query("SELECT version FROM data_versions WHERE scope = 'crm' FOR UPDATE");
        let answered = false;
        const write = h.call('POST', '/api/contacts', { name: 'Esperó el bloqueo' }).finally(() => (answered = true));
        // Well past the guard's stall threshold (connection-guard.ts): the server answers its probe, so the write waits.
        await new Promise((r) => setTimeout(r, 2500));
        expect(answered).toBe(false);
        await holder.query('COMMIT');
        const res = await write;
        expect(res.status).toBe(201);
        expect(await existing('contacts', [res.body.id])).toEqual([res.body.id]);
      } finally {
        await holder.end();
      }
    }, 30_000);

    test('a busy host is not an outage: requests whose new pooled connection opens slower than the connect timeout are answered', async () => {
      // Each new connection reaches the server only after 1.5 s, past the guard's 1 s connect timeout
      // (connection-guard.ts), while the connections already open keep answering: a saturated machine,
      // seen once as a 503 in a 10-minute soak at load average 15.
      proxy.slowNew(1500);
      let busy = true;
      // Other users' requests keep getting answers on the open connections meanwhile.
      const others = (async () => {
        const statuses: number[] = [];
        while (busy) statuses.push((await h.call('GET', '/api/contacts?limit=1')).status);
        return statuses;
      })();
      try {
        const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => h.call('GET', `/api/contacts?limit=5&offset=${i}`)));
        busy = false;
        expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
        expect(new Set(await others)).toEqual(new Set([200]));
      } finally {
        busy = false;
        await others;
        proxy.slowNew(0);
      }
    }, 30_000);

    test('503 JSON with Retry-After while the server is down or unreachable, recovery without a restart, no acknowledged write lost', async () => {
      const restore = quiet();
      const load = new WriteLoad((path, body) => h.call('POST', path, body), h.dealRef);
      try {
        load.start(4);
        await waitForAcks(load, 20);

        // The server goes down: connections refused, open ones cut.
        const refusedAt = Date.now();
        await proxy.refuse();
        const refusedPaths = await outagePaths('caída');
        await new Promise((r) => setTimeout(r, 1500));
        const firstRefused = load.answers.find((a) => a.at >= refusedAt && a.status === 503);
        await proxy.pass();
        const refusedRecovery = await recovery(h, Date.now());
        const healthy = await h.call('GET', '/api/health', undefined, { authorization: '' });
        expect({ status: healthy.status, body: healthy.body }).toEqual({ status: 200, body: { ok: true, db: engineOf(db.url), storage: 'local', redis: 'off' } });
        await waitForAcks(load, 10);

        // A network partition: nothing answers, nothing is refused.
        const partitionAt = Date.now();
        proxy.blackhole();
        const partitionPaths = await outagePaths('partición');
        await new Promise((r) => setTimeout(r, 1500));
        const firstPartitioned = load.answers.find((a) => a.at >= partitionAt && a.status === 503);
        await proxy.pass();
        const partitionRecovery = await recovery(h, Date.now());
        await waitForAcks(load, 10);
        await load.stop();

        expectOnlyAcksAnd503(load);
        expect(firstRefused).toBeDefined();
        expect(firstPartitioned).toBeDefined();
        expect(await existing('contacts', load.acked.contacts)).toEqual(expect.arrayContaining(load.acked.contacts));
        expect(await existing('deals', load.acked.deals)).toEqual(expect.arrayContaining(load.acked.deals));
        expect((await existing('contacts', load.acked.contacts)).length).toBe(load.acked.contacts.length);
        expect((await existing('deals', load.acked.deals)).length).toBe(load.acked.deals.length);

        const during = (from: number, to: number) => load.answers.filter((a) => a.at >= from && a.at < to && a.status === 503).map((a) => a.ms);
        report('db-outage mariadb', {
          requests: load.answers.length,
          acknowledged: load.acked.contacts.length + load.acked.deals.length,
          status503: load.count((a) => a.status === 503),
          other5xx: load.count((a) => a.status >= 500 && a.status !== 503),
          refused: { firstLoad503AfterS: firstRefused && (firstRefused.at - refusedAt) / 1000, slowest503Ms: Math.max(...during(refusedAt, partitionAt)), pathsMs: refusedPaths, recoveryS: refusedRecovery },
          partition: { firstLoad503AfterS: firstPartitioned && (firstPartitioned.at - partitionAt) / 1000, slowest503Ms: Math.max(...during(partitionAt, Date.now())), pathsMs: partitionPaths, recoveryS: partitionRecovery },
        });
      } finally {
        await load.stop();
        restore();
      }
    }, 120_000);
  });
} else {
  describe('SQLite: another process holds the write lock of the database file, under a write load', () => {
    let dir: string;
    let h: Harness;
    let file: string;
    const server = createServer();

    beforeAll(async () => {
      dir = mkdtempSync(join(tmpdir(), 'crm-outage-'));
      file = join(dir, 'crm.sqlite');
      const t = await createTestApp({}, { database: { url: `sqlite:${file}`, drop: async () => {} } });
      server.on('request', t.app);
      h = await startHarness(t, server);
    }, 60_000);

    afterAll(async () => {
      await new Promise<void>((r) => server.close(() => r()));
      server.closeAllConnections();
      await h?.t.close();
      rmSync(dir, { recursive: true, force: true });
    });

    test('writes answer 503 JSON with Retry-After while locked, reads and health keep answering, recovery without a restart, no acknowledged write lost', async () => {
      const restore = quiet();
      const load = new WriteLoad((path, body) => h.call('POST', path, body), h.dealRef);
      const other = new Database(file);
      try {
        load.start(2);
        await waitForAcks(load, 10);

        const lockedAt = Date.now();
        other.exec('BEGIN IMMEDIATE');
        const write = await h.call('POST', '/api/contacts', { name: 'Durante el bloqueo' });
        expectUnavailable(write);
        const gql = await h.call('POST', '/graphql', { query: 'mutation { createContact(input: { name: "Durante" }) { contact { id } } }' });
        expectGraphqlUnavailable(gql);
        const read = await h.call('GET', '/api/contacts?limit=5');
        expect(read.status).toBe(200);
        const health = await h.call('GET', '/api/health', undefined, { authorization: '' });
        expect({ status: health.status, body: health.body }).toEqual({ status: 200, body: { ok: true, db: 'sqlite', storage: 'local', redis: 'off' } });
        const firstLocked = load.answers.find((a) => a.at >= lockedAt && a.status === 503);
        other.exec('ROLLBACK');
        const lockRecovery = await recovery(h, Date.now());
        await waitForAcks(load, 10);
        await load.stop();

        expectOnlyAcksAnd503(load);
        const ids = (table: string, list: number[]) =>
          list.length ? (other.prepare(`SELECT id FROM ${table} WHERE id IN (${list.map(() => '?').join(',')})`).all(...list) as Array<{ id: number }>).map((r) => r.id) : [];
        expect(ids('contacts', load.acked.contacts).length).toBe(load.acked.contacts.length);
        expect(ids('deals', load.acked.deals).length).toBe(load.acked.deals.length);
        report('db-outage sqlite', {
          requests: load.answers.length,
          acknowledged: load.acked.contacts.length + load.acked.deals.length,
          status503: load.count((a) => a.status === 503),
          other5xx: load.count((a) => a.status >= 500 && a.status !== 503),
          firstLoad503AfterS: firstLocked && (firstLocked.at - lockedAt) / 1000,
          pathsMs: { write: write.ms, graphql: gql.ms },
          recoveryS: lockRecovery,
        });
      } finally {
        if (other.inTransaction) other.exec('ROLLBACK');
        other.close();
        await load.stop();
        restore();
      }
    }, 120_000);
  });
}
