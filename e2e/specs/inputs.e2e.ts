import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Dialog, Page } from 'playwright-core';
import { adminApiToken, gqlRequest, launch, newPage, signIn, restRequest } from '../support/browser';

/**
 * Nothing lost silently, cost sheet rows included. Numbers that are not numbers are errors
 * next to the field (never stored as 0), leaving unsaved work asks first, a double submit creates one
 * record, inactive parameter values are not offered, a mirrored sale row can be renamed.
 */
let browser: Browser;
let token: string;
const stamp = Date.now().toString(36);
let dealId: number;
const PROMPT = 'Tenés cambios sin guardar. ¿Salir igual?';
const SHOTS = process.env.SHOTS_DIR ?? join(__dirname, '..', 'screenshots', 'inputs');

const rest = (method: string, path: string, body?: object) => restRequest(method, path, token, body);

/** Full-page screenshots at 1440 and 390 px wide, kept for review by eye. */
async function shots(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  const before = page.viewportSize();
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    // From the top: a full-page capture of a scrolled page repeats the fixed header and menu mid-page.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  if (before) await page.setViewportSize(before);
}

/** Collects the dialogs a step raises, answering each with `accept`. */
function answerDialogs(page: Page, accept: (d: Dialog) => boolean) {
  const seen: Array<{ type: string; message: string }> = [];
  const handler = (d: Dialog) => {
    seen.push({ type: d.type(), message: d.message() });
    void (accept(d) ? d.accept() : d.dismiss());
  };
  page.on('dialog', handler);
  /** Waits (bounded) until `n` dialogs came: a dismissed one changes nothing on the page to wait for. */
  const asked = async (n: number) => {
    for (let i = 0; i < 100 && seen.length < n; i++) await new Promise((r) => setTimeout(r, 50));
  };
  return { seen, asked, stop: () => page.off('dialog', handler) };
}

beforeAll(async () => {
  browser = await launch();
  token = await adminApiToken();
  const { pipelines } = await gqlRequest<{ pipelines: Array<{ id: number; stages: Array<{ id: number }> }> }>('{ pipelines { id stages { id } } }', undefined, token);
  const deal = await rest('POST', '/deals', {
    title: `Entradas ${stamp}`,
    value: 1000,
    pipeline_id: pipelines[0].id,
    stage_id: pipelines[0].stages[0].id,
    organization: { name: `Org Entradas ${stamp}` },
  });
  dealId = deal.id;
});
afterAll(() => browser?.close());

async function signedIn(path: string): Promise<Page> {
  const { page } = await newPage(browser);
  await page.goto(path);
  await page.waitForURL(/\/login/);
  await signIn(page);
  await page.waitForURL((u) => u.pathname === path);
  return page;
}

test("'1e50' as the operation value is an error next to the field, saving is refused, reload asks, and the stored value is unchanged", async () => {
  const page = await signedIn(`/operations/${dealId}`);
  await page.getByRole('button', { name: 'Modificar' }).click();
  const value = page.getByLabel('Valor aproximado (USD)');
  await value.fill('1e50');
  await page.getByText('Ingresá un número válido (por ejemplo 1.234,56).').waitFor();
  expect(await value.getAttribute('aria-invalid')).toBe('true');
  // The peso bruto is checked the same way (letters are not a weight).
  await page.getByLabel('Peso bruto (kg)').fill('diez');
  await page.getByText('Ingresá un número válido (por ejemplo 1.234,56).').nth(1).waitFor();
  await shots(page, 'operation-invalid-value');

  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await page.getByText('Corregí los campos marcados antes de guardar.').waitFor();

  // Reloading with unsaved edits lets the browser ask; accepting reloads.
  const dialogs = answerDialogs(page, () => true);
  await page.reload();
  await page.getByRole('button', { name: 'Modificar' }).waitFor();
  dialogs.stop();
  expect(dialogs.seen.map((d) => d.type)).toEqual(['beforeunload']);

  const stored = await rest('GET', `/deals/${dealId}`);
  expect(stored.deal.value).toBe(1000);
  await page.getByText('1.000,00').first().waitFor();
  const fields = await rest('GET', `/deals/${dealId}/custom-fields`);
  expect(JSON.stringify(fields)).not.toContain('diez');
});

test('Escape in the operation edit mode asks first; staying keeps the typed value', async () => {
  const page = await signedIn(`/operations/${dealId}`);
  await page.getByRole('button', { name: 'Modificar' }).click();
  await page.getByLabel('Valor aproximado (USD)').fill('2.500');
  const stay = answerDialogs(page, () => false);
  await page.keyboard.press('Escape');
  await stay.asked(1);
  stay.stop();
  expect(stay.seen).toEqual([{ type: 'confirm', message: PROMPT }]);
  expect(await page.getByLabel('Valor aproximado (USD)').inputValue()).toBe('2.500');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await page.getByText('Cambios guardados.').waitFor();
  expect((await rest('GET', `/deals/${dealId}`)).deal.value).toBe(2500);
});

test('cost sheet: letters in a cell and an exchange rate of 0 are errors, a mirrored sale row can be renamed, leaving with unsaved edits asks and staying keeps them', async () => {
  const page = await signedIn(`/operations/${dealId}/costs`);
  await page.getByRole('heading', { name: /^Planilla de costos \(DET COS\)/ }).waitFor();
  const compra = page.getByRole('table', { name: 'Compra al agente (USD)' });
  const venta = page.getByRole('table', { name: 'Venta al cliente (USD)' });

  await page.getByRole('button', { name: 'Agregar fila a Compra al agente (USD)' }).click();
  await compra.getByLabel('Concepto').fill('FLETE AEREO');
  await compra.getByLabel('Total').fill('abc');
  await compra.getByText('Ingresá un número válido (por ejemplo 1.234,56).').waitFor();
  await compra.getByLabel('Total').fill('1.200');

  // The mirror row appeared with the purchase concept; renaming it sticks (it used to revert per keystroke).
  expect(await venta.getByLabel('Concepto').inputValue()).toBe('FLETE AEREO');
  await venta.getByLabel('Concepto').fill('FLETE AEREO (venta)');
  expect(await venta.getByLabel('Concepto').inputValue()).toBe('FLETE AEREO (venta)');
  await venta.getByLabel('Total').fill('1.500');
  expect(await venta.locator('tbody td[data-label="Profit"]').innerText()).toBe('300,00');

  const rate = page.getByLabel('Tipo de cambio Gs/USD');
  await rate.fill('0');
  await page.getByText('Tiene que ser mayor que 0.').waitFor();
  await page.getByRole('button', { name: 'Guardar planilla' }).click();
  await page.getByText('Corregí los valores marcados antes de guardar.').waitFor();
  await shots(page, 'cost-sheet-invalid');
  await rate.fill('7.300');

  // Leaving by the back link asks; staying keeps every edit.
  const stay = answerDialogs(page, () => false);
  await page.getByRole('link', { name: '← Volver a la operación' }).click();
  await stay.asked(1);
  stay.stop();
  expect(stay.seen).toEqual([{ type: 'confirm', message: PROMPT }]);
  expect(new URL(page.url()).pathname).toBe(`/operations/${dealId}/costs`);
  expect(await venta.getByLabel('Concepto').inputValue()).toBe('FLETE AEREO (venta)');
  expect(await compra.getByLabel('Total').inputValue()).toBe('1.200');
  expect(await rate.inputValue()).toBe('7.300');

  // Saved, the renamed row keeps its link to the purchase row and its name after a reload.
  await page.getByRole('button', { name: 'Guardar planilla' }).click();
  await page.getByText('Guardado ✓').waitFor();
  const sheet = await rest('GET', `/deals/${dealId}/cost-sheet`);
  expect(sheet.data.ventaRows).toEqual([expect.objectContaining({ concepto: 'FLETE AEREO (venta)', sourceId: sheet.data.compraRows[0].id, total: '1.500' })]);
  await page.reload();
  await page.getByRole('heading', { name: /^Planilla de costos \(DET COS\)/ }).waitFor();
  expect(await venta.getByLabel('Concepto').inputValue()).toBe('FLETE AEREO (venta)');

  // With nothing unsaved, leaving does not ask; with unsaved edits, accepting leaves.
  await venta.getByLabel('Total').fill('1.600');
  const leave = answerDialogs(page, () => true);
  await page.getByRole('link', { name: '← Volver a la operación' }).click();
  await page.waitForURL((u) => u.pathname === `/operations/${dealId}`);
  leave.stop();
  expect(leave.seen).toEqual([{ type: 'confirm', message: PROMPT }]);
  expect((await rest('GET', `/deals/${dealId}/cost-sheet`)).data.ventaRows[0].total).toBe('1.500');
});

test('quote: letters in a number are an error and block saving; loading other data and leaving ask first', async () => {
  const page = await signedIn(`/operations/${dealId}/quote`);
  await page.getByRole('heading', { name: /^Generar Presupuesto — REF/ }).waitFor();
  const weight = page.getByLabel('Peso bruto (kg)');
  await weight.fill('12a');
  await page.getByText('Ingresá un número válido (por ejemplo 1.234,56).').waitFor();
  await page.getByLabel('Precio ítem 1').fill('-5');
  await page.getByText('No puede ser negativo.').waitFor();
  await page.getByRole('button', { name: 'Guardar en Operación' }).click();
  await page.getByText('Corregí los números marcados antes de guardar.').waitFor();
  await shots(page, 'quote-invalid');
  expect(await rest('GET', `/deals/${dealId}/quotes`)).toEqual([]);

  // 'Cargar datos de la operación' would replace the typed quote: it asks, and staying keeps it.
  const stay = answerDialogs(page, () => false);
  await page.getByRole('button', { name: 'Cargar datos de la operación' }).click();
  await page.getByRole('link', { name: '← Volver a la operación' }).click();
  await stay.asked(2);
  stay.stop();
  expect(stay.seen).toEqual([
    { type: 'confirm', message: PROMPT },
    { type: 'confirm', message: PROMPT },
  ]);
  expect(await weight.inputValue()).toBe('12a');
  expect(new URL(page.url()).pathname).toBe(`/operations/${dealId}/quote`);
});

test('a double submit of the follow-up call form logs one call', async () => {
  const page = await signedIn('/followup');
  const form = page.getByRole('form', { name: 'Registrar llamada' });
  await form.getByLabel('Asunto').fill(`Doble clic ${stamp}`);
  // Every call ends with an outcome (no interesado: notes, no next task).
  await form.getByRole('combobox', { name: 'Resultado' }).selectOption('no_interesado');
  await form.getByLabel('Notas').fill('Una sola llamada');
  // Two clicks in one task: React cannot re-render (and disable the button) between them, so only
  // a synchronous guard keeps the second one out. A real double-click follows.
  await form.getByRole('button', { name: 'Registrar llamada' }).evaluate((b: HTMLButtonElement) => {
    b.click();
    b.click();
  });
  await form.getByText('Llamada registrada.').waitFor();
  await form.getByLabel('Asunto').fill(`Doble clic real ${stamp}`);
  await form.getByRole('combobox', { name: 'Resultado' }).selectOption('no_interesado');
  await form.getByLabel('Notas').fill('Una sola llamada');
  await form.getByRole('button', { name: 'Registrar llamada' }).dblclick();
  await form.getByText('Llamada registrada.').waitFor();
  await shots(page, 'followup');

  const calls = async (q: string) =>
    (await gqlRequest<{ followupCalls: Array<{ subject: string }> }>('query($q: String) { followupCalls(q: $q) { subject } }', { q }, token)).followupCalls;
  await expect(calls(`Doble clic ${stamp}`)).resolves.toHaveLength(1);
  await expect(calls(`Doble clic real ${stamp}`)).resolves.toHaveLength(1);
});

test("an inactive rubro 'Seguro' is neither offered nor preselected in 'Nueva organización'; a half-filled dialog asks before closing", async () => {
  const params = await gqlRequest<{ params: Array<{ values: Array<{ id: number; value: string; active: boolean }> }> }>(
    '{ params(keys: ["org_rubro"]) { values { id value active } } }',
    undefined,
    token,
  );
  const seguro = params.params[0].values.find((v) => v.value === 'Seguro');
  expect(seguro?.active).toBe(true);
  const setActive = (active: boolean) =>
    gqlRequest('mutation($id: Int!, $a: Boolean) { updateParamValue(id: $id, input: { active: $a }) { id } }', { id: seguro!.id, a: active }, token);
  await setActive(false);
  try {
    const page = await signedIn('/organizations');
    await page.getByRole('button', { name: '+ Nueva organización' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nueva organización' });
    const rubro = dialog.getByLabel('Rubro');
    await rubro.locator('option', { hasText: 'Importador' }).waitFor({ state: 'attached' });
    expect(await rubro.inputValue()).toBe('');
    expect(await rubro.locator('option').allInnerTexts()).not.toContain('Seguro');

    await dialog.getByLabel('Razón social').fill(`A medio llenar ${stamp}`);
    await shots(page, 'new-organization');
    const stay = answerDialogs(page, () => false);
    await page.keyboard.press('Escape');
    await stay.asked(1);
    stay.stop();
    expect(stay.seen).toEqual([{ type: 'confirm', message: PROMPT }]);
    expect(await dialog.getByLabel('Razón social').inputValue()).toBe(`A medio llenar ${stamp}`);
    const leave = answerDialogs(page, () => true);
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'detached' });
    leave.stop();
    expect(leave.seen).toEqual([{ type: 'confirm', message: PROMPT }]);
  } finally {
    await setActive(true);
  }
});
