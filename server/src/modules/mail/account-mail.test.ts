import { ACCOUNT_TOKEN_TTL_MS } from '@crm/domain';
import { loadMailConfig } from '../../core/mail-config';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { adminToken, makeUser } from '../../../test/factories';
import { api, codesOf, gql } from '../../../test/http';
import { startSmtpServer, type TestSmtpServer } from '../../../test/smtp-server';
import { SENT_LINK_SCRUBBED } from './mail-dispatcher';
import { MailMessageEntity } from './mail-message.entity';

jest.setTimeout(60_000);

let smtp: TestSmtpServer;
let t: TestApp;
let admin: string;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ mail: { ...loadMailConfig({ SMTP_URL: smtp.url, MAIL_FROM: 'Carga SA <operaciones@carga.test>', PUBLIC_URL: 'http://crm.test' }), timeoutMs: 5_000 } });
  admin = await adminToken(t);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const CREATE_USER = `mutation($input: CreateUserInput!) { createUser(input: $input) { id email } }`;
const LINK = `query($token: String!) { passwordLink(token: $token) { email name kind } }`;
const SET = `mutation($input: SetPasswordWithTokenInput!) { setPasswordWithToken(input: $input) }`;
const FORGOT = `mutation($input: ForgotPasswordInput!) { forgotPassword(input: $input) }`;

/** The one-time link of the last message sent to `address`, as the user clicks it. */
function linkSentTo(address: string): { url: string; token: string } {
  const mine = smtp.received.filter((m) => m.envelope.to.includes(address));
  const text = mine[mine.length - 1]?.parsed.text ?? '';
  const url = /http:\/\/crm\.test\/contrasena\?token=([A-Za-z0-9_-]+)/.exec(text);
  if (!url) throw new Error(`sin enlace en el correo a ${address}: ${text}`);
  return { url: url[0], token: url[1] };
}

const login = (email: string, password: string) => api(t).post('/api/auth/login', { email, password });

describe('invitation: a user created without a password gets a one-time link', () => {
  test('the link names the user, sets the password once, then login works; the link does not work twice; the stored body keeps no link', async () => {
    const created = await gql(t, CREATE_USER, { input: { name: 'Nora Nueva', email: 'nora@carga.test', role: 'venta' } }, admin);
    expect(created.errors).toBeUndefined();
    // Without a password nobody can log in yet.
    expect((await login('nora@carga.test', 'Una-clave-nueva-1')).status).toBe(401);

    expect(await t.services.mail.dispatcher.runOnce()).toBe(1);
    const [mail] = smtp.received.filter((m) => m.envelope.to.includes('nora@carga.test'));
    expect(mail.parsed.subject).toBe('Invitación al CRM de Carga SA');
    expect(mail.parsed.from?.value).toEqual([{ name: 'Carga SA', address: 'operaciones@carga.test' }]);
    expect(mail.parsed.replyTo?.value[0].address).toBe('admin@test.local');
    expect(mail.parsed.text).toContain('Hola, Nora Nueva:');
    expect(mail.parsed.text).toContain('vale 72 horas');
    const { token } = linkSentTo('nora@carga.test');
    expect(mail.parsed.html).toContain(`href="http://crm.test/contrasena?token=${token}"`);

    const stored = await t.ds.getRepository(MailMessageEntity).findOneByOrFail({ kind: 'invite', toAddrs: 'nora@carga.test' });
    expect(stored.status).toBe('sent');
    expect(stored.bodyText).toBe(SENT_LINK_SCRUBBED);
    expect(stored.bodyHtml).toBeNull();

    const link = await gql(t, LINK, { token });
    expect(link.data!.passwordLink).toEqual({ email: 'nora@carga.test', name: 'Nora Nueva', kind: 'invite' });

    const short = await gql(t, SET, { input: { token, password: 'corta' } });
    expect(short.errors![0].message).toBe('La contraseña debe tener al menos 8 caracteres.');
    const set = await gql(t, SET, { input: { token, password: 'Una-clave-nueva-1' } });
    expect(set.errors).toBeUndefined();
    expect(set.data!.setPasswordWithToken).toBe('nora@carga.test');
    const ok = await login('nora@carga.test', 'Una-clave-nueva-1');
    expect(ok.status).toBe(200);
    expect(ok.body.user).toMatchObject({ email: 'nora@carga.test', role: 'venta' });

    const again = await gql(t, SET, { input: { token, password: 'Otra-clave-nueva-2' } });
    expect(codesOf(again)).toEqual(['BAD_USER_INPUT']);
    expect(again.errors![0].message).toBe('El enlace no es válido o ya venció. Pedí uno nuevo con «¿Olvidaste tu contraseña?».');
    expect(codesOf(await gql(t, LINK, { token }))).toEqual(['BAD_USER_INPUT']);
    expect((await login('nora@carga.test', 'Otra-clave-nueva-2')).status).toBe(401);
  });

  test('a user created with a password gets no invitation; an admin may send it again (the older link stops working); others may not', async () => {
    await gql(t, CREATE_USER, { input: { name: 'Con Clave', email: 'conclave@carga.test', password: 'Clave-segura-9' } }, admin);
    const rec = await gql(t, CREATE_USER, { input: { name: 'Reenvío', email: 'reenvio@carga.test' } }, admin);
    await t.services.mail.dispatcher.runOnce();
    expect(smtp.received.some((m) => m.envelope.to.includes('conclave@carga.test'))).toBe(false);
    const first = linkSentTo('reenvio@carga.test');

    const venta = await makeUser(t, { role: 'venta' });
    expect((await api(t, venta.token).post(`/api/users/${rec.data!.createUser.id}/invite`)).status).toBe(403);
    const resent = await api(t, admin).post(`/api/users/${rec.data!.createUser.id}/invite`);
    expect(resent.status).toBe(202);
    await t.services.mail.dispatcher.runOnce();
    const second = linkSentTo('reenvio@carga.test');
    expect(second.token).not.toBe(first.token);
    expect(codesOf(await gql(t, LINK, { token: first.token }))).toEqual(['BAD_USER_INPUT']);
    expect((await gql(t, LINK, { token: second.token })).data!.passwordLink.kind).toBe('invite');
  });

  test('the link expires', async () => {
    await gql(t, CREATE_USER, { input: { name: 'Tardía', email: 'tardia@carga.test' } }, admin);
    await t.services.mail.dispatcher.runOnce();
    const { token } = linkSentTo('tardia@carga.test');
    await expect(t.services.accountMail.checkLink(token, Date.now() + ACCOUNT_TOKEN_TTL_MS.invite + 1_000)).rejects.toMatchObject({ code: 'VALIDATION' });
    await expect(t.services.accountMail.setPassword(token, 'Clave-tardia-1', Date.now() + ACCOUNT_TOKEN_TTL_MS.invite + 1_000)).rejects.toMatchObject({ code: 'VALIDATION' });
    expect((await login('tardia@carga.test', 'Clave-tardia-1')).status).toBe(401);
  });
});

describe("'¿Olvidaste tu contraseña?'", () => {
  test('the same answer for a known and an unknown address; the known one gets a reset link that works once and expires', async () => {
    const user = await makeUser(t, { role: 'ops', email: 'olvido@carga.test', name: 'Olga Olvido' });
    const known = await api(t).post('/api/auth/forgot-password', { email: ' OLVIDO@carga.test ' });
    const unknown = await api(t).post('/api/auth/forgot-password', { email: 'nadie@carga.test' });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(known.body.message).toBe('Si el email corresponde a un usuario activo, te enviamos un enlace para elegir una contraseña nueva. Revisá tu correo.');
    const g = await gql(t, FORGOT, { input: { email: 'nadie2@carga.test' } });
    expect(g.data!.forgotPassword).toBe(known.body.message);

    await t.services.mail.dispatcher.runOnce();
    expect(smtp.received.some((m) => m.envelope.to.includes('nadie@carga.test'))).toBe(false);
    const mail = smtp.received.filter((m) => m.envelope.to.includes('olvido@carga.test'));
    expect(mail).toHaveLength(1);
    expect(mail[0].parsed.subject).toBe('Elegí una contraseña nueva para el CRM de Carga SA');
    expect(mail[0].parsed.text).toContain('vale 1 hora');
    const { token } = linkSentTo('olvido@carga.test');
    await expect(t.services.accountMail.checkLink(token, Date.now() + ACCOUNT_TOKEN_TTL_MS.reset + 1)).rejects.toMatchObject({ code: 'VALIDATION' });

    const set = await api(t).post('/api/auth/set-password', { token, password: 'Nueva-clave-ops-1' });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ ok: true, email: 'olvido@carga.test' });
    expect((await login('olvido@carga.test', 'Nueva-clave-ops-1')).status).toBe(200);
    expect((await login('olvido@carga.test', user.password)).status).toBe(401);
    // The sessions from before the reset end with it.
    expect((await api(t, user.token).get('/api/auth/me')).status).toBe(401);
    const twice = await api(t).post('/api/auth/set-password', { token, password: 'Otra-clave-ops-2' });
    expect(twice.status).toBe(400);
  });

  test('rate-limited the same way for known and unknown addresses', async () => {
    await makeUser(t, { email: 'limite@carga.test' });
    const ask = (email: string) => api(t).post('/api/auth/forgot-password', { email });
    for (const email of ['limite@carga.test', 'nolimite@carga.test']) {
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await ask(email)).status);
      expect(statuses).toEqual([202, 202, 202, 429]);
      expect((await ask(email)).body).toEqual({ error: 'Demasiados pedidos de enlace. Esperá un rato e intentá nuevamente.' });
    }
    await t.services.mail.dispatcher.runOnce();
    expect(smtp.received.filter((m) => m.envelope.to.includes('limite@carga.test'))).toHaveLength(3);
  });

  test('a deactivated user gets no link, and an earlier link stops working', async () => {
    const user = await makeUser(t, { email: 'baja@carga.test' });
    await api(t).post('/api/auth/forgot-password', { email: 'baja@carga.test' });
    await t.services.mail.dispatcher.runOnce();
    const { token } = linkSentTo('baja@carga.test');
    const off = await gql(t, `mutation($id: Int!) { updateUser(id: $id, input: { isActive: false }) { id } }`, { id: user.user.id }, admin);
    expect(off.errors).toBeUndefined();
    expect((await api(t).post('/api/auth/set-password', { token, password: 'Clave-de-baja-1' })).status).toBe(400);
  });
});
