import type { Browser, Page } from 'playwright-core';
import { ADMIN, adminApiToken, fillDate, gqlRequest, launch, newPage, screenshot, signIn } from '../support/browser';

let browser: Browser;
const RUN = Date.now().toString(36);

beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

async function openAs(page: Page, path: string) {
  await page.goto(path);
  await page.waitForURL(/\/login/);
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.waitForURL((u) => u.pathname === path);
}

test('the organizations list: accumulated profit, search and the new-organization modal', async () => {
  const { context, page } = await newPage(browser);
  await openAs(page, '/organizations');
  await page.getByRole('heading', { name: 'Organizaciones' }).waitFor();
  // the server's sum (other specs may have confirmed budgets on this shared server), shown with 2 decimals in es-PY
  const { organizationsAccumulatedProfit: total } = await gqlRequest<{ organizationsAccumulatedProfit: number }>(
    '{ organizationsAccumulatedProfit }',
    undefined,
    await adminApiToken(),
  );
  const shown = new Intl.NumberFormat('es-PY', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(total);
  await page.getByTestId('accumulated-profit').getByText(shown).waitFor();

  await page.getByRole('button', { name: '+ Nueva organización' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nueva organización' });
  expect(await dialog.getByLabel('Email').getAttribute('type')).toBe('email');
  expect(await dialog.getByLabel('Rubro').inputValue()).toBe('Seguro');
  await dialog.getByRole('button', { name: 'Crear organización' }).click();
  await dialog.getByText('La Razón Social es obligatoria').waitFor();
  const razon = `Transportes del Chaco ${RUN} S.A.`;
  await dialog.getByLabel('Razón social').fill(razon);
  await dialog.getByLabel('RUC').fill('80012345-6');
  await dialog.getByLabel('Ciudad').fill('Asunción');
  await dialog.getByLabel('País').fill('Paraguay');
  await dialog.getByLabel('Tipo de organización').selectOption('Cliente');
  await dialog.getByLabel('Operación').selectOption('Importación');
  await screenshot(page, 'organizations-new-modal');
  await dialog.getByRole('button', { name: 'Crear organización' }).click();
  await page.waitForURL(/\/organizations\/\d+$/);
  await page.getByRole('heading', { name: razon }).waitFor();

  await page.getByRole('link', { name: '← Organizaciones' }).click();
  await page.getByRole('table', { name: 'Organizaciones' }).getByRole('link', { name: razon }).waitFor();
  await screenshot(page, 'organizations-list');
  await page.getByLabel('Buscar', { exact: true }).fill(`Chaco ${RUN}`);
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await page.getByText('1–1 de 1 organizaciones').waitFor();
  await page.getByLabel('Buscar', { exact: true }).fill(`no-existe-${RUN}`);
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await page.getByText('Sin organizaciones.').waitFor();
  await context.close();
});

test('a contact with a new organization typed in; on that organization: custom field, activity, quick note and a deal from + Trato', async () => {
  const orgName = `Logística Guaraní ${RUN}`;
  const person = `Elena Ruiz ${RUN}`;
  const { context, page } = await newPage(browser);
  await openAs(page, '/contacts');
  await page.getByRole('button', { name: '+ Nuevo contacto' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo contacto' });
  await dialog.getByLabel('Nombre').fill(person);
  await dialog.getByRole('combobox', { name: 'Organización' }).fill(orgName);
  await dialog.getByRole('button', { name: 'Crear contacto' }).click();
  await page.waitForURL(/\/contacts\/\d+$/);
  await page.getByRole('region', { name: 'Organización' }).getByRole('link', { name: orgName }).click();

  await page.waitForURL(/\/organizations\/\d+$/);
  await page.getByRole('heading', { name: orgName }).waitFor();
  await page.getByRole('list', { name: 'Personas' }).getByRole('link', { name: person }).waitFor();
  await page.getByText('Sin tratos vinculados.').waitFor();
  await page.getByText('Sin actividades.').waitFor();

  // custom field: key and label required, then inline edit
  const fields = page.getByRole('region', { name: 'Campos personalizados' });
  await fields.getByRole('button', { name: '+ Campo' }).click();
  const fieldDialog = page.getByRole('dialog', { name: 'Nuevo campo' });
  await fieldDialog.getByLabel('Clave').fill('nro_cliente');
  await fieldDialog.getByRole('button', { name: 'Crear campo' }).click();
  await fieldDialog.getByText('Completá clave y etiqueta.').waitFor();
  await fieldDialog.getByLabel('Etiqueta').fill('Nro. de cliente');
  await fieldDialog.getByLabel('Tipo').selectOption('number');
  await fieldDialog.getByLabel('Valor inicial').fill('1500');
  await fieldDialog.getByRole('button', { name: 'Crear campo' }).click();
  await fieldDialog.waitFor({ state: 'hidden' });
  await fields.getByText('1.500').waitFor();
  await fields.getByRole('button', { name: 'Editar Nro. de cliente' }).click();
  await fields.getByLabel('Nro. de cliente').fill('2750');
  await fields.getByRole('button', { name: 'Guardar' }).click();
  await fields.getByText('2.750').waitFor();

  // schedule an activity
  await page.getByRole('button', { name: '+ Programar una actividad' }).click();
  const act = page.getByRole('dialog', { name: 'Programar una actividad' });
  await act.getByRole('button', { name: 'Guardar actividad' }).click();
  await act.getByText('Escribí al menos asunto o notas.').waitFor();
  await act.getByLabel('Tipo').selectOption('call');
  await act.getByLabel('Asunto').fill('Llamar por la cotización aérea');
  await fillDate(act, 'Vencimiento', '2030-05-20');
  await act.getByRole('button', { name: 'Guardar actividad' }).click();
  await act.waitFor({ state: 'hidden' });
  const history = page.getByRole('list', { name: 'Historial de actividades' });
  await history.getByText('Llamar por la cotización aérea').waitFor();
  await history.getByText('Vence 20/05/2030').waitFor();

  // quick note: whitespace only is ignored, text is saved
  const quick = page.getByLabel('Agregar una nota rápida');
  await quick.fill('   ');
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await quick.fill('Cliente pidió tarifas FCL desde Paranaguá.');
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await history.getByText('Cliente pidió tarifas FCL desde Paranaguá.').waitFor();
  expect(await history.locator('li').count()).toBe(2);
  expect(await quick.inputValue()).toBe('');

  // Notas lists the note only
  await page.getByRole('tab', { name: 'Notas' }).click();
  const notes = page.getByRole('list', { name: 'Notas' });
  await notes.getByText('Cliente pidió tarifas FCL desde Paranaguá.').waitFor();
  expect(await notes.locator('li').count()).toBe(1);
  await page.getByRole('tab', { name: 'Actividad' }).click();

  // + Trato: the shared new-deal modal, then the deal is among the linked deals
  await page.getByRole('button', { name: '+ Trato' }).click();
  const deal = page.getByRole('dialog', { name: 'Nuevo trato' });
  await deal.getByLabel('Título').fill(`Importación maquinaria ${RUN}`);
  await deal.getByLabel('Valor').fill('12.500,50');
  await deal.getByRole('button', { name: 'Crear', exact: true }).click();
  await deal.waitFor({ state: 'hidden' });
  const linked = page.getByRole('list', { name: 'Tratos vinculados' });
  await linked.getByRole('link', { name: `Importación maquinaria ${RUN}` }).waitFor();
  await linked.getByText('12.500,50').waitFor();

  // edit: empty strings become null, the header follows
  await page.getByRole('button', { name: 'Editar', exact: true }).click();
  const edit = page.getByRole('dialog', { name: 'Editar organización' });
  await edit.getByLabel('Razón social').fill(`${orgName} S.R.L.`);
  await edit.getByLabel('Ciudad').fill('Encarnación');
  await edit.getByLabel('Es agente').check();
  await edit.getByRole('button', { name: 'Guardar cambios' }).click();
  await edit.waitFor({ state: 'hidden' });
  await page.getByRole('heading', { name: `${orgName} S.R.L.` }).waitFor();
  await page.getByText('Encarnación').waitFor();
  await screenshot(page, 'organization-detail');

  // new person: name or email required
  await page.getByRole('button', { name: '+ Persona' }).click();
  const pers = page.getByRole('dialog', { name: 'Nueva persona' });
  await pers.getByRole('button', { name: 'Crear persona' }).click();
  await pers.getByText('Completá al menos nombre o email.').waitFor();
  await pers.getByLabel('Email').fill(`compras-${RUN}@e2e.local`);
  await pers.getByRole('button', { name: 'Crear persona' }).click();
  await pers.waitFor({ state: 'hidden' });
  await page.getByRole('list', { name: 'Personas' }).getByRole('link', { name: `compras-${RUN}@e2e.local` }).waitFor();
  await context.close();
});

test('an unknown organization id says so', async () => {
  const { context, page } = await newPage(browser);
  await openAs(page, '/organizations/999999');
  await page.getByText('Organización no encontrada.').waitFor();
  await context.close();
});
