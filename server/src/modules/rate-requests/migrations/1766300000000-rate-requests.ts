import { type MigrationInterface, type QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';
import { createdAtColumn, idColumn } from '../../../core/db/migration-helpers';

/** Provider route sheets and freight-rate requests (one per provider and operation, with the recorded answer). */
export class RateRequests1766300000000 implements MigrationInterface {
  name = 'RateRequests1766300000000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'provider_routes',
        columns: [
          idColumn(),
          { name: 'org_id', type: 'integer', isNullable: false },
          { name: 'mode', type: 'varchar', length: '20', isNullable: true },
          { name: 'origin', type: 'varchar', length: '120', isNullable: false },
          { name: 'destination', type: 'varchar', length: '120', isNullable: false },
          { name: 'countries', type: 'varchar', length: '200', isNullable: false },
          { name: 'notes', type: 'varchar', length: '500', isNullable: false },
          { name: 'created_by_user_id', type: 'integer', isNullable: true },
          createdAtColumn(qr),
        ],
        indices: [new TableIndex({ name: 'idx_provider_routes_org', columnNames: ['org_id'] }), new TableIndex({ name: 'idx_provider_routes_mode', columnNames: ['mode'] })],
        foreignKeys: [new TableForeignKey({ columnNames: ['org_id'], referencedTableName: 'organizations', referencedColumnNames: ['id'], onDelete: 'CASCADE', onUpdate: 'CASCADE' })],
      }),
    );
    await qr.createTable(
      new Table({
        name: 'rate_requests',
        columns: [
          idColumn(),
          { name: 'deal_id', type: 'integer', isNullable: false },
          { name: 'provider_org_id', type: 'integer', isNullable: false },
          { name: 'provider_name', type: 'varchar', length: '200', isNullable: false },
          { name: 'sent_to', type: 'varchar', length: '190', isNullable: false },
          { name: 'mail_message_id', type: 'integer', isNullable: true },
          { name: 'fields', type: 'json', isNullable: false },
          { name: 'rate', type: 'decimal', precision: 15, scale: 2, isNullable: true },
          { name: 'currency', type: 'varchar', length: '3', default: "'USD'" },
          { name: 'transit_days', type: 'integer', isNullable: true },
          { name: 'valid_until', type: 'varchar', length: '10', isNullable: true },
          { name: 'answer_notes', type: 'varchar', length: '2000', isNullable: true },
          { name: 'answered_at', type: 'datetime', precision: 6, isNullable: true },
          { name: 'applied_at', type: 'datetime', precision: 6, isNullable: true },
          { name: 'created_by_user_id', type: 'integer', isNullable: true },
          createdAtColumn(qr),
        ],
        indices: [new TableIndex({ name: 'idx_rate_requests_deal', columnNames: ['deal_id'] }), new TableIndex({ name: 'idx_rate_requests_provider', columnNames: ['provider_org_id'] })],
        foreignKeys: [
          new TableForeignKey({ columnNames: ['deal_id'], referencedTableName: 'deals', referencedColumnNames: ['id'], onDelete: 'CASCADE', onUpdate: 'CASCADE' }),
          new TableForeignKey({ columnNames: ['provider_org_id'], referencedTableName: 'organizations', referencedColumnNames: ['id'], onDelete: 'CASCADE', onUpdate: 'CASCADE' }),
        ],
      }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('rate_requests', true);
    await qr.dropTable('provider_routes', true);
  }
}
