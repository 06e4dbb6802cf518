import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { DealEntity } from '../deals/deal.entity';
import { QuoteVersionEntity } from './quote-version.entity';

/**
 * The lifecycle of a saved quote version (domain quote-status.ts), beside the version (which never changes):
 * a version without a row is a 'borrador'. 'vencida' is derived from the validity, never stored.
 */
@Entity('deal_quote_status')
export class QuoteStatusEntity {
  @PrimaryColumn({ name: 'quote_id', type: 'int' })
  quoteId: number;

  @ManyToOne(() => QuoteVersionEntity, { onDelete: 'CASCADE', onUpdate: 'CASCADE' })
  @JoinColumn({ name: 'quote_id' })
  quote?: Relation<QuoteVersionEntity>;

  @Index('idx_deal_quote_status_deal')
  @Column({ name: 'deal_id', type: 'int' })
  dealId: number;

  @ManyToOne(() => DealEntity, { onDelete: 'CASCADE', onUpdate: 'CASCADE' })
  @JoinColumn({ name: 'deal_id' })
  deal?: Relation<DealEntity>;

  /** borrador, enviada, aceptada or rechazada. */
  @Column({ type: 'varchar', length: 20 })
  status: string;

  /** When it was first sent (e-mailed with its PDF or marked sent): the statistics' month. */
  @Index('idx_deal_quote_status_sent')
  @Column({ name: 'sent_at', type: 'datetime', precision: 6, nullable: true })
  sentAt: Date | null;

  /** When it was accepted or rejected (null while not answered). */
  @Column({ name: 'answered_at', type: 'datetime', precision: 6, nullable: true })
  answeredAt: Date | null;

  /** A reason of the won/lost list (motivo_cierre) for a rejected one. */
  @Column({ type: 'varchar', length: 120, nullable: true })
  reason: string | null;

  @Column({ name: 'reason_text', type: 'varchar', length: 500, nullable: true })
  reasonText: string | null;

  @Column({ name: 'changed_by_user_id', type: 'int', nullable: true })
  changedByUserId: number | null;

  @Column({ name: 'changed_at', type: 'datetime', precision: 6 })
  changedAt: Date;
}
