import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';
import { boolColumn, createdAtColumn, idColumn, updatedAtColumn } from '../../../core/db/migration-helpers';

/**
 * The presets this migration seeds, frozen here (a migration never changes after it is published): the spec's
 * 16 preset cost-sheet concepts (spec part 2 §3) as services in USD, price 0, exenta, every mode. Today they equal
 * domain CATALOG_PRESETS (catalog.test.ts checks a fresh database against it).
 */
const PRESETS: ReadonlyArray<readonly [sku: string, name: string]> = [
  ['FLETE-AEREO', 'FLETE AEREO'],
  ['FSC', 'FSC'],
  ['SEC', 'SEC'],
  ['AIRPORT-TRANSFER', 'AIRPORT TRANSFER'],
  ['INLAND-DG-SURCHARGE', 'INLAND DG SURCHARGE'],
  ['AES-EEI-FILING-FEE', 'AES/EEI FILING FEE'],
  ['INLAND-FREIGHT-PICK-UP', 'INLAND FREIGHT/ PICK UP'],
  ['EXPORT-HANDLING', 'EXPORT HANDLING'],
  ['PICK-UP-RECOVERY-FROM-DG-PACKER', 'PICK UP RECOVERY FROM DG PACKER'],
  ['AIRLINES-DG-SURCHARGE', 'AIRLINES DG SURCHARGE'],
  ['AGENTE-DG-SURCHARGE', 'AGENTE DG SURCHARGE'],
  ['PROFFIT-SHARE', 'PROFFIT SHARE'],
  ['DG-CERTIFICADO-HAZMAT', 'DG CERTIFICADO HAZMAT'],
  ['MARK-AND-LABEL', 'MARK AND LABEL'],
  ['REPALETIZET-SHRINK-WRAP-METAL-BAND', 'REPALETIZET SHRINK WRAP METAL BAND'],
  ['RETENCION', 'RETENCION'],
];

/**
 * Catalogue of products and services: the table and, as its data step, the preset items. The step runs once per
 * database (with the table), so it is idempotent and presets an admin later deletes or edits never come back.
 */
export class CatalogItems1765095000000 implements MigrationInterface {
  name = 'CatalogItems1765095000000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'catalog_items',
        columns: [
          idColumn(qr),
          { name: 'type', type: 'varchar', length: '10' },
          { name: 'sku', type: 'varchar', length: '40' },
          { name: 'name', type: 'varchar', length: '200' },
          { name: 'unit', type: 'varchar', length: '40', isNullable: true },
          { name: 'currency', type: 'varchar', length: '3' },
          { name: 'price', type: 'decimal', precision: 18, scale: 2, default: 0 },
          { name: 'tax_rate', type: 'varchar', length: '10' },
          { name: 'modes', type: 'varchar', length: '100' },
          boolColumn('active', true),
          createdAtColumn(qr),
          updatedAtColumn(qr),
        ],
        indices: [
          new TableIndex({ name: 'uq_catalog_items_sku', columnNames: ['sku'], isUnique: true }),
          new TableIndex({ name: 'idx_catalog_items_active_type', columnNames: ['active', 'type'] }),
        ],
      }),
    );
    for (const [sku, name] of PRESETS) {
      await qr.query(`INSERT INTO catalog_items (type, sku, name, currency, price, tax_rate, modes, active) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`, [
        'SERVICIO',
        sku,
        name,
        'USD',
        '0.00',
        'exenta',
        '',
        1,
      ]);
    }
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('catalog_items', true);
  }
}
