/**
 * Mixed-load bench: reads and writes together, as an office works (registered from bench/run.ts).
 *
 * - mixed: 20 clients reading the board while one writer moves a card every 100 ms; heavier: two
 *   writers moving and saving deals without pause. Each beside the `/api/auth/me` floor measured under
 *   the same writers in the same run (the ratio is what the goals speak of).
 * - the board with the shared response cache bypassed (bypassedBoardBodies: every request builds the
 *   board), beside the read-only floor.
 * - SQL statements per board request (cached and built), and the query plans of the statements of a
 *   built board, from the bench's own connection.
 * - soak (BENCH_SCENARIO=soak): the server as `npm start` runs it under minutes of mixed load (board,
 *   search, moves, saves, lists, quote PDFs), its processes' RSS sampled along the way.
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import type { DataSource, Logger } from 'typeorm';
import { load, type LoadResult } from './load';

export interface MixedContext {
  base: string;
  token: string;
  ds: DataSource;
  pipelineId: number;
  stageIds: number[];
  boardBody: string;
  /** Process ids whose CPU is reported (database server). */
  watch: number[];
  row(name: string, r: LoadResult): string;
}

const DURATION = Number(process.env.BENCH_MIXED_SECONDS ?? 12) * 1000;

/** Counts the statements sent on the bench's own connection (the in-process server's). */
export function countStatements(ds: DataSource): { start(): void; stop(): string[] } {
  const inner = ds.logger;
  let on = false;
  let seen: string[] = [];
  const counting: Logger = {
    logQuery: (q, p, r) => {
      if (on && !/^(START TRANSACTION|BEGIN|COMMIT|ROLLBACK|SAVEPOINT|RELEASE)/i.test(q)) seen.push(q);
      return inner.logQuery(q, p, r);
    },
    logQueryError: (e, q, p, r) => inner.logQueryError(e, q, p, r),
    logQuerySlow: (t, q, p, r) => inner.logQuerySlow(t, q, p, r),
    logSchemaBuild: (m, r) => inner.logSchemaBuild(m, r),
    logMigration: (m, r) => inner.logMigration(m, r),
    log: (l, m, r) => inner.log(l, m, r),
  };
  (ds as unknown as { logger: Logger }).logger = counting;
  return {
    start: () => {
      seen = [];
      on = true;
    },
    stop: () => {
      on = false;
      return seen;
    },
  };
}

/**
 * The same board request, each body with its own value of a variable the query does not declare
 * (graphql-js ignores it): the shared response cache keys answers by their variables, so none of `n`
 * bodies (more than the cache's 200 views) is ever answered from it and every request builds the board,
 * as the readers right after a write do. The query itself is the client's, unchanged.
 */
export function bypassedBoardBodies(boardBody: string, n = 500): string[] {
  const body = JSON.parse(boardBody) as { variables?: Record<string, unknown> };
  return Array.from({ length: n }, (_, i) => JSON.stringify({ ...body, variables: { ...body.variables, benchBypass: i } }));
}

/** The body with `@include(if: true)` on the board field: the trimmed execution path declines it (core/graphql/fast-path/direct-answers.ts). */
export function graphqlJsBody(boardBody: string): string {
  const body = JSON.parse(boardBody) as { query: string };
  const query = body.query.replace(/(\bboard\([^)]*\))/, '$1 @include(if: true)');
  if (query === body.query) throw new Error('bench: no board field in the query');
  return JSON.stringify({ ...body, query });
}

async function writerBodies(ctx: MixedContext): Promise<{ moves: string[]; saves: string[] }> {
  const open: Array<{ id: number }> = await ctx.ds.query("SELECT id FROM deals WHERE status = 'open' AND pipeline_id = ? ORDER BY id LIMIT 3000", [ctx.pipelineId]);
  const moves = open.map((d, i) =>
    JSON.stringify({
      query: 'mutation($id: Int!, $s: Int!) { moveDeal(id: $id, stageId: $s) { id stageId } }',
      variables: { id: d.id, s: ctx.stageIds[(i * 7) % ctx.stageIds.length] },
    }),
  );
  const saves = open.map((d, i) =>
    JSON.stringify({
      query: 'mutation($id: Int!, $input: UpdateDealInput!) { updateDeal(id: $id, input: $input) { id } }',
      variables: { id: d.id, input: { title: `Operación guardada ${i}`, value: 1000 + i } },
    }),
  );
  return { moves, saves };
}

/** Readers and writers together for DURATION; the readers' figures. */
async function together(reader: Parameters<typeof load>[0], writers: Array<Parameters<typeof load>[0]>): Promise<{ read: LoadResult; writes: LoadResult[] }> {
  const [read, ...writes] = await Promise.all([load({ ...reader, durationMs: DURATION, total: 1e9 }), ...writers.map((w) => load({ ...w, durationMs: DURATION, total: 1e9 }))]);
  return { read, writes };
}

export async function mixedBench(ctx: MixedContext): Promise<{ rows: string[]; notes: string[] }> {
  const auth = { authorization: `Bearer ${ctx.token}`, 'content-type': 'application/json' };
  const me = { url: `${ctx.base}/api/auth/me`, method: 'GET' as const, headers: auth, concurrency: 20, total: 0, watch: ctx.watch };
  const board = { url: `${ctx.base}/graphql`, method: 'POST' as const, headers: auth, bodies: [ctx.boardBody], concurrency: 20, total: 0, watch: ctx.watch };
  const bypassBodies = bypassedBoardBodies(ctx.boardBody);
  const { moves, saves } = await writerBodies(ctx);
  const mover = { url: `${ctx.base}/graphql`, method: 'POST' as const, headers: auth, bodies: moves, concurrency: 1, total: 0, intervalMs: 100 };
  const heavy = { url: `${ctx.base}/graphql`, method: 'POST' as const, headers: auth, bodies: moves.flatMap((m, i) => [m, saves[i]]), concurrency: 2, total: 0 };

  const rows: string[] = [];
  const notes: string[] = [];
  const ratio = (a: LoadResult, b: LoadResult) => (a.p95 / Math.max(0.1, b.p95)).toFixed(2);
  // warm-up of both paths
  await load({ ...board, total: 1000 });
  await load({ ...board, bodies: bypassBodies, total: 500 });
  await load({ ...me, total: 1000 });

  // read-only: the floor, the cached board and the board built every time
  const meRo = await load({ ...me, durationMs: DURATION, total: 1e9 });
  rows.push(ctx.row('GET /api/auth/me, read-only (c=20)', meRo));
  const cached = await load({ ...board, durationMs: DURATION, total: 1e9 });
  rows.push(ctx.row('board, read-only, shared cache (c=20)', cached));
  const built = await load({ ...board, bodies: bypassBodies, durationMs: DURATION, total: 1e9 });
  rows.push(ctx.row('board, cache bypassed: built on every request (c=20)', built));
  notes.push(`cache bypassed board p95 / read-only floor p95 = ${ratio(built, meRo)} (goal ≤ 3 at 10k)`);
  // The same, with the trimmed execution path declined (`@include(if: true)` on the board field): graphql-js completes every field.
  const meRo2 = await load({ ...me, durationMs: DURATION, total: 1e9 });
  rows.push(ctx.row('GET /api/auth/me, read-only, again (c=20)', meRo2));
  const viaGraphql = await load({ ...board, bodies: bypassBodies.map(graphqlJsBody), durationMs: DURATION, total: 1e9 });
  rows.push(ctx.row('board, cache bypassed, through graphql-js (no trimmed path) (c=20)', viaGraphql));
  notes.push(`cache bypassed board through graphql-js p95 / read-only floor p95 (measured again just before) = ${ratio(viaGraphql, meRo2)}`);

  // one move every 100 ms
  const meMoving = await together(me, [mover]);
  rows.push(ctx.row('GET /api/auth/me + 1 move / 100 ms (c=20)', meMoving.read));
  const boardMoving = await together(board, [mover]);
  rows.push(ctx.row('board + 1 move / 100 ms (c=20)', boardMoving.read));
  rows.push(ctx.row('  the moves themselves (c=1, every 100 ms)', boardMoving.writes[0]));
  notes.push(`mixed (1 move / 100 ms): board p95 / me p95 = ${ratio(boardMoving.read, meMoving.read)} (goal ≤ 1.5 at 10k, ≤ 2 at 100k)`);

  // two writers moving and saving without pause
  const meHeavy = await together(me, [heavy]);
  rows.push(ctx.row('GET /api/auth/me + 2 writers without pause (c=20)', meHeavy.read));
  const boardHeavy = await together(board, [heavy]);
  rows.push(ctx.row('board + 2 writers moving and saving without pause (c=20)', boardHeavy.read));
  rows.push(ctx.row('  the writes themselves (c=2)', boardHeavy.writes[0]));
  notes.push(`heavy (2 writers): board p95 / me p95 = ${ratio(boardHeavy.read, meHeavy.read)}`);

  // statements per board request, and the plans of a built board's statements
  const counter = countStatements(ctx.ds);
  const post = async (body: string) => {
    const r = await fetch(`${ctx.base}/graphql`, { method: 'POST', headers: auth, body });
    if (!r.ok) throw new Error(`board: ${r.status}`);
    await r.arrayBuffer();
  };
  await post(ctx.boardBody);
  counter.start();
  for (let i = 0; i < 20; i++) await post(ctx.boardBody);
  const cachedStatements = counter.stop().length / 20;
  counter.start();
  for (let i = 0; i < 20; i++) await post(bypassBodies[i]);
  const builtStatements = counter.stop();
  counter.start();
  await post(moves[0]);
  counter.stop();
  counter.start();
  await post(ctx.boardBody);
  const afterMove = counter.stop();
  notes.push(
    `SQL statements per board request (the actor's lookup included): served from the cache ${cachedStatements}, built ${builtStatements.length / 20}, first after a move ${afterMove.length}`,
  );
  const mysql = ctx.ds.options.type !== 'better-sqlite3';
  const distinct = [...new Set(afterMove)].filter((q) => !/FROM users|FROM `users`|"users"/i.test(q));
  notes.push('', `Query plans of the board's statements (first board after a move), ${mysql ? 'MariaDB/MySQL EXPLAIN' : 'SQLite EXPLAIN QUERY PLAN'}:`);
  for (const q of distinct) {
    const params = paramsFor(q, ctx.pipelineId);
    const plan = (await ctx.ds.query(`${mysql ? 'EXPLAIN' : 'EXPLAIN QUERY PLAN'} ${q}`, params)) as Array<Record<string, unknown>>;
    notes.push(`- \`${q.replace(/\s+/g, ' ').slice(0, 160)}${q.length > 160 ? '…' : ''}\``);
    for (const p of plan.slice(0, 12)) {
      notes.push(mysql ? `  - ${p.select_type} ${p.table}: type ${p.type}, key ${p.key ?? 'NULL'}, rows ${p.rows}, ${p.Extra ?? ''}` : `  - ${p.detail}`);
    }
    if (plan.length > 12) notes.push(`  - … (${plan.length - 12} more lines: the same for every column)`);
  }
  return { rows, notes };
}

/** Placeholder values for a logged board statement (the plan, not the answer, is wanted). */
function paramsFor(sql: string, pipelineId: number): unknown[] {
  const n = (sql.match(/\?/g) ?? []).length;
  return Array.from({ length: n }, () => pipelineId);
}

/** VmRSS of a process in MB (Linux), NaN when gone. */
export function rssMb(pid: number): number {
  return statusMb(pid).rss;
}

/** Resident memory of a process in MB (Linux /proc): all, anonymous (heaps, malloc), file-backed (code, mmap). */
export function statusMb(pid: number): { rss: number; anon: number; file: number } {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const mb = (key: string) => {
      const m = new RegExp(`${key}:\\s+(\\d+) kB`).exec(status);
      return m ? Math.round(Number(m[1]) / 1024) : NaN;
    };
    return { rss: mb('VmRSS'), anon: mb('RssAnon'), file: mb('RssFile') + mb('RssShmem') };
  } catch {
    return { rss: NaN, anon: NaN, file: NaN };
  }
}

/** A process's V8 heap as its last collections left it (MB), from its `--trace-gc` lines (bench/run.ts readGcLine). */
export interface HeapFigures {
  /** Used and committed after the last full (mark-compact) collection: what is alive. */
  liveMb: number;
  liveTotalMb: number;
  /** Used and committed after the last collection of any kind. */
  usedMb: number;
  totalMb: number;
  /** Largest committed heap seen. */
  peakTotalMb: number;
  fullGcs: number;
}

/**
 * Minutes of an office's mixed load against the server as `npm start` runs it: each of its processes'
 * RSS (anonymous / file-backed) every 30 s, with its V8 heap as the last full collection left it
 * (alive / committed) when the server runs with --trace-gc, and the machine's load average.
 * `urls` are GET requests (search, lists, a quote PDF) taken in turn.
 */
export async function soak(opts: {
  base: string;
  token: string;
  pids: number[];
  heap?: Map<number, HeapFigures>;
  boardBody: string;
  moves: string[];
  saves: string[];
  searchUrls: string[];
  listUrls: string[];
  pdfUrl: string;
  minutes: number;
}): Promise<string[]> {
  const auth = { authorization: `Bearer ${opts.token}`, 'content-type': 'application/json' };
  const durationMs = opts.minutes * 60_000;
  const gqlUrl = `${opts.base}/graphql`;
  const samples: string[] = [
    `| minute | ${opts.pids.map((p) => `pid ${p}: RSS (anon / file) MB; heap alive / committed MB`).join(' | ')} | load average |`,
    `|---|${opts.pids.map(() => '---').join('|')}|---|`,
  ];
  const peak = new Map<number, number>();
  const cell = (pid: number) => {
    const m = statusMb(pid);
    peak.set(pid, Math.max(peak.get(pid) ?? 0, m.rss || 0));
    const h = opts.heap?.get(pid);
    const heap = h ? `; ${Number.isFinite(h.liveMb) ? `${h.liveMb} / ${h.liveTotalMb}` : `– (last ${h.usedMb} / ${h.totalMb})`}` : '';
    return `${m.rss} (${m.anon} / ${m.file})${heap}`;
  };
  const sample = (label: string) =>
    samples.push(`| ${label} | ${opts.pids.map(cell).join(' | ')} | ${loadavg().map((l) => l.toFixed(2)).join(' ')} |`);
  sample('0 (started)');
  const started = Date.now();
  const timer = setInterval(() => sample(((Date.now() - started) / 60_000).toFixed(1)), 30_000);
  const spec = { total: 1e9, durationMs, headers: auth };
  const results = await Promise.all([
    load({ ...spec, url: gqlUrl, method: 'POST', bodies: [opts.boardBody], concurrency: 6 }),
    load({ ...spec, url: opts.searchUrls[0], urls: opts.searchUrls, method: 'GET', concurrency: 3 }),
    load({ ...spec, url: opts.listUrls[0], urls: opts.listUrls, method: 'GET', concurrency: 2 }),
    load({ ...spec, url: gqlUrl, method: 'POST', bodies: opts.moves, concurrency: 1, intervalMs: 100 }),
    load({ ...spec, url: gqlUrl, method: 'POST', bodies: opts.saves, concurrency: 1, intervalMs: 50 }),
    load({ ...spec, url: opts.pdfUrl, method: 'GET', concurrency: 1, intervalMs: 300 }),
  ]);
  clearInterval(timer);
  sample(`${opts.minutes} (end of load)`);
  await new Promise((r) => setTimeout(r, 15_000));
  sample(`${opts.minutes} + 15 s idle`);
  const names = ['board', 'search', 'lists', 'moves', 'saves', 'quote PDF'];
  return [
    ...samples,
    '',
    `Peak RSS sampled: ${opts.pids.map((p) => `pid ${p} ${peak.get(p)} MB`).join('; ')}` +
      (opts.heap ? `; largest committed heap: ${opts.pids.map((p) => `pid ${p} ${opts.heap!.get(p)?.peakTotalMb ?? '–'} MB (${opts.heap!.get(p)?.fullGcs ?? 0} full collections)`).join('; ')}` : ''),
    '',
    `Requests during the soak: ${results.map((r, i) => `${names[i]} ${r.total} (p95 ${r.p95} ms, ${r.errors} errors)`).join('; ')}`,
  ];
}
