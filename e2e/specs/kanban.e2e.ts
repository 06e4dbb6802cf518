import type { Browser, Locator, Page } from 'playwright-core';
import { adminApiToken, boardReady, gqlRequest, launch, mouseDrag, newPage, screenshot, signIn } from '../support/browser';
import { SCREENSHOTS } from '../support/env';

let browser: Browser;
let token: string;
let pipelineId: number;
let units: Array<{ id: number; keySlug: string }>;
const run = Date.now().toString(36);

beforeAll(async () => {
  browser = await launch();
  token = await adminApiToken();
  const data = await api<{ pipelines: Array<{ id: number; name: string }>; businessUnits: Array<{ id: number; keySlug: string }> }>(
    '{ pipelines { id name } businessUnits { id keySlug } }',
  );
  pipelineId = data.pipelines.find((p) => p.name === 'Operaciones')!.id;
  units = data.businessUnits;
});
afterAll(() => browser?.close());

function api<T>(query: string, variables?: object): Promise<T> {
  return gqlRequest<T>(query, variables, token);
}

/** A stage of its own at the end of the pipeline, so counts and sums only see this spec's deals. */
async function newStage(name: string): Promise<number> {
  const data = await api<{ createStage: { id: number } }>('mutation($i: CreateStageInput!) { createStage(input: $i) { id } }', {
    i: { name: `${name} ${run}`, pipelineId },
  });
  return data.createStage.id;
}

async function newDeal(title: string, stageId: number, value: number, extra: object = {}): Promise<number> {
  const data = await api<{ createDeal: { id: number } }>('mutation($i: CreateDealInput!) { createDeal(input: $i) { id } }', {
    i: { title, pipelineId, stageId, value, ...extra },
  });
  return data.createDeal.id;
}

async function openBoard(page: Page, path = '/') {
  await page.setViewportSize({ width: 1800, height: 1000 });
  await page.goto(path);
  await page.waitForURL(/\/login/);
  await signIn(page);
  await page.waitForURL((u) => u.pathname === path);
  await page.getByRole('heading', { level: 1, name: 'Pipeline' }).waitFor();
  await boardReady(page);
}

const column = (page: Page, name: string) => page.getByRole('region', { name: `${name} ${run}` });
const cardIn = (col: Locator, text: string) => col.getByTestId('deal-card').filter({ hasText: text });

/** A real mouse drag: press, 10 px to pass dnd-kit's 5 px activation, then to the target column in steps. */
test('the board shows each column with its count and value sum', async () => {
  const stage = await newStage('E2E Conteo');
  await newDeal(`Conteo A ${run}`, stage, 1500);
  await newDeal(`Conteo B ${run}`, stage, 2500.25);
  const { context, page } = await newPage(browser);
  await openBoard(page);
  const col = column(page, 'E2E Conteo');
  await col.scrollIntoViewIfNeeded();
  expect(await col.getByTestId('column-count').textContent()).toBe('2');
  expect(await col.getByTestId('column-sum').textContent()).toBe('4.000,25');
  expect(await cardIn(col, `Conteo A ${run}`).textContent()).toContain('1.500,00');
  expect(await page.getByRole('link', { name: 'Editar pipeline' }).getAttribute('href')).toBe(`/pipelines/${pipelineId}/edit?back=%2F`);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, 'kanban-board');
  // Narrower screens: 4 columns, then 1.
  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshot(page, 'kanban-board-1280');
  await page.setViewportSize({ width: 420, height: 900 });
  await page.reload();
  await boardReady(page);
  await page.screenshot({ path: `${SCREENSHOTS}/kanban-board-mobile.png` });
  await context.close();
});

test('a mouse drag moves a card to another column and the move survives a reload', async () => {
  const from = await newStage('E2E Origen');
  await newStage('E2E Destino');
  const title = `Arrastrable ${run}`;
  await newDeal(title, from, 300);
  const { context, page } = await newPage(browser);
  await openBoard(page);
  const source = column(page, 'E2E Origen');
  const target = column(page, 'E2E Destino');
  await mouseDrag(page, cardIn(source, title), target);
  await cardIn(target, title).waitFor();
  expect(await source.getByTestId('column-count').textContent()).toBe('0');
  expect(await target.getByTestId('column-count').textContent()).toBe('1');
  expect(await target.getByTestId('column-sum').textContent()).toBe('300,00');
  await screenshot(page, 'kanban-after-drag');
  await page.reload();
  await boardReady(page);
  await cardIn(column(page, 'E2E Destino'), title).waitFor();
  expect(await cardIn(column(page, 'E2E Origen'), title).count()).toBe(0);
  // A drop outside every column changes nothing.
  await mouseDrag(page, cardIn(column(page, 'E2E Destino'), title), page.getByRole('heading', { level: 1, name: 'Pipeline' }));
  await page.waitForTimeout(300);
  expect(await cardIn(column(page, 'E2E Destino'), title).count()).toBe(1);
  // By keyboard: Space picks the card up, an arrow jumps to the neighbour column, Space drops it.
  await cardIn(column(page, 'E2E Destino'), title).focus();
  await page.keyboard.press('Space');
  await page.waitForTimeout(100);
  await page.keyboard.press('ArrowLeft');
  await page.waitForTimeout(100);
  await page.keyboard.press('Space');
  await cardIn(column(page, 'E2E Origen'), title).waitFor();
  expect(await column(page, 'E2E Destino').getByTestId('column-count').textContent()).toBe('0');
  await context.close();
});

test('a drag whose save fails puts the card back and says so', async () => {
  const from = await newStage('E2E Firme');
  const doomed = await newStage('E2E Borrada');
  const title = `Rebote ${run}`;
  await newDeal(title, from, 10);
  const { context, page } = await newPage(browser);
  await openBoard(page);
  const source = column(page, 'E2E Firme');
  const target = column(page, 'E2E Borrada');
  await cardIn(source, title).waitFor();
  // Someone deletes the stage while this board is open.
  await api('mutation($id: Int!) { deleteStage(id: $id) { deletedStageId } }', { id: doomed });
  await mouseDrag(page, cardIn(source, title), target);
  const alert = page.getByRole('alert');
  await alert.waitFor();
  expect(await alert.textContent()).toBe('No se pudo mover la operación. Se restauró su posición.');
  await cardIn(source, title).waitFor();
  expect(await cardIn(target, title).count()).toBe(0);
  expect(await source.getByTestId('column-count').textContent()).toBe('1');
  await screenshot(page, 'kanban-move-failed');
  await context.close();
});

test('an operation created in the modal, with the inferred type, appears on the board', async () => {
  const stage = await newStage('E2E Nuevas');
  const org = `Importadora ${run}`;
  const { context, page } = await newPage(browser);
  await openBoard(page);
  await page.getByRole('button', { name: 'Nueva operación' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nueva operación' });
  await dialog.waitFor();
  const submit = dialog.getByRole('button', { name: 'Crear operación' });
  await dialog.getByText('Completá al menos: transporte, clase, origen, destino, mercadería, cantidad, unidad y (empresa o contacto).').waitFor();
  expect(await submit.isDisabled()).toBe(true);
  await dialog.getByTestId('reference-preview').filter({ hasText: /^OP-\d{6}$/ }).waitFor();
  await screenshot(page, 'kanban-new-operation-empty');
  await dialog.getByLabel('Transporte').selectOption('MARITIMO');
  await dialog.getByLabel('Clase').selectOption('LCL');
  await dialog.getByLabel('Origen').fill('Shanghai');
  await dialog.getByLabel('Destino').fill('Asunción');
  expect(await dialog.getByLabel('Tipo de operación').inputValue()).toBe('IMPORT');
  await dialog.getByLabel('Mercadería').fill('Repuestos');
  await dialog.getByLabel('Cantidad').fill('8');
  await dialog.getByLabel('Empresa').fill(org);
  await dialog.getByLabel('Valor').fill('1.234,5');
  await dialog.getByLabel('Etapa').selectOption({ label: `E2E Nuevas ${run}` });
  expect(await submit.isEnabled()).toBe(true);
  await screenshot(page, 'kanban-new-operation');
  await submit.click();
  await dialog.waitFor({ state: 'hidden' });
  const col = column(page, 'E2E Nuevas');
  const created = cardIn(col, org);
  await created.waitFor();
  expect(await created.textContent()).toContain('MARITIMO LCL · Shanghai → Asunción · Repuestos');
  expect(await col.getByTestId('column-sum').textContent()).toBe('1.234,50');
  const id = Number(await created.getAttribute('data-deal-id'));
  const deal = await api<{ deal: { title: string; customFields: Array<{ key: string; value: string | null }> } }>(
    'query($id: Int!) { deal(id: $id) { title customFields { key value } } }',
    { id },
  );
  const fields = Object.fromEntries(deal.deal.customFields.map((f) => [f.key, f.value]));
  expect(fields).toMatchObject({ tipo_operacion: 'IMPORT', modalidad_carga: 'MARITIMO', cant_bultos: '8', unidad_bulto: 'Bultos' });
  expect(fields.peso_bruto).toBeUndefined();
  expect(stage).toBeGreaterThan(0);
  await context.close();
});

test('a workspace kanban shows only that business unit and links to its table', async () => {
  const stage = await newStage('E2E Unidades');
  const rayflex = units.find((u) => u.keySlug === 'industrial-rayflex')!.id;
  const cargo = units.find((u) => u.keySlug === 'atm-cargo')!.id;
  await newDeal(`De Rayflex ${run}`, stage, 70, { businessUnitId: rayflex });
  await newDeal(`De Cargo ${run}`, stage, 30, { businessUnitId: cargo });
  const { context, page } = await newPage(browser);
  await openBoard(page, '/workspace/industrial-rayflex');
  const col = column(page, 'E2E Unidades');
  await cardIn(col, `De Rayflex ${run}`).waitFor();
  expect(await cardIn(col, `De Cargo ${run}`).count()).toBe(0);
  expect(await col.getByTestId('column-count').textContent()).toBe('1');
  expect(await page.getByRole('link', { name: 'Ver como tabla' }).getAttribute('href')).toBe('/workspace/industrial-rayflex/table');
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, 'kanban-workspace');
  await page.goto('/workspace/no-existe');
  await page.getByText('Workspace no encontrado.').waitFor();
  await context.close();
});
