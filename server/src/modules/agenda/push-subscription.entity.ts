import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { UserEntity } from '../users/user.entity';

/**
 * A browser's or phone's Web Push subscription (PushSubscription.toJSON()): its push service endpoint and
 * the keys the payload is encrypted with (RFC 8291). One row per endpoint (its SHA-256, unique: an
 * endpoint is too long for a unique index on MariaDB).
 */
@Entity('push_subscriptions')
export class PushSubscriptionEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('idx_push_subscriptions_user')
  @Column({ name: 'user_id', type: 'int' })
  userId: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE', onUpdate: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<UserEntity>;

  @Column({ type: 'text' })
  endpoint: string;

  @Index('uq_push_subscriptions_endpoint', { unique: true })
  @Column({ name: 'endpoint_hash', type: 'varchar', length: 64 })
  endpointHash: string;

  @Column({ type: 'varchar', length: 200 })
  p256dh: string;

  @Column({ type: 'varchar', length: 100 })
  auth: string;

  @Column({ name: 'last_error', type: 'varchar', length: 300, nullable: true })
  lastError: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'datetime', precision: 6 })
  createdAt: Date;
}
