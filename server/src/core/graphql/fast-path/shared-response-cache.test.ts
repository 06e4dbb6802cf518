import { createTestApp, type TestApp } from '../../../../test/test-app';
import { makeUser, type MadeUser } from '../../../../test/factories';
import { api, codesOf, gql } from '../../../../test/http';
import { insertDeals, insertOrg, seededPipeline } from '../../../../test/deals-fixtures';
import { LatestAnswers, readDataVersion } from './shared-response-cache';

const BOARD = `query Board($p: Int, $first: Int) {
  board(pipelineId: $p, first: $first) {
    columns { stageId name label count valueSum cards { edges { node { id title orgName fCotiz } } } }
  }
}`;

type Board = { columns: Array<{ stageId: number; name: string; label: string; count: number; valueSum: number; cards: { edges: Array<{ node: { id: number; title: string; orgName: string | null; fCotiz: string | null } }> } }> };

let t: TestApp;
let admin: MadeUser;
let venta: MadeUser;
let pipelineId: number;
let stageIds: number[];
let dealIds: number[];
let orgId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeUser(t, { role: 'admin' });
  venta = await makeUser(t, { role: 'venta' });
  const p = await seededPipeline(t);
  pipelineId = p.pipeline.id;
  stageIds = p.stages.map((s) => s.id);
  orgId = (await insertOrg(t, { name: 'Cache Import SA' })).id;
  dealIds = await insertDeals(t, 3, { pipelineId, stageIds: [stageIds[0]], orgId });
});
afterAll(() => t.close());

async function board(token = venta.token): Promise<Board> {
  const r = await gql<{ board: Board }>(t, BOARD, { p: pipelineId, first: 10 }, token);
  expect(r.errors).toBeUndefined();
  return r.data!.board;
}
const col = (b: Board, stageId: number) => b.columns.find((c) => c.stageId === stageId)!;

test('a repeated board query is answered without running the board statements again', async () => {
  const first = await board();
  t.sql.start();
  const again = await board();
  const statements = t.sql.stop();
  expect(again).toEqual(first);
  // only the data-version read (the per-request user lookup is a raw statement outside the logger too)
  expect(t.sql.statements.filter((q) => /data_versions/.test(q))).toHaveLength(1);
  expect(t.sql.statements.filter((q) => /FROM deals/i.test(q))).toHaveLength(0);
  expect(statements).toBeLessThanOrEqual(2);
});

test('every kind of write is visible on the next board at once (GraphQL, REST and direct SQL)', async () => {
  await board();
  // a move through GraphQL
  const moved = await gql(t, 'mutation($id: Int!, $s: Int!) { moveDeal(id: $id, stageId: $s) { id } }', { id: dealIds[0], s: stageIds[1] }, venta.token);
  expect(moved.errors).toBeUndefined();
  let b = await board();
  expect(col(b, stageIds[1]).cards.edges.map((e) => e.node.id)).toContain(dealIds[0]);

  // an organization renamed through REST shows on its cards
  await api(t, venta.token).patch(`/api/organizations/${orgId}`).send({ name: 'Cache Import Renombrada SA' }).expect(200);
  b = await board();
  expect(col(b, stageIds[0]).cards.edges[0].node.orgName).toBe('Cache Import Renombrada SA');

  // a quote date custom field (the card's deadline badge)
  const cf = await gql(t, 'mutation($id: Int!) { upsertCustomField(owner: deal, ownerId: $id, input: { key: "f_cotiz", label: "Fecha cotización", type: date, value: "2026-11-20" }) { id } }', { id: dealIds[1] }, venta.token);
  expect(cf.errors).toBeUndefined();
  b = await board();
  expect(col(b, stageIds[0]).cards.edges.find((e) => e.node.id === dealIds[1])?.node.fCotiz).toBe('2026-11-20');

  // a stage label parameter (admin) and a stage rename
  const label = await gql(t, 'mutation { createParamValue(input: { key: "kanban_stage_labels", value: "Prospecto|Nuevos" }) { id } }', {}, admin.token);
  expect(label.errors).toBeUndefined();
  b = await board();
  expect(col(b, stageIds[0]).label).toBe('Nuevos');

  // a script writing straight into the database (another instance, a migration, a fix by hand)
  const before = await readDataVersion(t.ds);
  await t.ds.query('UPDATE deals SET title = ? WHERE id = ?', ['Título cambiado por SQL', dealIds[2]]);
  expect(await readDataVersion(t.ds)).not.toBe(before);
  b = await board();
  expect(col(b, stageIds[0]).cards.edges.find((e) => e.node.id === dealIds[2])?.node.title).toBe('Título cambiado por SQL');
});

test('a signed-out request never gets a cached board', async () => {
  await board();
  const r = await gql(t, BOARD, { p: pipelineId, first: 10 });
  expect(codesOf(r)).toEqual(['UNAUTHENTICATED']);
  expect(r.data?.board ?? null).toBeNull();
});

test('queries mixing the board with per-user fields are not cached', async () => {
  const q = `query { me { id email } board(pipelineId: ${pipelineId}, first: 1) { columns { stageId } } }`;
  const a = await gql<{ me: { email: string } }>(t, q, {}, venta.token);
  const b = await gql<{ me: { email: string } }>(t, q, {}, admin.token);
  expect(a.data!.me.email).toBe(venta.user.email);
  expect(b.data!.me.email).toBe(admin.user.email);
});

test("answers are kept per reader: another user's private organization never reaches a second user through the cache; admins share one", async () => {
  const owner = await makeUser(t, { role: 'ops' });
  const secondAdmin = await makeUser(t, { role: 'admin' });
  const priv = await insertOrg(t, { name: 'Cache Privada SA', visibility: 'private', ownerUserId: owner.user.id });
  const [dealId] = await insertDeals(t, 1, { pipelineId, stageIds: [stageIds[0]], orgId: priv.id });
  const orgNameOf = (b: Board) => col(b, stageIds[0]).cards.edges.find((e) => e.node.id === dealId)!.node.orgName;

  expect(orgNameOf(await board(owner.token))).toBe('Cache Privada SA');
  t.sql.start();
  expect(orgNameOf(await board(venta.token))).toBeNull();
  t.sql.stop();
  expect(t.sql.statements.filter((q) => /FROM deals/i.test(q)).length).toBeGreaterThan(0); // ran for this reader
  expect(orgNameOf(await board(owner.token))).toBe('Cache Privada SA');

  expect(orgNameOf(await board(admin.token))).toBe('Cache Privada SA');
  t.sql.start();
  expect(orgNameOf(await board(secondAdmin.token))).toBe('Cache Privada SA');
  t.sql.stop();
  expect(t.sql.statements.filter((q) => /FROM deals/i.test(q))).toHaveLength(0); // the admins' shared answer
});

test('a data version that cannot be read is a cache miss: the board still runs and answers (never a 500 from the cache)', async () => {
  const expected = await board();
  const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
  const ormLog = jest.spyOn(console, 'log').mockImplementation(() => {});
  // Read-only here: the triggers that bump the version on writes are not reached.
  await t.ds.query('ALTER TABLE data_versions RENAME TO data_versions_away');
  try {
    const r = await gql<{ board: Board }>(t, BOARD, { p: pipelineId, first: 10 }, venta.token);
    expect({ status: r.status, errors: r.errors }).toEqual({ status: 200, errors: undefined });
    expect(r.data!.board).toEqual(expected);
  } finally {
    await t.ds.query('ALTER TABLE data_versions_away RENAME TO data_versions');
    logged.mockRestore();
    ormLog.mockRestore();
  }
});

test('the cache keeps per view only the answer of its latest data version, within its bounds (bounded memory)', () => {
  const answers = new LatestAnswers<string>(3, 100);
  // 50 moves: each a newer version of one board view; the older answers are gone at once
  for (let v = 1; v <= 50; v++) answers.set('admin board 1', `v${v}`, `board v${v}`, 10);
  expect(answers.size).toBe(1);
  expect(answers.bytes).toBe(10);
  expect(answers.get('admin board 1', 'v49')).toBeUndefined();
  expect(answers.get('admin board 1', 'v50')).toBe('board v50');
  // other views: at most 3, the least recently read leaves first
  answers.set('user:7 board 1', 'v1', 'b', 10);
  answers.set('user:8 board 1', 'v1', 'c', 10);
  expect(answers.get('admin board 1', 'v50')).toBe('board v50');
  answers.set('user:9 board 1', 'v1', 'd', 10);
  expect(answers.size).toBe(3);
  expect(answers.get('user:7 board 1', 'v1')).toBeUndefined();
  // bytes: a large answer pushes out the oldest ones; one larger than the whole budget is not kept
  answers.set('user:10 board 1', 'v1', 'e', 85);
  expect(answers.bytes).toBeLessThanOrEqual(100);
  expect(answers.get('user:10 board 1', 'v1')).toBe('e');
  answers.set('user:11 board 1', 'v1', 'f', 101);
  expect(answers.get('user:11 board 1', 'v1')).toBeUndefined();
  expect(answers.bytes).toBeLessThanOrEqual(100);
});

test('a board with arguments of the wrong type is refused by execution, never read as a cache version from SQL', async () => {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  try {
    const r = await gql(t, 'query($bu: Int) { board(businessUnitId: $bu) { pipelineId } }', { bu: { id: 1 } }, venta.token);
    expect(codesOf(r)).toEqual(['BAD_USER_INPUT']);
    expect(errors.mock.calls.filter((c) => String(c[0]).includes('SQL error'))).toEqual([]);
  } finally {
    errors.mockRestore();
  }
});
