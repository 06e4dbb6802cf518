/**
 * Audit timeline: every write kind leaves an event whose Historial reads who, when,
 * what and each field's old → new in Spanish (stage names, es-PY money, user and organization names);
 * auditLog hides records the reader may not see; no mutation or REST route changes an event.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { type MadeUser, makeRoleUsers } from '../../../test/factories';
import { api, codesOf, gql } from '../../../test/http';
import { insertContact, insertOrg, seededPipeline } from '../../../test/deals-fixtures';
import { AuditEventEntity } from '../audit/audit-event.entity';

let t: TestApp;
let admin: string;
let venta: MadeUser;
let ops: MadeUser;
let stages: Array<{ id: number; name: string }>;
let pipelineId: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, venta, ops } = await makeRoleUsers(t, { venta: 'Valeria Venta', ops: 'Oscar Ops' }));
  const seeded = await seededPipeline(t);
  stages = seeded.stages;
  pipelineId = seeded.pipeline.id;
});
afterAll(() => t.close());

const HISTORY = `query H($entity: AuditRecord!, $id: Int!, $first: Int, $after: String, $kind: AuditKind) {
  auditLog(entity: $entity, id: $id, first: $first, after: $after, kind: $kind) {
    totalCount pageInfo { hasNextPage endCursor }
    edges { node { id at userName action actionLabel entity entityLabel kind summary changes { field label oldValue newValue } } }
  }
}`;

interface Node {
  id: number;
  userName: string | null;
  action: string;
  entity: string;
  kind: string;
  summary: string | null;
  changes: Array<{ field: string; label: string; oldValue: string; newValue: string }>;
}

async function history(entity: 'deal' | 'organization' | 'contact', id: number, token = admin, vars: Record<string, unknown> = {}): Promise<Node[]> {
  const res = await gql(t, HISTORY, { entity, id, first: 100, ...vars }, token);
  expect(res.errors).toBeUndefined();
  return res.data!.auditLog.edges.map((e: { node: Node }) => e.node);
}

/** 'Etapa: Prospecto → Cotizado' lines of an event. */
const lines = (n: Node) => n.changes.map((c) => `${c.label}: ${c.oldValue} → ${c.newValue}`);

async function newDeal(token = venta.token, body: Record<string, unknown> = {}): Promise<number> {
  const res = await api(t, token).post('/api/deals', { title: `Op ${Math.random()}`, value: 1500.5, pipeline_id: pipelineId, stage_id: stages[0].id, ...body });
  expect(res.status).toBe(201);
  return res.body.id;
}

describe('every write kind leaves a readable old → new', () => {
  test('operation: create, move (stage names), update (money es-PY, user and organization names), mode details, custom field', async () => {
    const org = await insertOrg(t, { name: 'Importadora Ñandutí' });
    const id = await newDeal(venta.token, { organization: { id: org.id } });
    const move = await gql(t, 'mutation($id: Int!, $s: Int!) { moveDeal(id: $id, stageId: $s) { id } }', { id, s: stages[1].id }, venta.token);
    expect(move.errors).toBeUndefined();
    const upd = await gql(t, 'mutation($id: Int!, $i: UpdateDealInput!) { updateDeal(id: $id, input: $i) { id } }', { id, i: { value: 2000, advisorUserId: ops.user.id } }, venta.token);
    expect(upd.errors).toBeUndefined();
    expect((await api(t, venta.token).put(`/api/operations/${id}/air`, { consignee: 'Ñandutí SA', awb_number: '123' })).status).toBe(200);
    const field = await gql(
      t,
      'mutation($id: Int!, $i: UpsertCustomFieldInput!) { upsertCustomField(owner: deal, ownerId: $id, input: $i) { id } }',
      { id, i: { key: 'puerto', label: 'Puerto', value: 'Villeta' } },
      venta.token,
    );
    expect(field.errors).toBeUndefined();

    const h = await history('deal', id, ops.token);
    expect(h.map((n) => n.action)).toEqual(['create', 'update', 'update', 'update', 'create']); // newest first
    const [custom, mode, update, moved, created] = h;
    expect(created).toMatchObject({ userName: 'Valeria Venta', entity: 'deal', kind: 'cambios' });
    expect(lines(created)).toEqual(expect.arrayContaining([`Etapa: — → ${stages[0].name}`, 'Valor: — → 1.500,50', 'Organización: — → Importadora Ñandutí', 'Ejecutivo de cuenta: — → Valeria Venta']));
    expect(lines(moved)).toEqual([`Etapa: ${stages[0].name} → ${stages[1].name}`]);
    expect(moved.summary).toContain(`movida a ${stages[1].name}`);
    expect(lines(update)).toEqual(['Valor: 1.500,50 → 2.000,00', 'Ejecutivo de cuenta: Valeria Venta → Oscar Ops']);
    // The AWB of the air document is the operation's Doc. master (domain shipment.ts, MIRRORS).
    expect(lines(mode)).toEqual(['Aéreo: Consignee: — → Ñandutí SA', 'Aéreo: Awb number: — → 123', 'Doc. master: — → 123']);
    expect(lines(custom)).toEqual(['Campo «puerto»: — → Villeta']);

    // Labels are read when the history is read: a renamed stage shows its current name.
    await gql(t, 'mutation($id: Int!) { updateStage(id: $id, input: { name: "Cotización enviada" }) { id } }', { id: stages[1].id }, admin);
    const again = await history('deal', id);
    expect(lines(again.find((n) => n.id === moved.id)!)).toEqual([`Etapa: ${stages[0].name} → Cotización enviada`]);
    await gql(t, 'mutation($id: Int!, $n: String!) { updateStage(id: $id, input: { name: $n }) { id } }', { id: stages[1].id, n: stages[1].name }, admin);

    // REST reads the same timeline.
    const rest = await api(t, ops.token).get(`/api/audit?entity=deal&entity_id=${id}&limit=2`);
    expect(rest.status).toBe(200);
    expect(rest.body).toHaveLength(2);
    expect(rest.body[1]).toMatchObject({ action: 'update', user_name: 'Valeria Venta', kind: 'cambios', deal_id: id, changes: expect.arrayContaining([{ field: 'air.consignee', label: 'Aéreo: Consignee', old_value: '—', new_value: 'Ñandutí SA' }]) });
  });

  test('files, cost sheet (rows and totals), quote and budget transitions land in the operation and the organization, by kind', async () => {
    const org = await insertOrg(t, { name: 'Cargas del Sur', ownerUserId: venta.user.id });
    const id = await newDeal(venta.token, { organization: { id: org.id } });
    const up = await request(t.app)
      .post(`/api/deals/${id}/files`)
      .set('Authorization', `Bearer ${venta.token}`)
      .field('type', 'fact_venta')
      .attach('file', Buffer.from('%PDF-1.4\n%%EOF\n'), { filename: 'factura.pdf' });
    expect(up.status).toBe(201);
    const sheet = (rows: Array<{ id: string; concepto: string; total: number }>) => ({
      header: { modo: 'AEREO', clase: 'LCL', pesoKg: 100, awb: null, hbl: null, mercaderia: null, gsRate: 7300 },
      compraRows: rows.map((r) => ({ ...r, usdXKg: null, lockPerKg: false, sourceId: null })),
      ventaRows: [],
      locRows: [],
      locCliRows: [],
      segCostoRows: [],
      segVentaRows: [],
    });
    const SAVE = 'mutation($d: Int!, $v: Int!, $i: CostSheetInput!) { saveCostSheet(dealId: $d, version: $v, input: $i) { version } }';
    expect((await gql(t, SAVE, { d: id, v: 0, i: sheet([{ id: 'a', concepto: 'Flete', total: 100 }]) }, venta.token)).errors).toBeUndefined();
    expect((await gql(t, SAVE, { d: id, v: 1, i: sheet([{ id: 'a', concepto: 'Flete', total: 150 }, { id: 'b', concepto: 'THC', total: 20 }]) }, venta.token)).errors).toBeUndefined();
    const quote = await gql(t, 'mutation($d: Int!, $i: QuoteInput!) { saveDealQuote(dealId: $d, input: $i) { versionNo } }', { d: id, i: { cliente: 'Cargas del Sur', items: [{ cantidad: 1, servicio: 'Flete', moneda: 'USD', precio: 250 }] } }, venta.token);
    expect(quote.errors).toBeUndefined();
    expect((await gql(t, 'mutation($o: Int!) { lockBudget(orgId: $o) { id } }', { o: org.id }, admin)).errors).toBeUndefined();
    expect((await gql(t, 'mutation($o: Int!, $d: Int) { confirmBudget(orgId: $o, dealId: $d) { id } }', { o: org.id, d: id }, admin)).errors).toBeUndefined();

    const files = await history('deal', id, venta.token, { kind: 'archivos' });
    expect(files).toHaveLength(1);
    expect(lines(files[0])).toEqual(expect.arrayContaining(['Tipo: — → FACT VENTA', 'Archivo: — → factura.pdf']));

    const budget = await history('deal', id, venta.token, { kind: 'presupuesto' });
    // Budgets per operation: the lock and the confirmation act on this operation's revision, so they and the
    // revision's own events are on its Historial.
    expect(budget.map((n) => `${n.entity}:${n.action}`)).toEqual([
      'organization:budget_confirm',
      'cost_sheet_revision:revision_confirm',
      'organization:budget_lock',
      'cost_sheet_revision:revision_budget_lock',
      'deal_quote:create',
      'cost_sheet:update',
      'cost_sheet:create',
    ]);
    const [confirm, , , , q, secondSave] = budget;
    expect(lines(confirm)).toEqual(['Estado del presupuesto: Bloqueado → Confirmado', 'Profit del presupuesto: — → -170,00']);
    expect(lines(q)).toEqual(expect.arrayContaining(['Versión: — → 1', 'Total USD: — → 250,00']));
    expect(lines(secondSave)).toEqual(expect.arrayContaining(['Versión: 1 → 2', 'Total costos: 100,00 → 170,00', 'Compra: Flete: 100,00 → 150,00', 'Compra: THC: — → 20,00']));

    const orgHistory = await history('organization', org.id, venta.token, { kind: 'presupuesto' });
    expect(orgHistory.map((n) => n.action)).toEqual(['budget_confirm', 'budget_lock']);
    expect(lines(orgHistory[1])).toEqual(['Estado del presupuesto: Borrador → Bloqueado']);
    expect(await history('deal', id, venta.token, { kind: 'actividades' })).toEqual([]);
  });

  test('organization, contact and activity edits; visibility labels; a deleted stage keeps its name', async () => {
    const org = await insertOrg(t, { name: 'Viejo nombre' });
    const contact = await insertContact(t, { name: 'Ana', orgId: org.id });
    expect((await gql(t, 'mutation($id: Int!) { updateOrganization(id: $id, input: { name: "Nuevo nombre", visibility: shared }) { id } }', { id: org.id }, admin)).errors).toBeUndefined();
    expect((await gql(t, 'mutation($id: Int!) { updateContact(id: $id, input: { phone: "0981 123 456" }) { id } }', { id: contact.id }, venta.token)).errors).toBeUndefined();
    const act = await gql(t, 'mutation($p: Int!) { createActivity(input: { personId: $p, type: call, subject: "Llamar por cotización" }) { id } }', { p: contact.id }, venta.token);
    expect(act.errors).toBeUndefined();
    await gql(t, 'mutation($id: Int!) { updateActivity(id: $id, input: { done: true }) { id } }', { id: act.data!.createActivity.id }, venta.token);

    const o = await history('organization', org.id, venta.token);
    expect(lines(o[0])).toEqual(['Nombre: Viejo nombre → Nuevo nombre', 'Visibilidad: Empresa → Compartido']);
    const c = await history('contact', contact.id, venta.token);
    expect(c.map((n) => `${n.kind}:${n.action}`)).toEqual(['actividades:update', 'actividades:create', 'cambios:update']);
    expect(lines(c[0])).toEqual(['Hecha: No → Sí']);
    expect(lines(c[1])).toEqual(expect.arrayContaining(['Tipo: — → Llamada', 'Asunto: — → Llamar por cotización']));
    expect(lines(c[2])).toEqual(['Teléfono: — → 0981 123 456']);

    // Deleting a stage moves its operations: each one's Historial names the deleted stage.
    const made = await gql(t, 'mutation($p: Int!) { createStage(input: { pipelineId: $p, name: "Efímera" }) { id } }', { p: pipelineId }, admin);
    const temp = made.data!.createStage.id as number;
    const id = await newDeal(venta.token, { stage_id: temp });
    expect((await gql(t, 'mutation($id: Int!, $to: Int) { deleteStage(id: $id, targetStageId: $to) { movedDealCount } }', { id: temp, to: stages[0].id }, admin)).errors).toBeUndefined();
    const d = await history('deal', id);
    expect(lines(d[0])).toEqual([`Etapa: Efímera → ${stages[0].name}`]);
    expect(lines(d[1])).toContain('Etapa: — → Efímera');
  });
});

describe('visibility', () => {
  test("a private contact or organization of another user has no visible history (NOT_FOUND / 404); its name never shows in an operation's", async () => {
    const privOrg = await insertOrg(t, { name: 'Secreto SA', visibility: 'private', ownerUserId: venta.user.id });
    const privContact = await insertContact(t, { name: 'Carla Privada', visibility: 'private', ownerUserId: venta.user.id });
    expect((await gql(t, 'mutation($id: Int!) { updateContact(id: $id, input: { phone: "0981 000 000" }) { id } }', { id: privContact.id }, venta.token)).errors).toBeUndefined();
    expect((await gql(t, 'mutation($id: Int!) { updateOrganization(id: $id, input: { ruc: "80012345-6" }) { id } }', { id: privOrg.id }, venta.token)).errors).toBeUndefined();
    const id = await newDeal(venta.token);
    await gql(t, 'mutation($id: Int!, $i: UpdateDealInput!) { updateDeal(id: $id, input: $i) { id } }', { id, i: { contactId: privContact.id, orgId: privOrg.id } }, venta.token);
    await gql(t, 'mutation($p: Int!, $d: Int!) { createActivity(input: { personId: $p, dealId: $d, subject: "Privada" }) { id } }', { p: privContact.id, d: id }, venta.token);

    for (const [entity, rid] of [['contact', privContact.id], ['organization', privOrg.id]] as const) {
      const res = await gql(t, HISTORY, { entity, id: rid }, ops.token);
      expect(codesOf(res)).toEqual(['NOT_FOUND']);
      const rest = await api(t, ops.token).get(`/api/audit?entity=${entity}&entity_id=${rid}`);
      expect(rest.status).toBe(404);
      expect((await history(entity, rid, venta.token)).length).toBeGreaterThan(0);
    }

    const theirs = await history('deal', id, ops.token);
    expect(theirs.map((n) => n.entity)).toEqual(['deal', 'deal']); // the activity on the private contact is left out
    expect(lines(theirs[0])).toEqual(['Organización: — → Registro privado', 'Contacto: — → Registro privado']);
    expect(JSON.stringify(theirs)).not.toMatch(/Carla|Secreto/);
    const mine = await history('deal', id, venta.token);
    expect(mine.map((n) => n.entity)).toEqual(['activity', 'deal', 'deal']);
    expect(lines(mine[1])).toEqual(['Organización: — → Secreto SA', 'Contacto: — → Carla Privada']);

    // Unknown records and bad arguments.
    expect(codesOf(await gql(t, HISTORY, { entity: 'deal', id: 99999999 }, ops.token))).toEqual(['NOT_FOUND']);
    expect((await api(t, ops.token).get('/api/audit?entity=stage&entity_id=1')).status).toBe(400);
    expect((await api(t).get(`/api/audit?entity=deal&entity_id=${id}`)).status).toBe(401);
  });

  test('pages newest first by cursor, with totalCount', async () => {
    const id = await newDeal();
    for (const s of [stages[1], stages[2], stages[0]]) await gql(t, 'mutation($id: Int!, $s: Int!) { moveDeal(id: $id, stageId: $s) { id } }', { id, s: s.id }, venta.token);
    const first = await gql(t, HISTORY, { entity: 'deal', id, first: 2 }, ops.token);
    const conn = first.data!.auditLog;
    expect(conn.totalCount).toBe(4);
    expect(conn.pageInfo.hasNextPage).toBe(true);
    const second = await gql(t, HISTORY, { entity: 'deal', id, first: 2, after: conn.pageInfo.endCursor }, ops.token);
    const ids = [...conn.edges, ...second.data!.auditLog.edges].map((e: { node: Node }) => e.node.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(second.data!.auditLog.pageInfo.hasNextPage).toBe(false);
  });
});

describe('/admin/audit', () => {
  const EVENTS = `query E($f: AuditEventFilterInput, $first: Int) { auditEvents(filter: $f, first: $first) { totalCount edges { node { id userId entity action at } } } }`;

  test('admins filter by user, entity, kind and date range; others are refused', async () => {
    const res = await gql(t, EVENTS, { f: { userId: ops.user.id } }, admin);
    expect(res.errors).toBeUndefined();
    expect(res.data!.auditEvents.edges.every((e: { node: { userId: number } }) => e.node.userId === ops.user.id)).toBe(true);

    const stageEvents = await gql(t, EVENTS, { f: { entity: 'stage' } }, admin);
    expect(stageEvents.data!.auditEvents.totalCount).toBeGreaterThan(0);
    expect(new Set(stageEvents.data!.auditEvents.edges.map((e: { node: { entity: string } }) => e.node.entity))).toEqual(new Set(['stage']));

    const future = await gql(t, EVENTS, { f: { from: '2099-01-01T00:00:00.000Z' } }, admin);
    expect(future.data!.auditEvents.totalCount).toBe(0);
    const all = await gql(t, EVENTS, { f: { from: '2000-01-01T00:00:00.000Z', to: '2099-01-01T00:00:00.000Z' }, first: 1 }, admin);
    expect(all.data!.auditEvents.totalCount).toBe(await t.ds.getRepository(AuditEventEntity).count());
    expect(codesOf(await gql(t, EVENTS, { f: { from: '2099-01-01T00:00:00.000Z', to: '2000-01-01T00:00:00.000Z' } }, admin))).toEqual(['BAD_USER_INPUT']);

    expect(codesOf(await gql(t, EVENTS, {}, venta.token))).toEqual(['FORBIDDEN']);
    expect((await api(t, venta.token).get('/api/admin/audit')).status).toBe(403);
    const rest = await api(t, admin).get(`/api/admin/audit?user_id=${venta.user.id}&entity=deal&kind=cambios&from=2000-01-01&limit=3`);
    expect(rest.status).toBe(200);
    expect(rest.body.length).toBe(3);
    expect(rest.body.every((r: { user_id: number; entity: string }) => r.user_id === venta.user.id && r.entity === 'deal')).toBe(true);
    expect((await api(t, admin).get('/api/admin/audit?from=mañana')).status).toBe(400);
  });
});

describe('append-only', () => {
  test('no mutation exists for events and /api answers no write on /audit routes', async () => {
    const schema = await gql(t, '{ __schema { mutationType { fields { name } } } }', {}, admin);
    const names: string[] = schema.data!.__schema.mutationType.fields.map((f: { name: string }) => f.name);
    expect(names.filter((n) => /audit|event|histor/i.test(n))).toEqual([]);
    const [event] = await t.ds.getRepository(AuditEventEntity).find({ order: { id: 'ASC' }, take: 1 });
    for (const path of ['/api/audit', `/api/audit/${event.id}`, '/api/admin/audit', `/api/admin/audit/${event.id}`]) {
      for (const method of ['post', 'put', 'patch', 'delete'] as const) {
        const res = await api(t, admin)[method](path);
        expect([path, method, res.status]).toEqual([path, method, 404]);
      }
    }
  });

  test('writes through both APIs only ever append: every earlier event is unchanged', async () => {
    const before = await t.ds.getRepository(AuditEventEntity).find({ order: { id: 'ASC' } });
    const id = await newDeal();
    await gql(t, 'mutation($id: Int!, $s: Int!) { moveDeal(id: $id, stageId: $s) { id } }', { id, s: stages[2].id }, venta.token);
    await api(t, venta.token).patch(`/api/deals/${id}`, { value: 10 });
    await gql(t, 'mutation($id: Int!) { deleteDeal(id: $id) }', { id }, admin);
    const after = await t.ds.getRepository(AuditEventEntity).find({ order: { id: 'ASC' } });
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after.length).toBeGreaterThan(before.length + 2);
  });

  test('no server code updates or deletes audit_events (only AuditService inserts)', () => {
    const root = join(__dirname, '..', '..');
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const p = join(dir, name);
        if (statSync(p).isDirectory()) walk(p);
        else if (p.endsWith('.ts') && !p.endsWith('.test.ts')) {
          const src = readFileSync(p, 'utf8');
          if (/(update|delete|remove|save|softDelete|clear)\(\s*AuditEventEntity|(UPDATE|DELETE FROM|TRUNCATE( TABLE)?)\s+audit_events/i.test(src) && !p.includes(`migrations`)) offenders.push(p);
          if (/getRepository\(AuditEventEntity\)/.test(src)) offenders.push(p);
        }
      }
    };
    walk(root);
    expect(offenders).toEqual([]);
  });
});
