import { Entity, Index, PrimaryColumn } from 'typeorm';

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
