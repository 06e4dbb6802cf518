import { COST_SHEET_LIMITS } from './cost-sheet';
import { isCalendarDate } from './dates';

/**
 * Dated exchange rates. A rate is quoted for a currency pair 'BASE/QUOTE' (units of
 * QUOTE per one BASE: 'USD/PYG' 7300 = Gs 7.300 per USD) on a calendar date, one per pair and date. A new
 * cost sheet takes the latest USD/PYG rate on or before its operation's date (`operationRateDate`); with
 * no such rate the spec's constant 5860 applies (DEFAULT_GS_RATE).
 */

export const USD_PYG = 'USD/PYG';
export const CURRENCY_PAIR_PATTERN = /^[A-Z]{3}\/[A-Z]{3}$/;
export const EXCHANGE_RATE_LIMITS = { max: COST_SHEET_LIMITS.maxGsRate, sourceLength: 200, decimals: 4 } as const;

export interface DatedRate {
  /** 'YYYY-MM-DD'. */
  date: string;
  rate: number;
}

export function isCurrencyPair(value: unknown): value is string {
  return typeof value === 'string' && CURRENCY_PAIR_PATTERN.test(value);
}

/**
 * The rate in force on `date`: the one with the latest date on or before it (dates compare as
 * 'YYYY-MM-DD' text). Before the first rate, or for an invalid date → null. Order of `rates` does not matter.
 */
export function rateOnOrBefore<R extends DatedRate>(rates: readonly R[], date: string): R | null {
  if (!isCalendarDate(date)) return null;
  let best: R | null = null;
  for (const r of rates) {
    if (!isCalendarDate(r.date) || r.date > date) continue;
    if (!best || r.date > best.date) best = r;
  }
  return best;
}

/** The calendar date of an instant in Paraguay (America/Asuncion), 'YYYY-MM-DD'. */
export function paraguayDate(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Asuncion', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/**
 * The date whose rate a new cost sheet takes: the operation's start date (custom field f_inicio,
 * 'Fecha de inicio') when it is a valid date, else the day the operation was created, in Paraguay.
 */
export function operationRateDate(startDate: string | null | undefined, createdAt: Date): string {
  const start = (startDate ?? '').trim().slice(0, 10);
  return isCalendarDate(start) ? start : paraguayDate(createdAt);
}
