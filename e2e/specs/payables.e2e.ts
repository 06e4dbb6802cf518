import type { Browser, Page } from 'playwright-core';
import { adminApiToken, ADMIN, baseUrl, fillDate, gqlRequest, launch, newPage, restRequest, screenshot, signIn } from '../support/browser';
import { textAudit } from '../support/text-audit';

/**
 * Supplier invoices and payment orders in Chromium: as ops, a customs broker's invoice in guaraníes with two rubros
 * (despacho at 10 %, adicional at 5 %) and its scan attached from the operation's files, registered on the
 * operation's Administración tab, and the budget against
 * actual follows (bases without IVA at the control rate 8.000); as finanzas, a payment order requested over it; as
 * admin, approved in the 'Órdenes de pago' tray; as finanzas, paid; the invoice reads 'Pagada' on the operation. Then
 * finanzas pays part of another invoice from its row on the tab, the proof chosen among the operation's files.
 */
let browser: Browser;
let admin: string;
const stamp = Date.now().toString(36);
const OPS = { email: `ops-pagos-${stamp}@e2e.local`, password: 'Ops-e2e-12345' };
const FINANZAS = { email: `fin-pagos-${stamp}@e2e.local`, password: 'Finanzas-e2e-123' };
const BROKER = `Despachos Guaraní ${stamp}`;
const SCAN = 'factura-despacho-4567.pdf';
let dealId: number;
let scanId: number;
let brokerId: number;

const rest = (method: string, path: string, body?: object) => restRequest(method, path, admin, body);

beforeAll(async () => {
  browser = await launch();
  admin = await adminApiToken();
  for (const [u, name, role] of [
    [OPS, 'Oscar Operaciones', 'ops'],
    [FINANZAS, 'Fabiana Finanzas', 'finanzas'],
  ] as const) {
    await gqlRequest('mutation($i: CreateUserInput!) { createUser(input: $i) { id } }', { i: { name, email: u.email, role, password: u.password } }, admin);
  }
  const { pipelines } = await gqlRequest<{ pipelines: Array<{ id: number; stages: Array<{ id: number }> }> }>('{ pipelines { id stages { id } } }', undefined, admin);
  const deal = await rest('POST', '/deals', { title: `Costos reales ${stamp}`, pipeline_id: pipelines[0].id, stage_id: pipelines[0].stages[0].id, organization: { name: `Importadora Costos ${stamp}` } });
  dealId = deal.id;
  const org = (await rest('GET', `/deals/${dealId}`)).deal.org_id as number;
  // Budget: freight 500 USD, insurance 20 USD, customs dispatch 730.000 Gs (100 USD at 7300); sale 1.333,34 USD.
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
  const broker = await rest('POST', '/organizations', { name: BROKER, ruc: `800${Date.now() % 100000}-1` });
  brokerId = broker.id;
  await rest('PUT', `/organizations/${broker.id}/supplier`, { category: 'Despachante', payment_term_days: 30, bank: 'Banco Itaú', account: '700-1234' });
  await rest('PUT', `/deals/${dealId}/cost-control/rate`, { control_rate: 8000, rate_date: '2026-11-01' });
  // The broker's scanned invoice, already among the operation's files.
  const form = new FormData();
  form.append('type', 'fact_compra');
  form.append('file', new Blob([new Uint8Array(Buffer.from('%PDF-1.4\n%despacho\n'))], { type: 'application/pdf' }), SCAN);
  const up = await fetch(`${baseUrl()}/api/deals/${dealId}/files`, { method: 'POST', headers: { Authorization: `Bearer ${admin}` }, body: form });
  expect(up.status).toBe(201);
  scanId = ((await up.json()) as { id: number }).id;
});
afterAll(() => browser?.close());

async function audit(page: Page, name: string) {
  const found = await page.evaluate(textAudit);
  expect({ [name]: found }).toEqual({ [name]: [] });
}

async function as(user: { email: string; password: string }, path: string): Promise<Page> {
  const { page } = await newPage(browser);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto(path);
  await page.waitForURL(/\/login/);
  await signIn(page, user.email, user.password);
  await page.waitForURL((u) => u.pathname === path);
  return page;
}

async function administration(page: Page) {
  await page.getByRole('tab', { name: 'Administración' }).click();
  await page.getByRole('heading', { name: 'Presupuesto contra real' }).waitFor();
}

test('ops registers a supplier invoice with two rubros; finanzas requests the order; admin approves; finanzas pays; budget against actual follows', async () => {
  // ── ops registers the broker's invoice ──
  const ops = await as(OPS, `/operations/${dealId}`);
  await administration(ops);
  await ops.getByTestId('real-purchase').filter({ hasText: 'US$ 0,00' }).waitFor();
  expect(await ops.getByTestId('real-profit').innerText()).toBe('US$ 1.333,34');
  // ops registers but does not request orders.
  expect(await ops.getByRole('button', { name: 'Solicitar orden de pago' }).count()).toBe(0);
  await ops.getByRole('button', { name: 'Registrar factura de proveedor' }).click();
  const dialog = ops.getByRole('dialog', { name: 'Registrar factura de proveedor' });
  await dialog.getByLabel('Buscar proveedor (nombre o RUC)').fill(BROKER);
  await dialog.getByLabel('Proveedor', { exact: true }).locator('option', { hasText: BROKER }).waitFor({ state: 'attached' });
  await dialog.getByLabel('Proveedor', { exact: true }).selectOption({ label: (await dialog.getByLabel('Proveedor', { exact: true }).locator('option', { hasText: BROKER }).innerText()).trim() });
  await dialog.getByLabel('Número', { exact: true }).fill('001-002-0004567');
  await dialog.getByLabel('Timbrado', { exact: true }).fill('17770001');
  await fillDate(dialog, 'Fecha de emisión', '2026-11-03');
  await fillDate(dialog, 'Vencimiento', '2026-11-20');
  await dialog.getByLabel('Moneda', { exact: true }).selectOption('PYG');
  await dialog.getByLabel('Descripción de la línea 1').fill('Honorarios de despacho');
  await dialog.getByLabel('Precio de la línea 1').fill('1.100.000');
  await dialog.getByLabel('Rubro de la línea 1').selectOption('despacho');
  await dialog.getByRole('button', { name: 'Agregar línea' }).click();
  await dialog.getByLabel('Descripción de la línea 2').fill('Estiba y movimiento');
  await dialog.getByLabel('Cantidad de la línea 2').fill('2');
  await dialog.getByLabel('Precio de la línea 2').fill('105.000');
  await dialog.getByLabel('IVA de la línea 2').selectOption('5');
  await dialog.getByLabel('Rubro de la línea 2').selectOption('adicional');
  await dialog.getByRole('group', { name: 'Adjuntos' }).getByRole('checkbox', { name: SCAN }).check();
  // Quantities and prices line up on the right, as figures do.
  for (const label of ['Cantidad de la línea 2', 'Precio de la línea 2']) expect(await dialog.getByLabel(label).evaluate((el) => getComputedStyle(el).textAlign)).toBe('right');
  await screenshot(ops, 'payables-register');
  await audit(ops, 'payables-register');
  await dialog.getByRole('button', { name: 'Registrar', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  const invoices = ops.getByRole('table', { name: 'Facturas de proveedores de la operación' });
  const row = invoices.getByRole('row').filter({ hasText: '001-002-0004567' });
  await row.waitFor();
  expect(await row.innerText()).toContain('Despacho, Adicional');
  expect(await row.innerText()).toContain('Gs. 1.310.000');
  expect(await row.innerText()).toContain('1 adjunto');
  const stored = await rest('GET', `/deals/${dealId}/supplier-invoices`);
  expect(stored.map((i: { number: string; file_ids: number[] }) => [i.number, i.file_ids])).toEqual([['001-002-0004567', [scanId]]]);
  // Bases without IVA at 8.000: despacho 1.000.000 → 125, adicional 200.000 → 25.
  await ops.getByTestId('real-purchase').filter({ hasText: 'US$ 150,00' }).waitFor();
  expect(await ops.getByTestId('real-profit').innerText()).toBe('US$ 1.183,34');
  const byRubro = ops.getByRole('table', { name: 'Presupuesto contra real por rubro' });
  expect(await byRubro.getByRole('row').filter({ hasText: 'Despacho' }).innerText()).toContain('US$ 125,00');
  expect(await byRubro.getByRole('row').filter({ hasText: 'Adicional' }).innerText()).toContain('US$ 25,00');
  await ops.getByRole('img', { name: 'Presupuesto contra real por rubro' }).waitFor();
  await screenshot(ops, 'payables-budget-vs-actual');
  await ops.context().close();

  // ── finanzas requests the payment order ──
  const fin = await as(FINANZAS, `/operations/${dealId}`);
  await administration(fin);
  await fin.getByLabel('Elegir 001-002-0004567 para la orden de pago').check();
  await fin.getByRole('button', { name: 'Solicitar orden de pago' }).click();
  const orderDialog = fin.getByRole('dialog', { name: 'Solicitar orden de pago' });
  await orderDialog.getByLabel('Prioridad', { exact: true }).selectOption('alta');
  await orderDialog.getByLabel('Cuenta de la empresa prevista', { exact: true }).fill('Itaú Gs. 700-1234');
  await orderDialog.getByRole('button', { name: 'Solicitar', exact: true }).click();
  await orderDialog.waitFor({ state: 'detached' });
  const link = fin.getByRole('table', { name: 'Facturas de proveedores de la operación' }).getByRole('link', { name: /^OPG-\d{6}$/ });
  await link.waitFor();
  const number = (await link.innerText()).trim();
  await fin.goto('/payment-orders');
  const orders = fin.getByRole('table', { name: 'Órdenes de pago' });
  const orderRow = orders.getByRole('row').filter({ hasText: number });
  await orderRow.waitFor();
  expect(await orderRow.innerText()).toContain('Pendiente');
  // Only an administrator approves.
  expect(await orderRow.getByRole('button', { name: 'Aprobar' }).count()).toBe(0);

  // ── admin approves ──
  const adm = await as(ADMIN, '/payment-orders');
  const admRow = adm.getByRole('table', { name: 'Órdenes de pago' }).getByRole('row').filter({ hasText: number });
  await admRow.waitFor();
  await audit(adm, 'payables-tray');
  await admRow.getByRole('button', { name: 'Aprobar' }).click();
  await admRow.filter({ hasText: 'Aprobada' }).waitFor();
  await screenshot(adm, 'payables-tray-approved');
  await adm.context().close();

  // ── finanzas pays ──
  await fin.reload();
  await orderRow.filter({ hasText: 'Aprobada' }).waitFor();
  await orderRow.getByRole('button', { name: 'Pagar' }).click();
  const pay = fin.getByRole('dialog', { name: `Pagar ${number}` });
  expect(await pay.getByLabel('Importe (PYG)').inputValue()).toBe('1.310.000');
  await pay.getByLabel('Referencia', { exact: true }).fill('TRF-000981');
  await pay.getByRole('button', { name: 'Registrar pago' }).click();
  await pay.waitFor({ state: 'detached' });
  await orderRow.waitFor({ state: 'detached' });
  await fin.getByLabel('Ver', { exact: true }).selectOption('pagada');
  await orders.getByRole('row').filter({ hasText: number }).filter({ hasText: 'Pagada' }).waitFor();
  await screenshot(fin, 'payables-tray-paid');

  await fin.goto(`/operations/${dealId}`);
  await administration(fin);
  const paidRow = fin.getByRole('table', { name: 'Facturas de proveedores de la operación' }).getByRole('row').filter({ hasText: '001-002-0004567' });
  await paidRow.filter({ hasText: 'Pagada' }).waitFor();
  expect(await paidRow.innerText()).toContain('Gs. 0');
  expect(await fin.getByTestId('real-profit').innerText()).toBe('US$ 1.183,34');
  await screenshot(fin, 'payables-operation-paid');
  // The operation's financial statement: the supplier invoice and its payment, nothing left to pay.
  const statement = fin.getByRole('table', { name: 'Movimientos de la operación' });
  const paidEntry = statement.getByRole('row').filter({ hasText: 'Pago a proveedor' });
  await paidEntry.waitFor();
  expect(await paidEntry.innerText()).toContain('TRF-000981');
  expect(await statement.getByRole('row').filter({ hasText: 'Factura de proveedor' }).innerText()).toContain('Gs. 1.310.000');
  expect((await fin.getByTestId('statement-balance-PYG').innerText()).replace(/\s+/g, ' ')).toBe('Por cobrar · PYG Gs. 0 Por pagar · PYG Gs. 0');
  await statement.scrollIntoViewIfNeeded();
  await screenshot(fin, 'payables-financial-statement');
  await fin.context().close();
});

test("finanzas pays one supplier invoice from the operation's tab, with the proof among the operation's files", async () => {
  const inv = await rest('POST', `/deals/${dealId}/supplier-invoices`, {
    supplier_org_id: brokerId,
    doc_type: 'factura',
    number: '001-002-0004600',
    timbrado: '17770001',
    issued_at: '2026-11-05',
    condition: 'contado',
    currency: 'PYG',
    iva_mode: '10',
    lines: [{ description: 'Gastos de depósito', quantity: 1, unit_price: 550000, iva: '10', rubro: 'adicional' }],
  });
  const fin = await as(FINANZAS, `/operations/${dealId}`);
  await administration(fin);
  const row = fin.getByRole('table', { name: 'Facturas de proveedores de la operación' }).getByRole('row').filter({ hasText: '001-002-0004600' });
  await row.getByRole('button', { name: 'Pagar 001-002-0004600' }).click();
  const pay = fin.getByRole('dialog', { name: 'Registrar pago de 001-002-0004600' });
  expect(await pay.getByLabel('Importe (PYG)').inputValue()).toBe('550.000');
  await pay.getByLabel('Importe (PYG)').fill('200.000');
  await pay.getByLabel('Referencia', { exact: true }).fill('TRF-001200');
  await pay.getByLabel('Comprobante', { exact: true }).locator('option', { hasText: SCAN }).waitFor({ state: 'attached' });
  await pay.getByLabel('Comprobante', { exact: true }).selectOption(String(scanId));
  await screenshot(fin, 'payables-invoice-pay');
  await audit(fin, 'payables-invoice-pay');
  await pay.getByRole('button', { name: 'Registrar pago' }).click();
  await pay.waitFor({ state: 'detached' });
  await row.filter({ hasText: 'Pago parcial' }).waitFor();
  expect(await row.innerText()).toContain('Gs. 350.000');
  const stored = await rest('GET', `/supplier-invoices/${inv.id}`);
  expect(stored.payments.map((p: { amount: number; reference: string; proof_file_id: number }) => [p.amount, p.reference, p.proof_file_id])).toEqual([[200000, 'TRF-001200', scanId]]);
  await screenshot(fin, 'payables-invoice-paid-partly');
  await fin.context().close();
});
