import { type MigrationInterface, type QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';
import { idColumn, updatedAtColumn } from '../../../core/db/migration-helpers';

/** Monthly targets per seller (calls, new prospects, quotes sent, pipeline value, won value). */
export class SalesTargets1766037000000 implements MigrationInterface {
  name = 'SalesTargets1766037000000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'sales_targets',
        columns: [
          idColumn(qr),
          { name: 'user_id', type: 'integer' },
          { name: 'month', type: 'varchar', length: '7' },
          { name: 'calls', type: 'integer', isNullable: true },
          { name: 'new_prospects', type: 'integer', isNullable: true },
          { name: 'quotes_sent', type: 'integer', isNullable: true },
          { name: 'pipeline_value_cents', type: 'bigint', isNullable: true },
          { name: 'won_value_cents', type: 'bigint', isNullable: true },
          { name: 'updated_by_user_id', type: 'integer', isNullable: true },
          updatedAtColumn(qr),
        ],
        indices: [
          new TableIndex({ name: 'uq_sales_targets_user_month', columnNames: ['user_id', 'month'], isUnique: true }),
          new TableIndex({ name: 'idx_sales_targets_month', columnNames: ['month'] }),
        ],
        foreignKeys: [new TableForeignKey({ columnNames: ['user_id'], referencedTableName: 'users', referencedColumnNames: ['id'], onDelete: 'CASCADE', onUpdate: 'CASCADE' })],
      }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('sales_targets');
  }
}
