import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { makeCertificate } from '../../server/test/sifen-certs';
import { adminApiToken, baseUrl, gqlRequest, launch, newPage, restRequest, screenshot, signIn } from '../support/browser';
import { SCREENSHOTS } from '../support/env';

/**
 * Electronic invoicing in Chromium as finanzas, on the Rayflex unit (the other specs bill from Cargo, which stays
 * autoimpresor): the unit switched to 'Electrónico' on Datos fiscales with a PKCS#12 certificate made here, its
 * password and the CSC; an invoice issued from its screen shows its CDC and SIFEN state; the KuDE opens in the
 * frame (looked at, and drawn to PNG); the signed XML downloads. SIFEN itself is not reached from here: the
 * document stays 'pendiente'.
 */
let browser: Browser;
let admin: string;
const stamp = Date.now().toString(36);
const FINANZAS = { email: `finanzas-sifen-${stamp}@e2e.local`, password: 'Finanzas-e2e-123' };
const PASSWORD = 'clave-e2e-sifen';
let unit: number;
let invoiceId: number;

const rest = (method: string, path: string, body?: object) => restRequest(method, path, admin, body);

beforeAll(async () => {
  browser = await launch();
  admin = await adminApiToken();
  await gqlRequest('mutation($i: CreateUserInput!) { createUser(input: $i) { id } }', { i: { name: 'Sofía SIFEN', email: FINANZAS.email, role: 'finanzas', password: FINANZAS.password } }, admin);
  const { pipelines, businessUnits } = await gqlRequest<{ pipelines: Array<{ id: number; stages: Array<{ id: number }> }>; businessUnits: Array<{ id: number; keySlug: string }> }>(
    '{ pipelines { id stages { id } } businessUnits { id keySlug } }',
    undefined,
    admin,
  );
  unit = businessUnits.find((u) => u.keySlug === 'industrial-rayflex')!.id;
  await rest('PUT', `/business-units/${unit}/fiscal`, {
    issuer_name: 'RAYFLEX S.A.',
    ruc: '80069563-1',
    address: 'Ruta 1 km 15, San Lorenzo',
    phone: '+595 21 500 000',
    activities: 'Venta de productos industriales',
    timbrado: '12558946',
    timbrado_from: '2026-01-01',
    timbrado_to: '2099-12-31',
    establishment: '001',
    point: '002',
    sifen: { taxpayer_type: 2, regime_type: 8, activity_code: '46900', city_code: 1, email: 'facturas@rayflex.example' },
  });
  const deal = await rest('POST', '/deals', { title: `SIFEN ${stamp}`, pipeline_id: pipelines[0].id, stage_id: pipelines[0].stages[0].id, business_unit_id: unit, organization: { name: `Industrias SIFEN ${stamp} S.A.` } });
  const org = (await rest('GET', `/deals/${deal.id}`)).deal.org_id as number;
  await rest('PATCH', `/organizations/${org}`, { ruc: '80098765-4', address: 'Av. Artigas 1500, Asunción' });
  const inv = await rest('POST', `/deals/${deal.id}/invoices`, {
    source: 'lines',
    currency: 'PYG',
    condition: 'contado',
    lines: [
      { description: 'Manguera hidráulica 1/2"', quantity: 10, unit_price: 85000, iva: '10' },
      { description: 'Flete a obra', quantity: 1, unit_price: 150000, iva: '10' },
    ],
  });
  invoiceId = inv.id;
});
afterAll(async () => {
  // Back to autoimpresor: the unit is shared with the other specs of the run.
  await rest('PUT', `/business-units/${unit}/fiscal`, { mode: 'autoimpresor' }).catch(() => undefined);
  await browser?.close();
});

test('finanzas switches Rayflex to electronic, issues an invoice, opens its KuDE and downloads its XML', async () => {
  const cert = makeCertificate('RAYFLEX S.A.', PASSWORD);
  const { page } = await newPage(browser);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto('/admin/fiscal');
  await page.waitForURL(/\/login/);
  await signIn(page, FINANZAS.email, FINANZAS.password);
  await page.waitForURL((u) => u.pathname === '/admin/fiscal');
  await page.getByRole('tab', { name: 'Rayflex' }).click();
  const form = page.getByRole('form', { name: 'Facturación electrónica' });
  await form.waitFor();
  await form.getByLabel('Modo de emisión').selectOption('electronico');
  await form.getByLabel('Certificado de firma (.p12 o .pfx)').setInputFiles({ name: 'rayflex.p12', mimeType: 'application/x-pkcs12', buffer: cert.p12 });
  await form.getByLabel('Contraseña del certificado', { exact: true }).fill(PASSWORD);
  await form.getByLabel('ID del CSC', { exact: true }).fill('1');
  await form.getByLabel('CSC', { exact: true }).fill('ABCD0000000000000000000000000000');
  await form.getByRole('button', { name: 'Guardar facturación electrónica' }).click();
  await page.getByText(/^Certificado cargado: .*RAYFLEX S\.A\./).waitFor();
  await screenshot(page, 'sifen-settings');
  expect(await page.content()).not.toContain(PASSWORD);

  await page.goto(`/invoices/${invoiceId}`);
  await page.getByRole('heading', { name: 'Factura (borrador)' }).waitFor();
  await page.getByRole('button', { name: 'Emitir', exact: true }).click();
  await page.getByRole('dialog', { name: '¿Emitir la factura?' }).getByRole('button', { name: 'Emitir' }).click();
  await page.getByRole('heading', { name: /^Factura 001-002-\d{7}$/ }).waitFor();
  const cdc = (await page.getByTestId('sifen-cdc').innerText()).replace(/\s/g, '');
  expect(cdc).toMatch(/^01\d{42}$/);
  await page.getByText('Pendiente de aprobación').waitFor();

  await page.getByRole('button', { name: 'Ver KuDE' }).click();
  await page.frameLocator('iframe[title^="KuDE de la factura"]').locator('body').waitFor();
  await screenshot(page, 'sifen-kude');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar XML' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`de-${cdc}.xml`);
  mkdirSync(SCREENSHOTS, { recursive: true });
  const xmlPath = join(SCREENSHOTS, 'sifen-de.xml');
  await file.saveAs(xmlPath);
  const xml = readFileSync(xmlPath, 'utf8');
  expect(xml).toContain(`<DE Id="${cdc}">`);
  expect(xml).toContain('<SignatureValue>');
  expect(xml).toContain('<dCarQR>');

  // The KuDE as the server sends it, drawn to PNG to be looked at.
  const token = (await gqlRequest<{ login: { token: string } }>('mutation($i: LoginInput!) { login(input: $i) { token } }', { i: FINANZAS })).login.token;
  const kude = await fetch(`${baseUrl()}/api/invoices/${invoiceId}/kude`, { headers: { Authorization: `Bearer ${token}` } });
  expect(kude.status).toBe(200);
  const pdfPath = join(SCREENSHOTS, 'sifen-kude.pdf');
  writeFileSync(pdfPath, Buffer.from(await kude.arrayBuffer()));
  execFileSync('pdftoppm', ['-png', '-r', '80', '-f', '1', '-l', '1', pdfPath, join(SCREENSHOTS, 'sifen-kude-pdf')]);
  const text = execFileSync('pdftotext', ['-layout', pdfPath, '-']).toString();
  expect(text).toContain(cdc.replace(/(\d{4})(?=\d)/g, '$1 '));
  expect(text).toContain('Consulte la validez de esta Factura Electrónica');
});
