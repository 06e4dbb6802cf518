/**
 * The database side of the global search, one statement at a time (search speed): over a database
 * already seeded with `seed:demo` (DATABASE_URL, DATA_DIR), each query's statement per group (deal,
 * organization, contact) and whole is run alone and sequentially on one connection, so no queueing of
 * the shared CPU is in the figures: median and p95 ms per statement, and on MariaDB/MySQL the rows the
 * engine touched per statement (Handler_read_* of the session: key = index descents, next = rows read
 * along an index, rnd = rows read from a temporary table) and the database server's CPU per statement:
 * the CPU time of this connection's own server thread (one thread per connection: found by a
 * BENCHMARK() burst, read from /proc/<mariadbd>/task/<thread>/schedstat in ns), so the other sessions
 * using that server on a loaded machine do not count. With several words, the term statistics
 * statement is measured too; a group the statistics show empty is not run (search() leaves it out).
 *
 *   DATABASE_URL=mariadb://root@127.0.0.1:3306/crm_x DATA_DIR=/tmp/x node -r @swc-node/register bench/search-statements.ts ['juan benitez' …]
 *
 * Not part of `npm test` or `npm run bench`; the figures go into bench/results-search-*.md by hand.
 */
import 'reflect-metadata';
import { searchQueryTokens } from '@crm/domain';
import { openDatabase } from '../server/src/app';
import { SearchService } from '../server/src/modules/search/search.service';
import { SEARCH_ENTITY_TYPES } from '../server/src/modules/search/search-term.entity';
import { readdirSync, readFileSync } from 'node:fs';
import { databaseServerPid } from './load';

const ROUNDS = Number(process.env.ROUNDS ?? 200);
const QUERIES = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['juan benitez', 'aerea repuestos', 'maria gonzalez', 'garcia logistica', 'importadora asuncion', 'gonzalez', 'maria', '595 971'];

async function main() {
  const ds = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: process.env.DATA_DIR ?? '/tmp' });
  const mysql = ds.options.type !== 'better-sqlite3';
  const search = new SearchService(ds);
  const admin = { id: 0, name: 'bench', email: 'bench@crm.local', role: 'admin' as const };
  const qr = ds.createQueryRunner();
  await qr.connect();
  const dbPid = databaseServerPid(process.env.DATABASE_URL);
  // The server thread of this connection: the one that burns CPU during a BENCHMARK() on it.
  const threadNs = (tid: string) => Number(readFileSync(`/proc/${dbPid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]);
  const threads = () => Object.fromEntries(readdirSync(`/proc/${dbPid}/task`).map((tid) => [tid, threadNs(tid)]));
  let tid: string | undefined;
  if (dbPid) {
    const a = threads();
    await qr.query('SELECT BENCHMARK(20000000, 1 + 1)');
    const b = threads();
    [tid] = Object.keys(b).sort((x, y) => b[y] - (a[y] ?? b[y]) - (b[x] - (a[x] ?? b[x])));
  }
  const handlers = async (): Promise<Record<string, number>> => {
    if (!mysql) return {};
    const rows = (await qr.query("SHOW SESSION STATUS LIKE 'Handler_read%'")) as Array<{ Variable_name: string; Value: string }>;
    return Object.fromEntries(rows.map((r) => [r.Variable_name.replace('Handler_read_', ''), Number(r.Value)]));
  };
  const out: string[] = ['| query | statement | rows | median ms | p95 ms | DB CPU ms/stmt | key / next / rnd_next per stmt |', '|---|---|---|---|---|---|---|'];
  for (const q of QUERIES) {
    const tokens = searchQueryTokens(q);
    const orders = await search.driverOrders(tokens);
    const whole = await search.statementFor(admin, tokens);
    const sizes = tokens.length > 1 ? search.sizesStatement(tokens) : null;
    const parts = [
      ...(sizes ? [{ name: 'term statistics', ...sizes }] : []),
      ...SEARCH_ENTITY_TYPES.filter((type) => orders[type].length).map((type) => ({ name: `${type} (${orders[type].join(' → ')})`, ...search.statement(type, orders[type], admin) })),
      ...(whole ? [{ name: 'whole (UNION ALL)', ...whole }] : []),
    ];
    for (const p of parts) {
      const found = ((await qr.query(p.sql, p.params)) as unknown[]).length;
      for (let i = 0; i < 5; i++) await qr.query(p.sql, p.params); // warm
      const before = await handlers();
      const cpu0 = tid ? threadNs(tid) : NaN;
      const lat: number[] = [];
      for (let i = 0; i < ROUNDS; i++) {
        const t0 = performance.now();
        await qr.query(p.sql, p.params);
        lat.push(performance.now() - t0);
      }
      const cpu = tid ? (threadNs(tid) - cpu0) / 1e6 / ROUNDS : NaN;
      const after = await handlers();
      // SHOW STATUS itself reads a few rows: a run of it alone is subtracted.
      const self = await handlers();
      const selfCost = (k: string) => (self[k] ?? 0) - (after[k] ?? 0);
      const per = (k: string) => (mysql ? Math.round(((after[k] ?? 0) - (before[k] ?? 0) - selfCost(k)) / ROUNDS) : NaN);
      lat.sort((a, b) => a - b);
      const at = (f: number) => lat[Math.min(lat.length - 1, Math.floor(f * lat.length))].toFixed(2);
      out.push(`| ${q} | ${p.name} | ${found} | ${at(0.5)} | ${at(0.95)} | ${Number.isFinite(cpu) ? cpu.toFixed(2) : '–'} | ${mysql ? `${per('key')} / ${per('next')} / ${per('rnd_next')}` : '–'} |`);
      console.error(out[out.length - 1]);
    }
  }
  console.log(out.join('\n'));
  await qr.release();
  await ds.destroy();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
