import { SEARCH_GROUP_LIMIT, searchQueryTokens } from '@crm/domain';
import type { DataSource } from 'typeorm';
import { type Actor, requireActor } from '../../core/auth/actor';
import { rawInt } from '../../core/db/raw';
import { visibleCondition } from '../../core/db/visibility-scope';
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
 * Index order of the rows of one group: matched term as bytes (utf8mb4_bin on MariaDB/MySQL, BINARY on
 * SQLite: UTF-8 byte order, which is not JavaScript's UTF-16 order past U+FFFF), then record id.
 */
function byIndexOrder(a: GroupRow, b: GroupRow): number {
  return Buffer.compare(Buffer.from(String(a.st), 'utf8'), Buffer.from(String(b.st), 'utf8')) || Number(a.se) - Number(b.se);
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

  async search(actorOrNull: Actor | null, q: string | null | undefined): Promise<SearchResult> {
    const actor = requireActor(actorOrNull);
    const tokens = searchQueryTokens((q ?? '').slice(0, SEARCH_QUERY_MAX));
    if (!tokens.length) return { deals: [], organizations: [], contacts: [] };
    const b = await this.statementFor(actor, tokens);
    const rows = (await this.ds.query(b.sql, b.params)) as GroupRow[];
    const group = (kind: SearchEntityType) => firstDistinct(rows.filter((r) => r.kind === kind).sort(byIndexOrder));
    return {
      deals: group('deal').map((r): SearchDeal => ({ id: Number(r.id), title: String(r.v1 ?? ''), reference: (r.v2 as string | null) ?? null })),
      organizations: group('organization').map((r): SearchOrganization => ({ id: Number(r.id), name: String(r.v1 ?? r.v2 ?? '') })),
      contacts: group('contact').map((r): SearchContact => ({ id: Number(r.id), name: (r.v1 as string | null) ?? null, email: (r.v2 as string | null) ?? null, phone: (r.v3 as string | null) ?? null })),
    };
  }

  /**
   * The one statement a query runs (also printed with its plan by `npm run bench`): the three groups'
   * index walks as a UNION ALL, one round trip instead of three. A UNION ALL promises no order, so
   * search() puts each group's ≤ 20 rows back in index order itself (byIndexOrder): an outer ORDER BY
   * made MariaDB copy every answer into a temporary table and sort it.
   */
  async statementFor(actor: Actor, tokens: string[]): Promise<Built> {
    const orders = await this.driverOrders(tokens);
    const parts = SEARCH_TYPES.map((type) => this.statement(type, orders[type], actor));
    // MariaDB/MySQL keep a parenthesized member's ORDER BY … LIMIT; SQLite takes it in a FROM subquery.
    const sql = parts.map((p) => (this.mysql ? `(${p.sql})` : `SELECT * FROM (${p.sql})`)).join(' UNION ALL ');
    return { sql, params: parts.flatMap((p) => p.params) };
  }

  /**
   * With several words, the rarest one drives each group's index walk, so '595 971' walks the few
   * '971…' phones, not every '+595' number, and 'importadora asuncion' the operations' few
   * 'importadora' terms, not their 20,000 'asuncion' ones. Each word is sized per group from the term
   * statistics (search_term_stats, kept by triggers with the index, migration 1764110000000) in one
   * statement of primary-key reads: no EXPLAIN and no count of the index itself. A word of k ≥ 3
   * characters reads the row of its first L characters, L the largest of SEARCH_STAT_LEVELS ≤ k; a
   * shorter one counts as more common than any (it starts too many prefixes to add up), so a longer
   * word drives.
   */
  async driverOrders(tokens: string[]): Promise<Record<SearchEntityType, string[]>> {
    if (tokens.length < 2) return { deal: tokens, organization: tokens, contact: tokens };
    const params: Record<string, unknown> = {};
    const sizes: string[] = [];
    SEARCH_TYPES.forEach((type, ti) =>
      tokens.forEach((token, i) => {
        const chars = Array.from(token);
        const level = [...SEARCH_STAT_LEVELS].reverse().find((l) => l <= chars.length);
        if (level == null) return;
        const alias = `p${ti}_${i}`;
        Object.assign(params, { [`${alias}_type`]: type, [`${alias}_prefix`]: chars.slice(0, level).join('') });
        sizes.push(
          `COALESCE((SELECT ${alias}.term_count FROM search_term_stats ${alias} WHERE ${alias}.entity_type = :${alias}_type AND ${alias}.prefix = :${alias}_prefix), 0) AS ${alias}`,
        );
      }),
    );
    const [sql, values] = this.ds.driver.escapeQueryWithParameters(`SELECT ${sizes.join(', ')}`, params);
    const [row] = sizes.length ? ((await this.ds.query(sql, values as unknown[])) as Array<Record<string, unknown>>) : [];
    const size = (alias: string) => (row && alias in row ? Number(row[alias] ?? 0) : Infinity);
    const order = (ti: number) =>
      tokens
        .map((token, i) => ({ token, n: size(`p${ti}_${i}`) }))
        .sort((a, b) => a.n - b.n || b.token.length - a.token.length)
        .map((c) => c.token);
    return { deal: order(0), organization: order(1), contact: order(2) };
  }

  /**
   * A prefix range on `alias.term`, with its parameters: every string starting with the token sorts in
   * [token, token + U+10FFFF), by bytes on SQLite (BINARY) and by code points on MariaDB/MySQL
   * (utf8mb4_bin), the same order. A '%' or '_' of the token is a plain character here. Not LIKE
   * 'abc%' on MariaDB: the index range it builds under utf8mb4_bin ends at 'abc' + U+FFFF, so a term
   * with a character beyond U+FFFF after the prefix ('zq𐍈uno' for 'zq') was not found (search-reference.test.ts).
   */
  private prefix(alias: string, token: string): { sql: string; params: Record<string, unknown> } {
    return { sql: `${alias}.term >= :${alias}_lo AND ${alias}.term < :${alias}_hi`, params: { [`${alias}_lo`]: token, [`${alias}_hi`]: `${token}\u{10FFFF}` } };
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
    const params: Record<string, unknown> = { entityType: type };
    const prefix = (alias: string, token: string) => {
      const r = this.prefix(alias, token);
      Object.assign(params, r.params);
      return r.sql;
    };
    const where = ['t0.entity_type = :entityType', prefix('t0', tokens[0])];
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
      where.push(`(SELECT 1 FROM search_terms ${a}${byRecord} WHERE ${a}.entity_type = :entityType AND ${a}.entity_id = t0.entity_id AND ${prefix(a, token)} LIMIT 1) = 1`);
    });
    // The same columns in every group (kind, id, a, b, c), so the groups run as one UNION ALL.
    const [table, alias, columns] =
      type === 'deal'
        ? ['deals', 'd', "'deal' AS kind, d.id AS id, d.title AS v1, d.reference AS v2, NULL AS v3"]
        : type === 'organization'
          ? ['organizations', 'o', "'organization' AS kind, o.id AS id, o.name AS v1, o.razon_social AS v2, NULL AS v3"]
          : ['contacts', 'c', "'contact' AS kind, c.id AS id, c.name AS v1, c.email AS v2, c.phone AS v3"];
    if (type !== 'deal') {
      // Private records of other users never appear (operations are company records: everyone reads them).
      const vis = visibleCondition(alias, actor);
      where.push(vis.sql);
      Object.assign(params, vis.params);
    }
    // MariaDB/MySQL: naming the index spares the optimizer the range analysis of the primary key, whose
    // entity_type prefix spans a third of the table (0.75 → 0.41 ms for 'maria', same plan).
    const t0 = this.mysql ? 'search_terms t0 FORCE INDEX (idx_search_terms_term)' : 'search_terms t0';
    const sql = `SELECT ${columns}, t0.term AS st, t0.entity_id AS se FROM ${t0} JOIN ${table} ${alias} ON ${alias}.id = t0.entity_id WHERE ${where.join(' AND ')} ORDER BY t0.term, t0.entity_id LIMIT ${ROWS_PER_GROUP}`;
    const [text, values] = this.ds.driver.escapeQueryWithParameters(sql, params);
    return { sql: text, params: values as unknown[] };
  }
}
