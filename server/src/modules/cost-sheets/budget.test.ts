import type { Role } from '@crm/domain';
import { AuditEventEntity } from '../audit/audit-event.entity';
import { OrganizationEntity } from '../organizations/organization.entity';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { adminToken, makeDealIn, makeOrganization, makeUser } from '../../../test/factories';
import { seededPipeline } from '../../../test/deals-fixtures';
import { api, codesOf, gql } from '../../../test/http';

let t: TestApp;
const tokens: Record<string, string> = {};

/** admin, venta and every sales synonym of spec part 2 §6 (also in other case), ops, viewer, finanzas (no budget button). */
const ROLES = ['admin', 'venta', 'ventas', 'vendedor', 'seller', 'sales', 'commercial', 'comercial', 'Vendedor', 'COMERCIAL', 'ops', 'viewer', 'finanzas'] as const;
const SALES = new Set(['venta', 'ventas', 'vendedor', 'seller', 'sales', 'commercial', 'comercial', 'Vendedor', 'COMERCIAL']);
type Status = 'borrador' | 'bloqueado' | 'confirmado';
type Action = 'lock' | 'confirm' | 'reopen';
const STATUSES: Status[] = ['borrador', 'bloqueado', 'confirmado'];
const ACTIONS: Action[] = ['lock', 'confirm', 'reopen'];

beforeAll(async () => {
  t = await createTestApp();
  tokens.admin = await adminToken(t);
  for (const role of ROLES) if (role !== 'admin') tokens[role] = (await makeUser(t, { role: role as Role })).token;
});
afterAll(() => t.close());

/**
 * Spec part 2 §4/§6 written out by hand: borrador→bloqueado admin; borrador→confirmado admin or sales;
 * bloqueado→confirmado admin; bloqueado|confirmado→borrador admin. Not allowed from the status → 409,
 * not allowed to the role → 403.
 */
function expected(role: string, action: Action, from: Status): { status: 200 | 403 | 409; to?: Status } {
  const admin = role === 'admin';
  const sales = SALES.has(role);
  if (action === 'lock') {
    if (!admin) return { status: 403 };
    return from === 'borrador' ? { status: 200, to: 'bloqueado' } : { status: 409 };
  }
  if (action === 'confirm') {
    if (!admin && !sales) return { status: 403 };
    if (from === 'confirmado') return { status: 409 };
    if (from === 'bloqueado' && !admin) return { status: 403 };
    return { status: 200, to: 'confirmado' };
  }
  if (!admin) return { status: 403 };
  return from === 'borrador' ? { status: 409 } : { status: 200, to: 'borrador' };
}

const CODE = { 200: undefined, 403: 'FORBIDDEN', 409: 'INVALID_TRANSITION' } as const;
const MUTATION: Record<Action, string> = {
  lock: 'mutation($orgId: Int!) { lockBudget(orgId: $orgId) { id budgetStatus budgetProfitValue } }',
  confirm: 'mutation($orgId: Int!, $profitValue: Float) { confirmBudget(orgId: $orgId, profitValue: $profitValue) { id budgetStatus budgetProfitValue } }',
  reopen: 'mutation($orgId: Int!) { reopenBudget(orgId: $orgId) { id budgetStatus budgetProfitValue } }',
};
const FIELD: Record<Action, string> = { lock: 'lockBudget', confirm: 'confirmBudget', reopen: 'reopenBudget' };

const orgRow = (id: number) => t.ds.getRepository(OrganizationEntity).findOneByOrFail({ id });
const budgetAudits = (id: number) => t.ds.getRepository(AuditEventEntity).find({ where: { entity: 'organization', entityId: id }, order: { id: 'ASC' } });

const CASES = ROLES.flatMap((role) => ACTIONS.flatMap((action) => STATUSES.map((from) => [role, action, from] as const)));

/**
 * Budgets per operation: a budget's status belongs to an operation's current revision, so each case starts from
 * an organization with one operation whose saved sheet (profit 10) an admin brought to `from`. The action is
 * then taken the original client's way, without deal_id: it acts on that organization's most recently saved sheet.
 * The organization's profit is derived: the sum of its confirmed revisions (10 when `from` is confirmado, else null).
 */
async function budgetIn(from: Status): Promise<{ org: { id: number }; deal: { id: number }; profit: number | null; audits: number }> {
  const { stages } = await seededPipeline(t);
  const org = await makeOrganization(t);
  const deal = await makeDealIn(t, stages[0], { orgId: org.id });
  const sheet = { header: { pesoKg: 1 }, compraRows: [], ventaRows: [{ id: 'v', concepto: 'FLETE', total: 10, lockPerKg: false }] };
  expect((await api(t, tokens.admin).put(`/api/deals/${deal.id}/cost-sheet`, sheet)).status).toBe(200);
  if (from !== 'borrador') {
    const res = await api(t, tokens.admin).post(`/api/organizations/${org.id}/budget/${from === 'bloqueado' ? 'lock' : 'confirm'}`, { deal_id: deal.id });
    expect(res.body.budget_status).toBe(from);
  }
  return { org, deal, profit: from === 'confirmado' ? 10 : null, audits: (await budgetAudits(org.id)).length };
}

/** The organization's derived profit after a successful action. */
function profitAfter(action: Action, to: Status, sent: number, before: number | null): number | null {
  if (action === 'confirm') return sent;
  return to === 'confirmado' ? before : null;
}

describe('every transition × every role', () => {
  test('the matrix covers 13 roles × 3 actions × 3 statuses', () => expect(CASES).toHaveLength(117));

  test.each(CASES)('REST: %s %s from %s', async (role, action, from) => {
    const { org, profit: before, audits } = await budgetIn(from);
    const res = await api(t, tokens[role]).post(`/api/organizations/${org.id}/budget/${action}`, action === 'confirm' ? { profit_value: 123.45 } : {});
    const exp = expected(role, action, from);
    expect(res.status).toBe(exp.status);
    const after = await orgRow(org.id);
    if (exp.status === 200) {
      const profit = profitAfter(action, exp.to!, 123.45, before);
      expect(res.body).toEqual({ ok: true, budget_status: exp.to, budget_profit_value: profit });
      expect([after.budgetStatus, after.budgetProfitValue]).toEqual([exp.to, profit]);
      const events = await budgetAudits(org.id);
      expect(events).toHaveLength(audits + 1);
      expect(events[audits]).toMatchObject({ action: `budget_${action}`, meta: { changes: { budgetStatus: [from, exp.to] } } });
    } else {
      expect(typeof res.body.error).toBe('string');
      if (exp.status === 403) expect(res.body.error).toBe('No tenés permisos para realizar esta acción.');
      expect([after.budgetStatus, after.budgetProfitValue]).toEqual([from, before]);
      expect(await budgetAudits(org.id)).toHaveLength(audits);
    }
  });

  test.each(CASES)('GraphQL: %s %s from %s', async (role, action, from) => {
    const { org, profit: before } = await budgetIn(from);
    const res = await gql(t, MUTATION[action], { orgId: org.id, ...(action === 'confirm' ? { profitValue: 99.5 } : {}) }, tokens[role]);
    const exp = expected(role, action, from);
    const after = await orgRow(org.id);
    if (exp.status === 200) {
      expect(res.errors).toBeUndefined();
      expect(res.data![FIELD[action]]).toEqual({ id: org.id, budgetStatus: exp.to, budgetProfitValue: profitAfter(action, exp.to!, 99.5, before) });
      expect(after.budgetStatus).toBe(exp.to);
    } else {
      expect(codesOf(res)).toEqual([CODE[exp.status]]);
      expect([after.budgetStatus, after.budgetProfitValue]).toEqual([from, before]);
    }
  });
});

describe('budget reads and confirmation details', () => {
  test('GET /organizations/{id}/budget → { id, budget_status, budget_profit_value }; private of another user → 404; unknown → 404', async () => {
    const org = await makeOrganization(t, { budgetStatus: 'confirmado', budgetProfitValue: 321.5 });
    expect((await api(t, tokens.viewer).get(`/api/organizations/${org.id}/budget`)).body).toEqual({ id: org.id, budget_status: 'confirmado', budget_profit_value: 321.5 });
    const owner = await makeUser(t, { role: 'venta' });
    const priv = await makeOrganization(t, { visibility: 'private', ownerUserId: owner.user.id });
    for (const token of [tokens.venta, tokens.viewer]) {
      expect((await api(t, token).get(`/api/organizations/${priv.id}/budget`)).status).toBe(404);
      const res = await api(t, token).post(`/api/organizations/${priv.id}/budget/confirm`, { profit_value: 1 });
      expect([res.status, res.body]).toEqual([404, { error: 'Organización no encontrada.' }]);
    }
    expect((await api(t, owner.token).get(`/api/organizations/${priv.id}/budget`)).body.budget_status).toBe('borrador');
    expect((await api(t, tokens.admin).post('/api/organizations/0/budget/lock')).status).toBe(404);
    expect(codesOf(await gql(t, MUTATION.lock, { orgId: 99999999 }, tokens.admin))).toEqual(['NOT_FOUND']);
  });

  test('confirm with deal_id stores the profit the server computed from that deal’s saved sheet (a sent profit_value is ignored)', async () => {
    const { stages } = await seededPipeline(t);
    const org = await makeOrganization(t);
    const deal = await makeDealIn(t, stages[0], { orgId: org.id });
    const put = await api(t, tokens.venta).put(`/api/deals/${deal.id}/cost-sheet`, {
      header: { pesoKg: 100 },
      compraRows: [{ id: 'c1', concepto: 'FLETE AEREO', usdXKg: 2, lockPerKg: true }],
      ventaRows: [{ id: 'v1', concepto: 'FLETE AEREO', usdXKg: 3, lockPerKg: true, sourceId: 'c1' }],
      totals: { totalCostos: 0, totalVentas: 0, profitGeneral: 5000 },
    });
    expect(put.status).toBe(200);
    const res = await api(t, tokens.vendedor).post(`/api/organizations/${org.id}/budget/confirm`, { deal_id: deal.id, profit_value: 5000 });
    expect(res.body).toEqual({ ok: true, budget_status: 'confirmado', budget_profit_value: 100 });
    const [audit] = await budgetAudits(org.id);
    // The confirmation froze the exchange rate of the organization's one saved sheet (dated exchange rates).
    expect(audit.meta).toEqual({ changes: { budgetStatus: ['borrador', 'confirmado'], budgetProfitValue: [null, 100] }, dealId: deal.id, ratesFrozen: 1 });

    // GraphQL, after an admin reopened it.
    expect((await gql(t, MUTATION.reopen, { orgId: org.id }, tokens.admin)).data!.reopenBudget.budgetStatus).toBe('borrador');
    const g = await gql(t, 'mutation($orgId: Int!, $dealId: Int) { confirmBudget(orgId: $orgId, dealId: $dealId, profitValue: 1) { budgetStatus budgetProfitValue } }', { orgId: org.id, dealId: deal.id }, tokens.sales);
    expect(g.data!.confirmBudget).toEqual({ budgetStatus: 'confirmado', budgetProfitValue: 100 });
  });

  test('confirm with a deal of another organization, a deal without a saved sheet or an unknown deal → refused, nothing changes', async () => {
    const { stages } = await seededPipeline(t);
    const org = await makeOrganization(t);
    const other = await makeOrganization(t);
    const foreign = await makeDealIn(t, stages[0], { orgId: other.id });
    const unsaved = await makeDealIn(t, stages[0], { orgId: org.id });
    const cases: Array<[object, number, string]> = [
      [{ deal_id: foreign.id }, 400, 'La operación no pertenece a esta organización.'],
      [{ deal_id: unsaved.id }, 400, 'Guardá la planilla de costos antes de confirmar el presupuesto.'],
      [{ deal_id: 99999999 }, 404, 'Operación no encontrada.'],
      [{ deal_id: 'abc' }, 400, 'La operación debe ser un id válido.'],
      [{ profit_value: 'mucho' }, 400, 'El profit debe ser un número.'],
      [{ profit_value: true }, 400, 'El profit debe ser un número.'],
      [{ profit_value: 1e13 }, 400, 'Monto fuera de rango.'],
    ];
    for (const [body, status, error] of cases) {
      const res = await api(t, tokens.venta).post(`/api/organizations/${org.id}/budget/confirm`, body);
      expect([body, res.status, res.body]).toEqual([body, status, { error }]);
    }
    expect((await orgRow(org.id)).budgetStatus).toBe('borrador');
    expect(await budgetAudits(org.id)).toEqual([]);
    // Older clients: the sent profit (number or es-PY text), validated and rounded.
    const ok = await api(t, tokens.venta).post(`/api/organizations/${org.id}/budget/confirm`, { profit_value: '1.234,567' });
    expect(ok.body).toEqual({ ok: true, budget_status: 'confirmado', budget_profit_value: 1234.57 });
  });

  test('10 parallel locks of one budget: exactly one applies, the rest are 409', async () => {
    const org = await makeOrganization(t);
    // The budget is an operation's (budgets per operation): the organization has one.
    await makeDealIn(t, (await seededPipeline(t)).stages[0], { orgId: org.id });
    const results = await Promise.all(Array.from({ length: 10 }, () => api(t, tokens.admin).post(`/api/organizations/${org.id}/budget/lock`)));
    expect(results.map((r) => r.status).sort()).toEqual([200, ...Array.from({ length: 9 }, () => 409)]);
    expect(await budgetAudits(org.id)).toHaveLength(1);
  });

  test('no session → 401 / UNAUTHENTICATED', async () => {
    const org = await makeOrganization(t);
    expect((await api(t).post(`/api/organizations/${org.id}/budget/lock`)).status).toBe(401);
    expect(codesOf(await gql(t, MUTATION.lock, { orgId: org.id }))).toEqual(['UNAUTHENTICATED']);
  });
});
