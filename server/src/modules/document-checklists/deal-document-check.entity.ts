import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { DealEntity } from '../deals/deal.entity';
import { UserEntity } from '../users/user.entity';

/** A document of an operation's checklist that a person ticked as verified (who and when). */
@Entity('deal_document_checks')
@Index('uq_deal_document_checks', ['dealId', 'docType'], { unique: true })
export class DealDocumentCheckEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'deal_id', type: 'int' })
  dealId: number;

  @ManyToOne(() => DealEntity, { onDelete: 'CASCADE', onUpdate: 'CASCADE' })
  @JoinColumn({ name: 'deal_id' })
  deal?: Relation<DealEntity>;

  @Column({ name: 'doc_type', type: 'varchar', length: 20 })
  docType: string;

  @Index('idx_deal_document_checks_user')
  @Column({ name: 'verified_by_user_id', type: 'int', nullable: true })
  verifiedByUserId: number | null;

  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL', onUpdate: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'verified_by_user_id' })
  verifiedBy?: Relation<UserEntity> | null;

  @Column({ name: 'verified_at', type: 'datetime', precision: 6 })
  verifiedAt: Date;
}
