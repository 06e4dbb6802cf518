import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Actor } from '../src/core/auth/actor';
import { createServices, openDatabase } from '../src/app';

/**
 * One process of the invoices' test across processes (invoices-processes.test.ts): opens the database the test
 * gives, says 'ready', waits for 'go' on stdin, then issues the drafts of INVOICE_IDS all at once through the
 * invoices service (each issue its own transaction, as each request would) and prints the numbers it got as one
 * JSON line. An issue whose transaction could not get SQLite's lock (503 for a user) tries again, as a user would.
 */
async function main(): Promise<void> {
  const ids = process.env.INVOICE_IDS!.split(',').map(Number);
  const dataDir = mkdtempSync(join(tmpdir(), 'crm-invoice-issuer-'));
  const ds = await openDatabase({ databaseUrl: process.env.DATABASE_URL!, dataDir }, { migrate: false });
  const { invoices } = createServices(ds, { bcryptCost: 4, jwtSecret: 'x'.repeat(64), jwtExpiresIn: '1h', uploadsDir: join(dataDir, 'uploads'), port: 0 });
  const [admin] = (await ds.query("SELECT id, name, email, role FROM users WHERE role = 'admin' ORDER BY id LIMIT 1")) as Actor[];
  const actor: Actor = { ...admin, id: Number(admin.id) };
  process.stdout.write('ready\n');
  await new Promise<void>((go) => createInterface({ input: process.stdin }).once('line', () => go()));
  const one = async (id: number): Promise<string> => {
    for (let attempt = 1; ; attempt++) {
      try {
        return (await invoices.issue(actor, id)).invoice.fiscalNumber!;
      } catch (e) {
        const text = `${(e as Error).message} ${String((e as { code?: unknown }).code ?? '')}`;
        if (attempt >= 50 || !/SQLITE_BUSY|database is locked|SERVICE_UNAVAILABLE|no disponible/i.test(text)) throw e;
        await new Promise((r) => setTimeout(r, 20));
      }
    }
  };
  const numbers = await Promise.all(ids.map(one));
  process.stdout.write(`${JSON.stringify(numbers)}\n`);
  await ds.destroy();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}

main().catch((e) => {
  process.stderr.write(`${(e as Error).stack ?? String(e)}\n`);
  process.exit(1);
});
