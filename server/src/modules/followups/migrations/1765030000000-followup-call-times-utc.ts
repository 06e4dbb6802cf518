import { utcToWallTime, wallTimeToUtc } from '@crm/domain';
import type { MigrationInterface, QueryRunner } from 'typeorm';

const BATCH = 1000;

/**
 * Call times on one base: followup_calls.happened_at held the caller's wall-clock time while activity
 * calls carry a UTC creation time (the history showed those 3 h ahead and sorted a new call below them).
 * From now on happened_at is UTC ('YYYY-MM-DD HH:MM:SS', still text, so it sorts and ranges as before);
 * the existing rows are converted from the office's time zone (America/Asuncion, with the offset of
 * each date). The text column and its indexes do not change.
 */
export class FollowupCallTimesUtc1765030000000 implements MigrationInterface {
  name = 'FollowupCallTimesUtc1765030000000';

  async up(qr: QueryRunner): Promise<void> {
    await convert(qr, (v) => wallTimeToUtc(v));
  }

  async down(qr: QueryRunner): Promise<void> {
    await convert(qr, (v) => utcToWallTime(v));
  }
}

async function convert(qr: QueryRunner, to: (v: string) => string): Promise<void> {
  let last = 0;
  for (;;) {
    const rows = (await qr.query(`SELECT id, happened_at AS at FROM followup_calls WHERE id > ? ORDER BY id LIMIT ${BATCH}`, [last])) as Array<{ id: number; at: string }>;
    if (!rows.length) break;
    for (const r of rows) {
      if (/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(String(r.at))) {
        await qr.query('UPDATE followup_calls SET happened_at = ? WHERE id = ?', [to(String(r.at)), r.id]);
      }
    }
    last = Number(rows[rows.length - 1].id);
  }
}
