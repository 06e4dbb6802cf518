/**
 * `npm run bench`: figures on loopback against the real app over a fresh SQLite file (or DATABASE_URL),
 * with `seed:demo` data (BENCH_DEALS, default 10,000 deals). Prints a table and writes bench/results.md.
 * Never part of `npm test`: timings live here, not in tests.
 */
import 'reflect-metadata';
import { searchQueryTokens } from '@crm/domain';
import { execFileSync, spawn } from 'node:child_process';
import { provisionTestDatabase } from '../server/test/test-db';
import { webConcurrency } from '../server/src/core/config';
import { requireActor } from '../server/src/core/auth/actor';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../server/src/app';
import { loadConfig } from '../server/src/core/config';
import { openDatabase } from '../server/src/app';
import { seedDemo } from '../server/src/seed/demo';
import { seedDatabase } from '../server/src/seed/seed';
import { databaseServerPid, load, type LoadResult } from './load';
import { browserBench } from './browser';
import { bypassedBoardBodies, type HeapFigures, mixedBench, rssMb, soak } from './mixed';
import { instancesBench } from './instances';
import { importBench } from './import';

const DEALS = Number(process.env.BENCH_DEALS ?? 10_000);
/** `BENCH_SCENARIO=search`: only the global search, over BENCH_SEARCH_ROWS organizations + contacts + deals. */
const SCENARIO = process.env.BENCH_SCENARIO ?? 'all';
const SEARCH_ROWS = Number(process.env.BENCH_SEARCH_ROWS ?? 100_000);
/** Measured requests per search case: p95 of 2,000 moved by ±30% between identical runs on this machine. */
const SEARCH_REQUESTS = Number(process.env.BENCH_SEARCH_REQUESTS ?? 6_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2_000);
/**
 * Requests sent before a measured run, the same way (c=20): a server that has been up a while has its
 * hot paths compiled by V8; a 200-request warm-up left the first measured thousand in the JIT's
 * warm-up (search: 1,700 req/s in a process's first run of 4,000, 2,200 in its second).
 */
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2_000);

/** The board exactly as the kanban screen asks for it (client/src/features/kanban/graphql). */
function clientBoardQuery(): string {
  const dir = join(__dirname, '..', 'client', 'src', 'features', 'kanban', 'graphql');
  return ['DealBoard.graphql', 'DealCardFields.graphql'].map((f) => readFileSync(join(dir, f), 'utf8')).join('\n');
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

/**
 * Client bundle budget: the JavaScript a user downloads to sign in and see the board,
 * gzip-compressed: the entry chunk with its static imports plus the lazy Kanban chunk and its imports.
 */
function bundleFigures(): string[] {
  const out = mkdtempSync(join(tmpdir(), 'crm-bundle-'));
  execFileSync(join(__dirname, '..', 'node_modules', '.bin', 'vite'), ['build', 'client', '--outDir', out, '--emptyOutDir', '--manifest'], {
    cwd: join(__dirname, '..'),
    stdio: 'ignore',
  });
  const manifest = JSON.parse(readFileSync(join(out, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const closure = (key: string, acc = new Set<string>()) => {
    if (acc.has(key) || !manifest[key]) return acc;
    acc.add(key);
    for (const i of manifest[key].imports ?? []) closure(i, acc);
    return acc;
  };
  const gz = (keys: Set<string>) =>
    [...keys].reduce((sum, k) => sum + gzipSync(readFileSync(join(out, manifest[k].file))).length, 0);
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry)!;
  const initial = closure(entry);
  const kanbanKey = Object.keys(manifest).find((k) => k.endsWith('features/kanban/KanbanPage.tsx'));
  const withBoard = kanbanKey ? closure(kanbanKey, new Set(initial)) : initial;
  const allJs = Object.values(manifest).filter((c) => c.file.endsWith('.js'));
  const total = [...new Set(allJs.map((c) => c.file))].reduce((sum, f) => sum + gzipSync(readFileSync(join(out, f))).length, 0);
  const login = gz(initial);
  const board = gz(withBoard);
  rmSync(out, { recursive: true, force: true });
  const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
  return [`Client bundle (gzip): initial JS for login ${kb(login)}; login + board ${kb(board)} (target ≤ 200 kB); all JS chunks ${kb(total)}`];
}

/** `[pid:0x…]  1234 ms: Mark-Compact 95.1 (120.3) -> 80.2 (110.0) MB, …` */
function readGcLine(line: string, heap: Map<number, HeapFigures>): void {
  const m = /^\[(\d+):0x[0-9a-f]+\]\s+\d+ ms: ([A-Za-z -]+?)(?: \([a-z ]+\))? ([\d.]+) \(([\d.]+)\) -> ([\d.]+) \(([\d.]+)\) MB/.exec(line);
  if (!m) return;
  const pid = Number(m[1]);
  const h = heap.get(pid) ?? { liveMb: NaN, liveTotalMb: NaN, usedMb: NaN, totalMb: NaN, peakTotalMb: 0, fullGcs: 0 };
  h.usedMb = Number(m[5]);
  h.totalMb = Number(m[6]);
  h.peakTotalMb = Math.max(h.peakTotalMb, Number(m[4]), h.totalMb);
  if (/^Mark-Compact/.test(m[2]) || /^Mark-sweep/i.test(m[2])) {
    h.liveMb = h.usedMb;
    h.liveTotalMb = h.totalMb;
    h.fullGcs++;
  }
  heap.set(pid, h);
}

/**
 * The server as `npm start` runs it (server/dist/main.js: WEB_CONCURRENCY processes, default one per
 * core) over the bench's database, started once the data is seeded. The bench's own tokens stay valid:
 * the JWT secret is the file in DATA_DIR.
 */
async function startServer(
  dataDir: string,
  databaseUrl: string | undefined,
  adminEmail: string,
  opts: { env?: Record<string, string>; traceGc?: boolean } = {},
): Promise<{ base: string; workers: number; pids: number[]; heap: Map<number, HeapFigures>; stop(): Promise<void> }> {
  const probe = createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
  const port = (probe.address() as { port: number }).port;
  await new Promise<void>((r) => probe.close(() => r()));
  const workers = webConcurrency({ ...process.env, ...opts.env });
  // --trace-gc (soak): every server process (the re-run single process and cluster workers inherit
  // node's flags) prints each collection with its pid: the heap figures per process, read from outside.
  const child = spawn(process.execPath, [...(opts.traceGc ? ['--trace-gc'] : []), join(__dirname, '..', 'server', 'dist', 'main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      UPLOADS_DIR: join(dataDir, 'uploads'),
      DATABASE_URL: databaseUrl ?? '',
      ADMIN_EMAIL: adminEmail,
      RATE_LIMIT_PER_MINUTE: '0',
      WEB_CONCURRENCY: String(workers),
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  let listening = false;
  let partial = '';
  const heap = new Map<number, HeapFigures>();
  child.stdout!.on('data', (d) => {
    if (!listening) out += String(d);
    if (!opts.traceGc) return;
    const lines = (partial + String(d)).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) readGcLine(line, heap);
  });
  const deadline = Date.now() + 60_000;
  while (!/escuchando/.test(out)) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`the server did not start:\n${out}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  listening = true;
  out = '';
  // The primary and its workers, whose CPU time the bench reports per request.
  const children = (() => {
    try {
      return readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
    } catch {
      return [];
    }
  })();
  return {
    base: `http://127.0.0.1:${port}`,
    workers,
    pids: [child.pid!, ...children],
    heap,
    stop: () =>
      new Promise<void>((r) => {
        child.once('exit', () => r());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * With DATABASE_URL (MariaDB/MySQL), the bench works in a database of its own on that server, created
 * empty and dropped at the end: the figures never depend on what an earlier run (or anyone) left there,
 * and the given database is never written. Without it, the bench's SQLite file in DATA_DIR.
 */
async function benchDatabase(): Promise<{ url: string | undefined; drop(): Promise<void> }> {
  const given = process.env.DATABASE_URL?.trim();
  if (!given) return { url: undefined, drop: async () => {} };
  return provisionTestDatabase(given, 'crm_bench_');
}

/**
 * What the machine and the load generator allow at all: a bare node:http server answering `{}` in this
 * process at the given concurrency (no framework, no database). Printed beside every case.
 */
async function bareFloor(concurrency: number): Promise<LoadResult> {
  const bare = createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end('{}');
  });
  await new Promise<void>((r) => bare.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(bare.address() as { port: number }).port}/`;
  await load({ url, method: 'GET', headers: {}, concurrency, total: WARMUP });
  const r = await load({ url, method: 'GET', headers: {}, concurrency, total: REQUESTS });
  await new Promise<void>((r2) => bare.close(() => r2()));
  return r;
}

/**
 * Where the CPU time of the cases goes, per request (Linux; '–' where it cannot be told): the server
 * (the bench process minus its load generator for an in-process server, or the `npm start` processes),
 * the database server when it is a MySQL/MariaDB process on this machine (SQLite runs inside the
 * server), and the load generator. All of them share this machine's cores.
 */
interface CpuWatch {
  database?: number;
  server?: number[];
}
const watchList = (w: CpuWatch) => [...(w.database ? [w.database] : []), ...(w.server ?? [])];

function tableRow(name: string, r: LoadResult, w: CpuWatch): string {
  const fmt = (n: number) => (Number.isFinite(n) ? n.toFixed(2) : '–');
  const database = w.database ? r.cpu.watched[0] : NaN;
  const server = w.server ? r.cpu.watched.slice(w.database ? 1 : 0).reduce((a, b) => a + b, 0) : r.cpu.process;
  return `| ${name} | ${r.total} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.rps} | ${r.errors} | ${fmt(server)} / ${fmt(database)} / ${fmt(r.cpu.client)} |`;
}
const TABLE_HEAD = ['| case | requests | p50 ms | p95 ms | p99 ms | req/s | errors | CPU ms/req: server / database / load generator |', '|---|---|---|---|---|---|---|---|'];

/**
 * Global search: p95 of GET /api/search at 20 concurrent requests over 100,000 organizations,
 * contacts and deals, for an admin and for a sales user (the visibility filter applies), with the
 * query plan of each group's statement (no full scan: an index range on search_terms, then primary keys).
 */
async function searchBench(): Promise<void> {
  // BENCH_SEARCH_REUSE=1: DATABASE_URL (or DATA_DIR on SQLite) already holds a `seed:demo` of
  // BENCH_SEARCH_ROWS of each kind, migrated by this code: no seed, nothing dropped (to run the code
  // before and after a change back to back on the same machine state without 6 minutes of seeding each).
  const reuse = process.env.BENCH_SEARCH_REUSE === '1';
  const dataDir = reuse ? process.env.DATA_DIR! : mkdtempSync(join(tmpdir(), 'crm-bench-'));
  const db = reuse ? { url: process.env.DATABASE_URL?.trim() || undefined, drop: async () => {} } : await benchDatabase();
  const config = {
    ...loadConfig({ ...process.env, DATABASE_URL: db.url ?? '', DATA_DIR: dataDir, BCRYPT_COST: '10', RATE_LIMIT_PER_MINUTE: '0' }),
    adminEmail: 'bench@crm.local',
    adminPassword: 'Bench-12345',
  };
  // Seeded by `seed:demo` in a process of its own: 300,000 records built here left this process a heap
  // whose collections slowed the in-process server measured below.
  const t0 = Date.now();
  const rows300k = String(SEARCH_ROWS);
  if (!reuse) execFileSync(process.execPath, ['-r', '@swc-node/register', join(__dirname, '..', 'server', 'src', 'seed', 'demo.ts'), '--deals', rows300k, '--orgs', rows300k, '--contacts', rows300k, '--seed', '7'], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: config.databaseUrl ?? '', ADMIN_EMAIL: config.adminEmail, ADMIN_PASSWORD: config.adminPassword, BCRYPT_COST: '4' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const seedSeconds = (Date.now() - t0) / 1000;
  const ds = await openDatabase({ databaseUrl: config.databaseUrl, dataDir });
  const terms = Number((await ds.query('SELECT COUNT(*) AS n FROM search_terms'))[0].n);

  const http = createServer();
  const { app, services, stop } = await createApp(ds, config, http);
  http.on('request', app);
  await new Promise<void>((r) => http.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(http.address() as { port: number }).port}`;
  const { token } = await services.auth.login({ email: config.adminEmail, password: config.adminPassword! }, 'bench');
  const venta = await services.auth.login({ email: 'valeria@demo.com.py', password: 'Demo-12345' }, 'bench');

  // What people type: names, partial words, references, bare numbers, RUC, email and phone fragments.
  const sample = await ds.query('SELECT id, reference FROM deals ORDER BY id LIMIT 1 OFFSET 1234');
  const queries = [
    'gonzalez', 'garcia', 'maria', 'ma', 'imp', 'logistica', 'juan benitez', 'maria.', 'correo.com', '80012', '0981', '595 971',
    String(sample[0].reference), String(Number(sample[0].id) + 7), '4567', 'shanghai', 'aerea repuestos', 'Asunción', 'S.A.', 'zzzz-nada', '%', 'a_b',
  ];
  const urls = queries.map((q) => `${base}/api/search?q=${encodeURIComponent(q)}`);
  // Search speed measures each kind of query on its own beside the same run's floor.
  const classes: Array<[string, string[]]> = [
    ['one word', ['gonzalez', 'garcia', 'maria', 'ma', 'imp', 'logistica', 'maria.', 'correo.com', 'shanghai', 'Asunción']],
    ['two words', ['juan benitez', 'aerea repuestos', 'maria gonzalez', 'garcia logistica', 'importadora asuncion']],
    ['number', ['80012', '0981', '595 971', String(sample[0].reference), String(Number(sample[0].id) + 7), '4567']],
  ];
  const rows: string[] = [];
  const dbPid = databaseServerPid(config.databaseUrl);
  const local: CpuWatch = { database: dbPid };
  const watch = watchList(local);
  rows.push(tableRow('bare node:http floor, no app (c=20)', await bareFloor(20), {}));
  // Baseline of the same HTTP + authentication stack without any search (CPU is shared on this machine).
  await load({ url: `${base}/api/auth/me`, method: 'GET', headers: { authorization: `Bearer ${token}` }, concurrency: 20, total: WARMUP });
  const me = await load({ url: `${base}/api/auth/me`, method: 'GET', headers: { authorization: `Bearer ${token}` }, concurrency: 20, total: SEARCH_REQUESTS, watch });
  rows.push(tableRow('GET /api/auth/me, baseline (c=20)', me, local));
  for (const [name, tok] of [['admin', token], ['venta (visibility filter)', venta.token]] as const) {
    const headers = { authorization: `Bearer ${tok}` };
    await load({ url: base, urls, method: 'GET', headers, concurrency: 20, total: WARMUP });
    const r = await load({ url: base, urls, method: 'GET', headers, concurrency: 20, total: SEARCH_REQUESTS, watch });
    rows.push(tableRow(`GET /api/search as ${name} (c=20)`, r, local));
  }
  for (const [kind, list] of classes) {
    const headers = { authorization: `Bearer ${token}` };
    const classUrls = list.map((q) => `${base}/api/search?q=${encodeURIComponent(q)}`);
    await load({ url: base, urls: classUrls, method: 'GET', headers, concurrency: 20, total: WARMUP });
    const r = await load({ url: base, urls: classUrls, method: 'GET', headers, concurrency: 20, total: SEARCH_REQUESTS, watch });
    rows.push(tableRow(`GET /api/search as admin, ${kind} (${list.map((q) => `'${q}'`).join(', ')}) (c=20)`, r, local));
  }
  // The floor again after the search cases: the machine is shared, so the ratio uses the nearer one too.
  const meAfter = await load({ url: `${base}/api/auth/me`, method: 'GET', headers: { authorization: `Bearer ${token}` }, concurrency: 20, total: SEARCH_REQUESTS, watch });
  rows.push(tableRow('GET /api/auth/me, baseline again (c=20)', meAfter, local));

  // The same through the server as `npm start` runs it.
  const served = await startServer(dataDir, config.databaseUrl, config.adminEmail);
  const servedUrls = queries.map((q) => `${served.base}/api/search?q=${encodeURIComponent(q)}`);
  const label = `npm start server, ${served.workers} processes`;
  const remote: CpuWatch = { database: dbPid, server: served.pids };
  await load({ url: `${served.base}/api/auth/me`, method: 'GET', headers: { authorization: `Bearer ${token}` }, concurrency: 20, total: WARMUP });
  const me2 = await load({ url: `${served.base}/api/auth/me`, method: 'GET', headers: { authorization: `Bearer ${token}` }, concurrency: 20, total: SEARCH_REQUESTS, watch: watchList(remote) });
  rows.push(tableRow(`GET /api/auth/me, baseline, ${label} (c=20)`, me2, remote));
  for (const [name, tok] of [['admin', token], ['venta (visibility filter)', venta.token]] as const) {
    const headers = { authorization: `Bearer ${tok}` };
    await load({ url: served.base, urls: servedUrls, method: 'GET', headers, concurrency: 20, total: WARMUP });
    const r = await load({ url: served.base, urls: servedUrls, method: 'GET', headers, concurrency: 20, total: SEARCH_REQUESTS, watch: watchList(remote) });
    rows.push(tableRow(`GET /api/search as ${name}, ${label} (c=20)`, r, remote));
  }
  await served.stop();

  // The database work alone: the search service called in-process, one request at a time (no HTTP,
  // no authentication), so the figure is not the shared CPU's queueing.
  const admin = { id: 0, name: 'bench', email: config.adminEmail, role: 'admin' as const };
  const lat: number[] = [];
  for (let round = 0; round < 20; round++) {
    for (const q of queries) {
      const t1 = performance.now();
      await services.search.search(admin, q);
      lat.push(performance.now() - t1);
    }
  }
  lat.sort((a, b) => a - b);
  const pct = (p: number) => Math.round(lat[Math.min(lat.length - 1, Math.ceil((p / 100) * lat.length) - 1)] * 100) / 100;
  rows.push(`| search service in-process, sequential (${lat.length} calls) | ${lat.length} | ${pct(50)} | ${pct(95)} | ${pct(99)} | ${Math.round(lat.length / (lat.reduce((a, b) => a + b, 0) / 1000))} | 0 | |`);

  // The statements of one query and their plans.
  const actor = { id: venta.user.id, name: venta.user.name, email: venta.user.email ?? '', role: 'venta' as const };
  const mysql = ds.options.type !== 'better-sqlite3';
  const plans: string[] = [];
  for (const q of ['garcia', 'maria gonzalez', '595 971']) {
    const st = await services.search.statementFor(actor, searchQueryTokens(q));
    if (!st) {
      plans.push(`- q='${q}': no statement (every group empty by the term statistics)`);
      continue;
    }
    const plan = (await ds.query(`${mysql ? 'EXPLAIN' : 'EXPLAIN QUERY PLAN'} ${st.sql}`, st.params)) as Array<Record<string, unknown>>;
    plans.push(`- q='${q}': \`${st.sql}\``);
    for (const p of plan) {
      plans.push(
        mysql
          ? `  - ${p.select_type} ${p.table}: type ${p.type}, key ${p.key ?? 'NULL'}, rows ${p.rows}, ${p.Extra ?? ''}`
          : `  - ${p.detail}`,
      );
    }
  }

  const engine = config.databaseUrl ? config.databaseUrl.split(':')[0] : 'sqlite';
  const table = [
    `Search bench ${new Date().toISOString()} — ${engine}, ${SEARCH_ROWS} organizations + ${SEARCH_ROWS} contacts + ${SEARCH_ROWS} deals from seed:demo ` +
      `(${reuse ? 'database seeded beforehand' : `seeded with the search index in ${seedSeconds.toFixed(1)} s`}; ${terms} search terms), ${queries.length} different queries, Node ${process.version}`,
    '',
    ...TABLE_HEAD,
    ...rows,
    '',
    'search p95 target (search speed): ≤ 1.5× the p95 of GET /api/auth/me of the same run, for each kind of query',
    '',
    'Query plans (sales user):',
    ...plans,
  ].join('\n');
  console.log(table);
  writeFileSync(join(__dirname, `results-search-${engine}.md`), table + '\n');
  await stop();
  await new Promise<void>((r) => http.close(() => r()));
  await ds.destroy();
  await db.drop();
  if (!reuse) rmSync(dataDir, { recursive: true, force: true });
}

async function main() {
  if (SCENARIO === 'search') return searchBench();
  if (SCENARIO === 'browser') return browserBench();
  if (SCENARIO === 'import') return importBench();
  const dataDir = mkdtempSync(join(tmpdir(), 'crm-bench-'));
  const db = await benchDatabase();
  const config = {
    ...loadConfig({ ...process.env, DATABASE_URL: db.url ?? '', DATA_DIR: dataDir, BCRYPT_COST: '10', RATE_LIMIT_PER_MINUTE: '0' }),
    adminEmail: 'bench@crm.local',
    adminPassword: 'Bench-12345',
  };
  const ds = await openDatabase({ databaseUrl: config.databaseUrl, dataDir });
  await seedDatabase(ds, { adminEmail: config.adminEmail, adminPassword: config.adminPassword, bcryptCost: 4, log: () => {} });
  const t0 = Date.now();
  await seedDemo(ds, { deals: DEALS, orgs: Math.round(DEALS / 10), contacts: Math.round(DEALS / 4), seed: 7, log: () => {} });
  const seedSeconds = (Date.now() - t0) / 1000;

  const http = createServer();
  const { app, services, stop } = await createApp(ds, config, http);
  http.on('request', app);
  await new Promise<void>((r) => http.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(http.address() as { port: number }).port}`;
  const { token } = await services.auth.login({ email: config.adminEmail, password: config.adminPassword! }, 'bench');
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const pipelineId = Number((await ds.query('SELECT MIN(id) AS id FROM pipelines'))[0].id);
  const stageIds: number[] = (await ds.query('SELECT id FROM stages WHERE pipeline_id = ? ORDER BY order_index', [pipelineId])).map((r: { id: number }) => Number(r.id));

  // Hand-written SQL baseline: the same board (its stages, the kanban label/hidden params, per column the
  // open count, value sum and first 20 cards with names and f_cotiz) from a bare node:http server: no
  // framework, no GraphQL, no ORM query building, no authentication.
  const baseline = createServer(async (_req, res) => {
    const stages = await ds.query('SELECT id, name, order_index FROM stages WHERE pipeline_id = ? ORDER BY order_index, id', [pipelineId]);
    const params = await ds.query(
      "SELECT pv.key AS pkey, pv.value FROM param_values pv WHERE pv.key IN ('kanban_stage_labels', 'kanban_hide_stages') AND pv.active = 1 ORDER BY pv.ord",
    );
    const agg = await ds.query(
      "SELECT stage_id, COUNT(*) AS n, SUM(value) AS total FROM deals WHERE pipeline_id = ? AND status = 'open' GROUP BY stage_id",
      [pipelineId],
    );
    const ids: number[] = stages.map((s: { id: number }) => Number(s.id));
    const union = ids
      .map(
        (_s, i) => `SELECT * FROM (SELECT d.id, d.reference, d.title, d.value, d.stage_id, COALESCE(o.name, o.razon_social) AS org_name, c.name AS contact_name,
          d.created_at, cf.value AS f_cotiz FROM deals d LEFT JOIN organizations o ON o.id = d.org_id LEFT JOIN contacts c ON c.id = d.contact_id
          LEFT JOIN deal_custom_fields cf ON cf.deal_id = d.id AND cf.key = 'f_cotiz'
          WHERE d.pipeline_id = ? AND d.stage_id = ? AND d.status = 'open' ORDER BY d.position, d.id LIMIT 21) t${i}`,
      )
      .join(' UNION ALL ');
    const cards = await ds.query(union, ids.flatMap((s) => [pipelineId, s]));
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ stages, params, agg, cards }));
  });
  await new Promise<void>((r) => baseline.listen(0, '127.0.0.1', r));
  const baselineUrl = `http://127.0.0.1:${(baseline.address() as { port: number }).port}/`;

  // moveDeal bodies: random open cards to random stages (each request is one move).
  const open: Array<{ id: number }> = await ds.query("SELECT id FROM deals WHERE status = 'open' ORDER BY id LIMIT 2000");
  const moves = open.map((d, i) =>
    JSON.stringify({
      query: 'mutation($id: Int!, $s: Int!) { moveDeal(id: $id, stageId: $s) { id stageId } }',
      variables: { id: d.id, s: stageIds[(i * 3) % stageIds.length] },
    }),
  );

  // quote-pdf: a saved 30-item quote rendered by the server (quote PDF target: p95 ≤ 300 ms).
  const quoteDealId = open[0].id;
  const admin = requireActor(await services.auth.authenticate(token));
  await services.quotes.save(admin, quoteDealId, {
    referencia: `OP-${String(quoteDealId).padStart(6, '0')}`,
    cliente: 'Importadora Bench SA',
    tipoTransporte: 'AEREO',
    mercaderia: 'Repuestos',
    items: Array.from({ length: 30 }, (_, i) => ({ cantidad: 1 + (i % 3), servicio: `SERVICIO ${i + 1}`, observacion: 'según tarifa', precio: 100 + i })),
    queIncluye: ['Flete', 'Seguro'],
  });

  const boardBody = JSON.stringify({ query: clientBoardQuery(), operationName: 'DealBoard', variables: { pipelineId, first: 20 } });
  const dbPid = databaseServerPid(config.databaseUrl);
  const local: CpuWatch = { database: dbPid };
  const watch = watchList(local);
  const engine = config.databaseUrl ? config.databaseUrl.split(':')[0] : 'sqlite';
  if (SCENARIO === 'mixed' || SCENARIO === 'soak' || SCENARIO === 'instances') {
    const title = { mixed: 'Mixed', soak: 'Soak', instances: 'One vs two instances' }[SCENARIO];
    const header = `${title} bench ${new Date().toISOString()} — ${engine}, ${DEALS} deals from seed:demo (seeded in ${seedSeconds.toFixed(1)} s), Node ${process.version}, loadavg at start ${(await import('node:os')).loadavg().map((l) => l.toFixed(2)).join(' ')}`;
    let lines: string[];
    if (SCENARIO === 'instances') {
      lines = await instancesBench({
        start: (env) => startServer(dataDir, config.databaseUrl, config.adminEmail, { env }),
        token,
        boardBody,
        moves,
        searchWords: ['gonzalez', 'maria', 'imp', 'juan benitez', '0981', 'logistica', '80012'],
        dbPid,
      });
    } else if (SCENARIO === 'mixed') {
      const m = await mixedBench({ base, token, ds, pipelineId, stageIds, boardBody, watch, row: (n, r) => tableRow(n, r, local) });
      lines = [...TABLE_HEAD, tableRow('bare node:http floor, no app (c=20)', await bareFloor(20), {}), ...m.rows, '', ...m.notes];
    } else {
      const served = await startServer(dataDir, config.databaseUrl, config.adminEmail, { traceGc: true });
      const words = ['gonzalez', 'maria', 'imp', 'juan benitez', '0981', 'logistica', '80012'];
      lines = [
        `Server as npm start runs it, ${served.workers} processes (pids ${served.pids.join(', ')}); RSS at start: ${served.pids.map(rssMb).join(' / ')} MB`,
        '',
        ...(await soak({
          base: served.base,
          token,
          pids: served.pids,
          heap: served.heap,
          boardBody,
          moves,
          saves: moves.map((_, i) => JSON.stringify({ query: 'mutation($id: Int!, $input: UpdateDealInput!) { updateDeal(id: $id, input: $input) { id } }', variables: { id: open[i].id, input: { title: `Guardada ${i}`, value: 500 + i } } })),
          searchUrls: words.map((q) => `${served.base}/api/search?q=${encodeURIComponent(q)}`),
          listUrls: [`${served.base}/api/deals?limit=50`, `${served.base}/api/deals?limit=50&pipeline_id=${pipelineId}`, `${served.base}/api/organizations?limit=50`],
          pdfUrl: `${served.base}/api/deals/${quoteDealId}/quote.pdf`,
          minutes: Number(process.env.BENCH_SOAK_MINUTES ?? 10),
        })),
      ];
      await served.stop();
    }
    const table = [header, '', ...lines].join('\n');
    console.log(table);
    writeFileSync(join(__dirname, `results-${SCENARIO}-${engine}-${DEALS}.md`), table + '\n');
    await new Promise<void>((r) => baseline.close(() => r()));
    await stop();
    await new Promise<void>((r) => http.close(() => r()));
    await ds.destroy();
    await db.drop();
    rmSync(dataDir, { recursive: true, force: true });
    return;
  }
  const cases: Array<{ name: string; run: () => Promise<LoadResult> }> = [
    { name: 'bare node:http floor, no app (c=20)', run: () => bareFloor(20) },
    { name: 'GET /api/health (c=10)', run: () => load({ url: `${base}/api/health`, method: 'GET', headers: {}, concurrency: 10, total: REQUESTS, watch }) },
    { name: 'GET /api/auth/me (c=10)', run: () => load({ url: `${base}/api/auth/me`, method: 'GET', headers: auth, concurrency: 10, total: REQUESTS, watch }) },
    { name: 'board, GraphQL (c=20)', run: () => load({ url: `${base}/graphql`, method: 'POST', headers: auth, bodies: [boardBody], concurrency: 20, total: REQUESTS, watch }) },
    // The same board built on every request (the shared cache cannot answer it): what the SQL baseline compares with.
    { name: 'board, GraphQL, cache bypassed (c=20)', run: () => load({ url: `${base}/graphql`, method: 'POST', headers: auth, bodies: bypassedBoardBodies(boardBody), concurrency: 20, total: REQUESTS, watch }) },
    { name: 'board, SQL baseline (c=20)', run: () => load({ url: baselineUrl, method: 'GET', headers: {}, concurrency: 20, total: REQUESTS, watch }) },
    { name: 'GET /api/deals?limit=200 (c=20)', run: () => load({ url: `${base}/api/deals?limit=200&pipeline_id=${pipelineId}`, method: 'GET', headers: auth, concurrency: 20, total: Math.round(REQUESTS / 4), watch }) },
    { name: 'quote-pdf: GET quote.pdf, 30 items (c=2)', run: () => load({ url: `${base}/api/deals/${quoteDealId}/quote.pdf`, method: 'GET', headers: auth, concurrency: 2, total: 60, watch }) },
    { name: 'moveDeal (c=5)', run: () => load({ url: `${base}/graphql`, method: 'POST', headers: auth, bodies: moves, concurrency: 5, total: Math.min(REQUESTS, moves.length), watch }) },
  ];
  // warm-up: caches, JIT, SQLite pages
  await load({ url: `${base}/graphql`, method: 'POST', headers: auth, bodies: [boardBody], concurrency: 20, total: WARMUP });
  await load({ url: baselineUrl, method: 'GET', headers: {}, concurrency: 20, total: WARMUP });
  await load({ url: `${base}/api/auth/me`, method: 'GET', headers: auth, concurrency: 10, total: WARMUP });

  const rows: string[] = [];
  const results: Record<string, LoadResult> = {};
  for (const c of cases) {
    const r = await c.run();
    results[c.name] = r;
    rows.push(tableRow(c.name, r, c.name.startsWith('bare') ? {} : local));
  }
  // The board through the server as `npm start` runs it (several processes).
  const served = await startServer(dataDir, config.databaseUrl, config.adminEmail);
  const servedBoard = `board, GraphQL, npm start server, ${served.workers} processes (c=20)`;
  await load({ url: `${served.base}/graphql`, method: 'POST', headers: auth, bodies: [boardBody], concurrency: 20, total: WARMUP });
  const remote: CpuWatch = { database: dbPid, server: served.pids };
  results[servedBoard] = await load({ url: `${served.base}/graphql`, method: 'POST', headers: auth, bodies: [boardBody], concurrency: 20, total: REQUESTS, watch: watchList(remote) });
  rows.push(tableRow(servedBoard, results[servedBoard], remote));
  await served.stop();

  const ratio = results['board, GraphQL, cache bypassed (c=20)'].p95 / Math.max(0.1, results['board, SQL baseline (c=20)'].p95);
  const table = [
    `Bench ${new Date().toISOString()} — ${engine}, ${DEALS} deals from seed:demo (seeded in ${seedSeconds.toFixed(1)} s), Node ${process.version}, load from a worker thread`,
    '',
    ...TABLE_HEAD,
    ...rows,
    '',
    `board built on every request (cache bypassed) p95 / SQL baseline p95 = ${ratio.toFixed(2)} (target ≤ 2) ; board p95 target ≤ 50 ms`,
    '',
    ...bundleFigures(),
  ].join('\n');
  console.log(table);
  writeFileSync(join(__dirname, 'results.md'), table + '\n');
  await new Promise<void>((r) => baseline.close(() => r()));
  await stop();
  await new Promise<void>((r) => http.close(() => r()));
  await ds.destroy();
  await db.drop();
  rmSync(dataDir, { recursive: true, force: true });
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
