import { createTestApp, type TestApp } from '../../../test/test-app';
import { makeActivity, makeOrganization, makeUser, type MadeUser } from '../../../test/factories';
import { api, codesOf, gql } from '../../../test/http';
import { ActivityEntity } from '../activities/activity.entity';
import { FollowupCallEntity } from './followup-call.entity';
import { FollowupCallTimesUtc1765030000000 } from './migrations/1765030000000-followup-call-times-utc';

/**
 * Call times have one base: stored in UTC, shown in the office's zone (America/Asuncion, UTC-3), whether
 * the call was logged on the dashboard (the form sends the office's wall-clock time) or as an activity
 * (its UTC creation time). The merged list is newest first on that base, pages, and its ids are unique.
 */
let t: TestApp;
let venta: MadeUser;
beforeAll(async () => {
  t = await createTestApp();
  venta = await makeUser(t, { role: 'venta' });
});
afterAll(() => t.close());

const CALLS = `query C($first: Int, $offset: Int) { followupCalls(first: $first, offset: $offset) { id source activityId subject happenedAt } }`;
const SUMMARY = `query S($today: String) { followupSummary(today: $today) { callsToday series { date calls notes } } }`;

/** An activity of `type` created at the UTC instant `at`. */
async function activityAt(type: 'call' | 'note', at: string, subject: string, orgId?: number): Promise<ActivityEntity> {
  const a = await makeActivity(t, { type, subject, orgId, createdByUserId: venta.user.id });
  await t.ds.getRepository(ActivityEntity).update({ id: a.id }, { createdAt: new Date(at) });
  return a;
}

test('an activity call shows in Asunción time and a call logged after it sorts above it; the form call is stored in UTC', async () => {
  const org = await makeOrganization(t, { name: 'Hora Base SA', advisorUserId: venta.user.id });
  // 12:00 UTC is 09:00 in Asunción; the form's call at 10:00 (Asunción) came an hour later.
  await activityAt('call', '2031-03-10T12:00:00Z', 'Actividad a las 9', org.id);
  const logged = await api(t, venta.token).post('/api/followups/calls', { org_id: org.id, subject: 'Formulario a las 10', happened_at: '2031-03-10 10:00:00' });
  expect(logged.status).toBe(201);
  expect(logged.body.happened_at).toBe('2031-03-10 10:00:00');
  const stored = await t.ds.getRepository(FollowupCallEntity).findOneByOrFail({ id: logged.body.id });
  expect(stored.happenedAt).toBe('2031-03-10 13:00:00');

  const r = await gql(t, CALLS, { first: 2 }, venta.token);
  expect(r.errors).toBeUndefined();
  expect(r.data!.followupCalls.map((c: { subject: string; happenedAt: string }) => [c.subject, c.happenedAt])).toEqual([
    ['Formulario a las 10', '2031-03-10 10:00:00'],
    ['Actividad a las 9', '2031-03-10 09:00:00'],
  ]);
  const rest = await api(t, venta.token).get('/api/followups/calls?limit=2');
  expect(rest.body.map((c: { subject: string; happened_at: string }) => [c.subject, c.happened_at])).toEqual([
    ['Formulario a las 10', '2031-03-10 10:00:00'],
    ['Actividad a las 9', '2031-03-10 09:00:00'],
  ]);
});

test("'Llamadas hoy' and the chart count by the Asunción day (a call at 22:30 there is 01:30 UTC of the next day)", async () => {
  const org = await makeOrganization(t, { name: 'Día Local SA', advisorUserId: venta.user.id });
  await activityAt('call', '2032-05-21T01:30:00Z', 'Tarde en Asunción', org.id);
  await activityAt('note', '2032-05-21T01:40:00Z', 'Nota tarde', org.id);
  await api(t, venta.token).post('/api/followups/calls', { org_id: org.id, happened_at: '2032-05-20 22:45:00' });
  const day = (await gql(t, SUMMARY, { today: '2032-05-20' }, venta.token)).data!.followupSummary;
  expect(day.callsToday).toBe(2);
  expect(day.series.at(-1)).toEqual({ date: '2032-05-20', calls: 2, notes: 1 });
  const next = (await gql(t, SUMMARY, { today: '2032-05-21' }, venta.token)).data!.followupSummary;
  expect(next.callsToday).toBe(0);
  expect(next.series.at(-1)).toEqual({ date: '2032-05-21', calls: 0, notes: 0 });
});

test('the list pages past 200 rows, newest first, every row once, and ids are unique within it', async () => {
  const u = await makeUser(t, { role: 'venta' });
  const repo = t.ds.getRepository(ActivityEntity);
  const rows = Array.from({ length: 230 }, (_, i) => ({ type: 'call' as const, subject: `Vieja ${i}`, done: false, createdByUserId: u.user.id }));
  await repo.insert(rows);
  await t.ds.query(`UPDATE activities SET created_at = ? WHERE created_by_user_id = ?`, ['2020-01-01 12:00:00', u.user.id]);
  const newest = await api(t, u.token).post('/api/followups/calls', { subject: 'La más nueva', happened_at: '2033-01-01 08:00:00' });
  expect(newest.status).toBe(201);

  const seen: Array<{ id: number; source: string; activityId: number | null; subject: string }> = [];
  for (let offset = 0; offset < 400; offset += 100) {
    const r = await gql(t, CALLS, { first: 100, offset }, u.token);
    expect(r.errors).toBeUndefined();
    seen.push(...r.data!.followupCalls);
    if (r.data!.followupCalls.length < 100) break;
  }
  expect(seen).toHaveLength(231);
  expect(seen[0].subject).toBe('La más nueva');
  expect(new Set(seen.map((c) => c.id)).size).toBe(231);
  // An activity row names its activity; a dashboard row keeps its own id.
  const act = seen.find((c) => c.source === 'activity')!;
  expect(await repo.existsBy({ id: act.activityId!, createdByUserId: u.user.id })).toBe(true);
  expect(seen[0]).toMatchObject({ source: 'followup', id: newest.body.id, activityId: null });

  // REST pages the same way; an activity and a dashboard call with the same record id stay apart.
  const page = await api(t, u.token).get('/api/followups/calls?limit=500');
  const ids = page.body.map((c: { id: number }) => c.id);
  expect(new Set(ids).size).toBe(ids.length);
  const sameRecord = page.body.find((c: { source: string; activity_id: number }) => c.source === 'activity' && c.activity_id === newest.body.id);
  if (sameRecord) expect(sameRecord.id).not.toBe(newest.body.id);
  expect(page.body.filter((c: { source: string; activity_id: unknown }) => c.source === 'activity').every((c: { activity_id: unknown }) => Number.isInteger(c.activity_id))).toBe(true);
});

test('a page beyond the allowed depth or a page size out of range is refused in Spanish', async () => {
  const r = await gql(t, CALLS, { first: 0 }, venta.token);
  expect(codesOf(r)).toEqual(['BAD_USER_INPUT']);
  expect(r.errors![0].message).toMatch(/first/);
  const deep = await gql(t, CALLS, { offset: 10_001 }, venta.token);
  expect(codesOf(deep)).toEqual(['BAD_USER_INPUT']);
});

test('the migration converts stored wall-clock times from the office zone to UTC (and back on revert)', async () => {
  const repo = t.ds.getRepository(FollowupCallEntity);
  const res = await repo.insert({ userId: venta.user.id, subject: 'Antigua', happenedAt: '2023-07-01 10:00:00', durationMin: 0 });
  const id = Number(res.identifiers[0].id);
  const qr = t.ds.createQueryRunner();
  try {
    // The row as it was stored before: the caller's wall clock (Asunción, UTC-4 in July 2023).
    await new FollowupCallTimesUtc1765030000000().up(qr);
    expect((await repo.findOneByOrFail({ id })).happenedAt).toBe('2023-07-01 14:00:00');
    await new FollowupCallTimesUtc1765030000000().down(qr);
    expect((await repo.findOneByOrFail({ id })).happenedAt).toBe('2023-07-01 10:00:00');
  } finally {
    await qr.release();
    await repo.delete({ id });
  }
});
