import { isQuoteStatus, normalizeQuote, type Quote, quoteOpenUntil } from '@crm/domain';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The kanban card's amber 'vencida' mark without slowing the board: `deals.quote_open_until` holds the last
 * valid day of the operation's latest quote version while that version is still open (borrador or enviada),
 * null otherwise (no quote, answered, or a validity that says nothing readable). The board reads it as one
 * more column of the deal row; the screen compares it with its own day (domain quoteOpenUntil / quoteExpired).
 * Written by the quotes module when a version is saved and when its status changes; its writes go through
 * the deals triggers, so the board's cached columns are read again. A plain ALTER TABLE: SQLite's table
 * rebuild would drop the triggers on deals.
 */
export class QuoteOpenUntil1766900000000 implements MigrationInterface {
  name = 'QuoteOpenUntil1766900000000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.query('ALTER TABLE deals ADD COLUMN quote_open_until VARCHAR(10) NULL');
    // The operations that already have quotes: each one's latest version and its status, in pages by deal.
    let after = 0;
    for (;;) {
      const rows: Array<{ dealId: unknown; data: unknown; status: unknown }> = await qr.query(
        `SELECT q.deal_id AS dealId, q.data AS data, s.status AS status FROM deal_quotes q
         LEFT JOIN deal_quote_status s ON s.quote_id = q.id
         WHERE q.deal_id > ? AND q.version_no = (SELECT MAX(q2.version_no) FROM deal_quotes q2 WHERE q2.deal_id = q.deal_id)
         ORDER BY q.deal_id LIMIT 500`,
        [after],
      );
      if (!rows.length) break;
      for (const r of rows) {
        after = Number(r.dealId);
        const data = (typeof r.data === 'string' ? JSON.parse(r.data) : r.data) as Partial<Record<keyof Quote, unknown>>;
        const status = isQuoteStatus(r.status) ? r.status : 'borrador';
        const until = quoteOpenUntil(normalizeQuote(data ?? {}), status);
        // updated_at = updated_at: MariaDB's ON UPDATE would otherwise count this as a touch of the operation.
        if (until) await qr.query('UPDATE deals SET quote_open_until = ?, updated_at = updated_at WHERE id = ?', [until, after]);
      }
    }
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.query('ALTER TABLE deals DROP COLUMN quote_open_until');
  }
}
