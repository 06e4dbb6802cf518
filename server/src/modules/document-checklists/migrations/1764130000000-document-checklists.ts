import { type MigrationInterface, type QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';
import { boolColumn, idColumn } from '../../../core/db/migration-helpers';
import { createDataVersionTriggers, dropDataVersionTriggers } from '../../../core/db/migrations/1763990000000-data-version';

/**
 * The kanban answers are cached by data version (core/graphql/fast-path/shared-response-cache.ts) and its cards now
 * carry the checklist chip: writes to files, ticks and templates bump the version too, like the tables of
 * core migration 1763990000000-data-version.
 */
const CHIP_TABLES = ['deal_files', 'deal_document_checks', 'checklist_template_items'] as const;

/** Document checklists: checklist templates per transport mode × operation type, and verified documents per operation. */
export class DocumentChecklists1764130000000 implements MigrationInterface {
  name = 'DocumentChecklists1764130000000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'checklist_template_items',
        columns: [
          idColumn(qr),
          { name: 'mode', type: 'varchar', length: '20' },
          { name: 'operation_type', type: 'varchar', length: '10' },
          { name: 'doc_type', type: 'varchar', length: '20' },
          boolColumn('required', false),
          { name: 'due_days', type: 'integer', isNullable: true },
          { name: 'ord', type: 'integer', default: 0 },
        ],
        indices: [new TableIndex({ name: 'uq_checklist_template_items', columnNames: ['mode', 'operation_type', 'doc_type'], isUnique: true })],
      }),
    );
    await qr.createTable(
      new Table({
        name: 'deal_document_checks',
        columns: [
          idColumn(qr),
          { name: 'deal_id', type: 'integer' },
          { name: 'doc_type', type: 'varchar', length: '20' },
          { name: 'verified_by_user_id', type: 'integer', isNullable: true },
          { name: 'verified_at', type: 'datetime', precision: 6 },
        ],
        indices: [
          new TableIndex({ name: 'uq_deal_document_checks', columnNames: ['deal_id', 'doc_type'], isUnique: true }),
          new TableIndex({ name: 'idx_deal_document_checks_user', columnNames: ['verified_by_user_id'] }),
        ],
        foreignKeys: [
          new TableForeignKey({ columnNames: ['deal_id'], referencedTableName: 'deals', referencedColumnNames: ['id'], onDelete: 'CASCADE', onUpdate: 'CASCADE' }),
          new TableForeignKey({ columnNames: ['verified_by_user_id'], referencedTableName: 'users', referencedColumnNames: ['id'], onDelete: 'SET NULL', onUpdate: 'CASCADE' }),
        ],
      }),
    );
    await createDataVersionTriggers(qr, CHIP_TABLES);
  }

  async down(qr: QueryRunner): Promise<void> {
    await dropDataVersionTriggers(qr, CHIP_TABLES);
    await qr.dropTable('deal_document_checks', true);
    await qr.dropTable('checklist_template_items', true);
  }
}
