import { createHash } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { isDeadlock } from '../../core/db/db-errors';
import { LoginThrottleEntity, type ThrottleKind } from './login-throttle.entity';

/** Throttling of failed sign-ins: per account, and per IP for a shared office address. */
export const LOGIN_LIMITS = { windowMs: 15 * 60 * 1000, perEmail: 10, perIp: 100 } as const;

interface Key {
  kind: ThrottleKind;
  subject: string;
  limit: number;
}

/** login_throttles.subject holds up to 190 characters. */
const SUBJECT_MAX = 190;

/**
 * The stored key of an email or IP: itself, or a digest when it is longer than the column. The input
 * guard already refuses emails over 190 characters (core/input/text-guard.ts counts code points, as the
 * column does); this keeps the throttle from ever being the statement that fails on one.
 */
function subjectOf(value: string): string {
  return value.length <= SUBJECT_MAX ? value : `sha256:${createHash('sha256').update(value).digest('hex')}`;
}

/** Expired rows removed per failed sign-in: keeps the table to the keys of the last window without a long delete. */
const PRUNE_BATCH = 20;

/**
 * The sign-in limits as slots in `login_throttles` (login throttle). Every attempt takes a slot for
 * its IP and one for its account BEFORE the password is checked, with a conditional
 * `UPDATE … SET attempts = attempts + 1 WHERE … AND attempts < limit` whose affected-rows count says
 * whether it got one: the database applies those one at a time per row (SQLite: one writer; InnoDB:
 * the row lock, and an UPDATE reads the latest committed row even under REPEATABLE READ), so of 30
 * concurrent guesses exactly 10 are evaluated, in one process or in several over the same database.
 * Every statement stands alone (autocommit): no transaction holds a lock while bcrypt runs.
 */
export class LoginThrottle {
  constructor(private readonly ds: DataSource) {}

  /** Takes a slot for the IP and one for the account; false (and nothing taken) when either is full. */
  async reserve(email: string, ip: string, nowMs: number): Promise<boolean> {
    const byIp: Key = { kind: 'ip', subject: subjectOf(ip), limit: LOGIN_LIMITS.perIp };
    const byEmail: Key = { kind: 'email', subject: subjectOf(email), limit: LOGIN_LIMITS.perEmail };
    // The IP first: an address past its limit is refused without touching the accounts it targets.
    if (!(await this.take(byIp, nowMs))) return false;
    if (await this.take(byEmail, nowMs)) return true;
    await this.giveBack(byIp);
    return false;
  }

  /**
   * A successful sign-in clears the account's failures and gives the IP its slot back: only failures
   * count against an office's shared address. The row is reset, not deleted: a concurrent attempt of the
   * same account between its upsert and its UPDATE would find no row and be refused, and on InnoDB
   * inserts racing a delete of the same key can deadlock.
   */
  async succeeded(email: string, ip: string): Promise<void> {
    await retryOnDeadlock(() =>
      this.ds
        .createQueryBuilder()
        .update(LoginThrottleEntity)
        .set({ attempts: 0 })
        .where('kind = :kind AND subject = :subject', { kind: 'email', subject: subjectOf(email) })
        .execute(),
    );
    await this.giveBack({ kind: 'ip', subject: subjectOf(ip), limit: LOGIN_LIMITS.perIp });
  }

  /**
   * A failed sign-in keeps its slots until the window ends. On the way out it removes a few rows whose
   * window has ended (keys nobody tried again), each by its primary key with the expiry re-checked, so a
   * row an attempt has just restarted stays: a range DELETE would take gap locks on MariaDB/MySQL that
   * concurrent upserts could deadlock on.
   */
  async failed(nowMs: number): Promise<void> {
    const since = nowMs - LOGIN_LIMITS.windowMs;
    const expired = await this.ds
      .getRepository(LoginThrottleEntity)
      .createQueryBuilder('t')
      .select(['t.kind', 't.subject'])
      .where('t.window_start_ms <= :since', { since })
      .limit(PRUNE_BATCH)
      .getMany();
    for (const row of expired) {
      await retryOnDeadlock(() =>
        this.ds
          .createQueryBuilder()
          .delete()
          .from(LoginThrottleEntity)
          .where('kind = :kind AND subject = :subject AND window_start_ms <= :since', { kind: row.kind, subject: row.subject, since })
          .execute(),
      );
    }
  }

  /** One slot of `key`, or false when its window is full. */
  private async take(key: Key, nowMs: number): Promise<boolean> {
    await retryOnDeadlock(() => this.openWindow(key, nowMs));
    const res = await retryOnDeadlock(() =>
      this.ds
        .createQueryBuilder()
        .update(LoginThrottleEntity)
        .set({ attempts: () => 'attempts + 1' })
        .where('kind = :kind AND subject = :subject AND attempts < :limit', { kind: key.kind, subject: key.subject, limit: key.limit })
        .execute(),
    );
    return res.affected === 1;
  }

  /**
   * Makes sure the key's row exists and its window is current: inserts it (0 attempts) or, when its
   * window ended, restarts it; a row inserted by a concurrent attempt is a duplicate key that both
   * engines turn into that update instead of an error.
   */
  private async openWindow(key: Key, nowMs: number): Promise<void> {
    const since = nowMs - LOGIN_LIMITS.windowMs;
    const type = this.ds.options.type;
    if (type === 'mysql' || type === 'mariadb') {
      // MySQL evaluates these assignments left to right: `attempts` must come first, while
      // window_start_ms still holds the old value both conditions test.
      await this.ds.query(
        'INSERT INTO login_throttles (kind, subject, attempts, window_start_ms) VALUES (?, ?, 0, ?) ' +
          'ON DUPLICATE KEY UPDATE attempts = IF(window_start_ms <= ?, 0, attempts), window_start_ms = IF(window_start_ms <= ?, ?, window_start_ms)',
        [key.kind, key.subject, nowMs, since, since, nowMs],
      );
      return;
    }
    await this.ds.query(
      'INSERT INTO login_throttles (kind, subject, attempts, window_start_ms) VALUES (?, ?, 0, ?) ' +
        'ON CONFLICT (kind, subject) DO UPDATE SET attempts = 0, window_start_ms = excluded.window_start_ms WHERE login_throttles.window_start_ms <= ?',
      [key.kind, key.subject, nowMs, since],
    );
  }

  private async giveBack(key: Key): Promise<void> {
    await retryOnDeadlock(() =>
      this.ds
        .createQueryBuilder()
        .update(LoginThrottleEntity)
        .set({ attempts: () => 'attempts - 1' })
        .where('kind = :kind AND subject = :subject AND attempts > 0', { kind: key.kind, subject: key.subject })
        .execute(),
    );
  }
}

/**
 * InnoDB may pick one of two statements as a deadlock victim (an expired row pruned while attempts
 * upsert it); each statement here stands alone and is safe to run again, as MySQL's manual advises.
 */
async function retryOnDeadlock<T>(run: () => Promise<T>, tries = 3): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await run();
    } catch (e) {
      if (i >= tries || !isDeadlock(e)) throw e;
    }
  }
}
