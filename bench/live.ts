/**
 * `npm run bench:live`: live events of one server process over a fresh SQLite file. 200
 * graphql-ws clients (BENCH_SUBSCRIBERS) subscribe to boardChanged of one pipeline; figures:
 * - the latency of a moveDeal over HTTP with 0 subscribers and with 200 connected (sequential moves);
 * - events per second the process delivers to all 200 subscribers (back-to-back moves until every client
 *   has every event). The clients run in their own process (bench/live-clients.ts), so the figures are the
 *   server's; BENCH_LIVE_SAME_PROCESS=1 runs them in the server's process, as the bench first did.
 * Writes bench/results-live.md (results-live-users.md with BENCH_LIVE_USERS > 1; BENCH_LIVE_OUT names
 * another file, BENCH_LIVE_JSON=1 prints one JSON line for bench/live-pairs.sh). Never part of `npm test`.
 */
import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { fork } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp, openDatabase } from '../server/src/app';
import type { AppConfig } from '../server/src/core/config';
import { seedDatabase } from '../server/src/seed/seed';
import { UserEntity } from '../server/src/modules/users/user.entity';
import { liveClient, waitFor, type LiveClient, type LiveSubscription } from '../server/test/live-client';

const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 200);
const MOVES = Number(process.env.BENCH_LIVE_MOVES ?? 200);
/** Distinct signed-in users among the subscribers (BENCH_LIVE_USERS; 1 = every client is the admin, as before). */
const USERS = Math.max(1, Number(process.env.BENCH_LIVE_USERS ?? 1));
const SAME_PROCESS = process.env.BENCH_LIVE_SAME_PROCESS === '1';

/** The subscribers, here or in a child process: open them, the fewest events any has, reset, stop. */
interface Subscribers {
  open(base: string, tokens: string[], query: string, variables: Record<string, unknown>): Promise<void>;
  min(): Promise<number>;
  reset(): Promise<void>;
  stop(): Promise<void>;
}

function localSubscribers(): Subscribers {
  const clients: LiveClient[] = [];
  const subs: LiveSubscription[] = [];
  return {
    async open(base, tokens, query, variables) {
      for (let i = 0; i < SUBSCRIBERS; i++) {
        const c = liveClient(base, tokens[i % tokens.length]);
        clients.push(c);
        subs.push(c.subscribe(query, variables));
      }
    },
    min: async () => Math.min(...subs.map((s) => s.events.length)),
    reset: async () => {
      for (const s of subs) s.events.length = 0;
    },
    stop: async () => {
      await Promise.all(clients.map((c) => c.dispose()));
    },
  };
}

function childSubscribers(): Subscribers {
  const child = fork(join(__dirname, 'live-clients.ts'), [], { execArgv: ['-r', '@swc-node/register'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const ask = <T>(msg: object, answer: string): Promise<T> =>
    new Promise((resolve) => {
      const on = (m: { type: string }) => {
        if (m.type !== answer) return;
        child.off('message', on);
        resolve(m as T);
      };
      child.on('message', on);
      child.send(msg);
    });
  return {
    open: async (base, tokens, query, variables) => {
      await ask({ type: 'open', base, tokens, subscribers: SUBSCRIBERS, query, variables }, 'opened');
    },
    min: async () => (await ask<{ min: number }>({ type: 'count' }, 'count')).min,
    reset: async () => {
      await ask({ type: 'reset' }, 'reset');
    },
    stop: () =>
      new Promise<void>((r) => {
        child.once('exit', () => r());
        child.send({ type: 'stop' });
      }),
  };
}

/** Until `check` answers true, polling every 10 ms (the child's counts come by IPC). */
async function until(check: () => Promise<boolean>, withinMs: number, what: string): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`no llegó a tiempo: ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'crm-bench-live-'));
  const config: AppConfig = {
    port: 0,
    databaseUrl: undefined,
    dataDir,
    uploadsDir: join(dataDir, 'uploads'),
    jwtSecret: randomBytes(32).toString('hex'),
    jwtExpiresIn: '1h',
    adminEmail: 'admin@bench.local',
    adminPassword: 'Bench-12345',
    bcryptCost: 4,
    corsOrigin: undefined,
    production: true,
    clientDist: join(dataDir, 'no-client'),
    trustProxy: false,
    rateLimitPerMinute: 0,
    dbQueryTimeoutMs: 30_000,
    shutdownTimeoutMs: 8_000,
    // All the subscribers come from one address, and with BENCH_LIVE_USERS=1 from one user: above the default caps.
    live: { socketsPerUser: SUBSCRIBERS, socketsPerIp: SUBSCRIBERS },
  };
  const ds = await openDatabase({ databaseUrl: undefined, dataDir });
  await seedDatabase(ds, { adminEmail: config.adminEmail, adminPassword: config.adminPassword, bcryptCost: 4, log: () => {} });
  const httpServer = createServer();
  const { app, services, stop, live } = await createApp(ds, config, httpServer);
  httpServer.on('request', app);
  await new Promise<void>((r) => httpServer.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
  const admin = await ds.getRepository(UserEntity).findOneByOrFail({ email: config.adminEmail });
  const token = services.auth.issueToken(admin);

  const gql = async <T = Record<string, { id: number }>>(query: string, variables?: object): Promise<T> => {
    const res = await fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ query, variables }) });
    const body = (await res.json()) as { data: T; errors?: unknown };
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data;
  };
  const { pipelines } = await gql<{ pipelines: Array<{ id: number; stages: Array<{ id: number }> }> }>('{ pipelines { id stages { id } } }');
  const p = pipelines.find((x) => x.stages.length >= 2)!;
  const { createDeal } = await gql('mutation($i: CreateDealInput!) { createDeal(input: $i) { id } }', { i: { title: 'Bench en vivo', pipelineId: p.id, stageId: p.stages[0].id, value: 100 } });
  let n = 0;
  const move = () => gql('mutation($id: Int!, $s: Int!) { moveDeal(id: $id, stageId: $s) { id } }', { id: createDeal.id, s: p.stages[++n % 2].id });

  async function moveLatency(count: number): Promise<{ p50: number; p95: number }> {
    const times: number[] = [];
    for (let i = 0; i < 20; i++) await move(); // warm-up
    for (let i = 0; i < count; i++) {
      const t0 = performance.now();
      await move();
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    return { p50: times[Math.floor(count * 0.5)], p95: times[Math.floor(count * 0.95)] };
  }

  const alone = await moveLatency(100);

  // Subscribers of distinct users (viewers): what an office has, and what a per-user read would multiply.
  const tokens = [token];
  const users = ds.getRepository(UserEntity);
  for (let i = 1; i < USERS; i++) {
    const u = await users.save(users.create({ name: `Mira ${i}`, email: `mira${i}@bench.local`, role: 'viewer', passwordHash: admin.passwordHash, isActive: true }));
    tokens.push(services.auth.issueToken(u));
  }
  const subscribers = SAME_PROCESS ? localSubscribers() : childSubscribers();
  await subscribers.open(base, tokens, 'subscription($p: Int!) { boardChanged(pipelineId: $p) { kind dealId toStageId card { id stageId orgName } columns { stageId count valueSum } } }', { p: p.id });
  await waitFor(() => (live.listenerCount(`board:${p.id}`) >= SUBSCRIBERS ? true : undefined), 60_000, 'suscripciones');
  await move();
  await until(async () => (await subscribers.min()) > 0, 30_000, 'primer evento');

  const crowded = await moveLatency(100);
  await until(async () => (await subscribers.min()) >= 121, 60_000, 'eventos de la medición');

  await subscribers.reset();
  const t0 = performance.now();
  for (let i = 0; i < MOVES; i++) await move();
  await until(async () => (await subscribers.min()) >= MOVES, 120_000, 'todos los eventos');
  const seconds = (performance.now() - t0) / 1000;
  const eventsPerSecond = MOVES / seconds;
  const deliveries = (MOVES * SUBSCRIBERS) / seconds;

  const fmt = (x: number) => x.toFixed(1);
  const md = `# Eventos en vivo: un proceso, ${SUBSCRIBERS} suscriptores de ${USERS} usuario${USERS === 1 ? '' : 's'}

SQLite, loopback, ${new Date().toISOString().slice(0, 10)}; clientes graphql-ws ${SAME_PROCESS ? 'en el mismo proceso que el servidor' : 'en otro proceso (bench/live-clients.ts)'}.

| medida | valor |
|---|---|
| moveDeal sin suscriptores, p50 / p95 | ${fmt(alone.p50)} ms / ${fmt(alone.p95)} ms |
| moveDeal con ${SUBSCRIBERS} suscriptores conectados, p50 / p95 | ${fmt(crowded.p50)} ms / ${fmt(crowded.p95)} ms |
| p95 con suscriptores ÷ p95 sin ellos | ${(crowded.p95 / alone.p95).toFixed(2)}× |
| latencia agregada por los suscriptores (p50) | ${fmt(crowded.p50 - alone.p50)} ms |
| ${MOVES} movimientos seguidos, hasta que los ${SUBSCRIBERS} clientes recibieron todos | ${fmt(seconds)} s |
| eventos por segundo entregados a los ${SUBSCRIBERS} suscriptores | ${fmt(eventsPerSecond)} eventos/s (${Math.round(deliveries)} entregas/s) |
`;
  if (process.env.BENCH_LIVE_JSON === '1') {
    console.log(JSON.stringify({ alone, crowded, ratio: crowded.p95 / alone.p95, eventsPerSecond }));
  } else {
    writeFileSync(join(__dirname, process.env.BENCH_LIVE_OUT ?? (USERS === 1 ? 'results-live.md' : 'results-live-users.md')), md);
    console.log(md);
  }
  await subscribers.stop();
  await stop();
  httpServer.closeAllConnections();
  await new Promise<void>((r) => httpServer.close(() => r()));
  await ds.destroy();
  rmSync(dataDir, { recursive: true, force: true });
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
