import type { MigrationInterface, QueryRunner } from 'typeorm';
import { backfillSearchTerms } from '../search-index';
import { SEARCH_ENTITY_TYPES } from '../search-term.entity';
import { isMysqlFamily } from '../../../core/db/migration-helpers';

/**
 * search_terms.term compares bytes (collation-safe text). Under utf8mb4_unicode_ci the primary key took
 * 'weiß' and 'weiss', 'abc' and 'abc\u200b', or any two emoji for the same term, so saving 'Transportes
 * Weiß y Weiss' failed with a duplicate key. The terms are folded by domain/search-text.ts (accents,
 * case, width, ß → ss, invisible characters) the same way as query words, so search needs no help
 * from the collation, and binary makes it behave as on SQLite (whose default comparison is binary).
 * The index is rebuilt because that folding changed with this migration.
 */
export class SearchTermsBinary1764000200000 implements MigrationInterface {
  name = 'SearchTermsBinary1764000200000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.query('DELETE FROM search_terms');
    if (isMysqlFamily(qr)) {
      await qr.query('ALTER TABLE search_terms MODIFY term varchar(64) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL');
    }
    await rebuild(qr);
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.query('DELETE FROM search_terms');
    if (isMysqlFamily(qr)) {
      await qr.query('ALTER TABLE search_terms MODIFY term varchar(64) CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci NOT NULL');
    }
    await rebuild(qr);
  }
}

async function rebuild(qr: QueryRunner): Promise<void> {
  const query = (sql: string, params?: unknown[]) => qr.query(sql, params);
  for (const type of SEARCH_ENTITY_TYPES) await backfillSearchTerms(query, type, { schema: 'none' });
}
