import { type MigrationInterface, type QueryRunner, Table, TableColumn, TableIndex } from 'typeorm';
import { isMysqlFamily } from '../../../core/db/migration-helpers';
import { ALL_RECORD_BITS, backfillSearchTerms } from '../search-index';
import { SEARCH_ENTITY_TYPES, SEARCH_STAT_LEVELS } from '../search-term.entity';

/** Each level with the one below it: a term is counted at a level when it is longer than the level below. */
const LEVELS = SEARCH_STAT_LEVELS.map((level, i) => ({ level, below: i === 0 ? 0 : SEARCH_STAT_LEVELS[i - 1] }));

/**
 * Term statistics for the global search (search speed): search_term_stats counts the search_terms
 * rows of each type by the first 3, 6 and 9 characters of their term (SEARCH_STAT_LEVELS). Triggers on search_terms
 * keep it in the same statement (so the same transaction) as every inserted, changed or deleted term;
 * a multi-word search reads a few of its rows to pick the rarest word instead of running EXPLAIN.
 * Every CRM write already serializes on the data_versions row (core/db/write-lock.ts) before it
 * touches search_terms, so the shared counter rows add no lock order of their own.
 *
 * Before that, every term row gets its record's bits (search_terms.record_bits, search-index.ts
 * recordBitsOf), also in the term index, so a multi-word search skips along the index the candidates
 * that cannot hold its other words. The index is filled again whole (before the triggers exist).
 */
export class SearchTermStats1764110000000 implements MigrationInterface {
  name = 'SearchTermStats1764110000000';

  async up(qr: QueryRunner): Promise<void> {
    const mysql = isMysqlFamily(qr);
    await qr.query('DELETE FROM search_terms');
    await qr.dropIndex('search_terms', 'idx_search_terms_term');
    await qr.addColumn('search_terms', new TableColumn({ name: 'record_bits', type: 'bigint', default: String(ALL_RECORD_BITS) }));
    await qr.createIndex('search_terms', new TableIndex({ name: 'idx_search_terms_term', columnNames: ['entity_type', 'term', 'entity_id', 'record_bits'] }));
    const query = (sql: string, params?: unknown[]) => qr.query(sql, params);
    // Migration 1764260000000 fills the index again with both bits columns; this schema has one.
    for (const type of SEARCH_ENTITY_TYPES) await backfillSearchTerms(query, type, { schema: 'one' });

    await qr.createTable(
      new Table({
        name: 'search_term_stats',
        columns: [
          { name: 'entity_type', type: 'varchar', length: '12', isPrimary: true },
          { name: 'prefix', type: 'varchar', length: '16', isPrimary: true },
          { name: 'term_count', type: 'integer', default: 0 },
        ],
      }),
    );
    if (mysql) {
      // Bytes, like search_terms.term (migration 1764000200000): 'weis' and 'weiß' are different rows.
      await qr.query('ALTER TABLE search_term_stats MODIFY prefix varchar(16) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL');
    }
    // SUBSTR and the length function count characters on both engines, as the service does.
    const len = (v: string) => (mysql ? `CHAR_LENGTH(${v})` : `length(${v})`);
    for (const { level, below } of LEVELS) {
      await qr.query(
        `INSERT INTO search_term_stats (entity_type, prefix, term_count) SELECT entity_type, SUBSTR(term, 1, ${level}), COUNT(*) FROM search_terms ` +
          `WHERE ${len('term')} > ${below} GROUP BY entity_type, SUBSTR(term, 1, ${level})`,
      );
    }
    const row = (r: 'NEW' | 'OLD', level: number, below: number) => ({
      key: `${r}.entity_type, SUBSTR(${r}.term, 1, ${level})`,
      match: `entity_type = ${r}.entity_type AND prefix = SUBSTR(${r}.term, 1, ${level}) AND ${len(`${r}.term`)} > ${below}`,
      counted: `${len(`${r}.term`)} > ${below}`,
    });
    const add = (r: 'NEW' | 'OLD') =>
      LEVELS.map(({ level, below }) => {
        const x = row(r, level, below);
        return mysql
          ? `INSERT INTO search_term_stats (entity_type, prefix, term_count) SELECT ${x.key}, 1 FROM DUAL WHERE ${x.counted} ON DUPLICATE KEY UPDATE term_count = term_count + 1`
          : `INSERT INTO search_term_stats (entity_type, prefix, term_count) SELECT ${x.key}, 1 WHERE ${x.counted} ON CONFLICT (entity_type, prefix) DO UPDATE SET term_count = term_count + 1`;
      });
    const remove = (r: 'NEW' | 'OLD') => LEVELS.map(({ level, below }) => `UPDATE search_term_stats SET term_count = term_count - 1 WHERE ${row(r, level, below).match}`);
    // A bulk load pauses them for its own transaction and counts its page in one pass
    // (insertSearchTermsBulk): a session variable on MariaDB/MySQL, an uncommitted row on SQLite.
    if (!mysql) await qr.query('CREATE TABLE search_stats_pause (paused integer PRIMARY KEY)');
    const trigger = (name: string, event: string, body: string[]) =>
      mysql
        ? `CREATE TRIGGER ${name} AFTER ${event} ON search_terms FOR EACH ROW BEGIN IF @search_stats_paused IS NULL THEN ${body.join('; ')}; END IF; END`
        : `CREATE TRIGGER ${name} AFTER ${event} ON search_terms WHEN NOT EXISTS (SELECT 1 FROM search_stats_pause) BEGIN ${body.join('; ')}; END`;
    await qr.query(trigger('trg_search_stats_insert', 'INSERT', add('NEW')));
    await qr.query(trigger('trg_search_stats_delete', 'DELETE', remove('OLD')));
    await qr.query(trigger('trg_search_stats_update', 'UPDATE', [...remove('OLD'), ...add('NEW')]));
  }

  async down(qr: QueryRunner): Promise<void> {
    for (const event of ['insert', 'delete', 'update']) await qr.query(`DROP TRIGGER IF EXISTS trg_search_stats_${event}`);
    await qr.query('DROP TABLE IF EXISTS search_stats_pause');
    await qr.dropTable('search_term_stats', true);
    await qr.dropIndex('search_terms', 'idx_search_terms_term');
    await qr.dropColumn('search_terms', 'record_bits');
    await qr.createIndex('search_terms', new TableIndex({ name: 'idx_search_terms_term', columnNames: ['entity_type', 'term', 'entity_id'] }));
  }
}
