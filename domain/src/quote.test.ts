import {
  addTags,
  customFieldNumber,
  effectiveQuantity,
  isTagCommitKey,
  normalizeQuote,
  normalizeQuoteItem,
  QUOTE_TAXES,
  quoteIvaSplit,
  parseLocalNumber,
  quoteItemAmount,
  quoteTotalUsd,
  removeLastTag,
  splitTagText,
} from './quote';

describe('effectiveQuantity (spec part 2 §5: 0 or empty counts as 1)', () => {
  test.each([
    [0, 1],
    [null, 1],
    [undefined, 1],
    ['', 1],
    ['0', 1],
    ['abc', 1],
    [-2, 1],
    [3, 3],
    ['2,5', 2.5],
    ['1.000', 1000],
  ])('%p → %p', (input, expected) => expect(effectiveQuantity(input as number | string | null)).toBe(expected));
});

describe('quoteItemAmount and quoteTotalUsd (USD only, local-format prices)', () => {
  test.each([
    [{ cantidad: 2, precio: '1.234,56', moneda: 'USD' }, 2469.12],
    [{ cantidad: 0, precio: 150, moneda: 'USD' }, 150],
    [{ cantidad: null, precio: '99,9', moneda: 'USD' }, 99.9],
    [{ cantidad: '3', precio: 'no', moneda: 'USD' }, 0],
    [{ cantidad: 1.5, precio: 10.01, moneda: 'USD' }, 15.02],
  ])('%j → %p', (item, expected) => expect(quoteItemAmount(item)).toBe(expected));

  test('only USD lines count towards TOTAL USD', () => {
    const items = [
      { cantidad: 1, precio: '1.000,50', moneda: 'USD' },
      { cantidad: 0, precio: 200, moneda: 'USD' },
      { cantidad: 2, precio: 500, moneda: 'PYG' },
    ];
    expect(quoteTotalUsd(items)).toBe(1200.5);
    expect(quoteTotalUsd([])).toBe(0);
  });

  test('no binary noise in sums', () => {
    expect(quoteTotalUsd([{ precio: 0.1, moneda: 'USD' }, { precio: 0.2, moneda: 'USD' }])).toBe(0.3);
  });
});

describe('parseLocalNumber', () => {
  test.each([
    ['1.234,567', 3, 1234.567],
    ['2,5', 2, 2.5],
    ['12,3456', 3, 12.346],
    ['', 2, null],
    ['x', 2, null],
    [7, 2, 7],
  ])('%p (%p decimals) → %p', (input, d, expected) => expect(parseLocalNumber(input, d)).toBe(expected));
});

describe('tag inputs (spec part 2 §5)', () => {
  test.each([
    ['Flete aéreo\nDespacho', ['Flete aéreo', 'Despacho']],
    ['a, b; c', ['a', 'b', 'c']],
    ['• Seguro • Handling\r\n• Almacenaje', ['Seguro', 'Handling', 'Almacenaje']],
    ['- Retiro en origen\n- Entrega en destino', ['Retiro en origen', 'Entrega en destino']],
    ['  \n , ;  ', []],
    ['Solo uno', ['Solo uno']],
  ])('splitTagText(%j)', (text, expected) => expect(splitTagText(text)).toEqual(expected));

  test.each([
    [['Flete'], ['  Seguro  '], ['Flete', 'Seguro']],
    [['Flete'], ['FLETE', 'flete '], ['Flete']],
    [[], ['Handling', 'handling', 'HANDLING'], ['Handling']],
    [['Despacho'], ['', '   '], ['Despacho']],
    [[], ['Gastos   en  destino'], ['Gastos en destino']],
    [['Ítem'], ['ÍTEM'], ['Ítem']],
  ])('addTags(%j, %j) → %j', (existing, candidates, expected) => expect(addTags(existing, candidates)).toEqual(expected));

  test.each([
    ['Enter', true],
    [',', true],
    [';', true],
    ['Tab', true],
    ['a', false],
    [' ', false],
    ['Backspace', false],
  ])('isTagCommitKey(%j) = %p', (key, expected) => expect(isTagCommitKey(key)).toBe(expected));

  test('Backspace on empty removes the last tag (and nothing on an empty list)', () => {
    expect(removeLastTag(['a', 'b'])).toEqual(['a']);
    expect(removeLastTag([])).toEqual([]);
  });
});

describe('normalizeQuote (what the server stores)', () => {
  test('trims text, parses local numbers, forces USD, maps tax, dedupes tags', () => {
    const q = normalizeQuote({
      cliente: '  ACME SA ',
      volumenM3: '1,2345',
      pesoBrutoKg: '1.250,5',
      seguroMontoUsd: 'x',
      items: [{ cantidad: '0', servicio: ' Flete ', precio: '1.500,25', moneda: 'EUR', impuesto: '10%' }, { impuesto: 'IVA' }],
      queIncluye: ['Flete', 'flete', ' ', 3],
    });
    expect(q.cliente).toBe('ACME SA');
    expect(q.volumenM3).toBe(1.235);
    expect(q.pesoBrutoKg).toBe(1250.5);
    expect(q.seguroMontoUsd).toBeNull();
    expect(q.items).toEqual([
      { cantidad: null, servicio: 'Flete', observacion: '', moneda: 'USD', precio: 1500.25, impuesto: '10%' },
      { cantidad: null, servicio: '', observacion: '', moneda: 'USD', precio: 0, impuesto: 'EXENTA' },
    ]);
    expect(q.queIncluye).toEqual(['Flete']);
    expect(q.tipoOperacion).toBe('');
  });
});

describe('customFieldNumber (numbers stored in custom fields)', () => {
  test.each([
    ['1250.5', 2, 1250.5],
    ['1.255', 3, 1.255],
    ['1.250,5', 2, 1250.5],
    ['1.250 kg', 2, 1250],
    ['', 2, null],
    [null, 2, null],
    ['abc', 2, null],
  ])('customFieldNumber(%p, %p) = %p', (v, d, expected) => expect(customFieldNumber(v, d)).toBe(expected));
});

describe('IVA per line on the quote (IVA_PER_LINE)', () => {
  test('5 % is a tax choice and survives normalisation', () => {
    expect(QUOTE_TAXES).toEqual(['EXENTA', '5%', '10%']);
    expect(normalizeQuoteItem({ servicio: 'X', precio: 1, impuesto: '5%' }).impuesto).toBe('5%');
  });
  test.each([
    ['exenta only', [{ precio: 1234.5, impuesto: 'EXENTA' }], { exentas: 1234.5, gravadas5: 0, gravadas10: 0, iva5: 0, iva10: 0, iva: 0, total: 1234.5 }],
    ['5 %', [{ precio: 21, impuesto: '5%' }, { cantidad: 2, precio: 10.5, impuesto: '5%' }], { exentas: 0, gravadas5: 42, gravadas10: 0, iva5: 2, iva10: 0, iva: 2, total: 42 }],
    ['10 %', [{ precio: 110, impuesto: '10%' }], { exentas: 0, gravadas5: 0, gravadas10: 110, iva5: 0, iva10: 10, iva: 10, total: 110 }],
    [
      'mixed, rounded per line',
      [{ precio: 500, impuesto: 'EXENTA' }, { precio: 0.6, impuesto: '10%' }, { precio: 0.6, impuesto: '10%' }, { precio: 35.75, impuesto: '5%' }],
      { exentas: 500, gravadas5: 35.75, gravadas10: 1.2, iva5: 1.7, iva10: 0.1, iva: 1.8, total: 536.95 },
    ],
  ])('%s', (_name, items, split) => {
    expect(quoteIvaSplit(items)).toEqual(split);
    expect(quoteIvaSplit(items).total).toBe(quoteTotalUsd(items));
  });
});
