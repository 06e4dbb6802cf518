import { randomUUID } from 'node:crypto';
import type { DataSource, EntityTarget, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { isDatabaseUnavailable } from '../errors/unavailable';
import { Poller } from './poller';

/**
 * What an outbox table must have for `LeasedOutbox`: `status` ('pending' while there is something to
 * send), `next_attempt_at_ms`, `lease_owner`, `lease_until_ms` (epoch ms as strings, like the house's
 * other *_ms columns).
 */
export interface LeasedOutboxSpec<Outcome> {
  /** Named in the log ('Correo', 'Webhooks'). */
  name: string;
  ds: DataSource;
  entity: EntityTarget<ObjectLiteral>;
  /** Rows one process claims per round. */
  batch: number;
  pollMs: () => number;
  /** How long a claim holds: it must outlast an attempt's timeouts. */
  leaseMs: () => number;
  maxBackoffMs: number;
  /** Narrows the due rows (e.g. only those of an active endpoint); the table's alias is `o`. */
  due?: (qb: SelectQueryBuilder<ObjectLiteral>) => SelectQueryBuilder<ObjectLiteral>;
  /** Makes one attempt of a row this process holds (read it with `lease_owner = owner`); null when the row is gone. */
  attempt: (id: number, owner: string, now: () => number) => Promise<Outcome | null>;
  /** Writes an attempt's outcome if `owner` still holds the row's lease (and whatever goes with it, in one transaction). */
  record: (id: number, outcome: Outcome, owner: string) => Promise<void>;
  /** Housekeeping at the end of a round (pruning old rows). */
  afterRound?: (now: number) => Promise<void>;
}

/**
 * A durable outbox sent by every server process (webhooks, mail). A process claims a due row with a
 * conditional UPDATE that writes its lease (owner + until), so two processes — cluster workers or
 * instances on one MySQL — never send the same attempt at once; a process that dies mid-attempt leaves a
 * lease that ends, and the row is tried again. Outcomes are written only by the lease's owner.
 *
 * An attempt whose outcome met a database that could not answer is kept in memory and written first at
 * the next round; until then this process does not claim that row again, so a receiver that already got
 * it does not get it a second time because the "sent" mark met a locked database.
 */
export class LeasedOutbox<Outcome> {
  readonly owner = randomUUID();
  private readonly unrecorded = new Map<number, Outcome>();
  private readonly poller: Poller;

  constructor(private readonly spec: LeasedOutboxSpec<Outcome>) {
    this.poller = new Poller(
      { name: spec.name, pollMs: spec.pollMs, maxBackoffMs: spec.maxBackoffMs, databaseOpen: () => spec.ds.isInitialized },
      async () => (await this.round(Date.now)).outcome,
    );
  }

  start(): void {
    this.poller.start();
  }

  /** Stops polling, waits for the round in flight, and tries once more to write what is still unwritten. */
  async stop(): Promise<void> {
    await this.poller.stop();
    if (this.unrecorded.size && this.spec.ds.isInitialized) await this.recordPending().catch(() => undefined);
  }

  nudge(): void {
    this.poller.nudge();
  }

  /** Rows sent whose outcome is still waiting to be written. */
  get unrecordedCount(): number {
    return this.unrecorded.size;
  }

  /** One round outside the loop; returns the attempts made. */
  async runOnce(now: () => number = Date.now): Promise<number> {
    const { attempted, outcome } = await this.round(now);
    this.poller.note(outcome);
    return attempted;
  }

  /**
   * Writes the outcomes still unwritten, then claims and sends what is due, in batches until nothing is.
   * A database that cannot answer now ends the round quietly (what was sent is counted; its outcome waits
   * in memory for the next round). Any other failure is thrown after every attempt of its batch finished.
   */
  private async round(now: () => number): Promise<{ attempted: number; outcome: 'done' | 'unavailable' }> {
    let attempted = 0;
    try {
      if (!(await this.recordPending())) return { attempted, outcome: 'unavailable' };
      for (;;) {
        const claimed = await this.claim(now());
        if (!claimed.length) break;
        const results = await Promise.allSettled(claimed.map((id) => this.attempt(id, now)));
        const failure = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
        if (failure) throw failure.reason;
        attempted += claimed.length;
        if (claimed.length < this.spec.batch) break;
      }
      await this.spec.afterRound?.(now());
    } catch (e) {
      if (!isDatabaseUnavailable(e)) throw e;
      return { attempted, outcome: 'unavailable' };
    }
    return { attempted, outcome: 'done' };
  }

  /** Writes the outcomes kept in memory; false while the database still cannot take them. */
  private async recordPending(): Promise<boolean> {
    for (const [id, outcome] of this.unrecorded) {
      try {
        await this.spec.record(id, outcome, this.owner);
      } catch (e) {
        if (isDatabaseUnavailable(e)) return false;
        throw e;
      }
      this.unrecorded.delete(id);
    }
    return true;
  }

  private async claim(now: number): Promise<number[]> {
    let qb = this.spec.ds
      .createQueryBuilder(this.spec.entity, 'o')
      .select('o.id', 'id')
      .where('o.status = :pending AND o.next_attempt_at_ms <= :now', { pending: 'pending', now })
      .andWhere('(o.lease_until_ms IS NULL OR o.lease_until_ms < :now)', { now });
    if (this.spec.due) qb = this.spec.due(qb);
    const candidates: Array<{ id: unknown }> = await qb.orderBy('o.next_attempt_at_ms', 'ASC').addOrderBy('o.id', 'ASC').limit(this.spec.batch).getRawMany();
    const mine: number[] = [];
    for (const c of candidates) {
      const id = Number(c.id);
      // Sent by this process, its outcome not yet written: sending it again would deliver it twice.
      if (this.unrecorded.has(id)) continue;
      const res = await this.spec.ds
        .createQueryBuilder()
        .update(this.spec.entity)
        .set({ leaseOwner: this.owner, leaseUntilMs: String(now + this.spec.leaseMs()) })
        .where('id = :id AND status = :pending', { id, pending: 'pending' })
        .andWhere('(lease_until_ms IS NULL OR lease_until_ms < :now)', { now })
        .execute();
      if (res.affected) mine.push(id);
    }
    return mine;
  }

  private async attempt(id: number, now: () => number): Promise<void> {
    const outcome = await this.spec.attempt(id, this.owner, now);
    if (outcome === null) return;
    try {
      await this.spec.record(id, outcome, this.owner);
    } catch (e) {
      // The attempt happened: keep what came of it and write it at the next round, never send it again meanwhile.
      this.unrecorded.set(id, outcome);
      throw e;
    }
  }
}
