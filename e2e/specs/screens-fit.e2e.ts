import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { ADMIN, adminApiToken, baseUrl, fillDate, gqlRequest, launch, restRequest, signIn } from '../support/browser';
import { SCREENSHOTS } from '../support/env';

/**
 * The screens people work in all day show their key figures whole: the cost sheet's "Importe USD" and
 * "Profit" columns and every organizations column at 1440×900 without a hidden part, the quote page no
 * wider than a 390 px phone, the kanban's stages in one row that scrolls sideways (never wrapped into
 * boxes), and an exchange rate of 7.420,50 shown with its decimals.
 */

let browser: Browser;
let token: string;
const run = Date.now().toString(36);
const SHOTS = join(SCREENSHOTS, 'screens-fit');
const WIDE = { width: 1440, height: 900 };
const NARROW = { width: 390, height: 844 };
let dealId: number;
let orgId: number;

const api = <T = any>(query: string, variables?: object) => gqlRequest<T>(query, variables, token);
const rest = (method: string, path: string, body?: object) => restRequest(method, path, token, body);

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launch();
  token = await adminApiToken();
  const org = await api<{ createOrganization: { id: number } }>('mutation($i: CreateOrganizationInput!) { createOrganization(input: $i) { id } }', {
    i: {
      name: `Encaje ${run}`,
      razonSocial: `Importadora y Exportadora del Gran Chaco Paraguayo ${run} S.A.E.C.A.`,
      ruc: '80012345-6',
      address: 'Avenida Mariscal Francisco Solano López 1234 casi Doctor Morra, Edificio Torre Norte, piso 12',
      email: `administracion.compras.internacionales.${run}@importadora-gran-chaco.com.py`,
      city: 'Ciudad del Este',
      country: 'Paraguay',
      phone: '+595 21 123 456',
      rubro: 'Maquinaria agrícola e industrial',
      tipoOrg: 'Cliente',
      operacion: 'Importación',
    },
  });
  orgId = org.createOrganization.id;
  const { pipelines } = await api<{ pipelines: Array<{ id: number; name: string; stages: Array<{ id: number }> }> }>('{ pipelines { id name stages { id } } }');
  const pipeline = pipelines.find((p) => p.name === 'Operaciones') ?? pipelines[0];
  const deal = await api<{ createDeal: { id: number } }>('mutation($i: CreateDealInput!) { createDeal(input: $i) { id } }', {
    i: { title: `Operación encaje ${run}`, pipelineId: pipeline.id, stageId: pipeline.stages[0].id, orgId, value: 1234567.5 },
  });
  dealId = deal.createDeal.id;
  // Amounts of an ordinary big operation: six and seven digits with decimals in every money column.
  await rest('PUT', `/deals/${dealId}/cost-sheet`, {
    header: { modo: 'AEREO', pesoKg: 12500, gsRate: 7420.5 },
    compraRows: [
      { id: 'c1', concepto: 'FLETE AEREO INTERNACIONAL', usdXKg: 45.75, total: null, lockPerKg: true },
      { id: 'c2', concepto: 'GASTOS EN ORIGEN', usdXKg: null, total: 1234567.89, lockPerKg: false },
    ],
    ventaRows: [
      { id: 'v1', concepto: 'FLETE AEREO INTERNACIONAL', usdXKg: 52.35, total: null, lockPerKg: true, sourceId: 'c1' },
      { id: 'v2', concepto: 'GASTOS EN ORIGEN', usdXKg: null, total: 1456789.12, lockPerKg: false, sourceId: 'c2' },
    ],
    locRows: [{ id: 'l1', concepto: 'DESPACHO ADUANERO', gs: 98765432 }],
    locCliRows: [{ id: 'l2', concepto: 'DESPACHO ADUANERO', gs: 198765432 }],
    segCostoRows: [],
    segVentaRows: [{ id: 's1', concepto: 'SEGURO DE CARGA', usd: 1500 }],
  });
  await api('mutation($i: CreateExchangeRateInput!) { createExchangeRate(input: $i) { id } }', { i: { date: '2026-01-05', rate: 7420.5, source: `BCP ${run}` } });
});
afterAll(() => browser?.close());

async function signedInPage(viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl(), locale: 'es-PY', viewport });
  const page = await context.newPage();
  await page.goto('/login');
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  return page;
}

const pageExcess = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/**
 * The cells among `cells` that do not show their whole content: wider inside than their box, or lying
 * (partly) outside the visible part of a scrolling ancestor (a column hidden behind a sideways scroll).
 */
function hiddenCells(cells: Locator): Promise<string[]> {
  return cells.evaluateAll((els) =>
    els
      .filter((el) => {
        const r = el.getBoundingClientRect();
        if (el.scrollWidth > el.clientWidth + 1) return true;
        for (let p = el.parentElement; p; p = p.parentElement) {
          const cs = getComputedStyle(p);
          if (cs.overflowX === 'visible') continue;
          const box = p.getBoundingClientRect();
          if (r.left < box.left - 0.5 || r.right > box.right + 0.5) return true;
        }
        return r.right > window.innerWidth + 0.5;
      })
      .map((el) => `${el.getAttribute('data-label') ?? el.tagName}: ${(el.textContent ?? '').trim() || (el as HTMLInputElement).value}`),
  );
}

test('cost sheet at 1440×900: every "Importe USD" and "Profit" amount and its header are whole, on the costs page and in the operation view', async () => {
  const page = await signedInPage(WIDE);
  await page.goto(`/operations/${dealId}/costs`);
  const sheet = page.getByRole('region', { name: 'Planilla de costos' });
  await sheet.locator('td[data-label="Profit"]').first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: join(SHOTS, 'costs-1440.png'), fullPage: true });
  const amounts = sheet.locator('td[data-label="Importe USD"], td[data-label="Profit"], th:text-is("Importe USD"), th:text-is("Profit")');
  expect(await amounts.count()).toBeGreaterThanOrEqual(8);
  expect(await hiddenCells(amounts)).toEqual([]);
  expect(await pageExcess(page)).toBeLessThanOrEqual(0);

  await page.goto(`/operations/${dealId}`);
  await page.getByRole('tab', { name: 'Planilla de costos (DET COS)' }).click();
  const embedded = page.getByRole('region', { name: 'Planilla de costos' });
  await embedded.locator('td[data-label="Profit"]').first().waitFor();
  await page.screenshot({ path: join(SHOTS, 'operation-costs-1440.png'), fullPage: true });
  const embeddedAmounts = embedded.locator('td[data-label="Importe USD"], td[data-label="Profit"], th:text-is("Importe USD"), th:text-is("Profit")');
  expect(await hiddenCells(embeddedAmounts)).toEqual([]);
  expect(await pageExcess(page)).toBeLessThanOrEqual(0);
  await page.context().close();
});

test('quote page on a 390×844 phone is no wider than the phone', async () => {
  const page = await signedInPage(NARROW);
  await page.goto(`/operations/${dealId}/quote`);
  await page.getByRole('heading', { level: 1, name: /Generar Presupuesto/ }).waitFor();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: join(SHOTS, 'quote-390.png'), fullPage: true });
  const wide = await page.evaluate(() =>
    [...document.querySelectorAll('main *')]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5 && !el.closest('[data-scrolls]'))
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 30)} → ${Math.round(el.getBoundingClientRect().right)}`),
  );
  expect({ excess: await pageExcess(page), wide }).toEqual({ excess: 0, wide: [] });
  // The items (a card per item on a phone) and the preview's items, as the phone shows them.
  await page.getByLabel('Servicio ítem 1').scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(SHOTS, 'quote-items-390.png') });
  await page.getByRole('heading', { name: 'Detalle de Costos' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(SHOTS, 'quote-preview-390.png') });
  await page.context().close();
});

test('organizations at 1440×900: every column of the table is in view, none cut behind a sideways scroll', async () => {
  const page = await signedInPage(WIDE);
  await page.goto(`/organizations?q=${encodeURIComponent(`Gran Chaco Paraguayo ${run}`)}`);
  const table = page.getByRole('table', { name: 'Organizaciones' });
  await table.getByRole('link', { name: new RegExp(`Gran Chaco Paraguayo ${run}`) }).waitFor();
  await page.screenshot({ path: join(SHOTS, 'organizations-1440.png'), fullPage: true });
  const cut = await table.evaluate((t) => {
    const out: string[] = [];
    for (let p = t.parentElement; p && p !== document.body; p = p.parentElement) {
      if (p.scrollWidth > p.clientWidth + 1 && getComputedStyle(p).overflowX !== 'visible') out.push(`box ${p.scrollWidth} > ${p.clientWidth}`);
    }
    for (const th of t.querySelectorAll('thead th')) {
      if (th.getBoundingClientRect().right > window.innerWidth + 0.5) out.push(`header ${th.textContent}`);
      if (th.scrollWidth > th.clientWidth) out.push(`header text ${th.textContent} ${th.scrollWidth} > ${th.clientWidth}`);
    }
    // Short values are read whole (RUC, city, country, phone, type, operation); long ones may end in '…'.
    for (const td of t.querySelectorAll('tbody td:is(:nth-child(3), :nth-child(6), :nth-child(7), :nth-child(8), :nth-child(10), :nth-child(11))')) {
      if (td.scrollWidth > td.clientWidth) out.push(`value ${td.textContent} ${td.scrollWidth} > ${td.clientWidth}`);
    }
    if (out.length) for (const th of t.querySelectorAll('thead th')) out.push(`(${th.textContent} ${th.scrollWidth}/${th.clientWidth})`);
    return out;
  });
  expect(cut).toEqual([]);
  expect(await pageExcess(page)).toBeLessThanOrEqual(0);
  await page.context().close();
});

test('kanban at 1440×900 and 390×844: every stage in one row; the board scrolls sideways, the page does not', async () => {
  for (const viewport of [WIDE, NARROW]) {
    const page = await signedInPage(viewport);
    await page.goto('/');
    const board = page.getByTestId('kanban-board');
    await board.getByText(`Operación encaje ${run}`).waitFor();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: join(SHOTS, `kanban-${viewport.width}.png`), fullPage: true });
    const layout = await board.evaluate((b) => {
      const columns = [...b.querySelectorAll(':scope > *')].filter((c) => c.getAttribute('data-stage-id'));
      const tops = new Set(columns.map((c) => Math.round(c.getBoundingClientRect().top)));
      return { columns: columns.length, rows: tops.size, scrollsSideways: b.scrollWidth > b.clientWidth && getComputedStyle(b).overflowX === 'auto' };
    });
    expect(layout.columns).toBeGreaterThanOrEqual(7);
    expect({ rows: layout.rows, scrollsSideways: layout.scrollsSideways }).toEqual({ rows: 1, scrollsSideways: true });
    expect(await pageExcess(page)).toBeLessThanOrEqual(0);
    // The last stage is reached by scrolling the board.
    const last = board.locator(':scope > [data-stage-id]').last();
    await last.scrollIntoViewIfNeeded();
    const box = (await last.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width + 0.5);
    await page.screenshot({ path: join(SHOTS, `kanban-${viewport.width}-scrolled.png`) });
    await page.context().close();
  }
});

test('exchange rates: the rate column shows 7.420,50 whole (1440 and 390 px)', async () => {
  for (const viewport of [WIDE, NARROW]) {
    const page = await signedInPage(viewport);
    await page.goto('/admin/params');
    const row = page.getByRole('row', { name: 'Tipo de cambio del 05/01/2026' });
    const rate = row.getByRole('textbox', { name: 'Gs por USD' });
    await rate.waitFor();
    expect(await rate.inputValue()).toBe('7.420,50');
    await row.scrollIntoViewIfNeeded();
    await page.getByRole('table', { name: 'Tipos de cambio' }).screenshot({ path: join(SHOTS, `exchange-rates-${viewport.width}.png`) });
    const fits = await rate.evaluate((input) => ({ scroll: input.scrollWidth, client: input.clientWidth }));
    expect(fits.scroll).toBeLessThanOrEqual(fits.client);
    expect(await hiddenCells(rate)).toEqual([]);
    await page.context().close();
  }
});

test('date fields in an English Chromium (en-US) show and take dd/mm/aaaa; the form stores ISO; a bad date shows a Spanish error', async () => {
  const context = await browser.newContext({ baseURL: baseUrl(), locale: 'en-US', viewport: WIDE });
  const page = await context.newPage();
  await page.goto('/login');
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  // The audit filter: empty, it shows the Spanish placeholders in day/month/year order.
  await page.goto('/admin/audit');
  const from = page.getByRole('group', { name: 'Desde', exact: true });
  await from.waitFor();
  expect((await from.innerText()).replace(/\s+/g, '')).toBe('dd/mm/aaaa');
  // Typed 05/03/2026 it means 5 March: the filter in the address is the ISO date.
  await fillDate(page, 'Desde', '2026-03-05');
  await page.waitForURL((u) => u.searchParams.get('from') === '2026-03-05');
  expect((await from.innerText()).replace(/\s+/g, '')).toBe('05/03/2026');
  await page.screenshot({ path: join(SHOTS, 'date-field-en-US.png') });
  // An incomplete date, left: inline Spanish error, and nothing stored in the filter.
  const to = page.getByRole('group', { name: 'Hasta', exact: true });
  await to.getByRole('spinbutton').first().click();
  await page.keyboard.type('0703');
  await page.getByRole('heading', { level: 1 }).click();
  await page.getByText('Fecha incompleta: escribila como dd/mm/aaaa.').waitFor();
  expect(new URL(page.url()).searchParams.get('to')).toBeNull();
  // Date and time (follow-up call): dd/mm/aaaa hh:mm in 24 h.
  await page.goto('/followup');
  const when = page.getByRole('group', { name: 'Fecha y hora', exact: true });
  await when.waitFor();
  expect((await when.innerText()).replace(/[\s\u2066-\u2069]+/g, '')).toMatch(/^\d{2}\/\d{2}\/\d{4},?\d{2}:\d{2}$/);
  await fillDate(page, 'Fecha y hora', '2026-03-05T14:30');
  expect((await when.innerText()).replace(/[\s\u2066-\u2069]+/g, '')).toMatch(/^05\/03\/2026,?14:30$/);
  await when.screenshot({ path: join(SHOTS, 'datetime-field-en-US.png') });
  await context.close();
});
