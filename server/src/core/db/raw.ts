import { moneyFromDb } from '@crm/domain';
import type { DataSource } from 'typeorm';

/** A date-time column read raw: mysql2 answers Date (timezone Z), SQLite a 'YYYY-MM-DD HH:MM:SS[.sss]' UTC string. */
export function rawDate(v: unknown): Date {
  if (v instanceof Date) return v;
  if (typeof v === 'string') {
    // SQLite's own format, the common case on hot paths (the board reads ~150 per request): no regex.
    if (v.length >= 19 && v.charCodeAt(10) === 32 && v.length <= 26) return new Date(`${v.slice(0, 10)}T${v.slice(11)}Z`);
    const iso = v.includes('T') ? v : v.replace(' ', 'T');
    return new Date(/[zZ]|[+-]\d{2}:?\d{2}$/.test(iso) ? iso : `${iso}Z`);
  }
  return new Date(Number(v));
}

/** A nullable date-time column read raw (rawDate, or null). */
export function rawDateOrNull(v: unknown): Date | null {
  return v === null || v === undefined ? null : rawDate(v);
}

/** A nullable text column read raw: null (or a column the row lacks) is null, anything else its text. */
export function rawString(v: unknown): string | null {
  return v === null || v === undefined ? null : String(v);
}

export function rawNumber(v: unknown): number {
  return moneyFromDb(v) ?? 0;
}

export function rawMoney(v: unknown): number | null {
  return moneyFromDb(v);
}

export function rawInt(v: unknown): number | null {
  if (v === null || v === undefined) return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
}

export function rawFloat(v: unknown): number {
  const n = Number(v);
  return Number.isFinite(n) ? n : 0;
}

/**
 * A raw select described once: each key is the alias of one SQL expression and names the value its reader
 * makes of the raw cell. Both the select list (rawSelectList) and the row reader (readRawRow) derive from
 * it, so a column is spelled in one place.
 */
export type RawColumns = Readonly<Record<string, readonly [sql: string, read: (v: unknown) => unknown]>>;

export type RawRowOf<S extends RawColumns> = { -readonly [K in keyof S]: ReturnType<S[K][1]> };

/** `<sql> AS <alias>` for every column of `spec`, for SelectQueryBuilder.select(). */
export function rawSelectList(spec: RawColumns): string[] {
  return Object.entries(spec).map(([alias, [sql]]) => `${sql} AS ${alias}`);
}

/** One raw row read through `spec`'s readers. */
export function readRawRow<S extends RawColumns>(spec: S, row: Record<string, unknown>): RawRowOf<S> {
  const out: Record<string, unknown> = {};
  for (const alias in spec) out[alias] = spec[alias][1](row[alias]);
  return out as RawRowOf<S>;
}

/**
 * Escapes % and _ for `LIKE :p ESCAPE '!'` ('!' behaves the same on SQLite and MySQL, unlike the
 * backslash, which MySQL string literals treat specially).
 */
export const LIKE_ESCAPE = "ESCAPE '!'";
export function likeEscape(text: string): string {
  return text.replace(/[!%_]/g, (c) => `!${c}`);
}

/**
 * A Date as the parameter of `column >= ?` or `column < ?` on a date-time column, comparing exactly (to the
 * millisecond) on both engines. MySQL/MariaDB compare a DATETIME(6) with the Date mysql2 sends by value.
 * SQLite compares text and holds two formats: the column default writes '… 12:00:00' (no fraction) and
 * TypeORM '… 12:00:00.000'; as text '… 12:00:00' < '… 12:00:00.000', so a bound with a zero fraction is
 * sent without it. Then both formats compare by time under >= and < (not under <= or >: use half-open ranges).
 */
export function dateBound(ds: DataSource, d: Date): Date | string {
  if (ds.options.type !== 'better-sqlite3') return d;
  const iso = d.toISOString();
  const text = `${iso.slice(0, 10)} ${iso.slice(11, 23)}`;
  return d.getUTCMilliseconds() === 0 ? text.slice(0, 19) : text;
}
