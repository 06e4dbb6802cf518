import type { MigrationInterface, QueryRunner } from 'typeorm';
import { isMysqlFamily } from '../../../core/db/migration-helpers';

/**
 * Draft invoices and credit notes are edited (optimistic concurrency, like the operation's save): each carries
 * a `version` that every save checks and raises, so a stale save is a CONFLICT and never overwrites. Plain ALTER
 * TABLE ADD COLUMN on both engines (addColumn rebuilds the table on SQLite).
 */
export class InvoiceVersions1766310000000 implements MigrationInterface {
  name = 'InvoiceVersions1766310000000';

  async up(qr: QueryRunner): Promise<void> {
    const int = isMysqlFamily(qr) ? 'int' : 'integer';
    for (const t of ['invoices', 'credit_notes']) await qr.query(`ALTER TABLE ${t} ADD COLUMN version ${int} NOT NULL DEFAULT 0`);
  }

  async down(qr: QueryRunner): Promise<void> {
    for (const t of ['invoices', 'credit_notes']) await qr.query(`ALTER TABLE ${t} DROP COLUMN version`);
  }
}
