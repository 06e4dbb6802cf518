import { Router } from 'express';
import { AppError } from '../../core/errors/app-error';
import { restBody } from '../../core/rest/body';
import { bodyInt } from '../../core/rest/body';
import { idParam, signedIn } from '../../core/rest/context';
import type { Services } from '../../core/services';
import { validateInput } from '../../core/input/validate';
import { CreateStageInput, PIPELINE_MESSAGES, PipelineInput, UpdateStageInput } from './pipelines.inputs';
import type { PipelineView, StageView } from './pipelines.types';

const pipelineRow = (p: PipelineView) => ({ id: p.id, name: p.name });
const stageRow = (s: StageView) => ({ id: s.id, pipeline_id: s.pipelineId, name: s.name, order_index: s.orderIndex, stuck_days: s.stuckDays });

/** A query parameter that must be a positive id when present ('abc', '0', '-1' → 400). */
function queryId(raw: unknown, message: string): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string' || !/^\d{1,12}$/.test(raw) || Number(raw) <= 0) throw new AppError('VALIDATION', message);
  return Number(raw);
}

export function pipelinesRoutes(services: Services): Router {
  const r = Router();
  const svc = services.pipelines;

  r.get('/pipelines', async (_req, res) => {
    res.json((await svc.listPipelines(signedIn(res))).map(pipelineRow));
  });

  r.get('/pipelines/:id', async (req, res) => {
    res.json(pipelineRow(await svc.getPipeline(signedIn(res), idParam(req))));
  });

  r.get('/pipelines/:id/stages', async (req, res) => {
    res.json((await svc.stagesOf(signedIn(res), idParam(req))).map(stageRow));
  });

  r.post('/pipelines', async (req, res) => {
    const actor = signedIn(res);
    const input = await validateInput(PipelineInput, { name: restBody(req).name });
    res.status(201).json(pipelineRow(await svc.createPipeline(actor, input)));
  });

  r.patch('/pipelines/:id', async (req, res) => {
    const actor = signedIn(res);
    const input = await validateInput(PipelineInput, { name: restBody(req).name });
    res.json(pipelineRow(await svc.updatePipeline(actor, idParam(req), input)));
  });

  /** `?pipeline_id=` → that pipeline's stages (404 when it does not exist); without it every stage. */
  r.get('/stages', async (req, res) => {
    const actor = signedIn(res);
    const pipelineId = queryId(req.query.pipeline_id, PIPELINE_MESSAGES.pipelineIdInvalid);
    const stages = pipelineId === undefined ? await svc.allStages(actor) : await svc.stagesOf(actor, pipelineId);
    res.json(stages.map(stageRow));
  });

  r.post('/stages', async (req, res) => {
    const actor = signedIn(res);
    const b = restBody(req);
    const input = await validateInput(CreateStageInput, { pipelineId: bodyInt(b.pipeline_id), name: b.name });
    res.status(201).json(stageRow(await svc.createStage(actor, input)));
  });

  r.patch('/stages/:id', async (req, res) => {
    const actor = signedIn(res);
    const b = restBody(req);
    const input = await validateInput(UpdateStageInput, {
      name: b.name,
      orderIndex: b.order_index === null ? undefined : bodyInt(b.order_index),
      stuckDays: b.stuck_days === undefined ? undefined : b.stuck_days === null || b.stuck_days === '' ? null : bodyInt(b.stuck_days),
    });
    res.json(stageRow(await svc.updateStage(actor, idParam(req), input)));
  });

  /** `?target_stage_id=` receives the stage's deals; the editor omits it when there is no neighbour. */
  r.delete('/stages/:id', async (req, res) => {
    const actor = signedIn(res);
    const target = queryId(req.query.target_stage_id, PIPELINE_MESSAGES.targetInvalid);
    const result = await svc.deleteStage(actor, idParam(req), target ?? null);
    res.json({ ok: true, moved_deals: result.movedDealCount, stages: result.stages.map(stageRow) });
  });

  return r;
}
