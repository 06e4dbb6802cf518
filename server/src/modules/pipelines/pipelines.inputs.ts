import { SHARED_MESSAGES, STUCK_DAYS_MAX } from '@crm/domain';
import { IsInt, IsOptional, Max, Min } from '../../core/input/rules';
import { ArgsType, Field, InputType, Int } from 'type-graphql';
import { Id, LookupId, LookupIds, Name, OptionalLookupId, OptionalName } from '../../core/input/fields';

export const ORDER_INDEX_MAX = 1_000_000_000;

export const PIPELINE_MESSAGES = {
  pipelineNameRequired: 'El nombre del pipeline es obligatorio.',
  pipelineNameTooLong: 'El nombre del pipeline admite hasta 120 caracteres.',
  stageNameRequired: SHARED_MESSAGES.stageNameRequired,
  stageNameTooLong: 'El nombre de la etapa admite hasta 120 caracteres.',
  stuckDaysInvalid: `Los días sin movimiento deben ser un número entero entre 0 y ${STUCK_DAYS_MAX}.`,
  orderIndexInvalid: `El orden de la etapa debe ser un número entero entre 0 y ${ORDER_INDEX_MAX}.`,
  pipelineIdInvalid: 'Indicá un pipeline válido.',
  stageIdsInvalid: 'Indicá las etapas del pipeline en el nuevo orden.',
  targetInvalid: 'La etapa destino no es válida.',
  pipelineNotFound: SHARED_MESSAGES.pipelineNotFound,
  stageNotFound: 'Etapa no encontrada.',
  targetNotFound: 'La etapa destino no existe.',
  targetSame: 'La etapa destino debe ser distinta de la etapa que se elimina.',
  targetOtherPipeline: 'La etapa destino debe pertenecer al mismo pipeline.',
  stageHasDeals: 'La etapa tiene operaciones: indicá a qué etapa moverlas.',
  reorderMismatch: 'La lista debe contener exactamente las etapas del pipeline, cada una una sola vez.',
} as const;

/** At least one non-space character (names are trimmed before storing). */

/** A pipeline's `name: String!`: createPipeline's and updatePipeline's argument and the REST body's, one class for both APIs. */
@ArgsType()
export class PipelineInput {
  @Name(120, { required: PIPELINE_MESSAGES.pipelineNameRequired, tooLong: PIPELINE_MESSAGES.pipelineNameTooLong })
  name: string;
}

@InputType()
export class CreateStageInput {
  @Id(PIPELINE_MESSAGES.pipelineIdInvalid)
  pipelineId: number;

  @Name(120, { required: PIPELINE_MESSAGES.stageNameRequired, tooLong: PIPELINE_MESSAGES.stageNameTooLong })
  name: string;
}

@InputType()
export class UpdateStageInput {
  @OptionalName(120, { required: PIPELINE_MESSAGES.stageNameRequired, tooLong: PIPELINE_MESSAGES.stageNameTooLong })
  name?: string | null;

  @Field(() => Int, {
    nullable: true,
    description: 'Se guarda tal cual (el editor envía los órdenes ya renumerados de a 10); para reordenar todo de una vez usá reorderStages.',
  })
  @IsOptional()
  @IsInt({ message: PIPELINE_MESSAGES.orderIndexInvalid })
  @Min(0, { message: PIPELINE_MESSAGES.orderIndexInvalid })
  @Max(ORDER_INDEX_MAX, { message: PIPELINE_MESSAGES.orderIndexInvalid })
  orderIndex?: number | null;

  @Field(() => Int, { nullable: true, description: 'Días sin movimiento (0 o null lo quita).' })
  @IsOptional()
  @IsInt({ message: PIPELINE_MESSAGES.stuckDaysInvalid })
  @Min(0, { message: PIPELINE_MESSAGES.stuckDaysInvalid })
  @Max(STUCK_DAYS_MAX, { message: PIPELINE_MESSAGES.stuckDaysInvalid })
  stuckDays?: number | null;
}

/** `pipelineId: Int!`: el pipeline (a scalar argument as an ArgsType, core/input/args.ts). */
@ArgsType()
export class PipelineIdArgs {
  @LookupId()
  pipelineId: number;
}

/** reorderStages' `stageIds: [Int!]!`: the service checks they are exactly the pipeline's stages. */
@ArgsType()
export class StageIdsArgs {
  @LookupIds()
  stageIds: number[];
}

/** deleteStage's `targetStageId: Int`: where its operations go (the service looks it up). */
@ArgsType()
export class TargetStageArgs {
  @OptionalLookupId()
  targetStageId?: number | null;
}
