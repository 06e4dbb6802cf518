import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn, type Relation, UpdateDateColumn } from 'typeorm';
import { boolTransformer } from '../../core/db/transformers';
import { ContactEntity } from '../contacts/contact.entity';
import { DealEntity } from '../deals/deal.entity';
import { OrganizationEntity } from '../organizations/organization.entity';
import { UserEntity } from '../users/user.entity';

export const ACTIVITY_TYPES = ['task', 'call', 'meeting', 'email', 'note'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** Spec part 2 §3 "Activity": linked to one of an organization, a person or a deal. */
@Entity('activities')
@Index('idx_activities_org_created', ['orgId', 'createdAt'])
@Index('idx_activities_person_created', ['personId', 'createdAt'])
@Index('idx_activities_deal_created', ['dealId', 'createdAt'])
@Index('idx_activities_creator_created', ['createdByUserId', 'createdAt'])
@Index('idx_activities_creator_due', ['createdByUserId', 'done', 'dueAt'])
@Index('idx_activities_deal_due', ['dealId', 'done', 'dueAt'])
export class ActivityEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 10, default: 'task' })
  type: ActivityType;

  @Column({ type: 'varchar', length: 300, nullable: true })
  subject: string | null;

  @Column({ type: 'text', nullable: true })
  notes: string | null;

  /** 'YYYY-MM-DD' (utc: mysql2 hands DATE over as UTC midnight; read it back as that calendar day in any TZ). */
  @Column({ name: 'due_date', type: 'date', nullable: true, utc: true })
  dueDate: string | null;

  /** Due date and time (UTC) of a task with a time (the next step of a call); due_date is its office day. */
  @Column({ name: 'due_at', type: 'datetime', precision: 6, nullable: true })
  dueAt: Date | null;

  /** Reminder lead in minutes before due_at (null = DEFAULT_REMIND_MINUTES, up to 7 days). */
  @Column({ name: 'remind_minutes', type: 'int', nullable: true })
  remindMinutes: number | null;

  @Column({ type: 'boolean', default: false, transformer: boolTransformer })
  done: boolean;

  /** When it was marked done (at creation for one created done); null while not done. */
  @Index('idx_activities_done_at')
  @Column({ name: 'done_at', type: 'datetime', precision: 6, nullable: true })
  doneAt: Date | null;

  /** Who marked it done: the statistics credit the finished action to them. */
  @Index('idx_activities_done_by')
  @Column({ name: 'done_by_user_id', type: 'int', nullable: true })
  doneByUserId: number | null;

  @Column({ name: 'org_id', type: 'int', nullable: true })
  orgId: number | null;

  @ManyToOne(() => OrganizationEntity, { onDelete: 'CASCADE', onUpdate: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'org_id' })
  organization?: Relation<OrganizationEntity> | null;

  /** The contact (the original system calls it person_id). */
  @Column({ name: 'person_id', type: 'int', nullable: true })
  personId: number | null;

  @ManyToOne(() => ContactEntity, { onDelete: 'CASCADE', onUpdate: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'person_id' })
  person?: Relation<ContactEntity> | null;

  @Column({ name: 'deal_id', type: 'int', nullable: true })
  dealId: number | null;

  @ManyToOne(() => DealEntity, { onDelete: 'CASCADE', onUpdate: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'deal_id' })
  deal?: Relation<DealEntity> | null;

  @Column({ name: 'created_by_user_id', type: 'int', nullable: true })
  createdByUserId: number | null;

  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL', onUpdate: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'created_by_user_id' })
  createdBy?: Relation<UserEntity> | null;

  @Index('idx_activities_created')
  @CreateDateColumn({ name: 'created_at', type: 'datetime', precision: 6 })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'datetime', precision: 6 })
  updatedAt: Date;
}

/**
 * A deleted activity, restorable for RESTORE_WINDOW_MS ('Deshacer'): the row left `activities` (no list,
 * statistic or history reads it) and comes back with its id and dates; later it is purged.
 */
@Entity('activity_trash')
export class ActivityTrashEntity {
  @PrimaryColumn({ type: 'int' })
  id: number;

  @Column({ type: 'varchar', length: 10 })
  type: ActivityType;

  @Column({ type: 'varchar', length: 300, nullable: true })
  subject: string | null;

  @Column({ type: 'text', nullable: true })
  notes: string | null;

  @Column({ name: 'due_date', type: 'date', nullable: true, utc: true })
  dueDate: string | null;

  @Column({ name: 'due_at', type: 'datetime', precision: 6, nullable: true })
  dueAt: Date | null;

  @Column({ name: 'remind_minutes', type: 'int', nullable: true })
  remindMinutes: number | null;

  @Column({ type: 'boolean', default: false, transformer: boolTransformer })
  done: boolean;

  @Column({ name: 'done_at', type: 'datetime', precision: 6, nullable: true })
  doneAt: Date | null;

  @Column({ name: 'done_by_user_id', type: 'int', nullable: true })
  doneByUserId: number | null;

  @Index('idx_activity_trash_org')
  @Column({ name: 'org_id', type: 'int', nullable: true })
  orgId: number | null;

  @ManyToOne(() => OrganizationEntity, { onDelete: 'CASCADE', onUpdate: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'org_id' })
  organization?: Relation<OrganizationEntity> | null;

  @Index('idx_activity_trash_person')
  @Column({ name: 'person_id', type: 'int', nullable: true })
  personId: number | null;

  @ManyToOne(() => ContactEntity, { onDelete: 'CASCADE', onUpdate: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'person_id' })
  person?: Relation<ContactEntity> | null;

  @Index('idx_activity_trash_deal')
  @Column({ name: 'deal_id', type: 'int', nullable: true })
  dealId: number | null;

  @ManyToOne(() => DealEntity, { onDelete: 'CASCADE', onUpdate: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'deal_id' })
  deal?: Relation<DealEntity> | null;

  @Column({ name: 'created_by_user_id', type: 'int', nullable: true })
  createdByUserId: number | null;

  @Column({ name: 'created_at', type: 'datetime', precision: 6 })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'datetime', precision: 6 })
  updatedAt: Date;

  /** When the delete was applied (epoch ms, measured in JavaScript like the window). */
  @Index('idx_activity_trash_deleted')
  @Column({ name: 'deleted_at_ms', type: 'bigint' })
  deletedAtMs: string;

  @Column({ name: 'deleted_by_user_id', type: 'int', nullable: true })
  deletedByUserId: number | null;
}
