import { type MigrationInterface, type QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';

/**
 * The lifecycle of quote versions (borrador, enviada, aceptada, rechazada) in a table of its own beside
 * deal_quotes: a version is never changed after saving, its status is. No row = borrador.
 */
export class QuoteStatus1766200000000 implements MigrationInterface {
  name = 'QuoteStatus1766200000000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'deal_quote_status',
        columns: [
          { name: 'quote_id', type: 'integer', isPrimary: true },
          { name: 'deal_id', type: 'integer', isNullable: false },
          { name: 'status', type: 'varchar', length: '20', isNullable: false },
          { name: 'sent_at', type: 'datetime', precision: 6, isNullable: true },
          { name: 'answered_at', type: 'datetime', precision: 6, isNullable: true },
          { name: 'reason', type: 'varchar', length: '120', isNullable: true },
          { name: 'reason_text', type: 'varchar', length: '500', isNullable: true },
          { name: 'changed_by_user_id', type: 'integer', isNullable: true },
          { name: 'changed_at', type: 'datetime', precision: 6, isNullable: false },
        ],
        indices: [
          new TableIndex({ name: 'idx_deal_quote_status_deal', columnNames: ['deal_id'] }),
          new TableIndex({ name: 'idx_deal_quote_status_sent', columnNames: ['sent_at'] }),
        ],
        foreignKeys: [
          new TableForeignKey({ columnNames: ['quote_id'], referencedTableName: 'deal_quotes', referencedColumnNames: ['id'], onDelete: 'CASCADE', onUpdate: 'CASCADE' }),
          new TableForeignKey({ columnNames: ['deal_id'], referencedTableName: 'deals', referencedColumnNames: ['id'], onDelete: 'CASCADE', onUpdate: 'CASCADE' }),
        ],
      }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('deal_quote_status', true);
  }
}
