import { emptyQuote } from './quote';
import { operationFieldValue, QUOTE_OPERATION_FIELDS, quoteKeyViews, quoteOperationWrites, storedDealKey } from './quote-operation-fields';

describe('quoteOperationWrites: only the fields changed or confirmed, one key per fact, the operation vocabulary', () => {
  const q = { ...emptyQuote('2026-11-27'), volumenM3: 1.5, pesoBrutoKg: 1250.5, queIncluye: ['Flete', 'Seguro'], mercaderia: '' };

  test('nothing listed → nothing written (the defaults of a fresh quote never reach the operation)', () => {
    expect(quoteOperationWrites(q, [])).toEqual([]);
  });

  test('every field listed: the operation keys for its facts, spec quote keys for the rest', () => {
    const writes = quoteOperationWrites(q, QUOTE_OPERATION_FIELDS);
    expect(writes.map((w) => w.key)).toEqual([
      'tipo_operacion',
      'modalidad_carga',
      'tipo_carga',
      'incoterm',
      'pais_origen',
      'pais_destino',
      'ciudad_origen',
      'ciudad_destino',
      'aeropuerto_origen',
      'aeropuerto_destino',
      'vol_m3',
      'peso_bruto',
      'mercaderia',
      'tipo_seguro',
      'seguro_monto_usd',
      'aseguradora',
      'observaciones',
      'validez_oferta',
      'condicion_venta',
      'plazo_credito',
      'forma_pago',
      'que_incluye',
      'que_no_incluye',
    ]);
    const by = Object.fromEntries(writes.map((w) => [w.key, w]));
    expect(by.tipo_operacion.value).toBe('IMPORT');
    expect(by.incoterm).toMatchObject({ label: 'Incoterm', type: 'select', value: 'EXW' });
    expect(by.peso_bruto).toMatchObject({ label: 'Peso bruto (kg)', type: 'text', value: '1250,5' });
    expect(by.vol_m3.value).toBe('1.5');
    expect(by.seguro_monto_usd).toMatchObject({ type: 'number', value: null });
    expect(by.que_incluye.value).toBe('Flete\nSeguro');
    expect(by.mercaderia.value).toBeNull();
  });

  test.each([
    ['tipo_operacion', 'IMPORTACION', 'IMPORT'],
    ['tipo_operacion', 'Exportación', 'EXPORT'],
    ['tipo_operacion', 'TRANSITO', 'TRANSITO'],
    ['modalidad_carga', 'Aéreo', 'AEREO'],
    ['modalidad_carga', 'Marítimo', 'MARITIMO'],
    ['tipo_carga', 'fcl', 'FCL'],
    ['peso_bruto', '150.5', '150,5'],
    ['peso_bruto', '1.250,5', '1.250,5'],
    ['incoterm', 'FOB', 'FOB'],
  ])('operationFieldValue(%p, %p) = %p', (key, value, expected) => expect(operationFieldValue(key, value)).toBe(expected));

  test('storedDealKey: a spec quote key is stored under the operation key', () => {
    expect(['incoterms', 'peso_bruto_kg', 'volumen_m3', 'seguro_tipo', 'tipo_envio', 'tipo_transporte', 'pais_origen'].map(storedDealKey)).toEqual([
      'incoterm',
      'peso_bruto',
      'vol_m3',
      'tipo_seguro',
      'tipo_carga',
      'modalidad_carga',
      'pais_origen',
    ]);
  });

  test("quoteKeyViews: the operation's rows under the spec's quote keys, numbers in the quote's machine form", () => {
    const views = quoteKeyViews([
      { key: 'incoterm', value: 'CIF' },
      { key: 'peso_bruto', value: '1.250,5' },
      { key: 'vol_m3', value: '1,25' },
      { key: 'tipo_seguro', value: null },
    ]);
    expect(views.map((v) => [v.alias.quoteKey, v.value])).toEqual([
      ['incoterms', 'CIF'],
      ['volumen_m3', '1.25'],
      ['peso_bruto_kg', '1250.5'],
      ['seguro_tipo', null],
    ]);
  });
});
