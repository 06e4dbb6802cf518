import { type MigrationInterface, type QueryRunner, TableIndex } from 'typeorm';

/**
 * The portfolio's covering index on invoices: status and invoice date (the open invoices of a day), then the client,
 * currency, due date and the kept total / credited / paid, so the aggregate by client, currency and aging bucket
 * reads only this index (never the wide invoice row nor the receipts) for today's open amounts. And the credit
 * notes by status and date: as of a past day the portfolio adds back the notes issued after it.
 */
export class CollectionsOpenAging1767100000000 implements MigrationInterface {
  name = 'CollectionsOpenAging1767100000000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createIndex('invoices', new TableIndex({ name: 'idx_invoices_open_aging', columnNames: ['status', 'invoice_date', 'org_id', 'currency', 'due_date', 'total', 'credited', 'paid'] }));
    await qr.createIndex('credit_notes', new TableIndex({ name: 'idx_credit_notes_status_date', columnNames: ['status', 'note_date'] }));
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropIndex('credit_notes', 'idx_credit_notes_status_date');
    await qr.dropIndex('invoices', 'idx_invoices_open_aging');
  }
}
