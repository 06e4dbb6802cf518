import type { WebhookDeliveryStatus } from '@crm/domain';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { WebhookEndpointEntity } from './webhook-endpoint.entity';

/**
 * The outbox: one row per event and subscribed endpoint, inserted in the transaction of the write that
 * caused it (the payload is the JSON body as sent, snapshotted then), and then the delivery record the
 * dispatcher updates (attempts, last answer, next attempt). A process claims a due row by writing its
 * lease (lease_owner, lease_until_ms) with a conditional UPDATE; no other process sends it until the
 * lease ends. `retry_base` is the attempt count when the row was last (re)queued: 'Reenviar' gives it a
 * new retry schedule without losing the count.
 */
@Entity('webhook_deliveries')
@Index('idx_webhook_deliveries_due', ['status', 'nextAttemptAtMs'])
@Index('idx_webhook_deliveries_endpoint', ['endpointId', 'id'])
@Index('idx_webhook_deliveries_prune', ['status', 'createdAtMs'])
export class WebhookDeliveryEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'endpoint_id', type: 'int' })
  endpointId: number;

  @ManyToOne(() => WebhookEndpointEntity, { onDelete: 'CASCADE', onUpdate: 'CASCADE' })
  @JoinColumn({ name: 'endpoint_id' })
  endpoint?: Relation<WebhookEndpointEntity>;

  /** The event's id (a UUID), the same for every endpoint the event goes to. */
  @Column({ name: 'event_id', type: 'varchar', length: 36 })
  eventId: string;

  @Column({ type: 'varchar', length: 40 })
  event: string;

  @Column({ type: 'text' })
  payload: string;

  @Column({ type: 'varchar', length: 16 })
  status: WebhookDeliveryStatus;

  @Column({ type: 'int', default: 0 })
  attempts: number;

  @Column({ name: 'retry_base', type: 'int', default: 0 })
  retryBase: number;

  @Column({ name: 'next_attempt_at_ms', type: 'bigint', nullable: true })
  nextAttemptAtMs: string | null;

  @Column({ name: 'lease_owner', type: 'varchar', length: 64, nullable: true })
  leaseOwner: string | null;

  @Column({ name: 'lease_until_ms', type: 'bigint', nullable: true })
  leaseUntilMs: string | null;

  @Column({ name: 'last_status_code', type: 'int', nullable: true })
  lastStatusCode: number | null;

  @Column({ name: 'last_error', type: 'varchar', length: 500, nullable: true })
  lastError: string | null;

  @Column({ name: 'last_attempt_at_ms', type: 'bigint', nullable: true })
  lastAttemptAtMs: string | null;

  @Column({ name: 'delivered_at_ms', type: 'bigint', nullable: true })
  deliveredAtMs: string | null;

  @Column({ name: 'created_at_ms', type: 'bigint' })
  createdAtMs: string;
}
