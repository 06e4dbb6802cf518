import type { MigrationInterface, QueryRunner } from 'typeorm';
import { isMysqlFamily } from '../../../core/db/migration-helpers';

/**
 * The version of what the operation screen edits (optimistic concurrency, like the cost sheet's version):
 * `deal_edit_versions.version` goes up in the same transaction as every write to a deal's title,
 * description or value and to any of its custom fields, whatever path made it (the screen's save, REST
 * PATCH and custom-field posts of the original client, the quote, an import). A save carries the version
 * it was loaded at and is refused when the version moved. A deal without a row has version 0.
 *
 * Its own table, not a column of `deals`: an UPDATE of `deals` fires the deal_totals triggers (and bumps
 * the board's versions), which a custom-field write must not do; and adding a column to `deals` on SQLite
 * through TypeORM would rebuild the table and drop its triggers. A move or a close does not touch it:
 * nothing the screen edits changed, so an open form stays valid.
 */
const EVENTS = ['INSERT', 'UPDATE', 'DELETE'] as const;
const name = (table: string, event: string) => `trg_editv_${table}_${event.toLowerCase()}`;

function bump(mysql: boolean, dealId: string): string {
  return mysql
    ? `INSERT INTO deal_edit_versions (deal_id, version) VALUES (${dealId}, 1) ON DUPLICATE KEY UPDATE version = version + 1;`
    : `INSERT OR IGNORE INTO deal_edit_versions (deal_id, version) VALUES (${dealId}, 0); UPDATE deal_edit_versions SET version = version + 1 WHERE deal_id = ${dealId};`;
}

export class DealEditVersions1765000000000 implements MigrationInterface {
  name = 'DealEditVersions1765000000000';

  async up(qr: QueryRunner): Promise<void> {
    const mysql = isMysqlFamily(qr);
    await qr.query(
      mysql
        ? 'CREATE TABLE deal_edit_versions (deal_id int NOT NULL PRIMARY KEY, version bigint NOT NULL DEFAULT 0) ENGINE=InnoDB'
        : 'CREATE TABLE deal_edit_versions (deal_id integer NOT NULL PRIMARY KEY, version integer NOT NULL DEFAULT 0)',
    );
    for (const event of EVENTS) {
      const rows: Array<'NEW' | 'OLD'> = event === 'INSERT' ? ['NEW'] : event === 'DELETE' ? ['OLD'] : ['OLD', 'NEW'];
      // An update that moves a field to another deal bumps both (the same deal twice: one more bump, harmless).
      const body = rows.map((r) => bump(mysql, `${r}.deal_id`)).join(' ');
      await qr.query(`CREATE TRIGGER ${name('deal_custom_fields', event)} AFTER ${event} ON deal_custom_fields FOR EACH ROW BEGIN ${body} END`);
    }
    // deals: only the edited columns (stage, position, status and links leave an open form valid).
    const changed = mysql
      ? 'NOT (OLD.title <=> NEW.title) OR NOT (OLD.description <=> NEW.description) OR NOT (OLD.value <=> NEW.value)'
      : 'OLD.title IS NOT NEW.title OR OLD.description IS NOT NEW.description OR OLD.value IS NOT NEW.value';
    await qr.query(
      mysql
        ? `CREATE TRIGGER ${name('deals', 'UPDATE')} AFTER UPDATE ON deals FOR EACH ROW BEGIN IF ${changed} THEN ${bump(mysql, 'NEW.id')} END IF; END`
        : `CREATE TRIGGER ${name('deals', 'UPDATE')} AFTER UPDATE ON deals WHEN ${changed} BEGIN ${bump(mysql, 'NEW.id')} END`,
    );
    await qr.query(`CREATE TRIGGER ${name('deals', 'DELETE')} AFTER DELETE ON deals FOR EACH ROW BEGIN DELETE FROM deal_edit_versions WHERE deal_id = OLD.id; END`);
  }

  async down(qr: QueryRunner): Promise<void> {
    for (const event of EVENTS) await qr.query(`DROP TRIGGER IF EXISTS ${name('deal_custom_fields', event)}`);
    await qr.query(`DROP TRIGGER IF EXISTS ${name('deals', 'UPDATE')}`);
    await qr.query(`DROP TRIGGER IF EXISTS ${name('deals', 'DELETE')}`);
    await qr.query('DROP TABLE deal_edit_versions');
  }
}
