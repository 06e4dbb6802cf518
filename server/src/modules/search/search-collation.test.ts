/**
 * Collation-safe text: search_terms compares bytes on every engine and the folding lives in
 * domain/search-text.ts, so names whose words are equal under utf8mb4_unicode_ci save fine and are
 * found by the ASCII spelling a user types ('weiss' finds 'Weiß'), on SQLite and MariaDB alike.
 */
import { seededPipeline } from '../../../test/deals-fixtures';
import { adminToken } from '../../../test/factories';
import { api, gql } from '../../../test/http';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { SearchTermsBinary1764000200000 } from './migrations/1764000200000-search-terms-binary';
import { OrganizationEntity } from '../organizations/organization.entity';

let t: TestApp;
let admin: string;
const ids: Record<string, number> = {};

const SEARCH = 'query ($q: String!) { search(q: $q) { deals { id } organizations { id } contacts { id } } }';

async function found(q: string): Promise<{ deals: number[]; organizations: number[]; contacts: number[] }> {
  const res = await gql(t, SEARCH, { q }, admin);
  expect(res.errors).toBeUndefined();
  const s = res.data!.search as Record<'deals' | 'organizations' | 'contacts', Array<{ id: number }>>;
  const rest = await api(t, admin).get(`/api/search?q=${encodeURIComponent(q)}`);
  expect(rest.status).toBe(200);
  const out = { deals: s.deals.map((r) => r.id), organizations: s.organizations.map((r) => r.id), contacts: s.contacts.map((r) => r.id) };
  // REST answers the same records.
  expect((rest.body.organizations ?? rest.body.orgs).map((r: { id: number }) => r.id)).toEqual(out.organizations);
  return out;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t);
  const post = async (path: string, body: object) => {
    const res = await api(t, admin).post(path, body);
    expect([path, res.status]).toEqual([path, 201]);
    return res.body.id as number;
  };
  ids.both = await post('/api/organizations', { name: 'Transportes Weiß y Weiss' });
  ids.sharp = await post('/api/organizations', { name: 'Weiß Logistik' });
  ids.street = await post('/api/contacts', { name: 'Straße strasse', email: 'strasse@ejemplo.com.py' });
  ids.width = await post('/api/organizations', { name: 'ＡＢＣ Carga ﬁnanciera' });
  ids.invisible = await post('/api/organizations', { name: 'Zeta\u200b Zeta Ex\u00adport' });
  ids.smile = await post('/api/organizations', { name: 'Cafetería 😀' });
  ids.grin = await post('/api/organizations', { name: 'Heladería 😁' });
  const { pipeline, stages } = await seededPipeline(t);
  ids.deal = await post('/api/deals', { title: 'Flete Großhandel', pipeline_id: pipeline.id, stage_id: stages[0].id });
});
afterAll(() => t.close());

test("'weiss', 'WEISS' and 'weiß' find a name written with ß, and a name with both spellings", async () => {
  for (const q of ['weiss', 'WEISS', 'weiß', 'Weiß']) {
    const r = await found(q);
    expect([q, r.organizations.sort()]).toEqual([q, [ids.both, ids.sharp].sort()]);
  }
  expect((await found('strasse')).contacts).toEqual([ids.street]);
  expect((await found('straße')).contacts).toEqual([ids.street]);
  expect((await found('grosshandel')).deals).toEqual([ids.deal]);
});

test('full-width letters and ligatures are found by their plain letters; invisible characters do not split or hide a word', async () => {
  expect((await found('abc')).organizations).toEqual([ids.width]);
  expect((await found('financiera')).organizations).toEqual([ids.width]);
  expect((await found('zeta export')).organizations).toEqual([ids.invisible]);
});

test('two different emoji are two different words (utf8mb4_unicode_ci counts every emoji equal)', async () => {
  expect((await found('😀')).organizations).toEqual([ids.smile]);
  expect((await found('😁')).organizations).toEqual([ids.grin]);
});

test('accent-insensitive search keeps working', async () => {
  expect((await found('cafeteria')).organizations).toEqual([ids.smile]);
  expect((await found('HELADERÍA')).organizations).toEqual([ids.grin]);
});

test('MariaDB/MySQL: the term column compares bytes', async () => {
  const type = t.ds.options.type;
  if (type !== 'mysql' && type !== 'mariadb') return;
  const [col] = (await t.ds.query(
    "SELECT COLLATION_NAME AS c FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = 'search_terms' AND COLUMN_NAME = 'term'",
  )) as Array<{ c: string }>;
  expect(col.c).toBe('utf8mb4_bin');
});

test('the migration rebuilds the index of existing records with the new folding', async () => {
  const repo = t.ds.getRepository(OrganizationEntity);
  const id = Number((await repo.insert({ name: 'Weiß Altbestand', visibility: 'company' })).identifiers[0].id);
  // What the index held before: the old folding kept 'weiß'.
  await t.ds.query('INSERT INTO search_terms (entity_type, entity_id, term) VALUES (?, ?, ?)', ['organization', id, 'weiß']);
  const qr = t.ds.createQueryRunner();
  try {
    await new SearchTermsBinary1764000200000().up(qr);
  } finally {
    await qr.release();
  }
  const terms = ((await t.ds.query('SELECT term FROM search_terms WHERE entity_type = ? AND entity_id = ? ORDER BY term', ['organization', id])) as Array<{ term: string }>).map((r) => r.term);
  expect(terms).toEqual(['altbestand', 'weiss']);
  expect((await found('weiss')).organizations).toContain(id);
  expect((await found('zeta')).organizations).toEqual([ids.invisible]);
});
