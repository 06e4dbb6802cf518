import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation, UpdateDateColumn } from 'typeorm';
import { BusinessUnitEntity } from '../business-units/business-unit.entity';

/**
 * A business unit's issuer data (one row per unit): what every fiscal document and PDF of the unit prints in
 * its issuer block, and its letterhead (the logo's bytes live in Storage under `logo_key`; the lines print
 * beside it). `version` is the optimistic lock of the settings screen (a conditional UPDATE).
 */
@Entity('fiscal_settings')
export class FiscalSettingsEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('uq_fiscal_settings_business_unit', { unique: true })
  @Column({ name: 'business_unit_id', type: 'int' })
  businessUnitId: number;

  @ManyToOne(() => BusinessUnitEntity, { onDelete: 'CASCADE', onUpdate: 'CASCADE' })
  @JoinColumn({ name: 'business_unit_id' })
  businessUnit?: Relation<BusinessUnitEntity>;

  @Column({ name: 'issuer_name', type: 'varchar', length: 200, nullable: true })
  issuerName: string | null;

  /** '80012345-6', its check digit verified (domain rucProblem). */
  @Column({ type: 'varchar', length: 20, nullable: true })
  ruc: string | null;

  @Column({ type: 'varchar', length: 300, nullable: true })
  address: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  phone: string | null;

  /** Economic activities as registered, one per line. */
  @Column({ type: 'text', nullable: true })
  activities: string | null;

  /** Free lines printed under the issuer name (web, e-mail, branch addresses), one per line. */
  @Column({ name: 'letterhead_lines', type: 'text', nullable: true })
  letterheadLines: string | null;

  @Column({ name: 'logo_key', type: 'varchar', length: 40, nullable: true })
  logoKey: string | null;

  @Column({ name: 'logo_type', type: 'varchar', length: 40, nullable: true })
  logoType: string | null;

  @Column({ type: 'int', default: 1 })
  version: number;

  @UpdateDateColumn({ name: 'updated_at', type: 'datetime', precision: 6 })
  updatedAt: Date;
}
