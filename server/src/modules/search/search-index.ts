import { searchTerms } from '@crm/domain';
import type { EntityManager } from 'typeorm';
import type { SearchEntityType } from './search-term.entity';

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
 * Re-reads records of one type in id pages and writes their terms (the records must have none yet):
 * migration backfill and bulk seeding. `transact` wraps each page (one commit per page, not per row).
 */
export async function backfillSearchTerms(
  query: Query,
  type: SearchEntityType,
  fromId = 0,
  transact: (page: (query: Query) => Promise<void>) => Promise<void> = (page) => page(query),
): Promise<number> {
  const src = SEARCH_SOURCES[type];
  let last = fromId;
  let count = 0;
  for (;;) {
    const page = (await query(`SELECT ${src.columns.join(', ')} FROM ${src.table} WHERE id > ? ORDER BY id LIMIT 2000`, [last])) as Array<Record<string, unknown>>;
    if (!page.length) return count;
    await transact((q) => insertSearchTerms(q, searchRowsOf(type, page)));
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
