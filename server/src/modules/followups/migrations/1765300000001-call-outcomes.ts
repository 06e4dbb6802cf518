import type { MigrationInterface, QueryRunner } from 'typeorm';
import { isMysqlFamily } from '../../../core/db/migration-helpers';

/**
 * Calls end with an outcome (no_contesta, interesado, …; null on calls logged before, or by the original
 * client without one), name the next task they left, and can be invalidated with a reason (the row stays:
 * history kept). Plain ALTER TABLE ADD COLUMN on both engines.
 */
export class CallOutcomes1765300000001 implements MigrationInterface {
  name = 'CallOutcomes1765300000001';

  async up(qr: QueryRunner): Promise<void> {
    const int = isMysqlFamily(qr) ? 'int' : 'integer';
    await qr.query('ALTER TABLE followup_calls ADD COLUMN outcome varchar(20) NULL');
    await qr.query(`ALTER TABLE followup_calls ADD COLUMN next_activity_id ${int} NULL`);
    await qr.query('ALTER TABLE followup_calls ADD COLUMN invalidated_at datetime(6) NULL');
    await qr.query('ALTER TABLE followup_calls ADD COLUMN invalidated_reason varchar(500) NULL');
    await qr.query(`ALTER TABLE followup_calls ADD COLUMN invalidated_by_user_id ${int} NULL`);
  }

  async down(qr: QueryRunner): Promise<void> {
    for (const c of ['invalidated_by_user_id', 'invalidated_reason', 'invalidated_at', 'next_activity_id', 'outcome']) {
      await qr.query(`ALTER TABLE followup_calls DROP COLUMN ${c}`);
    }
  }
}
