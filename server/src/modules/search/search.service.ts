import { isAdmin, SEARCH_GROUP_LIMIT, searchQueryTokens } from '@crm/domain';
import type { DataSource } from 'typeorm';
import type { Actor } from '../../core/auth/actor';
import { rawInt } from '../../core/db/raw';
import { visibleConditionSql } from '../../core/db/visibility-scope';
import { recordBitColumns, recordBitsOf } from './search-index';
import { SEARCH_STAT_LEVELS, type SearchEntityType } from './search-term.entity';
import type { SearchContact, SearchDeal, SearchOrganization, SearchResult } from './search.types';

/** Longest query text looked at (the box is for names, emails, phones and references). */
export const SEARCH_QUERY_MAX = 200;
/**
 * Term rows read per group before de-duplication. A record matches a word with at most a few of its
 * terms and, in term order, those are far apart ('garcia' of every record, then 'garcia-…' ones), so
 * twice the group size gives the 10 distinct records.
 */
const ROWS_PER_GROUP = SEARCH_GROUP_LIMIT * 2;

interface Built {
  sql: string;
  params: unknown[];
}

const SEARCH_TYPES = ['deal', 'organization', 'contact'] as const satisfies readonly SearchEntityType[];

interface GroupRow {
  kind: SearchEntityType;
  id: unknown;
  v1: unknown;
  v2: unknown;
  v3: unknown;
  st: unknown;
  se: unknown;
}

/**
 * The rows of one group in index order: matched term as bytes (utf8mb4_bin on MariaDB/MySQL, BINARY on
 * SQLite: UTF-8 byte order, which is not JavaScript's UTF-16 order past U+FFFF), then record id. Each
 * term is encoded once, not at every comparison.
 */
function inIndexOrder(rows: GroupRow[]): GroupRow[] {
  if (rows.length < 2) return rows;
  return rows
    .map((r) => ({ r, key: Buffer.from(String(r.st), 'utf8'), id: Number(r.se) }))
    .sort((a, b) => Buffer.compare(a.key, b.key) || a.id - b.id)
    .map((x) => x.r);
}

/** The statistics row a word is sized by: its first L characters, L the largest of SEARCH_STAT_LEVELS ≤ its length; none under 3. */
function statPrefix(token: string): string | null {
  const chars = Array.from(token);
  const level = [...SEARCH_STAT_LEVELS].reverse().find((l) => l <= chars.length);
  return level == null ? null : chars.slice(0, level).join('');
}

/** A record matches with several of its terms: the first SEARCH_GROUP_LIMIT distinct ones, in index order. */
function firstDistinct(rows: GroupRow[]): GroupRow[] {
  const seen = new Set<number>();
  const out: GroupRow[] = [];
  for (const r of rows) {
    const id = rawInt(r.id);
    if (id == null || seen.has(id)) continue;
    seen.add(id);
    out.push(r);
    if (out.length === SEARCH_GROUP_LIMIT) break;
  }
  return out;
}

/**
 * Global search over the search_terms index (migration 1763900300000): every query word must be the
 * prefix of some term of the record. Results come in index order (matched word, then id): exact and
 * shorter words first, with no sort of the matches, so LIMIT stops the index walk early.
 */
export class SearchService {
  private readonly mysql: boolean;

  constructor(private readonly ds: DataSource) {
    this.mysql = ds.options.type === 'mysql' || ds.options.type === 'mariadb';
  }

  async search(actor: Actor, q: string | null | undefined): Promise<SearchResult> {
    const tokens = searchQueryTokens((q ?? '').slice(0, SEARCH_QUERY_MAX));
    if (!tokens.length) return { deals: [], organizations: [], contacts: [] };
    const b = await this.statementFor(actor, tokens);
    const rows = b ? ((await this.ds.query(b.sql, b.params)) as GroupRow[]) : [];
    const group = (kind: SearchEntityType) => firstDistinct(inIndexOrder(rows.filter((r) => r.kind === kind)));
    return {
      deals: group('deal').map((r): SearchDeal => ({ id: Number(r.id), title: String(r.v1 ?? ''), reference: (r.v2 as string | null) ?? null })),
      organizations: group('organization').map((r): SearchOrganization => ({ id: Number(r.id), name: String(r.v1 ?? r.v2 ?? '') })),
      contacts: group('contact').map((r): SearchContact => ({ id: Number(r.id), name: (r.v1 as string | null) ?? null, email: (r.v2 as string | null) ?? null, phone: (r.v3 as string | null) ?? null })),
    };
  }

  /**
   * The one statement a query runs (also printed with its plan by `npm run bench`): the groups' index
   * walks as a UNION ALL, one round trip instead of three. A UNION ALL promises no order, so search()
   * puts each group's ≤ 20 rows back in index order itself (inIndexOrder): an outer ORDER BY made
   * MariaDB copy every answer into a temporary table and sort it. A group that the term statistics show
   * empty (a word that no term of that type starts with) is left out of the statement; null when every
   * group is (no statement at all).
   */
  async statementFor(actor: Actor, tokens: string[]): Promise<Built | null> {
    const orders = await this.driverOrders(tokens);
    const parts = SEARCH_TYPES.filter((type) => orders[type].length).map((type) => this.statement(type, orders[type], actor));
    if (!parts.length) return null;
    // MariaDB/MySQL keep a parenthesized member's ORDER BY … LIMIT; SQLite takes it in a FROM subquery.
    const sql = parts.map((p) => (this.mysql ? `(${p.sql})` : `SELECT * FROM (${p.sql})`)).join(' UNION ALL ');
    return { sql, params: parts.flatMap((p) => p.params) };
  }

  /**
   * With several words, the rarest one drives each group's index walk, so '595 971' walks the few
   * '971…' phones, not every '+595' number, and 'importadora asuncion' the operations' few
   * 'importadora' terms, not their 20,000 'asuncion' ones. Each word is sized per group from the term
   * statistics (search_term_stats, kept by triggers with the index, migration 1764110000000) in one
   * range read of its primary key (sizesStatement): no EXPLAIN and no count of the index itself. A
   * word of k ≥ 3 characters reads the row of its first L characters, L the largest of
   * SEARCH_STAT_LEVELS ≤ k; a shorter one counts as more common than any (it starts too many prefixes
   * to add up), so a longer word drives. A group where some word's row counts no term (or is missing)
   * cannot match: no term of that type starts with the word's first L characters, so none starts with
   * the word. Its order is empty and the statement leaves the group out ('juan benitez' walks contacts
   * only, 'garcia logistica' runs no search statement in the demo data). One word is not sized: the
   * statistics would cost a second round trip, about what the empty walks it could spare cost
   * (0.05–0.15 ms of database CPU either way at 100k rows).
   */
  async driverOrders(tokens: string[]): Promise<Record<SearchEntityType, string[]>> {
    if (tokens.length < 2) return { deal: tokens, organization: tokens, contact: tokens };
    const prefixes = tokens.map(statPrefix);
    const st = this.sizesStatement(tokens);
    const counts = new Map<string, number>();
    for (const r of st ? ((await this.ds.query(st.sql, st.params)) as Array<{ t: unknown; p: unknown; n: unknown }>) : []) counts.set(`${String(r.t)}\u0000${String(r.p)}`, Number(r.n));
    const order = (type: SearchEntityType) => {
      const sized = tokens.map((token, i) => ({ token, n: prefixes[i] == null ? Infinity : (counts.get(`${type}\u0000${prefixes[i]}`) ?? 0) }));
      if (sized.some((c) => c.n === 0)) return [];
      return sized.sort((a, b) => a.n - b.n || b.token.length - a.token.length).map((c) => c.token);
    };
    return { deal: order('deal'), organization: order('organization'), contact: order('contact') };
  }

  /**
   * The statistics statement of driverOrders (also measured by bench/search-statements.ts): the rows
   * of the words' prefixes for the three types, one range read of the primary key (entity_type,
   * prefix). A missing row counts no term. Null when every word is under 3 characters.
   */
  sizesStatement(tokens: string[]): Built | null {
    const prefixes = [...new Set(tokens.map(statPrefix).filter((p): p is string => p != null))];
    if (!prefixes.length) return null;
    return {
      sql: `SELECT entity_type AS t, prefix AS p, term_count AS n FROM search_term_stats WHERE entity_type IN (${SEARCH_TYPES.map(() => '?').join(', ')}) AND prefix IN (${prefixes.map(() => '?').join(', ')})`,
      params: [...SEARCH_TYPES, ...prefixes],
    };
  }

  /**
   * A prefix range on `alias.term`, with its parameters: every string starting with the token sorts in
   * [token, token + U+10FFFF), by bytes on SQLite (BINARY) and by code points on MariaDB/MySQL
   * (utf8mb4_bin), the same order. A '%' or '_' of the token is a plain character here. Not LIKE
   * 'abc%' on MariaDB: the index range it builds under utf8mb4_bin ends at 'abc' + U+FFFF, so a term
   * with a character beyond U+FFFF after the prefix ('zq𐍈uno' for 'zq') was not found (search-reference.test.ts).
   */
  private prefix(alias: string, token: string, params: unknown[]): string {
    params.push(token, `${token}\u{10FFFF}`);
    return `${alias}.term >= ? AND ${alias}.term < ?`;
  }

  /**
   * The SQL of one group (also printed with its query plan by `npm run bench`); the first token drives.
   * The other words are correlated scalar subqueries (primary-key lookups per candidate): unlike EXISTS,
   * MariaDB cannot turn them into a materialized semi-join that reads every match of a common word.
   * Before them, the record bits in the term index (search_terms.record_bits for words starting with
   * a letter or sign, record_digit_bits for those starting with a digit) drop most candidates that lack
   * another word without any lookup.
   */
  statement(type: SearchEntityType, tokens: string[], actor: Actor): Built {
    // Positional parameters, pushed in the order their placeholders appear in the SQL.
    const params: unknown[] = [type];
    const where = ['t0.entity_type = ?', this.prefix('t0', tokens[0], params)];
    // The other words' bits, read along the index with each candidate: a record lacking one of them
    // cannot hold that word, so only the rest pay the lookups below (numbers the code writes itself).
    const [letterMask, digitMask] = recordBitColumns(tokens.slice(1).reduce((m, token) => m | recordBitsOf(token), 0n));
    if (letterMask) where.push(`(t0.record_bits & ${letterMask}) = ${letterMask}`);
    if (digitMask) where.push(`(t0.record_digit_bits & ${digitMask}) = ${digitMask}`);
    // MariaDB/MySQL: the lookup is always a ref on the primary key (entity_type, entity_id); naming it
    // spares the range analysis of the term index for the word's constant bounds, which the plan never
    // uses ('juan benitez', contacts: 0.55 → 0.46 ms a statement, median of 25 interleaved ANALYZE runs).
    const byRecord = this.mysql ? ' FORCE INDEX (PRIMARY)' : '';
    tokens.slice(1).forEach((token, i) => {
      const a = `t${i + 1}`;
      params.push(type);
      where.push(`(SELECT 1 FROM search_terms ${a}${byRecord} WHERE ${a}.entity_type = ? AND ${a}.entity_id = t0.entity_id AND ${this.prefix(a, token, params)} LIMIT 1) = 1`);
    });
    // The same columns in every group (kind, id, a, b, c), so the groups run as one UNION ALL.
    const [table, alias, columns] =
      type === 'deal'
        ? ['deals', 'd', "'deal' AS kind, d.id AS id, d.title AS v1, d.reference AS v2, NULL AS v3"]
        : type === 'organization'
          ? ['organizations', 'o', "'organization' AS kind, o.id AS id, o.name AS v1, o.razon_social AS v2, NULL AS v3"]
          : ['contacts', 'c', "'contact' AS kind, c.id AS id, c.name AS v1, c.email AS v2, c.phone AS v3"];
    if (type !== 'deal' && !isAdmin(actor.role)) {
      // Private records of other users never appear (operations are company records: everyone reads them).
      const vis = visibleConditionSql(alias, actor);
      where.push(vis.sql);
      params.push(...vis.params);
    }
    // MariaDB/MySQL: naming the index spares the optimizer the range analysis of the primary key, whose
    // entity_type prefix spans a third of the table (0.75 → 0.41 ms for 'maria', same plan). The record
    // is read by its primary key in any case; naming it spares the range analysis of the visibility
    // condition's indexes (visibility, owner), which a seller's search otherwise paid in every group.
    const t0 = this.mysql ? 'search_terms t0 FORCE INDEX (idx_search_terms_term)' : 'search_terms t0';
    const record = `${table} ${alias}${this.mysql ? ' FORCE INDEX (PRIMARY)' : ''}`;
    const sql = `SELECT ${columns}, t0.term AS st, t0.entity_id AS se FROM ${t0} JOIN ${record} ON ${alias}.id = t0.entity_id WHERE ${where.join(' AND ')} ORDER BY t0.term, t0.entity_id LIMIT ${ROWS_PER_GROUP}`;
    return { sql, params };
  }
}
