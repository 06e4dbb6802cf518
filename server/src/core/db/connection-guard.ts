import type { DataSource } from 'typeorm';

/**
 * How long the app waits on a MySQL/MariaDB server that does not answer. mysql2 has no pool-acquire
 * timeout, and its per-query `timeout` leaves the connection in the pool with the stuck query still at
 * the head of its queue; in a network partition every request then hung until the kernel gave up on
 * the socket (8–20 s and more). A slow answer is not an outage, though: a write may wait its turn for
 * the `data_versions` row lock for seconds under a burst, and a report may run long.
 *
 * So a query (or a wait for a pooled connection) that has had no answer for `stallMs` asks whether the
 * server is answering at all: it is if any other query got an answer meanwhile, or if a fresh connection
 * completes its handshake and a ping within `probeMs`. If not, the query fails at once as DB_UNREACHABLE
 * and its connection is destroyed (never given back to the pool: a later answer on it would belong to
 * the abandoned query); otherwise it keeps waiting, up to `queryMs` in all. New connections give up
 * after `connectMs`; the request that asked for one then asks the pool again, and fails only when the watch
 * finds the server gone (a busy host is not an outage). The watch looks again stallMs after the server's last answer to anyone,
 * so a partition is answered within stallMs + probeMs of its start (1.5 s by default), and the pool rebuilds
 * itself with fresh connections once the server answers again.
 *
 * A query abandoned this way may still have run on the server (a COMMIT that got there): the request
 * answers 503, never success, so the client knows only that the write may or may not have happened.
 * A transaction whose connection is destroyed before its COMMIT reached the server is rolled back by it.
 */
export interface DbTimeouts {
  connectMs: number;
  stallMs: number;
  probeMs: number;
  /** Hard cap for one query or pool wait, whatever the server's health; 0 = none. */
  queryMs: number;
}

export const DEFAULT_DB_TIMEOUTS: DbTimeouts = { connectMs: 1000, stallMs: 750, probeMs: 750, queryMs: 30_000 };

type Callback = (err: unknown, ...rest: unknown[]) => void;

interface GuardedConnection {
  query(...args: unknown[]): unknown;
  release(): void;
  destroy(): void;
  on(event: 'error', listener: (e: unknown) => void): unknown;
  stream?: { destroy?: () => void };
  [GUARDED]?: true;
}

interface PoolLike {
  getConnection(cb: (err: unknown, conn?: GuardedConnection) => void): void;
}

interface ProbeConnection {
  on(event: 'error', listener: (e: unknown) => void): unknown;
  ping(cb: (err: unknown) => void): void;
  end(cb?: () => void): void;
  destroy(): void;
  stream?: { destroy?: () => void };
}

interface MysqlDriverLike {
  pool?: PoolLike;
  options: object;
  mysql: { createConnection(options: object): ProbeConnection };
  createConnectionOptions(options: object, credentials: object): Record<string, unknown>;
}

const GUARDED = Symbol('guarded');

/** Pool-only settings that a single connection (the probe) must not be given. */
const POOL_ONLY = ['connectionLimit', 'maxIdle', 'idleTimeout', 'queueLimit', 'waitForConnections', 'acquireTimeout'];

function dbError(code: 'DB_UNREACHABLE' | 'DB_TIMEOUT', message: string): Error {
  return Object.assign(new Error(message), { code, fatal: true });
}

/** An answer from the server, even an error one (a duplicate key); not a socket failure or a timeout. */
function isServerAnswer(err: unknown): boolean {
  if (!err) return true;
  const e = err as { sqlState?: unknown; fatal?: unknown };
  return typeof e.sqlState === 'string' && e.fatal !== true;
}

/** mysql2's own connect timeout (`connectTimeout`), or the kernel's: the handshake did not finish in time. */
function isConnectTimeout(err: unknown): boolean {
  const e = err as { code?: unknown; errorno?: unknown } | null;
  return !!e && (e.code === 'ETIMEDOUT' || e.errorno === 'ETIMEDOUT');
}

/** For the probe, any error packet is a sign of life (too many connections, access denied): the server is there. */
function fromServer(err: unknown): boolean {
  const e = err as { sqlState?: unknown; errno?: unknown } | null;
  return !!e && (typeof e.sqlState === 'string' || (typeof e.errno === 'number' && e.errno >= 1000));
}

export class Liveness {
  private lastAnswer = Date.now();
  private probing: Promise<boolean> | null = null;
  private lastDeadProbe = 0;

  constructor(
    private readonly t: DbTimeouts,
    private readonly probe: () => Promise<boolean>,
  ) {}

  answered(): void {
    this.lastAnswer = Date.now();
  }

  /** When the server last answered anyone (a query or a probe). */
  get lastHeard(): number {
    return this.lastAnswer;
  }

  /** Whether the server is answering: some query heard from it lately, or a fresh connection's ping does. */
  alive(): Promise<boolean> {
    const now = Date.now();
    if (now - this.lastAnswer < this.t.stallMs) return Promise.resolve(true);
    // One probe serves every query that stalls at about the same time.
    if (now - this.lastDeadProbe < Math.min(250, this.t.stallMs)) return Promise.resolve(false);
    this.probing ??= this.probe().then((probed) => {
      this.probing = null;
      // A fresh connection that did not open in time on a host whose open connections answered meanwhile is a
      // busy host, not a gone one (the busy-host rule above): any answer since the probe began counts.
      const alive = probed || this.lastAnswer >= now;
      if (alive) this.answered();
      else this.lastDeadProbe = Date.now();
      return alive;
    });
    return this.probing;
  }
}

/** Calls `fail` once the operation has waited `stallMs` on a server that answers nobody, or `queryMs` in all. */
export function watch(t: DbTimeouts, liveness: Liveness, fail: (err: Error) => void): () => void {
  const started = Date.now();
  let active = true;
  let timer: NodeJS.Timeout | undefined;
  const overdue = () => t.queryMs > 0 && Date.now() - started >= t.queryMs;
  // The next look is stallMs after the server's last answer, not after this look: a check that found an
  // answer almost stallMs old would otherwise wait a whole stallMs more before probing, and a partition
  // that began right after that answer took up to 2 × stallMs + probeMs to be answered (2.25 s).
  const schedule = () => {
    const now = Date.now();
    const quiet = now - liveness.lastHeard;
    const next = quiet < t.stallMs ? t.stallMs - quiet : t.stallMs;
    const left = t.queryMs > 0 ? t.queryMs - (now - started) : next;
    timer = setTimeout(() => void check(), Math.max(1, Math.min(next, left)));
    timer.unref();
  };
  const check = async () => {
    if (!active) return;
    if (overdue()) {
      active = false;
      return fail(dbError('DB_TIMEOUT', `La base de datos no respondió en ${t.queryMs} ms.`));
    }
    const alive = await liveness.alive();
    if (!active) return;
    if (!alive) {
      active = false;
      return fail(dbError('DB_UNREACHABLE', 'La base de datos no responde (ni una conexión nueva).'));
    }
    schedule();
  };
  schedule();
  return () => {
    active = false;
    clearTimeout(timer);
  };
}

/** Gone for good: out of the pool, socket closed now (a FIN into a partition would linger). */
function kill(conn: GuardedConnection): void {
  try {
    conn.destroy();
  } finally {
    conn.stream?.destroy?.();
  }
}

function guardConnection(conn: GuardedConnection, t: DbTimeouts, liveness: Liveness): GuardedConnection {
  if (conn[GUARDED]) return conn;
  conn[GUARDED] = true;
  // The pool drops a connection that failed (mysql2 pool_connection.js); nothing else may crash on it.
  conn.on('error', () => {});
  const query = conn.query.bind(conn);
  conn.query = (...args: unknown[]) => {
    const at = args.findIndex((a) => typeof a === 'function');
    // Streaming queries (no callback) are not used by TypeORM's query runner.
    if (at < 0) return query(...args);
    const callback = args[at] as Callback;
    let settled = false;
    const stop = watch(t, liveness, (err) => {
      if (settled) return;
      settled = true;
      kill(conn);
      callback(err);
    });
    args[at] = (err: unknown, ...rest: unknown[]) => {
      if (settled) return;
      settled = true;
      stop();
      if (isServerAnswer(err)) liveness.answered();
      callback(err, ...rest);
    };
    return query(...args);
  };
  return conn;
}

/** Installs the timeouts above on a MySQL/MariaDB DataSource's pool (SQLite: nothing to do). */
export function guardMysqlPool(ds: DataSource, timeouts: DbTimeouts = DEFAULT_DB_TIMEOUTS): void {
  const type = ds.options.type;
  if (type !== 'mysql' && type !== 'mariadb') return;
  const driver = ds.driver as unknown as MysqlDriverLike;
  const pool = driver.pool;
  if (!pool) return;
  const t = timeouts;
  const single = driver.createConnectionOptions(driver.options, driver.options);
  for (const k of POOL_ONLY) delete single[k];

  const probe = () =>
    new Promise<boolean>((resolve) => {
      let settled = false;
      const conn = driver.mysql.createConnection({ ...single, connectTimeout: t.probeMs });
      const finish = (alive: boolean) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        if (alive) conn.end(() => {});
        else {
          conn.destroy();
          conn.stream?.destroy?.();
        }
        resolve(alive);
      };
      // The verdict waits one turn of the event loop (setImmediate runs after pending I/O): when the process itself
      // was stalled (GC, a CPU-starved machine) the server's answer may already sit in the socket, and a timer that
      // fires first must not call a server that answered dead.
      const timer = setTimeout(() => setImmediate(() => finish(false)), t.probeMs);
      timer.unref();
      conn.on('error', (e) => finish(fromServer(e)));
      conn.ping((err) => finish(!err || fromServer(err)));
    });
  const liveness = new Liveness(t, probe);

  const getConnection = pool.getConnection.bind(pool);
  pool.getConnection = (cb) => {
    let settled = false;
    const stop = watch(t, liveness, (err) => {
      if (settled) return;
      settled = true;
      cb(err);
    });
    const attempt = () =>
      getConnection((err, conn) => {
        if (settled) {
          // Handed over after its caller gave up: back to the pool for the next one.
          if (!err) conn?.release();
          return;
        }
        // A new connection slower than connectMs is not yet an outage (a busy host): ask the pool again, for a
        // connection freed meanwhile or a new one. The watch above still decides whether the server is gone
        // (no answer to anyone and no fresh connection within stallMs + probeMs) and fails the request then.
        if (err && isConnectTimeout(err)) return attempt();
        settled = true;
        stop();
        if (err) return cb(err);
        cb(null, guardConnection(conn!, t, liveness));
      });
    attempt();
  };
}

/** For /api/health: does the database answer a trivial query within `withinMs`? */
export async function databaseAnswers(ds: DataSource, withinMs = 1500): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), withinMs);
  });
  try {
    return await Promise.race([ds.query('SELECT 1').then(() => true, () => false), late]);
  } finally {
    clearTimeout(timer);
  }
}
