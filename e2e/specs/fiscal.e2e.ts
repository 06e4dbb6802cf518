import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { adminApiToken, baseUrl, fillDate, gqlRequest, launch, newPage, restRequest, screenshot, signIn } from '../support/browser';
import { E2E_DIR, SCREENSHOTS } from '../support/env';

/**
 * 'Datos fiscales' as finanzas: a wrong RUC check digit shown next to the field, the issuer, logo and factura
 * timbrado of an industrial unit saved, the points still missing a timbrado listed in amber, every text at least
 * 12 px; then that unit's quote shows and prints its own letterhead instead of the cargo banner.
 */
let browser: Browser;
let token: string;
const run = Date.now().toString(36);
const FINANZAS = { email: `fiscal.${run}@e2e.local`, password: 'Finanzas-e2e-1' };
const ISSUER = `Boplan Paraguay ${run} S.A.`;
let unitId: number;
let dealId: number;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  browser = await launch();
  token = await adminApiToken();
  await restRequest('POST', '/users', token, { name: 'Fabiana Fiscal', email: FINANZAS.email, role: 'finanzas', is_active: 1, password: FINANZAS.password });
  const units = await restRequest<Array<{ id: number; key_slug: string }>>('GET', '/business-units', token);
  unitId = units.find((u) => u.key_slug === 'industrial-boplan')!.id;
  const { pipelines } = await gqlRequest<{ pipelines: Array<{ id: number; stages: Array<{ id: number }> }> }>('{ pipelines { id stages { id } } }', undefined, token);
  const deal = await gqlRequest<{ createDeal: { id: number } }>(
    'mutation($i: CreateDealInput!) { createDeal(input: $i) { id } }',
    { i: { title: `Pisos industriales ${run}`, pipelineId: pipelines[0].id, stageId: pipelines[0].stages[0].id, businessUnitId: unitId } },
    token,
  );
  dealId = deal.createDeal.id;
  await restRequest('POST', `/deals/${dealId}/quotes`, token, { cliente: 'Cliente Industrial SA', items: [{ servicio: 'Piso industrial', cantidad: 1, precio: 150, moneda: 'USD' }] });
});
afterAll(() => browser?.close());

/** Visible texts under 12 px inside `selector`. */
function smallTexts(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const out: string[] = [];
    const root = document.querySelector(sel);
    if (!root) return ['(sin pantalla)'];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const el = walker.currentNode.parentElement;
      if (!el || !walker.currentNode.textContent?.trim()) continue;
      const rect = el.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1) continue;
      if (parseFloat(getComputedStyle(el).fontSize) < 12) out.push(`${walker.currentNode.textContent.trim()} (${getComputedStyle(el).fontSize})`);
    }
    return out;
  }, selector);
}

test('finanzas keeps an industrial unit’s fiscal data; its quote then carries that letterhead', async () => {
  const { context, page } = await newPage(browser);
  await page.goto('/admin/fiscal');
  await page.waitForURL(/\/login/);
  await signIn(page, FINANZAS.email, FINANZAS.password);
  await page.waitForURL((u) => u.pathname === '/admin/fiscal');
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Datos fiscales' }).waitFor();
  await page.getByRole('tab', { name: 'Boplan' }).click();
  const form = page.getByRole('form', { name: 'Datos fiscales de Boplan' });
  await form.waitFor();
  // The industrial units issue from 001-005 until told otherwise.
  await form.getByRole('group', { name: 'Factura' }).getByText('Próximo documento: 001-005-0000001').waitFor();

  await form.getByLabel('Razón social').fill(ISSUER);
  await form.getByLabel('RUC').fill('80069563-2');
  await form.getByLabel('Dirección').fill('Av. Artigas 2000, Asunción');
  await form.getByLabel('Teléfono').fill('021 444 444');
  await form.getByRole('button', { name: 'Guardar datos fiscales' }).click();
  await form.getByText('El dígito verificador del RUC no corresponde.').waitFor();
  expect(await form.getByLabel('RUC').getAttribute('aria-invalid')).toBe('true');
  await screenshot(page, 'fiscal-ruc-error');

  await form.getByLabel('RUC').fill('80069563-1');
  await form.locator('input[type="file"]').setInputFiles(join(E2E_DIR, '..', 'client', 'public', 'quote-header.jpg'));
  await form.getByRole('img', { name: 'Logo de Boplan' }).waitFor();
  const factura = form.getByRole('group', { name: 'Factura' });
  await factura.getByLabel('Timbrado (Factura)').fill('12345678');
  await fillDate(factura, 'Vigencia desde (Factura)', day(-10));
  await fillDate(factura, 'Vigencia hasta (Factura)', day(355));
  await factura.getByLabel('Próximo número (Factura)').fill('150');
  await factura.getByText('Listo para emitir.').waitFor();
  await form.getByRole('button', { name: 'Guardar datos fiscales' }).click();
  await page.getByText('Datos fiscales guardados.').waitFor();
  await factura.getByText('Próximo documento: 001-005-0000150').waitFor();
  // The credit note and receipt points have no timbrado yet: listed in amber, every reason.
  const nota = form.getByRole('group', { name: 'Nota de crédito' });
  await nota.getByRole('status').getByText('Falta el número de timbrado (8 dígitos).').waitFor();
  expect(await nota.getByRole('status').getByRole('listitem').count()).toBe(3);
  expect(await smallTexts(page, 'main')).toEqual([]);
  await screenshot(page, 'fiscal-saved');

  const saved = await restRequest<Record<string, unknown>>('GET', `/business-units/${unitId}/fiscal`, token);
  expect(saved).toMatchObject({ issuer_name: ISSUER, ruc: '80069563-1', timbrado: '12345678', establishment: '001', point: '005', next_number: 150, problems: [] });
  expect(String(saved.logo)).toMatch(/^data:image\/jpeg;base64,/);

  // The unit's quote: its letterhead in the preview, not the cargo banner.
  await page.goto(`/operations/${dealId}/quote`);
  const letterhead = page.getByRole('banner', { name: 'Membrete' }).or(page.locator('header[aria-label="Membrete"]'));
  await letterhead.getByText(ISSUER).waitFor();
  await letterhead.getByText('RUC 80069563-1').waitFor();
  expect(await page.getByRole('img', { name: 'Encabezado del presupuesto' }).count()).toBe(0);
  await screenshot(page, 'fiscal-quote-preview');
  await context.close();

  // And the PDF the server sends: rendered to an image to look at.
  const res = await fetch(`${baseUrl()}/api/deals/${dealId}/quote.pdf`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  const dir = join(SCREENSHOTS, 'fiscal-pdf');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'quote.pdf');
  writeFileSync(file, Buffer.from(await res.arrayBuffer()));
  expect(execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' })).toContain(ISSUER);
  execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', file, join(dir, 'quote')]);
});
