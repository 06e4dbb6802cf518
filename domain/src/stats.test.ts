import {
  DEFAULT_STATS_WINDOW,
  isStatsWindow,
  nameInitials,
  percentChange,
  sortStatsRows,
  statsDate,
  statsWindow,
  summarizeStats,
  summarizeStatsTotals,
  tallyStats,
  toggleStatsSort,
  UNKNOWN_USER_LABEL,
  type StatsAction,
  type StatsDeal,
  type StatsUserRow,
} from './stats';

const NOW = new Date('2026-11-22T12:00:00Z');
const users = [
  { id: 1, name: 'Valeria Benítez' },
  { id: 2, name: 'Rodrigo Ayala' },
  { id: 3, name: 'Mirna Cáceres' },
];
const act = (userId: number | null, date: string, done = false): StatsAction => ({ userId, date, done });
const deal = (id: number, createdAt: string, userId: number | null, orgName: string | null): StatsDeal => ({ id, createdAt, userId, orgName });

test.each([
  [7, true],
  [14, true],
  [30, true],
  [60, true],
  [90, true],
  [0, false],
  [31, false],
  ['30', false],
  [null, false],
])('isStatsWindow(%p) → %p', (d, ok) => expect(isStatsWindow(d)).toBe(ok));

test('the default window is 30 days', () => expect(DEFAULT_STATS_WINDOW).toBe(30));

test('window boundaries: [now − days, now] and the previous equal window before it', () => {
  const w = statsWindow(NOW, 7);
  expect(w.start.toISOString()).toBe('2026-11-15T12:00:00.000Z');
  expect(w.end.toISOString()).toBe('2026-11-22T12:00:00.000Z');
  expect(w.previousStart.toISOString()).toBe('2026-11-08T12:00:00.000Z');
});

test.each([
  // [date, counted now, counted in the previous window]
  ['2026-11-15 12:00:00', true, false], // exactly the start: current window
  ['2026-11-15 11:59:59', false, true], // one second before: previous
  ['2026-11-22 12:00:00', true, false], // exactly now
  ['2026-11-22 12:00:01', false, false], // the future
  ['2026-11-08 12:00:00', false, true], // start of the previous window
  ['2026-11-08 11:59:59', false, false], // before both
])('an action at %s: current %p, previous %p', (date, current, previous) => {
  const s = summarizeStats({ now: NOW, days: 7, totalUsers: 3, users, actions: [act(1, date)], deals: [] });
  expect(s.activeUsers).toBe(current ? 1 : 0);
  expect(s.previousActiveUsers).toBe(previous ? 1 : 0);
});

test.each([
  [0, 0, 0],
  [3, 0, 100], // nothing before: +100 %, never Infinity or NaN
  [0, 4, -100],
  [3, 2, 50],
  [2, 3, -33.3],
  [5, 5, 0],
])('percentChange(%p, %p) → %p', (cur, prev, pct) => expect(percentChange(cur, prev)).toBe(pct));

test.each([
  ['Valeria Benítez', 'VB'],
  ['María José  de la Cruz', 'MC'],
  ['admin', 'AD'],
  ['  ', '?'],
  [null, '?'],
])('nameInitials(%p) → %p', (n, i) => expect(nameInitials(n)).toBe(i));

test.each([
  ['2026-11-22 10:20:30', '2026-11-22T10:20:30.000Z'],
  ['2026-11-22T10:20:30.000Z', '2026-11-22T10:20:30.000Z'],
  ['2026-11-22', '2026-11-22T00:00:00.000Z'],
  ['', null],
  ['basura', null],
])('statsDate(%p)', (v, iso) => expect(statsDate(v)?.toISOString() ?? null).toBe(iso));

test('cards and rows: active/inactive users, % change, most active with finished actions, operations per user', () => {
  const s = summarizeStats({
    now: NOW,
    days: 7,
    totalUsers: 5,
    users,
    actions: [
      act(1, '2026-11-20 09:00:00', true),
      act(1, '2026-11-21 09:00:00'),
      act(1, '2026-11-21 10:00:00', true),
      act(2, '2026-11-19 09:00:00'),
      act(2, '2026-11-10 09:00:00'),
      act(3, '2026-11-01 09:00:00'), // outside both windows
    ],
    deals: [deal(1, '2026-11-20 08:00:00', 2, 'Acme'), deal(2, '2026-11-01 08:00:00', 2, 'Acme')],
  });
  expect(s).toMatchObject({ totalUsers: 5, activeUsers: 2, previousActiveUsers: 1, activeUsersChange: 100, inactiveUsers: 3 });
  expect(s.mostActive).toEqual({ userId: 1, name: 'Valeria Benítez', initials: 'VB', actions: 3, finished: 2 });
  expect(s.rows).toEqual([
    { userId: 1, name: 'Valeria Benítez', actions: 3, finished: 2, operations: 0 },
    { userId: 2, name: 'Rodrigo Ayala', actions: 1, finished: 0, operations: 1 },
  ]);
});

test('a finished action counts in the window it was finished, for who finished it (an overdue task closed today); one marked not done again does not count', () => {
  const s = summarizeStats({
    now: NOW,
    days: 7,
    totalUsers: 3,
    users,
    actions: [
      // created by 1 long ago, finished by 2 inside the window
      { userId: 1, date: '2026-09-01 09:00:00', done: true, doneAt: '2026-11-21 09:00:00', doneByUserId: 2 },
      // the audit event of that finishing (an update by 2)
      act(2, '2026-11-21 09:00:00'),
      // created and finished inside the window, finished before it by nobody known: at its own date
      { userId: 1, date: '2026-11-20 09:00:00', done: true },
      // created in the window, finished before the window started: not a finished action of this window
      { userId: 1, date: '2026-11-20 10:00:00', done: true, doneAt: '2026-11-01 10:00:00', doneByUserId: 1 },
      // finished once, then marked not done again
      { userId: 2, date: '2026-11-20 11:00:00', done: false, doneAt: null },
    ],
    deals: [],
  });
  expect(s.rows).toEqual([
    { userId: 2, name: 'Rodrigo Ayala', actions: 2, finished: 1, operations: 0 },
    { userId: 1, name: 'Valeria Benítez', actions: 2, finished: 1, operations: 0 },
  ]);
});

test("no actions in the window → no most active person (the screen shows 'Sin actividades en el período.') and no rows", () => {
  const s = summarizeStats({ now: NOW, days: 30, totalUsers: 3, users, actions: [act(1, '2026-01-01 00:00:00')], deals: [] });
  expect(s.mostActive).toBeNull();
  expect(s.rows).toEqual([]);
  expect(s.activeUsers).toBe(0);
  expect(s.inactiveUsers).toBe(3);
});

test("actions and operations of a user not in the list, or of no user, count under 'desconocido'", () => {
  const s = summarizeStats({
    now: NOW,
    days: 7,
    totalUsers: 3,
    users,
    actions: [act(99, '2026-11-21 00:00:00'), act(null, '2026-11-21 00:00:00', true), act(99, '2026-11-21 01:00:00')],
    deals: [deal(5, '2026-11-21 00:00:00', 42, null)],
  });
  expect(UNKNOWN_USER_LABEL).toBe('desconocido');
  expect(s.rows).toEqual([{ userId: null, name: 'desconocido', actions: 3, finished: 1, operations: 1 }]);
  expect(s.mostActive?.name).toBe('desconocido');
  // unknown users are not active accounts
  expect(s.activeUsers).toBe(0);
});

test('new operations per organization: top 6 by count, ties alphabetical, none → Sin organización', () => {
  const names = ['Beta', 'Alfa', 'Gamma', 'Delta', 'Épsilon', 'Zeta', 'Eta'];
  const deals: StatsDeal[] = [];
  let id = 0;
  names.forEach((n, i) => {
    for (let k = 0; k <= (i === 0 ? 5 : 1); k++) deals.push(deal(++id, '2026-11-21 00:00:00', 1, n));
  });
  deals.push(deal(++id, '2026-11-21 00:00:00', 1, null), deal(++id, '2026-11-21 00:00:00', 1, '  '), deal(++id, '2026-11-21 00:00:00', 1, null));
  deals.push(deal(++id, '2025-01-01 00:00:00', 1, 'Fuera')); // outside the window
  const s = summarizeStats({ now: NOW, days: 7, totalUsers: 3, users, actions: [], deals });
  expect(s.topOrganizations).toEqual([
    { name: 'Beta', operations: 6 },
    { name: 'Sin organización', operations: 3 },
    { name: 'Alfa', operations: 2 },
    { name: 'Delta', operations: 2 },
    { name: 'Épsilon', operations: 2 },
    { name: 'Eta', operations: 2 },
  ]);
});

test('grouped counts (what the server reads with GROUP BY) give the same summary as the raw lists', () => {
  const input = {
    now: NOW,
    days: 7,
    totalUsers: 4,
    users,
    actions: [
      act(1, '2026-11-20 09:00:00', true),
      act(1, '2026-11-21 09:00:00'),
      act(2, '2026-11-19 09:00:00', true),
      act(99, '2026-11-19 09:00:00'),
      act(null, '2026-11-19 10:00:00', true),
      act(3, '2026-11-10 09:00:00'),
      act(99, '2026-11-10 09:00:00'),
    ],
    deals: [deal(1, '2026-11-20 08:00:00', 3, ' Acme '), deal(2, '2026-11-20 09:00:00', 42, 'Acme'), deal(3, '2026-11-21 08:00:00', 2, null)],
  };
  const grouped = summarizeStatsTotals({
    days: 7,
    totalUsers: 4,
    users,
    // per user and per source, in any order, with repeated ids and rows that only carry the previous window
    perUser: [
      { userId: 99, actions: 1, finished: 0, operations: 0 },
      { userId: 3, actions: 0, finished: 0, operations: 1 },
      { userId: 2, actions: 1, finished: 1, operations: 0 },
      { userId: 1, actions: 2, finished: 1, operations: 0 },
      { userId: 42, actions: 0, finished: 0, operations: 1 },
      { userId: null, actions: 1, finished: 1, operations: 0 },
      { userId: 2, actions: 0, finished: 0, operations: 1 },
      { userId: 3, actions: 0, finished: 0, operations: 0 },
    ],
    previousUserIds: [99, 3, 3],
    perOrganization: [
      { orgName: 'Acme', operations: 1 },
      { orgName: null, operations: 1 },
      { orgName: ' Acme ', operations: 1 },
    ],
  });
  expect(grouped).toEqual(summarizeStats(input));
  expect(grouped.rows.map((r) => [r.name, r.actions, r.finished, r.operations])).toEqual([
    ['desconocido', 2, 1, 1],
    ['Valeria Benítez', 2, 1, 0],
    ['Rodrigo Ayala', 1, 1, 1],
    ['Mirna Cáceres', 0, 0, 1],
  ]);
  expect([grouped.activeUsers, grouped.previousActiveUsers]).toEqual([2, 1]);
  expect(grouped.topOrganizations).toEqual([
    { name: 'Acme', operations: 2 },
    { name: 'Sin organización', operations: 1 },
  ]);
});

test('ties never depend on the order of the input: equal names by user id (desconocido last), organizations by exact name', () => {
  const twins = [
    { id: 7, name: 'Ana Pérez' },
    { id: 5, name: 'ana perez' },
    { id: 6, name: 'Ana Pérez' },
  ];
  const actions = [act(7, '2026-11-21 00:00:00'), act(5, '2026-11-21 00:00:00'), act(null, '2026-11-21 00:00:00'), act(6, '2026-11-21 00:00:00')];
  const deals = [deal(1, '2026-11-21 00:00:00', 7, 'ACME'), deal(2, '2026-11-21 00:00:00', 7, 'Acme'), deal(3, '2026-11-21 00:00:00', 7, 'acme')];
  const a = summarizeStats({ now: NOW, days: 7, totalUsers: 3, users: twins, actions, deals });
  const b = summarizeStats({ now: NOW, days: 7, totalUsers: 3, users: [...twins].reverse(), actions: [...actions].reverse(), deals: [...deals].reverse() });
  expect(b).toEqual(a);
  expect(a.rows.map((r) => r.userId)).toEqual([6, 7, 5, null]);
  expect(a.topOrganizations.map((o) => o.name)).toEqual(['ACME', 'Acme', 'acme']);
  expect(tallyStats({ now: NOW, days: 7, totalUsers: 3, users: twins, actions, deals }).perUser).toHaveLength(7);
});

test.each([
  [null, 'actions', { key: 'actions', dir: 'desc' }],
  [{ key: 'actions', dir: 'desc' }, 'actions', { key: 'actions', dir: 'asc' }],
  [{ key: 'actions', dir: 'asc' }, 'actions', { key: 'actions', dir: 'desc' }],
  [{ key: 'actions', dir: 'asc' }, 'operations', { key: 'operations', dir: 'desc' }],
  [null, 'name', { key: 'name', dir: 'desc' }],
  [{ key: 'name', dir: 'desc' }, 'name', { key: 'name', dir: 'asc' }],
] as const)('toggleStatsSort(%p, %p) → %p', (cur, key, next) => expect(toggleStatsSort(cur, key)).toEqual(next));

test('sortStatsRows: numbers numerically, the name alphabetically ignoring accents, ties by name', () => {
  const rows: StatsUserRow[] = [
    { userId: 1, name: 'Óscar', actions: 2, finished: 10, operations: 1 },
    { userId: 2, name: 'ana', actions: 10, finished: 0, operations: 1 },
    { userId: 3, name: 'Bruno', actions: 2, finished: 3, operations: 9 },
  ];
  const names = (r: StatsUserRow[]) => r.map((x) => x.name);
  expect(names(sortStatsRows(rows, { key: 'actions', dir: 'desc' }))).toEqual(['ana', 'Bruno', 'Óscar']);
  expect(names(sortStatsRows(rows, { key: 'actions', dir: 'asc' }))).toEqual(['Bruno', 'Óscar', 'ana']);
  expect(names(sortStatsRows(rows, { key: 'finished', dir: 'desc' }))).toEqual(['Óscar', 'Bruno', 'ana']);
  expect(names(sortStatsRows(rows, { key: 'operations', dir: 'desc' }))).toEqual(['Bruno', 'ana', 'Óscar']);
  expect(names(sortStatsRows(rows, { key: 'name', dir: 'asc' }))).toEqual(['ana', 'Bruno', 'Óscar']);
  expect(names(sortStatsRows(rows, { key: 'name', dir: 'desc' }))).toEqual(['Óscar', 'Bruno', 'ana']);
  expect(sortStatsRows(rows, null)).toEqual(rows);
});
