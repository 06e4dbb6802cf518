import { AuditEventEntity } from '../audit/audit-event.entity';
import { RESTORE_WINDOW_MS } from '@crm/domain';
import { ActivityEntity, ActivityTrashEntity } from './activity.entity';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { type MadeUser, makeActivity, makeContact, makeDealIn, makeOrganization, makePipeline, makeRoleUsers } from '../../../test/factories';
import { api, codesOf, gql } from '../../../test/http';
import { HUGE, type GqlCase, isSpanishMessage, type RestCase, runGql, runRest, snapshotTables } from '../../../test/bad-input';
import type { OrganizationEntity } from '../organizations/organization.entity';
import type { ContactEntity } from '../contacts/contact.entity';
import type { DealEntity } from '../deals/deal.entity';

let t: TestApp;
let admin: string;
let venta: MadeUser; // owns the private records
let ops: MadeUser;
let viewer: MadeUser;
let org: OrganizationEntity;
let privateOrg: OrganizationEntity;
let sharedOrg: OrganizationEntity;
let contact: ContactEntity;
let privateContact: ContactEntity;
let deal: DealEntity;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, venta, ops, viewer } = await makeRoleUsers(t));
  org = await makeOrganization(t, { name: 'Importadora Asunción S.A.' });
  privateOrg = await makeOrganization(t, { name: 'Cliente privado', visibility: 'private', ownerUserId: venta.user.id });
  sharedOrg = await makeOrganization(t, { name: 'Compartida', visibility: 'shared', ownerUserId: venta.user.id });
  contact = await makeContact(t, { name: 'Carla Benítez', orgId: org.id });
  privateContact = await makeContact(t, { name: 'Contacto privado', visibility: 'private', ownerUserId: venta.user.id });
  const { stages } = await makePipeline(t, ['A']);
  deal = await makeDealIn(t, stages[0], { title: 'Flete Miami', reference: 'OP-990001' });
});
afterAll(() => t.close());

const repo = () => t.ds.getRepository(ActivityEntity);
const ROW_KEYS = ['created_at', 'created_by', 'created_by_email', 'created_by_name', 'created_by_user_id', 'deal_id', 'done', 'done_at', 'done_by_user_id', 'due_date', 'id', 'notes', 'org_id', 'person_id', 'subject', 'type'];

const FIELDS = 'id type subject notes dueDate done orgId orgName personId personName dealId dealReference dealTitle createdByUserId createdByName createdAt';
const LIST = `query Activities($filter: ActivityFilter, $first: Int, $after: String) { activities(filter: $filter, first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { cursor node { ${FIELDS} } } } }`;
const ONE = `query Activity($id: Int!) { activity(id: $id) { ${FIELDS} } }`;
const CREATE = `mutation CreateActivity($input: CreateActivityInput!) { createActivity(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation UpdateActivity($id: Int!, $input: UpdateActivityInput!) { updateActivity(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = `mutation DeleteActivity($id: Int!) { deleteActivity(id: $id) }`;

describe('POST /api/activities', () => {
  test('201 with the row: defaults type task and done 0, created_by_user_id is the actor, due_date YYYY-MM-DD; audited', async () => {
    const res = await api(t, ops.token).post('/api/activities', { subject: '  Llamar por cotización ', due_date: '2026-03-15', org_id: org.id });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      type: 'task',
      subject: 'Llamar por cotización',
      notes: null,
      due_date: '2026-03-15',
      done: 0,
      done_at: null,
      done_by_user_id: null,
      org_id: org.id,
      person_id: null,
      deal_id: null,
      created_by_user_id: ops.user.id,
      created_by: ops.user.id,
      created_by_name: ops.user.name,
      created_by_email: ops.user.email,
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });
    const audit = await t.ds.getRepository(AuditEventEntity).findOneByOrFail({ entity: 'activity', entityId: res.body.id });
    expect(audit).toMatchObject({ action: 'create', userId: ops.user.id });
    expect(audit.meta).toMatchObject({ changes: { subject: [null, 'Llamar por cotización'], dueDate: [null, '2026-03-15'], orgId: [null, org.id], createdByUserId: [null, ops.user.id] } });
  });

  test('links to a contact or a deal alone; numeric strings and 0/1 flags accepted; a note from the operation view comes done', async () => {
    const toPerson = await api(t, venta.token).post('/api/activities', { type: 'call', notes: 'Atendió', person_id: String(contact.id), done: '1' });
    expect(toPerson.status).toBe(201);
    expect(toPerson.body).toMatchObject({ type: 'call', subject: null, notes: 'Atendió', person_id: contact.id, org_id: null, done: 1 });
    const toDeal = await api(t, venta.token).post('/api/activities', { type: 'note', notes: 'Cliente confirmó', deal_id: deal.id, done: true, due_date: '' });
    expect(toDeal.body).toMatchObject({ type: 'note', deal_id: deal.id, done: 1, due_date: null });
    // Another user's shared organization is readable, so activities may be linked to it.
    expect((await api(t, ops.token).post('/api/activities', { subject: 'Visita', org_id: sharedOrg.id })).status).toBe(201);
  });

  test('validation → 400 Spanish; unknown links → 404; nothing stored', async () => {
    const before = await repo().count();
    const cases: Array<[object, number, string]> = [
      [{ subject: 'Sin vínculo' }, 400, 'Indicá la organización, el contacto o la operación de la actividad.'],
      [{ subject: 'x', org_id: null, person_id: '', deal_id: null }, 400, 'Indicá la organización, el contacto o la operación de la actividad.'],
      [{ org_id: org.id }, 400, 'Escribí al menos asunto o notas.'],
      [{ org_id: org.id, subject: '  ', notes: '' }, 400, 'Escribí al menos asunto o notas.'],
      [{ org_id: org.id, subject: 'x', due_date: '2026-02-30' }, 400, 'La fecha no es válida.'],
      [{ org_id: org.id, subject: 'x', due_date: '2026-1-5' }, 400, 'La fecha no es válida.'],
      [{ org_id: org.id, subject: 'x', due_date: '15/03/2026' }, 400, 'La fecha no es válida.'],
      [{ org_id: org.id, subject: 'x', type: 'visita' }, 400, 'El tipo de actividad debe ser task, call, meeting, email o note.'],
      [{ org_id: org.id, subject: 'x', done: 'quizás' }, 400, 'El estado realizado debe ser 0 o 1.'],
      [{ org_id: 'abc', subject: 'x' }, 400, 'La organización indicada no es válida.'],
      [{ org_id: -1, subject: 'x' }, 400, 'La organización indicada no es válida.'],
      [{ person_id: 0, subject: 'x' }, 400, 'El contacto indicado no es válido.'],
      [{ deal_id: 1.5, subject: 'x' }, 400, 'La operación indicada no es válida.'],
      [{ org_id: org.id, subject: 's'.repeat(301) }, 400, 'El asunto admite hasta 300 caracteres.'],
      [{ org_id: org.id, notes: HUGE }, 400, 'Las notas admiten hasta 10000 caracteres.'],
      [{ org_id: 999999, subject: 'x' }, 404, 'Organización no encontrada.'],
      [{ person_id: 999999, subject: 'x' }, 404, 'Contacto no encontrado.'],
      [{ deal_id: 999999, subject: 'x' }, 404, 'Operación no encontrada.'],
    ];
    for (const [body, status, error] of cases) {
      const res = await api(t, ops.token).post('/api/activities', body);
      expect([JSON.stringify(body).slice(0, 60), res.status, res.body]).toEqual([JSON.stringify(body).slice(0, 60), status, { error }]);
    }
    expect(await repo().count()).toBe(before);
  });

  test('unknown body fields are ignored: created_by_user_id, id and created_at cannot be forged', async () => {
    const res = await api(t, ops.token).post('/api/activities', {
      subject: 'Forjada',
      org_id: org.id,
      created_by_user_id: venta.user.id,
      id: 1,
      created_at: '2001-01-01 00:00:00',
      whatever: { nested: true },
    });
    expect(res.status).toBe(201);
    expect(res.body.created_by_user_id).toBe(ops.user.id);
    expect(res.body.id).not.toBe(1);
    expect(res.body.created_at.startsWith('2001')).toBe(false);
  });
});

describe('GET /api/activities', () => {
  test('filters org_id, person_id, deal_id, type and done; newest first; limit and offset', async () => {
    const o = await makeOrganization(t);
    const p = await makeContact(t, { orgId: o.id });
    const ids: number[] = [];
    for (const [type, done, link] of [
      ['task', false, { orgId: o.id }],
      ['call', true, { orgId: o.id, personId: p.id }],
      ['email', false, { personId: p.id }],
      ['note', true, { orgId: o.id, dealId: deal.id }],
    ] as const) {
      ids.push((await makeActivity(t, { type, done, ...link })).id);
    }
    // Same created_at for all on a fast machine: the id breaks ties, newest first either way.
    const byOrg = await api(t, viewer.token).get(`/api/activities?org_id=${o.id}`);
    expect(byOrg.status).toBe(200);
    expect(byOrg.body.map((a: { id: number }) => a.id)).toEqual([ids[3], ids[1], ids[0]]);
    for (const row of byOrg.body) expect(Object.keys(row).sort()).toEqual(ROW_KEYS);
    expect((await api(t, viewer.token).get(`/api/activities?person_id=${p.id}`)).body.map((a: { id: number }) => a.id)).toEqual([ids[2], ids[1]]);
    expect((await api(t, viewer.token).get(`/api/activities?org_id=${o.id}&type=call`)).body.map((a: { id: number }) => a.id)).toEqual([ids[1]]);
    expect((await api(t, viewer.token).get(`/api/activities?org_id=${o.id}&done=1`)).body.map((a: { id: number }) => a.id)).toEqual([ids[3], ids[1]]);
    expect((await api(t, viewer.token).get(`/api/activities?org_id=${o.id}&done=0`)).body.map((a: { id: number }) => a.id)).toEqual([ids[0]]);
    expect((await api(t, viewer.token).get(`/api/activities?org_id=${o.id}&deal_id=${deal.id}`)).body.map((a: { id: number }) => a.id)).toEqual([ids[3]]);
    expect((await api(t, viewer.token).get(`/api/activities?org_id=${o.id}&limit=1&offset=1`)).body.map((a: { id: number }) => a.id)).toEqual([ids[1]]);
  });

  test('newest first follows created_at, not the id (back-dated rows from imports)', async () => {
    const o = await makeOrganization(t);
    const older = await makeActivity(t, { orgId: o.id });
    const newer = await makeActivity(t, { orgId: o.id });
    await repo().update({ id: newer.id }, { createdAt: new Date('2020-01-01T10:00:00Z') });
    const res = await api(t, viewer.token).get(`/api/activities?org_id=${o.id}`);
    expect(res.body.map((a: { id: number }) => a.id)).toEqual([older.id, newer.id]);
    expect(res.body[1].created_at).toBe('2020-01-01 10:00:00');
  });

  test('GET /activities/{id}; bad filters → 400 Spanish; unknown or odd ids → 404', async () => {
    const a = await makeActivity(t, { orgId: org.id, dueDate: '2026-12-31' });
    const one = await api(t, viewer.token).get(`/api/activities/${a.id}`);
    expect(one.body).toMatchObject({ id: a.id, due_date: '2026-12-31', org_id: org.id });
    for (const q of ['org_id=abc', 'person_id=-1', 'deal_id=0', 'type=visita', 'done=tal%20vez', 'limit=-5', 'offset=x']) {
      const res = await api(t, viewer.token).get(`/api/activities?${q}`);
      expect([q, res.status, isSpanishMessage(res.body.error)]).toEqual([q, 400, true]);
    }
    for (const id of ['0', '-1', 'abc', '999999']) {
      const res = await api(t, viewer.token).get(`/api/activities/${id}`);
      expect([res.status, res.body]).toEqual([404, { error: 'Actividad no encontrada.' }]);
    }
    expect((await api(t, viewer.token).get('/api/activities?org_id=999999')).status).toBe(404);
  });
});

describe('visibility: activities of another user’s private organization or contact', () => {
  let onPrivateOrg: ActivityEntity;
  let onPrivateContact: ActivityEntity;
  let mixed: ActivityEntity;
  beforeAll(async () => {
    onPrivateOrg = await makeActivity(t, { orgId: privateOrg.id, subject: 'Secreto org', createdByUserId: venta.user.id });
    onPrivateContact = await makeActivity(t, { personId: privateContact.id, subject: 'Secreto contacto', createdByUserId: venta.user.id });
    mixed = await makeActivity(t, { orgId: org.id, personId: privateContact.id, subject: 'Mixta' });
  });
  const hidden = () => [onPrivateOrg.id, onPrivateContact.id, mixed.id];

  test('are absent from lists and NOT_FOUND by id for other users (REST and GraphQL)', async () => {
    for (const who of [ops, viewer]) {
      const list = await api(t, who.token).get('/api/activities?limit=500');
      const ids = list.body.map((a: { id: number }) => a.id);
      for (const id of hidden()) expect(ids).not.toContain(id);
      for (const id of hidden()) {
        expect((await api(t, who.token).get(`/api/activities/${id}`)).status).toBe(404);
        expect(codesOf(await gql(t, ONE, { id }, who.token))).toEqual(['NOT_FOUND']);
      }
      const conn = await gql(t, LIST, { first: 100 }, who.token);
      for (const id of hidden()) expect(conn.data!.activities.edges.map((e: { node: { id: number } }) => e.node.id)).not.toContain(id);
    }
  });

  test('filtering by the private organization or contact → 404, like a missing one', async () => {
    const byOrg = await api(t, ops.token).get(`/api/activities?org_id=${privateOrg.id}`);
    expect([byOrg.status, byOrg.body]).toEqual([404, { error: 'Organización no encontrada.' }]);
    const byPerson = await api(t, ops.token).get(`/api/activities?person_id=${privateContact.id}`);
    expect([byPerson.status, byPerson.body]).toEqual([404, { error: 'Contacto no encontrado.' }]);
    expect(codesOf(await gql(t, LIST, { filter: { orgId: privateOrg.id } }, ops.token))).toEqual(['NOT_FOUND']);
  });

  test('creating, changing or deleting through them → 404, nothing changes', async () => {
    const before = await snapshotTables(t, ['activities']);
    const link = await api(t, ops.token).post('/api/activities', { subject: 'x', org_id: privateOrg.id });
    expect([link.status, link.body]).toEqual([404, { error: 'Organización no encontrada.' }]);
    const linkPerson = await api(t, ops.token).post('/api/activities', { subject: 'x', org_id: org.id, person_id: privateContact.id });
    expect([linkPerson.status, linkPerson.body]).toEqual([404, { error: 'Contacto no encontrado.' }]);
    expect((await api(t, ops.token).patch(`/api/activities/${onPrivateOrg.id}`, { done: 1 })).status).toBe(404);
    expect((await api(t, ops.token).delete(`/api/activities/${onPrivateContact.id}`)).status).toBe(404);
    expect(codesOf(await gql(t, CREATE, { input: { subject: 'x', personId: privateContact.id } }, ops.token))).toEqual(['NOT_FOUND']);
    expect(codesOf(await gql(t, UPDATE, { id: mixed.id, input: { done: true } }, ops.token))).toEqual(['NOT_FOUND']);
    expect(codesOf(await gql(t, DELETE, { id: mixed.id }, ops.token))).toEqual(['NOT_FOUND']);
    expect(await snapshotTables(t, ['activities'])).toEqual(before);
  });

  test('the owner and admins see them, with the linked names', async () => {
    for (const token of [venta.token, admin]) {
      const list = await api(t, token).get(`/api/activities?org_id=${privateOrg.id}`);
      expect(list.body.map((a: { id: number }) => a.id)).toContain(onPrivateOrg.id);
      const one = await gql(t, ONE, { id: mixed.id }, token);
      expect(one.data!.activity).toMatchObject({ id: mixed.id, orgName: 'Importadora Asunción S.A.', personName: 'Contacto privado' });
    }
  });
});

describe('PATCH and DELETE /api/activities/{id}', () => {
  test('PATCH marks done, edits text, clears the due date; answers the row; the audit has old → new', async () => {
    const a = await makeActivity(t, { orgId: org.id, subject: 'Enviar cotización', dueDate: '2026-05-01' });
    const res = await api(t, venta.token).patch(`/api/activities/${a.id}`, { done: 1, notes: 'Enviada por email', due_date: null, type: 'email' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: a.id, done: 1, notes: 'Enviada por email', due_date: null, type: 'email', subject: 'Enviar cotización' });
    const audit = await t.ds.getRepository(AuditEventEntity).findOneByOrFail({ entity: 'activity', entityId: a.id, action: 'update' });
    expect(audit.meta).toEqual({ changes: { type: ['task', 'email'], notes: [null, 'Enviada por email'], dueDate: ['2026-05-01', null], done: [false, true] } });
    expect(audit.userId).toBe(venta.user.id);
  });

  test('PATCH validation: clearing both texts, bad date, bad flag → 400 Spanish; odd ids → 404', async () => {
    const a = await makeActivity(t, { orgId: org.id, subject: 'Solo asunto' });
    const cases: Array<[object, string]> = [
      [{ subject: '' }, 'Escribí al menos asunto o notas.'],
      [{ subject: null, notes: '   ' }, 'Escribí al menos asunto o notas.'],
      [{ due_date: '2026-02-29' }, 'La fecha no es válida.'],
      [{ due_date: 20260301 }, 'La fecha no es válida.'],
      [{ done: 'sí' }, 'El estado realizado debe ser 0 o 1.'],
      [{ type: 'visita' }, 'El tipo de actividad debe ser task, call, meeting, email o note.'],
    ];
    for (const [body, error] of cases) {
      const res = await api(t, ops.token).patch(`/api/activities/${a.id}`, body);
      expect([res.status, res.body]).toEqual([400, { error }]);
    }
    expect((await repo().findOneByOrFail({ id: a.id })).subject).toBe('Solo asunto');
    for (const id of ['0', '-1', 'abc', '999999']) expect((await api(t, ops.token).patch(`/api/activities/${id}`, { done: 1 })).status).toBe(404);
  });

  test('DELETE → { ok: true }; audited', async () => {
    const a = await makeActivity(t, { dealId: deal.id });
    const res = await api(t, ops.token).delete(`/api/activities/${a.id}`);
    expect([res.status, res.body]).toEqual([200, { ok: true }]);
    expect(await repo().countBy({ id: a.id })).toBe(0);
    const audit = await t.ds.getRepository(AuditEventEntity).findOneByOrFail({ entity: 'activity', entityId: a.id, action: 'delete' });
    expect(audit.meta).toMatchObject({ changes: { dealId: [deal.id, null], subject: [a.subject, null] } });
    expect((await api(t, ops.token).delete(`/api/activities/${a.id}`)).status).toBe(404);
  });
});

describe('finishing, rescheduling and deleting with undo (organizations, contacts and operations)', () => {
  const DONE_FIELDS = 'id done doneAt doneByUserId doneByName dueDate';
  const SET_DONE = `mutation($id: Int!, $done: Boolean!) { updateActivity(id: $id, input: { done: $done }) { ${DONE_FIELDS} } }`;
  const RESCHEDULE = `mutation($id: Int!, $due: String) { updateActivity(id: $id, input: { dueDate: $due }) { ${DONE_FIELDS} } }`;
  const RESTORE = `mutation($id: Int!) { restoreActivity(id: $id) { id subject done doneAt dueDate orgId personId dealId createdAt createdByUserId } }`;

  test('GraphQL: marking done records who and when; marking it not done again (Deshacer) clears them; both audited', async () => {
    const a = await makeActivity(t, { orgId: org.id, subject: 'Vencida', dueDate: '2026-01-10', createdByUserId: venta.user.id });
    const done = await gql(t, SET_DONE, { id: a.id, done: true }, ops.token);
    expect(done.errors).toBeUndefined();
    const row = done.data!.updateActivity;
    expect(row).toMatchObject({ id: a.id, done: true, doneByUserId: ops.user.id, doneByName: ops.user.name });
    expect(Math.abs(new Date(row.doneAt).getTime() - Date.now())).toBeLessThan(60_000);
    const undone = await gql(t, SET_DONE, { id: a.id, done: false }, ops.token);
    expect(undone.data!.updateActivity).toMatchObject({ done: false, doneAt: null, doneByUserId: null, doneByName: null });
    const events = await t.ds.getRepository(AuditEventEntity).find({ where: { entity: 'activity', entityId: a.id, action: 'update' }, order: { id: 'ASC' } });
    expect(events.map((e) => e.meta)).toEqual([{ changes: { done: [false, true] } }, { changes: { done: [true, false] } }]);
  });

  test('REST: PATCH {done} records done_at and done_by_user_id; PATCH {due_date} reschedules (and back); a bad date → 400 Spanish', async () => {
    const a = await makeActivity(t, { personId: contact.id, subject: 'Llamar', dueDate: '2026-01-10' });
    const res = await api(t, venta.token).patch(`/api/activities/${a.id}`, { done: 1 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ done: 1, done_by_user_id: venta.user.id, done_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/) });
    const moved = await api(t, venta.token).patch(`/api/activities/${a.id}`, { due_date: '2026-12-01' });
    expect(moved.body).toMatchObject({ due_date: '2026-12-01', done: 1, done_by_user_id: venta.user.id });
    expect((await gql(t, RESCHEDULE, { id: a.id, due: '2026-01-10' }, venta.token)).data!.updateActivity).toMatchObject({ dueDate: '2026-01-10' });
    const bad = await api(t, venta.token).patch(`/api/activities/${a.id}`, { due_date: '10/01/2026' });
    expect([bad.status, bad.body]).toEqual([400, { error: 'La fecha no es válida.' }]);
    const badGql = await gql(t, RESCHEDULE, { id: a.id, due: '2026-13-01' }, venta.token);
    expect(codesOf(badGql)).toEqual(['BAD_USER_INPUT']);
    expect(badGql.errors![0].message).toBe('La fecha no es válida.');
    // Created done (a note of the operation view): finished at creation, by its author.
    const note = await api(t, ops.token).post('/api/activities', { type: 'note', notes: 'Llegó', deal_id: deal.id, done: 1 });
    expect(note.body).toMatchObject({ done: 1, done_by_user_id: ops.user.id, done_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/) });
  });

  test('GraphQL: a deleted activity is gone at once and restoreActivity brings back the same one (id, dates, done state), audited; twice → NOT_FOUND', async () => {
    const a = await makeActivity(t, { dealId: deal.id, subject: 'Pedir BL', dueDate: '2026-02-02', createdByUserId: venta.user.id });
    await gql(t, SET_DONE, { id: a.id, done: true }, ops.token);
    const before = await repo().findOneByOrFail({ id: a.id });
    expect((await gql(t, DELETE, { id: a.id }, ops.token)).data).toEqual({ deleteActivity: a.id });
    expect(codesOf(await gql(t, ONE, { id: a.id }, ops.token))).toEqual(['NOT_FOUND']);
    const res = await gql(t, RESTORE, { id: a.id }, ops.token);
    expect(res.errors).toBeUndefined();
    expect(res.data!.restoreActivity).toMatchObject({ id: a.id, subject: 'Pedir BL', done: true, dueDate: '2026-02-02', dealId: deal.id, createdByUserId: venta.user.id });
    const after = await repo().findOneByOrFail({ id: a.id });
    expect([after.createdAt.getTime(), after.doneAt?.getTime(), after.doneByUserId]).toEqual([before.createdAt.getTime(), before.doneAt?.getTime(), ops.user.id]);
    const again = await gql(t, RESTORE, { id: a.id }, ops.token);
    expect(codesOf(again)).toEqual(['NOT_FOUND']);
    expect(again.errors![0].message).toBe('La actividad eliminada ya no se puede restaurar.');
    const actions = await t.ds.getRepository(AuditEventEntity).find({ where: { entity: 'activity', entityId: a.id }, order: { id: 'ASC' } });
    expect(actions.map((e) => e.action)).toEqual(['update', 'delete', 'restore']);
  });

  test('REST: POST /activities/{id}/restore → the row; a viewer is refused, another user\'s private record and a closed window are NOT_FOUND', async () => {
    const a = await makeActivity(t, { orgId: org.id, subject: 'Reunión' });
    expect((await api(t, venta.token).post(`/api/activities/${a.id}/restore`, {})).status).toBe(404); // never deleted
    expect((await api(t, venta.token).delete(`/api/activities/${a.id}`)).status).toBe(200);
    const viewerTry = await api(t, viewer.token).post(`/api/activities/${a.id}/restore`, {});
    expect(viewerTry.status).toBe(403);
    expect(codesOf(await gql(t, RESTORE, { id: a.id }, viewer.token))).toEqual(['FORBIDDEN']);
    expect((await api(t, venta.token).post('/api/activities/abc/restore', {})).status).toBe(404);
    const ok = await api(t, venta.token).post(`/api/activities/${a.id}/restore`, {});
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ id: a.id, subject: 'Reunión', org_id: org.id });

    // A deleted activity of venta's private organization: NOT_FOUND for ops, like any record ops cannot see.
    const secret = await makeActivity(t, { orgId: privateOrg.id, subject: 'Secreto', createdByUserId: venta.user.id });
    expect((await api(t, venta.token).delete(`/api/activities/${secret.id}`)).status).toBe(200);
    const hidden = await api(t, ops.token).post(`/api/activities/${secret.id}/restore`, {});
    expect([hidden.status, hidden.body]).toEqual([404, { error: 'La actividad eliminada ya no se puede restaurar.' }]);
    expect(codesOf(await gql(t, RESTORE, { id: secret.id }, ops.token))).toEqual(['NOT_FOUND']);

    // After the restore window: NOT_FOUND, and the trash row is purged.
    await t.ds.getRepository(ActivityTrashEntity).update({ id: secret.id }, { deletedAtMs: String(Date.now() - RESTORE_WINDOW_MS - 1000) });
    expect((await api(t, venta.token).post(`/api/activities/${secret.id}/restore`, {})).status).toBe(404);
    await t.services.activities.purgeTrash();
    expect(await t.ds.getRepository(ActivityTrashEntity).countBy({ id: secret.id })).toBe(0);
  });
});

describe('GraphQL activities', () => {
  test('createActivity, activity, updateActivity, deleteActivity with the linked names', async () => {
    const c = await gql(t, CREATE, { input: { type: 'meeting', subject: 'Reunión', dueDate: '2026-04-10', orgId: org.id, personId: contact.id, dealId: deal.id } }, venta.token);
    expect(c.errors).toBeUndefined();
    const created = c.data!.createActivity;
    expect(created).toMatchObject({
      type: 'meeting',
      subject: 'Reunión',
      notes: null,
      dueDate: '2026-04-10',
      done: false,
      orgId: org.id,
      orgName: 'Importadora Asunción S.A.',
      personId: contact.id,
      personName: 'Carla Benítez',
      dealId: deal.id,
      dealReference: 'OP-990001',
      dealTitle: 'Flete Miami',
      createdByUserId: venta.user.id,
      createdByName: venta.user.name,
    });
    expect(new Date(created.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const u = await gql(t, UPDATE, { id: created.id, input: { done: true, dueDate: null } }, ops.token);
    expect(u.data!.updateActivity).toMatchObject({ done: true, dueDate: null, subject: 'Reunión' });
    expect((await gql(t, ONE, { id: created.id }, viewer.token)).data!.activity.done).toBe(true);
    expect((await gql(t, DELETE, { id: created.id }, admin)).data!.deleteActivity).toBe(created.id);
  });

  test('validation → BAD_USER_INPUT in Spanish', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ subject: 'x' }, 'Indicá la organización, el contacto o la operación de la actividad.'],
      [{ orgId: org.id }, 'Escribí al menos asunto o notas.'],
      [{ orgId: org.id, subject: 'x', dueDate: '2026-02-30' }, 'La fecha no es válida.'],
      [{ orgId: org.id, subject: 'x'.repeat(301) }, 'El asunto admite hasta 300 caracteres.'],
      [{ orgId: 0, subject: 'x' }, 'La organización indicada no es válida.'],
    ];
    for (const [input, message] of cases) {
      const res = await gql(t, CREATE, { input }, ops.token);
      expect([codesOf(res), res.errors![0].message]).toEqual([['BAD_USER_INPUT'], message]);
    }
    expect(codesOf(await gql(t, CREATE, { input: { orgId: 999999, subject: 'x' } }, ops.token))).toEqual(['NOT_FOUND']);
  });

  test('the connection pages newest first with keyset cursors, without gaps or repeats even when created_at ties', async () => {
    const o = await makeOrganization(t);
    const ids: number[] = [];
    for (let i = 0; i < 7; i++) ids.push((await makeActivity(t, { orgId: o.id, subject: `Paso ${i}` })).id);
    const tie = new Date('2026-01-02T03:04:05Z');
    for (const id of ids.slice(1, 6)) await repo().update({ id }, { createdAt: tie });
    await repo().update({ id: ids[0] }, { createdAt: new Date('2026-01-03T00:00:00Z') });
    await repo().update({ id: ids[6] }, { createdAt: new Date('2026-01-01T00:00:00Z') });
    const expected = [ids[0], ids[5], ids[4], ids[3], ids[2], ids[1], ids[6]];

    const seen: number[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const res: { data?: any; errors?: unknown } = await gql(t, LIST, { filter: { orgId: o.id }, first: 3, after }, viewer.token);
      expect(res.errors).toBeUndefined();
      const conn = res.data.activities;
      expect(conn.totalCount).toBe(7);
      seen.push(...conn.edges.map((e: { node: { id: number } }) => e.node.id));
      after = conn.pageInfo.hasNextPage ? conn.pageInfo.endCursor : null;
      pages++;
    } while (after && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toEqual(expected);

    const filtered = await gql(t, LIST, { filter: { orgId: o.id, done: false, type: 'task' }, first: 2 }, viewer.token);
    expect(filtered.data!.activities.totalCount).toBe(7);
    for (const bad of ['no-es-un-cursor', Buffer.from('["x"]').toString('base64url')]) {
      const res = await gql(t, LIST, { first: 2, after: bad }, viewer.token);
      expect([codesOf(res), res.errors![0].message]).toEqual([['BAD_USER_INPUT'], 'Cursor de paginación inválido.']);
    }
    for (const first of [0, 101, -1]) {
      const res = await gql(t, LIST, { first }, viewer.token);
      expect(codesOf(res)).toEqual(['BAD_USER_INPUT']);
      expect(isSpanishMessage(res.errors![0].message)).toBe(true);
    }
  });
});

describe('role matrix: activities are written by admin, venta and ops', () => {
  test.each(['admin', 'venta', 'ops'] as const)('%s creates, updates and deletes through REST and GraphQL', async (role) => {
    const token = role === 'admin' ? admin : { venta, ops }[role].token;
    const rest = await api(t, token).post('/api/activities', { subject: `REST ${role}`, org_id: org.id });
    expect(rest.status).toBe(201);
    expect((await api(t, token).patch(`/api/activities/${rest.body.id}`, { done: 1 })).status).toBe(200);
    expect((await api(t, token).delete(`/api/activities/${rest.body.id}`)).status).toBe(200);
    const g = await gql(t, CREATE, { input: { subject: `GQL ${role}`, dealId: deal.id } }, token);
    expect(g.errors).toBeUndefined();
    expect((await gql(t, UPDATE, { id: g.data!.createActivity.id, input: { notes: 'ok' } }, token)).errors).toBeUndefined();
    expect((await gql(t, DELETE, { id: g.data!.createActivity.id }, token)).errors).toBeUndefined();
  });

  test('viewer → 403 / FORBIDDEN on every write; nothing changes; reads work', async () => {
    const a = await makeActivity(t, { orgId: org.id });
    const before = await snapshotTables(t, ['activities', 'audit_events']);
    const rest = [
      await api(t, viewer.token).post('/api/activities', { subject: 'x', org_id: org.id }),
      await api(t, viewer.token).patch(`/api/activities/${a.id}`, { done: 1 }),
      await api(t, viewer.token).delete(`/api/activities/${a.id}`),
    ];
    expect(rest.map((r) => [r.status, r.body.error])).toEqual(rest.map(() => [403, 'No tenés permisos para realizar esta acción.']));
    const graphql = [
      await gql(t, CREATE, { input: { subject: 'x', orgId: org.id } }, viewer.token),
      await gql(t, UPDATE, { id: a.id, input: { done: true } }, viewer.token),
      await gql(t, DELETE, { id: a.id }, viewer.token),
    ];
    expect(graphql.map(codesOf)).toEqual([['FORBIDDEN'], ['FORBIDDEN'], ['FORBIDDEN']]);
    expect(await snapshotTables(t, ['activities', 'audit_events'])).toEqual(before);
    expect((await api(t, viewer.token).get(`/api/activities/${a.id}`)).status).toBe(200);
  });
});

describe('bad input (generated) never reaches the database', () => {
  test('REST and GraphQL activity writes → 4xx with a Spanish message, never 5xx, nothing changes', async () => {
    const a = await makeActivity(t, { orgId: org.id });
    const wrongText: unknown[] = [12, true, [], ['a'], { a: 1 }, HUGE];
    const wrongId: unknown[] = ['abc', -1, 0, 1.5, {}, [], true, 999999, '1 OR 1=1'];
    const wrongDate: unknown[] = ['2026-02-30', '2026-13-01', '2026-00-10', '31/12/2026', '2026-1-1', 20260101, {}, [], HUGE, '2026-01-01T00:00:00Z'];
    const rest: RestCase[] = [
      ...wrongText.map((subject) => ({ method: 'post' as const, path: '/api/activities', body: { subject, org_id: org.id } })),
      ...wrongText.map((notes) => ({ method: 'post' as const, path: '/api/activities', body: { notes, org_id: org.id } })),
      ...wrongId.map((org_id) => ({ method: 'post' as const, path: '/api/activities', body: { subject: 'x', org_id } })),
      ...wrongId.map((person_id) => ({ method: 'post' as const, path: '/api/activities', body: { subject: 'x', person_id } })),
      ...wrongId.map((deal_id) => ({ method: 'post' as const, path: '/api/activities', body: { subject: 'x', deal_id } })),
      ...wrongDate.map((due_date) => ({ method: 'post' as const, path: '/api/activities', body: { subject: 'x', org_id: org.id, due_date } })),
      ...['visita', 1, {}, [], HUGE].map((type) => ({ method: 'post' as const, path: '/api/activities', body: { subject: 'x', org_id: org.id, type } })),
      ...['sí', 2, -1, {}, []].map((done) => ({ method: 'post' as const, path: '/api/activities', body: { subject: 'x', org_id: org.id, done } })),
      ...wrongDate.map((due_date) => ({ method: 'patch' as const, path: `/api/activities/${a.id}`, body: { due_date } })),
      ...wrongText.map((notes) => ({ method: 'patch' as const, path: `/api/activities/${a.id}`, body: { notes } })),
      { method: 'post', path: '/api/activities', body: [] },
      { method: 'post', path: '/api/activities', body: 'subject=x' },
      { method: 'post', path: '/api/activities', body: {} },
      { method: 'patch', path: `/api/activities/${a.id}`, body: { subject: null, notes: null } },
      { method: 'patch', path: '/api/activities/abc', body: { done: 1 } },
      { method: 'delete', path: '/api/activities/0' },
      { method: 'get', path: `/api/activities?org_id=${encodeURIComponent(HUGE)}` },
      { method: 'get', path: '/api/activities?org_id=1&org_id=2' },
    ];
    const graphql: GqlCase[] = [
      { query: CREATE, variables: { input: { subject: HUGE, orgId: org.id } } },
      { query: CREATE, variables: { input: { subject: { a: 1 }, orgId: org.id } } },
      { query: CREATE, variables: { input: { subject: 'x', orgId: 'abc' } } },
      { query: CREATE, variables: { input: { subject: 'x', orgId: -4 } } },
      { query: CREATE, variables: { input: { subject: 'x', personId: 999999 } } },
      { query: CREATE, variables: { input: { subject: 'x', dealId: 999999 } } },
      { query: CREATE, variables: { input: { subject: 'x', orgId: org.id, dueDate: '2026-02-30' } } },
      { query: CREATE, variables: { input: { subject: 'x', orgId: org.id, dueDate: 20260101 } } },
      { query: CREATE, variables: { input: { subject: 'x', orgId: org.id, type: 'visita' } } },
      { query: CREATE, variables: { input: { subject: 'x', orgId: org.id, done: 'sí' } } },
      { query: CREATE, variables: { input: { subject: 'x' } } },
      { query: CREATE, variables: { input: { orgId: org.id } } },
      { query: UPDATE, variables: { id: a.id, input: { dueDate: '2026-04-31' } } },
      { query: UPDATE, variables: { id: a.id, input: { subject: null, notes: '' } } },
      { query: UPDATE, variables: { id: 0, input: { done: true } } },
      { query: UPDATE, variables: { id: 'uno', input: { done: true } } },
      { query: DELETE, variables: { id: -1 } },
      { query: DELETE, variables: {} },
      { query: LIST, variables: { filter: { orgId: 'x' } } },
      { query: LIST, variables: { filter: { orgId: -1 } } },
      { query: LIST, variables: { first: 1000 } },
    ];
    const tables = ['activities', 'audit_events'];
    const before = await snapshotTables(t, tables);
    const outcomes = [...(await Promise.all(rest.map((c) => runRest(t, ops.token, c)))), ...(await Promise.all(graphql.map((c) => runGql(t, ops.token, c))))];
    expect(outcomes.length).toBeGreaterThanOrEqual(100);
    for (const o of outcomes) {
      expect({ label: o.label, fourXX: o.status >= 400 && o.status < 500, spanish: isSpanishMessage(o.message) }).toEqual({ label: o.label, fourXX: true, spanish: true });
      expect(o.code).not.toBe('INTERNAL_SERVER_ERROR');
    }
    expect(await snapshotTables(t, tables)).toEqual(before);
  });
});

describe('N+1 guard', () => {
  test('GET /api/activities and the activities connection issue the same number of statements for 10 and for 200 rows', async () => {
    const o = await makeOrganization(t);
    const p = await makeContact(t, { orgId: o.id });
    const insert = (n: number) =>
      repo().insert(Array.from({ length: n }, (_, i) => ({ type: 'call' as const, subject: `N+1 ${i}`, orgId: o.id, personId: p.id, dealId: deal.id, createdByUserId: ops.user.id })));
    const measure = async () => {
      t.sql.start();
      const rest = await api(t, venta.token).get(`/api/activities?org_id=${o.id}`);
      const restCount = t.sql.stop();
      t.sql.start();
      const conn = await gql(t, LIST, { filter: { orgId: o.id }, first: 100 }, venta.token);
      const gqlCount = t.sql.stop();
      expect(conn.errors).toBeUndefined();
      return { rows: rest.body.length, edges: conn.data!.activities.edges.length, restCount, gqlCount };
    };
    await insert(10);
    const small = await measure();
    await insert(190);
    const large = await measure();
    expect([small.rows, small.edges, large.rows, large.edges]).toEqual([10, 10, 200, 100]);
    expect(large.restCount).toBe(small.restCount);
    expect(large.gqlCount).toBe(small.gqlCount);
    expect(small.restCount).toBeLessThanOrEqual(3);
    expect(small.gqlCount).toBeLessThanOrEqual(4);
  });
});
