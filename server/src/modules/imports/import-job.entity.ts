import type { ImportKind } from '@crm/domain';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { UserEntity } from '../users/user.entity';

export const IMPORT_STATUSES = ['uploaded', 'checking', 'checked', 'running', 'done', 'failed'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/**
 * One CSV import: the file (kept only until the import is done, or 24 h), the mapping,
 * and the progress and per-row results of its dry run or run. In the database so that any process answers
 * its progress and a page reload finds it. Times are epoch milliseconds (mysql2 answers BIGINT as a string).
 * `content` and `results` are `text` here and `mediumtext` on MySQL/MariaDB (longTextColumns).
 */
@Entity('import_jobs')
@Index('idx_import_jobs_created_by', ['createdByUserId'])
@Index('idx_import_jobs_expires', ['expiresAtMs'])
export class ImportJobEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 20 })
  kind: ImportKind;

  @Column({ type: 'varchar', length: 20 })
  status: ImportStatus;

  @Column({ type: 'varchar', length: 255 })
  filename: string;

  @Column({ name: 'created_by_user_id', type: 'int' })
  createdByUserId: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE', onUpdate: 'CASCADE' })
  @JoinColumn({ name: 'created_by_user_id' })
  createdBy?: Relation<UserEntity>;

  @Column({ name: 'created_at_ms', type: 'bigint' })
  createdAtMs: string;

  /** Last progress (a run whose process died stops moving). */
  @Column({ name: 'updated_at_ms', type: 'bigint' })
  updatedAtMs: string;

  @Column({ name: 'expires_at_ms', type: 'bigint' })
  expiresAtMs: string;

  /** The decoded CSV text; null once the import is done. */
  @Column({ type: 'text', nullable: true })
  content: string | null;

  /** JSON: the header row. */
  @Column({ type: 'text' })
  headers: string;

  @Column({ type: 'varchar', length: 4 })
  delimiter: string;

  @Column({ type: 'varchar', length: 20 })
  encoding: string;

  @Column({ name: 'total_rows', type: 'int' })
  totalRows: number;

  /** JSON: the field of each column (null = not imported). */
  @Column({ type: 'text', nullable: true })
  mapping: string | null;

  @Column({ name: 'processed_rows', type: 'int', default: 0 })
  processedRows: number;

  @Column({ name: 'created_count', type: 'int', default: 0 })
  createdCount: number;

  @Column({ name: 'updated_count', type: 'int', default: 0 })
  updatedCount: number;

  @Column({ name: 'error_count', type: 'int', default: 0 })
  errorCount: number;

  /** JSON: the per-row results of the last dry run or run (every error, the first rows of the rest). */
  @Column({ type: 'text', nullable: true })
  results: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  failure: string | null;
}
