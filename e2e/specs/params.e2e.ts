import type { Browser, Locator, Page } from 'playwright-core';
import { join } from 'node:path';
import { adminApiToken, gqlRequest, launch, newPage, screenshot, signIn } from '../support/browser';
import { SCREENSHOTS } from '../support/env';

let browser: Browser;
let token: string;
const stamp = Date.now().toString(36);
const api = <T = any>(query: string, variables?: object) => gqlRequest<T>(query, variables, token);

let pipelineId: number;
let stage: { id: number; name: string };
let cargoId: number;

async function columnLabel(businessUnitId?: number): Promise<string | undefined> {
  const res = await api<{ board: { columns: Array<{ stageId: number; label: string }> } }>(
    'query($p: Int, $b: Int) { board(pipelineId: $p, businessUnitId: $b, first: 1) { columns { stageId label } } }',
    { p: pipelineId, b: businessUnitId ?? null },
  );
  return res.board.columns.find((c) => c.stageId === stage.id)?.label;
}

async function waitFor<T>(fn: () => Promise<T>, ok: (v: T) => boolean): Promise<T> {
  for (let i = 0; i < 50; i++) {
    const v = await fn();
    if (ok(v)) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
  return fn();
}

beforeAll(async () => {
  browser = await launch();
  token = await adminApiToken();
  const base = await api<{ pipelines: Array<{ id: number; stages: Array<{ id: number; name: string }> }>; businessUnits: Array<{ id: number; keySlug: string }> }>(
    '{ pipelines { id stages { id name } } businessUnits { id keySlug } }',
  );
  pipelineId = base.pipelines[0].id;
  stage = base.pipelines[0].stages[1];
  cargoId = base.businessUnits.find((u) => u.keySlug === 'atm-cargo')!.id;
});
afterAll(() => browser?.close());

async function openParams(page: Page) {
  await page.goto('/admin/params');
  await page.waitForURL(/\/login/);
  await signIn(page);
  await page.waitForURL((u) => u.pathname === '/admin/params');
  await page.getByRole('region', { name: 'Tipo de operación' }).getByRole('row', { name: 'IMPORT' }).waitFor();
}

async function addValue(section: Locator, value: string) {
  await section.getByPlaceholder('Nuevo valor…').fill(value);
  await section.getByRole('button', { name: 'Agregar' }).click();
  await section.getByRole('row', { name: value }).waitFor();
}

test('a stage label added, deactivated and deleted in the parameters changes the kanban label', async () => {
  const { context, page } = await newPage(browser);
  await openParams(page);
  await screenshot(page, 'params');
  expect(await columnLabel()).toBe(stage.name);

  const section = page.getByRole('region', { name: 'Etiquetas de etapas' });
  const value = `${stage.id}|Cotizando ${stamp}`;
  // the order suggested for the first value is 10
  expect(await section.getByLabel('Orden del nuevo valor').getAttribute('placeholder')).toBe('10');
  await addValue(section, value);
  expect(await waitFor(() => columnLabel(), (l) => l === `Cotizando ${stamp}`)).toBe(`Cotizando ${stamp}`);
  expect(await section.getByLabel('Orden del nuevo valor').getAttribute('placeholder')).toBe('20');

  // deactivate: the board falls back to the stage name
  const row = section.getByRole('row', { name: value });
  await row.getByRole('checkbox', { name: 'Activo' }).uncheck();
  await row.getByRole('button', { name: 'Guardar' }).click();
  await waitFor(() => row.getByRole('button', { name: 'Guardar' }).isDisabled(), (d) => d);
  expect(await waitFor(() => columnLabel(), (l) => l === stage.name)).toBe(stage.name);
  await page.locator('#kanban').screenshot({ path: join(SCREENSHOTS, 'params-deactivated.png') });

  // a workspace override applies to that workspace's board only
  await page.getByRole('combobox', { name: 'Workspace' }).selectOption({ label: 'Cargo' });
  const wsSection = page.getByRole('region', { name: 'Etiquetas de etapas' });
  await wsSection.getByText('kanban_stage_labels__atm-cargo').waitFor();
  const wsValue = `${stage.id}|Solo Cargo ${stamp}`;
  await addValue(wsSection, wsValue);
  expect(await waitFor(() => columnLabel(cargoId), (l) => l === `Solo Cargo ${stamp}`)).toBe(`Solo Cargo ${stamp}`);
  expect(await columnLabel()).toBe(stage.name);
  await page.locator('#kanban').screenshot({ path: join(SCREENSHOTS, 'params-workspace.png') });

  // delete both, after '¿Eliminar este valor?'
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.accept();
  });
  await wsSection.getByRole('row', { name: wsValue }).getByRole('button', { name: 'Eliminar' }).click();
  await wsSection.getByRole('row', { name: wsValue }).waitFor({ state: 'detached' });
  expect(await waitFor(() => columnLabel(cargoId), (l) => l === stage.name)).toBe(stage.name);
  await page.getByRole('combobox', { name: 'Workspace' }).selectOption({ label: 'Global (todos)' });
  await page.getByRole('region', { name: 'Etiquetas de etapas' }).getByRole('row', { name: value }).getByRole('button', { name: 'Eliminar' }).click();
  await page.getByRole('region', { name: 'Etiquetas de etapas' }).getByRole('row', { name: value }).waitFor({ state: 'detached' });
  expect(dialogs).toEqual(['¿Eliminar este valor?', '¿Eliminar este valor?']);
  const left = await api<{ params: Array<{ key: string }> }>('query($k: [String!]!) { params(keys: $k) { key } }', {
    k: ['kanban_stage_labels', 'kanban_stage_labels__atm-cargo'],
  });
  expect(left.params).toEqual([]);
  await context.close();
});

test('a pick-list value and a label are added and survive a reload', async () => {
  const { context, page } = await newPage(browser);
  await openParams(page);
  const section = page.getByRole('region', { name: 'Incoterms' });
  const value = `DDU-${stamp}`;
  await addValue(section, value);
  const labels = page.getByRole('region', { name: 'Etiquetas', exact: true });
  const labelName = `VIP ${stamp}`;
  await labels.getByPlaceholder('Nueva etiqueta…').fill(labelName);
  await labels.getByLabel('Alcance de la nueva etiqueta').selectOption('organization');
  await labels.getByRole('button', { name: 'Agregar' }).click();
  await labels.getByRole('row', { name: labelName }).waitFor();
  await page.reload();
  await page.getByRole('region', { name: 'Incoterms' }).getByRole('row', { name: value }).waitFor();
  const row = page.getByRole('region', { name: 'Etiquetas', exact: true }).getByRole('row', { name: labelName });
  await row.waitFor();
  expect(await row.innerText()).toContain('Organizaciones');
  const stored = await api<{ params: Array<{ values: Array<{ value: string; ord: number }> }> }>('{ params(keys: ["incoterm"]) { values { value ord } } }');
  const ords = stored.params[0].values.map((v) => v.ord);
  expect(stored.params[0].values.find((v) => v.value === value)?.ord).toBe(Math.max(...ords.slice(0, -1)) + 10);
  await page.locator('#etiquetas').screenshot({ path: join(SCREENSHOTS, 'params-labels.png') });
  await context.close();
});

test('a hidden stage added and deactivated in the parameters hides and shows the kanban column', async () => {
  const { context, page } = await newPage(browser);
  await openParams(page);
  const columns = async () =>
    (
      await api<{ board: { columns: Array<{ stageId: number }> } }>('query($p: Int) { board(pipelineId: $p, first: 1) { columns { stageId } } }', {
        p: pipelineId,
      })
    ).board.columns.map((c) => c.stageId);
  expect(await columns()).toContain(stage.id);
  const section = page.getByRole('region', { name: 'Etapas ocultas' });
  await addValue(section, String(stage.id));
  expect(await waitFor(columns, (ids) => !ids.includes(stage.id))).not.toContain(stage.id);
  const row = section.getByRole('row', { name: String(stage.id) });
  await row.getByRole('checkbox', { name: 'Activo' }).uncheck();
  await row.getByRole('button', { name: 'Guardar' }).click();
  expect(await waitFor(columns, (ids) => ids.includes(stage.id))).toContain(stage.id);
  page.once('dialog', (d) => void d.accept());
  await row.getByRole('button', { name: 'Eliminar' }).click();
  await row.waitFor({ state: 'detached' });
  await context.close();
});
