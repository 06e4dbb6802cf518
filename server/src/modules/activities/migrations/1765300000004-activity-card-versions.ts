import type { MigrationInterface, QueryRunner } from 'typeorm';
import { isMysqlFamily } from '../../../core/db/migration-helpers';

/**
 * The kanban card reads its deal's activities (DealCard.nextDueAt, lastTouchAt: the next step and the idle
 * signal, nextSteps). Like a file or a document tick (1764270000000), every write to an activity of a deal
 * bumps, in the same transaction, the versions of its pipeline's open totals (cached boards and kept
 * columns go stale) and its deal's chip version (the card's kept text is computed again). Activities
 * without a deal change no card. An update bumps the old deal and the new one.
 */
const EVENTS = ['INSERT', 'UPDATE', 'DELETE'] as const;
const name = (event: string) => `trg_cardv_activities_${event.toLowerCase()}`;

function bump(mysql: boolean, row: 'NEW' | 'OLD'): string {
  const totals = `UPDATE deal_totals SET version = version + 1 WHERE status = 'open' AND pipeline_id = (SELECT d.pipeline_id FROM deals d WHERE d.id = ${row}.deal_id AND d.status = 'open');`;
  const chip = mysql
    ? `INSERT INTO deal_chip_versions (deal_id, version) VALUES (${row}.deal_id, 1) ON DUPLICATE KEY UPDATE version = version + 1;`
    : `INSERT OR IGNORE INTO deal_chip_versions (deal_id, version) VALUES (${row}.deal_id, 0); UPDATE deal_chip_versions SET version = version + 1 WHERE deal_id = ${row}.deal_id;`;
  return `${totals} ${chip}`;
}

export class ActivityCardVersions1765300000004 implements MigrationInterface {
  name = 'ActivityCardVersions1765300000004';

  async up(qr: QueryRunner): Promise<void> {
    const mysql = isMysqlFamily(qr);
    for (const event of EVENTS) {
      const rows: Array<'NEW' | 'OLD'> = event === 'INSERT' ? ['NEW'] : event === 'DELETE' ? ['OLD'] : ['OLD', 'NEW'];
      if (mysql) {
        const body = rows.map((r) => `IF ${r}.deal_id IS NOT NULL THEN ${bump(true, r)} END IF;`).join(' ');
        await qr.query(`CREATE TRIGGER ${name(event)} AFTER ${event} ON activities FOR EACH ROW BEGIN ${body} END`);
      } else {
        const when = rows.map((r) => `${r}.deal_id IS NOT NULL`).join(' OR ');
        // A null deal_id matches no row in either statement: no guard needed inside.
        await qr.query(`CREATE TRIGGER ${name(event)} AFTER ${event} ON activities WHEN ${when} BEGIN ${rows.map((r) => bump(false, r)).join(' ')} END`);
      }
    }
  }

  async down(qr: QueryRunner): Promise<void> {
    for (const event of EVENTS) await qr.query(`DROP TRIGGER IF EXISTS ${name(event)}`);
  }
}
