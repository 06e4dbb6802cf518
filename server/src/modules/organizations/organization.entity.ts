import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { MoneyColumn } from '../../core/db/money-columns';
import { boolTransformer } from '../../core/db/transformers';
import { UserEntity } from '../users/user.entity';
import { OwnedRecordEntity } from '../owned-records/owned-record.entity';

export const BUDGET_STATUSES = ['borrador', 'bloqueado', 'confirmado'] as const;
export type BudgetStatus = (typeof BUDGET_STATUSES)[number];

/** Spec part 1 §3 and part 2 §3 "Organization". */
@Entity('organizations')
@Index('idx_organizations_visibility_owner', ['visibility', 'ownerUserId'])
@Index('idx_organizations_owner', ['ownerUserId'])
@Index('idx_organizations_created', ['createdAt'])
export class OrganizationEntity extends OwnedRecordEntity {
  @Index('idx_organizations_name')
  @Column({ type: 'varchar', length: 200, nullable: true })
  name: string | null;

  @Index('idx_organizations_razon_social')
  @Column({ name: 'razon_social', type: 'varchar', length: 200, nullable: true })
  razonSocial: string | null;

  @Index('idx_organizations_ruc')
  @Column({ type: 'varchar', length: 30, nullable: true })
  ruc: string | null;

  @Column({ type: 'varchar', length: 300, nullable: true })
  address: string | null;

  @Index('idx_organizations_email')
  @Column({ type: 'varchar', length: 190, nullable: true })
  email: string | null;

  @Column({ type: 'varchar', length: 120, nullable: true })
  city: string | null;

  @Column({ type: 'varchar', length: 120, nullable: true })
  country: string | null;

  @Column({ type: 'varchar', length: 60, nullable: true })
  phone: string | null;

  @Column({ type: 'varchar', length: 120, nullable: true })
  rubro: string | null;

  @Column({ name: 'tipo_org', type: 'varchar', length: 120, nullable: true })
  tipoOrg: string | null;

  @Column({ type: 'varchar', length: 120, nullable: true })
  operacion: string | null;

  @Column({ type: 'text', nullable: true })
  notes: string | null;

  @Column({ type: 'varchar', length: 120, nullable: true })
  industry: string | null;

  @Column({ type: 'varchar', length: 300, nullable: true })
  website: string | null;

  @Index('idx_organizations_label')
  @Column({ type: 'varchar', length: 120, nullable: true })
  label: string | null;

  @Column({ name: 'is_agent', type: 'boolean', default: false, transformer: boolTransformer })
  isAgent: boolean;

  /** Comma-separated transport modes (spec part 2 §3). */
  @Column({ name: 'modalities_supported', type: 'varchar', length: 300, nullable: true })
  modalitiesSupported: string | null;

  @Index('idx_organizations_advisor')
  @Column({ name: 'advisor_user_id', type: 'int', nullable: true })
  advisorUserId: number | null;

  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL', onUpdate: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'advisor_user_id' })
  advisor?: Relation<UserEntity> | null;

  @Index('idx_organizations_budget_status')
  @Column({ name: 'budget_status', type: 'varchar', length: 12, default: 'borrador' })
  budgetStatus: BudgetStatus;

  @MoneyColumn('budget_profit_value', { precision: 15, nullable: true })
  budgetProfitValue: number | null;
}
