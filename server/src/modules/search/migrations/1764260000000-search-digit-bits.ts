import { type MigrationInterface, type QueryRunner, TableIndex } from 'typeorm';
import { isMysqlFamily } from '../../../core/db/migration-helpers';
import { ALL_RECORD_BITS, backfillSearchTerms, type RecordBitsSchema } from '../search-index';
import { SEARCH_ENTITY_TYPES } from '../search-term.entity';

/**
 * Search speed, MariaDB two-word search: the record bits of search_terms get a second column.
 * Words starting with a digit (a contact has ~6 phone and number prefixes of its ~11) set their bits in
 * record_digit_bits, the others in record_bits, three bits per word instead of two (search-index.ts
 * recordBitsOf). Fewer candidates of the driving word pass the bits without holding the other word, so
 * fewer pay the lookup of their terms ('juan benitez', contacts: 64 lookups → ~20).
 *
 * The index is filled again whole with the new bits. The statistics triggers of migration
 * 1764110000000 are paused for it (the same terms go out and come back, so search_term_stats stays
 * exact without 8 million counter updates): a session variable on MariaDB/MySQL, a row of
 * search_stats_pause on SQLite, both ended before the migration ends. The columns are added with plain
 * ALTER TABLE ADD COLUMN, which keeps the triggers on SQLite (a rebuilt table would drop them).
 */
export class SearchDigitBits1764260000000 implements MigrationInterface {
  name = 'SearchDigitBits1764260000000';

  async up(qr: QueryRunner): Promise<void> {
    await rebuild(qr, 'two', async () => {
      await qr.query(`ALTER TABLE search_terms ADD COLUMN record_digit_bits bigint NOT NULL DEFAULT ${ALL_RECORD_BITS}`);
      await qr.createIndex('search_terms', new TableIndex({ name: 'idx_search_terms_term', columnNames: ['entity_type', 'term', 'entity_id', 'record_bits', 'record_digit_bits'] }));
    });
  }

  async down(qr: QueryRunner): Promise<void> {
    await rebuild(qr, 'one', async () => {
      await qr.query('ALTER TABLE search_terms DROP COLUMN record_digit_bits');
      await qr.createIndex('search_terms', new TableIndex({ name: 'idx_search_terms_term', columnNames: ['entity_type', 'term', 'entity_id', 'record_bits'] }));
    });
  }
}

/** Empties the index with the statistics triggers paused, changes the schema, fills it again. */
async function rebuild(qr: QueryRunner, schema: RecordBitsSchema, change: () => Promise<void>): Promise<void> {
  const mysql = isMysqlFamily(qr);
  await qr.query(mysql ? 'SET @search_stats_paused = 1' : 'INSERT INTO search_stats_pause (paused) VALUES (1)');
  try {
    await qr.query('DELETE FROM search_terms');
    await qr.dropIndex('search_terms', 'idx_search_terms_term');
    await change();
    const query = (sql: string, params?: unknown[]) => qr.query(sql, params);
    // 'one' (down): the older schema's record_bits hold every bit by default, never skipping a candidate.
    for (const type of SEARCH_ENTITY_TYPES) await backfillSearchTerms(query, type, { schema });
  } finally {
    await qr.query(mysql ? 'SET @search_stats_paused = NULL' : 'DELETE FROM search_stats_pause');
  }
}
