import {
  conceptKey,
  costRowProfit,
  costRowTotal,
  type CostRow,
  type CostSheetPayload,
  costSheetBreakdown,
  costSheetTotals,
  DEFAULT_GS_RATE,
  effectiveGsRate,
  emptyCostSheet,
  gsToUsd,
  isPerKgRow,
  matchingPurchaseRow,
  mirrorSaleRows,
  PRESET_COST_CONCEPTS,
  removedMirrorsOf,
  weightToUseKg,
} from './cost-sheet';
import { formatMoney, parseMoneyInput } from './money';

const row = (id: string, concepto: string, usdXKg: number | null, total: number | null, lockPerKg = false, sourceId: string | null = null): CostRow => ({
  id,
  concepto,
  usdXKg,
  total,
  lockPerKg,
  sourceId,
});

const sheet = (over: Partial<CostSheetPayload> = {}): CostSheetPayload => ({ ...emptyCostSheet(), ...over });

describe('constants (spec part 2 §9)', () => {
  test('16 preset concepts, default rate 5860', () => {
    expect(PRESET_COST_CONCEPTS).toHaveLength(16);
    expect(PRESET_COST_CONCEPTS[0]).toBe('FLETE AEREO');
    expect(PRESET_COST_CONCEPTS[15]).toBe('RETENCION');
    expect(new Set(PRESET_COST_CONCEPTS).size).toBe(16);
    expect(DEFAULT_GS_RATE).toBe(5860);
  });
});

describe('row total: typed total, or per-kg × weight when Auto is checked or the total is empty', () => {
  test.each([
    ['typed total wins when not Auto', row('a', 'X', 2, 150), 100, 150, false],
    ['Auto ignores the typed total', row('a', 'X', 2, 150, true), 100, 200, true],
    ['empty total → per kg', row('a', 'X', 2.5, null), 100, 250, true],
    ['typed zero is a total', row('a', 'X', 2.5, 0), 100, 0, false],
    ['Auto without rate → 0', row('a', 'X', null, 99, true), 100, 0, true],
    ['nothing typed → 0', row('a', 'X', null, null), 100, 0, true],
    ['rounded to cents (half away from zero)', row('a', 'X', 1.005, null), 1, 1.01, true],
    ['per kg × fractional weight', row('a', 'X', 3.333, null, true), 12.5, 41.66, true],
    ['typed total rounded', row('a', 'X', null, 10.005), 0, 10.01, false],
    ['negative total (a credit) kept', row('a', 'X', null, -20), 0, -20, false],
  ])('%s', (_name, r, weight, expected, perKg) => {
    expect(costRowTotal(r, weight)).toBe(expected);
    expect(isPerKgRow(r)).toBe(perKg);
  });
});

describe('Gs conversion at the sheet rate', () => {
  test.each([
    [586000, undefined, 100],
    [586000, null, 100],
    [586000, 0, 100],
    [586000, -1, 100],
    [730000, 7300, 100],
    [1000000, 7300, 136.99],
    [100, 3, 33.33],
    [null, 7300, 0],
  ])('%p Gs at %p → %p USD', (gs, rate, usd) => {
    expect(gsToUsd(gs, rate)).toBe(usd);
  });
  test('effective rate', () => {
    expect(effectiveGsRate(7000)).toBe(7000);
    expect(effectiveGsRate(Number.NaN)).toBe(5860);
  });
});

describe('weight to use', () => {
  test.each([
    [{ pesoKg: 120 }, 80, 120],
    [{ pesoKg: null }, 80, 80],
    [{ pesoKg: 0 }, 80, 80],
    [{ pesoKg: -5 }, 80, 80],
    [{}, null, 0],
    [null, 42.5, 42.5],
  ])('header %p, chargeable %p → %p', (header, def, expected) => {
    expect(weightToUseKg(header, def)).toBe(expected);
  });
});

describe('totals: purchase = freight + local Gs in USD + insurance; sale likewise; profit = sale − purchase', () => {
  const full = sheet({
    header: { gsRate: 7300, pesoKg: 100 },
    compraRows: [row('c1', 'FLETE AEREO', 2.5, null, true), row('c2', 'FSC', null, 40)],
    ventaRows: [row('v1', 'FLETE AEREO', 3.2, 999, true, 'c1'), row('v2', 'FSC', null, 55, false, 'c2')],
    locRows: [{ id: 'l1', concepto: 'Despacho', gs: 730000 }, { id: 'l2', concepto: 'Flete local', gs: 365000 }],
    locCliRows: [{ id: 'lc1', concepto: 'Despacho', gs: 1460000 }],
    segCostoRows: [{ id: 's1', concepto: 'Seguro', usd: 12.5 }],
    segVentaRows: [{ id: 's2', concepto: 'Seguro', usd: 20 }],
  });
  test('a full sheet with a non-default rate', () => {
    expect(costSheetBreakdown(full)).toEqual({
      fleteCompra: 290,
      localCostosGs: 1095000,
      localCostosUsd: 150,
      seguroCosto: 12.5,
      fleteVenta: 375,
      localVentasGs: 1460000,
      localVentasUsd: 200,
      seguroVenta: 20,
      totalCostos: 452.5,
      totalVentas: 595,
      profitGeneral: 142.5,
      weightKg: 100,
      gsRate: 7300,
    });
  });
  test.each([
    ['empty sheet', sheet(), 0, { totalCostos: 0, totalVentas: 0, profitGeneral: 0 }],
    ['default rate 5860 and chargeable weight', sheet({ compraRows: [row('c', 'FLETE', 1, null)], locRows: [{ id: 'l', concepto: 'L', gs: 58600 }] }), 167, { totalCostos: 177, totalVentas: 0, profitGeneral: -177 }],
    ['header weight beats chargeable weight', sheet({ header: { pesoKg: 10 }, ventaRows: [row('v', 'FLETE', 2, null, true)] }), 500, { totalCostos: 0, totalVentas: 20, profitGeneral: 20 }],
    ['Auto vs typed on the same rates', sheet({ compraRows: [row('a', 'A', 1, 50, true)], ventaRows: [row('b', 'A', 1, 50)] }), 100, { totalCostos: 100, totalVentas: 50, profitGeneral: -50 }],
    ['binary noise absorbed', sheet({ compraRows: [row('a', 'A', null, 0.1), row('b', 'B', null, 0.2)], ventaRows: [row('c', 'C', null, 0.3)] }), 0, { totalCostos: 0.3, totalVentas: 0.3, profitGeneral: 0 }],
  ])('%s', (_n, s, weight, totals) => {
    expect(costSheetTotals(s, weight)).toEqual(totals);
  });
  test('client-sent totals are ignored by the math', () => {
    expect(costSheetTotals({ ...full, totals: { totalCostos: 1, totalVentas: 2, profitGeneral: 3 } })).toEqual({ totalCostos: 452.5, totalVentas: 595, profitGeneral: 142.5 });
  });
});

describe('row profit against the purchase row of the same source, else the same concept', () => {
  const purchases = [row('c1', 'FLETE AEREO', 2, null, true), row('c2', 'FSC', null, 30), row('c3', 'flete aereo', null, 999)];
  test.each([
    ['by source', row('v', 'renamed', 3, null, true, 'c1'), 'c1', 100],
    ['by concept (case and spaces ignored)', row('v', '  fsc ', null, 45), 'c2', 15],
    ['first purchase row of the concept', row('v', 'Flete  Aereo', null, 250), 'c1', 50],
    ['stale source falls back to concept', row('v', 'FSC', null, 20, false, 'gone'), 'c2', -10],
    ['no purchase row: the sale counts in full', row('v', 'SEC', null, 12), null, 12],
    ['blank concept matches nothing', row('v', '', null, 7), null, 7],
  ])('%s', (_n, sale, matchId, profit) => {
    expect(matchingPurchaseRow(sale, purchases)?.id ?? null).toBe(matchId);
    expect(costRowProfit(sale, purchases, 100)).toBe(profit);
  });
  test('conceptKey', () => expect(conceptKey('  inland   freight/ pick up ')).toBe('INLAND FREIGHT/ PICK UP'));
});

describe('sale rows mirror purchase rows by concept, except those the user removed', () => {
  test('a new purchase row gets a linked sale row in each of the three pairs', () => {
    const s = sheet({
      compraRows: [row('c1', 'FLETE AEREO', 2, null, true)],
      locRows: [{ id: 'l1', concepto: 'Despacho', gs: 100000 }],
      segCostoRows: [{ id: 's1', concepto: 'Seguro', usd: 5 }],
    });
    const m = mirrorSaleRows(s, []);
    expect(m.ventaRows).toEqual([{ id: 'c1-v', concepto: 'FLETE AEREO', usdXKg: null, total: null, lockPerKg: true, sourceId: 'c1' }]);
    expect(m.locCliRows).toEqual([{ id: 'l1-v', concepto: 'Despacho', gs: null, sourceId: 'l1' }]);
    expect(m.segVentaRows).toEqual([{ id: 's1-v', concepto: 'Seguro', usd: null, sourceId: 's1' }]);
    expect(mirrorSaleRows(m, [])).toBe(m);
  });
  test.each([
    ['blank concepts are not mirrored', [row('c1', '  ', 1, null)], [], [], []],
    ['removed mirrors stay removed', [row('c1', 'FSC', 1, null)], [], ['c1'], []],
    ['a sale row with the same concept counts as the mirror', [row('c1', 'FSC', 1, null)], [row('v9', 'fsc', null, 5)], [], [['v9', 'fsc', null]]],
    ['a linked row the user renamed keeps its name', [row('c1', 'FSC', 1, null)], [row('x', 'FSC venta', null, 8, false, 'c1')], [], [['x', 'FSC venta', 'c1']]],
    ['an empty mirror of a deleted purchase row goes away', [], [row('x', 'FSC', null, null, false, 'c1')], [], []],
    ['a mirror with an amount is kept, unlinked', [], [row('x', 'FSC', null, 8, false, 'c1')], [], [['x', 'FSC', null]]],
    ['order kept, new mirrors appended', [row('c1', 'A', 1, null), row('c2', 'B', 1, null)], [row('v', 'Z', null, 1), row('m', 'A', null, null, false, 'c1')], [], [['v', 'Z', null], ['m', 'A', 'c1'], ['c2-v', 'B', 'c2']]],
  ])('%s', (_n, compra, venta, removed, expected) => {
    const out = mirrorSaleRows(sheet({ compraRows: compra, ventaRows: venta }), removed);
    expect(out.ventaRows.map((r) => [r.id, r.concepto, r.sourceId ?? null])).toEqual(expected);
  });
  test('a linked row follows a rename of its source only while it still carried the old concept (cost sheet rows)', () => {
    const before = sheet({ compraRows: [row('c1', 'FSC', 1, null), row('c2', 'SEC', 1, null)] });
    const after = sheet({ compraRows: [row('c1', 'FSC 2', 1, null), row('c2', 'SEC 2', 1, null)] });
    const venta = [row('x', 'fsc', null, 8, false, 'c1'), row('y', 'Seguridad', null, 3, false, 'c2')];
    const out = mirrorSaleRows({ ...after, ventaRows: venta }, [], before);
    expect(out.ventaRows.map((r) => [r.id, r.concepto, r.sourceId])).toEqual([
      ['x', 'FSC 2', 'c1'],
      ['y', 'Seguridad', 'c2'],
    ]);
    // Renaming the sale row itself: the purchase rows did not change, the new name stays (even a trailing space while typing).
    expect(mirrorSaleRows({ ...before, ventaRows: [row('x', 'FSC ', null, 8, false, 'c1')] }, [], before).ventaRows[0].concepto).toBe('FSC ');
    const renamed = { ...before, ventaRows: [row('x', 'Flete venta', null, 8, false, 'c1')] };
    expect(mirrorSaleRows(renamed, [], before).ventaRows[0].concepto).toBe('Flete venta');
  });
  test("an empty mirror follows its purchase row's Auto flag; once priced it keeps its own", () => {
    const compra = [row('c1', 'FLETE', 2, null, true)];
    const followed = mirrorSaleRows(sheet({ compraRows: compra, ventaRows: [row('c1-v', 'FLETE', null, null, false, 'c1')] }), []);
    expect(followed.ventaRows[0].lockPerKg).toBe(true);
    const priced = sheet({ compraRows: compra, ventaRows: [row('c1-v', 'FLETE', null, 90, false, 'c1')] });
    expect(mirrorSaleRows(priced, [])).toBe(priced);
  });

  test('a loaded sheet: purchase rows without any sale row count as removed mirrors', () => {
    const loaded = sheet({
      compraRows: [row('c1', 'FLETE', 1, null), row('c2', 'FSC', 1, null), row('c3', '', 1, null), row('c4', 'SEC', 1, null)],
      ventaRows: [row('c1-v', 'FLETE', null, 3, false, 'c1'), row('v', 'sec', null, 1)],
      locRows: [{ id: 'l1', concepto: 'Despacho', gs: 1 }],
    });
    const removed = removedMirrorsOf(loaded);
    expect(removed).toEqual(['c2', 'l1']);
    expect(mirrorSaleRows(loaded, removed)).toBe(loaded);
  });
});

describe('money parsing of the inputs (spec part 2 §5), shown with 2 decimals', () => {
  test.each([
    ['1.234,56', 1234.56, '1.234,56'],
    ['1234.56', 123456, '123.456,00'], // es-PY: the dot only groups thousands
    ['1234,5', 1234.5, '1.234,50'],
    ['abc', 0, '0,00'],
    ['', 0, '0,00'],
  ])('%p → %p → %p', (input, value, shown) => {
    expect(parseMoneyInput(input)).toBe(value);
    expect(formatMoney(parseMoneyInput(input))).toBe(shown);
  });
});
