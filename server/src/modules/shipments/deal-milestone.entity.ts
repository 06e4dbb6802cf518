import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation, UpdateDateColumn } from 'typeorm';
import { DealEntity } from '../deals/deal.entity';
import { UserEntity } from '../users/user.entity';

/**
 * A milestone of an operation (domain shipment.ts MILESTONE_CODES): its planned and actual day. The planned
 * days of 'salida' and 'arribo' are not kept here: they are the ETD and ETA of the operation's mode
 * document (MILESTONE_PLANNED_FIELD), the one store the forms and the original client's tab share.
 */
@Entity('deal_milestones')
@Index('uq_deal_milestones_deal_code', ['dealId', 'code'], { unique: true })
export class DealMilestoneEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'deal_id', type: 'int' })
  dealId: number;

  @ManyToOne(() => DealEntity, { onDelete: 'CASCADE', onUpdate: 'CASCADE' })
  @JoinColumn({ name: 'deal_id' })
  deal?: Relation<DealEntity>;

  @Column({ type: 'varchar', length: 16 })
  code: string;

  /** 'YYYY-MM-DD' or null. */
  @Column({ name: 'planned_date', type: 'varchar', length: 10, nullable: true })
  plannedDate: string | null;

  @Column({ name: 'actual_date', type: 'varchar', length: 10, nullable: true })
  actualDate: string | null;

  @Index('idx_deal_milestones_user')
  @Column({ name: 'updated_by_user_id', type: 'int', nullable: true })
  updatedByUserId: number | null;

  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL', onUpdate: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'updated_by_user_id' })
  updatedBy?: Relation<UserEntity> | null;

  @UpdateDateColumn({ name: 'updated_at', type: 'datetime', precision: 6 })
  updatedAt: Date;
}
