import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';

@Entity('business_units')
export class BusinessUnitEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 120 })
  name: string;

  @Index('uq_business_units_key_slug', { unique: true })
  @Column({ name: 'key_slug', type: 'varchar', length: 80 })
  keySlug: string;

  @Index('idx_business_units_parent')
  @Column({ name: 'parent_id', type: 'int', nullable: true })
  parentId: number | null;

  @ManyToOne(() => BusinessUnitEntity, { onDelete: 'SET NULL', onUpdate: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'parent_id' })
  parent?: Relation<BusinessUnitEntity> | null;

  @CreateDateColumn({ name: 'created_at', type: 'datetime', precision: 6 })
  createdAt: Date;
}
