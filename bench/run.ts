/**
 * `npm run bench`: load figures on loopback for the foundation endpoints, against the real app over a
 * fresh SQLite file (or DATABASE_URL). Prints a table and writes bench/results.md. Never part of `npm test`.
 */
import 'reflect-metadata';
import autocannon from 'autocannon';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../server/src/app';
import { loadConfig } from '../server/src/core/config';
import { openDatabase } from '../server/src/core/db/data-source';
import { seedDatabase } from '../server/src/seed/seed';

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'crm-bench-'));
  const config = { ...loadConfig({ ...process.env, DATA_DIR: dataDir, BCRYPT_COST: '10', RATE_LIMIT_PER_MINUTE: '0' }), adminEmail: 'bench@crm.local', adminPassword: 'Bench-12345' };
  const ds = await openDatabase({ databaseUrl: config.databaseUrl, dataDir });
  await seedDatabase(ds, { adminEmail: config.adminEmail, adminPassword: config.adminPassword, bcryptCost: config.bcryptCost, log: () => {} });
  const http = createServer();
  const { app, services, stop } = await createApp(ds, config, http);
  http.on('request', app);
  await new Promise<void>((r) => http.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(http.address() as { port: number }).port}`;
  const { token } = await services.auth.login({ email: config.adminEmail, password: config.adminPassword! }, 'bench');
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

  const cases: Array<{ name: string; opts: autocannon.Options }> = [
    { name: 'GET /api/health', opts: { url: `${base}/api/health` } },
    { name: 'GET /api/auth/me', opts: { url: `${base}/api/auth/me`, headers: auth } },
    { name: 'GET /api/users', opts: { url: `${base}/api/users`, headers: auth } },
    { name: 'POST /graphql { me users }', opts: { url: `${base}/graphql`, method: 'POST', headers: auth, body: JSON.stringify({ query: '{ me { id name } users { id name email role } }' }) } },
  ];
  const rows: string[] = [];
  for (const c of cases) {
    const r = await autocannon({ ...c.opts, connections: 10, duration: DURATION });
    rows.push(`| ${c.name} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} | ${r.non2xx} |`);
  }
  const table = [
    `Bench ${new Date().toISOString()} — ${DURATION}s per case, 10 connections, SQLite, Node ${process.version}`,
    '',
    '| case | req/s | p50 ms | p99 ms | non-2xx |',
    '|---|---|---|---|---|',
    ...rows,
  ].join('\n');
  console.log(table);
  writeFileSync(join(__dirname, 'results.md'), table + '\n');
  await stop();
  await new Promise<void>((r) => http.close(() => r()));
  await ds.destroy();
  rmSync(dataDir, { recursive: true, force: true });
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
