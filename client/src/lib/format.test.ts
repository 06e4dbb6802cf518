import { formatDate, formatDateTime, formatNumber } from './format';

describe('format (es-PY)', () => {
  it('formats dates as dd/mm/yyyy', () => {
    expect(formatDate(new Date(2025, 2, 5, 14, 7))).toBe('05/03/2025');
    // A date-only value is a calendar day: never shifted by the UTC offset.
    expect(formatDate('2025-03-05')).toBe('05/03/2025');
  });

  it('formats date-times as dd/mm/yyyy HH:mm in local time', () => {
    expect(formatDateTime(new Date(2025, 11, 31, 9, 5))).toBe('31/12/2025 09:05');
    expect(formatDateTime(new Date(2025, 0, 1, 23, 59))).toBe('01/01/2025 23:59');
  });

  it('returns an empty string for empty or invalid input', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDateTime('no es fecha')).toBe('');
  });

  it('groups thousands with dots and uses a decimal comma', () => {
    expect(formatNumber(1234567.5, 2)).toBe('1.234.567,50');
    expect(formatNumber(Number.NaN)).toBe('0');
  });
});
