import 'reflect-metadata';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { DataSource, type DataSourceOptions, type Logger } from 'typeorm';
import { DEFAULT_DB_TIMEOUTS, type DbTimeouts, guardMysqlPool } from './connection-guard';
import { engineOf } from './engine';
import { type AppModule, partsOf } from '../module';
import { CORE_MIGRATIONS } from './migrations';
import { serializeSqliteTransactions } from './sqlite-transactions';
import { registerReadingKey } from './reading-order';

/** How long a SQLite statement waits for another process's write lock before SQLITE_BUSY (→ 503). */
export const SQLITE_BUSY_TIMEOUT_MS = 1500;

export interface DataSourceConfig {
  databaseUrl: string | undefined;
  dataDir: string;
  logging?: boolean;
  /** A custom TypeORM logger (tests count SQL statements with one). */
  logger?: Logger;
  /** MySQL/MariaDB: how long to wait on a server that does not answer (connection-guard.ts). */
  timeouts?: Partial<DbTimeouts>;
}

function timeoutsOf(cfg: DataSourceConfig): DbTimeouts {
  return { ...DEFAULT_DB_TIMEOUTS, ...cfg.timeouts };
}

/**
 * DATABASE_URL unset → SQLite file data/crm.sqlite; `sqlite::memory:` or `sqlite:/path` for tests;
 * mysql:// → MySQL; mariadb:// → MariaDB (same mysql2 driver, but "mysql" against MariaDB reports false diffs).
 */
export function dataSourceOptions(cfg: DataSourceConfig, modules: readonly AppModule[]): DataSourceOptions {
  const engine = engineOf(cfg.databaseUrl);
  const common = {
    entities: partsOf(modules, 'entities'),
    // TypeORM runs them in timestamp order, wherever they are listed.
    migrations: [...CORE_MIGRATIONS, ...partsOf(modules, 'migrations')],
    migrationsRun: false,
    synchronize: false,
    logging: cfg.logging || cfg.logger ? ['query' as const, 'error' as const] : ['error' as const],
    ...(cfg.logger ? { logger: cfg.logger } : {}),
  };
  if (engine === 'sqlite') {
    let database: string;
    if (!cfg.databaseUrl) {
      database = join(cfg.dataDir, 'crm.sqlite');
    } else {
      const rest = cfg.databaseUrl.slice('sqlite:'.length);
      database = rest === ':memory:' ? ':memory:' : rest;
    }
    if (database !== ':memory:') mkdirSync(dirname(database), { recursive: true });
    return {
      ...common,
      type: 'better-sqlite3',
      database,
      prepareDatabase: (db: { pragma(s: string): unknown } & Parameters<typeof registerReadingKey>[0]) => {
        db.pragma('journal_mode = WAL');
        // Text lists sort as people read (reading-order.ts): SQLite compares bytes without it.
        registerReadingKey(db);
        // Another process holding the write lock (a second server process between two statements, or a
        // tool with an open transaction): better-sqlite3 waits synchronously, so the process serves
        // nothing meanwhile. 1.5 s keeps the answer (503, Retry-After) within 2 s (database outage);
        // server transactions hold the lock for milliseconds, so waits that long mean an outage or overload.
        db.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
        db.pragma('foreign_keys = ON');
      },
    };
  }
  const url = new URL(cfg.databaseUrl!);
  return {
    ...common,
    type: engine,
    host: url.hostname,
    port: url.port ? Number(url.port) : 3306,
    username: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
    database: url.pathname.replace(/^\//, ''),
    charset: 'utf8mb4_unicode_ci',
    timezone: 'Z',
    // mysql2 captured a stack trace on every query (~4% of a small request's CPU); errors reaching a
    // client never carry stacks, and the server log keeps the error and its SQL.
    trace: false,
    connectTimeout: timeoutsOf(cfg).connectMs,
    // TCP keepalive from 10 s of idleness: a pooled connection a firewall or NAT dropped silently is found
    // by the kernel instead of by the next request (mysql2 leaves the OS default, two hours).
    extra: { connectionLimit: 10, enableKeepAlive: true, keepAliveInitialDelay: 10_000 },
  };
}

/**
 * Columns holding long JSON (each module's `longTextColumns`): `text` in the entities (SQLite), `mediumtext`
 * on MySQL/MariaDB, where `text` stops at 64 KB. The migrations create them that way;
 * this aligns the metadata.
 */
function alignLongTextColumns(ds: DataSource, modules: readonly AppModule[]): void {
  const t = ds.options.type;
  if (t !== 'mysql' && t !== 'mariadb') return;
  for (const [table, column] of partsOf(modules, 'longTextColumns')) {
    const col = ds.entityMetadatas.find((m) => m.tableName === table)?.columns.find((c) => c.databaseName === column);
    if (col) col.type = 'mediumtext';
  }
}

/** How long an instance waits for another one's migrations (and seed) before giving up on starting. */
export const MIGRATION_LOCK_WAIT_SECONDS = 600;

/**
 * Runs `fn` (the migrations and the seed) while holding a MySQL/MariaDB named lock (GET_LOCK, per
 * database) on a connection of its own: several instances starting together over one database run them
 * one after the other, and each one after the first finds nothing left to do. Without it both ran the
 * same pending migration (MySQL's DDL is not transactional: the second failed on "table already exists")
 * and both seeded an empty database. SQLite needs no lock here: instances on one SQLite file are
 * processes of one machine, started by one `npm start` (its primary migrates before forking) or one
 * after the other.
 */
export async function underMigrationLock<T>(ds: DataSource, fn: () => Promise<T>): Promise<T> {
  const type = ds.options.type;
  if (type !== 'mysql' && type !== 'mariadb') return fn();
  const runner = ds.createQueryRunner();
  await runner.connect();
  try {
    // Lock names are server-wide and at most 64 characters: this database's name makes it its own.
    const name = "LEFT(CONCAT('crm-migrations:', DATABASE()), 64)";
    const rows: Array<{ got: number | string | null }> = await runner.query(`SELECT GET_LOCK(${name}, ?) AS got`, [MIGRATION_LOCK_WAIT_SECONDS]);
    if (Number(rows[0]?.got) !== 1) throw new Error(`Otra instancia sigue migrando la base después de ${MIGRATION_LOCK_WAIT_SECONDS} s.`);
    try {
      return await fn();
    } finally {
      await runner.query(`SELECT RELEASE_LOCK(${name})`);
    }
  } finally {
    await runner.release();
  }
}

/**
 * Opens and migrates the database with the given modules' tables (`migrate: false` for the workers of a
 * primary that migrated it); `afterMigrate` (the seed) runs under the same lock as the migrations
 * (underMigrationLock). app.ts exports `openDatabase`, this bound to every module.
 */
export async function openModuleDatabase(
  cfg: DataSourceConfig,
  modules: readonly AppModule[],
  opts: { migrate?: boolean; afterMigrate?: (ds: DataSource) => Promise<unknown> } = {},
): Promise<DataSource> {
  const ds = new DataSource(dataSourceOptions(cfg, modules));
  await ds.initialize();
  serializeSqliteTransactions(ds, SQLITE_BUSY_TIMEOUT_MS);
  alignLongTextColumns(ds, modules);
  if (opts.migrate !== false) {
    await underMigrationLock(ds, async () => {
      await ds.runMigrations({ transaction: 'each' });
      await opts.afterMigrate?.(ds);
    });
  }
  // After the migrations: an ALTER of a big table may legitimately run longer than any request.
  guardMysqlPool(ds, timeoutsOf(cfg));
  return ds;
}
