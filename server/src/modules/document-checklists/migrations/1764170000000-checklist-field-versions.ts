import type { MigrationInterface, QueryRunner } from 'typeorm';
import { isMysqlFamily } from '../../../core/db/migration-helpers';

/**
 * The kanban's 'docs 3/5' chip also reads three custom fields of its deal: the transport mode and the
 * operation type choose its template, f_confirm starts its due dates. Their writes did not bump the board's
 * versions (only f_cotiz's did, 1764100000000-deal-totals), so a cached board, or a chip kept for its
 * column's version (board cost without the cache), showed the old template's chip. Like an upload (1764130000002), a write of
 * one of them bumps the versions of its deal's pipeline.
 */
const KEYS = ['modalidad_carga', 'tipo_operacion', 'f_confirm'] as const;
const EVENTS = ['INSERT', 'UPDATE', 'DELETE'] as const;
const name = (event: string) => `trg_chip_dcf_${event.toLowerCase()}`;

const dealBump = (row: 'NEW' | 'OLD') =>
  `UPDATE deal_totals SET version = version + 1 WHERE status = 'open' AND pipeline_id = (SELECT d.pipeline_id FROM deals d WHERE d.id = ${row}.deal_id AND d.status = 'open')`;

export class ChecklistFieldVersions1764170000000 implements MigrationInterface {
  name = 'ChecklistFieldVersions1764170000000';

  async up(qr: QueryRunner): Promise<void> {
    const mysql = isMysqlFamily(qr);
    const key = mysql ? '`key`' : '"key"';
    const chip = (row: 'NEW' | 'OLD') => `${row}.${key} IN (${KEYS.map((k) => `'${k}'`).join(', ')})`;
    for (const event of EVENTS) {
      const rows: Array<'NEW' | 'OLD'> = event === 'INSERT' ? ['NEW'] : event === 'DELETE' ? ['OLD'] : ['OLD', 'NEW'];
      // An update that moves the field to another deal bumps both deals' pipelines (one bump each is enough).
      const when = rows.map(chip).join(' OR ');
      const body = rows.map((r) => `${dealBump(r)};`).join(' ');
      await qr.query(
        mysql
          ? `CREATE TRIGGER ${name(event)} AFTER ${event} ON deal_custom_fields FOR EACH ROW BEGIN IF ${when} THEN ${body} END IF; END`
          : `CREATE TRIGGER ${name(event)} AFTER ${event} ON deal_custom_fields WHEN ${when} BEGIN ${body} END`,
      );
    }
  }

  async down(qr: QueryRunner): Promise<void> {
    for (const event of EVENTS) await qr.query(`DROP TRIGGER IF EXISTS ${name(event)}`);
  }
}
