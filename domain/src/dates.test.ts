import { daysInMonth, isCalendarDate } from './dates';

test.each([
  ['2026-01-31', true],
  ['2026-02-28', true],
  ['2028-02-29', true],
  ['2000-02-29', true],
  ['2026-12-01', true],
  ['2026-02-29', false],
  ['1900-02-29', false],
  ['2026-02-30', false],
  ['2026-04-31', false],
  ['2026-13-01', false],
  ['2026-00-10', false],
  ['2026-01-00', false],
  ['2026-1-5', false],
  ['26-01-05', false],
  ['2026-01-05 10:00:00', false],
  ['2026-01-05T00:00:00Z', false],
  [' 2026-01-05', false],
  ['05/01/2026', false],
  ['1899-12-31', false],
  ['', false],
  [20260105, false],
  [null, false],
  [{}, false],
])('isCalendarDate(%p) → %p', (value, ok) => expect(isCalendarDate(value)).toBe(ok));

test.each([
  [2026, 1, 31],
  [2026, 2, 28],
  [2024, 2, 29],
  [2026, 4, 30],
  [2026, 12, 31],
])('daysInMonth(%p, %p) = %p', (y, m, d) => expect(daysInMonth(y, m)).toBe(d));
