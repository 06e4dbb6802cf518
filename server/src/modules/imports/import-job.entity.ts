import type { ImportKind } from '@crm/domain';
import { Column, Entity, Index, JoinColumn, ManyToOne, OneToOne, PrimaryColumn, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { UserEntity } from '../users/user.entity';

export const IMPORT_STATUSES = ['uploaded', 'checking', 'checked', 'running', 'done', 'failed'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/**
 * One CSV import: the mapping, and the progress and per-row results of its dry run or run (its file is an
 * ImportJobFileEntity, kept only until the import is done, or 24 h). In the database so that any process answers
 * its progress and a page reload finds it. Times are epoch milliseconds (mysql2 answers BIGINT as a string).
 * `results` is `text` here and `mediumtext` on MySQL/MariaDB (longTextColumns).
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

/**
 * The uploaded file of an import (migration 1767400000000), apart from its job's row: each batch of a run updates
 * that row with its progress, and on SQLite an update rewrites the whole row (a 100,000-row file, 6.8 MB, was
 * written again after every batch). Deleted once the import is done (or with its job); none: nothing left to run.
 * `head` and `content` are `text` here and `mediumtext` on MySQL/MariaDB (longTextColumns).
 */
@Entity('import_job_files')
export class ImportJobFileEntity {
  @PrimaryColumn({ name: 'job_id', type: 'int' })
  jobId: number;

  @OneToOne(() => ImportJobEntity, { onDelete: 'CASCADE', onUpdate: 'CASCADE' })
  @JoinColumn({ name: 'job_id' })
  job?: Relation<ImportJobEntity>;

  /** The file's first IMPORT_FILE_HEAD_CHARS characters (before `content`: the view's sample is read without the rest of the file). */
  @Column({ type: 'text' })
  head: string;

  /** The decoded CSV text. */
  @Column({ type: 'text' })
  content: string;
}

/** Characters of a file's start kept in ImportJobFileEntity.head: the sample rows of the view come from them. */
export const IMPORT_FILE_HEAD_CHARS = 64 * 1024;
