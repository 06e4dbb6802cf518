import type { DealEntity } from '../deals/deal.entity';
import { DealCustomFieldEntity } from '../custom-fields/custom-field.entity';
import { OrganizationEntity } from '../organizations/organization.entity';
import { ParamValueEntity } from '../params/param-value.entity';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { type MadeUser, makeDealIn, makeOrganization, makeRoleUsers } from '../../../test/factories';
import { seededPipeline } from '../../../test/deals-fixtures';
import { api, codesOf, gql } from '../../../test/http';

/**
 * Dated exchange rates: a new cost sheet takes the dated USD/PYG rate in force on its operation's date (f_inicio,
 * else the creation day; 5860 when none), confirming the budget freezes it, and the chargeable weight
 * follows the transport mode's divisor.
 */
let t: TestApp;
let admin: string;
let venta: MadeUser;
let viewer: MadeUser;
beforeAll(async () => {
  t = await createTestApp();
  ({ admin, venta, viewer } = await makeRoleUsers(t));
});
afterAll(() => t.close());

const HEADER = 'header { gsRate gsRateDate pesoKg }';
const SHEET = `dealId saved version gsRateFrozen chargeableWeightKg volumetricFactorLabel ${HEADER} totals { totalCostos totalVentas profitGeneral }`;
const GET = `query CostSheet($dealId: Int!) { costSheet(dealId: $dealId) { ${SHEET} } }`;
const SAVE = `mutation Save($dealId: Int!, $version: Int!, $input: CostSheetInput!) { saveCostSheet(dealId: $dealId, version: $version, input: $input) { ${SHEET} } }`;
const DEAL = `query Deal($id: Int!) { deal(id: $id) { id measures { volumeM3 grossKg volumetric167Kg volumetricKg chargeableKg factorLabel divisor mode } } }`;

async function makeDeal(fields: Record<string, string>, opts: { createdAt?: Date; orgId?: number } = {}): Promise<DealEntity> {
  const { stages } = await seededPipeline(t);
  const orgId = opts.orgId ?? (await makeOrganization(t)).id;
  const deal = await makeDealIn(t, stages[0], { orgId, ...(opts.createdAt ? { createdAt: opts.createdAt } : {}) });
  const rows = Object.entries(fields).map(([key, value]) => ({ dealId: deal.id, key, label: key, type: 'text' as const, value }));
  if (rows.length) await t.ds.getRepository(DealCustomFieldEntity).insert(rows);
  return deal;
}

/** 1.000.000 Gs of local sale and nothing else: profit in USD = 1.000.000 ÷ the sheet's rate. */
const sheet = (gsRate: number | null) => ({
  header: { modo: 'AEREO', gsRate },
  compraRows: [],
  ventaRows: [],
  locRows: [],
  locCliRows: [{ id: 'v1', concepto: 'Despacho', gs: 1_000_000 }],
  segCostoRows: [],
  segVentaRows: [],
});

const addRate = async (date: string, rate: number) => {
  const res = await api(t, admin).post('/api/exchange-rates', { date, rate, source: 'BCP' });
  expect(res.status).toBe(201);
  return res.body.id as number;
};

describe('a new sheet takes the dated rate of its operation date', () => {
  test('no dated rates → 5860 and no date', async () => {
    const deal = await makeDeal({ f_inicio: '2020-01-01' });
    const res = await gql(t, GET, { dealId: deal.id }, viewer.token);
    expect(res.data!.costSheet.header).toMatchObject({ gsRate: 5860, gsRateDate: null });
  });

  test('f_inicio before the first rate → 5860; on a rate date → that rate; in a gap → the previous one; without f_inicio the creation day (Paraguay)', async () => {
    await addRate('2026-11-01', 7200);
    await addRate('2026-11-20', 7300);
    const cases: Array<[Record<string, string>, Date | undefined, number, string | null]> = [
      [{ f_inicio: '2026-10-31' }, undefined, 5860, null],
      [{ f_inicio: '2026-11-01' }, undefined, 7200, '2026-11-01'],
      [{ f_inicio: '2026-11-19' }, undefined, 7200, '2026-11-01'],
      [{ f_inicio: '2026-11-20' }, undefined, 7300, '2026-11-20'],
      // Created 02:00 UTC on the 20th = 23:00 on the 19th in Asunción.
      [{}, new Date('2026-11-20T02:00:00Z'), 7200, '2026-11-01'],
      [{}, new Date('2026-11-21T12:00:00Z'), 7300, '2026-11-20'],
    ];
    for (const [fields, createdAt, rate, date] of cases) {
      const deal = await makeDeal(fields, { createdAt });
      const g = await gql(t, GET, { dealId: deal.id }, viewer.token);
      expect([fields, g.data!.costSheet.header.gsRate, g.data!.costSheet.header.gsRateDate]).toEqual([fields, rate, date]);
      const rest = await api(t, viewer.token).get(`/api/deals/${deal.id}/cost-sheet`);
      expect([rest.body.gs_rate, rest.body.gs_rate_date]).toEqual([rate, date]);
    }
  });

  test('saving an empty rate stores the dated one with its date; a typed rate is the sheet’s own (REST too)', async () => {
    const deal = await makeDeal({ f_inicio: '2026-11-25' });
    const auto = await gql(t, SAVE, { dealId: deal.id, version: 0, input: sheet(null) }, venta.token);
    expect(auto.errors).toBeUndefined();
    expect(auto.data!.saveCostSheet).toMatchObject({ header: { gsRate: 7300, gsRateDate: '2026-11-20' }, totals: { profitGeneral: 136.99 } });
    const typed = await gql(t, SAVE, { dealId: deal.id, version: 1, input: sheet(8000) }, venta.token);
    expect(typed.data!.saveCostSheet).toMatchObject({ header: { gsRate: 8000, gsRateDate: null }, totals: { profitGeneral: 125 } });

    // The original client sends '' for an empty rate: the dated rate again.
    const put = await api(t, venta.token).put(`/api/deals/${deal.id}/cost-sheet`, { ...sheet(null), header: { modo: 'AEREO', gsRate: '' } });
    expect(put.status).toBe(200);
    const rest = await api(t, viewer.token).get(`/api/deals/${deal.id}/cost-sheet`);
    expect(rest.body).toMatchObject({ gs_rate: 7300, gs_rate_date: '2026-11-20', gs_rate_frozen: false, totals: { profitGeneral: 136.99 } });
    expect(rest.body.data.header.gsRate).toBe(''); // the stored document stays as sent
  });
});

describe('confirming the budget freezes the rate', () => {
  test('REST: a rate change after confirmation leaves the confirmed profit, the sheet and a re-save alone; an unconfirmed sheet follows it; reopening thaws', async () => {
    const rateId = await addRate('2026-12-01', 7500);
    const org = await makeOrganization(t);
    const deal = await makeDeal({ f_inicio: '2026-12-05' }, { orgId: org.id });
    const other = await makeDeal({ f_inicio: '2026-12-05' });

    for (const d of [deal, other]) expect((await api(t, venta.token).put(`/api/deals/${d.id}/cost-sheet`, sheet(null))).status).toBe(200);
    const confirmed = await api(t, venta.token).post(`/api/organizations/${org.id}/budget/confirm`, { deal_id: deal.id });
    expect(confirmed.body).toEqual({ ok: true, budget_status: 'confirmado', budget_profit_value: 133.33 }); // 1.000.000 / 7500

    // The table changes after the confirmation.
    expect((await api(t, admin).put(`/api/exchange-rates/${rateId}`, { rate: 5000 })).status).toBe(200);

    const frozen = await api(t, viewer.token).get(`/api/deals/${deal.id}/cost-sheet`);
    expect(frozen.body).toMatchObject({ gs_rate: 7500, gs_rate_date: '2026-12-01', gs_rate_frozen: true, totals: { profitGeneral: 133.33 } });
    // An admin re-saves the confirmed sheet with an empty rate: still the frozen 7500. (Revisions: only a draft
    // is editable, so the admin's save opens REV 02, a draft that starts from the confirmed rate.)
    expect((await api(t, admin).put(`/api/deals/${deal.id}/cost-sheet`, sheet(null))).status).toBe(200);
    expect((await api(t, viewer.token).get(`/api/deals/${deal.id}/cost-sheet`)).body).toMatchObject({ gs_rate: 7500, totals: { profitGeneral: 133.33 } });
    // Revisions: typing another rate is a change of the draft REV 02; the confirmed REV 01, its 7500 and its
    // profit stay as confirmed (before revisions it was refused: 'El tipo de cambio quedó fijado…').
    expect((await api(t, admin).put(`/api/deals/${deal.id}/cost-sheet`, sheet(5000))).status).toBe(200);
    const revisions = (await api(t, viewer.token).get(`/api/deals/${deal.id}/cost-sheet/revisions`)).body;
    expect(revisions.map((r: { number: number; status: string; totals: { profitGeneral: number } }) => [r.number, r.status, r.totals.profitGeneral])).toEqual([
      [1, 'confirmada', 133.33],
      [2, 'borrador', 200],
    ]);
    expect((await t.ds.getRepository(OrganizationEntity).findOneByOrFail({ id: org.id })).budgetProfitValue).toBe(133.33);

    // The unconfirmed operation of the same date takes the new rate at its next save.
    expect((await api(t, venta.token).put(`/api/deals/${other.id}/cost-sheet`, sheet(null))).status).toBe(200);
    expect((await api(t, viewer.token).get(`/api/deals/${other.id}/cost-sheet`)).body).toMatchObject({ gs_rate: 5000, gs_rate_frozen: false, totals: { profitGeneral: 200 } });

    // The draft follows the table again (before revisions this needed 'Reabrir presupuesto': the draft is not frozen).
    expect((await api(t, venta.token).put(`/api/deals/${deal.id}/cost-sheet`, sheet(null))).status).toBe(200);
    expect((await api(t, viewer.token).get(`/api/deals/${deal.id}/cost-sheet`)).body).toMatchObject({ gs_rate: 5000, gs_rate_frozen: false, totals: { profitGeneral: 200 } });
  });

  test('reopening a confirmed revision thaws its rate', async () => {
    const rateId = await addRate('2026-12-15', 7500);
    const org = await makeOrganization(t);
    const deal = await makeDeal({ f_inicio: '2026-12-16' }, { orgId: org.id });
    expect((await api(t, venta.token).put(`/api/deals/${deal.id}/cost-sheet`, sheet(null))).status).toBe(200);
    expect((await api(t, venta.token).post(`/api/organizations/${org.id}/budget/confirm`, { deal_id: deal.id })).status).toBe(200);
    expect((await api(t, admin).put(`/api/exchange-rates/${rateId}`, { rate: 5000 })).status).toBe(200);
    expect((await api(t, viewer.token).get(`/api/deals/${deal.id}/cost-sheet`)).body).toMatchObject({ gs_rate: 7500, gs_rate_frozen: true });
    expect((await api(t, admin).post(`/api/organizations/${org.id}/budget/reopen`, { deal_id: deal.id })).status).toBe(200);
    expect((await api(t, venta.token).put(`/api/deals/${deal.id}/cost-sheet`, sheet(null))).status).toBe(200);
    expect((await api(t, viewer.token).get(`/api/deals/${deal.id}/cost-sheet`)).body).toMatchObject({ gs_rate: 5000, gs_rate_frozen: false, totals: { profitGeneral: 200 } });
  });

  test('GraphQL: same rule; the rate write is audited with meta.changes', async () => {
    const created = await gql(t, 'mutation($input: CreateExchangeRateInput!) { createExchangeRate(input: $input) { id } }', { input: { date: '2027-01-01', rate: 8000 } }, admin);
    const rateId = created.data!.createExchangeRate.id;
    const org = await makeOrganization(t);
    const deal = await makeDeal({ f_inicio: '2027-01-02' }, { orgId: org.id });
    const saved = await gql(t, SAVE, { dealId: deal.id, version: 0, input: sheet(null) }, venta.token);
    expect(saved.data!.saveCostSheet.totals.profitGeneral).toBe(125);
    const confirm = await gql(t, 'mutation($orgId: Int!, $dealId: Int) { confirmBudget(orgId: $orgId, dealId: $dealId) { budgetStatus budgetProfitValue } }', { orgId: org.id, dealId: deal.id }, venta.token);
    expect(confirm.data!.confirmBudget).toEqual({ budgetStatus: 'confirmado', budgetProfitValue: 125 });

    const changed = await gql(t, 'mutation($id: Int!) { updateExchangeRate(id: $id, input: { rate: 4000 }) { rate } }', { id: rateId }, admin);
    expect(changed.data!.updateExchangeRate.rate).toBe(4000);
    const after = await gql(t, GET, { dealId: deal.id }, viewer.token);
    expect(after.data!.costSheet).toMatchObject({ gsRateFrozen: true, header: { gsRate: 8000, gsRateDate: '2027-01-01' }, totals: { profitGeneral: 125 } });
    const resaved = await gql(t, SAVE, { dealId: deal.id, version: 1, input: sheet(null) }, admin);
    expect(resaved.data!.saveCostSheet).toMatchObject({ header: { gsRate: 8000 }, totals: { profitGeneral: 125 } });
    // Revisions: the admin's saves went into the draft REV 02, so a typed rate is that draft's own.
    expect(codesOf(await gql(t, SAVE, { dealId: deal.id, version: 2, input: sheet(4000) }, admin))).toEqual([]);

    const [audit] = await t.ds.query("SELECT meta FROM audit_events WHERE entity = 'exchange_rate' AND entity_id = ? AND action = 'update'", [rateId]);
    expect(JSON.parse(typeof audit.meta === 'string' ? audit.meta : JSON.stringify(audit.meta))).toEqual({ changes: { rate: [8000, 4000] } });
  });
});

describe('chargeable weight per mode on the operation and its sheet', () => {
  test('air 2 m³ 100 kg → 333,5 kg (Aéreo 1:6000); sea → 2.000 kg (Marítimo 1:1000); GraphQL and REST', async () => {
    const air = await makeDeal({ modalidad_carga: 'AEREO', peso_bruto: '100', vol_m3: '2' });
    const sea = await makeDeal({ modalidad_carga: 'MARITIMO', peso_bruto: '100', vol_m3: '2' });
    const a = await gql(t, DEAL, { id: air.id }, viewer.token);
    expect(a.errors).toBeUndefined();
    expect(a.data!.deal.measures).toEqual({ volumeM3: 2, grossKg: 100, volumetric167Kg: 334, volumetricKg: 333.33, chargeableKg: 333.5, factorLabel: 'Aéreo 1:6000', divisor: 6000, mode: 'air' });
    expect((await gql(t, GET, { dealId: air.id }, viewer.token)).data!.costSheet).toMatchObject({ chargeableWeightKg: 333.5, volumetricFactorLabel: 'Aéreo 1:6000', header: { pesoKg: 333.5 } });
    const s = await api(t, viewer.token).get(`/api/deals/${sea.id}`);
    expect(s.body.deal).toMatchObject({ chargeable_weight_kg: 2000, volumetric_factor_label: 'Marítimo 1:1000' });
  });

  test('divisor parameters and volumetric_factor_mode=legacy (167 for every mode)', async () => {
    const air = await makeDeal({ modalidad_carga: 'AEREO', peso_bruto: '100', vol_m3: '2' });
    const params = t.ds.getRepository(ParamValueEntity);
    const divisor = await params.insert({ key: 'volumetric_divisor_air', value: '5000', ord: 10, active: true });
    expect((await gql(t, DEAL, { id: air.id }, viewer.token)).data!.deal.measures).toMatchObject({ chargeableKg: 400, factorLabel: 'Aéreo 1:5000' });
    const legacy = await params.insert({ key: 'volumetric_factor_mode', value: 'legacy', ord: 10, active: true });
    expect((await gql(t, DEAL, { id: air.id }, viewer.token)).data!.deal.measures).toMatchObject({ chargeableKg: 334, factorLabel: '167 kg/m³' });
    expect((await api(t, viewer.token).get(`/api/deals/${air.id}/cost-sheet`)).body).toMatchObject({ chargeable_weight_kg: 334, volumetric_factor_label: '167 kg/m³' });
    await params.delete([Number(divisor.identifiers[0].id), Number(legacy.identifiers[0].id)]);
  });
});
