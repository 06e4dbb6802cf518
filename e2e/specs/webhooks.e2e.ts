import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { adminApiToken, launch, newPage, restRequest, screenshot, signIn } from '../support/browser';

let browser: Browser;
let receiver: Server;
let receiverUrl: string;
const received: Array<{ headers: IncomingHttpHeaders; body: string }> = [];

beforeAll(async () => {
  browser = await launch();
  // The integration's receiving end: node:http on loopback, answering 200.
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/crm/hooks`;
});
afterAll(async () => {
  await browser?.close();
  receiver.closeAllConnections();
  await new Promise((r) => receiver.close(r));
});

async function until<T>(check: () => T | undefined, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = check();
    if (v) return v;
    if (Date.now() > deadline) throw new Error('no llegó a tiempo');
    await new Promise((r) => setTimeout(r, 100));
  }
}

test('an admin registers a webhook in Administración → Webhooks, an operation is created, the delivery shows Entregado, and Reenviar sends it again', async () => {
  const { context, page } = await newPage(browser);
  await page.goto('/admin/webhooks');
  await page.waitForURL(/\/login/);
  await signIn(page);
  await page.waitForURL((u) => u.pathname === '/admin/webhooks');
  await page.getByRole('heading', { name: 'Webhooks' }).waitFor();
  await page.getByRole('navigation').getByRole('link', { name: 'Webhooks' }).waitFor();

  // A URL that is not http(s) is refused next to the form, in Spanish.
  await page.getByLabel('URL del receptor').fill('ftp://ejemplo.com/x');
  await page.getByLabel('Operación creada (deal.created)').check();
  await page.getByRole('button', { name: 'Registrar webhook' }).click();
  await page.getByText('La URL del webhook no es válida: debe empezar con http:// o https://.').waitFor();

  await page.getByLabel('URL del receptor').fill(receiverUrl);
  await page.getByLabel('Descripción').fill('ERP de prueba');
  await screenshot(page, 'webhooks-form');
  await page.getByRole('button', { name: 'Registrar webhook' }).click();
  const secretBox = page.getByTestId('webhook-secret');
  await secretBox.waitFor();
  const secret = (await secretBox.textContent())!.trim();
  expect(secret).toMatch(/^whsec_/);
  const row = page.getByRole('row').filter({ hasText: receiverUrl });
  await row.waitFor();
  await row.getByText('Activo').waitFor();
  await screenshot(page, 'webhooks-registered');
  await page.getByRole('button', { name: 'Listo' }).click();

  // An operation created by a script (REST) as admin.
  const token = await adminApiToken();
  const pipelines = await restRequest<Array<{ id: number }>>('GET', '/pipelines', token);
  const stages = await restRequest<Array<{ id: number }>>('GET', `/pipelines/${pipelines[0].id}/stages`, token);
  const title = `Operación webhook ${Date.now()}`;
  const deal = await restRequest<{ id: number }>('POST', '/deals', token, { pipeline_id: pipelines[0].id, stage_id: stages[0].id, title });

  // The receiver gets it signed; the list shows it delivered.
  const first = await until(() => received.find((r) => r.body.includes(title)));
  const ts = String(first.headers['x-crm-timestamp']);
  expect(first.headers['x-crm-signature']).toBe(`sha256=${createHmac('sha256', secret).update(`${ts}.${first.body}`).digest('hex')}`);
  expect(JSON.parse(first.body)).toMatchObject({ event: 'deal.created', data: { id: deal.id, title } });
  const deliveries = page.getByRole('table', { name: `Entregas de ${receiverUrl}` });
  const delivery = deliveries.getByRole('row').filter({ hasText: 'deal.created' });
  await delivery.getByText('Entregado').waitFor({ timeout: 15_000 });
  expect(await delivery.getByRole('cell').nth(4).textContent()).toBe('1');
  expect(await delivery.getByRole('cell').nth(5).textContent()).toBe('200');
  await screenshot(page, 'webhooks-delivered');

  // Reenviar: the same delivery (same X-CRM-Delivery) arrives again, and the list counts the attempt.
  const deliveryId = String(first.headers['x-crm-delivery']);
  await delivery.getByRole('button', { name: `Reenviar la entrega ${deliveryId}` }).click();
  await until(() => (received.filter((r) => r.headers['x-crm-delivery'] === deliveryId).length === 2 ? true : undefined));
  await page.waitForFunction(
    (id) => [...document.querySelectorAll('tr')].some((tr) => tr.cells[0]?.textContent === id && tr.cells[4]?.textContent === '2'),
    deliveryId,
    { timeout: 15_000 },
  );
  await delivery.getByText('Entregado').waitFor();
  await screenshot(page, 'webhooks-redelivered');

  // Paused: no more deliveries for new operations.
  await row.getByRole('button', { name: `Pausar ${receiverUrl}` }).click();
  await row.getByText('Pausado').waitFor();
  await context.close();
});
