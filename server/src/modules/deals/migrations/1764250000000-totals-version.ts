import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Fast while people work: one counter for every change of `deal_totals` (scope 'totals' of data_versions), bumped by
 * triggers on deal_totals itself in the same transaction, whatever changed it (the triggers on deals,
 * deal_custom_fields, deal_files, deal_document_checks, a script). The kanban (board.service.ts) reads
 * this counter and the 'board' scope, two rows by primary key, and reads deal_totals again only when
 * one of them moved since this process last read it: a board built with nothing changed reads two
 * version rows instead of every open total.
 */
const EVENTS = ['INSERT', 'UPDATE', 'DELETE'] as const;
const name = (event: string) => `trg_tv_deal_totals_${event.toLowerCase()}`;
const BUMP = "UPDATE data_versions SET version = version + 1 WHERE scope = 'totals'";

export class TotalsVersion1764250000000 implements MigrationInterface {
  name = 'TotalsVersion1764250000000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.query("INSERT INTO data_versions (scope, version) VALUES ('totals', 1)");
    // Both engines take FOR EACH ROW with a BEGIN … END body.
    for (const event of EVENTS) await qr.query(`CREATE TRIGGER ${name(event)} AFTER ${event} ON deal_totals FOR EACH ROW BEGIN ${BUMP}; END`);
  }

  async down(qr: QueryRunner): Promise<void> {
    for (const event of EVENTS) await qr.query(`DROP TRIGGER IF EXISTS ${name(event)}`);
    await qr.query("DELETE FROM data_versions WHERE scope = 'totals'");
  }
}
