import { type MigrationInterface, type QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';

/**
 * Deleted files kept restorable for a short window (DealFileTrashEntity): a confirmed delete is applied
 * on the server at once, and 'Deshacer' restores it, so a reload or a closed tab never drops the delete.
 */
export class DealFileTrash1765020000000 implements MigrationInterface {
  name = 'DealFileTrash1765020000000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'deal_file_trash',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true },
          { name: 'deal_id', type: 'integer', isNullable: false },
          { name: 'type', type: 'varchar', length: '20', isNullable: false },
          { name: 'filename', type: 'varchar', length: '255', isNullable: false },
          { name: 'storage_key', type: 'varchar', length: '80', isNullable: false },
          { name: 'mime_type', type: 'varchar', length: '120', isNullable: false },
          { name: 'size_bytes', type: 'integer', isNullable: false },
          { name: 'uploaded_by_user_id', type: 'integer', isNullable: true },
          { name: 'created_at', type: 'datetime', precision: 6, isNullable: false },
          { name: 'deleted_at_ms', type: 'bigint', isNullable: false },
          { name: 'deleted_by_user_id', type: 'integer', isNullable: true },
        ],
        indices: [
          new TableIndex({ name: 'idx_deal_file_trash_deal', columnNames: ['deal_id'] }),
          new TableIndex({ name: 'uq_deal_file_trash_storage_key', columnNames: ['storage_key'], isUnique: true }),
          new TableIndex({ name: 'idx_deal_file_trash_uploaded_by', columnNames: ['uploaded_by_user_id'] }),
          new TableIndex({ name: 'idx_deal_file_trash_deleted', columnNames: ['deleted_at_ms'] }),
          new TableIndex({ name: 'idx_deal_file_trash_deleted_by', columnNames: ['deleted_by_user_id'] }),
        ],
        foreignKeys: [
          new TableForeignKey({ columnNames: ['deal_id'], referencedTableName: 'deals', referencedColumnNames: ['id'], onDelete: 'CASCADE', onUpdate: 'CASCADE' }),
          new TableForeignKey({ columnNames: ['uploaded_by_user_id'], referencedTableName: 'users', referencedColumnNames: ['id'], onDelete: 'SET NULL', onUpdate: 'CASCADE' }),
          new TableForeignKey({ columnNames: ['deleted_by_user_id'], referencedTableName: 'users', referencedColumnNames: ['id'], onDelete: 'SET NULL', onUpdate: 'CASCADE' }),
        ],
      }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('deal_file_trash', true);
  }
}
