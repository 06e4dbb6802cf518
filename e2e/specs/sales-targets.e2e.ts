import type { Browser, Page } from 'playwright-core';
import { adminApiToken, fillDate, gqlRequest, launch, newPage, restRequest, screenshot, signIn } from '../support/browser';

/**
 * Targets and pipeline health in Chromium with two users: the admin sets a seller's monthly targets on
 * the team dashboard; the seller logs an "interesado" call from the operation's screen (the call dialog,
 * with its next step), invalidates a mistaken one on the follow-up screen, and sees targets vs actual on
 * their own dashboard, with the operation leaving "próximas acciones" once it has its next step.
 */
let browser: Browser;
let token: string;
const RUN = `st${Date.now().toString(36)}`;
const SELLER = { name: `Vendedor Metas ${RUN}`, email: `${RUN}@e2e.local`, password: 'Venta-e2e-123' };
let sellerId: number;
let dealId: number;
let reference: string;

/** 'YYYY-MM-DDTHH:mm' on the office's clock (America/Asuncion), what the date field takes. */
function officeWall(d: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Asuncion', hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' })
      .formatToParts(d)
      .map((x) => [x.type, x.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

async function signedIn(page: Page, path: string, who?: { email: string; password: string }) {
  await page.goto(`/login?next=${encodeURIComponent(path)}`);
  await signIn(page, who?.email, who?.password);
  await page.waitForURL((u) => u.pathname === path);
}

beforeAll(async () => {
  browser = await launch();
  token = await adminApiToken();
  const u = await gqlRequest<{ createUser: { id: number } }>('mutation($i: CreateUserInput!) { createUser(input: $i) { id } }', { i: { name: SELLER.name, email: SELLER.email, role: 'venta', password: SELLER.password } }, token);
  sellerId = u.createUser.id;
  const login = await gqlRequest<{ login: { token: string } }>('mutation($i: LoginInput!) { login(input: $i) { token } }', { i: { email: SELLER.email, password: SELLER.password } });
  const p = await gqlRequest<{ pipelines: Array<{ id: number; stages: Array<{ id: number }> }> }>('{ pipelines { id stages { id } } }', {}, token);
  // The seller's own open operation (created by them: they are its responsible person), 2.500 USD, no next step yet.
  const deal = await restRequest<{ id: number }>('POST', '/deals', login.login.token, {
    pipeline_id: p.pipelines[0].id,
    stage_id: p.pipelines[0].stages[0].id,
    title: `Importación de bombas ${RUN}`,
    value: 2500,
    organization: { name: `Bombas del Sur ${RUN}` },
  });
  dealId = deal.id;
  reference = (await restRequest<{ deal: { reference: string } }>('GET', `/deals/${dealId}`, token)).deal.reference;
});
afterAll(() => browser?.close());

test('the admin sets the seller’s targets on the team dashboard', async () => {
  const { context, page } = await newPage(browser);
  await signedIn(page, '/sales');
  await page.getByRole('heading', { level: 1, name: 'Metas y pipeline' }).waitFor();
  const perSeller = page.getByRole('table', { name: 'Metas por vendedor' });
  await perSeller.waitFor();
  await perSeller.getByRole('button', { name: `Editar metas de ${SELLER.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Metas de ${SELLER.name}` });
  await dialog.getByRole('textbox', { name: /^Llamadas/ }).fill('4');
  await dialog.getByRole('textbox', { name: /^Valor del pipeline/ }).fill('10.000');
  // A typo is refused next to its field, in Spanish.
  await dialog.getByRole('textbox', { name: /^Valor ganado/ }).fill('5.000,555');
  await dialog.getByRole('button', { name: 'Guardar metas' }).click();
  await dialog.getByText('La meta en USD debe ser un importe', { exact: false }).waitFor();
  await screenshot(page, 'sales-targets-dialog-error');
  await dialog.getByRole('textbox', { name: /^Valor ganado/ }).fill('5.000');
  await dialog.getByRole('button', { name: 'Guardar metas' }).click();
  await dialog.waitFor({ state: 'detached' });
  const row = perSeller.getByRole('row').filter({ hasText: SELLER.name });
  await row.getByText('0 / 4 (0 %)').waitFor();
  await row.getByText('USD 2.500,00 / USD 10.000,00 (25 %)').waitFor();
  // The team's "próximas acciones": at most 15, whatever the other operations of this database are (the
  // seller's own list, with this operation in it, is checked from their side below).
  const teamActions = page.getByRole('table', { name: 'Próximas acciones' });
  await teamActions.waitFor();
  expect(await teamActions.locator('tbody tr').count()).toBeLessThanOrEqual(15);
  await page.getByRole('img', { name: 'Meta contra lo logrado' }).waitFor();
  await page.getByRole('img', { name: 'Llamadas por resultado' }).waitFor();
  await page.waitForLoadState('networkidle');
  await screenshot(page, 'sales-team-dashboard');
  await context.close();
});

test('the seller logs a call from the operation, invalidates a mistaken one, and sees targets vs actual on their dashboard', async () => {
  const { context, page } = await newPage(browser);
  // Their own dashboard first: the operation without a next step is among their "próximas acciones".
  await signedIn(page, '/sales', SELLER);
  await page.getByRole('table', { name: 'Próximas acciones' }).getByText(reference).first().waitFor();
  await page.goto(`/operations/${dealId}`);
  await page.getByRole('heading', { level: 1, name: 'Vista de operación' }).waitFor();
  await page.getByText('Sin próximo paso').first().waitFor();

  // The call dialog on the operation: a promising outcome needs its next step (the same rule as the server).
  await page.getByRole('button', { name: 'Registrar llamada' }).click();
  const dialog = page.getByRole('dialog', { name: 'Registrar llamada' });
  await dialog.getByText(`Llamada sobre ${reference}`, { exact: false }).waitFor();
  await dialog.getByRole('combobox', { name: 'Resultado' }).selectOption('interesado');
  await dialog.getByRole('textbox', { name: /^Notas/ }).fill('Quiere cotizar dos bombas');
  await dialog.getByRole('button', { name: 'Registrar llamada' }).click();
  await dialog.getByText('Escribí el asunto del próximo paso.').waitFor();
  await screenshot(page, 'sales-call-dialog-errors');
  await dialog.getByRole('textbox', { name: /^Tarea/ }).fill('Enviar cotización');
  await fillDate(dialog, 'Vence (fecha y hora)', officeWall(new Date(Date.now() + 2 * 86_400_000)));
  await dialog.getByRole('button', { name: 'Registrar llamada' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByText('Enviar cotización').first().waitFor();
  await screenshot(page, 'sales-operation-next-step');

  // A mistaken call, invalidated with its reason on the follow-up screen: it stays listed, marked, and stops counting.
  await restRequest('POST', '/followups/calls', (await gqlRequest<{ login: { token: string } }>('mutation($i: LoginInput!) { login(input: $i) { token } }', { i: { email: SELLER.email, password: SELLER.password } })).login.token, {
    outcome: 'no_contesta',
    subject: `Llamada duplicada ${RUN}`,
  });
  await page.goto('/followup');
  const history = page.getByRole('table', { name: 'Historial de llamadas' });
  const mistaken = history.getByRole('row').filter({ hasText: `Llamada duplicada ${RUN}` });
  await mistaken.getByRole('button', { name: /^Invalidar la llamada/ }).click();
  const invalidate = page.getByRole('dialog', { name: 'Invalidar llamada' });
  await invalidate.getByRole('button', { name: 'Invalidar' }).click();
  await invalidate.getByText('Escribí el motivo para invalidar la llamada.').waitFor();
  await invalidate.getByRole('textbox', { name: /^Motivo/ }).fill('Cargada dos veces');
  await invalidate.getByRole('button', { name: 'Invalidar' }).click();
  await invalidate.waitFor({ state: 'detached' });
  await mistaken.getByText('Invalidada: Cargada dos veces').waitFor();
  await screenshot(page, 'sales-call-invalidated');

  // Own dashboard: 1 call of 4 (the invalidated one does not count), the operation's value against the pipeline target.
  await page.goto('/sales');
  const targets = page.getByRole('table', { name: 'Meta contra lo logrado' });
  await targets.waitFor();
  await targets.getByRole('row', { name: /^Llamadas 4 1 25 %/ }).waitFor();
  await targets.getByRole('row', { name: /^Valor del pipeline \(USD\) USD 10\.000,00 USD 2\.500,00 25 %/ }).waitFor();
  await page.getByRole('region', { name: 'Llamadas por resultado' }).getByRole('img', { name: 'Llamadas por resultado' }).waitFor();
  await page.getByRole('img', { name: 'Meta contra lo logrado' }).waitFor();
  // Its next step is on time: the operation is no longer in "próximas acciones" (the list is there, without it).
  const ownActions = page.getByRole('table', { name: 'Próximas acciones' });
  if (await ownActions.count()) expect(await ownActions.getByText(reference).count()).toBe(0);
  else await page.getByText('Nada pendiente: cada operación abierta tiene su próximo paso a tiempo.').waitFor();
  await page.waitForLoadState('networkidle');
  await screenshot(page, 'sales-seller-dashboard');
  await context.close();
  expect(sellerId).toBeGreaterThan(0);
});
