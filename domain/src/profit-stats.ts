import { fromDecimal, minorToNumber, sumMinor } from './fiscal-money';
import { paraguayDate } from './exchange-rates';

/** How many months back the budgeted-vs-real statistics reach (the current month included). */
export const PROFIT_STATS_MONTHS = [3, 6, 12, 24] as const;

export function isProfitStatsMonths(v: unknown): v is (typeof PROFIT_STATS_MONTHS)[number] {
  return (PROFIT_STATS_MONTHS as readonly unknown[]).includes(v);
}

/** One operation as the statistics read it: when it was created, its advisor, its confirmed and its real profit (USD, decimal text or number). */
export interface ProfitStatsOperation {
  createdAt: Date;
  advisor: string | null;
  budgetProfit: number | string | null;
  realProfit: number | string | null;
}

/** Budgeted against real profit (USD) of one advisor's operations created in one month (or of a whole month: advisor null). */
export interface ProfitStatsGroup {
  /** 'YYYY-MM' in Paraguay. */
  month: string;
  advisor: string | null;
  operations: number;
  /** Operations with a live supplier document (a real profit). */
  withActual: number;
  /** Σ confirmed profit. */
  budgetProfit: number;
  /** Σ real profit where there is one, else the confirmed profit (what the operation is expected to leave). */
  realProfit: number;
  /** realProfit − budgetProfit: the supplier invoices' effect alone. */
  difference: number;
}

export const NO_ADVISOR = 'Sin asesor';

/** The first instant's month of the window of `months` months ending with the month of `now` (Paraguay), 'YYYY-MM'. */
export function profitStatsFirstMonth(now: Date, months: number): string {
  const [y, m] = paraguayDate(now).split('-').map(Number);
  const index = y * 12 + (m - 1) - (months - 1);
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * Budgeted against real profit by month (of the operation's creation, in Paraguay) and advisor, from `firstMonth`
 * on: exact sums in cents. An operation without supplier documents counts its confirmed profit on both sides, so
 * the difference is what the invoices changed; one without a confirmed budget counts 0 budgeted. Months in order,
 * advisors by name ('Sin asesor' last) within each; `months` holds each month's total.
 */
export function summarizeProfit(rows: readonly ProfitStatsOperation[], firstMonth: string): { rows: ProfitStatsGroup[]; months: ProfitStatsGroup[] } {
  const cents = (v: number | string | null) => (v === null || v === undefined ? null : (fromDecimal(v, 'USD') ?? null));
  const groups = new Map<string, { month: string; advisor: string | null; ops: number; withActual: number; budget: number[]; real: number[] }>();
  const add = (month: string, advisor: string | null, budget: number, real: number | null) => {
    const key = `${month}\u0000${advisor ?? ''}`;
    const g = groups.get(key) ?? { month, advisor, ops: 0, withActual: 0, budget: [], real: [] };
    g.ops += 1;
    if (real !== null) g.withActual += 1;
    g.budget.push(budget);
    g.real.push(real ?? budget);
    groups.set(key, g);
  };
  for (const r of rows) {
    const month = paraguayDate(r.createdAt).slice(0, 7);
    if (month < firstMonth) continue;
    const budget = cents(r.budgetProfit) ?? 0;
    const real = cents(r.realProfit);
    add(month, r.advisor || NO_ADVISOR, budget, real);
    add(month, null, budget, real);
  }
  const view = (g: { month: string; advisor: string | null; ops: number; withActual: number; budget: number[]; real: number[] }): ProfitStatsGroup => {
    const budget = sumMinor(g.budget);
    const real = sumMinor(g.real);
    return { month: g.month, advisor: g.advisor, operations: g.ops, withActual: g.withActual, budgetProfit: minorToNumber(budget, 'USD'), realProfit: minorToNumber(real, 'USD'), difference: minorToNumber(real - budget, 'USD') };
  };
  const all = [...groups.values()].map(view);
  const byName = (a: string | null, b: string | null) => (a === NO_ADVISOR ? 1 : b === NO_ADVISOR ? -1 : (a ?? '').localeCompare(b ?? '', 'es'));
  const order = (a: ProfitStatsGroup, b: ProfitStatsGroup) => a.month.localeCompare(b.month) || byName(a.advisor, b.advisor);
  return { rows: all.filter((g) => g.advisor !== null).sort(order), months: all.filter((g) => g.advisor === null).sort(order) };
}
