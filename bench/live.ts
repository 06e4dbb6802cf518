/**
 * `npm run bench:live`: live events of one server process over a fresh SQLite file. 200
 * graphql-ws clients (BENCH_SUBSCRIBERS) subscribe to boardChanged of one pipeline; figures:
 * - the latency of a moveDeal over HTTP with 0 subscribers and with 200 connected (sequential moves);
 * - events per second the process delivers to all 200 subscribers (back-to-back moves until every client
 *   has every event). The clients run in the same process as the server (one CPU budget for both).
 * Writes bench/results-live.md. Never part of `npm test`.
 */
import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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
  const clients: LiveClient[] = [];
  const subs: LiveSubscription[] = [];
  for (let i = 0; i < SUBSCRIBERS; i++) {
    const c = liveClient(base, tokens[i % tokens.length]);
    clients.push(c);
    subs.push(c.subscribe('subscription($p: Int!) { boardChanged(pipelineId: $p) { kind dealId toStageId card { id stageId orgName } columns { stageId count valueSum } } }', { p: p.id }));
  }
  await waitFor(() => (live.listenerCount(`board:${p.id}`) >= SUBSCRIBERS ? true : undefined), 60_000, 'suscripciones');
  await move();
  await waitFor(() => (subs.every((s) => s.events.length > 0) ? true : undefined), 30_000, 'primer evento');

  const crowded = await moveLatency(100);
  await waitFor(() => (subs.every((s) => s.events.length >= 121) ? true : undefined), 60_000, 'eventos de la medición');

  for (const s of subs) s.events.length = 0;
  const t0 = performance.now();
  for (let i = 0; i < MOVES; i++) await move();
  await waitFor(() => (subs.every((s) => s.events.length >= MOVES) ? true : undefined), 120_000, 'todos los eventos');
  const seconds = (performance.now() - t0) / 1000;
  const eventsPerSecond = MOVES / seconds;
  const deliveries = (MOVES * SUBSCRIBERS) / seconds;

  const fmt = (x: number) => x.toFixed(1);
  const md = `# Eventos en vivo: un proceso, ${SUBSCRIBERS} suscriptores de ${USERS} usuario${USERS === 1 ? '' : 's'}

SQLite, loopback, ${new Date().toISOString().slice(0, 10)}; clientes graphql-ws en el mismo proceso que el servidor.

| medida | valor |
|---|---|
| moveDeal sin suscriptores, p50 / p95 | ${fmt(alone.p50)} ms / ${fmt(alone.p95)} ms |
| moveDeal con ${SUBSCRIBERS} suscriptores conectados, p50 / p95 | ${fmt(crowded.p50)} ms / ${fmt(crowded.p95)} ms |
| latencia agregada por los suscriptores (p50) | ${fmt(crowded.p50 - alone.p50)} ms |
| ${MOVES} movimientos seguidos, hasta que los ${SUBSCRIBERS} clientes recibieron todos | ${fmt(seconds)} s |
| eventos por segundo entregados a los ${SUBSCRIBERS} suscriptores | ${fmt(eventsPerSecond)} eventos/s (${Math.round(deliveries)} entregas/s) |
`;
  writeFileSync(join(__dirname, USERS === 1 ? 'results-live.md' : 'results-live-users.md'), md);
  console.log(md);
  await Promise.all(clients.map((c) => c.dispose()));
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
