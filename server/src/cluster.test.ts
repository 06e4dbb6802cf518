import { type ChildProcess, execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnServer } from '../test/spawn-server';
import { provisionMigratedForProcesses } from '../test/db-template';

/**
 * `npm start` with two server processes (WEB_CONCURRENCY=2) over one database: the real main.ts in child
 * processes (SQLite file, or a MariaDB/MySQL database with TEST_DATABASE_URL).
 */
const ADMIN = { email: 'cluster-admin@test.local', password: 'Cluster-12345' };
let child: ChildProcess;
let base: string;
let token: string;
let dataDir: string;
let db: { url: string; drop(): Promise<void> };

/** The server processes under the primary (none once it has stopped). */
function workerPids(): string[] {
  try {
    return execFileSync('ps', ['-o', 'pid=', '--ppid', String(child.pid)], { encoding: 'utf8' }).trim().split('\n').filter(Boolean);
  } catch {
    return []; // ps exits 1 when it lists nothing
  }
}

async function call(method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'crm-cluster-'));
  db = await provisionMigratedForProcesses(dataDir);
  const server = await spawnServer({ processes: 2, dataDir, databaseUrl: db.url, admin: ADMIN });
  child = server.child;
  base = `http://127.0.0.1:${server.port}`;
  const login = await call('POST', '/api/auth/login', ADMIN);
  expect(login.status).toBe(200);
  token = login.body.token;
}, 60_000);

afterAll(async () => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  await db?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('two processes serve the app', () => {
  expect(workerPids()).toHaveLength(2);
});

test('each server process runs with its heap bounded (SERVER_HEAP_MB, default 256 MB; bounded memory)', () => {
  for (const pid of workerPids()) expect(readFileSync(`/proc/${pid.trim()}/cmdline`, 'utf8').split('\0')).toContain('--max-old-space-size=256');
});

test('writes sent to both processes at once are all kept, and find-or-create sees the other process', async () => {
  const pipelines = await call('POST', '/graphql', { query: '{ pipelines { id stages { id } } }' });
  const pipeline = pipelines.body.data.pipelines[0];
  const deals = await Promise.all(
    Array.from({ length: 24 }, (_, i) =>
      call('POST', '/api/deals', { title: `Cluster ${i}`, pipeline_id: pipeline.id, stage_id: pipeline.stages[0].id, organization: { name: `Cluster Org ${i % 4}` } }),
    ),
  );
  expect(deals.map((r) => r.status)).toEqual(Array(24).fill(201));
  const orgs = await call('GET', '/api/organizations?q=Cluster%20Org&limit=50');
  expect(orgs.status).toBe(200);
  const names = (orgs.body.data ?? orgs.body.items ?? orgs.body).map((o: { name: string }) => o.name).sort();
  expect(names).toEqual(['Cluster Org 0', 'Cluster Org 1', 'Cluster Org 2', 'Cluster Org 3']);

  const contacts = await Promise.all(Array.from({ length: 10 }, () => call('POST', '/api/contacts', { name: 'Una Persona', email: 'una.persona@cluster.test' })));
  expect(contacts.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
  expect(new Set(contacts.map((r) => r.body.id)).size).toBe(1);
}, 60_000);

test('a move made through one process shows on the board of every process at once (shared cache keyed by the data version)', async () => {
  const pipelines = await call('POST', '/graphql', { query: '{ pipelines { id } }' });
  const BOARD = `{ board(pipelineId: ${pipelines.body.data.pipelines[0].id}, first: 50) { columns { stageId cards { edges { node { id } } } } } }`;
  const first = await call('POST', '/graphql', { query: BOARD });
  expect(first.body.errors).toBeUndefined();
  const columns: Array<{ stageId: number; cards: { edges: Array<{ node: { id: number } }> } }> = first.body.data.board.columns;
  const from = columns.find((c) => c.cards.edges.length > 0)!;
  const to = columns.find((c) => c.stageId !== from.stageId)!;
  const dealId = from.cards.edges[0].node.id;
  // warm the cache of both processes (connections are dealt round-robin)
  for (let i = 0; i < 4; i++) await call('POST', '/graphql', { query: BOARD });
  const moved = await call('POST', '/graphql', { query: `mutation { moveDeal(id: ${dealId}, stageId: ${to.stageId}) { id stageId } }` });
  expect(moved.body.data.moveDeal.stageId).toBe(to.stageId);
  for (let i = 0; i < 4; i++) {
    const b = await call('POST', '/graphql', { query: BOARD });
    const col = (id: number) => b.body.data.board.columns.find((c: { stageId: number }) => c.stageId === id).cards.edges.map((e: { node: { id: number } }) => e.node.id);
    expect(col(to.stageId)).toContain(dealId);
    expect(col(from.stageId)).not.toContain(dealId);
  }
}, 30_000);

test('SIGTERM stops every process gracefully', async () => {
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  child.kill('SIGTERM');
  expect(await exited).toBe(0);
  expect(workerPids()).toEqual([]);
}, 20_000);
