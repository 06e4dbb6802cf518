import { requireActor } from '../../core/auth/actor';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { makeUser, type MadeUser } from '../../../test/factories';
import { api, gql } from '../../../test/http';
import { insertDeals, insertOrg, seededPipeline } from '../../../test/deals-fixtures';
import { PipelineEntity } from '../pipelines/pipeline.entity';
import { StageEntity } from '../pipelines/stage.entity';

/**
 * Board cost without the cache: the board's counts and sums come from deal_totals (kept by triggers), and its
 * cached answer is keyed on its own pipeline's (and unit's) data version, so a move elsewhere leaves it served.
 */
const BOARD = `query Board($p: Int, $bu: Int) {
  board(pipelineId: $p, businessUnitId: $bu, first: 5) {
    pipelineId columns { stageId count valueSum cards { totalCount edges { node { id title fCotiz } } } }
  }
}`;
type Board = { pipelineId: number; columns: Array<{ stageId: number; count: number; valueSum: number; cards: { totalCount: number; edges: Array<{ node: { id: number; title: string; fCotiz: string | null } }> } }> };
const MOVE = 'mutation($id: Int!, $s: Int!) { moveDeal(id: $id, stageId: $s) { id } }';

let t: TestApp;
let venta: MadeUser;
let a: { pipelineId: number; stageIds: number[] };
let b: { pipelineId: number; stageIds: number[] };

beforeAll(async () => {
  t = await createTestApp();
  venta = await makeUser(t, { role: 'venta' });
  const seeded = await seededPipeline(t);
  a = { pipelineId: seeded.pipeline.id, stageIds: seeded.stages.map((s) => s.id) };
  const pid = Number((await t.ds.getRepository(PipelineEntity).insert({ name: 'Pipeline B' })).identifiers[0].id);
  const stages: number[] = [];
  for (const [i, name] of ['Uno', 'Dos', 'Tres'].entries()) {
    stages.push(Number((await t.ds.getRepository(StageEntity).insert({ pipelineId: pid, name, orderIndex: (i + 1) * 10 })).identifiers[0].id));
  }
  b = { pipelineId: pid, stageIds: stages };
  const org = await insertOrg(t, { name: 'Totales SA' });
  await insertDeals(t, 12, { pipelineId: a.pipelineId, stageIds: a.stageIds.slice(0, 3), orgId: org.id, businessUnitId: 1, value: 10.1 });
  await insertDeals(t, 6, { pipelineId: a.pipelineId, stageIds: a.stageIds.slice(0, 2), businessUnitId: 2, value: 0.7 });
  await insertDeals(t, 6, { pipelineId: b.pipelineId, stageIds: b.stageIds, value: 1234.56 });
});
afterAll(() => t.close());

/** The totals table against a fresh GROUP BY over deals (cents, so both engines compare exactly). */
async function expectTotalsExact(): Promise<void> {
  const fresh: Array<Record<string, unknown>> = await t.ds.query(
    `SELECT pipeline_id AS p, COALESCE(business_unit_id, 0) AS u, stage_id AS s, status, COUNT(*) AS n, SUM(ROUND(value * 100)) AS c
     FROM deals GROUP BY pipeline_id, COALESCE(business_unit_id, 0), stage_id, status`,
  );
  const kept: Array<Record<string, unknown>> = await t.ds.query('SELECT pipeline_id AS p, unit_key AS u, stage_id AS s, status, deals AS n, value_cents AS c FROM deal_totals WHERE deals <> 0 OR value_cents <> 0');
  const norm = (rows: Array<Record<string, unknown>>) =>
    rows.map((r) => `${Number(r.p)}/${Number(r.u)}/${Number(r.s)}/${String(r.status)}: ${Number(r.n)} deals, ${Math.round(Number(r.c))} cents`).sort();
  expect(norm(kept)).toEqual(norm(fresh));
}

async function board(p: number, bu?: number): Promise<Board> {
  const r = await gql<{ board: Board }>(t, BOARD, { p, bu }, venta.token);
  expect(r.errors).toBeUndefined();
  return r.data!.board;
}

/** The answer and whether it was built (statements on deals) or served from the shared cache. */
async function boardRun(p: number, bu?: number): Promise<{ board: Board; built: boolean }> {
  t.sql.start();
  const result = await board(p, bu);
  t.sql.stop();
  return { board: result, built: t.sql.statements.some((q) => /FROM deals d\b/.test(q)) };
}

const openIds = async (p: number, bu?: number): Promise<number[]> =>
  (await t.ds.query(`SELECT id FROM deals WHERE pipeline_id = ? AND status = 'open'${bu ? ' AND business_unit_id = ?' : ''} ORDER BY id`, bu ? [p, bu] : [p])).map((r: { id: number }) => Number(r.id));

test('the totals equal a fresh GROUP BY after every kind of write, through the services, REST and plain SQL', async () => {
  await expectTotalsExact();
  const [d1, d2, d3, d4] = await openIds(a.pipelineId, 1);
  const admin = requireActor(await t.services.auth.authenticate(venta.token));

  // a move (GraphQL), a value edit, a unit change and a stage change through the service
  expect((await gql(t, MOVE, { id: d1, s: a.stageIds[3] }, venta.token)).errors).toBeUndefined();
  await expectTotalsExact();
  await t.services.deals.update(admin, d2, { value: 99.99 });
  await expectTotalsExact();
  await t.services.deals.update(admin, d2, { businessUnitId: 3, stageId: a.stageIds[4] });
  await expectTotalsExact();
  // won, reopened, lost with its reason, reopened (closeDeal / reopenDeal and the status of an update)
  await t.services.deals.update(admin, d3, { status: 'won' });
  await expectTotalsExact();
  await t.services.deals.reopen(admin, d3);
  await expectTotalsExact();
  await t.services.deals.close(admin, d3, { outcome: 'lost', reason: 'Precio' });
  await expectTotalsExact();
  await t.services.deals.update(admin, d3, { status: 'open' });
  await expectTotalsExact();
  // REST (the original client's PATCH) and a new deal
  await api(t, venta.token).patch(`/api/deals/${d4}`, { value: '2500.50', stage_id: a.stageIds[2] }).expect(200);
  await expectTotalsExact();
  await t.services.deals.create(admin, { title: 'Nueva', pipelineId: b.pipelineId, stageId: b.stageIds[0], value: 0.3 });
  await expectTotalsExact();

  // plain SQL: another path (a script, a later column's writer) is followed the same way
  await t.ds.query('UPDATE deals SET pipeline_id = ?, stage_id = ? WHERE id = ?', [b.pipelineId, b.stageIds[1], d1]);
  await expectTotalsExact();
  await t.ds.query("UPDATE deals SET status = 'won', value = value + 1 WHERE pipeline_id = ?", [b.pipelineId]);
  await expectTotalsExact();
  await t.ds.query("UPDATE deals SET status = 'open' WHERE pipeline_id = ?", [b.pipelineId]);
  await expectTotalsExact();
  await t.ds.query('UPDATE deals SET business_unit_id = NULL WHERE id = ?', [d4]);
  await expectTotalsExact();
  await t.ds.query('DELETE FROM deals WHERE id = ?', [d4]);
  await expectTotalsExact();

  // and the board shows them
  const fresh: Array<Record<string, unknown>> = await t.ds.query(
    "SELECT stage_id AS s, COUNT(*) AS n, SUM(value) AS v FROM deals WHERE pipeline_id = ? AND status = 'open' GROUP BY stage_id",
    [a.pipelineId],
  );
  const shown = await board(a.pipelineId);
  for (const r of fresh) {
    const col = shown.columns.find((c) => c.stageId === Number(r.s))!;
    expect({ count: col.count, valueSum: col.valueSum, total: col.cards.totalCount }).toEqual({ count: Number(r.n), valueSum: Math.round(Number(r.v) * 100) / 100, total: Number(r.n) });
  }
});

test('a move in pipeline A leaves the cached board of pipeline B served, while A is answered fresh', async () => {
  await board(a.pipelineId);
  const cachedB = await board(b.pipelineId);
  expect((await boardRun(b.pipelineId)).built).toBe(false);

  const [moving] = await openIds(a.pipelineId);
  expect((await gql(t, MOVE, { id: moving, s: a.stageIds[5] }, venta.token)).errors).toBeUndefined();

  const afterB = await boardRun(b.pipelineId);
  expect(afterB).toEqual({ board: cachedB, built: false });
  const afterA = await boardRun(a.pipelineId);
  expect(afterA.built).toBe(true);
  expect(afterA.board.columns.find((c) => c.stageId === a.stageIds[5])!.cards.edges.map((e) => e.node.id)).toContain(moving);

  // a write to what every board shows (an organization's name) reaches B too
  const org = await insertOrg(t, { name: 'Otra SA' });
  expect(org.id).toBeGreaterThan(0);
  expect((await boardRun(b.pipelineId)).built).toBe(true);
});

test("a move in one business unit leaves another unit's board of the same pipeline served; the whole pipeline's is fresh", async () => {
  const unit2 = await board(a.pipelineId, 2);
  await board(a.pipelineId);
  expect((await boardRun(a.pipelineId, 2)).built).toBe(false);
  const [moving] = await openIds(a.pipelineId, 1);
  expect((await gql(t, MOVE, { id: moving, s: a.stageIds[6] }, venta.token)).errors).toBeUndefined();
  expect(await boardRun(a.pipelineId, 2)).toEqual({ board: unit2, built: false });
  expect((await boardRun(a.pipelineId)).built).toBe(true);
  expect((await boardRun(a.pipelineId, 1)).built).toBe(true);
});

test('the quote date on a card (f_cotiz) refreshes its board; the default board (no pipelineId) follows its pipeline', async () => {
  const [d] = await openIds(b.pipelineId);
  const defaultBoard = await board(undefined as unknown as number);
  expect(defaultBoard.pipelineId).toBe(a.pipelineId);
  await board(b.pipelineId);
  const cf = await gql(t, 'mutation($id: Int!) { upsertCustomField(owner: deal, ownerId: $id, input: { key: "f_cotiz", label: "Fecha cotización", type: date, value: "2026-12-01" }) { id } }', { id: d }, venta.token);
  expect(cf.errors).toBeUndefined();
  const run = await boardRun(b.pipelineId);
  expect(run.built).toBe(true);
  expect(run.board.columns.flatMap((c) => c.cards.edges).find((e) => e.node.id === d)?.node.fCotiz).toBe('2026-12-01');
  // pipeline B's write did not touch the default board (pipeline A)
  t.sql.start();
  expect(await board(undefined as unknown as number)).toEqual(defaultBoard);
  t.sql.stop();
  expect(t.sql.statements.some((q) => /FROM deals d\b/.test(q))).toBe(false);
});

test('concurrent requests for a board that just changed build it once and all get the same answer', async () => {
  const [moving] = await openIds(b.pipelineId);
  expect((await gql(t, MOVE, { id: moving, s: b.stageIds[2] }, venta.token)).errors).toBeUndefined();
  t.sql.start();
  const answers = await Promise.all(Array.from({ length: 8 }, () => board(b.pipelineId)));
  t.sql.stop();
  expect(t.sql.statements.filter((q) => /FROM deals d\b/.test(q))).toHaveLength(1);
  for (const x of answers) expect(x).toEqual(answers[0]);
});

test('an edit of a won deal leaves its pipeline board served (the board shows open deals only)', async () => {
  const [d] = await openIds(b.pipelineId);
  await t.ds.query("UPDATE deals SET status = 'won' WHERE id = ?", [d]);
  await board(b.pipelineId);
  await t.ds.query('UPDATE deals SET title = ? WHERE id = ?', ['Ganada y editada', d]);
  expect((await boardRun(b.pipelineId)).built).toBe(false);
  await t.ds.query("UPDATE deals SET status = 'open' WHERE id = ?", [d]);
  expect((await boardRun(b.pipelineId)).built).toBe(true);
  await expectTotalsExact();
});

test('deal list totals by pipeline, stage, unit and status come from the totals (no count over deals); other filters still count exactly', async () => {
  const LIST = 'query($f: DealFilter) { deals(filter: $f, first: 5) { totalCount edges { node { id } } } }';
  const filters: Array<Record<string, unknown>> = [
    {},
    { status: 'open' },
    { pipelineId: a.pipelineId },
    { pipelineId: a.pipelineId, businessUnitId: 1 },
    { pipelineId: a.pipelineId, stageId: a.stageIds[1], status: 'open' },
    { businessUnitId: 2, status: 'won' },
    { advisorUserId: venta.user.id },
    { q: 'Operación' },
  ];
  for (const f of filters) {
    const where = Object.entries(f).map(([k]) => ({ pipelineId: 'pipeline_id = ?', stageId: 'stage_id = ?', businessUnitId: 'business_unit_id = ?', status: 'status = ?', advisorUserId: 'deal_advisor_user_id = ?', q: 'title LIKE ?' })[k]);
    const params = Object.entries(f).map(([k, v]) => (k === 'q' ? `%${String(v)}%` : v));
    const fresh = Number((await t.ds.query(`SELECT COUNT(*) AS n FROM deals${where.length ? ` WHERE ${where.join(' AND ')}` : ''}`, params))[0].n);
    t.sql.start();
    const r = await gql<{ deals: { totalCount: number } }>(t, LIST, { f }, venta.token);
    t.sql.stop();
    expect({ f, total: r.data?.deals.totalCount }).toEqual({ f, total: fresh });
    const countsOverDeals = t.sql.statements.filter((q) => /COUNT\(/i.test(q) && /FROM "?`?deals/i.test(q));
    const byTotals = !f.advisorUserId && !f.q;
    expect({ f, countsOverDeals: countsOverDeals.length }).toEqual({ f, countsOverDeals: byTotals ? 0 : 1 });
  }
});

test("a foreign key's SET NULL on deals (a deleted user) keeps the totals exact", async () => {
  const gone = await makeUser(t, { role: 'venta' });
  await insertDeals(t, 3, { pipelineId: a.pipelineId, stageIds: [a.stageIds[0]], advisorUserId: gone.user.id, createdByUserId: gone.user.id });
  await t.ds.query('DELETE FROM users WHERE id = ?', [gone.user.id]);
  await expectTotalsExact();
});

test("every change of the totals moves the 'totals' version, and the board (which reads the totals again only then) follows each one", async () => {
  const totalsVersion = async () => Number((await t.ds.query("SELECT version FROM data_versions WHERE scope = 'totals'"))[0].version);
  /** The board's counts against a fresh count over deals. */
  const expectBoardExact = async () => {
    const fresh: Array<Record<string, unknown>> = await t.ds.query(
      "SELECT stage_id AS s, COUNT(*) AS n FROM deals WHERE pipeline_id = ? AND status = 'open' GROUP BY stage_id",
      [b.pipelineId],
    );
    const shown = await board(b.pipelineId);
    const counts = Object.fromEntries(shown.columns.map((c) => [c.stageId, c.count]));
    for (const s of b.stageIds) expect(counts[s]).toBe(Number(fresh.find((r) => Number(r.s) === s)?.n ?? 0));
  };
  await expectBoardExact();
  const [d1, d2] = await openIds(b.pipelineId);
  const writes: Array<() => Promise<unknown>> = [
    () => gql(t, MOVE, { id: d1, s: b.stageIds[2] }, venta.token),
    () => t.ds.query('UPDATE deals SET stage_id = ? WHERE id = ?', [b.stageIds[0], d2]),
    () => t.ds.query("UPDATE deals SET status = 'lost' WHERE id = ?", [d1]),
    () => t.ds.query(`INSERT INTO deal_custom_fields (deal_id, ${t.ds.options.type === 'better-sqlite3' ? '"key"' : '`key`'}, label, type, value) VALUES (?, 'f_cotiz', 'F', 'date', '2026-11-20')`, [d2]),
  ];
  for (const write of writes) {
    const before = await totalsVersion();
    await write();
    expect(await totalsVersion()).toBeGreaterThan(before);
    await expectBoardExact();
  }
  // Nothing written: the version stays, and the board is the same.
  const still = await totalsVersion();
  await expectBoardExact();
  expect(await totalsVersion()).toBe(still);
});
