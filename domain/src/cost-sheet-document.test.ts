import { emptyCostSheet } from './cost-sheet';
import { formatCellNumber, readMoneyText, readWeightText, renderCostSheetDocument } from './cost-sheet-document';

describe('cost sheet document cells', () => {
  test.each([
    ['1.250,5', { value: 1250.5, readable: true }],
    ['2,5', { value: 2.5, readable: true }],
    ['586.000', { value: 586000, readable: true }],
    ['-17,7', { value: -17.7, readable: true }],
    ['', { value: null, readable: true }],
    ['  ', { value: null, readable: true }],
    ['mucho', { value: 0, readable: false }],
    ['1,2,3', { value: 0, readable: false }],
  ])('money %p', (text, read) => expect(readMoneyText(text)).toEqual(read));

  test.each([
    ['1.250,5', { value: 1250.5, readable: true }],
    ['1250.5', { value: 1250.5, readable: true }],
    ['100 kg', { value: 100, readable: true }],
    ['', { value: null, readable: true }],
    ['pesado', { value: null, readable: false }],
  ])('weight %p', (text, read) => expect(readWeightText(text)).toEqual(read));

  test('numbers render as the client types them and read back the same', () => {
    expect([1250.5, 586000, 2.75, 0, -17.7, null].map(formatCellNumber)).toEqual(['1.250,5', '586.000', '2,75', '0', '-17,7', '']);
    for (const n of [1250.5, 586000, 2.75, -17.7, 1234567.89]) expect(readMoneyText(formatCellNumber(n)).value).toBe(n);
  });

  test('rendering keeps the previous document’s own keys, top level and per row id', () => {
    const sheet = { ...emptyCostSheet({ pesoKg: 100 }), compraRows: [{ id: '7', concepto: 'FSC', usdXKg: null, total: 40, lockPerKg: false, sourceId: null }] };
    const previous = { allInEnabled: true, totals: { totalCostos: 1 }, header: { propio: 'x' }, compraRows: [{ id: 7, concepto: 'viejo', marca: 'm' }] };
    expect(renderCostSheetDocument(sheet, previous)).toEqual({
      allInEnabled: true,
      header: { propio: 'x', modo: '', clase: '', pesoKg: '100', awb: '', hbl: '', mercaderia: '', gsRate: '5.860' },
      compraRows: [{ id: '7', concepto: 'FSC', usdXKg: '', total: '40', lockPerKg: false, sourceId: null, marca: 'm' }],
      ventaRows: [],
      locRows: [],
      locCliRows: [],
      segCostoRows: [],
      segVentaRows: [],
    });
  });
});
