import { type MigrationInterface, type QueryRunner, TableForeignKey } from 'typeorm';

/**
 * The real profit on the kanban card and the operations table without slowing the board: `deals.real_profit`
 * (USD, null until the operation has a live supplier document) is kept by the payables service in the
 * transaction of every write that changes it, and the board reads it as one more column of the deal row. A plain
 * ALTER TABLE: SQLite's table rebuild would drop the triggers on deals. Operations that already have supplier
 * documents get it from the backfill the server runs after the migrations (PayablesService.backfillRealProfit: it
 * needs the cost sheet's budget and the control rate, read by the service).
 *
 * The operation's control rate goes with the operation (ON DELETE CASCADE); rows of operations already deleted
 * are removed first, so the foreign key can be created.
 */
export class DealRealProfit1767000000000 implements MigrationInterface {
  name = 'DealRealProfit1767000000000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.query('ALTER TABLE deals ADD COLUMN real_profit DECIMAL(15,2) NULL');
    await qr.query('DELETE FROM deal_cost_controls WHERE deal_id NOT IN (SELECT id FROM deals)');
    await qr.createForeignKey('deal_cost_controls', new TableForeignKey({ columnNames: ['deal_id'], referencedTableName: 'deals', referencedColumnNames: ['id'], onDelete: 'CASCADE', onUpdate: 'CASCADE' }));
  }

  async down(qr: QueryRunner): Promise<void> {
    const table = await qr.getTable('deal_cost_controls');
    const fk = table?.foreignKeys.find((k) => k.columnNames.join() === 'deal_id');
    if (fk) await qr.dropForeignKey('deal_cost_controls', fk);
    await qr.query('ALTER TABLE deals DROP COLUMN real_profit');
  }
}
