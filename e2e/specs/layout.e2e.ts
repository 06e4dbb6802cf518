import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { ADMIN, adminApiToken, baseUrl, gqlRequest, launch, signIn, restRequest } from '../support/browser';
import { SCREENSHOTS } from '../support/env';
import { textAudit } from '../support/text-audit';

/**
 * Readable layout, quote PDF layout and first paint: nothing widens the page at 390 px, the organizations table keeps one
 * line per row at 1440 px, the embedded cost sheet and its summary stay readable with huge numbers,
 * texts are >= 12 px with contrast >= 4.5:1, the quote PDF keeps the signature with the terms, and
 * the HTML shell paints the app frame before any script runs.
 */

let browser: Browser;
let token: string;
const run = Date.now().toString(36);
const SHOTS = join(SCREENSHOTS, 'layout');
const WIDE = { width: 1440, height: 900 };
const NARROW = { width: 390, height: 844 };
let dealId: number;
let orgId: number;
let contactId: number;

const api = <T = any>(query: string, variables?: object) => gqlRequest<T>(query, variables, token);

const rest = (method: string, path: string, body?: object) => restRequest(method, path, token, body);

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launch();
  token = await adminApiToken();
  // Organizations with every column of the table filled with realistic long values.
  for (let i = 0; i < 3; i++) {
    const org = await api<{ createOrganization: { id: number } }>('mutation($i: CreateOrganizationInput!) { createOrganization(input: $i) { id } }', {
      i: {
        name: `Ancho ${run} ${i}`,
        razonSocial: `Importadora y Exportadora del Gran Chaco Paraguayo ${run} ${i} S.A.E.C.A.`,
        ruc: '80012345-6',
        address: 'Avenida Mariscal Francisco Solano López 1234 casi Doctor Morra, Edificio Torre Norte, piso 12',
        email: `administracion.compras.internacionales.${run}${i}@importadora-gran-chaco.com.py`,
        city: 'Ciudad del Este',
        country: 'Paraguay',
        phone: '+595 21 123 456',
        rubro: 'Maquinaria agrícola e industrial',
        tipoOrg: 'Cliente',
        operacion: 'Importación',
      },
    });
    orgId = org.createOrganization.id;
  }
  const contact = await api<{ createContact: { contact: { id: number } } }>('mutation($i: CreateContactInput!) { createContact(input: $i) { contact { id } } }', {
    i: { name: `Ana Ancha ${run}`, email: `ana.ancha.${run}@importadora-gran-chaco.com.py`, orgId },
  });
  contactId = contact.createContact.contact.id;
  const { pipelines } = await api<{ pipelines: Array<{ id: number; name: string; stages: Array<{ id: number }> }> }>('{ pipelines { id name stages { id } } }');
  const pipeline = pipelines.find((p) => p.name === 'Operaciones') ?? pipelines[0];
  const deal = await api<{ createDeal: { id: number; reference: string } }>('mutation($i: CreateDealInput!) { createDeal(input: $i) { id reference } }', {
    i: { title: `Operación ancha ${run}`, pipelineId: pipeline.id, stageId: pipeline.stages[0].id, orgId, value: 987654321.5 },
  });
  dealId = deal.createDeal.id;
  // Two more cards with the deadline badges of spec part 1 §4 (amber 'Vence en', red 'Atrasado').
  for (const days of [12, 20]) {
    const d = await api<{ createDeal: { id: number } }>('mutation($i: CreateDealInput!) { createDeal(input: $i) { id } }', {
      i: { title: `Badge ${days} ${run}`, pipelineId: pipeline.id, stageId: pipeline.stages[0].id, orgId },
    });
    await rest('POST', `/deals/${d.createDeal.id}/custom-fields`, { key: 'f_cotiz', label: 'f_cotiz', type: 'text', value: daysAgo(days) });
  }
  for (const [key, value] of [
    ['peso_bruto', '100'],
    ['dimensiones', '1x1x1'],
  ]) {
    await rest('POST', `/deals/${dealId}/custom-fields`, { key, label: key, type: 'text', value });
  }
  // A cost sheet with huge amounts (the summary box must hold them) and long concepts.
  await rest('PUT', `/deals/${dealId}/cost-sheet`, {
    header: { modo: 'AEREO', pesoKg: 99999, gsRate: 7800 },
    compraRows: [{ id: 'c1', concepto: 'FLETE AEREO INTERNACIONAL', usdXKg: 99999.99, total: null, lockPerKg: true }],
    ventaRows: [
      { id: 'v1', concepto: 'FLETE AEREO INTERNACIONAL', usdXKg: 199999.99, total: null, lockPerKg: true, sourceId: 'c1' },
      { id: 'v2', concepto: 'PROFIT', usdXKg: null, total: 123456789.12, lockPerKg: false },
    ],
    locRows: [{ id: 'l1', concepto: 'DESPACHO ADUANERO', gs: 987654321 }],
    locCliRows: [{ id: 'l2', concepto: 'DESPACHO ADUANERO', gs: 1987654321 }],
    segCostoRows: [],
    segVentaRows: [{ id: 's1', concepto: 'SEGURO DE CARGA', usd: 15 }],
  });
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

interface Screen {
  name: string;
  path: () => string;
  ready: (page: Page) => Promise<unknown>;
}

const heading = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { level: 1, name }).waitFor();

const SCREENS: Screen[] = [
  { name: 'kanban', path: () => '/', ready: (p) => p.getByText(`Operación ancha ${run}`).first().waitFor() },
  { name: 'general', path: () => '/general', ready: (p) => p.getByRole('table').first().locator('tbody tr').first().waitFor() },
  { name: 'workspace-table', path: () => '/workspace/atm-cargo/table', ready: (p) => p.getByRole('table').first().waitFor() },
  { name: 'contacts', path: () => '/contacts', ready: (p) => p.getByRole('table').waitFor() },
  { name: 'contact', path: () => `/contacts/${contactId}`, ready: heading(`Ana Ancha ${run}`) },
  { name: 'organizations', path: () => '/organizations', ready: (p) => p.getByRole('table', { name: 'Organizaciones' }).waitFor() },
  { name: 'organization', path: () => `/organizations/${orgId}`, ready: heading(/Gran Chaco/) },
  { name: 'operation', path: () => `/operations/${dealId}`, ready: heading('Vista de operación') },
  {
    name: 'operation-costs-tab',
    path: () => `/operations/${dealId}`,
    ready: async (p) => {
      await heading('Vista de operación')(p);
      await p.getByRole('tab', { name: 'Planilla de costos (DET COS)' }).click();
      await p.getByRole('region', { name: 'Resumen' }).waitFor();
    },
  },
  { name: 'quote', path: () => `/operations/${dealId}/quote`, ready: heading(/Generar Presupuesto/) },
  { name: 'costs', path: () => `/operations/${dealId}/costs`, ready: (p) => p.getByRole('region', { name: 'Resumen' }).waitFor() },
  { name: 'followup', path: () => '/followup', ready: heading('Dashboard de seguimiento') },
  { name: 'sales', path: () => '/sales', ready: (p) => p.getByRole('table', { name: 'Meta contra lo logrado' }).waitFor() },
  { name: 'stats', path: () => '/admin', ready: heading('Estadísticas y análisis') },
  { name: 'users', path: () => '/admin/users', ready: heading('Usuarios') },
  { name: 'params', path: () => '/admin/params', ready: heading(/Parámetros/) },
];

async function open(page: Page, screen: Screen): Promise<void> {
  await page.goto(screen.path());
  await screen.ready(page);
  await page.waitForLoadState('networkidle');
}

test('at 390 px no screen is wider than the window, and every text is >= 12 px with contrast >= 4.5:1 (1440 and 390 px)', async () => {
  const wide = await signedInPage(WIDE);
  const narrow = await signedInPage(NARROW);
  const widths: Record<string, number> = {};
  const audits: Record<string, unknown[]> = {};
  for (const screen of SCREENS) {
    await open(narrow, screen);
    widths[screen.name] = await narrow.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    await narrow.screenshot({ path: join(SHOTS, `${screen.name}-390.png`), fullPage: true });
    const narrowAudit = await narrow.evaluate(textAudit);
    await open(wide, screen);
    await wide.screenshot({ path: join(SHOTS, `${screen.name}-1440.png`), fullPage: true });
    const wideAudit = await wide.evaluate(textAudit);
    const found = [...wideAudit, ...narrowAudit.filter((n) => !wideAudit.some((w) => w.text === n.text && w.where === n.where))];
    if (found.length) audits[screen.name] = found;
  }
  // The side menu (WORKSPACES heading, links) is audited on every wide screen; the drawer once opened.
  await narrow.getByRole('button', { name: 'Menú' }).click();
  await narrow.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Kanban' }).waitFor();
  const drawer = await narrow.evaluate(textAudit);
  if (drawer.length) audits['menu-390'] = drawer;
  // Pixels each screen is wider than the 390 px window (the kanban board scrolls inside its own box).
  const wider = Object.fromEntries(Object.entries(widths).filter(([, excess]) => excess > 0));
  expect({ wider, audits }).toEqual({ wider: {}, audits: {} });
  await wide.context().close();
  await narrow.context().close();
  // Every screen at two widths with two full-page screenshots: longer than one screen's test, more so on a busy machine.
}, 240_000);

test('organizations at 1440 px: every row is one line high; the table scrolls inside its box, not the page', async () => {
  const page = await signedInPage(WIDE);
  await page.goto(`/organizations?q=${encodeURIComponent(`Gran Chaco Paraguayo ${run}`)}`);
  const table = page.getByRole('table', { name: 'Organizaciones' });
  await table.getByRole('link', { name: new RegExp(`${run} 2`) }).waitFor();
  const rows = await table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => Math.round(tr.getBoundingClientRect().height)));
  const lineHeight = await table.locator('tbody td').first().evaluate((td) => parseFloat(getComputedStyle(td).lineHeight));
  const padding = await table.locator('tbody td').first().evaluate((td) => parseFloat(getComputedStyle(td).paddingTop) + parseFloat(getComputedStyle(td).paddingBottom));
  expect(rows).toHaveLength(3);
  // One line of text plus the cell padding (and the 1 px border), never 2, 3 or 4 lines.
  for (const h of rows) expect(h).toBeLessThan(padding + 2 * lineHeight);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: join(SHOTS, 'organizations-rows-1440.png') });
  await page.context().close();
});

test('the cost sheet inside the operation view: concepts readable in full, huge totals inside the summary box (1440 and 390 px)', async () => {
  for (const viewport of [WIDE, NARROW]) {
    const page = await signedInPage(viewport);
    await page.goto(`/operations/${dealId}`);
    await page.getByRole('tab', { name: 'Planilla de costos (DET COS)' }).click();
    const summary = page.getByRole('region', { name: 'Resumen' });
    await summary.locator('output[aria-label="Venta"]').waitFor();
    // Every concept input shows its whole text (no 'FLE'/'PRO').
    const concepts = await page.getByRole('combobox', { name: 'Concepto' }).evaluateAll((inputs) =>
      (inputs as HTMLInputElement[]).map((i) => ({ value: i.value, clipped: i.scrollWidth > i.clientWidth + 1, width: i.clientWidth, needed: i.scrollWidth })),
    );
    expect(concepts.length).toBeGreaterThan(0);
    expect(concepts.filter((c) => c.clipped)).toEqual([]);
    // Every figure of the summary lies inside the box.
    const overflow = await summary.evaluate((box) => {
      const outer = box.getBoundingClientRect();
      return [...box.querySelectorAll('output, p, span')]
        .map((el) => ({ text: el.textContent ?? '', r: el.getBoundingClientRect(), clipped: el.scrollWidth > el.clientWidth + 1 }))
        .filter(({ r, clipped }) => clipped || r.left < outer.left - 0.5 || r.right > outer.right + 0.5)
        .map(({ text }) => text);
    });
    expect(overflow).toEqual([]);
    await summary.screenshot({ path: join(SHOTS, `operation-summary-${viewport.width}.png`) });
    await page.getByRole('region', { name: 'Planilla de costos' }).screenshot({ path: join(SHOTS, `operation-sheet-${viewport.width}.png`) });
    await page.context().close();
  }
});

/** Each page's text through poppler (pdftotext -f N -l N), whitespace folded. */
function pdfPages(file: string): string[] {
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  const count = Number(/Pages:\s+(\d+)/.exec(info)![1]);
  return Array.from({ length: count }, (_, i) =>
    execFileSync('pdftotext', ['-enc', 'UTF-8', '-f', String(i + 1), '-l', String(i + 1), file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' '),
  );
}

test('a saved quote whose long terms used to push the signature block alone onto page 2 keeps it with the terms (browser and server PDF)', async () => {
  const { pipelines } = await api<{ pipelines: Array<{ id: number; stages: Array<{ id: number }> }> }>('{ pipelines { id stages { id } } }');
  const d = await api<{ createDeal: { id: number; reference: string } }>('mutation($i: CreateDealInput!) { createDeal(input: $i) { id reference } }', {
    i: { title: `Presupuesto largo ${run}`, pipelineId: pipelines[0].id, stageId: pipelines[0].stages[0].id, orgId },
  });
  // 14 lines and these terms end the terms table near the foot of page 1 (the old layout moved only the signature).
  await api('mutation($dealId: Int!, $input: QuoteInput!) { saveDealQuote(dealId: $dealId, input: $input) { id } }', {
    dealId: d.createDeal.id,
    input: {
      cliente: 'X',
      referencia: 'OP-1',
      fecha: '2026-11-22',
      items: Array.from({ length: 14 }, (_, i) => ({ cantidad: 1, servicio: `SERVICIO ${i + 1}`, moneda: 'USD', precio: 100 + i, impuesto: 'EXENTA' })),
      plazoCredito: '30 días desde la fecha de factura, sujeto a la aprobación de la línea de crédito del cliente',
      formaPago: 'Transferencia bancaria a la cuenta en dólares del Banco Continental, 50 % al confirmar la reserva y el saldo contra entrega de documentos en destino',
    },
  });
  const dir = mkdtempSync(join(tmpdir(), 'layout-quote-'));
  const page = await signedInPage(WIDE);
  await page.goto(`/operations/${d.createDeal.id}/quote`);
  await page.getByRole('table', { name: 'Versiones guardadas' }).getByRole('button', { name: 'Abrir versión 1' }).click();
  await page.getByLabel('Servicio ítem 14').waitFor();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Descargar PDF' }).click()]);
  const browserPdf = join(dir, 'browser.pdf');
  await download.saveAs(browserPdf);
  const serverPdf = join(dir, 'server.pdf');
  const res = await fetch(`${baseUrl()}/api/deals/${d.createDeal.id}/quote.pdf`, { headers: { Authorization: `Bearer ${token}` } });
  writeFileSync(serverPdf, Buffer.from(await res.arrayBuffer()));
  for (const file of [browserPdf, serverPdf]) {
    const pages = pdfPages(file);
    expect(pages.length).toBe(2);
    const signature = pages.findIndex((p) => p.includes('Firma y sello:'));
    expect(signature).toBe(1);
    expect(pages[signature]).toContain('Términos y condiciones');
    expect(pages[signature]).toContain('Forma de pago');
    expect(pages[signature]).toContain('Banco Continental');
  }
  execFileSync('pdftoppm', ['-png', '-r', '50', browserPdf, join(SHOTS, 'quote-pdf-page')]);
  await page.context().close();
});

test('first paint: the HTML shell shows the app frame and a loading state before any script runs', async () => {
  const html = await (await fetch(`${baseUrl()}/operations/1`)).text();
  expect(html).toContain('Cargando…');
  const context = await browser.newContext({ baseURL: baseUrl(), locale: 'es-PY', viewport: WIDE, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('status').getByText('Cargando…').waitFor();
  const frame = await page.evaluate(() => {
    const bar = document.querySelector('[data-shell="topbar"]');
    const side = document.querySelector('[data-shell="sidebar"]');
    return {
      background: getComputedStyle(document.body).backgroundColor,
      topbar: bar ? Math.round(bar.getBoundingClientRect().height) : 0,
      sidebar: side ? Math.round(side.getBoundingClientRect().width) : 0,
    };
  });
  expect(frame.background).not.toBe('rgba(0, 0, 0, 0)');
  expect(frame.topbar).toBeGreaterThan(0);
  expect(frame.sidebar).toBeGreaterThan(0);
  await page.screenshot({ path: join(SHOTS, 'shell-no-js-1440.png') });
  await page.setViewportSize(NARROW);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: join(SHOTS, 'shell-no-js-390.png') });
  await context.close();
});
