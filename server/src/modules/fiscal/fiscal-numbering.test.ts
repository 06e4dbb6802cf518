import type { ChildProcess } from 'node:child_process';
import type { Actor } from '../../core/auth/actor';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { sharedDatabase, startWorkerProcess } from '../../../test/worker-process';

/**
 * Gap-free fiscal numbering (FiscalService.takeNumber) on the engine under test: concurrent issuers on one point
 * get consecutive numbers, never the same one; a transaction that rolls back gives its number back; two server
 * processes over one database (a SQLite file, or the MariaDB/MySQL database) issuing at once do the same.
 */
const DATE = '2026-06-15';
const POINT = { timbrado: '12345678', validFrom: '2026-01-01', validTo: '2026-12-31', establishment: '001', point: '004', nextNumber: 1 };

const range = (from: number, n: number) => Array.from({ length: n }, (_, i) => from + i);
const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);

async function adminActor(t: TestApp): Promise<Actor> {
  const [u] = (await t.ds.query("SELECT id, name, email, role FROM users WHERE role = 'admin' ORDER BY id LIMIT 1")) as Actor[];
  return { ...u, id: Number(u.id) };
}

async function unitId(t: TestApp, keySlug: string): Promise<number> {
  const [u] = (await t.ds.query('SELECT id FROM business_units WHERE key_slug = ?', [keySlug])) as Array<{ id: number }>;
  return Number(u.id);
}

/** One issue: takes the number, does the rest of its work while the counter is locked, commits (or fails). */
function issue(t: TestApp, unit: number, fail = false): Promise<number> {
  return t.ds.transaction(async (em) => {
    const taken = await t.services.fiscal.takeNumber(em, unit, 'factura', DATE);
    await new Promise((r) => setTimeout(r, 2));
    if (fail) throw new Error('la emisión falló después de tomar el número');
    return taken.sequence;
  });
}

describe('one process', () => {
  let t: TestApp;
  let unit: number;

  beforeAll(async () => {
    t = await createTestApp();
    unit = await unitId(t, 'atm-cargo');
    await t.services.fiscal.update(await adminActor(t), unit, { points: { factura: POINT } });
  });
  afterAll(() => t.close());

  test('the number: EEE-PPP-NNNNNNN with the timbrado copied onto it', async () => {
    const first = await t.ds.transaction((em) => t.services.fiscal.takeNumber(em, unit, 'factura', DATE));
    expect(first).toEqual({ number: '001-004-0000001', sequence: 1, timbrado: '12345678', timbradoFrom: '2026-01-01', timbradoTo: '2026-12-31', establishment: '001', point: '004' });
  });

  test('20 concurrent issuers on one point → 20 consecutive numbers, no gap, no duplicate', async () => {
    const got = await Promise.all(range(0, 20).map(() => issue(t, unit)));
    expect(sorted(got)).toEqual(range(2, 20));
  });

  test('a taker whose transaction rolls back leaves no gap, also amid concurrent issuers', async () => {
    await expect(issue(t, unit, true)).rejects.toThrow('la emisión falló');
    expect(await issue(t, unit)).toBe(22);
    // Every third one fails after taking its number: the committed ones are still consecutive.
    const settled = await Promise.allSettled(range(0, 15).map((i) => issue(t, unit, i % 3 === 0)));
    const committed = settled.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    expect(settled.filter((r) => r.status === 'rejected')).toHaveLength(5);
    expect(sorted(committed)).toEqual(range(23, 10));
    const [row] = (await t.ds.query("SELECT next_number, taken FROM fiscal_points WHERE business_unit_id = ? AND document_type = 'factura'", [unit])) as Array<{ next_number: number; taken: number }>;
    expect({ next: Number(row.next_number), taken: Number(row.taken) }).toEqual({ next: 33, taken: 32 });
  });

  test('outside the caller’s transaction it refuses to number (no counter moves without the document)', async () => {
    await expect(t.services.fiscal.takeNumber(t.ds.manager, unit, 'factura', DATE)).rejects.toThrow('dentro de la transacción');
  });

  test('an expired, not yet valid or missing timbrado refuses with every problem in Spanish (CONFLICT), and takes nothing', async () => {
    const take = (type: 'factura' | 'recibo', date: string) => t.ds.transaction((em) => t.services.fiscal.takeNumber(em, unit, type, date));
    await expect(take('factura', '2027-01-02')).rejects.toMatchObject({ code: 'CONFLICT', message: 'El timbrado 12345678 venció el 31/12/2026.' });
    await expect(take('factura', '2025-12-31')).rejects.toMatchObject({ code: 'CONFLICT', message: 'El timbrado 12345678 rige desde el 01/01/2026.' });
    await expect(take('recibo', DATE)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: expect.stringContaining('Falta el número de timbrado (8 dígitos). Falta la fecha de inicio de vigencia del timbrado. Falta la fecha de fin de vigencia del timbrado.'),
    });
    expect(await t.services.fiscal.problems(unit, 'factura', '2027-01-02')).toEqual(['El timbrado 12345678 venció el 31/12/2026.']);
    expect(await t.services.fiscal.problems(unit, 'factura', DATE)).toEqual([]);
    expect(await issue(t, unit)).toBe(33);
  });
});

/** A taker process over `databaseUrl` (server/test/fiscal-taker.ts), ready once it opened the database. */
const startWorker = (databaseUrl: string, unit: number, takers: number) => startWorkerProcess<number[]>('fiscal-taker.ts', { DATABASE_URL: databaseUrl, FISCAL_UNIT: String(unit), TAKERS: String(takers), FISCAL_DATE: DATE });

describe('two processes over one database', () => {
  let t: TestApp;
  let db: { url: string; drop(): Promise<void> };
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    // The app drops it (and its folder) when it closes.
    db = await sharedDatabase('crm-fiscal-');
    t = await createTestApp({}, { database: db });
  });
  afterAll(async () => {
    for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
    await t?.close();
  });

  test('issuing at once from two processes → consecutive numbers, no gap, no duplicate', async () => {
    const unit = await unitId(t, 'industrial-rayflex');
    await t.services.fiscal.update(await adminActor(t), unit, { points: { factura: { ...POINT, point: '005', nextNumber: 100 } } });
    const [a, b] = await Promise.all([startWorker(db.url, unit, 10), startWorker(db.url, unit, 10)]);
    children.push(a.child, b.child);
    const [fromA, fromB] = await Promise.all([a.go(), b.go()]);
    expect(fromA).toHaveLength(10);
    expect(fromB).toHaveLength(10);
    expect(sorted([...fromA, ...fromB])).toEqual(range(100, 20));
    const [row] = (await t.ds.query("SELECT next_number, taken FROM fiscal_points WHERE business_unit_id = ? AND document_type = 'factura'", [unit])) as Array<{ next_number: number; taken: number }>;
    expect({ next: Number(row.next_number), taken: Number(row.taken) }).toEqual({ next: 120, taken: 20 });
  }, 90_000);
});
