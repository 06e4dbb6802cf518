import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { DealEntity } from '../deals/deal.entity';
import { UserEntity } from '../users/user.entity';

/**
 * A deleted file of an operation, kept restorable for RESTORE_WINDOW_MS: the row left deal_files (so no
 * list, checklist, chip or signed link sees it) but its bytes stay in the Storage until the window
 * closes. 'Deshacer' moves the row back with its own id; after the window the row and the bytes are
 * purged (FilesService.purgeTrash).
 */
@Entity('deal_file_trash')
export class DealFileTrashEntity {
  /** The file's id in deal_files, kept so a restored file is the same record (links, audit trail). */
  @PrimaryColumn({ type: 'int' })
  id: number;

  @Index('idx_deal_file_trash_deal')
  @Column({ name: 'deal_id', type: 'int' })
  dealId: number;

  @ManyToOne(() => DealEntity, { onDelete: 'CASCADE', onUpdate: 'CASCADE' })
  @JoinColumn({ name: 'deal_id' })
  deal?: Relation<DealEntity>;

  @Column({ type: 'varchar', length: 20 })
  type: string;

  @Column({ type: 'varchar', length: 255 })
  filename: string;

  @Index('uq_deal_file_trash_storage_key', { unique: true })
  @Column({ name: 'storage_key', type: 'varchar', length: 80 })
  storageKey: string;

  @Column({ name: 'mime_type', type: 'varchar', length: 120 })
  mimeType: string;

  @Column({ name: 'size_bytes', type: 'int' })
  sizeBytes: number;

  @Index('idx_deal_file_trash_uploaded_by')
  @Column({ name: 'uploaded_by_user_id', type: 'int', nullable: true })
  uploadedByUserId: number | null;

  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL', onUpdate: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'uploaded_by_user_id' })
  uploadedBy?: Relation<UserEntity> | null;

  /** The file's upload time, restored as it was. */
  @Column({ name: 'created_at', type: 'datetime', precision: 6 })
  createdAt: Date;

  /** When the delete was applied (epoch ms, the server's clock: the window is measured in JavaScript). */
  @Index('idx_deal_file_trash_deleted')
  @Column({ name: 'deleted_at_ms', type: 'bigint' })
  deletedAtMs: string;

  @Index('idx_deal_file_trash_deleted_by')
  @Column({ name: 'deleted_by_user_id', type: 'int', nullable: true })
  deletedByUserId: number | null;

  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL', onUpdate: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'deleted_by_user_id' })
  deletedBy?: Relation<UserEntity> | null;
}
