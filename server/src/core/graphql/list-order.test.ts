import { createTestApp, type TestApp } from '../../../test/test-app';
import { adminToken, makeContact, makeOrganization, makeUser, type MadeUser } from '../../../test/factories';
import { seededPipeline } from '../../../test/deals-fixtures';
import { makeDealIn } from '../../../test/factories';
import { api, codesOf, gql } from '../../../test/http';

/** Sorted lists: deals, organizations and contacts sorted on the server across pages. */
let t: TestApp;
let admin: string;
let venta: MadeUser;
let venta2: MadeUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t);
  venta = await makeUser(t, { role: 'venta' });
  venta2 = await makeUser(t, { role: 'venta' });
});
afterAll(() => t.close());

const DEALS = `query D($filter: DealFilter, $first: Int, $after: String, $orderBy: DealOrder, $offset: Int) {
  deals(filter: $filter, first: $first, after: $after, orderBy: $orderBy, offset: $offset) {
    totalCount pageInfo { hasNextPage endCursor } edges { node { id value orgName } } } }`;
const ORGS = `query O($filter: OrganizationFilter, $first: Int, $after: String, $orderBy: OrganizationOrder, $offset: Int) {
  organizations(filter: $filter, first: $first, after: $after, orderBy: $orderBy, offset: $offset) {
    totalCount pageInfo { hasNextPage endCursor } edges { node { id razonSocial name city } } } }`;
const CONTACTS = `query C($filter: ContactFilter, $first: Int, $after: String, $orderBy: ContactOrder, $offset: Int) {
  contacts(filter: $filter, first: $first, after: $after, orderBy: $orderBy, offset: $offset) {
    totalCount pageInfo { hasNextPage endCursor } edges { node { id name orgName label } } } }`;

type Page<N> = { totalCount: number; pageInfo: { hasNextPage: boolean; endCursor: string | null }; edges: Array<{ node: N }> };

/** Every row of a list read page by page, following endCursor. */
async function allPages<N>(query: string, field: string, vars: Record<string, unknown>, token: string): Promise<N[]> {
  const out: N[] = [];
  let after: string | null = null;
  for (let i = 0; i < 20; i++) {
    const r: { errors?: unknown; data?: Record<string, Page<N>> | null } = await gql<Record<string, Page<N>>>(t, query, { ...vars, after }, token);
    expect(r.errors).toBeUndefined();
    const page: Page<N> = r.data![field];
    out.push(...page.edges.map((e) => e.node));
    if (!page.pageInfo.hasNextPage) return out;
    after = page.pageInfo.endCursor;
  }
  throw new Error('too many pages');
}

describe('deals(orderBy)', () => {
  let ids: number[];
  const tag = 'OrdenValor';
  beforeAll(async () => {
    const { stages } = await seededPipeline(t);
    const org = await makeOrganization(t, { name: 'Zeta SA' });
    const org2 = await makeOrganization(t, { name: 'Alfa SRL' });
    const values = [300, 100, 250.5, 100, 50, 1000];
    const orgs = [org.id, null, org2.id, org.id, null, org2.id];
    ids = [];
    for (let i = 0; i < values.length; i++) ids.push((await makeDealIn(t, stages[0], { title: `${tag} ${i}`, value: values[i], orgId: orgs[i] })).id);
  });

  test('by value ascending across pages of 2 (ties by id), the same by cursor and by offset', async () => {
    const vars = { filter: { q: tag }, first: 2, orderBy: { field: 'VALUE', direction: 'ASC' } };
    const rows = await allPages<{ id: number; value: number }>(DEALS, 'deals', vars, venta.token);
    expect(rows.map((r) => r.value)).toEqual([50, 100, 100, 250.5, 300, 1000]);
    expect(rows.map((r) => r.id)).toEqual([ids[4], ids[1], ids[3], ids[2], ids[0], ids[5]]);
    const third = await gql(t, DEALS, { ...vars, offset: 4 }, venta.token);
    expect(third.data!.deals.edges.map((e: { node: { id: number } }) => e.node.id)).toEqual([ids[0], ids[5]]);
    expect(third.data!.deals).toMatchObject({ totalCount: 6, pageInfo: { hasNextPage: false } });
  });

  test('descending: the id tie-break follows the direction', async () => {
    const rows = await allPages<{ id: number }>(DEALS, 'deals', { filter: { q: tag }, first: 4, orderBy: { field: 'VALUE', direction: 'DESC' } }, venta.token);
    expect(rows.map((r) => r.id)).toEqual([ids[5], ids[0], ids[2], ids[3], ids[1], ids[4]]);
  });

  test('by organization name: deals without one first ascending', async () => {
    const rows = await allPages<{ id: number; orgName: string | null }>(DEALS, 'deals', { filter: { q: tag }, first: 3, orderBy: { field: 'ORGANIZATION' } }, admin);
    expect(rows.map((r) => r.orgName)).toEqual([null, null, 'Alfa SRL', 'Alfa SRL', 'Zeta SA', 'Zeta SA']);
    expect(rows.map((r) => r.id)).toEqual([ids[1], ids[4], ids[2], ids[5], ids[0], ids[3]]);
  });

  test('an offset alone pages the default order (newest first)', async () => {
    const r = await gql(t, DEALS, { filter: { q: tag }, first: 2, offset: 1 }, venta.token);
    expect(r.data!.deals.edges.map((e: { node: { id: number } }) => e.node.id)).toEqual([ids[4], ids[3]]);
  });

  test('unknown sort keys and directions, bad offsets and a keyset cursor with a sort are refused', async () => {
    const bogus = await gql(t, DEALS, { orderBy: { field: 'PRICE' } }, venta.token);
    expect(codesOf(bogus)).toEqual(['BAD_USER_INPUT']);
    const sqlish = await gql(t, DEALS, { orderBy: { field: 'd.value; DROP TABLE deals' } }, venta.token);
    expect(codesOf(sqlish)).toEqual(['BAD_USER_INPUT']);
    const dir = await gql(t, DEALS, { orderBy: { field: 'VALUE', direction: 'SIDEWAYS' } }, venta.token);
    expect(codesOf(dir)).toEqual(['BAD_USER_INPUT']);
    const literal = await gql(t, '{ deals(orderBy: { field: price }) { totalCount } }', {}, venta.token);
    expect(literal.errors?.length).toBe(1);
    expect(literal.data ?? null).toBeNull();
    for (const offset of [-1, 100_001]) {
      const r = await gql(t, DEALS, { orderBy: { field: 'VALUE' }, offset }, venta.token);
      expect(codesOf(r)).toEqual(['BAD_USER_INPUT']);
      expect(r.errors![0].message).toBe('offset debe estar entre 0 y 100000.');
    }
    const keyset = await gql(t, DEALS, { filter: { q: tag }, first: 1 }, venta.token);
    const mixed = await gql(t, DEALS, { orderBy: { field: 'VALUE' }, after: keyset.data!.deals.pageInfo.endCursor }, venta.token);
    expect(mixed.errors![0].message).toBe('Cursor de paginación inválido.');
  });
});

describe('organizations(orderBy)', () => {
  test('by razón social (else name) descending and by city (nulls first), across pages', async () => {
    const a = await makeOrganization(t, { name: 'OrdOrg b', razonSocial: 'OrdOrg Delta SA', city: 'Luque' });
    const b = await makeOrganization(t, { name: 'OrdOrg Charlie', city: null });
    const c = await makeOrganization(t, { name: 'OrdOrg a', razonSocial: 'OrdOrg Echo SRL', city: 'Asunción' });
    const d = await makeOrganization(t, { name: 'OrdOrg Bravo', city: 'Luque' });
    const desc = await allPages<{ id: number }>(ORGS, 'organizations', { filter: { q: 'OrdOrg' }, first: 3, orderBy: { field: 'RAZON_SOCIAL', direction: 'DESC' } }, venta.token);
    expect(desc.map((o) => o.id)).toEqual([c.id, a.id, b.id, d.id]);
    const city = await allPages<{ id: number }>(ORGS, 'organizations', { filter: { q: 'OrdOrg' }, first: 2, orderBy: { field: 'CITY' } }, venta.token);
    expect(city.map((o) => o.id)).toEqual([b.id, c.id, a.id, d.id]);
  });

  test('an unknown key is refused', async () => {
    expect(codesOf(await gql(t, ORGS, { orderBy: { field: 'BUDGET_PROFIT_VALUE' } }, venta.token))).toEqual(['BAD_USER_INPUT']);
  });
});

describe('contacts(orderBy) and contactLabels', () => {
  test("by organization: another user's private organization sorts as none (its name never orders the list)", async () => {
    const visible = await makeOrganization(t, { name: 'OrdCon Beta' });
    const hidden = await makeOrganization(t, { name: 'OrdCon Aaa oculta', visibility: 'private', ownerUserId: venta2.user.id });
    const x = await makeContact(t, { name: 'OrdCon x', orgId: visible.id });
    const y = await makeContact(t, { name: 'OrdCon y', orgId: hidden.id });
    const z = await makeContact(t, { name: 'OrdCon z', orgId: null });
    const rows = await allPages<{ id: number; orgName: string | null }>(CONTACTS, 'contacts', { filter: { q: 'OrdCon ' }, first: 2, orderBy: { field: 'ORGANIZATION' } }, venta.token);
    expect(rows.map((r) => r.id)).toEqual([y.id, z.id, x.id]);
    expect(rows.map((r) => r.orgName)).toEqual([null, null, 'OrdCon Beta']);
    const byName = await allPages<{ id: number }>(CONTACTS, 'contacts', { filter: { q: 'OrdCon ' }, first: 2, orderBy: { field: 'NAME', direction: 'DESC' } }, venta.token);
    expect(byName.map((r) => r.id)).toEqual([z.id, y.id, x.id]);
    expect(codesOf(await gql(t, CONTACTS, { orderBy: { field: 'NOTES' } }, venta.token))).toEqual(['BAD_USER_INPUT']);
  });

  test('contactLabels: the distinct labels of the contacts the actor may see, sorted', async () => {
    await makeContact(t, { name: 'Lbl 1', label: 'VIP' });
    await makeContact(t, { name: 'Lbl 2', label: 'Agente' });
    await makeContact(t, { name: 'Lbl 3', label: 'VIP' });
    await makeContact(t, { name: 'Lbl 4', label: '' });
    await makeContact(t, { name: 'Lbl 5', label: 'Secreta', visibility: 'private', ownerUserId: venta2.user.id });
    const mine = await gql(t, '{ contactLabels }', {}, venta.token);
    expect(mine.data!.contactLabels).toEqual(['Agente', 'VIP']);
    const theirs = await gql(t, '{ contactLabels }', {}, venta2.token);
    expect(theirs.data!.contactLabels).toEqual(['Agente', 'Secreta', 'VIP']);
    expect(codesOf(await gql(t, '{ contactLabels }'))).toEqual(['UNAUTHENTICATED']);
  });
});

describe('REST lists take the same sort (?sort=<key>&dir=asc|desc)', () => {
  test('deals, organizations and contacts sorted; unknown keys and directions are 400 in Spanish', async () => {
    const deals = await api(t, venta.token).get('/api/deals?q=OrdenValor&sort=value&dir=desc&limit=3');
    expect(deals.status).toBe(200);
    expect(deals.body.map((d: { value: number }) => d.value)).toEqual([1000, 300, 250.5]);
    const orgs = await api(t, venta.token).get('/api/organizations?q=OrdOrg&sort=razon_social&dir=desc');
    expect(orgs.body.map((o: { razon_social: string | null; name: string }) => o.razon_social ?? o.name)).toEqual(['OrdOrg Echo SRL', 'OrdOrg Delta SA', 'OrdOrg Charlie', 'OrdOrg Bravo']);
    const contacts = await api(t, venta.token).get('/api/contacts?q=OrdCon&sort=name&dir=desc');
    expect(contacts.body.map((c: { name: string }) => c.name)).toEqual(['OrdCon z', 'OrdCon y', 'OrdCon x']);
    for (const path of ['/api/deals?sort=price', '/api/organizations?sort=o.name', '/api/contacts?sort=notes']) {
      const r = await api(t, venta.token).get(path);
      expect(r.status).toBe(400);
      expect(r.body.error).toMatch(/^Orden inválido: /);
    }
    const dir = await api(t, venta.token).get('/api/deals?sort=value&dir=up');
    expect([dir.status, dir.body]).toEqual([400, { error: 'Dirección de orden inválida: asc o desc.' }]);
  });
});
