/**
 * Audit timeline: a card moved on the kanban shows up in its operation's Historial with the old and new
 * stage names; /admin/audit filters by user, entity, kind and dates.
 */
import type { Browser, Page } from 'playwright-core';
import { ADMIN, adminApiToken, boardReady, fillDate, gqlRequest, launch, mouseDrag, newPage, screenshot, signIn } from '../support/browser';

let browser: Browser;
let token: string;
let pipelineId: number;
const run = Date.now().toString(36);

beforeAll(async () => {
  browser = await launch();
  token = await adminApiToken();
  const data = await api<{ pipelines: Array<{ id: number; name: string }> }>('{ pipelines { id name } }');
  pipelineId = data.pipelines.find((p) => p.name === 'Operaciones')!.id;
});
afterAll(() => browser?.close());

function api<T>(query: string, variables?: object): Promise<T> {
  return gqlRequest<T>(query, variables, token);
}

async function newStage(name: string): Promise<number> {
  const data = await api<{ createStage: { id: number } }>('mutation($i: CreateStageInput!) { createStage(input: $i) { id } }', { i: { name, pipelineId } });
  return data.createStage.id;
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForURL(/\/login/);
  await signIn(page);
  await page.waitForURL((u) => u.pathname === new URL(path, 'http://x').pathname);
}

test('a card moved on the kanban appears in its Historial with the old and new stage names', async () => {
  const from = `Hist Origen ${run}`;
  const to = `Hist Destino ${run}`;
  const fromId = await newStage(from);
  await newStage(to);
  const title = `Historial ${run}`;
  const created = await api<{ createDeal: { id: number } }>('mutation($i: CreateDealInput!) { createDeal(input: $i) { id } }', {
    i: { title, pipelineId, stageId: fromId, value: 1234.5 },
  });
  const id = created.createDeal.id;

  const { context, page } = await newPage(browser);
  await page.setViewportSize({ width: 1800, height: 1000 });
  await open(page, '/');
  await boardReady(page);
  const column = (name: string) => page.getByRole('region', { name });
  const card = (name: string) => column(name).getByTestId('deal-card').filter({ hasText: title });
  // The move is saved before leaving the board.
  const saved = page.waitForResponse((r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes('moveDeal'));
  await mouseDrag(page, card(from), column(to));
  await card(to).waitFor();
  expect((await saved).ok()).toBe(true);

  await page.goto(`/operations/${id}`);
  await page.getByRole('tab', { name: 'Historial' }).click();
  const feed = page.getByRole('feed', { name: 'Historial' });
  const moved = feed.getByTestId('audit-event').filter({ hasText: `movida a ${to}` });
  await moved.waitFor();
  expect(await moved.textContent()).toContain(`Etapa: ${from}→${to}`);
  const createdEvent = feed.getByTestId('audit-event').filter({ hasText: 'creada' });
  expect(await createdEvent.textContent()).toContain('Valor: —→1.234,50');
  expect(await feed.getByRole('heading', { level: 3 }).first().textContent()).toMatch(/^Hoy · \d{2}\/\d{2}\/\d{4}$/);
  await screenshot(page, 'history-operation');
  await page.screenshot({ path: '/tmp/h21audit-history-operation.png', fullPage: true });

  // The kind filter: files only → nothing yet; back to everything.
  await page.getByRole('button', { name: 'Archivos' }).click();
  await page.getByText('Sin cambios registrados de archivos.').waitFor();
  await page.getByRole('button', { name: 'Todo', exact: true }).click();
  await moved.waitFor();
  await context.close();
});

test('/admin/audit filters by user, entity, kind and date range', async () => {
  const users = await api<{ users: Array<{ id: number; name: string; email: string }> }>('{ users { id name email } }');
  const admin = users.users.find((u) => u.email === ADMIN.email)!;
  await newStage(`Auditada ${run}`);

  const { context, page } = await newPage(browser);
  await open(page, '/admin/audit');
  await page.getByRole('heading', { level: 1, name: 'Auditoría' }).waitFor();
  const feed = page.getByRole('feed', { name: 'Eventos de auditoría' });
  await feed.waitFor();

  await page.getByLabel('Usuario').selectOption(String(admin.id));
  await page.getByLabel('Entidad').selectOption('stage');
  await page.waitForURL(/entity=stage/);
  const stageEvent = feed.getByTestId('audit-event').filter({ hasText: `Etapa Auditada ${run} agregada` });
  await stageEvent.waitFor();
  expect(await stageEvent.textContent()).toContain(`Nombre: —→Auditada ${run}`);
  const texts = await feed.getByTestId('audit-event').allTextContents();
  expect(texts.every((t) => t.includes('Etapa'))).toBe(true);
  await screenshot(page, 'admin-audit');
  await page.screenshot({ path: '/tmp/h21audit-admin-audit.png', fullPage: true });

  // Kind: only 'cambios' for stages; a range in the future has no events.
  await page.getByLabel('Tipo').selectOption('archivos');
  await page.getByText('0 eventos').waitFor();
  await page.getByLabel('Tipo').selectOption('');
  await stageEvent.waitFor();
  await fillDate(page, 'Desde', '2099-01-01');
  await page.getByText('0 eventos').waitFor();
  await fillDate(page, 'Desde', '2020-01-01');
  await fillDate(page, 'Hasta', '2099-12-31');
  await stageEvent.waitFor();
  await page.getByRole('button', { name: 'Limpiar filtros' }).click();
  await page.waitForURL((u) => u.search === '');
  await context.close();
});
