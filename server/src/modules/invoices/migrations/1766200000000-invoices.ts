import { type MigrationInterface, type QueryRunner, Table, TableForeignKey, TableIndex, type TableColumnOptions } from 'typeorm';
import { createdAtColumn, idColumn, updatedAtColumn } from '../../../core/db/migration-helpers';

const money = (name: string): TableColumnOptions => ({ name, type: 'decimal', precision: 18, scale: 2, default: 0 });
const fiscalColumns = (): TableColumnOptions[] => [
  { name: 'fiscal_number', type: 'varchar', length: '40', isNullable: true },
  { name: 'fiscal_sequence', type: 'integer', isNullable: true },
  { name: 'timbrado', type: 'varchar', length: '20', isNullable: true },
  { name: 'timbrado_from', type: 'varchar', length: '10', isNullable: true },
  { name: 'timbrado_to', type: 'varchar', length: '10', isNullable: true },
  { name: 'establishment', type: 'varchar', length: '3', isNullable: true },
  { name: 'point', type: 'varchar', length: '3', isNullable: true },
  { name: 'issued_at', type: 'datetime', precision: 6, isNullable: true },
  { name: 'issued_by_user_id', type: 'integer', isNullable: true },
];
const totalColumns = (): TableColumnOptions[] => ['exentas', 'gravado_5', 'gravado_10', 'iva_5', 'iva_10', 'total'].map(money);

/** Sales invoices and credit notes with their lines (money and fiscal rules). */
export class Invoices1766200000000 implements MigrationInterface {
  name = 'Invoices1766200000000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'invoices',
        columns: [
          idColumn(qr),
          { name: 'deal_id', type: 'integer', isNullable: true },
          { name: 'org_id', type: 'integer', isNullable: true },
          { name: 'business_unit_id', type: 'integer' },
          { name: 'status', type: 'varchar', length: '12', default: "'borrador'" },
          { name: 'source', type: 'varchar', length: '12' },
          { name: 'revision_id', type: 'integer', isNullable: true },
          { name: 'quote_version_id', type: 'integer', isNullable: true },
          { name: 'percentage_bp', type: 'integer', default: 10000 },
          { name: 'currency', type: 'varchar', length: '3' },
          { name: 'exchange_rate', type: 'decimal', precision: 15, scale: 4, isNullable: true },
          { name: 'sale_condition', type: 'varchar', length: '8', default: "'credito'" },
          { name: 'payment_term_days', type: 'integer', default: 30 },
          { name: 'invoice_date', type: 'varchar', length: '10' },
          { name: 'due_date', type: 'varchar', length: '10', isNullable: true },
          { name: 'customer_ruc', type: 'varchar', length: '30', isNullable: true },
          { name: 'customer_name', type: 'varchar', length: '200' },
          { name: 'customer_address', type: 'varchar', length: '300', isNullable: true },
          { name: 'customer_email', type: 'varchar', length: '190', isNullable: true },
          { name: 'notes', type: 'text', isNullable: true },
          { name: 'operation_reference', type: 'varchar', length: '60', isNullable: true },
          ...fiscalColumns(),
          { name: 'cancelled_at', type: 'datetime', precision: 6, isNullable: true },
          { name: 'cancelled_by_user_id', type: 'integer', isNullable: true },
          { name: 'cancel_reason', type: 'varchar', length: '500', isNullable: true },
          ...totalColumns(),
          money('credited'),
          money('paid'),
          { name: 'created_by_user_id', type: 'integer', isNullable: true },
          createdAtColumn(qr),
          updatedAtColumn(qr),
        ],
        indices: [
          new TableIndex({ name: 'idx_invoices_deal', columnNames: ['deal_id'] }),
          new TableIndex({ name: 'idx_invoices_org', columnNames: ['org_id'] }),
          new TableIndex({ name: 'idx_invoices_revision', columnNames: ['revision_id'] }),
          new TableIndex({ name: 'idx_invoices_quote_version', columnNames: ['quote_version_id'] }),
          new TableIndex({ name: 'idx_invoices_due_date', columnNames: ['due_date'] }),
          new TableIndex({ name: 'idx_invoices_status_date', columnNames: ['status', 'invoice_date'] }),
          new TableIndex({ name: 'uq_invoices_timbrado_number', columnNames: ['timbrado', 'fiscal_number'], isUnique: true }),
        ],
        foreignKeys: [
          new TableForeignKey({ columnNames: ['deal_id'], referencedTableName: 'deals', referencedColumnNames: ['id'], onDelete: 'SET NULL', onUpdate: 'CASCADE' }),
          new TableForeignKey({ columnNames: ['org_id'], referencedTableName: 'organizations', referencedColumnNames: ['id'], onDelete: 'SET NULL', onUpdate: 'CASCADE' }),
        ],
      }),
    );
    await qr.createTable(
      new Table({
        name: 'invoice_lines',
        columns: [
          idColumn(qr),
          { name: 'invoice_id', type: 'integer' },
          { name: 'position', type: 'integer' },
          { name: 'description', type: 'varchar', length: '500' },
          { name: 'quantity', type: 'decimal', precision: 15, scale: 3 },
          money('unit_price'),
          { name: 'iva', type: 'varchar', length: '6' },
          money('amount'),
          money('iva_amount'),
          { name: 'source_key', type: 'varchar', length: '60', isNullable: true },
          { name: 'from_bp', type: 'integer', isNullable: true },
          { name: 'to_bp', type: 'integer', isNullable: true },
        ],
        indices: [new TableIndex({ name: 'idx_invoice_lines_invoice', columnNames: ['invoice_id'] })],
        foreignKeys: [new TableForeignKey({ columnNames: ['invoice_id'], referencedTableName: 'invoices', referencedColumnNames: ['id'], onDelete: 'CASCADE', onUpdate: 'CASCADE' })],
      }),
    );
    await qr.createTable(
      new Table({
        name: 'credit_notes',
        columns: [
          idColumn(qr),
          { name: 'invoice_id', type: 'integer' },
          { name: 'status', type: 'varchar', length: '12', default: "'borrador'" },
          { name: 'currency', type: 'varchar', length: '3' },
          { name: 'note_date', type: 'varchar', length: '10' },
          { name: 'reason', type: 'varchar', length: '500', isNullable: true },
          ...fiscalColumns(),
          ...totalColumns(),
          { name: 'created_by_user_id', type: 'integer', isNullable: true },
          createdAtColumn(qr),
          updatedAtColumn(qr),
        ],
        indices: [
          new TableIndex({ name: 'idx_credit_notes_invoice', columnNames: ['invoice_id'] }),
          new TableIndex({ name: 'uq_credit_notes_timbrado_number', columnNames: ['timbrado', 'fiscal_number'], isUnique: true }),
        ],
        foreignKeys: [new TableForeignKey({ columnNames: ['invoice_id'], referencedTableName: 'invoices', referencedColumnNames: ['id'], onDelete: 'CASCADE', onUpdate: 'CASCADE' })],
      }),
    );
    await qr.createTable(
      new Table({
        name: 'credit_note_lines',
        columns: [
          idColumn(qr),
          { name: 'credit_note_id', type: 'integer' },
          { name: 'position', type: 'integer' },
          { name: 'invoice_line_id', type: 'integer', isNullable: true },
          { name: 'description', type: 'varchar', length: '500' },
          { name: 'iva', type: 'varchar', length: '6' },
          money('amount'),
          money('iva_amount'),
        ],
        indices: [new TableIndex({ name: 'idx_credit_note_lines_note', columnNames: ['credit_note_id'] })],
        foreignKeys: [new TableForeignKey({ columnNames: ['credit_note_id'], referencedTableName: 'credit_notes', referencedColumnNames: ['id'], onDelete: 'CASCADE', onUpdate: 'CASCADE' })],
      }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('credit_note_lines', true);
    await qr.dropTable('credit_notes', true);
    await qr.dropTable('invoice_lines', true);
    await qr.dropTable('invoices', true);
  }
}
