import { makeContact, makeDealIn, makeOrganization, makePipeline, makeRoleUsers, makeUser, type RoleUsers } from '../test/factories';
import { gql } from '../test/http';
import { type LiveClient, liveClient, waitFor } from '../test/live-client';
import { createTestApp, type TestApp } from '../test/test-app';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildAppSchema } from './app';
import { Loaders } from './core/graphql/loaders';
import { costRefusal, GRAPHQL_LIMITS, LIMIT_MESSAGES, validationRules } from './core/graphql/limits';
import { InProcessBus } from './core/live/bus';
import { liveExecutions } from './core/live/shared-execution';
import { attachLiveSockets } from './core/live/ws';
import { UserEntity } from './modules/users/user.entity';

/**
 * GraphQL subscriptions over a real WebSocket on the app's own HTTP server (in-process bus): live
 * subscriptions and live across processes — board, cost sheet, budget and presence events, per-subscriber visibility, and the
 * token checked at connect and on every event.
 */
let t: TestApp;
let u: RoleUsers;
const clients: LiveClient[] = [];
const open = (token: string | null) => {
  const c = liveClient(t.url!, token);
  clients.push(c);
  return c;
};

/** Until `n` subscriptions of this process listen on `topic` (a subscription is in place before the write). */
const subscribed = (topic: string, n: number) => waitFor(() => (t.live.listenerCount(topic) >= n ? true : undefined), 2_000, `${n} en ${topic}`);

const BOARD = `subscription($p: Int!, $bu: Int) { boardChanged(pipelineId: $p, businessUnitId: $bu) {
  kind dealId fromStageId toStageId byUserId byUserName
  card { id stageId title orgName contactName } columns { stageId count valueSum } } }`;
const MOVE = 'mutation($id: Int!, $s: Int!) { moveDeal(id: $id, stageId: $s) { id stageId } }';
const UPDATE = 'mutation($id: Int!, $input: UpdateDealInput!) { updateDeal(id: $id, input: $input) { id status } }';

beforeAll(async () => {
  t = await createTestApp({}, { listen: true });
  u = await makeRoleUsers(t, { venta: 'Juan Venta', viewer: 'Ana Vista' });
}, 60_000);

afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.dispose()));
});

afterAll(async () => {
  await t?.close();
});

test('the app runs on the in-process bus when REDIS_URL is unset and it is not a cluster worker', () => {
  expect(t.services.boardLive).toBeDefined();
  expect(new InProcessBus().transport).toBe('in-process');
});

test('a move reaches every open board at once: the card in its new column and the column totals', async () => {
  const { stages } = await makePipeline(t, ['Nuevo', 'Cotizado']);
  const deal = await makeDealIn(t, stages[0], { value: 1500 });
  await makeDealIn(t, stages[0], { value: 500 });
  const a = open(u.admin).subscribe(BOARD, { p: stages[0].pipelineId });
  const b = open(u.viewer.token).subscribe(BOARD, { p: stages[0].pipelineId });
  await subscribed(`board:${stages[0].pipelineId}`, 2);

  const moved = await gql(t, MOVE, { id: deal.id, s: stages[1].id }, u.venta.token);
  expect(moved.errors).toBeUndefined();
  for (const sub of [a, b]) {
    const e = (await sub.next((x) => x.boardChanged.dealId === deal.id)).boardChanged;
    expect(e).toMatchObject({ kind: 'moved', fromStageId: stages[0].id, toStageId: stages[1].id, byUserName: 'Juan Venta' });
    expect(e.card).toMatchObject({ id: deal.id, stageId: stages[1].id });
    expect(e.columns).toEqual(
      expect.arrayContaining([
        { stageId: stages[0].id, count: 1, valueSum: 500 },
        { stageId: stages[1].id, count: 1, valueSum: 1500 },
      ]),
    );
  }

  // Closing it (won) removes the card from every board.
  await gql(t, UPDATE, { id: deal.id, input: { status: 'won' } }, u.venta.token);
  const closed = (await a.next((x) => x.boardChanged.kind === 'closed')).boardChanged;
  expect(closed).toMatchObject({ dealId: deal.id, card: null });
  expect(closed.columns).toEqual([{ stageId: stages[0].id, count: 1, valueSum: 500 }]);
});

test("a card moved to another business unit leaves that unit's open board and appears on the other's", async () => {
  const { stages } = await makePipeline(t, ['Inicio', 'Fin']);
  const p = stages[0].pipelineId;
  const deal = await makeDealIn(t, stages[0], { value: 700, businessUnitId: 1 });
  await makeDealIn(t, stages[0], { value: 300, businessUnitId: 1 });
  const unit1 = open(u.admin).subscribe(BOARD, { p, bu: 1 });
  const unit2 = open(u.admin).subscribe(BOARD, { p, bu: 2 });
  const all = open(u.admin).subscribe(BOARD, { p });
  await subscribed(`board:${p}`, 3);

  const res = await gql(t, UPDATE, { id: deal.id, input: { businessUnitId: 2 } }, u.venta.token);
  expect(res.errors).toBeUndefined();
  const left = (await unit1.next((x) => x.boardChanged.dealId === deal.id)).boardChanged;
  expect(left.card).toBeNull();
  expect(left.columns).toEqual([{ stageId: stages[0].id, count: 1, valueSum: 300 }]);
  const arrived = (await unit2.next((x) => x.boardChanged.dealId === deal.id)).boardChanged;
  expect(arrived.card).toMatchObject({ id: deal.id, stageId: stages[0].id });
  expect(arrived.columns).toEqual([{ stageId: stages[0].id, count: 1, valueSum: 700 }]);
  const whole = (await all.next((x) => x.boardChanged.dealId === deal.id)).boardChanged;
  expect(whole.card).toMatchObject({ id: deal.id });
  expect(whole.columns).toEqual([{ stageId: stages[0].id, count: 2, valueSum: 1000 }]);
});

test("a viewer's subscription never receives another user's private organization or contact name", async () => {
  const { stages } = await makePipeline(t, ['Uno', 'Dos']);
  const org = await makeOrganization(t, { name: 'Secreta Importadora SA', visibility: 'private', ownerUserId: u.venta.user.id });
  const contact = await makeContact(t, { name: 'Persona Reservada', visibility: 'private', ownerUserId: u.venta.user.id });
  const deal = await makeDealIn(t, stages[0], { orgId: org.id, contactId: contact.id });
  const viewer = open(u.viewer.token);
  const owner = open(u.venta.token);
  const vs = viewer.subscribe(BOARD, { p: stages[0].pipelineId });
  const os = owner.subscribe(BOARD, { p: stages[0].pipelineId });
  await subscribed(`board:${stages[0].pipelineId}`, 2);

  await gql(t, MOVE, { id: deal.id, s: stages[1].id }, u.admin);
  const seen = (await vs.next()).boardChanged;
  expect(seen.card).toMatchObject({ id: deal.id, orgName: null, contactName: null });
  const own = (await os.next()).boardChanged;
  expect(own.card).toMatchObject({ orgName: 'Secreta Importadora SA', contactName: 'Persona Reservada' });
  // Not in any frame the viewer's socket received.
  expect(viewer.raw.join('\n')).not.toMatch(/Secreta|Reservada/);

  // The budget of that private organization cannot even be subscribed to by the viewer.
  const budget = viewer.subscribe('subscription($o: Int!) { budgetChanged(orgId: $o) { orgId budgetStatus } }', { o: org.id });
  await waitFor(() => budget.errors[0], 1_000, 'NOT_FOUND');
  expect(JSON.stringify(budget.errors)).toMatch(/NOT_FOUND|no encontrad/);
});

test('a cost sheet save and a budget confirmation reach the open sheets of that operation and organization', async () => {
  const { stages } = await makePipeline(t, ['Uno']);
  const org = await makeOrganization(t, { name: 'Cliente Compartido SA' });
  const deal = await makeDealIn(t, stages[0], { orgId: org.id });
  const watcher = open(u.viewer.token);
  const sheet = watcher.subscribe('subscription($d: Int!) { costSheetChanged(dealId: $d) { dealId version byUserName status { version budgetStatus orgId } } }', { d: deal.id });
  const budget = watcher.subscribe('subscription($o: Int!) { budgetChanged(orgId: $o) { orgId action budgetStatus byUserName } }', { o: org.id });
  await subscribed(`costSheet:${deal.id}`, 1);
  await subscribed(`budget:${org.id}`, 1);

  const input = {
    header: { modo: 'AEREO', clase: 'LCL', pesoKg: 100, awb: null, hbl: null, mercaderia: 'Repuestos', gsRate: 7300 },
    compraRows: [{ id: 'c1', concepto: 'FLETE AEREO', usdXKg: 2.5, total: null, lockPerKg: true, sourceId: null }],
    ventaRows: [],
    locRows: [],
    locCliRows: [],
    segCostoRows: [],
    segVentaRows: [],
  };
  const saved = await gql(t, 'mutation($d: Int!, $i: CostSheetInput!) { saveCostSheet(dealId: $d, version: 0, input: $i) { version } }', { d: deal.id, i: input }, u.venta.token);
  expect(saved.errors).toBeUndefined();
  expect((await sheet.next()).costSheetChanged).toEqual({ dealId: deal.id, version: 1, byUserName: 'Juan Venta', status: { version: 1, budgetStatus: 'borrador', orgId: org.id } });

  const confirmed = await gql(t, 'mutation($o: Int!) { confirmBudget(orgId: $o, profitValue: 10) { budgetStatus } }', { o: org.id }, u.admin);
  expect(confirmed.errors).toBeUndefined();
  expect((await budget.next()).budgetChanged).toMatchObject({ orgId: org.id, action: 'confirm', budgetStatus: 'confirmado' });
});

test('presence: each user sees the other on the operation, and not once they leave', async () => {
  const { stages } = await makePipeline(t, ['Uno']);
  const deal = await makeDealIn(t, stages[0]);
  const PRESENCE = 'subscription($d: Int!) { presence(dealId: $d) { dealId viewers { userId name } } }';
  const ana = open(u.viewer.token);
  const juan = open(u.venta.token);
  const anaSees = ana.subscribe(PRESENCE, { d: deal.id });
  await anaSees.next((e) => e.presence.viewers.length === 0);
  const juanSees = juan.subscribe(PRESENCE, { d: deal.id });
  expect((await juanSees.next((e) => e.presence.viewers.length > 0)).presence.viewers).toEqual([{ userId: u.viewer.user.id, name: 'Ana Vista' }]);
  expect((await anaSees.next((e) => e.presence.viewers.length > 0)).presence.viewers).toEqual([{ userId: u.venta.user.id, name: 'Juan Venta' }]);

  await juan.dispose();
  const count = anaSees.events.length;
  await waitFor(() => (anaSees.events.length > count && anaSees.events.at(-1).presence.viewers.length === 0 ? true : undefined), 1_000, 'Juan se fue');
});

test('token checked at connect and on every event: bad token 4401, revoked (logout) 4401, deactivated user 4403', async () => {
  const { stages } = await makePipeline(t, ['Uno', 'Dos']);
  const deal = await makeDealIn(t, stages[0]);

  const bad = open('no-es-un-token');
  expect(await bad.closed()).toBe(4401);

  const { token: ventaToken } = await makeUser(t, { role: 'venta', name: 'Se Va' });
  const revoked = open(ventaToken);
  const rs = revoked.subscribe(BOARD, { p: stages[0].pipelineId });
  const other = await makeUser(t, { role: 'ops', name: 'Desactivado' });
  const deactivated = open(other.token);
  const ds = deactivated.subscribe(BOARD, { p: stages[0].pipelineId });
  await subscribed(`board:${stages[0].pipelineId}`, 2);

  expect((await gql(t, 'mutation { logout }', {}, ventaToken)).errors).toBeUndefined();
  await t.ds.getRepository(UserEntity).update({ id: other.user.id }, { isActive: false });
  await gql(t, MOVE, { id: deal.id, s: stages[1].id }, u.admin);

  expect(await revoked.closed()).toBe(4401);
  expect(await deactivated.closed()).toBe(4403);
  expect(rs.events).toEqual([]);
  expect(ds.events).toEqual([]);
});

test("a logout closes only that session's sockets: the same user's other session stays open and keeps receiving", async () => {
  const { stages } = await makePipeline(t, ['Uno', 'Dos']);
  const p = stages[0].pipelineId;
  const { user, password } = await makeUser(t, { role: 'venta', name: 'Dos Equipos' });
  const signIn = async () => (await gql(t, 'mutation($i: LoginInput!) { login(input: $i) { token } }', { i: { email: user.email, password } })).data!.login.token as string;
  const pc = await signIn();
  const phone = await signIn();
  const pcSocket = open(pc);
  const pcSub = pcSocket.subscribe(BOARD, { p });
  const phoneSocket = open(phone);
  const phoneSub = phoneSocket.subscribe(BOARD, { p });
  await subscribed(`board:${p}`, 2);
  const deal = await makeDealIn(t, stages[0]);

  expect((await gql(t, 'mutation { logout }', {}, pc)).errors).toBeUndefined();
  await gql(t, MOVE, { id: deal.id, s: stages[1].id }, u.admin);
  expect(await pcSocket.closed()).toBe(4401);
  expect(pcSub.events).toEqual([]);
  expect((await phoneSub.next((e) => e.boardChanged.dealId === deal.id)).boardChanged.toStageId).toBe(stages[1].id);

  // Logging out everywhere closes the other session's socket too.
  expect((await gql(t, 'mutation { logoutEverywhere }', {}, phone)).errors).toBeUndefined();
  await gql(t, MOVE, { id: deal.id, s: stages[0].id }, u.admin);
  expect(await phoneSocket.closed()).toBe(4401);
});

test('the sockets one event reaches are checked with one statement, and a token revoked meanwhile still closes at that event', async () => {
  const { stages } = await makePipeline(t, ['Uno', 'Dos']);
  const p = stages[0].pipelineId;
  const users = await Promise.all(['Uno', 'Dos', 'Tres', 'Cuatro'].map((n) => makeUser(t, { role: 'viewer', name: `Mira ${n}` })));
  const subs = [...users.map((x) => x.token), u.viewer.token, u.viewer.token].map((token) => open(token).subscribe(BOARD, { p }));
  await subscribed(`board:${p}`, subs.length);
  const deal = await makeDealIn(t, stages[0]);

  // One of them logs out: its socket closes at the next event, the others receive it.
  const leaving = users[0].token;
  expect((await gql(t, 'mutation { logout }', {}, leaving)).errors).toBeUndefined();
  t.sql.start();
  await gql(t, MOVE, { id: deal.id, s: stages[1].id }, u.admin);
  for (const s of subs.slice(1)) await s.next((e) => e.boardChanged.dealId === deal.id);
  const statements = t.sql.stop();
  expect(await clients[0].closed()).toBe(4401);
  expect(subs[0].events).toEqual([]);
  const userReads = t.sql.statements.filter((q) => /FROM users WHERE id/i.test(q));
  // The mutation's own sign-in check, and one for the six sockets (not six).
  expect(userReads.filter((q) => /WHERE id IN \(/i.test(q))).toHaveLength(1);
  expect(userReads).toHaveLength(2);
  expect(statements).toBeGreaterThan(0);
});

test('a move is read once for every subscriber (not once per user), and each still sees only the names it may see', async () => {
  const { stages } = await makePipeline(t, ['Uno', 'Dos']);
  const p = stages[0].pipelineId;
  const org = await makeOrganization(t, { name: 'Reservada del Vendedor SA', visibility: 'private', ownerUserId: u.venta.user.id });
  const deal = await makeDealIn(t, stages[0], { orgId: org.id });
  const viewers = await Promise.all(['Cinco', 'Seis', 'Siete', 'Ocho', 'Nueve'].map((n) => makeUser(t, { role: 'viewer', name: `Mira ${n}` })));
  const tokens = [...viewers.map((x) => x.token), u.venta.token, u.admin];
  const subs = tokens.map((token) => open(token).subscribe(BOARD, { p }));
  await subscribed(`board:${p}`, subs.length);

  t.sql.start();
  await gql(t, MOVE, { id: deal.id, s: stages[1].id }, u.admin);
  const seen = await Promise.all(subs.map(async (s) => (await s.next((e) => e.boardChanged.dealId === deal.id)).boardChanged.card));
  t.sql.stop();
  // Seven subscribers of seven users: one statement reads the card for all of them.
  expect(t.sql.statements.filter((q) => /FROM deals d/i.test(q) && /WHERE d\.id = \?/i.test(q))).toHaveLength(1);
  expect(seen.map((c) => c.orgName)).toEqual([...viewers.map(() => null), 'Reservada del Vendedor SA', 'Reservada del Vendedor SA']);
  expect(clients.slice(0, viewers.length).map((c) => c.raw.join('\n')).join('\n')).not.toMatch(/Reservada del Vendedor/);
});

test('a move is executed once per audience (board, visibility and role), not once per socket; each socket gets it once, as it may see it', async () => {
  const { stages } = await makePipeline(t, ['Uno', 'Dos']);
  const other = await makePipeline(t, ['Otra']);
  const p = stages[0].pipelineId;
  const org = await makeOrganization(t, { name: 'Audiencia Privada SA', visibility: 'private', ownerUserId: u.venta.user.id });
  const deal = await makeDealIn(t, stages[0], { orgId: org.id });
  const viewers = await Promise.all(['Diez', 'Once', 'Doce', 'Trece', 'Catorce'].map((n) => makeUser(t, { role: 'viewer', name: `Mira ${n}` })));
  // Five viewers (the organization hidden), two sockets of its owner, the admin: three audiences for eight sockets.
  const tokens = [...viewers.map((x) => x.token), u.venta.token, u.venta.token, u.admin];
  const subs = tokens.map((token) => open(token).subscribe(BOARD, { p }));
  const elsewhere = open(u.viewer.token).subscribe(BOARD, { p: other.stages[0].pipelineId });
  await subscribed(`board:${p}`, subs.length);
  await subscribed(`board:${other.stages[0].pipelineId}`, 1);

  const before = liveExecutions.count;
  await gql(t, MOVE, { id: deal.id, s: stages[1].id }, u.admin);
  const seen = await Promise.all(subs.map(async (s) => (await s.next((e) => e.boardChanged.dealId === deal.id)).boardChanged));
  expect(liveExecutions.count - before).toBe(3);
  expect(seen.map((c) => c.card.orgName)).toEqual([...viewers.map(() => null), 'Audiencia Privada SA', 'Audiencia Privada SA', 'Audiencia Privada SA']);
  for (const c of seen) expect(c).toMatchObject({ kind: 'moved', dealId: deal.id, toStageId: stages[1].id, columns: [{ stageId: stages[1].id, count: 1 }] });
  // Each socket got the event once; the viewers' frames never carry the private name; another board gets nothing.
  await gql(t, MOVE, { id: deal.id, s: stages[0].id }, u.admin);
  for (const s of subs) await s.next((e) => e.boardChanged.toStageId === stages[0].id);
  expect(subs.map((s) => s.events.filter((e) => e.boardChanged.toStageId === stages[1].id).length)).toEqual(tokens.map(() => 1));
  expect(clients.slice(0, viewers.length).map((c) => c.raw.join('\n')).join('\n')).not.toMatch(/Audiencia Privada/);
  expect(elsewhere.events).toEqual([]);
});

test('a subscription sent over HTTP POST is refused', async () => {
  const r = await gql(t, 'subscription { boardChanged(pipelineId: 1) { dealId } }', {}, u.admin);
  expect(r.errors?.length).toBeGreaterThan(0);
});

test('a subscription over the cost cap is refused before it subscribes, with the error HTTP gives; the socket stays open', async () => {
  const { stages } = await makePipeline(t, ['Uno', 'Dos']);
  const p = stages[0].pipelineId;
  // No subscription of today's schema comes near the app's cap (100.000): the same sockets on the same
  // app services, with a cap of 100, show the rule. `columns` may hold 50 items: 1 + 50 × 3 fields.
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const sockets = attachLiveSockets({
    httpServer: server,
    schema: await buildAppSchema(),
    bus: t.live,
    check: (tokens) => t.services.auth.sessionChecks(tokens),
    context: (ip) => ({ services: t.services, ip, loaders: new Loaders() }),
    validationRules: validationRules(),
    maxCost: 100,
  });
  try {
    const c = liveClient(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, u.admin);
    clients.push(c);
    const costly = c.subscribe(`subscription($p: Int!) { boardChanged(pipelineId: $p) { dealId columns { stageId count valueSum } } }`, { p });
    const refused = (await waitFor(() => costly.errors[0], 1_000, 'QUERY_TOO_COMPLEX')) as { message: string; extensions: unknown }[];
    expect(refused[0]).toMatchObject({ message: costRefusal(153, 100).message, extensions: { code: 'QUERY_TOO_COMPLEX' } });
    expect(refused[0].message).toBe(LIMIT_MESSAGES.cost(153, 100));
    // Nothing listens: the refusal came before the resolver.
    expect(t.live.listenerCount(`board:${p}`)).toBe(0);

    // The same socket still serves a cheap one.
    const cheap = c.subscribe(`subscription($p: Int!) { boardChanged(pipelineId: $p) { dealId kind } }`, { p });
    await subscribed(`board:${p}`, 1);
    const deal = await makeDealIn(t, stages[0]);
    await gql(t, MOVE, { id: deal.id, s: stages[1].id }, u.admin);
    expect((await cheap.next((e) => e.boardChanged.dealId === deal.id)).boardChanged.kind).toBe('moved');
    expect(c.closes).toEqual([]);
  } finally {
    await Promise.all(clients.splice(0).map((x) => x.dispose()));
    await sockets.close();
    await new Promise<void>((r) => server.close(() => r()));
  }
});

test('the app\'s own sockets take only subscriptions (queries and mutations go over HTTP) within the same alias and token limits', async () => {
  const c = open(u.admin);
  const query = c.subscribe('{ me { id } }');
  expect(await waitFor(() => query.errors[0], 1_000, 'query refused')).toMatchObject([{ message: LIMIT_MESSAGES.socketOperation }]);
  const deep = c.subscribe('subscription { boardChanged(pipelineId: 1) { a1: dealId a2: dealId a3: dealId a4: dealId a5: dealId a6: dealId a7: dealId a8: dealId a9: dealId a10: dealId a11: dealId a12: dealId a13: dealId a14: dealId a15: dealId a16: dealId a17: dealId a18: dealId a19: dealId a20: dealId a21: dealId } }');
  expect(JSON.stringify(await waitFor(() => deep.errors[0], 1_000, 'aliases'))).toContain(LIMIT_MESSAGES.aliases(20));
  const long = c.subscribe(`subscription { boardChanged(pipelineId: 1) { ${'dealId '.repeat(2_001)}} }`);
  expect(JSON.stringify(await waitFor(() => long.errors[0], 1_000, 'tokens'))).toContain(LIMIT_MESSAGES.tokens(GRAPHQL_LIMITS.maxTokens));
  expect(c.closes).toEqual([]);
});
