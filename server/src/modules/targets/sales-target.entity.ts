import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation, UpdateDateColumn } from 'typeorm';
import { UserEntity } from '../users/user.entity';

/**
 * A seller's targets for one office month ('YYYY-MM'). Each figure is optional (null = no target for it).
 * Money targets are integer USD cents (domain fiscal-money minor units), kept as BIGINT: read as strings.
 */
@Entity('sales_targets')
@Index('uq_sales_targets_user_month', ['userId', 'month'], { unique: true })
@Index('idx_sales_targets_month', ['month'])
export class SalesTargetEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'int' })
  userId: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE', onUpdate: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<UserEntity>;

  @Column({ type: 'varchar', length: 7 })
  month: string;

  @Column({ type: 'int', nullable: true })
  calls: number | null;

  @Column({ name: 'new_prospects', type: 'int', nullable: true })
  newProspects: number | null;

  @Column({ name: 'quotes_sent', type: 'int', nullable: true })
  quotesSent: number | null;

  @Column({ name: 'pipeline_value_cents', type: 'bigint', nullable: true })
  pipelineValueCents: string | null;

  @Column({ name: 'won_value_cents', type: 'bigint', nullable: true })
  wonValueCents: string | null;

  @Column({ name: 'updated_by_user_id', type: 'int', nullable: true })
  updatedByUserId: number | null;

  @UpdateDateColumn({ name: 'updated_at', type: 'datetime', precision: 6 })
  updatedAt: Date;
}
