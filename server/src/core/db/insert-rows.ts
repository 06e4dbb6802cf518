import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import { BULK_VERSION_TABLES, withBulkVersionBump } from './data-version-bulk';

/** Parameters of one statement at most: SQLite's SQLITE_MAX_VARIABLE_NUMBER is 32,766. */
export const MAX_STATEMENT_PARAMS = 32_000;
/**
 * Characters of parameter values in one statement at most: MariaDB's max_allowed_packet is 16 MB by default
 * (MySQL's 64 MB), and a row's text (notes, an audit event's meta) may be long. A batch's rows in as few
 * statements as these two limits allow: fewer statements are fewer round trips and fewer statements to prepare.
 */
const MAX_STATEMENT_CHARS = 4 * 1024 * 1024;

/** The characters a parameter value takes in a statement (an estimate from above for numbers and bigints). */
function valueChars(value: unknown): number {
  if (typeof value === 'string') return value.length + 2;
  if (value instanceof Buffer) return value.length * 2 + 3;
  return 24;
}

/**
 * Multi-row INSERTs of `rows` into an entity's table, written from the entity's metadata exactly as
 * TypeORM's InsertQueryBuilder writes it (every insertable column, each value through the driver's
 * preparePersistentValue — transformers, JSON, booleans, dates —, an absent value as DEFAULT, or on
 * SQLite the column's default or NULL), but without the query builder's named parameters: it looked
 * every parameter up among all the earlier ones, so a statement of n values cost n² (most of an
 * import batch's JavaScript time). As many rows per statement as MAX_STATEMENT_PARAMS and
 * MAX_STATEMENT_CHARS allow; `count`: the rows of each statement, in order.
 */
export function insertStatements<T extends ObjectLiteral>(em: EntityManager, entity: EntityTarget<T>, rows: readonly Partial<T>[]): Array<{ sql: string; params: unknown[]; count: number }> {
  const meta = em.connection.getMetadata(entity);
  const driver = em.connection.driver;
  const sqlite = em.connection.options.type === 'better-sqlite3';
  if (meta.discriminatorColumn || meta.treeType) throw new Error(`insertStatement(${meta.tableName}): entidad no soportada`);
  // The auto-increment id is left to the database (TypeORM writes DEFAULT on MariaDB, NULL on SQLite: the same).
  const columns = meta.columns.filter((c) => c.isInsert && !(c.isGenerated && c.generationStrategy === 'increment'));
  const names = columns.map((c) => driver.escape(c.databaseName)).join(', ');
  const head = `INSERT INTO ${driver.escape(meta.tableName)} (${names}) VALUES `;
  const statements: Array<{ sql: string; params: unknown[]; count: number }> = [];
  let params: unknown[] = [];
  let tuples: string[] = [];
  let chars = 0;
  const close = () => {
    if (tuples.length) statements.push({ sql: head + tuples.join(', '), params, count: tuples.length });
    params = [];
    tuples = [];
    chars = 0;
  };
  for (const row of rows) {
    // A row has at most one parameter per column: the statement closes before it could pass the limit.
    if (params.length + columns.length > MAX_STATEMENT_PARAMS || chars > MAX_STATEMENT_CHARS) close();
    const parts: string[] = [];
    for (const column of columns) {
      let value = column.getEntityValue(row);
      if (typeof value !== 'function') value = driver.preparePersistentValue(value, column);
      if (column.isVersion && value === undefined) parts.push('1');
      else if (value === undefined) parts.push(sqlite ? (column.default !== undefined && column.default !== null ? driver.normalizeDefault(column)! : 'NULL') : 'DEFAULT');
      else if (typeof value === 'function') parts.push(String((value as () => string)()));
      else {
        params.push(value);
        chars += valueChars(value);
        parts.push(sqlite && column.type === 'jsonb' ? 'jsonb(?)' : '?');
      }
    }
    tuples.push(`(${parts.join(', ')})`);
  }
  close();
  return statements;
}

/** The id of the first row one multi-row INSERT wrote (SQLite answers the last row's id, MySQL/MariaDB the first one's). */
function firstInsertedId(result: unknown, count: number, sqlite: boolean): number {
  if (sqlite) {
    const last = (result as { lastInsertRowid?: unknown } | null)?.lastInsertRowid ?? result;
    return Number(last) - count + 1;
  }
  return Number((result as { insertId?: unknown }).insertId);
}

/**
 * Waits for every one of `tasks` (statements sent together on a transaction's connection) and then fails with the
 * first failure, if any: a caller that rolls back on it rolls back after the last of them ran, never with one of
 * them still to send a statement (it would run after the ROLLBACK, outside the transaction).
 */
export async function allStatements(tasks: ReadonlyArray<Promise<unknown>>): Promise<void> {
  const settled = await Promise.allSettled(tasks);
  const failed = settled.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
}

/**
 * A multi-row write into a table whose inserts bump the data versions by trigger: the versions are bumped once for
 * all its rows (withBulkVersionBump), in the caller's transaction.
 */
function versioned<T>(em: EntityManager, table: string, rows: number, write: () => Promise<T>): Promise<T> {
  return rows && (BULK_VERSION_TABLES as readonly string[]).includes(table) ? withBulkVersionBump(em, write) : write();
}

/**
 * Inserts rows in multi-row statements inside the caller's transaction, nothing read back. On MariaDB/MySQL the
 * statements are pipelined (each sent without waiting for the answer to the one before: the server inserts a chunk
 * while the next one is written); the driver runs them in order on the transaction's connection.
 */
export async function insertRowsNoIds<T extends ObjectLiteral>(em: EntityManager, entity: EntityTarget<T>, rows: readonly Partial<T>[]): Promise<void> {
  // Only on the transaction's one connection: outside a transaction each statement would take a pooled connection of its own.
  const pipelined = em.connection.options.type !== 'better-sqlite3' && !!em.queryRunner?.isTransactionActive;
  await versioned(em, em.connection.getMetadata(entity).tableName, rows.length, async () => {
    const sent: Array<Promise<unknown>> = [];
    for (const { sql, params } of insertStatements(em, entity, rows)) {
      const done = em.query(sql, params);
      if (pipelined) sent.push(done);
      else await done;
    }
    await allStatements(sent);
  });
}

/**
 * Inserts rows in multi-row statements inside the caller's transaction and answers their ids, in order.
 * One statement's rows get consecutive ids from the first one: SQLite's writer is alone and numbers each
 * row max(rowid)+1; InnoDB reserves a simple insert's ids at once, and the CRM write lock the caller holds
 * (lockCrmWrites) keeps any other insert into the table from interleaving. The ids are read back once per
 * statement to prove it: a mismatch fails the caller's transaction rather than linking the wrong records.
 */
export async function insertRows<T extends ObjectLiteral>(em: EntityManager, entity: EntityTarget<T>, rows: readonly Partial<T>[]): Promise<number[]> {
  const table = em.connection.getMetadata(entity).tableName;
  const sqlite = em.connection.options.type === 'better-sqlite3';
  const ids: number[] = [];
  await versioned(em, table, rows.length, async () => {
    for (const { sql, params, count } of insertStatements(em, entity, rows)) {
      const first = firstInsertedId(await em.query(sql, params), count, sqlite);
      const last = first + count - 1;
      const [{ n }] = (await em.query(`SELECT COUNT(*) AS n FROM ${table} WHERE id BETWEEN ? AND ?`, [first, last])) as Array<{ n: number | string }>;
      if (!Number.isSafeInteger(first) || Number(n) !== count) throw new Error(`insertRows(${table}): los ids insertados no son consecutivos`);
      for (let id = first; id <= last; id++) ids.push(id);
    }
  });
  return ids;
}
