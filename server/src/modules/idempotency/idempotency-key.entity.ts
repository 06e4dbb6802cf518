import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One Idempotency-Key of one actor (idempotent creates), kept 24 hours: the hash of the request it came
 * with and, once the first request finished, its answer. `status_code` null = the first request is
 * still running (a retry waits for it). Times in epoch milliseconds.
 */
@Entity('idempotency_keys')
@Index('uq_idempotency_keys_scope_key', ['scope', 'idemKey'], { unique: true })
@Index('idx_idempotency_keys_created', ['createdAtMs'])
export class IdempotencyKeyEntity {
  @PrimaryGeneratedColumn()
  id: number;

  /** Whose key: 'u:<user id>' for a person's session, 'k:<api key id>' for an API key. */
  @Column({ type: 'varchar', length: 40 })
  scope: string;

  @Column({ name: 'idem_key', type: 'varchar', length: 190 })
  idemKey: string;

  /** Hex SHA-256 of the operation and its input: the same key with another request is a 409. */
  @Column({ name: 'request_hash', type: 'varchar', length: 64 })
  requestHash: string;

  @Column({ name: 'status_code', type: 'int', nullable: true })
  statusCode: number | null;

  /** REST: the JSON body answered; GraphQL: a reference to the record created (re-read on a replay). */
  @Column({ type: 'text', nullable: true })
  response: string | null;

  @Column({ name: 'created_at_ms', type: 'bigint' })
  createdAtMs: string;
}
