import { LabelEntity } from '../src/modules/labels/label.entity';
import { adminToken, makeContact, makeDealIn, makeOrganization, makePipeline, makeUser } from './factories';
import { api, gql } from './http';
import { createTestApp, type TestApp } from './test-app';

/**
 * Lists sort text as people read it (case- and accent-insensitive, Spanish), on SQLite as on MariaDB:
 * SQLite compares bytes by default ('Agroganadera del Este' after 'Agroganadera Yguazú', 'Álamo' after 'Zeta').
 */
let t: TestApp;
let admin: string;

/** Created in this scrambled order, so that neither id nor byte order gives the expected one. */
const NAMES = ['Zeta', 'Agroganadera Yguazú', 'Ñandutí', 'agroganadera', 'Álamo', 'Agroganadera del Este'];
const READING = ['agroganadera', 'Agroganadera del Este', 'Agroganadera Yguazú', 'Álamo', 'Ñandutí', 'Zeta'];

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t);
  const { stages } = await makePipeline(t);
  for (const name of NAMES) {
    const org = await makeOrganization(t, { name, razonSocial: name });
    const contact = await makeContact(t, { name, orgId: org.id });
    const { user } = await makeUser(t, { name, role: 'venta' });
    await makeDealIn(t, stages[0], { orgId: org.id, contactId: contact.id, advisorUserId: user.id, title: name });
    await t.ds.getRepository(LabelEntity).insert({ name, scope: 'organization', color: '#888888' });
  }
});
afterAll(() => t.close());

const names = (rows: Array<{ name?: string | null }>) => rows.map((r) => r.name).filter((n): n is string => !!n && NAMES.includes(n));

interface Conn {
  edges: Array<{ node: { name: string } }>;
  pageInfo: { endCursor: string | null; hasNextPage: boolean };
}

/** Every page of a keyset (default order) or offset (sorted) connection, two rows at a time. */
async function allPages(root: 'organizations' | 'contacts', orderBy: unknown): Promise<string[]> {
  const out: string[] = [];
  let after: string | null = null;
  for (let i = 0; i < 10; i++) {
    const r: Awaited<ReturnType<typeof gql<Record<string, Conn>>>> = await gql<Record<string, Conn>>(
      t,
      `query L($after: String, $orderBy: ${root === 'organizations' ? 'OrganizationOrder' : 'ContactOrder'}) {
        ${root}(first: 2, after: $after, orderBy: $orderBy) { edges { node { name } } pageInfo { endCursor hasNextPage } }
      }`,
      { after, orderBy },
      admin,
    );
    expect(r.errors).toBeUndefined();
    const conn: Conn = r.data![root];
    out.push(...conn.edges.map((e) => e.node.name));
    if (!conn.pageInfo.hasNextPage) break;
    after = conn.pageInfo.endCursor;
  }
  return out.filter((n) => NAMES.includes(n));
}

test.each(['organizations', 'contacts'] as const)('%s: the default order (keyset pages) and the name sort read like a person', async (root) => {
  expect(await allPages(root, null)).toEqual(READING);
  expect(await allPages(root, { field: 'NAME', direction: 'ASC' })).toEqual(READING);
  expect(await allPages(root, { field: 'NAME', direction: 'DESC' })).toEqual([...READING].reverse());
});

test('organizations sorted by razón social; contacts by organization', async () => {
  expect(await allPages('organizations', { field: 'RAZON_SOCIAL' })).toEqual(READING);
  expect(await allPages('contacts', { field: 'ORGANIZATION' })).toEqual(READING);
});

test('REST lists: organizations and contacts (default and ?sort=name), users picker, labels', async () => {
  for (const path of ['/api/organizations', '/api/organizations?sort=name', '/api/contacts', '/api/contacts?sort=name&dir=asc']) {
    const res = await api(t, admin).get(path);
    expect(res.status).toBe(200);
    expect(names(res.body)).toEqual(READING);
  }
  const users = await api(t, admin).get('/api/users/select?active=1');
  expect(names(users.body)).toEqual(READING);
  const labels = await api(t, admin).get('/api/labels?scope=organization');
  expect(names(labels.body)).toEqual(READING);
});

test('users (non-admin list) and labels through GraphQL', async () => {
  const venta = await makeUser(t, { role: 'venta' });
  const r = await gql<{ users: Array<{ name: string }>; labels: Array<{ name: string }> }>(t, '{ users { name } labels { name } }', {}, venta.token);
  expect(r.errors).toBeUndefined();
  expect(names(r.data!.users)).toEqual(READING);
  expect(names(r.data!.labels)).toEqual(READING);
});

test('the deals table sorted by organization, title, contact and advisor', async () => {
  const sorted = async (field: string, pick: (n: Record<string, string | null>) => string | null) => {
    const r = await gql<{ deals: { edges: Array<{ node: Record<string, string | null> }> } }>(
      t,
      `query D($orderBy: DealOrder) { deals(first: 50, orderBy: $orderBy) { edges { node { title orgName contactName advisorName } } } }`,
      { orderBy: { field, direction: 'ASC' } },
      admin,
    );
    expect(r.errors).toBeUndefined();
    return r.data!.deals.edges.map((e) => pick(e.node)).filter((n): n is string => !!n && NAMES.includes(n));
  };
  expect(await sorted('ORGANIZATION', (n) => n.orgName)).toEqual(READING);
  expect(await sorted('TITLE', (n) => n.title)).toEqual(READING);
  expect(await sorted('CONTACT', (n) => n.contactName)).toEqual(READING);
  expect(await sorted('ADVISOR', (n) => n.advisorName)).toEqual(READING);
});
