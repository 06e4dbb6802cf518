import { lazy } from './lazy';
/**
 * Money convention: amounts are plain JS numbers rounded to 2 decimals.
 * The database keeps them in DECIMAL(15,2) columns read back through a number transformer
 * (mysql2 answers DECIMAL as a string, SQLite as a float); APIs expose plain numbers.
 */

/** Rounds half away from zero to 2 decimals, absorbing binary noise (1.005 → 1.01). */
export function roundMoney(value: number): number {
  if (!Number.isFinite(value)) return 0;
  const sign = value < 0 ? -1 : 1;
  const abs = Math.abs(value);
  return (sign * Math.round((abs + Number.EPSILON * abs) * 100)) / 100 + 0;
}

/** Rounds to a given number of decimals with the same rule (volume uses 3, spec part 2 §9). */
export function roundTo(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return 0;
  const f = 10 ** decimals;
  const sign = value < 0 ? -1 : 1;
  const abs = Math.abs(value);
  return (sign * Math.round((abs + Number.EPSILON * abs) * f)) / f + 0;
}

/**
 * Money input rule of spec part 2 §5: thousands dots removed, decimal comma accepted,
 * anything invalid counts as 0. In es-PY the dot is never a decimal separator, so
 * '1.5' reads as 15. Numbers pass through unchanged (rounded).
 */
export function parseMoneyInput(input: string | number | null | undefined): number {
  return parseMoneyStrict(input) ?? 0;
}

/**
 * The same reading as parseMoneyInput, but text that is not an amount ('abc', '12a', '1e50') answers
 * null instead of 0, so forms and the REST adapter can refuse it rather than store 0 (nothing lost silently).
 */
export function parseMoneyStrict(input: string | number | null | undefined): number | null {
  if (typeof input === 'number') return Number.isFinite(input) ? roundMoney(input) : null;
  if (input == null) return null;
  const cleaned = String(input)
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(/\./g, '')
    .replace(',', '.');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(cleaned)) return null;
  const n = Number(cleaned);
  return Number.isFinite(n) ? roundMoney(n) : null;
}

const moneyFormatter = lazy(() => new Intl.NumberFormat('es-PY', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
}));

/** es-PY with 2 decimals: 1234.5 → '1.234,50'. */
export function formatMoney(value: number | null | undefined): string {
  const n = typeof value === 'number' && Number.isFinite(value) ? roundMoney(value) : 0;
  return moneyFormatter().format(n);
}

/** Formats with a fixed number of decimals in es-PY (volumes with 3, weights with 2). */
export function formatDecimal(value: number | null | undefined, decimals: number): string {
  const n = typeof value === 'number' && Number.isFinite(value) ? value : 0;
  return new Intl.NumberFormat('es-PY', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(roundTo(n, decimals));
}

/** The largest amount a DECIMAL(15,2) money column holds (MariaDB/MySQL refuse more; SQLite would not). */
export const MONEY_COLUMN_MAX = 9_999_999_999_999.99;

/** Whether a computed amount (a total, a profit) can be stored in a money column. */
export function fitsMoneyColumn(value: number): boolean {
  return Number.isFinite(value) && Math.abs(value) <= MONEY_COLUMN_MAX;
}

/** Reads a DECIMAL column value (string from mysql2, number from SQLite) as a number. */
export function moneyFromDb(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? roundMoney(n) : null;
}
