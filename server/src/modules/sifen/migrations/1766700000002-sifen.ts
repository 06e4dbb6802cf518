import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';
import { idColumn, isMysqlFamily } from '../../../core/db/migration-helpers';

/** SIFEN: the electronic documents and cancellation events of invoices, and their sending outbox. */
export class Sifen1766700000002 implements MigrationInterface {
  name = 'Sifen1766700000002';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'sifen_documents',
        columns: [
          idColumn(qr),
          { name: 'invoice_id', type: 'integer' },
          { name: 'business_unit_id', type: 'integer' },
          { name: 'kind', type: 'varchar', length: '12' },
          { name: 'cdc', type: 'varchar', length: '44' },
          { name: 'security_code', type: 'varchar', length: '9' },
          // A signed DE passes 64 KB with many lines: mediumtext on MySQL/MariaDB (the module's longTextColumns).
          { name: 'xml', type: isMysqlFamily(qr) ? 'mediumtext' : 'text' },
          { name: 'qr', type: 'varchar', length: '1000', isNullable: true },
          { name: 'status', type: 'varchar', length: '10' },
          { name: 'sifen_status', type: 'varchar', length: '30' },
          { name: 'sifen_code', type: 'varchar', length: '10', isNullable: true },
          { name: 'sifen_message', type: 'varchar', length: '500', isNullable: true },
          { name: 'lote_protocol', type: 'varchar', length: '30', isNullable: true },
          { name: 'attempts', type: 'integer', default: 0 },
          { name: 'next_attempt_at_ms', type: 'bigint', isNullable: true },
          { name: 'lease_owner', type: 'varchar', length: '64', isNullable: true },
          { name: 'lease_until_ms', type: 'bigint', isNullable: true },
          { name: 'last_error', type: 'varchar', length: '500', isNullable: true },
          { name: 'sent_at_ms', type: 'bigint', isNullable: true },
          { name: 'created_at_ms', type: 'bigint' },
        ],
        indices: [
          new TableIndex({ name: 'uq_sifen_documents_cdc_kind', columnNames: ['cdc', 'kind'], isUnique: true }),
          new TableIndex({ name: 'idx_sifen_documents_due', columnNames: ['status', 'next_attempt_at_ms'] }),
          new TableIndex({ name: 'idx_sifen_documents_invoice', columnNames: ['invoice_id'] }),
        ],
      }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('sifen_documents', true);
  }
}
