import { NEXT_STEP_MESSAGES, utcToWallTime } from '@crm/domain';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { adminToken, makeActivity, makeDealIn, makeOrganization, makeRoleUsers, makeUser, type MadeUser, type RoleUsers } from '../../../test/factories';
import { seededPipeline } from '../../../test/deals-fixtures';
import { api, gql } from '../../../test/http';
import { ActivityEntity } from '../activities/activity.entity';
import { FollowupCallEntity } from '../followups/followup-call.entity';
import { NotificationEntity } from './notification.entity';
import { ReminderEntity } from './reminder.entity';
import { ReminderScheduler } from './reminder-scheduler';
import { WebPushSender } from './web-push-sender';
import { generateVapidKeys } from '../../core/config';

/**
 * Follow-up that sells: a call's outcome and its required next step, Mi agenda, reminders (the durable
 * scheduler's claim) and the bell's notifications, over REST and GraphQL, with the roles.
 */
let t: TestApp;
let admin: string;
let users: RoleUsers;
let venta2: MadeUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t);
  users = await makeRoleUsers(t);
  venta2 = await makeUser(t, { role: 'venta' });
});
afterAll(() => t.close());

const MIN = 60_000;
/** 'YYYY-MM-DD HH:MM:SS' on the office's clock, `ms` from now. */
const officeIn = (ms: number) => utcToWallTime(new Date(Date.now() + ms));

async function interestedCall(token: string, extra: Record<string, unknown> = {}) {
  const org = await makeOrganization(t, { name: `Cliente ${Math.random().toString(36).slice(2, 7)}` });
  const res = await api(t, token).post('/api/followups/calls', {
    org_id: org.id,
    notes: 'Quiere cotizar un contenedor',
    outcome: 'interesado',
    next_task: { subject: 'Enviar cotización', due_at: officeIn(2 * 60 * MIN) },
    ...extra,
  });
  return { res, org };
}

describe('POST /api/followups/calls with an outcome', () => {
  test.each(['interesado', 'volver_a_llamar', 'en_negociacion'])('%s without a next task → 400 with the Spanish message; nothing written', async (outcome) => {
    const before = await t.ds.getRepository(FollowupCallEntity).count();
    const res = await api(t, users.venta.token).post('/api/followups/calls', { notes: 'Hablamos', outcome });
    expect([res.status, res.body.error]).toEqual([400, NEXT_STEP_MESSAGES.nextTaskRequired]);
    expect(await t.ds.getRepository(FollowupCallEntity).count()).toBe(before);
  });

  test('notes are required unless no answer; no_contesta needs nothing else', async () => {
    const noNotes = await api(t, users.venta.token).post('/api/followups/calls', { outcome: 'no_interesado' });
    expect([noNotes.status, noNotes.body.error]).toEqual([400, NEXT_STEP_MESSAGES.notesRequired]);
    const noAnswer = await api(t, users.venta.token).post('/api/followups/calls', { outcome: 'no_contesta' });
    expect([noAnswer.status, noAnswer.body.outcome, noAnswer.body.next_activity_id]).toEqual([201, 'no_contesta', null]);
  });

  test('bad outcome, next task in the past, next task not an object → 400 in Spanish', async () => {
    const bad = await api(t, users.venta.token).post('/api/followups/calls', { outcome: 'quizas', notes: 'x' });
    expect([bad.status, bad.body.error]).toEqual([400, NEXT_STEP_MESSAGES.outcomeInvalid]);
    const past = await api(t, users.venta.token).post('/api/followups/calls', { outcome: 'interesado', notes: 'x', next_task: { subject: 'Llamar', due_at: officeIn(-MIN) } });
    expect([past.status, past.body.error]).toEqual([400, NEXT_STEP_MESSAGES.nextTaskDuePast]);
    const weird = await api(t, users.venta.token).post('/api/followups/calls', { outcome: 'interesado', notes: 'x', next_task: 'mañana' });
    expect(weird.status).toBe(400);
    const badDate = await api(t, users.venta.token).post('/api/followups/calls', { outcome: 'interesado', notes: 'x', next_task: { subject: 'Llamar', due_at: 'mañana' } });
    expect([badDate.status, badDate.body.error]).toEqual([400, NEXT_STEP_MESSAGES.nextTaskDueInvalid]);
  });

  test('interesado with its next task: the call and the task in one write; the task has its time, owner and reminder (30 min before)', async () => {
    const { res, org } = await interestedCall(users.venta.token);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ outcome: 'interesado', next_activity_id: expect.any(Number), invalidated_at: null, source: 'followup' });
    const task = await t.ds.getRepository(ActivityEntity).findOneByOrFail({ id: res.body.next_activity_id });
    expect(task).toMatchObject({ type: 'task', subject: 'Enviar cotización', done: false, orgId: org.id, createdByUserId: users.venta.user.id, remindMinutes: null });
    expect(Math.abs(task.dueAt!.getTime() - (Date.now() + 2 * 60 * MIN))).toBeLessThan(2 * MIN);
    const reminder = await t.ds.getRepository(ReminderEntity).findOneByOrFail({ activityId: task.id });
    expect(Number(reminder.dueAtMs) - Number(reminder.remindAtMs)).toBe(30 * MIN);
    expect(reminder).toMatchObject({ userId: users.venta.user.id, sentAtMs: null });
  });

  test('the viewer logs no call (403)', async () => {
    const res = await api(t, users.viewer.token).post('/api/followups/calls', { outcome: 'no_contesta' });
    expect(res.status).toBe(403);
  });
});

test('GraphQL logCall refuses a promising outcome without a next task and takes one with it', async () => {
  const LOG = `mutation L($input: LogCallInput!) { logCall(input: $input) { id outcome nextActivityId } }`;
  const refused = await gql(t, LOG, { input: { notes: 'x', outcome: 'volver_a_llamar' } }, users.venta.token);
  expect(refused.errors?.[0]).toMatchObject({ message: NEXT_STEP_MESSAGES.nextTaskRequired, extensions: { code: 'BAD_USER_INPUT' } });
  const ok = await gql(t, LOG, { input: { notes: 'x', outcome: 'volver_a_llamar', nextTask: { subject: 'Volver a llamar', dueAt: officeIn(60 * MIN), remindMinutes: 10 } } }, users.venta.token);
  expect(ok.errors).toBeUndefined();
  expect(ok.data!.logCall).toMatchObject({ outcome: 'volver_a_llamar', nextActivityId: expect.any(Number) });
});

test('the merged call list has unique ids when an activity call and a dashboard call share a record id', async () => {
  const org = await makeOrganization(t, { name: 'Mismo id SA' });
  const logged = await api(t, venta2.token).post('/api/followups/calls', { org_id: org.id, outcome: 'no_contesta' });
  // An activity call with the dashboard call's own number as its id.
  await t.ds.getRepository(ActivityEntity).insert({ id: logged.body.id + 1000, type: 'call', subject: 'Por actividad', orgId: org.id, createdByUserId: venta2.user.id });
  await t.ds.getRepository(ActivityEntity).insert({ id: logged.body.id, type: 'call', subject: 'Mismo número', orgId: org.id, createdByUserId: venta2.user.id }).catch(() => undefined);
  const list = await api(t, venta2.token).get('/api/followups/calls');
  const ids = list.body.map((r: { id: number }) => r.id);
  expect(new Set(ids).size).toBe(ids.length);
  const act = list.body.find((r: { subject: string }) => r.subject === 'Por actividad');
  expect(act).toMatchObject({ source: 'activity', id: -(logged.body.id + 1000), activity_id: logged.body.id + 1000, outcome: null });
});

describe('invalidating a call', () => {
  test('its author with a reason: kept in the list, marked; another seller → 404; the viewer → 403; twice → 409', async () => {
    const { res } = await interestedCall(users.venta.token);
    const id = res.body.id;
    const noReason = await api(t, users.venta.token).post(`/api/followups/calls/${id}/invalidate`, { reason: ' ' });
    expect(noReason.status).toBe(400);
    expect((await api(t, venta2.token).post(`/api/followups/calls/${id}/invalidate`, { reason: 'error' })).status).toBe(404);
    expect((await api(t, users.viewer.token).post(`/api/followups/calls/${id}/invalidate`, { reason: 'error' })).status).toBe(403);
    const ok = await api(t, users.venta.token).post(`/api/followups/calls/${id}/invalidate`, { reason: 'Cliente equivocado' });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ id, invalidated_reason: 'Cliente equivocado', invalidated_at: expect.any(String) });
    expect((await api(t, admin).post(`/api/followups/calls/${id}/invalidate`, { reason: 'otra vez' })).status).toBe(409);
    const list = await api(t, users.venta.token).get('/api/followups/calls');
    expect(list.body.find((r: { id: number; source: string }) => r.id === id && r.source === 'followup')).toMatchObject({ invalidated_reason: 'Cliente equivocado' });
  });
});

describe('Mi agenda', () => {
  test('own tasks in overdue, today and upcoming; done in one click; reschedule re-arms the reminder; others 404', async () => {
    const seller = await makeUser(t, { role: 'venta' });
    const org = await makeOrganization(t, { name: 'Agenda SA' });
    const now = Date.now();
    const mk = (subject: string, dueAt: Date) => makeActivity(t, { type: 'task', subject, orgId: org.id, createdByUserId: seller.user.id, dueAt, dueDate: utcToWallTime(dueAt).slice(0, 10) });
    const overdue = await mk('Vencida', new Date(now - 60 * MIN));
    const soon = await mk('En un rato', new Date(now + 5 * MIN));
    const inFive = await mk('En cinco días', new Date(now + 5 * 24 * 60 * MIN));
    await mk('En un mes', new Date(now + 30 * 24 * 60 * MIN));
    await makeActivity(t, { type: 'task', subject: 'De otro', orgId: org.id, createdByUserId: venta2.user.id, dueAt: new Date(now - MIN) });

    const a = await api(t, seller.token).get('/api/agenda');
    expect(a.status).toBe(200);
    const subjects = (k: string) => a.body[k].map((r: { subject: string }) => r.subject);
    expect(subjects('overdue')).toEqual(['Vencida']);
    // Later today on the office's clock, or tomorrow if five minutes cross the office's midnight.
    expect([...subjects('today'), ...subjects('upcoming')]).toEqual(['En un rato', 'En cinco días']);
    expect(a.body.overdue[0]).toMatchObject({ id: overdue.id, org_name: 'Agenda SA', due_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/) });

    expect((await api(t, venta2.token).post(`/api/agenda/${overdue.id}/done`)).status).toBe(404);
    expect((await api(t, users.viewer.token).post(`/api/agenda/${overdue.id}/done`)).status).toBe(403);
    const done = await api(t, seller.token).post(`/api/agenda/${overdue.id}/done`);
    expect([done.status, done.body.done]).toEqual([200, true]);
    expect((await api(t, seller.token).get('/api/agenda')).body.overdue).toEqual([]);
    expect(await t.ds.getRepository(ActivityEntity).findOneByOrFail({ id: overdue.id })).toMatchObject({ done: true, doneByUserId: seller.user.id });
    expect(await t.ds.getRepository(ReminderEntity).findOneBy({ activityId: overdue.id })).toBeNull();

    // The reminder of `soon` was sent; rescheduling arms it again for the new time.
    await t.ds.getRepository(ReminderEntity).update({ activityId: soon.id }, { sentAtMs: String(now) });
    const bad = await api(t, seller.token).post(`/api/agenda/${soon.id}/reschedule`, { due_at: 'pronto' });
    expect([bad.status, bad.body.error]).toEqual([400, NEXT_STEP_MESSAGES.nextTaskDueInvalid]);
    const moved = await api(t, seller.token).post(`/api/agenda/${soon.id}/reschedule`, { due_at: officeIn(3 * 24 * 60 * MIN), remind_minutes: 60 });
    expect([moved.status, moved.body.remind_minutes]).toEqual([200, 60]);
    const r = await t.ds.getRepository(ReminderEntity).findOneByOrFail({ activityId: soon.id });
    expect(r.sentAtMs).toBeNull();
    expect(Number(r.dueAtMs) - Number(r.remindAtMs)).toBe(60 * MIN);

    // An admin reads another's agenda; a seller's user_id is ignored (their own).
    const asAdmin = await api(t, admin).get(`/api/agenda?user_id=${seller.user.id}`);
    expect(asAdmin.body.upcoming.map((x: { id: number }) => x.id)).toEqual(expect.arrayContaining([soon.id, inFive.id]));
    const nosy = await api(t, venta2.token).get(`/api/agenda?user_id=${seller.user.id}`);
    expect(nosy.body.upcoming.map((x: { id: number }) => x.id)).not.toContain(inFive.id);
    const viewer = await api(t, users.viewer.token).get('/api/agenda');
    expect(viewer.body).toEqual({ overdue: [], today: [], upcoming: [] });
  });
});

describe('reminders', () => {
  test('two schedulers racing over one database send each reminder once; the bell counts it; read clears it', async () => {
    const seller = await makeUser(t, { role: 'venta' });
    const { res } = await interestedCall(seller.token, { next_task: { subject: 'Llamar a Rosa', due_at: officeIn(10 * MIN), remind_minutes: 5 } });
    expect(res.status).toBe(201);
    const push = new WebPushSender(generateVapidKeys());
    const a = new ReminderScheduler(t.ds, t.live, push);
    const b = new ReminderScheduler(t.ds, t.live, push);
    // Before its time nothing goes (other tests' reminders may: the database is shared).
    await a.runOnce(Date.now());
    expect(await t.ds.getRepository(NotificationEntity).countBy({ userId: seller.user.id })).toBe(0);
    const at = Date.now() + 6 * MIN;
    const sent = await Promise.all([a.runOnce(at), b.runOnce(at), a.runOnce(at), b.runOnce(at)]);
    const mine = await t.ds.getRepository(NotificationEntity).findBy({ userId: seller.user.id });
    expect(mine).toHaveLength(1);
    expect(sent.reduce((x, y) => x + y, 0)).toBeGreaterThanOrEqual(1);
    expect(mine[0]).toMatchObject({ kind: 'reminder', title: 'Recordatorio: Llamar a Rosa', activityId: res.body.next_activity_id, readAt: null });
    // Another round later sends nothing again.
    await a.runOnce(at + 60 * MIN);
    expect(await t.ds.getRepository(NotificationEntity).countBy({ userId: seller.user.id })).toBe(1);

    const bell = await api(t, seller.token).get('/api/notifications');
    expect(bell.body).toMatchObject({ unread: 1, items: [{ id: mine[0].id, title: 'Recordatorio: Llamar a Rosa', read_at: null }] });
    expect((await api(t, venta2.token).get('/api/notifications')).body.items.map((n: { id: number }) => n.id)).not.toContain(mine[0].id);
    const read = await api(t, seller.token).post('/api/notifications/read', { ids: [mine[0].id] });
    expect(read.body).toEqual({ unread: 0 });
  });

  test('catch-up: a reminder whose time passed while no process ran is sent at the next round, marked overdue', async () => {
    const seller = await makeUser(t, { role: 'venta' });
    const org = await makeOrganization(t, { name: 'Tarde SA' });
    const task = await makeActivity(t, { type: 'task', subject: 'Pasada', orgId: org.id, createdByUserId: seller.user.id, dueAt: new Date(Date.now() + MIN) });
    // The activity row was written directly: its reminder comes from the sync the writes of the app run.
    await api(t, seller.token).post(`/api/agenda/${task.id}/reschedule`, { due_at: officeIn(MIN) });
    const s = new ReminderScheduler(t.ds, t.live, new WebPushSender(generateVapidKeys()));
    expect(await s.runOnce(Date.now() + 3 * 60 * MIN)).toBeGreaterThanOrEqual(1);
    const n = await t.ds.getRepository(NotificationEntity).findOneByOrFail({ userId: seller.user.id });
    expect(n.title).toBe('Vencida: Pasada');
  });
});

describe('Web Push subscriptions', () => {
  const keys = { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) };
  test('an https endpoint of a public push service is kept; http, local hosts and bad keys → 400', async () => {
    const ok = await api(t, users.viewer.token).post('/api/push-subscriptions', { endpoint: 'https://push.example.com/send/abc', keys });
    expect(ok.status).toBe(201);
    for (const endpoint of ['http://push.example.com/x', 'https://127.0.0.1/x', 'https://localhost/x', 'https://[::1]/x', 'https://intranet/x', 'javascript:alert(1)']) {
      const res = await api(t, users.venta.token).post('/api/push-subscriptions', { endpoint, keys });
      expect([endpoint, res.status]).toEqual([endpoint, 400]);
    }
    const badKeys = await api(t, users.venta.token).post('/api/push-subscriptions', { endpoint: 'https://push.example.com/y', keys: { p256dh: 'x', auth: 'y' } });
    expect(badKeys.status).toBe(400);
    const key = await api(t, users.venta.token).get('/api/push/vapid-public-key');
    expect(key.body.public_key).toMatch(/^[A-Za-z0-9_-]{87}$/);
  });
});

test('Deal.nextActivity: the earliest open task with a time, or null (sin próximo paso); stage idle days over REST', async () => {
  const { stages } = await seededPipeline(t);
  const deal = await makeDealIn(t, stages[0], { title: 'Con próximo paso' });
  const bare = await makeDealIn(t, stages[0], { title: 'Sin próximo paso' });
  await api(t, users.venta.token).post('/api/followups/calls', { deal_id: deal.id, notes: 'x', outcome: 'en_negociacion', next_task: { subject: 'Cerrar tarifa', due_at: officeIn(90 * MIN) } });
  const Q = `query D($id: Int!) { deal(id: $id) { id nextActivity { subject dueAt dealId } } }`;
  const withStep = await gql(t, Q, { id: deal.id }, admin);
  expect(withStep.errors).toBeUndefined();
  expect(withStep.data!.deal.nextActivity).toMatchObject({ subject: 'Cerrar tarifa', dealId: deal.id });
  const without = await gql(t, Q, { id: bare.id }, admin);
  expect(without.data!.deal.nextActivity).toBeNull();

  const set = await api(t, admin).patch(`/api/stages/${stages[0].id}`, { stuck_days: 5 });
  expect([set.status, set.body.stuck_days]).toEqual([200, 5]);
  const bad = await api(t, admin).patch(`/api/stages/${stages[0].id}`, { stuck_days: -1 });
  expect(bad.status).toBe(400);
  const cleared = await api(t, admin).patch(`/api/stages/${stages[0].id}`, { stuck_days: null });
  expect(cleared.body.stuck_days).toBeNull();
  expect((await api(t, users.venta.token).patch(`/api/stages/${stages[0].id}`, { stuck_days: 3 })).status).toBe(403);
});

test('the kanban card carries its follow-up signals, fresh after a next step is logged on its operation (cached board)', async () => {
  const { pipeline, stages } = await seededPipeline(t);
  const deal = await makeDealIn(t, stages[1], { title: 'Tarjeta con señales' });
  await api(t, admin).patch(`/api/stages/${stages[1].id}`, { stuck_days: 4 });
  const BOARD = `query B($p: Int) { board(pipelineId: $p) { columns { stageId cards { edges { node { id nextDueAt lastTouchAt stuckDays } } } } } }`;
  const cardOf = async () => {
    const r = await gql(t, BOARD, { p: pipeline.id }, admin);
    expect(r.errors).toBeUndefined();
    const col = r.data!.board.columns.find((c: { stageId: number }) => c.stageId === stages[1].id);
    return col.cards.edges.map((e: { node: { id: number } }) => e.node).find((n: { id: number }) => n.id === deal.id);
  };
  const before = await cardOf();
  expect(before).toMatchObject({ nextDueAt: null, stuckDays: 4, lastTouchAt: expect.any(String) });
  await cardOf(); // answered from the cache now
  const logged = await api(t, users.venta.token).post('/api/followups/calls', { deal_id: deal.id, notes: 'x', outcome: 'interesado', next_task: { subject: 'Enviar tarifa', due_at: officeIn(3 * 60 * MIN) } });
  expect(logged.status).toBe(201);
  const after = await cardOf();
  expect(Math.abs(Date.parse(after.nextDueAt) - (Date.now() + 3 * 60 * MIN))).toBeLessThan(2 * MIN);
  expect(Date.parse(after.lastTouchAt)).toBeGreaterThanOrEqual(Date.parse(before.lastTouchAt));
  // Done in Mi agenda: the card has no next step again.
  await api(t, users.venta.token).post(`/api/agenda/${logged.body.next_activity_id}/done`);
  expect((await cardOf()).nextDueAt).toBeNull();
});

describe('Agendar tarea (one click from the dashboards)', () => {
  test('a seller plans a dated task on an operation: its reminder is armed; viewers get 403; past or hidden → 400 / 404', async () => {
    const seller = await makeUser(t, { role: 'venta' });
    const { stages } = await seededPipeline(t);
    const deal = await makeDealIn(t, stages[0], { title: 'Operación con tarea' });
    const res = await api(t, seller.token).post('/api/agenda/tasks', { subject: 'Dar seguimiento', due_at: officeIn(24 * 60 * MIN), deal_id: deal.id });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ subject: 'Dar seguimiento', deal_id: deal.id, owner_user_id: seller.user.id, done: false });
    const reminder = await t.ds.getRepository(ReminderEntity).findOneByOrFail({ activityId: res.body.id });
    expect(Number(reminder.dueAtMs) - Number(reminder.remindAtMs)).toBe(30 * MIN);
    const next = await gql(t, 'query($id: Int!) { deal(id: $id) { nextActivity { id subject } } }', { id: deal.id }, seller.token);
    expect(next.data?.deal.nextActivity).toEqual({ id: res.body.id, subject: 'Dar seguimiento' });

    expect((await api(t, users.viewer.token).post('/api/agenda/tasks', { subject: 'x', due_at: officeIn(60 * MIN) })).status).toBe(403);
    const past = await api(t, seller.token).post('/api/agenda/tasks', { subject: 'Tarde', due_at: officeIn(-60 * MIN) });
    expect([past.status, past.body.error]).toEqual([400, NEXT_STEP_MESSAGES.nextTaskDuePast]);
    const blank = await api(t, seller.token).post('/api/agenda/tasks', { subject: '  ', due_at: officeIn(60 * MIN) });
    expect([blank.status, blank.body.error]).toEqual([400, NEXT_STEP_MESSAGES.nextTaskSubjectRequired]);
    const hidden = await makeOrganization(t, { visibility: 'private', ownerUserId: venta2.user.id });
    expect((await api(t, seller.token).post('/api/agenda/tasks', { subject: 'Espiar', due_at: officeIn(60 * MIN), org_id: hidden.id })).status).toBe(404);
    const g = await gql(t, 'mutation($i: PlanTaskInput!) { planTask(input: $i) { id subject dealId } }', { i: { subject: 'Por GraphQL', dueAt: officeIn(90 * MIN), dealId: deal.id } }, seller.token);
    expect(g.errors).toBeUndefined();
    expect(g.data?.planTask).toMatchObject({ subject: 'Por GraphQL', dealId: deal.id });
  });
});

describe('e-mail reminders (optional per user)', () => {
  test('off by default; turned on, the reminder also queues one e-mail in the claim, once across racing schedulers', async () => {
    const withMail = await makeUser(t, { role: 'venta', email: 'recordar.correo@test.local' });
    const without = await makeUser(t, { role: 'venta', email: 'sin.correo@test.local' });
    expect((await api(t, withMail.token).get('/api/agenda/settings')).body).toEqual({ email_reminders: false, mail_configured: false });
    const on = await api(t, withMail.token).put('/api/agenda/settings', { email_reminders: true });
    expect([on.status, on.body.email_reminders]).toEqual([200, true]);
    const bad = await api(t, withMail.token).put('/api/agenda/settings', { email_reminders: 'sí' });
    expect(bad.status).toBe(400);
    const viaGql = await gql(t, 'query { myReminderSettings { email mailConfigured } }', {}, withMail.token);
    expect(viaGql.data?.myReminderSettings).toEqual({ email: true, mailConfigured: false });
    // Viewers may set their own too (a self-service setting, like their push subscriptions).
    expect((await gql(t, 'mutation { setReminderSettings(email: false) { email } }', {}, users.viewer.token)).errors).toBeUndefined();

    for (const u of [withMail, without]) {
      const { res } = await interestedCall(u.token, { next_task: { subject: 'Enviar tarifa', due_at: officeIn(20 * MIN), remind_minutes: 10 } });
      expect(res.status).toBe(201);
    }
    const a = new ReminderScheduler(t.ds, t.live, new WebPushSender(generateVapidKeys()), undefined, t.services.mail);
    const b = new ReminderScheduler(t.ds, t.live, new WebPushSender(generateVapidKeys()), undefined, t.services.mail);
    const at = Date.now() + 15 * MIN;
    await Promise.all([a.runOnce(at), b.runOnce(at), a.runOnce(at)]);
    const mails: Array<{ kind: string; to_addrs: string; subject: string; body_text: string }> = await t.ds.query(
      "SELECT kind, to_addrs, subject, body_text FROM mail_messages WHERE kind = 'reminder' AND to_addrs IN ('recordar.correo@test.local', 'sin.correo@test.local')",
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to_addrs: 'recordar.correo@test.local', subject: 'Recordatorio: Enviar tarifa' });
    expect(mails[0].body_text).toContain('Vence ');
    // Both still get the in-app notification.
    expect(await t.ds.getRepository(NotificationEntity).countBy({ userId: without.user.id })).toBe(1);
    expect(await t.ds.getRepository(NotificationEntity).countBy({ userId: withMail.user.id })).toBe(1);
  });
});
