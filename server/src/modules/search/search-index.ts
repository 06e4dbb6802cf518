import { searchTerms } from '@crm/domain';
import type { EntityManager } from 'typeorm';
import { allStatements, MAX_STATEMENT_PARAMS } from '../../core/db/insert-rows';
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

/**
 * Rows per multi-row INSERT of terms (5 parameters each, under SQLite's limit; a term is at most 64 characters,
 * so a statement stays far below MariaDB's max_allowed_packet). An import's batch of 2,000 contacts writes ~22,000
 * terms: fewer, larger statements are fewer round trips to MariaDB and fewer statements to prepare.
 */
const INSERT_CHUNK = Math.floor(MAX_STATEMENT_PARAMS / 5);
/** Rows per multi-row upsert of search_term_stats (3 parameters each; a prefix is at most 9 characters). */
const STATS_CHUNK = Math.floor(MAX_STATEMENT_PARAMS / 3);

type Query = (sql: string, params?: unknown[]) => Promise<unknown>;

/** Bits 0–61 of each of search_terms.record_bits and record_digit_bits: a positive 64-bit integer on both engines. */
const RECORD_BITS = 62;
/** What a bits column of a term row written without its record's bits carries (the column default): every bit, so no search skips it. */
export const ALL_RECORD_BITS = (1n << BigInt(RECORD_BITS)) - 1n;
/** Bits a word sets in its column (more bits per word: fewer false candidates at these fill levels). */
const BITS_PER_WORD = 3;

/** recordBitsOf by a word's first 3 characters (bounded: cleared when full). */
const BITS_OF_HEAD = new Map<string, bigint>();
const BITS_OF_HEAD_MAX = 100_000;

/**
 * The bits of a word in the record bits of search_terms (migrations 1764110000000, 1764260000000), as
 * one 124-bit number: bits 0–61 are the column record_bits, bits 62–123 the column record_digit_bits.
 * A word starting with a digit (phones, RUC, ids, references) sets its bits in record_digit_bits, any
 * other word in record_bits: a contact's ~6 number prefixes no longer fill the bits its ~5 name and
 * email prefixes are told apart by. BITS_PER_WORD bits chosen by a hash of its first 3 characters
 * (code points, as query words are cut); none for a shorter word, which is never filtered by them.
 */
export function recordBitsOf(word: string): bigint {
  const end = codePointsEnd(word, 3);
  if (end < 0) return 0n;
  const head = word.slice(0, end);
  // Memoised by the 3 characters the bits depend on: an import writes millions of terms over a few thousand heads.
  const known = BITS_OF_HEAD.get(head);
  if (known !== undefined) return known;
  let h = 0x811c9dc5; // FNV-1a over the first UTF-16 unit of each of the 3 characters (as it always was)
  for (let i = 0; i < head.length; i = nextCodePoint(head, i)) {
    h ^= head.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  const offset = /^\p{Nd}/u.test(head) ? BigInt(RECORD_BITS) : 0n;
  let bits = 0n;
  // Three positions from three 11-bit slices of the hash (each spans 0–2047, reduced mod 62).
  for (let i = 0; i < BITS_PER_WORD; i++) bits |= 1n << (offset + BigInt(((h >>> (11 * i)) & 0x7ff) % RECORD_BITS));
  if (BITS_OF_HEAD.size >= BITS_OF_HEAD_MAX) BITS_OF_HEAD.clear();
  BITS_OF_HEAD.set(head, bits);
  return bits;
}

/**
 * The UTF-16 index where the first `n` characters of `s` end (characters are code points, as Array.from counts
 * them: a surrogate pair is one, a lone surrogate one), or -1 when `s` has fewer than `n`.
 */
function codePointsEnd(s: string, n: number): number {
  let i = 0;
  for (let k = 0; k < n; k++) {
    if (i >= s.length) return -1;
    i = nextCodePoint(s, i);
  }
  return i;
}

function nextCodePoint(s: string, i: number): number {
  const c = s.charCodeAt(i);
  if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
    const d = s.charCodeAt(i + 1);
    if (d >= 0xdc00 && d <= 0xdfff) return i + 2;
  }
  return i + 1;
}

/** A 124-bit record bits value as its two columns: [record_bits, record_digit_bits]. */
export function recordBitColumns(bits: bigint): [bigint, bigint] {
  return [bits & ALL_RECORD_BITS, (bits >> BigInt(RECORD_BITS)) & ALL_RECORD_BITS];
}

/** `n` copies of a VALUES tuple of placeholders, comma-separated; kept by size (an import's batches repeat the same few sizes). */
function tuples(n: number, tuple: string): string {
  const key = `${n}:${tuple}`;
  let text = TUPLES.get(key);
  if (text === undefined) {
    if (TUPLES.size >= 32) TUPLES.clear();
    text = new Array<string>(n).fill(tuple).join(', ');
    TUPLES.set(key, text);
  }
  return text;
}
const TUPLES = new Map<string, string>();

/** Which bits columns search_terms has: 'none' before migration 1764110000000, 'one' before 1764260000000. */
export type RecordBitsSchema = 'none' | 'one' | 'two';

/**
 * Inserts [type, id, term] rows in multi-row statements. Every term row carries its record's bits (the
 * OR of recordBitsOf over all of the record's terms, split into its two columns): a multi-word search
 * tells from them, reading along the index, which candidates cannot hold the other words. So the rows
 * of a record must come in one call, all of them (as reindexSearch and the backfill pages pass them).
 * `schema`: the columns of an older migration's search_terms ('one': record_bits alone, with every bit).
 */
export async function insertSearchTerms(query: Query, rows: Array<[SearchEntityType, number, string]>, schema: RecordBitsSchema = 'two', pipelined = false): Promise<void> {
  if (schema !== 'two') {
    for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
      const chunk = rows.slice(i, i + INSERT_CHUNK);
      await query(`INSERT INTO search_terms (entity_type, entity_id, term) VALUES ${chunk.map(() => '(?, ?, ?)').join(', ')}`, chunk.flat());
    }
    return;
  }
  // Each record's bits by type and id (numbers as keys: an import batch has tens of thousands of term rows).
  const bits: Partial<Record<SearchEntityType, Map<number, bigint>>> = {};
  for (const [type, id, term] of rows) {
    const of = (bits[type] ??= new Map());
    of.set(id, (of.get(id) ?? 0n) | recordBitsOf(term));
  }
  // Each record's two columns as text once (a record has a dozen terms).
  const columns: Partial<Record<SearchEntityType, Map<number, [string, string]>>> = {};
  for (const type of Object.keys(bits) as SearchEntityType[]) {
    const of = (columns[type] = new Map());
    for (const [id, value] of bits[type]!) of.set(id, recordBitColumns(value).map(String) as [string, string]);
  }
  const sent: Array<Promise<unknown>> = [];
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    const chunk = rows.slice(i, i + INSERT_CHUNK);
    const params: unknown[] = [];
    for (const [type, id, term] of chunk) {
      const [recordBits, digitBits] = columns[type]!.get(id)!;
      params.push(type, id, term, recordBits, digitBits);
    }
    const done = query(`INSERT INTO search_terms (entity_type, entity_id, term, record_bits, record_digit_bits) VALUES ${tuples(chunk.length, '(?, ?, ?, ?, ?)')}`, params);
    if (pipelined) sent.push(done);
    else await done;
  }
  await allStatements(sent);
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
  const last = SEARCH_STAT_LEVELS.length - 1;
  for (const [type, , term] of rows) {
    // Walk the term's characters once, up to the longest level: each level's prefix ends where its count is reached
    // (or at the term's end); a level is counted when the term is longer than the level below.
    let at = 0;
    let chars = 0;
    for (let i = 0; i <= last; i++) {
      if (i > 0 && at >= term.length) break; // not longer than the level below
      if (term.length === 0) break;
      const level = SEARCH_STAT_LEVELS[i];
      while (chars < level && at < term.length) {
        at = nextCodePoint(term, at);
        chars++;
      }
      const prefix = term.slice(0, at);
      const key = `${type}\u0000${prefix}`;
      const hit = counts.get(key);
      if (hit) hit[2]++;
      else counts.set(key, [type, prefix, 1]);
    }
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
    // MariaDB/MySQL: the statements are sent one after the other without waiting for each answer in between
    // (pipelined): the server inserts a chunk while the next one is written.
    await insertSearchTerms(query, rows, 'two', mysql);
  } finally {
    await query(mysql ? 'SET @search_stats_paused = NULL' : 'DELETE FROM search_stats_pause');
  }
  const deltas = searchStatDeltas(rows);
  const upsert = mysql
    ? 'ON DUPLICATE KEY UPDATE term_count = term_count + VALUES(term_count)'
    : 'ON CONFLICT (entity_type, prefix) DO UPDATE SET term_count = term_count + excluded.term_count';
  const sent: Array<Promise<unknown>> = [];
  for (let i = 0; i < deltas.length; i += STATS_CHUNK) {
    const chunk = deltas.slice(i, i + STATS_CHUNK);
    const done = query(`INSERT INTO search_term_stats (entity_type, prefix, term_count) VALUES ${tuples(chunk.length, '(?, ?, ?)')} ${upsert}`, chunk.flat());
    if (mysql) sent.push(done);
    else await done;
  }
  await allStatements(sent);
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
 * The terms of records just inserted (they have none yet), in the inserting transaction: multi-row inserts
 * instead of reindexSearch's three statements per record (a CSV import's batch of new contacts or
 * organizations). `records`: the rows as written, with SEARCH_SOURCES[type].columns (the caller inserted
 * exactly these values: no need to read them back); without them, one read per 500 records.
 */
export async function indexNewRecords(em: EntityManager, type: SearchEntityType, ids: readonly number[], records?: ReadonlyArray<Record<string, unknown>>): Promise<void> {
  const src = SEARCH_SOURCES[type];
  const query: Query = (sql, params) => em.query(sql, params);
  // In a transaction (an import's batch) the terms go in with the statistics triggers paused and are counted in a
  // few upserts (insertSearchTermsBulk): the triggers' three upserts per term were most of a batch's time.
  const bulk = em.queryRunner?.isTransactionActive ? { mysql: em.connection.options.type !== 'better-sqlite3' } : null;
  const write = (terms: Array<[SearchEntityType, number, string]>) => (bulk ? insertSearchTermsBulk(query, terms, bulk.mysql) : insertSearchTerms(query, terms));
  if (records) {
    if (records.length !== ids.length) throw new Error(`indexNewRecords(${type}): ${records.length} filas para ${ids.length} ids`);
    await write(searchRowsOf(type, records.map((r, k) => ({ ...r, id: ids[k] }))));
    return;
  }
  for (let i = 0; i < ids.length; i += NEW_RECORDS_CHUNK) {
    const chunk = ids.slice(i, i + NEW_RECORDS_CHUNK);
    const rows = (await em.query(`SELECT ${src.columns.join(', ')} FROM ${src.table} WHERE id IN (${chunk.map(() => '?').join(', ')})`, [...chunk])) as Array<Record<string, unknown>>;
    await write(searchRowsOf(type, rows));
  }
}
