import type { MigrationInterface, QueryRunner } from 'typeorm';
import { isMysqlFamily } from '../../../core/db/migration-helpers';

/**
 * Fast while people work: the kanban's 'docs 3/5' chip was kept per card for the version of its column, so a move
 * (which bumps the versions of the two columns it touches) made every card of both columns compute its
 * chip again (six statements) though none of their checklists changed. Here each deal gets its own chip
 * version, `deal_chip_versions.version`, bumped in the same transaction as every write to what its chip
 * reads: its files, its document ticks and its custom fields modalidad_carga, tipo_operacion and
 * f_confirm (the template, and the start of its due dates). Templates bump the 'board' scope
 * (1764130000002), which the chip's key holds too. The board reads this version with each card (one
 * join by primary key) and the chip is kept per deal for it (document-checklists.resolver.ts), so after a
 * move no chip is computed again, and after a tick or an upload only that deal's.
 *
 * A deal without a row has version 0. The triggers that bump the pipeline's deal_totals versions for the
 * same writes stay: they make the cached boards and kept columns stale; these only tell which card's chip.
 */
const KEYS = ['modalidad_carga', 'tipo_operacion', 'f_confirm'] as const;
const EVENTS = ['INSERT', 'UPDATE', 'DELETE'] as const;
const TABLES = ['deal_files', 'deal_document_checks', 'deal_custom_fields'] as const;
const name = (table: string, event: string) => `trg_chipv_${table}_${event.toLowerCase()}`;

function bump(mysql: boolean, row: 'NEW' | 'OLD'): string {
  return mysql
    ? `INSERT INTO deal_chip_versions (deal_id, version) VALUES (${row}.deal_id, 1) ON DUPLICATE KEY UPDATE version = version + 1;`
    : `INSERT OR IGNORE INTO deal_chip_versions (deal_id, version) VALUES (${row}.deal_id, 0); UPDATE deal_chip_versions SET version = version + 1 WHERE deal_id = ${row}.deal_id;`;
}

export class ChecklistDealVersions1764270000000 implements MigrationInterface {
  name = 'ChecklistDealVersions1764270000000';

  async up(qr: QueryRunner): Promise<void> {
    const mysql = isMysqlFamily(qr);
    await qr.query(
      mysql
        ? 'CREATE TABLE deal_chip_versions (deal_id int NOT NULL PRIMARY KEY, version bigint NOT NULL DEFAULT 0) ENGINE=InnoDB'
        : 'CREATE TABLE deal_chip_versions (deal_id integer NOT NULL PRIMARY KEY, version integer NOT NULL DEFAULT 0)',
    );
    const key = mysql ? '`key`' : '"key"';
    const chipField = (row: 'NEW' | 'OLD') => `${row}.${key} IN (${KEYS.map((k) => `'${k}'`).join(', ')})`;
    for (const table of TABLES) {
      for (const event of EVENTS) {
        const rows: Array<'NEW' | 'OLD'> = event === 'INSERT' ? ['NEW'] : event === 'DELETE' ? ['OLD'] : ['OLD', 'NEW'];
        // An update bumps the old deal and the new one (the same deal twice: one more bump, harmless).
        const body = rows.map((r) => bump(mysql, r)).join(' ');
        if (table !== 'deal_custom_fields') {
          await qr.query(`CREATE TRIGGER ${name(table, event)} AFTER ${event} ON ${table} FOR EACH ROW BEGIN ${body} END`);
          continue;
        }
        // Only the three fields the chip reads (f_cotiz and the others do not change it).
        const when = rows.map(chipField).join(' OR ');
        await qr.query(
          mysql
            ? `CREATE TRIGGER ${name(table, event)} AFTER ${event} ON ${table} FOR EACH ROW BEGIN IF ${when} THEN ${body} END IF; END`
            : `CREATE TRIGGER ${name(table, event)} AFTER ${event} ON ${table} WHEN ${when} BEGIN ${body} END`,
        );
      }
    }
  }

  async down(qr: QueryRunner): Promise<void> {
    for (const table of TABLES) for (const event of EVENTS) await qr.query(`DROP TRIGGER IF EXISTS ${name(table, event)}`);
    await qr.query('DROP TABLE deal_chip_versions');
  }
}
