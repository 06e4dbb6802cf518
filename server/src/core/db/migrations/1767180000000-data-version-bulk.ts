import type { MigrationInterface, QueryRunner } from 'typeorm';
import { isMysqlFamily } from '../migration-helpers';
import { BULK_VERSION_PAUSE, BULK_VERSION_SCOPES, BULK_VERSION_TABLES } from '../data-version-bulk';

const trigger = (prefix: string, table: string) => `${prefix}_${table}_insert`;
const bump = (scope: string) => `UPDATE data_versions SET version = version + 1 WHERE scope = '${scope}'`;

/**
 * Import speed: the insert triggers of contacts and organizations that bump the data versions ('crm', migration
 * 1763990000000; 'board', migration 1764100000000) skip the bump while a bulk writer of the same transaction has
 * paused them (core/db/data-version-bulk.ts): it bumps each version once itself, in that transaction, before its
 * rows go in. A CSV import's batch of 2,000 new contacts ran 4,000 single-row UPDATEs of the same two rows.
 * The pause is a session variable on MariaDB/MySQL and an uncommitted row of data_version_pause on SQLite
 * (one writer at a time: no other connection ever sees it), as the search statistics' pause.
 */
export class DataVersionBulk1767180000000 implements MigrationInterface {
  name = 'DataVersionBulk1767180000000';

  async up(qr: QueryRunner): Promise<void> {
    const mysql = isMysqlFamily(qr);
    if (!mysql) await qr.query(`CREATE TABLE ${BULK_VERSION_PAUSE.table} (paused integer PRIMARY KEY)`);
    for (const table of BULK_VERSION_TABLES) {
      for (const { prefix, scope } of BULK_VERSION_SCOPES) {
        const name = trigger(prefix, table);
        await qr.query(`DROP TRIGGER IF EXISTS ${name}`);
        await qr.query(
          mysql
            ? `CREATE TRIGGER ${name} AFTER INSERT ON ${table} FOR EACH ROW BEGIN IF ${BULK_VERSION_PAUSE.variable} IS NULL THEN ${bump(scope)}; END IF; END`
            : `CREATE TRIGGER ${name} AFTER INSERT ON ${table} WHEN NOT EXISTS (SELECT 1 FROM ${BULK_VERSION_PAUSE.table}) BEGIN ${bump(scope)}; END`,
        );
      }
    }
  }

  async down(qr: QueryRunner): Promise<void> {
    const mysql = isMysqlFamily(qr);
    for (const table of BULK_VERSION_TABLES) {
      for (const { prefix, scope } of BULK_VERSION_SCOPES) {
        const name = trigger(prefix, table);
        await qr.query(`DROP TRIGGER IF EXISTS ${name}`);
        await qr.query(
          mysql
            ? `CREATE TRIGGER ${name} AFTER INSERT ON ${table} FOR EACH ROW ${bump(scope)}`
            : `CREATE TRIGGER ${name} AFTER INSERT ON ${table} BEGIN ${bump(scope)}; END`,
        );
      }
    }
    if (!mysql) await qr.query(`DROP TABLE IF EXISTS ${BULK_VERSION_PAUSE.table}`);
  }
}
