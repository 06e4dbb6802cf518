import type { Browser, Page } from 'playwright-core';
import { adminApiToken, gqlRequest, launch, newPage, screenshot, signIn } from '../support/browser';

let browser: Browser;
let token: string;
const tag = `e2e${Date.now().toString(36)}`;

beforeAll(async () => {
  browser = await launch();
  token = await adminApiToken();
  // Operations of this window, so the organizations chart has bars.
  const p = await gqlRequest<{ pipelines: Array<{ id: number; stages: Array<{ id: number }> }> }>('{ pipelines { id stages { id } } }', {}, token);
  for (const name of [`Curtiembre ${tag}`, `Curtiembre ${tag}`, `Metalúrgica ${tag}`]) {
    await gqlRequest(
      'mutation($i: CreateDealInput!) { createDeal(input: $i) { id } }',
      { i: { title: `Operación estadística ${tag}`, pipelineId: p.pipelines[0].id, stageId: p.pipelines[0].stages[0].id, organization: { name } } },
      token,
    );
  }
});
afterAll(() => browser?.close());

async function signedIn(path: string): Promise<Page> {
  const { page } = await newPage(browser);
  await page.goto(`/login?next=${encodeURIComponent(path)}`);
  await signIn(page);
  await page.waitForURL((u) => u.pathname === path);
  return page;
}

test('statistics: cards, the organizations bar chart, window change and column sort', async () => {
  const page = await signedIn('/admin');
  await page.getByRole('heading', { name: 'Estadísticas y análisis' }).waitFor();
  const table = page.getByRole('table', { name: 'Actividad por usuario' });
  await table.waitFor();
  await page.getByRole('region', { name: 'Responsable más activo' }).waitFor();
  // The nivo chart (lazy chunk) draws SVG bars with an accessible name.
  const chart = page.getByRole('img', { name: 'Nuevas operaciones por organización' });
  await chart.waitFor();
  expect(await chart.locator('rect').count()).toBeGreaterThan(0);
  // The table fallback carries the same top 6.
  await page.getByText('Ver como tabla').click();
  const fallback = page.getByRole('table', { name: 'Nuevas operaciones por organización (tabla)' });
  await fallback.waitFor();
  const orgRows = await fallback.locator('tbody tr').count();
  expect(orgRows).toBeGreaterThan(0);
  expect(orgRows).toBeLessThanOrEqual(6);
  await screenshot(page, 'stats-30');

  const overview = page.waitForResponse((r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes('"days":7'));
  await page.getByRole('combobox', { name: 'Ventana' }).selectOption('7');
  await overview;
  await table.waitFor();

  await table.getByRole('button', { name: 'Acciones', exact: true }).click();
  expect(await table.getByRole('columnheader', { name: 'Acciones', exact: true }).getAttribute('aria-sort')).toBe('descending');
  const numbers = async () => (await table.locator('tbody tr td:nth-child(2)').allTextContents()).map((t) => Number(t.replace(/\./g, '')));
  const desc = await numbers();
  expect(desc).toEqual([...desc].sort((a, b) => b - a));
  await table.getByRole('button', { name: 'Acciones', exact: true }).click();
  expect(await table.getByRole('columnheader', { name: 'Acciones', exact: true }).getAttribute('aria-sort')).toBe('ascending');
  const asc = await numbers();
  expect(asc).toEqual([...asc].sort((a, b) => a - b));
  await screenshot(page, 'stats');
  await page.context().close();
});

test('follow-up: registering a call updates the cards, the chart and the history', async () => {
  const org = await gqlRequest<{ createOrganization: { id: number } }>(
    'mutation($i: CreateOrganizationInput!) { createOrganization(input: $i) { id } }',
    { i: { name: `Seguimiento ${tag}` } },
    token,
  );
  const page = await signedIn('/followup');
  await page.getByRole('heading', { name: 'Dashboard de seguimiento' }).waitFor();
  const callsToday = page.getByRole('region', { name: 'Llamadas hoy' });
  await callsToday.getByText(/^\d+$/).waitFor();
  const before = Number(await callsToday.getByText(/^\d+$/).textContent());
  const withoutContact = page.getByRole('region', { name: 'Organizaciones sin contacto' });
  const withoutBefore = Number((await withoutContact.getByText(/^[\d.]+$/).textContent())!.replace(/\./g, ''));
  const line = page.getByRole('img', { name: 'Actividad de los últimos 30 días' });
  await line.waitFor();
  await page.getByRole('img', { name: 'Organizaciones contactadas y sin contacto' }).waitFor();
  await page.getByRole('combobox', { name: 'Usuario' }).waitFor(); // admins only
  await screenshot(page, 'followup-before');

  const form = page.getByRole('form', { name: 'Registrar llamada' });
  expect(await form.getByLabel('Asunto').inputValue()).toBe('Llamada');
  await form.getByRole('combobox', { name: 'Organización' }).fill(`Seguimiento ${tag}`);
  await form.getByRole('option', { name: new RegExp(`Seguimiento ${tag}`) }).click();
  // Every call ends with an outcome (no interesado: notes, no next task).
  await form.getByRole('combobox', { name: 'Resultado' }).selectOption('no_interesado');
  await form.getByLabel('Notas').fill(`Llamada de prueba ${tag}`);
  await form.getByLabel('Duración (min)').fill('5');
  await form.getByRole('button', { name: 'Registrar llamada' }).click();
  await form.getByText('Llamada registrada.').waitFor();
  expect(await form.getByLabel('Notas').inputValue()).toBe('');
  expect(await form.getByLabel('Duración (min)').inputValue()).toBe('0');

  await callsToday.getByText(String(before + 1), { exact: true }).waitFor();
  await withoutContact.getByText(new Intl.NumberFormat('es-PY').format(withoutBefore - 1), { exact: true }).waitFor();
  const history = page.getByRole('table', { name: 'Historial de llamadas' });
  const row = history.getByRole('row').filter({ hasText: `Llamada de prueba ${tag}` });
  await row.waitFor();
  expect(await row.textContent()).toContain(`Seguimiento ${tag}`);
  expect(await row.textContent()).toContain('5 min');
  await row.getByRole('link', { name: `Seguimiento ${tag}` }).waitFor();
  expect(await row.getByRole('link', { name: `Seguimiento ${tag}` }).getAttribute('href')).toBe(`/organizations/${org.createOrganization.id}`);
  expect(await line.locator('path').count()).toBeGreaterThan(0);

  // The search box filters calls and notes.
  await page.getByRole('searchbox', { name: 'Buscar en llamadas y notas' }).fill(`prueba ${tag}`);
  await history.getByRole('row').nth(1).filter({ hasText: `Llamada de prueba ${tag}` }).waitFor();
  await page.getByRole('searchbox', { name: 'Buscar en llamadas y notas' }).fill(`nada ${tag}`);
  await history.getByText('Sin llamadas registradas.').waitFor();
  await page.getByRole('searchbox', { name: 'Buscar en llamadas y notas' }).fill('');
  await row.waitFor();
  await screenshot(page, 'followup-after');
  await page.context().close();
});
