import { type MigrationInterface, type QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';
import { boolColumn, idColumn, isMysqlFamily } from '../../../core/db/migration-helpers';

/** Signed webhooks: webhook endpoints and the outbox of their deliveries. */
export class Webhooks1764200000000 implements MigrationInterface {
  name = 'Webhooks1764200000000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'webhook_endpoints',
        columns: [
          idColumn(qr),
          { name: 'url', type: 'varchar', length: '2000' },
          { name: 'description', type: 'varchar', length: '200', isNullable: true },
          { name: 'events', type: 'varchar', length: '1000' },
          { name: 'secret', type: 'varchar', length: '200' },
          boolColumn('active', true),
          { name: 'created_by_user_id', type: 'integer', isNullable: true },
          { name: 'created_at_ms', type: 'bigint' },
          { name: 'updated_at_ms', type: 'bigint' },
        ],
        indices: [new TableIndex({ name: 'idx_webhook_endpoints_active', columnNames: ['active'] })],
        foreignKeys: [
          new TableForeignKey({ columnNames: ['created_by_user_id'], referencedTableName: 'users', referencedColumnNames: ['id'], onDelete: 'SET NULL', onUpdate: 'CASCADE' }),
        ],
      }),
    );
    await qr.createTable(
      new Table({
        name: 'webhook_deliveries',
        columns: [
          idColumn(qr),
          { name: 'endpoint_id', type: 'integer' },
          { name: 'event_id', type: 'varchar', length: '36' },
          { name: 'event', type: 'varchar', length: '40' },
          { name: 'payload', type: isMysqlFamily(qr) ? 'mediumtext' : 'text' },
          { name: 'status', type: 'varchar', length: '16' },
          { name: 'attempts', type: 'integer', default: 0 },
          { name: 'retry_base', type: 'integer', default: 0 },
          { name: 'next_attempt_at_ms', type: 'bigint', isNullable: true },
          { name: 'lease_owner', type: 'varchar', length: '64', isNullable: true },
          { name: 'lease_until_ms', type: 'bigint', isNullable: true },
          { name: 'last_status_code', type: 'integer', isNullable: true },
          { name: 'last_error', type: 'varchar', length: '500', isNullable: true },
          { name: 'last_attempt_at_ms', type: 'bigint', isNullable: true },
          { name: 'delivered_at_ms', type: 'bigint', isNullable: true },
          { name: 'created_at_ms', type: 'bigint' },
        ],
        indices: [
          new TableIndex({ name: 'idx_webhook_deliveries_due', columnNames: ['status', 'next_attempt_at_ms'] }),
          new TableIndex({ name: 'idx_webhook_deliveries_endpoint', columnNames: ['endpoint_id', 'id'] }),
          new TableIndex({ name: 'idx_webhook_deliveries_prune', columnNames: ['status', 'created_at_ms'] }),
        ],
        foreignKeys: [
          new TableForeignKey({ columnNames: ['endpoint_id'], referencedTableName: 'webhook_endpoints', referencedColumnNames: ['id'], onDelete: 'CASCADE', onUpdate: 'CASCADE' }),
        ],
      }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('webhook_deliveries', true);
    await qr.dropTable('webhook_endpoints', true);
  }
}
