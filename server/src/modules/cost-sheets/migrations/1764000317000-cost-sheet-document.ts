import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';
import { isMysqlFamily } from '../../../core/db/migration-helpers';

/**
 * REST drop-in for the original client: cost_sheets.document is the sheet exactly as
 * the client sent it (text cells, keys of its own), returned deep-equal by GET; `data` keeps the server's
 * typed parse and the totals stay in their columns. NULL for sheets saved before: GET renders them from `data`.
 */
export class CostSheetDocument1764000317000 implements MigrationInterface {
  name = 'CostSheetDocument1764000317000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.addColumn('cost_sheets', new TableColumn({ name: 'document', type: isMysqlFamily(qr) ? 'mediumtext' : 'text', isNullable: true }));
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropColumn('cost_sheets', 'document');
  }
}
