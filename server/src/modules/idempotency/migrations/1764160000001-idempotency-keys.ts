import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';
import { idColumn } from '../../../core/db/migration-helpers';

/** Idempotent creates: Idempotency-Key of REST POSTs and GraphQL creates, per actor, kept 24 hours. */
export class IdempotencyKeys1764160000001 implements MigrationInterface {
  name = 'IdempotencyKeys1764160000001';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'idempotency_keys',
        columns: [
          idColumn(qr),
          { name: 'scope', type: 'varchar', length: '40' },
          { name: 'idem_key', type: 'varchar', length: '190' },
          { name: 'request_hash', type: 'varchar', length: '64' },
          { name: 'status_code', type: 'integer', isNullable: true },
          { name: 'response', type: 'text', isNullable: true },
          { name: 'created_at_ms', type: 'bigint' },
        ],
        indices: [
          new TableIndex({ name: 'uq_idempotency_keys_scope_key', columnNames: ['scope', 'idem_key'], isUnique: true }),
          new TableIndex({ name: 'idx_idempotency_keys_created', columnNames: ['created_at_ms'] }),
        ],
      }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('idempotency_keys', true);
  }
}
