import request from 'supertest';
import { addDays, paraguayToday } from '@crm/domain';
import { AuditEventEntity } from '../audit/audit-event.entity';
import { ParamValueEntity } from '../params/param-value.entity';
import { makeRoleUsers, type RoleUsers } from '../../../test/factories';
import { insertDealWithFields, seededPipeline } from '../../../test/deals-fixtures';
import { api, codesOf, gql } from '../../../test/http';
import { createTestApp, type TestApp } from '../../../test/test-app';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

const CHECKLIST = `query C($id: Int!) { dealChecklist(dealId: $id) { dealId mode operationType isDefault startDate done total requiredOverdue
  items { docType label required dueDate status overdue files verifiedByName verifiedAt } } }`;
const SET_TEMPLATE = `mutation S($input: SetChecklistTemplateInput!) { setChecklistTemplate(input: $input) { mode operationType isDefault items { docType label required dueDays } } }`;
const VERIFY = `mutation V($id: Int!, $t: String!) { verifyDealDocument(dealId: $id, docType: $t) { done items { docType status verifiedByName verifiedAt } } }`;
const BOARD = `query B($p: Int) { board(pipelineId: $p, first: 50) { columns { cards { edges { node { id docs { done total requiredOverdue } } } } } } }`;

let t: TestApp;
let u: RoleUsers;
let pipelineId: number;
let stageId: number;
let otherStageId: number;

beforeAll(async () => {
  t = await createTestApp();
  u = await makeRoleUsers(t, { venta: 'Vera Venta' });
  const { pipeline, stages } = await seededPipeline(t);
  pipelineId = pipeline.id;
  stageId = stages[0].id;
  otherStageId = stages[1].id;
});

afterAll(() => t.close());

const newDeal = (fields: Record<string, string> = {}) => insertDealWithFields(t, pipelineId, stageId, fields);

function upload(dealId: number, type: string, token = u.venta.token) {
  return request(t.app)
    .post(`/api/deals/${dealId}/files`)
    .set('Authorization', `Bearer ${token}`)
    .field('type', type)
    .attach('file', PDF, { filename: `${type}.pdf`, contentType: 'application/pdf' });
}

const itemOf = (body: { items: Array<{ doc_type: string }> }, type: string) => body.items.find((i) => i.doc_type === type) as Record<string, unknown>;

describe('an operation without a template', () => {
  test('lists the spec eight, none required; a file of a type makes it recibido and deleting it makes it pendiente again (REST and GraphQL)', async () => {
    const dealId = await newDeal();
    const first = await api(t, u.viewer.token).get(`/api/operations/${dealId}/checklist`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ deal_id: dealId, is_default: true, done: 0, total: 8, required_overdue: false });
    expect(itemOf(first.body, 'fact_venta')).toMatchObject({ label: 'FACT VENTA', status: 'pendiente', required: false, due_date: null, files: 0 });

    const up = await upload(dealId, 'fact_venta');
    expect(up.status).toBe(201);
    const received = await api(t, u.viewer.token).get(`/api/operations/${dealId}/checklist`);
    expect(itemOf(received.body, 'fact_venta')).toMatchObject({ status: 'recibido', files: 1 });
    expect(received.body.done).toBe(1);
    const g = await gql(t, CHECKLIST, { id: dealId }, u.viewer.token);
    expect(g.errors).toBeUndefined();
    expect(g.data!.dealChecklist.items.find((i: { docType: string }) => i.docType === 'fact_venta')).toMatchObject({ status: 'recibido', files: 1 });

    const del = await api(t, u.venta.token).delete(`/api/deals/${dealId}/files/${up.body.id}`);
    expect(del.status).toBe(200);
    const back = await gql(t, CHECKLIST, { id: dealId }, u.viewer.token);
    expect(back.data!.dealChecklist.items.find((i: { docType: string }) => i.docType === 'fact_venta')).toMatchObject({ status: 'pendiente', files: 0 });
    expect(back.data!.dealChecklist.done).toBe(0);
  });

  test('an unknown operation is NOT_FOUND on both APIs', async () => {
    expect((await api(t, u.viewer.token).get('/api/operations/999999/checklist')).status).toBe(404);
    expect(codesOf(await gql(t, CHECKLIST, { id: 999999 }, u.viewer.token))).toEqual(['NOT_FOUND']);
  });
});

describe('templates per mode × operation type', () => {
  test('admins set them (GraphQL and REST), others are refused, unknown or repeated types are refused', async () => {
    await t.ds.getRepository(ParamValueEntity).insert({ key: 'documento_tipo', value: 'Packing list', ord: 10, active: true });
    const input = {
      mode: 'AEREO',
      operationType: 'IMPORT',
      items: [
        { docType: 'fact_venta', required: true, dueDays: 2 },
        { docType: 'packing_list', required: false, dueDays: 0 },
      ],
    };
    expect(codesOf(await gql(t, SET_TEMPLATE, { input }, u.venta.token))).toEqual(['FORBIDDEN']);
    const bad = await gql(t, SET_TEMPLATE, { input: { ...input, items: [{ docType: 'nada' }] } }, u.admin);
    expect(bad.errors?.[0].message).toBe('Tipo de documento desconocido: usá uno de los ocho o uno agregado en el parámetro documento_tipo.');
    const repeated = await gql(t, SET_TEMPLATE, { input: { ...input, items: [{ docType: 'det_cos' }, { docType: 'det_cos' }] } }, u.admin);
    expect(repeated.errors?.[0].message).toBe('Un tipo de documento aparece dos veces en la plantilla.');
    const badDays = await gql(t, SET_TEMPLATE, { input: { ...input, items: [{ docType: 'det_cos', dueDays: 400 }] } }, u.admin);
    expect(codesOf(badDays)).toEqual(['BAD_USER_INPUT']);

    const ok = await gql(t, SET_TEMPLATE, { input }, u.admin);
    expect(ok.errors).toBeUndefined();
    expect(ok.data!.setChecklistTemplate).toEqual({
      mode: 'AEREO',
      operationType: 'IMPORT',
      isDefault: false,
      items: [
        { docType: 'fact_venta', label: 'FACT VENTA', required: true, dueDays: 2 },
        { docType: 'packing_list', label: 'Packing list', required: false, dueDays: 0 },
      ],
    });
    const audit = await t.ds.getRepository(AuditEventEntity).findOneByOrFail({ entity: 'checklist_template' });
    expect((audit.meta as { changes: Record<string, unknown> }).changes.items).toEqual([null, 'fact_venta*+2d, packing_list+0d']);

    expect((await api(t, u.ops.token).put('/api/checklist-templates/MARITIMO/EXPORT', { items: [{ doc_type: 'fact_venta' }] })).status).toBe(403);
    const rest = await api(t, u.admin).put('/api/checklist-templates/MARITIMO/EXPORT', { items: [{ doc_type: 'fact_venta', required: true, due_days: 5 }] });
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual({ mode: 'MARITIMO', operation_type: 'EXPORT', is_default: false, items: [{ doc_type: 'fact_venta', label: 'FACT VENTA', required: true, due_days: 5 }] });
    expect((await api(t, u.admin).put('/api/checklist-templates/BARCO/EXPORT', { items: [] })).status).toBe(400);
    const list = await api(t, u.viewer.token).get('/api/checklist-templates');
    expect(list.body).toHaveLength(10);
    const reset = await api(t, u.admin).delete('/api/checklist-templates/MARITIMO/EXPORT');
    expect(reset.body).toMatchObject({ is_default: true });
    expect(reset.body.items).toHaveLength(8);
  });

  test('an operation of that mode and type follows it: due dates from f_confirm, a required one overdue shows on the card', async () => {
    const confirmed = addDays(paraguayToday(new Date()), -5);
    const dealId = await newDeal({ modalidad_carga: 'AEREO', tipo_operacion: 'IMPORT', f_confirm: confirmed });
    const c = await gql(t, CHECKLIST, { id: dealId }, u.viewer.token);
    expect(c.errors).toBeUndefined();
    expect(c.data!.dealChecklist).toMatchObject({ mode: 'AEREO', operationType: 'IMPORT', isDefault: false, startDate: confirmed, done: 0, total: 2, requiredOverdue: true });
    expect(c.data!.dealChecklist.items[0]).toMatchObject({ docType: 'fact_venta', required: true, dueDate: addDays(confirmed, 2), status: 'pendiente', overdue: true });

    const board = await gql(t, BOARD, { p: pipelineId }, u.viewer.token);
    expect(board.errors).toBeUndefined();
    const card = board.data!.board.columns.flatMap((col: { cards: { edges: Array<{ node: { id: number } }> } }) => col.cards.edges.map((e) => e.node)).find((n: { id: number }) => n.id === dealId);
    expect(card.docs).toEqual({ done: 0, total: 2, requiredOverdue: true });

    // The extra type is an upload type now; a received required document is no longer overdue.
    expect((await upload(dealId, 'packing_list')).status).toBe(201);
    expect((await upload(dealId, 'otra_cosa')).status).toBe(400);
    expect((await upload(dealId, 'fact_venta')).status).toBe(201);
    const after = await api(t, u.viewer.token).get(`/api/operations/${dealId}/checklist`);
    expect(after.body).toMatchObject({ done: 2, total: 2, required_overdue: false });
    // The kanban answer is cached by data version: an upload bumps it, so the chip is never stale.
    const again = await gql(t, BOARD, { p: pipelineId }, u.viewer.token);
    const fresh = again.data!.board.columns.flatMap((col: { cards: { edges: Array<{ node: { id: number } }> } }) => col.cards.edges.map((e) => e.node)).find((n: { id: number }) => n.id === dealId);
    expect(fresh.docs).toEqual({ done: 2, total: 2, requiredOverdue: false });
  });
});

describe('verifying documents', () => {
  test('a tick and its removal show at once on a kanban answered from the cache', async () => {
    const dealId = await newDeal();
    const docsOf = async () => {
      const b = await gql(t, BOARD, { p: pipelineId }, u.viewer.token);
      expect(b.errors).toBeUndefined();
      return b.data!.board.columns
        .flatMap((col: { cards: { edges: Array<{ node: { id: number } }> } }) => col.cards.edges.map((e) => e.node))
        .find((n: { id: number }) => n.id === dealId).docs;
    };
    const before = await docsOf();
    expect(await docsOf()).toEqual(before);
    expect((await api(t, u.venta.token).post(`/api/operations/${dealId}/checklist/det_cos/verify`)).status).toBe(200);
    expect(await docsOf()).toEqual({ ...before, done: before.done + 1 });
    expect((await api(t, u.venta.token).delete(`/api/operations/${dealId}/checklist/det_cos/verify`)).status).toBe(200);
    expect(await docsOf()).toEqual(before);
  });

  test('writers tick and untick (who and when, audited); the viewer is refused; a type outside the checklist is refused', async () => {
    const dealId = await newDeal();
    expect(codesOf(await gql(t, VERIFY, { id: dealId, t: 'det_cos' }, u.viewer.token))).toEqual(['FORBIDDEN']);
    expect((await api(t, u.viewer.token).post(`/api/operations/${dealId}/checklist/det_cos/verify`)).status).toBe(403);
    expect((await api(t, u.venta.token).post(`/api/operations/${dealId}/checklist/nada/verify`)).status).toBe(400);
    expect((await api(t, u.venta.token).post('/api/operations/999999/checklist/det_cos/verify')).status).toBe(404);

    const v = await gql(t, VERIFY, { id: dealId, t: 'det_cos' }, u.venta.token);
    expect(v.errors).toBeUndefined();
    const item = v.data!.verifyDealDocument.items.find((i: { docType: string }) => i.docType === 'det_cos');
    expect(item).toMatchObject({ status: 'verificado', verifiedByName: 'Vera Venta' });
    expect(item.verifiedAt).toBeTruthy();
    // Idempotent.
    expect((await gql(t, VERIFY, { id: dealId, t: 'det_cos' }, u.venta.token)).data!.verifyDealDocument.done).toBe(1);
    const events = await t.ds.getRepository(AuditEventEntity).find({ where: { entity: 'deal', entityId: dealId } });
    expect(events).toHaveLength(1);
    expect(events[0].meta).toMatchObject({ docType: 'det_cos', changes: { doc_det_cos: ['pendiente', 'verificado'] } });

    const un = await api(t, u.ops.token).delete(`/api/operations/${dealId}/checklist/det_cos/verify`);
    expect(un.status).toBe(200);
    expect(itemOf(un.body, 'det_cos')).toMatchObject({ status: 'pendiente', verified_by_name: null, verified_at: null });
  });
});

describe('the kanban chip on a board built without the shared cache', () => {
  // `me { id }` makes the answer per user: never served from the shared response cache, built every time.
  const BUILT = `query B($p: Int) { me { id } board(pipelineId: $p, first: 50) { columns { cards { edges { node { id docs { done total requiredOverdue } } } } } } }`;
  const chips = async () => {
    t.sql.start();
    const b = await gql(t, BUILT, { p: pipelineId }, u.viewer.token);
    t.sql.stop();
    const statements = t.sql.statements;
    expect(b.errors).toBeUndefined();
    const nodes: Array<{ id: number; docs: unknown }> = b.data!.board.columns.flatMap((col: { cards: { edges: Array<{ node: { id: number; docs: unknown } }> } }) => col.cards.edges.map((e) => e.node));
    // How many operations' checklists were read: the ids in the file counts' statement (checklistsFor reads them all at once).
    const dealsRead = statements.filter((q) => /\bdeal_files\b/.test(q)).reduce((n, q) => n + (q.match(/IN \(([^)]*)\)/)?.[1].split(',').length ?? 0), 0);
    return { byId: new Map(nodes.map((n) => [n.id, n.docs])), checklistReads: statements.filter((q) => /deal_files|deal_document_checks|checklist_template_items/.test(q)).length, dealsRead };
  };
  const allFresh = async (byId: Map<number, unknown>) => {
    const fresh = await t.services.checklists.checklistsFor([...byId.keys()]);
    expect([...byId.values()]).toEqual(fresh.map((l) => (l ? { done: l.done, total: l.total, requiredOverdue: l.requiredOverdue } : null)));
  };

  const freshChip = async (dealId: number) => {
    const [l] = await t.services.checklists.checklistsFor([dealId]);
    return l ? { done: l.done, total: l.total, requiredOverdue: l.requiredOverdue } : null;
  };

  test('reads the checklists once per version of the column: built again it reads none and answers the same; a tick, its removal, an upload or another mode shows at once', async () => {
    const dealId = await newDeal({ modalidad_carga: 'AEREO', tipo_operacion: 'IMPORT', f_confirm: addDays(paraguayToday(new Date()), -5) });
    const first = await chips();
    expect(first.checklistReads).toBeGreaterThan(0);
    const again = await chips();
    expect(again.checklistReads).toBe(0);
    expect(again.byId).toEqual(first.byId);
    const before = first.byId.get(dealId) as { done: number; total: number; requiredOverdue: boolean };
    expect(before).toEqual(await freshChip(dealId));

    expect((await api(t, u.venta.token).post(`/api/operations/${dealId}/checklist/fact_venta/verify`)).status).toBe(200);
    const ticked = await chips();
    expect(ticked.byId.get(dealId)).toMatchObject({ done: before.done + 1 });
    expect(ticked.byId.get(dealId)).toEqual(await freshChip(dealId));
    expect((await api(t, u.venta.token).delete(`/api/operations/${dealId}/checklist/fact_venta/verify`)).status).toBe(200);
    expect((await chips()).byId.get(dealId)).toEqual(before);
    expect((await upload(dealId, 'fact_venta')).status).toBe(201);
    const uploaded = await chips();
    expect(uploaded.byId.get(dealId)).toMatchObject({ done: before.done + 1 });
    expect(uploaded.byId.get(dealId)).toEqual(await freshChip(dealId));
    // another transport mode: another template (the default eight), on this board and on the cached one
    const mode = await gql(t, 'mutation($id: Int!) { upsertCustomField(owner: deal, ownerId: $id, input: { key: "modalidad_carga", value: "MARITIMO" }) { id } }', { id: dealId }, u.venta.token);
    expect(mode.errors).toBeUndefined();
    const remoded = await chips();
    expect(remoded.byId.get(dealId)).toEqual(await freshChip(dealId));
    const cached = await gql(t, BOARD, { p: pipelineId }, u.viewer.token);
    const cachedCard = cached.data!.board.columns.flatMap((col: { cards: { edges: Array<{ node: { id: number } }> } }) => col.cards.edges.map((e) => e.node)).find((n: { id: number }) => n.id === dealId);
    expect(cachedCard.docs).toEqual(await freshChip(dealId));
    // every chip as computed afresh
    const fresh = await t.services.checklists.checklistsFor([...remoded.byId.keys()]);
    expect([...remoded.byId.values()]).toEqual(fresh.map((l) => (l ? { done: l.done, total: l.total, requiredOverdue: l.requiredOverdue } : null)));
  });

  test('a chip is kept per operation, not per column: after a move or an edit none is computed again, after a tick or another mode only that one; every chip stays right', async () => {
    const ids = [
      await newDeal({ modalidad_carga: 'AEREO', tipo_operacion: 'IMPORT', f_confirm: addDays(paraguayToday(new Date()), -9) }),
      await newDeal({ modalidad_carga: 'MARITIMO', tipo_operacion: 'EXPORT' }),
      await newDeal(),
      await newDeal({ modalidad_carga: 'AEREO', tipo_operacion: 'EXPORT' }),
    ];
    await chips();
    const built = await chips();
    expect(built.checklistReads).toBe(0);
    // A move changes both columns (their cards are read again) but no checklist.
    const move = 'mutation M($id: Int!, $s: Int!) { moveDeal(id: $id, stageId: $s) { id } }';
    expect((await gql(t, move, { id: ids[1], s: otherStageId }, u.venta.token)).errors).toBeUndefined();
    const moved = await chips();
    expect(moved.checklistReads).toBe(0);
    expect(moved.byId.get(ids[1])).toEqual(built.byId.get(ids[1]));
    await allFresh(moved.byId);
    // An edit of another field of an operation: no checklist either.
    expect((await api(t, u.venta.token).patch(`/api/deals/${ids[2]}`, { title: 'Otro título' })).status).toBe(200);
    expect((await chips()).checklistReads).toBe(0);
    // A tick on the moved card: only its checklist is read, and it shows in its new column.
    expect((await api(t, u.venta.token).post(`/api/operations/${ids[1]}/checklist/fact_venta/verify`)).status).toBe(200);
    const ticked = await chips();
    expect(ticked.dealsRead).toBe(1);
    expect(ticked.byId.get(ids[1])).toMatchObject({ done: (built.byId.get(ids[1]) as { done: number }).done + 1 });
    await allFresh(ticked.byId);
    // Another operation type on one card (another template): only that card, with the new template's chip.
    const type = await gql(t, 'mutation($id: Int!) { upsertCustomField(owner: deal, ownerId: $id, input: { key: "tipo_operacion", value: "IMPORT" }) { id } }', { id: ids[3] }, u.venta.token);
    expect(type.errors).toBeUndefined();
    const retyped = await chips();
    expect(retyped.dealsRead).toBe(1);
    expect(retyped.byId.get(ids[3])).toEqual(await freshChip(ids[3]));
    await allFresh(retyped.byId);
    // An upload on one card, then moving it back: the upload shows, the move reads nothing.
    expect((await upload(ids[0], 'fact_venta')).status).toBe(201);
    const uploaded = await chips();
    expect(uploaded.dealsRead).toBe(1);
    expect((await gql(t, move, { id: ids[1], s: stageId }, u.venta.token)).errors).toBeUndefined();
    const back = await chips();
    expect(back.checklistReads).toBe(0);
    expect(back.byId).toEqual(uploaded.byId);
    await allFresh(back.byId);
  });
});
