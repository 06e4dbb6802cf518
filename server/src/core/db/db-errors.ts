/** The driver's error behind a TypeORM QueryFailedError (or the error itself). */
function codes(e: unknown): { code?: string; errno?: number; message?: string } {
  const err = e as { code?: string; errno?: number; message?: string; driverError?: { code?: string; errno?: number } } | null;
  return { code: err?.driverError?.code ?? err?.code, errno: err?.driverError?.errno ?? err?.errno, message: err?.message };
}

/** InnoDB chose this statement or transaction as a deadlock victim: safe to run again, as MySQL's manual advises. */
export function isDeadlock(e: unknown): boolean {
  const { code, errno } = codes(e);
  return code === 'ER_LOCK_DEADLOCK' || errno === 1213;
}

/** A unique index refused the row (a concurrent insert of the same key won), on MariaDB/MySQL or SQLite. */
export function isDuplicateKey(e: unknown): boolean {
  const { code, errno, message } = codes(e);
  return code === 'ER_DUP_ENTRY' || errno === 1062 || code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint failed/i.test(String(message));
}
