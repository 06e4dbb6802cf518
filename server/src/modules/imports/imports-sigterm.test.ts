import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';
import { spawnServer, type SpawnedServer } from '../../../test/spawn-server';
import { provisionMigratedForProcesses } from '../../../test/db-template';
import { bulkBatchRows } from './imports.service';

/**
 * SIGTERM in the middle of a CSV import, on the real `npm start` process: the batch being written commits
 * (or not) as a whole, the process exits cleanly, and the next start resumes the import at once from the
 * first row not committed — every row imported exactly once, counts carried over.
 */
const ADMIN = { email: 'import-sigterm@test.local', password: 'Sigterm-12345' };
const ROWS = 40_000;

let db: { url: string; drop(): Promise<void> };
let dataDir: string;
let server: SpawnedServer | null = null;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'crm-import-sigterm-'));
  db = await provisionMigratedForProcesses(dataDir);
});
afterAll(async () => {
  if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
  await db?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function http(port: number, method: string, path: string, token?: string, body?: RequestInit['body'], type?: string): Promise<{ status: number; body: any }> {
  // A keep-alive socket the server closed just as it was reused (the import holds the event loop while a
  // batch is written): a GET is asked again, as any client would.
  for (let tries = 1; method === 'GET' && tries < 3; tries++) {
    try {
      return await once(port, method, path, token);
    } catch (e) {
      if (!String((e as { cause?: unknown }).cause).includes('ECONNRESET')) throw e;
    }
  }
  return once(port, method, path, token, body, type);
}

async function once(port: number, method: string, path: string, token?: string, body?: RequestInit['body'], type?: string): Promise<{ status: number; body: any }> {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, { method, body, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(type ? { 'content-type': type } : {}) } });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

/** Rows read from the database while no server runs. */
async function query(sql: string, params: unknown[] = []): Promise<Array<Record<string, unknown>>> {
  if (db.url.startsWith('sqlite')) {
    const file = new Database(join(dataDir, 'crm.sqlite'), { readonly: true });
    const rows = file.prepare(sql).all(...params) as Array<Record<string, unknown>>;
    file.close();
    return rows;
  }
  const u = new URL(db.url);
  const c = await createConnection({ host: u.hostname, port: Number(u.port || 3306), user: decodeURIComponent(u.username), password: decodeURIComponent(u.password), database: u.pathname.slice(1) });
  const [rows] = await c.query(sql, params);
  await c.end();
  return rows as Array<Record<string, unknown>>;
}

test('SIGTERM mid-import: nothing half-imported, a clean exit, and the next start resumes at once; every row once', async () => {
  server = await spawnServer({ processes: 1, dataDir, databaseUrl: db.url, admin: ADMIN });
  let port = server.port;
  const login = await http(port, 'POST', '/api/auth/login', undefined, JSON.stringify(ADMIN), 'application/json');
  expect(login.status).toBe(200);
  let token: string = login.body.token;

  const csv = ['Nombre;Email', ...Array.from({ length: ROWS }, (_, i) => `Señal ${i};senal${i}@sigterm.com.py`)].join('\r\n');
  const form = new FormData();
  form.append('kind', 'contact');
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'contactos.csv');
  const up = await http(port, 'POST', '/api/imports', token, form);
  expect(up.status).toBe(201);
  const id: number = up.body.id;
  expect((await http(port, 'POST', `/api/imports/${id}/run`, token, JSON.stringify({ mapping: up.body.suggested_mapping }), 'application/json')).status).toBe(202);
  // Some batches in, most still to go.
  for (;;) {
    const job = await http(port, 'GET', `/api/imports/${id}`, token);
    expect(job.body.status).toBe('running');
    if (job.body.processed_rows >= 1_000) break;
    await new Promise((r) => setTimeout(r, 20));
  }
  server.child.kill('SIGTERM');
  const code = await new Promise<number | null>((r) => server!.child.once('exit', r));
  expect(code).toBe(0);

  const [job] = await query('SELECT status, processed_rows, created_count, updated_at_ms FROM import_jobs WHERE id = ?', [id]);
  const processed = Number(job.processed_rows);
  expect(processed).toBeLessThan(ROWS);
  expect(processed % bulkBatchRows(ROWS)).toBe(0);
  // Exactly the committed batches: every row counted is there, none beyond.
  const [{ n }] = await query("SELECT COUNT(*) AS n FROM contacts WHERE email LIKE '%@sigterm.com.py'");
  expect(Number(n)).toBe(processed);
  expect(Number(job.created_count)).toBe(processed);
  const [{ a }] = await query("SELECT COUNT(*) AS a FROM audit_events WHERE entity = 'contact' AND action = 'create' AND description LIKE 'Contacto Señal %'");
  expect(Number(a)).toBe(processed);
  // Stopped, and marked so that it resumes at once (not after two minutes without progress).
  expect(job.status).toBe('running');
  expect(Number(job.updated_at_ms)).toBe(0);

  server = await spawnServer({ processes: 1, dataDir, databaseUrl: db.url, admin: ADMIN });
  port = server.port;
  token = (await http(port, 'POST', '/api/auth/login', undefined, JSON.stringify(ADMIN), 'application/json')).body.token;
  expect((await http(port, 'POST', `/api/imports/${id}/run`, token, '{}', 'application/json')).status).toBe(202);
  let done;
  for (;;) {
    done = (await http(port, 'GET', `/api/imports/${id}`, token)).body;
    if (done.status !== 'running') break;
    await new Promise((r) => setTimeout(r, 100));
  }
  expect(done).toMatchObject({ status: 'done', processed_rows: ROWS, created_count: ROWS, updated_count: 0, error_count: 0 });
  server.child.kill('SIGTERM');
  await new Promise((r) => server!.child.once('exit', r));
  const emails = await query("SELECT COUNT(*) AS n, COUNT(DISTINCT email) AS d FROM contacts WHERE email LIKE '%@sigterm.com.py'");
  expect([Number(emails[0].n), Number(emails[0].d)]).toEqual([ROWS, ROWS]);
}, 240_000);
