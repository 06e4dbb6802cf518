import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
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
 * and used to choose a password; the status report of an air operation sent to its client's contact;
 * a rate request to two providers whose routes match, one answer passed to the cost sheet.
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
  // E-mailed with its PDF, the quote version reads 'Enviada' on the operation.
  expect(await p.getByTestId('quote-status').textContent()).toBe('Enviada');
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

/** An air operation of a client, with the cargo fields and the air details the status report prints. */
async function airOperation(name: string, contact: { name: string; email: string }) {
  const pipelines = await api<Array<{ id: number }>>('GET', '/api/pipelines');
  const stages = await api<Array<{ id: number }>>('GET', `/api/pipelines/${pipelines[0].id}/stages`);
  const deal = await api<{ id: number; reference: string }>('POST', '/api/deals', {
    title: 'Repuestos urgentes Miami',
    pipeline_id: pipelines[0].id,
    stage_id: stages[0].id,
    organization: { name },
    contact,
  });
  const fields: Array<[string, string, string]> = [
    ['modalidad_carga', 'Tipo de envío', 'AEREO'],
    ['tipo_operacion', 'Tipo de operación', 'IMPORTACION'],
    ['origen_pto', 'Origen', 'Miami (MIA)'],
    ['destino_pto', 'Destino', 'Asunción (ASU)'],
    ['incoterm', 'Incoterm', 'FCA'],
    ['mercaderia', 'Mercadería', 'Repuestos de maquinaria'],
    ['cant_bultos', 'Cantidad de bultos', '4'],
  ];
  for (const [key, label, value] of fields) await api('POST', `/api/deals/${deal.id}/custom-fields`, { key, label, value });
  await api('POST', '/graphql', {
    query: 'mutation($i: SaveShipmentInput!) { saveShipment(input: $i) { mode } }',
    variables: { i: { dealId: deal.id, mode: 'air', air: { airline: 'LATAM Cargo', flight: 'LA1234', mawb: '045-12345675', pieces: 4, grossKg: 320.5, etd: '2026-12-01', transshipmentAirport: 'GRU', eta: '2026-12-03' } } },
  });
  return deal;
}

function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'e2e-status-'));
  writeFileSync(join(dir, 'r.pdf'), pdf);
  writeFileSync(join(SCREENSHOTS, 'mail-status-report.pdf'), pdf);
  return execFileSync('pdftotext', ['-enc', 'UTF-8', join(dir, 'r.pdf'), '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

test("the status report of an air operation: preview, 'Enviar por correo' to its client's contact with the PDF, in the inbox and as an activity", async () => {
  const deal = await airOperation('Distribuidora Guaraní SA', { name: 'Gustavo Guaraní', email: 'gustavo@guarani.test' });
  const { context, page: p } = await page();
  await p.goto(`/operations/${deal.id}`);
  await p.waitForURL(/\/login/);
  await signIn(p);
  await p.waitForURL((u) => u.pathname === `/operations/${deal.id}`);
  await p.getByRole('button', { name: 'Reporte de estado' }).click();
  const preview = p.getByRole('dialog', { name: 'Reporte de estado del embarque' });
  const article = preview.getByRole('article', { name: 'Vista previa del reporte' });
  await article.getByText('STATUS DE EMBARQUE').waitFor();
  for (const s of ['Cliente: Distribuidora Guaraní SA', 'LATAM Cargo', '045-12345675', 'Repuestos de maquinaria', '320,50 kg', '01/12/2026', 'GRU']) await article.getByText(s).first().waitFor();
  await preview.screenshot({ path: join(SCREENSHOTS, 'mail-status-report-preview.png') });
  await preview.getByRole('button', { name: 'Enviar por correo' }).click();

  const dialog = p.getByRole('dialog', { name: 'Enviar correo' });
  await dialog.getByLabel('Asunto').waitFor();
  expect(await dialog.getByLabel('Plantilla').inputValue()).toBe('status_report');
  expect(await dialog.getByLabel('Asunto').inputValue()).toBe(`${deal.reference} — Estado del embarque: Repuestos urgentes Miami`);
  expect(await dialog.getByRole('checkbox', { name: 'Reporte de estado del embarque' }).isChecked()).toBe(true);
  expect(await dialog.getByRole('checkbox', { name: 'Gustavo Guaraní — gustavo@guarani.test' }).isChecked()).toBe(true);
  await dialog.screenshot({ path: join(SCREENSHOTS, 'mail-status-report-composer.png') });
  const before = smtp.received.length;
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await p.getByText(/en cola: sale en unos segundos/).waitFor();

  const mails = await smtp.waitFor(before + 1, 30_000);
  const mail = mails.find((m) => m.envelope.to.includes('gustavo@guarani.test'))!;
  expect(mail.parsed.subject).toBe(`${deal.reference} — Estado del embarque: Repuestos urgentes Miami`);
  expect(mail.parsed.attachments.map((a) => a.filename)).toEqual([`STATUS ${deal.reference}.pdf`]);
  const text = pdfText(mail.parsed.attachments[0].content);
  for (const s of ['STATUS DE EMBARQUE', 'Distribuidora Guaraní SA', deal.reference, 'LATAM Cargo', '045-12345675', 'Repuestos de maquinaria']) expect(text).toContain(s);

  const activity = p.getByText(`${deal.reference} — Estado del embarque: Repuestos urgentes Miami`).first();
  const deadline = Date.now() + 20_000;
  for (;;) {
    await p.reload();
    await p.getByRole('heading', { name: deal.reference }).waitFor();
    if (await activity.isVisible().catch(() => false)) break;
    if (Date.now() > deadline) throw new Error('la actividad del reporte no apareció');
    await p.waitForTimeout(500);
  }
  await screenshot(p, 'mail-status-report-activity');
  await context.close();
});

test("'Solicitar tarifa' to two providers whose routes match: one e-mail each; an answer passes to the cost sheet", async () => {
  const deal = await airOperation('Ferretería Central SA', { name: 'Fernando Central', email: 'fernando@central.test' });
  const providers: Array<{ id: number; email: string }> = [];
  for (const [name, email] of [
    ['Aerocarga Uno SA', 'tarifas@aerouno.test'],
    ['Cargo Express Dos SA', 'pricing@express2.test'],
  ]) {
    const org = await api<{ id: number }>('POST', '/api/organizations', { name, email });
    await api('POST', `/api/organizations/${org.id}/routes`, { mode: 'air', origin: 'Miami', destination: 'Asunción', countries: 'US, PY' });
    providers.push({ id: org.id, email });
  }
  const { context, page: p } = await page();
  await p.goto(`/organizations/${providers[0].id}`);
  await p.waitForURL(/\/login/);
  await signIn(p);
  await p.waitForURL((u) => u.pathname === `/organizations/${providers[0].id}`);
  await p.getByRole('tab', { name: 'Rutas de proveedor' }).click();
  await p.getByRole('cell', { name: 'Miami', exact: true }).waitFor();
  await screenshot(p, 'mail-provider-routes');

  await p.goto(`/operations/${deal.id}`);
  await p.getByRole('button', { name: 'Solicitar tarifa' }).click();
  const dialog = p.getByRole('dialog', { name: 'Solicitar tarifa' });
  await dialog.getByLabel('Origen').waitFor();
  expect(await dialog.getByLabel('Origen').inputValue()).toBe('Miami (MIA)');
  expect(await dialog.getByLabel('Destino').inputValue()).toBe('Asunción (ASU)');
  expect(await dialog.getByLabel('Mercadería').inputValue()).toBe('Repuestos de maquinaria');
  expect(await dialog.getByLabel('Incoterm').inputValue()).toBe('FCA');
  // The air details' gross weight is the operation's own field: it comes pre-filled.
  expect(await dialog.getByLabel('Peso bruto (kg)').inputValue()).toBe('320,5');
  expect(await dialog.getByRole('checkbox', { name: 'Aerocarga Uno SA — tarifas@aerouno.test' }).isChecked()).toBe(true);
  expect(await dialog.getByRole('checkbox', { name: 'Cargo Express Dos SA — pricing@express2.test' }).isChecked()).toBe(true);
  await dialog.screenshot({ path: join(SCREENSHOTS, 'mail-rate-request.png') });
  const before = smtp.received.length;
  await dialog.getByRole('button', { name: 'Enviar 2 solicitudes' }).click();
  await p.getByText('2 solicitudes en cola, una por proveedor.').waitFor();

  await smtp.waitFor(before + 2, 30_000);
  for (const pr of providers) {
    const got = smtp.received.filter((m) => m.envelope.to.includes(pr.email));
    expect(got).toHaveLength(1);
    expect(got[0].envelope.to).toEqual([pr.email]);
    expect(got[0].parsed.subject).toBe(`${deal.reference} — Solicitud de tarifa aéreo: Miami (MIA) a Asunción (ASU)`);
    expect(got[0].parsed.text).toContain('Peso bruto: 320,50 kg');
  }

  await p.getByRole('button', { name: 'Solicitar tarifa' }).click();
  const again = p.getByRole('dialog', { name: 'Solicitar tarifa' });
  const list = again.getByRole('region', { name: 'Solicitudes enviadas' });
  await list.getByText('Aerocarga Uno SA').waitFor();
  const row = list.getByRole('row').filter({ hasText: 'Aerocarga Uno SA' });
  await row.getByRole('button', { name: 'Registrar respuesta' }).click();
  const form = row.getByRole('form', { name: 'Respuesta de Aerocarga Uno SA' });
  await form.getByLabel('Tarifa').fill('1.250,00');
  await form.getByLabel('Tránsito (días)').fill('5');
  await form.getByRole('button', { name: 'Guardar respuesta' }).click();
  await row.getByText('1.250,00 USD · 5 días').waitFor();
  await row.getByRole('button', { name: 'Pasar a la planilla' }).click();
  await row.getByText('En la planilla').waitFor();
  await again.screenshot({ path: join(SCREENSHOTS, 'mail-rate-answers.png') });
  const sheet = await api<{ data: { costSheet: { compraRows: Array<{ concepto: string; total: number }> } } }>('POST', '/graphql', {
    query: 'query($d: Int!) { costSheet(dealId: $d) { compraRows { concepto total } } }',
    variables: { d: deal.id },
  });
  expect(sheet.data.costSheet.compraRows).toEqual([{ concepto: 'FLETE AÉREO (Aerocarga Uno SA)', total: 1250 }]);
  await context.close();
});

test("a receipt's PDF to the client's contact: the receipt template ticks it, the inbox gets it with the receipt's number", async () => {
  const { businessUnits } = (await api<{ data: { businessUnits: Array<{ id: number; keySlug: string }> } }>('POST', '/graphql', { query: '{ businessUnits { id keySlug } }' })).data;
  const unit = businessUnits.find((u) => u.keySlug === 'atm-cargo')!.id;
  const validity = { timbrado: '12345678', timbrado_from: '2026-01-01', timbrado_to: '2099-12-31', establishment: '001' };
  await api('PUT', `/api/business-units/${unit}/fiscal`, {
    issuer_name: 'ATM CARGO S.R.L.',
    ruc: '80069563-1',
    address: 'Av. Mcal. López 1234, Asunción',
    activities: 'Agencia de carga internacional',
    ...validity,
    point: '004',
    receipt: { ...validity, point: '024' },
  });
  const pipelines = await api<Array<{ id: number }>>('GET', '/api/pipelines');
  const stages = await api<Array<{ id: number }>>('GET', `/api/pipelines/${pipelines[0].id}/stages`);
  const deal = await api<{ id: number; reference: string }>('POST', '/api/deals', {
    title: 'Flete marítimo Santos',
    pipeline_id: pipelines[0].id,
    stage_id: stages[0].id,
    business_unit_id: unit,
    organization: { name: 'Comercial Yacyretá SA' },
    contact: { name: 'Ramona Recibos', email: 'ramona@yacyreta.test' },
  });
  const org = (await api<{ deal: { org_id: number } }>('GET', `/api/deals/${deal.id}`)).deal.org_id;
  await api('PATCH', `/api/organizations/${org}`, { ruc: '80098765-4', address: 'Ruta 2 km 20, Capiatá' });
  const inv = await api<{ id: number }>('POST', `/api/deals/${deal.id}/invoices`, { source: 'lines', currency: 'PYG', lines: [{ description: 'Flete marítimo', quantity: 1, unit_price: 2_200_000, iva: '10' }] });
  await api('POST', `/api/invoices/${inv.id}/issue`);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Asuncion' }).format(new Date());
  const receipt = await api<{ id: number; number: string }>('POST', '/api/receipts', { org_id: org, paid_at: today, method: 'transferencia', currency: 'PYG', reference: 'TRF 501', items: [{ invoice_id: inv.id, amount: 1_000_000 }] });

  const { context, page: p } = await page();
  await p.goto(`/operations/${deal.id}`);
  await p.waitForURL(/\/login/);
  await signIn(p);
  await p.waitForURL((u) => u.pathname === `/operations/${deal.id}`);
  await p.getByRole('button', { name: 'Enviar correo' }).click();
  const dialog = p.getByRole('dialog', { name: 'Enviar correo' });
  await dialog.getByLabel('Asunto').waitFor();
  await dialog.getByLabel('Plantilla').selectOption('receipt');
  expect(await dialog.getByLabel('Asunto').inputValue()).toBe(`${deal.reference} — Recibo N.º ${receipt.number} — Comercial Yacyretá SA`);
  const receiptBox = dialog.getByRole('checkbox', { name: new RegExp(`^Recibo ${receipt.number} · `) });
  expect(await receiptBox.isChecked()).toBe(true);
  expect(await dialog.getByRole('checkbox', { name: 'Ramona Recibos — ramona@yacyreta.test' }).isChecked()).toBe(true);
  expect(await dialog.getByRole('checkbox', { name: 'Estado de cuenta del cliente al día de hoy (PDF)' }).isEnabled()).toBe(true);
  await dialog.screenshot({ path: join(SCREENSHOTS, 'mail-receipt-composer.png') });
  await receiptBox.scrollIntoViewIfNeeded();
  await p.screenshot({ path: join(SCREENSHOTS, 'mail-receipt-composer-documents.png') });
  const before = smtp.received.length;
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await p.getByText(/en cola: sale en unos segundos/).waitFor();

  const mails = await smtp.waitFor(before + 1, 30_000);
  const mail = mails.find((m) => m.envelope.to.includes('ramona@yacyreta.test'))!;
  expect(mail.parsed.subject).toBe(`${deal.reference} — Recibo N.º ${receipt.number} — Comercial Yacyretá SA`);
  expect(mail.parsed.attachments.map((a) => a.filename)).toEqual([`recibo-${receipt.number}.pdf`]);
  const dir = mkdtempSync(join(tmpdir(), 'e2e-receipt-'));
  writeFileSync(join(dir, 'r.pdf'), mail.parsed.attachments[0].content);
  writeFileSync(join(SCREENSHOTS, 'mail-receipt.pdf'), mail.parsed.attachments[0].content);
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', join(dir, 'r.pdf'), '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  expect(text).toContain(receipt.number);
  expect(text).toContain('Comercial Yacyretá SA');

  // The account statement from the same composer: the statement template ticks the client's statement as of today.
  await p.getByRole('button', { name: 'Enviar correo' }).click();
  const again = p.getByRole('dialog', { name: 'Enviar correo' });
  await again.getByLabel('Asunto').waitFor();
  await again.getByLabel('Plantilla').selectOption('statement');
  const [y, m, d] = today.split('-');
  expect(await again.getByLabel('Asunto').inputValue()).toBe(`${deal.reference} — Estado de cuenta de Comercial Yacyretá SA al ${d}/${m}/${y}`);
  expect(await again.getByRole('checkbox', { name: 'Estado de cuenta del cliente al día de hoy (PDF)' }).isChecked()).toBe(true);
  expect(await again.getByRole('checkbox', { name: new RegExp(`^Recibo ${receipt.number} · `) }).isChecked()).toBe(false);
  await again.screenshot({ path: join(SCREENSHOTS, 'mail-statement-composer.png') });
  const sent = smtp.received.length;
  await again.getByRole('button', { name: 'Enviar' }).click();
  const statementMail = (await smtp.waitFor(sent + 1, 30_000)).slice(sent).find((x) => x.envelope.to.includes('ramona@yacyreta.test'))!;
  expect(statementMail.parsed.subject).toBe(`${deal.reference} — Estado de cuenta de Comercial Yacyretá SA al ${d}/${m}/${y}`);
  expect(statementMail.parsed.attachments.map((a) => a.filename)).toEqual([`estado-de-cuenta-${org}-${today}.pdf`]);
  writeFileSync(join(dir, 's.pdf'), statementMail.parsed.attachments[0].content);
  writeFileSync(join(SCREENSHOTS, 'mail-statement.pdf'), statementMail.parsed.attachments[0].content);
  const statement = execFileSync('pdftotext', ['-enc', 'UTF-8', join(dir, 's.pdf'), '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  // The invoice of 2.200.000 less the receipt of 1.000.000 leaves 1.200.000 to collect.
  expect(statement).toContain('Comercial Yacyretá SA');
  expect(statement).toContain('1.200.000');
  await context.close();
});
