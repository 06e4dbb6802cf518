import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation, UpdateDateColumn } from 'typeorm';
import { OrganizationEntity } from '../organizations/organization.entity';
import { UserEntity } from '../users/user.entity';

/**
 * A rate sheet ('Tarifa') of an agent, carrier or supplier (an organization): mode, lane, validity, currency and
 * its charges as JSON text (domain RateCharge[]). `version` grows by one per save (optimistic locking).
 */
@Entity('rate_sheets')
@Index('idx_rate_sheets_lane', ['mode', 'validTo'])
export class RateSheetEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('idx_rate_sheets_org')
  @Column({ name: 'org_id', type: 'int' })
  orgId: number;

  @ManyToOne(() => OrganizationEntity, { onDelete: 'CASCADE', onUpdate: 'CASCADE' })
  @JoinColumn({ name: 'org_id' })
  organization?: Relation<OrganizationEntity>;

  @Column({ type: 'varchar', length: 8 })
  mode: string;

  @Column({ type: 'varchar', length: 100 })
  origin: string;

  @Column({ type: 'varchar', length: 100 })
  destination: string;

  /** 'YYYY-MM-DD', both ends valid days. */
  @Column({ name: 'valid_from', type: 'varchar', length: 10 })
  validFrom: string;

  @Column({ name: 'valid_to', type: 'varchar', length: 10 })
  validTo: string;

  @Column({ type: 'varchar', length: 3 })
  currency: string;

  @Column({ type: 'text' })
  charges: string;

  @Column({ type: 'varchar', length: 2000, nullable: true })
  notes: string | null;

  @Column({ type: 'int', default: 1 })
  version: number;

  @Index('idx_rate_sheets_updated_by')
  @Column({ name: 'updated_by_user_id', type: 'int', nullable: true })
  updatedByUserId: number | null;

  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL', onUpdate: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'updated_by_user_id' })
  updatedBy?: Relation<UserEntity> | null;

  @CreateDateColumn({ name: 'created_at', type: 'datetime', precision: 6 })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'datetime', precision: 6 })
  updatedAt: Date;
}
