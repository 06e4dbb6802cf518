import { Column, CreateDateColumn, Entity, Index } from 'typeorm';
import { FollowupLinksEntity } from './followup-links.entity';

/** A logged call (spec part 2 §3 "Call"), from the 'Registrar llamada' form of the follow-up dashboard. */
@Entity('followup_calls')
// The history and 'Llamadas hoy' per user, the whole team's by date, and per organization ('sin contacto').
@Index('idx_followup_calls_user_happened', ['userId', 'happenedAt'])
@Index('idx_followup_calls_happened', ['happenedAt'])
@Index('idx_followup_calls_org_happened', ['orgId', 'happenedAt'])
@Index('idx_followup_calls_contact', ['contactId'])
@Index('idx_followup_calls_deal', ['dealId'])
export class FollowupCallEntity extends FollowupLinksEntity {
  @Column({ type: 'varchar', length: 300 })
  subject: string;

  @Column({ type: 'text', nullable: true })
  notes: string | null;

  /**
   * 'YYYY-MM-DD HH:MM:SS' in UTC, like every other time (the form's wall-clock time, spec part 2 §5, is the
   * office's zone and is converted on the way in and out): text sorts and ranges like the date-time it is,
   * on every engine, with no driver time-zone shift.
   */
  @Column({ name: 'happened_at', type: 'varchar', length: 19 })
  happenedAt: string;

  @Column({ name: 'duration_min', type: 'int', default: 0 })
  durationMin: number;

  /** The call's outcome (CALL_OUTCOMES); null on calls logged without one. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  outcome: string | null;

  /** The task the call left (an activity), created in the call's transaction. */
  @Column({ name: 'next_activity_id', type: 'int', nullable: true })
  nextActivityId: number | null;

  /** An invalidated call stays listed (history kept), marked with when, why and by whom. */
  @Column({ name: 'invalidated_at', type: 'datetime', precision: 6, nullable: true })
  invalidatedAt: Date | null;

  @Column({ name: 'invalidated_reason', type: 'varchar', length: 500, nullable: true })
  invalidatedReason: string | null;

  @Column({ name: 'invalidated_by_user_id', type: 'int', nullable: true })
  invalidatedByUserId: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'datetime', precision: 6 })
  createdAt: Date;
}
