import { utcToWallTime } from '@crm/domain';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { adminToken, makeActivity, makeContact, makeDealIn, makeOrganization, makeUser, type MadeUser } from '../../../test/factories';
import { seededPipeline } from '../../../test/deals-fixtures';
import { api, gql } from '../../../test/http';
import { ActivityEntity } from '../activities/activity.entity';

/**
 * Follow-ups count what users log: the follow-up dashboard counts what users log, calls and notes logged as
 * activities too, not only those of its own 'Registrar llamada' form.
 */
let t: TestApp;
let admin: string;
let venta: MadeUser;
let venta2: MadeUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t);
  venta = await makeUser(t, { role: 'venta' });
  venta2 = await makeUser(t, { role: 'venta' });
});
afterAll(() => t.close());

const SUMMARY = `query S($userId: Int, $today: String) { followupSummary(userId: $userId, today: $today) {
  totalOrganizations callsToday contactedOrganizations organizationsWithoutContact notesTotal series { date calls notes } } }`;
const CALLS = `query C($userId: Int, $q: String) { followupCalls(userId: $userId, q: $q) { id activityId source orgName contactName subject notes happenedAt } }`;
const NOTES = `query N($userId: Int, $q: String) { followupNotes(userId: $userId, q: $q) { id source orgName content } }`;

// The office's day (America/Asuncion): activities created now count on it.
const today = utcToWallTime(new Date()).slice(0, 10);

async function summary(token: string, userId?: number) {
  const r = await gql(t, SUMMARY, { today, userId }, token);
  expect(r.errors).toBeUndefined();
  return r.data!.followupSummary as {
    totalOrganizations: number;
    callsToday: number;
    contactedOrganizations: number;
    organizationsWithoutContact: number;
    notesTotal: number;
    series: Array<{ date: string; calls: number; notes: number }>;
  };
}

test("activities of type call count as contact, in 'Llamadas hoy', the chart and the history; notes in 'Notas totales'", async () => {
  const { stages } = await seededPipeline(t);
  // venta2 advises four organizations; venta logs nothing on them.
  const direct = await makeOrganization(t, { name: 'Llamada directa SA', advisorUserId: venta2.user.id });
  const viaContact = await makeOrganization(t, { name: 'Por contacto SA', advisorUserId: venta2.user.id });
  const viaDeal = await makeOrganization(t, { name: 'Por operación SA', advisorUserId: venta2.user.id });
  await makeOrganization(t, { name: 'Solo tarea SA', advisorUserId: venta2.user.id });
  const person = await makeContact(t, { name: 'Paula Contacto', orgId: viaContact.id });
  const deal = await makeDealIn(t, stages[0], { title: 'Op llamada', orgId: viaDeal.id });

  const before = await summary(admin, venta2.user.id);
  expect(before).toMatchObject({ totalOrganizations: 4, contactedOrganizations: 0, organizationsWithoutContact: 4, callsToday: 0, notesTotal: 0 });

  await makeActivity(t, { type: 'call', subject: 'Llamé por tarifa', orgId: direct.id, createdByUserId: venta2.user.id });
  await makeActivity(t, { type: 'call', subject: 'Llamé a Paula', personId: person.id, createdByUserId: venta2.user.id });
  await makeActivity(t, { type: 'call', subject: 'Llamé por la op', dealId: deal.id, createdByUserId: venta2.user.id });
  await makeActivity(t, { type: 'note', subject: 'Nota', notes: 'Prefiere correo', orgId: direct.id, createdByUserId: venta2.user.id });
  await makeActivity(t, { type: 'task', subject: 'Tarea', orgId: direct.id, createdByUserId: venta2.user.id });
  // A dashboard call on the same organization does not count it twice.
  const logged = await api(t, venta2.token).post('/api/followups/calls', { org_id: direct.id, happened_at: `${today} 10:00:00` });
  expect(logged.status).toBe(201);

  const after = await summary(admin, venta2.user.id);
  expect(after).toMatchObject({ totalOrganizations: 4, contactedOrganizations: 3, organizationsWithoutContact: 1, callsToday: 4, notesTotal: 1 });
  expect(after.series.find((d) => d.date === today)).toEqual({ date: today, calls: 4, notes: 1 });
  // venta2 sees the same on their own dashboard.
  expect(await summary(venta2.token)).toMatchObject({ contactedOrganizations: 3, callsToday: 4, notesTotal: 1 });

  const calls = await gql(t, CALLS, { userId: venta2.user.id }, admin);
  const rows = calls.data!.followupCalls as Array<{ id: number; source: string; orgName: string | null; subject: string }>;
  expect(rows.map((c) => [c.source, c.subject, c.orgName]).sort()).toEqual(
    [
      ['activity', 'Llamé a Paula', 'Por contacto SA'],
      ['activity', 'Llamé por la op', 'Por operación SA'],
      ['activity', 'Llamé por tarifa', 'Llamada directa SA'],
      ['followup', 'Llamada', 'Llamada directa SA'],
    ].sort(),
  );
  const searched = await gql(t, CALLS, { userId: venta2.user.id, q: 'Paula' }, admin);
  expect(searched.data!.followupCalls.map((c: { subject: string }) => c.subject)).toEqual(['Llamé a Paula']);
  const notes = await gql(t, NOTES, { userId: venta2.user.id }, admin);
  expect(notes.data!.followupNotes).toEqual([{ id: expect.any(Number), source: 'activity', orgName: 'Llamada directa SA', content: 'Nota: Prefiere correo' }]);
  const rest = await api(t, venta2.token).get('/api/followups/calls');
  expect(rest.body.filter((c: { source: string }) => c.source === 'activity')).toHaveLength(3);
});

test("an activity call on another user's private organization shows on the owner's history and on nobody else's", async () => {
  const hidden = await makeOrganization(t, { name: 'Privada de venta', visibility: 'private', ownerUserId: venta.user.id });
  const act = await makeActivity(t, { type: 'call', subject: 'Llamada privada', orgId: hidden.id, createdByUserId: venta.user.id });
  const own = await gql(t, CALLS, {}, venta.token);
  expect(own.data!.followupCalls.map((c: { activityId: number | null; source: string }) => [c.source, c.activityId])).toContainEqual(['activity', act.id]);
  const other = await gql(t, CALLS, {}, venta2.token);
  expect(other.data!.followupCalls.map((c: { subject: string }) => c.subject)).not.toContain('Llamada privada');
  // The row is there for the owner; gone once deleted.
  await t.ds.getRepository(ActivityEntity).delete({ id: act.id });
  const gone = await gql(t, CALLS, {}, venta.token);
  expect(gone.data!.followupCalls.map((c: { subject: string }) => c.subject)).not.toContain('Llamada privada');
});
