import { emptyCostSheet } from './cost-sheet';
import { documentRowIva, formatCellNumber, readMoneyText, readWeightText, renderCostSheetDocument } from './cost-sheet-document';

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

describe('IVA per line and All in in the document', () => {
  test('a row rate: the original client’s tax_rate first, else our iva; unknown values are reported', () => {
    expect(documentRowIva({ tax_rate: 5 })).toEqual({ rate: '5' });
    expect(documentRowIva({ tax_rate: 0, iva: '10' })).toEqual({ rate: 'exenta' });
    expect(documentRowIva({ iva: '10' })).toEqual({ rate: '10' });
    expect(documentRowIva({})).toEqual({ rate: null });
    expect(documentRowIva({ tax_rate: 7 })).toEqual({ rate: null, invalid: 7 });
  });

  test('sale rows carry their rate in both spellings, the freight sale its internal sale; the header its All in', () => {
    const base = emptyCostSheet({ pesoKg: 100 });
    const sheet = {
      ...base,
      header: { ...base.header, allInEnabled: true, allInServiceName: 'ALL IN' },
      ventaRows: [{ id: 'v', concepto: 'FLETE', usdXKg: null, total: 10, lockPerKg: false, sourceId: null, ventaInt: null, iva: '5' as const }],
      locCliRows: [{ id: 'l', concepto: 'DESPACHO', gs: 1000, sourceId: null, iva: '10' as const }],
      segVentaRows: [{ id: 's', concepto: 'SEGURO', usd: 5, sourceId: null, iva: 'exenta' as const }],
    };
    const doc = renderCostSheetDocument(sheet, { header: { operationCurrency: 'USD' }, ventaRows: [{ id: 'v', marca: 1 }] });
    expect(doc.header).toMatchObject({ operationCurrency: 'USD', allInEnabled: true, allInServiceName: 'ALL IN' });
    expect(doc.ventaRows).toEqual([{ id: 'v', concepto: 'FLETE', usdXKg: '', total: '10', lockPerKg: false, sourceId: null, ventaInt: '', iva: '5', tax_rate: 5, marca: 1 }]);
    expect(doc.locCliRows).toEqual([{ id: 'l', concepto: 'DESPACHO', gs: '1.000', sourceId: null, iva: '10', tax_rate: 10 }]);
    expect(doc.segVentaRows).toEqual([{ id: 's', concepto: 'SEGURO', usd: '5', sourceId: null, iva: 'exenta', tax_rate: 0 }]);
  });
});
