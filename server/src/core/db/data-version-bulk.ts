import type { EntityManager } from 'typeorm';

/** The tables whose insert triggers a bulk writer may pause (migration 1767180000000-data-version-bulk). */
export const BULK_VERSION_TABLES = ['contacts', 'organizations'] as const;
/** The data versions those triggers bump, with the prefix of each trigger's name ('crm': trg_dv_…, 'board': trg_bv_…). */
export const BULK_VERSION_SCOPES = [
  { prefix: 'trg_dv', scope: 'crm' },
  { prefix: 'trg_bv', scope: 'board' },
] as const;
/** The pause: a session variable on MariaDB/MySQL, a row of this table on SQLite. */
export const BULK_VERSION_PAUSE = { variable: '@data_version_paused', table: 'data_version_pause' } as const;

/**
 * Rows a bulk writer inserts into BULK_VERSION_TABLES inside `em`'s transaction bump each data version once
 * (here, before `write` runs), not once per row by trigger: readers of a version (the shared response cache,
 * the board) only ask whether it changed, and they see it change when the transaction commits, with the rows.
 * Rule "every change bumps the version": the bump is in the same transaction as the rows, so it commits and rolls
 * back with them, and it comes first, so a write that fails half way has bumped already. Outside a transaction
 * (nothing to commit with) the triggers do it row by row as always. A pause left behind by a nested call
 * only brings the per-row bumps back: never fewer bumps than rows changed.
 */
export async function withBulkVersionBump<T>(em: EntityManager, write: () => Promise<T>): Promise<T> {
  if (!em.queryRunner?.isTransactionActive) return write();
  const mysql = em.connection.options.type !== 'better-sqlite3';
  // One scope after the other, 'crm' first: the lock order of every CRM write (write-lock.ts), then 'board' as its triggers do.
  for (const { scope } of BULK_VERSION_SCOPES) await em.query(`UPDATE data_versions SET version = version + 1 WHERE scope = '${scope}'`);
  await em.query(mysql ? `SET ${BULK_VERSION_PAUSE.variable} = 1` : `INSERT OR IGNORE INTO ${BULK_VERSION_PAUSE.table} (paused) VALUES (1)`);
  try {
    return await write();
  } finally {
    await em.query(mysql ? `SET ${BULK_VERSION_PAUSE.variable} = NULL` : `DELETE FROM ${BULK_VERSION_PAUSE.table}`);
  }
}
