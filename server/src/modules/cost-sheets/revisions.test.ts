import { AuditEventEntity } from '../audit/audit-event.entity';
import { OrganizationEntity } from '../organizations/organization.entity';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { adminToken, makeDealIn, makeOrganization, makeUser } from '../../../test/factories';
import { seededPipeline } from '../../../test/deals-fixtures';
import { api, codesOf, gql } from '../../../test/http';
import { CostSheetRevisionEntity } from './cost-sheet-revision.entity';

/**
 * Named revisions of the cost sheet and budgets per operation (domain/cost-sheet-revisions.ts): revisions are
 * created as copies, only drafts are edited, the budget confirmation confirms the current revision and replaces
 * earlier ones, invoicing locks it, two revisions compare side by side; the budget of one operation never
 * locks another, and the organization's status and profit are derived from its operations.
 */
let t: TestApp;
let admin: string;
let venta: { token: string; user: { id: number } };
let ops: { token: string };
let viewer: { token: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t);
  venta = await makeUser(t, { role: 'venta', name: 'Vera Venta' });
  ops = await makeUser(t, { role: 'ops' });
  viewer = await makeUser(t, { role: 'viewer' });
});
afterAll(() => t.close());

/** Purchase 2 USD/kg and 40 FSC; sale 3 USD/kg; 100 kg: costs 240, sales 300, profit 60. */
const SHEET = {
  header: { pesoKg: 100, gsRate: 7300 },
  compraRows: [
    { id: 'c1', concepto: 'FLETE AEREO', usdXKg: 2, lockPerKg: true },
    { id: 'c2', concepto: 'FSC', total: 40 },
  ],
  ventaRows: [{ id: 'v1', concepto: 'FLETE AEREO', usdXKg: 3, lockPerKg: true, sourceId: 'c1' }],
};

async function operation(orgId?: number) {
  const { stages } = await seededPipeline(t);
  const org = orgId ? { id: orgId } : await makeOrganization(t, { name: `Cliente ${Math.random().toString(36).slice(2, 8)}` });
  const deal = await makeDealIn(t, stages[0], { orgId: org.id });
  return { org, deal };
}

const put = (token: string, dealId: number, body: object) => api(t, token).put(`/api/deals/${dealId}/cost-sheet`, body);
const revisions = async (dealId: number) => (await api(t, viewer.token).get(`/api/deals/${dealId}/cost-sheet/revisions`)).body as Array<Record<string, unknown>>;
const summary = (rows: Array<Record<string, unknown>>) => rows.map((r) => [r.number, r.label, r.status, (r.totals as { profitGeneral: number }).profitGeneral, r.current]);

describe('revisions: create, copy, edit only drafts, confirm, compare', () => {
  test('REST: the first save is REV 01; Nueva revisión copies the current; saves edit only the current draft; older revisions read as they were', async () => {
    const { deal } = await operation();
    expect(await revisions(deal.id)).toEqual([]);
    expect((await put(venta.token, deal.id, SHEET)).status).toBe(200);
    expect(summary(await revisions(deal.id))).toEqual([[1, 'REV 01', 'borrador', 60, true]]);

    const created = await api(t, venta.token).post(`/api/deals/${deal.id}/cost-sheet/revisions`, { name: 'flete corregido', reason: 'El agente bajó la tarifa' });
    expect(created.status).toBe(201);
    expect(summary(created.body)).toEqual([
      [1, 'REV 01', 'borrador', 60, false],
      [2, 'REV 02 – flete corregido', 'borrador', 60, true],
    ]);
    expect(created.body[1]).toMatchObject({ name: 'flete corregido', reason: 'El agente bajó la tarifa', created_by: venta.user.id, created_by_name: 'Vera Venta' });
    expect(created.body[1].created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    // The sheet (GET/PUT, the original client's round trip) is the current revision.
    const edited = { ...SHEET, compraRows: [{ id: 'c1', concepto: 'FLETE AEREO', usdXKg: 1.5, lockPerKg: true }, { id: 'c3', concepto: 'SEC', total: '15' }] };
    expect((await put(venta.token, deal.id, edited)).status).toBe(200);
    expect((await api(t, viewer.token).get(`/api/deals/${deal.id}/cost-sheet`)).body.data).toEqual(edited);
    const [rev1, rev2] = await revisions(deal.id);
    expect(summary([rev1, rev2])).toEqual([
      [1, 'REV 01', 'borrador', 60, false],
      [2, 'REV 02 – flete corregido', 'borrador', 135, true],
    ]);
    // REV 01 reads as it was saved (the client's document too).
    const old = await api(t, viewer.token).get(`/api/deals/${deal.id}/cost-sheet/revisions/${rev1.id}`);
    expect(old.body).toMatchObject({ number: 1, status: 'borrador', data: SHEET, totals: { totalCostos: 240, totalVentas: 300, profitGeneral: 60 } });

    // Compare REV 01 → REV 02: rows added, removed, changed; totals before → after.
    const cmp = await api(t, viewer.token).get(`/api/deals/${deal.id}/cost-sheet/revisions/${rev1.id}/compare/${rev2.id}`);
    expect(cmp.status).toBe(200);
    expect(cmp.body.added).toEqual([
      {
        table: 'compraRows',
        row_id: 'c3',
        concepto: 'SEC',
        changes: [
          { field: 'concepto', before: null, after: 'SEC' },
          { field: 'usdXKg', before: null, after: null },
          { field: 'total', before: null, after: 15 },
          { field: 'lockPerKg', before: null, after: false },
          { field: 'sourceId', before: null, after: null },
        ],
      },
    ]);
    expect(cmp.body.removed).toEqual([expect.objectContaining({ table: 'compraRows', row_id: 'c2', concepto: 'FSC' })]);
    expect(cmp.body.changed).toEqual([{ table: 'compraRows', row_id: 'c1', concepto: 'FLETE AEREO', changes: [{ field: 'usdXKg', before: 2, after: 1.5 }] }]);
    expect(cmp.body.totals).toEqual([
      { key: 'totalCostos', before: 240, after: 165, delta: -75 },
      { key: 'totalVentas', before: 300, after: 300, delta: 0 },
      { key: 'profitGeneral', before: 60, after: 135, delta: 75 },
    ]);
    expect([cmp.body.before.number, cmp.body.after.number]).toEqual([1, 2]);

    // Every revision change is an audit event on the operation's Historial.
    const events = await t.ds.getRepository(AuditEventEntity).find({ where: { entity: 'cost_sheet_revision', dealId: deal.id }, order: { id: 'ASC' } });
    expect(events.map((e) => [e.action, e.userId, (e.meta as { revisionNumber: number }).revisionNumber])).toEqual([['revision_create', venta.user.id, 2]]);
    const history = (await api(t, viewer.token).get(`/api/audit?entity=deal&entity_id=${deal.id}&kind=presupuesto`)).body;
    expect(history.map((h: { entity: string; action: string }) => `${h.entity}:${h.action}`)).toContain('cost_sheet_revision:revision_create');
  });

  test('the budget confirmation confirms the current revision and replaces the earlier ones; after it only an admin edits, and into a new draft', async () => {
    const { org, deal } = await operation();
    expect((await put(venta.token, deal.id, SHEET)).status).toBe(200);
    await api(t, venta.token).post(`/api/deals/${deal.id}/cost-sheet/revisions`, { name: 'segunda' });
    const confirm = await api(t, venta.token).post(`/api/organizations/${org.id}/budget/confirm`, { deal_id: deal.id });
    expect(confirm.body).toEqual({ ok: true, budget_status: 'confirmado', budget_profit_value: 60 });
    const rows = await revisions(deal.id);
    expect(summary(rows)).toEqual([
      [1, 'REV 01', 'reemplazada', 60, false],
      [2, 'REV 02 – segunda', 'confirmada', 60, true],
    ]);
    expect(rows[1]).toMatchObject({ confirmed_profit: 60, confirmed_by_name: 'Vera Venta' });
    expect(rows[0].replaced_at).not.toBeNull();

    // Only a draft is editable: venta and ops are refused, and so is a new revision over the confirmed one.
    for (const token of [venta.token, ops.token]) {
      expect((await put(token, deal.id, SHEET)).body).toEqual({ error: 'Presupuesto bloqueado' });
      const refused = await api(t, token).post(`/api/deals/${deal.id}/cost-sheet/revisions`, { name: 'otra' });
      expect([refused.status, refused.body]).toEqual([403, { error: 'Presupuesto bloqueado' }]);
    }
    expect((await api(t, viewer.token).post(`/api/deals/${deal.id}/cost-sheet/revisions`, {})).status).toBe(403);
    // An admin may edit in any status (spec part 2 §6): the save opens REV 03, the confirmed REV 02 stays as it was.
    expect((await put(admin, deal.id, { ...SHEET, ventaRows: [{ id: 'v1', concepto: 'FLETE AEREO', usdXKg: 4, lockPerKg: true }] })).status).toBe(200);
    const after = await revisions(deal.id);
    expect(summary(after)).toEqual([
      [1, 'REV 01', 'reemplazada', 60, false],
      [2, 'REV 02 – segunda', 'confirmada', 60, false],
      [3, 'REV 03', 'borrador', 160, true],
    ]);
    expect(after[2].reason).toBe('Cambios guardados por un administrador sobre la revisión confirmada REV 02 – segunda.');
    // The operation is a draft again (REV 03), the organization still holds REV 02's confirmed profit.
    expect((await api(t, viewer.token).get(`/api/deals/${deal.id}/cost-sheet`)).body.budget_status).toBe('borrador');
    expect((await api(t, viewer.token).get(`/api/organizations/${org.id}/budget`)).body).toEqual({ id: org.id, budget_status: 'borrador', budget_profit_value: 60 });
    // Confirming REV 03 replaces REV 02.
    await api(t, venta.token).post(`/api/organizations/${org.id}/budget/confirm`, { deal_id: deal.id });
    expect(summary(await revisions(deal.id)).map((r) => r[2])).toEqual(['reemplazada', 'reemplazada', 'confirmada']);
    expect((await api(t, viewer.token).get(`/api/organizations/${org.id}/budget`)).body.budget_profit_value).toBe(160);
  });

  test('invoicing locks the confirmed revision (bloqueada); it cannot be reopened; a refused transition changes nothing', async () => {
    const { org, deal } = await operation();
    expect((await put(venta.token, deal.id, SHEET)).status).toBe(200);
    const [draft] = await revisions(deal.id);
    const actor = { id: 1, role: 'admin', name: 'Admin' } as never;
    // A draft cannot be invoiced.
    await expect(t.services.costSheetRevisions.markInvoiced(actor, Number(deal.id), Number(draft.id))).rejects.toMatchObject({ code: 'INVALID_TRANSITION', message: 'Solo se factura desde una revisión confirmada.' });
    await api(t, venta.token).post(`/api/organizations/${org.id}/budget/confirm`, { deal_id: deal.id });
    const locked = await t.services.costSheetRevisions.markInvoiced(actor, Number(deal.id), Number(draft.id));
    expect(locked).toMatchObject({ number: 1, status: 'bloqueada' });
    expect(locked.lockedAt).not.toBeNull();
    await expect(t.services.costSheetRevisions.markInvoiced(actor, Number(deal.id), Number(draft.id))).rejects.toMatchObject({ code: 'INVALID_TRANSITION', message: 'La revisión ya está bloqueada por una factura.' });
    // Another operation's revision id → not found.
    const other = await operation(org.id);
    await expect(t.services.costSheetRevisions.markInvoiced(actor, Number(other.deal.id), Number(draft.id))).rejects.toMatchObject({ code: 'NOT_FOUND' });

    // Still the operation's confirmed budget (its profit counts); reopening is refused with the reason.
    expect((await api(t, viewer.token).get(`/api/deals/${deal.id}/cost-sheet`)).body.budget_status).toBe('confirmado');
    const reopen = await api(t, admin).post(`/api/organizations/${org.id}/budget/reopen`, { deal_id: deal.id });
    expect([reopen.status, reopen.body]).toEqual([409, { error: 'Ya se facturó desde esta revisión: para cambiarla, creá una nueva revisión.' }]);
    expect((await t.ds.getRepository(CostSheetRevisionEntity).findOneByOrFail({ id: Number(draft.id) })).status).toBe('bloqueada');
    // A new revision (admin) is the way to change it; confirming it replaces the invoiced one (its lock date stays).
    expect((await api(t, admin).post(`/api/deals/${deal.id}/cost-sheet/revisions`, { name: 'corrección' })).status).toBe(201);
    await api(t, admin).post(`/api/organizations/${org.id}/budget/confirm`, { deal_id: deal.id });
    const rows = await revisions(deal.id);
    expect(rows.map((r) => [r.status, r.locked_at === null])).toEqual([
      ['reemplazada', false],
      ['confirmada', true],
    ]);
  });

  test('GraphQL: list, create, compare and read an older revision; unknown or foreign revisions → NOT_FOUND; validation', async () => {
    const { deal } = await operation();
    expect((await put(venta.token, deal.id, SHEET)).status).toBe(200);
    const create = await gql(
      t,
      'mutation($d: Int!, $i: NewRevisionInput!) { createCostSheetRevision(dealId: $d, input: $i) { id number label status current reason createdByName totals { profitGeneral } } }',
      { d: deal.id, i: { name: 'REV 02 – flete corregido', reason: 'tarifa' } },
      venta.token,
    );
    expect(create.errors).toBeUndefined();
    const [r1, r2] = create.data!.createCostSheetRevision;
    expect(r2).toMatchObject({ number: 2, label: 'REV 02 – flete corregido', status: 'borrador', current: true, reason: 'tarifa', createdByName: 'Vera Venta' });
    const save = await gql(
      t,
      'mutation($d: Int!, $v: Int!, $i: CostSheetInput!) { saveCostSheet(dealId: $d, version: $v, input: $i) { version totals { profitGeneral } } }',
      {
        d: deal.id,
        v: 1,
        i: {
          header: { pesoKg: 100, gsRate: 7300 },
          compraRows: [{ id: 'c1', concepto: 'FLETE AEREO', usdXKg: 2, total: null, lockPerKg: true, sourceId: null }],
          ventaRows: [{ id: 'v1', concepto: 'FLETE AEREO', usdXKg: 3, total: null, lockPerKg: true, sourceId: 'c1' }],
          locRows: [],
          locCliRows: [],
          segCostoRows: [],
          segVentaRows: [],
        },
      },
      venta.token,
    );
    expect(save.data!.saveCostSheet.totals.profitGeneral).toBe(100);
    const cmp = await gql(
      t,
      'query($d: Int!, $a: Int!, $b: Int!) { compareCostSheetRevisions(dealId: $d, before: $a, after: $b) { before { number } after { number } rows { table rowId kind changes { field before after } } totals { key before after delta } } }',
      { d: deal.id, a: r1.id, b: r2.id },
      viewer.token,
    );
    expect(cmp.errors).toBeUndefined();
    expect(cmp.data!.compareCostSheetRevisions.rows).toEqual([expect.objectContaining({ table: 'compraRows', rowId: 'c2', kind: 'removed' })]);
    expect(cmp.data!.compareCostSheetRevisions.totals).toContainEqual({ key: 'profitGeneral', before: 60, after: 100, delta: 40 });
    const sheet = await gql(t, 'query($d: Int!, $r: Int!) { costSheetRevisionSheet(dealId: $d, revisionId: $r) { compraRows { id } totals { profitGeneral } } }', { d: deal.id, r: r1.id }, viewer.token);
    expect(sheet.data!.costSheetRevisionSheet).toEqual({ compraRows: [{ id: 'c1' }, { id: 'c2' }], totals: { profitGeneral: 60 } });

    const other = await operation();
    expect(codesOf(await gql(t, 'query($d: Int!, $r: Int!) { costSheetRevisionSheet(dealId: $d, revisionId: $r) { dealId } }', { d: other.deal.id, r: r1.id }, viewer.token))).toEqual(['NOT_FOUND']);
    expect((await api(t, viewer.token).get(`/api/deals/${other.deal.id}/cost-sheet/revisions/${r1.id}/compare/${r2.id}`)).status).toBe(404);
    expect((await api(t, viewer.token).get(`/api/deals/${deal.id}/cost-sheet/revisions/abc`)).body).toEqual({ error: 'Revisión no encontrada.' });
    expect((await api(t, viewer.token).get('/api/deals/99999999/cost-sheet/revisions')).status).toBe(404);
    // Nothing saved yet: nothing to copy.
    expect((await api(t, venta.token).post(`/api/deals/${other.deal.id}/cost-sheet/revisions`, {})).body).toEqual({ error: 'Guardá la planilla de costos antes de crear una revisión.' });
    const long = await api(t, venta.token).post(`/api/deals/${deal.id}/cost-sheet/revisions`, { name: 'x'.repeat(121) });
    expect([long.status, long.body]).toEqual([400, { error: 'El nombre de la revisión admite hasta 120 caracteres.' }]);
    expect(codesOf(await gql(t, 'mutation($d: Int!) { createCostSheetRevision(dealId: $d, input: { reason: 5 }) { id } }', { d: deal.id }, venta.token))).toEqual(['GRAPHQL_VALIDATION_FAILED']);
  });
});

describe('budgets per operation', () => {
  const DEALS = 'query($f: DealFilter) { deals(filter: $f, first: 50) { edges { node { id budgetStatus budgetProfitValue orgBudgetStatus orgBudgetProfitValue } } } }';
  const ORG = 'query($id: Int!) { organization(id: $id) { budgetStatus budgetProfitValue budgetSummary { status statusDealId statusDealReference profit confirmedOperations } } }';

  test('a new operation of a client whose budget was confirmed on another operation is editable; each operation has its own status and profit; the organization is derived', async () => {
    const first = await operation();
    const orgId = first.org.id;
    expect((await put(venta.token, first.deal.id, SHEET)).status).toBe(200);
    expect((await api(t, venta.token).post(`/api/organizations/${orgId}/budget/confirm`, { deal_id: first.deal.id })).status).toBe(200);

    // The brand-new operation of the same client, tried as a new user (ops and venta): borrador and editable.
    const second = await operation(orgId);
    for (const token of [ops.token, venta.token]) {
      const sheet = await api(t, token).get(`/api/deals/${second.deal.id}/cost-sheet`);
      expect([sheet.body.budget_status, sheet.body.data]).toEqual(['borrador', null]);
    }
    expect((await put(ops.token, second.deal.id, { ...SHEET, ventaRows: [{ id: 'v1', concepto: 'FLETE AEREO', usdXKg: 2.5, lockPerKg: true }] })).status).toBe(200);
    const g = await gql(t, 'query($d: Int!) { costSheet(dealId: $d) { budgetStatus saved } }', { d: second.deal.id }, venta.token);
    expect(g.data!.costSheet).toEqual({ budgetStatus: 'borrador', saved: true });

    // The workspace table: each operation shows its own revision's status and profit.
    const rows = async () => {
      const res = await gql(t, DEALS, { f: { orgId } }, viewer.token);
      return Object.fromEntries(res.data!.deals.edges.map((e: { node: { id: number } }) => [e.node.id, e.node]));
    };
    let table = await rows();
    expect(table[first.deal.id]).toMatchObject({ budgetStatus: 'confirmado', budgetProfitValue: 60 });
    expect(table[second.deal.id]).toMatchObject({ budgetStatus: 'borrador', budgetProfitValue: null });
    // The filter by the operation's own status.
    const confirmedOnly = await gql(t, DEALS, { f: { orgId, budgetStatus: 'confirmado' } }, viewer.token);
    expect(confirmedOnly.data!.deals.edges.map((e: { node: { id: number } }) => e.node.id)).toEqual([first.deal.id]);

    // The organization: the status of its most recently saved sheet (the second), the profit of its confirmed revisions.
    let org = (await gql(t, ORG, { id: orgId }, viewer.token)).data!.organization;
    expect(org).toMatchObject({ budgetStatus: 'borrador', budgetProfitValue: 60, budgetSummary: { status: 'borrador', statusDealId: second.deal.id, profit: 60, confirmedOperations: 1 } });
    expect(org.budgetSummary.statusDealReference).toMatch(/^OP-\d{6}$/);

    // Confirming the second (profit 10) adds its profit; it does not overwrite the first one's.
    expect((await api(t, venta.token).post(`/api/organizations/${orgId}/budget/confirm`, { deal_id: second.deal.id })).body).toEqual({ ok: true, budget_status: 'confirmado', budget_profit_value: 70 });
    org = (await gql(t, ORG, { id: orgId }, viewer.token)).data!.organization;
    expect(org).toMatchObject({ budgetStatus: 'confirmado', budgetProfitValue: 70, budgetSummary: { confirmedOperations: 2, profit: 70 } });

    // Reopening acts on one operation only: the first stays confirmed.
    expect((await api(t, admin).post(`/api/organizations/${orgId}/budget/reopen`, { deal_id: second.deal.id })).body).toEqual({ ok: true, budget_status: 'borrador', budget_profit_value: 60 });
    table = await rows();
    expect(table[first.deal.id]).toMatchObject({ budgetStatus: 'confirmado', budgetProfitValue: 60, orgBudgetProfitValue: 60 });
    expect(table[second.deal.id]).toMatchObject({ budgetStatus: 'borrador', budgetProfitValue: null, orgBudgetStatus: 'borrador' });
    expect((await put(venta.token, second.deal.id, SHEET)).status).toBe(200);
    expect((await put(venta.token, first.deal.id, SHEET)).body).toEqual({ error: 'Presupuesto bloqueado' });
  });

  test('the original client (no deal_id) acts on the most recently saved sheet; GraphQL lock/reopen take dealId; an organization without operations has no budget', async () => {
    const a = await operation();
    const orgId = a.org.id;
    const b = await operation(orgId);
    expect((await put(venta.token, b.deal.id, SHEET)).status).toBe(200);
    expect((await put(venta.token, a.deal.id, { ...SHEET, ventaRows: [] })).status).toBe(200); // a: saved last
    const lock = await api(t, admin).post(`/api/organizations/${orgId}/budget/lock`);
    expect(lock.body).toEqual({ ok: true, budget_status: 'bloqueado', budget_profit_value: null });
    expect((await api(t, viewer.token).get(`/api/deals/${a.deal.id}/cost-sheet`)).body.budget_status).toBe('bloqueado');
    expect((await api(t, viewer.token).get(`/api/deals/${b.deal.id}/cost-sheet`)).body.budget_status).toBe('borrador');
    expect((await api(t, venta.token).post(`/api/organizations/${orgId}/budget/confirm`, { profit_value: '1.000,50' })).status).toBe(403); // bloqueado → confirmado: admin
    expect((await api(t, admin).post(`/api/organizations/${orgId}/budget/confirm`, { profit_value: '1.000,50' })).body).toEqual({ ok: true, budget_status: 'confirmado', budget_profit_value: 1000.5 });

    const g = await gql(t, 'mutation($o: Int!, $d: Int) { lockBudget(orgId: $o, dealId: $d) { budgetStatus } }', { o: orgId, d: b.deal.id }, admin);
    expect(g.errors).toBeUndefined();
    expect((await api(t, viewer.token).get(`/api/deals/${b.deal.id}/cost-sheet`)).body.budget_status).toBe('bloqueado');
    const r = await gql(t, 'mutation($o: Int!, $d: Int) { reopenBudget(orgId: $o, dealId: $d) { budgetStatus } }', { o: orgId, d: b.deal.id }, admin);
    expect(r.errors).toBeUndefined();
    expect((await api(t, viewer.token).get(`/api/deals/${b.deal.id}/cost-sheet`)).body.budget_status).toBe('borrador');
    expect((await api(t, viewer.token).get(`/api/deals/${a.deal.id}/cost-sheet`)).body.budget_status).toBe('confirmado');
    const foreign = await operation();
    expect((await api(t, admin).post(`/api/organizations/${orgId}/budget/lock`, { deal_id: foreign.deal.id })).body).toEqual({ error: 'La operación no pertenece a esta organización.' });

    const lonely = await makeOrganization(t);
    const none = await api(t, admin).post(`/api/organizations/${lonely.id}/budget/lock`);
    expect([none.status, none.body]).toEqual([400, { error: 'La organización no tiene operaciones: el presupuesto es de cada operación.' }]);
    expect((await t.ds.getRepository(OrganizationEntity).findOneByOrFail({ id: lonely.id })).budgetStatus).toBe('borrador');
  });
});

describe('the organization stays derived when an operation leaves it', () => {
  const orgOf = async (id: number) => {
    const o = await t.ds.getRepository(OrganizationEntity).findOneByOrFail({ id });
    return [o.budgetStatus, o.budgetProfitValue];
  };

  test('an operation moved to another organization takes its confirmed profit along: both organizations are derived again in that save', async () => {
    const a = await operation();
    const b = await operation(a.org.id);
    for (const op of [a, b]) expect((await put(venta.token, op.deal.id, SHEET)).status).toBe(200);
    for (const op of [a, b]) expect((await api(t, venta.token).post(`/api/organizations/${a.org.id}/budget/confirm`, { deal_id: op.deal.id })).status).toBe(200);
    expect(await orgOf(a.org.id)).toEqual(['confirmado', 120]);
    const other = await makeOrganization(t, { name: 'Otro cliente SA' });

    const moved = await api(t, venta.token).patch(`/api/deals/${b.deal.id}`, { org_id: other.id });
    expect(moved.status).toBe(200);
    expect(await orgOf(a.org.id)).toEqual(['confirmado', 60]);
    expect(await orgOf(other.id)).toEqual(['confirmado', 60]);
    // Its budget went with it: the new organization's screen reads it from that operation.
    const g = await gql(t, 'query($id: Int!) { organization(id: $id) { budgetSummary { status statusDealId profit confirmedOperations } } }', { id: other.id }, viewer.token);
    expect(g.data!.organization.budgetSummary).toEqual({ status: 'confirmado', statusDealId: b.deal.id, profit: 60, confirmedOperations: 1 });

    // Taken out of any organization: the one it left is derived again (nothing confirmed remains there).
    expect((await api(t, venta.token).patch(`/api/deals/${b.deal.id}`, { org_id: null })).status).toBe(200);
    expect(await orgOf(other.id)).toEqual(['borrador', null]);
  });

  test('a deleted operation no longer counts: its organization is derived again in the delete', async () => {
    const a = await operation();
    const b = await operation(a.org.id);
    for (const op of [a, b]) expect((await put(venta.token, op.deal.id, SHEET)).status).toBe(200);
    expect((await api(t, venta.token).post(`/api/organizations/${a.org.id}/budget/confirm`, { deal_id: a.deal.id })).status).toBe(200);
    // b is the most recently saved sheet: the organization's status is b's (borrador); the profit is a's.
    expect((await put(venta.token, b.deal.id, SHEET)).status).toBe(200);
    expect(await orgOf(a.org.id)).toEqual(['borrador', 60]);

    expect((await api(t, admin).delete(`/api/deals/${b.deal.id}`)).status).toBe(200);
    expect(await orgOf(a.org.id)).toEqual(['confirmado', 60]);
    expect((await api(t, admin).delete(`/api/deals/${a.deal.id}`)).status).toBe(200);
    expect(await orgOf(a.org.id)).toEqual(['borrador', null]);
    expect(await t.ds.getRepository(CostSheetRevisionEntity).countBy({ dealId: a.deal.id })).toBe(0);
  });
});

describe('revisions of an operation the reader may not see', () => {
  const LIST = 'query($d: Int!) { costSheetRevisions(dealId: $d) { id status confirmedProfit } }';

  test("unknown operations, and those of another user's private organization, answer NOT_FOUND (REST and GraphQL); the owner and admins see them", async () => {
    const { stages } = await seededPipeline(t);
    const owner = await makeUser(t, { role: 'ops', name: 'Olga Dueña' });
    const hidden = await makeOrganization(t, { visibility: 'private', ownerUserId: owner.user.id });
    const deal = await makeDealIn(t, stages[0], { orgId: hidden.id });
    expect((await put(owner.token, deal.id, SHEET)).status).toBe(200);
    expect((await api(t, admin).post(`/api/organizations/${hidden.id}/budget/confirm`, { deal_id: deal.id })).status).toBe(200);
    const [r1] = await t.ds.getRepository(CostSheetRevisionEntity).findBy({ dealId: deal.id });

    for (const path of [`/api/deals/${deal.id}/cost-sheet/revisions`, `/api/deals/${deal.id}/cost-sheet/revisions/${r1.id}`, `/api/deals/${deal.id}/cost-sheet/revisions/${r1.id}/compare/${r1.id}`, '/api/deals/999999/cost-sheet/revisions']) {
      const res = await api(t, venta.token).get(path);
      expect([path, res.status, res.body]).toEqual([path, 404, { error: 'Operación no encontrada.' }]);
    }
    const created = await api(t, venta.token).post(`/api/deals/${deal.id}/cost-sheet/revisions`, { name: 'espía' });
    expect(created.status).toBe(404);
    for (const [query, vars] of [
      [LIST, { d: deal.id }],
      [LIST, { d: 999999 }],
      ['query($d: Int!, $r: Int!) { costSheetRevisionSheet(dealId: $d, revisionId: $r) { dealId } }', { d: deal.id, r: r1.id }],
      ['query($d: Int!, $r: Int!) { compareCostSheetRevisions(dealId: $d, before: $r, after: $r) { rows { kind } } }', { d: deal.id, r: r1.id }],
      ["mutation($d: Int!) { createCostSheetRevision(dealId: $d, input: { name: \"espía\" }) { id } }", { d: deal.id }],
    ] as const) {
      expect(codesOf(await gql(t, query, vars, venta.token))).toEqual(['NOT_FOUND']);
    }
    expect(await t.ds.getRepository(CostSheetRevisionEntity).countBy({ dealId: deal.id })).toBe(1);
    for (const token of [owner.token, admin]) {
      const res = await gql(t, LIST, { d: deal.id }, token);
      expect(res.data!.costSheetRevisions).toEqual([{ id: r1.id, status: 'confirmada', confirmedProfit: 60 }]);
    }
  });
});
