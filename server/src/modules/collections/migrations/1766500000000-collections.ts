import { type MigrationInterface, type QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';
import { createdAtColumn, idColumn } from '../../../core/db/migration-helpers';

/** Payment promises and the collection log of client organizations (collections). */
export class Collections1766500000000 implements MigrationInterface {
  name = 'Collections1766500000000';

  async up(qr: QueryRunner): Promise<void> {
    const orgFk = () => new TableForeignKey({ columnNames: ['org_id'], referencedTableName: 'organizations', referencedColumnNames: ['id'], onDelete: 'CASCADE', onUpdate: 'CASCADE' });
    await qr.createTable(
      new Table({
        name: 'payment_promises',
        columns: [
          idColumn(qr),
          { name: 'org_id', type: 'integer' },
          { name: 'promised_date', type: 'varchar', length: '10' },
          { name: 'made_on', type: 'varchar', length: '10' },
          { name: 'amount', type: 'decimal', precision: 18, scale: 2 },
          { name: 'currency', type: 'varchar', length: '3' },
          { name: 'status', type: 'varchar', length: '12', default: "'pendiente'" },
          { name: 'notes', type: 'text', isNullable: true },
          { name: 'created_by_user_id', type: 'integer', isNullable: true },
          createdAtColumn(qr),
        ],
        indices: [new TableIndex({ name: 'idx_payment_promises_org_date', columnNames: ['org_id', 'promised_date'] })],
        foreignKeys: [orgFk()],
      }),
    );
    await qr.createTable(
      new Table({
        name: 'collection_logs',
        columns: [
          idColumn(qr),
          { name: 'org_id', type: 'integer' },
          { name: 'kind', type: 'varchar', length: '10' },
          { name: 'subject', type: 'varchar', length: '200' },
          { name: 'notes', type: 'text', isNullable: true },
          { name: 'next_action_date', type: 'varchar', length: '10', isNullable: true },
          { name: 'created_by_user_id', type: 'integer', isNullable: true },
          createdAtColumn(qr),
        ],
        indices: [
          new TableIndex({ name: 'idx_collection_logs_org', columnNames: ['org_id', 'created_at'] }),
          new TableIndex({ name: 'idx_collection_logs_next', columnNames: ['next_action_date'] }),
        ],
        foreignKeys: [orgFk()],
      }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('collection_logs');
    await qr.dropTable('payment_promises');
  }
}
