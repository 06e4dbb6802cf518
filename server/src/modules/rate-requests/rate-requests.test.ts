import { USD_PYG } from '@crm/domain';
import { loadMailConfig } from '../../core/mail-config';
import { ActivityEntity } from '../activities/activity.entity';
import { DealEntity } from '../deals/deal.entity';
import { ExchangeRateEntity } from '../exchange-rates/exchange-rate.entity';
import { insertDealWithFields, insertOrg, seededPipeline } from '../../../test/deals-fixtures';
import { makeContact, makeRoleUsers, makeUser, type RoleUsers } from '../../../test/factories';
import { api, codesOf, gql } from '../../../test/http';
import { startSmtpServer, type TestSmtpServer } from '../../../test/smtp-server';
import { createTestApp, type TestApp } from '../../../test/test-app';

jest.setTimeout(60_000);

let smtp: TestSmtpServer;
let t: TestApp;
let u: RoleUsers;
let pipelineId: number;
let stageId: number;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ mail: { ...loadMailConfig({ SMTP_URL: smtp.url, MAIL_FROM: 'Carga SA <operaciones@carga.test>' }), retryBaseMs: 1_000, timeoutMs: 5_000 } });
  u = await makeRoleUsers(t, { venta: 'Valeria Venta', ops: 'Osvaldo Ops' });
  const { pipeline, stages } = await seededPipeline(t);
  pipelineId = pipeline.id;
  stageId = stages[0].id;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

let seq = 0;
async function fixture() {
  const n = ++seq;
  const client = await insertOrg(t, { name: `Cliente ${n} SA` });
  const contact = await makeContact(t, { name: 'Carla', email: `carla${n}@cliente.test`, orgId: client.id });
  const dealId = await insertDealWithFields(t, pipelineId, stageId, {
    modalidad_carga: 'AEREO',
    tipo_operacion: 'IMPORTACION',
    origen_pto: 'Miami (MIA)',
    destino_pto: 'Asunción (ASU)',
    incoterm: 'FCA',
    mercaderia: 'Repuestos',
    cant_bultos: '4',
    unidad_bulto: 'CAJAS',
    peso_bruto: '320,5',
    vol_m3: '1,25',
  });
  await t.ds.getRepository(DealEntity).update({ id: dealId }, { orgId: client.id, contactId: contact.id });
  // Two air providers from Miami (one by its own address, one by its contact), one ocean provider, one private of ops.
  const airOne = await insertOrg(t, { name: `Aéreo Uno ${n}`, email: `tarifas${n}@aereouno.test` });
  const airTwo = await insertOrg(t, { name: `Aéreo Dos ${n}` });
  await makeContact(t, { name: 'Pedro Pricing', email: `pricing${n}@aereodos.test`, orgId: airTwo.id });
  const ocean = await insertOrg(t, { name: `Naviera ${n}`, email: `naviera${n}@mar.test` });
  const hidden = await insertOrg(t, { name: `Privado ${n}`, email: `privado${n}@p.test`, visibility: 'private', ownerUserId: u.ops.user.id });
  const route = (orgId: number, body: Record<string, unknown>, token = u.venta.token) => api(t, token).post(`/api/organizations/${orgId}/routes`, body);
  expect((await route(airOne.id, { mode: 'air', origin: 'Miami', destination: 'Asunción', countries: 'US, PY' })).status).toBe(201);
  expect((await route(airTwo.id, { mode: 'air', origin: 'MIA', destination: 'ASU', notes: 'Consolidado semanal' })).status).toBe(201);
  expect((await route(ocean.id, { mode: 'ocean', origin: 'Miami', destination: 'Asunción' })).status).toBe(201);
  expect((await route(hidden.id, { mode: 'air', origin: 'Miami', destination: 'Asunción' }, u.ops.token)).status).toBe(201);
  return { dealId, airOne, airTwo, ocean, hidden, n };
}

const DRAFT = `query($id: Int!) { rateRequestDraft(dealId: $id) { reference prefill { mode operationType origin destination incoterm goods packages weightKg volumeM3 }
  suggestions { orgId name email score routes { origin destination } } } }`;

describe('freight-rate requests', () => {
  test('the draft pre-fills from the operation and suggests the providers whose routes match (mode, places), never a private one of another user', async () => {
    const f = await fixture();
    const r = await gql(t, DRAFT, { id: f.dealId }, u.venta.token);
    expect(r.errors).toBeUndefined();
    const d = r.data!.rateRequestDraft;
    expect(d.prefill).toEqual({ mode: 'air', operationType: 'IMPORTACION', origin: 'Miami (MIA)', destination: 'Asunción (ASU)', incoterm: 'FCA', goods: 'Repuestos', packages: '4 CAJAS', weightKg: 320.5, volumeM3: 1.25 });
    const names = d.suggestions.map((s: { name: string }) => s.name);
    expect(names).toEqual(expect.arrayContaining([f.airOne.name, f.airTwo.name]));
    expect(names).not.toContain(f.ocean.name);
    expect(names).not.toContain(f.hidden.name);
    expect(d.suggestions.find((s: { orgId: number }) => s.orgId === f.airTwo.id).email).toBe(`pricing${f.n}@aereodos.test`);
    // Its owner sees it suggested.
    const forOps = await gql(t, DRAFT, { id: f.dealId }, u.ops.token);
    expect(forOps.data!.rateRequestDraft.suggestions.map((s: { name: string }) => s.name)).toContain(f.hidden.name);
  });

  test('one e-mail per provider through the real SMTP server (subject with the reference, the cargo in the text); answers recorded; one becomes a purchase row once', async () => {
    const f = await fixture();
    const reference = (await t.ds.getRepository(DealEntity).findOneByOrFail({ id: f.dealId })).reference;
    const sent = await api(t, u.ops.token).post(`/api/deals/${f.dealId}/rate-requests`, {
      provider_org_ids: [f.airOne.id, f.airTwo.id],
      mode: 'air',
      operation_type: 'IMPORTACION',
      origin: 'Miami (MIA)',
      destination: 'Asunción (ASU)',
      incoterm: 'FCA',
      goods: 'Repuestos',
      packages: '4 CAJAS',
      weight_kg: 320.5,
      volume_m3: 1.25,
      notes: 'Carga apilable.',
    });
    expect(sent.status).toBe(202);
    expect(sent.body.map((x: { provider_name: string; sent_to: string }) => [x.provider_name, x.sent_to]).sort()).toEqual(
      [
        [f.airOne.name, `tarifas${f.n}@aereouno.test`],
        [f.airTwo.name, `pricing${f.n}@aereodos.test`],
      ].sort(),
    );
    expect(await t.services.mail.dispatcher.runOnce()).toBe(2);
    for (const to of [`tarifas${f.n}@aereouno.test`, `pricing${f.n}@aereodos.test`]) {
      const got = smtp.received.filter((m) => m.envelope.to.includes(to));
      expect(got).toHaveLength(1);
      expect(got[0].envelope.to).toEqual([to]);
      expect(got[0].parsed.subject).toBe(`${reference} — Solicitud de tarifa aéreo: Miami (MIA) a Asunción (ASU)`);
      for (const s of ['Mercadería: Repuestos', 'Bultos: 4 CAJAS', 'Peso bruto: 320,50 kg', 'Volumen: 1,250 m³', 'Incoterm: FCA', 'Carga apilable.']) expect(got[0].parsed.text).toContain(s);
    }

    // Logged on the operation, never as a mail of the client's contact.
    const activities = await t.ds.getRepository(ActivityEntity).findBy({ dealId: f.dealId, type: 'email' });
    expect(activities.map((a) => a.personId)).toEqual([null, null]);
    const list = await gql(t, `query($id: Int!) { rateRequests(dealId: $id) { id providerName mailStatus summary } }`, { id: f.dealId }, u.viewer.token);
    expect(list.data!.rateRequests.map((x: { mailStatus: string }) => x.mailStatus)).toEqual(['Enviado', 'Enviado']);
    const one = sent.body.find((x: { provider_org_id: number }) => x.provider_org_id === f.airOne.id);

    expect((await api(t, u.ops.token).post(`/api/rate-requests/${one.id}/apply`)).body).toEqual({ error: 'Registrá primero la respuesta con la tarifa.' });
    const answered = await gql(
      t,
      `mutation($i: RateAnswerInput!) { answerRateRequest(input: $i) { rate currency transitDays validUntil summary } }`,
      { i: { id: one.id, rate: 1250, currency: 'USD', transitDays: 5, validUntil: '2026-12-10' } },
      u.ops.token,
    );
    expect(answered.data!.answerRateRequest).toEqual({ rate: 1250, currency: 'USD', transitDays: 5, validUntil: '2026-12-10', summary: '1.250,00 USD · 5 días · válida hasta 10/12/2026' });
    const applied = await api(t, u.ops.token).post(`/api/rate-requests/${one.id}/apply`);
    expect(applied.status).toBe(200);
    expect(applied.body.applied_at).toEqual(expect.any(String));
    const sheet = await gql(t, `query($id: Int!) { costSheet(dealId: $id) { version compraRows { id concepto total } totals { totalCostos } } }`, { id: f.dealId }, u.viewer.token);
    expect(sheet.data!.costSheet.compraRows).toEqual([{ id: `tarifa-${one.id}`, concepto: `FLETE AÉREO (${f.airOne.name})`, total: 1250 }]);
    expect(sheet.data!.costSheet.totals.totalCostos).toBe(1250);
    const twice = await api(t, u.ops.token).post(`/api/rate-requests/${one.id}/apply`);
    expect(twice.status).toBe(409);
    expect(twice.body).toEqual({ error: 'Esa tarifa ya está en la planilla de costos.' });
  });

  test('refusals: a provider without routes or address, a private provider of another user, viewer and finanzas, bad answers', async () => {
    const f = await fixture();
    const plain = await insertOrg(t, { name: `Sin rutas ${f.n}`, email: `sinrutas${f.n}@x.test` });
    const noMail = await insertOrg(t, { name: `Sin email ${f.n}` });
    await api(t, u.venta.token).post(`/api/organizations/${noMail.id}/routes`, { origin: 'Miami', destination: 'Asunción' }).expect(201);
    const send = (ids: number[], token = u.venta.token) => api(t, token).post(`/api/deals/${f.dealId}/rate-requests`, { provider_org_ids: ids, origin: 'Miami', destination: 'Asunción' });
    expect((await send([plain.id])).body).toEqual({ error: `Sin rutas ${f.n} no tiene rutas de proveedor cargadas.` });
    expect((await send([noMail.id])).body).toEqual({ error: `Sin email ${f.n} no tiene email (ni contactos con email que puedas ver): cargalo antes de pedirle tarifa.` });
    expect((await send([f.hidden.id])).status).toBe(404);
    expect((await send([])).status).toBe(400);
    const finanzas = await makeUser(t, { role: 'finanzas' });
    for (const token of [u.viewer.token, finanzas.token]) {
      expect((await send([f.airOne.id], token)).status).toBe(403);
      expect((await api(t, token).post(`/api/organizations/${f.airOne.id}/routes`, { origin: 'A', destination: 'B' })).status).toBe(403);
      expect(codesOf(await gql(t, DRAFT, { id: f.dealId }, token))).toEqual(['FORBIDDEN']);
    }
    // Reading the route sheet is for everyone who sees the provider.
    expect((await api(t, u.viewer.token).get(`/api/organizations/${f.airOne.id}/routes`)).body).toEqual([expect.objectContaining({ mode: 'air', origin: 'Miami', destination: 'Asunción', countries: 'US, PY' })]);
    expect((await api(t, u.venta.token).get(`/api/organizations/${f.hidden.id}/routes`)).status).toBe(404);
    const badMode = await api(t, u.venta.token).post(`/api/organizations/${f.airOne.id}/routes`, { mode: 'teleport', origin: 'A', destination: 'B' });
    expect(badMode.status).toBe(400);

    const [req] = (await send([f.airOne.id])).body;
    const badDate = await api(t, u.venta.token).post(`/api/rate-requests/${req.id}/answer`, { rate: 10, valid_until: '31/02/2026' });
    expect(badDate.body).toEqual({ error: 'La validez es una fecha (AAAA-MM-DD).' });
    expect((await api(t, u.venta.token).post(`/api/rate-requests/${req.id}/answer`, { rate: -1 })).status).toBe(400);
    // Guaraníes are whole; an answer in PYG goes to the USD sheet at the sheet's dated rate, exact to the cent.
    const halfGs = await api(t, u.venta.token).post(`/api/rate-requests/${req.id}/answer`, { rate: 9876543.5, currency: 'PYG' });
    expect([halfGs.status, halfGs.body]).toEqual([400, { error: 'Los guaraníes no llevan decimales: registrá la tarifa en Gs. enteros.' }]);
    await t.ds.getRepository(ExchangeRateEntity).insert({ pair: USD_PYG, rateDate: '2020-01-02', rate: 7500 });
    await api(t, u.venta.token).post(`/api/rate-requests/${req.id}/answer`, { rate: 9876543, currency: 'PYG' }).expect(200);
    const appliedGs = await api(t, u.venta.token).post(`/api/rate-requests/${req.id}/apply`);
    expect(appliedGs.status).toBe(200);
    // The sheet took the rate in force on the operation's date (7.500 of 02/01/2020, named in the concept).
    const gsSheet = await gql(t, `query($id: Int!) { costSheet(dealId: $id) { header { gsRate } compraRows { id concepto total } } }`, { id: f.dealId }, u.viewer.token);
    expect(gsSheet.data!.costSheet.header).toEqual({ gsRate: 7500 });
    // 9.876.543 Gs ÷ 7.500 = 1.316,8724 USD → 1.316,87.
    expect(gsSheet.data!.costSheet.compraRows).toEqual([{ id: `tarifa-${req.id}`, concepto: expect.stringMatching(/^FLETE.*\(Aéreo Uno .*\) · Gs\. 9\.876\.543 a 7\.500 Gs\/USD del 02\/01\/2020$/), total: 1316.87 }]);
    expect((await api(t, u.viewer.token).post(`/api/rate-requests/${req.id}/answer`, { rate: 1 })).status).toBe(403);
    expect((await api(t, u.venta.token).post(`/api/rate-requests/999999/answer`, { rate: 1 })).status).toBe(404);
    // Deleting a route: writers only.
    const routes = (await api(t, u.venta.token).get(`/api/organizations/${f.airOne.id}/routes`)).body;
    expect((await api(t, u.viewer.token).delete(`/api/provider-routes/${routes[0].id}`)).status).toBe(403);
    expect((await api(t, u.venta.token).delete(`/api/provider-routes/${routes[0].id}`)).status).toBe(200);
    expect((await api(t, u.venta.token).get(`/api/organizations/${f.airOne.id}/routes`)).body).toEqual([]);
  });
});
