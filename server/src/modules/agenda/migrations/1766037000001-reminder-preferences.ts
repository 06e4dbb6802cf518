import { type MigrationInterface, type QueryRunner, Table, TableForeignKey } from 'typeorm';
import { boolColumn, updatedAtColumn } from '../../../core/db/migration-helpers';

/** Per-user reminder settings (e-mail reminders, optional). */
export class ReminderPreferences1766037000001 implements MigrationInterface {
  name = 'ReminderPreferences1766037000001';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'reminder_preferences',
        columns: [{ name: 'user_id', type: 'integer', isPrimary: true }, boolColumn('email', false), updatedAtColumn(qr)],
        foreignKeys: [new TableForeignKey({ columnNames: ['user_id'], referencedTableName: 'users', referencedColumnNames: ['id'], onDelete: 'CASCADE', onUpdate: 'CASCADE' })],
      }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('reminder_preferences');
  }
}
