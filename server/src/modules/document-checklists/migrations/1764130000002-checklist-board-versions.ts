import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The kanban's 'docs 3/5' chip reads files, ticks and templates, while the board's cached answer is keyed
 * by the 'board' scope and the versions of its open deal_totals rows (1764100000000-deal-totals), not by
 * the global data version these tables bump. So an upload or a tick bumps the versions of its deal's
 * pipeline (like an f_cotiz write), and a template change bumps the 'board' scope: a cached board never
 * shows an old chip, and other pipelines keep their cached answers.
 */
const PER_DEAL = ['deal_files', 'deal_document_checks'] as const;
const EVENTS = ['INSERT', 'UPDATE', 'DELETE'] as const;
const name = (table: string, event: string) => `trg_chip_${table}_${event.toLowerCase()}`;

const dealBump = (row: 'NEW' | 'OLD') =>
  `UPDATE deal_totals SET version = version + 1 WHERE status = 'open' AND pipeline_id = (SELECT d.pipeline_id FROM deals d WHERE d.id = ${row}.deal_id AND d.status = 'open')`;
const BOARD_BUMP = "UPDATE data_versions SET version = version + 1 WHERE scope = 'board'";

function statements(table: string, event: (typeof EVENTS)[number]): string[] {
  if (!(PER_DEAL as readonly string[]).includes(table)) return [BOARD_BUMP];
  if (event === 'INSERT') return [dealBump('NEW')];
  if (event === 'DELETE') return [dealBump('OLD')];
  return [dealBump('OLD'), dealBump('NEW')];
}

const TABLES = [...PER_DEAL, 'checklist_template_items'] as const;

export class ChecklistBoardVersions1764130000002 implements MigrationInterface {
  name = 'ChecklistBoardVersions1764130000002';

  async up(qr: QueryRunner): Promise<void> {
    for (const table of TABLES) {
      for (const event of EVENTS) {
        const body = statements(table, event).map((s) => `${s};`).join(' ');
        // Both engines take FOR EACH ROW with a BEGIN … END body (MySQL runs it as one compound statement).
        await qr.query(`CREATE TRIGGER ${name(table, event)} AFTER ${event} ON ${table} FOR EACH ROW BEGIN ${body} END`);
      }
    }
  }

  async down(qr: QueryRunner): Promise<void> {
    for (const table of TABLES) for (const event of EVENTS) await qr.query(`DROP TRIGGER IF EXISTS ${name(table, event)}`);
  }
}
