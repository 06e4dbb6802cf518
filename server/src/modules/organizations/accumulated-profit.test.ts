import { createTestApp, type TestApp } from '../../../test/test-app';
import { adminToken, makeOrganization, makeUser, type MadeUser } from '../../../test/factories';
import { api, codesOf, gql } from '../../../test/http';

/**
 * The accumulated profit of the organizations screen (spec part 1 §2): sum of
 * budget_profit_value over the organizations the actor can see whose budget is confirmado.
 * This file has its own database, so the sums below are exact.
 */
let t: TestApp;
let admin: string;
let ventaA: MadeUser;
let ventaB: MadeUser;
let viewer: MadeUser;

const PROFIT = `query Profit($filter: OrganizationFilter) { organizationsAccumulatedProfit(filter: $filter) }`;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t);
  ventaA = await makeUser(t, { role: 'venta' });
  ventaB = await makeUser(t, { role: 'venta' });
  viewer = await makeUser(t, { role: 'viewer' });
});
afterAll(() => t.close());

test('is 0 (not null) when nothing is confirmado', async () => {
  await makeOrganization(t, { name: 'Borrador SA', budgetStatus: 'borrador', budgetProfitValue: 500 });
  const r = await gql(t, PROFIT, {}, admin);
  expect(r.errors).toBeUndefined();
  expect(r.data?.organizationsAccumulatedProfit).toBe(0);
});

describe('with confirmed, blocked, draft and private organizations', () => {
  beforeAll(async () => {
    await makeOrganization(t, { name: 'Alfa Logística', budgetStatus: 'confirmado', budgetProfitValue: 1234.56 });
    await makeOrganization(t, { name: 'Beta Cargo', budgetStatus: 'confirmado', budgetProfitValue: 0.1 });
    await makeOrganization(t, { name: 'Gamma Import', budgetStatus: 'confirmado', budgetProfitValue: 0.2 });
    await makeOrganization(t, { name: 'Sin valor', budgetStatus: 'confirmado', budgetProfitValue: null });
    await makeOrganization(t, { name: 'Bloqueada', budgetStatus: 'bloqueado', budgetProfitValue: 9000 });
    await makeOrganization(t, { name: 'Privada de B', budgetStatus: 'confirmado', budgetProfitValue: 100, visibility: 'private', ownerUserId: ventaB.user.id });
    await makeOrganization(t, { name: 'Compartida de B', budgetStatus: 'confirmado', budgetProfitValue: 10, visibility: 'shared', ownerUserId: ventaB.user.id });
  });

  test('sums only confirmado, rounded to 2 decimals (0.1 + 0.2 is 0.3), nulls ignored', async () => {
    const r = await gql(t, PROFIT, {}, admin);
    // admins see everything: 1234.56 + 0.1 + 0.2 + 100 + 10
    expect(r.data?.organizationsAccumulatedProfit).toBe(1344.86);
  });

  test('counts only what the actor can see: another user’s private organization is left out', async () => {
    const a = await gql(t, PROFIT, {}, ventaA.token);
    expect(a.data?.organizationsAccumulatedProfit).toBe(1244.86);
    const b = await gql(t, PROFIT, {}, ventaB.token);
    expect(b.data?.organizationsAccumulatedProfit).toBe(1344.86);
    const v = await gql(t, PROFIT, {}, viewer.token);
    expect(v.data?.organizationsAccumulatedProfit).toBe(1244.86);
  });

  test('follows the list filter (q, budgetStatus)', async () => {
    const q = await gql(t, PROFIT, { filter: { q: 'alfa' } }, ventaA.token);
    expect(q.data?.organizationsAccumulatedProfit).toBe(1234.56);
    const blocked = await gql(t, PROFIT, { filter: { budgetStatus: 'bloqueado' } }, admin);
    expect(blocked.data?.organizationsAccumulatedProfit).toBe(0);
  });

  test('REST GET /api/organizations/accumulated-profit answers the same number, with the list query filters', async () => {
    const all = await api(t, ventaA.token).get('/api/organizations/accumulated-profit');
    expect(all.status).toBe(200);
    expect(all.body).toEqual({ accumulated_profit: 1244.86 });
    const q = await api(t, admin).get('/api/organizations/accumulated-profit?q=beta');
    expect(q.body).toEqual({ accumulated_profit: 0.1 });
    const bad = await api(t, admin).get('/api/organizations/accumulated-profit?owner_user_id=abc');
    expect(bad.status).toBe(400);
    // the detail route still answers ids
    const list = await api(t, admin).get('/api/organizations?q=alfa');
    const detail = await api(t, admin).get(`/api/organizations/${list.body[0].id}`);
    expect(detail.body.name).toBe('Alfa Logística');
  });

  test('needs a session', async () => {
    const r = await gql(t, PROFIT, {});
    expect(codesOf(r)).toEqual(['UNAUTHENTICATED']);
    const rest = await api(t).get('/api/organizations/accumulated-profit');
    expect(rest.status).toBe(401);
  });
});
