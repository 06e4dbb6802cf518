import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { FiscalDocumentType } from '@crm/domain';
import { createServices, openDatabase } from '../src/app';

/**
 * One process of the numbering test across processes (fiscal-numbering.test.ts): opens the database the test
 * gives (DATABASE_URL: a SQLite file or a MariaDB/MySQL database), says 'ready', waits for 'go' on stdin, then
 * takes TAKERS numbers at once, each in its own transaction (as each issue would), and prints the sequences it
 * committed as one JSON line. A taker whose transaction could not get the database (SQLite's lock held too long
 * by the other process: 503 for a user) tries again, as the user would.
 */
async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL!;
  const unit = Number(process.env.FISCAL_UNIT);
  const takers = Number(process.env.TAKERS);
  const date = process.env.FISCAL_DATE!;
  const type = (process.env.FISCAL_TYPE ?? 'factura') as FiscalDocumentType;
  const dataDir = mkdtempSync(join(tmpdir(), 'crm-fiscal-taker-'));
  const ds = await openDatabase({ databaseUrl, dataDir }, { migrate: false });
  const { fiscal } = createServices(ds, { bcryptCost: 4, jwtSecret: 'x'.repeat(64), jwtExpiresIn: '1h', uploadsDir: join(dataDir, 'uploads'), port: 0 });
  process.stdout.write('ready\n');
  await new Promise<void>((go) => createInterface({ input: process.stdin }).once('line', () => go()));
  const one = async (): Promise<number> => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await ds.transaction(async (em) => {
          const taken = await fiscal.takeNumber(em, unit, type, date);
          // The other writes happen while the counter stays locked.
          await new Promise((r) => setTimeout(r, 2));
          return taken.sequence;
        });
      } catch (e) {
        if (attempt >= 50 || !/SQLITE_BUSY|database is locked/i.test(String((e as Error).message) + String((e as { code?: unknown }).code ?? ''))) throw e;
        await new Promise((r) => setTimeout(r, 20));
      }
    }
  };
  const sequences = await Promise.all(Array.from({ length: takers }, one));
  process.stdout.write(`${JSON.stringify(sequences)}\n`);
  await ds.destroy();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}

main().catch((e) => {
  process.stderr.write(`${(e as Error).stack ?? String(e)}\n`);
  process.exit(1);
});
