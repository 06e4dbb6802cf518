import { allInRowSale, type CostRow, type CostSheetPayload, costSheetBreakdown, costSheetTotals, emptyCostSheet } from './cost-sheet';
import {
  costSheetIvaSplit,
  costSheetSaleLines,
  DEFAULT_IVA_DEFAULTS,
  IVA_DEFAULT_PARAM_KEYS,
  IVA_DEFAULT_VALUE_MESSAGE,
  ivaDefaultParamProblem,
  ivaDefaultsFromParams,
  withIvaDefaults,
} from './cost-sheet-iva';
import { fromDecimal } from './fiscal-money';

const sheet = (over: Partial<CostSheetPayload> = {}, header: Partial<CostSheetPayload['header']> = {}): CostSheetPayload => {
  const base = emptyCostSheet();
  return { ...base, ...over, header: { ...base.header, ...header } };
};
const row = (id: string, concepto: string, over: Partial<CostRow> = {}): CostRow => ({ id, concepto, usdXKg: null, total: null, lockPerKg: false, sourceId: null, ...over });

describe("ALL_IN_SALE: a sale row's amount on an 'All in' sheet", () => {
  test.each([
    ['internal sale typed', { ventaInt: 300, total: 1500 }, 300],
    ['internal sale 0 is a sale of 0', { ventaInt: 0, total: 1500 }, 0],
    ['no internal sale: the typed total', { ventaInt: null, total: 150 }, 150],
    ["no internal sale: the typed total even with 'Auto'", { ventaInt: null, total: 150, lockPerKg: true, usdXKg: 3 }, 150],
    ['no internal sale and no total: 0 (the per-kg rate is not used)', { ventaInt: null, total: null, lockPerKg: true, usdXKg: 3 }, 0],
    ['rounded to cents', { ventaInt: 10.005 }, 10.01],
  ])('%s', (_name, over, expected) => {
    expect(allInRowSale(row('v', 'X', over))).toBe(expected);
  });
});

/**
 * The two sheets of the requirement: the original client shows Venta 400,00 / Profit −2.726,25 for the first and
 * Profit −2.826,25 for the second, while totals that ignore the switch read Venta 1.875,75 / Profit −1.250,50 and
 * Profit +525,25. Both buy FLETE AEREO 2,5 USD/kg × 1.000 kg (Auto) + FSC 626,25 = 3.126,25.
 */
describe("'All in' totals reproduce the original client's figures", () => {
  const compraRows = [row('c1', 'FLETE AEREO', { usdXKg: 2.5, lockPerKg: true }), row('c2', 'FSC', { total: 626.25 })];
  const first = (allInEnabled: boolean) =>
    sheet(
      { compraRows, ventaRows: [row('v1', 'FLETE AEREO', { total: 1500, ventaInt: 300, sourceId: 'c1' }), row('v2', 'FSC', { total: 375.75, ventaInt: 100, sourceId: 'c2' })] },
      { pesoKg: 1000, allInEnabled, allInServiceName: 'ALL IN AEREO' },
    );
  const second = (allInEnabled: boolean) =>
    sheet(
      { compraRows, ventaRows: [row('v1', 'FLETE AEREO', { usdXKg: 3, lockPerKg: true, ventaInt: 300, sourceId: 'c1' }), row('v2', 'FSC', { total: 651.5, ventaInt: 0, sourceId: 'c2' })] },
      { pesoKg: 1000, allInEnabled, allInServiceName: 'ALL IN AEREO' },
    );
  test.each([
    ['first sheet, All in', first(true), { totalCostos: 3126.25, totalVentas: 400, profitGeneral: -2726.25 }],
    ['first sheet, switch off (unchanged rule)', first(false), { totalCostos: 3126.25, totalVentas: 1875.75, profitGeneral: -1250.5 }],
    ['second sheet, All in', second(true), { totalCostos: 3126.25, totalVentas: 300, profitGeneral: -2826.25 }],
    ['second sheet, switch off (unchanged rule)', second(false), { totalCostos: 3126.25, totalVentas: 3651.5, profitGeneral: 525.25 }],
  ])('%s', (_name, s, totals) => {
    expect(costSheetTotals(s)).toEqual(totals);
  });

  test('local charges and the insurance sale still count on an all-in sheet', () => {
    const s = { ...first(true), locCliRows: [{ id: 'l', concepto: 'DESPACHO', gs: 586000 }], segVentaRows: [{ id: 's', concepto: 'SEGURO', usd: 20 }] };
    const b = costSheetBreakdown(s);
    expect([b.fleteVenta, b.localVentasUsd, b.seguroVenta, b.totalVentas]).toEqual([400, 100, 20, 520]);
  });
});

describe('IVA defaults (parameters)', () => {
  test('built-in: freight exenta, local charges 10, insurance 10', () => {
    expect(DEFAULT_IVA_DEFAULTS).toEqual({ freight: 'exenta', local: '10', insurance: '10' });
    expect(ivaDefaultsFromParams([])).toEqual(DEFAULT_IVA_DEFAULTS);
  });
  test('the first active value of each parameter; unreadable values keep the built-in default', () => {
    expect(
      ivaDefaultsFromParams([
        { key: IVA_DEFAULT_PARAM_KEYS.freight, value: '10', active: false },
        { key: IVA_DEFAULT_PARAM_KEYS.freight, value: '5' },
        { key: IVA_DEFAULT_PARAM_KEYS.local, value: 'Exenta' },
        { key: IVA_DEFAULT_PARAM_KEYS.insurance, value: '21' },
      ]),
    ).toEqual({ freight: '5', local: 'exenta', insurance: '10' });
  });
  test('rows without a rate take their table default; rows with one keep it', () => {
    const s = withIvaDefaults(
      sheet({ ventaRows: [row('v', 'FLETE'), row('w', 'FSC', { iva: '5' })], locCliRows: [{ id: 'l', concepto: 'X', gs: 1 }], segVentaRows: [{ id: 's', concepto: 'S', usd: 1 }] }),
      DEFAULT_IVA_DEFAULTS,
    );
    expect([s.ventaRows.map((r) => r.iva), s.locCliRows[0].iva, s.segVentaRows[0].iva]).toEqual([['exenta', '5'], '10', '10']);
  });
});

describe('IVA split of the sale side (IVA_PER_LINE, USD cents)', () => {
  const split = (s: CostSheetPayload) => costSheetIvaSplit(s, DEFAULT_IVA_DEFAULTS, 0);
  test.each([
    ['only exenta (international freight)', sheet({ ventaRows: [row('a', 'FLETE', { total: 584.5 }), row('b', 'FSC', { total: 120 })] }), { exentas: 704.5, gravadas5: 0, gravadas10: 0, iva5: 0, iva10: 0, iva: 0, total: 704.5 }],
    ['only 10 % (insurance)', sheet({ segVentaRows: [{ id: 's', concepto: 'SEGURO', usd: 110 }, { id: 't', concepto: 'SEGURO 2', usd: 19.99 }] }), { exentas: 0, gravadas5: 0, gravadas10: 129.99, iva5: 0, iva10: 11.82, iva: 11.82, total: 129.99 }],
    ['only 5 %', sheet({ ventaRows: [row('a', 'FLETE', { total: 10.01, iva: '5' })] }), { exentas: 0, gravadas5: 10.01, gravadas10: 0, iva5: 0.48, iva10: 0, iva: 0.48, total: 10.01 }],
    [
      'mixed lines, per-line rounding (three 0,60 at 10 % → 0,05 each, not 0,16 of the sum)',
      sheet({ ventaRows: [row('a', 'FLETE', { total: 500 }), row('b', 'X', { total: 0.6, iva: '10' }), row('c', 'Y', { total: 0.6, iva: '10' }), row('d', 'Z', { total: 0.6, iva: '10' }), row('e', 'W', { total: 21, iva: '5' })] }),
      { exentas: 500, gravadas5: 21, gravadas10: 1.8, iva5: 1, iva10: 0.15, iva: 1.15, total: 522.8 },
    ],
  ])('%s', (_name, s, expected) => {
    expect(split(s)).toEqual(expected);
    expect(split(s).total).toBe(costSheetTotals(s).totalVentas);
  });

  test('local rows in Gs: each line is the step of the running converted total (LOCAL_RUNNING_CONVERSION), so the lines add up to the table', () => {
    const s = sheet({ locCliRows: [1, 2, 3].map((i) => ({ id: `l${i}`, concepto: `C${i}`, gs: 1000 })) }, { gsRate: 3 });
    // 1.000 Gs ÷ 3 = 333,33 per row; three separate conversions would make 999,99, the table converts to 1.000,00.
    // IVA per line: 30,30 + 30,30 + 30,30 = 90,90 (not 1.000 ÷ 11 = 90,91 of the sum).
    expect(costSheetSaleLines(s, DEFAULT_IVA_DEFAULTS).map((l) => l.amountUsd)).toEqual([333.33, 333.34, 333.33]);
    expect(split(s)).toEqual({ exentas: 0, gravadas5: 0, gravadas10: 1000, iva5: 0, iva10: 90.9, iva: 90.9, total: 1000 });
    expect(costSheetTotals(s).totalVentas).toBe(1000);
  });

  test("an 'All in' sheet splits its freight as one line, at the rate of the sale row named after the service", () => {
    const s = sheet(
      { ventaRows: [row('a', 'FLETE AEREO', { total: 1500, ventaInt: 300 }), row('b', 'ALL IN AEREO', { ventaInt: 110, iva: '10' })], segVentaRows: [{ id: 's', concepto: 'SEGURO', usd: 21, iva: '5' }] },
      { allInEnabled: true, allInServiceName: 'All in aereo' },
    );
    expect(costSheetSaleLines(s, DEFAULT_IVA_DEFAULTS).map((l) => [l.concepto, l.amountUsd, l.iva])).toEqual([
      ['All in aereo', 410, '10'],
      ['SEGURO', 21, '5'],
    ]);
    expect(split(s)).toEqual({ exentas: 0, gravadas5: 21, gravadas10: 410, iva5: 1, iva10: 37.27, iva: 38.27, total: 431 });
  });

  test.each([
    ['no row named after the service: the rate the rows share', ['5', '5'], '5'],
    ['mixed rates: the freight default', ['5', '10'], 'exenta'],
    ['rows without a rate share the default', [undefined, undefined], 'exenta'],
  ] as const)("ALL_IN_RATE, %s", (_name, rates, expected) => {
    const s = sheet({ ventaRows: rates.map((iva, i) => row(`v${i}`, `R${i}`, { ventaInt: 10, iva })) }, { allInEnabled: true, allInServiceName: 'ALL IN' });
    expect(costSheetSaleLines(s, DEFAULT_IVA_DEFAULTS).map((l) => [l.concepto, l.amountUsd, l.iva])).toEqual([['ALL IN', 20, expected]]);
  });

  test('the split adds up to the total sale to the cent on many random sheets', () => {
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    const rate = () => (['exenta', '5', '10', undefined] as const)[next() % 4];
    for (let n = 0; n < 300; n++) {
      const s = sheet(
        {
          ventaRows: Array.from({ length: next() % 5 }, (_, i) => row(`v${i}`, `V${i}`, next() % 2 ? { total: (next() % 1_000_000) / 100, iva: rate() } : { usdXKg: (next() % 1000) / 100, lockPerKg: true, iva: rate(), ventaInt: next() % 3 ? (next() % 100_000) / 100 : null })),
          locCliRows: Array.from({ length: next() % 5 }, (_, i) => ({ id: `l${i}`, concepto: `L${i}`, gs: next() % 10_000_000, iva: rate() })),
          segVentaRows: Array.from({ length: next() % 3 }, (_, i) => ({ id: `s${i}`, concepto: `S${i}`, usd: (next() % 100_000) / 100, iva: rate() })),
        },
        { gsRate: 5000 + (next() % 3000) + (next() % 100) / 100, pesoKg: (next() % 100_000) / 100, allInEnabled: next() % 2 === 0 },
      );
      const sp = costSheetIvaSplit(s, DEFAULT_IVA_DEFAULTS, 0);
      expect(fromDecimal(sp.total, 'USD')).toBe(fromDecimal(costSheetTotals(s).totalVentas, 'USD'));
      expect(fromDecimal(sp.exentas, 'USD')! + fromDecimal(sp.gravadas5, 'USD')! + fromDecimal(sp.gravadas10, 'USD')!).toBe(fromDecimal(sp.total, 'USD'));
    }
  });
});

describe('ivaDefaultParamProblem: an IVA default parameter holds a rate', () => {
  test.each<[string, string, string | null]>([
    ['iva_defecto_flete', 'exenta', null],
    ['iva_defecto_flete', 'Exenta', null],
    ['iva_defecto_gastos_locales', '10', null],
    ['iva_defecto_gastos_locales', '10 %', null],
    ['iva_defecto_seguro', '5', null],
    ['iva_defecto_seguro__atm-cargo', '5', null],
    ['iva_defecto_flete', 'diez', IVA_DEFAULT_VALUE_MESSAGE],
    ['iva_defecto_gastos_locales', '21', IVA_DEFAULT_VALUE_MESSAGE],
    ['iva_defecto_seguro', '10,5', IVA_DEFAULT_VALUE_MESSAGE],
    ['iva_defecto_seguro__atm-cargo', 'x', IVA_DEFAULT_VALUE_MESSAGE],
    // Other parameters are free text.
    ['org_rubro', 'diez', null],
  ])('%s = %p → %p', (key, value, problem) => expect(ivaDefaultParamProblem(key, value)).toBe(problem));

  test('the message names the three rates', () => expect(IVA_DEFAULT_VALUE_MESSAGE).toBe('El IVA por defecto debe ser exenta, 5 o 10.'));
});
