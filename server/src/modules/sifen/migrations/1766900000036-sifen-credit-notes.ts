import { type MigrationInterface, type QueryRunner, TableColumn, TableIndex } from 'typeorm';

/** SIFEN: the electronic document of a credit note (DE tipo 5) names its note; invoice rows leave it empty. */
export class SifenCreditNotes1766900000036 implements MigrationInterface {
  name = 'SifenCreditNotes1766900000036';

  async up(qr: QueryRunner): Promise<void> {
    await qr.addColumn('sifen_documents', new TableColumn({ name: 'credit_note_id', type: 'integer', isNullable: true }));
    await qr.createIndex('sifen_documents', new TableIndex({ name: 'idx_sifen_documents_credit_note', columnNames: ['credit_note_id'] }));
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropIndex('sifen_documents', 'idx_sifen_documents_credit_note');
    await qr.dropColumn('sifen_documents', 'credit_note_id');
  }
}
