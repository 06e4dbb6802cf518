/**
 * 'Estadísticas y análisis' (spec part 2 §2 "Statistics", §3 "Statistics input", §9): the cards and the
 * user table computed from the actions (audit events of create/update and activities), users and
 * operations of the window. Pure: the caller passes `now`.
 */

export const STATS_WINDOWS = [7, 14, 30, 60, 90] as const;
export type StatsWindowDays = (typeof STATS_WINDOWS)[number];
export const DEFAULT_STATS_WINDOW: StatsWindowDays = 30;
export const STATS_TOP_ORGANIZATIONS = 6;
export const UNKNOWN_USER_LABEL = 'desconocido';
export const NO_ORGANIZATION_LABEL = 'Sin organización';
export const NO_ACTIVITY_TEXT = 'Sin actividades en el período.';

const DAY_MS = 86_400_000;

export function isStatsWindow(days: unknown): days is StatsWindowDays {
  return typeof days === 'number' && (STATS_WINDOWS as readonly number[]).includes(days);
}

export interface StatsWindow {
  /** Current window: [start, end], both inclusive. */
  start: Date;
  end: Date;
  /** The previous equal window: [previousStart, start). */
  previousStart: Date;
}

export function statsWindow(now: Date, days: number): StatsWindow {
  const end = new Date(now.getTime());
  const start = new Date(end.getTime() - days * DAY_MS);
  return { start, end, previousStart: new Date(start.getTime() - days * DAY_MS) };
}

/**
 * Percent change, one decimal. With a zero previous window there is no ratio: nothing before and
 * something now counts as +100 %, nothing in both as 0 %.
 */
export function percentChange(current: number, previous: number): number {
  if (previous === 0) return current > 0 ? 100 : 0;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

/** 'Valeria Benítez' → 'VB'; one word → its first two letters; empty → '?'. */
export function nameInitials(name: string | null | undefined): string {
  const parts = (name ?? '').trim().split(/\s+/u).filter(Boolean);
  if (!parts.length) return '?';
  if (parts.length === 1) return parts[0].slice(0, 2).toUpperCase();
  return (parts[0][0] + parts[parts.length - 1][0]).toUpperCase();
}

/** 'YYYY-MM-DD HH:MM:SS' (REST, UTC), ISO strings and Date objects. */
export function statsDate(v: string | Date | null | undefined): Date | null {
  if (v == null) return null;
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? null : v;
  const s = v.trim();
  if (!s) return null;
  const iso = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/.test(s) ? `${s.replace(' ', 'T')}Z` : s;
  const d = new Date(/^\d{4}-\d{2}-\d{2}$/.test(s) ? `${s}T00:00:00Z` : iso);
  return Number.isNaN(d.getTime()) ? null : d;
}

export interface StatsUser {
  id: number;
  name: string;
  email?: string | null;
}

/** An action: an audit event (create/update) or an activity; `done` only for finished activities. */
export interface StatsAction {
  userId: number | null;
  date: string | Date;
  done: boolean;
  /**
   * A done activity: when and by whom it was finished. "Acciones finalizadas" count it in the window it
   * was finished, for who finished it (an overdue task closed today counts today); without them, at its
   * own date, for its own user.
   */
  doneAt?: string | Date | null;
  doneByUserId?: number | null;
}

/** A new operation; `userId` is its responsible person (deal advisor, else the organization's, else its creator). */
export interface StatsDeal {
  id: number;
  createdAt: string | Date;
  userId: number | null;
  orgName: string | null;
}

export interface StatsUserRow {
  /** null for 'desconocido'. */
  userId: number | null;
  name: string;
  actions: number;
  finished: number;
  operations: number;
}

export interface StatsSummary {
  days: number;
  totalUsers: number;
  activeUsers: number;
  previousActiveUsers: number;
  /** Percent change of activeUsers against the previous window. */
  activeUsersChange: number;
  inactiveUsers: number;
  mostActive: { userId: number | null; name: string; initials: string; actions: number; finished: number } | null;
  topOrganizations: Array<{ name: string; operations: number }>;
  /** Users with any action or operation in the window, by actions (then name). */
  rows: StatsUserRow[];
}

export interface StatsInput {
  now: Date;
  days: number;
  /** Number of user accounts (active and inactive) for the 'total' of the second card. */
  totalUsers: number;
  users: readonly StatsUser[];
  actions: readonly StatsAction[];
  deals: readonly StatsDeal[];
}

/**
 * The counts the cards and the table are made of, already sorted into the windows: what summarizeStats
 * tallies from the raw lists, and what the server reads with GROUP BY (so its cost does not grow with the
 * number of events). Ids may repeat (their counts add up); ids not in `users`, and null, are 'desconocido'.
 */
export interface StatsTotals {
  days: number;
  totalUsers: number;
  users: readonly StatsUser[];
  /** Actions, finished actions (by when and who finished them) and new operations of the current window, per user id. */
  perUser: ReadonlyArray<{ userId: number | null; actions: number; finished: number; operations: number }>;
  /** The user ids with at least one action in the previous window. */
  previousUserIds: ReadonlyArray<number | null>;
  /** New operations of the current window per organization name as read (null: none). */
  perOrganization: ReadonlyArray<{ orgName: string | null; operations: number }>;
}

const byName = (a: string, b: string) => a.localeCompare(b, 'es', { sensitivity: 'base' });
/** The last tie-break (equal counts, names equal ignoring case and accents): never the order of the input. */
const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const byUserId = (a: number | null, b: number | null) => (a === b ? 0 : a === null ? 1 : b === null ? -1 : a - b);

/** The raw lists sorted into the windows and counted: one entry per event, summed by summarizeStatsTotals. */
export function tallyStats(input: StatsInput): StatsTotals {
  const w = statsWindow(input.now, input.days);
  const inWindow = (d: Date | null) => !!d && d.getTime() >= w.start.getTime() && d.getTime() <= w.end.getTime();
  const inPrevious = (d: Date | null) => !!d && d.getTime() >= w.previousStart.getTime() && d.getTime() < w.start.getTime();
  const perUser: Array<{ userId: number | null; actions: number; finished: number; operations: number }> = [];
  const previousUserIds: Array<number | null> = [];
  for (const a of input.actions) {
    const d = statsDate(a.date);
    if (inWindow(d)) perUser.push({ userId: a.userId, actions: 1, finished: 0, operations: 0 });
    else if (inPrevious(d)) previousUserIds.push(a.userId);
    if (a.done && inWindow(a.doneAt == null ? d : statsDate(a.doneAt))) {
      perUser.push({ userId: a.doneByUserId ?? a.userId, actions: 0, finished: 1, operations: 0 });
    }
  }
  const perOrganization: Array<{ orgName: string | null; operations: number }> = [];
  for (const deal of input.deals) {
    if (!inWindow(statsDate(deal.createdAt))) continue;
    perUser.push({ userId: deal.userId, actions: 0, finished: 0, operations: 1 });
    perOrganization.push({ orgName: deal.orgName, operations: 1 });
  }
  return { days: input.days, totalUsers: input.totalUsers, users: input.users, perUser, previousUserIds, perOrganization };
}

/** The cards and the user table from the raw lists of the window and the previous one. */
export function summarizeStats(input: StatsInput): StatsSummary {
  return summarizeStatsTotals(tallyStats(input));
}

/**
 * The rules of the cards and the table (one definition for the raw lists and the server's grouped counts):
 * unknown users fold into 'desconocido', which is never an active account; a row per user with an action
 * or an operation, by actions, finished, name; organization names trimmed, none → 'Sin organización'.
 */
export function summarizeStatsTotals(t: StatsTotals): StatsSummary {
  const known = new Map(t.users.map((u) => [u.id, u]));
  const keyOf = (id: number | null) => (id != null && known.has(id) ? id : null);

  const rows = new Map<number | null, StatsUserRow>();
  for (const p of t.perUser) {
    if (!(p.actions > 0 || p.finished > 0 || p.operations > 0)) continue;
    const id = keyOf(p.userId);
    let r = rows.get(id);
    if (!r) {
      r = { userId: id, name: id == null ? UNKNOWN_USER_LABEL : known.get(id)!.name, actions: 0, finished: 0, operations: 0 };
      rows.set(id, r);
    }
    r.actions += p.actions;
    r.finished += p.finished;
    r.operations += p.operations;
  }
  const active = new Set<number>();
  for (const r of rows.values()) if (r.userId != null && r.actions > 0) active.add(r.userId);
  const previousActive = new Set<number>();
  for (const id of t.previousUserIds) {
    const k = keyOf(id);
    if (k != null) previousActive.add(k);
  }

  const perOrg = new Map<string, number>();
  for (const o of t.perOrganization) {
    if (!(o.operations > 0)) continue;
    const org = o.orgName?.trim() || NO_ORGANIZATION_LABEL;
    perOrg.set(org, (perOrg.get(org) ?? 0) + o.operations);
  }

  const sortedRows = [...rows.values()].sort(
    (a, b) => b.actions - a.actions || b.finished - a.finished || byName(a.name, b.name) || byCodeUnits(a.name, b.name) || byUserId(a.userId, b.userId),
  );
  const top = sortedRows.find((r) => r.actions > 0);
  return {
    days: t.days,
    totalUsers: t.totalUsers,
    activeUsers: active.size,
    previousActiveUsers: previousActive.size,
    activeUsersChange: percentChange(active.size, previousActive.size),
    inactiveUsers: Math.max(0, t.totalUsers - active.size),
    mostActive: top ? { userId: top.userId, name: top.name, initials: nameInitials(top.name), actions: top.actions, finished: top.finished } : null,
    topOrganizations: [...perOrg.entries()]
      .map(([name, operations]) => ({ name, operations }))
      .sort((a, b) => b.operations - a.operations || byName(a.name, b.name) || byCodeUnits(a.name, b.name))
      .slice(0, STATS_TOP_ORGANIZATIONS),
    rows: sortedRows,
  };
}

export type StatsSortKey = 'name' | 'actions' | 'finished' | 'operations';
export type SortDirection = 'asc' | 'desc';
export interface StatsSort {
  key: StatsSortKey;
  dir: SortDirection;
}

/** A header click: a new column starts descending, the same column again toggles direction. */
export function toggleStatsSort(current: StatsSort | null, key: StatsSortKey): StatsSort {
  if (current && current.key === key) return { key, dir: current.dir === 'desc' ? 'asc' : 'desc' };
  return { key, dir: 'desc' };
}

/** Numbers compare as numbers, the name alphabetically (Spanish, accents ignored); ties by name. */
export function sortStatsRows(rows: readonly StatsUserRow[], sort: StatsSort | null): StatsUserRow[] {
  if (!sort) return [...rows];
  const sign = sort.dir === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const c = sort.key === 'name' ? byName(a.name, b.name) : a[sort.key] - b[sort.key];
    return c !== 0 ? sign * c : byName(a.name, b.name);
  });
}
