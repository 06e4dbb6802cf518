/**
 * `BENCH_SCENARIO=import` (CSV import): rows per second of a CSV import of BENCH_IMPORT_ROWS contacts
 * (default 100,000; one in a thousand with a bad email) through the imports service in-process, as the
 * run endpoint starts it: transactions of up to 500 rows or 300 ms, each row through the contacts service (validation,
 * dedupe, search index, audit event) in a savepoint. Writes its line into bench/results-import.md.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp, openDatabase } from '../server/src/app';
import { loadConfig } from '../server/src/core/config';
import { seedDatabase } from '../server/src/seed/seed';
import { provisionTestDatabase } from '../server/test/test-db';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);

export async function importBench(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'crm-bench-import-'));
  const given = process.env.DATABASE_URL?.trim();
  const db = given ? await provisionTestDatabase(given, 'crm_bench_') : { url: undefined, drop: async () => {} };
  const config = {
    ...loadConfig({ ...process.env, DATABASE_URL: db.url ?? '', DATA_DIR: dataDir, BCRYPT_COST: '4', RATE_LIMIT_PER_MINUTE: '0' }),
    adminEmail: 'bench@crm.local',
    adminPassword: 'Bench-12345',
  };
  const ds = await openDatabase({ databaseUrl: config.databaseUrl, dataDir });
  await seedDatabase(ds, { adminEmail: config.adminEmail, adminPassword: config.adminPassword, bcryptCost: 4, log: () => {} });
  const http = createServer();
  const { services, stop } = await createApp(ds, config, http);
  const { user } = await services.auth.login({ email: config.adminEmail, password: config.adminPassword! }, 'bench');
  const actor = { id: user.id, name: user.name, email: user.email ?? '', role: 'admin' as const };

  const lines = ['Nombre;Correo electrónico;Teléfono;Cargo'];
  for (let i = 0; i < ROWS; i++) {
    lines.push(`Contacto Bench ${i};${i % 1000 === 999 ? 'sin-arroba' : `bench${i}@importacion.com.py`};0981 ${String(i).padStart(6, '0')};Compras`);
  }
  const bytes = Buffer.from(lines.join('\r\n'), 'latin1');
  const engine = ds.options.type === 'better-sqlite3' ? 'SQLite' : `${ds.options.type === 'mariadb' ? 'MariaDB' : 'MySQL'}`;
  const t0 = performance.now();
  const job = await services.imports.start(actor, { kind: 'contact', filename: 'bench.csv', bytes });
  const parsedMs = performance.now() - t0;
  const t1 = performance.now();
  await services.imports.run(actor, job.id, job.suggestedMapping);
  const ticker = setInterval(() => {
    void services.imports.get(actor, job.id).then((j) => console.error(`  ${j.processedRows}/${j.totalRows} (${Math.round(j.processedRows / ((performance.now() - t1) / 1000))} filas/s)`));
  }, 15_000);
  await services.imports.settled(job.id);
  clearInterval(ticker);
  const seconds = (performance.now() - t1) / 1000;
  const done = await services.imports.get(actor, job.id);
  const rate = Math.round(done.processedRows / seconds);
  const contacts = Number((await ds.query('SELECT COUNT(*) AS n FROM contacts'))[0].n);
  const line = `| ${engine} | ${ROWS.toLocaleString('en')} | ${(bytes.length / 1024 / 1024).toFixed(1)} MB | ${Math.round(parsedMs)} ms | ${seconds.toFixed(1)} s | **${rate}** | ${done.createdCount} / ${done.updatedCount} / ${done.errorCount} | ${contacts} | ${new Date().toISOString().slice(0, 16)} |`;
  console.log(line);

  const file = join(__dirname, 'results-import.md');
  const head = [
    '# CSV import: rows per second (BENCH_SCENARIO=import)',
    '',
    '`BENCH_SCENARIO=import npm run bench` (SQLite) and `DATABASE_URL=mariadb://root@127.0.0.1:3306/x BENCH_SCENARIO=import npm run bench` (MariaDB).',
    `A contacts CSV (Latin-1, ';') with one row in a thousand in error, imported by the imports service in-process`,
    '(transactions of up to 500 rows or 300 ms, each row through the contacts service in a savepoint: validation, dedupe by email,',
    'search index, audit event). The machine is shared with other sessions: compare rows of the same run only.',
    '',
    '| engine | rows | file | upload + parse | import | rows/s | created / updated / errors | contacts after | when (UTC) |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  const previous = existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter((l) => l.startsWith('| ') && !l.startsWith('| engine') && !l.startsWith(`| ${engine} |`)) : [];
  writeFileSync(file, [...head, ...previous, line, ''].join('\n'));
  await stop();
  await ds.destroy();
  await db.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
