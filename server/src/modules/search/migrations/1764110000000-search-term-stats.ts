import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';
import { isMysqlFamily } from '../../../core/db/migration-helpers';
import { SEARCH_STAT_PREFIX } from '../search-term.entity';

const P = SEARCH_STAT_PREFIX;
/** The statistics row a term counts under (SUBSTR counts characters on both engines, as the service does). */
const key = (row: 'NEW' | 'OLD') => `${row}.entity_type, SUBSTR(${row}.term, 1, ${P})`;
const where = (row: 'NEW' | 'OLD') => `entity_type = ${row}.entity_type AND prefix = SUBSTR(${row}.term, 1, ${P})`;

/**
 * Term statistics for the global search (issue 19 item 4): search_term_stats counts the search_terms
 * rows of each type by the first SEARCH_STAT_PREFIX characters of their term. Triggers on search_terms
 * keep it in the same statement (so the same transaction) as every inserted, changed or deleted term;
 * a multi-word search reads a few of its rows to pick the rarest word instead of running EXPLAIN.
 * Every CRM write already serializes on the data_versions row (core/db/write-lock.ts) before it
 * touches search_terms, so the shared counter rows add no lock order of their own.
 */
export class SearchTermStats1764110000000 implements MigrationInterface {
  name = 'SearchTermStats1764110000000';

  async up(qr: QueryRunner): Promise<void> {
    const mysql = isMysqlFamily(qr);
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
    await qr.query(
      `INSERT INTO search_term_stats (entity_type, prefix, term_count) SELECT entity_type, SUBSTR(term, 1, ${P}), COUNT(*) FROM search_terms GROUP BY entity_type, SUBSTR(term, 1, ${P})`,
    );
    const add = mysql
      ? (row: 'NEW' | 'OLD') => `INSERT INTO search_term_stats (entity_type, prefix, term_count) VALUES (${key(row)}, 1) ON DUPLICATE KEY UPDATE term_count = term_count + 1`
      : (row: 'NEW' | 'OLD') => `INSERT INTO search_term_stats (entity_type, prefix, term_count) VALUES (${key(row)}, 1) ON CONFLICT (entity_type, prefix) DO UPDATE SET term_count = term_count + 1`;
    const remove = (row: 'NEW' | 'OLD') => `UPDATE search_term_stats SET term_count = term_count - 1 WHERE ${where(row)}`;
    const trigger = (name: string, event: string, body: string[]) =>
      mysql
        ? `CREATE TRIGGER ${name} AFTER ${event} ON search_terms FOR EACH ROW ${body.length === 1 ? body[0] : `BEGIN ${body.join('; ')}; END`}`
        : `CREATE TRIGGER ${name} AFTER ${event} ON search_terms BEGIN ${body.join('; ')}; END`;
    await qr.query(trigger('trg_search_stats_insert', 'INSERT', [add('NEW')]));
    await qr.query(trigger('trg_search_stats_delete', 'DELETE', [remove('OLD')]));
    await qr.query(trigger('trg_search_stats_update', 'UPDATE', [remove('OLD'), add('NEW')]));
  }

  async down(qr: QueryRunner): Promise<void> {
    for (const event of ['insert', 'delete', 'update']) await qr.query(`DROP TRIGGER IF EXISTS trg_search_stats_${event}`);
    await qr.dropTable('search_term_stats', true);
  }
}
