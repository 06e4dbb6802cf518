/**
 * The kanban's trimmed execution path (core/graphql/fast-path/direct-answers.ts) answers byte for byte what
 * graphql-js answers: the same request text with `@include(if: true)` on the board field is declined by
 * the trimmed path (it takes no directives) and runs normally, so both are compared as sent, for several
 * actors (admin, two venta users with private organizations, viewer), selections and after moves.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
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
  const before = t.fastPath.answered;
  const direct = await raw(query, { pipelineId, stageId: stageIds[0], first: 4, ...variables }, token);
  expect(t.fastPath.answered).toBe(before + 1);
  const normal = await raw(normalOnly(query), { pipelineId, stageId: stageIds[0], first: 4, ...variables }, token);
  expect(t.fastPath.answered).toBe(before + 1);
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
    const kept = t.fastPath.keptTexts;
    // Nothing changed: each column's text is reused (none written again), and still the same as graphql-js.
    await expectSame('client', admin.token);
    expect(t.fastPath.keptTexts).toBe(kept);

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
    expect(t.fastPath.keptTexts).toBeGreaterThan(kept);
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
      const before = t.fastPath.answered;
      const res = await gql(t, q, { nonce: ++nonce }, admin.token);
      expect(res.errors).toBeUndefined();
      expect(res.data!.board.columns.length).toBeGreaterThan(0);
      expect(t.fastPath.answered).toBe(before);
    }
    // A root resolver's error (no such pipeline, an invalid first, no session): normal execution answers it, as without the trimmed path.
    for (const [variables, token, code] of [
      [{ pipelineId: 999999 }, admin.token, 'NOT_FOUND'],
      [{ pipelineId, first: 0 }, admin.token, 'BAD_USER_INPUT'],
      [{ pipelineId }, undefined, 'UNAUTHENTICATED'],
    ] as const) {
      const before = t.fastPath.answered;
      const res = await gql(t, CLIENT_BOARD, { ...variables, nonce: ++nonce }, token);
      expect(res.errors?.[0].extensions?.code).toBe(code);
      const normal = await gql(t, normalOnly(CLIENT_BOARD), { ...variables, nonce: ++nonce }, token);
      expect(res).toEqual(normal);
      expect(t.fastPath.answered).toBe(before);
    }
  });
});

describe('the board answered before Apollo (core/graphql/fast-path/direct-http.ts)', () => {
  /** The request as sent, with its headers; `extra` goes into the JSON body, `headers` onto the request. */
  async function send(body: Record<string, unknown>, headers: Record<string, string> = {}, token: string | null = admin.token) {
    let req = request(t.app).post('/graphql').set('Content-Type', 'application/json');
    if (token) req = req.set('Authorization', `Bearer ${token}`);
    for (const [k, v] of Object.entries(headers)) req = req.set(k, v);
    const before = t.fastPath.answeredBeforeApollo;
    const res = await req.send(body);
    return { status: res.status, text: res.text, type: res.headers['content-type'], encoding: res.headers['content-encoding'], vary: res.headers.vary, early: t.fastPath.answeredBeforeApollo > before };
  }
  const board = (variables: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({ query: CLIENT_BOARD, operationName: 'DealBoard', variables: { pipelineId, first: 20, ...variables }, ...extra });

  test('for every actor and Accept header Apollo answers, the same status, content type and bytes as Apollo (a body with `extensions` goes through Apollo)', async () => {
    // The first request of a text is Apollo's (it parses and validates it); from then on it may be answered early.
    const spaced = { ...board({ nonce: ++nonce }), query: `${CLIENT_BOARD}\n` };
    expect((await send(spaced)).early).toBe(false);
    expect((await send({ ...spaced, variables: { ...spaced.variables, nonce: ++nonce } })).early).toBe(true);
    for (const who of [admin, u.venta, venta2, u.viewer]) {
      for (const accept of [undefined, '*/*', 'application/json', 'application/graphql-response+json,application/json;q=0.9']) {
        for (const encoding of ['gzip', 'identity']) {
          const headers: Record<string, string> = { 'Accept-Encoding': encoding, ...(accept ? { Accept: accept } : {}) };
          const n = ++nonce;
          const early = await send(board({ nonce: n }), headers, who.token);
          const apollo = await send(board({ nonce: n }, { extensions: {} }), headers, who.token);
          expect(early.early).toBe(true);
          expect(apollo.early).toBe(false);
          expect({ ...early, early: true }).toEqual({ ...apollo, early: true });
          expect(early.status).toBe(200);
          // and what graphql-js itself answers
          const normal = await send({ ...board({ nonce: n }), query: normalOnly(CLIENT_BOARD) }, headers, who.token);
          expect(early.text).toBe(normal.text);
        }
      }
    }
  });

  test('served from the shared cache too, and never stale: a move, an edit and a tick show on the next board, for both columns', async () => {
    const cards = (text: string) =>
      new Map<number, { stageId: number; title: string; docs: unknown }>(
        JSON.parse(text).data.board.columns.flatMap((c: { cards: { edges: Array<{ node: { id: number; stageId: number; title: string; docs: unknown } }> } }) => c.cards.edges.map((e) => [e.node.id, e.node])),
      );
    const first = await send(board({}));
    const again = await send(board({}));
    expect(again.early).toBe(true);
    expect(again.text).toBe(first.text);
    const move = `mutation M($id: Int!, $s: Int!) { moveDeal(id: $id, stageId: $s) { id } }`;
    expect((await gql(t, move, { id: ids[5], s: stageIds[4] }, u.venta.token)).errors).toBeUndefined();
    expect((await api(t, u.venta.token).patch(`/api/deals/${ids[6]}`, { title: 'Editado antes del tablero' })).status).toBe(200);
    expect((await api(t, u.venta.token).post(`/api/operations/${ids[7]}/checklist/fact_venta/verify`)).status).toBe(200);
    const after = await send(board({}));
    expect(after.early).toBe(true);
    const now = cards(after.text);
    expect(now.get(ids[5])!.stageId).toBe(stageIds[4]);
    expect(now.get(ids[6])!.title).toBe('Editado antes del tablero');
    expect(now.get(ids[7])!.docs).toMatchObject({ done: (cards(first.text).get(ids[7])!.docs as { done: number }).done + 1 });
    const normal = await send({ ...board({ nonce: ++nonce }), query: normalOnly(CLIENT_BOARD) });
    expect(after.text).toBe(normal.text);
  });

  test('what it must not take goes to Apollo and gets its answer: other Accept headers, no session, bad variables, unknown operation, a text never validated, multipart', async () => {
    await send(board({ nonce: ++nonce }));
    const cases: Array<[string, Parameters<typeof send>, number, string | null]> = [
      ['html', [board({ nonce: ++nonce }), { Accept: 'text/html' }], 406, 'BAD_REQUEST'],
      ['graphql-response only', [board({ nonce: ++nonce }), { Accept: 'application/graphql-response+json' }], 200, null],
      ['no session', [board({ nonce: ++nonce }), {}, null], 200, 'UNAUTHENTICATED'],
      ['bad variables', [board({ first: 'veinte', nonce: ++nonce })], 400, 'BAD_USER_INPUT'],
      ['unknown operation', [board({ nonce: ++nonce }, { operationName: 'Otra' })], 400, 'OPERATION_RESOLUTION_FAILURE'],
      ['variables not an object', [{ ...board({}), variables: [1] }], 400, 'BAD_REQUEST'],
      ['first page over the limit', [board({ first: 1000, nonce: ++nonce })], 200, 'BAD_USER_INPUT'],
    ];
    for (const [name, args, status, code] of cases) {
      const res = await send(...args);
      const body = JSON.parse(res.text);
      expect({ name, early: res.early, status: res.status, code: body.errors?.[0]?.extensions?.code ?? null }).toEqual({ name, early: false, status, code });
    }
    const only = await send(board({ nonce: ++nonce }), { Accept: 'application/graphql-response+json' });
    expect(only.type).toBe('application/graphql-response+json; charset=utf-8');
    // A text Apollo has not validated yet: Apollo answers it first (here: an invalid field, refused by validation, both times).
    const invalid = { query: CLIENT_BOARD.replace('pipelineName', 'pipelineNombre'), operationName: 'DealBoard', variables: { pipelineId } };
    for (let i = 0; i < 2; i++) {
      const res = await send(invalid);
      expect(res.early).toBe(false);
      expect(JSON.parse(res.text).errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    }
    // Multipart (graphql-upload parses it into the same body): Apollo's.
    const before = t.fastPath.answeredBeforeApollo;
    const multipart = await request(t.app)
      .post('/graphql')
      .set('Authorization', `Bearer ${admin.token}`)
      .set('Apollo-Require-Preflight', 'true')
      .field('operations', JSON.stringify(board({ nonce: ++nonce })))
      .field('map', '{}');
    expect(multipart.status).toBe(200);
    expect(t.fastPath.answeredBeforeApollo).toBe(before);
  });
});
