import { type MigrationInterface, type QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';
import { boolColumn, createdAtColumn, idColumn, updatedAtColumn } from '../migration-helpers';

export class Foundation1763700000000 implements MigrationInterface {
  name = 'Foundation1763700000000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'users',
        columns: [
          idColumn(qr),
          { name: 'name', type: 'varchar', length: '120' },
          { name: 'email', type: 'varchar', length: '190' },
          { name: 'password_hash', type: 'varchar', length: '100' },
          { name: 'role', type: 'varchar', length: '20', default: "'viewer'" },
          boolColumn('is_active', true),
          { name: 'token_version', type: 'integer', default: 0 },
          createdAtColumn(qr),
          updatedAtColumn(qr),
        ],
        indices: [new TableIndex({ name: 'uq_users_email', columnNames: ['email'], isUnique: true })],
      }),
    );

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

    await qr.createTable(
      new Table({
        name: 'business_units',
        columns: [
          idColumn(qr),
          { name: 'name', type: 'varchar', length: '120' },
          { name: 'key_slug', type: 'varchar', length: '80' },
          { name: 'parent_id', type: 'integer', isNullable: true },
          createdAtColumn(qr),
        ],
        indices: [
          new TableIndex({ name: 'uq_business_units_key_slug', columnNames: ['key_slug'], isUnique: true }),
          new TableIndex({ name: 'idx_business_units_parent', columnNames: ['parent_id'] }),
        ],
        foreignKeys: [
          new TableForeignKey({
            columnNames: ['parent_id'],
            referencedTableName: 'business_units',
            referencedColumnNames: ['id'],
            onDelete: 'SET NULL',
            onUpdate: 'CASCADE',
          }),
        ],
      }),
    );

    await qr.createTable(
      new Table({
        name: 'pipelines',
        columns: [idColumn(qr), { name: 'name', type: 'varchar', length: '120' }, createdAtColumn(qr)],
      }),
    );

    await qr.createTable(
      new Table({
        name: 'stages',
        columns: [
          idColumn(qr),
          { name: 'pipeline_id', type: 'integer' },
          { name: 'name', type: 'varchar', length: '120' },
          { name: 'order_index', type: 'integer', default: 0 },
          createdAtColumn(qr),
        ],
        indices: [new TableIndex({ name: 'idx_stages_pipeline_order', columnNames: ['pipeline_id', 'order_index'] })],
        foreignKeys: [
          new TableForeignKey({
            columnNames: ['pipeline_id'],
            referencedTableName: 'pipelines',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
            onUpdate: 'CASCADE',
          }),
        ],
      }),
    );

    await qr.createTable(
      new Table({
        name: 'param_values',
        columns: [
          idColumn(qr),
          { name: 'key', type: 'varchar', length: '120' },
          { name: 'value', type: 'varchar', length: '1000' },
          { name: 'ord', type: 'integer', default: 0 },
          boolColumn('active', true),
        ],
        indices: [new TableIndex({ name: 'idx_param_values_key_ord', columnNames: ['key', 'ord'] })],
      }),
    );

    await qr.createTable(
      new Table({
        name: 'audit_events',
        columns: [
          idColumn(qr),
          { name: 'user_id', type: 'integer', isNullable: true },
          { name: 'action', type: 'varchar', length: '40' },
          { name: 'entity', type: 'varchar', length: '60' },
          { name: 'entity_id', type: 'integer', isNullable: true },
          { name: 'description', type: 'varchar', length: '500', isNullable: true },
          { name: 'meta', type: 'json', isNullable: true },
          createdAtColumn(qr),
        ],
        indices: [
          new TableIndex({ name: 'idx_audit_events_created', columnNames: ['created_at'] }),
          new TableIndex({ name: 'idx_audit_events_user_created', columnNames: ['user_id', 'created_at'] }),
          new TableIndex({ name: 'idx_audit_events_entity', columnNames: ['entity', 'entity_id'] }),
        ],
        foreignKeys: [
          new TableForeignKey({
            columnNames: ['user_id'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'SET NULL',
            onUpdate: 'CASCADE',
          }),
        ],
      }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    for (const t of ['audit_events', 'param_values', 'stages', 'pipelines', 'business_units', 'login_failures', 'users']) {
      await qr.dropTable(t, true);
    }
  }
}
