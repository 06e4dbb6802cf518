import { POSITION_GAP, nextOrderIndex, renumberStages, reorderStagesByIds, sortStages } from '@crm/domain';
import { type DataSource, type EntityManager, In } from 'typeorm';
import type { Actor } from '../../core/auth/actor';
import { requireAdmin } from '../../core/auth/guards';
import { AppError, conflict, notFound } from '../../core/errors/app-error';
import { assertId } from '../../core/ids';
import { auditChanges, createdChanges, deletedChanges, type AuditService } from '../audit';
import { DealEntity } from '../deals/deal.entity';
import { PipelineEntity } from './pipeline.entity';
import { type CreateStageInput, PIPELINE_MESSAGES as M, type PipelineInput, type UpdateStageInput } from './pipelines.inputs';
import { type DeleteStageResult, PIPELINES_MAX, type PipelineView, type StageView } from './pipelines.types';
import { StageEntity } from './stage.entity';
import { lockCrmWrites } from '../../core/db/write-lock';

const stageView = (s: Pick<StageEntity, 'id' | 'pipelineId' | 'name' | 'orderIndex'> & { stuckDays?: number | null }): StageView => ({
  id: s.id,
  pipelineId: s.pipelineId,
  name: s.name,
  orderIndex: s.orderIndex,
  stuckDays: s.stuckDays ?? null,
});
const pipelineView = (p: PipelineEntity): PipelineView => ({ id: p.id, name: p.name, createdAt: p.createdAt });

/**
 * Pipelines and their stages. Everyone signed in reads (pickers, kanban); only admins add, rename,
 * reorder or delete (spec part 1 §6). Order numbers go in steps of 10 (spec part 2 §4, §9).
 */
export class PipelinesService {
  constructor(
    private readonly ds: DataSource,
    private readonly audit: AuditService,
  ) {}

  async listPipelines(_actor: Actor): Promise<PipelineView[]> {
    const rows = await this.ds.getRepository(PipelineEntity).find({ order: { id: 'ASC' }, take: PIPELINES_MAX });
    return rows.map(pipelineView);
  }

  async getPipeline(actor: Actor, id: number): Promise<PipelineView> {
    return pipelineView(await findPipeline(this.ds.manager, id));
  }

  /** The stages of one pipeline by order_index (then id); NOT_FOUND for an unknown pipeline. */
  async stagesOf(actor: Actor, pipelineId: number): Promise<StageView[]> {
    const pipeline = await findPipeline(this.ds.manager, pipelineId);
    return (await this.stagesByPipelineIds([pipeline.id]))[0];
  }

  /** Every stage, grouped by pipeline and ordered inside each. */
  async allStages(_actor: Actor): Promise<StageView[]> {
    const rows = await this.ds.getRepository(StageEntity).find({ order: { pipelineId: 'ASC', orderIndex: 'ASC', id: 'ASC' } });
    return rows.map(stageView);
  }

  /** One query for many pipelines (the Pipeline.stages DataLoader). */
  async stagesByPipelineIds(pipelineIds: readonly number[]): Promise<StageView[][]> {
    if (!pipelineIds.length) return [];
    const rows = await this.ds.getRepository(StageEntity).find({
      where: { pipelineId: In([...pipelineIds]) },
      order: { pipelineId: 'ASC', orderIndex: 'ASC', id: 'ASC' },
    });
    const by = new Map<number, StageView[]>();
    for (const r of rows) {
      const list = by.get(r.pipelineId) ?? [];
      list.push(stageView(r));
      by.set(r.pipelineId, list);
    }
    return pipelineIds.map((id) => by.get(id) ?? []);
  }

  async createPipeline(actor: Actor, input: PipelineInput): Promise<PipelineView> {
    requireAdmin(actor);
    const name = requiredName(input.name, M.pipelineNameRequired);
    return this.ds.transaction(async (em) => {
      await lockCrmWrites(em); // lock order: data_versions before any row (write-lock.ts)
      const res = await em.insert(PipelineEntity, { name });
      const id = Number(res.identifiers[0].id);
      await this.audit.log(actor, { action: 'create', entity: 'pipeline', entityId: id, description: `Pipeline ${name} creado`, meta: { changes: createdChanges({ name }) } }, em);
      return pipelineView(await em.findOneByOrFail(PipelineEntity, { id }));
    });
  }

  async updatePipeline(actor: Actor, id: number, input: PipelineInput): Promise<PipelineView> {
    requireAdmin(actor);
    const name = requiredName(input.name, M.pipelineNameRequired);
    return this.ds.transaction(async (em) => {
      await lockCrmWrites(em); // lock order: data_versions before any row (write-lock.ts)
      const pipeline = await findPipeline(em, id);
      const changes = auditChanges(pipeline, { name });
      if (Object.keys(changes).length) {
        await em.update(PipelineEntity, { id: pipeline.id }, { name });
        await this.audit.log(actor, { action: 'update', entity: 'pipeline', entityId: pipeline.id, description: `Pipeline ${name} modificado`, meta: { changes } }, em);
      }
      return pipelineView(await em.findOneByOrFail(PipelineEntity, { id: pipeline.id }));
    });
  }

  /** A new stage goes last (max order_index + 10); the pipeline is then renumbered 10, 20, 30… */
  async createStage(actor: Actor, input: CreateStageInput): Promise<StageView> {
    requireAdmin(actor);
    const name = requiredName(input.name, M.stageNameRequired);
    return this.ds.transaction(async (em) => {
      // max + 10 and the renumbering read the stages after concurrent creations committed (MariaDB/MySQL
      // snapshots): 20 parallel creations left 25 stages with 6 distinct order_index values.
      await lockCrmWrites(em);
      const pipeline = await findPipeline(em, input.pipelineId);
      const existing = await em.findBy(StageEntity, { pipelineId: pipeline.id });
      const orderIndex = nextOrderIndex(existing.map((s) => s.orderIndex));
      const res = await em.insert(StageEntity, { pipelineId: pipeline.id, name, orderIndex });
      const id = Number(res.identifiers[0].id);
      const stages = await renumberPipeline(em, pipeline.id);
      const created = stages.find((s) => s.id === id)!;
      await this.audit.log(
        actor,
        {
          action: 'create',
          entity: 'stage',
          entityId: id,
          description: `Etapa ${name} agregada al pipeline ${pipeline.name}`,
          meta: { changes: createdChanges({ pipelineId: pipeline.id, name, orderIndex: created.orderIndex }) },
        },
        em,
      );
      return created;
    });
  }

  /**
   * Rename and/or set order_index as sent (no renumbering here: the editor saves its already
   * renumbered stages one PATCH at a time, and renumbering between those calls would scramble them).
   */
  async updateStage(actor: Actor, id: number, input: UpdateStageInput): Promise<StageView> {
    requireAdmin(actor);
    return this.ds.transaction(async (em) => {
      await lockCrmWrites(em); // lock order: data_versions before any row (write-lock.ts)
      const stage = await findStage(em, id);
      const next: Partial<Pick<StageEntity, 'name' | 'orderIndex' | 'stuckDays'>> = {};
      if (input.name != null) next.name = requiredName(input.name, M.stageNameRequired);
      if (input.orderIndex != null) next.orderIndex = input.orderIndex;
      // Idle days: null or 0 removes the stage's limit (nextSteps isStuck); omitted keeps it.
      if (input.stuckDays !== undefined) next.stuckDays = input.stuckDays || null;
      const changes = auditChanges(stage, next);
      if (Object.keys(changes).length) {
        await em.update(StageEntity, { id: stage.id }, next);
        await this.audit.log(actor, { action: 'update', entity: 'stage', entityId: stage.id, description: `Etapa ${stage.name} modificada`, meta: { changes } }, em);
      }
      return stageView(await em.findOneByOrFail(StageEntity, { id: stage.id }));
    });
  }

  /** The whole new order at once: exactly the pipeline's stages, renumbered 10, 20, 30… in one transaction. */
  async reorderStages(actor: Actor, pipelineId: number, stageIds: readonly number[]): Promise<StageView[]> {
    requireAdmin(actor);
    return this.ds.transaction(async (em) => {
      await lockCrmWrites(em); // the whole order is rewritten from what is read: no concurrent creation in between
      const pipeline = await findPipeline(em, pipelineId);
      const current = sortStages(await em.findBy(StageEntity, { pipelineId: pipeline.id }));
      const reordered = reorderStagesByIds(current, stageIds);
      if (!reordered) throw new AppError('VALIDATION', M.reorderMismatch);
      const before = new Map(current.map((s) => [s.id, s.orderIndex]));
      let changed = false;
      for (const s of reordered) {
        if (before.get(s.id) !== s.orderIndex) {
          changed = true;
          await em.update(StageEntity, { id: s.id }, { orderIndex: s.orderIndex });
        }
      }
      if (changed) {
        await this.audit.log(
          actor,
          {
            action: 'update',
            entity: 'pipeline',
            entityId: pipeline.id,
            description: `Etapas del pipeline ${pipeline.name} reordenadas`,
            meta: { changes: { stageOrder: [current.map((s) => s.id), reordered.map((s) => s.id)] } },
          },
          em,
        );
      }
      return reordered.map(stageView);
    });
  }

  /**
   * Moves the stage's deals (every status) to `targetStageId` (another stage of the same pipeline),
   * deletes the stage and renumbers the rest, in one transaction. Without a target, a stage that
   * still has deals is refused with CONFLICT (spec part 2 §5: the editor sends the neighbour).
   */
  async deleteStage(actor: Actor, id: number, targetStageId?: number | null): Promise<DeleteStageResult> {
    requireAdmin(actor);
    const stageId = assertId(id, M.stageNotFound);
    if (targetStageId != null && (!Number.isSafeInteger(targetStageId) || targetStageId <= 0)) throw new AppError('VALIDATION', M.targetInvalid);
    return this.ds.transaction(async (em) => {
      await lockCrmWrites(em); // the target column's last position and the renumbering read current rows
      const stage = await em.findOneBy(StageEntity, { id: stageId });
      if (!stage) throw notFound(M.stageNotFound);
      let target: StageEntity | null = null;
      if (targetStageId != null) {
        if (targetStageId === stage.id) throw new AppError('VALIDATION', M.targetSame);
        target = await em.findOneBy(StageEntity, { id: targetStageId });
        if (!target) throw notFound(M.targetNotFound);
        if (target.pipelineId !== stage.pipelineId) throw new AppError('VALIDATION', M.targetOtherPipeline);
      }

      const agg = await em
        .createQueryBuilder(DealEntity, 'd')
        .select('SUM(CASE WHEN d.stage_id = :source THEN 1 ELSE 0 END)', 'moving')
        .addSelect('MIN(CASE WHEN d.stage_id = :source THEN d.position END)', 'sourceMin')
        .addSelect('MAX(CASE WHEN d.stage_id = :target THEN d.position END)', 'targetMax')
        .where('d.stage_id IN (:source, :target)', { source: stage.id, target: target?.id ?? stage.id })
        .getRawOne<{ moving: unknown; sourceMin: unknown; targetMax: unknown }>();
      const moving = Number(agg?.moving ?? 0);
      if (moving > 0) {
        if (!target) throw conflict(M.stageHasDeals);
        // Each moved operation's Historial says where it went; the deleted stage's name is kept with it.
        const moved = await em.find(DealEntity, { where: { stageId: stage.id }, select: { id: true, reference: true } });
        await this.audit.logMany(
          actor,
          moved.map((d) => ({
            action: 'update',
            entity: 'deal',
            entityId: d.id,
            description: `Operación ${d.reference ?? d.id} movida a ${target!.name} al eliminarse la etapa ${stage.name}`,
            meta: { changes: { stageId: [stage.id, target!.id] }, labels: { stage: { [stage.id]: stage.name } } },
          })),
          em,
        );
        // Keep their relative order and put them below the target column's cards.
        const offset = agg?.targetMax == null ? 0 : Number(agg.targetMax) + POSITION_GAP - Number(agg.sourceMin);
        await em
          .createQueryBuilder()
          .update(DealEntity)
          .set({ stageId: target.id, position: () => 'position + :offset' })
          .where('stage_id = :source')
          .setParameters({ source: stage.id, offset })
          .execute();
      }
      await em.delete(StageEntity, { id: stage.id });
      const stages = await renumberPipeline(em, stage.pipelineId);
      await this.audit.log(
        actor,
        {
          action: 'delete',
          entity: 'stage',
          entityId: stage.id,
          description: `Etapa ${stage.name} eliminada${moving ? `; ${moving} operaciones movidas a ${target!.name}` : ''}`,
          meta: {
            changes: deletedChanges({ pipelineId: stage.pipelineId, name: stage.name, orderIndex: stage.orderIndex }),
            labels: { stage: { [stage.id]: stage.name } },
            targetStageId: target?.id ?? null,
            movedDealCount: moving,
          },
        },
        em,
      );
      return { deletedStageId: stage.id, movedDealCount: moving, stages };
    }).catch((e: unknown) => {
      // A deal dropped into the stage between the move and the delete trips the RESTRICT foreign key.
      if (!(e instanceof AppError) && /foreign key/i.test(String((e as Error)?.message))) throw conflict(M.stageHasDeals);
      throw e;
    });
  }
}

function requiredName(raw: string, message: string): string {
  const name = typeof raw === 'string' ? raw.trim() : '';
  if (!name) throw new AppError('VALIDATION', message);
  return name;
}

async function findPipeline(em: EntityManager, id: number): Promise<PipelineEntity> {
  const pipeline = await em.findOneBy(PipelineEntity, { id });
  if (!pipeline) throw notFound(M.pipelineNotFound);
  return pipeline;
}

async function findStage(em: EntityManager, id: number): Promise<StageEntity> {
  const stage = await em.findOneBy(StageEntity, { id });
  if (!stage) throw notFound(M.stageNotFound);
  return stage;
}

/** 10, 20, 30… in the current order; writes only the stages whose number changes. */
async function renumberPipeline(em: EntityManager, pipelineId: number): Promise<StageView[]> {
  const current = sortStages(await em.findBy(StageEntity, { pipelineId }));
  const renumbered = renumberStages(current);
  for (let i = 0; i < current.length; i++) {
    if (current[i].orderIndex !== renumbered[i].orderIndex) {
      await em.update(StageEntity, { id: current[i].id }, { orderIndex: renumbered[i].orderIndex });
    }
  }
  return renumbered.map(stageView);
}
