import type { FiscalDocumentType } from '@crm/domain';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation, UpdateDateColumn } from 'typeorm';
import { BusinessUnitEntity } from '../business-units/business-unit.entity';

/**
 * The expedition point a business unit numbers one kind of document from: its timbrado with the validity, the
 * establishment and point, and the counter. `next_number` is the sequence the next issued document takes; the
 * issuing transaction reads it under the row's lock and advances it (FiscalService.takeNumber), so a rollback
 * gives the number back. `taken` counts the numbers taken under the current timbrado: while it is above 0 the
 * counter never moves back (no number is ever issued twice).
 */
@Entity('fiscal_points')
@Index('uq_fiscal_points_unit_type', ['businessUnitId', 'documentType'], { unique: true })
export class FiscalPointEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'business_unit_id', type: 'int' })
  businessUnitId: number;

  @ManyToOne(() => BusinessUnitEntity, { onDelete: 'CASCADE', onUpdate: 'CASCADE' })
  @JoinColumn({ name: 'business_unit_id' })
  businessUnit?: Relation<BusinessUnitEntity>;

  @Column({ name: 'document_type', type: 'varchar', length: 20 })
  documentType: FiscalDocumentType;

  @Column({ type: 'varchar', length: 8, nullable: true })
  timbrado: string | null;

  /** 'YYYY-MM-DD' (Paraguay calendar day, both ends included). */
  @Column({ name: 'valid_from', type: 'varchar', length: 10, nullable: true })
  validFrom: string | null;

  @Column({ name: 'valid_to', type: 'varchar', length: 10, nullable: true })
  validTo: string | null;

  @Column({ type: 'varchar', length: 3 })
  establishment: string;

  @Column({ type: 'varchar', length: 3 })
  point: string;

  @Column({ name: 'next_number', type: 'int', default: 1 })
  nextNumber: number;

  @Column({ type: 'int', default: 0 })
  taken: number;

  @Column({ type: 'int', default: 1 })
  version: number;

  @UpdateDateColumn({ name: 'updated_at', type: 'datetime', precision: 6 })
  updatedAt: Date;
}
