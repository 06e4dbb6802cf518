import { fitsMoneyColumn, formatDecimal, formatMoney, MONEY_COLUMN_MAX, moneyFromDb, parseMoneyInput, roundMoney, roundTo } from './money';

describe('parseMoneyInput (spec part 2 §5: thousands dots removed, decimal comma, invalid → 0)', () => {
  test.each([
    ['1.234,56', 1234.56],
    ['1.234.567', 1234567],
    ['1234,5', 1234.5],
    ['0,1', 0.1],
    [',5', 0.5],
    ['  2.500 ', 2500],
    ['-1.234,50', -1234.5],
    ['1.5', 15], // in es-PY the dot only groups thousands
    ['12,345', 12.35], // rounded to 2 decimals
    ['', 0],
    ['   ', 0],
    ['abc', 0],
    ['12a', 0],
    ['1,2,3', 0],
    ['--1', 0],
    [null, 0],
    [undefined, 0],
    [42.129, 42.13],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
  ])('%p → %p', (input, expected) => {
    expect(parseMoneyInput(input as string | number | null | undefined)).toBe(expected);
  });
});

describe('roundMoney / roundTo', () => {
  test.each([
    [1.005, 1.01],
    [2.675, 2.68],
    [-1.005, -1.01],
    [0.1 + 0.2, 0.3],
    [-0.001, 0],
    [1e-10, 0],
  ])('roundMoney(%p) = %p', (v, e) => expect(roundMoney(v)).toBe(e));
  test('3 decimals for volumes', () => expect(roundTo(1.0005, 3)).toBe(1.001));
  test('non-finite → 0', () => expect(roundMoney(Number.NaN)).toBe(0));
  test('no negative zero', () => expect(Object.is(roundMoney(-0.001), 0)).toBe(true));
});

describe('formatMoney (es-PY, 2 decimals)', () => {
  test.each([
    [1234.5, '1.234,50'],
    [0, '0,00'],
    [1234567.891, '1.234.567,89'],
    [-5, '-5,00'],
    [null, '0,00'],
    [undefined, '0,00'],
  ])('%p → %p', (v, e) => expect(formatMoney(v as number)).toBe(e));
  test('formatDecimal with 3 decimals', () => expect(formatDecimal(1.23456, 3)).toBe('1,235'));
  test('parse(format(x)) round-trips', () => {
    for (const x of [0, 1.5, 1234.56, 98765432.1, -12.34]) expect(parseMoneyInput(formatMoney(x))).toBe(x);
  });
});

describe('moneyFromDb (mysql2 DECIMAL strings, SQLite floats)', () => {
  test.each([
    ['1234.50', 1234.5],
    [1234.5, 1234.5],
    ['0.00', 0],
    [null, null],
    [undefined, null],
    ['', null],
    ['x', null],
  ])('%p → %p', (v, e) => expect(moneyFromDb(v)).toBe(e));
});

test('fitsMoneyColumn: DECIMAL(15,2) holds up to 9.999.999.999.999,99 either sign', () => {
  expect(fitsMoneyColumn(MONEY_COLUMN_MAX)).toBe(true);
  expect(fitsMoneyColumn(-MONEY_COLUMN_MAX)).toBe(true);
  expect(fitsMoneyColumn(10_000_000_000_000)).toBe(false);
  expect(fitsMoneyColumn(1e21)).toBe(false);
  expect(fitsMoneyColumn(Number.NaN)).toBe(false);
  expect(formatMoney(MONEY_COLUMN_MAX)).toBe('9.999.999.999.999,99');
});
