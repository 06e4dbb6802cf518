import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { ContactEntity } from '../contacts/contact.entity';
import { DealEntity } from '../deals/deal.entity';
import { OrganizationEntity } from '../organizations/organization.entity';
import { UserEntity } from '../users/user.entity';

/** A follow-up note ('Agregar nota'; spec part 2 §3 "Note": counted on 'Notas totales'). */
@Entity('followup_notes')
@Index('idx_followup_notes_user_created', ['userId', 'createdAt'])
@Index('idx_followup_notes_created', ['createdAt'])
@Index('idx_followup_notes_org_created', ['orgId', 'createdAt'])
export class FollowupNoteEntity {
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

  @Index('idx_followup_notes_contact')
  @Column({ name: 'contact_id', type: 'int', nullable: true })
  contactId: number | null;

  @ManyToOne(() => ContactEntity, { onDelete: 'SET NULL', onUpdate: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'contact_id' })
  contact?: Relation<ContactEntity> | null;

  @Index('idx_followup_notes_deal')
  @Column({ name: 'deal_id', type: 'int', nullable: true })
  dealId: number | null;

  @ManyToOne(() => DealEntity, { onDelete: 'SET NULL', onUpdate: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'deal_id' })
  deal?: Relation<DealEntity> | null;

  @Column({ type: 'text' })
  content: string;

  @CreateDateColumn({ name: 'created_at', type: 'datetime', precision: 6 })
  createdAt: Date;
}
