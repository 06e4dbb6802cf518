import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

export const SEARCH_ENTITY_TYPES = ['deal', 'organization', 'contact'] as const;
export type SearchEntityType = (typeof SEARCH_ENTITY_TYPES)[number];

/**
 * The global search index (spec part 2 §2 "Global search"): one row per accent-folded, lower-cased word
 * (domain/search-text.ts) of a deal, organization or contact. A query is a prefix range on
 * (entity_type, term): no `LIKE '%…%'` scan of the large tables, the same plan on SQLite and MariaDB.
 */
@Entity('search_terms')
@Index('idx_search_terms_term', ['entityType', 'term', 'entityId'])
export class SearchTermEntity {
  @PrimaryColumn({ name: 'entity_type', type: 'varchar', length: 12 })
  entityType: SearchEntityType;

  @PrimaryColumn({ name: 'entity_id', type: 'int' })
  entityId: number;

  /**
   * Compared as bytes: utf8mb4_bin on MariaDB/MySQL (migration 1764000200000), SQLite's default BINARY.
   * Not declared here because SQLite knows no utf8mb4_bin and the schema builder does not compare collations.
   */
  @PrimaryColumn({ type: 'varchar', length: 64 })
  term: string;
}

/**
 * Characters of a term that its statistics row counts by (migration 1764110000000): every term row is
 * counted under its first SEARCH_STAT_PREFIX characters, so a query word of that length or longer is
 * sized by one primary-key read and a shorter one by a short range of rows.
 */
export const SEARCH_STAT_PREFIX = 4;

/**
 * Term statistics of the search index (issue 19 item 4): how many search_terms rows of a type start
 * with `prefix` (the first SEARCH_STAT_PREFIX characters of their term). Kept by triggers on
 * search_terms in the same statement as each inserted, changed or deleted term, whichever path writes
 * it (services, backfill, seed, scripts); a multi-word search reads it to pick its rarest word as the
 * driving one, instead of asking the optimizer (EXPLAIN) on every request. Rows may reach 0 and stay.
 */
@Entity('search_term_stats')
export class SearchTermStatEntity {
  @PrimaryColumn({ name: 'entity_type', type: 'varchar', length: 12 })
  entityType: SearchEntityType;

  /** Compared as bytes like search_terms.term: utf8mb4_bin on MariaDB/MySQL (set by the migration). */
  @PrimaryColumn({ type: 'varchar', length: 16 })
  prefix: string;

  @Column({ name: 'term_count', type: 'int', default: 0 })
  termCount: number;
}
