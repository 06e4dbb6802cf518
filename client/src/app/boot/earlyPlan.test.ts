import { ApolloClient, ApolloLink } from '@apollo/client';
import { print } from 'graphql';
import { of } from 'rxjs';
import { DealBoardDocument, KanbanWorkspacesDocument, MeDocument } from '../../gql/graphql';
import { boardVariables } from '../../features/kanban/boardVariables';
import { createCache } from '../links';
import { createEarlyLink, takeEarly } from './earlyLink';
import { earlyPlanSpec } from './earlyPlan';
import { preloadBoard, takePreloadedBoard } from '../../features/kanban/boardPreload';
import { TOKEN_KEY } from '../../session/session';
import { EARLY_GLOBAL, earlyKey, earlyStart, type EarlyRequest, type EarlyResponse } from './earlyStart';

/**
 * First card on screen: index.html's early script sends the session check and the board before the app runs;
 * the app must then take those answers instead of asking again. That only works if the early requests are
 * the app's own (same printed query, same variables key), which these tests hold against Apollo itself.
 */
function clientWith(early: EarlyResponse[]) {
  const sent: EarlyRequest[] = [];
  const terminal = new ApolloLink((operation) => {
    sent.push({ operationName: operation.operationName!, query: print(operation.query), variables: operation.variables });
    return of({ data: null });
  });
  const client = new ApolloClient({ link: ApolloLink.from([createEarlyLink(() => early), terminal]), cache: createCache() });
  return { client, sent };
}

const meAnswer = { data: { me: { __typename: 'User', id: 1, name: 'Ana', email: 'ana@example.com', role: 'ADMIN' } } };

test('the early requests are exactly what the app sends for Me, the board and the workspaces', async () => {
  const { client, sent } = clientWith([]);
  await client.query({ query: MeDocument, fetchPolicy: 'network-only' }).catch(() => undefined);
  await client.query({ query: DealBoardDocument, variables: boardVariables(null), fetchPolicy: 'network-only' }).catch(() => undefined);
  await client.query({ query: KanbanWorkspacesDocument, fetchPolicy: 'network-only' }).catch(() => undefined);
  const plan = earlyPlanSpec();
  const planned = [plan.session, ...plan.routes.flatMap((r) => r.requests)];
  expect(planned.map((r) => r.operationName)).toEqual(['Me', 'DealBoard', 'KanbanWorkspaces']);
  for (const request of planned) {
    const app = sent.find((s) => s.operationName === request.operationName)!;
    expect(request.query).toBe(app.query);
    expect(earlyKey(request.operationName, request.variables)).toBe(earlyKey(app.operationName, app.variables));
  }
});

test('an early answer is served once to the same operation; the next one goes to the server', async () => {
  const early: EarlyResponse[] = [{ key: earlyKey('Me', {}), result: Promise.resolve(meAnswer) }];
  const { client, sent } = clientWith(early);
  const first = await client.query({ query: MeDocument, fetchPolicy: 'network-only' });
  expect(first.data?.me?.name).toBe('Ana');
  expect(sent).toHaveLength(0);
  expect(early).toHaveLength(0);
  await client.query({ query: MeDocument, fetchPolicy: 'network-only' }).catch(() => undefined);
  expect(sent.map((s) => s.operationName)).toEqual(['Me']);
});

test('an early request that failed (or answered other than 2xx) is sent again by the app', async () => {
  const { client, sent } = clientWith([{ key: earlyKey('Me', {}), result: Promise.resolve(null) }]);
  await client.query({ query: MeDocument, fetchPolicy: 'network-only' }).catch(() => undefined);
  expect(sent.map((s) => s.operationName)).toEqual(['Me']);
});

test('an early answer for other variables is not served', async () => {
  const { client, sent } = clientWith([{ key: earlyKey('DealBoard', boardVariables(7)), result: Promise.resolve({ data: null }) }]);
  await client.query({ query: DealBoardDocument, variables: boardVariables(null), fetchPolicy: 'network-only' }).catch(() => undefined);
  expect(sent.map((s) => s.operationName)).toEqual(['DealBoard']);
});

test("on a workspace's kanban the early script sends, once the workspaces answer, the board the app asks for; the app takes both", async () => {
  const units = { data: { businessUnits: [{ __typename: 'BusinessUnit', id: 7, name: 'Rayflex', keySlug: 'industrial-rayflex', parentId: null }] } };
  const board = { data: { board: { __typename: 'Board', pipelineId: 1, pipelineName: 'Operaciones', businessUnitId: 7, columns: [] } } };
  // The network as the early script sees it: what it sends, and each operation's answer.
  const network: Array<{ operationName: string; variables: Record<string, unknown> }> = [];
  const fetchBefore = globalThis.fetch;
  globalThis.fetch = (async (_url: string, init: { body: string }) => {
    const body = JSON.parse(init.body) as { operationName: string; variables: Record<string, unknown> };
    network.push({ operationName: body.operationName, variables: body.variables });
    const answer = body.operationName === 'KanbanWorkspaces' ? units : body.operationName === 'DealBoard' ? board : meAnswer;
    return { ok: true, json: async () => answer };
  }) as unknown as typeof fetch;
  window.localStorage.setItem(TOKEN_KEY, 'tok');
  window.history.pushState({}, '', '/workspace/industrial-rayflex');
  try {
    const { routes, ...spec } = earlyPlanSpec();
    earlyStart({ ...spec, app: { modules: [], styles: [] }, routes: routes.map(({ screen: _screen, ...r }) => ({ ...r, modules: [], styles: [] })) });
    const early = (window as unknown as Record<string, EarlyResponse[]>)[EARLY_GLOBAL];
    // The app's start-up for this route (routes.tsx → boardPreload.ts), through the early link.
    const { client, sent } = clientWith(early);
    await preloadBoard(client, 'industrial-rayflex');
    expect(network).toEqual([
      { operationName: 'Me', variables: {} },
      { operationName: 'KanbanWorkspaces', variables: {} },
      { operationName: 'DealBoard', variables: boardVariables(7) },
    ]);
    expect(sent).toEqual([]);
    expect(client.readQuery({ query: DealBoardDocument, variables: boardVariables(7) })?.board.businessUnitId).toBe(7);
    // An unknown workspace sends no board.
    network.length = 0;
    window.history.pushState({}, '', '/workspace/otra');
    earlyStart({ ...spec, app: { modules: [], styles: [] }, routes: routes.map(({ screen: _screen, ...r }) => ({ ...r, modules: [], styles: [] })) });
    await new Promise((r) => setTimeout(r, 0));
    expect(network.map((n) => n.operationName)).toEqual(['Me', 'KanbanWorkspaces']);
  } finally {
    globalThis.fetch = fetchBefore;
    window.localStorage.removeItem(TOKEN_KEY);
    window.history.pushState({}, '', '/');
    delete (window as unknown as Record<string, unknown>)[EARLY_GLOBAL];
  }
});

test("the kanban's first frame reads the early board as it came: no request, nothing in Apollo's cache yet, handed over once", async () => {
  const board = { data: { board: { __typename: 'Board', pipelineId: 1, pipelineName: 'Operaciones', businessUnitId: null, columns: [] } } };
  const early: EarlyResponse[] = [{ key: earlyKey('DealBoard', boardVariables(null)), result: Promise.resolve(board) }];
  const { client, sent } = clientWith(early);
  await preloadBoard(client, null, (operationName, variables) => takeEarly(operationName, variables, () => early));
  expect(sent).toEqual([]);
  expect(early).toEqual([]);
  // Not written before the first frame: the kanban writes it into the cache after its first commit.
  expect(client.readQuery({ query: DealBoardDocument, variables: boardVariables(null) })).toBeNull();
  expect(takePreloadedBoard(boardVariables(null))).toMatchObject({ data: board.data, cached: false });
  expect(takePreloadedBoard(boardVariables(null))).toBeNull();
});

test('without an early board (it failed), the preload asks through Apollo and the board is in the cache', async () => {
  const early: EarlyResponse[] = [{ key: earlyKey('DealBoard', boardVariables(null)), result: Promise.resolve(null) }];
  const { client, sent } = clientWith(early);
  await preloadBoard(client, null, (operationName, variables) => takeEarly(operationName, variables, () => early));
  expect(sent.map((s) => s.operationName)).toEqual(['DealBoard']);
});

describe("the kanban's first frame drawn by the server (POST /first-frame)", () => {
  const board = { data: { board: { __typename: 'Board', pipelineId: 1, pipelineName: 'Operaciones', businessUnitId: null, columns: [] } } };
  const fetchBefore = globalThis.fetch;
  let root: HTMLElement;
  beforeEach(() => {
    root = document.createElement('div');
    root.id = 'root';
    root.innerHTML = '<p>Cargando…</p>';
    document.body.appendChild(root);
    window.localStorage.setItem(TOKEN_KEY, 'tok');
    window.history.pushState({}, '', '/');
  });
  afterEach(() => {
    globalThis.fetch = fetchBefore;
    root.remove();
    window.localStorage.removeItem(TOKEN_KEY);
    delete (window as unknown as Record<string, unknown>)[EARLY_GLOBAL];
  });

  /** Runs the early script over `network` (url, body → status and answer); what it sent, and its early answers. */
  function start(network: (url: string, body: Record<string, unknown>) => { status: number; answer: unknown }) {
    const requests: Array<{ url: string; body: Record<string, unknown>; authorization: string }> = [];
    globalThis.fetch = (async (url: string, init: { body: string; headers: Record<string, string> }) => {
      const body = JSON.parse(init.body) as Record<string, unknown>;
      requests.push({ url, body, authorization: init.headers.authorization });
      const { status, answer } = network(url, body);
      return { ok: status >= 200 && status < 300, status, json: async () => answer };
    }) as unknown as typeof fetch;
    const { routes, ...spec } = earlyPlanSpec();
    earlyStart({ ...spec, app: { modules: [], styles: [] }, routes: routes.map(({ screen: _screen, ...r }) => ({ ...r, modules: [], styles: [] })) });
    const early = (window as unknown as Record<string, EarlyResponse[]>)[EARLY_GLOBAL];
    return { requests, early };
  }

  test('one request for the frame and both answers: the frame is in #root, marked, before the answers are handed over', async () => {
    const { requests, early } = start(() => ({ status: 200, answer: { html: '<div data-testid="frame">tablero</div>', answers: { Me: meAnswer, DealBoard: board } } }));
    expect(requests).toEqual([
      { url: '/first-frame', body: { path: '/', viewport: { width: window.innerWidth, height: window.innerHeight } }, authorization: 'Bearer tok' },
    ]);
    const me = await takeEarly('Me', {}, () => early);
    expect(root.hasAttribute('data-ssr')).toBe(true);
    expect(root.querySelector('[data-testid="frame"]')).not.toBeNull();
    expect(me).toEqual(meAnswer);
    expect(await takeEarly('DealBoard', boardVariables(null), () => early)).toEqual(board);
  });

  test('without a frame (no session: answers only) #root keeps its shell, and a failed answer is left to the app', async () => {
    const { early } = start(() => ({ status: 200, answer: { html: null, answers: { Me: null, DealBoard: null } } }));
    expect(await takeEarly('Me', {}, () => early)).toBeNull();
    expect(root.hasAttribute('data-ssr')).toBe(false);
    expect(root.textContent).toBe('Cargando…');
  });

  test('a server without the frame (404): the session check and the board go to /graphql, as on any other route', async () => {
    const { requests, early } = start((url, body) =>
      url === '/first-frame' ? { status: 404, answer: { html: null } } : { status: 200, answer: body.operationName === 'Me' ? meAnswer : board },
    );
    expect(await takeEarly('DealBoard', boardVariables(null), () => early)).toEqual(board);
    expect(await takeEarly('Me', {}, () => early)).toEqual(meAnswer);
    expect(requests.map((r) => (r.url === '/graphql' ? r.body.operationName : r.url))).toEqual(['/first-frame', 'Me', 'DealBoard']);
    expect(root.hasAttribute('data-ssr')).toBe(false);
  });
});
