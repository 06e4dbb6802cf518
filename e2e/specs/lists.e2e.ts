import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { adminApiToken, gqlRequest, launch, newPage, screenshot, signIn } from '../support/browser';

/**
 * Lists sorted on the server and follow-ups count what users log: sorting across pages with filters, sort and page in the
 * URL (reload, back button); the search shortcut; the contact label filter; the follow-up dashboard
 * counting activities of type call.
 */
let browser: Browser;
let token: string;
const stamp = Date.now().toString(36);
const SHOTS = process.env.SHOTS_DIR ?? join(__dirname, '..', 'screenshots', 'lists');
const unitName = `Listas ${stamp}`;
let unitId: number;
/** The unit's deals: reference and value. */
const deals: Array<{ reference: string; value: number; id: number }> = [];

const api = <T = any>(query: string, variables?: object) => gqlRequest<T>(query, variables, token);

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launch();
  token = await adminApiToken();
  const base = await api<{ businessUnits: Array<{ id: number; keySlug: string }>; pipelines: Array<{ id: number; stages: Array<{ id: number }> }> }>(
    '{ businessUnits { id keySlug } pipelines { id stages { id } } }',
  );
  const cargoId = base.businessUnits.find((u) => u.keySlug === 'atm-cargo')!.id;
  const unit = await api<{ createBusinessUnit: { id: number } }>('mutation($i: CreateBusinessUnitInput!) { createBusinessUnit(input: $i) { id } }', {
    i: { name: unitName, keySlug: `listas-${stamp}`, parentId: cargoId },
  });
  unitId = unit.createBusinessUnit.id;
  const pipeline = base.pipelines[0];
  // 56 deals whose values are not in creation order; deals 10 and 20 share a value (the id breaks the tie).
  const valueOf = (i: number) => ((i * 37) % 56) * 100 + 0.5;
  for (let i = 0; i < 56; i++) {
    const value = valueOf(i === 20 ? 10 : i);
    const r = await api<{ createDeal: { id: number; reference: string; value: number } }>(
      'mutation($i: CreateDealInput!) { createDeal(input: $i) { id reference value } }',
      { i: { title: `Lista ${stamp} ${i}`, value, pipelineId: pipeline.id, stageId: pipeline.stages[i % 2].id, businessUnitId: unitId } },
    );
    deals.push(r.createDeal);
  }
}, 120_000);
afterAll(() => browser?.close());

async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForURL(/\/login/);
  await signIn(page);
  await page.waitForURL((u) => u.pathname === path.split('?')[0]);
}

/**
 * Full-page screenshots of the current screen at 1440 px, and at 390 px in a fresh browser opening
 * the same URL (a shared link: it shows the same view). `ready` waits for the view's data.
 */
async function shots(page: Page, name: string, ready: (p: Page) => Promise<unknown>) {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: join(SHOTS, `${name}-1440.png`), fullPage: true });
  if (size) await page.setViewportSize(size);
  const url = new URL(page.url());
  const { context, page: phone } = await newPage(browser);
  await phone.setViewportSize({ width: 390, height: 844 });
  await open(phone, `${url.pathname}${url.search}`);
  await ready(phone);
  await phone.screenshot({ path: join(SHOTS, `${name}-390.png`), fullPage: true });
  await context.close();
}

const refsOnPage = (page: Page) => page.getByRole('table', { name: 'Operaciones' }).getByRole('link', { name: /^OP-/ }).allTextContents();

test('/general: sorting by value orders across pages on the server, survives reload, and back restores page, sort and filter', async () => {
  const { context, page } = await newPage(browser);
  await open(page, '/general');
  const table = page.getByRole('table', { name: 'Operaciones' });
  await table.getByRole('link').first().waitFor();

  await page.getByLabel('Unidad de negocio').selectOption({ label: `- ${unitName}` });
  await page.getByText('1–50 de 56 deals').waitFor();
  expect(new URL(page.url()).searchParams.get('unit')).toBe(String(unitId));

  const byValue = [...deals].sort((a, b) => a.value - b.value || a.id - b.id).map((d) => d.reference);
  const header = table.getByRole('columnheader', { name: 'Valor', exact: true });
  expect(await header.getAttribute('aria-sort')).toBe('none');
  await header.getByRole('button').click();
  await page.waitForFunction((first) => document.querySelector('table[aria-label="Operaciones"] tbody a')?.textContent === first, byValue[0]);
  expect(await header.getAttribute('aria-sort')).toBe('ascending');
  expect(await refsOnPage(page)).toEqual(byValue.slice(0, 50));
  await shots(page, 'general-sorted', (p) => p.getByText('1–50 de 56 deals').waitFor());

  await page.getByRole('button', { name: 'Siguiente →' }).click();
  await page.getByText('51–56 de 56 deals').waitFor();
  expect(await refsOnPage(page)).toEqual(byValue.slice(50));
  const url = new URL(page.url());
  expect([url.searchParams.get('sort'), url.searchParams.get('page'), url.searchParams.get('unit')]).toEqual(['value', '2', String(unitId)]);

  // A reload (or the same link elsewhere) shows the same page of the same order.
  await page.reload();
  await page.getByText('51–56 de 56 deals').waitFor();
  expect(await refsOnPage(page)).toEqual(byValue.slice(50));
  expect(await table.getByRole('columnheader', { name: 'Valor', exact: true }).getAttribute('aria-sort')).toBe('ascending');

  // Descending flips the order, ties included.
  await table.getByRole('columnheader', { name: 'Valor', exact: true }).getByRole('button').click();
  const desc = [...deals].sort((a, b) => b.value - a.value || b.id - a.id).map((d) => d.reference);
  await page.waitForFunction((first) => document.querySelector('table[aria-label="Operaciones"] tbody a')?.textContent === first, desc[0]);
  expect(await refsOnPage(page)).toEqual(desc.slice(0, 50));
  expect(await table.getByRole('columnheader', { name: 'Valor', exact: true }).getAttribute('aria-sort')).toBe('descending');

  // Back: ascending page 2, then ascending page 1, then unsorted, then no filter.
  await page.goBack();
  await page.getByText('51–56 de 56 deals').waitFor();
  expect(await refsOnPage(page)).toEqual(byValue.slice(50));
  await page.goBack();
  await page.getByText('1–50 de 56 deals').waitFor();
  expect(await refsOnPage(page)).toEqual(byValue.slice(0, 50));
  await page.goBack();
  await page.waitForFunction(() => !new URL(location.href).searchParams.has('sort'));
  expect(await table.getByRole('columnheader', { name: 'Valor', exact: true }).getAttribute('aria-sort')).toBe('none');
  expect(await page.getByLabel('Unidad de negocio').inputValue()).toBe(String(unitId));
  await page.goBack();
  await page.waitForFunction(() => !new URL(location.href).searchParams.has('unit'));
  expect(await page.getByLabel('Unidad de negocio').inputValue()).toBe('');
  await context.close();
});

test("workspace table and organizations sort by a header; '/' and Ctrl+K focus the global search", async () => {
  const { context, page } = await newPage(browser);
  await open(page, `/workspace/listas-${stamp}/table?sort=value&dir=desc`);
  const table = page.getByRole('table', { name: `Operaciones de ${unitName}` });
  await table.getByRole('link').first().waitFor();
  expect(await table.getByRole('columnheader', { name: 'Valor aprox.' }).getAttribute('aria-sort')).toBe('descending');
  const values = (await table.locator('tbody tr td:nth-child(5)').allTextContents()).map((v) => Number(v.replace(/\./g, '').replace(',', '.')));
  expect(values).toEqual(deals.map((d) => d.value).sort((a, b) => b - a).slice(0, 50));
  await shots(page, 'workspace-table-sorted', (p) => p.getByText('1–50 de 56 operaciones').waitFor());

  const search = page.getByRole('combobox', { name: 'Búsqueda global' });
  await page.keyboard.press('/');
  expect(await search.evaluate((el) => el === document.activeElement)).toBe(true);
  await search.blur();
  await page.keyboard.press('Control+k');
  expect(await search.evaluate((el) => el === document.activeElement)).toBe(true);

  for (const name of [`Zz Orden ${stamp}`, `Aa Orden ${stamp}`, `Mm Orden ${stamp}`]) {
    await api('mutation($i: CreateOrganizationInput!) { createOrganization(input: $i) { id } }', { i: { name } });
  }
  await page.goto(`/organizations?q=${encodeURIComponent(`Orden ${stamp}`)}`);
  const orgs = page.getByRole('table', { name: 'Organizaciones' });
  await orgs.getByRole('link', { name: `Aa Orden ${stamp}` }).waitFor();
  await orgs.getByRole('columnheader', { name: 'Razón social' }).getByRole('button').click();
  await page.waitForFunction(() => new URL(location.href).searchParams.get('sort') === 'razon_social');
  await orgs.getByRole('columnheader', { name: 'Razón social' }).getByRole('button').click();
  await page.waitForFunction(() => document.querySelector('table[aria-label="Organizaciones"] tbody a')?.textContent?.startsWith('Zz'));
  expect(await orgs.getByRole('link').allTextContents()).toEqual([`Zz Orden ${stamp}`, `Mm Orden ${stamp}`, `Aa Orden ${stamp}`]);
  // In a text field '/' is text.
  await page.getByLabel('Buscar', { exact: true }).fill('a');
  await page.getByLabel('Buscar', { exact: true }).press('/');
  expect(await page.getByLabel('Buscar', { exact: true }).inputValue()).toBe('a/');
  await shots(page, 'organizations-sorted', (p) => p.getByRole('link', { name: `Zz Orden ${stamp}` }).waitFor());
  await context.close();
});

test("contacts: the 'Etiqueta' filter offers the labels contacts carry; filter and page come back with the back button", async () => {
  const labels = [`VIP ${stamp}`, `Agente ${stamp}`];
  for (const [i, label] of [...labels, labels[0]].entries()) {
    await api('mutation($i: CreateContactInput!) { createContact(input: $i) { contact { id } } }', { i: { name: `Contacto etiqueta ${stamp} ${i}`, label } });
  }
  const carried = (await api<{ contactLabels: string[] }>('{ contactLabels }')).contactLabels;
  expect(carried).toEqual(expect.arrayContaining(labels));

  const { context, page } = await newPage(browser);
  await open(page, '/contacts');
  await page.getByRole('table', { name: 'Contactos' }).waitFor();
  const select = page.getByLabel('Etiqueta', { exact: true });
  await page.waitForFunction((l) => [...document.querySelectorAll('select[name="label"] option')].some((o) => o.textContent === l), labels[0]);
  expect(await select.locator('option').allTextContents()).toEqual(['Todas', ...carried]);

  await select.selectOption(labels[0]);
  await page.getByRole('button', { name: 'Buscar' }).click();
  await page.getByText('1–2 de 2 contactos').waitFor();
  expect(new URL(page.url()).searchParams.get('label')).toBe(labels[0]);
  await shots(page, 'contacts-label-filter', (p) => p.getByText('1–2 de 2 contactos').waitFor());
  await page.getByRole('button', { name: 'Limpiar' }).click();
  await page.waitForFunction(() => !new URL(location.href).searchParams.has('label'));
  await page.goBack();
  await page.getByText('1–2 de 2 contactos').waitFor();
  // The select shows the filter once its options (contactLabels) are in again, which can come after the rows.
  await page.waitForFunction((l) => (document.querySelector('select[name="label"]') as HTMLSelectElement | null)?.value === l, labels[0]);
  expect(await select.inputValue()).toBe(labels[0]);
  await context.close();
});

test("follow-up dashboard: an activity of type call makes the organization contacted and counts in 'Llamadas hoy' and the history", async () => {
  const org = await api<{ createOrganization: { id: number } }>('mutation($i: CreateOrganizationInput!) { createOrganization(input: $i) { id } }', {
    i: { name: `Llamada por actividad ${stamp}` },
  });
  const { context, page } = await newPage(browser);
  await open(page, '/followup');
  const card = (label: string) => page.getByRole('region', { name: label }).locator('p');
  await page.waitForFunction(() => /^\d/.test(document.querySelector('section[aria-label="Llamadas hoy"] p')?.textContent ?? ''));
  const withoutBefore = Number((await card('Organizaciones sin contacto').textContent())!.replace(/\./g, ''));
  const callsBefore = Number((await card('Llamadas hoy').textContent())!.replace(/\./g, ''));

  const subject = `Llamada registrada como actividad ${stamp}`;
  await api('mutation($i: CreateActivityInput!) { createActivity(input: $i) { id } }', { i: { type: 'call', subject, orgId: org.createOrganization.id } });
  await page.reload();
  await page.getByRole('cell', { name: subject }).waitFor();
  await page.waitForFunction(() => /^\d/.test(document.querySelector('section[aria-label="Llamadas hoy"] p')?.textContent ?? ''));
  expect(Number((await card('Organizaciones sin contacto').textContent())!.replace(/\./g, ''))).toBe(withoutBefore - 1);
  expect(Number((await card('Llamadas hoy').textContent())!.replace(/\./g, ''))).toBe(callsBefore + 1);
  await shots(page, 'followup-activity-call', (p) => p.getByRole('cell', { name: subject }).waitFor());
  await screenshot(page, 'lists-followup');
  await context.close();
});
