import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

/**
 * Dated exchange rates: cost_sheets.gs_rate_frozen_at, set when the organization's budget is confirmed (the
 * sheet's exchange rate no longer changes) and cleared when it is reopened.
 */
export class CostSheetRateFreeze1764120000001 implements MigrationInterface {
  name = 'CostSheetRateFreeze1764120000001';

  async up(qr: QueryRunner): Promise<void> {
    await qr.addColumn('cost_sheets', new TableColumn({ name: 'gs_rate_frozen_at', type: 'datetime', precision: 6, isNullable: true }));
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropColumn('cost_sheets', 'gs_rate_frozen_at');
  }
}
