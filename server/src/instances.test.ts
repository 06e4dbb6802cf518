import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Instance, startInstances, startRedis } from '../test/instances';
import { startS3Server, type TestS3Server } from '../test/s3-server';
import { provisionTestDatabase } from '../test/test-db';

/**
 * Several instances: the app as two separate instances (two server processes, main.ts each, not cluster workers)
 * over one database (MariaDB with TEST_DATABASE_URL, else one SQLite file), one Redis and one
 * S3-compatible server (s3rver on loopback, STORAGE=s3) started here. A file uploaded through A is
 * listed, previewed and deleted through B, byte for byte in the bucket.
 * The request rate limit (10 per minute per IP here) is counted once for both; a board read on B is
 * fresh right after a move made through A; with Redis stopped both keep answering, /api/health says
 * so and each counts its own limits; with Redis back the counts are shared again.
 *
 * Every request names its client through X-Forwarded-For (TRUST_PROXY=1, as behind the compose file's
 * proxy): each part of the test counts the requests of an address of its own.
 */
const ADMIN = { email: 'instances-admin@test.local', password: 'Instancias-12345' };
const LIMIT = 10;
const onMysql = Boolean(process.env.TEST_DATABASE_URL?.trim());

let db: { url: string; drop(): Promise<void> };
let dataDir: string;
let redis: Awaited<ReturnType<typeof startRedis>>;
let s3: TestS3Server;
let a: Instance;
let b: Instance;
let token: string;

/** A new client address for a request that is not about the limits (so those never reach them). */
let nextIp = 0;
const freshIp = () => `10.23.${(++nextIp >> 8) & 255}.${nextIp & 255}`;

async function get(base: string, path: string, ip = freshIp()): Promise<{ status: number; body: any }> {
  const res = await fetch(`${base}${path}`, { headers: { 'x-forwarded-for': ip, ...(token ? { authorization: `Bearer ${token}` } : {}) } });
  return { status: res.status, body: await res.json().catch(() => null) };
}

async function gql(base: string, query: string, variables?: Record<string, unknown>): Promise<any> {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': freshIp(), authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: any; errors?: unknown[] };
  if (res.status !== 200 || body.errors) throw new Error(`${res.status} ${JSON.stringify(body.errors ?? body)}`);
  return body.data;
}

/** The statuses of `n` requests from `ip` to `base` (one after the other). */
async function hits(base: string, ip: string, n: number): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push((await get(base, '/api/health', ip)).status);
  return out;
}

/** Polls both instances' /api/health until they report `redis` as wanted. */
async function healthSays(redisState: 'ok' | 'down'): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const states = await Promise.all([a, b].map(async (s) => (await get(s.base, '/api/health')).body?.redis));
    if (states.every((st) => st === redisState)) return;
    if (Date.now() > deadline) throw new Error(`health: ${JSON.stringify(states)} (se esperaba ${redisState})`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const BOARD = `query($p: Int) { board(pipelineId: $p) { columns { stageId count cards { edges { node { id } } } } } }`;
const columnOf = (board: any, dealId: number) =>
  board.columns.find((c: any) => c.cards.edges.some((e: any) => e.node.id === dealId))?.stageId as number | undefined;

beforeAll(async () => {
  db = await provisionTestDatabase();
  dataDir = mkdtempSync(join(tmpdir(), 'crm-instances-'));
  redis = await startRedis(dataDir);
  s3 = await startS3Server({ prefix: 'instancias/' });
  // On MySQL/MariaDB both start at once on the empty database, as two replicas do: the migrations and
  // the seed run under a named lock (one creates, the other finds it done).
  [a, b] = await startInstances({
    count: 2,
    together: onMysql,
    dataDir,
    databaseUrl: db.url,
    admin: ADMIN,
    env: { ...s3.env, REDIS_URL: redis.url, RATE_LIMIT_PER_MINUTE: String(LIMIT), TRUST_PROXY: '1' },
  });
  const res = await fetch(`${a.base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': freshIp() },
    body: JSON.stringify(ADMIN),
  });
  token = ((await res.json()) as { token: string }).token;
}, 120_000);

afterAll(async () => {
  await Promise.all([a, b].map((s) => s?.stop()));
  await redis?.stop();
  await s3?.stop();
  await db?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

test(`two instances ${onMysql ? 'started together' : 'started one after the other'} on one database: both serve it, with one seeded admin`, async () => {
  for (const s of [a, b]) {
    const { body } = await get(s.base, '/api/health');
    expect(body).toEqual({ ok: true, db: onMysql ? expect.stringMatching(/mysql|mariadb/) : 'sqlite', storage: 's3', redis: 'ok' });
  }
  const { users } = await gql(b.base, '{ users { email } }');
  expect(users.map((u: { email: string }) => u.email)).toEqual([ADMIN.email]);
});

test('the request rate limit counts across both instances: 6 on A and 4 on B pass, the 11th is refused on either', async () => {
  const ip = '203.0.113.10';
  expect(await hits(a.base, ip, 6)).toEqual(Array(6).fill(200));
  expect(await hits(b.base, ip, 4)).toEqual(Array(4).fill(200));
  const over = await get(b.base, '/api/health', ip);
  expect(over.status).toBe(429);
  expect(over.body).toEqual({ error: 'Demasiadas solicitudes. Esperá un momento.' });
  expect((await get(a.base, '/api/health', ip)).status).toBe(429);
  // Another address is not affected.
  expect((await get(a.base, '/api/health', '203.0.113.11')).status).toBe(200);
});

test('a file uploaded through A is listed, previewed and deleted through B (one bucket, byte for byte)', async () => {
  const { pipelines } = await gql(a.base, '{ pipelines { id stages { id } } }');
  const { createDeal } = await gql(a.base, 'mutation($i: CreateDealInput!) { createDeal(input: $i) { id } }', {
    i: { title: 'Archivo entre instancias', pipelineId: pipelines[0].id, stageId: pipelines[0].stages[0].id },
  });
  const dealId = createDeal.id as number;
  const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(30_000, 'x'), Buffer.from('\n%%EOF\n')]);
  const form = new FormData();
  form.append('type', 'fact_venta');
  form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'Factura.pdf');
  const up = await fetch(`${a.base}/api/deals/${dealId}/files`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': freshIp() },
    body: form,
  });
  expect(up.status).toBe(201);
  const uploaded = (await up.json()) as { id: number; url: string };
  const key = 'instancias/' + /^\/uploads\/([a-f0-9]{32}(?:\.[a-z0-9]+)?)\?/.exec(uploaded.url)![1];
  expect(Buffer.compare((await s3.bytes(key))!, pdf)).toBe(0);

  const listed = await get(b.base, `/api/deals/${dealId}/files`);
  expect(listed.status).toBe(200);
  expect(listed.body.map((f: { id: number }) => f.id)).toEqual([uploaded.id]);
  const preview = await fetch(`${b.base}${listed.body[0].url}`, { headers: { 'x-forwarded-for': freshIp() } });
  expect(preview.status).toBe(200);
  expect(preview.headers.get('content-disposition')).toMatch(/^inline; filename="Factura\.pdf"/);
  expect(Buffer.compare(Buffer.from(await preview.arrayBuffer()), pdf)).toBe(0);

  const del = await fetch(`${b.base}/api/deals/${dealId}/files/${uploaded.id}`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': freshIp() },
  });
  expect(del.status).toBe(200);
  // The object waits for 'Deshacer' during the restore window (files.service.ts purgeTrash removes it later).
  expect(await s3.bytes(key)).not.toBeNull();
  expect((await get(a.base, `/api/deals/${dealId}/files`)).body).toEqual([]);
  expect((await fetch(`${a.base}${uploaded.url}`, { headers: { 'x-forwarded-for': freshIp() } })).status).toBe(404);
});

test('a board move made through A is on the board read through B at once', async () => {
  const { pipelines } = await gql(a.base, '{ pipelines { id stages { id } } }');
  const p = pipelines[0];
  const stages = p.stages.map((s: { id: number }) => s.id) as number[];
  const { createDeal } = await gql(a.base, 'mutation($i: CreateDealInput!) { createDeal(input: $i) { id } }', {
    i: { title: 'Dos instancias', pipelineId: p.id, stageId: stages[0] },
  });
  const dealId = createDeal.id as number;
  // B reads the board twice (its caches are warm with the deal in the first stage).
  for (let i = 0; i < 2; i++) expect(columnOf((await gql(b.base, BOARD, { p: p.id })).board, dealId)).toBe(stages[0]);
  const before = (await gql(b.base, BOARD, { p: p.id })).board;

  for (const [through, reader, to] of [
    [a, b, stages[1]],
    [b, a, stages[2]],
    [a, b, stages[0]],
  ] as const) {
    await gql(through.base, 'mutation($id: Int!, $s: Int!) { moveDeal(id: $id, stageId: $s) { id } }', { id: dealId, s: to });
    const board = (await gql(reader.base, BOARD, { p: p.id })).board;
    expect(columnOf(board, dealId)).toBe(to);
  }
  // The counts moved with it: the deal is back where it started, the board as before.
  const after = (await gql(b.base, BOARD, { p: p.id })).board;
  expect(after.columns.map((c: any) => [c.stageId, c.count])).toEqual(before.columns.map((c: any) => [c.stageId, c.count]));
});

test('with Redis stopped both instances keep answering and count their own limits; with Redis back the counts are shared again', async () => {
  await redis.stop();
  await healthSays('down');
  // Everything still answers: reads, writes, sign-in.
  for (const s of [a, b]) {
    const { board } = await gql(s.base, BOARD);
    expect(board.columns.length).toBeGreaterThan(0);
    const { createOrganization } = await gql(s.base, 'mutation($i: CreateOrganizationInput!) { createOrganization(input: $i) { id } }', {
      i: { name: `Sin Redis ${s.port}` },
    });
    expect(createOrganization.id).toBeGreaterThan(0);
  }
  const login = await fetch(`${b.base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': freshIp() },
    body: JSON.stringify(ADMIN),
  });
  expect(login.status).toBe(200);

  // Each process counts its own: 10 on A and 10 on B all pass (20 > 10), the 11th on A is refused.
  const ip = '203.0.113.20';
  expect(await hits(a.base, ip, LIMIT)).toEqual(Array(LIMIT).fill(200));
  expect(await hits(b.base, ip, LIMIT)).toEqual(Array(LIMIT).fill(200));
  expect((await get(a.base, '/api/health', ip)).status).toBe(429);

  await redis.start();
  await healthSays('ok');
  const again = '203.0.113.30';
  expect(await hits(a.base, again, 6)).toEqual(Array(6).fill(200));
  expect(await hits(b.base, again, 4)).toEqual(Array(4).fill(200));
  expect((await get(b.base, '/api/health', again)).status).toBe(429);
}, 60_000);

test('a Redis that hangs (stopped with SIGSTOP, its connections open) holds no request: both instances answer, health says down', async () => {
  redis.signal('SIGSTOP');
  try {
    // Every command to it times out (500 ms) instead of waiting: health, the limits, reads and writes answer.
    await healthSays('down');
    for (const s of [a, b]) {
      const hit = await get(s.base, '/api/health', '203.0.113.40');
      expect(hit.status).toBe(200);
      const { board } = await gql(s.base, BOARD);
      expect(board.columns.length).toBeGreaterThan(0);
    }
  } finally {
    redis.signal('SIGCONT');
  }
  await healthSays('ok');
  const ip = '203.0.113.41';
  expect(await hits(a.base, ip, 6)).toEqual(Array(6).fill(200));
  expect(await hits(b.base, ip, 4)).toEqual(Array(4).fill(200));
  expect((await get(a.base, '/api/health', ip)).status).toBe(429);
}, 60_000);
