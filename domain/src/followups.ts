/**
 * 'Dashboard de seguimiento' (spec part 2 §2, §4 "Call form", §5, §9): call date-times, defaults and
 * the 30-day activity series. Pure: the caller passes today's date.
 */
import { isCalendarDate } from './dates';

export const DEFAULT_CALL_SUBJECT = 'Llamada';
export const DEFAULT_CALL_DURATION = 0;
export const FOLLOWUP_CHART_DAYS = 30;

const DAY_MS = 86_400_000;

/**
 * 'YYYY-MM-DD HH:MM:SS' as the call form sends it; also 'YYYY-MM-DDTHH:MM' from a date-time picker and a
 * value without seconds (it gets ':00'). Anything else, or an impossible date or time → null.
 */
export function normalizeCallDateTime(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const m = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?Z?$/.exec(value.trim());
  if (!m || !isCalendarDate(m[1])) return null;
  const [h, mi, s] = [Number(m[2]), Number(m[3]), Number(m[4] ?? '0')];
  if (h > 23 || mi > 59 || s > 59) return null;
  return `${m[1]} ${m[2]}:${m[3]}:${m[4] ?? '00'}`;
}


/**
 * The office's time zone. Call times are stored in UTC (like every other date-time) and shown in this
 * zone; a date-time without a zone from a form or the original client is the office's wall-clock time.
 */
export const OFFICE_TIME_ZONE = 'America/Asuncion';

const zoneFormats = new Map<string, Intl.DateTimeFormat>();

/** How far `zone`'s wall clock is ahead of UTC at the instant `ms` (negative west of Greenwich). */
function zoneOffsetMs(ms: number, zone: string): number {
  let f = zoneFormats.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    zoneFormats.set(zone, f);
  }
  const p: Record<string, number> = {};
  for (const part of f.formatToParts(new Date(ms))) if (part.type !== 'literal') p[part.type] = Number(part.value);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(ms / 1000) * 1000;
}

const isoText = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');

/** 'YYYY-MM-DD HH:MM:SS' wall-clock time in `zone` → the same instant as UTC 'YYYY-MM-DD HH:MM:SS'. */
export function wallTimeToUtc(wall: string, zone: string = OFFICE_TIME_ZONE): string {
  const asUtc = Date.parse(`${wall.slice(0, 10)}T${wall.slice(11, 19)}Z`);
  let ms = asUtc - zoneOffsetMs(asUtc, zone);
  // Near an offset change the first guess can sit on the other side of it.
  const second = zoneOffsetMs(ms, zone);
  if (asUtc - second !== ms) ms = asUtc - second;
  return isoText(ms);
}

/** UTC 'YYYY-MM-DD HH:MM:SS' (or a Date) → the wall-clock time 'YYYY-MM-DD HH:MM:SS' in `zone`. */
export function utcToWallTime(utc: string | Date, zone: string = OFFICE_TIME_ZONE): string {
  const ms = typeof utc === 'string' ? Date.parse(`${utc.slice(0, 10)}T${utc.slice(11, 19)}Z`) : Math.floor(utc.getTime() / 1000) * 1000;
  return isoText(ms + zoneOffsetMs(ms, zone));
}

/**
 * A call's date-time as sent (see normalizeCallDateTime) → UTC 'YYYY-MM-DD HH:MM:SS' to store: with a
 * trailing 'Z' it already is UTC; without a zone it is the office's wall-clock time. Invalid → null.
 */
export function callTimeToUtc(value: unknown, zone: string = OFFICE_TIME_ZONE): string | null {
  const wall = normalizeCallDateTime(value);
  if (!wall) return null;
  return /Z$/i.test(String(value).trim()) ? wall : wallTimeToUtc(wall, zone);
}

/**
 * An instant as the office's wall-clock 'YYYY-MM-DD HH:MM:SS', what the call form shows and sends: the server
 * reads a zone-less call time as the office's, so the form never starts from the browser's own clock.
 */
export function toCallDateTime(d: Date): string {
  return utcToWallTime(d);
}

/** The `days` calendar days ending with `today` ('YYYY-MM-DD'), oldest first. */
export function lastDays(today: string, days: number = FOLLOWUP_CHART_DAYS): string[] {
  if (!isCalendarDate(today)) throw new Error(`fecha inválida: ${today}`);
  const end = Date.parse(`${today}T00:00:00Z`);
  return Array.from({ length: days }, (_, i) => new Date(end - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10));
}

export interface FollowupDayCount {
  date: string;
  calls: number;
  notes: number;
}

/**
 * Calls and notes per day over the last `days` days up to `today`; each input is a date-time or date
 * whose first 10 characters are the day ('YYYY-MM-DD…'). Days without any keep a 0.
 */
export function followupSeries(callDates: readonly string[], noteDates: readonly string[], today: string, days: number = FOLLOWUP_CHART_DAYS): FollowupDayCount[] {
  const series = lastDays(today, days).map((date) => ({ date, calls: 0, notes: 0 }));
  const at = new Map(series.map((d) => [d.date, d]));
  for (const c of callDates) {
    const d = at.get(c.slice(0, 10));
    if (d) d.calls++;
  }
  for (const n of noteDates) {
    const d = at.get(n.slice(0, 10));
    if (d) d.notes++;
  }
  return series;
}
