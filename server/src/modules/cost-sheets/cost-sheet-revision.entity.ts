import type { RevisionStatus } from '@crm/domain';
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation, UpdateDateColumn } from 'typeorm';
import { MoneyColumn } from '../../core/db/money-columns';
import { DealEntity } from '../deals/deal.entity';
import { UserEntity } from '../users/user.entity';

/**
 * A named revision of an operation's cost sheet (domain/cost-sheet-revisions.ts): numbered per operation,
 * borrador → confirmada → bloqueada, or reemplazada. The latest is the operation's current revision; while it
 * is a draft, `cost_sheets` holds the same content (GET/PUT and the live sync work on it) and every save
 * writes both. `data`/`document`/totals are the revision's own copy, so an older revision reads as it was.
 * The budget of the spec belongs to revisions: `budget_locked_at` is an admin's 'Bloquear presupuesto' on a
 * draft, `confirmed_profit` the profit its confirmation stored.
 */
@Entity('cost_sheet_revisions')
@Index('uq_cost_sheet_revisions_deal_number', ['dealId', 'number'], { unique: true })
export class CostSheetRevisionEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'deal_id', type: 'int' })
  dealId: number;

  @ManyToOne(() => DealEntity, { onDelete: 'CASCADE', onUpdate: 'CASCADE' })
  @JoinColumn({ name: 'deal_id' })
  deal?: Relation<DealEntity>;

  @Column({ type: 'int' })
  number: number;

  @Column({ type: 'varchar', length: 120, nullable: true })
  name: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  reason: string | null;

  @Index('idx_cost_sheet_revisions_status')
  @Column({ type: 'varchar', length: 12, default: 'borrador' })
  status: RevisionStatus;

  /** The typed sheet with its totals (as cost_sheets.data). */
  @Column({ type: 'text' })
  data: string;

  /** The client's document (as cost_sheets.document); null for a revision never saved through a sheet. */
  @Column({ type: 'text', nullable: true })
  document: string | null;

  @MoneyColumn('total_costos', { precision: 15, default: 0 })
  totalCostos: number;

  @MoneyColumn('total_ventas', { precision: 15, default: 0 })
  totalVentas: number;

  @MoneyColumn('profit_general', { precision: 15, default: 0 })
  profitGeneral: number;

  @MoneyColumn('confirmed_profit', { precision: 15, nullable: true })
  confirmedProfit: number | null;

  @Column({ name: 'budget_locked_at', type: 'datetime', precision: 6, nullable: true })
  budgetLockedAt: Date | null;

  @Column({ name: 'budget_locked_by_user_id', type: 'int', nullable: true })
  budgetLockedByUserId: number | null;

  @Column({ name: 'confirmed_at', type: 'datetime', precision: 6, nullable: true })
  confirmedAt: Date | null;

  @Column({ name: 'confirmed_by_user_id', type: 'int', nullable: true })
  confirmedByUserId: number | null;

  /** When something was first invoiced from it (bloqueada); kept if it is later replaced. */
  @Column({ name: 'locked_at', type: 'datetime', precision: 6, nullable: true })
  lockedAt: Date | null;

  @Column({ name: 'locked_by_user_id', type: 'int', nullable: true })
  lockedByUserId: number | null;

  @Column({ name: 'replaced_at', type: 'datetime', precision: 6, nullable: true })
  replacedAt: Date | null;

  @Index('idx_cost_sheet_revisions_created_by')
  @Column({ name: 'created_by_user_id', type: 'int', nullable: true })
  createdByUserId: number | null;

  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL', onUpdate: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'created_by_user_id' })
  createdBy?: Relation<UserEntity> | null;

  @Column({ name: 'updated_by_user_id', type: 'int', nullable: true })
  updatedByUserId: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'datetime', precision: 6 })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'datetime', precision: 6 })
  updatedAt: Date;
}
