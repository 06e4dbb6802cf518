import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { adminApiToken, boardReady, fillDate, gqlRequest, launch, newPage, screenshot, signIn } from '../support/browser';
import { SCREENSHOTS } from '../support/env';

/**
 * Chargeable weight per mode and dated exchange rates: the chargeable weight per transport mode in the new-operation form, the
 * operation view and the cost sheet ('Aéreo 1:6000'), and a dated exchange rate added in /admin/params
 * that a new cost sheet takes.
 */
let browser: Browser;
let token: string;
let pipelineId: number;
const run = Date.now().toString(36);

beforeAll(async () => {
  browser = await launch();
  token = await adminApiToken();
  const data = await gqlRequest<{ pipelines: Array<{ id: number }> }>('{ pipelines { id } }', undefined, token);
  pipelineId = data.pipelines[0].id;
  await gqlRequest('mutation($i: CreateStageInput!) { createStage(input: $i) { id } }', { i: { name: `E2E Flete ${run}`, pipelineId } }, token);
});
afterAll(() => browser?.close());

/** Yesterday's calendar date in Asunción, 'YYYY-MM-DD'. */
function yesterdayInParaguay(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Asuncion', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() - 86_400_000));
}

async function signedIn(page: Page, path: string) {
  await page.setViewportSize({ width: 1600, height: 1000 });
  await page.goto(path);
  await page.waitForURL(/\/login/);
  await signIn(page);
  await page.waitForURL((u) => u.pathname === path);
}

/** Fills the 'Nueva operación' modal with a mode, 100 kg and 2 m³; checks the preview; creates it; returns its id. */
async function createOperation(page: Page, mode: string, expected: RegExp, shot: string): Promise<number> {
  await page.getByRole('button', { name: 'Nueva operación' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nueva operación' });
  await dialog.waitFor();
  await dialog.getByLabel('Transporte').selectOption(mode);
  await dialog.getByLabel('Clase').selectOption('LCL');
  await dialog.getByLabel('Origen').fill('Miami');
  await dialog.getByLabel('Destino').fill('Asunción');
  await dialog.getByLabel('Mercadería').fill(`Repuestos ${mode} ${run}`);
  await dialog.getByLabel('Cantidad').fill('4');
  await dialog.getByLabel('Peso bruto').fill('100');
  await dialog.getByLabel('Volumen (m³)').fill('2');
  await dialog.getByLabel('Empresa').fill(`Flete ${mode} ${run}`);
  await dialog.getByLabel('Etapa').selectOption({ label: `E2E Flete ${run}` });
  const preview = dialog.getByTestId('chargeable-preview');
  await preview.filter({ hasText: expected }).waitFor();
  await screenshot(page, shot);
  await dialog.getByRole('button', { name: 'Crear operación' }).click();
  await dialog.waitFor({ state: 'hidden' });
  const card = page.getByTestId('deal-card').filter({ hasText: `Repuestos ${mode} ${run}` });
  await card.waitFor();
  return Number(await card.getAttribute('data-deal-id'));
}

const measures = (page: Page): Locator => page.getByLabel('Volumen y pesos calculados');

test('air 2 m³ + 100 kg → 333,5 kg (Aéreo 1:6000); sea → 2.000 kg (Marítimo 1:1000); a rate dated yesterday is taken by a new sheet', async () => {
  const { context, page } = await newPage(browser);
  await signedIn(page, '/');
  await boardReady(page);

  const air = await createOperation(page, 'AEREO', /Peso cobrable: 333,5 kg \(Aéreo 1:6000\)/, 'freight-new-air');
  const sea = await createOperation(page, 'MARITIMO', /Peso cobrable: 2\.000 kg \(Marítimo 1:1000\)/, 'freight-new-sea');

  // Operation view: the spec's volumetric weight (× 167) stays beside the chargeable weight per mode.
  await page.goto(`/operations/${air}`);
  await measures(page).filter({ hasText: 'Peso cobrable (kg)333,5' }).waitFor();
  expect(await measures(page).textContent()).toContain('Peso volumétrico (kg)333,33');
  expect(await measures(page).textContent()).toContain('FactorAéreo 1:6000');
  await screenshot(page, 'freight-operation-air');
  await page.goto(`/operations/${sea}`);
  await measures(page).filter({ hasText: 'Peso cobrable (kg)2.000' }).waitFor();
  expect(await measures(page).textContent()).toContain('FactorMarítimo 1:1000');

  // An admin adds a USD/PYG rate dated yesterday in /admin/params.
  const yesterday = yesterdayInParaguay();
  await page.goto('/admin/params#tipos-de-cambio');
  const form = page.getByRole('form', { name: 'Agregar tipo de cambio' });
  await fillDate(form, 'Fecha del tipo de cambio', yesterday);
  await form.getByLabel('Gs por USD').fill('7.321,5');
  await form.getByLabel('Fuente').fill('BCP');
  await form.getByRole('button', { name: 'Agregar' }).click();
  const [y, m, d] = yesterday.split('-');
  const row = page.getByRole('row', { name: `Tipo de cambio del ${d}/${m}/${y}` });
  await row.waitFor();
  expect(await row.textContent()).toContain('(vigente)');
  await page.locator('#tipos-de-cambio').screenshot({ path: join(SCREENSHOTS, 'freight-rates-admin.png') });

  // The air operation's sheet was never saved: it takes that rate, says from which date, and shows the factor.
  await page.goto(`/operations/${air}/costs`);
  await page.getByRole('heading', { name: /^Planilla de costos \(DET COS\)/ }).waitFor();
  expect(await page.getByLabel('Tipo de cambio Gs/USD').inputValue()).toBe('7.321,50');
  await page.getByTestId('rate-origin').filter({ hasText: `Tipo de cambio del ${d}/${m}/${y}` }).waitFor();
  expect(await page.getByTestId('factor-label').textContent()).toBe('(Aéreo 1:6000)');
  expect(await page.getByRole('region', { name: 'Cabecera' }).textContent()).toContain('Peso cobrable (kg)333,5');
  expect(await page.getByRole('region', { name: 'Cabecera' }).textContent()).toContain('Peso volumétrico (kg)333,33');
  await screenshot(page, 'freight-cost-sheet-rate');

  // Saved, the sheet keeps following the dated rate: the server stored it with its date.
  await page.getByRole('button', { name: 'Guardar planilla' }).click();
  await page.getByText('Guardado ✓').waitFor();
  const stored = await gqlRequest<{ costSheet: { saved: boolean; header: { gsRate: number; gsRateDate: string } } }>(
    'query($id: Int!) { costSheet(dealId: $id) { saved header { gsRate gsRateDate } } }',
    { id: air },
    token,
  );
  expect(stored.costSheet.header).toEqual({ gsRate: 7321.5, gsRateDate: yesterday });
  await context.close();
});
