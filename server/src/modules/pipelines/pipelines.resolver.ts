import DataLoader from 'dataloader';
import { Arg, Args, Authorized, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import { IdArgs } from '../../core/input/args';
import { PipelineIdArgs, StageIdsArgs, TargetStageArgs } from './pipelines.inputs';
import { type GqlContext, signedIn } from '../../core/graphql/context';
import { ListMax } from '../../core/graphql/list-cost';
import { CreateStageInput, PipelineInput, UpdateStageInput } from './pipelines.inputs';
import { DeleteStageResult, PIPELINES_MAX, PipelineView, STAGES_MAX, StageView } from './pipelines.types';

@Resolver(() => PipelineView)
export class PipelinesResolver {
  @Authorized()
  @Query(() => [PipelineView], { description: `Por id; el primero es el predeterminado (hasta ${PIPELINES_MAX}).` })
  @ListMax(PIPELINES_MAX)
  pipelines(@Ctx() ctx: GqlContext): Promise<PipelineView[]> {
    return ctx.services.pipelines.listPipelines(signedIn(ctx));
  }

  @Authorized()
  @Query(() => PipelineView, { description: "NOT_FOUND 'Pipeline no encontrado.'" })
  pipeline(@Args() { id }: IdArgs, @Ctx() ctx: GqlContext): Promise<PipelineView> {
    return ctx.services.pipelines.getPipeline(signedIn(ctx), id);
  }

  @Authorized()
  @Query(() => [StageView], { description: `Etapas de un pipeline por orden (hasta ${STAGES_MAX}).` })
  @ListMax(STAGES_MAX)
  stages(@Args() { pipelineId }: PipelineIdArgs, @Ctx() ctx: GqlContext): Promise<StageView[]> {
    return ctx.services.pipelines.stagesOf(signedIn(ctx), pipelineId);
  }

  @FieldResolver(() => [StageView], { name: 'stages', description: `Por orden, hasta ${STAGES_MAX} (DataLoader: una consulta para todos los pipelines).` })
  @ListMax(STAGES_MAX)
  stagesOfPipeline(@Root() pipeline: PipelineView, @Ctx() ctx: GqlContext): Promise<StageView[]> {
    const svc = ctx.services.pipelines;
    return ctx.loaders.get('pipeline.stages', () => new DataLoader<number, StageView[]>((ids) => svc.stagesByPipelineIds(ids))).load(pipeline.id);
  }

  @Authorized()
  @Mutation(() => PipelineView, { description: 'Solo administradores.' })
  createPipeline(@Args() input: PipelineInput, @Ctx() ctx: GqlContext): Promise<PipelineView> {
    return ctx.services.pipelines.createPipeline(signedIn(ctx), input);
  }

  @Authorized()
  @Mutation(() => PipelineView, { description: 'Solo administradores: renombrar.' })
  updatePipeline(@Args() { id }: IdArgs, @Args() input: PipelineInput, @Ctx() ctx: GqlContext): Promise<PipelineView> {
    return ctx.services.pipelines.updatePipeline(signedIn(ctx), id, input);
  }

  @Authorized()
  @Mutation(() => StageView, { description: 'Solo administradores. La etapa va al final (orden máximo + 10).' })
  createStage(@Arg('input', () => CreateStageInput) input: CreateStageInput, @Ctx() ctx: GqlContext): Promise<StageView> {
    return ctx.services.pipelines.createStage(signedIn(ctx), input);
  }

  @Authorized()
  @Mutation(() => StageView, { description: 'Solo administradores: nombre y/o orden.' })
  updateStage(@Args() { id }: IdArgs, @Arg('input', () => UpdateStageInput) input: UpdateStageInput, @Ctx() ctx: GqlContext): Promise<StageView> {
    return ctx.services.pipelines.updateStage(signedIn(ctx), id, input);
  }

  @Authorized()
  @Mutation(() => [StageView], {
    description: 'Solo administradores. stageIds: exactamente las etapas del pipeline en el nuevo orden; quedan numeradas 10, 20, 30…',
  })
  @ListMax(STAGES_MAX, { sizeArg: 'stageIds' })
  reorderStages(
    @Args() { pipelineId }: PipelineIdArgs,
    @Args() { stageIds }: StageIdsArgs,
    @Ctx() ctx: GqlContext,
  ): Promise<StageView[]> {
    return ctx.services.pipelines.reorderStages(signedIn(ctx), pipelineId, stageIds);
  }

  @Authorized()
  @Mutation(() => DeleteStageResult, {
    description:
      "Solo administradores. Mueve las operaciones de la etapa a targetStageId (otra etapa del mismo pipeline) y la elimina; sin destino y con operaciones → CONFLICT.",
  })
  deleteStage(
    @Args() { id }: IdArgs,
    @Args() { targetStageId }: TargetStageArgs,
    @Ctx() ctx: GqlContext,
  ): Promise<DeleteStageResult> {
    return ctx.services.pipelines.deleteStage(signedIn(ctx), id, targetStageId);
  }
}
