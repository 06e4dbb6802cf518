/**
 * Search speed: a multi-word search sizes its words from term statistics (search_term_stats, kept by
 * triggers on search_terms) instead of running EXPLAIN on every request. The statistics must equal a
 * recount of the index after every kind of write, on both engines.
 */
import { createTestApp, type TestApp } from '../../../test/test-app';
import { adminToken, makeOrganization } from '../../../test/factories';
import { seededPipeline } from '../../../test/deals-fixtures';
import { api } from '../../../test/http';
import { statsAndRecount as sharedStatsAndRecount } from '../../../test/search-stats';
import { seedDemo } from '../../seed/demo';
import { backfillSearchTerms, insertSearchTermsBulk, recordBitColumns, recordBitsOf, reindexSearch } from './search-index';

let t: TestApp;
let admin: string;
const tag = `k${Date.now().toString(36)}`;
const ADMIN_ACTOR = { id: 0, name: 'test', email: 'admin@test', role: 'admin' as const };

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t);
});
afterAll(() => t.close());

const statsAndRecount = () => sharedStatsAndRecount(t.ds);

async function expectStatsMatchIndex(): Promise<void> {
  const { stored, recount } = await statsAndRecount();
  expect(stored).toEqual(recount);
}

const statOf = async (type: string, prefix: string) =>
  Number(((await t.ds.query('SELECT term_count FROM search_term_stats WHERE entity_type = ? AND prefix = ?', [type, prefix])) as Array<{ term_count: unknown }>)[0]?.term_count ?? 0);

test('the statistics equal a recount of the index after inserts, updates and deletes through the API', async () => {
  await expectStatsMatchIndex(); // whatever the seed indexed, counted by the migration

  const word = `qv${tag}`; // sized by the row of its first 9 characters
  const key = Array.from(word).slice(0, 9).join('');
  const before = await statOf('organization', key);
  const ids: number[] = [];
  for (let i = 0; i < 3; i++) {
    const res = await api(t, admin).post('/api/organizations', { name: `${word} Uno${i}`, email: `c${i}@${word}.com.py` });
    expect(res.status).toBe(201);
    ids.push(res.body.id);
  }
  await expectStatsMatchIndex();
  expect(await statOf('organization', key)).toBeGreaterThanOrEqual(before + 3);

  // A rename takes the old words out and counts the new ones.
  expect((await api(t, admin).patch(`/api/organizations/${ids[0]}`, { name: `Renombrada ${tag}`, email: null })).status).toBe(200);
  await expectStatsMatchIndex();

  const contact = await api(t, admin).post('/api/contacts', { name: `Ñandú ${word}`, email: `nandu@${word}.com`, phone: '+595 981 777 001' });
  expect(contact.status).toBe(201);
  expect((await api(t, admin).patch(`/api/contacts/${contact.body.id}`, { phone: '0971 777 002' })).status).toBe(200);
  await expectStatsMatchIndex();

  const { pipeline, stages } = await seededPipeline(t);
  const deal = await api(t, admin).post('/api/deals', {
    title: `Flete ${word} Weiß y Weiss`,
    pipeline_id: pipeline.id,
    stage_id: stages[0].id,
    organization: { name: `Nueva con operación ${word}` },
    contact: { name: `Contacto nuevo ${word}` },
  });
  expect(deal.status).toBe(201);
  await expectStatsMatchIndex();
  expect((await api(t, admin).patch(`/api/deals/${deal.body.id}`, { title: `Otro título ${tag}` })).status).toBe(200);
  await expectStatsMatchIndex();
  expect((await api(t, admin).delete(`/api/deals/${deal.body.id}`)).status).toBeLessThan(300);
  expect(Number((await t.ds.query("SELECT COUNT(*) AS n FROM search_terms WHERE entity_type = 'deal' AND entity_id = ?", [deal.body.id]))[0].n)).toBe(0);
  await expectStatsMatchIndex();
});

test('rows written around the services (backfill, a direct reindex, plain SQL) are counted too, and a failed write counts nothing', async () => {
  const org = await makeOrganization(t, { name: `Directa ${tag}` }); // inserted without indexing
  await backfillSearchTerms((sql, params) => t.ds.query(sql, params), 'organization', { fromId: org.id - 1 });
  await expectStatsMatchIndex();
  await t.ds.query('UPDATE organizations SET name = ? WHERE id = ?', [`Cambiada ${tag}`, org.id]);
  await reindexSearch(t.ds.manager, 'organization', org.id);
  await expectStatsMatchIndex();
  await t.ds.query("UPDATE search_terms SET term = ? WHERE entity_type = 'organization' AND entity_id = ? AND term = ?", [`zzzz${tag}`, org.id, 'cambiada']);
  await expectStatsMatchIndex();
  await t.ds.query("DELETE FROM search_terms WHERE entity_type = 'organization' AND entity_id = ?", [org.id]);
  await expectStatsMatchIndex();

  // Counted in the same transaction: a rollback leaves the statistics as they were.
  const { stored } = await statsAndRecount();
  await expect(
    t.ds.transaction(async (em) => {
      await em.query('INSERT INTO search_terms (entity_type, entity_id, term) VALUES (?, ?, ?)', ['organization', org.id, `rollback${tag}`]);
      throw new Error('abort');
    }),
  ).rejects.toThrow('abort');
  expect((await statsAndRecount()).stored).toEqual(stored);
  await expectStatsMatchIndex();
});

test('a multi-word search reads the statistics, never EXPLAIN, and its driving word follows the data', async () => {
  const common = `com${tag}`;
  const rare = `rar${tag}`;
  const ids: number[] = [];
  for (let i = 0; i < 6; i++) {
    const res = await api(t, admin).post('/api/organizations', { name: `${common} ${i < 2 ? rare : `otra${i}`}` });
    ids.push(res.body.id);
  }
  expect((await t.services.search.driverOrders([common, rare])).organization).toEqual([rare, common]);

  t.sql.start();
  const found = await api(t, admin).get(`/api/search?q=${encodeURIComponent(`${common} ${rare}`)}`);
  const statements = [...t.sql.statements];
  t.sql.stop();
  expect(found.body.orgs.map((o: { id: number }) => o.id).sort((a: number, b: number) => a - b)).toEqual(ids.slice(0, 2));
  expect(statements.filter((q) => /\bEXPLAIN\b/i.test(q))).toEqual([]);
  expect(statements.filter((q) => /search_term_stats/.test(q))).toHaveLength(1);
  expect(statements.filter((q) => /\bsearch_terms\b/.test(q))).toHaveLength(1);

  // The data changes: the once rare word becomes the common one, and the choice turns with it.
  for (const id of ids.slice(2)) expect((await api(t, admin).patch(`/api/organizations/${id}`, { name: `${rare} ${id}` })).status).toBe(200);
  for (const id of ids.slice(0, 2)) expect((await api(t, admin).patch(`/api/organizations/${id}`, { name: `${common} ${rare}` })).status).toBe(200);
  const other = await api(t, admin).post('/api/organizations', { name: `${rare} sola` });
  expect(other.status).toBe(201);
  expect((await t.services.search.driverOrders([common, rare])).organization).toEqual([common, rare]);
  await expectStatsMatchIndex();

  // A word under 3 characters starts too many prefixes to size: any longer word drives ahead of it.
  expect((await t.services.search.driverOrders(['zx', rare])).organization).toEqual([rare, 'zx']);
  expect((await t.services.search.driverOrders(['c', rare])).organization).toEqual([rare, 'c']);
  // Sized by the row of the longest level the word reaches: 'importadora' is not every 'importacion'.
  for (let i = 0; i < 3; i++) await api(t, admin).post('/api/organizations', { name: `importacion${tag} ${i}` });
  await api(t, admin).post('/api/organizations', { name: `importadora${tag} zeta${tag}` });
  await api(t, admin).post('/api/organizations', { name: `zeta${tag} otra` });
  expect((await t.services.search.driverOrders([`zeta${tag}`, `importadora${tag}`])).organization).toEqual([`importadora${tag}`, `zeta${tag}`]);
  const one = await t.services.search.search(ADMIN_ACTOR, `${common} ${rare}`);
  expect(one.organizations.map((o) => o.id).sort((a, b) => a - b)).toEqual(ids.slice(0, 2));
});

test('a bulk load (seed:demo, a bulk backfill) pauses the triggers for its own pages and counts them in one pass: still exact', async () => {
  const mysql = t.ds.options.type !== 'better-sqlite3';
  await seedDemo(t.ds, { deals: 40, orgs: 30, contacts: 35, seed: 11, log: () => {} });
  await expectStatsMatchIndex();

  // Code points beyond the BMP, long words and words at each level's edge, counted the way SUBSTR counts.
  const org = await makeOrganization(t, { name: `Ñandú Weiß 𝒜𝒷𝒸𝒹𝒺𝒻𝒼𝒽𝒾𝒿 abc abcdef abcdefghi abcdefghij ${tag}bulk`, email: `x@${tag}.com.py` });
  await backfillSearchTerms((sql, params) => t.ds.query(sql, params), 'organization', {
    fromId: org.id - 1,
    transact: (page) => t.ds.transaction((em) => page((sql, params) => em.query(sql, params))),
    bulk: { mysql },
  });
  await expectStatsMatchIndex();

  // A failed page counts nothing, and the pause ends with it: the next plain write is counted by its trigger.
  const { stored } = await statsAndRecount();
  await expect(
    t.ds.transaction(async (em) => {
      await insertSearchTermsBulk((sql, params) => em.query(sql, params), [['organization', org.id, `fallida${tag}`]], mysql);
      throw new Error('abort');
    }),
  ).rejects.toThrow('abort');
  expect((await statsAndRecount()).stored).toEqual(stored);
  for (let i = 0; i < 4; i++) await t.ds.query('INSERT INTO search_terms (entity_type, entity_id, term) VALUES (?, ?, ?)', ['organization', org.id, `despues${i}${tag}`]);
  await expectStatsMatchIndex();
  expect(await statOf('organization', 'despues0k')).toBeGreaterThanOrEqual(1);
});

test('record bits: every term row carries the bits of all its record\'s words, and a two-word search skips by them without missing a match', async () => {
  const pair = `bp${tag}`;
  const org = await api(t, admin).post('/api/organizations', { name: `${pair} Quebracho`, email: `ventas@${pair}.com.py`, ruc: '80012345-6' });
  expect(org.status).toBe(201);
  // Read as text: a 62-bit integer does not fit a JavaScript number.
  const asText = (c: string) => (t.ds.options.type === 'better-sqlite3' ? `'' || ${c}` : `CAST(${c} AS CHAR)`);
  const bitsOf = async (id: number) =>
    (await t.ds.query(`SELECT term, ${asText('record_bits')} AS lo, ${asText('record_digit_bits')} AS hi FROM search_terms WHERE entity_type = 'organization' AND entity_id = ?`, [
      id,
    ])) as Array<{ term: string; lo: string; hi: string }>;
  const rows = await bitsOf(org.body.id);
  const expected = recordBitColumns(rows.reduce((m, r) => m | recordBitsOf(r.term), 0n));
  expect(rows.map((r) => [BigInt(r.lo), BigInt(r.hi)])).toEqual(rows.map(() => expected));
  // Words starting with a digit set bits in record_digit_bits only, the others in record_bits only (3 each).
  const [qLo, qHi] = recordBitColumns(recordBitsOf('quebracho'));
  const [nLo, nHi] = recordBitColumns(recordBitsOf('80012345'));
  expect([qHi, nLo]).toEqual([0n, 0n]);
  for (const b of [qLo, nHi]) expect(b.toString(2).replace(/0/g, '').length).toBeGreaterThanOrEqual(2);
  expect([qLo & expected[0], nHi & expected[1]]).toEqual([qLo, nHi]);

  // Many records of the driving word, one with the other word: only it is found, by any prefix of it.
  for (let i = 0; i < 30; i++) await api(t, admin).post('/api/organizations', { name: `${pair} Otra${i}`, ruc: `${9000 + i}` });
  for (const q of [`${pair} quebracho`, `${pair} queb`, `quebr ${pair}`, `${pair} qu`, `${pair} 80012`, `800123 ${pair}`]) {
    expect((await t.services.search.search(ADMIN_ACTOR, q)).organizations.map((o) => o.id)).toEqual([org.body.id]);
  }
  // The walk of the first word filters by the bits of the others, each in its column.
  const st = t.services.search.statement('organization', [pair, 'quebracho'], ADMIN_ACTOR);
  expect(st.sql).toContain(`(t0.record_bits & ${qLo})`);
  expect(st.sql).not.toContain('record_digit_bits &');
  expect(t.services.search.statement('organization', [pair, '80012'], ADMIN_ACTOR).sql).toContain(`(t0.record_digit_bits & ${nHi})`);

  // A term row written without the bits (plain SQL) has every bit: never skipped.
  await t.ds.query("DELETE FROM search_terms WHERE entity_type = 'organization' AND entity_id = ?", [org.body.id]);
  await t.ds.query('INSERT INTO search_terms (entity_type, entity_id, term) VALUES (?, ?, ?), (?, ?, ?), (?, ?, ?)', [
    'organization', org.body.id, pair, 'organization', org.body.id, 'quebracho', 'organization', org.body.id, '80012345',
  ]);
  for (const q of [`${pair} quebracho`, `${pair} 80012`]) {
    expect((await t.services.search.search(ADMIN_ACTOR, q)).organizations.map((o) => o.id)).toEqual([org.body.id]);
  }
  await expectStatsMatchIndex();
});
