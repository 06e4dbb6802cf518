import type { MigrationInterface, QueryRunner } from 'typeorm';
import { isMysqlFamily } from '../../../core/db/migration-helpers';

/**
 * Tasks with a time: the next step a promising call leaves has a due date **and time** (due_at, UTC) and a
 * reminder lead (remind_minutes, null = 30 minutes). due_date stays (the office's day of due_at) so the
 * lists' "Vencida" keeps working. Plain ALTER TABLE ADD COLUMN on both engines (addColumn rebuilds the
 * table on SQLite, which would drop its triggers). The trash keeps them so 'Deshacer' restores them.
 */
export class ActivityDueTime1765300000000 implements MigrationInterface {
  name = 'ActivityDueTime1765300000000';

  async up(qr: QueryRunner): Promise<void> {
    const int = isMysqlFamily(qr) ? 'int' : 'integer';
    for (const t of ['activities', 'activity_trash']) {
      await qr.query(`ALTER TABLE ${t} ADD COLUMN due_at datetime(6) NULL`);
      await qr.query(`ALTER TABLE ${t} ADD COLUMN remind_minutes ${int} NULL`);
    }
    // "Mi agenda" and the operation's next step: open tasks by owner or operation, by due time.
    await qr.query('CREATE INDEX idx_activities_creator_due ON activities (created_by_user_id, done, due_at)');
    await qr.query('CREATE INDEX idx_activities_deal_due ON activities (deal_id, done, due_at)');
  }

  async down(qr: QueryRunner): Promise<void> {
    const mysql = isMysqlFamily(qr);
    await qr.query(mysql ? 'DROP INDEX idx_activities_creator_due ON activities' : 'DROP INDEX idx_activities_creator_due');
    await qr.query(mysql ? 'DROP INDEX idx_activities_deal_due ON activities' : 'DROP INDEX idx_activities_deal_due');
    for (const t of ['activities', 'activity_trash']) {
      await qr.query(`ALTER TABLE ${t} DROP COLUMN remind_minutes`);
      await qr.query(`ALTER TABLE ${t} DROP COLUMN due_at`);
    }
  }
}
