/**
 * `BENCH_SCENARIO=import` (CSV import): rows per second of a CSV import of BENCH_IMPORT_ROWS contacts,
 * organizations or catalogue items (BENCH_IMPORT_KIND; default 100,000 contacts; one row in a thousand in error)
 * through the imports service in-process, as the run endpoint starts it (validation, dedupe, search index, one
 * audit event per record). Prints its table line for bench/results-import.md, where runs are paired by hand with
 * the tree before them (the file keeps each pairing's text: the bench no longer rewrites it).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp, openDatabase } from '../server/src/app';
import { loadConfig } from '../server/src/core/config';
import { seedDatabase } from '../server/src/seed/seed';
import { provisionTestDatabase } from '../server/test/test-db';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
/** BENCH_IMPORT_KIND: contact (default), organization or catalog — each file with one row in a thousand in error. */
const KIND = (process.env.BENCH_IMPORT_KIND ?? 'contact') as 'contact' | 'organization' | 'catalog';

/** The CSV lines of the bench file of a kind (the headers the mapping step recognises). */
function benchLines(kind: typeof KIND, rows: number): string[] {
  const bad = (i: number) => i % 1000 === 999;
  if (kind === 'organization') {
    const lines = ['Razón social;RUC;Email;Ciudad;Teléfono'];
    for (let i = 0; i < rows; i++) lines.push(`Empresa Bench ${i} S.A.;${8000000 + i}-${i % 10};${bad(i) ? 'sin-arroba' : `info${i}@empresa.com.py`};Asunción;021 ${String(i).padStart(6, '0')}`);
    return lines;
  }
  if (kind === 'catalog') {
    const lines = ['Código;Tipo;Nombre;Unidad;Moneda;Precio;IVA;Modalidades;Activo'];
    for (let i = 0; i < rows; i++) lines.push(`BENCH-${i};Servicio;Flete bench ${i};contenedor;USD;${bad(i) ? 'doce' : `${100 + (i % 900)},50`};10;Marítimo Aéreo;Sí`);
    return lines;
  }
  const lines = ['Nombre;Correo electrónico;Teléfono;Cargo'];
  for (let i = 0; i < rows; i++) lines.push(`Contacto Bench ${i};${bad(i) ? 'sin-arroba' : `bench${i}@importacion.com.py`};0981 ${String(i).padStart(6, '0')};Compras`);
  return lines;
}

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
  const sqlTimes = process.env.BENCH_SQL_PROFILE === '1' ? profileStatements(ds.createQueryRunner().constructor.prototype as { query: (...a: unknown[]) => Promise<unknown> }) : null;
  await seedDatabase(ds, { adminEmail: config.adminEmail, adminPassword: config.adminPassword, bcryptCost: 4, log: () => {} });
  const http = createServer();
  const { services, stop } = await createApp(ds, config, http);
  const { user } = await services.auth.login({ email: config.adminEmail, password: config.adminPassword! }, 'bench');
  const actor = { id: user.id, name: user.name, email: user.email ?? '', role: 'admin' as const };

  const lines = benchLines(KIND, ROWS);
  const bytes = Buffer.from(lines.join('\r\n'), 'latin1');
  const engine = ds.options.type === 'better-sqlite3' ? 'SQLite' : `${ds.options.type === 'mariadb' ? 'MariaDB' : 'MySQL'}`;
  const t0 = performance.now();
  const job = await services.imports.start(actor, { kind: KIND, filename: 'bench.csv', bytes });
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
  const table = KIND === 'contact' ? 'contacts' : KIND === 'organization' ? 'organizations' : 'catalog_items';
  const contacts = Number((await ds.query(`SELECT COUNT(*) AS n FROM ${table}`))[0].n);
  const line = `| ${engine} | ${KIND} | ${ROWS.toLocaleString('en')} | ${(bytes.length / 1024 / 1024).toFixed(1)} MB | ${Math.round(parsedMs)} ms | ${seconds.toFixed(1)} s | **${rate}** | ${done.createdCount} / ${done.updatedCount} / ${done.errorCount} | ${contacts} | ${new Date().toISOString().slice(0, 16)} |`;
  console.log(line);
  if (sqlTimes) {
    const top = [...sqlTimes].sort((a, b) => b[1].ms - a[1].ms).slice(0, 25);
    for (const [kind, t] of top) console.error(`  ${t.ms.toFixed(0).padStart(7)} ms ${String(t.n).padStart(7)}× ${kind}`);
  }

  await stop();
  await ds.destroy();
  await db.drop();
  rmSync(dataDir, { recursive: true, force: true });
}

/**
 * BENCH_SQL_PROFILE=1: the time spent in each kind of statement (its first words), measured around the query
 * runner's `query`, printed after the run: where a batch's database time goes on each engine.
 */
function profileStatements(proto: { query: (...a: unknown[]) => Promise<unknown> }): Map<string, { ms: number; n: number }> {
  const times = new Map<string, { ms: number; n: number }>();
  const original = proto.query;
  proto.query = async function (this: unknown, ...args: unknown[]) {
    const sql = String(args[0]).replace(/\s+/g, ' ');
    const kind = sql.replace(/\(\?.*$/, '').replace(/VALUES.*$/, 'VALUES …').slice(0, 90);
    const t0 = performance.now();
    try {
      return await original.apply(this, args);
    } finally {
      const t = times.get(kind) ?? { ms: 0, n: 0 };
      t.ms += performance.now() - t0;
      t.n++;
      times.set(kind, t);
    }
  };
  return times;
}
