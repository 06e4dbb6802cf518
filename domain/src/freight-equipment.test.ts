import { costRowTotal, type CostSheetPayload, costSheetBreakdown, emptyCostSheet, mirrorSaleRows } from './cost-sheet';
import { renderCostSheetDocument } from './cost-sheet-document';
import { costSheetIvaSplit, costSheetSaleLines, DEFAULT_IVA_DEFAULTS } from './cost-sheet-iva';
import { equipmentError, equipmentLabel, equipmentTotal, isEquipmentRow, revenueTons } from './freight-equipment';
import { itemsFromCostSheet } from './quote-prefill';

describe('W/M revenue tons: the greater of m³ and metric tons', () => {
  test.each([
    [2.5, 1800, 2.5],
    [1.2, 1800, 1.8],
    [1, 1000, 1],
    [0, 0, 0],
    [null, 2500, 2.5],
    [3.2, null, 3.2],
    [0.333, 333.4, 0.333],
    [0.3334, 333.5, 0.334],
    [-1, -50, 0],
  ])('%p m³ and %p kg → %p W/M', (m3, kg, rt) => {
    expect(revenueTons(m3, kg)).toBe(rt);
  });
});

describe('equipment rows: quantity × rate per unit, rounded HALF_UP once on the line', () => {
  test.each([
    ["40'HC", 2, 1850, 3700],
    ["20'ST", 1, 1199.99, 1199.99],
    ["40'RF", 3, 4250.5, 12751.5],
    ['W/M', 3.456, 45.55, 157.42],
    ['W/M', 0.5, 0.01, 0.01],
    ['W/M', 1.005, 100, 100.5],
    ['W/M', 0.333, 10, 3.33],
  ])('%s × %p at %p → %p', (equipo, cantidad, usdXUnidad, total) => {
    expect(isEquipmentRow({ equipo, cantidad, usdXUnidad })).toBe(true);
    expect(equipmentTotal({ equipo, cantidad, usdXUnidad })).toBe(total);
    // The row's total is the equipment's, whatever the per-kg cells say.
    expect(costRowTotal({ equipo, cantidad, usdXUnidad, usdXKg: 9, total: 1, lockPerKg: true }, 500)).toBe(total);
  });

  test('a row without basis, quantity or rate is priced as before (typed total or per kg)', () => {
    expect(isEquipmentRow({ equipo: "40'HC", cantidad: 2, usdXUnidad: null })).toBe(false);
    expect(costRowTotal({ equipo: "40'HC", cantidad: 2, usdXUnidad: null, usdXKg: null, total: 950, lockPerKg: false }, 100)).toBe(950);
    expect(costRowTotal({ equipo: 'TANQUE', cantidad: 2, usdXUnidad: 10, usdXKg: 2, total: null, lockPerKg: true }, 100)).toBe(200);
    expect(costRowTotal({ usdXKg: 2.5, total: null, lockPerKg: true }, 100)).toBe(250);
  });

  test('labels and errors next to the field', () => {
    expect(equipmentLabel({ equipo: "40'HC", cantidad: 2 })).toBe("2 × 40'HC");
    expect(equipmentLabel({ equipo: 'W/M', cantidad: 3.456 })).toBe('3,456 W/M');
    expect(equipmentLabel({ equipo: null, cantidad: 2 })).toBe('');
    expect(equipmentError({ equipo: "40'HC", cantidad: 1.5 })).toBe('La cantidad de contenedores debe ser un número entero.');
    expect(equipmentError({ equipo: 'W/M', cantidad: 1.5 })).toBeNull();
    expect(equipmentError({ equipo: 'W/M', cantidad: -1 })).toMatch(/^La cantidad debe ser un número entre 0 y/);
    expect(equipmentError({ equipo: 'BARCAZA', cantidad: 1 })).toMatch(/^El equipo debe ser uno de: 20'ST/);
    expect(equipmentError({ equipo: '', cantidad: null })).toBeNull();
  });
});

function fclSheet(): CostSheetPayload {
  const sheet = emptyCostSheet({ modo: 'MARITIMO', clase: 'FCL' });
  sheet.compraRows = [
    { id: 'c1', concepto: 'FLETE MARITIMO', usdXKg: null, total: null, lockPerKg: false, sourceId: null, equipo: "40'HC", cantidad: 2, usdXUnidad: 1850 },
    { id: 'c2', concepto: 'THC', usdXKg: null, total: 300, lockPerKg: false, sourceId: null },
  ];
  return mirrorSaleRows(sheet, []);
}

describe("an ocean FCL sheet prices 2 × 40'HC", () => {
  test('the mirrored sale row carries the equipment; totals, profit, IVA split and the quote follow', () => {
    const mirrored = fclSheet();
    expect(mirrored.ventaRows[0]).toMatchObject({ sourceId: 'c1', equipo: "40'HC", cantidad: 2, usdXUnidad: null });
    const sheet: CostSheetPayload = {
      ...mirrored,
      ventaRows: mirrored.ventaRows.map((r) => (r.sourceId === 'c1' ? { ...r, usdXUnidad: 2100 } : { ...r, total: 350 })),
    };
    const b = costSheetBreakdown(sheet, 0);
    expect(b.fleteCompra).toBe(4000);
    expect(b.fleteVenta).toBe(4550);
    expect(b.profitGeneral).toBe(550);
    expect(costSheetIvaSplit(sheet, DEFAULT_IVA_DEFAULTS).total).toBe(b.totalVentas);
    expect(costSheetSaleLines(sheet, DEFAULT_IVA_DEFAULTS)[0]).toEqual({
      table: 'ventaRows',
      concepto: 'FLETE MARITIMO',
      amountUsd: 4200,
      iva: 'exenta',
      equipment: { equipo: "40'HC", cantidad: 2, usdXUnidad: 2100 },
    });
    const items = itemsFromCostSheet(sheet);
    expect(items[0]).toMatchObject({ servicio: "FLETE MARITIMO 40'HC", cantidad: 2, precio: 2100, impuesto: 'EXENTA' });
    expect(items[1]).toMatchObject({ servicio: 'THC', cantidad: 1, precio: 350 });
  });

  test('changing the containers bought moves the sale row along; a W/M sale line bills its amount with the basis noted', () => {
    const sheet = fclSheet();
    const more = { ...sheet, compraRows: sheet.compraRows.map((r) => (r.id === 'c1' ? { ...r, cantidad: 3 } : r)) };
    expect(mirrorSaleRows(more, [], sheet).ventaRows[0]).toMatchObject({ equipo: "40'HC", cantidad: 3 });
    const lcl = emptyCostSheet();
    lcl.ventaRows = [{ id: 'v', concepto: 'FLETE LCL', usdXKg: null, total: null, lockPerKg: false, sourceId: null, equipo: 'W/M', cantidad: 3.456, usdXUnidad: 45.55 }];
    expect(itemsFromCostSheet(lcl)[0]).toMatchObject({ servicio: 'FLETE LCL', cantidad: 1, precio: 157.42, observacion: '3,456 W/M × USD 45,55' });
  });

  test("the original client's document carries the amount as a typed total, and the equipment keys beside it", () => {
    const doc = renderCostSheetDocument(fclSheet());
    expect((doc.compraRows as Array<Record<string, unknown>>)[0]).toMatchObject({ total: '3.700', lockPerKg: false, equipo: "40'HC", cantidad: '2', usdXUnidad: '1.850' });
    // A row whose equipment was removed clears the keys the previous document still had.
    const plain = { ...fclSheet(), compraRows: fclSheet().compraRows.map((r) => ({ ...r, equipo: null, cantidad: null, usdXUnidad: null, total: 3700 })) };
    expect((renderCostSheetDocument(plain, doc).compraRows as Array<Record<string, unknown>>)[0]).toMatchObject({ total: '3.700', equipo: '', cantidad: '', usdXUnidad: '' });
    // An old sheet renders without any equipment key.
    const old = emptyCostSheet();
    old.compraRows = [{ id: 'a', concepto: 'FLETE AEREO', usdXKg: 2, total: null, lockPerKg: true, sourceId: null }];
    expect(Object.keys((renderCostSheetDocument(old).compraRows as Array<Record<string, unknown>>)[0])).not.toContain('equipo');
  });
});
