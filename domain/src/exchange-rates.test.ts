import { isCurrencyPair, operationRateDate, paraguayDate, rateOnOrBefore } from './exchange-rates';

describe('rateOnOrBefore: the latest rate on or before a date (dated exchange rates)', () => {
  const rates = [
    { date: '2026-11-20', rate: 7300 },
    { date: '2026-11-01', rate: 7200 },
    { date: '2026-11-23', rate: 7350 },
  ];
  test.each<[string, string, number | null]>([
    ['before the first rate → none (the 5860 fallback applies)', '2026-10-31', null],
    ['exact date of the first rate', '2026-11-01', 7200],
    ['in a gap → the previous rate', '2026-11-15', 7200],
    ['exact date in the middle', '2026-11-20', 7300],
    ['gap after the middle one', '2026-11-22', 7300],
    ['exact latest', '2026-11-23', 7350],
    ['after the latest → the latest', '2027-01-05', 7350],
    ['invalid date → none', '2026-13-01', null],
  ])('%s', (_label, date, rate) => expect(rateOnOrBefore(rates, date)?.rate ?? null).toBe(rate));

  test('no rates → null', () => expect(rateOnOrBefore([], '2026-11-24')).toBeNull());
});

describe('operationRateDate', () => {
  test('the start date when valid, else the creation day in Paraguay (UTC−3)', () => {
    const created = new Date('2026-11-24T02:30:00Z'); // 23:30 on the 23rd in Asunción
    expect(paraguayDate(created)).toBe('2026-11-23');
    expect(operationRateDate('2026-11-10', created)).toBe('2026-11-10');
    expect(operationRateDate('  ', created)).toBe('2026-11-23');
    expect(operationRateDate('10/11/2026', created)).toBe('2026-11-23');
    expect(operationRateDate(null, created)).toBe('2026-11-23');
  });
});

test('isCurrencyPair', () => {
  expect(['USD/PYG', 'EUR/USD', 'usd/pyg', 'USDPYG', 'USD/PY'].map(isCurrencyPair)).toEqual([true, true, false, false, false]);
});
