import { Field, Int, ObjectType } from 'type-graphql';
import { ListMax } from '../../core/graphql/list-cost';

/**
 * Lists of configuration an administrator keeps (a kanban of 50 columns is already unusable): the most
 * one answer returns, so a query's cost is known before it runs (list-cost.ts).
 */
export const PIPELINES_MAX = 20;
export const STAGES_MAX = 50;

@ObjectType('Stage')
export class StageView {
  @Field(() => Int)
  id: number;

  @Field(() => Int)
  pipelineId: number;

  @Field(() => String)
  name: string;

  @Field(() => Int, { description: 'De a 10 (spec parte 2 §4).' })
  orderIndex: number;

  @Field(() => Int, { nullable: true, description: 'Días sin movimiento tras los que una operación abierta de la etapa se marca en rojo; null = sin límite.' })
  stuckDays: number | null;
}

@ObjectType('Pipeline')
export class PipelineView {
  @Field(() => Int)
  id: number;

  @Field(() => String)
  name: string;

  @Field(() => Date)
  createdAt: Date;
}

@ObjectType('DeleteStageResult')
export class DeleteStageResult {
  @Field(() => Int)
  deletedStageId: number;

  @Field(() => Int, { description: 'Operaciones (de cualquier estado) movidas a la etapa destino.' })
  movedDealCount: number;

  @Field(() => [StageView], { description: `Las etapas que quedan en el pipeline, renumeradas 10, 20, 30… (hasta ${STAGES_MAX}).` })
  @ListMax(STAGES_MAX)
  stages: StageView[];
}
