import type { Browser, Page } from 'playwright-core';
import { adminApiToken, gqlRequest, launch, newPage, screenshot, signIn } from '../support/browser';

let browser: Browser;
let token: string;
const stamp = Date.now().toString(36);
const advisorName = `Asesora ${stamp}`;

interface Setup {
  cargoId: number;
  rayflexId: number;
  emptyUnitName: string;
  deals: { draft: Deal; blocked: Deal; confirmed: Deal; rayflex: Deal };
}
interface Deal {
  id: number;
  reference: string;
  orgId: number;
}
let data: Setup;

const api = <T = any>(query: string, variables?: object) => gqlRequest<T>(query, variables, token);

async function createDeal(
  title: string,
  orgName: string,
  businessUnitId: number,
  pipelineId: number,
  stageId: number,
  value: number,
  advisorUserId?: number,
): Promise<Deal> {
  const res = await api<{ createDeal: Deal }>(
    'mutation($i: CreateDealInput!) { createDeal(input: $i) { id reference orgId } }',
    { i: { title, description: `${title} — AEREO LCL Miami → Asunción`, value, pipelineId, stageId, businessUnitId, organization: { name: orgName }, contact: { name: `Contacto ${title}` }, advisorUserId } },
  );
  return res.createDeal;
}

/** The organizations' budget through the budget API (spec part 2 §4), as the admin: the table only reads it. */
async function setBudget(orgId: number, status: 'bloqueado' | 'confirmado', profit: number | null) {
  if (status === 'bloqueado') await api('mutation($o: Int!) { lockBudget(orgId: $o) { id } }', { o: orgId });
  else await api('mutation($o: Int!, $p: Float) { confirmBudget(orgId: $o, profitValue: $p) { id } }', { o: orgId, p: profit });
}

beforeAll(async () => {
  browser = await launch();
  token = await adminApiToken();
  const base = await api<{ businessUnits: Array<{ id: number; keySlug: string }>; pipelines: Array<{ id: number; stages: Array<{ id: number }> }> }>(
    '{ businessUnits { id keySlug } pipelines { id stages { id } } }',
  );
  const cargoId = base.businessUnits.find((u) => u.keySlug === 'atm-cargo')!.id;
  const rayflexId = base.businessUnits.find((u) => u.keySlug === 'industrial-rayflex')!.id;
  const pipeline = base.pipelines[0];
  const [s1, s2] = pipeline.stages;
  const emptyUnitName = `Vacía ${stamp}`;
  const advisor = await api<{ createUser: { id: number } }>('mutation($i: CreateUserInput!) { createUser(input: $i) { id } }', {
    i: { name: advisorName, email: `asesora-${stamp}@e2e.local`, role: 'venta' },
  });
  await api('mutation($i: CreateBusinessUnitInput!) { createBusinessUnit(input: $i) { id } }', {
    i: { name: emptyUnitName, keySlug: `vacia-${stamp}`, parentId: cargoId },
  });
  const draft = await createDeal(`Tabla borrador ${stamp}`, `Org Borrador ${stamp}`, cargoId, pipeline.id, s1.id, 1500);
  const blocked = await createDeal(`Tabla bloqueado ${stamp}`, `Org Bloqueada ${stamp}`, cargoId, pipeline.id, s2.id, 25000.5, advisor.createUser.id);
  const confirmed = await createDeal(`Tabla confirmado ${stamp}`, `Org Confirmada ${stamp}`, cargoId, pipeline.id, s2.id, 98000);
  const rayflex = await createDeal(`Rayflex ${stamp}`, `Org Rayflex ${stamp}`, rayflexId, pipeline.id, s1.id, 700);
  await setBudget(blocked.orgId, 'bloqueado', null);
  await setBudget(confirmed.orgId, 'confirmado', 12345.67);
  data = { cargoId, rayflexId, emptyUnitName, deals: { draft, blocked, confirmed, rayflex } };
});
afterAll(() => browser?.close());

async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForURL(/\/login/);
  await signIn(page);
  await page.waitForURL((u) => u.pathname === path.split('?')[0]);
}

const visible = (page: Page, text: string) => page.getByRole('link', { name: text, exact: true }).isVisible();

test('workspace table: columns, status filter with badges, clear filters, new-tab reference and the kanban link', async () => {
  const { context, page } = await newPage(browser);
  await open(page, '/workspace/atm-cargo/table');
  const table = page.getByRole('table', { name: 'Operaciones de Cargo' });
  const { draft, blocked, confirmed, rayflex } = data.deals;
  await table.getByRole('link', { name: confirmed.reference }).waitFor();
  expect(await table.getByRole('columnheader').allTextContents()).toEqual([
    'Referencia',
    'Descripción',
    'Organización',
    'Contacto',
    'Valor aprox.',
    'Etapa',
    'Creado',
    'Presupuesto',
    'Asesor',
    'Profit',
    'Utilidad real',
  ]);
  expect(await visible(page, draft.reference)).toBe(true);
  expect(await visible(page, blocked.reference)).toBe(true);
  expect(await visible(page, rayflex.reference)).toBe(false);
  const confirmedRow = table.getByRole('row').filter({ hasText: confirmed.reference });
  expect(await confirmedRow.innerText()).toContain('98.000,00');
  expect(await confirmedRow.innerText()).toContain('12.345,67');
  expect(await confirmedRow.innerText()).toContain('confirmado');
  const ref = table.getByRole('link', { name: draft.reference });
  expect(await ref.getAttribute('href')).toBe(`/operations/${draft.id}`);
  expect(await ref.getAttribute('target')).toBe('_blank');
  // the advisor filter is there because the users list loaded
  await page.getByLabel('Asesor').waitFor();
  await screenshot(page, 'workspace-table');

  await page.getByRole('combobox', { name: 'Presupuesto' }).selectOption('bloqueado');
  await table.getByRole('link', { name: confirmed.reference }).waitFor({ state: 'detached' });
  expect(await visible(page, blocked.reference)).toBe(true);
  expect(await visible(page, draft.reference)).toBe(false);
  await screenshot(page, 'workspace-table-bloqueado');

  await page.getByRole('combobox', { name: 'Presupuesto' }).selectOption('confirmado');
  await table.getByRole('link', { name: blocked.reference }).waitFor({ state: 'detached' });
  expect(await visible(page, confirmed.reference)).toBe(true);

  await page.getByRole('button', { name: 'Limpiar filtros' }).click();
  await table.getByRole('link', { name: draft.reference }).waitFor();
  expect(await page.getByRole('combobox', { name: 'Presupuesto' }).inputValue()).toBe('');

  // the advisor filter keeps only that advisor's operations
  await page.getByLabel('Asesor').selectOption({ label: advisorName });
  await table.getByRole('link', { name: draft.reference }).waitFor({ state: 'detached' });
  expect(await visible(page, blocked.reference)).toBe(true);
  expect(await visible(page, confirmed.reference)).toBe(false);
  await page.getByRole('button', { name: 'Limpiar filtros' }).click();
  await table.getByRole('link', { name: draft.reference }).waitFor();

  await page.getByRole('link', { name: '← Volver al kanban' }).click();
  await page.waitForURL((u) => u.pathname === '/workspace/atm-cargo');
  await context.close();
});

test('workspace table: empty status and unknown workspace', async () => {
  const { context, page } = await newPage(browser);
  await open(page, '/workspace/industrial-boplan/table');
  await page.getByText('No hay operaciones en este workspace.').waitFor();
  await screenshot(page, 'workspace-table-empty');
  await page.goto('/workspace/no-existe/table');
  await page.getByText('Workspace no encontrado.').waitFor();
  await screenshot(page, 'workspace-table-not-found');
  await context.close();
});

test('vista general: business-unit filter (children with a dash) and the empty text', async () => {
  const { context, page } = await newPage(browser);
  await open(page, '/general');
  const table = page.getByRole('table', { name: 'Operaciones' });
  const { draft, rayflex } = data.deals;
  await table.getByRole('link', { name: draft.reference }).waitFor();
  expect(await visible(page, rayflex.reference)).toBe(true);
  expect(await table.getByRole('columnheader').allTextContents()).toEqual([
    'ID',
    'Unidad de negocio',
    'Referencia',
    'Organización',
    'Contacto',
    'Valor',
    'Etapa',
    'Creado',
  ]);
  await screenshot(page, 'overview');

  const filter = page.getByLabel('Unidad de negocio');
  await filter.selectOption({ label: 'Rayflex' });
  await table.getByRole('link', { name: draft.reference }).waitFor({ state: 'detached' });
  expect(await visible(page, rayflex.reference)).toBe(true);
  await screenshot(page, 'overview-rayflex');

  await filter.selectOption({ label: `- ${data.emptyUnitName}` });
  await page.getByText('No hay deals para este filtro.').waitFor();

  await filter.selectOption({ label: 'Todas' });
  await table.getByRole('link', { name: draft.reference }).waitFor();

  // '+ Nuevo trato' opens the simple form; the new deal shows up without a reload
  await filter.selectOption({ label: 'Rayflex' });
  await table.getByRole('link', { name: draft.reference }).waitFor({ state: 'detached' });
  await page.getByRole('button', { name: '+ Nuevo trato' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo trato' });
  await dialog.getByLabel('Título').fill(`Desde vista general ${stamp}`);
  await screenshot(page, 'overview-new-deal');
  await dialog.getByRole('button', { name: 'Crear' }).click();
  await dialog.waitFor({ state: 'detached' });
  const created = await api<{ deals: { edges: Array<{ node: { id: number; reference: string; businessUnitId: number } }> } }>(
    'query($f: DealFilter) { deals(filter: $f, first: 1) { edges { node { id reference businessUnitId } } } }',
    { f: { q: `Desde vista general ${stamp}` } },
  );
  const node = created.deals.edges[0].node;
  expect(node.businessUnitId).toBe(data.rayflexId);
  await table.getByRole('link', { name: node.reference }).waitFor();
  await context.close();
});
