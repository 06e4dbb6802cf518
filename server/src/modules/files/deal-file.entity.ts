import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { DealEntity } from '../deals/deal.entity';
import { UserEntity } from '../users/user.entity';

/** A document of an operation (spec part 2 §3 "Deal file"); the bytes live in the Storage under storageKey. */
@Entity('deal_files')
@Index('idx_deal_files_deal_created', ['dealId', 'createdAt'])
export class DealFileEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'deal_id', type: 'int' })
  dealId: number;

  @ManyToOne(() => DealEntity, { onDelete: 'CASCADE', onUpdate: 'CASCADE' })
  @JoinColumn({ name: 'deal_id' })
  deal?: Relation<DealEntity>;

  /** One of DEAL_FILE_TYPE_KEYS (fact_venta … rec_atm). */
  @Column({ type: 'varchar', length: 20 })
  type: string;

  /** The name the user uploaded: shown and used in Content-Disposition, never in a path. */
  @Column({ type: 'varchar', length: 255 })
  filename: string;

  /** Generated (random hex + extension of the detected type). */
  @Index('uq_deal_files_storage_key', { unique: true })
  @Column({ name: 'storage_key', type: 'varchar', length: 80 })
  storageKey: string;

  /** Detected from the content, not taken from the client. */
  @Column({ name: 'mime_type', type: 'varchar', length: 120 })
  mimeType: string;

  @Column({ name: 'size_bytes', type: 'int' })
  sizeBytes: number;

  @Index('idx_deal_files_uploaded_by')
  @Column({ name: 'uploaded_by_user_id', type: 'int', nullable: true })
  uploadedByUserId: number | null;

  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL', onUpdate: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'uploaded_by_user_id' })
  uploadedBy?: Relation<UserEntity> | null;

  @CreateDateColumn({ name: 'created_at', type: 'datetime', precision: 6 })
  createdAt: Date;
}
