import { createTestApp, type TestApp } from '../../../test/test-app';
import { adminToken, makeDealIn, makeOrganization, makeUser } from '../../../test/factories';
import { seededPipeline } from '../../../test/deals-fixtures';
import { api } from '../../../test/http';
import { rawInt, rawMoney } from '../../core/db/raw';
import { OrganizationEntity } from '../organizations/organization.entity';
import { CostSheetEntity } from './cost-sheet.entity';
import { CostSheetRevisions1765090500000 } from './migrations/1765090500000-cost-sheet-revisions';

/**
 * The data step of the revisions migration over a database that already holds sheets. It is the latest
 * migration, so its down() leaves the schema exactly as the one before it left it: the test takes a freshly
 * migrated database back there, writes organizations, operations and sheets in the old shape (the budget on the
 * organization: confirmed, locked and draft), runs up() again and reads what every sheet became (REV 01).
 */
let t: TestApp;
let admin: string;
let venta: { token: string; user: { id: number } };

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t);
  venta = await makeUser(t, { role: 'venta' });
});
afterAll(() => t.close());

async function run(step: 'up' | 'down'): Promise<void> {
  const qr = t.ds.createQueryRunner();
  try {
    await new CostSheetRevisions1765090500000()[step](qr);
  } finally {
    await qr.release();
  }
}

/** A sheet as the old code stored it: the typed sheet with its totals, the client's document, the totals columns. */
async function oldSheet(dealId: number, profit: number, updatedAt: string): Promise<{ data: string; document: string }> {
  const data = JSON.stringify({
    header: { modo: 'AEREO', clase: null, pesoKg: 100, awb: null, hbl: null, mercaderia: null, gsRate: 7300, gsRateDate: null },
    compraRows: [{ id: 'c1', concepto: 'FLETE', usdXKg: null, total: 100, lockPerKg: false, sourceId: null }],
    ventaRows: [{ id: 'v1', concepto: 'FLETE', usdXKg: null, total: 100 + profit, lockPerKg: false, sourceId: 'c1' }],
    locRows: [],
    locCliRows: [],
    segCostoRows: [],
    segVentaRows: [],
    totals: { totalCostos: 100, totalVentas: 100 + profit, profitGeneral: profit },
  });
  const document = JSON.stringify({ compraRows: [{ concepto: 'FLETE', total: '100' }], allInEnabled: false });
  const repo = t.ds.getRepository(CostSheetEntity);
  await repo.insert({ dealId, data, document, version: 3, totalCostos: 100, totalVentas: 100 + profit, profitGeneral: profit, updatedByUserId: venta.user.id });
  // Which sheet was saved last decides the organization's operation: written explicitly, never by the clock.
  await t.ds.query('UPDATE cost_sheets SET updated_at = ? WHERE deal_id = ?', [updatedAt, dealId]);
  return { data, document };
}

type Rev = { dealId: number; number: number; status: string; confirmedProfit: number | null; locked: boolean; reason: string | null; data: string; document: string | null };

async function revisionsOf(dealIds: number[]): Promise<Map<number, Rev[]>> {
  const rows: Array<Record<string, unknown>> = await t.ds.query(
    `SELECT deal_id AS dealId, number, status, confirmed_profit AS confirmedProfit, budget_locked_at AS lockedAt, reason, data, document
       FROM cost_sheet_revisions WHERE deal_id IN (${dealIds.map(() => '?').join(', ')}) ORDER BY deal_id, number`,
    dealIds,
  );
  const out = new Map<number, Rev[]>(dealIds.map((id) => [id, []]));
  for (const r of rows) {
    out.get(rawInt(r.dealId)!)!.push({
      dealId: rawInt(r.dealId)!,
      number: rawInt(r.number)!,
      status: String(r.status),
      confirmedProfit: rawMoney(r.confirmedProfit),
      locked: r.lockedAt !== null && r.lockedAt !== undefined,
      reason: r.reason === null ? null : String(r.reason),
      data: String(r.data),
      document: r.document === null ? null : String(r.document),
    });
  }
  return out;
}

test('every existing sheet becomes REV 01 of its operation (confirmed, locked or draft as its organization was) and the organization is derived from them', async () => {
  const { stages } = await seededPipeline(t);
  await run('down');

  // Confirmed client with two saved sheets (the later one was confirmed, 150) and a third operation without a sheet.
  const confirmed = await makeOrganization(t, { name: 'Confirmada SA', budgetStatus: 'confirmado', budgetProfitValue: 150 });
  const c1 = await makeDealIn(t, stages[0], { orgId: confirmed.id });
  const c2 = await makeDealIn(t, stages[0], { orgId: confirmed.id });
  const c3 = await makeDealIn(t, stages[0], { orgId: confirmed.id });
  const c1Sheet = await oldSheet(c1.id, 60, '2026-01-10 10:00:00');
  const c2Sheet = await oldSheet(c2.id, 150, '2026-02-10 10:00:00');
  // Locked client with one sheet; draft client with one sheet; a sheet of an operation without organization.
  const locked = await makeOrganization(t, { name: 'Bloqueada SA', budgetStatus: 'bloqueado', budgetProfitValue: null });
  const l1 = await makeDealIn(t, stages[0], { orgId: locked.id });
  await oldSheet(l1.id, 40, '2026-01-05 10:00:00');
  const draft = await makeOrganization(t, { name: 'Borrador SA', budgetStatus: 'borrador', budgetProfitValue: null });
  const d1 = await makeDealIn(t, stages[0], { orgId: draft.id });
  await oldSheet(d1.id, 25, '2026-01-06 10:00:00');
  const loose = await makeDealIn(t, stages[0], { orgId: null });
  await oldSheet(loose.id, 10, '2026-01-07 10:00:00');
  // Confirmed client without any saved sheet (confirmed from an unsaved sheet): its newest operation takes it.
  const bare = await makeOrganization(t, { name: 'Sin planilla SA', budgetStatus: 'confirmado', budgetProfitValue: 75.5 });
  const b1 = await makeDealIn(t, stages[0], { orgId: bare.id });
  const b2 = await makeDealIn(t, stages[0], { orgId: bare.id });

  await run('up');

  const revs = await revisionsOf([c1.id, c2.id, c3.id, l1.id, d1.id, loose.id, b1.id, b2.id]);
  const brief = (id: number) => revs.get(id)!.map((r) => [r.number, r.status, r.confirmedProfit, r.locked]);
  expect(brief(c2.id)).toEqual([[1, 'confirmada', 150, false]]); // the sheet saved last keeps the organization's profit
  expect(brief(c1.id)).toEqual([[1, 'confirmada', 60, false]]); // the other one is confirmed with its own
  expect(brief(c3.id)).toEqual([]); // no sheet, no revision: a new operation's draft
  expect(brief(l1.id)).toEqual([[1, 'borrador', null, true]]);
  expect(brief(d1.id)).toEqual([[1, 'borrador', null, false]]);
  expect(brief(loose.id)).toEqual([[1, 'borrador', null, false]]);
  expect(brief(b1.id)).toEqual([]);
  expect(brief(b2.id)).toEqual([[1, 'confirmada', 75.5, false]]);
  // The content is the sheet's, byte for byte (the original client's document included).
  expect(revs.get(c1.id)![0]).toMatchObject({ data: c1Sheet.data, document: c1Sheet.document, reason: 'Planilla anterior a las revisiones' });
  expect(revs.get(c2.id)![0]).toMatchObject({ data: c2Sheet.data, document: c2Sheet.document });

  // The organizations, derived: the status of their most recently saved sheet's operation, the sum of the confirmed profits.
  const orgs = await t.ds.getRepository(OrganizationEntity).find({ where: [{ id: confirmed.id }, { id: locked.id }, { id: draft.id }, { id: bare.id }], order: { id: 'ASC' } });
  expect(orgs.map((o) => [o.name, o.budgetStatus, o.budgetProfitValue])).toEqual([
    ['Confirmada SA', 'confirmado', 210],
    ['Bloqueada SA', 'bloqueado', null],
    ['Borrador SA', 'borrador', null],
    ['Sin planilla SA', 'confirmado', 75.5],
  ]);

  // The app reads them: the original client's sheet round trip is unchanged, each operation shows its own budget,
  // and a new operation of the confirmed client is editable by venta.
  const got = await api(t, venta.token).get(`/api/deals/${c1.id}/cost-sheet`);
  expect(got.status).toBe(200);
  expect(got.body.data).toEqual(JSON.parse(c1Sheet.document));
  expect(got.body.budget_status).toBe('confirmado');
  expect((await api(t, venta.token).get(`/api/deals/${l1.id}/cost-sheet`)).body.budget_status).toBe('bloqueado');
  const sheet = { header: { pesoKg: 100, gsRate: 7300 }, compraRows: [{ id: 'c1', concepto: 'FLETE', total: 50 }], ventaRows: [] };
  expect((await api(t, venta.token).put(`/api/deals/${c3.id}/cost-sheet`, sheet)).status).toBe(200);
  expect((await api(t, venta.token).put(`/api/deals/${c1.id}/cost-sheet`, sheet)).body).toEqual({ error: 'Presupuesto bloqueado' });
  const listed = await api(t, admin).get(`/api/deals/${c1.id}/cost-sheet/revisions`);
  expect(listed.body.map((r: Record<string, unknown>) => [r.number, r.label, r.status, r.current])).toEqual([[1, 'REV 01', 'confirmada', true]]);
});
