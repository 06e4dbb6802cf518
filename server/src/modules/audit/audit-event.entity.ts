import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { UserEntity } from '../users/user.entity';

/** Every write logs here; statistics count these as actions (spec part 2 §2 Statistics). */
@Entity('audit_events')
@Index('idx_audit_events_created', ['createdAt'])
@Index('idx_audit_events_user_created', ['userId', 'createdAt'])
@Index('idx_audit_events_entity', ['entity', 'entityId'])
@Index('idx_audit_events_deal_id', ['dealId', 'id'])
@Index('idx_audit_events_org_id', ['orgId', 'id'])
@Index('idx_audit_events_contact_id', ['contactId', 'id'])
export class AuditEventEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'int', nullable: true })
  userId: number | null;

  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL', onUpdate: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<UserEntity> | null;

  @Column({ type: 'varchar', length: 40 })
  action: string;

  @Column({ type: 'varchar', length: 60 })
  entity: string;

  @Column({ name: 'entity_id', type: 'int', nullable: true })
  entityId: number | null;

  /** The operation, organization and contact whose Historial lists this event (audit-links.ts). */
  @Column({ name: 'deal_id', type: 'int', nullable: true })
  dealId: number | null;

  @Column({ name: 'org_id', type: 'int', nullable: true })
  orgId: number | null;

  @Column({ name: 'contact_id', type: 'int', nullable: true })
  contactId: number | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  description: string | null;

  @Column({ type: 'json', nullable: true })
  meta: Record<string, unknown> | null;

  @CreateDateColumn({ name: 'created_at', type: 'datetime', precision: 6 })
  createdAt: Date;
}
