import { type MigrationInterface, type QueryRunner, Table, TableForeignKey, TableIndex, type TableColumnOptions } from 'typeorm';
import { createdAtColumn, idColumn, updatedAtColumn } from '../../../core/db/migration-helpers';

const money = (name: string): TableColumnOptions => ({ name, type: 'decimal', precision: 18, scale: 2, default: 0 });

/** Receipts against issued invoices and what each pays of which invoice (money and fiscal rules). */
export class Receipts1766400000000 implements MigrationInterface {
  name = 'Receipts1766400000000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'receipts',
        columns: [
          idColumn(qr),
          { name: 'org_id', type: 'integer', isNullable: true },
          { name: 'business_unit_id', type: 'integer' },
          { name: 'status', type: 'varchar', length: '10', default: "'emitido'" },
          { name: 'paid_at', type: 'varchar', length: '10' },
          { name: 'method', type: 'varchar', length: '14' },
          { name: 'currency', type: 'varchar', length: '3' },
          { name: 'exchange_rate', type: 'decimal', precision: 15, scale: 4, isNullable: true },
          { name: 'account', type: 'varchar', length: '120', isNullable: true },
          { name: 'reference', type: 'varchar', length: '120', isNullable: true },
          { name: 'withholding_pct', type: 'integer', default: 0 },
          money('amount'),
          money('withheld'),
          money('net'),
          { name: 'notes', type: 'text', isNullable: true },
          { name: 'fiscal_number', type: 'varchar', length: '40', isNullable: true },
          { name: 'fiscal_sequence', type: 'integer', isNullable: true },
          { name: 'timbrado', type: 'varchar', length: '20', isNullable: true },
          { name: 'establishment', type: 'varchar', length: '3', isNullable: true },
          { name: 'point', type: 'varchar', length: '3', isNullable: true },
          { name: 'issued_at', type: 'datetime', precision: 6, isNullable: true },
          { name: 'issued_by_user_id', type: 'integer', isNullable: true },
          { name: 'cancelled_at', type: 'datetime', precision: 6, isNullable: true },
          { name: 'cancelled_by_user_id', type: 'integer', isNullable: true },
          { name: 'cancel_reason', type: 'varchar', length: '500', isNullable: true },
          createdAtColumn(qr),
          updatedAtColumn(qr),
        ],
        indices: [
          new TableIndex({ name: 'uq_receipts_timbrado_number', columnNames: ['timbrado', 'fiscal_number'], isUnique: true }),
          new TableIndex({ name: 'idx_receipts_org_paid', columnNames: ['org_id', 'paid_at'] }),
          new TableIndex({ name: 'idx_receipts_paid_at', columnNames: ['paid_at'] }),
        ],
        foreignKeys: [new TableForeignKey({ columnNames: ['org_id'], referencedTableName: 'organizations', referencedColumnNames: ['id'], onDelete: 'SET NULL', onUpdate: 'CASCADE' })],
      }),
    );
    await qr.createTable(
      new Table({
        name: 'receipt_items',
        columns: [idColumn(qr), { name: 'receipt_id', type: 'integer' }, { name: 'invoice_id', type: 'integer' }, { name: 'position', type: 'integer' }, money('amount'), money('withheld'), money('net')],
        indices: [new TableIndex({ name: 'idx_receipt_items_receipt', columnNames: ['receipt_id'] }), new TableIndex({ name: 'idx_receipt_items_invoice', columnNames: ['invoice_id'] })],
        foreignKeys: [
          new TableForeignKey({ columnNames: ['receipt_id'], referencedTableName: 'receipts', referencedColumnNames: ['id'], onDelete: 'CASCADE', onUpdate: 'CASCADE' }),
          // A fiscal document never vanishes: an invoice with receipts is cancelled, not deleted (RESTRICT).
          new TableForeignKey({ columnNames: ['invoice_id'], referencedTableName: 'invoices', referencedColumnNames: ['id'], onDelete: 'RESTRICT', onUpdate: 'CASCADE' }),
        ],
      }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('receipt_items', true);
    await qr.dropTable('receipts', true);
  }
}
