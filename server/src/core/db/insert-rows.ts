import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';

/** Rows per multi-row INSERT (a few dozen columns each: far below SQLite's and MySQL's parameter limits). */
const INSERT_ROWS_CHUNK = 200;

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
  for (let i = 0; i < rows.length; i += INSERT_ROWS_CHUNK) {
    const chunk = rows.slice(i, i + INSERT_ROWS_CHUNK);
    const res = await em.createQueryBuilder().insert().into(entity).values(chunk as never).updateEntity(false).execute();
    const raw = res.raw as number | { insertId?: number };
    // SQLite answers the last row's id, MySQL/MariaDB the first one's.
    const first = sqlite ? Number(raw) - chunk.length + 1 : Number((raw as { insertId?: number }).insertId);
    const last = first + chunk.length - 1;
    const [{ n }] = (await em.query(`SELECT COUNT(*) AS n FROM ${table} WHERE id BETWEEN ? AND ?`, [first, last])) as Array<{ n: number | string }>;
    if (!Number.isSafeInteger(first) || Number(n) !== chunk.length) throw new Error(`insertRows(${table}): los ids insertados no son consecutivos`);
    for (let id = first; id <= last; id++) ids.push(id);
  }
  return ids;
}
