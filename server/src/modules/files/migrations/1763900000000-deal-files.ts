import { type MigrationInterface, type QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';
import { createdAtColumn, idColumn } from '../../../core/db/migration-helpers';

/** Files of an operation: metadata here, bytes in the Storage. */
export class DealFiles1763900000000 implements MigrationInterface {
  name = 'DealFiles1763900000000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'deal_files',
        columns: [
          idColumn(),
          { name: 'deal_id', type: 'integer', isNullable: false },
          { name: 'type', type: 'varchar', length: '20', isNullable: false },
          // The user's file name: metadata only, never part of a path.
          { name: 'filename', type: 'varchar', length: '255', isNullable: false },
          { name: 'storage_key', type: 'varchar', length: '80', isNullable: false },
          { name: 'mime_type', type: 'varchar', length: '120', isNullable: false },
          { name: 'size_bytes', type: 'integer', isNullable: false },
          { name: 'uploaded_by_user_id', type: 'integer', isNullable: true },
          createdAtColumn(qr),
        ],
        indices: [
          new TableIndex({ name: 'idx_deal_files_deal_created', columnNames: ['deal_id', 'created_at'] }),
          new TableIndex({ name: 'uq_deal_files_storage_key', columnNames: ['storage_key'], isUnique: true }),
          new TableIndex({ name: 'idx_deal_files_uploaded_by', columnNames: ['uploaded_by_user_id'] }),
        ],
        foreignKeys: [
          new TableForeignKey({ columnNames: ['deal_id'], referencedTableName: 'deals', referencedColumnNames: ['id'], onDelete: 'CASCADE', onUpdate: 'CASCADE' }),
          new TableForeignKey({
            columnNames: ['uploaded_by_user_id'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'SET NULL',
            onUpdate: 'CASCADE',
          }),
        ],
      }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('deal_files', true);
  }
}
