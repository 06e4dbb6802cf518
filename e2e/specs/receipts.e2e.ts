import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { adminApiToken, baseUrl, gqlRequest, launch, newPage, restRequest, screenshot, signIn } from '../support/browser';
import { SCREENSHOTS } from '../support/env';
import { textAudit } from '../support/text-audit';

/**
 * Receipts in Chromium as finanzas: an issued invoice of Gs. 1.100.000 (IVA 10 %) paid 60 % with a 30 % IVA
 * withholding from its screen ('Registrar cobro'): the withheld 18.000 and the net 642.000 shown before issuing; the
 * receipt screen with its PDF (drawn to PNG to be looked at); back on the invoice the balance is 440.000, the status
 * 'Pago parcial' and the receipt listed; the Facturas list shows the new balance.
 */
let browser: Browser;
let admin: string;
const stamp = Date.now().toString(36);
const FINANZAS = { email: `finanzas-rec-${stamp}@e2e.local`, password: 'Finanzas-e2e-123' };
let invoiceId: number;
let invoiceNumber: string;

const rest = (method: string, path: string, body?: object) => restRequest(method, path, admin, body);

beforeAll(async () => {
  browser = await launch();
  admin = await adminApiToken();
  await gqlRequest('mutation($i: CreateUserInput!) { createUser(input: $i) { id } }', { i: { name: 'Fabiana Cobros', email: FINANZAS.email, role: 'finanzas', password: FINANZAS.password } }, admin);
  const { pipelines, businessUnits } = await gqlRequest<{ pipelines: Array<{ id: number; stages: Array<{ id: number }> }>; businessUnits: Array<{ id: number; keySlug: string }> }>(
    '{ pipelines { id stages { id } } businessUnits { id keySlug } }',
    undefined,
    admin,
  );
  const unit = businessUnits.find((u) => u.keySlug === 'atm-cargo')!.id;
  const validity = { timbrado: '12345678', timbrado_from: '2026-01-01', timbrado_to: '2099-12-31', establishment: '001' };
  await rest('PUT', `/business-units/${unit}/fiscal`, {
    issuer_name: 'ATM CARGO S.R.L.',
    ruc: '80069563-1',
    address: 'Av. Mcal. López 1234, Asunción',
    phone: '+595 21 600 000',
    activities: 'Agencia de carga internacional',
    ...validity,
    point: '004',
    credit_note: { ...validity, point: '014' },
    receipt: { ...validity, point: '024' },
  });
  await rest('POST', '/params', { key: 'cuenta_bancaria', value: `Banco Itaú Gs. ${stamp}` });
  const deal = await rest('POST', '/deals', { title: `Cobros ${stamp}`, pipeline_id: pipelines[0].id, stage_id: pipelines[0].stages[0].id, business_unit_id: unit, organization: { name: `Importadora Cobros ${stamp}` } });
  const org = (await rest('GET', `/deals/${deal.id}`)).deal.org_id as number;
  await rest('PATCH', `/organizations/${org}`, { ruc: '80098765-4', address: 'Ruta 2 km 20, Capiatá' });
  const inv = await rest('POST', `/deals/${deal.id}/invoices`, { source: 'lines', currency: 'PYG', lines: [{ description: 'Flete y despacho', quantity: 1, unit_price: 1_100_000, iva: '10' }] });
  const issued = await rest('POST', `/invoices/${inv.id}/issue`);
  invoiceId = issued.id;
  invoiceNumber = issued.number;
});
afterAll(() => browser?.close());

async function audit(page: Page, name: string) {
  const found = await page.evaluate(textAudit);
  expect({ [name]: found }).toEqual({ [name]: [] });
}

test('finanzas pays 60 % of an invoice with 30 % withholding, sees the balance move and prints the receipt', async () => {
  const { page, context } = await newPage(browser);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto(`/invoices/${invoiceId}`);
  await page.waitForURL(/\/login/);
  await signIn(page, FINANZAS.email, FINANZAS.password);
  await page.getByRole('heading', { name: `Factura ${invoiceNumber}` }).waitFor();
  expect(await page.getByTestId('invoice-balance').innerText()).toBe('Gs. 1.100.000');

  await page.getByRole('button', { name: 'Registrar cobro' }).click();
  const dialog = page.getByRole('dialog', { name: `Registrar cobro de la factura ${invoiceNumber}` });
  await dialog.getByLabel(/^Importe cobrado/).fill('660000');
  await dialog.getByLabel('Retención de IVA', { exact: true }).selectOption({ label: '30 % del IVA' });
  await dialog.getByLabel('Cuenta de destino', { exact: true }).selectOption({ label: `Banco Itaú Gs. ${stamp}` });
  await dialog.getByLabel('Referencia', { exact: true }).fill('TRF 4455');
  // 660.000 of a 10 % invoice carries 60.000 of IVA: 30 % withheld is 18.000, the net received 642.000.
  await dialog.getByTestId('receipt-withheld').filter({ hasText: 'Gs. 18.000' }).waitFor();
  expect(await dialog.getByTestId('receipt-net').innerText()).toBe('Gs. 642.000');
  await screenshot(page, 'receipts-register');
  await dialog.getByRole('button', { name: 'Emitir recibo' }).click();

  await page.getByRole('heading', { name: /^Recibo 001-024-\d{7}$/ }).waitFor();
  const number = (await page.getByRole('heading', { name: /^Recibo 001-024-/ }).innerText()).replace('Recibo ', '');
  const items = page.getByRole('table', { name: 'Facturas que paga' });
  expect(await items.getByRole('row').filter({ hasText: invoiceNumber }).innerText()).toMatch(/Gs\. 660\.000[\s\S]*Gs\. 18\.000[\s\S]*Gs\. 642\.000[\s\S]*Gs\. 440\.000/);
  await page.frameLocator('iframe[title^="PDF del recibo"]').locator('body').waitFor();
  await screenshot(page, 'receipts-receipt');
  await audit(page, 'receipts-receipt');

  // The PDF as the server sends it, drawn to PNG to be looked at.
  const receiptId = Number(/\/receipts\/(\d+)/.exec(page.url())![1]);
  const token = (await gqlRequest<{ login: { token: string } }>('mutation($i: LoginInput!) { login(input: $i) { token } }', { i: FINANZAS })).login.token;
  const pdf = await fetch(`${baseUrl()}/api/receipts/${receiptId}/pdf`, { headers: { Authorization: `Bearer ${token}` } });
  expect(pdf.status).toBe(200);
  mkdirSync(SCREENSHOTS, { recursive: true });
  const pdfPath = join(SCREENSHOTS, 'receipts-receipt.pdf');
  writeFileSync(pdfPath, Buffer.from(await pdf.arrayBuffer()));
  execFileSync('pdftoppm', ['-png', '-r', '80', '-f', '1', '-l', '1', pdfPath, join(SCREENSHOTS, 'receipts-receipt-pdf')]);
  const text = execFileSync('pdftotext', ['-layout', pdfPath, '-']).toString();
  expect(text).toContain('RECIBO');
  expect(text).toContain(number);
  expect(text).toContain('SEISCIENTOS SESENTA MIL GUARANÍES');
  expect(text).toContain(invoiceNumber);

  // Back on the invoice: the balance moved, the status is 'Pago parcial', the receipt is listed.
  await page.getByRole('link', { name: `← Factura ${invoiceNumber}` }).click();
  await page.getByRole('heading', { name: `Factura ${invoiceNumber}` }).waitFor();
  await page.getByTestId('invoice-balance').filter({ hasText: 'Gs. 440.000' }).waitFor();
  await page.getByText('Pago parcial').first().waitFor();
  await page.getByRole('table', { name: 'Recibos' }).getByRole('link', { name: number }).waitFor();
  // A credit note is no longer offered once a receipt pays the invoice.
  expect(await page.getByRole('button', { name: 'Nota de crédito' }).isDisabled()).toBe(true);
  await screenshot(page, 'receipts-invoice-after');
  await audit(page, 'receipts-invoice-after');

  // The Facturas list shows the new balance.
  await page.goto('/invoices');
  await page.getByLabel('Buscar').fill(invoiceNumber);
  const list = page.getByRole('table', { name: 'Facturas' });
  await list.getByRole('row').filter({ hasText: invoiceNumber }).filter({ hasText: 'Gs. 440.000' }).waitFor();
  await screenshot(page, 'receipts-list');
  await context.close();
});

test('finanzas pays two invoices of one client in one receipt from Registrar cobro and sees both balances move', async () => {
  const { pipelines, businessUnits } = await gqlRequest<{ pipelines: Array<{ id: number; stages: Array<{ id: number }> }>; businessUnits: Array<{ id: number; keySlug: string }> }>('{ pipelines { id stages { id } } businessUnits { id keySlug } }', undefined, admin);
  const unit = businessUnits.find((u) => u.keySlug === 'atm-cargo')!.id;
  const d = await rest('POST', '/deals', { title: `Cobro doble ${stamp}`, pipeline_id: pipelines[0].id, stage_id: pipelines[0].stages[0].id, business_unit_id: unit, organization: { name: `Importadora Doble ${stamp}` } });
  const org = (await rest('GET', `/deals/${d.id}`)).deal.org_id as number;
  await rest('PATCH', `/organizations/${org}`, { ruc: '80011122-3', address: 'Av. España 100, Asunción' });
  const issue = async (amount: number) => rest('POST', `/invoices/${(await rest('POST', `/deals/${d.id}/invoices`, { source: 'lines', currency: 'PYG', lines: [{ description: 'Flete', quantity: 1, unit_price: amount, iva: '10' }] })).id}/issue`);
  const first = await issue(1_100_000);
  const second = await issue(550_000);

  const { page, context } = await newPage(browser);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto(`/invoices/${first.id}`);
  await page.waitForURL(/\/login/);
  await signIn(page, FINANZAS.email, FINANZAS.password);
  await page.getByRole('heading', { name: `Factura ${first.number}` }).waitFor();
  await page.getByRole('button', { name: 'Registrar cobro' }).click();
  const dialog = page.getByRole('dialog', { name: `Registrar cobro de la factura ${first.number}` });
  await dialog.getByRole('checkbox', { name: new RegExp(`^Factura ${second.number}`) }).check();
  const amount = dialog.getByLabel(`Importe cobrado de ${second.number} (PYG)`);
  expect(await amount.inputValue()).toBe('550000');
  await amount.fill('660000');
  await dialog.getByText(`El importe para la factura ${second.number} supera su saldo (Gs. 550.000).`).waitFor();
  await amount.fill('220000');
  await dialog.getByTestId('receipt-amount').filter({ hasText: 'Gs. 1.320.000' }).waitFor();
  await screenshot(page, 'receipt-two-invoices');
  await dialog.getByRole('button', { name: 'Emitir recibo' }).click();
  await page.waitForURL(/\/receipts\/\d+$/);
  await page.getByText(first.number).first().waitFor();
  await page.getByText(second.number).first().waitFor();

  await page.goto(`/invoices/${first.id}`);
  await page.getByTestId('invoice-balance').filter({ hasText: 'Gs. 0' }).waitFor();
  await page.goto(`/invoices/${second.id}`);
  await page.getByTestId('invoice-balance').filter({ hasText: 'Gs. 330.000' }).waitFor();
  await context.close();
});
