import type { ChildProcess } from 'node:child_process';
import type { Actor } from '../../core/auth/actor';
import { adminToken } from '../../../test/factories';
import { api } from '../../../test/http';
import { seededPipeline } from '../../../test/deals-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { sharedDatabase, startWorkerProcess } from '../../../test/worker-process';

/**
 * Issuing invoices from two server processes over one database (a SQLite file, or the MariaDB/MySQL database of
 * TEST_DATABASE_URL) at once: every draft gets a number, and the numbers are consecutive, with no gap and no
 * duplicate (the point's counter is taken in each issue's transaction).
 */
/** An issuer process over `databaseUrl` (server/test/invoice-issuer.ts), ready once it opened the database. */
const startWorker = (databaseUrl: string, ids: number[]) => startWorkerProcess<string[]>('invoice-issuer.ts', { DATABASE_URL: databaseUrl, INVOICE_IDS: ids.join(',') });

describe('two processes over one database', () => {
  let t: TestApp;
  let db: { url: string; drop(): Promise<void> };
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    // The app drops it (and its folder) when it closes.
    db = await sharedDatabase('crm-invoices-');
    t = await createTestApp({}, { database: db });
  });
  afterAll(async () => {
    for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
    await t?.close();
  });

  test('issuing 20 drafts at once from two processes → 20 consecutive numbers, no gap, no duplicate', async () => {
    const [u] = (await t.ds.query("SELECT id, name, email, role FROM users WHERE role = 'admin' ORDER BY id LIMIT 1")) as Actor[];
    const [bu] = (await t.ds.query("SELECT id FROM business_units WHERE key_slug = 'industrial-rayflex'")) as Array<{ id: number }>;
    const unit = Number(bu.id);
    await t.services.fiscal.update({ ...u, id: Number(u.id) }, unit, { points: { factura: { timbrado: '87654321', validFrom: '2020-01-01', validTo: '2099-12-31', establishment: '001', point: '005', nextNumber: 500 } } });
    const a = api(t, await adminToken(t));
    const { pipeline, stages } = await seededPipeline(t);
    const deal = (await a.post('/api/deals', { pipeline_id: pipeline.id, stage_id: stages[0].id, title: 'Dos procesos', business_unit_id: unit, organization: { name: 'Cliente de dos procesos' } })).body.id;
    const drafts: number[] = [];
    for (let i = 0; i < 20; i++) drafts.push((await a.post(`/api/deals/${deal}/invoices`, { source: 'lines', lines: [{ description: `Servicio ${i}`, quantity: 1, unit_price: 10, iva: '10' }] })).body.id);
    const [p1, p2] = await Promise.all([startWorker(db.url, drafts.slice(0, 10)), startWorker(db.url, drafts.slice(10))]);
    children.push(p1.child, p2.child);
    const [fromA, fromB] = await Promise.all([p1.go(), p2.go()]);
    const numbers = [...fromA, ...fromB].sort();
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => `001-005-${String(500 + i).padStart(7, '0')}`));
    const rows = (await t.ds.query('SELECT fiscal_number AS n FROM invoices WHERE deal_id = ? AND status = ?', [deal, 'emitida'])) as Array<{ n: string }>;
    expect(rows.map((r) => r.n).sort()).toEqual(numbers);
  }, 120_000);
});
