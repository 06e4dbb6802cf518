import 'reflect-metadata';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { DataSource, type DataSourceOptions, type Logger } from 'typeorm';
import { DEFAULT_DB_TIMEOUTS, type DbTimeouts, guardMysqlPool } from './connection-guard';
import { engineOf } from './engine';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';
import { serializeSqliteTransactions } from './sqlite-transactions';

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
export function dataSourceOptions(cfg: DataSourceConfig): DataSourceOptions {
  const engine = engineOf(cfg.databaseUrl);
  const common = {
    entities: ENTITIES,
    migrations: MIGRATIONS,
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
      prepareDatabase: (db: { pragma(s: string): unknown }) => {
        db.pragma('journal_mode = WAL');
        // Another process holding the write lock (a second server process between two statements, or a
        // tool with an open transaction): better-sqlite3 waits synchronously, so the process serves
        // nothing meanwhile. 1.5 s keeps the answer (503, Retry-After) within 2 s (issue 15 item 6);
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
 * Columns holding long JSON: `text` in the entities (SQLite), `mediumtext` on MySQL/MariaDB, where `text`
 * stops at 64 KB (ARCHITECTURE §4). The migrations create them that way; this aligns the metadata.
 */
export const LONG_TEXT_COLUMNS: ReadonlyArray<readonly [table: string, column: string]> = [
  ['cost_sheets', 'data'],
  ['cost_sheets', 'document'],
  ['deal_mode_details', 'data'],
];

function alignLongTextColumns(ds: DataSource): void {
  const t = ds.options.type;
  if (t !== 'mysql' && t !== 'mariadb') return;
  for (const [table, column] of LONG_TEXT_COLUMNS) {
    const col = ds.entityMetadatas.find((m) => m.tableName === table)?.columns.find((c) => c.databaseName === column);
    if (col) col.type = 'mediumtext';
  }
}

export function createDataSource(cfg: DataSourceConfig): DataSource {
  return new DataSource(dataSourceOptions(cfg));
}

/** Opens and migrates the database (`migrate: false` for the workers of a primary that migrated it). */
export async function openDatabase(cfg: DataSourceConfig, opts: { migrate?: boolean } = {}): Promise<DataSource> {
  const ds = createDataSource(cfg);
  await ds.initialize();
  serializeSqliteTransactions(ds, SQLITE_BUSY_TIMEOUT_MS);
  alignLongTextColumns(ds);
  if (opts.migrate !== false) await ds.runMigrations({ transaction: 'each' });
  // After the migrations: an ALTER of a big table may legitimately run longer than any request.
  guardMysqlPool(ds, timeoutsOf(cfg));
  return ds;
}
