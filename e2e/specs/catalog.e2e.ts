import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { adminApiToken, launch, newPage, restRequest, screenshot, signIn, downloadPath } from '../support/browser';

let browser: Browser;
let token: string;
const RUN = Date.now().toString(36).toUpperCase();
const SKU = `E2E-${RUN}`;
const NAME = `Seguro de carga ${RUN}`;

beforeAll(async () => {
  browser = await launch();
  token = await adminApiToken();
});
afterAll(() => browser?.close());

test('an admin adds an item to the catalogue (a mistake shown next to its field first), finds it in the list and exports the CSV', async () => {
  const { context, page } = await newPage(browser);
  await page.goto('/admin/catalog');
  await page.waitForURL(/\/login/);
  await signIn(page);
  await page.waitForURL((u) => u.pathname === '/admin/catalog');
  const table = page.getByRole('table', { name: 'Catálogo' });
  // The 16 preset concepts are there from the first start.
  await table.getByText('FLETE-AEREO', { exact: true }).waitFor();

  await page.getByRole('button', { name: 'Nuevo ítem' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo ítem del catálogo' });
  await dialog.getByLabel('Tipo', { exact: true }).selectOption('SERVICIO');
  await dialog.getByLabel('Código', { exact: true }).fill(SKU.toLowerCase());
  await dialog.getByLabel('Nombre', { exact: true }).fill(NAME);
  await dialog.getByLabel('Unidad').fill('servicio');
  await dialog.getByLabel('Moneda').selectOption('PYG');
  await dialog.getByLabel('Precio (IVA incluido)').fill('150.000,5');
  await dialog.getByLabel('IVA', { exact: true }).selectOption('10');
  await dialog.getByLabel('TERRESTRE').check();
  await dialog.getByRole('button', { name: 'Agregar' }).click();
  // Guaraníes take no decimals: said next to the price, nothing sent.
  await dialog.getByText('El precio en guaraníes va sin decimales.').waitFor();
  await screenshot(page, 'catalog-form-error');
  await dialog.getByLabel('Precio (IVA incluido)').fill('150.000');
  await dialog.getByRole('button', { name: 'Agregar' }).click();
  await dialog.waitFor({ state: 'detached' });

  await page.getByLabel('Buscar').fill(RUN);
  const row = table.getByRole('row').filter({ hasText: SKU });
  await row.waitFor();
  // The search answers after a short pause: the presets leave the list.
  await table.getByText('FLETE-AEREO', { exact: true }).waitFor({ state: 'detached' });
  expect(await table.locator('tbody tr').count()).toBe(1);
  expect(await row.innerText()).toMatch(new RegExp(`${SKU}\\s+${NAME}\\s+Servicio\\s+servicio\\s+Gs\\. 150\\.000\\s+IVA 10 %\\s+TERRESTRE\\s+Activo`));
  await screenshot(page, 'catalog-list');

  // The CSV of what the screen shows (es-PY: BOM, semicolons).
  await page.getByLabel('Formato: es-PY').check();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^catalogo-\d{4}-\d\d-\d\d\.csv$/);
  const text = readFileSync(await downloadPath(download), 'utf8');
  expect(text).toBe(`\uFEFFCódigo;Tipo;Nombre;Unidad;Moneda;Precio;IVA;Modalidades;Activo\r\n${SKU};Servicio;${NAME};servicio;PYG;150000;10;TERRESTRE;Sí\r\n`);

  // The original client's cost sheet reads it in its shape.
  const items = await restRequest<Array<Record<string, unknown>>>('GET', `/catalog/items?active=1&q=${RUN}`, token);
  expect(items).toEqual([expect.objectContaining({ type: 'SERVICIO', sku: SKU, name: NAME, unit: 'servicio', currency: 'PYG', price: 150000, tax_rate: '10', active: true })]);

  // Deactivated, it leaves the items offered.
  await row.getByRole('button', { name: `Desactivar ${NAME}` }).click();
  await row.getByText('Inactivo').waitFor();
  expect(await restRequest('GET', `/catalog/items?active=1&q=${RUN}`, token)).toEqual([]);
  await context.close();
});
