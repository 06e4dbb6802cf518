import { loadMailConfig } from '../../core/mail-config';
import { DealEntity } from '../deals/deal.entity';
import { ParamValueEntity } from '../params/param-value.entity';
import { StageEntity } from '../pipelines/stage.entity';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { makeContact, makeOrganization, makeRoleUsers, makeUser, type RoleUsers } from '../../../test/factories';
import { api, codesOf, gql } from '../../../test/http';
import { QuoteStatusEntity } from './quote-status.entity';

// Rendering the quote PDF of the e-mail on a shared 2-core machine.
jest.setTimeout(60_000);

let t: TestApp;
let u: RoleUsers;

beforeAll(async () => {
  // An SMTP address that is never dialled here: messages only queue (the dispatcher is not started in tests).
  t = await createTestApp({ mail: { ...loadMailConfig({ SMTP_URL: 'smtp://127.0.0.1:9', MAIL_FROM: 'Carga SA <operaciones@carga.test>' }), dispatch: false } });
  u = await makeRoleUsers(t, { venta: 'Valeria Venta', ops: 'Osvaldo Ops' });
});
afterAll(() => t.close());

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Asuncion' }).format(new Date());
const daysAgo = (n: number) => new Date(Date.parse(`${today()}T12:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

async function makeDeal(advisorUserId: number | null = null) {
  const stages = await t.ds.getRepository(StageEntity).find({ order: { pipelineId: 'ASC', orderIndex: 'ASC' } });
  const first = stages[0];
  const org = await makeOrganization(t, { name: `Cliente ${Math.random().toString(36).slice(2, 7)}` });
  const contact = await makeContact(t, { name: 'Carla Cliente', email: `carla.${org.id}@cliente.test`, orgId: org.id });
  const repo = t.ds.getRepository(DealEntity);
  const res = await repo.insert({ title: 'Flete con presupuesto', pipelineId: first.pipelineId, stageId: first.id, orgId: org.id, contactId: contact.id, advisorUserId });
  const id = Number(res.identifiers[0].id);
  await repo.update({ id }, { reference: `OP-${String(id).padStart(6, '0')}` });
  return { id, orgId: org.id, contactEmail: contact.email!, stages: stages.filter((s) => s.pipelineId === first.pipelineId) };
}

async function saveQuote(dealId: number, over: Record<string, unknown> = {}) {
  const res = await gql(
    t,
    `mutation($dealId: Int!, $input: QuoteInput!) { saveDealQuote(dealId: $dealId, input: $input) { versionNo lifecycle { status displayStatus validUntil } } }`,
    { dealId, input: { cliente: 'Cliente SA', fecha: today(), validezOferta: '15 DIAS', items: [{ cantidad: 1, servicio: 'FLETE', moneda: 'USD', precio: 100, impuesto: 'EXENTA' }], ...over } },
    u.venta.token,
  );
  expect(res.errors).toBeUndefined();
  return res.data!.saveDealQuote as { versionNo: number; lifecycle: { status: string; displayStatus: string; validUntil: string | null } };
}

const SET = `mutation($input: QuoteStatusInput!) { setQuoteStatus(input: $input) { lifecycle { versionNo status displayStatus label sentAt answeredAt reason targets } budgetConfirmed budgetMessage stageName } }`;
const DEAL = `query($id: Int!) { deal(id: $id) { stageName quoteStatus { versionNo status displayStatus label validUntil } } }`;

describe('quote lifecycle', () => {
  test('a saved version is a borrador valid until its date + validity; past it, still open, it reads vencida on the operation', async () => {
    const d = await makeDeal();
    const v1 = await saveQuote(d.id);
    expect(v1.lifecycle).toEqual({ status: 'borrador', displayStatus: 'borrador', validUntil: daysAgo(-15) });
    const old = await saveQuote(d.id, { fecha: daysAgo(30), validezOferta: '7 días' });
    expect(old.lifecycle).toMatchObject({ status: 'borrador', displayStatus: 'vencida' });
    const deal = await gql(t, DEAL, { id: d.id }, u.viewer.token);
    expect(deal.data!.deal.quoteStatus).toEqual({ versionNo: 2, status: 'borrador', displayStatus: 'vencida', label: 'Vencida', validUntil: daysAgo(23) });
    // Sent late it stays vencida; once answered it is what the client answered.
    await api(t, u.ops.token).post(`/api/deals/${d.id}/quote/status`, { status: 'enviada' }).expect(200);
    expect((await gql(t, DEAL, { id: d.id }, u.viewer.token)).data!.deal.quoteStatus.displayStatus).toBe('vencida');
    await api(t, u.ops.token).post(`/api/deals/${d.id}/quote/status`, { status: 'rechazada', reason: 'Precio' }).expect(200);
    expect((await gql(t, DEAL, { id: d.id }, u.viewer.token)).data!.deal.quoteStatus).toMatchObject({ status: 'rechazada', displayStatus: 'rechazada' });
  });

  test("the kanban card carries the open latest quote's last valid day (its amber 'vencida' mark); answered or superseded by a valid one it changes, in the board read after", async () => {
    const d = await makeDeal();
    const BOARD = `query($p: Int) { board(pipelineId: $p, first: 100) { columns { cards { edges { node { id quoteOpenUntil } } } } } }`;
    const cardOf = async () => {
      const res = await gql(t, BOARD, { p: d.stages[0].pipelineId }, u.ops.token);
      expect(res.errors).toBeUndefined();
      const nodes = (res.data!.board.columns as Array<{ cards: { edges: Array<{ node: { id: number; quoteOpenUntil: string | null } }> } }>).flatMap((c) => c.cards.edges.map((e) => e.node));
      return nodes.find((n) => n.id === d.id)!;
    };
    expect(await cardOf()).toEqual({ id: d.id, quoteOpenUntil: null });
    await saveQuote(d.id, { fecha: daysAgo(30), validezOferta: '7 días' });
    expect((await cardOf()).quoteOpenUntil).toBe(daysAgo(23));
    // Sent, still open: the same day; the operation's updated_at is not touched by the column.
    const before = await t.ds.getRepository(DealEntity).findOneByOrFail({ id: d.id });
    await api(t, u.ops.token).post(`/api/deals/${d.id}/quote/status`, { status: 'enviada' }).expect(200);
    expect((await cardOf()).quoteOpenUntil).toBe(daysAgo(23));
    expect((await t.ds.getRepository(DealEntity).findOneByOrFail({ id: d.id })).updatedAt).toEqual(before.updatedAt);
    // Accepted: no mark.
    await api(t, u.ops.token).post(`/api/deals/${d.id}/quote/status`, { status: 'aceptada' }).expect(200);
    expect((await cardOf()).quoteOpenUntil).toBeNull();
    // A new version (a borrador) is the latest: its validity counts; an unreadable validity never expires.
    await saveQuote(d.id, { fecha: today(), validezOferta: '15 DIAS' });
    expect((await cardOf()).quoteOpenUntil).toBe(daysAgo(-15));
    await saveQuote(d.id, { validezOferta: 'a convenir' });
    expect((await cardOf()).quoteOpenUntil).toBeNull();
  });

  test('transitions: enviada (REST), then aceptada moves the stage per the parameter and confirms the budget when asked; no way back to borrador', async () => {
    const d = await makeDeal();
    await saveQuote(d.id);
    const sent = await api(t, u.venta.token).post(`/api/deals/${d.id}/quote/status`, { version: 1, status: 'enviada' });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ version: 1, status: 'enviada', label: 'Enviada', sent_at: expect.any(String), answered_at: null, targets: ['aceptada', 'rechazada'], budget_confirmed: false, stage_name: null });

    const target = d.stages[2];
    await t.ds.getRepository(ParamValueEntity).insert({ key: 'etapa_presupuesto_aceptado', value: target.name, ord: 10, active: true });
    try {
      // A cost sheet to confirm: the budget is the operation's current revision.
      const sheet = await gql(
        t,
        `mutation($dealId: Int!, $input: CostSheetInput!) { saveCostSheet(dealId: $dealId, version: 0, input: $input) { version } }`,
        { dealId: d.id, input: { header: { pesoKg: 100, gsRate: 5000 }, compraRows: [], ventaRows: [{ id: 'v1', concepto: 'FLETE', total: 100, lockPerKg: false }], locRows: [], locCliRows: [], segCostoRows: [], segVentaRows: [] } },
        u.venta.token,
      );
      expect(sheet.errors).toBeUndefined();
      const accepted = await gql(t, SET, { input: { dealId: d.id, status: 'aceptada', confirmBudget: true } }, u.venta.token);
      expect(accepted.errors).toBeUndefined();
      expect(accepted.data!.setQuoteStatus).toMatchObject({ lifecycle: { versionNo: 1, status: 'aceptada', answeredAt: expect.any(String) }, budgetConfirmed: true, budgetMessage: null, stageName: target.name });
      const deal = await t.ds.getRepository(DealEntity).findOneByOrFail({ id: d.id });
      expect(deal.stageId).toBe(target.id);
      const budget = await gql(t, `query($id: Int!) { costSheet(dealId: $id) { budgetStatus } }`, { id: d.id }, u.viewer.token);
      expect(budget.data!.costSheet.budgetStatus).toBe('confirmado');

      // Accepting again after a correction never moves the operation backwards.
      await api(t, u.venta.token).post(`/api/deals/${d.id}/quote/status`, { status: 'enviada' }).expect(200);
      await t.ds.getRepository(DealEntity).update({ id: d.id }, { stageId: d.stages[3].id });
      const again = await api(t, u.venta.token).post(`/api/deals/${d.id}/quote/status`, { status: 'aceptada' });
      expect(again.body.stage_name).toBeNull();
      expect((await t.ds.getRepository(DealEntity).findOneByOrFail({ id: d.id })).stageId).toBe(d.stages[3].id);
    } finally {
      await t.ds.getRepository(ParamValueEntity).delete({ key: 'etapa_presupuesto_aceptado' });
    }

    const back = await api(t, u.venta.token).post(`/api/deals/${d.id}/quote/status`, { status: 'borrador' });
    expect(back.status).toBe(409);
    expect(back.body).toEqual({ error: 'Una versión aceptada no puede pasar a borrador.' });
    expect(codesOf(await gql(t, SET, { input: { dealId: d.id, status: 'aceptada' } }, u.venta.token))).toEqual(['INVALID_TRANSITION']);
  });

  test('rechazada needs a reason of the won/lost list (Otro with its text); the accepted budget is refused to a role that may not confirm, the quote stays accepted', async () => {
    const d = await makeDeal();
    await saveQuote(d.id);
    const none = await api(t, u.ops.token).post(`/api/deals/${d.id}/quote/status`, { status: 'rechazada' });
    expect(none.status).toBe(400);
    expect(none.body).toEqual({ error: 'Elegí el motivo del rechazo.' });
    const unknown = await api(t, u.ops.token).post(`/api/deals/${d.id}/quote/status`, { status: 'rechazada', reason: 'Caprichos' });
    expect(unknown.body).toEqual({ error: 'Motivo de cierre desconocido: elegí uno de la lista.' });
    const other = await api(t, u.ops.token).post(`/api/deals/${d.id}/quote/status`, { status: 'rechazada', reason: 'Otro' });
    expect(other.body).toEqual({ error: "Con el motivo 'Otro' escribí el detalle." });
    const withReasonWhenSent = await api(t, u.ops.token).post(`/api/deals/${d.id}/quote/status`, { status: 'enviada', reason: 'Precio' });
    expect(withReasonWhenSent.body).toEqual({ error: 'El motivo va solo con un presupuesto rechazado.' });
    const ok = await gql(t, SET, { input: { dealId: d.id, status: 'rechazada', reason: 'Tiempo de tránsito' } }, u.ops.token);
    expect(ok.data!.setQuoteStatus.lifecycle).toMatchObject({ status: 'rechazada', reason: 'Tiempo de tránsito', targets: ['enviada', 'aceptada'] });

    const accepted = await gql(t, SET, { input: { dealId: d.id, status: 'aceptada', confirmBudget: true } }, u.ops.token);
    expect(accepted.data!.setQuoteStatus).toMatchObject({ lifecycle: { status: 'aceptada', reason: null }, budgetConfirmed: false, budgetMessage: 'Tu rol no puede confirmar el presupuesto: pedíselo a un administrador.' });
    const bad = await api(t, u.ops.token).post(`/api/deals/${d.id}/quote/status`, { status: 'ganada' });
    expect(bad.status).toBe(400);
  });

  test('roles: viewer and finanzas refused (403 / FORBIDDEN); unknown operation or version → 404; an operation without a quote → 404', async () => {
    const d = await makeDeal();
    const finanzas = await makeUser(t, { role: 'finanzas' });
    const noQuote = await api(t, u.venta.token).post(`/api/deals/${d.id}/quote/status`, { status: 'enviada' });
    expect(noQuote.status).toBe(404);
    expect(noQuote.body).toEqual({ error: 'La operación no tiene un presupuesto guardado.' });
    await saveQuote(d.id);
    for (const token of [u.viewer.token, finanzas.token]) {
      expect((await api(t, token).post(`/api/deals/${d.id}/quote/status`, { status: 'enviada' })).status).toBe(403);
      expect(codesOf(await gql(t, SET, { input: { dealId: d.id, status: 'enviada' } }, token))).toEqual(['FORBIDDEN']);
    }
    expect((await api(t, u.venta.token).post(`/api/deals/999999/quote/status`, { status: 'enviada' })).status).toBe(404);
    expect((await api(t, u.venta.token).post(`/api/deals/${d.id}/quote/status`, { status: 'enviada', version: 7 })).body).toEqual({ error: 'Esa versión del presupuesto no existe.' });
    expect((await api(t).post(`/api/deals/${d.id}/quote/status`, { status: 'enviada' })).status).toBe(401);
    expect(await t.ds.getRepository(QuoteStatusEntity).countBy({ dealId: d.id })).toBe(0);
  });

  test("e-mailed with its PDF the latest version becomes 'enviada' in the mail's transaction; the statistics count sent → accepted per advisor and month", async () => {
    const advisor = await makeUser(t, { role: 'venta', name: 'Ana Asesora' });
    const d = await makeDeal(advisor.user.id);
    await saveQuote(d.id);
    await saveQuote(d.id);
    const mail = await api(t, u.venta.token).post(`/api/deals/${d.id}/emails`, { to: d.contactEmail, subject: 'Presupuesto', body: 'Adjunto.', attachments: ['quote_pdf'] });
    expect(mail.status).toBe(202);
    const rows = await t.ds.getRepository(QuoteStatusEntity).findBy({ dealId: d.id });
    expect(rows.map((r) => r.status)).toEqual(['enviada']);
    expect((await gql(t, DEAL, { id: d.id }, u.viewer.token)).data!.deal.quoteStatus).toMatchObject({ versionNo: 2, status: 'enviada' });
    // A second mail of the same version keeps its first sending.
    const first = rows[0].sentAt!.getTime();
    await api(t, u.venta.token).post(`/api/deals/${d.id}/emails`, { to: d.contactEmail, subject: 'Presupuesto', body: 'De nuevo.', attachments: ['quote_pdf'] }).expect(202);
    expect((await t.ds.getRepository(QuoteStatusEntity).findOneByOrFail({ dealId: d.id })).sentAt!.getTime()).toBe(first);

    const d2 = await makeDeal(advisor.user.id);
    await saveQuote(d2.id);
    await api(t, u.venta.token).post(`/api/deals/${d2.id}/quote/status`, { status: 'enviada' }).expect(200);
    await api(t, u.venta.token).post(`/api/deals/${d2.id}/quote/status`, { status: 'aceptada' }).expect(200);

    const month = today().slice(0, 7);
    const funnel = await gql(t, `query($from: String!, $to: String!) { quoteFunnel(from: $from, to: $to) { advisorUserId advisorName month sent accepted rejected } }`, { from: daysAgo(40), to: today() }, u.viewer.token);
    expect(funnel.errors).toBeUndefined();
    expect(funnel.data!.quoteFunnel).toContainEqual({ advisorUserId: advisor.user.id, advisorName: 'Ana Asesora', month, sent: 2, accepted: 1, rejected: 0 });
    const rest = await api(t, u.viewer.token).get(`/api/quotes/funnel?from=${daysAgo(40)}&to=${today()}`);
    expect(rest.body).toContainEqual({ advisor_user_id: advisor.user.id, advisor_name: 'Ana Asesora', month, sent: 2, accepted: 1, rejected: 0 });
    expect((await api(t, u.viewer.token).get('/api/quotes/funnel?from=ayer&to=hoy')).status).toBe(400);
  });

  test("the funnel's period is the office's days (America/Asuncion): a quote sent at 23:30 in Paraguay (02:30 UTC of the next day) counts on its office day, not the UTC one", async () => {
    const advisor = await makeUser(t, { role: 'venta', name: 'Berta Borde' });
    const d = await makeDeal(advisor.user.id);
    await saveQuote(d.id);
    await api(t, u.venta.token).post(`/api/deals/${d.id}/quote/status`, { status: 'enviada' }).expect(200);
    // 2026-10-31 23:30 in Paraguay (UTC−3): 2026-11-01 02:30 UTC.
    await t.ds.getRepository(QuoteStatusEntity).update({ dealId: d.id }, { sentAt: new Date('2026-11-01T02:30:00Z') });
    const rowsOf = async (from: string, to: string) =>
      ((await api(t, u.viewer.token).get(`/api/quotes/funnel?from=${from}&to=${to}`)).body as Array<{ advisor_user_id: number; month: string; sent: number }>).filter((r) => r.advisor_user_id === advisor.user.id);
    expect(await rowsOf('2026-10-31', '2026-10-31')).toEqual([expect.objectContaining({ month: '2026-10', sent: 1 })]);
    expect(await rowsOf('2026-11-01', '2026-11-01')).toEqual([]);
  });
});
