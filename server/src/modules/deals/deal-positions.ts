import { positionBetween, POSITION_GAP } from '@crm/domain';
import type { EntityManager } from 'typeorm';
import { AppError, notFound } from '../../core/errors/app-error';
import { StageEntity } from '../pipelines/stage.entity';
import { DealEntity } from './deal.entity';
import { DEAL_MESSAGES, type MoveDealArgs } from './deals.inputs';

/**
 * Where an open card sits on the kanban: its column (pipeline, stage) and its position in it, lowest on
 * top, with POSITION_GAP between neighbours so a move writes one row (positionBetween) and a column is
 * renumbered only when a gap is exhausted. Callers hold lockCrmWrites: positions are derived from
 * current rows (write-lock.ts).
 */

/** A card's column and status before a write (what boardChanged reports as fromStageId / closed). */
export interface CardState {
  stageId: number;
  status: string;
  pipelineId?: number;
  businessUnitId?: number | null;
}

export function cardState(deal: DealEntity): CardState {
  return { stageId: deal.stageId, status: deal.status, pipelineId: deal.pipelineId, businessUnitId: deal.businessUnitId ?? null };
}

/** The position above every open card of the column (new, reopened and moved-in cards go on top). */
export async function topPosition(em: EntityManager, pipelineId: number, stageId: number): Promise<number> {
  const top = await em
    .createQueryBuilder(DealEntity, 'd')
    .select('MIN(d.position)', 'min')
    .where('d.pipeline_id = :p AND d.stage_id = :s AND d.status = :st', { p: pipelineId, s: stageId, st: 'open' })
    .getRawOne<{ min: unknown }>();
  return top?.min === null || top?.min === undefined ? 0 : Number(top.min) - POSITION_GAP;
}

/**
 * Moves `deal`'s card to a stage of its pipeline, under `afterDealId` (or to the top): one UPDATE with a
 * position between the neighbours; the column is renumbered only in the rare case the gap is exhausted.
 * Answers the stage it went to.
 */
export async function moveCard(em: EntityManager, deal: DealEntity, input: MoveDealArgs): Promise<StageEntity> {
  const stage = await em.findOneBy(StageEntity, { id: input.stageId });
  if (!stage) throw notFound(DEAL_MESSAGES.stageNotFound);
  if (stage.pipelineId !== deal.pipelineId) throw new AppError('VALIDATION', DEAL_MESSAGES.stageNotInPipeline);

  let position: number | null;
  if (input.afterDealId) {
    if (input.afterDealId === deal.id) throw new AppError('VALIDATION', DEAL_MESSAGES.afterDeal);
    const after = await em.findOneBy(DealEntity, { id: input.afterDealId });
    if (!after || after.stageId !== stage.id || after.pipelineId !== deal.pipelineId) throw new AppError('VALIDATION', DEAL_MESSAGES.afterDeal);
    const next = await em
      .createQueryBuilder(DealEntity, 'd')
      .select('d.position', 'position')
      .where('d.pipeline_id = :p AND d.stage_id = :s AND d.status = :st AND d.id <> :me', { p: deal.pipelineId, s: stage.id, st: 'open', me: deal.id })
      .andWhere('(d.position > :ap OR (d.position = :ap AND d.id > :aid))', { ap: after.position, aid: after.id })
      .orderBy('d.position', 'ASC')
      .addOrderBy('d.id', 'ASC')
      .limit(1)
      .getRawOne<{ position: unknown }>();
    position = positionBetween(after.position, next ? Number(next.position) : null);
    if (position === null) position = await renumberAndPlace(em, deal, stage.id, after.id);
  } else {
    position = await topPosition(em, deal.pipelineId, stage.id);
  }
  await em.update(DealEntity, { id: deal.id }, { stageId: stage.id, position });
  return stage;
}

/** Gap exhausted (after many moves between the same two cards): spread the column again. */
async function renumberAndPlace(em: EntityManager, deal: DealEntity, stageId: number, afterId: number): Promise<number> {
  const rows = await em.find(DealEntity, {
    select: { id: true },
    where: { pipelineId: deal.pipelineId, stageId, status: 'open' },
    order: { position: 'ASC', id: 'ASC' },
  });
  let place = 0;
  let i = 0;
  for (const r of rows) {
    if (r.id === deal.id) continue;
    i += 1;
    await em.update(DealEntity, { id: r.id }, { position: i * POSITION_GAP });
    if (r.id === afterId) {
      i += 1;
      place = i * POSITION_GAP;
    }
  }
  return place;
}
