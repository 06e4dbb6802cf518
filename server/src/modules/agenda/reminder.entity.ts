import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { ActivityEntity } from '../activities/activity.entity';
import { UserEntity } from '../users/user.entity';

/**
 * The durable reminder of a task with a due time (one per task, kept in step with it by the audit hook,
 * reminder-sync.ts, in the task's own transaction). Times are epoch ms (like the webhook outbox): compared
 * as numbers on every engine. `sent_at_ms` set by a conditional UPDATE is the claim: of several processes
 * racing, exactly one sends it (reminder-scheduler.ts).
 */
@Entity('reminders')
@Index('idx_reminders_due', ['sentAtMs', 'remindAtMs'])
export class ReminderEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('uq_reminders_activity', { unique: true })
  @Column({ name: 'activity_id', type: 'int' })
  activityId: number;

  @ManyToOne(() => ActivityEntity, { onDelete: 'CASCADE', onUpdate: 'CASCADE' })
  @JoinColumn({ name: 'activity_id' })
  activity?: Relation<ActivityEntity>;

  /** Who is reminded: the task's owner. */
  @Index('idx_reminders_user')
  @Column({ name: 'user_id', type: 'int' })
  userId: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE', onUpdate: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<UserEntity>;

  @Column({ name: 'due_at_ms', type: 'bigint' })
  dueAtMs: string;

  @Column({ name: 'remind_at_ms', type: 'bigint' })
  remindAtMs: string;

  /** null until sent; set once, by the process that claimed it. */
  @Column({ name: 'sent_at_ms', type: 'bigint', nullable: true })
  sentAtMs: string | null;

  /** The process that sent it (a random id per process), for the logs and the tests. */
  @Column({ name: 'sent_by', type: 'varchar', length: 64, nullable: true })
  sentBy: string | null;
}
