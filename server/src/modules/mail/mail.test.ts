import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { loadMailConfig, type MailConfig } from '../../core/mail-config';
import { ActivityEntity } from '../activities/activity.entity';
import { DealEntity } from '../deals/deal.entity';
import { StageEntity } from '../pipelines/stage.entity';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { type MadeUser, makeContact, makeOrganization, makeRoleUsers, makeUser } from '../../../test/factories';
import { api, codesOf, gql } from '../../../test/http';
import { startSmtpServer, type TestSmtpServer } from '../../../test/smtp-server';
import { In } from 'typeorm';
import { MailAttachmentEntity, MailMessageEntity } from './mail-message.entity';

// Rendering quote PDFs and talking SMTP on a shared 2-core machine.
jest.setTimeout(60_000);

let smtp: TestSmtpServer;
let t: TestApp;
let admin: string;
let venta: MadeUser;
let ops: MadeUser;
let viewer: MadeUser;

const OFFICE = 'operaciones@carga.test';

function mailConfig(over: Partial<MailConfig> = {}): MailConfig {
  return {
    ...loadMailConfig({ SMTP_URL: smtp.url, MAIL_FROM: `Carga SA <${OFFICE}>`, PUBLIC_URL: 'http://crm.test' }),
    retryBaseMs: 1_000,
    timeoutMs: 5_000,
    ...over,
  };
}

beforeAll(async () => {
  smtp = await startSmtpServer({ answer: (m) => (m.parsed.subject?.includes('RECHAZAR') ? { code: 550, message: 'Buzón inexistente' } : null) });
  t = await createTestApp({ mail: mailConfig({ perUserPerHour: 40 }) });
  ({ admin, venta, ops, viewer } = await makeRoleUsers(t, { venta: 'Valeria Venta', ops: 'Osvaldo Ops' }));
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

interface Fixture {
  deal: DealEntity;
  reference: string;
  clientContact: { id: number; email: string };
  otherContact: { id: number; email: string };
  /** A private contact of ops, of the same client. */
  privateContact: { id: number; email: string };
}

let seq = 0;
async function makeFixture(app: TestApp = t): Promise<Fixture> {
  const n = ++seq;
  const owner = app === t ? ops.user.id : (await makeUser(app, { role: 'ops' })).user.id;
  const stage = (await app.ds.getRepository(StageEntity).find({ order: { id: 'ASC' }, take: 1 }))[0];
  const org = await makeOrganization(app, { name: `Importadora Ñandutí ${n}`, email: `compras${n}@nandutí.test`.replace('í', 'i') });
  const clientContact = await makeContact(app, { name: 'Carla Cliente', email: `carla${n}@cliente.test`, orgId: org.id });
  const otherContact = await makeContact(app, { name: 'Bruno Bodega', email: `bruno${n}@cliente.test`, orgId: org.id });
  const privateContact = await makeContact(app, { name: 'Pía Privada', email: `pia${n}@cliente.test`, orgId: org.id, visibility: 'private', ownerUserId: owner });
  const repo = app.ds.getRepository(DealEntity);
  const res = await repo.insert({ title: 'Carga aérea Miami', pipelineId: stage.pipelineId, stageId: stage.id, orgId: org.id, contactId: clientContact.id });
  const id = Number(res.identifiers[0].id);
  const reference = `OP-${String(id).padStart(6, '0')}`;
  await repo.update({ id }, { reference });
  return {
    deal: await repo.findOneByOrFail({ id }),
    reference,
    clientContact: { id: clientContact.id, email: clientContact.email! },
    otherContact: { id: otherContact.id, email: otherContact.email! },
    privateContact: { id: privateContact.id, email: privateContact.email! },
  };
}

async function saveQuote(app: TestApp, dealId: number, reference: string, token: string) {
  const res = await gql(
    app,
    `mutation($dealId: Int!, $input: QuoteInput!) { saveDealQuote(dealId: $dealId, input: $input) { versionNo fileName } }`,
    {
      dealId,
      input: {
        cliente: 'Importadora Ñandutí SA',
        referencia: reference,
        tipoTransporte: 'AEREO',
        items: [{ cantidad: 1, servicio: 'FLETE AEREO', moneda: 'USD', precio: 1234.5, impuesto: 'EXENTA' }],
      },
    },
    token,
  );
  expect(res.errors).toBeUndefined();
  return res.data!.saveDealQuote as { versionNo: number; fileName: string };
}

function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'mail-pdf-'));
  const file = join(dir, 'q.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

const COMPOSER = `query($id: Int!) { dealEmailComposer(dealId: $id) {
  reference smtpConfigured fromName fromAddress recipients { contactId name email source }
  templates { key subject body attachments } attachments { kind available reason } } }`;
const SEND = `mutation($id: Int!, $input: DealEmailInput!) { sendDealEmail(dealId: $id, input: $input) { id status subject to attachments { filename } } }`;

const sentTo = (address: string) => smtp.received.filter((m) => m.envelope.to.includes(address));

describe("an operation's e-mail, end to end through a real SMTP server", () => {
  test('REST 202 → the outbox sends it: subject with the reference, From the office with the user name, Reply-To the user, the quote PDF attached; an email activity lists it', async () => {
    const f = await makeFixture();
    const quote = await saveQuote(t, f.deal.id, f.reference, venta.token);
    const res = await api(t, venta.token).post(`/api/deals/${f.deal.id}/emails`, {
      to: [f.clientContact.email.toUpperCase()],
      cc: [f.otherContact.email],
      subject: 'Presupuesto del flete',
      body: 'Hola Carla:\n\nTe adjunto el presupuesto.\n\nSaludos',
      attachments: ['quote_pdf'],
    });
    expect(res.status).toBe(202);
    expect(res.headers.location).toBe(`/api/emails/${res.body.id}`);
    expect(res.body).toMatchObject({
      status: 'pending',
      subject: `${f.reference} — Presupuesto del flete`,
      to: [f.clientContact.email],
      cc: [f.otherContact.email],
      from: { name: 'Valeria Venta', address: OFFICE },
      reply_to: venta.user.email,
      attachments: [{ kind: 'quote_pdf', filename: quote.fileName, content_type: 'application/pdf', size_bytes: expect.any(Number) }],
    });

    expect(await t.services.mail.dispatcher.runOnce()).toBe(1);
    const [got] = sentTo(f.clientContact.email);
    expect(got).toBeDefined();
    expect(got.envelope.to.sort()).toEqual([f.clientContact.email, f.otherContact.email].sort());
    expect(got.envelope.from).toBe(OFFICE);
    expect(got.parsed.subject).toBe(`${f.reference} — Presupuesto del flete`);
    expect(got.parsed.from?.value).toEqual([{ name: 'Valeria Venta', address: OFFICE }]);
    expect(got.parsed.replyTo?.value).toEqual([{ name: '', address: venta.user.email }]);
    expect(got.parsed.text).toContain('Te adjunto el presupuesto.');
    expect(got.parsed.html).toContain('<p>Te adjunto el presupuesto.</p>');
    expect(got.parsed.attachments).toHaveLength(1);
    const pdf = got.parsed.attachments[0];
    expect(pdf.filename).toBe(quote.fileName);
    expect(pdf.contentType).toBe('application/pdf');
    expect(pdf.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfText(pdf.content)).toContain('FLETE AEREO');

    const status = await api(t, venta.token).get(`/api/emails/${res.body.id}`);
    expect(status.status).toBe(200);
    expect(status.body).toMatchObject({ status: 'sent', status_label: 'Enviado', attempts: 1, sent_at: expect.any(String), activity_id: expect.any(Number) });
    expect(status.body.last_response).toMatch(/^250/);

    const activity = await t.ds.getRepository(ActivityEntity).findOneByOrFail({ id: status.body.activity_id });
    expect(activity).toMatchObject({ type: 'email', subject: `${f.reference} — Presupuesto del flete`, done: true, dealId: f.deal.id, orgId: f.deal.orgId, personId: f.clientContact.id, createdByUserId: venta.user.id });
    expect(activity.notes).toContain(`Para: ${f.clientContact.email}`);
    expect(activity.notes).toContain(`Adjuntos: ${quote.fileName}`);
    // The operation's activity list shows it.
    const list = await api(t, viewer.token).get(`/api/activities?deal_id=${f.deal.id}`);
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body)).toContain(`${f.reference} — Presupuesto del flete`);

    // A second round sends nothing more: one send per message.
    expect(await t.services.mail.dispatcher.runOnce()).toBe(0);
    expect(sentTo(f.clientContact.email)).toHaveLength(1);
  });

  test('GraphQL: the composer offers the client contacts the user can see, templates with the reference; a subject already starting with it is kept', async () => {
    const f = await makeFixture();
    const forVenta = await gql(t, COMPOSER, { id: f.deal.id }, venta.token);
    expect(forVenta.errors).toBeUndefined();
    const c = forVenta.data!.dealEmailComposer;
    expect(c).toMatchObject({ reference: f.reference, smtpConfigured: true, fromName: 'Valeria Venta', fromAddress: OFFICE });
    const emails = c.recipients.map((r: { email: string }) => r.email);
    expect(emails).toEqual(expect.arrayContaining([f.clientContact.email, f.otherContact.email]));
    // The private contact of ops is never offered to venta …
    expect(emails).not.toContain(f.privateContact.email);
    expect(c.recipients[0]).toMatchObject({ contactId: f.clientContact.id, source: 'contact' });
    expect(c.templates.map((x: { key: string }) => x.key)).toEqual(['quote', 'status_report', 'cost_summary', 'invoice', 'receipt', 'statement', 'blank']);
    for (const tpl of c.templates) expect(tpl.subject.startsWith(f.reference)).toBe(true);
    expect(c.attachments).toEqual([
      { kind: 'quote_pdf', available: false, reason: 'La operación no tiene un presupuesto guardado para adjuntar.' },
      { kind: 'status_report', available: true, reason: null },
      { kind: 'cost_summary', available: false, reason: 'La operación no tiene una planilla de costos guardada para el resumen.' },
      { kind: 'statement_pdf', available: true, reason: null },
    ]);
    // … but is to its owner.
    const forOps = await gql(t, COMPOSER, { id: f.deal.id }, ops.token);
    expect(forOps.data!.dealEmailComposer.recipients.map((r: { email: string }) => r.email)).toContain(f.privateContact.email);

    const sent = await gql(t, SEND, { id: f.deal.id, input: { to: [f.otherContact.email], subject: `Re: ${f.reference} — Consulta`, body: 'Texto' } }, ops.token);
    expect(sent.errors).toBeUndefined();
    expect(sent.data!.sendDealEmail).toMatchObject({ status: 'pending', subject: `Re: ${f.reference} — Consulta`, to: [f.otherContact.email], attachments: [] });
    await t.services.mail.dispatcher.runOnce();
    expect(sentTo(f.otherContact.email).map((m) => m.parsed.subject)).toEqual([`Re: ${f.reference} — Consulta`]);
  });

  test('CR/LF in the subject is refused (header injection): 400 / BAD_USER_INPUT, nothing queued', async () => {
    const f = await makeFixture();
    const before = await t.ds.getRepository(MailMessageEntity).count();
    for (const subject of ['Hola\r\nBcc: espia@afuera.test', 'Hola\nBcc: espia@afuera.test', 'Hola\rX-Otro: 1']) {
      const rest = await api(t, venta.token).post(`/api/deals/${f.deal.id}/emails`, { to: [f.clientContact.email], subject, body: 'x' });
      expect(rest.status).toBe(400);
      expect(rest.body).toEqual({ error: 'El asunto no puede tener saltos de línea.' });
      const g = await gql(t, SEND, { id: f.deal.id, input: { to: [f.clientContact.email], subject, body: 'x' } }, venta.token);
      expect(codesOf(g)).toEqual(['BAD_USER_INPUT']);
      expect(g.errors![0].message).toBe('El asunto no puede tener saltos de línea.');
    }
    // A display name or a line break in an address is not an address.
    const named = await api(t, venta.token).post(`/api/deals/${f.deal.id}/emails`, { to: [`Carla <${f.clientContact.email}>`], subject: 'x', body: 'x' });
    expect(named.status).toBe(400);
    const broken = await api(t, venta.token).post(`/api/deals/${f.deal.id}/emails`, { to: [`${f.clientContact.email}\r\nBcc: espia@afuera.test`], subject: 'x', body: 'x' });
    expect(broken.status).toBe(400);
    expect(await t.ds.getRepository(MailMessageEntity).count()).toBe(before);
    expect(smtp.received.some((m) => m.envelope.to.includes('espia@afuera.test'))).toBe(false);
  });

  test('roles: a viewer cannot send nor open the composer (403 / FORBIDDEN); venta and ops can', async () => {
    const f = await makeFixture();
    const rest = await api(t, viewer.token).post(`/api/deals/${f.deal.id}/emails`, { to: [f.clientContact.email], subject: 'x', body: 'x' });
    expect(rest.status).toBe(403);
    expect(codesOf(await gql(t, SEND, { id: f.deal.id, input: { to: [f.clientContact.email], subject: 'x', body: 'x' } }, viewer.token))).toEqual(['FORBIDDEN']);
    expect(codesOf(await gql(t, COMPOSER, { id: f.deal.id }, viewer.token))).toEqual(['FORBIDDEN']);
    expect((await api(t).post(`/api/deals/${f.deal.id}/emails`, { to: [f.clientContact.email], subject: 'x', body: 'x' })).status).toBe(401);
    expect((await api(t, admin).post(`/api/deals/${f.deal.id}/emails`, { to: [f.clientContact.email], subject: 'x', body: 'x' })).status).toBe(202);
    expect((await api(t, venta.token).post(`/api/deals/999999/emails`, { to: [f.clientContact.email], subject: 'x', body: 'x' })).status).toBe(404);
  });

  test("every address comes from records the sender can see: another user's private contact and unknown addresses are refused", async () => {
    const f = await makeFixture();
    const priv = await api(t, venta.token).post(`/api/deals/${f.deal.id}/emails`, { to: [f.clientContact.email], bcc: [f.privateContact.email], subject: 'x', body: 'x' });
    expect(priv.status).toBe(400);
    expect(priv.body.error).toBe(`La dirección ${f.privateContact.email} no está en los contactos, organizaciones ni usuarios que podés ver.`);
    const unknown = await api(t, venta.token).post(`/api/deals/${f.deal.id}/emails`, { to: ['alguien@desconocido.test'], subject: 'x', body: 'x' });
    expect(unknown.status).toBe(400);
    // Its owner may write to it; a colleague (a user) may go in copy; the organization's own address too.
    const own = await api(t, ops.token).post(`/api/deals/${f.deal.id}/emails`, { to: [f.privateContact.email], cc: [venta.user.email, `compras${seq}@nanduti.test`], subject: 'x', body: 'x' });
    expect(own.status).toBe(202);
  });

  test("attachments: 'cost_summary' without a saved cost sheet and 'quote_pdf' without a saved quote are refused (Spanish message); bounded in size", async () => {
    const f = await makeFixture();
    const noSheet = await api(t, venta.token).post(`/api/deals/${f.deal.id}/emails`, { to: [f.clientContact.email], subject: 'x', body: 'x', attachments: ['cost_summary'] });
    expect(noSheet.status).toBe(400);
    expect(noSheet.body.error).toBe('La operación no tiene una planilla de costos guardada para el resumen.');
    const noQuote = await api(t, venta.token).post(`/api/deals/${f.deal.id}/emails`, { to: [f.clientContact.email], subject: 'x', body: 'x', attachments: ['quote_pdf'] });
    expect(noQuote.body).toEqual({ error: 'La operación no tiene un presupuesto guardado para adjuntar.' });
    const bad = await api(t, venta.token).post(`/api/deals/${f.deal.id}/emails`, { to: [f.clientContact.email], subject: 'x', body: 'x', attachments: ['/etc/passwd'] });
    expect(bad.status).toBe(400);

    const small = await createTestApp({ mail: mailConfig({ maxAttachmentBytes: 1_000 }) });
    try {
      const g = await makeFixture(small);
      const user = await makeUser(small, { role: 'venta' });
      await saveQuote(small, g.deal.id, g.reference, user.token);
      const big = await api(small, user.token).post(`/api/deals/${g.deal.id}/emails`, { to: [g.clientContact.email], subject: 'x', body: 'x', attachments: ['quote_pdf'] });
      expect(big.status).toBe(400);
      expect(big.body.error).toMatch(/^Los adjuntos superan el máximo de/);
      expect(await small.storedKeys()).toEqual([]);
    } finally {
      await small.close();
    }
  });

  test('rate-limited per user: past MAIL_PER_USER_PER_HOUR the next one is 429', async () => {
    const limited = await createTestApp({ mail: mailConfig({ perUserPerHour: 3 }) });
    try {
      const f = await makeFixture(limited);
      const user = await makeUser(limited, { role: 'ops' });
      const other = await makeUser(limited, { role: 'ops' });
      const send = (token: string) => api(limited, token).post(`/api/deals/${f.deal.id}/emails`, { to: [f.clientContact.email], subject: 'x', body: 'x' });
      expect([(await send(user.token)).status, (await send(user.token)).status, (await send(user.token)).status]).toEqual([202, 202, 202]);
      const over = await send(user.token);
      expect(over.status).toBe(429);
      expect(over.body).toEqual({ error: 'Enviaste demasiados correos en la última hora. Probá de nuevo más tarde.' });
      expect((await send(other.token)).status).toBe(202);
    } finally {
      await limited.close();
    }
  });
});

describe('the outbox: retries with backoff while the SMTP server is down, then sends once', () => {
  test('connection refused → pending with the error and a later attempt; a 5xx answer → failed with the answer', async () => {
    const f = await makeFixture();
    // What earlier tests queued leaves first.
    await t.services.mail.dispatcher.runOnce();
    await smtp.stop();
    let id: number;
    try {
      const res = await api(t, venta.token).post(`/api/deals/${f.deal.id}/emails`, { to: [f.clientContact.email], subject: 'Reintento', body: 'x' });
      id = res.body.id;
      const t0 = Date.now();
      expect(await t.services.mail.dispatcher.runOnce(() => t0)).toBe(1);
      const first = await api(t, venta.token).get(`/api/emails/${id}`);
      expect(first.body).toMatchObject({ status: 'pending', attempts: 1, sent_at: null, activity_id: null });
      expect(first.body.last_response).toMatch(/ECONNREFUSED/);
      const row = await t.ds.getRepository(MailMessageEntity).findOneByOrFail({ id });
      // Backoff: retryBaseMs (1 s) ± 20 %.
      expect(Number(row.nextAttemptAtMs) - t0).toBeGreaterThanOrEqual(800);
      expect(Number(row.nextAttemptAtMs) - t0).toBeLessThanOrEqual(1200);
      // Not due yet: nothing attempted.
      expect(await t.services.mail.dispatcher.runOnce(() => t0 + 100)).toBe(0);
      // Due again, still down: the second wait doubles.
      expect(await t.services.mail.dispatcher.runOnce(() => t0 + 2_000)).toBe(1);
      const again = await t.ds.getRepository(MailMessageEntity).findOneByOrFail({ id });
      expect(again.attempts).toBe(2);
      expect(Number(again.nextAttemptAtMs) - (t0 + 2_000)).toBeGreaterThanOrEqual(1_600);
    } finally {
      await smtp.start();
    }
    expect(await t.services.mail.dispatcher.runOnce(() => Date.now() + 10_000)).toBe(1);
    expect(sentTo(f.clientContact.email).map((m) => m.parsed.subject)).toEqual([`${f.reference} — Reintento`]);
    expect((await api(t, venta.token).get(`/api/emails/${id!}`)).body).toMatchObject({ status: 'sent', attempts: 3 });

    const refused = await api(t, venta.token).post(`/api/deals/${f.deal.id}/emails`, { to: [f.clientContact.email], subject: 'RECHAZAR', body: 'x' });
    await t.services.mail.dispatcher.runOnce();
    const failed = await api(t, venta.token).get(`/api/emails/${refused.body.id}`);
    expect(failed.body).toMatchObject({ status: 'failed', status_label: 'No se pudo enviar', attempts: 1, activity_id: null });
    expect(failed.body.last_response).toMatch(/^550 Buzón inexistente/);
  });
});

describe('without SMTP: the composer says so and offers copy / .eml instead of failing', () => {
  test('smtpConfigured false, sending is a 409 with the way out, the .eml carries the same message', async () => {
    const none = await createTestApp({ mail: loadMailConfig({ MAIL_FROM: `Carga SA <${OFFICE}>` }) });
    try {
      const f = await makeFixture(none);
      const user = await makeUser(none, { role: 'venta', name: 'Vera Venta' });
      await saveQuote(none, f.deal.id, f.reference, user.token);
      const c = await gql(none, COMPOSER, { id: f.deal.id }, user.token);
      expect(c.data!.dealEmailComposer).toMatchObject({ smtpConfigured: false });
      const send = await api(none, user.token).post(`/api/deals/${f.deal.id}/emails`, { to: [f.clientContact.email], subject: 'x', body: 'x' });
      expect(send.status).toBe(409);
      expect(send.body.error).toBe('No hay un servidor de correo configurado: usá «Copiar» o «Descargar .eml» y envialo desde tu correo.');
      const draft = await gql(
        none,
        `mutation($id: Int!, $input: DealEmailInput!) { draftDealEmail(dealId: $id, input: $input) { fileName subject emlBase64 } }`,
        { id: f.deal.id, input: { to: [f.clientContact.email], subject: 'Presupuesto', body: 'Adjunto.', attachments: ['quote_pdf'] } },
        user.token,
      );
      expect(draft.errors).toBeUndefined();
      expect(draft.data!.draftDealEmail).toMatchObject({ fileName: `${f.reference}.eml`, subject: `${f.reference} — Presupuesto` });
      const parsed = await simpleParser(Buffer.from(draft.data!.draftDealEmail.emlBase64, 'base64'));
      expect(parsed.subject).toBe(`${f.reference} — Presupuesto`);
      expect(parsed.from?.value).toEqual([{ name: 'Vera Venta', address: OFFICE }]);
      expect(parsed.attachments[0].content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const rest = await api(none, user.token).post(`/api/deals/${f.deal.id}/emails/eml`, { to: [f.clientContact.email], subject: 'x', body: 'x' });
      expect(rest.status).toBe(200);
      expect(rest.headers['content-type']).toMatch(/^message\/rfc822/);
      expect(rest.headers['content-disposition']).toBe(`attachment; filename="${f.reference}.eml"`);
      expect(await none.ds.getRepository(MailMessageEntity).count()).toBe(0);
    } finally {
      await none.close();
    }
  });
});

describe('retention: old messages leave the outbox, what was not sent stays', () => {
  test('sent ones past MAIL_RETENTION_DAYS go with their attachments (the activity stays); failed ones after 4×; pending ones never', async () => {
    const f = await makeFixture();
    await t.services.mail.dispatcher.runOnce();
    await saveQuote(t, f.deal.id, f.reference, venta.token);
    const queue = (subject: string, attachments: string[] = []) =>
      api(t, venta.token).post(`/api/deals/${f.deal.id}/emails`, { to: [f.clientContact.email], subject, body: 'x', attachments }).expect(202);
    const sent = (await queue('Presupuesto', ['quote_pdf'])).body;
    const failed = (await queue('RECHAZAR esta')).body;
    expect(await t.services.mail.dispatcher.runOnce()).toBe(2);
    const repo = t.ds.getRepository(MailMessageEntity);
    expect((await repo.findOneByOrFail({ id: sent.id })).status).toBe('sent');
    expect((await repo.findOneByOrFail({ id: failed.id })).status).toBe('failed');
    // Queued and not sent yet (its next attempt far ahead, as after many retries).
    const pending = (await queue('En cola')).body;
    await repo.update({ id: pending.id }, { nextAttemptAtMs: String(Date.now() + 10 * 365 * 86_400_000) });
    const { storageKey } = await t.ds.getRepository(MailAttachmentEntity).findOneByOrFail({ messageId: sent.id });
    expect(await t.storedKeys()).toContain(storageKey);
    const activityId = (await repo.findOneByOrFail({ id: sent.id })).activityId!;

    const days = t.services.mail.config.retentionDays;
    expect(days).toBe(180);
    const ours = async () => (await repo.findBy({ id: In([sent.id, failed.id, pending.id]) })).map((m) => m.id).sort((a, b) => a - b);
    const DAY = 86_400_000;
    const dispatcher = t.services.mail.dispatcher;
    await dispatcher.prune(Date.now() + (days - 1) * DAY);
    expect(await ours()).toEqual([sent.id, failed.id, pending.id]);

    await dispatcher.prune(Date.now() + (days + 1) * DAY);
    expect(await ours()).toEqual([failed.id, pending.id]);
    expect(await t.ds.getRepository(MailAttachmentEntity).countBy({ messageId: sent.id })).toBe(0);
    expect(await t.storedKeys()).not.toContain(storageKey);
    expect((await api(t, venta.token).get(`/api/emails/${sent.id}`)).status).toBe(404);
    // The operation keeps the record of what was sent.
    expect(await t.ds.getRepository(ActivityEntity).findOneByOrFail({ id: activityId })).toMatchObject({ type: 'email', dealId: f.deal.id });

    await dispatcher.prune(Date.now() + (4 * days - 1) * DAY);
    expect(await ours()).toEqual([failed.id, pending.id]);
    await dispatcher.prune(Date.now() + (4 * days + 1) * DAY);
    expect(await ours()).toEqual([pending.id]);
    await dispatcher.prune(Date.now() + 100 * days * DAY);
    expect(await ours()).toEqual([pending.id]);
  });

  test('MAIL_RETENTION_DAYS is read from the environment: a whole number of days, 1 or more', () => {
    expect(loadMailConfig({ MAIL_RETENTION_DAYS: '30' }).retentionDays).toBe(30);
    expect(() => loadMailConfig({ MAIL_RETENTION_DAYS: '0' })).toThrow('MAIL_RETENTION_DAYS debe ser un número entero (1 o más).');
  });
});
