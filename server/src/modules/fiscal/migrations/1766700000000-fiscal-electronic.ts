import { type MigrationInterface, type QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';
import { idColumn } from '../../../core/db/migration-helpers';

/** Electronic invoicing (SIFEN) settings per business unit: mode, environment, sealed certificate and CSC, parameters. */
export class FiscalElectronic1766700000000 implements MigrationInterface {
  name = 'FiscalElectronic1766700000000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'fiscal_electronic',
        columns: [
          idColumn(qr),
          { name: 'business_unit_id', type: 'integer' },
          { name: 'mode', type: 'varchar', length: '12', default: "'autoimpresor'" },
          { name: 'sifen_env', type: 'varchar', length: '10', default: "'test'" },
          { name: 'csc_id', type: 'varchar', length: '4', isNullable: true },
          { name: 'csc_sealed', type: 'varchar', length: '200', isNullable: true },
          { name: 'certificate_sealed', type: 'text', isNullable: true },
          { name: 'certificate_password_sealed', type: 'varchar', length: '400', isNullable: true },
          { name: 'certificate_subject', type: 'varchar', length: '300', isNullable: true },
          { name: 'certificate_expires', type: 'varchar', length: '10', isNullable: true },
          { name: 'taxpayer_type', type: 'integer', isNullable: true },
          { name: 'regime_type', type: 'integer', isNullable: true },
          { name: 'activity_code', type: 'varchar', length: '10', isNullable: true },
          { name: 'department_code', type: 'integer', isNullable: true },
          { name: 'district_code', type: 'integer', isNullable: true },
          { name: 'city_code', type: 'integer', isNullable: true },
          { name: 'email', type: 'varchar', length: '190', isNullable: true },
        ],
        indices: [new TableIndex({ name: 'uq_fiscal_electronic_business_unit', columnNames: ['business_unit_id'], isUnique: true })],
        foreignKeys: [new TableForeignKey({ columnNames: ['business_unit_id'], referencedTableName: 'business_units', referencedColumnNames: ['id'], onDelete: 'CASCADE', onUpdate: 'CASCADE' })],
      }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('fiscal_electronic', true);
  }
}
