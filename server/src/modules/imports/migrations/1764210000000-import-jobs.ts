import { type MigrationInterface, type QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';
import { idColumn, isMysqlFamily } from '../../../core/db/migration-helpers';

/** CSV import jobs (file, mapping, progress and results). */
export class ImportJobs1764210000000 implements MigrationInterface {
  name = 'ImportJobs1764210000000';

  async up(qr: QueryRunner): Promise<void> {
    const longText = isMysqlFamily(qr) ? 'mediumtext' : 'text';
    await qr.createTable(
      new Table({
        name: 'import_jobs',
        columns: [
          idColumn(qr),
          { name: 'kind', type: 'varchar', length: '20' },
          { name: 'status', type: 'varchar', length: '20' },
          { name: 'filename', type: 'varchar', length: '255' },
          { name: 'created_by_user_id', type: 'integer' },
          { name: 'created_at_ms', type: 'bigint' },
          { name: 'updated_at_ms', type: 'bigint' },
          { name: 'expires_at_ms', type: 'bigint' },
          { name: 'content', type: longText, isNullable: true },
          { name: 'headers', type: 'text' },
          { name: 'delimiter', type: 'varchar', length: '4' },
          { name: 'encoding', type: 'varchar', length: '20' },
          { name: 'total_rows', type: 'integer' },
          { name: 'mapping', type: 'text', isNullable: true },
          { name: 'processed_rows', type: 'integer', default: 0 },
          { name: 'created_count', type: 'integer', default: 0 },
          { name: 'updated_count', type: 'integer', default: 0 },
          { name: 'error_count', type: 'integer', default: 0 },
          { name: 'results', type: longText, isNullable: true },
          { name: 'failure', type: 'varchar', length: '500', isNullable: true },
        ],
        indices: [
          new TableIndex({ name: 'idx_import_jobs_created_by', columnNames: ['created_by_user_id'] }),
          new TableIndex({ name: 'idx_import_jobs_expires', columnNames: ['expires_at_ms'] }),
        ],
        foreignKeys: [
          new TableForeignKey({ columnNames: ['created_by_user_id'], referencedTableName: 'users', referencedColumnNames: ['id'], onDelete: 'CASCADE', onUpdate: 'CASCADE' }),
        ],
      }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('import_jobs', true);
  }
}
