import type { DataSource, EntityManager, ObjectLiteral, SelectQueryBuilder } from 'typeorm';

/**
 * Text lists sort as people read them: case- and accent-insensitive ('agroganadera', 'Agroganadera del
 * Este', 'Agroganadera Yguazú', 'Álamo', 'Ñandutí', 'Zeta'). MariaDB/MySQL already compare that way: every
 * text column is utf8mb4_unicode_ci (the connection's charset, see data-source.ts), so the column itself
 * is the sort expression there and its indexes keep serving ORDER BY and keyset cursors. SQLite compares
 * bytes (uppercase before lowercase, accented letters after 'z') and better-sqlite3 cannot register a
 * collation, so on SQLite the expression is the column passed through READING_KEY_SQL, a deterministic
 * function every connection registers (data-source.ts prepareDatabase). Like utf8mb4_unicode_ci, it
 * folds case and accents at the first level ('ñ' reads as 'n'); equal keys fall back to the id tie break
 * of every list.
 */
export const READING_KEY_SQL = 'crm_reading_key';

const ACCENTED = 'àáâãäåèéêëìíîïòóôõöùúûüñçýÿ';
const PLAIN = 'aaaaaaeeeeiiiiooooouuuuncyy';
const LATIN_ACCENTED = new RegExp(`[${ACCENTED}]`, 'g');
const NON_ASCII = /[^ -~\t\n\r]/;

/**
 * The sort key of a text on SQLite: lower case, no diacritics. SQLite calls it once per row it sorts, so
 * the common cases are cheap (ASCII as is, the Spanish and Portuguese letters by table); anything else
 * goes through NFD without combining marks, which gives the same key for those letters.
 */
export function readingKey(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const lower = String(value).toLowerCase();
  if (!NON_ASCII.test(lower)) return lower;
  const mapped = lower.replace(LATIN_ACCENTED, (c) => PLAIN[ACCENTED.indexOf(c)]);
  return NON_ASCII.test(mapped) ? mapped.normalize('NFD').replace(/\p{M}+/gu, '') : mapped;
}

/** Registers READING_KEY_SQL on a better-sqlite3 connection. */
export function registerReadingKey(db: { function(name: string, opts: { deterministic: boolean }, fn: (v: unknown) => string | null): unknown }): void {
  db.function(READING_KEY_SQL, { deterministic: true }, readingKey);
}

type HasConnection = SelectQueryBuilder<ObjectLiteral> | DataSource | EntityManager;

function isSqlite(from: HasConnection): boolean {
  const ds = 'connection' in from ? from.connection : from;
  return ds.options.type === 'better-sqlite3';
}

/**
 * The SQL to ORDER BY (or compare in a keyset cursor) for a text expression read as people read it.
 * `expr` is SQL (a column, a COALESCE, or a parameter such as ':cur_name'), never request text.
 */
export function readingOrder(from: HasConnection, expr: string): string {
  return isSqlite(from) ? `${READING_KEY_SQL}(${expr})` : expr;
}

/** A sort key of a list's allow-list (list-order.ts) whose SQL is text, ordered by readingOrder. */
export interface TextSort {
  readonly text: string;
}

export const textSort = (expr: string): TextSort => ({ text: expr });
