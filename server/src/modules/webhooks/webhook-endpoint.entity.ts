import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { boolTransformer } from '../../core/db/transformers';
import { UserEntity } from '../users/user.entity';

/**
 * A receiver of webhooks (signed webhooks). The secret signs every delivery, so it cannot be hashed: it is
 * sealed at rest (core/secret-box.ts, opened only to sign); only admins read endpoints, and the API shows only
 * its first characters after creation. Events are the subscribed names and wildcards, comma-separated. Times in epoch milliseconds.
 */
@Entity('webhook_endpoints')
@Index('idx_webhook_endpoints_active', ['active'])
export class WebhookEndpointEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 2000 })
  url: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  description: string | null;

  @Column({ type: 'varchar', length: 1000 })
  events: string;

  /** Sealed ('v1.…', up to 200 characters given → about 310 sealed). */
  @Column({ type: 'varchar', length: 400 })
  secret: string;

  @Column({ type: 'boolean', default: true, transformer: boolTransformer })
  active: boolean;

  @Column({ name: 'created_by_user_id', type: 'int', nullable: true })
  createdByUserId: number | null;

  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL', onUpdate: 'CASCADE' })
  @JoinColumn({ name: 'created_by_user_id' })
  createdBy?: Relation<UserEntity>;

  @Column({ name: 'created_at_ms', type: 'bigint' })
  createdAtMs: string;

  @Column({ name: 'updated_at_ms', type: 'bigint' })
  updatedAtMs: string;
}
