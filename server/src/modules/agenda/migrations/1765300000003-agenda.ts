import { type MigrationInterface, type QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';
import { createdAtColumn, idColumn } from '../../../core/db/migration-helpers';

/** Reminders of tasks (the durable scheduler), in-app notifications and Web Push subscriptions. */
export class Agenda1765300000003 implements MigrationInterface {
  name = 'Agenda1765300000003';

  async up(qr: QueryRunner): Promise<void> {
    const userFk = new TableForeignKey({ columnNames: ['user_id'], referencedTableName: 'users', referencedColumnNames: ['id'], onDelete: 'CASCADE', onUpdate: 'CASCADE' });
    await qr.createTable(
      new Table({
        name: 'reminders',
        columns: [
          idColumn(qr),
          { name: 'activity_id', type: 'integer' },
          { name: 'user_id', type: 'integer' },
          { name: 'due_at_ms', type: 'bigint' },
          { name: 'remind_at_ms', type: 'bigint' },
          { name: 'sent_at_ms', type: 'bigint', isNullable: true },
          { name: 'sent_by', type: 'varchar', length: '64', isNullable: true },
        ],
        indices: [
          new TableIndex({ name: 'uq_reminders_activity', columnNames: ['activity_id'], isUnique: true }),
          new TableIndex({ name: 'idx_reminders_user', columnNames: ['user_id'] }),
          new TableIndex({ name: 'idx_reminders_due', columnNames: ['sent_at_ms', 'remind_at_ms'] }),
        ],
        foreignKeys: [
          new TableForeignKey({ columnNames: ['activity_id'], referencedTableName: 'activities', referencedColumnNames: ['id'], onDelete: 'CASCADE', onUpdate: 'CASCADE' }),
          userFk,
        ],
      }),
    );
    await qr.createTable(
      new Table({
        name: 'notifications',
        columns: [
          idColumn(qr),
          { name: 'user_id', type: 'integer' },
          { name: 'kind', type: 'varchar', length: '30' },
          { name: 'title', type: 'varchar', length: '200' },
          { name: 'body', type: 'varchar', length: '500' },
          { name: 'activity_id', type: 'integer', isNullable: true },
          { name: 'deal_id', type: 'integer', isNullable: true },
          { name: 'read_at', type: 'datetime', precision: 6, isNullable: true },
          createdAtColumn(qr),
        ],
        indices: [new TableIndex({ name: 'idx_notifications_user_read', columnNames: ['user_id', 'read_at', 'id'] })],
        foreignKeys: [new TableForeignKey({ columnNames: ['user_id'], referencedTableName: 'users', referencedColumnNames: ['id'], onDelete: 'CASCADE', onUpdate: 'CASCADE' })],
      }),
    );
    await qr.createTable(
      new Table({
        name: 'push_subscriptions',
        columns: [
          idColumn(qr),
          { name: 'user_id', type: 'integer' },
          { name: 'endpoint', type: 'text' },
          { name: 'endpoint_hash', type: 'varchar', length: '64' },
          { name: 'p256dh', type: 'varchar', length: '200' },
          { name: 'auth', type: 'varchar', length: '100' },
          { name: 'last_error', type: 'varchar', length: '300', isNullable: true },
          createdAtColumn(qr),
        ],
        indices: [
          new TableIndex({ name: 'idx_push_subscriptions_user', columnNames: ['user_id'] }),
          new TableIndex({ name: 'uq_push_subscriptions_endpoint', columnNames: ['endpoint_hash'], isUnique: true }),
        ],
        foreignKeys: [new TableForeignKey({ columnNames: ['user_id'], referencedTableName: 'users', referencedColumnNames: ['id'], onDelete: 'CASCADE', onUpdate: 'CASCADE' })],
      }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('push_subscriptions');
    await qr.dropTable('notifications');
    await qr.dropTable('reminders');
  }
}
