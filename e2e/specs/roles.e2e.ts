import type { Browser, Locator, Page } from 'playwright-core';
import { adminApiToken, boardReady, gqlRequest, launch, newPage, signIn } from '../support/browser';

/**
 * Role-aware screens: a viewer is offered no write control on the kanban, /general, operation,
 * organization, contact and follow-up screens, cannot drag a card, has no administration in the menu
 * and reads 'No tenés permiso para ver esta página.' on an admin-only screen opened by URL.
 */
const SHOTS = process.env.SHOTS_DIR ?? '/work/wt/shots/ui-roles';
const run = Date.now().toString(36);
const VIEWER = { email: `viewer-${run}@e2e.local`, password: 'Viewer-e2e-123' };
const NO_PERMISSION = 'No tenés permiso para ver esta página.';

/** Names of controls that write, as the screens label them. */
const WRITE_CONTROL =
  /^(\+|Nueva|Nuevo|Modificar|Editar|Eliminar|Quitar|Cambiar|Registrar llamada|Agregar nota|Guardar|Subir|Bloquear|Confirmar|Reabrir|Añadir|Agregar)/;

let browser: Browser;
let token: string;
const ids = { stageA: 0, stageB: 0, deal: 0, org: 0, contact: 0, pipeline: 0 };

function api<T>(query: string, variables?: object): Promise<T> {
  return gqlRequest<T>(query, variables, token);
}

beforeAll(async () => {
  browser = await launch();
  token = await adminApiToken();
  await api('mutation($i: CreateUserInput!) { createUser(input: $i) { id } }', {
    i: { name: 'Lectora E2E', email: VIEWER.email, role: 'viewer', password: VIEWER.password },
  });
  const p = await api<{ pipelines: Array<{ id: number; name: string }> }>('{ pipelines { id name } }');
  ids.pipeline = p.pipelines.find((x) => x.name === 'Operaciones')!.id;
  for (const key of ['stageA', 'stageB'] as const) {
    const s = await api<{ createStage: { id: number } }>('mutation($i: CreateStageInput!) { createStage(input: $i) { id } }', {
      i: { name: `Roles ${key} ${run}`, pipelineId: ids.pipeline },
    });
    ids[key] = s.createStage.id;
  }
  const org = await api<{ createOrganization: { id: number } }>('mutation($i: CreateOrganizationInput!) { createOrganization(input: $i) { id } }', {
    i: { razonSocial: `Roles SA ${run}` },
  });
  ids.org = org.createOrganization.id;
  const c = await api<{ createContact: { contact: { id: number } } }>(
    'mutation($i: CreateContactInput!) { createContact(input: $i) { contact { id } } }',
    { i: { name: `Rosa Roles ${run}`, email: `rosa-${run}@e2e.local`, orgId: ids.org } },
  );
  ids.contact = c.createContact.contact.id;
  const d = await api<{ createDeal: { id: number } }>('mutation($i: CreateDealInput!) { createDeal(input: $i) { id } }', {
    i: { title: `Roles deal ${run}`, pipelineId: ids.pipeline, stageId: ids.stageA, value: 100, orgId: ids.org, contact: { id: ids.contact } },
  });
  ids.deal = d.createDeal.id;
});
afterAll(() => browser?.close());

/** Every visible button or link whose name says it writes. */
async function writeControls(scope: Locator | Page): Promise<string[]> {
  const names: string[] = [];
  for (const role of ['button', 'link'] as const) {
    for (const el of await scope.getByRole(role).all()) {
      if (!(await el.isVisible())) continue;
      const name = ((await el.getAttribute('aria-label')) ?? (await el.innerText())).trim();
      if (WRITE_CONTROL.test(name)) names.push(name);
    }
  }
  return names;
}

async function visit(page: Page, path: string, ready: (p: Page) => Locator) {
  await page.goto(path);
  await ready(page).first().waitFor();
}

test('a viewer sees no write control on any working screen and cannot drag a card', async () => {
  const { context, page } = await newPage(browser);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await page.waitForURL(/\/login/);
  await signIn(page, VIEWER.email, VIEWER.password);
  await boardReady(page);

  // Kanban: no 'Nueva operación', no 'Editar pipeline', and the card does not move.
  const from = page.getByRole('region', { name: `Roles stageA ${run}` });
  const to = page.getByRole('region', { name: `Roles stageB ${run}` });
  const card = from.getByTestId('deal-card').filter({ hasText: `Roles deal ${run}` });
  await card.scrollIntoViewIfNeeded();
  expect(await writeControls(page)).toEqual([]);
  expect(await card.getAttribute('aria-roledescription')).toBeNull();
  const s = (await card.boundingBox())!;
  const t = (await to.boundingBox())!;
  await page.mouse.move(s.x + s.width / 2, s.y + s.height / 2);
  await page.mouse.down();
  await page.mouse.move(s.x + s.width / 2 + 10, s.y + s.height / 2 + 10, { steps: 4 });
  await page.mouse.move(t.x + t.width / 2, t.y + 60, { steps: 10 });
  await page.mouse.up();
  // Keyboard pick-up is off as well.
  await card.focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Space');
  const after = await api<{ deal: { stageId: number } }>('query($id: Int!) { deal(id: $id) { stageId } }', { id: ids.deal });
  expect(after.deal.stageId).toBe(ids.stageA);
  expect(await to.getByTestId('deal-card').count()).toBe(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/viewer-kanban-1440.png` });

  const screens: Array<[string, string, (p: Page) => Locator]> = [
    ['general', '/general', (p) => p.getByRole('heading', { level: 1 })],
    ['operation', `/operations/${ids.deal}`, (p) => p.getByRole('heading', { name: 'Resumen' })],
    ['organizations', '/organizations', (p) => p.getByRole('heading', { level: 1 })],
    ['organization', `/organizations/${ids.org}`, (p) => p.getByRole('heading', { name: `Roles SA ${run}` })],
    ['contacts', '/contacts', (p) => p.getByRole('heading', { level: 1 })],
    ['contact', `/contacts/${ids.contact}`, (p) => p.getByRole('heading', { name: `Rosa Roles ${run}` })],
    ['followup', '/followup', (p) => p.getByRole('heading', { name: 'Historial de llamadas' })],
  ];
  for (const [name, path, ready] of screens) {
    await visit(page, path, ready);
    expect({ name, controls: await writeControls(page.getByRole('main')) }).toEqual({ name, controls: [] });
    await page.screenshot({ path: `${SHOTS}/viewer-${name}-1440.png`, fullPage: true });
  }
  // The operation's cost sheet: read-only, no budget buttons.
  await visit(page, `/operations/${ids.deal}`, (p) => p.getByRole('heading', { name: 'Resumen' }));
  await page.getByRole('tab', { name: /Planilla de costos/ }).click();
  await page.getByRole('tabpanel').getByRole('table').first().waitFor();
  expect(await writeControls(page.getByRole('main'))).toEqual([]);

  await page.setViewportSize({ width: 390, height: 844 });
  await visit(page, '/', (p) => p.getByTestId('kanban-board'));
  await page.screenshot({ path: `${SHOTS}/viewer-kanban-390.png` });
  for (const [name, path, ready] of screens) {
    await visit(page, path, ready);
    expect({ name, controls: await writeControls(page.getByRole('main')) }).toEqual({ name, controls: [] });
    await page.screenshot({ path: `${SHOTS}/viewer-${name}-390.png`, fullPage: true });
  }
  await context.close();
});

test('admin-only screens are not in a viewer menu and answer the permission message by URL', async () => {
  const { context, page } = await newPage(browser);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/admin');
  await page.waitForURL(/\/login/);
  await signIn(page, VIEWER.email, VIEWER.password);
  await page.getByText(NO_PERMISSION).waitFor();
  const nav = page.getByRole('navigation', { name: 'Menú principal' });
  for (const entry of ['Administración', 'Usuarios', 'Parámetros']) {
    expect(await nav.getByRole('link', { name: entry, exact: true }).count()).toBe(0);
  }
  await page.screenshot({ path: `${SHOTS}/viewer-admin-1440.png` });
  for (const path of ['/admin/users', '/admin/params', `/pipelines/${ids.pipeline}/edit`]) {
    await page.goto(path);
    await page.getByText(NO_PERMISSION).waitFor();
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/viewer-stage-editor-390.png` });
  await context.close();
});
