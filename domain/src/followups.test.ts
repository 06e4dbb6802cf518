import { callTimeToUtc, followupSeries, lastDays, normalizeCallDateTime, toCallDateTime, utcToWallTime, wallTimeToUtc } from './followups';

test.each([
  ['2026-11-22 09:30:15', '2026-11-22 09:30:15'],
  ['2026-11-22 09:30', '2026-11-22 09:30:00'],
  ['2026-11-22T09:30', '2026-11-22 09:30:00'],
  ['2026-11-22T09:30:05.000Z', '2026-11-22 09:30:05'],
  ['2026-02-30 09:30:00', null],
  ['2026-11-22 24:00:00', null],
  ['2026-11-22', null],
  ['ayer', null],
  [12, null],
])('normalizeCallDateTime(%p) → %p', (v, out) => expect(normalizeCallDateTime(v)).toBe(out));

test("toCallDateTime renders the office's wall-clock time with seconds, whatever the process zone", () => {
  // 01:08 UTC on the 5th is still the 4th in Asunción (UTC−3).
  expect(toCallDateTime(new Date(Date.UTC(2026, 0, 5, 1, 8, 9)))).toBe('2026-01-04 22:08:09');
});

test('lastDays: 30 days ending today, oldest first, across a month end', () => {
  const days = lastDays('2026-03-02');
  expect(days).toHaveLength(30);
  expect(days[0]).toBe('2026-02-01');
  expect(days.slice(-3)).toEqual(['2026-02-28', '2026-03-01', '2026-03-02']);
});

test('followupSeries counts calls and notes per day; outside the range is ignored', () => {
  const s = followupSeries(['2026-11-22 10:00:00', '2026-11-22 11:00:00', '2026-11-20 09:00:00', '2026-10-01 09:00:00'], ['2026-11-21 08:00:00'], '2026-11-22', 3);
  expect(s).toEqual([
    { date: '2026-11-20', calls: 1, notes: 0 },
    { date: '2026-11-21', calls: 0, notes: 1 },
    { date: '2026-11-22', calls: 2, notes: 0 },
  ]);
});

test('call times: the office wall clock (America/Asuncion, UTC-3 since October 2024) to UTC and back', () => {
  expect(wallTimeToUtc('2026-11-20 22:30:00')).toBe('2026-11-21 01:30:00');
  expect(utcToWallTime('2026-11-21 01:30:00')).toBe('2026-11-20 22:30:00');
  expect(utcToWallTime(new Date('2026-11-21T01:30:00.250Z'))).toBe('2026-11-20 22:30:00');
  // Before 2024 Paraguay had winter time (UTC-4): the offset is the one of that date.
  expect(wallTimeToUtc('2023-07-01 10:00:00')).toBe('2023-07-01 14:00:00');
  expect(utcToWallTime('2023-07-01 14:00:00')).toBe('2023-07-01 10:00:00');
  expect(callTimeToUtc('2026-11-20 10:00')).toBe('2026-11-20 13:00:00');
  expect(callTimeToUtc('2026-11-20T13:00:00.000Z')).toBe('2026-11-20 13:00:00');
  expect(callTimeToUtc('ayer')).toBeNull();
});
