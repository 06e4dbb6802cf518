/**
 * The board built on every request (its shared cache bypassed: bypassedBoardBodies), in-process: the server and
 * the load generator's worker thread in one process, SQLite 10k. Prints p50/p95 and the process CPU per
 * request; PROF=file.cpuprofile writes a CPU profile of the measured run, NODOCS=1 leaves out the
 * cards' checklist chip, NORMAL=1 runs it through graphql-js (not the trimmed path). Not part of `npm run bench`:
 *   NODE_ENV=production SWC_NODE_PROJECT=server/tsconfig.build.json node -r @swc-node/register bench/profile-board.ts
 */
import 'reflect-metadata';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:http';
import { Session } from 'node:inspector';
import { createApp, openDatabase } from '../server/src/app';
import { loadConfig } from '../server/src/core/config';
import { seedDemo } from '../server/src/seed/demo';
import { seedDatabase } from '../server/src/seed/seed';
import { load } from './load';
import { bypassedBoardBodies, countStatements } from './mixed';

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'crm-prof-'));
  const config = { ...loadConfig({ ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, BCRYPT_COST: '10', RATE_LIMIT_PER_MINUTE: '0' }), adminEmail: 'bench@crm.local', adminPassword: 'Bench-12345' };
  const ds = await openDatabase({ databaseUrl: config.databaseUrl, dataDir });
  await seedDatabase(ds, { adminEmail: config.adminEmail, adminPassword: config.adminPassword, bcryptCost: 4, log: () => {} });
  await seedDemo(ds, { deals: 10000, orgs: 1000, contacts: 2500, seed: 7, log: () => {} });
  const http = createServer();
  const { app, services } = await createApp(ds, config, http);
  http.on('request', app);
  await new Promise<void>((r) => http.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(http.address() as { port: number }).port}`;
  const { token } = await services.auth.login({ email: config.adminEmail, password: config.adminPassword! }, 'bench');
  const pipelineId = Number((await ds.query('SELECT MIN(id) AS id FROM pipelines'))[0].id);
  const dir = join(__dirname, '..', 'client', 'src', 'features', 'kanban', 'graphql');
  const q = ['DealBoard.graphql', 'DealCardFields.graphql'].map((f) => readFileSync(join(dir, f), 'utf8')).join('\n');
  const q1 = process.env.NODOCS ? q.replace(/docs \{[^}]*\}/, '') : q;
  // NORMAL=1: `@include(if: true)` on the board field, which the trimmed path declines (graphql-js executes it).
  const q2 = process.env.NORMAL ? q1.replace(/(\bboard\([^)]*\))/, '$1 @include(if: true)') : q1;
  const bodies = bypassedBoardBodies(JSON.stringify({ query: q2, operationName: 'DealBoard', variables: { pipelineId, first: 20 } }));
  const body = bodies[0];
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  if (process.env.ENC) headers['accept-encoding'] = process.env.ENC;
  const spec = { url: `${base}/graphql`, method: 'POST' as const, headers, bodies, concurrency: 20, total: 3000 };
  const res = await fetch(`${base}/graphql`, { method: 'POST', headers, body });
  const text = await res.text();
  if (process.env.OUT) writeFileSync(process.env.OUT, text);
  console.log('status', res.status, 'bytes', text.length, res.headers.get('content-encoding'));
  const c = countStatements(ds);
  c.start();
  await fetch(`${base}/graphql`, { method: 'POST', headers, body }).then((r) => r.text());
  console.log('statements per built board', c.stop().length);
  await load(spec);
  const s = new Session();
  s.connect();
  const post = (m: string) => new Promise<{ profile?: object }>((r, j) => s.post(m, {}, (e, v) => (e ? j(e) : r(v as { profile?: object }))));
  if (process.env.PROF) { await post('Profiler.enable'); await post('Profiler.start'); }
  const u0 = process.cpuUsage();
  const r = await load({ ...spec, total: 6000 });
  const u = process.cpuUsage(u0);
  console.log('p50', r.p50, 'p95', r.p95, 'cpu ms/req (in-process, incl. load gen)', ((u.user + u.system) / 1000 / 6000).toFixed(3));
  if (process.env.PROF) { const { profile } = await post('Profiler.stop'); writeFileSync(process.env.PROF, JSON.stringify(profile)); }
  process.exit(0);
}
main();
