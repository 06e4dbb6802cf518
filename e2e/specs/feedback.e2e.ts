import type { Browser, Locator, Page } from 'playwright-core';
import { adminApiToken, boardReady, gqlRequest, launch, mouseDrag, newPage, signIn } from '../support/browser';

/**
 * Show the server's reason and feedback and undo: the server's reason next to the screen's failure text, toasts after writes,
 * 'Deshacer' for a kanban move (server state restored, same place in the column) and a contact unlink,
 * the budget confirmation dialog naming organization and amount.
 */
const SHOTS = process.env.SHOTS_DIR ?? '/work/wt/shots/ui-roles';
const run = Date.now().toString(36);

let browser: Browser;
let token: string;
let pipelineId: number;

function api<T>(query: string, variables?: object): Promise<T> {
  return gqlRequest<T>(query, variables, token);
}

beforeAll(async () => {
  browser = await launch();
  token = await adminApiToken();
  const p = await api<{ pipelines: Array<{ id: number; name: string }> }>('{ pipelines { id name } }');
  pipelineId = p.pipelines.find((x) => x.name === 'Operaciones')!.id;
});
afterAll(() => browser?.close());

async function newStage(name: string): Promise<number> {
  const s = await api<{ createStage: { id: number } }>('mutation($i: CreateStageInput!) { createStage(input: $i) { id } }', {
    i: { name: `${name} ${run}`, pipelineId },
  });
  return s.createStage.id;
}

async function newDeal(title: string, stageId: number, extra: object = {}): Promise<number> {
  const d = await api<{ createDeal: { id: number } }>('mutation($i: CreateDealInput!) { createDeal(input: $i) { id } }', {
    i: { title, pipelineId, stageId, value: 100, ...extra },
  });
  return d.createDeal.id;
}

async function signedIn(path: string, width = 1440): Promise<{ page: Page; close: () => Promise<void> }> {
  const { context, page } = await newPage(browser);
  await page.setViewportSize({ width, height: 900 });
  await page.goto(path);
  await page.waitForURL(/\/login/);
  await signIn(page);
  await page.waitForURL((u) => u.pathname === path.split('?')[0]);
  return { page, close: () => context.close() };
}

/** Polls `read` until it returns `expected` (a write the page sent may land a moment after the UI shows it). */
async function until<T>(read: () => Promise<T>, expected: T, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  let last = await read();
  while (last !== expected && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100));
    last = await read();
  }
  expect(last).toBe(expected);
}

const toasts = (page: Page) => page.getByRole('region', { name: /^Notificaciones/ });

test('Deshacer after a kanban move puts the card back, on the server too and under the same neighbour', async () => {
  const from = await newStage('Deshacer origen');
  const to = await newStage('Deshacer destino');
  // Created in this order, each at the top: shown third, second, first.
  const first = await newDeal(`Primera ${run}`, from);
  const second = await newDeal(`Segunda ${run}`, from);
  const third = await newDeal(`Tercera ${run}`, from);
  const { deal } = await api<{ deal: { reference: string } }>('query($id: Int!) { deal(id: $id) { reference } }', { id: second });
  const { page, close } = await signedIn('/');
  await boardReady(page);
  const source = page.getByRole('region', { name: `Deshacer origen ${run}` });
  const target = page.getByRole('region', { name: `Deshacer destino ${run}` });
  const order = async (col: Locator) =>
    Promise.all((await col.getByTestId('deal-card').all()).map(async (c) => Number(await c.getAttribute('data-deal-id'))));
  expect(await order(source)).toEqual([third, second, first]);

  await mouseDrag(page, source.getByTestId('deal-card').filter({ hasText: `Segunda ${run}` }), target);
  const toast = toasts(page).getByText(`Operación ${deal.reference} movida a Deshacer destino ${run}.`);
  await toast.waitFor();
  // The server has the move.
  const stageOf = async () => (await api<{ deal: { stageId: number } }>('query($id: Int!) { deal(id: $id) { stageId } }', { id: second })).deal.stageId;
  await until(stageOf, to);
  await page.screenshot({ path: `${SHOTS}/toast-kanban-move-1440.png` });

  await toasts(page).getByRole('button', { name: 'Deshacer' }).click();
  await toasts(page).getByText(`Operación ${deal.reference} devuelta a Deshacer origen ${run}.`).waitFor();
  expect(await order(source)).toEqual([third, second, first]);
  expect(await target.getByTestId('deal-card').count()).toBe(0);
  await until(stageOf, from);
  // Same place after a reload: the server kept the order.
  await page.reload();
  await boardReady(page);
  expect(await order(source)).toEqual([third, second, first]);
  await close();
});

test("the server's reason next to the field: a 301-character title", async () => {
  const { page, close } = await signedIn('/general');
  await page.getByRole('button', { name: '+ Nuevo trato' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo trato' });
  await dialog.getByLabel('Título').fill('x'.repeat(301));
  await dialog.getByRole('button', { name: 'Crear' }).click();
  await dialog.getByText('El título admite hasta 300 caracteres.').waitFor();
  await dialog.getByText('No se pudo crear el deal', { exact: true }).waitFor();
  expect(await dialog.getByLabel('Título').getAttribute('aria-invalid')).toBe('true');
  await page.screenshot({ path: `${SHOTS}/server-reason-title-1440.png` });
  // Fixed, it is created and says so.
  await dialog.getByLabel('Título').fill(`Corto ${run}`);
  await dialog.getByRole('button', { name: 'Crear' }).click();
  await toasts(page).getByText('Trato creado.').waitFor();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/toast-deal-created-390.png` });
  await close();
});

test('Deshacer after unlinking a contact links it again on the server', async () => {
  const org = await api<{ createOrganization: { id: number } }>('mutation($i: CreateOrganizationInput!) { createOrganization(input: $i) { id } }', {
    i: { razonSocial: `Vínculo SA ${run}` },
  });
  const c = await api<{ createContact: { contact: { id: number } } }>('mutation($i: CreateContactInput!) { createContact(input: $i) { contact { id } } }', {
    i: { name: `Vera Vínculo ${run}`, email: `vera-${run}@e2e.local`, orgId: org.createOrganization.id },
  });
  const id = c.createContact.contact.id;
  const orgOf = async () => (await api<{ contact: { orgId: number | null } }>('query($id: Int!) { contact(id: $id) { orgId } }', { id })).contact.orgId;
  const { page, close } = await signedIn(`/contacts/${id}`);
  await page.getByRole('button', { name: 'Quitar' }).click();
  await toasts(page).getByText(`Se quitó la organización Vínculo SA ${run}.`).waitFor();
  await until(orgOf, null);
  await toasts(page).getByRole('button', { name: 'Deshacer' }).click();
  await until(orgOf, org.createOrganization.id);
  await page.getByRole('link', { name: `Vínculo SA ${run}` }).waitFor();
  await close();
});

test('budget buttons ask first, naming the organization and the amount; Cancelar changes nothing', async () => {
  const stage = await newStage('Presupuesto');
  const org = await api<{ createOrganization: { id: number } }>('mutation($i: CreateOrganizationInput!) { createOrganization(input: $i) { id } }', {
    i: { razonSocial: `Presupuesto SA ${run}` },
  });
  const dealId = await newDeal(`Presupuesto ${run}`, stage, { orgId: org.createOrganization.id });
  const status = async () =>
    (await api<{ organization: { budgetStatus: string } }>('query($id: Int!) { organization(id: $id) { budgetStatus } }', { id: org.createOrganization.id })).organization.budgetStatus;
  const { page, close } = await signedIn(`/operations/${dealId}/costs`);
  await page.getByRole('button', { name: 'Bloquear presupuesto' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bloquear presupuesto' });
  await dialog.getByText(`¿Bloquear el presupuesto de Presupuesto SA ${run} con un profit general de USD 0,00?`, { exact: false }).waitFor();
  await page.screenshot({ path: `${SHOTS}/budget-dialog-1440.png` });
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  expect(await status()).toBe('borrador');
  await page.getByRole('button', { name: 'Bloquear presupuesto' }).click();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/budget-dialog-390.png` });
  await dialog.getByRole('button', { name: 'Bloquear presupuesto' }).click();
  await page.getByRole('status', { name: 'Estado del presupuesto: Bloqueado' }).waitFor();
  expect(await status()).toBe('bloqueado');
  await close();
});
