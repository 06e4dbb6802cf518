import { type MigrationInterface, type QueryRunner, Table, TableIndex, type TableColumnOptions } from 'typeorm';
import { boolColumn, createdAtColumn, idColumn, updatedAtColumn } from '../../../core/db/migration-helpers';

const minor = (name: string): TableColumnOptions => ({ name, type: 'bigint', default: 0 });
const int = (name: string, nullable = false): TableColumnOptions => ({ name, type: 'integer', isNullable: nullable });
const text = (name: string, length: number, nullable = false): TableColumnOptions => ({ name, type: 'varchar', length: String(length), isNullable: nullable });
const rate = (name: string, nullable: boolean): TableColumnOptions => ({ name, type: 'decimal', precision: 15, scale: 4, isNullable: nullable });

/** Supplier data, supplier invoices with lines, files and payments, payment orders and the operations' control rate. */
export class Payables1766600000000 implements MigrationInterface {
  name = 'Payables1766600000000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'supplier_profiles',
        columns: [{ name: 'org_id', type: 'integer', isPrimary: true }, boolColumn('is_supplier', true), text('category', 120, true), int('payment_term_days', true), text('bank', 120, true), text('account', 60, true), updatedAtColumn(qr)],
      }),
    );
    await qr.createTable(
      new Table({
        name: 'supplier_invoices',
        columns: [
          idColumn(qr),
          int('deal_id'),
          int('supplier_org_id'),
          text('supplier_key', 40),
          text('supplier_name', 200),
          text('doc_type', 24),
          text('number', 30),
          { ...text('timbrado', 20), default: "''" },
          text('issued_on', 10),
          text('supplier_condition', 8),
          text('due_date', 10),
          text('currency', 3),
          rate('exchange_rate', true),
          text('iva_mode', 8),
          ...['exentas', 'gravadas_5', 'gravadas_10', 'iva_5', 'iva_10', 'total', 'paid'].map(minor),
          { ...text('status', 14), default: "'pendiente'" },
          int('created_by_user_id', true),
          createdAtColumn(qr),
          updatedAtColumn(qr),
        ],
        indices: [
          new TableIndex({ name: 'uq_supplier_invoices_doc', columnNames: ['deal_id', 'supplier_key', 'timbrado', 'number'], isUnique: true }),
          new TableIndex({ name: 'idx_supplier_invoices_due', columnNames: ['status', 'due_date'] }),
          new TableIndex({ name: 'idx_supplier_invoices_deal', columnNames: ['deal_id'] }),
          new TableIndex({ name: 'idx_supplier_invoices_supplier', columnNames: ['supplier_org_id'] }),
        ],
      }),
    );
    await qr.createTable(
      new Table({
        name: 'supplier_invoice_lines',
        columns: [idColumn(qr), int('supplier_invoice_id'), int('position'), text('description', 300), { name: 'quantity', type: 'decimal', precision: 15, scale: 3 }, minor('unit_price'), text('iva', 6), text('rubro', 16), minor('amount'), minor('iva_amount')],
        indices: [new TableIndex({ name: 'idx_supplier_invoice_lines_invoice', columnNames: ['supplier_invoice_id'] })],
      }),
    );
    await qr.createTable(
      new Table({
        name: 'supplier_invoice_files',
        columns: [
          { name: 'supplier_invoice_id', type: 'integer', isPrimary: true },
          { name: 'deal_file_id', type: 'integer', isPrimary: true },
        ],
      }),
    );
    await qr.createTable(
      new Table({
        name: 'supplier_payments',
        columns: [idColumn(qr), int('supplier_invoice_id'), int('payment_order_id', true), text('paid_on', 10), minor('amount'), text('method', 16), text('account', 120, true), text('reference', 120, true), int('proof_file_id', true), int('created_by_user_id', true), createdAtColumn(qr)],
        indices: [
          new TableIndex({ name: 'idx_supplier_payments_invoice', columnNames: ['supplier_invoice_id'] }),
          new TableIndex({ name: 'idx_supplier_payments_order', columnNames: ['payment_order_id'] }),
        ],
      }),
    );
    await qr.createTable(
      new Table({
        name: 'payment_orders',
        columns: [
          idColumn(qr),
          int('sequence'),
          { ...text('status', 14), default: "'pendiente'" },
          text('currency', 3),
          minor('amount'),
          minor('paid'),
          text('planned_date', 10),
          text('due_date', 10),
          text('priority', 8),
          text('account', 120, true),
          text('cancel_reason', 500, true),
          int('requested_by_user_id', true),
          createdAtColumn(qr),
          updatedAtColumn(qr),
        ],
        indices: [
          new TableIndex({ name: 'uq_payment_orders_sequence', columnNames: ['sequence'], isUnique: true }),
          new TableIndex({ name: 'idx_payment_orders_status_planned', columnNames: ['status', 'planned_date'] }),
        ],
      }),
    );
    await qr.createTable(
      new Table({
        name: 'payment_order_invoices',
        columns: [{ name: 'payment_order_id', type: 'integer', isPrimary: true }, { name: 'supplier_invoice_id', type: 'integer', isPrimary: true }, int('position'), minor('amount')],
        indices: [new TableIndex({ name: 'idx_payment_order_invoices_invoice', columnNames: ['supplier_invoice_id'] })],
      }),
    );
    await qr.createTable(
      new Table({
        name: 'payment_order_events',
        columns: [idColumn(qr), int('payment_order_id'), text('action', 16), int('user_id', true), text('user_name', 200, true), text('note', 500, true), createdAtColumn(qr)],
        indices: [new TableIndex({ name: 'idx_payment_order_events_order', columnNames: ['payment_order_id'] })],
      }),
    );
    await qr.createTable(
      new Table({
        name: 'deal_cost_controls',
        columns: [{ name: 'deal_id', type: 'integer', isPrimary: true }, rate('control_rate', false), text('rate_date', 10, true), updatedAtColumn(qr)],
      }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    for (const t of ['deal_cost_controls', 'payment_order_events', 'payment_order_invoices', 'payment_orders', 'supplier_payments', 'supplier_invoice_files', 'supplier_invoice_lines', 'supplier_invoices', 'supplier_profiles']) await qr.dropTable(t);
  }
}
