import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { OrganizationEntity } from '../organizations/organization.entity';
import { OwnedRecordEntity } from '../owned-records/owned-record.entity';

/** Spec part 1 §3 and part 2 §3 "Contact" (a person). */
@Entity('contacts')
@Index('idx_contacts_visibility_owner', ['visibility', 'ownerUserId'])
@Index('idx_contacts_owner', ['ownerUserId'])
@Index('idx_contacts_created', ['createdAt'])
export class ContactEntity extends OwnedRecordEntity {
  @Index('idx_contacts_name')
  @Column({ type: 'varchar', length: 160, nullable: true })
  name: string | null;

  /** Lower-cased; contacts are deduplicated by email among the records the actor can see. */
  @Index('idx_contacts_email')
  @Column({ type: 'varchar', length: 190, nullable: true })
  email: string | null;

  @Index('idx_contacts_phone')
  @Column({ type: 'varchar', length: 60, nullable: true })
  phone: string | null;

  /** Cargo. */
  @Column({ type: 'varchar', length: 120, nullable: true })
  title: string | null;

  @Index('idx_contacts_label')
  @Column({ type: 'varchar', length: 120, nullable: true })
  label: string | null;

  @Column({ type: 'text', nullable: true })
  notes: string | null;

  @Index('idx_contacts_org')
  @Column({ name: 'org_id', type: 'int', nullable: true })
  orgId: number | null;

  @ManyToOne(() => OrganizationEntity, { onDelete: 'SET NULL', onUpdate: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'org_id' })
  organization?: Relation<OrganizationEntity> | null;
}
