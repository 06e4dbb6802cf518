import type { DataSource } from 'typeorm';
import { SEARCH_STAT_LEVELS } from '../src/modules/search/search-term.entity';

export type StatCounts = Record<string, number>;

/** The search statistics as stored (rows at 0 left out) and as a recount of search_terms would give them. */
export async function statsAndRecount(ds: DataSource): Promise<{ stored: StatCounts; recount: StatCounts }> {
  const stored: StatCounts = {};
  for (const r of (await ds.query('SELECT entity_type, prefix, term_count FROM search_term_stats WHERE term_count <> 0')) as Array<Record<string, unknown>>) {
    stored[`${r.entity_type}|${r.prefix}`] = Number(r.term_count);
  }
  const recount: StatCounts = {};
  // A term counts at each level longer than the level below (migration 1764110000000).
  const len = ds.options.type === 'better-sqlite3' ? 'length' : 'CHAR_LENGTH';
  for (const [i, level] of SEARCH_STAT_LEVELS.entries()) {
    const below = i === 0 ? 0 : SEARCH_STAT_LEVELS[i - 1];
    const rows = (await ds.query(
      `SELECT entity_type, SUBSTR(term, 1, ${level}) AS prefix, COUNT(*) AS n FROM search_terms WHERE ${len}(term) > ${below} GROUP BY entity_type, SUBSTR(term, 1, ${level})`,
    )) as Array<Record<string, unknown>>;
    for (const r of rows) recount[`${r.entity_type}|${r.prefix}`] = Number(r.n);
  }
  return { stored, recount };
}
