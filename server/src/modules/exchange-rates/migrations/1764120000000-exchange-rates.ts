import { type MigrationInterface, type QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';
import { createdAtColumn, idColumn, updatedAtColumn } from '../../../core/db/migration-helpers';

/** Dated exchange rates, one per currency pair and date. */
export class ExchangeRates1764120000000 implements MigrationInterface {
  name = 'ExchangeRates1764120000000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'exchange_rates',
        columns: [
          idColumn(qr),
          { name: 'pair', type: 'varchar', length: '7' },
          { name: 'rate_date', type: 'date' },
          { name: 'rate', type: 'decimal', precision: 15, scale: 4 },
          { name: 'source', type: 'varchar', length: '200', isNullable: true },
          { name: 'created_by_user_id', type: 'integer', isNullable: true },
          createdAtColumn(qr),
          updatedAtColumn(qr),
        ],
        indices: [
          new TableIndex({ name: 'uq_exchange_rates_pair_date', columnNames: ['pair', 'rate_date'], isUnique: true }),
          new TableIndex({ name: 'idx_exchange_rates_created_by', columnNames: ['created_by_user_id'] }),
        ],
        foreignKeys: [
          new TableForeignKey({ columnNames: ['created_by_user_id'], referencedTableName: 'users', referencedColumnNames: ['id'], onDelete: 'SET NULL', onUpdate: 'CASCADE' }),
        ],
      }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('exchange_rates', true);
  }
}
