import { AppError, MESSAGES } from './app-error';

/**
 * The one place that decides which failures mean "the database cannot answer now" (it is down,
 * unreachable, out of connections, locked by someone else, or the pool is closing): every adapter
 * answers them as SERVICE_UNAVAILABLE (503 + Retry-After) instead of an unexpected error, whichever
 * service, query or middleware met them. Services never catch them.
 */

/** Socket-level failures (Node) and mysql2's own: no answer came back from the server. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'PROTOCOL_ENQUEUE_AFTER_FATAL_ERROR',
  'PROTOCOL_ENQUEUE_AFTER_QUIT',
  // connection-guard.ts: a query or a wait for a pooled connection the server never answered.
  'DB_UNREACHABLE',
  'DB_TIMEOUT',
]);

/** Server answers that mean "not now" rather than "this request is wrong". */
const SERVER_CODES = new Set([
  'ER_CON_COUNT_ERROR', // too many connections
  'ER_TOO_MANY_USER_CONNECTIONS',
  'ER_SERVER_SHUTDOWN',
  'ER_CONNECTION_KILLED', // MariaDB, while it shuts down
  'ER_QUERY_INTERRUPTED',
  'ER_CLIENT_INTERACTION_TIMEOUT',
  'ER_NET_READ_ERROR',
  'ER_NET_READ_INTERRUPTED',
  'ER_NET_ERROR_ON_WRITE',
  'ER_NET_WRITE_INTERRUPTED',
  'ER_HOST_IS_BLOCKED',
  'ER_OPTION_PREVENTS_STATEMENT', // --read-only, e.g. during a failover
  'ER_LOCK_WAIT_TIMEOUT', // a row lock held past innodb_lock_wait_timeout (SQLite's SQLITE_BUSY)
]);

/** SQLite result codes (and their extended forms, SQLITE_IOERR_WRITE…): the file cannot be used now. */
const SQLITE_PREFIXES = ['SQLITE_BUSY', 'SQLITE_LOCKED', 'SQLITE_IOERR', 'SQLITE_FULL', 'SQLITE_CANTOPEN', 'SQLITE_READONLY', 'SQLITE_PROTOCOL'];

/** Errors without a code: a closed pool or DataSource (a request still running while the process stops). */
const CLOSED_MESSAGES = [/^Pool is closed/, /connection is not open/i, /Can't add new command when connection is in closed state/];
const CLOSED_NAMES = new Set(['CannotExecuteNotConnectedError', 'ConnectionIsNotSetError']);

function one(err: object): boolean {
  const e = err as { code?: unknown; fatal?: unknown; name?: unknown; message?: unknown };
  const code = typeof e.code === 'string' ? e.code : '';
  if (NETWORK_CODES.has(code) || SERVER_CODES.has(code)) return true;
  if (SQLITE_PREFIXES.some((p) => code.startsWith(p))) return true;
  // mysql2 marks every error after which its connection is unusable as fatal.
  if (e.fatal === true) return true;
  if (typeof e.name === 'string' && CLOSED_NAMES.has(e.name)) return true;
  return typeof e.message === 'string' && CLOSED_MESSAGES.some((m) => m.test(e.message as string));
}

/** True when the error (or what it wraps: TypeORM's driverError, a cause) says the database cannot answer now. */
export function isDatabaseUnavailable(err: unknown): boolean {
  let e: unknown = err;
  for (let depth = 0; depth < 5 && e && typeof e === 'object'; depth++) {
    if (e instanceof AppError) return e.code === 'SERVICE_UNAVAILABLE';
    if (one(e)) return true;
    const inner = e as { driverError?: unknown; cause?: unknown; originalError?: unknown };
    e = inner.driverError ?? inner.originalError ?? inner.cause;
  }
  return false;
}

let lastLogged = 0;
let unlogged = 0;

/**
 * The error as the adapters answer it: an AppError as is, an unavailable database as SERVICE_UNAVAILABLE,
 * anything else null (the adapters log it and answer their generic message). An outage is logged in one
 * line at most every 10 s (with how many were not), not once per request.
 */
export function asAppError(err: unknown): AppError | null {
  if (err instanceof AppError) return err;
  if (!isDatabaseUnavailable(err)) return null;
  const now = Date.now();
  if (now - lastLogged >= 10_000) {
    const detail = err instanceof Error ? `${(err as { code?: string }).code ?? err.name}: ${err.message}` : String(err);
    console.warn(`[db] base de datos no disponible (${detail})${unlogged ? `; ${unlogged} más desde el aviso anterior` : ''}`);
    lastLogged = now;
    unlogged = 0;
  } else {
    unlogged++;
  }
  return new AppError('SERVICE_UNAVAILABLE', MESSAGES.unavailable);
}
