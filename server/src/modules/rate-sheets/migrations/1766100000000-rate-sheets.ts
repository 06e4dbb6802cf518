import { type MigrationInterface, type QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';
import { createdAtColumn, idColumn, updatedAtColumn } from '../../../core/db/migration-helpers';

/** Rate sheets of agents, carriers and suppliers (one row per sheet, its charges as JSON text). */
export class RateSheets1766100000000 implements MigrationInterface {
  name = 'RateSheets1766100000000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'rate_sheets',
        columns: [
          idColumn(qr),
          { name: 'org_id', type: 'integer' },
          { name: 'mode', type: 'varchar', length: '8' },
          { name: 'origin', type: 'varchar', length: '100' },
          { name: 'destination', type: 'varchar', length: '100' },
          { name: 'valid_from', type: 'varchar', length: '10' },
          { name: 'valid_to', type: 'varchar', length: '10' },
          { name: 'currency', type: 'varchar', length: '3' },
          { name: 'charges', type: 'text' },
          { name: 'notes', type: 'varchar', length: '2000', isNullable: true },
          { name: 'version', type: 'integer', default: 1 },
          { name: 'updated_by_user_id', type: 'integer', isNullable: true },
          createdAtColumn(qr),
          updatedAtColumn(qr),
        ],
        indices: [
          new TableIndex({ name: 'idx_rate_sheets_org', columnNames: ['org_id'] }),
          new TableIndex({ name: 'idx_rate_sheets_lane', columnNames: ['mode', 'valid_to'] }),
          new TableIndex({ name: 'idx_rate_sheets_updated_by', columnNames: ['updated_by_user_id'] }),
        ],
        foreignKeys: [
          new TableForeignKey({ columnNames: ['org_id'], referencedTableName: 'organizations', referencedColumnNames: ['id'], onDelete: 'CASCADE', onUpdate: 'CASCADE' }),
          new TableForeignKey({ columnNames: ['updated_by_user_id'], referencedTableName: 'users', referencedColumnNames: ['id'], onDelete: 'SET NULL', onUpdate: 'CASCADE' }),
        ],
      }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('rate_sheets', true);
  }
}
