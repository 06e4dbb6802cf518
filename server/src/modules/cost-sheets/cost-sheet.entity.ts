import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation, UpdateDateColumn } from 'typeorm';
import { MoneyColumn } from '../../core/db/money-columns';
import { DealEntity } from '../deals/deal.entity';
import { UserEntity } from '../users/user.entity';

/**
 * One cost sheet per operation (spec part 2 §2, payload §3). `data` is the payload as JSON text
 * (`text` on SQLite, `mediumtext` on MySQL/MariaDB, see longTextColumns in index.ts); the totals are the
 * server's recomputation, kept in columns for lists and the budget confirmation. `version` grows by
 * one per save: optimistic locking is a conditional UPDATE on it (never TypeORM's save()).
 */
@Entity('cost_sheets')
export class CostSheetEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('uq_cost_sheets_deal', { unique: true })
  @Column({ name: 'deal_id', type: 'int' })
  dealId: number;

  @ManyToOne(() => DealEntity, { onDelete: 'CASCADE', onUpdate: 'CASCADE' })
  @JoinColumn({ name: 'deal_id' })
  deal?: Relation<DealEntity>;

  @Column({ type: 'text' })
  data: string;

  /**
   * The sheet exactly as the original client sent it (REST-CONTRACT "Cost sheet round trip"): GET returns
   * it deep-equal. `data` is the server's typed parse of it; null for sheets saved before it was kept.
   */
  @Column({ type: 'text', nullable: true })
  document: string | null;

  @Column({ type: 'int', default: 0 })
  version: number;

  @MoneyColumn('total_costos', { precision: 15, default: 0 })
  totalCostos: number;

  @MoneyColumn('total_ventas', { precision: 15, default: 0 })
  totalVentas: number;

  @MoneyColumn('profit_general', { precision: 15, default: 0 })
  profitGeneral: number;

  /**
   * When the organization's budget was confirmed (dated exchange rates): from then on the sheet's Gs/USD rate
   * (header gsRate/gsRateDate in `data`) is frozen: no later save takes another rate from the table or by
   * hand, until the budget is reopened. Null: the rate follows the table at each save.
   */
  @Column({ name: 'gs_rate_frozen_at', type: 'datetime', precision: 6, nullable: true })
  gsRateFrozenAt: Date | null;

  @Index('idx_cost_sheets_updated_by')
  @Column({ name: 'updated_by_user_id', type: 'int', nullable: true })
  updatedByUserId: number | null;

  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL', onUpdate: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'updated_by_user_id' })
  updatedBy?: Relation<UserEntity> | null;

  @CreateDateColumn({ name: 'created_at', type: 'datetime', precision: 6 })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'datetime', precision: 6 })
  updatedAt: Date;
}
