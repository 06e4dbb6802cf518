import Database from 'better-sqlite3';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';
import { spawnServer } from '../spawn-server';
import { provisionMigratedForProcesses } from '../db-template';

/**
 * Graceful shutdown: SIGTERM under a steady stream of writes over keep-alive connections, with an upload
 * in flight, against the real server (one process, and the node:cluster primary with two workers).
 * Every write the clients saw acknowledged is in the database; a request that failed with a socket
 * error never started (no row exists for it): no committed write reaches its client as a socket error.
 * Requests sent after the port closed are refused, which is fine. The figures are printed.
 */
const ADMIN = { email: 'sigterm-admin@test.local', password: 'Sigterm-12345' };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

interface Outcome {
  name: string;
  status?: number;
  id?: number;
  socketError?: string;
  afterSignal: boolean;
  connectionClose?: boolean;
}

/** One HTTP request on the given keep-alive agent; a socket failure is an outcome, not an exception. */
function send(
  agent: Agent,
  port: number,
  method: string,
  path: string,
  headers: Record<string, string>,
  body: Buffer | ((write: (b: Buffer) => void, end: () => void) => void),
): Promise<{ status?: number; body?: any; headers?: Record<string, unknown>; error?: string }> {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, method, path, agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        let parsed: unknown;
        try {
          parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        } catch {
          parsed = Buffer.concat(chunks).toString('utf8');
        }
        resolve({ status: res.statusCode, body: parsed, headers: res.headers });
      });
      res.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message }));
    });
    req.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message }));
    if (Buffer.isBuffer(body)) req.end(body);
    else body((b) => req.write(b), () => req.end());
  });
}

describe.each([1, 2])('SIGTERM under a write load, WEB_CONCURRENCY=%i', (processes) => {
  let child: ChildProcess;
  let port: number;
  let dataDir: string;
  let db: { url: string; drop(): Promise<void> };
  let token: string;
  const agents: Agent[] = [];

  const json = (path: string, payload: unknown, agent = new Agent({ keepAlive: true })) =>
    send(agent, port, 'POST', path, { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, Buffer.from(JSON.stringify(payload)));

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'crm-sigterm-'));
    db = await provisionMigratedForProcesses(dataDir);
    const server = await spawnServer({ processes, dataDir, databaseUrl: db.url, admin: ADMIN });
    child = server.child;
    port = server.port;
    const login = await json('/api/auth/login', ADMIN);
    expect(login.status).toBe(200);
    token = login.body.token;
  }, 60_000);

  afterAll(async () => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    for (const a of agents) a.destroy();
    await db?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  /** The rows among these names, read from the database once the server is gone. */
  async function rowsNamed(table: 'contacts', names: string[]): Promise<Map<string, number>> {
    if (names.length === 0) return new Map();
    let rows: Array<{ id: number; name: string }>;
    if (db.url.startsWith('sqlite')) {
      const file = new Database(join(dataDir, 'crm.sqlite'), { readonly: true });
      rows = file.prepare(`SELECT id, name FROM ${table} WHERE name IN (${names.map(() => '?').join(',')})`).all(...names) as typeof rows;
      file.close();
    } else {
      const u = new URL(db.url);
      const c = await createConnection({ host: u.hostname, port: Number(u.port || 3306), user: decodeURIComponent(u.username), password: decodeURIComponent(u.password), database: u.pathname.slice(1) });
      rows = (await c.query(`SELECT id, name FROM ${table} WHERE name IN (?)`, [names]))[0] as typeof rows;
      await c.end();
    }
    return new Map(rows.map((r) => [r.name, Number(r.id)]));
  }

  async function dealFiles(dealId: number): Promise<number> {
    if (db.url.startsWith('sqlite')) {
      const file = new Database(join(dataDir, 'crm.sqlite'), { readonly: true });
      const n = (file.prepare('SELECT COUNT(*) AS n FROM deal_files WHERE deal_id = ?').get(dealId) as { n: number }).n;
      file.close();
      return n;
    }
    const u = new URL(db.url);
    const c = await createConnection({ host: u.hostname, port: Number(u.port || 3306), user: decodeURIComponent(u.username), password: decodeURIComponent(u.password), database: u.pathname.slice(1) });
    const [rows] = await c.query('SELECT COUNT(*) AS n FROM deal_files WHERE deal_id = ?', [dealId]);
    await c.end();
    return Number((rows as Array<{ n: unknown }>)[0].n);
  }

  test('every acknowledged write is kept, no committed write ends in a socket error, the upload in flight completes, exit 0', async () => {
    const pipelines = await send(new Agent(), port, 'GET', '/api/pipelines', { authorization: `Bearer ${token}` }, Buffer.alloc(0));
    const pipelineId = Number(pipelines.body[0].id);
    const stages = await send(new Agent(), port, 'GET', `/api/pipelines/${pipelineId}/stages`, { authorization: `Bearer ${token}` }, Buffer.alloc(0));
    const deal = await json('/api/deals', { title: 'Con archivo al apagar', pipeline_id: pipelineId, stage_id: Number(stages.body[0].id) });
    expect(deal.status).toBe(201);

    const outcomes: Outcome[] = [];
    let signalled = false;
    let refused = 0;
    const CLIENTS = 6;
    const loops = Array.from({ length: CLIENTS }, async (_, c) => {
      // Each client keeps one socket alive and sends its next write as soon as the last one is answered.
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      agents.push(agent);
      for (let n = 0; ; n++) {
        const name = `Apagado ${processes}-${c}-${n}`;
        const afterSignal = signalled;
        const r = await json('/api/contacts', { name }, agent);
        outcomes.push({ name, afterSignal, status: r.status, id: r.body?.id, socketError: r.error, connectionClose: r.headers?.connection === 'close' });
        // The port is closed: the server is gone (or going) for this client.
        if (r.error === 'ECONNREFUSED') {
          refused++;
          return;
        }
        if (child.exitCode !== null) return;
      }
    });

    while (outcomes.filter((o) => o.status === 201).length < 40) await new Promise((r) => setTimeout(r, 20));

    // An upload whose body is still arriving when the signal comes.
    const boundary = '----sigterm' + Date.now();
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\nfact_venta\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="apagado.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    let bodyStarted: () => void = () => {};
    const started = new Promise<void>((r) => (bodyStarted = r));
    const upload = send(
      new Agent({ keepAlive: true }),
      port,
      'POST',
      `/api/deals/${deal.body.id}/files`,
      { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(head.length + PDF.length + tail.length) },
      (write, end) => {
        write(head);
        write(PDF.subarray(0, 10));
        bodyStarted();
        setTimeout(() => {
          write(PDF.subarray(10));
          write(tail);
          end();
        }, 1500);
      },
    );
    await started;
    await new Promise((r) => setTimeout(r, 300));

    const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
    const signalAt = Date.now();
    signalled = true;
    child.kill('SIGTERM');
    const uploaded = await upload;
    const code = await exited;
    const exitSeconds = (Date.now() - signalAt) / 1000;
    await Promise.all(loops);

    const acked = outcomes.filter((o) => o.status === 201);
    const failed = outcomes.filter((o) => o.socketError);
    const rows = await rowsNamed('contacts', outcomes.map((o) => o.name));
    process.stdout.write(
      `\n[sigterm WEB_CONCURRENCY=${processes} ${db.url.startsWith('sqlite') ? 'sqlite' : 'mariadb'}] ${JSON.stringify({
        requests: outcomes.length,
        acknowledged: acked.length,
        acknowledgedAfterSignal: acked.filter((o) => o.afterSignal).length,
        withConnectionClose: acked.filter((o) => o.connectionClose).length,
        socketErrors: failed.reduce<Record<string, number>>((m, o) => ({ ...m, [o.socketError!]: (m[o.socketError!] ?? 0) + 1 }), {}),
        refusedClients: refused,
        exitSeconds,
      })}\n`,
    );

    expect(code).toBe(0);
    // Nothing but acknowledgements and refusals/resets: no 5xx from a database closed too early.
    expect(outcomes.filter((o) => o.status !== undefined && o.status !== 201).map((o) => ({ status: o.status, name: o.name }))).toEqual([]);
    // Every acknowledged write is there, with the id its client was given.
    expect(acked.filter((o) => rows.get(o.name) !== o.id).map((o) => o.name)).toEqual([]);
    // A request that ended in a socket error never ran: its write does not exist.
    expect(failed.filter((o) => rows.has(o.name)).map((o) => ({ name: o.name, error: o.socketError }))).toEqual([]);
    // The upload in flight finished, and told its client not to reuse the connection.
    expect({ status: uploaded.status, connection: uploaded.headers?.connection }).toEqual({ status: 201, connection: 'close' });
    expect(await dealFiles(deal.body.id)).toBe(1);
  }, 90_000);
});
