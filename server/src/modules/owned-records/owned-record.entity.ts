import type { Visibility } from '@crm/domain';
import { Column, CreateDateColumn, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation, UpdateDateColumn } from 'typeorm';
import { UserEntity } from '../users/user.entity';

/**
 * What an organization and a contact both are (the owned-record kit, with owned-records.ts): an id, an owner
 * and a visibility (domain/visibility.ts), who created it and when. Not a table: each entity inherits these
 * columns and names its own indices at class level (index names are per table).
 */
export abstract class OwnedRecordEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'owner_user_id', type: 'int', nullable: true })
  ownerUserId: number | null;

  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL', onUpdate: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'owner_user_id' })
  owner?: Relation<UserEntity> | null;

  /** company | shared | private (domain/visibility.ts). */
  @Column({ type: 'varchar', length: 10, default: 'company' })
  visibility: Visibility;

  @Column({ name: 'created_by_user_id', type: 'int', nullable: true })
  createdByUserId: number | null;

  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL', onUpdate: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'created_by_user_id' })
  createdBy?: Relation<UserEntity> | null;

  @CreateDateColumn({ name: 'created_at', type: 'datetime', precision: 6 })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'datetime', precision: 6 })
  updatedAt: Date;
}
