import {
  centsToUsd,
  healthBuckets,
  nextActionReason,
  readsTeamTargets,
  healthCounts,
  isMonth,
  monthBoundsUtc,
  monthElapsed,
  nextMonth,
  officeDayStartMs,
  officeMonth,
  targetCents,
  targetProgress,
  targetsVsActual,
  type HealthInput,
} from './sales-targets';

const H = 3_600_000;
const D = 24 * H;
const NOW = Date.parse('2026-11-20T15:00:00Z'); // 12:00 in Asunción (UTC-3)

test.each([
  ['2026-11', true],
  ['2026-12', true],
  ['2026-13', false],
  ['2026-00', false],
  ['26-11', false],
  ['2026-1', false],
  [202611, false],
  [null, false],
])('isMonth(%p) = %p', (v, ok) => expect(isMonth(v)).toBe(ok));

test('months are the office’s: bounds, the next month and the month of now', () => {
  expect(nextMonth('2026-12')).toBe('2027-01');
  expect(nextMonth('2026-02')).toBe('2026-03');
  const b = monthBoundsUtc('2026-11');
  expect(b.start.toISOString()).toBe('2026-11-01T03:00:00.000Z');
  expect(b.end.toISOString()).toBe('2026-12-01T03:00:00.000Z');
  // 1 December 01:00 UTC is still 30 November in Asunción.
  expect(officeMonth(Date.parse('2026-12-01T01:00:00Z'))).toBe('2026-11');
  expect(officeMonth(Date.parse('2026-12-01T03:00:00Z'))).toBe('2026-12');
});

test.each([
  ['before the month', '2026-12', 0],
  ['after the month', '2026-10', 1],
  ['the month of now, 19 days and 12 h of 30', '2026-11', (19 * D + 12 * H) / (30 * D)],
])('monthElapsed: %s', (_l, month, share) => expect(monthElapsed(month, NOW)).toBeCloseTo(share, 9));

test.each([
  ['no target', null, 5, 0.5, { percent: null, status: 'sin_meta' }],
  ['target 0 is none', 0, 5, 0.5, { percent: null, status: 'sin_meta' }],
  ['met exactly', 40, 40, 0.5, { percent: 100, status: 'cumplida' }],
  ['past it', 40, 50, 0.2, { percent: 125, status: 'cumplida' }],
  ['on pace (20 of 40 at half the month)', 40, 20, 0.5, { percent: 50, status: 'en_camino' }],
  ['behind (19 of 40 at half the month)', 40, 19, 0.5, { percent: 47, status: 'atrasada' }],
  ['month over, short', 40, 39, 1, { percent: 97, status: 'atrasada' }],
  ['nothing yet at the first instant', 40, 0, 0, { percent: 0, status: 'en_camino' }],
  ['cents: 1.000,00 of 3.000,00 USD at a third', 300_000, 100_000, 1 / 3, { percent: 33, status: 'en_camino' }],
  ['cents: one cent short of the pace', 300_000, 99_999, 1 / 3, { percent: 33, status: 'atrasada' }],
] as const)('targetProgress: %s', (_l, target, actual, elapsed, expected) => {
  expect(targetProgress(target, actual, elapsed)).toEqual({ target, actual, ...expected });
});

test('targetsVsActual lists every metric in order', () => {
  const rows = targetsVsActual({ calls: 10, wonValue: 500_000 }, { calls: 10, newProspects: 2, quotesSent: 0, pipelineValue: 1_000, wonValue: 100_000 }, 0.5);
  expect(rows.map((r) => [r.metric, r.status])).toEqual([
    ['calls', 'cumplida'],
    ['newProspects', 'sin_meta'],
    ['quotesSent', 'sin_meta'],
    ['pipelineValue', 'sin_meta'],
    ['wonValue', 'atrasada'],
  ]);
});

test.each([
  [1234.56, 123456],
  ['1234.56', 123456],
  ['  10 ', 1000],
  [0, 0],
  [0.29, 29],
  [1234.567, null],
  ['1,5', null],
  ['1e5', null],
  [-1, null],
  [Number.NaN, null],
  [1e13, null],
  ['abc', null],
  [null, null],
  [true, null],
])('targetCents(%p) = %p', (v, c) => expect(targetCents(v)).toBe(c));

test('centsToUsd', () => expect(centsToUsd(123456)).toBe(1234.56));

test('officeDayStartMs: a date at the office’s midnight', () => {
  expect(officeDayStartMs('2026-11-13')).toBe(Date.parse('2026-11-13T03:00:00Z'));
  expect(officeDayStartMs('2026-11-13T00:00:00')).toBe(Date.parse('2026-11-13T03:00:00Z'));
  expect(officeDayStartMs('x')).toBeNull();
  expect(officeDayStartMs(null)).toBeNull();
});

const base: HealthInput = { nextDueAtMs: NOW + D, lastTouchMs: NOW - H, stuckDays: null, quotedAtMs: NOW - 2 * D, closeDate: null };

test.each<[string, Partial<HealthInput>, string[]]>([
  ['healthy', {}, []],
  ['stuck past its stage’s idle days', { stuckDays: 3, lastTouchMs: NOW - 4 * D }, ['stuck']],
  ['not stuck at exactly its idle days', { stuckDays: 3, lastTouchMs: NOW - 3 * D }, []],
  ['unquoted', { quotedAtMs: null }, ['unquoted']],
  ['quoted 7 days ago, untouched since', { quotedAtMs: NOW - 7 * D, lastTouchMs: NOW - 7 * D + H }, ['quoteStale']],
  ['quoted 7 days ago, touched since', { quotedAtMs: NOW - 7 * D, lastTouchMs: NOW - 2 * D }, []],
  ['quoted 6 days ago, untouched', { quotedAtMs: NOW - 6 * D, lastTouchMs: NOW - 6 * D }, []],
  ['without a next step', { nextDueAtMs: null }, ['noNextStep']],
  ['an overdue step is still a step', { nextDueAtMs: NOW - H }, []],
  ['closing today', { closeDate: '2026-11-20' }, ['closingSoon']],
  ['closing in 7 days', { closeDate: '2026-11-27' }, ['closingSoon']],
  ['closing in 8 days', { closeDate: '2026-11-28' }, []],
  ['confirmation date passed', { closeDate: '2026-11-19' }, []],
  ['several at once', { nextDueAtMs: null, quotedAtMs: null, stuckDays: 1, lastTouchMs: NOW - 2 * D }, ['stuck', 'unquoted', 'noNextStep']],
])('healthBuckets: %s', (_l, d, buckets) => expect(healthBuckets({ ...base, ...d }, NOW)).toEqual(buckets));

test('healthCounts adds the buckets of every operation', () => {
  expect(healthCounts([base, { ...base, quotedAtMs: null, nextDueAtMs: null }, { ...base, nextDueAtMs: null }], NOW)).toEqual({
    stuck: 0,
    unquoted: 1,
    quoteStale: 0,
    noNextStep: 2,
    closingSoon: 0,
  });
});

test.each([
  ['admin', true],
  ['viewer', true],
  ['finanzas', true],
  ['venta', false],
  ['ops', false],
  [null, false],
])('readsTeamTargets(%p) = %p', (role, team) => expect(readsTeamTargets(role)).toBe(team));

test.each<[string, Partial<HealthInput>, string | null]>([
  ['on time', {}, null],
  ['overdue', { nextDueAtMs: NOW - H }, 'overdue'],
  ['stuck without a step', { nextDueAtMs: null, stuckDays: 2, lastTouchMs: NOW - 3 * D }, 'stuck'],
  ['stale quote without a step', { nextDueAtMs: null, quotedAtMs: NOW - 8 * D, lastTouchMs: NOW - 8 * D }, 'quoteStale'],
  ['only without a step', { nextDueAtMs: null }, 'noNextStep'],
])('nextActionReason: %s', (_l, d, reason) => expect(nextActionReason({ ...base, ...d }, NOW)).toBe(reason));
