import { emptyQuote } from './quote';
import { foldKey, itemsFromCostSheet, matchCustomField, prefillQuote, QUOTE_FIELD_MATCHERS, type QuotePrefillCostSheet } from './quote-prefill';

describe('foldKey', () => {
  test.each([
    ['Qué Incluye', 'que_incluye'],
    ['tipo-operación', 'tipo_operacion'],
    ['  MERCADERÍA ', 'mercaderia'],
    ['País.Origen', 'pais_origen'],
  ])('%j → %j', (k, e) => expect(foldKey(k)).toBe(e));
});

describe('matchCustomField: accent-insensitive, exact key first, then pattern', () => {
  const M = QUOTE_FIELD_MATCHERS;
  test.each([
    ['accented exact key', [{ key: 'mercadería', value: 'Repuestos' }], M.mercaderia, 'Repuestos'],
    ['upper case exact key', [{ key: 'INCOTERMS', value: 'FOB' }], M.incoterms, 'FOB'],
    ['second exact key (operation view incoterm)', [{ key: 'incoterm', value: 'CIF' }], M.incoterms, 'CIF'],
    ['exact beats pattern', [{ key: 'incoterm_nota', value: 'x' }, { key: 'incoterms', value: 'DAP' }], M.incoterms, 'DAP'],
    ['pattern key', [{ key: 'Peso Bruto Total', value: '120' }], M.pesoBrutoKg, '120'],
    ['accented pattern key', [{ key: 'País de Origen', value: 'China' }], M.paisOrigen, 'China'],
    ['tipo_carga feeds the shipment type', [{ key: 'tipo_carga', value: 'FCL' }], M.tipoEnvio, 'FCL'],
    ['empty values do not count', [{ key: 'incoterms', value: '  ' }, { key: 'incoterm', value: 'EXW' }], M.incoterms, 'EXW'],
    ['"no incluye" is not "incluye"', [{ key: 'que_no_incluye', value: 'IVA' }], M.queIncluye, null],
    ['"no incluye" by pattern', [{ key: 'No Incluye', value: 'IVA' }], M.queNoIncluye, 'IVA'],
    ['no match', [{ key: 'otra_cosa', value: 'x' }], M.aseguradora, null],
  ])('%s', (_name, fields, matcher, expected) => expect(matchCustomField(fields, matcher)).toBe(expected));
});

const sheet = (over: Partial<QuotePrefillCostSheet> = {}): QuotePrefillCostSheet => ({
  header: { gsRate: 7000, pesoKg: 100 },
  ventaRows: [],
  locCliRows: [],
  segVentaRows: [],
  ...over,
});

describe('itemsFromCostSheet (sale rows, local charges ÷ rate; IVA per line with the defaults: freight exenta, local charges and insurance 10 %)', () => {
  test('sale row total, else usdXKg × weight; locked per-kg rows use the rate', () => {
    const items = itemsFromCostSheet(
      sheet({
        ventaRows: [
          { concepto: 'FLETE AEREO', total: 450, usdXKg: 4, lockPerKg: false },
          { concepto: 'FSC', total: null, usdXKg: 0.85, lockPerKg: false },
          { concepto: 'SEC', total: 999, usdXKg: 0.2, lockPerKg: true },
          { concepto: '', total: null, usdXKg: null, lockPerKg: false },
        ],
        locCliRows: [{ concepto: 'DESPACHO', gs: 700000 }],
        segVentaRows: [{ concepto: 'SEGURO DE CARGA', usd: 35.5 }],
      }),
    );
    expect(items.map((i) => [i.servicio, i.precio, i.impuesto, i.cantidad, i.moneda])).toEqual([
      ['FLETE AEREO', 450, 'EXENTA', 1, 'USD'],
      ['FSC', 85, 'EXENTA', 1, 'USD'],
      ['SEC', 20, 'EXENTA', 1, 'USD'],
      ['DESPACHO', 100, '10%', 1, 'USD'],
      ['SEGURO DE CARGA', 35.5, '10%', 1, 'USD'],
    ]);
  });

  test("each row's own rate wins; parameter defaults fill the rest", () => {
    const items = itemsFromCostSheet(
      sheet({
        ventaRows: [{ concepto: 'FLETE AEREO', total: 450, iva: '5' }, { concepto: 'FSC', total: 40 }],
        locCliRows: [{ concepto: 'DESPACHO', gs: 586000, iva: 'exenta' }, { concepto: 'CARGA', gs: 586000 }],
        segVentaRows: [{ concepto: 'SEGURO', usd: 10 }],
      }),
      { freight: '10', local: '5', insurance: 'exenta' },
    );
    expect(items.map((i) => [i.servicio, i.impuesto])).toEqual([
      ['FLETE AEREO', '5%'],
      ['FSC', '10%'],
      ['DESPACHO', 'EXENTA'],
      ['CARGA', '5%'],
      ['SEGURO', 'EXENTA'],
    ]);
  });

  test("an 'All in' sheet bills its freight as one line with the service name (ALL_IN_SALE), the rest as usual", () => {
    const items = itemsFromCostSheet(
      sheet({
        header: { gsRate: 5000, pesoKg: 100, allInEnabled: true, allInServiceName: 'SERVICIO PUERTA A PUERTA' },
        ventaRows: [
          { concepto: 'FLETE AEREO', total: 1500, ventaInt: 300 },
          { concepto: 'FSC', total: 375.75, ventaInt: 100 },
        ],
        locCliRows: [{ concepto: 'DESPACHO', gs: 500000 }],
      }),
    );
    expect(items.map((i) => [i.servicio, i.precio, i.impuesto])).toEqual([
      ['SERVICIO PUERTA A PUERTA', 400, 'EXENTA'],
      ['DESPACHO', 100, '10%'],
    ]);
  });

  test('a missing rate uses the default 5860', () => {
    const items = itemsFromCostSheet(sheet({ header: { gsRate: null, pesoKg: null }, locCliRows: [{ concepto: 'GASTOS', gs: 586000 }] }));
    expect(items[0].precio).toBe(100);
  });
});

describe('prefillQuote', () => {
  test('operation data, custom fields (IMPORT → IMPORTACION, numbers, lists) and the defaults of spec part 2 §9', () => {
    const q = prefillQuote({
      deal: { reference: 'OP-000042', orgName: 'ACME SA', contactName: 'Ana Pérez' },
      customFields: [
        { key: 'tipo_operacion', value: 'IMPORT' },
        { key: 'modalidad_carga', value: 'MARITIMO' },
        { key: 'origen_pto', value: 'Shanghai' },
        { key: 'Peso bruto', value: '1.250,5' },
        { key: 'vol_m3', value: '2.345' },
        { key: 'Mercadería', value: 'Neumáticos' },
        { key: 'que_incluye', value: 'Flete\n\nSeguro\nflete' },
      ],
      costSheet: sheet({ ventaRows: [{ concepto: 'FLETE', total: 10, usdXKg: null, lockPerKg: false }] }),
      today: '2026-11-22',
    });
    expect(q).toMatchObject({
      referencia: 'OP-000042',
      cliente: 'ACME SA',
      contacto: 'Ana Pérez',
      fecha: '2026-11-22',
      tipoOperacion: 'IMPORTACION',
      tipoTransporte: 'MARITIMO',
      tipoEnvio: 'LCL',
      incoterms: 'EXW',
      ciudadOrigen: 'Shanghai',
      pesoBrutoKg: 1250.5,
      volumenM3: 2.345,
      mercaderia: 'Neumáticos',
      seguroTipo: 'CONTRA TODO RIESGO',
      validezOferta: '7 DIAS',
      condicionVenta: 'CREDITO',
      plazoCredito: '30 DIAS',
      formaPago: 'TRANSFERENCIA',
      queIncluye: ['Flete', 'Seguro'],
      queNoIncluye: [],
    });
    expect(q.items).toHaveLength(1);
  });

  test('without fields or cost sheet: only the defaults and no items', () => {
    const q = prefillQuote({ deal: {}, customFields: [], costSheet: null, today: '2026-01-02' });
    expect(q).toEqual(emptyQuote('2026-01-02'));
  });
});
