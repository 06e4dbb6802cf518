import { createHash, randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import type { DataSource } from 'typeorm';
import { openDatabase } from '../src/app';
import { engineOf } from '../src/core/db/engine';
import { adminConnection, type TestDatabase } from './test-db';

/**
 * Test databases cloned from a template instead of migrated one by one (docs/architecture.md, "Pruebas").
 *
 * Every test file used to run all the migrations into a database of its own: on MariaDB, 12–19 s per file
 * under load (DDL is slow there), most of the suite's time. Now the first test file of a run migrates a
 * template once and every test file copies it:
 * - MariaDB/MySQL: a database `crm_tpl_<hash>` on the server, built under a server-wide named lock (jest
 *   workers and two CI runs against one server build it once) and marked ready at the end; with it, the
 *   statements that rebuild it (SHOW CREATE of each table, the rows the migrations wrote, then the
 *   triggers and views, each with the sql_mode and character set it was created with), replayed into a new
 *   database in one round trip.
 * - SQLite: a file `sqlite-<hash>.sqlite` in the temp folder (VACUUM INTO of a migrated in-memory database,
 *   renamed into place so a reader never sees half of it); each test file's in-memory database attaches it
 *   and replays its `sqlite_master` statements and rows.
 * The hash covers the migration list and the source the migrations run (their files, what they import
 * from the project, core/db): a changed migration builds a new template, and stale ones are removed.
 * db-template.test.ts proves a clone equals a freshly migrated database (tables, columns, indexes,
 * foreign keys, checks, triggers, views, rows).
 */

const SERVER_SRC = resolve(__dirname, '../src');
/** The table marking a MariaDB template complete (a crash mid-build leaves none); never cloned. */
const READY_TABLE = '_template_ready';
/** Another hash's template unused this long (another branch's run) is dropped. */
const STALE_MS = 6 * 3600_000;

let hashMemo: string | null = null;

/** The migrations' identity: their names and order, and the text of every source file they run. */
export function migrationsHash(engine: string): string {
  if (hashMemo) return `${engine.slice(0, 2)}${hashMemo}`;
  const h = createHash('sha256');
  const files = new Set<string>();
  const dirs = [join(SERVER_SRC, 'core/db'), join(SERVER_SRC, 'core/db/migrations')];
  for (const m of readdirSync(join(SERVER_SRC, 'modules'))) {
    const d = join(SERVER_SRC, 'modules', m, 'migrations');
    if (existsSync(d)) dirs.push(d);
  }
  for (const d of dirs) {
    for (const f of readdirSync(d).sort()) {
      if (f.endsWith('.ts') && !f.endsWith('.test.ts')) files.add(join(d, f));
    }
  }
  // What the migrations import from the project (a module's backfill, an entity's constants).
  for (const f of [...files]) {
    if (!f.includes('/migrations/')) continue;
    for (const [, rel] of readFileSync(f, 'utf8').matchAll(/from '(\.[^']+)'/g)) {
      const target = resolve(dirname(f), rel);
      for (const candidate of [`${target}.ts`, join(target, 'index.ts')]) {
        if (existsSync(candidate)) files.add(candidate);
      }
    }
  }
  for (const f of [...files].sort()) {
    h.update(f.slice(SERVER_SRC.length)).update('\0').update(readFileSync(f)).update('\0');
  }
  hashMemo = h.digest('hex').slice(0, 20);
  return `${engine.slice(0, 2)}${hashMemo}`;
}

// ───────────────────────────── MariaDB / MySQL ─────────────────────────────

type Conn = Awaited<ReturnType<typeof adminConnection>>;
type Row = Record<string, unknown>;

const q = (name: string) => `\`${name.replace(/`/g, '``')}\``;

async function rows(conn: Conn, sql: string, params: unknown[] = []): Promise<Row[]> {
  const [r] = await conn.query(sql, params);
  return r as Row[];
}

async function isReady(conn: Conn, tpl: string): Promise<boolean> {
  const r = await rows(conn, 'SELECT 1 AS ok FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? AND TABLE_NAME = ?', [tpl, READY_TABLE]);
  return r.length > 0;
}

/**
 * The statements rebuilding the template in the current database (after `USE`), in one script: the
 * tables with foreign key checks off (any order), the rows the migrations wrote (before the triggers, which
 * would otherwise fire on them), then triggers in their firing order and views.
 */
async function cloneScript(conn: Conn, tpl: string): Promise<string> {
  const routines = await rows(conn, 'SELECT ROUTINE_NAME FROM information_schema.ROUTINES WHERE ROUTINE_SCHEMA = ?', [tpl]);
  const events = await rows(conn, 'SELECT EVENT_NAME FROM information_schema.EVENTS WHERE EVENT_SCHEMA = ?', [tpl]);
  if (routines.length || events.length) {
    // Not copied yet: fail loudly rather than hand tests a database that differs from a migrated one.
    throw new Error(`La plantilla ${tpl} tiene rutinas o eventos, que db-template.ts todavía no copia.`);
  }
  const tables = await rows(
    conn,
    'SELECT TABLE_NAME AS name, TABLE_TYPE AS type FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? AND TABLE_NAME <> ? ORDER BY TABLE_NAME',
    [tpl, READY_TABLE],
  );
  // A row the migrations wrote with id 0 keeps it (without the flag, inserting 0 takes the next id).
  const out: string[] = ['SET SESSION FOREIGN_KEY_CHECKS = 0', "SET SESSION sql_mode = CONCAT(@@sql_mode, ',NO_AUTO_VALUE_ON_ZERO')"];
  const base = tables.filter((t) => t.type === 'BASE TABLE').map((t) => String(t.name));
  for (const t of base) {
    const [r] = await rows(conn, `SHOW CREATE TABLE ${q(tpl)}.${q(t)}`);
    out.push(String(r['Create Table']));
  }
  for (const t of base) {
    const [has] = await rows(conn, `SELECT EXISTS(SELECT 1 FROM ${q(tpl)}.${q(t)}) AS has`);
    if (!Number(has.has)) continue;
    const cols = await rows(
      conn,
      `SELECT COLUMN_NAME AS c FROM information_schema.COLUMNS
       WHERE TABLE_SCHEMA = ? AND TABLE_NAME = ? AND (IS_GENERATED IS NULL OR IS_GENERATED = 'NEVER') ORDER BY ORDINAL_POSITION`,
      [tpl, t],
    );
    const list = cols.map((c) => q(String(c.c))).join(', ');
    out.push(`INSERT INTO ${q(t)} (${list}) SELECT ${list} FROM ${q(tpl)}.${q(t)}`);
  }
  const triggers = await rows(
    conn,
    `SELECT TRIGGER_NAME AS name FROM information_schema.TRIGGERS WHERE TRIGGER_SCHEMA = ?
     ORDER BY EVENT_OBJECT_TABLE, EVENT_MANIPULATION, ACTION_TIMING, ACTION_ORDER`,
    [tpl],
  );
  for (const { name } of triggers) {
    const [r] = await rows(conn, `SHOW CREATE TRIGGER ${q(tpl)}.${q(String(name))}`);
    out.push(`SET SESSION sql_mode = ${conn.escape(r.sql_mode)}`);
    out.push(`SET NAMES ${conn.escape(r.character_set_client)} COLLATE ${conn.escape(r.collation_connection)}`);
    out.push(String(r['SQL Original Statement']));
  }
  for (const t of tables.filter((x) => x.type === 'VIEW')) {
    const [r] = await rows(conn, `SHOW CREATE VIEW ${q(tpl)}.${q(String(t.name))}`);
    out.push(`SET NAMES ${conn.escape(r.character_set_client)} COLLATE ${conn.escape(r.collation_connection)}`);
    // SHOW CREATE VIEW names the template's tables with its schema: the clone's view reads its own.
    out.push(String(r['Create View']).split(`${q(tpl)}.`).join(''));
  }
  out.push('SET SESSION FOREIGN_KEY_CHECKS = 1');
  return out.join(';\n');
}

/** Drops the templates of other hashes nobody builds and nobody used for STALE_MS. */
async function dropStaleTemplates(conn: Conn, keep: string): Promise<void> {
  const all = await rows(conn, "SELECT SCHEMA_NAME AS name FROM information_schema.SCHEMATA WHERE SCHEMA_NAME LIKE 'crm\\_tpl\\_%'");
  for (const { name } of all) {
    const tpl = String(name);
    if (tpl === keep) continue;
    const [free] = await rows(conn, 'SELECT IS_FREE_LOCK(?) AS free', [lockName(tpl)]);
    if (Number(free.free) !== 1) continue;
    let usedAt = 0;
    if (await isReady(conn, tpl)) {
      const [r] = await rows(conn, `SELECT MAX(used_at) AS at FROM ${q(tpl)}.${q(READY_TABLE)}`);
      usedAt = r.at ? new Date(r.at as string).getTime() : 0;
    }
    if (Date.now() - usedAt > STALE_MS) await conn.query(`DROP DATABASE IF EXISTS ${q(tpl)}`);
  }
  // The pooled test databases of a template that is gone (taken under their lock: nobody is using one then).
  const templates = new Set(
    (await rows(conn, "SELECT SCHEMA_NAME AS name FROM information_schema.SCHEMATA WHERE SCHEMA_NAME LIKE 'crm\\_tpl\\_%'")).map((r) => String(r.name)),
  );
  for (const { name } of await rows(conn, "SELECT SCHEMA_NAME AS name FROM information_schema.SCHEMATA WHERE SCHEMA_NAME LIKE 'crm\\_pool\\_%'")) {
    const pool = String(name);
    if (templates.has(`crm_tpl_${pool.slice(POOL_PREFIX.length).replace(/_[^_]+$/, '')}`)) continue;
    const [got] = await rows(conn, 'SELECT GET_LOCK(?, 0) AS got', [poolLock(pool)]);
    if (Number(got.got) !== 1) continue;
    try {
      await conn.query(`DROP DATABASE IF EXISTS ${q(pool)}`);
    } finally {
      await conn.query('SELECT RELEASE_LOCK(?)', [poolLock(pool)]);
    }
  }
}

const lockName = (tpl: string) => `crm-test-template:${tpl}`.slice(0, 64);

/** The ready template's clone script, building the template first when this server has none for this hash. */
async function mysqlTemplate(base: URL): Promise<{ tpl: string; script: string }> {
  const engine = engineOf(base.toString());
  const tpl = `crm_tpl_${migrationsHash(engine)}`;
  const conn = await adminConnection(base);
  try {
    if (!(await isReady(conn, tpl))) {
      const [got] = await rows(conn, 'SELECT GET_LOCK(?, 900) AS got', [lockName(tpl)]);
      if (Number(got.got) !== 1) throw new Error(`No se obtuvo el bloqueo para crear la plantilla ${tpl}.`);
      try {
        // Whoever held the lock may have built it meanwhile.
        if (!(await isReady(conn, tpl))) {
          await conn.query(`DROP DATABASE IF EXISTS ${q(tpl)}`);
          await conn.query(`CREATE DATABASE ${q(tpl)} CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
          const url = new URL(base.toString());
          url.pathname = `/${tpl}`;
          const ds = await openDatabase({ databaseUrl: url.toString(), dataDir: tmpdir() });
          await ds.destroy();
          const script = await cloneScript(conn, tpl);
          await conn.query(`CREATE TABLE ${q(tpl)}.${q(READY_TABLE)} (used_at DATETIME NOT NULL, script LONGTEXT NOT NULL)`);
          await conn.query(`INSERT INTO ${q(tpl)}.${q(READY_TABLE)} VALUES (UTC_TIMESTAMP(), ?)`, [script]);
          await dropStaleTemplates(conn, tpl);
        }
      } finally {
        await conn.query('SELECT RELEASE_LOCK(?)', [lockName(tpl)]);
      }
    }
    const [r] = await rows(conn, `SELECT script, used_at AS usedAt FROM ${q(tpl)}.${q(READY_TABLE)} LIMIT 1`);
    // A used template is not stale (dropStaleTemplates); once an hour is enough to say so.
    if (Date.now() - new Date(r.usedAt as string).getTime() > 3600_000) {
      await conn.query(`UPDATE ${q(tpl)}.${q(READY_TABLE)} SET used_at = UTC_TIMESTAMP()`);
    }
    return { tpl, script: String(r.script) };
  } finally {
    await conn.end();
  }
}

// ───────────────────────────── SQLite ─────────────────────────────

/** The better-sqlite3 connection under a TypeORM DataSource. */
interface RawSqlite {
  exec(sql: string): unknown;
  pragma(sql: string, opts?: { simple?: boolean }): unknown;
  prepare(sql: string): { all(...params: unknown[]): unknown[]; run(...params: unknown[]): unknown };
  transaction(fn: () => void): () => void;
}

const rawSqlite = (ds: DataSource) => (ds.driver as unknown as { databaseConnection: RawSqlite }).databaseConnection;

const SQLITE_DIR = join(tmpdir(), 'crm-test-templates');

/** The template file for these migrations, built (migrated in memory, VACUUM INTO) when missing. */
export async function sqliteTemplateFile(): Promise<string> {
  const file = join(SQLITE_DIR, `sqlite-${migrationsHash('sqlite')}.sqlite`);
  if (existsSync(file)) return file;
  mkdirSync(SQLITE_DIR, { recursive: true });
  const ds = await openDatabase({ databaseUrl: 'sqlite::memory:', dataDir: tmpdir() });
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  try {
    rawSqlite(ds).prepare('VACUUM INTO ?').run(partial);
  } finally {
    await ds.destroy();
  }
  // Atomic: a worker attaching the file sees all of it; two workers building at once both rename a whole one.
  renameSync(partial, file);
  for (const f of readdirSync(SQLITE_DIR)) {
    const p = join(SQLITE_DIR, f);
    if (p !== file && f.startsWith('sqlite-') && Date.now() - statSync(p).mtimeMs > STALE_MS) {
      try {
        unlinkSync(p);
      } catch {
        // Another run removed it first.
      }
    }
  }
  return file;
}

/**
 * Copies the template into the DataSource's empty in-memory database: its schema objects in creation
 * order (tables and indexes, then, after the rows, views and triggers), its rows and its
 * AUTOINCREMENT counters, and its user_version.
 */
export function fillSqliteFromTemplate(ds: DataSource, file: string): void {
  const db = rawSqlite(ds);
  db.pragma('foreign_keys = OFF');
  db.exec(`ATTACH DATABASE '${file.replace(/'/g, "''")}' AS tpl`);
  try {
    const objects = db.prepare("SELECT type, name, sql FROM tpl.sqlite_master WHERE sql IS NOT NULL ORDER BY rowid").all() as Array<{
      type: string;
      name: string;
      sql: string;
    }>;
    const isInternal = (name: string) => name.startsWith('sqlite_');
    db.transaction(() => {
      for (const o of objects) if ((o.type === 'table' || o.type === 'index') && !isInternal(o.name)) db.exec(o.sql);
      for (const o of objects) {
        if (o.type !== 'table' || isInternal(o.name)) continue;
        const cols = (db.prepare(`SELECT name, hidden FROM pragma_table_xinfo(?, 'tpl')`).all(o.name) as Array<{ name: string; hidden: number }>)
          .filter((c) => c.hidden === 0)
          .map((c) => `"${c.name.replace(/"/g, '""')}"`)
          .join(', ');
        const t = `"${o.name.replace(/"/g, '""')}"`;
        db.exec(`INSERT INTO main.${t} (${cols}) SELECT ${cols} FROM tpl.${t}`);
      }
      // The copied rows set counters of their own: the template's (which remember deleted rows) replace them.
      if (objects.some((o) => o.name === 'sqlite_sequence')) {
        db.exec('DELETE FROM main.sqlite_sequence');
        db.exec('INSERT INTO main.sqlite_sequence SELECT * FROM tpl.sqlite_sequence');
      }
      for (const o of objects) if ((o.type === 'view' || o.type === 'trigger') && !isInternal(o.name)) db.exec(o.sql);
    })();
    const version = Number(db.pragma('tpl.user_version', { simple: true }));
    if (version) db.pragma(`user_version = ${version}`);
  } finally {
    db.exec('DETACH DATABASE tpl');
    db.pragma('foreign_keys = ON');
  }
}

// ───────────────────────────── Both ─────────────────────────────

/** A test database already migrated (cloned from the template); `fill` completes an in-memory SQLite one once opened. */
export interface TemplateDatabase extends TestDatabase {
  /** SQLite in memory: the template's copy, to load into the DataSource before running the (no-op) migrations. */
  sqliteTemplate: string | null;
}

/**
 * MariaDB/MySQL: test databases kept between test files and reset to the template, not created and dropped.
 *
 * A copy of the template is DDL (76 tables and 92 triggers, each a file created and synced, and a DROP
 * DATABASE at the end): 10–12 s per test file on a busy CI machine, most of the MariaDB suite's time. A
 * pooled database `crm_pool_<hash>_<k>` is taken under a named lock held for as long as the test file uses
 * it (two jest workers, or two runs on one server, never share one), and given back unlocked. Whoever
 * takes it next makes it equal to the template again before use, so a test file that crashed halfway
 * leaves nothing behind for the next one:
 * - the schema (tables, columns, indexes, keys, checks, triggers, views) is compared with the template's;
 *   a test that changed it (renamed or created a table, added a trigger) gets the database rebuilt as a
 *   fresh copy;
 * - each table whose rows differ from the template's (CHECKSUM TABLE) is emptied and refilled from the
 *   template, again until none differs: the triggers refilling a table fires (data versions, totals) move
 *   other tables, which the next round restores;
 * - the AUTO_INCREMENT counters are set back to the template's, so ids start where a fresh copy's start.
 * db-template.test.ts proves a database handed out again equals a fresh copy.
 */
const POOL_PREFIX = 'crm_pool_';
/** More test databases than any run holds at once (workers × apps per test file); a safety bound, not a target. */
const POOL_MAX = 64;
const poolLock = (name: string) => `crm-test-pool:${name}`.slice(0, 64);

/** What makes two databases the same schema: every schema object as information_schema describes it, its own name left out. */
async function schemaFingerprint(conn: Conn, schema: string): Promise<string> {
  const queries = [
    `SELECT TABLE_NAME, TABLE_TYPE, ENGINE, ROW_FORMAT, TABLE_COLLATION, CREATE_OPTIONS FROM information_schema.TABLES
     WHERE TABLE_SCHEMA = ? AND TABLE_NAME <> '${READY_TABLE}' ORDER BY TABLE_NAME`,
    `SELECT TABLE_NAME, COLUMN_NAME, ORDINAL_POSITION, COLUMN_DEFAULT, IS_NULLABLE, COLUMN_TYPE, COLLATION_NAME, EXTRA, GENERATION_EXPRESSION
     FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = ? AND TABLE_NAME <> '${READY_TABLE}' ORDER BY TABLE_NAME, ORDINAL_POSITION`,
    `SELECT TABLE_NAME, INDEX_NAME, NON_UNIQUE, SEQ_IN_INDEX, COLUMN_NAME, SUB_PART, INDEX_TYPE
     FROM information_schema.STATISTICS WHERE TABLE_SCHEMA = ? ORDER BY TABLE_NAME, INDEX_NAME, SEQ_IN_INDEX`,
    `SELECT TABLE_NAME, CONSTRAINT_NAME, REFERENCED_TABLE_NAME, UPDATE_RULE, DELETE_RULE
     FROM information_schema.REFERENTIAL_CONSTRAINTS WHERE CONSTRAINT_SCHEMA = ? ORDER BY TABLE_NAME, CONSTRAINT_NAME`,
    `SELECT TABLE_NAME, CONSTRAINT_NAME, CHECK_CLAUSE FROM information_schema.CHECK_CONSTRAINTS
     WHERE CONSTRAINT_SCHEMA = ? ORDER BY TABLE_NAME, CONSTRAINT_NAME`,
    `SELECT EVENT_OBJECT_TABLE, EVENT_MANIPULATION, ACTION_TIMING, ACTION_ORDER, TRIGGER_NAME, ACTION_STATEMENT, SQL_MODE
     FROM information_schema.TRIGGERS WHERE TRIGGER_SCHEMA = ? ORDER BY EVENT_OBJECT_TABLE, EVENT_MANIPULATION, ACTION_TIMING, ACTION_ORDER`,
    'SELECT TABLE_NAME, VIEW_DEFINITION FROM information_schema.VIEWS WHERE TABLE_SCHEMA = ? ORDER BY TABLE_NAME',
  ];
  const h = createHash('sha256');
  for (const sql of queries) {
    // A view's text names its own schema: two databases' names differ, nothing else may.
    h.update(JSON.stringify(await rows(conn, sql, [schema])).split(schema).join('<schema>')).update('\0');
  }
  return h.digest('hex');
}

/** Each base table's CHECKSUM TABLE (its rows), by table name. */
async function checksums(conn: Conn, schema: string, tables: string[]): Promise<Map<string, string>> {
  const r = await rows(conn, `CHECKSUM TABLE ${tables.map((t) => `${q(schema)}.${q(t)}`).join(', ')}`);
  return new Map(r.map((x) => [String(x.Table).slice(schema.length + 1), String(x.Checksum)]));
}

/** Makes the pooled database `name` (same schema as `tpl`) hold the template's rows and counters again. */
async function resetToTemplate(conn: Conn, name: string, tpl: string): Promise<void> {
  const tables = (
    await rows(conn, "SELECT TABLE_NAME AS t FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? AND TABLE_TYPE = 'BASE TABLE' AND TABLE_NAME <> ?", [
      tpl,
      READY_TABLE,
    ])
  ).map((r) => String(r.t));
  const columns = new Map<string, string>();
  for (const r of await rows(
    conn,
    `SELECT TABLE_NAME AS t, GROUP_CONCAT(CONCAT('\`', REPLACE(COLUMN_NAME, '\`', '\`\`'), '\`') ORDER BY ORDINAL_POSITION SEPARATOR ', ') AS cols
     FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = ? AND (IS_GENERATED IS NULL OR IS_GENERATED = 'NEVER') GROUP BY TABLE_NAME`,
    [tpl],
  )) {
    columns.set(String(r.t), String(r.cols));
  }
  const wanted = await checksums(conn, tpl, tables);
  // Each round settles the tables a trigger of the previous one moved; the triggers write only tables of derived
  // figures (versions, totals, statistics), which no trigger writes back from, so this ends in a few rounds.
  for (let round = 0; ; round++) {
    const now = await checksums(conn, name, tables);
    const differ = tables.filter((t) => now.get(t) !== wanted.get(t));
    if (!differ.length) break;
    if (round === 8) throw new Error(`La base ${name} no vuelve a la plantilla (${differ.join(', ')}).`);
    const script = ['SET SESSION FOREIGN_KEY_CHECKS = 0', "SET SESSION sql_mode = CONCAT(@@sql_mode, ',NO_AUTO_VALUE_ON_ZERO')"];
    for (const t of differ) {
      script.push(`DELETE FROM ${q(name)}.${q(t)}`);
      if (wanted.get(t) !== '0') script.push(`INSERT INTO ${q(name)}.${q(t)} (${columns.get(t)}) SELECT ${columns.get(t)} FROM ${q(tpl)}.${q(t)}`);
    }
    script.push('SET SESSION FOREIGN_KEY_CHECKS = 1', 'SET SESSION sql_mode = DEFAULT');
    await conn.query(script.join(';\n'));
  }
  const counters = await rows(
    conn,
    `SELECT p.TABLE_NAME AS t, t.AUTO_INCREMENT AS wanted FROM information_schema.TABLES p
     JOIN information_schema.TABLES t ON t.TABLE_SCHEMA = ? AND t.TABLE_NAME = p.TABLE_NAME
     WHERE p.TABLE_SCHEMA = ? AND t.AUTO_INCREMENT IS NOT NULL AND NOT (p.AUTO_INCREMENT <=> t.AUTO_INCREMENT)`,
    [tpl, name],
  );
  if (counters.length) {
    await conn.query(counters.map((c) => `ALTER TABLE ${q(name)}.${q(String(c.t))} AUTO_INCREMENT = ${Number(c.wanted)}`).join(';\n'));
  }
}

/**
 * A pooled database equal to the template, locked for this caller until `drop` gives it back. `only`: that one
 * pool slot instead of the first free one (db-template.test.ts takes back the database it dirtied).
 */
async function pooledDatabase(base: URL, only?: string): Promise<TemplateDatabase> {
  const { tpl, script } = await mysqlTemplate(base);
  const conn = await adminConnection(base, { multipleStatements: true });
  try {
    let name = '';
    const slots = only ? [only] : Array.from({ length: POOL_MAX }, (_, k) => String(k));
    for (const slot of slots) {
      if (name) break;
      const candidate = `${POOL_PREFIX}${tpl.slice('crm_tpl_'.length)}_${slot}`;
      const [got] = await rows(conn, 'SELECT GET_LOCK(?, 0) AS got', [poolLock(candidate)]);
      if (Number(got.got) === 1) name = candidate;
    }
    if (!name) throw new Error(`Las bases de prueba de ${tpl} están en uso (${slots.length === 1 ? slots[0] : POOL_MAX}).`);
    const exists = (await rows(conn, 'SELECT 1 FROM information_schema.SCHEMATA WHERE SCHEMA_NAME = ?', [name])).length > 0;
    if (exists && (await schemaFingerprint(conn, name)) === (await schemaFingerprint(conn, tpl))) {
      await resetToTemplate(conn, name, tpl);
    } else {
      await conn.query(`DROP DATABASE IF EXISTS ${q(name)}`);
      await conn.query(`CREATE DATABASE ${q(name)} CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
      await conn.query(`USE ${q(name)};\n${script}`);
    }
    const own = new URL(base.toString());
    own.pathname = `/${name}`;
    let given = false;
    return {
      url: own.toString(),
      sqliteTemplate: null,
      // Given back, not dropped: the next taker resets it (a test file that never gives it back keeps it locked).
      drop: async () => {
        if (given) return;
        given = true;
        await conn.query('SELECT RELEASE_LOCK(?)', [poolLock(name)]);
        await conn.end();
      },
    };
  } catch (e) {
    await conn.end().catch(() => {});
    throw e;
  }
}

/**
 * A database of its own for one test file, with every migration applied: on SQLite a copy of the template, on
 * MariaDB/MySQL a pooled one reset to it. `poolSlot`: that pool slot only (a name part, [a-z0-9]).
 */
export async function provisionMigratedDatabase(
  given: string | undefined = process.env.TEST_DATABASE_URL,
  poolSlot?: string,
): Promise<TemplateDatabase> {
  const base = given?.trim();
  if (!base) return { url: 'sqlite::memory:', drop: async () => {}, sqliteTemplate: await sqliteTemplateFile() };
  return pooledDatabase(new URL(base), poolSlot);
}

/**
 * For a test starting server processes whose subject is not migrating (SIGTERM, retries, several instances
 * on one migrated database): a migrated copy those processes open, their migrations finding every one
 * applied, as on any restart. MariaDB/MySQL: a cloned database. SQLite: the template copied to
 * `<dataDir>/crm.sqlite`, the file a server without DATABASE_URL keeps its data in (its URL stays
 * `sqlite::memory:`, which spawnServer reads as "no DATABASE_URL", as for provisionTestDatabase).
 * The tests of migrating at start (instances.test.ts, live-processes.test.ts) take an empty database.
 */
export async function provisionMigratedForProcesses(dataDir: string): Promise<TestDatabase> {
  if (process.env.TEST_DATABASE_URL?.trim()) return provisionMigratedDatabase();
  mkdirSync(dataDir, { recursive: true });
  copyFileSync(await sqliteTemplateFile(), join(dataDir, 'crm.sqlite'));
  return { url: 'sqlite::memory:', drop: async () => {} };
}
