import type { Browser, Page } from 'playwright-core';
import { adminApiToken, gqlRequest, launch, newPage, screenshot, signIn } from '../support/browser';

let browser: Browser;
let token: string;
const stamp = Date.now().toString(36);
const api = <T = any>(query: string, variables?: object) => gqlRequest<T>(query, variables, token);

interface Stage {
  id: number;
  name: string;
  orderIndex: number;
}

async function stagesOf(pipelineId: number): Promise<Stage[]> {
  return (await api<{ stages: Stage[] }>('query($p: Int!) { stages(pipelineId: $p) { id name orderIndex } }', { p: pipelineId })).stages;
}

async function waitFor<T>(fn: () => Promise<T>, ok: (v: T) => boolean): Promise<T> {
  for (let i = 0; i < 50; i++) {
    const v = await fn();
    if (ok(v)) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
  return fn();
}

const names = (page: Page) => page.getByRole('textbox', { name: /^Nombre de la etapa/ }).evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));

let pipelineId: number;
let dealId: number;

beforeAll(async () => {
  browser = await launch();
  token = await adminApiToken();
  pipelineId = (await api<{ createPipeline: { id: number } }>('mutation($n: String!) { createPipeline(name: $n) { id } }', { n: `Editor ${stamp}` })).createPipeline.id;
  const ids: number[] = [];
  for (const name of ['Alfa', 'Beta', 'Gamma']) {
    ids.push((await api<{ createStage: { id: number } }>('mutation($i: CreateStageInput!) { createStage(input: $i) { id } }', { i: { pipelineId, name } })).createStage.id);
  }
  dealId = (
    await api<{ createDeal: { id: number } }>('mutation($i: CreateDealInput!) { createDeal(input: $i) { id } }', {
      i: { title: `En Beta ${stamp}`, pipelineId, stageId: ids[1], value: 10, organization: { name: `Org editor ${stamp}` } },
    })
  ).createDeal.id;
});
afterAll(() => browser?.close());

test('stage editor: add, rename, reorder and save, delete to the neighbour, and back', async () => {
  const { context, page } = await newPage(browser);
  const path = `/pipelines/${pipelineId}/edit?back=${encodeURIComponent('/general')}`;
  await page.goto(path);
  await page.waitForURL(/\/login/);
  await signIn(page);
  await page.waitForURL((u) => u.pathname === `/pipelines/${pipelineId}/edit`);
  await page.getByRole('table', { name: `Etapas de Editor ${stamp}` }).waitFor();
  expect(await names(page)).toEqual(['Alfa', 'Beta', 'Gamma']);
  // no side menu here
  expect(await page.getByRole('navigation', { name: 'Menú principal' }).count()).toBe(0);
  expect(await page.getByRole('button', { name: 'Subir Alfa' }).isDisabled()).toBe(true);
  expect(await page.getByRole('button', { name: 'Bajar Gamma' }).isDisabled()).toBe(true);
  expect(await page.getByRole('button', { name: 'Guardar cambios' }).isDisabled()).toBe(true);
  await screenshot(page, 'stage-editor');

  // add: sent at once, trimmed, with Enter
  const newStage = page.getByPlaceholder('Nueva etapa…');
  expect(await page.getByRole('button', { name: 'Agregar' }).isDisabled()).toBe(true);
  await newStage.fill('  Delta  ');
  await newStage.press('Enter');
  await page.getByRole('button', { name: 'Bajar Delta' }).waitFor();
  let stored = await waitFor(() => stagesOf(pipelineId), (s) => s.length === 4);
  expect(stored.map((s) => [s.name, s.orderIndex])).toEqual([
    ['Alfa', 10],
    ['Beta', 20],
    ['Gamma', 30],
    ['Delta', 40],
  ]);

  // rename and reorder stay local until saved
  await page.getByRole('textbox', { name: 'Nombre de la etapa 1' }).fill('Alfa renombrada');
  await page.getByRole('button', { name: 'Subir Gamma' }).click();
  expect(await names(page)).toEqual(['Alfa renombrada', 'Gamma', 'Beta', 'Delta']);
  await page.getByText('Cambios sin guardar').waitFor();
  await screenshot(page, 'stage-editor-unsaved');
  expect((await stagesOf(pipelineId)).map((s) => s.name)).toEqual(['Alfa', 'Beta', 'Gamma', 'Delta']);

  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await page.getByText('Cambios sin guardar').waitFor({ state: 'detached' });
  stored = await stagesOf(pipelineId);
  expect(stored.map((s) => [s.name, s.orderIndex])).toEqual([
    ['Alfa renombrada', 10],
    ['Gamma', 20],
    ['Beta', 30],
    ['Delta', 40],
  ]);

  // delete: confirmation text, sent at once, deals go to the next stage (Delta)
  let confirmText = '';
  page.once('dialog', (d) => {
    confirmText = d.message();
    void d.accept();
  });
  await page.getByRole('button', { name: 'Eliminar Beta' }).click();
  await page.getByText('Se movió 1 operación a "Delta".').waitFor();
  expect(confirmText).toBe('Eliminar etapa "Beta"? Los deals se moverán a la etapa vecina.');
  expect(await names(page)).toEqual(['Alfa renombrada', 'Gamma', 'Delta']);
  stored = await stagesOf(pipelineId);
  expect(stored.map((s) => [s.name, s.orderIndex])).toEqual([
    ['Alfa renombrada', 10],
    ['Gamma', 20],
    ['Delta', 30],
  ]);
  const deal = await api<{ deal: { stageId: number; stageName: string } }>('query($id: Int!) { deal(id: $id) { stageId stageName } }', { id: dealId });
  expect(deal.deal.stageName).toBe('Delta');
  await screenshot(page, 'stage-editor-after-delete');

  // the saved state survives a reload
  await page.reload();
  await page.getByRole('button', { name: 'Bajar Gamma' }).waitFor();
  expect(await names(page)).toEqual(['Alfa renombrada', 'Gamma', 'Delta']);

  await page.getByRole('link', { name: '← Volver' }).click();
  await page.waitForURL((u) => u.pathname === '/general');
  await context.close();
});

test('stage editor: without back it returns to /', async () => {
  const { context, page } = await newPage(browser);
  await page.goto('/pipelines/edit?back=https%3A%2F%2Fevil.example');
  await page.waitForURL(/\/login/);
  await signIn(page);
  await page.waitForURL((u) => u.pathname === '/pipelines/edit');
  await page.getByRole('combobox', { name: 'Pipeline' }).waitFor();
  expect(await page.getByRole('link', { name: '← Volver' }).getAttribute('href')).toBe('/');
  await context.close();
});

test('stage editor: unsaved renames ask once, with the app question, before going back or switching pipeline', async () => {
  const other = (await api<{ createPipeline: { id: number } }>('mutation($n: String!) { createPipeline(name: $n) { id } }', { n: `Otro ${stamp}` })).createPipeline.id;
  const { context, page } = await newPage(browser);
  await page.goto(`/pipelines/${pipelineId}/edit?back=${encodeURIComponent('/general')}`);
  await page.waitForURL(/\/login/);
  await signIn(page);
  await page.getByRole('textbox', { name: 'Nombre de la etapa 1' }).fill('Sin guardar');
  const asked: string[] = [];
  let answer = false;
  page.on('dialog', (d) => {
    asked.push(d.message());
    void (answer ? d.accept() : d.dismiss());
  });
  await page.getByRole('link', { name: '← Volver' }).click();
  await waitFor(async () => asked.length, (n) => n > 0);
  expect(asked).toEqual(['Tenés cambios sin guardar. ¿Salir igual?']);
  expect(new URL(page.url()).pathname).toBe(`/pipelines/${pipelineId}/edit`);
  expect(await page.getByRole('textbox', { name: 'Nombre de la etapa 1' }).inputValue()).toBe('Sin guardar');

  answer = true;
  await page.getByRole('combobox', { name: 'Pipeline' }).selectOption(String(other));
  await page.waitForURL((u) => u.pathname === `/pipelines/${other}/edit`);
  expect(asked).toEqual(['Tenés cambios sin guardar. ¿Salir igual?', 'Tenés cambios sin guardar. ¿Salir igual?']);
  await context.close();
});
