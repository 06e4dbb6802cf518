import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

export type ThrottleKind = 'email' | 'ip';

/**
 * Failed sign-ins per account and per IP in the current window (login throttle). One row per key,
 * taken by a conditional UPDATE before bcrypt runs, so that the limit holds for concurrent attempts
 * and across server processes and instances (the state is in the database).
 */
@Entity('login_throttles')
@Index('idx_login_throttles_window', ['windowStartMs'])
export class LoginThrottleEntity {
  @PrimaryColumn({ type: 'varchar', length: 8 })
  kind: ThrottleKind;

  /** The normalized email, or the client IP. */
  @PrimaryColumn({ type: 'varchar', length: 190 })
  subject: string;

  /** Slots taken in the window: attempts being evaluated and failures. */
  @Column({ type: 'int', default: 0 })
  attempts: number;

  /**
   * Start of the window in epoch milliseconds: compared as a plain integer on every engine (no
   * date parameters to format, no time zone). mysql2 answers BIGINT as a string.
   */
  @Column({ name: 'window_start_ms', type: 'bigint' })
  windowStartMs: string;
}
