import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { launch, newPage, restRequest, adminApiToken, screenshot, signIn, downloadPath } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const shot = async (page: Parameters<typeof screenshot>[0], name: string) => {
  await screenshot(page, name);
  await page.screenshot({ path: `/tmp/csvimport-${name}.png`, fullPage: true });
};

test('Importar: a Spanish-locale contacts CSV through archivo → mapeo → vista previa → importar (progress bar, another tab sees it) → resumen', async () => {
  const stamp = Date.now();
  // Excel on a Spanish Windows: ';', Latin-1, CRLF; 30,000 rows, 3 bad ones. Fifteen batches: the bulk import runs
  // thousands of rows a second, so a smaller file can finish between two polls of the bar (400 ms) and never show it move.
  const lines = ['Nombre y apellido;Correo electrónico;Teléfono móvil;Observación'];
  for (let i = 1; i <= 30000; i++) {
    const bad = i === 7 || i === 15000 || i === 29999;
    lines.push(`Señora Núñez ${stamp}-${i};${bad ? 'sin-arroba' : `nunez${i}.${stamp}@importe2e.com.py`};0981 ${String(i).padStart(6, '0')};nota ${i}`);
  }
  const buffer = Buffer.from(lines.join('\r\n'), 'latin1');

  const { context, page } = await newPage(browser);
  await page.goto('/admin/import');
  await page.waitForURL(/\/login/);
  await signIn(page);
  await page.waitForURL((u) => u.pathname === '/admin/import');
  await page.getByRole('heading', { name: 'Importar' }).waitFor();

  // 1. Archivo
  await page.getByLabel('Qué importar').selectOption('contact');
  await page.getByLabel('Archivo CSV').setInputFiles({ name: 'contactos-excel.csv', mimeType: 'text/csv', buffer });
  await shot(page, '1-archivo');
  await page.getByRole('button', { name: 'Subir y continuar' }).click();

  // 2. Mapeo: suggested from the headers; the column left out is 'No importar'; a required group flagged.
  const mapping = page.getByRole('region', { name: 'Mapeo de columnas' });
  await mapping.waitFor();
  await mapping.getByText('30.000 filas').waitFor();
  expect(await page.getByLabel('Campo para Nombre y apellido').inputValue()).toBe('name');
  expect(await page.getByLabel('Campo para Correo electrónico').inputValue()).toBe('email');
  expect(await page.getByLabel('Campo para Teléfono móvil').inputValue()).toBe('phone');
  expect(await page.getByLabel('Campo para Observación').inputValue()).toBe('');
  // Taking the name and email away flags the requirement and blocks the preview.
  await page.getByLabel('Campo para Nombre y apellido').selectOption('');
  await page.getByLabel('Campo para Correo electrónico').selectOption('');
  await page.getByText('Asigná una columna a Nombre o Email.').waitFor();
  expect(await page.getByRole('button', { name: 'Vista previa' }).isDisabled()).toBe(true);
  await page.getByLabel('Campo para Nombre y apellido').selectOption('name');
  await page.getByLabel('Campo para Correo electrónico').selectOption('email');
  await page.getByLabel('Campo para Observación').selectOption('notes');
  await shot(page, '2-mapeo');

  // Leaving mid-way asks first.
  const asked = new Promise<string>((resolve) =>
    page.once('dialog', (d) => {
      resolve(d.message());
      void d.dismiss();
    }),
  );
  await page.getByRole('link', { name: 'Contactos' }).click();
  expect(await asked).toBe('Tenés cambios sin guardar. ¿Salir igual?');
  expect(new URL(page.url()).pathname).toBe('/admin/import');

  // 3. Vista previa: nothing saved yet; the three bad rows by number.
  const token = await adminApiToken();
  const before = (await restRequest<unknown[]>('GET', `/contacts?q=${stamp}&limit=500`, token)).length;
  await page.getByRole('button', { name: 'Vista previa' }).click();
  const preview = page.getByRole('region', { name: 'Vista previa' });
  await preview.getByText('Así quedaría la importación').waitFor({ timeout: 240_000 });
  expect((await restRequest<unknown[]>('GET', `/contacts?q=${stamp}&limit=500`, token)).length).toBe(before);
  await preview.getByText('a crear').waitFor();
  expect(await preview.getByRole('listitem').filter({ hasText: 'a crear' }).textContent()).toContain('29.997');
  await page.getByLabel('Solo errores').check();
  const errorRows = preview.getByRole('table', { name: 'Resultado por fila' }).getByRole('row');
  await errorRows.filter({ hasText: '15001' }).waitFor();
  expect(await errorRows.count()).toBe(4);
  await errorRows.filter({ hasText: '15001' }).getByText('El email no es válido.').waitFor();
  await shot(page, '3-vista-previa');

  // 4. Importar: the progress bar moves; a reload finds the same import.
  await page.getByRole('button', { name: /Importar 29\.997 filas/ }).click();
  const bar = page.getByRole('progressbar', { name: 'Importación' });
  await bar.waitFor();
  await page.waitForFunction(() => {
    const el = document.querySelector('[role="progressbar"][aria-label="Importación"]');
    const v = Number(el?.getAttribute('aria-valuenow'));
    return v > 0 && v < 100;
  }, undefined, { timeout: 240_000 });
  await shot(page, '4-importar');
  // Another tab (or a reload) finds the same import on the server, at its step.
  const other = await context.newPage();
  await other.goto(page.url());
  await other.getByRole('region', { name: /Importando|Resumen/ }).waitFor();
  await other.close();

  // 5. Resumen, and the rows in error as a CSV.
  const summary = page.getByRole('region', { name: 'Resumen' });
  await summary.waitFor({ timeout: 240_000 });
  expect(await summary.getByRole('listitem').filter({ hasText: 'creados' }).textContent()).toContain('29.997');
  expect(await summary.getByRole('listitem').filter({ hasText: 'con error' }).textContent()).toContain('3');
  await shot(page, '5-resumen');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Descargar filas con error (CSV)' }).click()]);
  expect(download.suggestedFilename()).toBe('contactos-excel-errores.csv');
  const text = readFileSync(await downloadPath(download), 'utf8').replace(/^\ufeff/, '');
  const rows = text.trim().split('\r\n');
  expect(rows[0]).toBe('Fila;Nombre y apellido;Correo electrónico;Teléfono móvil;Observación;Error');
  expect(rows.slice(1).map((r) => r.split(';')[0])).toEqual(['8', '15001', '30000']);
  expect(rows[2]).toContain(`Señora Núñez ${stamp}-15000`);
  expect((await restRequest<unknown[]>('GET', `/contacts?q=${stamp}&limit=500`, token)).length).toBe(Math.min(500, before + 29997));
  await context.close();
}, 600_000);
