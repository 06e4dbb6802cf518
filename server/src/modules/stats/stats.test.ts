import { summarizeStats } from '@crm/domain';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { type MadeUser, makeRoleUsers, makeUser } from '../../../test/factories';
import { seededPipeline } from '../../../test/deals-fixtures';
import { api, codesOf, gql } from '../../../test/http';

let t: TestApp;
let admin: string;
let venta: MadeUser;
let ops: MadeUser;
let viewer: MadeUser;
beforeAll(async () => {
  t = await createTestApp();
  ({ admin, venta, ops, viewer } = await makeRoleUsers(t, { venta: 'Rodrigo Estadística' }));
});
afterAll(() => t.close());

const OVERVIEW = `query Overview($days: Int!) { activityOverview(days: $days) {
  days now totalUsers users { id name email role isActive }
  activities { source id userId dealId date isDone }
  deals { id reference orgId orgName advisorUserId dealAdvisorUserId dealAdvisorName createdByUserId createdByName createdAt } } }`;

test('admin only: other roles → 403 / FORBIDDEN, no session → 401', async () => {
  for (const u of [venta, ops, viewer, await makeUser(t, { role: 'finanzas' })]) {
    expect((await api(t, u.token).get('/api/admin/activity/overview?days=30')).status).toBe(403);
    expect(codesOf(await gql(t, OVERVIEW, { days: 30 }, u.token))).toEqual(['FORBIDDEN']);
  }
  expect((await api(t).get('/api/admin/activity/overview')).status).toBe(401);
  expect(codesOf(await gql(t, OVERVIEW, { days: 30 }))).toEqual(['UNAUTHENTICATED']);
});

test('the window must be 7, 14, 30, 60 or 90 days (400 Spanish); without days it is 30', async () => {
  for (const d of ['0', '31', '365', 'x', '-7']) {
    const res = await api(t, admin).get(`/api/admin/activity/overview?days=${d}`);
    expect([res.status, res.body]).toEqual([400, { error: 'La ventana debe ser de 7, 14, 30, 60 o 90 días.' }]);
  }
  expect(codesOf(await gql(t, OVERVIEW, { days: 45 }, admin))).toEqual(['BAD_USER_INPUT']);
  expect((await api(t, admin).get('/api/admin/activity/overview')).body.days).toBe(30);
});

test('the lists of the window: users, actions (audit creates/updates and activities, done flag) and new operations with names', async () => {
  const { pipeline, stages } = await seededPipeline(t);
  const org = await api(t, venta.token).post('/api/organizations', { name: 'Frigorífico Estadístico' });
  const deal = await api(t, venta.token).post('/api/deals', { title: 'Estadística', pipeline_id: pipeline.id, stage_id: stages[0].id, org_id: org.body.id });
  const act = await api(t, venta.token).post('/api/activities', { type: 'call', subject: 'Hecha', deal_id: deal.body.id, done: 1 });
  expect(act.status).toBe(201);

  const res = await api(t, admin).get('/api/admin/activity/overview?days=7');
  expect(res.status).toBe(200);
  const body = res.body;
  expect(body.days).toBe(7);
  expect(body.totalUsers).toBe(body.users.length);
  expect(body.users).toContainEqual({ id: venta.user.id, name: 'Rodrigo Estadística', email: venta.user.email, role: 'venta', is_active: 1 });
  const mine = body.activities.filter((a: { user_id: number }) => a.user_id === venta.user.id);
  const DATETIME = expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  expect(mine).toContainEqual({ id: act.body.id, source: 'activity', user_id: venta.user.id, deal_id: deal.body.id, date: DATETIME, is_done: 1, done_at: DATETIME, done_by_user_id: venta.user.id });
  expect(mine).toContainEqual(expect.objectContaining({ source: 'audit', deal_id: deal.body.id, is_done: 0 }));
  expect(mine.filter((a: { source: string }) => a.source === 'audit').length).toBeGreaterThanOrEqual(3); // org, deal and activity created
  expect(body.deals).toContainEqual({
    id: deal.body.id,
    reference: deal.body.reference,
    org_id: org.body.id,
    org_name: 'Frigorífico Estadístico',
    advisor_user_id: null,
    deal_advisor_user_id: venta.user.id,
    deal_advisor_name: 'Rodrigo Estadística',
    created_by_user_id: venta.user.id,
    created_by_name: 'Rodrigo Estadística',
    created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
  });

  // The GraphQL lists feed domain/stats.ts exactly as the screen does.
  const g = (await gql(t, OVERVIEW, { days: 7 }, admin)).data!.activityOverview;
  const s = summarizeStats({
    now: new Date(g.now),
    days: g.days,
    totalUsers: g.totalUsers,
    users: g.users,
    actions: g.activities.map((a: { userId: number; date: string; isDone: boolean }) => ({ userId: a.userId, date: a.date, done: a.isDone })),
    deals: g.deals.map((d: { id: number; createdAt: string; dealAdvisorUserId: number; orgName: string }) => ({ id: d.id, createdAt: d.createdAt, userId: d.dealAdvisorUserId, orgName: d.orgName })),
  });
  const row = s.rows.find((r) => r.userId === venta.user.id)!;
  expect(row).toEqual({ userId: venta.user.id, name: 'Rodrigo Estadística', actions: mine.length, finished: 1, operations: 1 });
  expect(s.topOrganizations).toContainEqual({ name: 'Frigorífico Estadístico', operations: 1 });
});

test('operations created before the window are left out', async () => {
  const { pipeline, stages } = await seededPipeline(t);
  const deal = await api(t, venta.token).post('/api/deals', { title: 'Vieja', pipeline_id: pipeline.id, stage_id: stages[0].id });
  await t.ds.query('UPDATE deals SET created_at = ? WHERE id = ?', [t.ds.options.type === 'better-sqlite3' ? '2020-01-01 00:00:00.000' : new Date('2020-01-01T00:00:00Z'), deal.body.id]);
  const res = await api(t, admin).get('/api/admin/activity/overview?days=90');
  expect(res.body.deals.map((d: { id: number }) => d.id)).not.toContain(deal.body.id);
});

describe('acciones finalizadas: an activity finished now counts now, for who finished it', () => {
  const SUMMARY = '{ statsSummary(days: 7) { rows { userId actions finished } } }';
  const finishedOf = async (userId: number) =>
    ((await gql(t, SUMMARY, undefined, admin)).data!.statsSummary.rows.find((r: { userId: number }) => r.userId === userId)?.finished ?? 0) as number;

  test('an overdue task created 40 days ago and marked done today by ops is a finished action of ops in this window; Deshacer (not done again) takes it back; the lists say the same', async () => {
    const { pipeline, stages } = await seededPipeline(t);
    const deal = await api(t, venta.token).post('/api/deals', { title: 'Vencidas', pipeline_id: pipeline.id, stage_id: stages[0].id });
    const task = await api(t, venta.token).post('/api/activities', { type: 'task', subject: 'Pedir factura', due_date: '2020-01-10', deal_id: deal.body.id });
    const old = new Date(Date.now() - 40 * 86_400_000);
    await t.ds.query('UPDATE activities SET created_at = ? WHERE id = ?', [t.ds.options.type === 'better-sqlite3' ? old.toISOString().replace('T', ' ').slice(0, 23) : old, task.body.id]);
    const before = { ops: await finishedOf(ops.user.id), venta: await finishedOf(venta.user.id) };

    expect((await api(t, ops.token).patch(`/api/activities/${task.body.id}`, { done: 1 })).status).toBe(200);
    expect(await finishedOf(ops.user.id)).toBe(before.ops + 1);
    expect(await finishedOf(venta.user.id)).toBe(before.venta);

    // The lists (REST, for the original client) carry the finishing: counted by done_at / done_by_user_id they agree.
    const g = (await gql(t, '{ activityOverview(days: 7) { now days totalUsers users { id name } activities { source userId date isDone doneAt doneByUserId } } }', undefined, admin)).data!.activityOverview;
    const fromLists = summarizeStats({
      now: new Date(g.now),
      days: g.days,
      totalUsers: g.totalUsers,
      users: g.users,
      actions: g.activities.map((a: { userId: number; date: string; isDone: boolean; doneAt: string | null; doneByUserId: number | null }) => ({
        userId: a.userId,
        date: a.date,
        done: a.isDone,
        doneAt: a.doneAt,
        doneByUserId: a.doneByUserId,
      })),
      deals: [],
    });
    expect(fromLists.rows.find((r) => r.userId === ops.user.id)?.finished).toBe(before.ops + 1);
    const rest = await api(t, admin).get('/api/admin/activity/overview?days=7');
    expect(rest.body.activities).toContainEqual(expect.objectContaining({ source: 'activity', id: task.body.id, is_done: 1, done_by_user_id: ops.user.id }));

    expect((await api(t, ops.token).patch(`/api/activities/${task.body.id}`, { done: 0 })).status).toBe(200);
    expect(await finishedOf(ops.user.id)).toBe(before.ops);
  });
});
