import type { CollectionLogKind, PromiseStatus } from '@crm/domain';
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { MoneyColumn } from '../../core/db/money-columns';
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
  @MoneyColumn('amount', { precision: 18 })
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

/**
 * The portfolio's kept aging (PORTFOLIO_KEPT_AGING): per client and currency, what is open of its issued invoices
 * as of `as_of`, by aging bucket, in cents of the currency (integers: exact on both engines). The invoice writes
 * that move an open amount (issue, cancel, receipt issued or cancelled, credit note issued) rewrite the rows of
 * that client in their own transaction (kept-aging.ts); a client with nothing open has no row. Buckets depend on
 * the day, so rows of an earlier day are rebuilt, all of them, by the first portfolio read of the next day.
 */
@Entity('collection_aging')
@Index('idx_collection_aging_as_of', ['asOf'])
export class CollectionAgingEntity {
  @PrimaryColumn({ name: 'org_id', type: 'int' })
  orgId: number;

  @ManyToOne(() => OrganizationEntity, { onDelete: 'CASCADE', onUpdate: 'CASCADE' })
  @JoinColumn({ name: 'org_id' })
  organization?: Relation<OrganizationEntity>;

  @PrimaryColumn({ type: 'varchar', length: 3 })
  currency: 'PYG' | 'USD';

  /** 'YYYY-MM-DD' (Paraguay): the day the buckets are of. */
  @Column({ name: 'as_of', type: 'varchar', length: 10 })
  asOf: string;

  @Column({ name: 'current_cents', type: 'bigint', default: 0 })
  currentCents: string;

  @Column({ name: 'd1_30_cents', type: 'bigint', default: 0 })
  d1To30Cents: string;

  @Column({ name: 'd31_60_cents', type: 'bigint', default: 0 })
  d31To60Cents: string;

  @Column({ name: 'd61_90_cents', type: 'bigint', default: 0 })
  d61To90Cents: string;

  @Column({ name: 'over_90_cents', type: 'bigint', default: 0 })
  over90Cents: string;
}
