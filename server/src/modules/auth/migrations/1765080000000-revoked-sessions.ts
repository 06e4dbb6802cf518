import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';

/**
 * One row per session ended by "Cerrar sesión": logging out ends the token's own session (its `sid`),
 * not every session of the user (users.token_version, now bumped only by "Cerrar sesión en todos los
 * dispositivos", a password change or a deactivation). A row is needed only until the token it revokes
 * expires (expires_at_ms), so old rows are deleted as new ones are written.
 */
export class RevokedSessions1765080000000 implements MigrationInterface {
  name = 'RevokedSessions1765080000000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'revoked_sessions',
        columns: [
          { name: 'session_id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'user_id', type: 'integer' },
          { name: 'expires_at_ms', type: 'bigint' },
        ],
        indices: [new TableIndex({ name: 'idx_revoked_sessions_expires', columnNames: ['expires_at_ms'] })],
      }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('revoked_sessions', true);
  }
}
