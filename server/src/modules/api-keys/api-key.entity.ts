import type { Role } from '@crm/domain';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { UserEntity } from '../users/user.entity';

/**
 * An API key (API keys). Only the SHA-256 of the secret is kept: the secret has 256 random bits,
 * so a fast hash is enough (nothing to brute-force, unlike a password) and one indexed lookup finds the
 * key on every request. Times are epoch milliseconds (plain integers on every engine; mysql2 answers
 * BIGINT as a string).
 */
@Entity('api_keys')
@Index('uq_api_keys_token_hash', ['tokenHash'], { unique: true })
@Index('idx_api_keys_created_by', ['createdByUserId'])
export class ApiKeyEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 80 })
  name: string;

  /** The public start of the secret ('crm_' + 8 characters), shown in the list to tell keys apart. */
  @Column({ type: 'varchar', length: 16 })
  prefix: string;

  /** Hex SHA-256 of the whole secret. */
  @Column({ name: 'token_hash', type: 'varchar', length: 64 })
  tokenHash: string;

  @Column({ type: 'varchar', length: 20 })
  role: Role;

  /** The key sees what this user sees (visibility as its creator). */
  @Column({ name: 'created_by_user_id', type: 'int' })
  createdByUserId: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE', onUpdate: 'CASCADE' })
  @JoinColumn({ name: 'created_by_user_id' })
  createdBy?: Relation<UserEntity>;

  @Column({ name: 'created_at_ms', type: 'bigint' })
  createdAtMs: string;

  @Column({ name: 'expires_at_ms', type: 'bigint', nullable: true })
  expiresAtMs: string | null;

  @Column({ name: 'last_used_at_ms', type: 'bigint', nullable: true })
  lastUsedAtMs: string | null;

  @Column({ name: 'revoked_at_ms', type: 'bigint', nullable: true })
  revokedAtMs: string | null;
}
