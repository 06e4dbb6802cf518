import type { Role } from '@crm/domain';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { boolTransformer } from '../../core/db/transformers';

@Entity('users')
export class UserEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 120 })
  name: string;

  /** Trimmed and lower-cased. */
  @Index('uq_users_email', { unique: true })
  @Column({ type: 'varchar', length: 190 })
  email: string;

  @Column({ name: 'password_hash', type: 'varchar', length: 100 })
  passwordHash: string;

  /** One of ROLES (domain/permissions.ts); a varchar so the column is the same on every engine. */
  @Column({ type: 'varchar', length: 20, default: 'viewer' })
  role: Role;

  @Column({ name: 'is_active', type: 'boolean', default: true, transformer: boolTransformer })
  isActive: boolean;

  /**
   * Bumped on "Cerrar sesión en todos los dispositivos", a password change and a deactivation: tokens
   * carrying an older version stop working (a plain logout ends its own session: revoked_sessions).
   */
  @Column({ name: 'token_version', type: 'int', default: 0 })
  tokenVersion: number;

  @CreateDateColumn({ name: 'created_at', type: 'datetime', precision: 6 })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'datetime', precision: 6 })
  updatedAt: Date;
}
