import type { Browser } from 'playwright-core';
import { adminApiToken, gqlRequest, launch, newPage, screenshot, signIn } from '../support/browser';

let browser: Browser;
let token: string;
const tag = `e2e${Date.now().toString(36)}`;
let orgId: number;
let deal: { id: number; reference: string };

beforeAll(async () => {
  browser = await launch();
  token = await adminApiToken();
  const org = await gqlRequest<{ createOrganization: { id: number } }>(
    'mutation($i: CreateOrganizationInput!) { createOrganization(input: $i) { id } }',
    { i: { name: `Ñandutí Logística ${tag}`, ruc: '80055555-1' } },
    token,
  );
  orgId = org.createOrganization.id;
  await gqlRequest(
    'mutation($i: CreateContactInput!) { createContact(input: $i) { contact { id } } }',
    { i: { name: `José Ñandú ${tag}`, email: `jose.nandu.${tag}@ejemplo.com.py`, phone: '+595 981 222 333' } },
    token,
  );
  const p = await gqlRequest<{ pipelines: Array<{ id: number; stages: Array<{ id: number }> }> }>('{ pipelines { id stages { id } } }', {}, token);
  const d = await gqlRequest<{ createDeal: { id: number; reference: string } }>(
    'mutation($i: CreateDealInput!) { createDeal(input: $i) { id reference } }',
    { i: { title: `Importación ñandutí ${tag}`, pipelineId: p.pipelines[0].id, stageId: p.pipelines[0].stages[0].id, orgId } },
    token,
  );
  deal = d.createDeal;
});
afterAll(() => browser?.close());

test('typing in the top-bar search shows grouped results; the keyboard opens one', async () => {
  const { context, page } = await newPage(browser);
  await page.goto('/login');
  await signIn(page);
  await page.waitForURL((u) => u.pathname === '/');
  const box = page.getByRole('combobox', { name: 'Búsqueda global' });
  expect(await box.getAttribute('placeholder')).toBe('Buscar operaciones, organizaciones, contactos…');

  // Accent-insensitive: 'nanduti' finds 'Ñandutí' in the three groups.
  await box.fill(`nanduti ${tag}`);
  const list = page.getByRole('listbox', { name: 'Resultados de la búsqueda' });
  await list.waitFor();
  await list.getByRole('group', { name: 'Operaciones' }).getByRole('option', { name: new RegExp(deal.reference) }).waitFor();
  await list.getByRole('group', { name: 'Organizaciones' }).getByRole('option', { name: `Ñandutí Logística ${tag}` }).waitFor();
  await box.fill(`nandu ${tag}`);
  await list.getByRole('group', { name: 'Contactos' }).getByRole('option', { name: new RegExp(`José Ñandú ${tag}`) }).waitFor();
  expect(await list.getByRole('group').count()).toBe(3);
  await screenshot(page, 'search-grouped');

  // Arrow down to the organization (second item), Enter opens its detail.
  await box.fill(`nanduti ${tag}`);
  await list.getByRole('group', { name: 'Organizaciones' }).waitFor();
  // The list of 'nandu' stays on screen until the answer for 'nanduti' replaces it (and resets the selection):
  // its contacts group goes with it, so the arrows below move through the new list.
  await list.getByRole('group', { name: 'Contactos' }).waitFor({ state: 'detached' });
  await box.press('ArrowDown');
  await box.press('ArrowDown');
  expect(await list.getByRole('option', { name: `Ñandutí Logística ${tag}` }).getAttribute('aria-selected')).toBe('true');
  await box.press('Enter');
  await page.waitForURL((u) => u.pathname === `/organizations/${orgId}`);
  expect(await box.inputValue()).toBe('');

  // A reference opens the operation; nothing found says so.
  await box.fill(deal.reference);
  // The arrows and Enter were shown above; here a click on the operation's option (the data of the
  // other specs running against the same server can put other matches around it).
  const byReference = list.getByRole('option', { name: new RegExp(deal.reference) });
  await byReference.click();
  await page.waitForURL((u) => u.pathname === `/operations/${deal.id}`);
  await box.fill(`nada-${tag}`);
  await page.getByText('Sin resultados').waitFor();
  await screenshot(page, 'search-empty');
  await context.close();
});
