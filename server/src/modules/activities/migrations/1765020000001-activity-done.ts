import { type MigrationInterface, type QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';
import { isMysqlFamily } from '../../../core/db/migration-helpers';

/**
 * Finishing activities: when and by whom an activity was marked done (the statistics' "acciones
 * finalizadas" count a finished action in the window it was finished, for who finished it), and the
 * trash that keeps a deleted activity restorable for 'Deshacer'. Plain ALTER TABLE ADD COLUMN on both
 * engines: TypeORM's addColumn rebuilds the table on SQLite, which would drop its triggers.
 *
 * Activities already done get their creation as the finishing (the best that is known: it is what the
 * statistics counted for them until now).
 */
export class ActivityDone1765020000001 implements MigrationInterface {
  name = 'ActivityDone1765020000001';

  async up(qr: QueryRunner): Promise<void> {
    const mysql = isMysqlFamily(qr);
    await qr.query('ALTER TABLE activities ADD COLUMN done_at datetime(6) NULL');
    await qr.query(`ALTER TABLE activities ADD COLUMN done_by_user_id ${mysql ? 'int' : 'integer'} NULL`);
    await qr.query('UPDATE activities SET done_at = created_at, done_by_user_id = created_by_user_id WHERE done = 1');
    await qr.query('CREATE INDEX idx_activities_done_at ON activities (done_at)');
    await qr.query('CREATE INDEX idx_activities_done_by ON activities (done_by_user_id)');

    await qr.createTable(
      new Table({
        name: 'activity_trash',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true },
          { name: 'type', type: 'varchar', length: '10' },
          { name: 'subject', type: 'varchar', length: '300', isNullable: true },
          { name: 'notes', type: 'text', isNullable: true },
          { name: 'due_date', type: 'date', isNullable: true },
          { name: 'done', type: 'boolean', default: 0 },
          { name: 'done_at', type: 'datetime', precision: 6, isNullable: true },
          { name: 'done_by_user_id', type: 'integer', isNullable: true },
          { name: 'org_id', type: 'integer', isNullable: true },
          { name: 'person_id', type: 'integer', isNullable: true },
          { name: 'deal_id', type: 'integer', isNullable: true },
          { name: 'created_by_user_id', type: 'integer', isNullable: true },
          { name: 'created_at', type: 'datetime', precision: 6 },
          { name: 'updated_at', type: 'datetime', precision: 6 },
          { name: 'deleted_at_ms', type: 'bigint' },
          { name: 'deleted_by_user_id', type: 'integer', isNullable: true },
        ],
        indices: [
          new TableIndex({ name: 'idx_activity_trash_org', columnNames: ['org_id'] }),
          new TableIndex({ name: 'idx_activity_trash_person', columnNames: ['person_id'] }),
          new TableIndex({ name: 'idx_activity_trash_deal', columnNames: ['deal_id'] }),
          new TableIndex({ name: 'idx_activity_trash_deleted', columnNames: ['deleted_at_ms'] }),
        ],
        foreignKeys: [
          // A deleted activity goes with the record it hangs from, like the activity itself.
          new TableForeignKey({ columnNames: ['org_id'], referencedTableName: 'organizations', referencedColumnNames: ['id'], onDelete: 'CASCADE', onUpdate: 'CASCADE' }),
          new TableForeignKey({ columnNames: ['person_id'], referencedTableName: 'contacts', referencedColumnNames: ['id'], onDelete: 'CASCADE', onUpdate: 'CASCADE' }),
          new TableForeignKey({ columnNames: ['deal_id'], referencedTableName: 'deals', referencedColumnNames: ['id'], onDelete: 'CASCADE', onUpdate: 'CASCADE' }),
        ],
      }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    const mysql = isMysqlFamily(qr);
    await qr.dropTable('activity_trash', true);
    for (const name of ['idx_activities_done_by', 'idx_activities_done_at']) await qr.query(mysql ? `DROP INDEX ${name} ON activities` : `DROP INDEX ${name}`);
    for (const c of ['done_by_user_id', 'done_at']) await qr.query(`ALTER TABLE activities DROP COLUMN ${c}`);
  }
}
