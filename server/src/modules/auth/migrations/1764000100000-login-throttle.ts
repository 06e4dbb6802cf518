import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';
import { createdAtColumn, idColumn } from '../../../core/db/migration-helpers';

/**
 * Login throttle: failed sign-ins become one counter row per account and per IP (login_throttles),
 * taken with a conditional UPDATE before bcrypt. The old log of failures (login_failures) was counted
 * with two COUNT queries and then evaluated, so concurrent guesses all passed: it goes away. Its rows
 * only throttled for 15 minutes, so nothing is carried over.
 */
export class LoginThrottle1764000100000 implements MigrationInterface {
  name = 'LoginThrottle1764000100000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'login_throttles',
        columns: [
          { name: 'kind', type: 'varchar', length: '8', isPrimary: true },
          { name: 'subject', type: 'varchar', length: '190', isPrimary: true },
          { name: 'attempts', type: 'integer', default: 0 },
          { name: 'window_start_ms', type: 'bigint' },
        ],
        indices: [new TableIndex({ name: 'idx_login_throttles_window', columnNames: ['window_start_ms'] })],
      }),
    );
    await qr.dropTable('login_failures', true);
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'login_failures',
        columns: [
          idColumn(qr),
          { name: 'email', type: 'varchar', length: '190' },
          { name: 'ip', type: 'varchar', length: '64' },
          createdAtColumn(qr),
        ],
        indices: [
          new TableIndex({ name: 'idx_login_failures_email_created', columnNames: ['email', 'created_at'] }),
          new TableIndex({ name: 'idx_login_failures_ip_created', columnNames: ['ip', 'created_at'] }),
        ],
      }),
    );
    await qr.dropTable('login_throttles', true);
  }
}
