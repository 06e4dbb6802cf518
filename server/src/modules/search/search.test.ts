import { createTestApp, type TestApp } from '../../../test/test-app';
import { adminToken, makeOrganization, makeUser, type MadeUser } from '../../../test/factories';
import { seededPipeline } from '../../../test/deals-fixtures';
import { api, codesOf, gql } from '../../../test/http';
import { seedDemo } from '../../seed/demo';
import { backfillSearchTerms } from './search-index';

let t: TestApp;
let admin: string;
let venta: MadeUser;
let venta2: MadeUser;
let viewer: MadeUser;
// Unique per run: the MariaDB test database is shared by the files of a run.
const tag = `k${Date.now().toString(36)}`;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t);
  venta = await makeUser(t, { role: 'venta' });
  venta2 = await makeUser(t, { role: 'venta' });
  viewer = await makeUser(t, { role: 'viewer' });
});
afterAll(() => t.close());

const SEARCH = `query Search($q: String!) { search(q: $q) { deals { id title reference } organizations { id name } contacts { id name email phone } } }`;

async function rest(q: string, token = admin) {
  const res = await api(t, token).get(`/api/search?q=${encodeURIComponent(q)}`);
  expect(res.status).toBe(200);
  return res.body as { deals: Array<{ id: number; title: string; reference: string }>; orgs: Array<{ id: number; name: string }>; organizations: unknown[]; contacts: Array<{ id: number; name: string; email: string | null; phone: string | null }> };
}

async function createOrg(body: object, token = admin): Promise<number> {
  const res = await api(t, token).post('/api/organizations', body);
  expect(res.status).toBe(201);
  return res.body.id;
}

async function createContact(body: object, token = admin): Promise<number> {
  const res = await api(t, token).post('/api/contacts', body);
  expect(res.status).toBe(201);
  return res.body.id;
}

describe('GET /api/search and search(q)', () => {
  let orgId: number;
  let contactId: number;
  let deal: { id: number; reference: string };

  beforeAll(async () => {
    orgId = await createOrg({ name: `Importadora García ${tag} S.A.`, razon_social: `Importadora García ${tag} Sociedad Anónima`, ruc: '80098765-4', email: `compras@garcia-${tag}.com.py` });
    contactId = await createContact({ name: `José Pérez ${tag}`, email: `jose.perez@ejemplo-${tag}.com.py`, phone: '+595 981 555 123' });
    const { pipeline, stages } = await seededPipeline(t);
    const res = await api(t, venta.token).post('/api/deals', { title: `Flete aéreo de repuestos ${tag}`, pipeline_id: pipeline.id, stage_id: stages[0].id, org_id: orgId });
    expect(res.status).toBe(201);
    deal = res.body;
  });

  test('an operation by its reference, by the bare number and by a title word (accents ignored)', async () => {
    const num = String(deal.id);
    for (const q of [deal.reference, deal.reference.toLowerCase(), `OP-${num}`, num, `aereo repuestos ${tag}`]) {
      const found = await rest(q);
      expect(found.deals[0]).toEqual({ id: deal.id, title: `Flete aéreo de repuestos ${tag}`, reference: deal.reference });
    }
  });

  test('an organization by accent-folded name, razón social, RUC and email; orgs and organizations carry the same list', async () => {
    for (const q of [`garcia ${tag}`, `GARCÍA ${tag}`, `${tag} sociedad`, '80098765', '800987654', `compras@garcia-${tag}`]) {
      const found = await rest(q);
      expect(found.orgs).toContainEqual({ id: orgId, name: `Importadora García ${tag} S.A.` });
      expect(found.organizations).toEqual(found.orgs);
    }
  });

  test('a contact by name, email fragment and phone (international or local form)', async () => {
    const expected = { id: contactId, name: `José Pérez ${tag}`, email: `jose.perez@ejemplo-${tag}.com.py`, phone: '+595 981 555 123' };
    for (const q of [`jose perez ${tag}`, `perez@ejemplo-${tag}`, `ejemplo-${tag}.com`, `jose.perez@ejemplo-${tag}`]) {
      expect((await rest(q)).contacts).toEqual([expected]);
    }
    for (const q of ['0981555123', '595981555', '981']) expect((await rest(q)).contacts).toContainEqual(expected);
  });

  test('every word must match: a second word that matches nothing empties the group', async () => {
    expect((await rest(`garcia ${tag} inexistente`)).orgs).toEqual([]);
  });

  test('GraphQL answers the same groups', async () => {
    const r = await gql(t, SEARCH, { q: `garcia ${tag}` }, viewer.token);
    expect(r.errors).toBeUndefined();
    expect(r.data!.search.organizations).toEqual([{ id: orgId, name: `Importadora García ${tag} S.A.` }]);
    expect(r.data!.search.deals).toEqual([]);
    expect((await gql(t, SEARCH, { q: 'x' })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  test('the index follows updates: a renamed organization is found by its new name only', async () => {
    const id = await createOrg({ name: `Vieja ${tag}` });
    expect((await api(t, admin).patch(`/api/organizations/${id}`, { name: `Nueva ${tag}` })).status).toBe(200);
    expect((await rest(`vieja ${tag}`)).orgs).toEqual([]);
    expect((await rest(`nueva ${tag}`)).orgs).toEqual([{ id, name: `Nueva ${tag}` }]);
    const { pipeline, stages } = await seededPipeline(t);
    const d = await api(t, venta.token).post('/api/deals', { title: `Antes ${tag}`, pipeline_id: pipeline.id, stage_id: stages[0].id });
    await api(t, venta.token).patch(`/api/deals/${d.body.id}`, { title: `Despues ${tag}` });
    expect((await rest(`antes ${tag}`)).deals).toEqual([]);
    expect((await rest(`después ${tag}`)).deals.map((x) => x.id)).toEqual([d.body.id]);
  });

  test('records created with an operation (organization and contact by name) are indexed too', async () => {
    const { pipeline, stages } = await seededPipeline(t);
    const res = await api(t, venta.token).post('/api/deals', {
      title: `Con altas ${tag}`,
      pipeline_id: pipeline.id,
      stage_id: stages[0].id,
      organization: { name: `Nacida Con Deal ${tag}` },
      contact: { name: `Ñandú Contacto ${tag}`, email: `nandu-${tag}@x.com` },
    });
    expect(res.status).toBe(201);
    expect((await rest(`nacida ${tag}`)).orgs).toHaveLength(1);
    expect((await rest(`nandu ${tag}`)).contacts).toHaveLength(1);
  });
});

test("another user's private contact or organization never appears; the owner and admins find it", async () => {
  const contactId = await createContact({ name: `Zoraida Reservada ${tag}`, email: `zoraida-${tag}@x.com` }, venta.token);
  expect((await api(t, venta.token).patch(`/api/contacts/${contactId}`, { visibility: 'private' })).status).toBe(200);
  const orgId = await createOrg({ name: `Secreta ${tag}`, visibility: 'private' }, venta.token);
  for (const q of [`zoraida ${tag}`, `zoraida-${tag}@x.com`]) {
    expect((await rest(q, venta2.token)).contacts).toEqual([]);
    expect((await rest(q, viewer.token)).contacts).toEqual([]);
    expect((await rest(q, venta.token)).contacts.map((c) => c.id)).toEqual([contactId]);
    expect((await rest(q, admin)).contacts.map((c) => c.id)).toEqual([contactId]);
  }
  expect((await rest(`secreta ${tag}`, venta2.token)).orgs).toEqual([]);
  expect((await rest(`secreta ${tag}`, venta.token)).orgs.map((o) => o.id)).toEqual([orgId]);
});

test('% and _ in the query are literal characters, never wildcards', async () => {
  const under = await createOrg({ name: `Alfa_Omega${tag}` });
  await createOrg({ name: `AlfaXOmega${tag}` });
  await createOrg({ name: `Beta%Cargo${tag}` });
  expect((await rest(`alfa_omega${tag}`)).orgs.map((o) => o.id)).toEqual([under]);
  const pctNames = (await rest('beta%c')).orgs.map((o) => o.name);
  expect(pctNames).toContain(`Beta%Cargo${tag}`);
  expect(pctNames.every((n) => n.startsWith('Beta%C'))).toBe(true);
  expect((await rest(`beta%x`)).orgs).toEqual([]);
  const pct = await rest('%');
  expect(pct.orgs).toEqual([]);
  expect(pct.contacts).toEqual([]);
  expect(pct.deals).toEqual([]);
  expect((await rest('_')).orgs).toEqual([]);
  expect((await rest(`alfa%${tag}`)).orgs).toEqual([]);
});

test('at most 10 per group; blank queries answer empty groups; no session → 401', async () => {
  for (let i = 0; i < 12; i++) await createOrg({ name: `Zeppelin${tag} ${i}` });
  expect((await rest(`zeppelin${tag}`)).orgs).toHaveLength(10);
  expect(await rest('   ')).toEqual({ deals: [], orgs: [], organizations: [], contacts: [] });
  expect((await api(t, admin).get('/api/search')).body).toEqual({ deals: [], orgs: [], organizations: [], contacts: [] });
  expect((await api(t).get('/api/search?q=x')).status).toBe(401);
  expect(codesOf(await gql(t, SEARCH, { q: 'x' }))).toEqual(['UNAUTHENTICATED']);
});

test('records that existed before the index are found after the backfill the migration runs', async () => {
  const before = await makeOrganization(t, { name: `Preexistente ${tag}` });
  expect((await rest(`preexistente ${tag}`)).orgs).toEqual([]);
  await backfillSearchTerms((sql, params) => t.ds.query(sql, params), 'organization', { fromId: before.id - 1 });
  expect((await rest(`preexistente ${tag}`)).orgs).toEqual([{ id: before.id, name: `Preexistente ${tag}` }]);
});

test('seed:demo fills the index: its organizations, contacts and operations are found', async () => {
  await seedDemo(t.ds, { deals: 30, orgs: 20, contacts: 25, seed: 3, log: () => {} });
  const [org] = await t.ds.query('SELECT id, name FROM organizations ORDER BY id DESC LIMIT 1');
  const [contact] = await t.ds.query("SELECT id, email FROM contacts WHERE email IS NOT NULL AND visibility <> 'private' ORDER BY id DESC LIMIT 1");
  const [deal] = await t.ds.query('SELECT id, reference FROM deals ORDER BY id DESC LIMIT 1');
  expect((await rest(org.name)).orgs.map((o) => o.id)).toContain(Number(org.id));
  expect((await rest(contact.email)).contacts.map((c) => c.id)).toContain(Number(contact.id));
  expect((await rest(deal.reference)).deals[0].id).toBe(Number(deal.id));
});

test('a search is one SQL statement for the three groups; several words add one read of the term statistics that picks the rarest', async () => {
  await createOrg({ name: `Transportes Benítez ${tag}x`, email: `info@benitez-${tag}x.com.py` });
  t.sql.start();
  const one = await rest(`benitez ${tag}x`.split(' ')[0]);
  const single = t.sql.statements.filter((q) => /search_terms/.test(q));
  t.sql.stop();
  expect(one.orgs.length).toBeGreaterThan(0);
  expect(single).toHaveLength(1);

  t.sql.start();
  const two = await rest(`benitez ${tag}x`);
  const several = t.sql.statements.filter((q) => /search_terms/.test(q));
  const stats = t.sql.statements.filter((q) => /search_term_stats/.test(q));
  const explained = t.sql.statements.filter((q) => /\bEXPLAIN\b/i.test(q));
  t.sql.stop();
  expect(two.orgs.map((o) => o.name)).toEqual([`Transportes Benítez ${tag}x`]);
  expect(two.deals).toEqual([]);
  expect(several).toHaveLength(1);
  expect(stats).toHaveLength(1);
  expect(explained).toEqual([]);
});
