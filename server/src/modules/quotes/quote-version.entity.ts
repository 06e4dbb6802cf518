import type { Quote } from '@crm/domain';
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { MoneyColumn } from '../../core/db/money-columns';
import { DealEntity } from '../deals/deal.entity';
import { UserEntity } from '../users/user.entity';

/** A saved version of an operation's quote: numbered per deal (1, 2, …), never changed afterwards. */
@Entity('deal_quotes')
@Index('uq_deal_quotes_deal_version', ['dealId', 'versionNo'], { unique: true })
export class QuoteVersionEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'deal_id', type: 'int' })
  dealId: number;

  @ManyToOne(() => DealEntity, { onDelete: 'CASCADE', onUpdate: 'CASCADE' })
  @JoinColumn({ name: 'deal_id' })
  deal?: Relation<DealEntity>;

  @Column({ name: 'version_no', type: 'int' })
  versionNo: number;

  /** The whole quote, items included, as normalised by the domain (normalizeQuote). */
  @Column({ type: 'json' })
  data: Quote;

  /** Recomputed by the server from the items (USD lines only). */
  @MoneyColumn('total_usd', { precision: 15, default: 0 })
  totalUsd: number;

  @Index('idx_deal_quotes_creator')
  @Column({ name: 'created_by_user_id', type: 'int', nullable: true })
  createdByUserId: number | null;

  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL', onUpdate: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'created_by_user_id' })
  createdBy?: Relation<UserEntity> | null;

  @CreateDateColumn({ name: 'created_at', type: 'datetime', precision: 6 })
  createdAt: Date;
}
