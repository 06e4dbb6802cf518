import type { MigrationInterface, QueryRunner } from 'typeorm';
import { isMysqlFamily } from '../../../core/db/migration-helpers';

/** A stage's idle days (stuck_days, nextSteps isStuck): null = no limit. ADD COLUMN keeps the stages' triggers on SQLite. */
export class StageStuckDays1765300000002 implements MigrationInterface {
  name = 'StageStuckDays1765300000002';

  async up(qr: QueryRunner): Promise<void> {
    await qr.query(`ALTER TABLE stages ADD COLUMN stuck_days ${isMysqlFamily(qr) ? 'int' : 'integer'} NULL`);
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.query('ALTER TABLE stages DROP COLUMN stuck_days');
  }
}
