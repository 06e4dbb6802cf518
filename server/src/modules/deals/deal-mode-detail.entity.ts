import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation, UpdateDateColumn } from 'typeorm';
import { UserEntity } from '../users/user.entity';
import { DealEntity } from './deal.entity';

/** The transport modes of the operation screen's per-mode sub-forms (REST-CONTRACT "Per-mode operation details"). */
export const OPERATION_MODES = ['air', 'ocean', 'road', 'multimodal'] as const;
export type OperationMode = (typeof OPERATION_MODES)[number];

/**
 * One free-form document per operation and mode, as the original client's sub-form sends it (strings,
 * booleans, arrays, keys of its own): stored as JSON text (`mediumtext` on MySQL/MariaDB, see
 * LONG_TEXT_COLUMNS), never typed or validated beyond being a JSON object.
 */
@Entity('deal_mode_details')
@Index('uq_deal_mode_details_deal_mode', ['dealId', 'mode'], { unique: true })
export class DealModeDetailEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'deal_id', type: 'int' })
  dealId: number;

  @ManyToOne(() => DealEntity, { onDelete: 'CASCADE', onUpdate: 'CASCADE' })
  @JoinColumn({ name: 'deal_id' })
  deal?: Relation<DealEntity>;

  @Column({ type: 'varchar', length: 16 })
  mode: OperationMode;

  @Column({ type: 'text' })
  data: string;

  @Index('idx_deal_mode_details_updated_by')
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
