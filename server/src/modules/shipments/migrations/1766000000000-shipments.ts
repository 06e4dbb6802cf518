import { type MigrationInterface, type QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';
import { idColumn, updatedAtColumn } from '../../../core/db/migration-helpers';

/**
 * Shipment execution: the milestones of each operation, and the seeded place and carrier lists
 * (parameters 'puerto' UN/LOCODE, 'aeropuerto' IATA, 'transportista'), which admins extend in Parámetros.
 * A frozen copy of domain shipment.ts SEEDED_PLACES / SEEDED_CARRIERS as published.
 */
const SEEDS: Record<string, readonly string[]> = {
  puerto: [
    'PYASU Asunción',
    'PYVLL Villeta',
    'PYTER Terport (Villeta)',
    'PYCAM Caacupé-mí',
    'PYCDE Ciudad del Este',
    'PYENO Encarnación',
    'ARBUE Buenos Aires',
    'ARZAE Zárate',
    'ARROS Rosario',
    'UYMVD Montevideo',
    'BRSSZ Santos',
    'BRPNG Paranaguá',
    'BRRIG Rio Grande',
    'BRITJ Itajaí',
    'USMIA Miami',
    'CNSHA Shanghai',
    'CNNGB Ningbo',
    'CNSZX Shenzhen',
    'DEHAM Hamburgo',
    'NLRTM Rotterdam',
    'ESVLC Valencia',
  ],
  aeropuerto: [
    'ASU Asunción (Silvio Pettirossi)',
    'AGT Ciudad del Este (Guaraní)',
    'GRU São Paulo (Guarulhos)',
    'VCP Campinas (Viracopos)',
    'EZE Buenos Aires (Ezeiza)',
    'SCL Santiago',
    'PTY Panamá',
    'MIA Miami',
    'MAD Madrid',
    'FRA Fráncfort',
    'PVG Shanghai (Pudong)',
  ],
  transportista: ['MSC', 'Maersk', 'Hapag-Lloyd', 'CMA CGM', 'COSCO', 'ONE', 'Evergreen', 'LATAM Cargo', 'Paranair', 'Copa Airlines Cargo', 'American Airlines Cargo', 'Iberia Cargo', 'Atlas Air'],
};

export class Shipments1766000000000 implements MigrationInterface {
  name = 'Shipments1766000000000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'deal_milestones',
        columns: [
          idColumn(qr),
          { name: 'deal_id', type: 'integer' },
          { name: 'code', type: 'varchar', length: '16' },
          { name: 'planned_date', type: 'varchar', length: '10', isNullable: true },
          { name: 'actual_date', type: 'varchar', length: '10', isNullable: true },
          { name: 'updated_by_user_id', type: 'integer', isNullable: true },
          updatedAtColumn(qr),
        ],
        indices: [
          new TableIndex({ name: 'uq_deal_milestones_deal_code', columnNames: ['deal_id', 'code'], isUnique: true }),
          new TableIndex({ name: 'idx_deal_milestones_user', columnNames: ['updated_by_user_id'] }),
        ],
        foreignKeys: [
          new TableForeignKey({ columnNames: ['deal_id'], referencedTableName: 'deals', referencedColumnNames: ['id'], onDelete: 'CASCADE', onUpdate: 'CASCADE' }),
          new TableForeignKey({ columnNames: ['updated_by_user_id'], referencedTableName: 'users', referencedColumnNames: ['id'], onDelete: 'SET NULL', onUpdate: 'CASCADE' }),
        ],
      }),
    );
    for (const [key, values] of Object.entries(SEEDS)) {
      const [{ n }] = (await qr.query('SELECT COUNT(*) AS n FROM param_values WHERE `key` = ?', [key])) as Array<{ n: number | string }>;
      if (Number(n) > 0) continue; // an installation that already keeps its own list
      for (const [i, value] of values.entries()) {
        await qr.query('INSERT INTO param_values (`key`, value, ord, active) VALUES (?, ?, ?, ?)', [key, value, (i + 1) * 10, 1]);
      }
    }
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('deal_milestones', true);
  }
}
