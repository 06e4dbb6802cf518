/**
 * A subscription flood from one viewer's WebSocket against the real server (main.ts in a process of its
 * own, as `npm start` runs it): 15,000 `presence` subscribe messages on one socket. The process stays
 * up, another user's socket on it keeps receiving, HTTP keeps answering below 500, the flood is refused
 * in Spanish, and once the flooding socket is gone the process's memory is back within 20 MB of where it
 * was after a first such flood (the warm-up: compiled code and a grown heap are not a leak). Runs on SQLite and on MariaDB/MySQL (TEST_DATABASE_URL).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { liveClient, type LiveClient, waitFor } from '../live-client';
import { stopProcess } from '../instances';
import { spawnServer, type SpawnedServer } from '../spawn-server';
import { provisionMigratedForProcesses } from '../db-template';

const ADMIN = { email: 'flood-admin@test.local', password: 'Flood-12345' };
const VIEWER = { email: 'flood-viewer@test.local', password: 'Flood-viewer-1' };
const FLOOD = 15_000;
const PRESENCE = 'subscription($d: Int!) { presence(dealId: $d) { dealId viewers { userId name } } }';

let db: { url: string; drop(): Promise<void> };
let dataDir: string;
let server: SpawnedServer | undefined;
const clients: LiveClient[] = [];

async function post(base: string, path: string, token: string | null, body: unknown): Promise<{ status: number; body: any }> {
  const res = await fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

/** The process that serves: with WEB_CONCURRENCY=1 main.ts runs itself again with its heap bounded. */
function servingPid(child: SpawnedServer['child']): number {
  const kids = readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  return kids[0] ?? child.pid!;
}

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

/** The resident memory once it stops moving (two readings 500 ms apart within 1 MB, or after 10 s). */
async function settledRssMb(pid: number): Promise<number> {
  let last = rssMb(pid);
  for (let i = 0; i < 20; i++) {
    await new Promise((r) => setTimeout(r, 500));
    const now = rssMb(pid);
    if (Math.abs(now - last) <= 1) return now;
    last = now;
  }
  return last;
}

/** FLOOD presence subscribe messages on one viewer socket, as a script sends them: the raw protocol, all at once. */
async function flood(base: string, token: string, dealId: number) {
  const ws = new WebSocket(`${base.replace('http', 'ws')}/graphql`, 'graphql-transport-ws');
  const answers: Array<{ type: string; payload?: unknown }> = [];
  let closeCode: number | null = null;
  ws.on('message', (d) => answers.push(JSON.parse(String(d))));
  ws.on('close', (code) => (closeCode = code));
  await new Promise<void>((r, j) => (ws.once('open', () => r()), ws.once('error', j)));
  ws.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${token}` } }));
  await waitFor(() => (answers.some((a) => a.type === 'connection_ack') ? true : undefined), 5_000, 'connection_ack');
  for (let i = 0; i < FLOOD; i++) {
    if (ws.readyState !== WebSocket.OPEN) break;
    ws.send(JSON.stringify({ id: `s${i}`, type: 'subscribe', payload: { query: PRESENCE, variables: { d: dealId } } }));
  }
  return { ws, answers, closed: () => closeCode };
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'crm-flood-'));
  db = await provisionMigratedForProcesses(dataDir);
}, 30_000);

afterAll(async () => {
  await Promise.all(clients.splice(0).map((c) => c.dispose()));
  if (server) await stopProcess(server.child);
  await db?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('15,000 presence subscriptions on one viewer socket: refused in Spanish, the process stays up, other users keep their socket, memory comes back', async () => {
  server = await spawnServer({ processes: 1, dataDir, databaseUrl: db.url, admin: ADMIN });
  const base = `http://127.0.0.1:${server.port}`;
  const admin = (await post(base, '/api/auth/login', null, ADMIN)).body.token as string;
  expect((await post(base, '/api/users', admin, { name: 'Vera Inundación', ...VIEWER, role: 'viewer' })).status).toBe(201);
  const viewer = (await post(base, '/api/auth/login', null, VIEWER)).body.token as string;
  const pipelines = (await post(base, '/graphql', admin, { query: '{ pipelines { id stages { id } } }' })).body.data.pipelines;
  const created = await post(base, '/graphql', admin, {
    query: 'mutation($i: CreateDealInput!) { createDeal(input: $i) { id } }',
    variables: { i: { title: 'Operación vigilada', pipelineId: pipelines[0].id, stageId: pipelines[0].stages[0].id } },
  });
  const dealId = created.body.data.createDeal.id as number;
  const pid = servingPid(server.child);

  // Another user on the same process, with the deal open: their socket must survive the flood.
  const bystander = liveClient(base, admin);
  clients.push(bystander);
  const seen = bystander.subscribe(PRESENCE, { d: dealId });
  await seen.next(() => true, 5_000);
  // A first flood, closed, before the baseline: the process's code is compiled and its heap grown to what
  // serving such a flood takes, so what the second one leaves behind is what it leaks, not the warm-up.
  const warm = await flood(base, viewer, dealId);
  await waitFor(() => (warm.closed() !== null || warm.answers.some((a) => a.type === 'error') ? true : undefined), 30_000, 'rechazo del primer socket');
  if (warm.ws.readyState === WebSocket.OPEN) warm.ws.close();
  await waitFor(() => (warm.closed() !== null ? true : undefined), 10_000, 'cierre del primer socket');
  const startMb = await settledRssMb(pid);

  // The flood, as a script sends it: the raw graphql-transport-ws protocol, every message at once.
  const { ws, answers, closed } = await flood(base, viewer, dealId);

  // While it lands: HTTP answers, below 500.
  for (let i = 0; i < 10; i++) {
    const res = await fetch(`${base}/api/health`);
    expect(res.status).toBeLessThan(500);
  }
  // The flood is refused in Spanish (the socket closed for it, or error answers for the ones over the caps).
  await waitFor(() => (closed() !== null || answers.some((a) => a.type === 'error') ? true : undefined), 30_000, 'rechazo');
  const refusals = answers.filter((a) => a.type === 'error').flatMap((a) => a.payload as Array<{ message: string }>);
  for (const r of refusals) expect(r.message).toMatch(/[áéíóúñ]|suscrip/i);
  if (ws.readyState === WebSocket.OPEN) ws.close();
  await waitFor(() => (closed() !== null ? true : undefined), 10_000, 'cierre del socket');
  const closeCode = closed();
  if (closeCode !== 1000 && closeCode !== 1005) expect(closeCode).toBe(4429);
  // Far fewer presence joins than asked took hold.
  expect(answers.filter((a) => a.type === 'next').length).toBeLessThan(200);

  // The process is the same and alive; the other user's socket stayed open and still hears.
  expect(server.child.exitCode).toBeNull();
  expect(servingPid(server.child)).toBe(pid);
  expect(server.output()).not.toMatch(/heap out of memory/);
  expect(bystander.closes).toEqual([]);
  const other = liveClient(base, viewer);
  clients.push(other);
  other.subscribe(PRESENCE, { d: dealId });
  await seen.next((e) => e.presence.viewers.some((v: { name: string }) => v.name === 'Vera Inundación'), 5_000);
  await other.dispose();
  expect((await fetch(`${base}/api/health`)).status).toBeLessThan(500);

  // Memory back within 20 MB of the start once the flooding socket is gone.
  const backMb = await waitFor(() => {
    const mb = rssMb(pid);
    return mb - startMb <= 20 ? mb : undefined;
  }, 20_000, `memoria dentro de 20 MB de ${startMb.toFixed(0)} MB (ahora ${rssMb(pid).toFixed(0)} MB)`);
  expect(backMb - startMb).toBeLessThanOrEqual(20);
}, 180_000);
