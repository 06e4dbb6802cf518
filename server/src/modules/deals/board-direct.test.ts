/**
 * The kanban's trimmed execution path (core/graphql/direct-answers.ts) answers byte for byte what
 * graphql-js answers: the same request text with `@include(if: true)` on the board field is declined by
 * the trimmed path (it takes no directives) and runs normally, so both are compared as sent, for several
 * actors (admin, two venta users with private organizations, viewer), selections and after moves.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { directAnswerStats } from '../../core/graphql/direct-answers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { makeRoleUsers, makeUser, type MadeUser, type RoleUsers } from '../../../test/factories';
import { api, gql } from '../../../test/http';
import { insertContact, insertDeals, insertOrg, seededPipeline } from '../../../test/deals-fixtures';

const KANBAN = join(__dirname, '..', '..', '..', '..', 'client', 'src', 'features', 'kanban', 'graphql');
/** The client's own documents, as its build sends them. */
const CLIENT_BOARD = ['DealBoard.graphql', 'DealCardFields.graphql'].map((f) => readFileSync(join(KANBAN, f), 'utf8')).join('\n');

/** Other selections a Sandbox user may send: aliases, __typename, inline fragments, another order, fewer fields. */
const SELECTIONS: Record<string, string> = {
  client: CLIENT_BOARD,
  aliases: `query A($pipelineId: Int, $first: Int) {
    tablero: board(pipelineId: $pipelineId, first: $first) {
      __typename nombre: pipelineName
      columns { cuenta: count label __typename cards { edges { cursor node { __typename ref: reference id docs { requiredOverdue total } } } pageInfo { hasNextPage } } }
    }
  }`,
  inline: `query I($pipelineId: Int, $first: Int) {
    board(first: $first, pipelineId: $pipelineId) {
      ... on Board { columns { ... { stageId valueSum } cards { totalCount edges { node { ...F position orgId contactId } } } } }
      businessUnitId
    }
  }
  fragment F on DealCard { orgName contactName createdAt fCotiz value title }`,
  hidden: `query H($pipelineId: Int, $first: Int, $hidden: [Int!]) {
    board(pipelineId: $pipelineId, first: $first, hiddenStageIds: $hidden) { columns { stageId name orderIndex cards { totalCount pageInfo { endCursor hasNextPage } edges { node { id stageId } } } } }
  }`,
  column: `query C($pipelineId: Int!, $stageId: Int!, $first: Int) {
    boardColumn(pipelineId: $pipelineId, stageId: $stageId, first: $first) { ...DealCardPage }
  }
  ${CLIENT_BOARD.slice(CLIENT_BOARD.indexOf('fragment DealCardFields'))}`,
};

/** The same operation with `@include(if: true)` on the board (or boardColumn) field: graphql-js answers it the same; the trimmed path declines it. */
function normalOnly(query: string): string {
  const out = query.replace(/(\bboard(?:Column)?\([^)]*\))/, '$1 @include(if: true)');
  if (out === query) throw new Error('no board field');
  return out;
}

let t: TestApp;
let u: RoleUsers;
/** The seeded admin, as the others. */
let admin: { token: string };
let venta2: MadeUser;
let pipelineId: number;
let stageIds: number[];
let ids: number[];
let nonce = 0;

/** The answer's text as sent; `nonce` keeps the shared response cache from answering (its key holds the variables). */
async function raw(query: string, variables: Record<string, unknown>, token: string): Promise<string> {
  const res = await request(t.app)
    .post('/graphql')
    .set('Content-Type', 'application/json')
    .set('Authorization', `Bearer ${token}`)
    .send({ query, variables: { ...variables, nonce: ++nonce } });
  expect(res.status).toBe(200);
  return res.text;
}

/** Both paths for one actor and selection: identical text, the first given by the trimmed path, the second not. */
async function expectSame(name: string, token: string, variables: Record<string, unknown> = {}): Promise<string> {
  const query = SELECTIONS[name];
  const before = directAnswerStats.answered;
  const direct = await raw(query, { pipelineId, stageId: stageIds[0], first: 4, ...variables }, token);
  expect(directAnswerStats.answered).toBe(before + 1);
  const normal = await raw(normalOnly(query), { pipelineId, stageId: stageIds[0], first: 4, ...variables }, token);
  expect(directAnswerStats.answered).toBe(before + 1);
  expect(direct).toBe(normal);
  expect(JSON.parse(direct).errors).toBeUndefined();
  return direct;
}

beforeAll(async () => {
  t = await createTestApp();
  u = await makeRoleUsers(t);
  admin = { token: u.admin };
  venta2 = await makeUser(t, { role: 'venta' });
  const p = await seededPipeline(t);
  pipelineId = p.pipeline.id;
  stageIds = p.stages.map((s) => s.id);
  const org = await insertOrg(t, { name: 'Importadora Pública' });
  const secret = await insertOrg(t, { name: 'Secreta de Venta Uno', visibility: 'private', ownerUserId: u.venta.user.id });
  const contact = await insertContact(t, { name: 'Contacto Privado', visibility: 'private', ownerUserId: venta2.user.id });
  ids = [
    ...(await insertDeals(t, 9, { pipelineId, stageIds: [stageIds[0], stageIds[1]], orgId: org.id, contactId: contact.id }, '2026-11-02')),
    ...(await insertDeals(t, 6, { pipelineId, stageIds: [stageIds[0], stageIds[2]], orgId: secret.id })),
  ];
});
afterAll(() => t.close());

describe('the board by the trimmed path', () => {
  test('every selection, every actor: the same text as graphql-js, and private names stay with their owner', async () => {
    for (const name of Object.keys(SELECTIONS)) {
      for (const who of [admin, u.venta, venta2, u.viewer]) await expectSame(name, who.token, { hidden: [stageIds[1]] });
    }
    const own = await expectSame('client', u.venta.token, { first: 20 });
    const other = await expectSame('client', venta2.token, { first: 20 });
    expect(own).toContain('Secreta de Venta Uno');
    expect(other).not.toContain('Secreta de Venta Uno');
    expect(other).toContain('Contacto Privado');
    expect(own).not.toContain('Contacto Privado');
  });

  test('after moves and edits, and again with the columns kept as text, the same answers', async () => {
    for (const who of [admin, u.venta, venta2]) await expectSame('client', who.token);
    const kept = directAnswerStats.keptTexts;
    // Nothing changed: each column's text is reused (none written again), and still the same as graphql-js.
    await expectSame('client', admin.token);
    expect(directAnswerStats.keptTexts).toBe(kept);

    const move = `mutation M($id: Int!, $s: Int!, $after: Int) { moveDeal(id: $id, stageId: $s, afterDealId: $after) { id } }`;
    expect((await gql(t, move, { id: ids[0], s: stageIds[3] }, u.venta.token)).errors).toBeUndefined();
    expect((await gql(t, move, { id: ids[12], s: stageIds[0], after: ids[2] }, u.venta.token)).errors).toBeUndefined();
    expect((await api(t, u.venta.token).patch(`/api/deals/${ids[4]}`, { title: 'Título cambiado' })).status).toBe(200);
    for (const name of Object.keys(SELECTIONS)) {
      for (const who of [admin, u.venta, venta2, u.viewer]) await expectSame(name, who.token);
    }
    const after = JSON.parse(await expectSame('client', admin.token, { first: 20 }));
    const cards = after.data.board.columns.flatMap((c: { cards: { edges: Array<{ node: { id: number; title: string; stageId: number } }> } }) => c.cards.edges.map((e) => e.node));
    expect(cards.find((c: { id: number }) => c.id === ids[0]).stageId).toBe(stageIds[3]);
    expect(cards.find((c: { id: number }) => c.id === ids[4]).title).toBe('Título cambiado');
    // The moved columns were written again.
    expect(directAnswerStats.keptTexts).toBeGreaterThan(kept);
  });

  test('what it cannot prove the same runs normally: field merging, directives, other root fields, errors', async () => {
    const declined = [
      `query { board { columns { count count } } }`,
      `query { board { columns { cards { edges { node { id } } } cards { totalCount } } } }`,
      `query { board { columns { count @skip(if: false) } } }`,
      `query { me { id } board { columns { count } } }`,
      `query { __typename board { columns { count } } }`,
    ];
    for (const q of declined) {
      const before = directAnswerStats.answered;
      const res = await gql(t, q, { nonce: ++nonce }, admin.token);
      expect(res.errors).toBeUndefined();
      expect(res.data!.board.columns.length).toBeGreaterThan(0);
      expect(directAnswerStats.answered).toBe(before);
    }
    // A root resolver's error (no such pipeline, an invalid first, no session): normal execution answers it, as without the trimmed path.
    for (const [variables, token, code] of [
      [{ pipelineId: 999999 }, admin.token, 'NOT_FOUND'],
      [{ pipelineId, first: 0 }, admin.token, 'BAD_USER_INPUT'],
      [{ pipelineId }, undefined, 'UNAUTHENTICATED'],
    ] as const) {
      const before = directAnswerStats.answered;
      const res = await gql(t, CLIENT_BOARD, { ...variables, nonce: ++nonce }, token);
      expect(res.errors?.[0].extensions?.code).toBe(code);
      const normal = await gql(t, normalOnly(CLIENT_BOARD), { ...variables, nonce: ++nonce }, token);
      expect(res).toEqual(normal);
      expect(directAnswerStats.answered).toBe(before);
    }
  });
});
