import { type MigrationInterface, type QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';
import { createdAtColumn, idColumn } from '../../../core/db/migration-helpers';

/**
 * Saved quote versions of an operation: numbered per deal, the
 * whole quote (items included) as JSON. `json` is LONGTEXT on MariaDB and native JSON on MySQL
 * (both beyond the 64 KB of `text`), TEXT on SQLite, and the same type on the entity: zero drift.
 */
export class Quotes1763900200000 implements MigrationInterface {
  name = 'Quotes1763900200000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'deal_quotes',
        columns: [
          idColumn(),
          { name: 'deal_id', type: 'integer', isNullable: false },
          { name: 'version_no', type: 'integer', isNullable: false },
          { name: 'data', type: 'json', isNullable: false },
          { name: 'total_usd', type: 'decimal', precision: 15, scale: 2, default: 0 },
          { name: 'created_by_user_id', type: 'integer', isNullable: true },
          createdAtColumn(qr),
        ],
        indices: [
          new TableIndex({ name: 'uq_deal_quotes_deal_version', columnNames: ['deal_id', 'version_no'], isUnique: true }),
          new TableIndex({ name: 'idx_deal_quotes_creator', columnNames: ['created_by_user_id'] }),
        ],
        foreignKeys: [
          new TableForeignKey({ columnNames: ['deal_id'], referencedTableName: 'deals', referencedColumnNames: ['id'], onDelete: 'CASCADE', onUpdate: 'CASCADE' }),
          new TableForeignKey({ columnNames: ['created_by_user_id'], referencedTableName: 'users', referencedColumnNames: ['id'], onDelete: 'SET NULL', onUpdate: 'CASCADE' }),
        ],
      }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('deal_quotes', true);
  }
}
