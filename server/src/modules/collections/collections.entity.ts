import type { CollectionLogKind, PromiseStatus } from '@crm/domain';
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { moneyTransformer } from '../../core/db/transformers';
import { OrganizationEntity } from '../organizations/organization.entity';

/**
 * A client's payment promise (collections): what it promised to pay, in which currency and by when. The stored
 * status is the one set by hand (pendiente until then); cumplida / incumplida by the receipts is derived when read
 * (PROMISE_DERIVED_STATUS in domain/collections.ts), so no scheduled pass has to run for it to be right.
 */
@Entity('payment_promises')
@Index('idx_payment_promises_org_date', ['orgId', 'promisedDate'])
export class PaymentPromiseEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'org_id', type: 'int' })
  orgId: number;

  @ManyToOne(() => OrganizationEntity, { onDelete: 'CASCADE', onUpdate: 'CASCADE' })
  @JoinColumn({ name: 'org_id' })
  organization?: Relation<OrganizationEntity>;

  /** 'YYYY-MM-DD' (the Paraguay calendar day). */
  @Column({ name: 'promised_date', type: 'varchar', length: 10 })
  promisedDate: string;

  /** The Paraguay day it was made: receipts from this day on count towards it. */
  @Column({ name: 'made_on', type: 'varchar', length: 10 })
  madeOn: string;

  /** DECIMAL(18,2) in its currency (guaraníes whole); the service works in minor units. */
  @Column({ type: 'decimal', precision: 18, scale: 2, transformer: moneyTransformer })
  amount: number;

  @Column({ type: 'varchar', length: 3 })
  currency: 'PYG' | 'USD';

  @Column({ type: 'varchar', length: 12, default: 'pendiente' })
  status: PromiseStatus;

  @Column({ type: 'text', nullable: true })
  notes: string | null;

  @Column({ name: 'created_by_user_id', type: 'int', nullable: true })
  createdByUserId: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'datetime', precision: 6 })
  createdAt: Date;
}

/** A collection contact with the client (call, e-mail, WhatsApp, visit, note) and its next action. */
@Entity('collection_logs')
@Index('idx_collection_logs_org', ['orgId', 'createdAt'])
@Index('idx_collection_logs_next', ['nextActionDate'])
export class CollectionLogEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'org_id', type: 'int' })
  orgId: number;

  @ManyToOne(() => OrganizationEntity, { onDelete: 'CASCADE', onUpdate: 'CASCADE' })
  @JoinColumn({ name: 'org_id' })
  organization?: Relation<OrganizationEntity>;

  @Column({ type: 'varchar', length: 10 })
  kind: CollectionLogKind;

  @Column({ type: 'varchar', length: 200 })
  subject: string;

  @Column({ type: 'text', nullable: true })
  notes: string | null;

  /** 'YYYY-MM-DD': when to contact the client again; the follow-up agenda lists it. */
  @Column({ name: 'next_action_date', type: 'varchar', length: 10, nullable: true })
  nextActionDate: string | null;

  @Column({ name: 'created_by_user_id', type: 'int', nullable: true })
  createdByUserId: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'datetime', precision: 6 })
  createdAt: Date;
}
