import { searchTerms } from '@crm/domain';
import type { EntityManager } from 'typeorm';
import { SEARCH_STAT_LEVELS, type SearchEntityType } from './search-term.entity';

/** What each record type is found by (issue 9 "Global search"). */
export const SEARCH_SOURCES: Record<SearchEntityType, { table: string; columns: string[]; terms: (row: Record<string, unknown>) => string[] }> = {
  // References 'OP-000123' (also '000123') and the bare id '123'; the title's words.
  deal: { table: 'deals', columns: ['id', 'reference', 'title'], terms: (r) => searchTerms(str(r.reference), String(r.id), str(r.title)) },
  organization: {
    table: 'organizations',
    columns: ['id', 'name', 'razon_social', 'ruc', 'email'],
    terms: (r) => searchTerms(str(r.name), str(r.razon_social), str(r.ruc), str(r.email)),
  },
  contact: { table: 'contacts', columns: ['id', 'name', 'email', 'phone'], terms: (r) => searchTerms(str(r.name), str(r.email), str(r.phone)) },
};

const str = (v: unknown) => (typeof v === 'string' ? v : v == null ? null : String(v));

/** Rows per multi-row INSERT (3 parameters each: far below SQLite's and MySQL's limits). */
const INSERT_CHUNK = 400;

type Query = (sql: string, params?: unknown[]) => Promise<unknown>;

/** Inserts [type, id, term] rows in multi-row statements. */
export async function insertSearchTerms(query: Query, rows: Array<[SearchEntityType, number, string]>): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    const chunk = rows.slice(i, i + INSERT_CHUNK);
    await query(`INSERT INTO search_terms (entity_type, entity_id, term) VALUES ${chunk.map(() => '(?, ?, ?)').join(', ')}`, chunk.flat());
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

/**
 * Re-reads records of one type in id pages and writes their terms (the records must have none yet):
 * migration backfill and bulk seeding. `transact` wraps each page (one commit per page, not per row).
 * With `bulk` (the engine; `transact` must open a transaction) each page counts its terms in the
 * statistics itself (insertSearchTermsBulk); without it the triggers count them, if they exist yet.
 */
export async function backfillSearchTerms(
  query: Query,
  type: SearchEntityType,
  fromId = 0,
  transact: (page: (query: Query) => Promise<void>) => Promise<void> = (page) => page(query),
  bulk?: { mysql: boolean },
): Promise<number> {
  const src = SEARCH_SOURCES[type];
  let last = fromId;
  let count = 0;
  for (;;) {
    const page = (await query(`SELECT ${src.columns.join(', ')} FROM ${src.table} WHERE id > ? ORDER BY id LIMIT 2000`, [last])) as Array<Record<string, unknown>>;
    if (!page.length) return count;
    const rows = searchRowsOf(type, page);
    await transact((q) => (bulk ? insertSearchTermsBulk(q, rows, bulk.mysql) : insertSearchTerms(q, rows)));
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
