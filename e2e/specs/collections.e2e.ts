import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { adminApiToken, baseUrl, fillDate, gqlRequest, launch, newPage, restRequest, screenshot, signIn } from '../support/browser';
import { SCREENSHOTS } from '../support/env';

/**
 * Collections in Chromium as finanzas: a client with an issued USD invoice paid 60 % with 30 % withholding; its
 * 'Cuenta corriente' shows the balance, the aging and the ledger with the receipt; the statement is printed (PDF
 * fetched and drawn to PNG); a payment promise is logged from the tab.
 */
let browser: Browser;
let admin: string;
const stamp = Date.now().toString(36);
const FINANZAS = { email: `cobranza-${stamp}@e2e.local`, password: 'Finanzas-e2e-123' };
let orgId: number;
const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Asuncion' });

const rest = (method: string, path: string, body?: object) => restRequest(method, path, admin, body);

beforeAll(async () => {
  browser = await launch();
  admin = await adminApiToken();
  await gqlRequest('mutation($i: CreateUserInput!) { createUser(input: $i) { id } }', { i: { name: 'Cecilia Cobranzas', email: FINANZAS.email, role: 'finanzas', password: FINANZAS.password } }, admin);
  const { pipelines, businessUnits } = await gqlRequest<{ pipelines: Array<{ id: number; stages: Array<{ id: number }> }>; businessUnits: Array<{ id: number; keySlug: string }> }>(
    '{ pipelines { id stages { id } } businessUnits { id keySlug } }',
    undefined,
    admin,
  );
  const unit = businessUnits.find((u) => u.keySlug === 'atm-cargo')!.id;
  const point = { timbrado: '12345678', timbrado_from: '2026-01-01', timbrado_to: '2099-12-31', establishment: '001' };
  await rest('PUT', `/business-units/${unit}/fiscal`, { issuer_name: 'ATM CARGO S.R.L.', ruc: '80069563-1', address: 'Av. Mcal. López 1234, Asunción', ...point, point: '004', receipt: { ...point, point: '024' } });
  const deal = await rest('POST', '/deals', { title: `Cobranza ${stamp}`, pipeline_id: pipelines[0].id, stage_id: pipelines[0].stages[0].id, business_unit_id: unit, organization: { name: `Cliente Cobranza ${stamp}` } });
  orgId = (await rest('GET', `/deals/${deal.id}`)).deal.org_id as number;
  const draft = await rest('POST', `/deals/${deal.id}/invoices`, { source: 'lines', currency: 'USD', exchange_rate: 7300, condition: 'credito', lines: [{ description: 'Flete aéreo', quantity: 1, unit_price: 1100, iva: '10' }] });
  const inv = await rest('POST', `/invoices/${draft.id}/issue`);
  // 60 % paid with 30 % of its IVA withheld.
  const receipt = await rest('POST', '/receipts', { org_id: orgId, paid_at: today, method: 'transferencia', currency: 'USD', withholding_pct: 30, items: [{ invoice_id: inv.id, amount: 660 }] });
  expect(receipt).toMatchObject({ amount: 660, withheld: 18 });
});
afterAll(() => browser?.close());

test('finanzas reads the account after a receipt, prints the statement and logs a promise', async () => {
  const { page, context } = await newPage(browser);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto(`/organizations/${orgId}`);
  await page.waitForURL(/\/login/);
  await signIn(page, FINANZAS.email, FINANZAS.password);
  await page.waitForURL((u) => u.pathname === `/organizations/${orgId}`);
  await page.getByRole('tab', { name: 'Cuenta corriente' }).click();

  const balances = page.getByRole('region', { name: 'Saldos' });
  await balances.getByRole('strong').filter({ hasText: 'USD 440,00' }).waitFor(); // the balance; the al día bucket says the same
  await expect(balances.getByRole('row').nth(1).textContent()).resolves.toContain('USD 440,00');
  await screenshot(page, 'collections-account');
  const ledger = page.getByRole('region', { name: 'Movimientos' });
  await expect(ledger.getByRole('row').last().textContent()).resolves.toMatch(/Recibo.*USD 660,00.*USD 440,00/);

  await page.getByRole('button', { name: 'Imprimir estado de cuenta' }).click();
  await page.frameLocator('iframe[title^="Estado de cuenta"]').locator('body').waitFor();
  await screenshot(page, 'collections-statement-preview');
  const token = (await gqlRequest<{ login: { token: string } }>('mutation($i: LoginInput!) { login(input: $i) { token } }', { i: FINANZAS })).login.token;
  const pdf = await fetch(`${baseUrl()}/api/organizations/${orgId}/statement/pdf`, { headers: { Authorization: `Bearer ${token}` } });
  expect(pdf.status).toBe(200);
  mkdirSync(SCREENSHOTS, { recursive: true });
  const pdfPath = join(SCREENSHOTS, 'collections-statement.pdf');
  writeFileSync(pdfPath, Buffer.from(await pdf.arrayBuffer()));
  execFileSync('pdftoppm', ['-png', '-r', '80', '-f', '1', '-l', '1', pdfPath, join(SCREENSHOTS, 'collections-statement-pdf')]);
  const text = execFileSync('pdftotext', ['-layout', pdfPath, '-']).toString();
  expect(text).toContain('ESTADO DE CUENTA');
  expect(text).toContain('440,00');

  const promises = page.getByRole('form', { name: 'Nueva promesa de pago' });
  await fillDate(promises, 'Fecha prometida', '2099-12-31');
  await promises.getByLabel('Monto').fill('1000'); // more than today's 660 USD receipt covers: it stays pendiente
  await promises.getByRole('button', { name: 'Registrar promesa' }).click();
  const list = page.getByRole('region', { name: 'Promesas de pago' });
  await list.getByText('31/12/2099').waitFor();
  await expect(list.getByRole('row').nth(1).textContent()).resolves.toContain('Pendiente');
  await screenshot(page, 'collections-promise');
  await context.close();
});
