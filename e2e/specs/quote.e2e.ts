import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { adminApiToken, baseUrl, gqlRequest, launch, newPage, screenshot, signIn } from '../support/browser';
import { SCREENSHOTS } from '../support/env';

/**
 * The quote generator (spec part 2 §2, §9). The cost-sheet prefill is left for the lead:
 * the costSheet query lands with the cost sheet module, so this operation's prefill comes from its custom fields.
 */

let browser: Browser;
let token: string;
const run = Date.now().toString(36);

beforeAll(async () => {
  browser = await launch();
  token = await adminApiToken();
});
afterAll(() => browser?.close());

const api = <T>(query: string, variables?: object) => gqlRequest<T>(query, variables, token);

async function newOperation(): Promise<{ id: number; reference: string }> {
  const p = await api<{ pipelines: Array<{ id: number; name: string; stages: Array<{ id: number }> }> }>('{ pipelines { id name stages { id } } }');
  const pipeline = p.pipelines.find((x) => x.name === 'Operaciones')!;
  const d = await api<{ createDeal: { id: number; reference: string } }>('mutation($i: CreateDealInput!) { createDeal(input: $i) { id reference } }', {
    i: {
      title: `Cotización e2e ${run}`,
      pipelineId: pipeline.id,
      stageId: pipeline.stages[0].id,
      organization: { name: `Importadora Ñandutí ${run}` },
      contact: { name: 'Ana Pérez', email: `ana-${run}@e2e.local` },
    },
  });
  const fields: Array<[string, string]> = [
    ['tipo_operacion', 'IMPORT'],
    ['modalidad_carga', 'AEREO'],
    ['origen_pto', 'Miami'],
    ['Aeropuerto origen', 'MIA'],
    ['ciudad_destino', 'Asunción'],
    ['Mercadería', 'Repuestos de maquinaria'],
    ['peso_bruto', '150,5'],
    ['vol_m3', '1,25'],
  ];
  for (const [key, value] of fields) {
    await api('mutation($o: CustomFieldOwner!, $id: Int!, $i: UpsertCustomFieldInput!) { upsertCustomField(owner: $o, ownerId: $id, input: $i) { id } }', {
      o: 'deal',
      id: d.createDeal.id,
      i: { key: key.replace(/\s/g, '_'), label: key, value },
    });
  }
  return d.createDeal;
}

async function fieldsOf(id: number): Promise<Record<string, string | null>> {
  const saved = await api<{ deal: { customFields: Array<{ key: string; value: string | null }> } }>('query($id: Int!) { deal(id: $id) { customFields { key value } } }', { id });
  return Object.fromEntries(saved.deal.customFields.map((f) => [f.key, f.value]));
}

async function openQuote(page: Page, id: number) {
  await page.goto(`/operations/${id}/quote`);
  await page.waitForURL(/\/login/);
  await signIn(page);
  await page.waitForURL((u) => u.pathname === `/operations/${id}/quote`);
}

test('prefill, items, tags by paste, save as version 1, download the PDF with the rule file name, and look at page 1', async () => {
  const op = await newOperation();
  const { context, page } = await newPage(browser);
  await openQuote(page, op.id);
  await page.getByRole('heading', { name: `Generar Presupuesto — REF ${op.reference}` }).waitFor();

  // Prefill from the operation and its custom fields (accented and pattern keys), defaults of spec part 2 §9.
  expect(await page.getByLabel('Cliente', { exact: true }).inputValue()).toBe(`Importadora Ñandutí ${run}`);
  expect(await page.getByLabel('Contacto', { exact: true }).inputValue()).toBe('Ana Pérez');
  expect(await page.getByLabel('Tipo de operación').inputValue()).toBe('IMPORTACION');
  expect(await page.getByLabel('Tipo de transporte').inputValue()).toBe('AEREO');
  expect(await page.getByLabel('Ciudad de origen').inputValue()).toBe('Miami');
  expect(await page.getByLabel('Aeropuerto de origen').inputValue()).toBe('MIA');
  expect(await page.getByLabel('Mercadería').inputValue()).toBe('Repuestos de maquinaria');
  expect(await page.getByLabel('Peso bruto (kg)').inputValue()).toBe('150,5');
  expect(await page.getByLabel('Incoterms').inputValue()).toBe('EXW');
  expect(await page.getByLabel('Validez de la oferta', { exact: true }).inputValue()).toBe('7 DIAS');

  // Items: quantity 0 counts as 1, local-format prices, TOTAL USD.
  await page.getByRole('button', { name: '+ Agregar ítem' }).click();
  await page.getByLabel('Servicio ítem 1').fill('FLETE AEREO');
  await page.getByLabel('Cantidad ítem 1').fill('0');
  await page.getByLabel('Precio ítem 1').fill('1.234,56');
  await page.getByRole('button', { name: '+ Agregar ítem' }).click();
  await page.getByLabel('Servicio ítem 2').fill('SEGURO DE CARGA');
  await page.getByLabel('Cantidad ítem 2').fill('2');
  await page.getByLabel('Precio ítem 2').fill('25,5');
  await page.getByLabel('Impuesto ítem 2').selectOption('10%');
  await page.getByTestId('preview-total').getByText('1.285,56').waitFor();

  // Tags: a pasted bullet list splits; a typed tag with Enter; duplicates ignored.
  const incluye = page.getByLabel('Qué incluye', { exact: true });
  await incluye.focus();
  await page.evaluate(() => {
    const el = document.activeElement as HTMLInputElement;
    const data = new DataTransfer();
    data.setData('text/plain', '• Flete aéreo\n• Seguro\n• flete AÉREO');
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  });
  await incluye.fill('Despacho');
  await incluye.press('Enter');
  const tags = page.getByRole('list', { name: 'Qué incluye: entradas' }).getByRole('listitem');
  await tags.nth(2).waitFor();
  expect(await tags.count()).toBe(3);
  expect((await tags.allInnerTexts()).map((t) => t.replace('×', '').trim())).toEqual(['Flete aéreo', 'Seguro', 'Despacho']);
  await screenshot(page, 'quote-form');
  await page.getByRole('article', { name: 'Vista previa del presupuesto' }).screenshot({ path: join(SCREENSHOTS, 'quote-preview.png') });
  await page.getByRole('group', { name: 'Ítems del presupuesto' }).screenshot({ path: join(SCREENSHOTS, 'quote-items.png') });

  // Save: the fields the user edited become operation fields, the rest stay as the operation has them; version 1 is listed.
  await page.getByRole('button', { name: 'Guardar en Operación' }).click();
  await page.getByText('Datos guardados en la operación ✔').waitFor();
  await page.getByRole('table', { name: 'Versiones guardadas' }).getByRole('button', { name: 'Abrir versión 1' }).waitFor();
  const byKey = await fieldsOf(op.id);
  expect(byKey.que_incluye).toBe('Flete aéreo\nSeguro\nDespacho');
  expect(byKey.tipo_operacion).toBe('IMPORT');
  expect(byKey.peso_bruto).toBe('150,5');
  expect(byKey.peso_bruto_kg).toBeUndefined();

  // Download: the browser's download event carries the spec part 2 §9 file name.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Descargar PDF' }).click()]);
  const expectedName = `${op.reference} - AER - LCL - MIA - ASU - 150,5 kg - 1,25 m3 - Repuestos de maquinaria.pdf`;
  expect(download.suggestedFilename()).toBe(expectedName);
  const dir = mkdtempSync(join(tmpdir(), 'quote-e2e-'));
  const file = join(dir, 'quote.pdf');
  await download.saveAs(file);
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  for (const s of [`Ref.: ${op.reference}`, `Importadora Ñandutí ${run}`, 'FLETE AEREO', 'SEGURO DE CARGA', 'TOTAL USD', '1.285,56', 'Flete aéreo', 'Despacho']) {
    expect(text).toContain(s);
  }
  // Page 1 as a PNG to look at (e2e/screenshots/quote-pdf-page1.png).
  execFileSync('pdftoppm', ['-png', '-r', '70', '-f', '1', '-l', '1', '-singlefile', file, join(SCREENSHOTS, 'quote-pdf-page1')]);

  // The server renders the same saved version for scripts (bearer token).
  const res = await fetch(`${baseUrl()}/api/deals/${op.id}/quote.pdf`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  expect((await fetch(`${baseUrl()}/api/deals/${op.id}/quote.pdf`)).status).toBe(401);
  await context.close();
});

test("the PDF chunk failing to load shows 'No se pudo generar el PDF.'; an unknown operation shows 'Operación no encontrada.'", async () => {
  const op = await newOperation();
  const { context, page } = await newPage(browser);
  await page.route(/\/assets\/(pdfmake|vfs_fonts)[^/]*\.js$/, (route) => route.abort('internetdisconnected'));
  await openQuote(page, op.id);
  await page.getByRole('heading', { name: `Generar Presupuesto — REF ${op.reference}` }).waitFor();
  // A fresh quote adds up to TOTAL USD 0,00: the page asks first, and the user goes ahead.
  page.once('dialog', (d) => void d.accept());
  await page.getByRole('button', { name: 'Descargar PDF' }).click();
  await page.getByText('No se pudo generar el PDF.').waitFor();
  await screenshot(page, 'quote-pdf-failed');

  await page.goto('/operations/99999999/quote');
  await page.getByText('Operación no encontrada.').waitFor();
  await context.close();
});

test('an operation with a saved cost sheet opens its quote with the sale rows, local charges and insurance as items', async () => {
  const op = await newOperation();
  // The cost sheet as the original client saves it (REST, spec part 2 §3 payload).
  const put = await fetch(`${baseUrl()}/api/deals/${op.id}/cost-sheet`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      header: { modo: 'AEREO', pesoKg: 200, gsRate: 8000 },
      compraRows: [{ id: 'c1', concepto: 'FLETE AEREO', usdXKg: 2, total: null, lockPerKg: true }],
      ventaRows: [
        { id: 'v1', concepto: 'FLETE AEREO', usdXKg: 2.5, total: null, lockPerKg: true, sourceId: 'c1' },
        { id: 'v2', concepto: 'HANDLING', usdXKg: null, total: 40, lockPerKg: false },
      ],
      locRows: [],
      locCliRows: [{ id: 'l1', concepto: 'DESPACHO', gs: 400000 }],
      segCostoRows: [],
      segVentaRows: [{ id: 's1', concepto: 'SEGURO DE CARGA', usd: 15 }],
    }),
  });
  expect(put.status).toBe(200);

  const { context, page } = await newPage(browser);
  await openQuote(page, op.id);
  await page.getByRole('heading', { name: `Generar Presupuesto — REF ${op.reference}` }).waitFor();
  await page.getByLabel('Servicio ítem 4').waitFor();
  const services = await Promise.all([1, 2, 3, 4].map((n) => page.getByLabel(`Servicio ítem ${n}`).inputValue()));
  expect(services).toEqual(['FLETE AEREO', 'HANDLING', 'DESPACHO', 'SEGURO DE CARGA']);
  expect(await page.getByLabel('Impuesto ítem 4').inputValue()).toBe('10%');
  // 2,5 × 200 kg + 40 + 400.000 Gs ÷ 8.000 + 15
  await page.getByTestId('preview-total').getByText('605,00').waitFor();
  await screenshot(page, 'quote-from-cost-sheet');
  await context.close();
});

test("'Guardar en Operación' on a fresh quote keeps the operation's IMPORT and sets no insurance; an edited incoterm lands on the operation's Incoterm", async () => {
  const op = await newOperation();
  const before = await fieldsOf(op.id);
  const { context, page } = await newPage(browser);
  await openQuote(page, op.id);
  await page.getByRole('heading', { name: `Generar Presupuesto — REF ${op.reference}` }).waitFor();
  // The quote shows the operation's IMPORT in its own words and the spec part 2 §9 insurance default.
  expect(await page.getByLabel('Tipo de operación').inputValue()).toBe('IMPORTACION');
  expect(await page.getByLabel('Tipo de seguro').inputValue()).toBe('CONTRA TODO RIESGO');

  await page.getByRole('button', { name: 'Guardar en Operación' }).click();
  await page.getByText('Datos guardados en la operación ✔').waitFor();
  await page.getByRole('table', { name: 'Versiones guardadas' }).getByRole('button', { name: 'Abrir versión 1' }).waitFor();
  const after = await fieldsOf(op.id);
  expect(after).toEqual(before);
  expect(after.tipo_operacion).toBe('IMPORT');
  expect([after.tipo_seguro, after.seguro_tipo, after.seguro]).toEqual([undefined, undefined, undefined]);

  // A field the user changes is written once, under the operation's key.
  await page.getByLabel('Incoterms').fill('FOB');
  await page.getByRole('button', { name: 'Guardar en Operación' }).click();
  await page.getByRole('table', { name: 'Versiones guardadas' }).getByRole('button', { name: 'Abrir versión 2' }).waitFor();
  expect(await fieldsOf(op.id)).toEqual({ ...before, incoterm: 'FOB' });

  // The original client reads the spec's quote key over REST.
  const rest = await fetch(`${baseUrl()}/api/deals/${op.id}/custom-fields`, { headers: { Authorization: `Bearer ${token}` } });
  const rows = (await rest.json()) as Array<{ key: string; value: string | null }>;
  expect(rows.find((r) => r.key === 'incoterms')?.value).toBe('FOB');
  expect(rows.find((r) => r.key === 'tipo_operacion')?.value).toBe('IMPORT');

  // The operation view: IMPORT, Incoterm FOB, no insurance type.
  await page.getByRole('link', { name: '← Volver a la operación' }).click();
  await page.waitForURL((u) => u.pathname === `/operations/${op.id}`);
  await page.getByRole('button', { name: 'Modificar' }).waitFor();
  const main = page.getByRole('main');
  await main.getByText('FOB', { exact: true }).first().waitFor();
  await main.getByText('IMPORT', { exact: true }).first().waitFor();
  expect(await main.getByText('CONTRA TODO RIESGO').count()).toBe(0);
  await screenshot(page, 'quote-saved-operation');
  await context.close();
});
