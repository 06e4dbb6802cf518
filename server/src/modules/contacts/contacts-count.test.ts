import { createTestApp, type TestApp } from '../../../test/test-app';
import { adminToken, makeContact, makeOrganization, makeUser, type MadeUser } from '../../../test/factories';
import { gql } from '../../../test/http';

/**
 * The contacts connection counts its total without the organization join (a subquery per
 * organization condition): the total must always equal the rows the same filter lists.
 */
let t: TestApp;
let admin: string;
let ventaA: MadeUser;
let ventaB: MadeUser;
let pubId: number;
let privId: number;

const LIST = `query($filter: ContactFilter) { contacts(filter: $filter, first: 100) { totalCount edges { node { id name orgId } } } }`;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t);
  ventaA = await makeUser(t, { role: 'venta' });
  ventaB = await makeUser(t, { role: 'venta' });
  const pub = await makeOrganization(t, { name: 'Naviera Cuenta Pública' });
  const priv = await makeOrganization(t, { name: 'Naviera Cuenta Privada', visibility: 'private', ownerUserId: ventaA.user.id });
  await makeContact(t, { name: 'Cuenta Uno', orgId: pub.id, email: 'uno@cuenta.py' });
  await makeContact(t, { name: 'Cuenta Dos', orgId: priv.id });
  await makeContact(t, { name: 'Otro Tres', orgId: pub.id, label: 'cuenta-vip' });
  await makeContact(t, { name: 'Otro Cuatro', orgId: priv.id, email: 'cuatro@x.py', visibility: 'private', ownerUserId: ventaA.user.id });
  await makeContact(t, { name: 'Otro Cinco' });
  pubId = pub.id;
  privId = priv.id;
});
afterAll(() => t.close());

async function names(token: string, filter: Record<string, unknown>) {
  const r = await gql(t, LIST, { filter }, token);
  expect(r.errors).toBeUndefined();
  const conn = r.data!.contacts as { totalCount: number; edges: Array<{ node: { name: string } }> };
  const list = conn.edges.map((e) => e.node.name).sort();
  expect(conn.totalCount).toBe(list.length);
  return list;
}

test('q matches the organization name only when the actor can see the organization; the total follows', async () => {
  expect(await names(admin, { q: 'naviera cuenta' })).toEqual(['Cuenta Dos', 'Cuenta Uno', 'Otro Cuatro', 'Otro Tres']);
  expect(await names(ventaA.token, { q: 'privada' })).toEqual(['Cuenta Dos', 'Otro Cuatro']);
  expect(await names(ventaB.token, { q: 'privada' })).toEqual([]);
  expect(await names(ventaB.token, { q: 'cuenta' })).toEqual(['Cuenta Dos', 'Cuenta Uno', 'Otro Tres']);
});

test('orgId lists the contacts of a visible organization only; combined filters count the same rows', async () => {
  expect(await names(ventaB.token, { orgId: pubId })).toEqual(['Cuenta Uno', 'Otro Tres']);
  expect(await names(ventaB.token, { orgId: privId })).toEqual([]);
  expect(await names(ventaA.token, { orgId: privId })).toEqual(['Cuenta Dos', 'Otro Cuatro']);
  expect(await names(ventaA.token, { orgId: privId, hasEmail: true })).toEqual(['Otro Cuatro']);
  expect(await names(admin, { q: 'otro', label: 'cuenta-vip' })).toEqual(['Otro Tres']);
  expect(await names(ventaB.token, {})).toEqual(['Cuenta Dos', 'Cuenta Uno', 'Otro Cinco', 'Otro Tres']);
});
