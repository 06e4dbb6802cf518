import { type MigrationInterface, type QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';
import { createdAtColumn, idColumn, isMysqlFamily, updatedAtColumn } from '../../../core/db/migration-helpers';

/**
 * Cost sheets: one per deal, the payload as JSON text
 * (`mediumtext` on MySQL/MariaDB, where `text` stops at 64 KB), a version for optimistic locking,
 * and the server-computed totals.
 */
export class CostSheets1763900100000 implements MigrationInterface {
  name = 'CostSheets1763900100000';

  async up(qr: QueryRunner): Promise<void> {
    const money = (name: string) => ({ name, type: 'decimal', precision: 15, scale: 2, default: 0 });
    await qr.createTable(
      new Table({
        name: 'cost_sheets',
        columns: [
          idColumn(),
          { name: 'deal_id', type: 'integer' },
          { name: 'data', type: isMysqlFamily(qr) ? 'mediumtext' : 'text' },
          { name: 'version', type: 'integer', default: 0 },
          money('total_costos'),
          money('total_ventas'),
          money('profit_general'),
          { name: 'updated_by_user_id', type: 'integer', isNullable: true },
          createdAtColumn(qr),
          updatedAtColumn(qr),
        ],
        indices: [
          new TableIndex({ name: 'uq_cost_sheets_deal', columnNames: ['deal_id'], isUnique: true }),
          new TableIndex({ name: 'idx_cost_sheets_updated_by', columnNames: ['updated_by_user_id'] }),
        ],
        foreignKeys: [
          new TableForeignKey({ columnNames: ['deal_id'], referencedTableName: 'deals', referencedColumnNames: ['id'], onDelete: 'CASCADE', onUpdate: 'CASCADE' }),
          new TableForeignKey({ columnNames: ['updated_by_user_id'], referencedTableName: 'users', referencedColumnNames: ['id'], onDelete: 'SET NULL', onUpdate: 'CASCADE' }),
        ],
      }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('cost_sheets');
  }
}
