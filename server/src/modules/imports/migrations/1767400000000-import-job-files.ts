import { type MigrationInterface, type QueryRunner, Table, TableForeignKey } from 'typeorm';
import { isMysqlFamily } from '../../../core/db/migration-helpers';

/** Characters of the file's start kept in `head` (the view's sample rows are read from them). */
const HEAD_CHARS = 64 * 1024;

/**
 * Import speed: an uploaded CSV file in a table of its own (`import_job_files`), apart from the import's row, which
 * each batch updates with its progress. On SQLite an UPDATE rewrites the whole row, the file's overflow pages
 * included: a 100,000-row file (6.8 MB) was written again, and journaled, after every batch. `head` is the file's
 * first 64 K characters, before `content`, so the view's sample rows are read without the rest of the file.
 * Files of imports in flight are moved over as they are; the job's row keeps no copy.
 */
export class ImportJobFiles1767400000000 implements MigrationInterface {
  name = 'ImportJobFiles1767400000000';

  async up(qr: QueryRunner): Promise<void> {
    const longText = isMysqlFamily(qr) ? 'mediumtext' : 'text';
    await qr.createTable(
      new Table({
        name: 'import_job_files',
        columns: [
          { name: 'job_id', type: 'integer', isPrimary: true },
          { name: 'head', type: longText },
          { name: 'content', type: longText },
        ],
        foreignKeys: [new TableForeignKey({ columnNames: ['job_id'], referencedTableName: 'import_jobs', referencedColumnNames: ['id'], onDelete: 'CASCADE', onUpdate: 'CASCADE' })],
      }),
    );
    await qr.query(`INSERT INTO import_job_files (job_id, head, content) SELECT id, SUBSTR(content, 1, ${HEAD_CHARS}), content FROM import_jobs WHERE content IS NOT NULL`);
    // A native DROP COLUMN (SQLite ≥ 3.35 too): rebuilding import_jobs would drop it and, by cascade, the files just moved.
    await qr.query('ALTER TABLE import_jobs DROP COLUMN content');
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.query(`ALTER TABLE import_jobs ADD COLUMN content ${isMysqlFamily(qr) ? 'mediumtext' : 'text'} NULL`);
    await qr.query('UPDATE import_jobs SET content = (SELECT f.content FROM import_job_files f WHERE f.job_id = import_jobs.id)');
    await qr.dropTable('import_job_files', true);
  }
}
