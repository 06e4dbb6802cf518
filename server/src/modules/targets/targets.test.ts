import { MESSAGES } from '../../core/errors/app-error';
import { officeMonth, TARGET_MESSAGES, utcToWallTime } from '@crm/domain';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { makeActivity, makeDealIn, makeOrganization, makePipeline, makeRoleUsers, makeUser, type MadeUser, type RoleUsers } from '../../../test/factories';
import { StageEntity } from '../pipelines/stage.entity';
import { dateBound } from '../../core/db/raw';
import { seededPipeline } from '../../../test/deals-fixtures';
import { api, codesOf, gql } from '../../../test/http';
import { DealCustomFieldEntity } from '../custom-fields/custom-field.entity';
import { SalesTargetEntity } from './sales-target.entity';

/**
 * Monthly targets per seller and the sales dashboards, on both APIs: who reads and writes which targets,
 * and the actual figures counted from calls, organizations and operations of the month.
 */
let t: TestApp;
let users: RoleUsers;
let venta2: MadeUser;
const month = officeMonth(Date.now());
const MIN = 60_000;
const officeIn = (ms: number) => utcToWallTime(new Date(Date.now() + ms));
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  users = await makeRoleUsers(t, { venta: 'Valeria Venta' });
  venta2 = await makeUser(t, { role: 'venta', name: 'Victor Venta' });
  const v = users.venta;
  const { stages } = await seededPipeline(t);
  // Calls of the month: an interesado (with its next step), a no contesta, one invalidated, and a call activity.
  const org = await makeOrganization(t, { name: 'Prospecto de Valeria', advisorUserId: v.user.id });
  await makeOrganization(t, { name: 'Prospecto de Victor', advisorUserId: venta2.user.id });
  const interested = await api(t, v.token).post('/api/followups/calls', {
    org_id: org.id,
    notes: 'Quiere cotizar',
    outcome: 'interesado',
    next_task: { subject: 'Enviar cotización', due_at: officeIn(120 * MIN) },
  });
  expect(interested.status).toBe(201);
  expect((await api(t, v.token).post('/api/followups/calls', { outcome: 'no_contesta' })).status).toBe(201);
  const wrong = await api(t, v.token).post('/api/followups/calls', { outcome: 'no_contesta' });
  expect((await api(t, v.token).post(`/api/followups/calls/${wrong.body.id}/invalidate`, { reason: 'Cargada dos veces' })).status).toBe(200);
  await makeActivity(t, { type: 'call', subject: 'Llamada desde la organización', orgId: org.id, createdByUserId: v.user.id });
  // Operations: two open of Valeria's (one quoted today, one without a next step), one won this month, one of Victor's.
  const quoted = await makeDealIn(t, stages[0], { title: 'Cotizada', value: 1500.25, advisorUserId: v.user.id, reference: 'OP-T00001' });
  const bare = await makeDealIn(t, stages[0], { title: 'Sin próximo paso', value: 100, advisorUserId: v.user.id, reference: 'OP-T00002' });
  await makeDealIn(t, stages[0], { title: 'Ganada', value: 2000.1, status: 'won', closedAt: new Date(), advisorUserId: v.user.id, reference: 'OP-T00003' });
  await makeDealIn(t, stages[0], { title: 'De Victor', value: 999, advisorUserId: venta2.user.id, reference: 'OP-T00004' });
  await t.ds.getRepository(DealCustomFieldEntity).insert({ dealId: quoted.id, key: 'f_cotiz', label: 'Fecha de cotización', type: 'date', value: utcToWallTime(new Date()).slice(0, 10) });
  await makeActivity(t, { dealId: quoted.id, subject: 'Llamar', dueAt: new Date(Date.now() + 3 * 86_400_000), createdByUserId: v.user.id });
  ids.quoted = quoted.id;
  ids.bare = bare.id;
});
afterAll(() => t.close());

const progressOf = (row: { progress: Array<{ metric: string }> }, metric: string) => row.progress.find((p) => p.metric === metric);

describe('GET and PUT /api/targets', () => {
  test('an admin sets a seller’s targets; the answer has the actual figures beside them', async () => {
    const res = await api(t, users.admin).put('/api/targets', { user_id: users.venta.user.id, month, calls: 4, new_prospects: 2, quotes_sent: 1, pipeline_value: 3200.5, won_value: 2000.1 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ user_id: users.venta.user.id, user_name: 'Valeria Venta', month, calls: 4, new_prospects: 2, quotes_sent: 1, pipeline_value: 3200.5, won_value: 2000.1 });
    // 2 follow-up calls (the invalidated one does not count) + 1 call activity; 1600,25 USD open; 2000,10 won.
    expect(progressOf(res.body, 'calls')).toMatchObject({ target: 4, actual: 3, percent: 75 });
    expect(progressOf(res.body, 'newProspects')).toMatchObject({ target: 2, actual: 1, percent: 50 });
    expect(progressOf(res.body, 'quotesSent')).toMatchObject({ target: 1, actual: 1, percent: 100, status: 'cumplida' });
    expect(progressOf(res.body, 'pipelineValue')).toMatchObject({ target: 3200.5, actual: 1600.25, percent: 50 });
    expect(progressOf(res.body, 'wonValue')).toMatchObject({ target: 2000.1, actual: 2000.1, percent: 100, status: 'cumplida' });
    // Money stored exactly, in cents.
    const row = await t.ds.getRepository(SalesTargetEntity).findOneByOrFail({ userId: users.venta.user.id, month });
    expect([Number(row.pipelineValueCents), Number(row.wonValueCents)]).toEqual([320050, 200010]);
  });

  test('omitted figures stay, null or 0 clears one', async () => {
    const res = await api(t, users.admin).put('/api/targets', { user_id: users.venta.user.id, month, quotes_sent: 0, won_value: null });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ calls: 4, new_prospects: 2, quotes_sent: null, pipeline_value: 3200.5, won_value: null });
    expect(progressOf(res.body, 'quotesSent')).toMatchObject({ target: null, status: 'sin_meta' });
  });

  test('a seller reads only their own (user_id of another is ignored); the team readers read everyone', async () => {
    const own = await api(t, users.venta.token).get(`/api/targets?month=${month}&user_id=${venta2.user.id}`);
    expect(own.status).toBe(200);
    expect(own.body.map((r: { user_id: number }) => r.user_id)).toEqual([users.venta.user.id]);
    for (const token of [users.admin, users.viewer.token]) {
      const team = await api(t, token).get(`/api/targets?month=${month}`);
      expect(team.status).toBe(200);
      const people = team.body.map((r: { user_id: number }) => r.user_id);
      expect(people).toEqual(expect.arrayContaining([users.venta.user.id, venta2.user.id, users.ops.user.id]));
      // Viewers carry no targets: only the roles that sell.
      expect(people).not.toContain(users.viewer.user.id);
      const victor = team.body.find((r: { user_id: number }) => r.user_id === venta2.user.id);
      expect(progressOf(victor, 'pipelineValue')).toMatchObject({ target: null, actual: 999, status: 'sin_meta' });
      expect(progressOf(victor, 'newProspects')).toMatchObject({ actual: 1 });
    }
    const one = await api(t, users.viewer.token).get(`/api/targets?user_id=${venta2.user.id}`);
    expect(one.body.map((r: { user_id: number }) => r.user_id)).toEqual([venta2.user.id]);
    const missing = await api(t, users.admin).get('/api/targets?user_id=999999');
    expect([missing.status, missing.body.error]).toEqual([404, TARGET_MESSAGES.userNotFound]);
  });

  test('only admins write: venta, ops and viewer get 403 and nothing changes', async () => {
    const before = await t.ds.getRepository(SalesTargetEntity).find();
    for (const u of [users.venta, users.ops, users.viewer]) {
      const res = await api(t, u.token).put('/api/targets', { user_id: u.user.id, month, calls: 1000 });
      expect([res.status, res.body.error]).toEqual([403, MESSAGES.forbidden]);
    }
    expect(await t.ds.getRepository(SalesTargetEntity).find()).toEqual(before);
  });

  test.each([
    [{ month: '2026-13', calls: 1 }, TARGET_MESSAGES.monthInvalid],
    [{ month, calls: -1 }, TARGET_MESSAGES.countInvalid],
    [{ month, calls: 1.5 }, TARGET_MESSAGES.countInvalid],
    [{ month, pipeline_value: 1.234 }, TARGET_MESSAGES.moneyInvalid],
    [{ month, won_value: -5 }, TARGET_MESSAGES.moneyInvalid],
    [{ month, won_value: 'mucho' }, TARGET_MESSAGES.moneyInvalid],
  ])('PUT %p → 400 in Spanish', async (body, message) => {
    const res = await api(t, users.admin).put('/api/targets', { user_id: users.venta.user.id, ...body });
    expect([res.status, res.body.error]).toEqual([400, message]);
  });

  test('a month that is not YYYY-MM on GET → 400; an unknown seller or a viewer on PUT → 404', async () => {
    const bad = await api(t, users.admin).get('/api/targets?month=noviembre');
    expect([bad.status, bad.body.error]).toEqual([400, TARGET_MESSAGES.monthInvalid]);
    const nobody = await api(t, users.admin).put('/api/targets', { user_id: 999999, month, calls: 1 });
    expect([nobody.status, nobody.body.error]).toEqual([404, TARGET_MESSAGES.userNotFound]);
    // A viewer sells nothing: no targets for them.
    const viewer = await api(t, users.admin).put('/api/targets', { user_id: users.viewer.user.id, month, calls: 1 });
    expect([viewer.status, viewer.body.error]).toEqual([404, TARGET_MESSAGES.userNotFound]);
  });
});

const DASHBOARD = `query($m: String, $u: Int) { salesDashboard(month: $m, userId: $u) {
  month userId elapsed
  sellers { userId userName progress { metric target actual percent status } }
  totals { metric target actual }
  callsByOutcome { outcome label count }
  health { bucket label count }
  healthDeals { dealId buckets }
  nextActions { dealId title reason reasonLabel ownerName }
} }`;

describe('GraphQL: targets and the dashboards', () => {
  test('the seller’s dashboard: own targets vs actual, calls by outcome, health and próximas acciones', async () => {
    const r = await gql(t, DASHBOARD, { m: month, u: venta2.user.id }, users.venta.token);
    expect(r.errors).toBeUndefined();
    const d = r.data!.salesDashboard;
    expect(d).toMatchObject({ month, userId: users.venta.user.id });
    expect(d.sellers.map((s: { userId: number }) => s.userId)).toEqual([users.venta.user.id]);
    const outcomes = Object.fromEntries(d.callsByOutcome.map((o: { outcome: string; count: number }) => [o.outcome, o.count]));
    expect(outcomes).toEqual({ no_contesta: 1, interesado: 1, no_interesado: 0, volver_a_llamar: 0, en_negociacion: 0, sin_resultado: 1 });
    const health = Object.fromEntries(d.health.map((h: { bucket: string; count: number }) => [h.bucket, h.count]));
    // Two open operations: one quoted with a dated task, one bare (unquoted, no next step).
    expect(health).toMatchObject({ unquoted: 1, noNextStep: 1, stuck: 0 });
    expect(d.healthDeals).toEqual([{ dealId: ids.bare, buckets: ['unquoted', 'noNextStep'] }]);
    expect(d.nextActions).toEqual([{ dealId: ids.bare, title: 'Sin próximo paso', reason: 'noNextStep', reasonLabel: 'Sin próximo paso', ownerName: 'Valeria Venta' }]);
  });

  test('the team’s dashboard (admin): every seller, the totals add up', async () => {
    const r = await gql(t, DASHBOARD, { m: month }, users.admin);
    expect(r.errors).toBeUndefined();
    const d = r.data!.salesDashboard;
    expect(d.userId).toBeNull();
    const pipeline = d.totals.find((x: { metric: string }) => x.metric === 'pipelineValue');
    expect(pipeline).toMatchObject({ target: 3200.5, actual: 2599.25 });
    expect(d.nextActions.map((a: { dealId: number }) => a.dealId)).toContain(ids.bare);
  });

  test('setSalesTarget: admin only (FORBIDDEN for a seller), BAD_USER_INPUT with the Spanish message', async () => {
    const m = 'mutation($i: SetSalesTargetInput!) { setSalesTarget(input: $i) { userId calls progress { metric actual } } }';
    const ok = await gql(t, m, { i: { userId: venta2.user.id, month, calls: 10 } }, users.admin);
    expect(ok.errors).toBeUndefined();
    expect(ok.data!.setSalesTarget).toMatchObject({ userId: venta2.user.id, calls: 10 });
    const seller = await gql(t, m, { i: { userId: users.venta.user.id, month, calls: 1 } }, users.venta.token);
    expect(codesOf(seller)).toEqual(['FORBIDDEN']);
    const bad = await gql(t, m, { i: { userId: venta2.user.id, month: '2026-1', calls: 1 } }, users.admin);
    expect(codesOf(bad)).toEqual(['BAD_USER_INPUT']);
    expect(bad.errors![0].message).toBe(TARGET_MESSAGES.monthInvalid);
  });
});

describe('pipeline health and próximas acciones over real operations', () => {
  test('stuck, stale quote, closing soon and overdue, ranked: overdue first, then stuck, stale quote, without a next step', async () => {
    const seller = await makeUser(t, { role: 'venta', name: 'Sofía Salud' });
    const { stages } = await makePipeline(t, ['Prospecto', 'Cotizado']);
    await t.ds.getRepository(StageEntity).update({ id: stages[0].id }, { stuckDays: 2 });
    const day = 86_400_000;
    const officeDay = (ms: number) => utcToWallTime(new Date(Date.now() + ms)).slice(0, 10);
    const mk = async (title: string, value: number, stage = stages[1]) => (await makeDealIn(t, stage, { title, value, advisorUserId: seller.user.id })).id;
    const stuck = await mk('Quieta', 300, stages[0]);
    const stale = await mk('Cotizada y olvidada', 200);
    const overdue = await mk('Con tarea vencida', 100);
    const closing = await mk('Cierra pronto', 50);
    const fine = await mk('Al día', 5000);
    // Idle since 5 days (past the stage's 2); quoted 10 days ago and untouched since; a task due yesterday.
    const past = (ms: number) => new Date(Date.now() - ms);
    await t.ds.query(`UPDATE deals SET updated_at = ?, created_at = ? WHERE id = ?`, [dateBound(t.ds, past(5 * day)), dateBound(t.ds, past(12 * day)), stuck]);
    await t.ds.query(`UPDATE deals SET updated_at = ?, created_at = ? WHERE id = ?`, [dateBound(t.ds, past(10 * day)), dateBound(t.ds, past(12 * day)), stale]);
    await t.ds.getRepository(DealCustomFieldEntity).insert([
      { dealId: stale, key: 'f_cotiz', label: 'Fecha de cotización', type: 'date', value: officeDay(-10 * day) },
      { dealId: closing, key: 'f_confirm', label: 'Fecha de confirmación', type: 'date', value: officeDay(3 * day) },
      { dealId: closing, key: 'f_cotiz', label: 'Fecha de cotización', type: 'date', value: officeDay(0) },
      { dealId: fine, key: 'f_cotiz', label: 'Fecha de cotización', type: 'date', value: officeDay(0) },
    ]);
    await makeActivity(t, { dealId: overdue, subject: 'Llamar', dueAt: past(day), createdByUserId: seller.user.id });
    await makeActivity(t, { dealId: closing, subject: 'Confirmar', dueAt: new Date(Date.now() + day), createdByUserId: seller.user.id });
    await makeActivity(t, { dealId: fine, subject: 'Seguir', dueAt: new Date(Date.now() + day), createdByUserId: seller.user.id });

    const r = await gql(t, DASHBOARD, { u: seller.user.id }, users.admin);
    expect(r.errors).toBeUndefined();
    const d = r.data!.salesDashboard;
    expect(d.userId).toBe(seller.user.id);
    const health = Object.fromEntries(d.health.map((h: { bucket: string; count: number }) => [h.bucket, h.count]));
    expect(health).toEqual({ stuck: 1, unquoted: 2, quoteStale: 1, noNextStep: 2, closingSoon: 1 });
    const buckets = Object.fromEntries(d.healthDeals.map((h: { dealId: number; buckets: string[] }) => [h.dealId, h.buckets]));
    expect(buckets).toEqual({
      [stuck]: ['stuck', 'unquoted', 'noNextStep'],
      [stale]: ['quoteStale', 'noNextStep'],
      [overdue]: ['unquoted'],
      [closing]: ['closingSoon'],
    });
    expect(d.nextActions.map((a: { dealId: number; reason: string }) => [a.dealId, a.reason])).toEqual([
      [overdue, 'overdue'],
      [stuck, 'stuck'],
      [stale, 'quoteStale'],
    ]);
    // 5.650 USD open, counted exactly.
    expect(d.sellers[0].progress.find((p: { metric: string }) => p.metric === 'pipelineValue').actual).toBe(5650);
  });
});
