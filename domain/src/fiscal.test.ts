import {
  defaultExpeditionPoint,
  FISCAL_MESSAGES,
  formatFiscalNumber,
  isValidRuc,
  paraguayToday,
  parseFiscalNumber,
  rucCheckDigit,
  rucProblem,
  timbradoProblems,
} from './fiscal';

describe('fiscal number EEE-PPP-NNNNNNN', () => {
  test.each([
    ['001', '004', 123, '001-004-0000123'],
    ['001', '005', 1, '001-005-0000001'],
    ['002', '001', 9_999_999, '002-001-9999999'],
  ])('formatFiscalNumber(%p, %p, %p) → %p', (e, p, n, text) => {
    expect(formatFiscalNumber(e, p, n)).toBe(text);
    expect(parseFiscalNumber(text)).toEqual({ establishment: e, point: p, sequence: n });
  });

  test.each([
    ['1', '004', 1],
    ['001', '04', 1],
    ['001', '004', 0],
    ['001', '004', 10_000_000],
    ['001', '004', 1.5],
    ['abc', '004', 1],
  ])('formatFiscalNumber(%p, %p, %p) refuses', (e, p, n) => {
    expect(() => formatFiscalNumber(e, p, n)).toThrow();
  });

  test.each(['', '001-004-123', '001-004-0000000', '1-4-0000001', 'x01-004-0000001', null])('parseFiscalNumber(%p) → null', (text) => {
    expect(parseFiscalNumber(text)).toBeNull();
  });
});

describe('timbradoProblems', () => {
  const ok = { timbrado: '12345678', validFrom: '2026-01-01', validTo: '2026-12-31', establishment: '001', point: '004', nextNumber: 1 };

  test('a valid timbrado on a day of its validity (both ends included) has none', () => {
    expect(timbradoProblems(ok, '2026-06-15')).toEqual([]);
    expect(timbradoProblems(ok, '2026-01-01')).toEqual([]);
    expect(timbradoProblems(ok, '2026-12-31')).toEqual([]);
  });

  test('expired and not yet valid, with the date the office writes', () => {
    expect(timbradoProblems({ ...ok, validTo: '2025-12-31', validFrom: '2025-01-01' }, '2026-01-01')).toEqual(['El timbrado 12345678 venció el 31/12/2025.']);
    expect(timbradoProblems(ok, '2025-12-31')).toEqual(['El timbrado 12345678 rige desde el 01/01/2026.']);
  });

  test('lists every problem at once', () => {
    expect(timbradoProblems({ nextNumber: 0 }, '2026-06-15')).toEqual([
      FISCAL_MESSAGES.timbradoMissing,
      FISCAL_MESSAGES.validFromMissing,
      FISCAL_MESSAGES.validToMissing,
      FISCAL_MESSAGES.establishment,
      FISCAL_MESSAGES.point,
      FISCAL_MESSAGES.nextNumber,
    ]);
    expect(timbradoProblems({ timbrado: '1234', validFrom: '2026-05-01', validTo: '2026-04-01', establishment: '000', point: '4', nextNumber: 10_000_000 }, '2026-06-15')).toEqual([
      FISCAL_MESSAGES.timbradoFormat,
      FISCAL_MESSAGES.validRange,
      FISCAL_MESSAGES.establishmentZero,
      FISCAL_MESSAGES.point,
      FISCAL_MESSAGES.exhausted,
    ]);
  });

  test('the next number is only checked when given', () => {
    const { nextNumber: _, ...noNumber } = ok;
    expect(timbradoProblems(noNumber, '2026-06-15')).toEqual([]);
  });
});

test('paraguayToday: the Asunción calendar date (UTC−3), not the UTC one', () => {
  expect(paraguayToday(new Date('2026-01-01T02:30:00Z'))).toBe('2025-12-31');
  expect(paraguayToday(new Date('2026-01-01T03:30:00Z'))).toBe('2026-01-01');
});

test.each([
  ['atm-cargo', { establishment: '001', point: '004' }],
  ['industrial-rayflex', { establishment: '001', point: '005' }],
  ['industrial-boplan', { establishment: '001', point: '005' }],
  ['otra-unidad', { establishment: '001', point: '004' }],
])('defaultExpeditionPoint(%p)', (keySlug, point) => {
  expect(defaultExpeditionPoint({ keySlug })).toEqual(point);
});

describe('RUC check digit (SET modulo 11)', () => {
  test.each([
    ['80069563', 1],
    ['1234567', 9],
    // by hand: 5·2 + 4·3 + 3·4 + 2·5 + 1·6 + 0·7 + 0·8 + 8·9 = 122, 122 mod 11 = 1 → 0
    ['80012345', 0],
    // 5·2 = 10 → 11 − 10
    ['5', 1],
    // 4·2 + 1·3 = 11, remainder 0 → 0
    ['14', 0],
    // ten digits: the weights run 2…11 once
    ['1111111111', 1],
  ])('rucCheckDigit(%p) → %p', (base, digit) => {
    expect(rucCheckDigit(base)).toBe(digit);
  });

  test.each([
    ['80069563-1', null],
    ['80.069.563-1', null],
    ['1234567-9', null],
    ['80069563-2', FISCAL_MESSAGES.rucCheckDigit],
    ['80069563', FISCAL_MESSAGES.ruc],
    ['800695631', FISCAL_MESSAGES.ruc],
    ['0000-0', FISCAL_MESSAGES.ruc],
    ['', FISCAL_MESSAGES.ruc],
    [null, FISCAL_MESSAGES.ruc],
  ])('rucProblem(%p) → %p', (text, problem) => {
    expect(rucProblem(text)).toBe(problem);
    expect(isValidRuc(text)).toBe(problem === null);
  });
});
