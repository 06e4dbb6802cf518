import { createTestApp, type TestApp } from '../../../test/test-app';
import { adminToken, makeContact, makeOrganization, makeUser, type MadeUser } from '../../../test/factories';
import { seededPipeline } from '../../../test/deals-fixtures';
import { api, codesOf, gql } from '../../../test/http';
import { AuditEventEntity } from '../audit/audit-event.entity';

let t: TestApp;
let admin: string;
let venta: MadeUser;
let venta2: MadeUser;
let ops: MadeUser;
let viewer: MadeUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t);
  venta = await makeUser(t, { role: 'venta', name: 'Valeria Seguimiento' });
  venta2 = await makeUser(t, { role: 'venta' });
  ops = await makeUser(t, { role: 'ops' });
  viewer = await makeUser(t, { role: 'viewer' });
});
afterAll(() => t.close());

const CALL_FIELDS = 'id userId orgId orgName contactId contactName dealId subject notes happenedAt durationMin';
const LOG_CALL = `mutation LogCall($input: LogCallInput!) { logCall(input: $input) { ${CALL_FIELDS} } }`;
const CALLS = `query Calls($userId: Int, $q: String) { followupCalls(userId: $userId, q: $q) { ${CALL_FIELDS} } }`;
const SUMMARY = `query Summary($userId: Int, $today: String) { followupSummary(userId: $userId, today: $today) {
  totalOrganizations callsToday contactedOrganizations organizationsWithoutContact notesTotal series { date calls notes } } }`;

describe('POST /api/followups/calls', () => {
  test("defaults: subject 'Llamada', duration 0; a time without seconds gets ':00'; 201 with the names joined", async () => {
    const org = await makeOrganization(t, { name: 'Cerámica Itá' });
    const contact = await makeContact(t, { name: 'Rosa Gómez', orgId: org.id });
    const res = await api(t, venta.token).post('/api/followups/calls', { org_id: org.id, contact_id: String(contact.id), notes: ' Pidió tarifa ', happened_at: '2026-11-20 09:15' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      source: 'followup',
      activity_id: null,
      user_id: venta.user.id,
      org_id: org.id,
      org_name: 'Cerámica Itá',
      contact_id: contact.id,
      contact_name: 'Rosa Gómez',
      deal_id: null,
      subject: 'Llamada',
      notes: 'Pidió tarifa',
      happened_at: '2026-11-20 09:15:00',
      duration_min: 0,
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      // New fields only added: the call's outcome, its next task and invalidation.
      outcome: null,
      next_activity_id: null,
      invalidated_at: null,
      invalidated_reason: null,
    });
    const audit = await t.ds.getRepository(AuditEventEntity).findOneByOrFail({ entity: 'followup_call', entityId: res.body.id });
    expect(audit).toMatchObject({ action: 'create', userId: venta.user.id });
  });

  test('every field is optional (spec part 2 §5); a deal link and a duration as text are accepted', async () => {
    const { pipeline, stages } = await seededPipeline(t);
    const deal = await api(t, ops.token).post('/api/deals', { title: 'Para llamada', pipeline_id: pipeline.id, stage_id: stages[0].id });
    const res = await api(t, ops.token).post('/api/followups/calls', { deal_id: deal.body.id, subject: 'Seguimiento', duration_min: '12', happened_at: '2026-11-21 18:00:05' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ org_id: null, contact_id: null, deal_id: deal.body.id, subject: 'Seguimiento', duration_min: 12, happened_at: '2026-11-21 18:00:05' });
    const bare = await api(t, ops.token).post('/api/followups/calls', {});
    expect(bare.status).toBe(201);
    expect(bare.body.happened_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  test('validation → 400 in Spanish', async () => {
    const cases: Array<[object, string]> = [
      [{ duration_min: -1 }, 'La duración debe ser un número entero de minutos entre 0 y 1440 (24 horas).'],
      [{ duration_min: 'diez' }, 'La duración debe ser un número entero de minutos entre 0 y 1440 (24 horas).'],
      [{ duration_min: 1.5 }, 'La duración debe ser un número entero de minutos entre 0 y 1440 (24 horas).'],
      [{ happened_at: 'ayer' }, 'La fecha y hora de la llamada debe tener el formato AAAA-MM-DD HH:MM:SS.'],
      [{ happened_at: '2026-02-30 10:00:00' }, 'La fecha y hora de la llamada debe tener el formato AAAA-MM-DD HH:MM:SS.'],
      [{ subject: 's'.repeat(301) }, 'El asunto admite hasta 300 caracteres.'],
      [{ org_id: 'x' }, 'El id indicado no es válido.'],
    ];
    for (const [body, error] of cases) {
      const res = await api(t, venta.token).post('/api/followups/calls', body);
      expect([res.status, res.body]).toEqual([400, { error }]);
    }
  });

  test("a viewer cannot log calls (403); another user's private organization or contact → 404; no session → 401", async () => {
    expect((await api(t, viewer.token).post('/api/followups/calls', {})).status).toBe(403);
    expect(codesOf(await gql(t, LOG_CALL, { input: {} }, viewer.token))).toEqual(['FORBIDDEN']);
    const hidden = await makeOrganization(t, { visibility: 'private', ownerUserId: venta2.user.id });
    const hiddenContact = await makeContact(t, { visibility: 'private', ownerUserId: venta2.user.id });
    expect(await api(t, venta.token).post('/api/followups/calls', { org_id: hidden.id }).then((r) => [r.status, r.body])).toEqual([404, { error: 'Organización no encontrada.' }]);
    expect(await api(t, venta.token).post('/api/followups/calls', { contact_id: hiddenContact.id }).then((r) => [r.status, r.body])).toEqual([404, { error: 'Contacto no encontrado.' }]);
    expect(await api(t, venta.token).post('/api/followups/calls', { deal_id: 99999999 }).then((r) => [r.status, r.body])).toEqual([404, { error: 'Operación no encontrada.' }]);
    expect((await api(t).post('/api/followups/calls', {})).status).toBe(401);
  });

  test('GraphQL logCall answers the same row', async () => {
    const org = await makeOrganization(t, { name: 'Yerbatera Sur' });
    const r = await gql(t, LOG_CALL, { input: { orgId: org.id, happenedAt: '2026-11-22T08:30', durationMin: 4 } }, venta.token);
    expect(r.errors).toBeUndefined();
    expect(r.data!.logCall).toMatchObject({ orgId: org.id, orgName: 'Yerbatera Sur', subject: 'Llamada', happenedAt: '2026-11-22 08:30:00', durationMin: 4, userId: venta.user.id });
  });
});

describe('who sees which follow-ups (spec part 2 §6)', () => {
  let mine: MadeUser;
  let other: MadeUser;
  let advised: number;
  let unadvised: number;
  let othersOrg: number;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    mine = await makeUser(t, { role: 'venta' });
    other = await makeUser(t, { role: 'ops' });
    advised = (await makeOrganization(t, { advisorUserId: mine.user.id })).id;
    unadvised = (await makeOrganization(t)).id;
    othersOrg = (await makeOrganization(t, { advisorUserId: other.user.id })).id;
    const log = async (who: MadeUser, org: number, subject: string) => {
      const r = await api(t, who.token).post('/api/followups/calls', { org_id: org, subject, happened_at: '2030-01-10 10:00:00' });
      expect(r.status).toBe(201);
      ids[subject] = r.body.id;
    };
    await log(mine, unadvised, 'propia');
    await log(other, advised, 'en mi organización');
    await log(other, othersOrg, 'ajena');
    await api(t, other.token).post('/api/followups/notes', { org_id: othersOrg, content: 'nota ajena' });
    await api(t, other.token).post('/api/followups/notes', { org_id: advised, content: 'nota en mi organización' });
  });

  const subjects = (rows: Array<{ subject: string; id: number }>) => rows.filter((r) => Object.values(ids).includes(r.id)).map((r) => r.subject).sort();

  test('a non-admin sees the calls they logged and those on the organizations they advise; user_id is ignored for them', async () => {
    const own = await api(t, mine.token).get('/api/followups/calls');
    expect(subjects(own.body)).toEqual(['en mi organización', 'propia']);
    const asked = await api(t, mine.token).get(`/api/followups/calls?user_id=${other.user.id}`);
    expect(subjects(asked.body)).toEqual(['en mi organización', 'propia']);
    const theirs = await api(t, other.token).get('/api/followups/calls');
    expect(subjects(theirs.body)).toEqual(['ajena', 'en mi organización']);
    const notes = await api(t, mine.token).get('/api/followups/notes');
    expect(notes.body.map((n: { content: string }) => n.content)).toEqual(['nota en mi organización']);
  });

  test('an admin sees everyone, or one user with user_id', async () => {
    const all = await api(t, admin).get('/api/followups/calls');
    expect(subjects(all.body)).toEqual(['ajena', 'en mi organización', 'propia']);
    const one = await api(t, admin).get(`/api/followups/calls?user_id=${mine.user.id}`);
    expect(subjects(one.body)).toEqual(['en mi organización', 'propia']);
    const gqlOne = await gql(t, CALLS, { userId: mine.user.id }, admin);
    expect(subjects(gqlOne.data!.followupCalls)).toEqual(['en mi organización', 'propia']);
    expect((await api(t, admin).get('/api/followups/calls?user_id=abc')).status).toBe(400);
  });

  test("the cards count only the user's organizations (advised by them or by nobody)", async () => {
    const s = (await gql(t, SUMMARY, { today: '2030-01-10' }, mine.token)).data!.followupSummary;
    const asAdmin = (await gql(t, SUMMARY, { userId: mine.user.id, today: '2030-01-10' }, admin)).data!.followupSummary;
    // The admin's filter shows that user's calls and notes (the admin also sees private organizations).
    expect([asAdmin.callsToday, asAdmin.notesTotal, asAdmin.series]).toEqual([s.callsToday, s.notesTotal, s.series]);
    const everyone = (await gql(t, SUMMARY, { today: '2030-01-10' }, admin)).data!.followupSummary;
    // othersOrg (advised by someone else) is counted for everyone but not for them.
    expect(everyone.totalOrganizations).toBeGreaterThan(asAdmin.totalOrganizations);
    const theirs = (await gql(t, SUMMARY, { today: '2030-01-10' }, other.token)).data!.followupSummary;
    expect(theirs.totalOrganizations).toBe(s.totalOrganizations); // one advised each, the rest unadvised
    expect(s.callsToday).toBe(2);
    expect(s.notesTotal).toBe(1);
    expect(s.contactedOrganizations + s.organizationsWithoutContact).toBe(s.totalOrganizations);
    expect(s.series).toHaveLength(30);
    expect(s.series[29]).toEqual({ date: '2030-01-10', calls: 2, notes: 0 });
  });
});

describe('summary and notes', () => {
  test('cards and the 30-day series update after a call and a note', async () => {
    const u = await makeUser(t, { role: 'venta' });
    const today = '2026-10-05';
    const before = (await gql(t, SUMMARY, { today }, u.token)).data!.followupSummary;
    expect(before.series[0].date).toBe('2026-09-06');
    const org = await makeOrganization(t, { advisorUserId: u.user.id });
    const mid = (await gql(t, SUMMARY, { today }, u.token)).data!.followupSummary;
    expect(mid.totalOrganizations).toBe(before.totalOrganizations + 1);
    expect(mid.organizationsWithoutContact).toBe(before.organizationsWithoutContact + 1);
    await api(t, u.token).post('/api/followups/calls', { org_id: org.id, happened_at: '2026-10-05 11:00:00' });
    await api(t, u.token).post('/api/followups/calls', { org_id: org.id, happened_at: '2026-10-01 11:00:00' });
    await api(t, u.token).post('/api/followups/calls', { happened_at: '2026-08-01 11:00:00' }); // before the 30 days
    const note = await api(t, u.token).post('/api/followups/notes', { org_id: org.id, content: '  Volver a llamar el lunes ' });
    expect(note.status).toBe(201);
    expect(note.body).toMatchObject({ user_id: u.user.id, org_id: org.id, content: 'Volver a llamar el lunes', contact_id: null, deal_id: null });
    const after = (await gql(t, SUMMARY, { today }, u.token)).data!.followupSummary;
    expect(after).toMatchObject({
      totalOrganizations: mid.totalOrganizations,
      callsToday: before.callsToday + 1,
      contactedOrganizations: mid.contactedOrganizations + 1,
      organizationsWithoutContact: mid.organizationsWithoutContact - 1,
      notesTotal: before.notesTotal + 1,
    });
    expect(after.series.find((d: { date: string }) => d.date === '2026-10-05').calls).toBe(before.series[29].calls + 1);
    expect(after.series.find((d: { date: string }) => d.date === '2026-10-01').calls).toBe(1);
    expect(after.series.reduce((n: number, d: { calls: number }) => n + d.calls, 0)).toBe(before.series.reduce((n: number, d: { calls: number }) => n + d.calls, 0) + 2);
    expect(codesOf(await gql(t, SUMMARY, { today: '05/10/2026' }, u.token))).toEqual(['BAD_USER_INPUT']);
  });

  test('notes: content required (400 Spanish), viewer 403, q searches calls and notes', async () => {
    expect(await api(t, venta.token).post('/api/followups/notes', { content: '  ' }).then((r) => [r.status, r.body])).toEqual([400, { error: 'Escribí el contenido de la nota.' }]);
    expect(await api(t, venta.token).post('/api/followups/notes', {}).then((r) => [r.status, r.body])).toEqual([400, { error: 'Escribí el contenido de la nota.' }]);
    expect((await api(t, viewer.token).post('/api/followups/notes', { content: 'x' })).status).toBe(403);
    await api(t, venta.token).post('/api/followups/notes', { content: 'Cliente pidió 50% de anticipo' });
    await api(t, venta.token).post('/api/followups/calls', { subject: 'Cotización 50% off', notes: 'n' });
    await api(t, venta.token).post('/api/followups/calls', { subject: 'Cotización 500 off' });
    const notes = await api(t, venta.token).get(`/api/followups/notes?q=${encodeURIComponent('50%')}`);
    expect(notes.body.map((n: { content: string }) => n.content)).toEqual(['Cliente pidió 50% de anticipo']);
    const calls = await api(t, venta.token).get(`/api/followups/calls?q=${encodeURIComponent('50%')}`);
    expect(calls.body.map((c: { subject: string }) => c.subject)).toEqual(['Cotización 50% off']);
    const g = await gql(t, `query { followupNotes(q: "anticipo") { content userName } }`, {}, venta.token);
    expect(g.data!.followupNotes).toEqual([{ content: 'Cliente pidió 50% de anticipo', userName: 'Valeria Seguimiento' }]);
  });

  test('the history is newest first by call date-time', async () => {
    const u = await makeUser(t, { role: 'ops' });
    for (const at of ['2026-01-02 10:00:00', '2026-03-01 09:00:00', '2026-02-15 23:59:59']) await api(t, u.token).post('/api/followups/calls', { happened_at: at });
    const res = await api(t, u.token).get('/api/followups/calls');
    expect(res.body.map((c: { happened_at: string }) => c.happened_at)).toEqual(['2026-03-01 09:00:00', '2026-02-15 23:59:59', '2026-01-02 10:00:00']);
  });
});
