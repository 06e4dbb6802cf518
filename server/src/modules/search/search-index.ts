import { searchTerms } from '@crm/domain';
import type { EntityManager } from 'typeorm';
import { rawString } from '../../core/db/raw';
import { SEARCH_STAT_LEVELS, type SearchEntityType } from './search-term.entity';

/** What each record type is found by (global search). */
export const SEARCH_SOURCES: Record<SearchEntityType, { table: string; columns: string[]; terms: (row: Record<string, unknown>) => string[] }> = {
  // References 'OP-000123' (also '000123') and the bare id '123'; the title's words.
  deal: { table: 'deals', columns: ['id', 'reference', 'title'], terms: (r) => searchTerms(rawString(r.reference), String(r.id), rawString(r.title)) },
  organization: {
    table: 'organizations',
    columns: ['id', 'name', 'razon_social', 'ruc', 'email'],
    terms: (r) => searchTerms(rawString(r.name), rawString(r.razon_social), rawString(r.ruc), rawString(r.email)),
  },
  contact: { table: 'contacts', columns: ['id', 'name', 'email', 'phone'], terms: (r) => searchTerms(rawString(r.name), rawString(r.email), rawString(r.phone)) },
};

/** Rows per multi-row INSERT (4 parameters each: far below SQLite's and MySQL's limits). */
const INSERT_CHUNK = 400;

type Query = (sql: string, params?: unknown[]) => Promise<unknown>;

/** Bits 0–61 of each of search_terms.record_bits and record_digit_bits: a positive 64-bit integer on both engines. */
const RECORD_BITS = 62;
/** What a bits column of a term row written without its record's bits carries (the column default): every bit, so no search skips it. */
export const ALL_RECORD_BITS = (1n << BigInt(RECORD_BITS)) - 1n;
/** Bits a word sets in its column (more bits per word: fewer false candidates at these fill levels). */
const BITS_PER_WORD = 3;

/**
 * The bits of a word in the record bits of search_terms (migrations 1764110000000, 1764260000000), as
 * one 124-bit number: bits 0–61 are the column record_bits, bits 62–123 the column record_digit_bits.
 * A word starting with a digit (phones, RUC, ids, references) sets its bits in record_digit_bits, any
 * other word in record_bits: a contact's ~6 number prefixes no longer fill the bits its ~5 name and
 * email prefixes are told apart by. BITS_PER_WORD bits chosen by a hash of its first 3 characters
 * (code points, as query words are cut); none for a shorter word, which is never filtered by them.
 */
export function recordBitsOf(word: string): bigint {
  const chars = Array.from(word);
  if (chars.length < 3) return 0n;
  let h = 0x811c9dc5; // FNV-1a over the UTF-16 units of the 3 characters
  for (const unit of chars.slice(0, 3).join('')) {
    h ^= unit.charCodeAt(0);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  const offset = /^\p{Nd}/u.test(chars[0]) ? BigInt(RECORD_BITS) : 0n;
  let bits = 0n;
  // Three positions from three 11-bit slices of the hash (each spans 0–2047, reduced mod 62).
  for (let i = 0; i < BITS_PER_WORD; i++) bits |= 1n << (offset + BigInt(((h >>> (11 * i)) & 0x7ff) % RECORD_BITS));
  return bits;
}

/** A 124-bit record bits value as its two columns: [record_bits, record_digit_bits]. */
export function recordBitColumns(bits: bigint): [bigint, bigint] {
  return [bits & ALL_RECORD_BITS, (bits >> BigInt(RECORD_BITS)) & ALL_RECORD_BITS];
}

/** Which bits columns search_terms has: 'none' before migration 1764110000000, 'one' before 1764260000000. */
export type RecordBitsSchema = 'none' | 'one' | 'two';

/**
 * Inserts [type, id, term] rows in multi-row statements. Every term row carries its record's bits (the
 * OR of recordBitsOf over all of the record's terms, split into its two columns): a multi-word search
 * tells from them, reading along the index, which candidates cannot hold the other words. So the rows
 * of a record must come in one call, all of them (as reindexSearch and the backfill pages pass them).
 * `schema`: the columns of an older migration's search_terms ('one': record_bits alone, with every bit).
 */
export async function insertSearchTerms(query: Query, rows: Array<[SearchEntityType, number, string]>, schema: RecordBitsSchema = 'two'): Promise<void> {
  if (schema !== 'two') {
    for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
      const chunk = rows.slice(i, i + INSERT_CHUNK);
      await query(`INSERT INTO search_terms (entity_type, entity_id, term) VALUES ${chunk.map(() => '(?, ?, ?)').join(', ')}`, chunk.flat());
    }
    return;
  }
  const bits = new Map<string, bigint>();
  for (const [type, id, term] of rows) bits.set(`${type}:${id}`, (bits.get(`${type}:${id}`) ?? 0n) | recordBitsOf(term));
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    const chunk = rows.slice(i, i + INSERT_CHUNK);
    await query(
      `INSERT INTO search_terms (entity_type, entity_id, term, record_bits, record_digit_bits) VALUES ${chunk.map(() => '(?, ?, ?, ?, ?)').join(', ')}`,
      chunk.flatMap(([type, id, term]) => [type, id, term, ...recordBitColumns(bits.get(`${type}:${id}`) ?? 0n).map(String)]),
    );
  }
}

/** The index rows of some records of one type (read with SEARCH_SOURCES[type].columns). */
export function searchRowsOf(type: SearchEntityType, records: Array<Record<string, unknown>>): Array<[SearchEntityType, number, string]> {
  const out: Array<[SearchEntityType, number, string]> = [];
  for (const r of records) {
    const id = Number(r.id);
    for (const term of SEARCH_SOURCES[type].terms(r)) out.push([type, id, term]);
  }
  return out;
}

/**
 * The search_term_stats rows a set of index rows adds (migration 1764110000000): each term under its
 * first 3 characters, and under its first 6 and 9 when longer than the level below. Characters are
 * code points, as SUBSTR and CHAR_LENGTH/length count them in the triggers.
 */
export function searchStatDeltas(rows: Array<[SearchEntityType, number, string]>): Array<[SearchEntityType, string, number]> {
  const counts = new Map<string, [SearchEntityType, string, number]>();
  for (const [type, , term] of rows) {
    const chars = Array.from(term);
    SEARCH_STAT_LEVELS.forEach((level, i) => {
      if (chars.length <= (i === 0 ? 0 : SEARCH_STAT_LEVELS[i - 1])) return;
      const prefix = chars.slice(0, level).join('');
      const key = `${type}\u0000${prefix}`;
      const hit = counts.get(key);
      if (hit) hit[2]++;
      else counts.set(key, [type, prefix, 1]);
    });
  }
  return [...counts.values()];
}

/**
 * A bulk load's page (seed, backfill): its terms inserted with the statistics triggers paused for this
 * transaction only, then counted in a few multi-row upserts, instead of three upserts per term (seeding
 * 300,000 records went from 103 to 527 s on MariaDB with the triggers). The pause is a session variable
 * on MariaDB/MySQL and an uncommitted row of search_stats_pause on SQLite (one writer at a time: no other
 * connection ever sees it); it ends before the counts are written, so the statistics stay exact and
 * commit or roll back with the terms. `query` must run inside a transaction.
 */
export async function insertSearchTermsBulk(query: Query, rows: Array<[SearchEntityType, number, string]>, mysql: boolean): Promise<void> {
  await query(mysql ? 'SET @search_stats_paused = 1' : 'INSERT INTO search_stats_pause (paused) VALUES (1)');
  try {
    await insertSearchTerms(query, rows);
  } finally {
    await query(mysql ? 'SET @search_stats_paused = NULL' : 'DELETE FROM search_stats_pause');
  }
  const deltas = searchStatDeltas(rows);
  const upsert = mysql
    ? 'ON DUPLICATE KEY UPDATE term_count = term_count + VALUES(term_count)'
    : 'ON CONFLICT (entity_type, prefix) DO UPDATE SET term_count = term_count + excluded.term_count';
  for (let i = 0; i < deltas.length; i += INSERT_CHUNK) {
    const chunk = deltas.slice(i, i + INSERT_CHUNK);
    await query(`INSERT INTO search_term_stats (entity_type, prefix, term_count) VALUES ${chunk.map(() => '(?, ?, ?)').join(', ')} ${upsert}`, chunk.flat());
  }
}

export interface BackfillOptions {
  /** Records after this id (default all). */
  fromId?: number;
  /** Wraps each page (one commit per page, not per row). */
  transact?: (page: (query: Query) => Promise<void>) => Promise<void>;
  /** The engine, for a bulk load whose pages count their own terms (insertSearchTermsBulk; `transact` must open a transaction). */
  bulk?: { mysql: boolean };
  /** Migrations written before search_terms had both bits columns (1764260000000 fills the index again with them). */
  schema?: RecordBitsSchema;
}

/**
 * Re-reads records of one type in id pages and writes their terms (the records must have none yet):
 * migration backfill and bulk seeding. Without `bulk` the statistics triggers count the terms, if
 * they exist yet.
 */
export async function backfillSearchTerms(query: Query, type: SearchEntityType, opts: BackfillOptions = {}): Promise<number> {
  const src = SEARCH_SOURCES[type];
  const transact = opts.transact ?? ((page) => page(query));
  let last = opts.fromId ?? 0;
  let count = 0;
  for (;;) {
    const page = (await query(`SELECT ${src.columns.join(', ')} FROM ${src.table} WHERE id > ? ORDER BY id LIMIT 2000`, [last])) as Array<Record<string, unknown>>;
    if (!page.length) return count;
    const rows = searchRowsOf(type, page);
    await transact((q) =>
      opts.schema && opts.schema !== 'two'
        ? insertSearchTerms(q, rows, opts.schema)
        : opts.bulk
          ? insertSearchTermsBulk(q, rows, opts.bulk.mysql)
          : insertSearchTerms(q, rows),
    );
    last = Number(page[page.length - 1].id);
    count += page.length;
  }
}

/**
 * Keeps the index current: call after every insert or update of a deal, organization or contact, with
 * the transaction's manager (the terms commit or roll back with the write).
 */
export async function reindexSearch(em: EntityManager, type: SearchEntityType, id: number): Promise<void> {
  const src = SEARCH_SOURCES[type];
  const rows = (await em.query(`SELECT ${src.columns.join(', ')} FROM ${src.table} WHERE id = ?`, [id])) as Array<Record<string, unknown>>;
  await em.query('DELETE FROM search_terms WHERE entity_type = ? AND entity_id = ?', [type, id]);
  await insertSearchTerms((sql, params) => em.query(sql, params), searchRowsOf(type, rows));
}

/** Records whose rows one SELECT … IN reads when indexing many new records. */
const NEW_RECORDS_CHUNK = 500;

/**
 * The terms of records just inserted (they have none yet), in the inserting transaction: one read per
 * 500 records and multi-row inserts, instead of reindexSearch's three statements per record (a CSV
 * import's batch of new contacts or organizations).
 */
export async function indexNewRecords(em: EntityManager, type: SearchEntityType, ids: readonly number[]): Promise<void> {
  const src = SEARCH_SOURCES[type];
  const query: Query = (sql, params) => em.query(sql, params);
  // In a transaction (an import's batch) the terms go in with the statistics triggers paused and are counted in a
  // few upserts (insertSearchTermsBulk): the triggers' three upserts per term were most of a batch's time.
  const bulk = em.queryRunner?.isTransactionActive ? { mysql: em.connection.options.type !== 'better-sqlite3' } : null;
  for (let i = 0; i < ids.length; i += NEW_RECORDS_CHUNK) {
    const chunk = ids.slice(i, i + NEW_RECORDS_CHUNK);
    const rows = (await em.query(`SELECT ${src.columns.join(', ')} FROM ${src.table} WHERE id IN (${chunk.map(() => '?').join(', ')})`, [...chunk])) as Array<Record<string, unknown>>;
    const terms = searchRowsOf(type, rows);
    if (bulk) await insertSearchTermsBulk(query, terms, bulk.mysql);
    else await insertSearchTerms(query, terms);
  }
}
