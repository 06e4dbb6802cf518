import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** A session ended by its own logout: tokens carrying this `sid` are refused until they expire. */
@Entity('revoked_sessions')
@Index('idx_revoked_sessions_expires', ['expiresAtMs'])
export class RevokedSessionEntity {
  @PrimaryColumn({ name: 'session_id', type: 'varchar', length: 36 })
  sessionId: string;

  @Column({ name: 'user_id', type: 'int' })
  userId: number;

  /** When the revoked token expires anyway (epoch ms): the row is useless after it. mysql2 answers BIGINT as a string. */
  @Column({ name: 'expires_at_ms', type: 'bigint' })
  expiresAtMs: string;
}
