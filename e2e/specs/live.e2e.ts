import type { Browser, Locator, Page } from 'playwright-core';
import { adminApiToken, ADMIN, gqlRequest, launch, mouseDrag, newPage, restRequest, screenshot, signIn } from '../support/browser';

/**
 * Live collaboration with two users in two browser contexts: a move on one board appears on
 * the other without reload; a budget confirmation reaches the other's open cost sheet before any poll
 * (the poll runs only while the socket is down); the presence line names the other user; a save by one
 * user shows 'Juan guardó cambios — Recargar' on the other's open sheet; the operation's Historial lists
 * the other user's move with the old and new stage names.
 */
let browser: Browser;
let token: string;
let pipelineId: number;
const run = Date.now().toString(36);
const VENTA = { name: `Juan Vivo ${run}`, email: `vivo-${run}@e2e.local`, password: 'Vivo-e2e-123' };
/** Well under the 10-second poll: what arrives within it came over the socket. */
const LIVE_MS = 4_000;

const api = <T>(query: string, variables?: object) => gqlRequest<T>(query, variables, token);

beforeAll(async () => {
  browser = await launch();
  token = await adminApiToken();
  await restRequest('POST', '/users', token, { name: VENTA.name, email: VENTA.email, role: 'venta', is_active: 1, password: VENTA.password });
  const data = await api<{ pipelines: Array<{ id: number; name: string }> }>('{ pipelines { id name } }');
  pipelineId = data.pipelines.find((p) => p.name === 'Operaciones')!.id;
});
afterAll(() => browser?.close());

async function newStage(name: string): Promise<number> {
  const data = await api<{ createStage: { id: number } }>('mutation($i: CreateStageInput!) { createStage(input: $i) { id } }', { i: { name: `${name} ${run}`, pipelineId } });
  return data.createStage.id;
}

async function open(path: string, who: { email: string; password: string }): Promise<Page> {
  const { page } = await newPage(browser);
  await page.setViewportSize({ width: 1800, height: 1000 });
  await page.goto(path);
  await page.waitForURL(/\/login/);
  await signIn(page, who.email, who.password);
  await page.waitForURL((u) => u.pathname === path);
  return page;
}

const column = (page: Page, name: string) => page.getByRole('region', { name: `${name} ${run}` });
const cardIn = (col: Locator, text: string) => col.getByTestId('deal-card').filter({ hasText: text });

test('a card dragged on one board moves on the other user\'s open board, without reload', async () => {
  const from = await newStage('Vivo Origen');
  await newStage('Vivo Destino');
  const title = `En vivo ${run}`;
  const { createDeal: deal } = await api<{ createDeal: { id: number } }>('mutation($i: CreateDealInput!) { createDeal(input: $i) { id } }', {
    i: { title, pipelineId, stageId: from, value: 250 },
  });

  const admin = await open('/', ADMIN);
  const venta = await open('/', VENTA);
  for (const p of [admin, venta]) await cardIn(column(p, 'Vivo Origen'), title).waitFor();

  await mouseDrag(admin, cardIn(column(admin, 'Vivo Origen'), title), column(admin, 'Vivo Destino'));
  await cardIn(column(admin, 'Vivo Destino'), title).waitFor();
  // The other board follows: the card and both columns' counts.
  await cardIn(column(venta, 'Vivo Destino'), title).waitFor({ timeout: LIVE_MS });
  expect(await cardIn(column(venta, 'Vivo Origen'), title).count()).toBe(0);
  expect(await column(venta, 'Vivo Destino').getByTestId('column-count').textContent()).toBe('1');
  expect(await column(venta, 'Vivo Origen').getByTestId('column-count').textContent()).toBe('0');
  // The dragging user's own board kept its card where it was dropped.
  expect(await cardIn(column(admin, 'Vivo Destino'), title).count()).toBe(1);
  await screenshot(venta, 'live-board-other-user');
  await venta.screenshot({ path: '/tmp/h21live-board-other-user.png', fullPage: true });

  // The other user opens the operation: its Historial lists the move, by the admin, with both stage names.
  await venta.goto(`/operations/${deal.id}`);
  await venta.getByRole('tab', { name: 'Historial' }).click();
  const feed = venta.getByRole('feed', { name: 'Historial' });
  const moved = feed.getByTestId('audit-event').filter({ hasText: `movida a Vivo Destino ${run}` });
  await moved.waitFor();
  expect(await moved.textContent()).toContain(`Etapa: Vivo Origen ${run}→Vivo Destino ${run}`);
  await venta.screenshot({ path: '/tmp/h21gaps-history-other-user.png', fullPage: true });
});

test("a budget confirmation reaches the other user's open cost sheet at once; presence names the other user", async () => {
  const stage = await newStage('Vivo Planilla');
  const { createDeal } = await api<{ createDeal: { id: number; orgId: number } }>('mutation($i: CreateDealInput!) { createDeal(input: $i) { id orgId } }', {
    i: { title: `Planilla viva ${run}`, pipelineId, stageId: stage, organization: { name: `Org Viva ${run}` } },
  });
  const path = `/operations/${createDeal.id}/costs`;
  const venta = await open(path, VENTA);
  await venta.getByRole('heading', { name: /^Planilla de costos \(DET COS\)/ }).waitFor();
  const admin = await open(path, ADMIN);
  await admin.getByRole('heading', { name: /^Planilla de costos \(DET COS\)/ }).waitFor();

  await venta.getByTestId('presence').filter({ hasText: 'También está viendo: Administrador' }).waitFor({ timeout: LIVE_MS });
  await admin.getByTestId('presence').filter({ hasText: VENTA.name }).waitFor({ timeout: LIVE_MS });

  await venta.getByRole('status', { name: 'Estado del presupuesto: Borrador' }).waitFor();
  await api('mutation($o: Int!) { confirmBudget(orgId: $o, profitValue: 10) { budgetStatus } }', { o: createDeal.orgId });
  await venta.getByRole('status', { name: 'Estado del presupuesto: Confirmado' }).waitFor({ timeout: LIVE_MS });
  await screenshot(venta, 'live-cost-sheet-confirmed');
  await venta.screenshot({ path: '/tmp/h21live-cost-sheet-confirmed.png', fullPage: true });
  await admin.screenshot({ path: '/tmp/h21live-cost-sheet-admin.png', fullPage: true });
});

test("a save by one user shows 'guardó cambios — Recargar' on the other's open sheet with unsaved changes; Recargar brings their values", async () => {
  const stage = await newStage('Vivo Guardado');
  const { createDeal } = await api<{ createDeal: { id: number } }>('mutation($i: CreateDealInput!) { createDeal(input: $i) { id } }', {
    i: { title: `Planilla guardada ${run}`, pipelineId, stageId: stage, organization: { name: `Org Guardada ${run}` } },
  });
  const path = `/operations/${createDeal.id}/costs`;
  const admin = await open(path, ADMIN);
  const venta = await open(path, VENTA);
  for (const p of [admin, venta]) await p.getByRole('heading', { name: /^Planilla de costos \(DET COS\)/ }).waitFor();
  const field = (p: Page, label: string) => p.getByLabel(label, { exact: true });

  // The admin is in the middle of an edit when Juan saves.
  await field(admin, 'Mercadería').fill(`Del admin ${run}`);
  await field(venta, 'Modo de carga').fill('MARITIMO');
  await field(venta, 'Mercadería').fill(`Repuestos ${run}`);
  await venta.getByRole('button', { name: 'Guardar planilla' }).click();
  const banner = admin.getByText(`${VENTA.name} guardó cambios`);
  await banner.waitFor({ timeout: LIVE_MS });
  // Nothing changed under the admin's hands, and one Recargar is offered (no second one from the conflict message).
  expect(await field(admin, 'Mercadería').inputValue()).toBe(`Del admin ${run}`);
  expect(await admin.getByRole('button', { name: 'Recargar' }).count()).toBe(1);
  // The one who saved sees no banner about their own save.
  expect(await venta.getByText('guardó cambios').count()).toBe(0);
  await admin.screenshot({ path: '/tmp/h21gaps-saved-banner.png', fullPage: true });

  await admin.getByRole('button', { name: 'Recargar' }).click();
  await expectValue(admin, 'Modo de carga', 'MARITIMO');
  await expectValue(admin, 'Mercadería', `Repuestos ${run}`);
  await banner.waitFor({ state: 'detached' });
  await admin.screenshot({ path: '/tmp/h21gaps-saved-reloaded.png', fullPage: true });

  // Without changes of its own, the admin's sheet follows the next save by itself: the note stays, no button.
  await field(venta, 'Clase de carga').fill('FCL');
  await venta.getByRole('button', { name: 'Guardar planilla' }).click();
  await expectValue(admin, 'Clase de carga', 'FCL');
  await banner.waitFor();
  expect(await admin.getByRole('button', { name: 'Recargar' }).count()).toBe(0);
});

/** Waits until the field labelled `label` shows `value` (a reload re-renders the sheet a moment after the click). */
async function expectValue(page: Page, label: string, value: string): Promise<void> {
  const field = page.getByLabel(label, { exact: true });
  const deadline = Date.now() + LIVE_MS;
  let seen = await field.inputValue();
  while (seen !== value && Date.now() < deadline) {
    await page.waitForTimeout(50);
    seen = await field.inputValue();
  }
  expect(seen).toBe(value);
}
