import { isDatabaseUnavailable } from '../errors/unavailable';

export interface PollerOptions {
  /** Named in the log line of an unexpected failure ('Correo', 'Webhooks', 'Recordatorios'). */
  name: string;
  /** The wait between rounds. */
  pollMs: () => number;
  /** The longest wait while the database cannot answer. */
  maxBackoffMs: number;
  /** The wait doubles per unavailable round up to 2^maxDoublings (then maxBackoffMs caps it). */
  maxDoublings?: number;
  /** False once the database is closed (shutdown): a failure then is not logged. */
  databaseOpen: () => boolean;
}

/**
 * The timer loop of the background senders (webhooks, mail, reminders): one round at a time, the next
 * one `pollMs` after the last ends; `nudge()` looks at once. A round that meets a database that cannot
 * answer now (SQLite's "database is locked" while an import writes, a MySQL lock wait) reports it and
 * the wait doubles per such round, up to `maxBackoffMs`: on SQLite each such round blocks the process
 * for busy_timeout, so a long import is not met every second and the log is not filled with it.
 */
export class Poller {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = true;
  /** Rounds in a row that met a database that could not answer. */
  private unavailableRounds = 0;

  /** `round` answers 'unavailable' when it ended early on a database that could not answer. */
  constructor(
    private readonly options: PollerOptions,
    private readonly round: () => Promise<'done' | 'unavailable'>,
  ) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(0);
  }

  /** Stops polling and waits for the round in flight. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  get isStopped(): boolean {
    return this.stopped;
  }

  /** Look now instead of at the next poll (something was just queued). */
  nudge(): void {
    if (!this.stopped && !this.running) this.schedule(0);
  }

  /** Counts a round run outside the loop (a test's or a caller's `runOnce`) for the backoff. */
  note(outcome: 'done' | 'unavailable'): void {
    this.unavailableRounds = outcome === 'unavailable' ? this.unavailableRounds + 1 : 0;
  }

  /** The wait before the next round: pollMs, doubled per unavailable round in a row, capped. */
  nextPollMs(): number {
    const { pollMs, maxBackoffMs, maxDoublings = 10 } = this.options;
    if (!this.unavailableRounds) return pollMs();
    return Math.min(maxBackoffMs, pollMs() * 2 ** Math.min(this.unavailableRounds, maxDoublings));
  }

  private schedule(ms: number): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.running = this.round()
        .then((outcome) => this.note(outcome))
        .catch((e: unknown) => {
          if (isDatabaseUnavailable(e)) return this.note('unavailable');
          if (!this.stopped && this.options.databaseOpen()) console.error(`${this.options.name}: error al enviar:`, e instanceof Error ? e.message : e);
        })
        .finally(() => {
          this.running = null;
          this.schedule(this.nextPollMs());
        });
    }, ms);
    this.timer.unref();
  }
}
