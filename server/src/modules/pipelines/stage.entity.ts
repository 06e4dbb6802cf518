import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { PipelineEntity } from './pipeline.entity';

@Entity('stages')
@Index('idx_stages_pipeline_order', ['pipelineId', 'orderIndex'])
export class StageEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'pipeline_id', type: 'int' })
  pipelineId: number;

  @ManyToOne(() => PipelineEntity, { onDelete: 'CASCADE', onUpdate: 'CASCADE' })
  @JoinColumn({ name: 'pipeline_id' })
  pipeline?: Relation<PipelineEntity>;

  @Column({ type: 'varchar', length: 120 })
  name: string;

  /** Steps of 10 (spec part 2 §4, §9). */
  @Column({ name: 'order_index', type: 'int', default: 0 })
  orderIndex: number;

  /** Idle days (Pipedrive's "rotting"): an open operation idle longer in this stage turns red; null = no limit. */
  @Column({ name: 'stuck_days', type: 'int', nullable: true })
  stuckDays: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'datetime', precision: 6 })
  createdAt: Date;
}
