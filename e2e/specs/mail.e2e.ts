import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startSmtpServer, type TestSmtpServer } from '../../server/test/smtp-server';
import { ADMIN, launch, screenshot, signIn } from '../support/browser';
import { SCREENSHOTS } from '../support/env';
import { startOwnServer, type OwnServer } from '../support/own-server';

/**
 * E-mail from the system in Chromium, against a server of its own wired to a real SMTP server on
 * loopback: 'Enviar correo' on an operation to its client's contact with the quote PDF attached, seen
 * in the SMTP server's inbox and as an activity of the operation; an invitation from Usuarios opened
 * and used to choose a password.
 */
jest.setTimeout(180_000);

let smtp: TestSmtpServer;
let server: OwnServer;
let browser: Browser;
let token: string;

async function api<T = any>(method: string, path: string, body?: object): Promise<T> {
  const res = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json()) as T & { errors?: Array<{ message: string }> };
  if (!res.ok || json.errors) throw new Error(`${method} ${path} → ${res.status} ${JSON.stringify(json)}`);
  return json;
}

async function page(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: server.baseUrl, locale: 'es-PY', viewport: { width: 1366, height: 900 } });
  return { context, page: await context.newPage() };
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startOwnServer({
    name: 'mail',
    env: { SMTP_URL: smtp.url, MAIL_FROM: 'Carga SA <operaciones@carga.test>', MAIL_POLL_MS: '200' },
  });
  browser = await launch();
  token = (await api<{ token: string }>('POST', '/api/auth/login', ADMIN)).token;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

test("'Enviar correo' from the operation to its client's contact with the quote PDF: it reaches the inbox and shows as an activity", async () => {
  const pipelines = await api<Array<{ id: number }>>('GET', '/api/pipelines');
  const stages = await api<Array<{ id: number }>>('GET', `/api/pipelines/${pipelines[0].id}/stages`);
  const deal = await api<{ id: number; reference: string }>('POST', '/api/deals', {
    title: 'Repuestos aéreos Miami',
    pipeline_id: pipelines[0].id,
    stage_id: stages[0].id,
    organization: { name: 'Importadora Ñandutí SA' },
    contact: { name: 'Carla Cliente', email: 'carla@nanduti.test' },
  });
  const saved = await api<{ data: { saveDealQuote: { fileName: string } } }>('POST', '/graphql', {
    query: 'mutation($d: Int!, $i: QuoteInput!) { saveDealQuote(dealId: $d, input: $i) { fileName } }',
    variables: { d: deal.id, i: { cliente: 'Importadora Ñandutí SA', referencia: deal.reference, tipoTransporte: 'AEREO', items: [{ cantidad: 1, servicio: 'FLETE AEREO', moneda: 'USD', precio: 1234.5, impuesto: 'EXENTA' }] } },
  });
  const fileName = saved.data.saveDealQuote.fileName;

  const { context, page: p } = await page();
  await p.goto(`/operations/${deal.id}`);
  await p.waitForURL(/\/login/);
  await signIn(p);
  await p.waitForURL((u) => u.pathname === `/operations/${deal.id}`);
  await p.getByRole('button', { name: 'Enviar correo' }).click();
  const dialog = p.getByRole('dialog', { name: 'Enviar correo' });
  await dialog.getByLabel('Asunto').waitFor();
  // The client's contact, the quote template with the reference, the quote PDF ticked.
  await dialog.getByRole('checkbox', { name: 'Carla Cliente — carla@nanduti.test' }).isChecked().then((v) => expect(v).toBe(true));
  expect(await dialog.getByLabel('Asunto').inputValue()).toBe(`${deal.reference} — Presupuesto: Repuestos aéreos Miami`);
  expect(await dialog.getByRole('checkbox', { name: 'Presupuesto (PDF)' }).isChecked()).toBe(true);
  expect(await dialog.getByLabel('Plantilla').inputValue()).toBe('quote');
  await screenshot(p, 'mail-composer');
  await dialog.screenshot({ path: join(SCREENSHOTS, 'mail-composer-dialog.png') });

  // The sender drops the reference: the server puts it back.
  await dialog.getByLabel('Asunto').fill('Presupuesto del flete');
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await p.getByText(/en cola: sale en unos segundos/).waitFor();
  await dialog.waitFor({ state: 'detached' });

  const [mail] = await smtp.waitFor(1, 30_000);
  expect(mail.envelope.to).toEqual(['carla@nanduti.test']);
  expect(mail.parsed.subject).toBe(`${deal.reference} — Presupuesto del flete`);
  expect(mail.parsed.from?.value[0]).toEqual({ name: 'Administrador', address: 'operaciones@carga.test' });
  expect(mail.parsed.replyTo?.value[0].address).toBe(ADMIN.email);
  expect(mail.parsed.attachments.map((a) => a.filename)).toEqual([fileName]);
  expect(mail.parsed.attachments[0].content.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // The operation lists it as an activity (the sender writes it once the SMTP server took the message).
  const activity = p.getByText(`${deal.reference} — Presupuesto del flete`).first();
  const deadline = Date.now() + 20_000;
  for (;;) {
    await p.reload();
    await p.getByRole('heading', { name: deal.reference }).waitFor();
    if (await activity.isVisible().catch(() => false)) break;
    if (Date.now() > deadline) throw new Error('la actividad del correo no apareció');
    await p.waitForTimeout(500);
  }
  await screenshot(p, 'mail-activity');
  await context.close();
});

test('an invitation from Usuarios: the link lets the new user choose a password and enter; it does not work twice', async () => {
  const { context, page: p } = await page();
  await p.goto('/admin/users');
  await p.waitForURL(/\/login/);
  await signIn(p);
  await p.waitForURL((u) => u.pathname === '/admin/users');
  await p.getByRole('button', { name: /Nuevo usuario/ }).click();
  const dialog = p.getByRole('dialog', { name: 'Nuevo usuario' });
  await dialog.getByLabel('Nombre').fill('Nora Nueva');
  await dialog.getByLabel('Email').fill('nora@carga.test');
  await dialog.getByText('Sin contraseña, le mandamos por correo una invitación para que elija la suya.').waitFor();
  await dialog.getByRole('button', { name: 'Crear' }).click();
  await p.getByText('Usuario creado. Le enviamos a nora@carga.test una invitación para que elija su contraseña.').waitFor();
  await context.close();

  const deadline = Date.now() + 30_000;
  let link: string | undefined;
  while (!link) {
    const mail = smtp.received.find((m) => m.envelope.to.includes('nora@carga.test'));
    link = /http:\/\/[^\s]+\/contrasena\?token=[A-Za-z0-9_-]+/.exec(mail?.parsed.text ?? '')?.[0];
    if (Date.now() > deadline) throw new Error('no llegó la invitación');
    if (!link) await new Promise((r) => setTimeout(r, 200));
  }
  const path = new URL(link).pathname + new URL(link).search;

  const fresh = await page();
  await fresh.page.goto(path);
  await fresh.page.getByRole('heading', { name: 'Elegí tu contraseña para empezar' }).waitFor();
  await fresh.page.getByText('nora@carga.test').waitFor();
  await fresh.page.getByLabel('Contraseña nueva').fill('Clave-de-Nora-1');
  await fresh.page.getByLabel('Repetí la contraseña').fill('Clave-de-Nora-1');
  await screenshot(fresh.page, 'mail-set-password');
  await fresh.page.getByRole('button', { name: 'Guardar e ingresar' }).click();
  await fresh.page.waitForURL((u) => u.pathname === '/');
  await fresh.page.goto(path);
  await fresh.page.getByText('El enlace no es válido o ya venció. Pedí uno nuevo con «¿Olvidaste tu contraseña?».').waitFor();
  await fresh.context.close();
});
