import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation, UpdateDateColumn } from 'typeorm';
import { numberTransformer } from '../../core/db/transformers';
import { UserEntity } from '../users/user.entity';

/**
 * A dated exchange rate (dated exchange rates): units of the pair's second currency per one of the first
 * ('USD/PYG' 7300 = Gs 7.300 per USD), one per pair and date.
 */
@Entity('exchange_rates')
@Index('uq_exchange_rates_pair_date', ['pair', 'rateDate'], { unique: true })
export class ExchangeRateEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 7 })
  pair: string;

  /** 'YYYY-MM-DD' (utc: mysql2 hands DATE over as UTC midnight). */
  @Column({ name: 'rate_date', type: 'date', utc: true })
  rateDate: string;

  @Column({ type: 'decimal', precision: 15, scale: 4, transformer: numberTransformer })
  rate: number;

  @Column({ type: 'varchar', length: 200, nullable: true })
  source: string | null;

  @Index('idx_exchange_rates_created_by')
  @Column({ name: 'created_by_user_id', type: 'int', nullable: true })
  createdByUserId: number | null;

  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL', onUpdate: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'created_by_user_id' })
  createdBy?: Relation<UserEntity> | null;

  @CreateDateColumn({ name: 'created_at', type: 'datetime', precision: 6 })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'datetime', precision: 6 })
  updatedAt: Date;
}
