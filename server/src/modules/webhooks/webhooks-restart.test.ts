import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, spawnServer, type SpawnedServer } from '../../../test/spawn-server';
import { provisionMigratedForProcesses } from '../../../test/db-template';
import { eventually, startReceiver, validSignature } from '../../../test/webhook-receiver';

/**
 * 'No event lost if the process dies' (signed webhooks): the real main.ts in its own process. The write
 * is acknowledged while the receiver is down; the process is SIGKILLed (no shutdown, nothing flushed);
 * a new server (two cluster workers, as `npm start` runs) over the same database sends the event once
 * the receiver is up.
 */
const ADMIN = { email: 'admin@restart.local', password: 'Admin-restart-1' };
// NODE_ENV=production in spawned servers: the receiver is on loopback, which needs the flag.
// SERVER_HEAP_MB=0: a single process serves itself (no bounded re-exec, main.ts), so the SIGKILL below
// reaches the process that serves, not a parent whose death would let the server stop gracefully.
const ENV = { SERVER_HEAP_MB: '0', WEBHOOKS_ALLOW_PRIVATE: '1', WEBHOOK_POLL_MS: '100', WEBHOOK_RETRY_BASE_MS: '200', WEBHOOK_TIMEOUT_MS: '2000' };

let db: { url: string; drop(): Promise<void> };
let dataDir: string;
const servers: SpawnedServer[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'crm-webhooks-'));
  db = await provisionMigratedForProcesses(dataDir);
}, 30_000);

afterAll(async () => {
  for (const s of servers) {
    if (s.child.exitCode !== null || s.child.signalCode !== null) continue;
    const exited = new Promise((r) => s.child.once('exit', r));
    s.child.kill('SIGTERM');
    await exited;
  }
  await db?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function call(base: string, method: string, path: string, token: string | null, body?: unknown): Promise<{ status: number; body: any }> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

test('a write acknowledged before the process is killed is delivered by the next server', async () => {
  const receiverPort = await freePort(); // nobody listens there yet: every attempt before the kill fails
  const first = await spawnServer({ processes: 1, dataDir, databaseUrl: db.url, admin: ADMIN, env: ENV });
  servers.push(first);
  let base = `http://127.0.0.1:${first.port}`;
  const login = await call(base, 'POST', '/api/auth/login', null, ADMIN);
  expect(login.status).toBe(200);
  const token: string = login.body.token;
  const hook = await call(base, 'POST', '/api/webhooks', token, { url: `http://127.0.0.1:${receiverPort}/crm`, events: ['deal.created'] });
  expect(hook.status).toBe(201);
  const pipelines = await call(base, 'GET', '/api/pipelines', token);
  const stages = await call(base, 'GET', `/api/pipelines/${pipelines.body[0].id}/stages`, token);
  const deal = await call(base, 'POST', '/api/deals', token, { pipeline_id: pipelines.body[0].id, stage_id: stages.body[0].id, title: 'Sobrevive al corte' });
  expect(deal.status).toBe(201);

  // Killed right after the answer: no graceful shutdown.
  const killed = new Promise((r) => first.child.once('exit', r));
  first.child.kill('SIGKILL');
  await killed;

  const receiver = await startReceiver([200], receiverPort);
  try {
    const second = await spawnServer({ processes: 2, dataDir, databaseUrl: db.url, admin: ADMIN, env: ENV });
    servers.push(second);
    base = `http://127.0.0.1:${second.port}`;
    const got = await eventually(async () => receiver.received.find((r) => r.headers['x-crm-event'] === 'deal.created'), 30_000);
    expect(validSignature(hook.body.secret, got)).toBe(true);
    expect(JSON.parse(got.body)).toMatchObject({ event: 'deal.created', data: { id: deal.body.id, title: 'Sobrevive al corte' } });
    const delivered = await eventually(async () => {
      const list = await call(base, 'GET', `/api/webhooks/${hook.body.id}/deliveries`, token);
      return list.body[0]?.status === 'delivered' ? list.body[0] : null;
    });
    expect(delivered.last_status_code).toBe(200);
    // Two workers polling the same outbox: the event arrived once.
    await new Promise((r) => setTimeout(r, 500));
    expect(receiver.received).toHaveLength(1);
  } finally {
    await receiver.close();
  }
}, 120_000);
