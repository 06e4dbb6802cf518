import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DataSource } from 'typeorm';
import { openDatabase } from '../src/app';
import { fillSqliteFromTemplate, provisionMigratedDatabase } from './db-template';
import { adminConnection, provisionTestDatabase } from './test-db';

/**
 * createTestApp hands every test file a copy of a migrated template (db-template.ts) instead of migrating
 * a database per file: the copy must be the database the migrations make, or every test would pass
 * against a schema production never has. This compares, on the engine the suite runs on, a clone with a
 * database migrated from empty: every table, column, index, key, check, trigger (and firing order) and
 * view, the migrations recorded, and how many rows each table holds.
 */

type Row = Record<string, unknown>;

async function sqliteSnapshot(ds: DataSource) {
  const q = (sql: string) => ds.query(sql) as Promise<Row[]>;
  const tables = (await q("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")).map((r) => String(r.name));
  const counts: Row = {};
  for (const t of tables) counts[t] = (await q(`SELECT COUNT(*) AS n FROM "${t}"`))[0].n;
  return {
    objects: await q("SELECT type, name, tbl_name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_stat%' ORDER BY type, name"),
    // Triggers on one event fire in an order set by when each was created.
    triggerOrder: await q("SELECT tbl_name, name FROM sqlite_master WHERE type = 'trigger' ORDER BY rowid"),
    counts,
    sequences: tables.includes('sqlite_sequence') ? await q('SELECT name, seq FROM sqlite_sequence ORDER BY name') : [],
    migrations: await q('SELECT * FROM migrations ORDER BY id'),
    userVersion: await q('PRAGMA user_version'),
    foreignKeysOn: await q('PRAGMA foreign_keys'),
  };
}

async function mysqlSnapshot(ds: DataSource) {
  const [{ db }] = (await ds.query('SELECT DATABASE() AS db')) as Row[];
  const schema = String(db);
  const q = async (sql: string) => {
    const rows = (await ds.query(sql, Array(sql.split('?').length - 1).fill(schema))) as Row[];
    // A view's text names its own schema: the two databases' names differ, nothing else may.
    return JSON.parse(JSON.stringify(rows).split(schema).join('<schema>')) as Row[];
  };
  const tables = (await q("SELECT TABLE_NAME AS t FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? AND TABLE_TYPE = 'BASE TABLE' ORDER BY t")).map((r) =>
    String(r.t),
  );
  const counts: Row = {};
  for (const t of tables) counts[t] = Number(((await ds.query(`SELECT COUNT(*) AS n FROM \`${t}\``)) as Row[])[0].n);
  return {
    schema: await q('SELECT DEFAULT_CHARACTER_SET_NAME, DEFAULT_COLLATION_NAME FROM information_schema.SCHEMATA WHERE SCHEMA_NAME = ?'),
    tables: await q(
      `SELECT TABLE_NAME, TABLE_TYPE, ENGINE, ROW_FORMAT, TABLE_COLLATION, CREATE_OPTIONS, TABLE_COMMENT, AUTO_INCREMENT
       FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? ORDER BY TABLE_NAME`,
    ),
    columns: await q(
      `SELECT TABLE_NAME, COLUMN_NAME, ORDINAL_POSITION, COLUMN_DEFAULT, IS_NULLABLE, COLUMN_TYPE, CHARACTER_SET_NAME,
              COLLATION_NAME, EXTRA, COLUMN_COMMENT, GENERATION_EXPRESSION
       FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = ? ORDER BY TABLE_NAME, ORDINAL_POSITION`,
    ),
    indexes: await q(
      `SELECT TABLE_NAME, INDEX_NAME, NON_UNIQUE, SEQ_IN_INDEX, COLUMN_NAME, SUB_PART, INDEX_TYPE, COLLATION, NULLABLE, INDEX_COMMENT
       FROM information_schema.STATISTICS WHERE TABLE_SCHEMA = ? ORDER BY TABLE_NAME, INDEX_NAME, SEQ_IN_INDEX`,
    ),
    constraints: await q(
      `SELECT TABLE_NAME, CONSTRAINT_NAME, CONSTRAINT_TYPE FROM information_schema.TABLE_CONSTRAINTS
       WHERE TABLE_SCHEMA = ? ORDER BY TABLE_NAME, CONSTRAINT_NAME, CONSTRAINT_TYPE`,
    ),
    keyColumns: await q(
      `SELECT TABLE_NAME, CONSTRAINT_NAME, COLUMN_NAME, ORDINAL_POSITION, REFERENCED_TABLE_SCHEMA, REFERENCED_TABLE_NAME, REFERENCED_COLUMN_NAME
       FROM information_schema.KEY_COLUMN_USAGE WHERE TABLE_SCHEMA = ? ORDER BY TABLE_NAME, CONSTRAINT_NAME, ORDINAL_POSITION`,
    ),
    foreignKeys: await q(
      `SELECT TABLE_NAME, CONSTRAINT_NAME, REFERENCED_TABLE_NAME, UPDATE_RULE, DELETE_RULE, MATCH_OPTION
       FROM information_schema.REFERENTIAL_CONSTRAINTS WHERE CONSTRAINT_SCHEMA = ? ORDER BY TABLE_NAME, CONSTRAINT_NAME`,
    ),
    checks: await q(
      `SELECT TABLE_NAME, CONSTRAINT_NAME, CHECK_CLAUSE FROM information_schema.CHECK_CONSTRAINTS
       WHERE CONSTRAINT_SCHEMA = ? ORDER BY TABLE_NAME, CONSTRAINT_NAME`,
    ),
    triggers: await q(
      `SELECT EVENT_OBJECT_TABLE, EVENT_MANIPULATION, ACTION_TIMING, ACTION_ORDER, TRIGGER_NAME, ACTION_CONDITION, ACTION_STATEMENT,
              ACTION_ORIENTATION, SQL_MODE, DEFINER, CHARACTER_SET_CLIENT, COLLATION_CONNECTION, DATABASE_COLLATION
       FROM information_schema.TRIGGERS WHERE TRIGGER_SCHEMA = ?
       ORDER BY EVENT_OBJECT_TABLE, EVENT_MANIPULATION, ACTION_TIMING, ACTION_ORDER`,
    ),
    views: await q(
      `SELECT TABLE_NAME, VIEW_DEFINITION, CHECK_OPTION, IS_UPDATABLE, DEFINER, SECURITY_TYPE, CHARACTER_SET_CLIENT, COLLATION_CONNECTION
       FROM information_schema.VIEWS WHERE TABLE_SCHEMA = ? ORDER BY TABLE_NAME`,
    ),
    routines: await q('SELECT ROUTINE_NAME, ROUTINE_TYPE FROM information_schema.ROUTINES WHERE ROUTINE_SCHEMA = ? ORDER BY ROUTINE_NAME'),
    counts,
    migrations: await q('SELECT * FROM migrations ORDER BY id'),
  };
}

const snapshot = (ds: DataSource) => (ds.options.type === 'better-sqlite3' ? sqliteSnapshot(ds) : mysqlSnapshot(ds));

test('a database cloned from the template equals one the migrations built from empty', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'crm-tpl-test-'));
  const fresh = await provisionTestDatabase();
  const clone = await provisionMigratedDatabase();
  const opened: DataSource[] = [];
  try {
    const freshDs = await openDatabase({ databaseUrl: fresh.url, dataDir });
    opened.push(freshDs);
    // Opened as createTestApp opens it, without migrating: what it holds is the copy alone.
    const cloneDs = await openDatabase({ databaseUrl: clone.url, dataDir }, { migrate: false });
    opened.push(cloneDs);
    if (clone.sqliteTemplate) fillSqliteFromTemplate(cloneDs, clone.sqliteTemplate);

    const [expected, got] = [await snapshot(freshDs), await snapshot(cloneDs)];
    expect(got).toEqual(expected);
    expect(Object.keys(got.counts).length).toBeGreaterThan(50);
    expect(got.migrations.length).toBe(freshDs.migrations.length);
    // Nothing left for the migrations to do on the copy.
    expect(await cloneDs.showMigrations()).toBe(false);
  } finally {
    for (const ds of opened) await ds.destroy();
    await fresh.drop();
    await clone.drop();
  }
});

test('the triggers the copy carries fire: a new pipeline moves the data version, as on a migrated database', async () => {
  const clone = await provisionMigratedDatabase();
  const ds = await openDatabase({ databaseUrl: clone.url, dataDir: mkdtempSync(join(tmpdir(), 'crm-tpl-test-')) }, { migrate: false });
  try {
    if (clone.sqliteTemplate) fillSqliteFromTemplate(ds, clone.sqliteTemplate);
    const version = async () => Number(((await ds.query("SELECT version FROM data_versions WHERE scope = 'crm'")) as Row[])[0].version);
    const before = await version();
    await ds.query("INSERT INTO pipelines (name) VALUES ('Prueba de plantilla')");
    expect(await version()).toBe(before + 1);
  } finally {
    await ds.destroy();
    await clone.drop();
  }
});

/** Every table's rows (as JSON, sorted: tables without a key read back in any order). */
async function contents(ds: DataSource): Promise<Record<string, string[]>> {
  const mysql = ds.options.type !== 'better-sqlite3';
  const tables = mysql
    ? ((await ds.query("SELECT TABLE_NAME AS t FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND TABLE_TYPE = 'BASE TABLE'")) as Row[])
    : ((await ds.query("SELECT name AS t FROM sqlite_master WHERE type = 'table'")) as Row[]);
  const out: Record<string, string[]> = {};
  for (const { t } of tables) {
    const name = mysql ? `\`${String(t)}\`` : `"${String(t)}"`;
    out[String(t)] = ((await ds.query(`SELECT * FROM ${name}`)) as Row[]).map((r) => JSON.stringify(r)).sort();
  }
  return out;
}

test('a test database handed out again is a fresh copy: rows written, triggers fired, counters moved and schema changed by the last test file are gone', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'crm-tpl-test-'));
  // A pool slot of this test's own (on MariaDB/MySQL; SQLite hands out a new in-memory copy every time).
  const slot = `t${process.pid}`;
  const open = async (db: Awaited<ReturnType<typeof provisionMigratedDatabase>>) => {
    const ds = await openDatabase({ databaseUrl: db.url, dataDir }, { migrate: false });
    if (db.sqliteTemplate) fillSqliteFromTemplate(ds, db.sqliteTemplate);
    return ds;
  };
  const first = await provisionMigratedDatabase(undefined, slot);
  let ds = await open(first);
  const fresh = { snapshot: await snapshot(ds), contents: await contents(ds) };
  // What a test file leaves behind: rows in tables the template has rows in and in empty ones, a deleted
  // template row, the triggers those fired (data versions), moved AUTO_INCREMENT counters and a schema change.
  await ds.query("INSERT INTO pipelines (name) VALUES ('Deja rastro')");
  await ds.query("INSERT INTO pipelines (name) VALUES ('Deja otro')");
  await ds.query("DELETE FROM data_versions WHERE scope = 'board'");
  await ds.query("UPDATE migrations SET name = 'cambiada' WHERE id = (SELECT id FROM (SELECT MIN(id) AS id FROM migrations) m)");
  expect(await contents(ds)).not.toEqual(fresh.contents);
  await ds.destroy();
  await first.drop();

  const second = await provisionMigratedDatabase(undefined, slot);
  ds = await open(second);
  try {
    expect(second.url).toBe(first.url);
    expect(await contents(ds)).toEqual(fresh.contents);
    expect(await snapshot(ds)).toEqual(fresh.snapshot);
    // A trigger the last test file added and a table it renamed: the database handed out has the template's schema.
    await ds.query('ALTER TABLE pipelines RENAME TO pipelines_away');
    await ds.query('CREATE TABLE left_behind (id integer PRIMARY KEY)');
    await ds.query(
      ds.options.type === 'better-sqlite3'
        ? 'CREATE TRIGGER left_behind_trigger AFTER INSERT ON users BEGIN SELECT 1; END'
        : 'CREATE TRIGGER left_behind_trigger AFTER INSERT ON users FOR EACH ROW SET @left_behind = 1',
    );
  } finally {
    await ds.destroy();
    await second.drop();
  }

  const third = await provisionMigratedDatabase(undefined, slot);
  ds = await open(third);
  try {
    expect(await contents(ds)).toEqual(fresh.contents);
    expect(await snapshot(ds)).toEqual(fresh.snapshot);
  } finally {
    await ds.destroy();
    await third.drop();
    if (process.env.TEST_DATABASE_URL?.trim()) {
      const conn = await adminConnection(new URL(process.env.TEST_DATABASE_URL));
      await conn.query(`DROP DATABASE IF EXISTS \`${new URL(third.url).pathname.slice(1)}\``);
      await conn.end();
    }
  }
});
