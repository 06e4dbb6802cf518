import type { Browser, Page } from 'playwright-core';
import { ADMIN, adminApiToken, gqlRequest, launch, newPage, screenshot, signIn } from '../support/browser';

let browser: Browser;
let token: string;
const RUN = Date.now().toString(36);

beforeAll(async () => {
  browser = await launch();
  token = await adminApiToken();
});
afterAll(() => browser?.close());

const CREATE_CONTACT = 'mutation($i: CreateContactInput!) { createContact(input: $i) { contact { id } } }';
const CREATE_ORG = 'mutation($i: CreateOrganizationInput!) { createOrganization(input: $i) { id } }';

async function createContact(input: Record<string, unknown>, as = token): Promise<number> {
  const data = await gqlRequest<{ createContact: { contact: { id: number } } }>(CREATE_CONTACT, { i: input }, as);
  return data.createContact.contact.id;
}

async function createOrg(input: Record<string, unknown>): Promise<number> {
  const data = await gqlRequest<{ createOrganization: { id: number } }>(CREATE_ORG, { i: input }, token);
  return data.createOrganization.id;
}

async function openAs(page: Page, path: string, email: string = ADMIN.email, password: string = ADMIN.password) {
  await page.goto(path);
  await page.waitForURL(/\/login/);
  await signIn(page, email, password);
  await page.waitForURL((u) => u.pathname === path.split('?')[0]);
}

/** The names in the contacts table once it shows exactly `expected` (order-insensitive). */
async function expectRows(page: Page, expected: string[]) {
  const table = page.getByRole('table', { name: 'Contactos' });
  const read = async () => (await table.locator('tbody tr td:first-child').allInnerTexts()).map((s) => s.trim()).sort();
  const want = [...expected].sort();
  for (let i = 0; i < 50; i++) {
    if (JSON.stringify(await read()) === JSON.stringify(want)) return;
    await page.waitForTimeout(100);
  }
  expect(await read()).toEqual(want);
}

test('filters contacts by text, label, visibility and has-email, and clears', async () => {
  const tag = `Filtro${RUN}`;
  await createContact({ name: `Ana ${tag}`, email: `ana-${RUN}@e2e.local`, label: 'Decisor', phone: '+595 981 100 200' });
  await createContact({ name: `Bruno ${tag}`, label: 'Operativo', visibility: 'shared' });
  await createContact({ name: `Carla ${tag}`, email: `carla-${RUN}@e2e.local`, visibility: 'private' });

  const { context, page } = await newPage(browser);
  await openAs(page, '/contacts');
  await page.getByRole('heading', { name: 'Contactos' }).waitFor();

  await page.getByLabel('Buscar', { exact: true }).fill(tag);
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expectRows(page, [`Ana ${tag}`, `Bruno ${tag}`, `Carla ${tag}`]);
  expect(new URL(page.url()).searchParams.get('q')).toBe(tag);

  await page.getByLabel('Etiqueta').selectOption('Decisor');
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expectRows(page, [`Ana ${tag}`]);
  await page.getByLabel('Etiqueta').selectOption('');

  await page.getByLabel('Visibilidad').selectOption('shared');
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expectRows(page, [`Bruno ${tag}`]);
  await page.getByLabel('Visibilidad').selectOption('');

  await page.getByLabel('Solo con email').check();
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expectRows(page, [`Ana ${tag}`, `Carla ${tag}`]);
  await screenshot(page, 'contacts-list');

  // no match → the spec's empty message
  await page.getByLabel('Buscar', { exact: true }).fill(`nadie-${RUN}`);
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await page.getByText('No hay contactos para este filtro.').waitFor();

  await page.getByRole('button', { name: 'Limpiar' }).click();
  await page.waitForURL((u) => u.search === '');
  expect(await page.getByLabel('Buscar', { exact: true }).inputValue()).toBe('');
  expect(await page.getByLabel('Solo con email').isChecked()).toBe(false);
  await page.getByText(/de [\d.]+ contactos/).waitFor();
  await context.close();
});

test('creates a contact with a new organization typed in, then unlinks and relinks it through the picker', async () => {
  const existing = `Cooperativa Existente ${RUN}`;
  await createOrg({ razonSocial: existing, ruc: '80099999-1' });
  const orgName = `Agroexport Nueva ${RUN}`;
  const person = `Diego Nuevo ${RUN}`;

  const { context, page } = await newPage(browser);
  await openAs(page, '/contacts');
  await page.getByRole('button', { name: '+ Nuevo contacto' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo contacto' });
  // neither name nor email: nothing is sent
  await dialog.getByRole('button', { name: 'Crear contacto' }).click();
  await dialog.getByText('Completá al menos nombre o email.').waitFor();
  await dialog.getByLabel('Nombre').fill(person);
  await dialog.getByLabel('Email').fill(`diego-${RUN}@e2e.local`);
  await dialog.getByLabel('Cargo').fill('Gerente de compras');
  await dialog.getByRole('combobox', { name: 'Organización' }).fill(orgName);
  await dialog.getByText(`Se creará la organización «${orgName}».`).waitFor();
  expect(await dialog.getByLabel('Visibilidad').inputValue()).toBe('company');
  await dialog.getByRole('button', { name: 'Crear contacto' }).click();

  await page.waitForURL(/\/contacts\/\d+$/);
  await page.getByRole('heading', { name: person }).waitFor();
  const orgPanel = page.getByRole('region', { name: 'Organización' });
  await orgPanel.getByRole('link', { name: orgName }).waitFor();
  await page.getByRole('link', { name: `diego-${RUN}@e2e.local` }).waitFor();
  expect(await page.getByRole('link', { name: `diego-${RUN}@e2e.local` }).getAttribute('href')).toBe(`mailto:diego-${RUN}@e2e.local`);

  // Quitar → no organization
  await orgPanel.getByRole('button', { name: 'Quitar' }).click();
  await orgPanel.getByText('Sin organización.').waitFor();

  // + Añadir → search the existing organization and link it
  await orgPanel.getByRole('button', { name: '+ Añadir' }).click();
  let picker = page.getByRole('dialog', { name: 'Elegir organización' });
  await picker.getByLabel('Buscar organización').fill(`Existente ${RUN}`);
  await picker.getByRole('button', { name: new RegExp(existing) }).click();
  await picker.waitFor({ state: 'hidden' });
  await orgPanel.getByRole('link', { name: existing }).waitFor();

  // Cambiar → create a new organization from the typed name and link it
  const typed = `Importadora Tipeada ${RUN}`;
  await orgPanel.getByRole('button', { name: 'Cambiar' }).click();
  picker = page.getByRole('dialog', { name: 'Elegir organización' });
  await picker.getByLabel('Buscar organización').fill(typed);
  await picker.getByText('Sin resultados.').waitFor();
  await screenshot(page, 'contact-org-picker');
  await picker.getByRole('button', { name: `+ Crear «${typed}» y vincular` }).click();
  await picker.waitFor({ state: 'hidden' });
  await orgPanel.getByRole('link', { name: typed }).waitFor();

  // the tabs of the contact
  await page.getByRole('tab', { name: 'Actividad' }).waitFor();
  await page.getByLabel('Agregar una nota rápida').fill('Prefiere que lo llamen por la tarde.');
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await page.getByRole('list', { name: 'Historial de actividades' }).getByText('Prefiere que lo llamen por la tarde.').waitFor();
  await page.getByRole('tab', { name: 'Info' }).click();
  await page.getByRole('tabpanel').getByText('Empresa', { exact: true }).waitFor();
  await page.getByRole('tab', { name: 'Actividad' }).click();
  await screenshot(page, 'contact-detail');

  // the new organization exists with this person
  await orgPanel.getByRole('link', { name: typed }).click();
  await page.waitForURL(/\/organizations\/\d+$/);
  await page.getByRole('list', { name: 'Personas' }).getByRole('link', { name: person }).waitFor();
  await context.close();
});

test("a venta user cannot open another user's private contact by URL", async () => {
  const mk = async (name: string) => {
    const email = `${name.toLowerCase()}-${RUN}@e2e.local`;
    await gqlRequest(
      'mutation($i: CreateUserInput!) { createUser(input: $i) { id } }',
      { i: { name: `${name} Venta`, email, role: 'venta', password: 'Venta-e2e-123' } },
      token,
    );
    const login = await gqlRequest<{ login: { token: string } }>(
      'mutation($i: LoginInput!) { login(input: $i) { token } }',
      { i: { email, password: 'Venta-e2e-123' } },
    );
    return { email, token: login.login.token };
  };
  const owner = await mk('Olga');
  const other = await mk('Pablo');
  const privateId = await createContact({ name: `Secreto ${RUN}`, visibility: 'private' }, owner.token);
  const sharedId = await createContact({ name: `Compartido ${RUN}`, visibility: 'shared' }, owner.token);

  const { context, page } = await newPage(browser);
  await openAs(page, `/contacts/${privateId}`, other.email, 'Venta-e2e-123');
  await page.getByText('Contacto no encontrado.').waitFor();
  expect(await page.getByText(`Secreto ${RUN}`).count()).toBe(0);
  await screenshot(page, 'contact-not-found');

  // a shared contact of someone else is readable but not editable
  await page.goto(`/contacts/${sharedId}`);
  await page.getByRole('heading', { name: `Compartido ${RUN}` }).waitFor();
  expect(await page.getByRole('button', { name: 'Editar' }).count()).toBe(0);

  // and the private one is not in their list either
  await page.goto(`/contacts?q=${encodeURIComponent(`Secreto ${RUN}`)}`);
  await page.getByText('No hay contactos para este filtro.').waitFor();
  await context.close();
});
