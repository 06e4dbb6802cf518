import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

export const SEARCH_ENTITY_TYPES = ['deal', 'organization', 'contact'] as const;
export type SearchEntityType = (typeof SEARCH_ENTITY_TYPES)[number];

/**
 * The global search index (spec part 2 §2 "Global search"): one row per accent-folded, lower-cased word
 * (domain/search-text.ts) of a deal, organization or contact. A query is a prefix range on
 * (entity_type, term): no `LIKE '%…%'` scan of the large tables, the same plan on SQLite and MariaDB.
 */
@Entity('search_terms')
@Index('idx_search_terms_term', ['entityType', 'term', 'entityId', 'recordBits', 'recordDigitBits'])
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

  /**
   * The record's words that do not start with a digit, in 62 bits (search speed, migrations
   * 1764110000000 and 1764260000000): the OR of search-index.ts recordBitsOf over all of the record's
   * terms (its low 62 bits), the same on each of its rows, and in the term index. A multi-word search walks the rarest word's terms and skips, without a lookup, the
   * records whose bits lack another word's; only the rest are checked against the index. Written by
   * search-index.ts with the terms; a row written without it has every bit (never skipped).
   */
  @Column({ name: 'record_bits', type: 'bigint', default: () => '4611686018427387903' })
  recordBits: string;

  /** The record's words starting with a digit, in 62 bits (the high half of recordBitsOf; migration 1764260000000); the same rules. */
  @Column({ name: 'record_digit_bits', type: 'bigint', default: () => '4611686018427387903' })
  recordDigitBits: string;
}

/**
 * The prefix lengths a term is counted under (migration 1764110000000): a term is counted under its
 * first 3 characters, and, when it is longer than the previous level, under its first 6 and 9 too, so
 * the length of a stored prefix tells its level (1–3, 4–6, 7–9). A query word of k ≥ 3 characters is
 * sized by one row: its first L characters, L the largest level ≤ k (an upper bound of its terms that
 * is exact for 3, 6 and 9 characters and tells 'importadora' from every 'importacion').
 */
export const SEARCH_STAT_LEVELS = [3, 6, 9] as const;

/**
 * Term statistics of the search index (search speed): how many search_terms rows of a type start
 * with `prefix` (their first SEARCH_STAT_LEVELS characters, one row per level). Kept by triggers on
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
