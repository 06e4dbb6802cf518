/**
 * Several instances: `BENCH_SCENARIO=instances [DATABASE_URL=mariadb://…] npm run bench` — the same load against
 * one server instance, then spread over two separate instances (two `server/dist/main.js` processes, one
 * process each, sharing one database and one Redis started here), in the same run: board reads (the
 * kanban's query, shared response cache), board reads while one writer moves a card every 100 ms
 * through the first instance (every move invalidates both instances' caches), and the global search.
 * Per case: requests per second of all instances together, the worst instance's p95, and the CPU time
 * per request of the app processes and of the database server (when it runs on this machine): the
 * database's share is what tells how many instances one primary can serve.
 * Registered from bench/run.ts (which seeds the data and passes `start`).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startRedis } from '../server/test/instances';
import { cpuMs, load, type LoadResult } from './load';

export interface InstancesContext {
  /** Starts one instance (one server process) with this environment over the bench's database. */
  start(env: Record<string, string>): Promise<{ base: string; pids: number[]; stop(): Promise<void> }>;
  token: string;
  boardBody: string;
  moves: string[];
  searchWords: string[];
  /** The database server's process on this machine, if any. */
  dbPid: number | undefined;
}

const DURATION = Number(process.env.BENCH_MIXED_SECONDS ?? 12) * 1000;
const CONCURRENCY = 20;

interface Combined {
  rps: number;
  p95: number;
  errors: number;
  total: number;
  appCpu: number;
  dbCpu: number;
}

const sumCpu = (pids: number[]) => pids.reduce((s, p) => s + (cpuMs(p) || 0), 0);

/** `make(base, concurrency)` against every instance at once (the clients split evenly), for DURATION. */
async function spread(
  instances: Array<{ base: string; pids: number[] }>,
  dbPid: number | undefined,
  make: (base: string, concurrency: number) => Parameters<typeof load>[0],
  writer?: Parameters<typeof load>[0],
): Promise<Combined> {
  const appPids = instances.flatMap((i) => i.pids);
  const app0 = sumCpu(appPids);
  const db0 = dbPid ? cpuMs(dbPid) : NaN;
  const per = Math.max(1, Math.round(CONCURRENCY / instances.length));
  const [results] = await Promise.all([
    Promise.all(instances.map((i) => load({ ...make(i.base, per), durationMs: DURATION, total: 1e9 }))),
    writer ? load({ ...writer, durationMs: DURATION, total: 1e9 }) : Promise.resolve(null),
  ]);
  const total = results.reduce((s, r: LoadResult) => s + r.total, 0);
  return {
    rps: Math.round(results.reduce((s, r) => s + r.rps, 0)),
    p95: Math.max(...results.map((r) => r.p95)),
    errors: results.reduce((s, r) => s + r.errors, 0),
    total,
    appCpu: (sumCpu(appPids) - app0) / total,
    dbCpu: dbPid ? (cpuMs(dbPid) - db0) / total : NaN,
  };
}

export async function instancesBench(ctx: InstancesContext): Promise<string[]> {
  const redisDir = mkdtempSync(join(tmpdir(), 'crm-bench-redis-'));
  const redis = await startRedis(redisDir);
  const env = { REDIS_URL: redis.url, WEB_CONCURRENCY: '1' };
  const a = await ctx.start(env);
  const b = await ctx.start(env);
  const auth = { authorization: `Bearer ${ctx.token}`, 'content-type': 'application/json' };
  const board = (base: string, concurrency: number) => ({ url: `${base}/graphql`, method: 'POST' as const, headers: auth, bodies: [ctx.boardBody], concurrency, total: 0 });
  const search = (base: string, concurrency: number) => {
    const urls = ctx.searchWords.map((q) => `${base}/api/search?q=${encodeURIComponent(q)}`);
    return { url: urls[0], urls, method: 'GET' as const, headers: auth, concurrency, total: 0 };
  };
  const mover = { url: `${a.base}/graphql`, method: 'POST' as const, headers: auth, bodies: ctx.moves, concurrency: 1, total: 0, intervalMs: 100 };

  // Warm-up of both instances (JIT, caches, the database's buffer pool).
  for (const s of [a, b]) {
    await load({ ...board(s.base, CONCURRENCY), total: 1500 });
    await load({ ...search(s.base, CONCURRENCY), total: 1500 });
  }

  const fmt = (n: number) => (Number.isFinite(n) ? n.toFixed(2) : '–');
  const rows = [
    `| case | instances | requests | req/s (all instances) | p95 ms (worst instance) | errors | CPU ms/req: app / database |`,
    '|---|---|---|---|---|---|---|',
  ];
  const figures: Record<string, Combined> = {};
  const cases: Array<[string, (base: string, c: number) => Parameters<typeof load>[0], Parameters<typeof load>[0] | undefined]> = [
    ['board, read-only (c=20 in all)', board, undefined],
    ['board + 1 move / 100 ms through the first instance (c=20 in all)', board, mover],
    ['search, 7 words in turn (c=20 in all)', search, undefined],
  ];
  for (const [name, make, writer] of cases) {
    for (const group of [[a], [a, b]]) {
      const r = await spread(group, ctx.dbPid, make, writer);
      figures[`${name}/${group.length}`] = r;
      rows.push(`| ${name} | ${group.length} | ${r.total} | ${r.rps} | ${r.p95} | ${r.errors} | ${fmt(r.appCpu)} / ${fmt(r.dbCpu)} |`);
    }
  }
  const notes = cases.map(([name]) => {
    const one = figures[`${name}/1`];
    const two = figures[`${name}/2`];
    return `${name}: two instances / one = ${(two.rps / Math.max(1, one.rps)).toFixed(2)}× the throughput`;
  });
  await Promise.all([a.stop(), b.stop()]);
  await redis.stop();
  rmSync(redisDir, { recursive: true, force: true });
  return [...rows, '', ...notes];
}
