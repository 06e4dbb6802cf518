/**
 * Ordering races on MariaDB/MySQL: every write that derives a number from the rows
 * already there (max + 10, min − gap, between two neighbours, last + 1, find-then-insert) run 20 times
 * at once. On MariaDB/MySQL each of those transactions read a REPEATABLE READ snapshot taken before the
 * others committed, so positions, order indexes and upsert statuses repeated. Runs on SQLite and, with
 * TEST_DATABASE_URL, on MariaDB/MySQL.
 */
import { BusinessUnitEntity } from '../../src/modules/business-units/business-unit.entity';
import { DealCustomFieldEntity } from '../../src/modules/custom-fields/custom-field.entity';
import { DealEntity } from '../../src/modules/deals/deal.entity';
import { LabelEntity } from '../../src/modules/labels/label.entity';
import { ParamValueEntity } from '../../src/modules/params/param-value.entity';
import { QuoteVersionEntity } from '../../src/modules/quotes/quote-version.entity';
import { StageEntity } from '../../src/modules/pipelines/stage.entity';
import { adminToken, makeDealIn, makePipeline, makeUser, type MadeUser } from '../factories';
import { api, codesOf, gql, type GqlResult } from '../http';
import { createTestApp, type TestApp } from '../test-app';

const N = 20;

let t: TestApp;
let admin: string;
let ops: MadeUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t);
  ops = await makeUser(t, { role: 'ops' });
});
afterAll(() => t.close());

/** The open cards of a column in board order (position, then id), as stored. */
async function column(stageId: number): Promise<Array<{ id: number; position: number }>> {
  const rows = await t.ds.getRepository(DealEntity).find({ where: { stageId, status: 'open' }, order: { position: 'ASC', id: 'ASC' } });
  return rows.map((d) => ({ id: d.id, position: d.position }));
}

const distinct = (xs: readonly unknown[]) => new Set(xs).size;

/** Half through GraphQL, half through REST where both exist: the two adapters share the service. */
const half = (i: number) => i % 2 === 0;

describe('kanban positions', () => {
  test(`${N} parallel moveDeal under one card: every position in the column distinct, the moved cards right under it`, async () => {
    const { stages } = await makePipeline(t, ['Origen', 'Destino']);
    const [from, to] = stages;
    // The reported shape: a column of 2 cards, 20 cards dropped under its first one at once → 22 cards.
    const anchor = await makeDealIn(t, to, { position: 0 });
    const tail = await makeDealIn(t, to, { position: 1024 });
    const moving: DealEntity[] = [];
    for (let i = 0; i < N; i++) moving.push(await makeDealIn(t, from, { position: i * 1024 }));

    const results = await Promise.all(
      moving.map((d) =>
        gql(t, 'mutation($id: Int!, $s: Int!, $a: Int) { moveDeal(id: $id, stageId: $s, afterDealId: $a) { id stageId position } }', { id: d.id, s: to.id, a: anchor.id }, ops.token),
      ),
    );
    expect(results.map((r) => r.errors)).toEqual(moving.map(() => undefined));

    const col = await column(to.id);
    expect(col).toHaveLength(N + 2);
    expect(distinct(col.map((c) => c.position))).toBe(N + 2);
    // Each move put its card right under the anchor, so the anchor stays first, the 20 moved cards follow
    // (in commit order) and the card that was under the anchor ends last.
    expect(col[0].id).toBe(anchor.id);
    expect(col[col.length - 1].id).toBe(tail.id);
    expect(col.slice(1, -1).map((c) => c.id).sort((a, b) => a - b)).toEqual(moving.map((d) => d.id).sort((a, b) => a - b));
    // What each move answered is what is stored (no later move overwrote an earlier card's slot).
    const answered = new Map(results.map((r) => [r.data!.moveDeal.id as number, r.data!.moveDeal.position as number]));
    for (const c of col.slice(1, -1)) expect([c.id, answered.get(c.id)]).toEqual([c.id, c.position]);

    // The board shows the same order.
    const board = await gql(t, 'query($p: Int!) { board(pipelineId: $p, first: 100) { columns { stageId cards { edges { node { id } } } } } }', { p: to.pipelineId }, ops.token);
    const shown = board.data!.board.columns.find((c: { stageId: number }) => c.stageId === to.id).cards.edges.map((e: { node: { id: number } }) => e.node.id);
    expect(shown).toEqual(col.map((c) => c.id));
  });

  test(`${N} parallel moves to the top of a column (no afterDealId) and ${N} parallel stage changes by PATCH: distinct positions`, async () => {
    const { stages } = await makePipeline(t, ['A', 'B', 'C']);
    const [a, b, c] = stages;
    await makeDealIn(t, b, { position: 0 });
    await makeDealIn(t, c, { position: 0 });
    const toTop: DealEntity[] = [];
    const patched: DealEntity[] = [];
    for (let i = 0; i < N; i++) toTop.push(await makeDealIn(t, a, { position: i }));
    for (let i = 0; i < N; i++) patched.push(await makeDealIn(t, a, { position: N + i }));

    const results = await Promise.all([
      ...toTop.map((d) => gql(t, 'mutation($id: Int!, $s: Int!) { moveDeal(id: $id, stageId: $s) { id } }', { id: d.id, s: b.id }, ops.token)),
      ...patched.map((d) => api(t, ops.token).patch(`/api/deals/${d.id}`, { stage_id: c.id })),
    ]);
    expect(results.slice(0, N).map((r) => ('errors' in r ? r.errors : 'x'))).toEqual(toTop.map(() => undefined));
    expect(results.slice(N).map((r) => ('status' in r ? r.status : 0))).toEqual(patched.map(() => 200));

    for (const [stage, moved] of [[b, toTop], [c, patched]] as const) {
      const col = await column(stage.id);
      expect(col).toHaveLength(N + 1);
      expect(distinct(col.map((x) => x.position))).toBe(N + 1);
      // Every card went on top of what was there: the card that was in the column is last.
      expect(col.slice(0, N).map((x) => x.id).sort((x, y) => x - y)).toEqual(moved.map((d) => d.id).sort((x, y) => x - y));
    }
  });

  test(`${N} parallel new operations in one column: distinct references and positions, each on top`, async () => {
    const { pipeline, stages } = await makePipeline(t, ['Nueva']);
    const results = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        half(i)
          ? api(t, ops.token).post('/api/deals', { title: `Carrera ${i}`, pipeline_id: pipeline.id, stage_id: stages[0].id })
          : gql(t, 'mutation($in: CreateDealInput!) { createDeal(input: $in) { id reference } }', { in: { title: `Carrera ${i}`, pipelineId: pipeline.id, stageId: stages[0].id } }, ops.token),
      ),
    );
    const refs = results.map((r) => ('body' in r ? (r.status === 201 ? r.body.reference : null) : (r.data?.createDeal.reference ?? null)));
    expect(refs.every((x) => typeof x === 'string' && /^OP-\d{6}$/.test(x))).toBe(true);
    expect(distinct(refs)).toBe(N);
    const col = await column(stages[0].id);
    expect(col).toHaveLength(N);
    expect(distinct(col.map((c) => c.position))).toBe(N);
    const stored = await t.ds.getRepository(DealEntity).findBy({ stageId: stages[0].id });
    expect(distinct(stored.map((d) => d.reference))).toBe(N);
  });
});

describe('stage order', () => {
  test(`${N} parallel stage creations (REST and GraphQL): ${N + 5} stages with distinct order_index 10…${(N + 5) * 10}`, async () => {
    const { pipeline } = await makePipeline(t, ['Uno', 'Dos', 'Tres', 'Cuatro', 'Cinco']);
    const results = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        half(i)
          ? api(t, admin).post('/api/stages', { pipeline_id: pipeline.id, name: `Nueva ${i}` })
          : gql(t, 'mutation($in: CreateStageInput!) { createStage(input: $in) { id orderIndex } }', { in: { pipelineId: pipeline.id, name: `Nueva ${i}` } }, admin),
      ),
    );
    const answered = results.map((r) => ('body' in r ? (r.status === 201 ? r.body.order_index : r.status) : (r.data?.createStage.orderIndex ?? r.errors)));
    // Each creation went last at its turn: the answers are 60, 70, … 250 in some order.
    expect([...answered].sort((a, b) => a - b)).toEqual(Array.from({ length: N }, (_, i) => (i + 6) * 10));

    const stages = await t.ds.getRepository(StageEntity).find({ where: { pipelineId: pipeline.id }, order: { orderIndex: 'ASC', id: 'ASC' } });
    expect(stages).toHaveLength(N + 5);
    expect(stages.map((s) => s.orderIndex)).toEqual(Array.from({ length: N + 5 }, (_, i) => (i + 1) * 10));
    // The five old stages keep the first places.
    expect(stages.slice(0, 5).map((s) => s.name)).toEqual(['Uno', 'Dos', 'Tres', 'Cuatro', 'Cinco']);
  });
});

describe('custom-field upsert statuses', () => {
  test(`${N} parallel REST upserts of one new key: exactly one 201, ${N - 1} 200, one row`, async () => {
    const { stages } = await makePipeline(t, ['Campos']);
    const deal = await makeDealIn(t, stages[0]);
    const results = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        api(t, ops.token).post(`/api/deals/${deal.id}/custom-fields`, { key: 'modalidad_carga', label: 'Modalidad', value: `valor ${i}` }),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([...Array(N - 1).fill(200), 201]);
    expect(distinct(results.map((r) => r.body.id))).toBe(1);
    const rows = await t.ds.getRepository(DealCustomFieldEntity).findBy({ dealId: deal.id, key: 'modalidad_carga' });
    expect(rows).toHaveLength(1);
    // The one 201 is the first write: its value is not what is stored unless it was also the last.
    expect(results.map((r) => r.body.value)).toContain(rows[0].value);
  });
});

describe('parameter ord, labels and quote versions', () => {
  test(`${N} parallel parameter values without ord (REST and GraphQL): ord 10…${N * 10}, each distinct`, async () => {
    const key = 'carrera_ord';
    const results = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        half(i)
          ? api(t, admin).post('/api/params', { key, value: `Valor ${i}` })
          : gql(t, 'mutation($in: CreateParamValueInput!) { createParamValue(input: $in) { id ord } }', { in: { key, value: `Valor ${i}` } }, admin),
      ),
    );
    const ords = results.map((r) => ('body' in r ? (r.status === 201 ? r.body.ord : r.status) : (r.data?.createParamValue.ord ?? r.errors)));
    expect([...ords].sort((a, b) => a - b)).toEqual(Array.from({ length: N }, (_, i) => (i + 1) * 10));
    const rows = await t.ds.getRepository(ParamValueEntity).find({ where: { key }, order: { ord: 'ASC' } });
    expect(rows.map((r) => r.ord)).toEqual(Array.from({ length: N }, (_, i) => (i + 1) * 10));
  });

  test(`${N} parallel creations of one label name (any case or accent): one 201, ${N - 1} 409, one row`, async () => {
    // The last spelling (a stray spacing accent) is the same label by the service's rule (labelNameKey)
    // but not by MariaDB's unique index: only the rule, read after the others committed, refuses it.
    const spellings = ['Carrera Única', 'carrera unica', 'CARRERA ÚNICA', 'Carrera Única´'];
    const names = Array.from({ length: N }, (_, i) => spellings[i % spellings.length]);
    const results = await Promise.all(names.map((name) => api(t, admin).post('/api/labels', { name, scope: 'person' })));
    expect(results.map((r) => r.status).sort()).toEqual([201, ...Array(N - 1).fill(409)]);
    for (const r of results.filter((x) => x.status === 409)) expect(r.body).toEqual({ error: expect.stringMatching(/etiqueta/i) });
    const rows = (await t.ds.getRepository(LabelEntity).findBy({ scope: 'person' })).filter((l) => /carrera/i.test(l.name));
    expect(rows).toHaveLength(1);
  });

  test(`${N} parallel quote saves of one operation (REST and GraphQL): versions 1…${N}, none refused`, async () => {
    const { stages } = await makePipeline(t, ['Cotizar']);
    const deal = await makeDealIn(t, stages[0]);
    const results = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        half(i)
          ? api(t, ops.token).post(`/api/deals/${deal.id}/quotes`, { cliente: `Cliente ${i}` })
          : gql(t, 'mutation($d: Int!, $in: QuoteInput!) { saveDealQuote(dealId: $d, input: $in) { versionNo } }', { d: deal.id, in: { cliente: `Cliente ${i}` } }, ops.token),
      ),
    );
    const versions = results.map((r) => ('body' in r ? (r.status === 201 ? r.body.version_no : r.status) : (r.data?.saveDealQuote.versionNo ?? r.errors)));
    expect([...versions].sort((a, b) => a - b)).toEqual(Array.from({ length: N }, (_, i) => i + 1));
    const rows = await t.ds.getRepository(QuoteVersionEntity).find({ where: { dealId: deal.id }, order: { versionNo: 'ASC' } });
    expect(rows.map((r) => r.versionNo)).toEqual(Array.from({ length: N }, (_, i) => i + 1));
  });
});

describe('find-then-insert on a unique key', () => {
  test(`${N} parallel business units with one key_slug: one 201, ${N - 1} 409 with the Spanish message, one row`, async () => {
    const results = await Promise.all(Array.from({ length: N }, (_, i) => api(t, admin).post('/api/business-units', { name: `Carrera ${i}`, key_slug: 'carrera-slug' })));
    expect(results.map((r) => r.status).sort()).toEqual([201, ...Array(N - 1).fill(409)]);
    const refused = results.filter((r) => r.status === 409).map((r) => r.body);
    expect(new Set(refused.map((b) => JSON.stringify(b))).size).toBe(1);
    expect(refused[0]).toEqual({ error: expect.any(String) });
    expect(await t.ds.getRepository(BusinessUnitEntity).countBy({ keySlug: 'carrera-slug' })).toBe(1);
  });
});

/** A GraphQL answer as an HTTP-like status: 500 for INTERNAL_SERVER_ERROR (or a non-200), 400 for other errors. */
const gqlStatus = (r: GqlResult) =>
  r.status >= 500 || codesOf(r).some((c) => c === 'INTERNAL_SERVER_ERROR' || c === undefined) ? 500 : r.errors?.length ? 400 : 200;

describe('one lock order for every CRM write', () => {
  /**
   * Taking the write lock first in some transactions and at the first write in others inverts the lock
   * order: a move (lock, then the deal row and its stage's row for the foreign key) against a stage
   * rename (stage row, then the lock by trigger) deadlocked, and MariaDB answered 500s. Every
   * transaction that writes a table with a data_versions trigger takes the lock first.
   */
  test('moves, stage and pipeline renames, custom-field PUT and POST, parameter, organization and contact updates and budget changes at once: no 5xx', async () => {
    const { pipeline, stages } = await makePipeline(t, ['M1', 'M2']);
    const deals: DealEntity[] = [];
    for (let i = 0; i < 12; i++) deals.push(await makeDealIn(t, stages[0], { position: i }));
    const field = await api(t, ops.token).post(`/api/deals/${deals[0].id}/custom-fields`, { key: 'mezcla', label: 'Mezcla', value: 'v' });
    const param = await api(t, admin).post('/api/params', { key: 'mezcla_param', value: 'v' });
    const org = await api(t, ops.token).post('/api/organizations', { name: 'Mezcla SA' });
    const contact = await api(t, ops.token).post('/api/contacts', { name: 'Mezcla Persona' });
    expect([field.status, param.status, org.status, contact.status]).toEqual([201, 201, 201, 201]);
    await t.ds.getRepository(DealEntity).update({ id: deals[0].id }, { orgId: org.body.id, contactId: contact.body.id });

    const statuses: Array<[string, number]> = [];
    for (let round = 0; round < 4; round++) {
      const target = stages[round % 2 === 0 ? 1 : 0].id;
      const calls: Array<[string, Promise<number>]> = [
        ...deals.slice(1).map((d): [string, Promise<number>] => [
          'moveDeal',
          gql(t, 'mutation($id: Int!, $s: Int!, $a: Int) { moveDeal(id: $id, stageId: $s, afterDealId: $a) { id } }', { id: d.id, s: target }, ops.token).then(gqlStatus),
        ]),
        ...Array.from({ length: 4 }, (_, i): [string, Promise<number>] => ['PUT custom field', api(t, ops.token).put(`/api/deals/${deals[0].id}/custom-fields/${field.body.id}`, { value: `p${round}${i}` }).then((r) => r.status)]),
        ...Array.from({ length: 4 }, (_, i): [string, Promise<number>] => ['POST custom field', api(t, ops.token).post(`/api/deals/${deals[0].id}/custom-fields`, { key: 'mezcla', value: `u${round}${i}` }).then((r) => r.status)]),
        ...Array.from({ length: 3 }, (_, i): [string, Promise<number>] => ['PATCH stage', api(t, admin).patch(`/api/stages/${target}`, { name: `M${round}${i}` }).then((r) => r.status)]),
        ['PATCH pipeline', gql(t, 'mutation($id: Int!, $n: String!) { updatePipeline(id: $id, name: $n) { id } }', { id: pipeline.id, n: `Mezcla ${round}` }, admin).then(gqlStatus)],
        ['PATCH param', api(t, admin).patch(`/api/params/${param.body.id}`, { value: `v${round}` }).then((r) => r.status)],
        ['PATCH organization', api(t, ops.token).patch(`/api/organizations/${org.body.id}`, { notes: `n${round}` }).then((r) => r.status)],
        ['PATCH contact', api(t, ops.token).patch(`/api/contacts/${contact.body.id}`, { notes: `n${round}` }).then((r) => r.status)],
        ['PATCH deal', api(t, ops.token).patch(`/api/deals/${deals[0].id}`, { value: round }).then((r) => r.status)],
        ['budget', api(t, admin).post(`/api/organizations/${org.body.id}/budget/${round % 2 === 0 ? 'lock' : 'reopen'}`).then((r) => r.status)],
      ];
      const done = await Promise.all(calls.map(([, p]) => p));
      done.forEach((s, i) => statuses.push([calls[i][0], s]));
    }
    expect(statuses.filter(([, s]) => s >= 500)).toEqual([]);
  });
});
