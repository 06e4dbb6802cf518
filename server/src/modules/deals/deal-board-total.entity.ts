import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Per pipeline, business unit (0 = none) and stage: open deals, their value sum in cents and a version
 * that goes up with every change to them. Kept by the triggers of migration 1764100000000 (never written
 * by the application); read by the board (board.service.ts).
 */
@Entity('deal_board_totals')
export class DealBoardTotalEntity {
  @PrimaryColumn({ name: 'pipeline_id', type: 'int' })
  pipelineId: number;

  @PrimaryColumn({ name: 'unit_key', type: 'int' })
  unitKey: number;

  @PrimaryColumn({ name: 'stage_id', type: 'int' })
  stageId: number;

  @Column({ name: 'open_deals', type: 'int', default: 0 })
  openDeals: number;

  @Column({ name: 'value_cents', type: 'bigint', default: 0 })
  valueCents: string;

  @Column({ type: 'bigint', default: 0 })
  version: string;
}
