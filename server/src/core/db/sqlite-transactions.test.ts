import { createTestApp, type TestApp } from '../../../test/test-app';
import { adminToken } from '../../../test/factories';
import { seededPipeline } from '../../../test/deals-fixtures';
import { api } from '../../../test/http';

/**
 * Overlapping transactions of different requests (SQLite: one connection per process). The same tests
 * run on MariaDB/MySQL, where every transaction has its own pooled connection.
 */
let t: TestApp;
const table = `tx_probe_${Date.now().toString(36)}`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const rows = async (): Promise<string[]> => ((await t.ds.query(`SELECT v FROM ${table} ORDER BY v`)) as Array<{ v: string }>).map((r) => r.v);
const insert = (v: string) => `INSERT INTO ${table} (v) VALUES ('${v}')`;

beforeAll(async () => {
  t = await createTestApp();
  await t.ds.query(`CREATE TABLE ${table} (v varchar(20) NOT NULL)`);
});
beforeEach(() => t.ds.query(`DELETE FROM ${table}`));
afterAll(async () => {
  await t.ds.query(`DROP TABLE ${table}`);
  await t.close();
});

test('two overlapping transactions: the one that succeeds keeps its writes, the one that fails loses only its own', async () => {
  const first = t.ds.transaction(async (em) => {
    await em.query(insert('t1'));
    await sleep(40);
  });
  const second = t.ds.transaction(async (em) => {
    await sleep(5);
    await em.query(insert('t2'));
    await sleep(60);
    throw new Error('t2 falla');
  });
  const [a, b] = await Promise.allSettled([first, second]);
  expect(a.status).toBe('fulfilled');
  expect(b).toMatchObject({ status: 'rejected', reason: { message: 't2 falla' } });
  expect(await rows()).toEqual(['t1']);
});

test("a statement of another request is not part of an open transaction (it survives that transaction's rollback)", async () => {
  const tx = t.ds.transaction(async (em) => {
    await em.query(insert('tx'));
    await sleep(40);
    throw new Error('rollback');
  });
  await sleep(5);
  await t.ds.query(insert('outside'));
  await expect(tx).rejects.toThrow('rollback');
  expect(await rows()).toEqual(['outside']);
});

test("inside a transaction's callback: nested transactions are savepoints, and the DataSource's own queries never wait on it", async () => {
  // nested through the callback's manager: a savepoint on every engine
  await t.ds.transaction(async (em) => {
    await em.query(insert('outer'));
    await expect(
      em.transaction(async (inner) => {
        await inner.query(insert('inner'));
        throw new Error('inner rollback');
      }),
    ).rejects.toThrow('inner rollback');
    await em.transaction((inner) => inner.query(insert('inner-ok')));
  });
  expect(await rows()).toEqual(['inner-ok', 'outer']);
  await t.ds.query(`DELETE FROM ${table}`);

  // through the DataSource instead of the callback's manager: it completes (no wait on itself). SQLite has
  // one connection, so these statements are part of the open transaction (a nested transaction is one of
  // its savepoints); on MariaDB/MySQL they run on connections of their own and commit on their own.
  await expect(
    t.ds.transaction(async () => {
      await t.ds.query(insert('a'));
      await t.ds.transaction((inner) => inner.query(insert('b')));
      throw new Error('rollback');
    }),
  ).rejects.toThrow('rollback');
  expect(await rows()).toEqual(t.ds.options.type === 'better-sqlite3' ? [] : ['a', 'b']);
});

test('operations created at the same moment by several users are all saved (POST /api/deals in parallel)', async () => {
  const token = await adminToken(t);
  const { pipeline, stages } = await seededPipeline(t);
  const results = await Promise.all(
    Array.from({ length: 12 }, (_, i) =>
      api(t, token).post('/api/deals', { title: `Paralela ${table} ${i}`, pipeline_id: pipeline.id, stage_id: stages[0].id, organization: { name: `Org paralela ${table} ${i % 3}` } }),
    ),
  );
  expect(results.map((r) => r.status)).toEqual(Array(12).fill(201));
  const saved = (await t.ds.query('SELECT COUNT(*) AS n FROM deals WHERE title LIKE ?', [`Paralela ${table} %`])) as Array<{ n: unknown }>;
  expect(Number(saved[0].n)).toBe(12);
  // find-or-create by exact name inside each transaction: three organizations, not twelve
  const orgs = (await t.ds.query('SELECT COUNT(*) AS n FROM organizations WHERE name LIKE ?', [`Org paralela ${table} %`])) as Array<{ n: unknown }>;
  expect(Number(orgs[0].n)).toBe(3);
});

test('a contact posted several times at once with the same email is created once (the others are deduped)', async () => {
  const token = await adminToken(t);
  const email = `paralelo-${table}@ejemplo.com.py`;
  const results = await Promise.all(Array.from({ length: 8 }, () => api(t, token).post('/api/contacts', { name: 'Contacto paralelo', email })));
  const ids = new Set(results.map((r) => r.body.id));
  expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
  expect(ids.size).toBe(1);
  const saved = (await t.ds.query('SELECT COUNT(*) AS n FROM contacts WHERE email = ?', [email])) as Array<{ n: unknown }>;
  expect(Number(saved[0].n)).toBe(1);
});
