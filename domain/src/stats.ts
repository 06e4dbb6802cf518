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

const byName = (a: string, b: string) => a.localeCompare(b, 'es', { sensitivity: 'base' });

export function summarizeStats(input: StatsInput): StatsSummary {
  const w = statsWindow(input.now, input.days);
  const inWindow = (d: Date | null) => !!d && d.getTime() >= w.start.getTime() && d.getTime() <= w.end.getTime();
  const inPrevious = (d: Date | null) => !!d && d.getTime() >= w.previousStart.getTime() && d.getTime() < w.start.getTime();
  const known = new Map(input.users.map((u) => [u.id, u]));
  const keyOf = (id: number | null) => (id != null && known.has(id) ? id : null);

  const rows = new Map<number | null, StatsUserRow>();
  const row = (id: number | null): StatsUserRow => {
    let r = rows.get(id);
    if (!r) {
      r = { userId: id, name: id == null ? UNKNOWN_USER_LABEL : known.get(id)!.name, actions: 0, finished: 0, operations: 0 };
      rows.set(id, r);
    }
    return r;
  };

  const active = new Set<number>();
  const previousActive = new Set<number>();
  for (const a of input.actions) {
    const d = statsDate(a.date);
    const id = keyOf(a.userId);
    if (inWindow(d)) {
      const r = row(id);
      r.actions++;
      if (a.done) r.finished++;
      if (id != null) active.add(id);
    } else if (inPrevious(d) && id != null) {
      previousActive.add(id);
    }
  }

  const perOrg = new Map<string, number>();
  for (const deal of input.deals) {
    if (!inWindow(statsDate(deal.createdAt))) continue;
    row(keyOf(deal.userId)).operations++;
    const org = deal.orgName?.trim() || NO_ORGANIZATION_LABEL;
    perOrg.set(org, (perOrg.get(org) ?? 0) + 1);
  }

  const sortedRows = [...rows.values()].sort((a, b) => b.actions - a.actions || b.finished - a.finished || byName(a.name, b.name));
  const top = sortedRows.find((r) => r.actions > 0);
  return {
    days: input.days,
    totalUsers: input.totalUsers,
    activeUsers: active.size,
    previousActiveUsers: previousActive.size,
    activeUsersChange: percentChange(active.size, previousActive.size),
    inactiveUsers: Math.max(0, input.totalUsers - active.size),
    mostActive: top ? { userId: top.userId, name: top.name, initials: nameInitials(top.name), actions: top.actions, finished: top.finished } : null,
    topOrganizations: [...perOrg.entries()]
      .map(([name, operations]) => ({ name, operations }))
      .sort((a, b) => b.operations - a.operations || byName(a.name, b.name))
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
