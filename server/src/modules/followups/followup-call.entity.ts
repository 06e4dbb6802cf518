import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { ContactEntity } from '../contacts/contact.entity';
import { DealEntity } from '../deals/deal.entity';
import { OrganizationEntity } from '../organizations/organization.entity';
import { UserEntity } from '../users/user.entity';

/** A logged call (spec part 2 §3 "Call"), from the 'Registrar llamada' form of the follow-up dashboard. */
@Entity('followup_calls')
// The history and 'Llamadas hoy' per user, the whole team's by date, and per organization ('sin contacto').
@Index('idx_followup_calls_user_happened', ['userId', 'happenedAt'])
@Index('idx_followup_calls_happened', ['happenedAt'])
@Index('idx_followup_calls_org_happened', ['orgId', 'happenedAt'])
export class FollowupCallEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'int', nullable: true })
  userId: number | null;

  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL', onUpdate: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<UserEntity> | null;

  @Column({ name: 'org_id', type: 'int', nullable: true })
  orgId: number | null;

  @ManyToOne(() => OrganizationEntity, { onDelete: 'SET NULL', onUpdate: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'org_id' })
  organization?: Relation<OrganizationEntity> | null;

  @Index('idx_followup_calls_contact')
  @Column({ name: 'contact_id', type: 'int', nullable: true })
  contactId: number | null;

  @ManyToOne(() => ContactEntity, { onDelete: 'SET NULL', onUpdate: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'contact_id' })
  contact?: Relation<ContactEntity> | null;

  @Index('idx_followup_calls_deal')
  @Column({ name: 'deal_id', type: 'int', nullable: true })
  dealId: number | null;

  @ManyToOne(() => DealEntity, { onDelete: 'SET NULL', onUpdate: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'deal_id' })
  deal?: Relation<DealEntity> | null;

  @Column({ type: 'varchar', length: 300 })
  subject: string;

  @Column({ type: 'text', nullable: true })
  notes: string | null;

  /**
   * 'YYYY-MM-DD HH:MM:SS' exactly as the form sent it (the caller's wall-clock time, spec part 2 §5):
   * text sorts and ranges like the date-time it is, on every engine, with no time-zone shift.
   */
  @Column({ name: 'happened_at', type: 'varchar', length: 19 })
  happenedAt: string;

  @Column({ name: 'duration_min', type: 'int', default: 0 })
  durationMin: number;

  @CreateDateColumn({ name: 'created_at', type: 'datetime', precision: 6 })
  createdAt: Date;
}
