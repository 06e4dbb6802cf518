import type { RateRequestFields } from '@crm/domain';
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { MoneyColumn } from '../../core/db/money-columns';
import { DealEntity } from '../deals/deal.entity';
import { OrganizationEntity } from '../organizations/organization.entity';

/** A route a provider organization serves (its route sheet): what 'Solicitar tarifa' matches providers by. */
@Entity('provider_routes')
export class ProviderRouteEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('idx_provider_routes_org')
  @Column({ name: 'org_id', type: 'int' })
  orgId: number;

  @ManyToOne(() => OrganizationEntity, { onDelete: 'CASCADE', onUpdate: 'CASCADE' })
  @JoinColumn({ name: 'org_id' })
  org?: Relation<OrganizationEntity>;

  /** air, ocean, road, multimodal; null: any mode. */
  @Index('idx_provider_routes_mode')
  @Column({ type: 'varchar', length: 20, nullable: true })
  mode: string | null;

  @Column({ type: 'varchar', length: 120 })
  origin: string;

  @Column({ type: 'varchar', length: 120 })
  destination: string;

  @Column({ type: 'varchar', length: 200 })
  countries: string;

  @Column({ type: 'varchar', length: 500 })
  notes: string;

  @Column({ name: 'created_by_user_id', type: 'int', nullable: true })
  createdByUserId: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'datetime', precision: 6 })
  createdAt: Date;
}

/** One provider's rate request of an operation (one e-mail), and the answer the user recorded. */
@Entity('rate_requests')
export class RateRequestEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('idx_rate_requests_deal')
  @Column({ name: 'deal_id', type: 'int' })
  dealId: number;

  @ManyToOne(() => DealEntity, { onDelete: 'CASCADE', onUpdate: 'CASCADE' })
  @JoinColumn({ name: 'deal_id' })
  deal?: Relation<DealEntity>;

  /** The provider (an organization). */
  @Index('idx_rate_requests_provider')
  @Column({ name: 'provider_org_id', type: 'int' })
  providerOrgId: number;

  @ManyToOne(() => OrganizationEntity, { onDelete: 'CASCADE', onUpdate: 'CASCADE' })
  @JoinColumn({ name: 'provider_org_id' })
  provider?: Relation<OrganizationEntity>;

  @Column({ name: 'provider_name', type: 'varchar', length: 200 })
  providerName: string;

  @Column({ name: 'sent_to', type: 'varchar', length: 190 })
  sentTo: string;

  /** The outbox message that carried it. */
  @Column({ name: 'mail_message_id', type: 'int', nullable: true })
  mailMessageId: number | null;

  /** What was asked (the operation's pre-filled values as the user sent them). */
  @Column({ type: 'json' })
  fields: RateRequestFields;

  @MoneyColumn('rate', { precision: 15, nullable: true })
  rate: number | null;

  @Column({ type: 'varchar', length: 3, default: 'USD' })
  currency: string;

  @Column({ name: 'transit_days', type: 'int', nullable: true })
  transitDays: number | null;

  /** 'YYYY-MM-DD'. */
  @Column({ name: 'valid_until', type: 'varchar', length: 10, nullable: true })
  validUntil: string | null;

  @Column({ name: 'answer_notes', type: 'varchar', length: 2000, nullable: true })
  answerNotes: string | null;

  @Column({ name: 'answered_at', type: 'datetime', precision: 6, nullable: true })
  answeredAt: Date | null;

  /** When the answer became a purchase row of the cost sheet. */
  @Column({ name: 'applied_at', type: 'datetime', precision: 6, nullable: true })
  appliedAt: Date | null;

  @Column({ name: 'created_by_user_id', type: 'int', nullable: true })
  createdByUserId: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'datetime', precision: 6 })
  createdAt: Date;
}
