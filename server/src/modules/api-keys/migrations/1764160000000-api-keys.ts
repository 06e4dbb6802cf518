import { type MigrationInterface, type QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';
import { idColumn } from '../../../core/db/migration-helpers';

/** API keys for integration scripts (only the SHA-256 of each secret is stored). */
export class ApiKeys1764160000000 implements MigrationInterface {
  name = 'ApiKeys1764160000000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'api_keys',
        columns: [
          idColumn(qr),
          { name: 'name', type: 'varchar', length: '80' },
          { name: 'prefix', type: 'varchar', length: '16' },
          { name: 'token_hash', type: 'varchar', length: '64' },
          { name: 'role', type: 'varchar', length: '20' },
          { name: 'created_by_user_id', type: 'integer' },
          { name: 'created_at_ms', type: 'bigint' },
          { name: 'expires_at_ms', type: 'bigint', isNullable: true },
          { name: 'last_used_at_ms', type: 'bigint', isNullable: true },
          { name: 'revoked_at_ms', type: 'bigint', isNullable: true },
        ],
        indices: [
          new TableIndex({ name: 'uq_api_keys_token_hash', columnNames: ['token_hash'], isUnique: true }),
          new TableIndex({ name: 'idx_api_keys_created_by', columnNames: ['created_by_user_id'] }),
        ],
        foreignKeys: [
          new TableForeignKey({ columnNames: ['created_by_user_id'], referencedTableName: 'users', referencedColumnNames: ['id'], onDelete: 'CASCADE', onUpdate: 'CASCADE' }),
        ],
      }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('api_keys', true);
  }
}
