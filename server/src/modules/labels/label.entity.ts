import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export const LABEL_SCOPES = ['person', 'organization'] as const;
export type LabelScope = (typeof LABEL_SCOPES)[number];

@Entity('labels')
@Index('uq_labels_scope_name', ['scope', 'name'], { unique: true })
export class LabelEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 80 })
  name: string;

  @Column({ type: 'varchar', length: 20 })
  scope: LabelScope;

  /** CSS colour, '#rrggbb'. */
  @Column({ type: 'varchar', length: 20, default: '#64748b' })
  color: string;
}
