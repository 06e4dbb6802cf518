import { type MigrationInterface, type QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';
import { idColumn, updatedAtColumn } from '../../../core/db/migration-helpers';

/**
 * Fiscal settings per business unit (issuer data and letterhead) and the expedition points with their timbrado
 * and counter, one per unit and kind of document. Rows are created by the first save of the unit's settings.
 */
export class Fiscal1766100000000 implements MigrationInterface {
  name = 'Fiscal1766100000000';

  async up(qr: QueryRunner): Promise<void> {
    const unitFk = () =>
      new TableForeignKey({ columnNames: ['business_unit_id'], referencedTableName: 'business_units', referencedColumnNames: ['id'], onDelete: 'CASCADE', onUpdate: 'CASCADE' });
    await qr.createTable(
      new Table({
        name: 'fiscal_settings',
        columns: [
          idColumn(qr),
          { name: 'business_unit_id', type: 'integer' },
          { name: 'issuer_name', type: 'varchar', length: '200', isNullable: true },
          { name: 'ruc', type: 'varchar', length: '20', isNullable: true },
          { name: 'address', type: 'varchar', length: '300', isNullable: true },
          { name: 'phone', type: 'varchar', length: '100', isNullable: true },
          { name: 'activities', type: 'text', isNullable: true },
          { name: 'letterhead_lines', type: 'text', isNullable: true },
          { name: 'logo_key', type: 'varchar', length: '40', isNullable: true },
          { name: 'logo_type', type: 'varchar', length: '40', isNullable: true },
          { name: 'version', type: 'integer', default: 1 },
          updatedAtColumn(qr),
        ],
        indices: [new TableIndex({ name: 'uq_fiscal_settings_business_unit', columnNames: ['business_unit_id'], isUnique: true })],
        foreignKeys: [unitFk()],
      }),
    );
    await qr.createTable(
      new Table({
        name: 'fiscal_points',
        columns: [
          idColumn(qr),
          { name: 'business_unit_id', type: 'integer' },
          { name: 'document_type', type: 'varchar', length: '20' },
          { name: 'timbrado', type: 'varchar', length: '8', isNullable: true },
          { name: 'valid_from', type: 'varchar', length: '10', isNullable: true },
          { name: 'valid_to', type: 'varchar', length: '10', isNullable: true },
          { name: 'establishment', type: 'varchar', length: '3' },
          { name: 'point', type: 'varchar', length: '3' },
          { name: 'next_number', type: 'integer', default: 1 },
          { name: 'taken', type: 'integer', default: 0 },
          { name: 'version', type: 'integer', default: 1 },
          updatedAtColumn(qr),
        ],
        indices: [new TableIndex({ name: 'uq_fiscal_points_unit_type', columnNames: ['business_unit_id', 'document_type'], isUnique: true })],
        foreignKeys: [unitFk()],
      }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('fiscal_points', true);
    await qr.dropTable('fiscal_settings', true);
  }
}
