import { AsyncLocalStorage } from 'node:async_hooks';
import type { DataSource, EntityManager, QueryRunner } from 'typeorm';

type IsolationLevel = Parameters<QueryRunner['startTransaction']>[0];

/**
 * SQLite has one connection per process, and TypeORM's better-sqlite3 driver hands every caller the
 * same query runner. Two requests' transactions that overlapped in time shared it: the second BEGIN
 * failed ("cannot start a transaction within a transaction") and the first one's COMMIT then found no
 * transaction, so both requests failed and the first one's writes were lost; a statement of a third
 * request ran inside whichever transaction was open and was rolled back with it.
 *
 * This gives every caller its own query runner over the one connection (sharing the prepared-statement
 * cache) and makes a transaction exclusive: from its BEGIN to its COMMIT or ROLLBACK, the statements of
 * other requests wait their turn in a FIFO gate; statements outside transactions pass the gate one at a
 * time (better-sqlite3 runs each one synchronously). Code running inside a transaction's callback is
 * part of it, whichever manager it uses: a query through the DataSource joins the open transaction, and
 * a transaction opened there becomes a savepoint of it, as before.
 *
 * Across processes (WEB_CONCURRENCY > 1), a transaction takes SQLite's write lock at its BEGIN.
 *
 * MariaDB/MySQL need none of this: each query runner has its own pooled connection.
 */
export function serializeSqliteTransactions(ds: DataSource, busyTimeoutMs: number): void {
  if (ds.options.type !== 'better-sqlite3') return;
  const driver = ds.driver as unknown as { createQueryRunner(mode?: string): QueryRunner; databaseConnection: { pragma(s: string): unknown } };
  const lock = new LockWait(driver.databaseConnection, busyTimeoutMs);
  const Base = driver.createQueryRunner().constructor as new (d: unknown) => QueryRunner;
  const gate = new Gate();
  /** The transaction (its runner) whose callback the current code runs in. */
  const inside = new AsyncLocalStorage<QueryRunner>();
  const openHere = (): QueryRunner | null => {
    const owner = inside.getStore();
    return owner && owner === gate.held ? owner : null;
  };
  const statements = new Map<string, unknown>();

  type Internals = { stmtCache: Map<string, unknown>; transactionDepth: number; isTransactionActive: boolean };

  class SerializedRunner extends Base {
    /** Set when this runner's transaction is a savepoint of the transaction open in the calling code. */
    private joined: QueryRunner | null = null;

    constructor(d: unknown) {
      super(d);
      (this as unknown as Internals).stmtCache = statements;
    }

    override async query(...args: Parameters<QueryRunner['query']>): Promise<never> {
      // Take the write lock at BEGIN: with several server processes on one file, a deferred transaction
      // that read first and wrote after another process committed failed with SQLITE_BUSY_SNAPSHOT,
      // and its reads (find-or-create) were stale. IMMEDIATE waits (busy_timeout) for the other writer.
      if (args[0] === 'BEGIN TRANSACTION') args[0] = 'BEGIN IMMEDIATE TRANSACTION';
      const base = () => lock.run(() => super.query(...args) as Promise<never>);
      if (gate.held === this || (gate.held !== null && openHere())) return base();
      await gate.enter(this);
      try {
        return await base();
      } finally {
        gate.leave(this);
      }
    }

    override async startTransaction(isolationLevel?: IsolationLevel): Promise<void> {
      const self = this as unknown as Internals;
      if (this.joined || (self.transactionDepth === 0 && gate.held !== this && openHere())) {
        this.joined ??= openHere();
        await this.joined!.startTransaction(isolationLevel);
        self.isTransactionActive = true;
        self.transactionDepth += 1;
        return;
      }
      if (self.transactionDepth === 0) await gate.enter(this);
      try {
        await super.startTransaction(isolationLevel);
      } catch (e) {
        if (self.transactionDepth === 0) gate.leave(this);
        throw e;
      }
    }

    override async commitTransaction(): Promise<void> {
      const self = this as unknown as Internals;
      if (this.joined) {
        await this.joined.commitTransaction();
        self.transactionDepth -= 1;
        if (self.transactionDepth === 0) this.endJoin();
        return;
      }
      await super.commitTransaction();
      if (self.transactionDepth === 0) gate.leave(this);
    }

    override async rollbackTransaction(): Promise<void> {
      const self = this as unknown as Internals;
      if (this.joined) {
        try {
          await this.joined.rollbackTransaction();
        } finally {
          self.transactionDepth -= 1;
          if (self.transactionDepth === 0) this.endJoin();
        }
        return;
      }
      try {
        await super.rollbackTransaction();
      } finally {
        if (self.transactionDepth === 0) gate.leave(this);
      }
    }

    override async release(): Promise<void> {
      // A runner given back in the middle of a transaction (an error path) must not keep the gate.
      gate.leave(this);
      return super.release();
    }

    private endJoin(): void {
      (this as unknown as Internals).isTransactionActive = false;
      this.joined = null;
    }
  }

  driver.createQueryRunner = () => new SerializedRunner(driver);

  // ds.transaction(cb) and the root manager's transaction(cb): the callback runs in the transaction's
  // context; opened inside another transaction's callback, it is a savepoint of that one.
  const manager = ds.manager;
  const rootTransaction = manager.transaction.bind(manager) as (iso: IsolationLevel | undefined, run: (em: EntityManager) => Promise<unknown>) => Promise<unknown>;
  manager.transaction = ((a: IsolationLevel | ((em: EntityManager) => Promise<unknown>), b?: (em: EntityManager) => Promise<unknown>) => {
    const iso = typeof a === 'string' ? a : undefined;
    const run = (typeof a === 'function' ? a : b)!;
    const outer = openHere();
    if (outer) return iso ? outer.manager.transaction(iso, run) : outer.manager.transaction(run);
    return rootTransaction(iso, (em) => inside.run(em.queryRunner!, () => run(em)));
  }) as EntityManager['transaction'];
}

/**
 * SQLite waits for another process's write lock synchronously (busy_timeout): the whole process stalls,
 * and the writes queued in the gate behind the first one each waited their full timeout in turn (4
 * clients: 503s after 3 s and more). Once a statement has given up on the lock, the next ones give up at
 * once (busy_timeout 0) for a moment, so they answer 503 without waiting; then one waits again.
 */
class LockWait {
  private failFastUntil = 0;

  constructor(
    private readonly db: { pragma(s: string): unknown },
    private readonly timeoutMs: number,
  ) {}

  async run<T>(statement: () => Promise<T>): Promise<T> {
    if (this.failFastUntil && Date.now() >= this.failFastUntil) {
      this.failFastUntil = 0;
      this.db.pragma(`busy_timeout = ${this.timeoutMs}`);
    }
    try {
      return await statement();
    } catch (e) {
      if (/^SQLITE_BUSY/.test(String((e as { driverError?: { code?: unknown }; code?: unknown }).driverError?.code ?? (e as { code?: unknown }).code ?? ''))) {
        if (!this.failFastUntil) this.db.pragma('busy_timeout = 0');
        this.failFastUntil = Date.now() + this.timeoutMs;
      }
      throw e;
    }
  }
}

/** One holder at a time; the next waiter, in arrival order, gets it handed over. */
class Gate {
  held: QueryRunner | null = null;
  private readonly waiting: Array<{ runner: QueryRunner; go: () => void }> = [];

  enter(runner: QueryRunner): Promise<void> {
    if (this.held === null) {
      this.held = runner;
      return Promise.resolve();
    }
    return new Promise((go) => this.waiting.push({ runner, go }));
  }

  leave(runner: QueryRunner): void {
    if (this.held !== runner) return;
    const next = this.waiting.shift();
    this.held = next?.runner ?? null;
    next?.go();
  }
}
