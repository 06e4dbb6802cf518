import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation, UpdateDateColumn } from 'typeorm';
import { ContactEntity } from '../contacts/contact.entity';
import { DealEntity } from '../deals/deal.entity';
import { OrganizationEntity } from '../organizations/organization.entity';

export const CUSTOM_FIELD_TYPES = ['text', 'number', 'date', 'select'] as const;
export type CustomFieldType = (typeof CUSTOM_FIELD_TYPES)[number];

/** key, label, type, value; one row per owner and key (spec part 1 §3, part 2 §3). */
abstract class CustomFieldColumns {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 80 })
  key: string;

  @Column({ type: 'varchar', length: 160 })
  label: string;

  @Column({ type: 'varchar', length: 10, default: 'text' })
  type: CustomFieldType;

  @Column({ type: 'text', nullable: true })
  value: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'datetime', precision: 6 })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'datetime', precision: 6 })
  updatedAt: Date;
}

@Entity('deal_custom_fields')
@Index('uq_deal_custom_fields_owner_key', ['dealId', 'key'], { unique: true })
export class DealCustomFieldEntity extends CustomFieldColumns {
  @Column({ name: 'deal_id', type: 'int' })
  dealId: number;

  @ManyToOne(() => DealEntity, { onDelete: 'CASCADE', onUpdate: 'CASCADE' })
  @JoinColumn({ name: 'deal_id' })
  deal?: Relation<DealEntity>;
}

@Entity('org_custom_fields')
@Index('uq_org_custom_fields_owner_key', ['orgId', 'key'], { unique: true })
export class OrgCustomFieldEntity extends CustomFieldColumns {
  @Column({ name: 'org_id', type: 'int' })
  orgId: number;

  @ManyToOne(() => OrganizationEntity, { onDelete: 'CASCADE', onUpdate: 'CASCADE' })
  @JoinColumn({ name: 'org_id' })
  organization?: Relation<OrganizationEntity>;
}

@Entity('contact_custom_fields')
@Index('uq_contact_custom_fields_owner_key', ['contactId', 'key'], { unique: true })
export class ContactCustomFieldEntity extends CustomFieldColumns {
  @Column({ name: 'contact_id', type: 'int' })
  contactId: number;

  @ManyToOne(() => ContactEntity, { onDelete: 'CASCADE', onUpdate: 'CASCADE' })
  @JoinColumn({ name: 'contact_id' })
  contact?: Relation<ContactEntity>;
}
