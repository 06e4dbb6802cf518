import type { AccountTokenKind } from '@crm/domain';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { UserEntity } from '../users/user.entity';

/**
 * A one-time link to set a password (invitation or '¿Olvidaste tu contraseña?'). Only the SHA-256 of
 * the token is kept: the link in the e-mail is the only copy of the token itself.
 */
@Entity('account_tokens')
export class AccountTokenEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('idx_account_tokens_user')
  @Column({ name: 'user_id', type: 'int' })
  userId: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE', onUpdate: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<UserEntity>;

  @Column({ type: 'varchar', length: 10 })
  kind: AccountTokenKind;

  @Index('uq_account_tokens_hash', { unique: true })
  @Column({ name: 'token_hash', type: 'varchar', length: 64 })
  tokenHash: string;

  @Column({ name: 'expires_at_ms', type: 'bigint' })
  expiresAtMs: string;

  @Column({ name: 'used_at_ms', type: 'bigint', nullable: true })
  usedAtMs: string | null;

  @Column({ name: 'created_at_ms', type: 'bigint' })
  createdAtMs: string;
}

/**
 * '¿Olvidaste tu contraseña?' requests, known addresses or not (so the limit answers the same for both):
 * counted per address and per client address over the last hour, in the database so every process
 * counts the same.
 */
@Entity('account_requests')
@Index('idx_account_requests_email', ['emailHash', 'atMs'])
@Index('idx_account_requests_ip', ['ip', 'atMs'])
export class AccountRequestEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'email_hash', type: 'varchar', length: 64 })
  emailHash: string;

  @Column({ type: 'varchar', length: 64 })
  ip: string;

  @Column({ name: 'at_ms', type: 'bigint' })
  atMs: string;
}
