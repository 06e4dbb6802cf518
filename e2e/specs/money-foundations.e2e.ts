import type { Browser, Page } from 'playwright-core';
import { adminApiToken, gqlRequest, launch, newPage, screenshot, signIn, restRequest } from '../support/browser';

/**
 * The money foundations together, in Chromium, as an admin: a catalogue item in guaraníes with IVA 10 is picked in the
 * cost sheet's local charges to the client (concept, IVA and price filled), another sale row goes to IVA 5 and the
 * split beside the totals follows; saved, a second named revision changes the freight, the comparison shows the
 * changed row and the totals before → after, and confirming the budget confirms the revision.
 */
let browser: Browser;
let token: string;
const stamp = Date.now().toString(36);
const SKU = `DESP-ADU-${stamp}`.toUpperCase();
let dealId: number;

const rest = (method: string, path: string, body?: object) => restRequest(method, path, token, body);

beforeAll(async () => {
  browser = await launch();
  token = await adminApiToken();
  // The catalogue item, as an admin adds it (servicio, Gs. 1.500.000 IVA included, IVA 10, every mode).
  await rest('POST', '/catalog/items', { type: 'SERVICIO', sku: SKU, name: 'DESPACHO ADUANERO', unit: 'servicio', currency: 'PYG', price: 1500000, tax_rate: '10' });
  const { pipelines } = await gqlRequest<{ pipelines: Array<{ id: number; stages: Array<{ id: number }> }> }>('{ pipelines { id stages { id } } }', undefined, token);
  const deal = await rest('POST', '/deals', {
    title: `Fundamentos ${stamp}`,
    pipeline_id: pipelines[0].id,
    stage_id: pipelines[0].stages[0].id,
    organization: { name: `Org Fundamentos ${stamp}` },
  });
  dealId = deal.id;
  // The first save makes REV 01: freight bought at 2 USD/kg and sold at 3 USD/kg over 100 kg, at 7.500 Gs/USD.
  await rest('PUT', `/deals/${dealId}/cost-sheet`, {
    header: { pesoKg: 100, gsRate: 7500 },
    compraRows: [{ id: 'c1', concepto: 'FLETE AEREO', usdXKg: 2, lockPerKg: true }],
    ventaRows: [{ id: 'v1', concepto: 'FLETE AEREO', usdXKg: 3, lockPerKg: true, sourceId: 'c1' }],
  });
});
afterAll(() => browser?.close());

const table = (page: Page, name: string) => page.getByRole('table', { name });
const split = (page: Page, label: string) => page.getByRole('region', { name: 'IVA de la venta' }).getByLabel(label, { exact: true });
const summary = (page: Page, label: string) => page.getByRole('region', { name: 'Resumen' }).getByLabel(label, { exact: true });
const bar = (page: Page) => page.getByRole('region', { name: 'Revisiones de la planilla' });
const revisionStatus = (page: Page, status: string) => bar(page).getByRole('status', { name: `Estado de la revisión: ${status}` });

test('a catalogue item picked into the sheet, IVA per line and its split, a second revision compared and confirmed', async () => {
  const { page, context } = await newPage(browser);
  await page.setViewportSize({ width: 1440, height: 1000 });
  const path = `/operations/${dealId}/costs`;
  await page.goto(path);
  await page.waitForURL(/\/login/);
  await signIn(page);
  await page.waitForURL((u) => u.pathname === path);
  await page.getByRole('heading', { name: /^Planilla de costos \(DET COS\)/ }).waitFor();
  await bar(page).getByText('REV 01', { exact: true }).waitFor();

  // The local charges to the client: the concept offers the catalogue; picking fills concept, IVA and price.
  await page.getByRole('button', { name: 'Agregar fila a Cargos locales al cliente (Gs)' }).click();
  const locCli = table(page, 'Cargos locales al cliente (Gs)');
  await locCli.getByLabel('Concepto').fill('despacho adu');
  const option = page.getByRole('listbox', { name: 'Ítems del catálogo' }).getByRole('option').filter({ hasText: SKU });
  await option.waitFor();
  await screenshot(page, 'money-foundations-picker');
  await option.click();
  expect(await locCli.getByLabel('Concepto').inputValue()).toBe('DESPACHO ADUANERO');
  expect(await locCli.getByLabel('Gs').inputValue()).toBe('1.500.000');
  expect(await locCli.getByLabel('IVA').inputValue()).toBe('10');
  // 1.500.000 Gs at 7.500 Gs/USD = 200 USD.
  expect(await locCli.locator('tbody td').nth(2).innerText()).toBe('200,00');

  // The freight sale goes to IVA 5: the split beside the totals.
  await table(page, 'Venta al cliente (USD)').getByLabel('IVA').selectOption('5');
  expect(await split(page, 'Exentas').innerText()).toBe('0,00');
  expect(await split(page, 'Gravadas 5 %').innerText()).toBe('300,00');
  expect(await split(page, 'Gravadas 10 %').innerText()).toBe('200,00');
  // IVA_PER_LINE: 300 ÷ 21 = 14,29 and 200 ÷ 11 = 18,18.
  expect(await split(page, 'IVA 5 %').innerText()).toBe('14,29');
  expect(await split(page, 'IVA 10 %').innerText()).toBe('18,18');
  expect(await split(page, 'Total IVA').innerText()).toBe('32,47');
  expect(await summary(page, 'Venta').innerText()).toBe('500,00');
  expect(await summary(page, 'Profit general').innerText()).toBe('300,00');
  await screenshot(page, 'money-foundations-iva-split');
  await page.getByRole('button', { name: 'Guardar planilla' }).click();
  await page.getByText('Guardado ✓').waitFor();

  // The saved sheet keeps the picked row and the rates.
  const saved = await rest('GET', `/deals/${dealId}/cost-sheet`);
  expect(JSON.stringify(saved)).toContain('DESPACHO ADUANERO');

  // A second revision, named; the freight purchase goes up to 2,5 USD/kg.
  await bar(page).getByRole('button', { name: 'Nueva revisión' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nueva revisión (REV 02)' });
  await dialog.getByLabel('Nombre').fill('flete corregido');
  await dialog.getByLabel('Motivo').fill('El agente subió la tarifa');
  await screenshot(page, 'money-foundations-new-revision');
  await dialog.getByRole('button', { name: 'Nueva revisión' }).click();
  await bar(page).getByText('REV 02 – flete corregido', { exact: true }).waitFor();
  await table(page, 'Compra al agente (USD)').getByLabel('USD x kg').fill('2,5');
  expect(await summary(page, 'Profit general').innerText()).toBe('250,00');
  await page.getByRole('button', { name: 'Guardar planilla' }).click();
  await page.getByText('Guardado ✓').waitFor();
  await screenshot(page, 'money-foundations-rev02');

  // Compare with REV 01: the changed row, and the totals before → after.
  await bar(page).getByRole('button', { name: 'Comparar' }).click();
  const compare = page.getByRole('dialog', { name: 'Comparar revisiones' });
  await compare.getByTestId('compare-profit').waitFor();
  expect(await compare.getByTestId('compare-profit').innerText()).toBe('Profit general: 300,00 → 250,00 (-50,00)');
  const totals = compare.getByRole('table', { name: 'Totales antes y después' });
  const costRow = totals.getByRole('row').filter({ hasText: '200,00' }).filter({ hasText: '250,00' });
  expect(await costRow.innerText()).toContain('+50,00');
  const changed = compare.getByRole('table', { name: 'Filas agregadas, quitadas y cambiadas' }).locator('tr[data-kind="changed"]');
  expect(await changed.innerText()).toContain('USD x kg: 2,00');
  expect(await changed.innerText()).toContain('USD x kg: 2,50');
  await screenshot(page, 'money-foundations-compare');
  await compare.getByRole('button', { name: 'Cerrar' }).first().click();

  // Confirming the budget confirms the current revision.
  await page.getByRole('button', { name: 'Confirmar presupuesto' }).click();
  await page.getByRole('dialog', { name: 'Confirmar presupuesto' }).getByRole('button', { name: 'Confirmar presupuesto' }).click();
  await page.getByRole('status', { name: 'Estado del presupuesto: Confirmado' }).waitFor();
  await revisionStatus(page, 'Confirmada').waitFor();
  // The creation notice spoke of the draft; it does not linger beside the confirmed revision.
  expect(await bar(page).getByText('Revisión creada.').count()).toBe(0);
  // The confirmed sheet still carries the split with the picked item's IVA 10.
  expect(await split(page, 'Gravadas 10 %').innerText()).toBe('200,00');
  await screenshot(page, 'money-foundations-confirmed');
  await context.close();
});
