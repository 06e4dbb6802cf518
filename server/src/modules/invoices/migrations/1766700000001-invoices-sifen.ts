import { type MigrationInterface, type QueryRunner, TableColumn, TableIndex } from 'typeorm';

/** Electronic invoices (SIFEN): the CDC and SIFEN's state and message on the invoice. */
export class InvoicesSifen1766700000001 implements MigrationInterface {
  name = 'InvoicesSifen1766700000001';

  async up(qr: QueryRunner): Promise<void> {
    await qr.addColumns('invoices', [
      new TableColumn({ name: 'cdc', type: 'varchar', length: '44', isNullable: true }),
      new TableColumn({ name: 'sifen_status', type: 'varchar', length: '30', isNullable: true }),
      new TableColumn({ name: 'sifen_message', type: 'varchar', length: '500', isNullable: true }),
    ]);
    await qr.createIndex('invoices', new TableIndex({ name: 'uq_invoices_cdc', columnNames: ['cdc'], isUnique: true }));
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropIndex('invoices', 'uq_invoices_cdc');
    await qr.dropColumns('invoices', ['cdc', 'sifen_status', 'sifen_message']);
  }
}
