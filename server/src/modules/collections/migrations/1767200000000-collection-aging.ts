import { utcToWallTime } from '@crm/domain';
import { type MigrationInterface, type QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';
import { keepAging } from '../kept-aging';

/**
 * The portfolio's kept aging per client and currency (PORTFOLIO_KEPT_AGING, collections.entity.ts), filled for the
 * day the migration runs from the invoices' kept open amounts, so the first portfolio after the upgrade reads it.
 */
export class CollectionAging1767200000000 implements MigrationInterface {
  name = 'CollectionAging1767200000000';

  async up(qr: QueryRunner): Promise<void> {
    const cents = (name: string) => ({ name, type: 'bigint', default: 0 });
    await qr.createTable(
      new Table({
        name: 'collection_aging',
        columns: [
          { name: 'org_id', type: 'integer', isPrimary: true },
          { name: 'currency', type: 'varchar', length: '3', isPrimary: true },
          { name: 'as_of', type: 'varchar', length: '10' },
          cents('current_cents'),
          cents('d1_30_cents'),
          cents('d31_60_cents'),
          cents('d61_90_cents'),
          cents('over_90_cents'),
        ],
        indices: [new TableIndex({ name: 'idx_collection_aging_as_of', columnNames: ['as_of'] })],
        foreignKeys: [new TableForeignKey({ columnNames: ['org_id'], referencedTableName: 'organizations', referencedColumnNames: ['id'], onDelete: 'CASCADE', onUpdate: 'CASCADE' })],
      }),
    );
    // The backfill, as of today in Paraguay (the portfolio's day).
    await keepAging(qr.manager, null, utcToWallTime(new Date()).slice(0, 10));
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('collection_aging');
  }
}
