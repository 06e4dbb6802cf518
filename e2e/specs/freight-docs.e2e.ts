import type { Browser, Page } from 'playwright-core';
import { adminApiToken, boardReady, gqlRequest, launch, newPage, signIn } from '../support/browser';

/**
 * Document checklists and won/lost with reasons: an operation's document checklist (template per mode × type, received by an
 * upload, verified by a tick, the kanban chip) and closing it as lost with a reason that the statistics show.
 */
let browser: Browser;
let token: string;
let dealId: number;
let reference: string;
const RUN = Date.now().toString(36);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

function daysAgo(n: number): string {
  const d = new Date(Date.now() - n * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

beforeAll(async () => {
  browser = await launch();
  token = await adminApiToken();
  // A template of its own (FLUVIAL EXPORT: no other spec uses it): two required documents, one optional.
  await gqlRequest(
    'mutation($i: SetChecklistTemplateInput!) { setChecklistTemplate(input: $i) { mode } }',
    {
      i: {
        mode: 'FLUVIAL',
        operationType: 'EXPORT',
        items: [
          { docType: 'fact_venta', required: true, dueDays: 2 },
          { docType: 'fact_compra', required: true, dueDays: 30 },
          { docType: 'det_cos', required: false, dueDays: null },
        ],
      },
    },
    token,
  );
  const p = await gqlRequest<{ pipelines: Array<{ id: number; stages: Array<{ id: number }> }> }>('{ pipelines { id stages { id } } }', {}, token);
  const created = await gqlRequest<{ createDeal: { id: number; reference: string } }>(
    'mutation($i: CreateDealInput!) { createDeal(input: $i) { id reference } }',
    { i: { title: `Barcaza de soja ${RUN}`, pipelineId: p.pipelines[0].id, stageId: p.pipelines[0].stages[0].id, organization: { name: `Agroexport ${RUN}` } } },
    token,
  );
  dealId = created.createDeal.id;
  reference = created.createDeal.reference;
  const fields = [
    { key: 'modalidad_carga', label: 'Modalidad de carga', type: 'select', value: 'FLUVIAL' },
    { key: 'tipo_operacion', label: 'Tipo de operación', type: 'select', value: 'EXPORT' },
    { key: 'origen_pto', label: 'Origen', type: 'text', value: 'Villeta, Paraguay' },
    { key: 'destino_pto', label: 'Destino', type: 'text', value: 'Rosario, Argentina' },
    // Confirmed five days ago: FACT VENTA (due after 2 days) is overdue.
    { key: 'f_confirm', label: 'Fecha de confirmación', type: 'date', value: daysAgo(5) },
  ];
  for (const input of fields) {
    await gqlRequest('mutation($i: UpsertCustomFieldInput!, $id: Int!) { upsertCustomField(owner: deal, ownerId: $id, input: $i) { id } }', { i: input, id: dealId }, token);
  }
});
afterAll(() => browser?.close());

async function signedIn(path: string): Promise<Page> {
  const { page } = await newPage(browser);
  await page.goto(`/login?next=${encodeURIComponent(path)}`);
  await signIn(page);
  await page.waitForURL((u) => u.pathname === path);
  return page;
}

const card = (page: Page) => page.locator(`[data-testid="deal-card"][data-deal-id="${dealId}"]`);

test('documents received and verified move the card chip; closing as lost with a reason shows under Perdidas and in the statistics', async () => {
  const page = await signedIn('/');
  await card(page).waitFor();
  await card(page).scrollIntoViewIfNeeded();
  expect(await card(page).getByTestId('docs-chip').textContent()).toBe('docs 0/3');
  // A required document is overdue: the red dot.
  await card(page).getByTestId('docs-overdue').waitFor();
  await card(page).screenshot({ path: '/tmp/h20docs-card-before.png' });

  await page.goto(`/operations/${dealId}`);
  const list = page.getByRole('list', { name: 'Documentos de la operación' });
  await list.waitFor();
  expect(await list.getByRole('listitem').count()).toBe(3);
  const venta = page.getByTestId('checklist-fact_venta');
  expect(await venta.getAttribute('data-status')).toBe('pendiente');
  await venta.getByText(/^Vencido el /).waitFor();
  await page.screenshot({ path: '/tmp/h20docs-checklist-before.png', fullPage: true });

  // Received: a file of that type uploaded.
  await page.getByLabel('Subir FACT VENTA').setInputFiles({ name: 'factura-venta.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByRole('tab', { name: 'factura-venta.pdf' }).waitFor();
  await page.getByRole('tab', { name: 'Detalle' }).click();
  await page.waitForFunction(() => document.querySelector('[data-testid="checklist-fact_venta"]')?.getAttribute('data-status') === 'recibido');
  // Verified: a person ticks it (who is stored).
  await page.getByLabel('Verificado: FACT COMPRA').check();
  await page.waitForFunction(() => document.querySelector('[data-testid="checklist-fact_compra"]')?.getAttribute('data-status') === 'verificado');
  await page.getByTestId('checklist-fact_compra').getByText(/^por /).waitFor();
  expect(await page.getByTestId('checklist-summary').textContent()).toContain('2 de 3 documentos recibidos');
  await page.screenshot({ path: '/tmp/h20docs-checklist-after.png', fullPage: true });

  await page.goto('/');
  await boardReady(page);
  await card(page).waitFor();
  await card(page).scrollIntoViewIfNeeded();
  await page.waitForFunction((id) => document.querySelector(`[data-deal-id="${id}"] [data-testid="docs-chip"]`)?.textContent === 'docs 2/3', dealId);
  expect(await card(page).getByTestId('docs-overdue').count()).toBe(0);
  await card(page).screenshot({ path: '/tmp/h20docs-card-after.png' });

  // Close as lost: the reason is required.
  await page.goto(`/operations/${dealId}`);
  await page.getByRole('button', { name: 'Marcar perdida' }).click();
  const dialog = page.getByRole('dialog', { name: 'Marcar como perdida' });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Marcar perdida' }).click();
  await dialog.getByText('Elegí el motivo por el que se perdió la operación.').waitFor();
  await dialog.getByLabel('Motivo de cierre (obligatorio)').selectOption('Precio');
  await page.screenshot({ path: '/tmp/h20docs-close-dialog.png' });
  await dialog.getByRole('button', { name: 'Marcar perdida' }).click();
  await dialog.waitFor({ state: 'detached' });
  const banner = page.getByTestId('closed-banner');
  await banner.getByText('Motivo: Precio').waitFor();
  await page.screenshot({ path: '/tmp/h20docs-closed.png', fullPage: true });

  // It left the kanban columns; the Perdidas filter lists it.
  await page.goto('/');
  await boardReady(page);
  expect(await card(page).count()).toBe(0);
  await page.getByLabel('Mostrar operaciones').selectOption('lost');
  const closed = page.getByRole('table', { name: 'Operaciones perdidas' });
  await closed.waitFor();
  const row = closed.getByRole('row').filter({ hasText: reference });
  await row.getByText('Precio').waitFor();
  await page.screenshot({ path: '/tmp/h20docs-lost-filter.png', fullPage: true });

  // Statistics: lost reasons and win rate by advisor, mode and lane.
  await page.goto('/admin');
  const section = page.getByTestId('outcomes');
  await section.waitFor();
  await section.getByRole('table', { name: 'Motivos de pérdida' }).getByText('Precio').waitFor();
  await section.getByLabel('Agrupar ganadas y perdidas por').selectOption('byLane');
  const lanes = section.getByRole('table', { name: 'Ganadas y perdidas por ruta (país de origen → destino) (tabla)' });
  await lanes.getByRole('row').filter({ hasText: 'Paraguay → Argentina' }).getByText(/Precio \(\d+\)/).waitFor();
  await section.getByRole('img', { name: /Ganadas y perdidas por ruta/ }).waitFor();
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/h20docs-stats.png', fullPage: true });
});
