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

const pad = (n: number) => String(n).padStart(2, '0');

/** A Date as the local wall-clock 'YYYY-MM-DD HH:MM:SS' the call form sends. */
export function toCallDateTime(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** A Date's local calendar day 'YYYY-MM-DD' (what "today" means for 'Llamadas hoy'). */
export function localDay(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
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
