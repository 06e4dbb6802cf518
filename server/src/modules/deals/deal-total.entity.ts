import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Per pipeline, business unit (0 = none), stage and status: the number of deals, their value sum in
 * cents and a version that goes up with every change to them. Kept by the triggers of migration
 * 1764100000000 (never written by the application); read by the board and the deal lists' totals.
 */
@Entity('deal_totals')
export class DealTotalEntity {
  @PrimaryColumn({ name: 'pipeline_id', type: 'int' })
  pipelineId: number;

  @PrimaryColumn({ name: 'unit_key', type: 'int' })
  unitKey: number;

  @PrimaryColumn({ name: 'stage_id', type: 'int' })
  stageId: number;

  @PrimaryColumn({ type: 'varchar', length: 10 })
  status: string;

  @Column({ type: 'int', default: 0 })
  deals: number;

  @Column({ name: 'value_cents', type: 'bigint', default: 0 })
  valueCents: string;

  @Column({ type: 'bigint', default: 0 })
  version: string;
}
