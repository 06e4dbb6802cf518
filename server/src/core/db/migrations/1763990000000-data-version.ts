import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';
import { isMysqlFamily } from '../migration-helpers';

/**
 * Tables whose rows the shared kanban answers are built from (see core/graphql/fast-path/shared-response-cache.ts).
 * Any insert, update or delete on them bumps one counter in the same transaction, so a cached answer is
 * never served after a change, whichever path made it (GraphQL, REST, scripts, another instance).
 */
export const DATA_VERSION_TABLES = [
  'deals',
  'deal_custom_fields',
  'organizations',
  'contacts',
  'stages',
  'pipelines',
  'param_values',
  'business_units',
] as const;

const EVENTS = ['INSERT', 'UPDATE', 'DELETE'] as const;
const triggerName = (table: string, event: string) => `trg_dv_${table}_${event.toLowerCase()}`;
const BUMP = "UPDATE data_versions SET version = version + 1 WHERE scope = 'crm'";

/** Triggers bumping the data version on every insert, update and delete of `tables` (later migrations add theirs). */
export async function createDataVersionTriggers(qr: QueryRunner, tables: readonly string[]): Promise<void> {
  const mysql = isMysqlFamily(qr);
  for (const table of tables) {
    for (const event of EVENTS) {
      const name = triggerName(table, event);
      await qr.query(
        mysql
          ? `CREATE TRIGGER ${name} AFTER ${event} ON ${table} FOR EACH ROW ${BUMP}`
          : `CREATE TRIGGER ${name} AFTER ${event} ON ${table} BEGIN ${BUMP}; END`,
      );
    }
  }
}

export async function dropDataVersionTriggers(qr: QueryRunner, tables: readonly string[]): Promise<void> {
  for (const table of tables) {
    for (const event of EVENTS) await qr.query(`DROP TRIGGER IF EXISTS ${triggerName(table, event)}`);
  }
}

export class DataVersion1763990000000 implements MigrationInterface {
  name = 'DataVersion1763990000000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'data_versions',
        columns: [
          { name: 'scope', type: 'varchar', length: '40', isPrimary: true },
          { name: 'version', type: 'bigint', default: 0 },
        ],
      }),
    );
    await qr.query("INSERT INTO data_versions (scope, version) VALUES ('crm', 0)");
    await createDataVersionTriggers(qr, DATA_VERSION_TABLES);
  }

  async down(qr: QueryRunner): Promise<void> {
    await dropDataVersionTriggers(qr, DATA_VERSION_TABLES);
    await qr.dropTable('data_versions');
  }
}
