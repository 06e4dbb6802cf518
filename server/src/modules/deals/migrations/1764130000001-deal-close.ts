import type { MigrationInterface, QueryRunner } from 'typeorm';
import { isMysqlFamily } from '../../../core/db/migration-helpers';

/**
 * Won/lost with reasons: why, when and by whom an operation was closed as won or lost. Plain ALTER TABLE ADD
 * COLUMN on both engines: TypeORM's addColumn rebuilds the table on SQLite, which would drop the
 * data_versions triggers of `deals` (core migration 1763990000000).
 */
export class DealClose1764130000001 implements MigrationInterface {
  name = 'DealClose1764130000001';

  async up(qr: QueryRunner): Promise<void> {
    const mysql = isMysqlFamily(qr);
    const columns = [
      'close_reason varchar(120) NULL',
      'close_reason_text varchar(500) NULL',
      'closed_at datetime(6) NULL',
      `closed_by_user_id ${mysql ? 'int' : 'integer'} NULL`,
    ];
    for (const c of columns) await qr.query(`ALTER TABLE deals ADD COLUMN ${c}`);
    await qr.query('CREATE INDEX idx_deals_closed_by ON deals (closed_by_user_id)');
    await qr.query('CREATE INDEX idx_deals_status_closed ON deals (status, closed_at)');
  }

  async down(qr: QueryRunner): Promise<void> {
    const mysql = isMysqlFamily(qr);
    for (const name of ['idx_deals_status_closed', 'idx_deals_closed_by']) await qr.query(mysql ? `DROP INDEX ${name} ON deals` : `DROP INDEX ${name}`);
    for (const c of ['close_reason', 'close_reason_text', 'closed_at', 'closed_by_user_id']) await qr.query(`ALTER TABLE deals DROP COLUMN ${c}`);
  }
}
