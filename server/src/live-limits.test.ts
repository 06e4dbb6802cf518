import { makeDealIn, makePipeline, makeRoleUsers, makeUser, type RoleUsers } from '../test/factories';
import { gql } from '../test/http';
import { type LiveClient, liveClient, type LiveSubscription, waitFor } from '../test/live-client';
import { createTestApp, type TestApp } from '../test/test-app';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildAppSchema } from './app';
import { Loaders } from './core/graphql/loaders';
import { validationRules } from './core/graphql/limits';
import { CLOSE_TOO_MANY, LIVE_MESSAGES } from './core/live/limits';
import { attachLiveSockets } from './core/live/ws';

/**
 * The caps of the subscription sockets (core/live/limits.ts) over a real WebSocket on the app's own
 * HTTP server, lowered so a test reaches them: subscriptions and their cost per socket, one presence
 * join per record and socket, subscribe messages per minute, sockets per user and per address; a closed
 * socket keeps nothing; errors over the socket are the Spanish ones HTTP gives; a deactivated user's
 * socket closes with 4403 as the README says.
 */
let t: TestApp;
let u: RoleUsers;
const clients: LiveClient[] = [];
const open = (token: string | null, url = t.url!) => {
  const c = liveClient(url, token);
  clients.push(c);
  return c;
};
const LIMITS = { subscriptionsPerSocket: 3, costPerSocket: 350, subscribesPerMinute: 12, socketsPerUser: 3, socketsPerIp: 1_000 };

const PRESENCE = 'subscription($d: Int!) { presence(dealId: $d) { dealId viewers { userId name } } }';
const BOARD = 'subscription($p: Int!) { boardChanged(pipelineId: $p) { dealId kind } }';
/** 1 + 50 columns × 3 fields (live.test.ts). */
const COSTLY_BOARD = 'subscription($p: Int!) { boardChanged(pipelineId: $p) { dealId columns { stageId count valueSum } } }';

/** The messages of a subscription's errors (an `error` message carries a list, a `next` one its items). */
const messagesOf = (s: LiveSubscription) => s.errors.flatMap((e) => (Array.isArray(e) ? e : [e])) as Array<{ message: string; extensions?: { code?: string } }>;
const firstError = (s: LiveSubscription, what: string) => waitFor(() => messagesOf(s)[0], 2_000, what);
const subscribed = (topic: string, n: number) => waitFor(() => (t.live.listenerCount(topic) >= n ? true : undefined), 2_000, `${n} en ${topic}`);

beforeAll(async () => {
  t = await createTestApp({ live: LIMITS }, { listen: true });
  u = await makeRoleUsers(t, { venta: 'Juan Venta', viewer: 'Ana Vista' });
}, 60_000);

afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.dispose()));
});

afterAll(async () => {
  await t?.close();
});

test('one socket holds at most its cap of subscriptions: the next is refused in Spanish and the socket stays', async () => {
  const { stages } = await makePipeline(t, ['Uno', 'Dos']);
  const deals = await Promise.all([0, 1, 2, 3].map(() => makeDealIn(t, stages[0])));
  const c = open(u.viewer.token);
  const subs = deals.slice(0, 3).map((d) => c.subscribe(PRESENCE, { d: d.id }));
  for (const s of subs) await s.next();
  const over = c.subscribe(PRESENCE, { d: deals[3].id });
  expect(await firstError(over, 'tope de suscripciones')).toMatchObject({ message: LIVE_MESSAGES.subscriptions(3), extensions: { code: 'RATE_LIMITED' } });
  expect(t.live.listenerCount(`presence:${deals[3].id}`)).toBe(0);

  // One ends: there is room again on the same socket.
  subs[0].stop();
  await waitFor(() => (t.live.listenerCount(`presence:${deals[0].id}`) === 0 ? true : undefined), 2_000, 'baja');
  const again = c.subscribe(PRESENCE, { d: deals[3].id });
  await again.next();
  expect(c.closes).toEqual([]);
});

test('the subscriptions open on one socket share a cost budget measured as the HTTP queries are', async () => {
  const { stages } = await makePipeline(t, ['Uno', 'Dos']);
  const p = stages[0].pipelineId;
  const deal = await makeDealIn(t, stages[0]);
  const c = open(u.admin);
  // Presence (1 + 50 viewers × 2 fields and its own) and a board with its columns (153) fit in 350; a
  // second board of 153 does not, a cheap one does.
  const presence = c.subscribe(PRESENCE, { d: deal.id });
  await presence.next();
  const first = c.subscribe(COSTLY_BOARD, { p });
  await subscribed(`board:${p}`, 1);
  const second = c.subscribe(COSTLY_BOARD, { p });
  expect(await firstError(second, 'costo')).toMatchObject({ message: LIVE_MESSAGES.cost(350), extensions: { code: 'QUERY_TOO_COMPLEX' } });
  expect(t.live.listenerCount(`board:${p}`)).toBe(1);
  c.subscribe(BOARD, { p });
  await subscribed(`board:${p}`, 2);
  expect(first.errors).toEqual([]);
  expect(c.closes).toEqual([]);
});

test('a second presence join for the same operation on one socket is refused; another socket of the same user may join', async () => {
  const { stages } = await makePipeline(t, ['Uno', 'Dos']);
  const deal = await makeDealIn(t, stages[0]);
  const c = open(u.viewer.token);
  const first = c.subscribe(PRESENCE, { d: deal.id });
  await first.next();
  const twice = c.subscribe(PRESENCE, { d: deal.id });
  expect(await firstError(twice, 'segunda presencia')).toMatchObject({ message: LIVE_MESSAGES.presenceTwice, extensions: { code: 'CONFLICT' } });
  expect(t.live.listenerCount(`presence:${deal.id}`)).toBe(1);

  const otherTab = open(u.viewer.token).subscribe(PRESENCE, { d: deal.id });
  await otherTab.next();
  await subscribed(`presence:${deal.id}`, 2);
  // Once the first ends, the same socket may join that operation again.
  first.stop();
  await waitFor(() => (t.live.listenerCount(`presence:${deal.id}`) === 1 ? true : undefined), 2_000, 'baja');
  const back = c.subscribe(PRESENCE, { d: deal.id });
  await back.next();
  expect(back.errors).toEqual([]);
});

test('subscribe messages past the per-minute cap close the socket with 4429', async () => {
  const { stages } = await makePipeline(t, ['Uno', 'Dos']);
  const p = stages[0].pipelineId;
  const c = open(u.viewer.token);
  // Subscribe and stop, again and again: never more than one open, but one subscribe message too many.
  for (let i = 0; i < LIMITS.subscribesPerMinute; i++) {
    const s = c.subscribe(BOARD, { p });
    await subscribed(`board:${p}`, 1);
    s.stop();
    await waitFor(() => (t.live.listenerCount(`board:${p}`) === 0 ? true : undefined), 2_000, 'baja');
  }
  expect(c.closes).toEqual([]);
  const last = c.subscribe(BOARD, { p });
  expect(await c.closed()).toBe(CLOSE_TOO_MANY);
  expect(t.live.listenerCount(`board:${p}`)).toBe(0);
  expect(last.events).toEqual([]);
});

test('a user holds at most their cap of sockets; a closed one makes room and keeps nothing of its state', async () => {
  const { stages } = await makePipeline(t, ['Uno', 'Dos']);
  const deal = await makeDealIn(t, stages[0]);
  const { token } = await makeUser(t, { role: 'viewer', name: 'Muchas Pestañas' });
  const tabs = [0, 1, 2].map(() => open(token));
  const subs = tabs.map((c) => c.subscribe(PRESENCE, { d: deal.id }));
  for (const s of subs) await s.next();
  const fourth = open(token);
  expect(await fourth.closed()).toBe(CLOSE_TOO_MANY);
  // Another user is not affected.
  const ana = open(u.viewer.token).subscribe(PRESENCE, { d: deal.id });
  await ana.next((e) => e.presence.viewers.some((v: { name: string }) => v.name === 'Muchas Pestañas'));

  // One tab closes: its presence leaves the bus and the others hear it gone once all three are gone.
  await tabs[0].dispose();
  await waitFor(() => (t.live.listenerCount(`presence:${deal.id}`) === 3 ? true : undefined), 2_000, 'pestaña cerrada');
  const fifth = open(token);
  await fifth.subscribe(PRESENCE, { d: deal.id }).next();
  expect(fifth.closes).toEqual([]);
  const heard = ana.events.length;
  await Promise.all([tabs[1].dispose(), tabs[2].dispose(), fifth.dispose()]);
  await waitFor(() => (ana.events.length > heard && ana.events.at(-1).presence.viewers.length === 0 ? true : undefined), 2_000, 'todas cerradas');
  await waitFor(() => (t.live.listenerCount(`presence:${deal.id}`) === 1 ? true : undefined), 2_000, 'solo Ana escucha');
});

test('one address holds at most its cap of sockets', async () => {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const sockets = attachLiveSockets({
    httpServer: server,
    schema: await buildAppSchema(),
    bus: t.live,
    check: (tokens) => t.services.auth.sessionChecks(tokens),
    context: (ip) => ({ services: t.services, ip, loaders: new Loaders() }),
    validationRules: validationRules(),
    limits: { socketsPerIp: 2 },
  });
  try {
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const { stages } = await makePipeline(t, ['Uno', 'Dos']);
    const p = stages[0].pipelineId;
    const a = open(u.admin, url);
    const b = open(u.venta.token, url);
    a.subscribe(BOARD, { p });
    b.subscribe(BOARD, { p });
    await subscribed(`board:${p}`, 2);
    const third = open(u.viewer.token, url);
    expect(await third.closed()).toBe(CLOSE_TOO_MANY);
    expect(a.closes).toEqual([]);
    await a.dispose();
    await waitFor(() => (sockets.size === 1 ? true : undefined), 2_000, 'una menos');
    const fourth = open(u.viewer.token, url);
    fourth.subscribe(BOARD, { p });
    await subscribed(`board:${p}`, 2);
    expect(fourth.closes).toEqual([]);
  } finally {
    await Promise.all(clients.splice(0).map((x) => x.dispose()));
    await sockets.close();
    await new Promise<void>((r) => server.close(() => r()));
  }
});

test('errors over the socket are the Spanish ones HTTP gives, with the same codes', async () => {
  const c = open(u.viewer.token);
  const unknownField = 'subscription($p: Int!) { boardChanged(pipelineId: $p) { noExiste } }';
  const overHttp = (await gql(t, unknownField, { p: 1 }, u.viewer.token)).errors![0];
  const viaSocket = await firstError(c.subscribe(unknownField, { p: 1 }), 'campo desconocido');
  expect(viaSocket.message).toBe(overHttp.message);
  expect(viaSocket.message).not.toMatch(/Cannot query/);
  expect(viaSocket.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');

  const missing = await firstError(c.subscribe(BOARD, {}), 'variable faltante');
  expect(missing.message).toBe('Falta el dato obligatorio "p".');

  // A record that does not exist: the service's NOT_FOUND, in Spanish.
  const notFound = await firstError(c.subscribe(PRESENCE, { d: 999_999 }), 'no encontrado');
  expect(notFound.extensions?.code).toBe('NOT_FOUND');
  expect(notFound.message).not.toMatch(/not found|Unexpected/i);
  expect(c.closes).toEqual([]);
});

test('a user deactivated by an admin: the open socket closes with 4403, and a new one is refused with 4403', async () => {
  const { stages } = await makePipeline(t, ['Uno', 'Dos']);
  const deal = await makeDealIn(t, stages[0]);
  const who = await makeUser(t, { role: 'ops', name: 'Se Desactiva' });
  const c = open(who.token);
  c.subscribe(BOARD, { p: stages[0].pipelineId });
  await subscribed(`board:${stages[0].pipelineId}`, 1);
  const off = await gql(t, 'mutation($id: Int!, $input: UpdateUserInput!) { updateUser(id: $id, input: $input) { id isActive } }', { id: who.user.id, input: { isActive: false } }, u.admin);
  expect(off.errors).toBeUndefined();
  await gql(t, 'mutation($id: Int!, $s: Int!) { moveDeal(id: $id, stageId: $s) { id } }', { id: deal.id, s: stages[1].id }, u.admin);
  expect(await c.closed()).toBe(4403);
  expect(await open(who.token).closed()).toBe(4403);
});
