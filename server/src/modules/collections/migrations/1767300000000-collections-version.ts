import type { MigrationInterface, QueryRunner } from 'typeorm';
import { isMysqlFamily } from '../../../core/db/migration-helpers';

const BUMP = "UPDATE data_versions SET version = version + 1 WHERE scope = 'collections'";

/**
 * What today's portfolio shows, per table: the rows of the kept aging, and the organizations' and users' columns it
 * reads (the client's name, its advisor, its visibility and owner; the advisor's name). Any change of them bumps the
 * 'collections' data version in the same transaction (the shared response cache and the REST portfolio keep their
 * answers by it, collections.service.ts portfolioScope). Organization inserts are left out on purpose: a new client has
 * no kept aging yet, so a bulk import pausing the insert triggers (core/db/data-version-bulk.ts) cannot leave a stale
 * portfolio; its first invoice writes the kept aging, which bumps the version.
 */
const WATCHED: ReadonlyArray<{ table: string; columns: readonly string[] | null }> = [
  { table: 'collection_aging', columns: null },
  { table: 'organizations', columns: ['name', 'advisor_user_id', 'visibility', 'owner_user_id'] },
  { table: 'users', columns: ['name'] },
];

const name = (table: string, event: string) => `trg_cv_${table}_${event.toLowerCase()}`;

export class CollectionsVersion1767300000000 implements MigrationInterface {
  name = 'CollectionsVersion1767300000000';

  async up(qr: QueryRunner): Promise<void> {
    const mysql = isMysqlFamily(qr);
    await qr.query("INSERT INTO data_versions (scope, version) VALUES ('collections', 0)");
    for (const { table, columns } of WATCHED) {
      for (const event of ['INSERT', 'UPDATE', 'DELETE'] as const) {
        if (event === 'INSERT' && columns) continue;
        if (event === 'UPDATE' && columns) {
          // Only when a shown column changes: an organization or user saved for another reason keeps the answers.
          await qr.query(
            mysql
              ? `CREATE TRIGGER ${name(table, event)} AFTER UPDATE ON ${table} FOR EACH ROW BEGIN IF ${columns.map((c) => `NOT (OLD.${c} <=> NEW.${c})`).join(' OR ')} THEN ${BUMP}; END IF; END`
              : `CREATE TRIGGER ${name(table, event)} AFTER UPDATE OF ${columns.join(', ')} ON ${table} WHEN ${columns.map((c) => `OLD.${c} IS NOT NEW.${c}`).join(' OR ')} BEGIN ${BUMP}; END`,
          );
          continue;
        }
        await qr.query(mysql ? `CREATE TRIGGER ${name(table, event)} AFTER ${event} ON ${table} FOR EACH ROW ${BUMP}` : `CREATE TRIGGER ${name(table, event)} AFTER ${event} ON ${table} BEGIN ${BUMP}; END`);
      }
    }
  }

  async down(qr: QueryRunner): Promise<void> {
    for (const { table } of WATCHED) for (const event of ['INSERT', 'UPDATE', 'DELETE']) await qr.query(`DROP TRIGGER IF EXISTS ${name(table, event)}`);
    await qr.query("DELETE FROM data_versions WHERE scope = 'collections'");
  }
}
