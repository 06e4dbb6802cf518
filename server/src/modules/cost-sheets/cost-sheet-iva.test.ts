import { DealCustomFieldEntity } from '../custom-fields/custom-field.entity';
import { ParamValueEntity } from '../params/param-value.entity';
import { CostSheetEntity } from './cost-sheet.entity';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { type MadeUser, makeDealIn, makeOrganization, makeRoleUsers } from '../../../test/factories';
import { seededPipeline } from '../../../test/deals-fixtures';
import { api, gql } from '../../../test/http';

/**
 * IVA per line on the sale side of the cost sheet (exenta / 5 / 10, defaults by parameter, split IVA_PER_LINE) and
 * 'All in' sheets (ALL_IN_SALE), through GraphQL and REST.
 */
let t: TestApp;
let venta: MadeUser;
let viewer: MadeUser;
beforeAll(async () => {
  t = await createTestApp();
  ({ venta, viewer } = await makeRoleUsers(t));
});
afterAll(() => t.close());

async function newDeal(): Promise<number> {
  const { stages } = await seededPipeline(t);
  const org = await makeOrganization(t, { budgetStatus: 'borrador' });
  const deal = await makeDealIn(t, stages[0], { orgId: org.id });
  await t.ds.getRepository(DealCustomFieldEntity).insert([{ dealId: deal.id, key: 'peso_bruto', label: 'Peso', type: 'text' as const, value: '1000' }]);
  return deal.id;
}

const VIEW = `query S($dealId: Int!) { costSheet(dealId: $dealId) {
  version header { allInEnabled allInServiceName }
  compraRows { id iva ventaInt } ventaRows { id iva ventaInt } locCliRows { id iva } segVentaRows { id iva }
  totals { totalCostos totalVentas profitGeneral }
  ivaSplit { exentas gravadas5 gravadas10 iva5 iva10 iva total }
  ivaDefaults { freight local insurance } } }`;
const SAVE = `mutation Save($dealId: Int!, $version: Int!, $input: CostSheetInput!) { saveCostSheet(dealId: $dealId, version: $version, input: $input) {
  version ventaRows { id iva } locCliRows { id iva } segVentaRows { id iva } totals { totalVentas } ivaSplit { exentas gravadas5 gravadas10 iva total } } }`;

const typed = (over: Record<string, unknown> = {}) => ({
  header: { pesoKg: 1000, gsRate: 5000 },
  compraRows: [{ id: 'c1', concepto: 'FLETE AEREO', usdXKg: 2.5, total: null, lockPerKg: true }],
  ventaRows: [
    { id: 'v1', concepto: 'FLETE AEREO', total: 3000, lockPerKg: false, iva: '5' },
    { id: 'v2', concepto: 'FSC', total: 110, lockPerKg: false },
  ],
  locRows: [],
  locCliRows: [{ id: 'l1', concepto: 'DESPACHO', gs: 550000, iva: 'exenta' }, { id: 'l2', concepto: 'CARGA', gs: 550000 }],
  segCostoRows: [],
  segVentaRows: [{ id: 's1', concepto: 'SEGURO', usd: 22 }],
  ...over,
});

describe('IVA per line through GraphQL', () => {
  test('rates saved per row; rows without one take the defaults; the split adds up to the sale total', async () => {
    const dealId = await newDeal();
    const saved = await gql(t, SAVE, { dealId, version: 0, input: typed() }, venta.token);
    expect(saved.errors).toBeUndefined();
    // Sale 3.000 (5 %) + 110 (exenta) + 110 (exenta, Gs) + 110 (10 %, Gs) + 22 (10 %) = 3.352.
    expect(saved.data!.saveCostSheet).toEqual({
      version: 1,
      ventaRows: [{ id: 'v1', iva: '5' }, { id: 'v2', iva: 'exenta' }],
      locCliRows: [{ id: 'l1', iva: 'exenta' }, { id: 'l2', iva: '10' }],
      segVentaRows: [{ id: 's1', iva: '10' }],
      totals: { totalVentas: 3352 },
      ivaSplit: { exentas: 220, gravadas5: 3000, gravadas10: 132, iva: 154.86, total: 3352 },
    });
    const view = (await gql(t, VIEW, { dealId }, viewer.token)).data!.costSheet;
    expect(view.ivaSplit).toEqual({ exentas: 220, gravadas5: 3000, gravadas10: 132, iva5: 142.86, iva10: 12, iva: 154.86, total: 3352 });
    expect(view.compraRows).toEqual([{ id: 'c1', iva: null, ventaInt: null }]);
    expect(view.ivaDefaults).toEqual({ freight: 'exenta', local: '10', insurance: '10' });

    // The original client reads the rate of each row back from the document (its tax_rate; ours as iva).
    const doc = (await api(t, viewer.token).get(`/api/deals/${dealId}/cost-sheet`)).body.data;
    expect(doc.ventaRows.map((r: Record<string, unknown>) => [r.iva, r.tax_rate])).toEqual([['5', 5], ['exenta', 0]]);
    expect(doc.locCliRows.map((r: Record<string, unknown>) => [r.iva, r.tax_rate])).toEqual([['exenta', 0], ['10', 10]]);
  });

  test('a rate that is not exenta, 5 or 10 is refused with its message', async () => {
    const dealId = await newDeal();
    const res = await gql(t, SAVE, { dealId, version: 0, input: typed({ segVentaRows: [{ id: 's1', concepto: 'SEGURO', usd: 22, iva: '21' }] }) }, venta.token);
    expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0].message).toContain("El IVA de cada fila debe ser 'exenta', '5' o '10'.");
    expect(await t.ds.getRepository(CostSheetEntity).countBy({ dealId })).toBe(0);
  });
});

describe('IVA per line through REST (the original client document)', () => {
  test('tax_rate of the original client (10 / 5 / 0) is the row rate; the document comes back deep-equal', async () => {
    const dealId = await newDeal();
    const doc = {
      header: { modo: 'AEREO', pesoKg: '1.000', gsRate: '5.000', allInEnabled: false, allInServiceName: '' },
      compraRows: [{ id: 1, concepto: 'FLETE AEREO', usdXKg: '2,5', total: '', lockPerKg: true, tax_rate: 10 }],
      ventaRows: [{ id: 2, concepto: 'FLETE AEREO', usdXKg: '', total: '2.100', lockPerKg: false, sourceId: 1, tax_rate: 5, ventaInt: '' }],
      locRows: [],
      locCliRows: [{ id: 'l', concepto: 'DESPACHO', gs: '550.000', tax_rate: 0 }],
      segCostoRows: [],
      segVentaRows: [{ id: 's', concepto: 'SEGURO', usd: '11' }],
    };
    expect((await api(t, venta.token).put(`/api/deals/${dealId}/cost-sheet`, doc)).status).toBe(200);
    expect((await api(t, viewer.token).get(`/api/deals/${dealId}/cost-sheet`)).body.data).toStrictEqual(doc);
    const view = (await gql(t, VIEW, { dealId }, viewer.token)).data!.costSheet;
    expect([view.ventaRows, view.locCliRows, view.segVentaRows]).toEqual([[{ id: '2', iva: '5', ventaInt: null }], [{ id: 'l', iva: 'exenta' }], [{ id: 's', iva: '10' }]]);
    expect(view.ivaSplit).toEqual({ exentas: 110, gravadas5: 2100, gravadas10: 11, iva5: 100, iva10: 1, iva: 101, total: 2221 });

    const bad = await api(t, venta.token).put(`/api/deals/${dealId}/cost-sheet`, { ...doc, segVentaRows: [{ id: 's', concepto: 'SEGURO', usd: '11', tax_rate: 7 }] });
    expect([bad.status, bad.body]).toEqual([400, { error: "El IVA de cada fila debe ser 'exenta', '5' o '10'." }]);
  });
});

describe('IVA defaults are parameters', () => {
  test('rows without a rate, and sheets stored before rates, read with the parameter defaults', async () => {
    const dealId = await newDeal();
    // A sheet stored before rates existed: no iva anywhere in its typed data.
    await api(t, venta.token).put(`/api/deals/${dealId}/cost-sheet`, { header: { gsRate: '5.000' }, ventaRows: [{ id: 'v', concepto: 'FLETE', total: '100' }], locCliRows: [{ id: 'l', concepto: 'X', gs: '5.000' }], segVentaRows: [{ id: 's', concepto: 'S', usd: '1' }] });
    const entity = await t.ds.getRepository(CostSheetEntity).findOneByOrFail({ dealId });
    const data = JSON.parse(entity.data) as Record<string, Array<Record<string, unknown>>>;
    for (const table of ['ventaRows', 'locCliRows', 'segVentaRows']) for (const r of data[table]) delete r.iva;
    delete (data as Record<string, unknown>).ivaSplit;
    await t.ds.getRepository(CostSheetEntity).update({ id: entity.id }, { data: JSON.stringify(data) });

    const params = t.ds.getRepository(ParamValueEntity);
    const ids = (
      await params.insert([
        { key: 'iva_defecto_flete', value: '10', ord: 10, active: true },
        { key: 'iva_defecto_gastos_locales', value: '5', ord: 10, active: true },
        { key: 'iva_defecto_seguro', value: 'exenta', ord: 10, active: true },
      ])
    ).identifiers.map((i) => Number(i.id));
    try {
      const view = (await gql(t, VIEW, { dealId }, viewer.token)).data!.costSheet;
      expect(view.ivaDefaults).toEqual({ freight: '10', local: '5', insurance: 'exenta' });
      expect([view.ventaRows[0].iva, view.locCliRows[0].iva, view.segVentaRows[0].iva]).toEqual(['10', '5', 'exenta']);
      expect(view.ivaSplit).toMatchObject({ exentas: 1, gravadas5: 1, gravadas10: 100, total: 102 });

      // A new save stores the default with the row.
      const other = await newDeal();
      const saved = await gql(t, SAVE, { dealId: other, version: 0, input: typed({ ventaRows: [{ id: 'v', concepto: 'FLETE', total: 10, lockPerKg: false }] }) }, venta.token);
      expect(saved.data!.saveCostSheet.ventaRows).toEqual([{ id: 'v', iva: '10' }]);
      expect(JSON.parse((await t.ds.getRepository(CostSheetEntity).findOneByOrFail({ dealId: other })).data).ventaRows[0].iva).toBe('10');
    } finally {
      await params.delete(ids);
    }
  });
});

/**
 * 'All in' (ALL_IN_SALE): the sheet the original client shows as Venta 400,00 / Profit −2.726,25 (the switch off:
 * Venta 1.875,75 / Profit −1.250,50). Purchase FLETE AEREO 2,5 × 1.000 kg + FSC 626,25 = 3.126,25.
 */
describe("'All in' sheets", () => {
  const clientDocument = () => ({
    header: { modo: 'AEREO', clase: '', pesoKg: '1.000', awb: '', hbl: '', mercaderia: '', gsRate: '5.860', allInEnabled: true, allInServiceName: 'ALL IN AEREO' },
    compraRows: [
      { id: 1700000000001, concepto: 'FLETE AEREO', usdXKg: '2,5', total: '', lockPerKg: true, ventaInt: '' },
      { id: 1700000000002, concepto: 'FSC', usdXKg: '', total: '626,25', lockPerKg: false, ventaInt: '' },
    ],
    ventaRows: [
      { id: 1700000000003, concepto: 'FLETE AEREO', usdXKg: '', total: '1.500', lockPerKg: false, sourceId: 1700000000001, ventaInt: '300' },
      { id: 1700000000004, concepto: 'FSC', usdXKg: '', total: '375,75', lockPerKg: false, sourceId: 1700000000002, ventaInt: '100' },
    ],
    locRows: [],
    locCliRows: [],
    segCostoRows: [],
    segVentaRows: [],
    totals: { totalCostos: 3126.25, totalVentas: 400, profitGeneral: -2726.25 },
  });

  test('the totals stored and shown follow the internal sale; the document round trip is unchanged', async () => {
    const dealId = await newDeal();
    const doc = clientDocument();
    expect((await api(t, venta.token).put(`/api/deals/${dealId}/cost-sheet`, doc)).status).toBe(200);
    const stored = await t.ds.getRepository(CostSheetEntity).findOneByOrFail({ dealId });
    expect([stored.totalCostos, stored.totalVentas, stored.profitGeneral]).toEqual([3126.25, 400, -2726.25]);
    const get = (await api(t, viewer.token).get(`/api/deals/${dealId}/cost-sheet`)).body;
    expect(get.data).toStrictEqual(doc);
    expect(get.totals).toEqual({ totalCostos: 3126.25, totalVentas: 400, profitGeneral: -2726.25 });
    const view = (await gql(t, VIEW, { dealId }, viewer.token)).data!.costSheet;
    expect(view.header).toEqual({ allInEnabled: true, allInServiceName: 'ALL IN AEREO' });
    expect(view.ventaRows.map((r: { ventaInt: number }) => r.ventaInt)).toEqual([300, 100]);
    // Billed as one line: the all-in service, exenta (the freight default).
    expect(view.ivaSplit).toEqual({ exentas: 400, gravadas5: 0, gravadas10: 0, iva5: 0, iva10: 0, iva: 0, total: 400 });

    // The switch off: the same rows read Venta 1.875,75 / Profit −1.250,50.
    const off = { ...doc, header: { ...doc.header, allInEnabled: false } };
    await api(t, venta.token).put(`/api/deals/${dealId}/cost-sheet`, off);
    expect((await api(t, viewer.token).get(`/api/deals/${dealId}/cost-sheet`)).body.totals).toEqual({ totalCostos: 3126.25, totalVentas: 1875.75, profitGeneral: -1250.5 });
  });

  test('switched on and saved through GraphQL: stored totals, and the document keeps the header keys the original client reads', async () => {
    const dealId = await newDeal();
    const input = {
      header: { pesoKg: 1000, gsRate: 5860, allInEnabled: true, allInServiceName: 'ALL IN AEREO' },
      compraRows: [{ id: 'c1', concepto: 'FLETE AEREO', usdXKg: 2.5, total: null, lockPerKg: true }, { id: 'c2', concepto: 'FSC', total: 626.25, lockPerKg: false }],
      ventaRows: [
        { id: 'v1', concepto: 'FLETE AEREO', usdXKg: 3, total: null, lockPerKg: true, sourceId: 'c1', ventaInt: 300 },
        { id: 'v2', concepto: 'FSC', total: 651.5, lockPerKg: false, sourceId: 'c2', ventaInt: 0 },
      ],
      locRows: [],
      locCliRows: [],
      segCostoRows: [],
      segVentaRows: [],
    };
    const saved = await gql(t, SAVE, { dealId, version: 0, input }, venta.token);
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.saveCostSheet.totals).toEqual({ totalVentas: 300 });
    expect((await gql(t, VIEW, { dealId }, viewer.token)).data!.costSheet.totals).toEqual({ totalCostos: 3126.25, totalVentas: 300, profitGeneral: -2826.25 });
    const doc = (await api(t, viewer.token).get(`/api/deals/${dealId}/cost-sheet`)).body.data;
    expect(doc.header).toMatchObject({ allInEnabled: true, allInServiceName: 'ALL IN AEREO' });
    expect(doc.ventaRows.map((r: Record<string, unknown>) => r.ventaInt)).toEqual(['300', '0']);

    const off = await gql(t, SAVE, { dealId, version: 1, input: { ...input, header: { ...input.header, allInEnabled: false } } }, venta.token);
    expect(off.data!.saveCostSheet.totals).toEqual({ totalVentas: 3651.5 });
  });
});
