import { type MigrationInterface, type QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';
import { createdAtColumn, idColumn, isMysqlFamily, updatedAtColumn } from '../../../core/db/migration-helpers';

/**
 * REST drop-in for the original client: deal_mode_details holds the free-form per-mode
 * documents of PUT /operations/{id}/{air|ocean|road|multimodal}.
 */
export class DealModeDetails1764000318000 implements MigrationInterface {
  name = 'DealModeDetails1764000318000';

  async up(qr: QueryRunner): Promise<void> {
    const longText = isMysqlFamily(qr) ? 'mediumtext' : 'text';
    await qr.createTable(
      new Table({
        name: 'deal_mode_details',
        columns: [
          idColumn(qr),
          { name: 'deal_id', type: 'integer' },
          { name: 'mode', type: 'varchar', length: '16' },
          { name: 'data', type: longText },
          { name: 'updated_by_user_id', type: 'integer', isNullable: true },
          createdAtColumn(qr),
          updatedAtColumn(qr),
        ],
        indices: [
          new TableIndex({ name: 'uq_deal_mode_details_deal_mode', columnNames: ['deal_id', 'mode'], isUnique: true }),
          new TableIndex({ name: 'idx_deal_mode_details_updated_by', columnNames: ['updated_by_user_id'] }),
        ],
        foreignKeys: [
          new TableForeignKey({ columnNames: ['deal_id'], referencedTableName: 'deals', referencedColumnNames: ['id'], onDelete: 'CASCADE', onUpdate: 'CASCADE' }),
          new TableForeignKey({ columnNames: ['updated_by_user_id'], referencedTableName: 'users', referencedColumnNames: ['id'], onDelete: 'SET NULL', onUpdate: 'CASCADE' }),
        ],
      }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('deal_mode_details', true);
  }
}
