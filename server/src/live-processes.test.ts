import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type LiveClient, liveClient, waitFor } from '../test/live-client';
import { startRedis } from '../test/instances';
import { spawnServer, type SpawnedServer } from '../test/spawn-server';
import { provisionTestDatabase } from '../test/test-db';

/**
 * Live events across processes (live across processes), with the real main.ts in child processes over one
 * database: two separate server processes (two "instances") sharing one Redis, and one `npm start` with
 * two cluster workers and no Redis (events relayed by the primary). A client on one process sees the
 * moves made through another within 1 s.
 */
const ADMIN = { email: 'live-admin@test.local', password: 'Live-12345' };
const BOARD = `subscription($p: Int!) { boardChanged(pipelineId: $p) { kind dealId toStageId card { id stageId } } }`;
const BOARD_NAMES = `subscription($p: Int!) { boardChanged(pipelineId: $p) { kind dealId toStageId card { id stageId orgName } } }`;

let db: { url: string; drop(): Promise<void> };
let dataDir: string;
let redis: Awaited<ReturnType<typeof startRedis>> | undefined;
const servers: SpawnedServer[] = [];
const clients: LiveClient[] = [];

async function call(base: string, token: string | null, query: string, variables?: Record<string, unknown>): Promise<any> {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: any; errors?: unknown[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

async function login(base: string, who: { email: string; password: string } = ADMIN): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(who) });
  return ((await res.json()) as { token: string }).token;
}

/** A pipeline's id, two of its stages and one open deal on it (made through `base`). */
async function boardFixture(base: string, token: string) {
  const { pipelines } = await call(base, token, '{ pipelines { id stages { id } } }');
  const p = pipelines[0];
  const { createDeal } = await call(base, token, 'mutation($i: CreateDealInput!) { createDeal(input: $i) { id } }', {
    i: { title: `En vivo ${Date.now()}`, pipelineId: p.id, stageId: p.stages[0].id },
  });
  return { pipelineId: p.id as number, stages: p.stages.map((s: { id: number }) => s.id) as number[], dealId: createDeal.id as number };
}

const move = (base: string, token: string, dealId: number, stageId: number) =>
  call(base, token, 'mutation($id: Int!, $s: Int!) { moveDeal(id: $id, stageId: $s) { id } }', { id: dealId, s: stageId });

/**
 * Subscriptions are in place once a move reaches every client (a subscription has no acknowledgement in
 * graphql-ws): moves are repeated until then; after that, every move must arrive within 1 s.
 */
async function warmUp(subs: Array<{ events: any[] }>, doMove: (i: number) => Promise<unknown>): Promise<void> {
  for (let i = 0; ; i++) {
    await doMove(i);
    try {
      await waitFor(() => (subs.every((s) => s.events.length > 0) ? true : undefined), 500, 'calentamiento');
      return;
    } catch (e) {
      if (i >= 20) throw e;
    }
  }
}

beforeAll(async () => {
  db = await provisionTestDatabase();
  dataDir = mkdtempSync(join(tmpdir(), 'crm-live-'));
}, 30_000);

/** SIGTERM, and resolves once the process exited. */
async function stop(s: SpawnedServer): Promise<void> {
  if (s.child.exitCode !== null) return;
  const exited = new Promise((r) => s.child.once('exit', r));
  s.child.kill('SIGTERM');
  await exited;
}

afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.dispose()));
  for (const s of servers.splice(0)) await stop(s);
});

/**
 * Two separate processes over one database and one Redis, shared by the first two tests (starting a server
 * process is most of a test's time): caps per user and per address raised for the 1,000 sockets of the second,
 * which the first does not come near. Started by whichever of them runs first; stopped after both.
 */
let redisPair: Promise<[SpawnedServer, SpawnedServer]> | undefined;
function twoRedisProcesses(): Promise<[SpawnedServer, SpawnedServer]> {
  redisPair ??= (async () => {
    // Our own redis-server on a free loopback port, with its files in a temp dir (never the machine's 6379).
    redis ??= await startRedis(dataDir);
    const env = { REDIS_URL: redis.url, LIVE_MAX_SOCKETS_PER_USER: '1000', LIVE_MAX_SOCKETS_PER_IP: '1000' };
    // One after the other: the first migrates and seeds, the second finds it done.
    const a = await spawnServer({ processes: 1, dataDir, databaseUrl: db.url, admin: ADMIN, env });
    const b = await spawnServer({ processes: 1, dataDir, databaseUrl: db.url, admin: ADMIN, env }).catch(async (e) => {
      await stop(a);
      throw e;
    });
    return [a, b];
  })();
  return redisPair;
}

afterAll(async () => {
  if (redisPair) await Promise.all((await redisPair.catch(() => [])).map(stop));
  await redis?.stop();
  await db?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('two server processes sharing one database and one Redis: each client sees the moves made through the other', async () => {
  const [a, b] = await twoRedisProcesses();
  expect(a.output()).toMatch(/eventos en vivo: redis/);
  expect(b.output()).toMatch(/eventos en vivo: redis/);
  const baseA = `http://127.0.0.1:${a.port}`;
  const baseB = `http://127.0.0.1:${b.port}`;
  const token = await login(baseA);

  const { pipelineId, stages, dealId } = await boardFixture(baseA, token);
  const onA = liveClient(baseA, token);
  const onB = liveClient(baseB, token);
  clients.push(onA, onB);
  const subA = onA.subscribe(BOARD, { p: pipelineId });
  const subB = onB.subscribe(BOARD, { p: pipelineId });
  await warmUp([subA, subB], (i) => move(baseA, token, dealId, stages[i % 2]));

  // A move through B reaches the client on A, and one through A the client on B, each within 1 s.
  await move(baseB, token, dealId, stages[2]);
  await subA.next((e) => e.boardChanged.toStageId === stages[2] && e.boardChanged.card?.stageId === stages[2], 1_000);
  await move(baseA, token, dealId, stages[3]);
  await subB.next((e) => e.boardChanged.toStageId === stages[3], 1_000);
}, 90_000);

test('two server processes with one Redis: 1,000 subscribers (500 on each, an admin and a viewer) get every move once, the viewer never the private name', async () => {
  // 500 sockets of two users from one address on each process: above the default caps per user and per address
  // (twoRedisProcesses raises them).
  const [a, b] = await twoRedisProcesses();
  const bases = [`http://127.0.0.1:${a.port}`, `http://127.0.0.1:${b.port}`];
  const admin = await login(bases[0]);
  const viewerLogin = { email: `vista-${Date.now()}@test.local`, password: 'Vista-12345-segura' };
  await call(bases[0], admin, 'mutation($i: CreateUserInput!) { createUser(input: $i) { id } }', { i: { name: 'Ana Vista', role: 'viewer', ...viewerLogin } });
  const viewer = await login(bases[1], viewerLogin);
  const { pipelineId, stages, dealId } = await boardFixture(bases[0], admin);
  const { createOrganization } = await call(bases[0], admin, 'mutation($i: CreateOrganizationInput!) { createOrganization(input: $i) { id } }', {
    i: { name: 'Privada del Admin SA', visibility: 'private' },
  });
  await call(bases[0], admin, 'mutation($id: Int!, $i: UpdateDealInput!) { updateDeal(id: $id, input: $i) { id } }', { id: dealId, i: { orgId: createOrganization.id } });

  const SOCKETS = 1000;
  const subs = Array.from({ length: SOCKETS }, (_, i) => {
    const c = liveClient(bases[i % 2], i % 4 < 2 ? admin : viewer);
    clients.push(c);
    return c.subscribe(BOARD_NAMES, { p: pipelineId });
  });
  const isViewer = (i: number) => i % 4 >= 2;
  for (let i = 0; ; i++) {
    await move(bases[i % 2], admin, dealId, stages[i % 2]);
    try {
      await waitFor(() => (subs.every((sub) => sub.events.length > 0) ? true : undefined), 3_000, 'calentamiento de los 1000');
      break;
    } catch (e) {
      if (i >= 10) throw e;
    }
  }

  // Moves through either process, in order: each on every socket exactly once, as its reader may see it.
  for (const sub of subs) sub.events.length = 0;
  const targets = [stages[2], stages[3], stages[1], stages[2]];
  for (const [k, stageId] of targets.entries()) {
    await move(bases[k % 2], admin, dealId, stageId);
    await waitFor(() => (subs.every((sub) => sub.events.length > k) ? true : undefined), 10_000, `movimiento ${k + 1} en los ${SOCKETS} sockets`);
  }
  for (const [i, sub] of subs.entries()) {
    expect(sub.events.map((e) => e.boardChanged.toStageId)).toEqual(targets);
    expect(sub.events.map((e) => e.boardChanged.card.orgName)).toEqual(targets.map(() => (isViewer(i) ? null : 'Privada del Admin SA')));
  }
  expect(clients.filter((_, i) => isViewer(i)).some((c) => c.raw.some((f) => f.includes('Privada del Admin')))).toBe(false);
}, 180_000);

test('npm start with two cluster workers and no Redis: the primary relays every move to the other worker', async () => {
  const s = await spawnServer({ processes: 2, dataDir, databaseUrl: db.url, admin: ADMIN });
  servers.push(s);
  const base = `http://127.0.0.1:${s.port}`;
  const token = await login(base);
  const { pipelineId, stages, dealId } = await boardFixture(base, token);
  // Connections are dealt to the workers round-robin: four clients land on both.
  const subs = Array.from({ length: 4 }, () => {
    const c = liveClient(base, token);
    clients.push(c);
    return c.subscribe(BOARD, { p: pipelineId });
  });
  await warmUp(subs, (i) => move(base, token, dealId, stages[i % 2]));

  // Each move goes to one worker or the other; all four clients see each one.
  for (const stageId of [stages[2], stages[3], stages[2], stages[3]]) {
    for (const sub of subs) sub.events.length = 0;
    await move(base, token, dealId, stageId);
    for (const sub of subs) await sub.next((e) => e.boardChanged.toStageId === stageId, 1_000);
  }
}, 90_000);

test('npm start with two cluster workers and Redis: every move reaches every worker once, and still does with Redis down', async () => {
  const ownRedis = await startRedis(dataDir);
  try {
    const s = await spawnServer({ processes: 2, dataDir, databaseUrl: db.url, admin: ADMIN, env: { REDIS_URL: ownRedis.url } });
    servers.push(s);
    const base = `http://127.0.0.1:${s.port}`;
    const token = await login(base);
    const { pipelineId, stages, dealId } = await boardFixture(base, token);
    // Eight sockets, dealt round-robin to both workers.
    const subs = Array.from({ length: 8 }, () => {
      const c = liveClient(base, token);
      clients.push(c);
      return c.subscribe(BOARD, { p: pipelineId });
    });
    await warmUp(subs, (i) => move(base, token, dealId, stages[i % 2]));

    // Each move once on every socket, in order: a second copy (Redis and the primary both carrying it)
    // or a missing one (Redis alone carrying it) shows in the list.
    const roundOfMoves = async () => {
      for (const sub of subs) sub.events.length = 0;
      const targets = [stages[2], stages[3], stages[2], stages[1]];
      for (const [k, stageId] of targets.entries()) {
        await move(base, token, dealId, stageId);
        await waitFor(() => (subs.every((sub) => sub.events.length > k) ? true : undefined), 2_000, `movimiento ${k + 1} en los 8 sockets`);
      }
      for (const sub of subs) expect(sub.events.map((e) => e.boardChanged.toStageId)).toEqual(targets);
    };
    await roundOfMoves();

    // Redis goes away: the workers of this instance still hear each other (through the primary).
    await ownRedis.stop();
    await roundOfMoves();
  } finally {
    if (ownRedis.running) await ownRedis.stop();
  }
}, 120_000);
