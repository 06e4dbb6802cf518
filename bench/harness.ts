/**
 * `npm run bench:harness` (TEST_DATABASE_URL for MariaDB/MySQL, else SQLite): what a server test file pays
 * before its first assertion. In one process, alternating so both meet the same machine load:
 * - migrate: a new database migrated from empty (what every test file paid before the template);
 * - template: a copy of the migrated template (server/test/db-template.ts), opened, migrations found applied;
 * - createTestApp before / after: the whole harness (seed, app, listening server) over each of them.
 * Prints the median and mean of each (ms). Never part of `npm test`.
 */
import 'reflect-metadata';
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../server/src/app';
import { fillSqliteFromTemplate, provisionMigratedDatabase } from '../server/test/db-template';
import { createTestApp } from '../server/test/test-app';
import { provisionTestDatabase } from '../server/test/test-db';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

async function timed(fn: () => Promise<void>): Promise<number> {
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'crm-bench-harness-'));
  const runs: Record<string, number[]> = { migrate: [], template: [], 'createTestApp before': [], 'createTestApp after': [] };
  // The first template use may build it: outside the figures.
  await (await provisionMigratedDatabase()).drop();
  for (let i = 0; i < ROUNDS; i++) {
    runs.migrate.push(
      await timed(async () => {
        const db = await provisionTestDatabase();
        const ds = await openDatabase({ databaseUrl: db.url, dataDir });
        await ds.destroy();
        await db.drop();
      }),
    );
    runs.template.push(
      await timed(async () => {
        const db = await provisionMigratedDatabase();
        const ds = await openDatabase({ databaseUrl: db.url, dataDir }, { migrate: !db.sqliteTemplate });
        if (db.sqliteTemplate) {
          fillSqliteFromTemplate(ds, db.sqliteTemplate);
          await ds.runMigrations({ transaction: 'each' });
        }
        await ds.destroy();
        await db.drop();
      }),
    );
    // Given a database, createTestApp migrates it: the harness as it was.
    runs['createTestApp before'].push(await timed(async () => (await createTestApp({}, { database: await provisionTestDatabase() })).close()));
    runs['createTestApp after'].push(await timed(async () => (await createTestApp()).close()));
  }
  const engine = process.env.TEST_DATABASE_URL?.trim() ? new URL(process.env.TEST_DATABASE_URL).protocol.replace(':', '') : 'sqlite';
  console.log(`engine ${engine}, ${ROUNDS} rounds, load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  for (const [name, xs] of Object.entries(runs)) console.log(`${name.padEnd(22)} median ${median(xs).toFixed(0).padStart(6)} ms   mean ${mean(xs).toFixed(0).padStart(6)} ms`);
}

main().then(
  () => process.exit(0),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
