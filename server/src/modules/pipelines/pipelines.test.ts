import { AuditEventEntity } from '../audit/audit-event.entity';
import { DealEntity } from '../deals/deal.entity';
import { PipelineEntity } from './pipeline.entity';
import { StageEntity } from './stage.entity';
import { PIPELINES_MAX } from './pipelines.types';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { type MadeUser, makeDealIn, makePipeline, makeRoleUsers, makeUser } from '../../../test/factories';
import { api, codesOf, gql } from '../../../test/http';
import { HUGE, type GqlCase, isSpanishMessage, type RestCase, runGql, runRest, snapshotTables } from '../../../test/bad-input';

let t: TestApp;
let admin: string;
let venta: MadeUser;
let ops: MadeUser;
let viewer: MadeUser;
let finanzas: MadeUser;
beforeAll(async () => {
  t = await createTestApp();
  ({ admin, venta, ops, viewer } = await makeRoleUsers(t));
  finanzas = await makeUser(t, { role: 'finanzas' });
});
afterAll(() => t.close());

const stagesOf = (pipelineId: number) =>
  t.ds.getRepository(StageEntity).find({ where: { pipelineId }, order: { orderIndex: 'ASC', id: 'ASC' } }).then((s) => s.map((x) => [x.name, x.orderIndex]));
const audits = (entity: string, entityId: number) => t.ds.getRepository(AuditEventEntity).find({ where: { entity, entityId }, order: { id: 'ASC' } });

const PIPELINES = `{ pipelines { id name stages { id pipelineId name orderIndex } } }`;
const PIPELINE = `query Pipeline($id: Int!) { pipeline(id: $id) { id name stages { id name orderIndex } } }`;
const STAGES = `query Stages($pipelineId: Int!) { stages(pipelineId: $pipelineId) { id pipelineId name orderIndex } }`;
const CREATE_STAGE = `mutation CreateStage($input: CreateStageInput!) { createStage(input: $input) { id pipelineId name orderIndex } }`;
const UPDATE_STAGE = `mutation UpdateStage($id: Int!, $input: UpdateStageInput!) { updateStage(id: $id, input: $input) { id name orderIndex } }`;
const REORDER = `mutation ReorderStages($pipelineId: Int!, $stageIds: [Int!]!) { reorderStages(pipelineId: $pipelineId, stageIds: $stageIds) { id name orderIndex } }`;
const DELETE_STAGE = `mutation DeleteStage($id: Int!, $target: Int) { deleteStage(id: $id, targetStageId: $target) { deletedStageId movedDealCount stages { id name orderIndex } } }`;
const CREATE_PIPELINE = `mutation CreatePipeline($name: String!) { createPipeline(name: $name) { id name stages { id } } }`;
const UPDATE_PIPELINE = `mutation UpdatePipeline($id: Int!, $name: String!) { updatePipeline(id: $id, name: $name) { id name } }`;

describe('REST reads', () => {
  test('GET /pipelines → [{ id, name }] by id; the seeded Operaciones comes first', async () => {
    await makePipeline(t, ['A']);
    const res = await api(t, viewer.token).get('/api/pipelines');
    expect(res.status).toBe(200);
    expect(res.body[0]).toEqual({ id: expect.any(Number), name: 'Operaciones' });
    for (const row of res.body) expect(Object.keys(row).sort()).toEqual(['id', 'name']);
    const ids = res.body.map((p: { id: number }) => p.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  test('GET /pipelines/{id}/stages and /stages?pipeline_id= → [{ id, pipeline_id, name, order_index }] by order_index', async () => {
    const { pipeline, stages } = await makePipeline(t, ['Primera', 'Segunda', 'Tercera']);
    // An editor that saved one stage at a time can leave ties or gaps; the order stays stable.
    await t.ds.getRepository(StageEntity).update({ id: stages[0].id }, { orderIndex: 25 });
    const expected = [
      { id: stages[1].id, pipeline_id: pipeline.id, name: 'Segunda', order_index: 20, stuck_days: null },
      { id: stages[0].id, pipeline_id: pipeline.id, name: 'Primera', order_index: 25, stuck_days: null },
      { id: stages[2].id, pipeline_id: pipeline.id, name: 'Tercera', order_index: 30, stuck_days: null },
    ];
    const a = await api(t, viewer.token).get(`/api/pipelines/${pipeline.id}/stages`);
    expect([a.status, a.body]).toEqual([200, expected]);
    const b = await api(t, viewer.token).get(`/api/stages?pipeline_id=${pipeline.id}`);
    expect(b.body).toEqual(expected);
    const all = await api(t, viewer.token).get('/api/stages');
    expect(all.body.filter((s: { pipeline_id: number }) => s.pipeline_id === pipeline.id)).toEqual(expected);
  });

  test('unknown pipeline → 404 Spanish; a malformed pipeline_id → 400; no session → 401', async () => {
    for (const p of ['/api/pipelines/999999/stages', '/api/pipelines/0/stages', '/api/pipelines/abc/stages', '/api/stages?pipeline_id=999999']) {
      const res = await api(t, viewer.token).get(p);
      expect([res.status, res.body]).toEqual([404, { error: 'Pipeline no encontrado.' }]);
    }
    for (const q of ['abc', '0', '-1', '1.5']) {
      const res = await api(t, viewer.token).get(`/api/stages?pipeline_id=${q}`);
      expect([res.status, res.body]).toEqual([400, { error: 'Indicá un pipeline válido.' }]);
    }
    expect((await api(t).get('/api/pipelines')).status).toBe(401);
  });
});

describe('REST stage writes (admins)', () => {
  test('POST /stages → 201 with the stage placed last (max + 10); audited', async () => {
    const { pipeline } = await makePipeline(t, ['A', 'B']);
    const res = await api(t, admin).post('/api/stages', { pipeline_id: String(pipeline.id), name: '  Nueva etapa ' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number), pipeline_id: pipeline.id, name: 'Nueva etapa', order_index: 30, stuck_days: null });
    expect(await stagesOf(pipeline.id)).toEqual([['A', 10], ['B', 20], ['Nueva etapa', 30]]);
    const [audit] = await audits('stage', res.body.id);
    expect(audit).toMatchObject({ action: 'create', meta: { changes: { pipelineId: [null, pipeline.id], name: [null, 'Nueva etapa'], orderIndex: [null, 30] } } });
  });

  test('adding renumbers an irregular pipeline to 10, 20, 30 (spec part 2 §4)', async () => {
    const { pipeline, stages } = await makePipeline(t, ['A', 'B']);
    await t.ds.getRepository(StageEntity).update({ id: stages[1].id }, { orderIndex: 35 });
    const res = await api(t, admin).post('/api/stages', { pipeline_id: pipeline.id, name: 'C' });
    expect(res.body.order_index).toBe(30);
    expect(await stagesOf(pipeline.id)).toEqual([['A', 10], ['B', 20], ['C', 30]]);
  });

  test('POST validation → 400 Spanish; unknown pipeline → 404', async () => {
    const { pipeline } = await makePipeline(t, []);
    const cases: Array<[object, number, string]> = [
      [{ pipeline_id: pipeline.id }, 400, 'El nombre de la etapa es obligatorio.'],
      [{ pipeline_id: pipeline.id, name: '   ' }, 400, 'El nombre de la etapa es obligatorio.'],
      [{ pipeline_id: pipeline.id, name: 'n'.repeat(121) }, 400, 'El nombre de la etapa admite hasta 120 caracteres.'],
      [{ name: 'X' }, 400, 'Indicá un pipeline válido.'],
      [{ pipeline_id: 'abc', name: 'X' }, 400, 'Indicá un pipeline válido.'],
      [{ pipeline_id: 0, name: 'X' }, 400, 'Indicá un pipeline válido.'],
      [{ pipeline_id: 999999, name: 'X' }, 404, 'Pipeline no encontrado.'],
    ];
    for (const [body, status, error] of cases) {
      const res = await api(t, admin).post('/api/stages', body);
      expect([res.status, res.body]).toEqual([status, { error }]);
    }
    expect(await stagesOf(pipeline.id)).toEqual([]);
  });

  test('PATCH /stages/{id} renames and sets order_index as sent (no renumbering between an editor’s saves)', async () => {
    const { pipeline, stages } = await makePipeline(t, ['A', 'B', 'C']);
    const ren = await api(t, admin).patch(`/api/stages/${stages[0].id}`, { name: 'Alfa' });
    expect([ren.status, ren.body]).toEqual([200, { id: stages[0].id, pipeline_id: pipeline.id, name: 'Alfa', order_index: 10, stuck_days: null }]);
    // The editor swaps A and B: two PATCHes, each with the already renumbered value.
    await api(t, admin).patch(`/api/stages/${stages[0].id}`, { order_index: 20 });
    const b = await api(t, admin).patch(`/api/stages/${stages[1].id}`, { order_index: '10' });
    expect(b.body.order_index).toBe(10);
    expect(await stagesOf(pipeline.id)).toEqual([['B', 10], ['Alfa', 20], ['C', 30]]);
    const audit = (await audits('stage', stages[0].id)).map((a) => a.meta);
    expect(audit).toEqual([{ changes: { name: ['A', 'Alfa'] } }, { changes: { orderIndex: [10, 20] } }]);

    const bad = await api(t, admin).patch(`/api/stages/${stages[0].id}`, { name: '' });
    expect([bad.status, bad.body]).toEqual([400, { error: 'El nombre de la etapa es obligatorio.' }]);
    const neg = await api(t, admin).patch(`/api/stages/${stages[0].id}`, { order_index: -10 });
    expect(neg.status).toBe(400);
    expect(neg.body.error).toMatch(/^El orden de la etapa debe ser un número entero/);
    for (const id of ['0', '-1', 'abc', '999999']) {
      const res = await api(t, admin).patch(`/api/stages/${id}`, { name: 'X' });
      expect([res.status, res.body]).toEqual([404, { error: 'Etapa no encontrada.' }]);
    }
  });

  test('DELETE with target moves the deals of every status below the target’s cards, deletes and renumbers, audited', async () => {
    const { pipeline, stages } = await makePipeline(t, ['A', 'B', 'C', 'D']);
    const [a, b, c] = stages;
    const inB = [
      await makeDealIn(t, b, { status: 'open', position: 0 }),
      await makeDealIn(t, b, { status: 'won', position: 1024 }),
      await makeDealIn(t, b, { status: 'lost', position: 2048 }),
    ];
    const inC = await makeDealIn(t, c, { position: 5000 });
    const untouched = await makeDealIn(t, a, { position: 0 });

    const res = await api(t, admin).delete(`/api/stages/${b.id}?target_stage_id=${c.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ok: true,
      moved_deals: 3,
      stages: [
        { id: a.id, pipeline_id: pipeline.id, name: 'A', order_index: 10, stuck_days: null },
        { id: c.id, pipeline_id: pipeline.id, name: 'C', order_index: 20, stuck_days: null },
        { id: stages[3].id, pipeline_id: pipeline.id, name: 'D', order_index: 30, stuck_days: null },
      ],
    });
    expect(await t.ds.getRepository(StageEntity).countBy({ id: b.id })).toBe(0);
    const moved = await t.ds.getRepository(DealEntity).find({ where: { stageId: c.id }, order: { position: 'ASC' } });
    expect(moved.map((d) => d.id)).toEqual([inC.id, ...inB.map((d) => d.id)]);
    expect(moved.map((d) => d.status)).toEqual(['open', 'open', 'won', 'lost']);
    expect(moved[1].position).toBeGreaterThan(inC.position);
    expect((await t.ds.getRepository(DealEntity).findOneByOrFail({ id: untouched.id })).stageId).toBe(a.id);
    expect(await stagesOf(pipeline.id)).toEqual([['A', 10], ['C', 20], ['D', 30]]);
    const [audit] = await audits('stage', b.id);
    expect(audit).toMatchObject({ action: 'delete', meta: { targetStageId: c.id, movedDealCount: 3, changes: { name: ['B', null] } } });
  });

  test('DELETE without target: 409 Spanish while deals remain (nothing changes); 200 when the stage is empty', async () => {
    const { pipeline, stages } = await makePipeline(t, ['A', 'B', 'C']);
    const deal = await makeDealIn(t, stages[1], { status: 'won' });
    const before = await snapshotTables(t, ['stages', 'deals']);
    const refused = await api(t, admin).delete(`/api/stages/${stages[1].id}`);
    expect([refused.status, refused.body]).toEqual([409, { error: 'La etapa tiene operaciones: indicá a qué etapa moverlas.' }]);
    expect(await snapshotTables(t, ['stages', 'deals'])).toEqual(before);
    expect((await t.ds.getRepository(DealEntity).findOneByOrFail({ id: deal.id })).stageId).toBe(stages[1].id);

    const empty = await api(t, admin).delete(`/api/stages/${stages[0].id}`);
    expect(empty.status).toBe(200);
    expect(empty.body.moved_deals).toBe(0);
    expect(await stagesOf(pipeline.id)).toEqual([['B', 10], ['C', 20]]);
  });

  test('DELETE target checks: another pipeline or the stage itself → 400, unknown → 404, malformed → 400; nothing changes', async () => {
    const { stages } = await makePipeline(t, ['A', 'B']);
    const other = await makePipeline(t, ['X']);
    await makeDealIn(t, stages[0]);
    const before = await snapshotTables(t, ['stages', 'deals']);
    const cases: Array<[string, number, string]> = [
      [`${stages[0].id}?target_stage_id=${other.stages[0].id}`, 400, 'La etapa destino debe pertenecer al mismo pipeline.'],
      [`${stages[0].id}?target_stage_id=${stages[0].id}`, 400, 'La etapa destino debe ser distinta de la etapa que se elimina.'],
      [`${stages[0].id}?target_stage_id=999999`, 404, 'La etapa destino no existe.'],
      [`${stages[0].id}?target_stage_id=abc`, 400, 'La etapa destino no es válida.'],
      [`${stages[0].id}?target_stage_id=-1`, 400, 'La etapa destino no es válida.'],
      [`${stages[0].id}?target_stage_id=0`, 400, 'La etapa destino no es válida.'],
      [`999999?target_stage_id=${stages[1].id}`, 404, 'Etapa no encontrada.'],
      [`abc`, 404, 'Etapa no encontrada.'],
      [`0`, 404, 'Etapa no encontrada.'],
    ];
    for (const [path, status, error] of cases) {
      const res = await api(t, admin).delete(`/api/stages/${path}`);
      expect([path, res.status, res.body]).toEqual([path, status, { error }]);
    }
    expect(await snapshotTables(t, ['stages', 'deals'])).toEqual(before);
  });

  test('POST /pipelines and PATCH /pipelines/{id} (admins): create and rename, audited', async () => {
    const created = await api(t, admin).post('/api/pipelines', { name: ' Industrial ' });
    expect([created.status, created.body]).toEqual([201, { id: expect.any(Number), name: 'Industrial' }]);
    const renamed = await api(t, admin).patch(`/api/pipelines/${created.body.id}`, { name: 'Industrial 2' });
    expect(renamed.body).toEqual({ id: created.body.id, name: 'Industrial 2' });
    expect((await audits('pipeline', created.body.id)).map((a) => a.action)).toEqual(['create', 'update']);
    const bad = await api(t, admin).post('/api/pipelines', { name: '' });
    expect([bad.status, bad.body]).toEqual([400, { error: 'El nombre del pipeline es obligatorio.' }]);
    expect((await api(t, admin).patch('/api/pipelines/999999', { name: 'X' })).status).toBe(404);
  });
});

describe('GraphQL pipelines and stages', () => {
  test('pipelines { stages }, pipeline(id) and stages(pipelineId)', async () => {
    const { pipeline, stages } = await makePipeline(t, ['Uno', 'Dos']);
    const all = await gql(t, PIPELINES, undefined, viewer.token);
    expect(all.errors).toBeUndefined();
    const mine = all.data!.pipelines.find((p: { id: number }) => p.id === pipeline.id);
    expect(mine.stages).toEqual(stages.map((s) => ({ id: s.id, pipelineId: pipeline.id, name: s.name, orderIndex: s.orderIndex })));
    expect(all.data!.pipelines[0].stages.map((s: { name: string }) => s.name)).toEqual(['Prospecto', 'Cotizar', 'Cotizado', 'Conf a Coord', 'En tránsito', 'Entregado', 'Cerrado']);
    const one = await gql(t, PIPELINE, { id: pipeline.id }, viewer.token);
    expect(one.data!.pipeline).toEqual({ id: pipeline.id, name: pipeline.name, stages: [{ id: stages[0].id, name: 'Uno', orderIndex: 10 }, { id: stages[1].id, name: 'Dos', orderIndex: 20 }] });
    expect((await gql(t, STAGES, { pipelineId: pipeline.id }, viewer.token)).data!.stages).toHaveLength(2);
    for (const id of [0, -1, 999999]) {
      const res = await gql(t, PIPELINE, { id }, viewer.token);
      expect(res.errors).toEqual([expect.objectContaining({ message: 'Pipeline no encontrado.', extensions: { code: 'NOT_FOUND' } })]);
    }
  });

  test('createStage goes last; updateStage renames; reorderStages renumbers 10..n×10 in one go', async () => {
    const { pipeline, stages } = await makePipeline(t, ['A', 'B', 'C']);
    const c = await gql(t, CREATE_STAGE, { input: { pipelineId: pipeline.id, name: 'D' } }, admin);
    expect(c.data!.createStage).toEqual({ id: expect.any(Number), pipelineId: pipeline.id, name: 'D', orderIndex: 40 });
    const u = await gql(t, UPDATE_STAGE, { id: stages[0].id, input: { name: 'A1' } }, admin);
    expect(u.data!.updateStage).toEqual({ id: stages[0].id, name: 'A1', orderIndex: 10 });
    const order = [c.data!.createStage.id, stages[2].id, stages[0].id, stages[1].id];
    const r = await gql(t, REORDER, { pipelineId: pipeline.id, stageIds: order }, admin);
    expect(r.errors).toBeUndefined();
    expect(r.data!.reorderStages).toEqual([
      { id: order[0], name: 'D', orderIndex: 10 },
      { id: order[1], name: 'C', orderIndex: 20 },
      { id: order[2], name: 'A1', orderIndex: 30 },
      { id: order[3], name: 'B', orderIndex: 40 },
    ]);
    expect(await stagesOf(pipeline.id)).toEqual([['D', 10], ['C', 20], ['A1', 30], ['B', 40]]);
    const [audit] = await audits('pipeline', pipeline.id);
    expect(audit.meta).toEqual({ changes: { stageOrder: [[stages[0].id, stages[1].id, stages[2].id, order[0]], order] } });
  });

  test('reorderStages must name exactly the pipeline’s stages; nothing changes otherwise', async () => {
    const { pipeline, stages } = await makePipeline(t, ['A', 'B', 'C']);
    const other = await makePipeline(t, ['X']);
    const ids = stages.map((s) => s.id);
    for (const stageIds of [ids.slice(0, 2), [...ids, other.stages[0].id], [ids[0], ids[0], ids[1]], [ids[0], ids[1], other.stages[0].id], []]) {
      const res = await gql(t, REORDER, { pipelineId: pipeline.id, stageIds }, admin);
      expect(res.errors).toEqual([
        expect.objectContaining({ message: 'La lista debe contener exactamente las etapas del pipeline, cada una una sola vez.', extensions: { code: 'BAD_USER_INPUT' } }),
      ]);
    }
    expect(await stagesOf(pipeline.id)).toEqual([['A', 10], ['B', 20], ['C', 30]]);
    expect(codesOf(await gql(t, REORDER, { pipelineId: 999999, stageIds: ids }, admin))).toEqual(['NOT_FOUND']);
  });

  test('deleteStage with target moves the deals and returns the remaining stages; without target and deals → CONFLICT', async () => {
    const { stages } = await makePipeline(t, ['A', 'B', 'C']);
    const deal = await makeDealIn(t, stages[0]);
    const refused = await gql(t, DELETE_STAGE, { id: stages[0].id }, admin);
    expect(refused.errors).toEqual([expect.objectContaining({ message: 'La etapa tiene operaciones: indicá a qué etapa moverlas.', extensions: { code: 'CONFLICT' } })]);
    const res = await gql(t, DELETE_STAGE, { id: stages[0].id, target: stages[1].id }, admin);
    expect(res.data!.deleteStage).toEqual({
      deletedStageId: stages[0].id,
      movedDealCount: 1,
      stages: [
        { id: stages[1].id, name: 'B', orderIndex: 10 },
        { id: stages[2].id, name: 'C', orderIndex: 20 },
      ],
    });
    expect((await t.ds.getRepository(DealEntity).findOneByOrFail({ id: deal.id })).stageId).toBe(stages[1].id);
    expect(codesOf(await gql(t, DELETE_STAGE, { id: stages[0].id }, admin))).toEqual(['NOT_FOUND']);
  });

  test('createPipeline and updatePipeline', async () => {
    const c = await gql(t, CREATE_PIPELINE, { name: 'Rayflex' }, admin);
    expect(c.data!.createPipeline).toEqual({ id: expect.any(Number), name: 'Rayflex', stages: [] });
    const u = await gql(t, UPDATE_PIPELINE, { id: c.data!.createPipeline.id, name: 'Rayflex industrial' }, admin);
    expect(u.data!.updatePipeline.name).toBe('Rayflex industrial');
    const blank = await gql(t, CREATE_PIPELINE, { name: '  ' }, admin);
    expect([codesOf(blank), blank.errors![0].message]).toEqual([['BAD_USER_INPUT'], 'El nombre del pipeline es obligatorio.']);
    const long = await gql(t, UPDATE_PIPELINE, { id: c.data!.createPipeline.id, name: 'p'.repeat(121) }, admin);
    expect(long.errors![0].message).toBe('El nombre del pipeline admite hasta 120 caracteres.');
  });
});

describe('role matrix: pipelines and stages are admin-only', () => {
  test.each(['venta', 'ops', 'viewer', 'finanzas'] as const)('%s → 403 / FORBIDDEN on every write, nothing changes; reads work', async (role) => {
    const token = { venta, ops, viewer, finanzas }[role].token;
    const { pipeline, stages } = await makePipeline(t, ['A', 'B']);
    const before = await snapshotTables(t, ['pipelines', 'stages', 'deals']);
    const rest = [
      await api(t, token).post('/api/stages', { pipeline_id: pipeline.id, name: 'X' }),
      await api(t, token).patch(`/api/stages/${stages[0].id}`, { name: 'X' }),
      await api(t, token).delete(`/api/stages/${stages[0].id}?target_stage_id=${stages[1].id}`),
      await api(t, token).post('/api/pipelines', { name: 'X' }),
      await api(t, token).patch(`/api/pipelines/${pipeline.id}`, { name: 'X' }),
    ];
    expect(rest.map((r) => [r.status, r.body.error])).toEqual(rest.map(() => [403, 'No tenés permisos para realizar esta acción.']));
    const graphql = [
      await gql(t, CREATE_STAGE, { input: { pipelineId: pipeline.id, name: 'X' } }, token),
      await gql(t, UPDATE_STAGE, { id: stages[0].id, input: { name: 'X' } }, token),
      await gql(t, REORDER, { pipelineId: pipeline.id, stageIds: [stages[1].id, stages[0].id] }, token),
      await gql(t, DELETE_STAGE, { id: stages[0].id, target: stages[1].id }, token),
      await gql(t, CREATE_PIPELINE, { name: 'X' }, token),
      await gql(t, UPDATE_PIPELINE, { id: pipeline.id, name: 'X' }, token),
    ];
    expect(graphql.map(codesOf)).toEqual(graphql.map(() => ['FORBIDDEN']));
    expect(await snapshotTables(t, ['pipelines', 'stages', 'deals'])).toEqual(before);
    expect((await api(t, token).get(`/api/pipelines/${pipeline.id}/stages`)).body).toHaveLength(2);
    expect((await gql(t, PIPELINES, undefined, token)).errors).toBeUndefined();
  });

  test('admin → every write succeeds', async () => {
    const { pipeline, stages } = await makePipeline(t, ['A', 'B']);
    expect((await api(t, admin).post('/api/stages', { pipeline_id: pipeline.id, name: 'C' })).status).toBe(201);
    expect((await api(t, admin).patch(`/api/stages/${stages[0].id}`, { name: 'A2' })).status).toBe(200);
    expect((await gql(t, REORDER, { pipelineId: pipeline.id, stageIds: [stages[1].id, stages[0].id, (await t.ds.getRepository(StageEntity).findOneByOrFail({ pipelineId: pipeline.id, name: 'C' })).id] }, admin)).errors).toBeUndefined();
    expect((await api(t, admin).delete(`/api/stages/${stages[0].id}?target_stage_id=${stages[1].id}`)).status).toBe(200);
    expect((await gql(t, UPDATE_PIPELINE, { id: pipeline.id, name: 'Renombrado' }, admin)).errors).toBeUndefined();
    expect((await api(t, admin).post('/api/pipelines', { name: 'Otro' })).status).toBe(201);
  });
});

describe('bad input (generated) never reaches the database', () => {
  test('REST and GraphQL stage and pipeline writes → 4xx with a Spanish message, never 5xx, nothing changes', async () => {
    const { pipeline, stages } = await makePipeline(t, ['A', 'B']);
    await makeDealIn(t, stages[0]);
    const other = await makePipeline(t, ['Z']);
    const wrong: unknown[] = [null, 12, true, [], ['a'], { a: 1 }, HUGE, '', '   '];
    const rest: RestCase[] = [
      ...wrong.map((name) => ({ method: 'post' as const, path: '/api/stages', body: { pipeline_id: pipeline.id, name } })),
      ...[null, 'abc', -1, 0, 1.5, {}, [], true, 999999].map((pipeline_id) => ({ method: 'post' as const, path: '/api/stages', body: { pipeline_id, name: 'X' } })),
      ...[-1, 'x', 1.5, {}, [10], true, 2_000_000_000].map((order_index) => ({ method: 'patch' as const, path: `/api/stages/${stages[0].id}`, body: { order_index } })),
      ...wrong.filter((v) => v !== null).map((name) => ({ method: 'patch' as const, path: `/api/stages/${stages[0].id}`, body: { name } })),
      ...wrong.map((name) => ({ method: 'post' as const, path: '/api/pipelines', body: { name } })),
      { method: 'post', path: '/api/stages', body: [pipeline.id, 'X'] },
      { method: 'post', path: '/api/stages', body: 'name=X' },
      { method: 'patch', path: '/api/stages/abc', body: { name: 'X' } },
      { method: 'patch', path: '/api/stages/-1', body: { name: 'X' } },
      { method: 'delete', path: `/api/stages/${stages[0].id}` },
      { method: 'delete', path: `/api/stages/${stages[0].id}?target_stage_id=${other.stages[0].id}` },
      { method: 'delete', path: `/api/stages/${stages[0].id}?target_stage_id=${encodeURIComponent(HUGE)}` },
      { method: 'delete', path: `/api/stages/${stages[0].id}?target_stage_id=1&target_stage_id=2` },
      { method: 'get', path: `/api/stages?pipeline_id=${encodeURIComponent('1 OR 1=1')}` },
      { method: 'patch', path: '/api/pipelines/0', body: { name: 'X' } },
    ];
    const graphql: GqlCase[] = [
      { query: CREATE_STAGE, variables: { input: { pipelineId: pipeline.id, name: HUGE } } },
      { query: CREATE_STAGE, variables: { input: { pipelineId: pipeline.id, name: { a: 1 } } } },
      { query: CREATE_STAGE, variables: { input: { pipelineId: 'uno', name: 'X' } } },
      { query: CREATE_STAGE, variables: { input: { pipelineId: -3, name: 'X' } } },
      { query: CREATE_STAGE, variables: { input: { pipelineId: 999999, name: 'X' } } },
      { query: CREATE_STAGE, variables: { input: { name: 'X' } } },
      { query: UPDATE_STAGE, variables: { id: stages[0].id, input: { orderIndex: -1 } } },
      { query: UPDATE_STAGE, variables: { id: stages[0].id, input: { orderIndex: 1e12 } } },
      { query: UPDATE_STAGE, variables: { id: stages[0].id, input: { name: '' } } },
      { query: UPDATE_STAGE, variables: { id: 0, input: { name: 'X' } } },
      { query: REORDER, variables: { pipelineId: pipeline.id, stageIds: 'todas' } },
      { query: REORDER, variables: { pipelineId: pipeline.id, stageIds: [stages[0].id] } },
      { query: REORDER, variables: { pipelineId: pipeline.id, stageIds: [stages[0].id, null] } },
      { query: DELETE_STAGE, variables: { id: stages[0].id } },
      { query: DELETE_STAGE, variables: { id: stages[0].id, target: -5 } },
      { query: DELETE_STAGE, variables: { id: stages[0].id, target: other.stages[0].id } },
      { query: DELETE_STAGE, variables: { id: 'abc' } },
      { query: CREATE_PIPELINE, variables: { name: HUGE } },
      { query: CREATE_PIPELINE, variables: { name: ['a'] } },
      { query: UPDATE_PIPELINE, variables: { id: -1, name: 'X' } },
    ];
    const tables = ['pipelines', 'stages', 'deals', 'audit_events'];
    const before = await snapshotTables(t, tables);
    const outcomes = [...(await Promise.all(rest.map((c) => runRest(t, admin, c)))), ...(await Promise.all(graphql.map((c) => runGql(t, admin, c))))];
    expect(outcomes.length).toBeGreaterThanOrEqual(70);
    for (const o of outcomes) {
      expect({ label: o.label, fourXX: o.status >= 400 && o.status < 500, spanish: isSpanishMessage(o.message) }).toEqual({ label: o.label, fourXX: true, spanish: true });
      expect(o.code).not.toBe('INTERNAL_SERVER_ERROR');
    }
    expect(await snapshotTables(t, tables)).toEqual(before);
  });
});

describe('N+1 guard', () => {
  test('pipelines { stages } issues the same number of SQL statements for 10 and for 200 pipelines (and answers at most 20)', async () => {
    const count = async () => {
      t.sql.start();
      const res = await gql(t, PIPELINES, undefined, viewer.token);
      const n = t.sql.stop();
      expect(res.errors).toBeUndefined();
      return { n, pipelines: res.data!.pipelines.length };
    };
    const existing = await t.ds.getRepository(PipelineEntity).count();
    const addPipelines = async (k: number) => {
      const res = await t.ds.getRepository(PipelineEntity).insert(Array.from({ length: k }, (_, i) => ({ name: `N+1 ${i}` })));
      const ids = res.identifiers.map((x) => Number(x.id));
      await t.ds.getRepository(StageEntity).insert(ids.flatMap((pipelineId) => [1, 2, 3].map((i) => ({ pipelineId, name: `S${i}`, orderIndex: i * 10 }))));
    };
    await addPipelines(Math.max(0, 10 - existing));
    const small = await count();
    await addPipelines(200 - small.pipelines);
    const large = await count();
    expect([small.pipelines, large.pipelines]).toEqual([Math.min(Math.max(10, existing), PIPELINES_MAX), PIPELINES_MAX]);
    expect(large.n).toBe(small.n);
    expect(small.n).toBeLessThanOrEqual(3);
  });
});
