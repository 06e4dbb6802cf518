import { buildCdc, cdcCheckDigit, formatCdc, isCdc } from './sifen';

const base = { documentType: 1 as const, ruc: '80069563-1', establishment: '001', point: '001', number: 1, taxpayerType: 2 as const, date: '2022-08-14', emissionType: 1 as const, securityCode: '000298398' };

describe('CDC (código de control) of a SIFEN electronic document', () => {
  // The first case's 44 digits were computed by hand (modulo 11 over 01·80069563·1·001·001·0000001·2·20220814·1·000298398).
  test.each([
    [base, '01800695631001001000000122022081410002983984'],
    [{ ...base, number: 1234567 }, null],
    [{ ...base, documentType: 5 as const, securityCode: '123456789' }, null],
    [{ ...base, ruc: '1234567-8', taxpayerType: 1 as const }, null],
    [{ ...base, date: '2026-11-29', emissionType: 2 as const }, null],
  ])('builds 44 digits with a valid check digit: %j', (parts, expectedPrefix) => {
    const cdc = buildCdc(parts);
    expect(cdc).toHaveLength(44);
    expect(cdc).toMatch(/^\d{44}$/);
    expect(isCdc(cdc)).toBe(true);
    if (expectedPrefix) expect(cdc).toBe(expectedPrefix);
    expect(cdc.slice(0, 2)).toBe(String(parts.documentType).padStart(2, '0'));
    expect(cdc.slice(11, 14)).toBe(parts.establishment);
    expect(cdc.slice(34, 43)).toBe(parts.securityCode);
  });

  test('the check digit is modulo 11 weighted 2..11 from the right, 0 when the remainder is 0 or 1', () => {
    // 43 zeros: sum 0, remainder 0 → 0.
    expect(cdcCheckDigit('0'.repeat(43))).toBe(0);
    // a single 1 at the end weighs 2: 11 - 2 = 9.
    expect(cdcCheckDigit('0'.repeat(42) + '1')).toBe(9);
    // 5 at the end weighs 2 → 10, remainder 10 → 1.
    expect(cdcCheckDigit('0'.repeat(42) + '5')).toBe(1);
    // the 11th digit from the right weighs 2 again (weights cycle 2..11): 1 there → 9.
    expect(cdcCheckDigit('0'.repeat(32) + '1' + '0'.repeat(10))).toBe(9);
    // 6 at the end weighs 2 → 12, remainder 1 → 0.
    expect(cdcCheckDigit('0'.repeat(42) + '6')).toBe(0);
  });

  test('a changed digit breaks the CDC; malformed inputs are refused', () => {
    const cdc = buildCdc(base);
    const wrong = cdc.slice(0, 43) + String((Number(cdc[43]) + 1) % 10);
    expect(isCdc(wrong)).toBe(false);
    expect(isCdc(cdc.slice(0, 43))).toBe(false);
    expect(() => buildCdc({ ...base, securityCode: '12345' })).toThrow();
    expect(() => buildCdc({ ...base, ruc: '80069563' })).toThrow();
    expect(() => buildCdc({ ...base, number: 0 })).toThrow();
  });

  test('prints in groups of four', () => {
    expect(formatCdc('0'.repeat(44)).split(' ')).toHaveLength(11);
  });
});
