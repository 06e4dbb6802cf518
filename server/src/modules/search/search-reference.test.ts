/**
 * Search speed: however the statement is built (driving word, record bits, the check of the other
 * words, the order put back after the UNION ALL), a search answers exactly what a plain reading of the
 * whole index gives: every query word is the prefix of some term of the record, the record is visible
 * to the actor, the rows of the driving word in index order (term as UTF-8 bytes, then id), the first
 * 20 rows, their first 10 distinct records. Run on SQLite and MariaDB; a change of results fails it.
 */
import { searchQueryTokens } from '@crm/domain';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { adminToken, makeUser, type MadeUser } from '../../../test/factories';
import { api } from '../../../test/http';
import type { Actor } from '../../core/auth/actor';
import { seedDemo } from '../../seed/demo';
import { SEARCH_ENTITY_TYPES, type SearchEntityType } from './search-term.entity';

let t: TestApp;
let admin: string;
let venta: MadeUser;
let venta2: MadeUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t);
  venta = await makeUser(t, { role: 'venta' });
  venta2 = await makeUser(t, { role: 'venta' });
  await seedDemo(t.ds, { deals: 260, orgs: 220, contacts: 260, seed: 19, log: () => {} });
  // Private records of two sellers, with the words and numbers the queries below look for.
  for (const [who, i] of [[venta, 1], [venta, 2], [venta2, 3]] as const) {
    expect((await api(t, who.token).post('/api/contacts', { name: `María González Privada${i}`, email: `maria.gonzalez${i}@correo.com`, phone: `+595 971 100 20${i}`, visibility: 'private' })).status).toBe(201);
    expect((await api(t, who.token).post('/api/organizations', { name: `Importadora Asunción Privada${i}`, ruc: `8001234${i}-1`, visibility: 'private' })).status).toBe(201);
  }
  // Words beyond the Basic Multilingual Plane and right below it: UTF-8 byte order is not UTF-16 order.
  for (const name of ['zq\u{10348}uno Norte', 'zq\u{E000}dos Norte', 'zqa tres Norte', 'zq\u{D55C}cuatro Norte']) {
    expect((await api(t, admin).post('/api/organizations', { name })).status).toBe(201);
  }
});
afterAll(() => t.close());

const utf8Order = (a: string, b: string) => Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));

/** The ids of each group as a plain reading of search_terms and the visibility columns gives them. */
async function reference(actor: Actor, q: string): Promise<Record<SearchEntityType, number[]>> {
  const tokens = searchQueryTokens(q);
  const out: Record<SearchEntityType, number[]> = { deal: [], organization: [], contact: [] };
  if (!tokens.length) return out;
  const orders = await t.services.search.driverOrders(tokens);
  for (const type of SEARCH_ENTITY_TYPES) {
    const terms = new Map<number, string[]>();
    for (const r of (await t.ds.query('SELECT entity_id, term FROM search_terms WHERE entity_type = ?', [type])) as Array<{ entity_id: unknown; term: string }>) {
      const id = Number(r.entity_id);
      terms.set(id, [...(terms.get(id) ?? []), r.term]);
    }
    const visible = new Set<number>();
    const table = type === 'deal' ? 'deals' : type === 'organization' ? 'organizations' : 'contacts';
    const records = (await t.ds.query(type === 'deal' ? `SELECT id FROM ${table}` : `SELECT id, visibility, owner_user_id FROM ${table}`)) as Array<Record<string, unknown>>;
    for (const r of records) {
      if (type === 'deal' || actor.role === 'admin' || r.visibility !== 'private' || Number(r.owner_user_id) === actor.id) visible.add(Number(r.id));
    }
    // A group the statistics show empty has no order: any match there would fail the comparison below.
    const driver = orders[type][0] ?? tokens[0];
    const rows: Array<[string, number]> = [];
    for (const [id, list] of terms) {
      if (!visible.has(id) || !tokens.every((w) => list.some((term) => term.startsWith(w)))) continue;
      for (const term of list) if (term.startsWith(driver)) rows.push([term, id]);
    }
    rows.sort((a, b) => utf8Order(a[0], b[0]) || a[1] - b[1]);
    out[type] = [...new Set(rows.slice(0, 20).map((r) => r[1]))].slice(0, 10);
  }
  return out;
}

test('one-word, two-word, three-word and number queries answer exactly the plain reading of the index, for an admin and for sellers', async () => {
  const actors: Actor[] = [
    { id: 0, name: 'admin', email: 'admin@test', role: 'admin' },
    { id: venta.user.id, name: 'venta', email: 'venta@test', role: 'venta' },
    { id: venta2.user.id, name: 'venta2', email: 'venta2@test', role: 'venta' },
  ];
  const queries = [
    'gonzalez', 'garcia', 'maria', 'ma', 'imp', 'logistica', 'maria.', 'correo.com', 'shanghai', 'Asunción', 'S.A.', 'zq',
    'juan benitez', 'aerea repuestos', 'maria gonzalez', 'MARÍA GONZÁLEZ', 'garcia logistica', 'importadora asuncion', 'asuncion importadora',
    'maria gonzalez correo', 'importadora asuncion privada', 'maria 0971', 'norte zq', 'zq\u{10348}', 'norte zq\u{D55C}',
    '80012', '0981', '0971', '595 971', '971 100', 'OP-000012', 'op-12', '12', '4567', '80012341',
    'zzzz-nada', '%', 'a_b', 'ma%',
    // Groups left out by the term statistics: a word no term of that type starts with (or only its
    // first 3/6 characters do), beside words that do; short words (not sized) with them.
    'shanghai maria', 'benitez juan', 'marinero gonzalez', 'asuncion 0981', 'maria 595', 'juan 0971 correo', 'zq norte',
    'norte zq\u{10348}uno', 'gonzalez zzzz', 'importadora privada', 'privada3 gonzalez', 'aerea 12', 'OP-000012 flete',
  ];
  let nonEmpty = 0;
  let full = 0;
  for (const actor of actors) {
    for (const q of queries) {
      const got = await t.services.search.search(actor, q);
      const want = await reference(actor, q);
      expect({ q, actor: actor.id, deal: got.deals.map((d) => d.id), organization: got.organizations.map((o) => o.id), contact: got.contacts.map((c) => c.id) }).toEqual({
        q,
        actor: actor.id,
        ...want,
      });
      for (const ids of Object.values(want)) {
        if (ids.length) nonEmpty++;
        if (ids.length === 10) full++;
      }
    }
  }
  // The queries reach both kinds of answers: some groups cut at 10, many with fewer.
  expect(full).toBeGreaterThan(10);
  expect(nonEmpty).toBeGreaterThan(60);

  // The sellers see their own private records and never the other seller's.
  expect((await t.services.search.search(actors[1], 'maria gonzalez privada')).contacts.map((c) => c.name)).toEqual(['María González Privada1', 'María González Privada2']);
  expect((await t.services.search.search(actors[2], 'maria gonzalez privada')).contacts.map((c) => c.name)).toEqual(['María González Privada3']);
  const orgs1 = await t.services.search.search(actors[1], 'importadora asuncion privada');
  const orgs2 = await t.services.search.search(actors[2], 'importadora asuncion privada');
  expect(orgs1.organizations.map((o) => o.name).sort()).toEqual(['Importadora Asunción Privada1', 'Importadora Asunción Privada2']);
  expect(orgs2.organizations.map((o) => o.name)).toEqual(['Importadora Asunción Privada3']);
});

test('a group that the term statistics show empty is left out of the statement, and no statement runs when every group is', async () => {
  const actor: Actor = { id: venta.user.id, name: 'venta', email: 'venta@test', role: 'venta' };
  const run = async (q: string) => {
    t.sql.start();
    const found = await t.services.search.search(actor, q);
    const statements = [...t.sql.statements];
    t.sql.stop();
    const search = statements.filter((s) => /\bsearch_terms\b/.test(s));
    return { found, stats: statements.filter((s) => /search_term_stats/.test(s)).length, kinds: search.map((s) => [...s.matchAll(/'(\w+)' AS kind/g)].map((m) => m[1])) };
  };
  // Only contacts hold both words (the private ones of both sellers: the other seller's stay hidden).
  const contacts = await run('privada gonzalez');
  expect(contacts.kinds).toEqual([['contact']]);
  expect(contacts.found.contacts.map((c) => c.name)).toEqual(['María González Privada1', 'María González Privada2']);
  const orgs = await run('privada3 importadora');
  expect(orgs.kinds).toEqual([['organization']]);
  expect(orgs.found.organizations).toEqual([]);
  // No record of any type holds both: only the statistics are read.
  const none = await run('zzzz-nada gonzalez');
  expect({ stats: none.stats, kinds: none.kinds }).toEqual({ stats: 1, kinds: [] });
  expect(none.found).toEqual({ deals: [], organizations: [], contacts: [] });
  // A word under 3 characters is not sized: its groups stay unless the other word rules them out.
  expect((await run('zq norte')).kinds).toEqual([['organization']]);
});
