import { AuditEventEntity } from '../audit/audit-event.entity';
import { DealCustomFieldEntity } from '../custom-fields/custom-field.entity';
import { makeRoleUsers, type RoleUsers } from '../../../test/factories';
import { insertDealWithFields, insertDeals, seededPipeline } from '../../../test/deals-fixtures';
import { api, codesOf, gql } from '../../../test/http';
import { createTestApp, type TestApp } from '../../../test/test-app';

const CLOSE = `mutation C($id: Int!, $input: CloseDealInput!) { closeDeal(id: $id, input: $input) { id status closeReason closeReasonText closedAt closedByName } }`;
const REOPEN = `mutation R($id: Int!) { reopenDeal(id: $id) { id status closeReason closedAt closedByName } }`;
const BOARD_IDS = `query B($p: Int) { board(pipelineId: $p, first: 50) { columns { count cards { edges { node { id } } } } } }`;
const LOST = `query L { deals(filter: { status: "lost" }, first: 100) { edges { node { id closeReason } } } }`;
const OUTCOMES = `query O { outcomeStats(days: 30) { won lost winRate lostReasons { reason count } byAdvisor { key won lost winRate } byMode { key won lost } byLane { key lost lostReasons { reason count } } } }`;

let t: TestApp;
let u: RoleUsers;
let pipelineId: number;
let stageId: number;

beforeAll(async () => {
  t = await createTestApp();
  u = await makeRoleUsers(t, { venta: 'Vera Venta' });
  const { pipeline, stages } = await seededPipeline(t);
  pipelineId = pipeline.id;
  stageId = stages[0].id;
});

afterAll(() => t.close());

const newDeal = (fields: Record<string, string> = {}) => insertDealWithFields(t, pipelineId, stageId, fields);

async function boardIds(): Promise<number[]> {
  const b = await gql(t, BOARD_IDS, { p: pipelineId }, u.viewer.token);
  return b.data!.board.columns.flatMap((c: { cards: { edges: Array<{ node: { id: number } }> } }) => c.cards.edges.map((e) => e.node.id));
}

describe('closing as won or lost (GraphQL)', () => {
  test('viewer refused; lost needs a reason of the list, Otro needs a text; closed leaves the board, shows under lost, audited; closing again is INVALID_TRANSITION; reopen brings it back', async () => {
    const id = await newDeal({ modalidad_carga: 'AEREO', origen_pto: 'Miami, EEUU', destino_pto: 'Asunción, Paraguay' });
    expect(await boardIds()).toContain(id);

    expect(codesOf(await gql(t, CLOSE, { id, input: { outcome: 'lost', reason: 'Precio' } }, u.viewer.token))).toEqual(['FORBIDDEN']);
    const noReason = await gql(t, CLOSE, { id, input: { outcome: 'lost' } }, u.venta.token);
    expect(codesOf(noReason)).toEqual(['BAD_USER_INPUT']);
    expect(noReason.errors?.[0].message).toBe('Elegí el motivo por el que se perdió la operación.');
    expect((await gql(t, CLOSE, { id, input: { outcome: 'lost', reason: 'Inventado' } }, u.venta.token)).errors?.[0].message).toBe(
      'Motivo de cierre desconocido: elegí uno de la lista.',
    );
    expect((await gql(t, CLOSE, { id, input: { outcome: 'lost', reason: 'Otro' } }, u.venta.token)).errors?.[0].message).toBe("Con el motivo 'Otro' escribí el detalle.");
    expect(codesOf(await gql(t, CLOSE, { id, input: { outcome: 'ganada' } }, u.venta.token))).toEqual(['BAD_USER_INPUT']);

    const closed = await gql(t, CLOSE, { id, input: { outcome: 'lost', reason: 'precio' } }, u.venta.token);
    expect(closed.errors).toBeUndefined();
    expect(closed.data!.closeDeal).toMatchObject({ id, status: 'lost', closeReason: 'Precio', closeReasonText: null, closedByName: 'Vera Venta' });
    expect(closed.data!.closeDeal.closedAt).toBeTruthy();
    expect(await boardIds()).not.toContain(id);
    const lost = await gql(t, LOST, {}, u.viewer.token);
    expect(lost.data!.deals.edges.map((e: { node: { id: number } }) => e.node.id)).toContain(id);

    const audit = await t.ds.getRepository(AuditEventEntity).findOneByOrFail({ entity: 'deal', entityId: id });
    const changes = (audit.meta as { changes: Record<string, [unknown, unknown]> }).changes;
    expect(changes.status).toEqual(['open', 'lost']);
    expect(changes.closeReason).toEqual([null, 'Precio']);
    expect(audit.description).toBe(`Operación OP-${String(id).padStart(6, '0')} cerrada como perdida (Precio)`);

    const again = await gql(t, CLOSE, { id, input: { outcome: 'won' } }, u.venta.token);
    expect(codesOf(again)).toEqual(['INVALID_TRANSITION']);

    expect(codesOf(await gql(t, REOPEN, { id }, u.viewer.token))).toEqual(['FORBIDDEN']);
    const reopened = await gql(t, REOPEN, { id }, u.ops.token);
    expect(reopened.data!.reopenDeal).toEqual({ id, status: 'open', closeReason: null, closedAt: null, closedByName: null });
    expect(await boardIds()).toContain(id);
    expect(codesOf(await gql(t, REOPEN, { id }, u.ops.token))).toEqual(['INVALID_TRANSITION']);
  });

  test('won needs no reason; Otro with its text is kept', async () => {
    const won = await newDeal();
    expect((await gql(t, CLOSE, { id: won, input: { outcome: 'won' } }, u.venta.token)).data!.closeDeal).toMatchObject({ status: 'won', closeReason: null });
    const other = await newDeal();
    const res = await gql(t, CLOSE, { id: other, input: { outcome: 'lost', reason: 'Otro', reasonText: 'Eligió otro forwarder' } }, u.venta.token);
    expect(res.data!.closeDeal).toMatchObject({ status: 'lost', closeReason: 'Otro', closeReasonText: 'Eligió otro forwarder' });
  });
});

describe('closing as won or lost (REST)', () => {
  test('POST /deals/{id}/close and /reopen with the same rules; PATCH status lost needs close_reason too', async () => {
    const id = await newDeal();
    expect((await api(t, u.viewer.token).post(`/api/deals/${id}/close`, { outcome: 'lost', reason: 'Precio' })).status).toBe(403);
    const missing = await api(t, u.venta.token).post(`/api/deals/${id}/close`, { outcome: 'lost' });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ error: 'Elegí el motivo por el que se perdió la operación.' });
    expect((await api(t, u.venta.token).post('/api/deals/999999/close', { outcome: 'won' })).status).toBe(404);

    const ok = await api(t, u.venta.token).post(`/api/deals/${id}/close`, { outcome: 'lost', reason: 'Sin respuesta' });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ id, status: 'lost', close_reason: 'Sin respuesta', closed_by_name: 'Vera Venta' });
    expect(ok.body.closed_at).toBeTruthy();
    expect((await api(t, u.venta.token).post(`/api/deals/${id}/close`, { outcome: 'won' })).status).toBe(409);
    const lostList = await api(t, u.viewer.token).get('/api/deals?status=lost');
    expect(lostList.body.find((d: { id: number }) => d.id === id)).toMatchObject({ close_reason: 'Sin respuesta' });

    expect((await api(t, u.viewer.token).post(`/api/deals/${id}/reopen`)).status).toBe(403);
    const reopened = await api(t, u.venta.token).post(`/api/deals/${id}/reopen`);
    expect(reopened.body).toMatchObject({ status: 'open', close_reason: null, closed_at: null });

    const patched = await api(t, u.venta.token).patch(`/api/deals/${id}`, { status: 'lost' });
    expect(patched.status).toBe(400);
    expect((await api(t, u.venta.token).patch(`/api/deals/${id}`, { status: 'lost', close_reason: 'Cliente canceló' })).status).toBe(200);
    expect((await api(t, u.viewer.token).get(`/api/deals/${id}`)).body.deal).toMatchObject({ status: 'lost', close_reason: 'Cliente canceló' });
  });
});

describe('won/lost statistics', () => {
  test('win rate and lost reasons by advisor, mode and lane; admins only on both APIs', async () => {
    const fresh = await createTestApp();
    try {
      const users = await makeRoleUsers(fresh, { venta: 'Ana' });
      const { pipeline, stages } = await seededPipeline(fresh);
      const ids = await insertDeals(fresh, 3, { pipelineId: pipeline.id, stageIds: [stages[0].id], advisorUserId: users.venta.user.id });
      const fields = (dealId: number, mode: string) => [
        { dealId, key: 'modalidad_carga', label: 'Modalidad', type: 'text' as const, value: mode },
        { dealId, key: 'origen_pto', label: 'Origen', type: 'text' as const, value: 'Shanghai, China' },
        { dealId, key: 'destino_pto', label: 'Destino', type: 'text' as const, value: 'Asunción, Paraguay' },
      ];
      await fresh.ds.getRepository(DealCustomFieldEntity).insert([...fields(ids[0], 'AEREO'), ...fields(ids[1], 'MARITIMO'), ...fields(ids[2], 'MARITIMO')]);
      await gql(fresh, CLOSE, { id: ids[0], input: { outcome: 'won' } }, users.venta.token);
      await gql(fresh, CLOSE, { id: ids[1], input: { outcome: 'lost', reason: 'Precio' } }, users.venta.token);
      await api(fresh, users.venta.token).post(`/api/deals/${ids[2]}/close`, { outcome: 'lost', reason: 'Tiempo de tránsito' });

      expect(codesOf(await gql(fresh, OUTCOMES, {}, users.venta.token))).toEqual(['FORBIDDEN']);
      const s = await gql(fresh, OUTCOMES, {}, users.admin);
      expect(s.errors).toBeUndefined();
      expect(s.data!.outcomeStats).toMatchObject({ won: 1, lost: 2, byAdvisor: [{ key: 'Ana', won: 1, lost: 2 }] });
      expect(s.data!.outcomeStats.winRate).toBeCloseTo(1 / 3);
      expect(s.data!.outcomeStats.byMode).toEqual([
        { key: 'MARITIMO', won: 0, lost: 2 },
        { key: 'AEREO', won: 1, lost: 0 },
      ]);
      expect(s.data!.outcomeStats.byLane[0]).toMatchObject({ key: 'China → Paraguay', lost: 2 });

      expect((await api(fresh, users.venta.token).get('/api/admin/stats/outcomes?days=30')).status).toBe(403);
      expect((await api(fresh, users.admin).get('/api/admin/stats/outcomes?days=31')).status).toBe(400);
      const rest = await api(fresh, users.admin).get('/api/admin/stats/outcomes?days=30');
      expect(rest.body).toMatchObject({ won: 1, lost: 2, lost_reasons: [{ reason: 'Precio', count: 1 }, { reason: 'Tiempo de tránsito', count: 1 }] });
    } finally {
      await fresh.close();
    }
  });
});
