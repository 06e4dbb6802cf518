import { SEARCH_GROUP_LIMIT, searchQueryTokens } from '@crm/domain';
import type { DataSource } from 'typeorm';
import { type Actor, requireActor } from '../../core/auth/actor';
import { likeEscape, rawInt } from '../../core/db/raw';
import { visibleCondition } from '../../core/db/visibility-scope';
import type { SearchEntityType } from './search-term.entity';
import type { SearchContact, SearchDeal, SearchOrganization, SearchResult } from './search.types';

/** Longest query text looked at (the box is for names, emails, phones and references). */
export const SEARCH_QUERY_MAX = 200;
/**
 * Term rows read per group before de-duplication. A record matches a word with at most a few of its
 * terms and, in term order, those are far apart ('garcia' of every record, then 'garcia-…' ones), so
 * twice the group size gives the 10 distinct records.
 */
const ROWS_PER_GROUP = SEARCH_GROUP_LIMIT * 2;
/** Terms counted per word to find the rarest one (an index-only range, cheap up to about a thousand). */
const DRIVER_PROBE = 1000;

interface Built {
  sql: string;
  params: unknown[];
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
    const [deals, organizations, contacts] = await Promise.all(
      (['deal', 'organization', 'contact'] as const).map(async (type) => this.run(this.statement(type, await this.driverFirst(type, tokens), actor))),
    );
    return {
      deals: deals.map((r): SearchDeal => ({ id: Number(r.id), title: String(r.title ?? ''), reference: (r.reference as string | null) ?? null })),
      organizations: organizations.map((r): SearchOrganization => ({ id: Number(r.id), name: String(r.name ?? r.razon_social ?? '') })),
      contacts: contacts.map((r): SearchContact => ({ id: Number(r.id), name: (r.name as string | null) ?? null, email: (r.email as string | null) ?? null, phone: (r.phone as string | null) ?? null })),
    };
  }

  /**
   * With several words, the rarest one drives the index walk (counted up to DRIVER_PROBE terms each, an
   * index-only range): '595 971' walks the few '971…' phones, not every '+595' number.
   */
  async driverFirst(type: SearchEntityType, tokens: string[]): Promise<string[]> {
    if (tokens.length < 2) return tokens;
    const counts = await Promise.all(
      tokens.map(async (token) => {
        const range = this.prefix('p', token);
        const [sql, values] = this.ds.driver.escapeQueryWithParameters(
          `SELECT COUNT(*) AS n FROM (SELECT 1 AS x FROM search_terms p WHERE p.entity_type = :entityType AND ${range.sql} LIMIT ${DRIVER_PROBE}) probe`,
          { entityType: type, ...range.params },
        );
        const rows = (await this.ds.query(sql, values as unknown[])) as Array<{ n: unknown }>;
        return { token, n: Number(rows[0]?.n ?? 0) };
      }),
    );
    return counts.sort((a, b) => a.n - b.n || b.token.length - a.token.length).map((c) => c.token);
  }

  /** A prefix range on `alias.term`, with its parameters. */
  private prefix(alias: string, token: string): { sql: string; params: Record<string, unknown> } {
    if (this.mysql) {
      // utf8mb4_unicode_ci: LIKE 'abc%' is an index range; '!' escapes a literal % or _.
      return { sql: `${alias}.term LIKE :${alias}_like ESCAPE '!'`, params: { [`${alias}_like`]: `${likeEscape(token)}%` } };
    }
    // SQLite compares BINARY: every string starting with the token sorts in [token, token + U+10FFFF).
    return { sql: `${alias}.term >= :${alias}_lo AND ${alias}.term < :${alias}_hi`, params: { [`${alias}_lo`]: token, [`${alias}_hi`]: `${token}\u{10FFFF}` } };
  }

  /**
   * The SQL of one group (also printed with its query plan by `npm run bench`); the first token drives.
   * The other words are correlated scalar subqueries (primary-key lookups per candidate): unlike EXISTS,
   * MariaDB cannot turn them into a materialized semi-join that reads every match of a common word.
   */
  statement(type: SearchEntityType, tokens: string[], actor: Actor): Built {
    const params: Record<string, unknown> = { entityType: type };
    const prefix = (alias: string, token: string) => {
      const r = this.prefix(alias, token);
      Object.assign(params, r.params);
      return r.sql;
    };
    const where = ['t0.entity_type = :entityType', prefix('t0', tokens[0])];
    tokens.slice(1).forEach((token, i) => {
      const a = `t${i + 1}`;
      where.push(`(SELECT 1 FROM search_terms ${a} WHERE ${a}.entity_type = :entityType AND ${a}.entity_id = t0.entity_id AND ${prefix(a, token)} LIMIT 1) = 1`);
    });
    const [table, alias, columns] =
      type === 'deal'
        ? ['deals', 'd', 'd.id, d.title, d.reference']
        : type === 'organization'
          ? ['organizations', 'o', 'o.id, o.name, o.razon_social']
          : ['contacts', 'c', 'c.id, c.name, c.email, c.phone'];
    if (type !== 'deal') {
      // Private records of other users never appear (operations are company records: everyone reads them).
      const vis = visibleCondition(alias, actor);
      where.push(vis.sql);
      Object.assign(params, vis.params);
    }
    const sql = `SELECT ${columns} FROM search_terms t0 JOIN ${table} ${alias} ON ${alias}.id = t0.entity_id WHERE ${where.join(' AND ')} ORDER BY t0.term, t0.entity_id LIMIT ${ROWS_PER_GROUP}`;
    const [text, values] = this.ds.driver.escapeQueryWithParameters(sql, params);
    return { sql: text, params: values as unknown[] };
  }

  private async run(b: Built): Promise<Array<Record<string, unknown>>> {
    const rows = (await this.ds.query(b.sql, b.params)) as Array<Record<string, unknown>>;
    const seen = new Set<number>();
    const out: Array<Record<string, unknown>> = [];
    for (const r of rows) {
      const id = rawInt(r.id);
      if (id == null || seen.has(id)) continue;
      seen.add(id);
      out.push(r);
      if (out.length === SEARCH_GROUP_LIMIT) break;
    }
    return out;
  }
}
