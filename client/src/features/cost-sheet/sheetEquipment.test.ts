import { costSheetBreakdown } from '@crm/domain';
import { applyMirrors, blankRow, type EditCostRow, type EditSheet, pricedEditRow, quantityError, sheetErrorCount, toInput, toPayload } from './sheetState';

function sheetWith(compra: EditCostRow[], venta: EditCostRow[] = []): EditSheet {
  return {
    header: { modo: 'MARITIMO', clase: 'FCL', pesoKg: '', awb: '', hbl: '', mercaderia: '', gsRate: '7.300', gsRateDate: null, allInEnabled: false, allInServiceName: '' },
    compraRows: compra,
    ventaRows: venta,
    locRows: [],
    locCliRows: [],
    segCostoRows: [],
    segVentaRows: [],
  };
}

const fcl = (over: Partial<EditCostRow> = {}): EditCostRow => ({ ...(blankRow('compraRows') as EditCostRow), id: 'c1', concepto: 'FLETE MARITIMO', equipo: "40'HC", cantidad: '2', usdXUnidad: '1.850', ...over });

test("an FCL row prices 2 × 40'HC; the mirrored sale row carries the containers and follows a change of quantity", () => {
  const e = applyMirrors(sheetWith([fcl()]), new Set());
  expect(e.ventaRows[0]).toMatchObject({ sourceId: 'c1', equipo: "40'HC", cantidad: '2', usdXUnidad: '' });
  expect(costSheetBreakdown(toPayload(e), 0).fleteCompra).toBe(3700);
  const more = applyMirrors({ ...e, compraRows: [fcl({ cantidad: '3' })] }, new Set(), e);
  expect(more.ventaRows[0]).toMatchObject({ equipo: "40'HC", cantidad: '3' });
  const input = toInput({ ...more, ventaRows: more.ventaRows.map((r) => ({ ...r, usdXUnidad: '2.100' })) });
  expect(input.compraRows[0]).toMatchObject({ equipo: "40'HC", cantidad: 3, usdXUnidad: 1850 });
  expect(input.ventaRows[0]).toMatchObject({ equipo: "40'HC", cantidad: 3, usdXUnidad: 2100 });
});

test('a row without equipment sends no equipment keys (older sheets keep their shape)', () => {
  const input = toInput(sheetWith([{ ...(blankRow('compraRows') as EditCostRow), id: 'a', concepto: 'FLETE AEREO', usdXKg: '2,5', lockPerKg: true }]));
  expect(Object.keys(input.compraRows[0])).not.toContain('equipo');
});

test('quantities: W/M takes three decimals, containers are whole; each error counts against saving', () => {
  expect(quantityError({ equipo: 'W/M', cantidad: '3,456' })).toBeNull();
  expect(quantityError({ equipo: "40'HC", cantidad: '1,5' })).toBe('La cantidad de contenedores debe ser un número entero.');
  expect(quantityError({ equipo: "40'HC", cantidad: 'dos' })).toMatch(/^La cantidad debe ser un número entre 0 y/);
  expect(quantityError({ equipo: '', cantidad: 'dos' })).toBeNull();
  expect(sheetErrorCount(sheetWith([fcl({ cantidad: '1,5' }), fcl({ id: 'c2', usdXUnidad: 'abc' })]))).toBe(2);
});

test("a priced rate row ('Cargar tarifa') as the screen edits it", () => {
  expect(pricedEditRow({ concepto: 'FLETE MARITIMO', usdXKg: null, total: null, lockPerKg: false, equipo: "40'HC", cantidad: 2, usdXUnidad: 1850 })).toEqual({
    concepto: 'FLETE MARITIMO',
    usdXKg: '',
    total: '',
    lockPerKg: false,
    sourceId: null,
    equipo: "40'HC",
    cantidad: '2',
    usdXUnidad: '1.850',
  });
  expect(pricedEditRow({ concepto: 'FLETE AEREO', usdXKg: 3.5, total: 350, lockPerKg: false })).toMatchObject({ usdXKg: '3,50', total: '350', equipo: '', cantidad: '' });
});
