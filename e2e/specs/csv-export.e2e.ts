import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { adminApiToken, launch, newPage, restRequest, screenshot, signIn, downloadPath } from '../support/browser';

let browser: Browser;
let token: string;
const RUN = Date.now().toString(36);
const LABEL = `csv-${RUN}`;

beforeAll(async () => {
  browser = await launch();
  token = await adminApiToken();
  // 62 contacts with the label (more than the screen's 50-row page), one of them a formula; others without it.
  for (let i = 0; i < 61; i++) {
    await restRequest('POST', '/contacts', token, { name: `Csv ${RUN} ${String(i).padStart(2, '0')}`, email: `csv-${RUN}-${String(i).padStart(2, '0')}@ejemplo.com`, label: LABEL });
  }
  await restRequest('POST', '/contacts', token, { name: '=HYPERLINK("http://malo.example","clic")', email: `csv-${RUN}-zz@ejemplo.com`, label: LABEL });
  await restRequest('POST', '/contacts', token, { name: `Csv ${RUN} fuera`, email: `fuera-${RUN}@ejemplo.com`, label: 'otra' });
});
afterAll(() => browser?.close());

async function openAs(page: Page, path: string) {
  await page.goto(path);
  await page.waitForURL(/\/login/);
  await signIn(page);
  await page.waitForURL((u) => u.pathname === path.split('?')[0]);
}

/** Clicks 'Exportar CSV' and reads the downloaded file back. */
async function exportFile(page: Page): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar CSV' }).click()]);
  const path = await downloadPath(download);
  return { name: download.suggestedFilename(), text: readFileSync(path, 'utf8') };
}

test('Exportar CSV on the filtered, sorted contacts downloads every matching row (all pages) in that order; es-PY and default', async () => {
  const { context, page } = await newPage(browser);
  await openAs(page, `/contacts?label=${LABEL}&sort=email&dir=desc`);
  const table = page.getByRole('table', { name: 'Contactos' });
  await table.locator('tbody tr').first().waitFor();
  await page.getByText('1–50 de 62 contactos').waitFor();
  await screenshot(page, 'csv-export-contacts');

  // es-PY: BOM, semicolons; the file is named after the list and the day.
  await page.getByLabel('Formato: es-PY').check();
  const es = await exportFile(page);
  expect(es.name).toMatch(/^contactos-\d{4}-\d\d-\d\d\.csv$/);
  expect(es.text.startsWith('\uFEFFNombre;Email;Teléfono;Cargo;Organización;Etiqueta;Creado\r\n')).toBe(true);
  const esLines = es.text.slice(1).trimEnd().split('\r\n');
  expect(esLines).toHaveLength(63);
  const emails = esLines.slice(1).map((l) => l.split(';')[1]);
  const expected = [`csv-${RUN}-zz@ejemplo.com`, ...Array.from({ length: 61 }, (_, i) => `csv-${RUN}-${String(60 - i).padStart(2, '0')}@ejemplo.com`)];
  expect(emails).toEqual(expected);
  // The formula is neutralised (quoted because of its commas and quotes), dates are dd/mm/yyyy.
  expect(esLines[1]).toMatch(/^"'=HYPERLINK\(""http:\/\/malo\.example"",""clic""\)";/);
  expect(esLines[2]).toMatch(new RegExp(`^Csv ${RUN} 60;csv-${RUN}-60@ejemplo\\.com;;;;${LABEL};\\d\\d/\\d\\d/\\d{4}$`));

  // Default: commas, ISO dates, no BOM; still every row.
  await page.getByLabel('Formato: es-PY').uncheck();
  const plain = await exportFile(page);
  expect(plain.text.startsWith('Nombre,Email,Teléfono,Cargo,Organización,Etiqueta,Creado\r\n')).toBe(true);
  const plainLines = plain.text.trimEnd().split('\r\n');
  expect(plainLines).toHaveLength(63);
  expect(plainLines[2]).toMatch(new RegExp(`^Csv ${RUN} 60,csv-${RUN}-60@ejemplo\\.com,,,,${LABEL},\\d{4}-\\d\\d-\\d\\d$`));
  expect(plain.text).not.toContain('fuera');

  // The other lists have the button too.
  await page.goto('/general');
  await page.getByRole('table', { name: 'Operaciones' }).waitFor();
  await page.getByRole('button', { name: 'Exportar CSV' }).waitFor();
  await screenshot(page, 'csv-export-general');
  const general = await exportFile(page);
  expect(general.text.startsWith('ID,Unidad de negocio,Referencia,Organización,Contacto,Valor,Etapa,Creado\r\n')).toBe(true);
  await page.goto('/workspace/atm-cargo/table?sort=value&dir=desc');
  await page.getByRole('button', { name: 'Exportar CSV' }).waitFor();
  await page.getByRole('link', { name: '← Volver al kanban' }).waitFor();
  await screenshot(page, 'csv-export-workspace');
  const workspace = await exportFile(page);
  expect(workspace.name).toMatch(/^operaciones-atm-cargo-\d{4}-\d\d-\d\d\.csv$/);
  expect(workspace.text).toMatch(/^Referencia,Descripción,Organización,Contacto,Valor aprox\.,Etapa,Creado,Presupuesto,Asesor,Profit,Utilidad real\r\n/);
  await page.goto('/organizations');
  await page.getByRole('table', { name: 'Organizaciones' }).waitFor();
  await screenshot(page, 'csv-export-organizations');
  await context.close();
});
