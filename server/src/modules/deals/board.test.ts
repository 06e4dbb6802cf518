import { requireActor } from '../../core/auth/actor';
import { AuditEventEntity } from '../audit/audit-event.entity';
import { ParamValueEntity } from '../params/param-value.entity';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { makeUser, type MadeUser } from '../../../test/factories';
import { api, codesOf, gql } from '../../../test/http';
import { BoardService } from './board.service';
import { DealEntity } from './deal.entity';
import { insertContact, insertDeals, insertOrg, seededPipeline } from '../../../test/deals-fixtures';

const BOARD = `query Board($p: Int, $bu: Int, $hidden: [Int!], $first: Int) {
  board(pipelineId: $p, businessUnitId: $bu, hiddenStageIds: $hidden, first: $first) {
    pipelineId pipelineName businessUnitId
    columns { stageId name label count valueSum
      cards { totalCount pageInfo { hasNextPage endCursor } edges { node { id reference title value orgName contactName fCotiz createdAt position } } } }
  }
}`;

const MOVE = `mutation Move($id: Int!, $stage: Int!, $after: Int) { moveDeal(id: $id, stageId: $stage, afterDealId: $after) { id stageId position } }`;

let t: TestApp;
let venta: MadeUser;
let viewer: MadeUser;
let pipelineId: number;
let stageIds: number[];

beforeAll(async () => {
  t = await createTestApp();
  venta = await makeUser(t, { role: 'venta' });
  viewer = await makeUser(t, { role: 'viewer' });
  const p = await seededPipeline(t);
  pipelineId = p.pipeline.id;
  stageIds = p.stages.map((s) => s.id);
});
afterAll(() => t.close());

type Column = { stageId: number; name: string; label: string; count: number; valueSum: number; cards: { totalCount: number; pageInfo: { hasNextPage: boolean; endCursor: string | null }; edges: Array<{ node: { id: number; title: string; value: number; orgName: string | null; contactName: string | null; fCotiz: string | null; reference: string; position: number } }> } };

async function board(vars: Record<string, unknown> = {}, token = viewer.token) {
  const res = await gql<{ board: { pipelineId: number; columns: Column[] } }>(t, BOARD, vars, token);
  expect(res.errors).toBeUndefined();
  return res.data!.board;
}

describe('board', () => {
  let ids: number[];
  beforeAll(async () => {
    const org = await insertOrg(t, { name: 'Importadora Central' });
    const contact = await insertContact(t, { name: 'María López', orgId: org.id });
    // 25 open deals in stage 0 (values 100..124), 3 in stage 1 for the unit 2, plus closed ones that never count
    ids = await insertDeals(t, 25, { pipelineId, stageIds: [stageIds[0]], orgId: org.id, contactId: contact.id, businessUnitId: 1 }, '2026-11-01');
    await insertDeals(t, 3, { pipelineId, stageIds: [stageIds[1]], businessUnitId: 2, value: 1000 });
    await insertDeals(t, 4, { pipelineId, stageIds: [stageIds[0]], status: 'won', businessUnitId: 1 });
    await insertDeals(t, 2, { pipelineId, stageIds: [stageIds[1]], status: 'lost', businessUnitId: 2 });
  });

  test('one column per stage with open count, value sum and the first page of cards in position order', async () => {
    const b = await board({ first: 10 });
    expect(b.pipelineId).toBe(pipelineId);
    expect(b.columns.map((c) => c.name)).toEqual(['Prospecto', 'Cotizar', 'Cotizado', 'Conf a Coord', 'En tránsito', 'Entregado', 'Cerrado']);
    const [c0, c1] = b.columns;
    expect([c0.count, c0.valueSum]).toEqual([25, (100 + 124) * 25 / 2]);
    expect([c1.count, c1.valueSum]).toEqual([3, 3000]);
    expect(c0.cards.totalCount).toBe(25);
    expect(c0.cards.edges.map((e) => e.node.id)).toEqual(ids.slice(0, 10));
    expect(c0.cards.pageInfo.hasNextPage).toBe(true);
    expect(c0.cards.edges[0].node).toMatchObject({ orgName: 'Importadora Central', contactName: 'María López', fCotiz: '2026-11-01', reference: expect.stringMatching(/^OP-/) });
    expect(b.columns[2].cards.edges).toEqual([]);
  });

  test('more cards of a column on demand (keyset pagination), without repeats or gaps', async () => {
    const b = await board({ first: 10 });
    const seen = b.columns[0].cards.edges.map((e) => e.node.id);
    let after = b.columns[0].cards.pageInfo.endCursor;
    for (;;) {
      const res = await gql(t, 'query($p: Int!, $s: Int!, $a: String) { boardColumn(pipelineId: $p, stageId: $s, first: 10, after: $a) { totalCount pageInfo { hasNextPage endCursor } edges { node { id } } } }', { p: pipelineId, s: stageIds[0], a: after }, viewer.token);
      const page = res.data!.boardColumn;
      seen.push(...page.edges.map((e: { node: { id: number } }) => e.node.id));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(seen).toEqual(ids);
  });

  test('a business unit limits the board to its operations', async () => {
    const b = await board({ bu: 2 });
    expect(b.columns.map((c) => c.count).slice(0, 2)).toEqual([0, 3]);
    const missing = await gql(t, BOARD, { bu: 999 }, viewer.token);
    expect(missing.errors![0]).toMatchObject({ message: 'Workspace no encontrado.', extensions: { code: 'NOT_FOUND' } });
  });

  test('labels and hidden stages come from params, a workspace value overriding the global one', async () => {
    const params = t.ds.getRepository(ParamValueEntity);
    await params.insert([
      { key: 'kanban_stage_labels', value: JSON.stringify({ [stageIds[0]]: 'Nuevos' }), ord: 10, active: true },
      { key: 'kanban_hide_stages', value: `${stageIds[6]}`, ord: 10, active: true },
      { key: 'kanban_stage_labels__industrial-rayflex', value: `${stageIds[1]}|Para cotizar`, ord: 10, active: true },
      { key: 'kanban_hide_stages__industrial-rayflex', value: 'Entregado, Cerrado', ord: 10, active: true },
    ]);
    try {
      const global = await board();
      expect(global.columns[0].label).toBe('Nuevos');
      expect(global.columns[1].label).toBe('Cotizar');
      expect(global.columns.map((c) => c.name)).not.toContain('Cerrado');
      expect(global.columns).toHaveLength(6);

      const ws = await board({ bu: 2 });
      expect(ws.columns[0].label).toBe('Prospecto');
      expect(ws.columns[1].label).toBe('Para cotizar');
      expect(ws.columns.map((c) => c.name)).toEqual(['Prospecto', 'Cotizar', 'Cotizado', 'Conf a Coord', 'En tránsito']);

      const extra = await board({ hidden: [stageIds[2]] });
      expect(extra.columns.map((c) => c.stageId)).not.toContain(stageIds[2]);
    } finally {
      await params.delete({ key: 'kanban_stage_labels' });
      await params.delete({ key: 'kanban_hide_stages' });
      await params.delete({ key: 'kanban_stage_labels__industrial-rayflex' });
      await params.delete({ key: 'kanban_hide_stages__industrial-rayflex' });
    }
  });

  test('without pipelineId the board shows kanban_pipeline_id (the workspace value first), else the first pipeline', async () => {
    await t.ds.query("INSERT INTO pipelines (name) VALUES ('Industrial')");
    const [{ id: otherId }] = await t.ds.query("SELECT id FROM pipelines WHERE name = 'Industrial'");
    await t.ds.query("INSERT INTO stages (pipeline_id, name, order_index) VALUES (?, 'Solicitud', 10)", [otherId]);
    const params = t.ds.getRepository(ParamValueEntity);
    try {
      expect((await board()).pipelineId).toBe(pipelineId);
      await params.insert({ key: 'kanban_pipeline_id__industrial-boplan', value: String(otherId), ord: 10, active: true });
      expect((await board()).pipelineId).toBe(pipelineId);
      const ws = await board({ bu: 3 });
      expect(ws.pipelineId).toBe(Number(otherId));
      expect(ws.columns.map((c) => c.name)).toEqual(['Solicitud']);
      await params.insert({ key: 'kanban_pipeline_id', value: String(otherId), ord: 10, active: true });
      expect((await board()).pipelineId).toBe(Number(otherId));
    } finally {
      await params.delete({ key: 'kanban_pipeline_id' });
      await params.delete({ key: 'kanban_pipeline_id__industrial-boplan' });
    }
  });

  test('bad arguments are BAD_USER_INPUT, unknown pipeline NOT_FOUND, no session UNAUTHENTICATED', async () => {
    expect(codesOf(await gql(t, BOARD, { first: 0 }, viewer.token))).toEqual(['BAD_USER_INPUT']);
    expect(codesOf(await gql(t, BOARD, { first: 1000 }, viewer.token))).toEqual(['BAD_USER_INPUT']);
    expect(codesOf(await gql(t, BOARD, { hidden: [-1] }, viewer.token))).toEqual(['BAD_USER_INPUT']);
    expect(codesOf(await gql(t, BOARD, { p: 424242 }, viewer.token))).toEqual(['NOT_FOUND']);
    expect(codesOf(await gql(t, BOARD, {}))).toEqual(['UNAUTHENTICATED']);
  });

  test('a bad hidden stage id is refused in Spanish by the arguments class, naming the argument', async () => {
    const res = await gql(t, BOARD, { hidden: [stageIds[0], 0] }, viewer.token);
    expect(res.errors).toEqual([expect.objectContaining({ message: 'Id de etapa inválido.', extensions: { code: 'BAD_USER_INPUT', field: 'hiddenStageIds' } })]);
  });
});

describe('moveDeal', () => {
  test('moves a card to another column at the top, or under a given card, with one position between neighbours', async () => {
    const moving = await insertDeals(t, 3, { pipelineId, stageIds: [stageIds[4]], value: 10 });
    const target = await insertDeals(t, 3, { pipelineId, stageIds: [stageIds[5]], value: 20 });
    const before = await board();
    const col = (b: { columns: Column[] }, s: number) => b.columns.find((c) => c.stageId === s)!;
    expect([col(before, stageIds[4]).count, col(before, stageIds[5]).count]).toEqual([3, 3]);

    // to the top of the target column
    const top = await gql(t, MOVE, { id: moving[0], stage: stageIds[5] }, venta.token);
    expect(top.errors).toBeUndefined();
    let b = await board();
    expect(col(b, stageIds[5]).cards.edges.map((e) => e.node.id)).toEqual([moving[0], ...target]);
    expect([col(b, stageIds[4]).count, col(b, stageIds[4]).valueSum, col(b, stageIds[5]).count, col(b, stageIds[5]).valueSum]).toEqual([2, 20, 4, 70]);

    // under the first target card: between target[0] and target[1]
    t.sql.start();
    await gql(t, MOVE, { id: moving[1], stage: stageIds[5], after: target[0] }, venta.token);
    const writes = t.sql.stop();
    b = await board();
    expect(col(b, stageIds[5]).cards.edges.map((e) => e.node.id)).toEqual([moving[0], target[0], moving[1], target[1], target[2]]);
    // exactly one UPDATE of deals for the move itself (no renumbering)
    expect(t.sql.statements.filter((q) => /^UPDATE/i.test(q) && /deals/.test(q))).toHaveLength(1);
    expect(writes).toBeGreaterThan(0);

    // within the same column, under the last card
    await gql(t, MOVE, { id: moving[0], stage: stageIds[5], after: target[2] }, venta.token);
    b = await board();
    expect(col(b, stageIds[5]).cards.edges.map((e) => e.node.id)).toEqual([target[0], moving[1], target[1], target[2], moving[0]]);

    const audit = await t.ds.getRepository(AuditEventEntity).findBy({ entity: 'deal', entityId: moving[0], action: 'update' });
    expect(audit).toHaveLength(1); // the move between columns; reordering inside one column is not a stage change
  });

  test('a thousand moves into the same gap keep the order right (renumbering when the gap is exhausted)', async () => {
    const [a, b, x] = await insertDeals(t, 3, { pipelineId, stageIds: [stageIds[6]] });
    // put x between a and b again and again, each time directly under a, then move b under x
    for (let i = 0; i < 60; i++) {
      await gql(t, MOVE, { id: x, stage: stageIds[6], after: a }, venta.token);
      await gql(t, MOVE, { id: b, stage: stageIds[6], after: x }, venta.token);
      await gql(t, MOVE, { id: x, stage: stageIds[6], after: a }, venta.token);
    }
    const rows = await t.ds.getRepository(DealEntity).find({ where: { stageId: stageIds[6], status: 'open' }, order: { position: 'ASC', id: 'ASC' } });
    const order = rows.map((r) => r.id).filter((id) => [a, b, x].includes(id));
    expect(order).toEqual([a, x, b]);
  }, 60_000);

  test('viewer FORBIDDEN; stage of another pipeline or a card of another column as anchor: BAD_USER_INPUT; unknown deal NOT_FOUND', async () => {
    const [d, other] = await insertDeals(t, 2, { pipelineId, stageIds: [stageIds[2], stageIds[3]] });
    expect(codesOf(await gql(t, MOVE, { id: d, stage: stageIds[3] }, viewer.token))).toEqual(['FORBIDDEN']);
    expect(codesOf(await gql(t, MOVE, { id: d, stage: stageIds[4], after: other }, venta.token))).toEqual(['BAD_USER_INPUT']);
    expect(codesOf(await gql(t, MOVE, { id: d, stage: stageIds[3], after: d }, venta.token))).toEqual(['BAD_USER_INPUT']);
    expect(codesOf(await gql(t, MOVE, { id: 987654, stage: stageIds[3] }, venta.token))).toEqual(['NOT_FOUND']);
    expect(codesOf(await gql(t, MOVE, { id: d, stage: 987654 }, venta.token))).toEqual(['NOT_FOUND']);
    expect(codesOf(await gql(t, MOVE, { id: 0, stage: stageIds[3] }, venta.token))).toEqual(['BAD_USER_INPUT']);
    expect((await t.ds.getRepository(DealEntity).findOneByOrFail({ id: d })).stageId).toBe(stageIds[2]);
  });

  test('the REST drag save (PATCH stage_id) moves the card to the top of the new column', async () => {
    const [d] = await insertDeals(t, 1, { pipelineId, stageIds: [stageIds[2]] });
    const res = await api(t, venta.token).patch(`/api/deals/${d}`, { stage_id: stageIds[3] });
    expect(res.body).toEqual({ ok: true });
    const b = await board();
    expect(b.columns.find((c) => c.stageId === stageIds[3])!.cards.edges[0].node.id).toBe(d);
  });
});

test('N+1 guard: the board issues the same number of statements for 10 and 1,000 deals', async () => {
  const t2 = await createTestApp();
  try {
    const { pipeline, stages } = await seededPipeline(t2);
    const u = await makeUser(t2, { role: 'viewer' });
    const org = await insertOrg(t2, { name: 'Org' });
    const base = { pipelineId: pipeline.id, stageIds: stages.map((s) => s.id), orgId: org.id, businessUnitId: 1 };
    await insertDeals(t2, 10, base, '2026-10-01');
    const measure = async (bu?: number, first = 20) => {
      t2.sql.start();
      const r = await gql(t2, BOARD, { first, bu }, u.token);
      expect(r.errors).toBeUndefined();
      return t2.sql.stop();
    };
    // The pipelines, stages and parameters are read once per 'board' data version (not per request):
    // read them first with another page size (a different, uncached answer).
    await measure(undefined, 19);
    await measure(1, 19);
    const small = [await measure(), await measure(1)];
    await insertDeals(t2, 990, base, '2026-10-01');
    const large = [await measure(), await measure(1)];
    expect(large).toEqual(small);
    // the actor's lookup, the totals and versions (read once for the cache's key and the answer) and the cards
    expect(small).toEqual([3, 3]);
    expect(t2.sql.statements.filter((q) => /FROM deals d\b/.test(q))).toHaveLength(1);
  } finally {
    await t2.close();
  }
});

test('a board built again after a move reads only the cards of the two columns it changed, and equals one built afresh (board cost without the cache)', async () => {
  const t2 = await createTestApp();
  try {
    const { pipeline, stages } = await seededPipeline(t2);
    const u = await makeUser(t2, { role: 'venta' });
    const org = await insertOrg(t2, { name: 'Org Columnas' });
    const ids = await insertDeals(t2, 30, { pipelineId: pipeline.id, stageIds: stages.map((s) => s.id), orgId: org.id }, '2026-10-01');
    const actor = requireActor(await t2.services.auth.authenticate(u.token));
    const built = () => t2.services.board.board(actor, { pipelineId: pipeline.id, first: 5 });
    const fresh = () => new BoardService(t2.ds).board(actor, { pipelineId: pipeline.id, first: 5 });
    const cardReads = async () => {
      t2.sql.start();
      const b = await built();
      t2.sql.stop();
      return { b, reads: t2.sql.statements.filter((q) => /FROM deals d\b/.test(q)).map((q) => q.split('UNION ALL').length) };
    };
    expect((await cardReads()).reads).toEqual([stages.length]);
    // nothing changed: no card read at all
    expect((await cardReads()).reads).toEqual([]);
    const moved = await gql(t2, MOVE, { id: ids[0], stage: stages[3].id }, u.token);
    expect(moved.errors).toBeUndefined();
    const after = await cardReads();
    expect(after.reads).toEqual([2]);
    expect(after.b).toEqual(await fresh());
    // an edit of a card's organization name is seen at once (the 'board' version changes every column)
    await gql(t2, 'mutation($id: Int!, $input: UpdateOrganizationInput!) { updateOrganization(id: $id, input: $input) { id } }', { id: org.id, input: { name: 'Org Renombrada' } }, u.token);
    const renamed = await cardReads();
    expect(renamed.reads).toEqual([stages.length]);
    expect(renamed.b.columns[0].cards.edges[0].node.orgName).toBe('Org Renombrada');
    expect(renamed.b).toEqual(await fresh());
  } finally {
    await t2.close();
  }
});
