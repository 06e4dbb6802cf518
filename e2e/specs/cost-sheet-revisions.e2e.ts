import type { Browser, Page } from 'playwright-core';
import { adminApiToken, gqlRequest, launch, newPage, screenshot, signIn, restRequest } from '../support/browser';

/**
 * Named revisions of the cost sheet, in Chromium: venta makes a second revision of a saved sheet, changes the
 * freight, compares it with the first side by side, confirms the budget and sees the revision confirmed (the
 * first one replaced).
 */
let browser: Browser;
let token: string;
const stamp = Date.now().toString(36);
const VENTA = { name: `Vera Revisiones ${stamp}`, email: `rev-${stamp}@e2e.local`, password: 'Venta-e2e-123' };
let dealId: number;

const rest = (method: string, path: string, body?: object) => restRequest(method, path, token, body);

beforeAll(async () => {
  browser = await launch();
  token = await adminApiToken();
  await rest('POST', '/users', { name: VENTA.name, email: VENTA.email, role: 'venta', is_active: 1, password: VENTA.password });
  const { pipelines } = await gqlRequest<{ pipelines: Array<{ id: number; stages: Array<{ id: number }> }> }>('{ pipelines { id stages { id } } }', undefined, token);
  const deal = await rest('POST', '/deals', {
    title: `Revisiones ${stamp}`,
    pipeline_id: pipelines[0].id,
    stage_id: pipelines[0].stages[0].id,
    organization: { name: `Org Revisiones ${stamp}` },
  });
  dealId = deal.id;
  // The first save makes REV 01: purchase 2 USD/kg, sale 3 USD/kg over 100 kg → costs 200, sales 300, profit 100.
  await rest('PUT', `/deals/${dealId}/cost-sheet`, {
    header: { pesoKg: 100, gsRate: 7300 },
    compraRows: [{ id: 'c1', concepto: 'FLETE AEREO', usdXKg: 2, lockPerKg: true }],
    ventaRows: [{ id: 'v1', concepto: 'FLETE AEREO', usdXKg: 3, lockPerKg: true, sourceId: 'c1' }],
  });
});
afterAll(() => browser?.close());

const bar = (page: Page) => page.getByRole('region', { name: 'Revisiones de la planilla' });
const revisionStatus = (page: Page, status: string) => bar(page).getByRole('status', { name: `Estado de la revisión: ${status}` });

test('a second revision, compared with the first, then confirmed by the budget confirmation', async () => {
  const { page, context } = await newPage(browser);
  const path = `/operations/${dealId}/costs`;
  await page.goto(path);
  await page.waitForURL(/\/login/);
  await signIn(page, VENTA.email, VENTA.password);
  await page.waitForURL((u) => u.pathname === path);
  await page.getByRole('heading', { name: /^Planilla de costos \(DET COS\)/ }).waitFor();
  await bar(page).getByText('REV 01', { exact: true }).waitFor();
  await revisionStatus(page, 'Borrador').waitFor();

  // Nueva revisión: name and reason; the new draft is the current revision.
  await bar(page).getByRole('button', { name: 'Nueva revisión' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nueva revisión (REV 02)' });
  await dialog.getByLabel('Nombre').fill('flete corregido');
  await dialog.getByLabel('Motivo').fill('El agente subió la tarifa');
  await screenshot(page, 'revisions-new-dialog');
  await dialog.getByRole('button', { name: 'Nueva revisión' }).click();
  await bar(page).getByText('REV 02 – flete corregido', { exact: true }).waitFor();
  await revisionStatus(page, 'Borrador').waitFor();

  // The freight goes up to 2,5 USD/kg in REV 02: costs 250, profit 50.
  const compra = page.getByRole('table', { name: 'Compra al agente (USD)' });
  await compra.getByLabel('USD x kg').fill('2,5');
  await page.getByRole('button', { name: 'Guardar planilla' }).click();
  await page.getByText('Guardado ✓').waitFor();

  // Comparar: REV 01 → REV 02, the changed row and the profit before → after.
  await bar(page).getByRole('button', { name: 'Comparar' }).click();
  const compare = page.getByRole('dialog', { name: 'Comparar revisiones' });
  await compare.getByTestId('compare-profit').waitFor();
  expect(await compare.getByTestId('compare-profit').innerText()).toBe('Profit general: 100,00 → 50,00 (-50,00)');
  const changed = compare.getByRole('table', { name: 'Filas agregadas, quitadas y cambiadas' }).locator('tr[data-kind="changed"]');
  expect(await changed.innerText()).toContain('USD x kg: 2,00');
  expect(await changed.innerText()).toContain('USD x kg: 2,50');
  await screenshot(page, 'revisions-compare');
  await compare.getByRole('button', { name: 'Cerrar' }).first().click();

  // The budget confirmation confirms the current revision; the first one is replaced.
  await page.getByRole('button', { name: 'Confirmar presupuesto' }).click();
  await page.getByRole('dialog', { name: 'Confirmar presupuesto' }).getByRole('button', { name: 'Confirmar presupuesto' }).click();
  await page.getByRole('status', { name: 'Estado del presupuesto: Confirmado' }).waitFor();
  await revisionStatus(page, 'Confirmada').waitFor();
  const options = await bar(page).getByRole('combobox', { name: 'Ver revisión' }).locator('option').allInnerTexts();
  expect(options.map((o) => o.split(' — ')[0])).toEqual(['REV 02 – flete corregido · Confirmada · actual', 'REV 01 · Reemplazada']);
  await screenshot(page, 'revisions-confirmed');

  // REV 01 read-only, as it was.
  const rev1 = (await rest('GET', `/deals/${dealId}/cost-sheet/revisions`)).find((r: { number: number }) => r.number === 1);
  await bar(page).getByRole('combobox', { name: 'Ver revisión' }).selectOption(String(rev1.id));
  const view = page.getByRole('region', { name: 'Revisión de solo lectura' });
  await view.getByText('Profit general: 100,00').waitFor();
  expect(await page.getByRole('button', { name: 'Guardar planilla' }).count()).toBe(0);
  await screenshot(page, 'revisions-older-read-only');
  await context.close();
});
