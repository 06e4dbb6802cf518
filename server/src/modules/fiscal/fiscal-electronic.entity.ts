import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { BusinessUnitEntity } from '../business-units/business-unit.entity';

/**
 * A business unit's electronic invoicing (SIFEN) settings, one row per unit. The certificate (PKCS#12), its
 * password and the CSC are sealed (secret-box.ts) and never leave the server: answers say only whether they are
 * loaded, and the certificate's subject and expiry. The SIFEN parameters the office's data does not carry
 * (taxpayer type, regime, activity, geographic codes) live here with the unit.
 */
@Entity('fiscal_electronic')
export class FiscalElectronicEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('uq_fiscal_electronic_business_unit', { unique: true })
  @Column({ name: 'business_unit_id', type: 'int' })
  businessUnitId: number;

  @ManyToOne(() => BusinessUnitEntity, { onDelete: 'CASCADE', onUpdate: 'CASCADE' })
  @JoinColumn({ name: 'business_unit_id' })
  businessUnit?: Relation<BusinessUnitEntity>;

  /** 'autoimpresor' | 'electronico' */
  @Column({ type: 'varchar', length: 12, default: 'autoimpresor' })
  mode: string;

  /** 'test' | 'produccion' */
  @Column({ name: 'sifen_env', type: 'varchar', length: 10, default: 'test' })
  sifenEnv: string;

  @Column({ name: 'csc_id', type: 'varchar', length: 4, nullable: true })
  cscId: string | null;

  @Column({ name: 'csc_sealed', type: 'varchar', length: 200, nullable: true })
  cscSealed: string | null;

  @Column({ name: 'certificate_sealed', type: 'text', nullable: true })
  certificateSealed: string | null;

  @Column({ name: 'certificate_password_sealed', type: 'varchar', length: 400, nullable: true })
  certificatePasswordSealed: string | null;

  @Column({ name: 'certificate_subject', type: 'varchar', length: 300, nullable: true })
  certificateSubject: string | null;

  /** 'YYYY-MM-DD' */
  @Column({ name: 'certificate_expires', type: 'varchar', length: 10, nullable: true })
  certificateExpires: string | null;

  /** iTipCont: 1 persona física, 2 persona jurídica. */
  @Column({ name: 'taxpayer_type', type: 'int', nullable: true })
  taxpayerType: number | null;

  /** cTipReg (Manual Técnico table), e.g. 8 régimen general. */
  @Column({ name: 'regime_type', type: 'int', nullable: true })
  regimeType: number | null;

  @Column({ name: 'activity_code', type: 'varchar', length: 10, nullable: true })
  activityCode: string | null;

  @Column({ name: 'department_code', type: 'int', nullable: true })
  departmentCode: number | null;

  @Column({ name: 'district_code', type: 'int', nullable: true })
  districtCode: number | null;

  @Column({ name: 'city_code', type: 'int', nullable: true })
  cityCode: number | null;

  @Column({ name: 'email', type: 'varchar', length: 190, nullable: true })
  email: string | null;
}
