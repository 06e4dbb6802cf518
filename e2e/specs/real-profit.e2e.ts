import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { adminApiToken, gqlRequest, launch, newPage, restRequest, screenshot, signIn } from '../support/browser';
import { SCREENSHOTS } from '../support/env';
import { textAudit } from '../support/text-audit';

/**
 * The real profit where people look at operations, in Chromium: an operation with a confirmed budget (sale 1.333,34 USD)
 * and an airline's invoice of 550 USD shows 'Real: US$ 783,34' beside its value on the kanban card and in the
 * workspace table's 'Utilidad real' column; the statistics page draws budgeted against real profit by month and lists
 * it by advisor. Screenshots looked at.
 */
let browser: Browser;
let admin: string;
const stamp = Date.now().toString(36);
const TITLE = `Utilidad real ${stamp}`;
let dealId: number;

const rest = (method: string, path: string, body?: object) => restRequest(method, path, admin, body);

beforeAll(async () => {
  browser = await launch();
  admin = await adminApiToken();
  const { pipelines } = await gqlRequest<{ pipelines: Array<{ id: number; stages: Array<{ id: number }> }> }>('{ pipelines { id stages { id } } }', undefined, admin);
  const { businessUnits } = await gqlRequest<{ businessUnits: Array<{ id: number; keySlug: string }> }>('{ businessUnits { id keySlug } }', undefined, admin);
  const unit = businessUnits.find((u) => u.keySlug === 'atm-cargo')!;
  const deal = await rest('POST', '/deals', { title: TITLE, pipeline_id: pipelines[0].id, stage_id: pipelines[0].stages[0].id, business_unit_id: unit.id, organization: { name: `Importadora Real ${stamp}` } });
  dealId = deal.id;
  const org = (await rest('GET', `/deals/${dealId}`)).deal.org_id as number;
  await rest('PUT', `/deals/${dealId}/cost-sheet`, {
    header: { modo: 'AEREO', clase: 'LCL', gsRate: 7300, pesoKg: 100 },
    compraRows: [{ id: 'c0', concepto: 'FLETE AEREO', usdXKg: null, total: 500, lockPerKg: false, sourceId: null }],
    ventaRows: [
      { id: 'v0', concepto: 'FLETE AEREO', usdXKg: null, total: 1000.01, lockPerKg: false, sourceId: 'c0', iva: 'exenta' },
      { id: 'v1', concepto: 'HANDLING', usdXKg: null, total: 333.33, lockPerKg: false, sourceId: null, iva: '10' },
    ],
    locRows: [{ id: 'l0', concepto: 'Despacho aduanero', gs: 730000 }],
    locCliRows: [],
    segCostoRows: [{ id: 's0', concepto: 'Seguro de carga', usd: 20 }],
    segVentaRows: [],
    version: 0,
  });
  await rest('POST', `/organizations/${org}/budget/confirm`, { deal_id: dealId });
  const airline = await rest('POST', '/organizations', { name: `Aerolínea Real ${stamp}`, ruc: `801${Date.now() % 100000}-2` });
  await rest('PUT', `/organizations/${airline.id}/supplier`, { category: 'Aerolínea' });
  await rest('POST', `/deals/${dealId}/supplier-invoices`, {
    supplier_org_id: airline.id,
    doc_type: 'factura',
    number: '001-001-0000777',
    timbrado: '15551234',
    issued_at: '2026-11-02',
    condition: 'contado',
    currency: 'USD',
    iva_mode: 'exenta',
    lines: [{ description: 'Flete aéreo ASU-MIA', quantity: 1, unit_price: 550, iva: 'exenta', rubro: 'flete' }],
  });
});
afterAll(() => browser?.close());

async function signedIn(path: string): Promise<Page> {
  const { page } = await newPage(browser);
  await page.setViewportSize({ width: 1600, height: 1000 });
  await page.goto(path);
  await page.waitForURL(/\/login/);
  await signIn(page);
  await page.waitForURL((u) => u.pathname === path);
  return page;
}

test('the card and the workspace table show the real profit; the statistics compare it with the budget', async () => {
  const board = await signedIn('/workspace/atm-cargo');
  const card = board.getByTestId('deal-card').filter({ hasText: TITLE });
  await card.waitFor();
  await card.getByText('Real: US$ 783,34').waitFor();
  expect(await card.getByText('Real: US$ 783,34').getAttribute('title')).toBe('Utilidad real según las facturas de proveedor (presupuesto contra real)');
  await screenshot(board, 'real-profit-kanban');
  await card.screenshot({ path: join(SCREENSHOTS, 'real-profit-card.png') });
  expect(await board.evaluate(textAudit)).toEqual([]);

  await board.goto('/workspace/atm-cargo/table');
  const table = board.getByRole('table', { name: /Operaciones de/ });
  await table.getByRole('columnheader', { name: 'Utilidad real' }).waitFor();
  const row = table.getByRole('row').filter({ hasText: TITLE });
  await row.getByText('US$ 783,34').waitFor();
  await screenshot(board, 'real-profit-table');

  await board.goto('/admin');
  const section = board.getByTestId('profit');
  await section.getByRole('heading', { name: 'Utilidad presupuestada y real' }).waitFor();
  const stats = section.getByRole('table', { name: 'Utilidad presupuestada y real por asesor y mes (tabla)' });
  await stats.getByRole('row').filter({ hasText: 'Total del mes' }).first().waitFor();
  // Figures line up on the right, headers over them, as an accountant reads a table.
  const total = stats.getByRole('row').filter({ hasText: 'Total del mes' }).first();
  for (const cell of [total.getByRole('cell').filter({ hasText: 'US$' }).first(), stats.getByRole('columnheader', { name: 'Real', exact: true })]) {
    expect(await cell.evaluate((el) => getComputedStyle(el).textAlign)).toBe('right');
  }
  await section.getByRole('img', { name: 'Utilidad presupuestada y real por mes' }).waitFor();
  await section.scrollIntoViewIfNeeded();
  await section.screenshot({ path: join(SCREENSHOTS, 'real-profit-stats.png') });
  expect(await board.evaluate(textAudit)).toEqual([]);
});
