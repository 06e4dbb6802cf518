import { type MigrationInterface, type QueryRunner, Table, TableColumn, TableForeignKey, TableIndex } from 'typeorm';
import { createdAtColumn, idColumn, isMysqlFamily, updatedAtColumn } from '../migration-helpers';

/**
 * Issue 17 (REST /api as a drop-in for the original client):
 * - cost_sheets.document: the sheet exactly as the client sent it (text cells, keys of its own), returned
 *   deep-equal by GET; `data` keeps the server's typed parse and the totals stay in their columns.
 *   NULL for sheets saved before: GET renders them from `data`.
 * - deal_mode_details: the free-form per-mode documents of PUT /operations/{id}/{air|ocean|road|multimodal}.
 */
export class RestFidelity1764000317000 implements MigrationInterface {
  name = 'RestFidelity1764000317000';

  async up(qr: QueryRunner): Promise<void> {
    const longText = isMysqlFamily(qr) ? 'mediumtext' : 'text';
    await qr.addColumn('cost_sheets', new TableColumn({ name: 'document', type: longText, isNullable: true }));
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
    await qr.dropColumn('cost_sheets', 'document');
  }
}
