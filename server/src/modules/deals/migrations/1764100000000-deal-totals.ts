import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';
import { isMysqlFamily } from '../../../core/db/migration-helpers';

/**
 * Board cost without the cache, bytes and counts: the kanban and the deal lists' totals without scanning deals.
 *
 * `deal_totals` holds, per pipeline, business unit (0 = none), stage and status, the number of deals,
 * their value sum in cents and a version. Triggers on `deals` keep it exact in the same transaction as
 * every write, whatever path made it (GraphQL, REST, scripts, another instance, another helper's new
 * columns): the row before the write is taken out of its total, the row after it is added to its total
 * (status, stage, pipeline, unit or value changed; inserted; deleted), and both totals' versions go up.
 * The f_cotiz custom field is on the cards: its writes bump the versions of the deal's open totals.
 *
 * The sum of the versions of a pipeline's (or a pipeline and unit's) open rows only grows, so it names
 * the state of that board's cards: the shared response cache keys the board on it (plus the 'board'
 * scope of data_versions, bumped by writes to the other tables the board reads), and a move in one
 * pipeline or unit leaves the cached boards of the others valid (as does an edit of a won deal). Rows are
 * never deleted (a stage that empties keeps its row with zero deals), so the sums never go back.
 */
const BOARD_TABLES = ['organizations', 'contacts', 'stages', 'pipelines', 'param_values', 'business_units'] as const;
const EVENTS = ['INSERT', 'UPDATE', 'DELETE'] as const;
const boardTrigger = (table: string, event: string) => `trg_bv_${table}_${event.toLowerCase()}`;
const BUMP_BOARD = "UPDATE data_versions SET version = version + 1 WHERE scope = 'board'";

/** The cents of a deal row's value, exact on both engines (DECIMAL on MySQL, REAL on SQLite). */
const cents = (row: 'NEW' | 'OLD') => `CAST(ROUND(COALESCE(${row}.value, 0) * 100) AS SIGNED)`;
const centsSqlite = (row: 'NEW' | 'OLD') => `CAST(ROUND(COALESCE(${row}.value, 0) * 100) AS INTEGER)`;
const unit = (row: 'NEW' | 'OLD') => `COALESCE(${row}.business_unit_id, 0)`;
const rowOf = (row: 'NEW' | 'OLD') => `pipeline_id = ${row}.pipeline_id AND unit_key = ${unit(row)} AND stage_id = ${row}.stage_id AND status = ${row}.status`;

/** Statements that add (+1) or take out (-1) one deal row from its total, creating the total if new. */
function change(mysql: boolean, row: 'NEW' | 'OLD', sign: 1 | -1): string[] {
  const c = mysql ? cents(row) : centsSqlite(row);
  const op = sign > 0 ? '+' : '-';
  const columns = '(pipeline_id, unit_key, stage_id, status, deals, value_cents, version)';
  const values = `${row}.pipeline_id, ${unit(row)}, ${row}.stage_id, ${row}.status, 0, 0, 0`;
  return [
    // SQLite: not INSERT OR IGNORE, whose conflict clause the statement firing the trigger overrides
    // (a foreign key's SET NULL on deals failed with a unique-constraint error); its writes are serial.
    mysql
      ? `INSERT IGNORE INTO deal_totals ${columns} VALUES (${values})`
      : `INSERT INTO deal_totals ${columns} SELECT ${values} WHERE NOT EXISTS (SELECT 1 FROM deal_totals WHERE ${rowOf(row)})`,
    `UPDATE deal_totals SET deals = deals ${op} 1, value_cents = value_cents ${op} ${c}, version = version + 1 WHERE ${rowOf(row)}`,
  ];
}

/** Bumps the versions of the totals of the deal a custom-field row belongs to (f_cotiz is on the card). */
function customFieldBump(row: 'NEW' | 'OLD'): string {
  return `UPDATE deal_totals SET version = version + 1 WHERE status = 'open' AND pipeline_id = (SELECT d.pipeline_id FROM deals d WHERE d.id = ${row}.deal_id AND d.status = 'open')`;
}

interface TriggerSpec {
  name: string;
  table: string;
  event: (typeof EVENTS)[number];
  /** Each guarded by its condition; one trigger body. */
  steps: Array<{ when: string | null; statements: string[] }>;
}

function triggers(mysql: boolean): TriggerSpec[] {
  const key = mysql ? '`key`' : '"key"';
  return [
    { name: 'trg_dt_deals_insert', table: 'deals', event: 'INSERT', steps: [{ when: null, statements: change(mysql, 'NEW', 1) }] },
    { name: 'trg_dt_deals_delete', table: 'deals', event: 'DELETE', steps: [{ when: null, statements: change(mysql, 'OLD', -1) }] },
    { name: 'trg_dt_deals_update', table: 'deals', event: 'UPDATE', steps: [{ when: null, statements: [...change(mysql, 'OLD', -1), ...change(mysql, 'NEW', 1)] }] },
    { name: 'trg_dt_dcf_insert', table: 'deal_custom_fields', event: 'INSERT', steps: [{ when: `NEW.${key} = 'f_cotiz'`, statements: [customFieldBump('NEW')] }] },
    {
      name: 'trg_dt_dcf_update',
      table: 'deal_custom_fields',
      event: 'UPDATE',
      steps: [
        { when: `OLD.${key} = 'f_cotiz'`, statements: [customFieldBump('OLD')] },
        { when: `NEW.${key} = 'f_cotiz'`, statements: [customFieldBump('NEW')] },
      ],
    },
    { name: 'trg_dt_dcf_delete', table: 'deal_custom_fields', event: 'DELETE', steps: [{ when: `OLD.${key} = 'f_cotiz'`, statements: [customFieldBump('OLD')] }] },
  ];
}

/** MySQL: one trigger with IF blocks. SQLite: WHEN takes one condition, so one trigger per step. */
function createSql(mysql: boolean, t: TriggerSpec): Array<{ name: string; sql: string }> {
  if (mysql) {
    const body = t.steps
      .map((s) => {
        const statements = s.statements.map((x) => `${x};`).join(' ');
        return s.when ? `IF ${s.when} THEN ${statements} END IF;` : statements;
      })
      .join(' ');
    return [{ name: t.name, sql: `CREATE TRIGGER ${t.name} AFTER ${t.event} ON ${t.table} FOR EACH ROW BEGIN ${body} END` }];
  }
  return t.steps.map((s, i) => {
    const name = t.steps.length > 1 ? `${t.name}_${i + 1}` : t.name;
    return { name, sql: `CREATE TRIGGER ${name} AFTER ${t.event} ON ${t.table}${s.when ? ` WHEN ${s.when}` : ''} BEGIN ${s.statements.map((x) => `${x};`).join(' ')} END` };
  });
}

export class DealTotals1764100000000 implements MigrationInterface {
  name = 'DealTotals1764100000000';

  async up(qr: QueryRunner): Promise<void> {
    const mysql = isMysqlFamily(qr);
    await qr.createTable(
      new Table({
        name: 'deal_totals',
        columns: [
          { name: 'pipeline_id', type: 'integer', isPrimary: true },
          { name: 'unit_key', type: 'integer', isPrimary: true },
          { name: 'stage_id', type: 'integer', isPrimary: true },
          { name: 'status', type: 'varchar', length: '10', isPrimary: true },
          { name: 'deals', type: 'integer', default: 0 },
          { name: 'value_cents', type: 'bigint', default: 0 },
          { name: 'version', type: 'bigint', default: 0 },
        ],
      }),
    );
    await qr.query(
      `INSERT INTO deal_totals (pipeline_id, unit_key, stage_id, status, deals, value_cents, version)
       SELECT pipeline_id, COALESCE(business_unit_id, 0), stage_id, status, COUNT(*), SUM(CAST(ROUND(value * 100) AS ${mysql ? 'SIGNED' : 'INTEGER'})), 1
       FROM deals GROUP BY pipeline_id, COALESCE(business_unit_id, 0), stage_id, status`,
    );
    await qr.query("INSERT INTO data_versions (scope, version) VALUES ('board', 0)");
    for (const t of triggers(mysql)) for (const c of createSql(mysql, t)) await qr.query(c.sql);
    for (const table of BOARD_TABLES) {
      for (const event of EVENTS) {
        const name = boardTrigger(table, event);
        await qr.query(
          mysql
            ? `CREATE TRIGGER ${name} AFTER ${event} ON ${table} FOR EACH ROW ${BUMP_BOARD}`
            : `CREATE TRIGGER ${name} AFTER ${event} ON ${table} BEGIN ${BUMP_BOARD}; END`,
        );
      }
    }
  }

  async down(qr: QueryRunner): Promise<void> {
    const mysql = isMysqlFamily(qr);
    for (const table of BOARD_TABLES) for (const event of EVENTS) await qr.query(`DROP TRIGGER IF EXISTS ${boardTrigger(table, event)}`);
    for (const t of triggers(mysql)) for (const c of createSql(mysql, t)) await qr.query(`DROP TRIGGER IF EXISTS ${c.name}`);
    await qr.query("DELETE FROM data_versions WHERE scope = 'board'");
    await qr.dropTable('deal_totals');
  }
}
