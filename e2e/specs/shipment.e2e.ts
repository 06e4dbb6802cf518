import type { Browser, Page } from 'playwright-core';
import { adminApiToken, fillDate, gqlRequest, launch, newPage, screenshot, signIn } from '../support/browser';

let browser: Browser;
let token: string;
const RUN = Date.now().toString(36);

beforeAll(async () => {
  browser = await launch();
  token = await adminApiToken();
});
afterAll(() => browser?.close());

const pad = (n: number) => String(n).padStart(2, '0');
/** The local calendar day of a Date (the page's "today" is the browser's, on this same machine). */
const day = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const plusDays = (d: Date, n: number) => new Date(d.getFullYear(), d.getMonth(), d.getDate() + n, 12);
const ddmm = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}`;

/** A confirmed ocean operation in a stage of its own at the end of 'Operaciones' (its column shows only this spec's card). */
async function confirmedOceanOperation(today: string): Promise<{ id: number; reference: string; stage: string }> {
  const { pipelines } = await gqlRequest<{ pipelines: Array<{ id: number; name: string }> }>('{ pipelines { id name } }', undefined, token);
  const pipelineId = pipelines.find((p) => p.name === 'Operaciones')!.id;
  const stage = `E2E Embarque ${RUN}`;
  const { createStage } = await gqlRequest<{ createStage: { id: number } }>('mutation($i: CreateStageInput!) { createStage(input: $i) { id } }', { i: { name: stage, pipelineId } }, token);
  const { createDeal } = await gqlRequest<{ createDeal: { id: number; reference: string; version: number } }>(
    'mutation($i: CreateDealInput!) { createDeal(input: $i) { id reference version } }',
    { i: { title: `FCL Shanghai ${RUN}`, pipelineId, stageId: createStage.id, value: 9000, organization: { name: `Importadora Itapúa ${RUN}` } } },
    token,
  );
  await gqlRequest(
    'mutation($id: Int!, $v: Int!, $input: SaveOperationInput!) { saveOperation(id: $id, version: $v, input: $input) { id } }',
    {
      id: createDeal.id,
      v: createDeal.version,
      input: {
        fields: [
          { key: 'modalidad_carga', label: 'Tipo de envío', value: 'MARITIMO' },
          { key: 'f_confirm', label: 'Fecha de confirmación', value: today },
        ],
      },
    },
    token,
  );
  return { id: createDeal.id, reference: createDeal.reference, stage };
}

async function openAs(page: Page, path: string) {
  await page.goto(path);
  await page.waitForURL(/\/login/);
  await signIn(page);
  await page.waitForURL((u) => u.pathname === path);
}

test('ocean FCL: two containers and ETD/ETA in the Embarque tab, the chip on the card, and past the ETA without an actual day the alert', async () => {
  const start = new Date();
  const today = day(start);
  const etd = day(plusDays(start, 3));
  const eta = day(plusDays(start, 10));
  const op = await confirmedOceanOperation(today);

  const { context, page } = await newPage(browser);
  await page.setViewportSize({ width: 1600, height: 1000 });
  await page.clock.install(); // the page's clock only: the server keeps real time (and the days are the page's)
  await openAs(page, `/operations/${op.id}`);
  await page.getByRole('heading', { name: op.reference }).waitFor();
  await page.getByRole('tab', { name: 'Embarque' }).click();

  await page.getByLabel('Naviera').fill('MSC');
  await page.getByLabel('Buque').fill('MSC Aurora');
  await page.getByLabel('Viaje').fill('612W');
  await page.getByLabel('Puerto de trasbordo').fill('uymvd');
  await fillDate(page, 'ETD (salida estimada)', etd);
  await fillDate(page, 'ETA (arribo estimado)', eta);
  await page.getByLabel('Días libres').fill('14');
  await page.getByRole('button', { name: 'Agregar contenedor' }).click();
  await page.getByLabel('Tipo del contenedor 1').selectOption("40'HC");
  await page.getByLabel('Número del contenedor 1').fill('MSKU1234565');
  await page.getByLabel('Precinto del contenedor 1').fill('PY-0001');
  await page.getByRole('button', { name: 'Agregar contenedor' }).click();
  await page.getByLabel('Tipo del contenedor 2').selectOption("40'HC");
  // A wrong check digit is said next to the number, in Spanish, as typed.
  await page.getByLabel('Número del contenedor 2').fill('CSQU3054384');
  await page.getByText('El dígito de control no coincide: para CSQU305438 es 3.').waitFor();
  await screenshot(page, 'shipment-container-error');
  await page.getByLabel('Número del contenedor 2').fill('CSQU3054383');
  await page.getByLabel('Precinto del contenedor 2').fill('PY-0002');
  expect(await page.getByText('El dígito de control no coincide').count()).toBe(0);
  await page.getByRole('button', { name: 'Guardar embarque' }).click();
  await page.getByText('Embarque guardado.').waitFor();
  // The timeline: departure and arrival planned are the ETD and ETA just saved.
  const timeline = page.getByRole('table', { name: 'Hitos' });
  await timeline.getByTestId('milestone-arribo').getByText(`${ddmm(eta)}/${eta.slice(0, 4)}`).waitFor();
  await screenshot(page, 'shipment-saved');

  // What was saved is the original client's ocean document, under its keys.
  const stored = await gqlRequest<{ shipment: { ocean: { vessel: string; transshipmentPort: string; containers: Array<{ number: string; seal: string; type: string }> } } }>(
    'query($id: Int!) { shipment(dealId: $id) { ocean { vessel transshipmentPort containers { type number seal } } } }',
    { id: op.id },
    token,
  );
  expect(stored.shipment.ocean).toEqual({
    vessel: 'MSC Aurora',
    transshipmentPort: 'UYMVD',
    containers: [
      { type: "40'HC", number: 'MSKU1234565', seal: 'PY-0001' },
      { type: "40'HC", number: 'CSQU3054383', seal: 'PY-0002' },
    ],
  });

  // The chip on the kanban card: the next milestone (departure) and its day, not late.
  await page.getByRole('link', { name: 'Kanban', exact: true }).click();
  const card = page.getByRole('region', { name: op.stage }).getByTestId('deal-card').filter({ hasText: op.reference });
  const chip = card.getByTestId('milestone-chip');
  await chip.getByText(`Salida ${ddmm(etd)}`).waitFor();
  expect(await chip.getAttribute('data-late')).toBeNull();
  await page.getByTestId('kanban-board').evaluate((el) => {
    el.scrollLeft = el.scrollWidth;
    window.scrollTo(0, 0);
  });
  await screenshot(page, 'shipment-card-chip');

  // Two days past the ETA, no actual day: the chip is red and the alerts list the operation.
  await page.clock.setSystemTime(plusDays(start, 12));
  await page.getByRole('link', { name: 'En tránsito' }).click();
  await page.getByRole('heading', { level: 1, name: 'En tránsito' }).waitFor();
  const alerts = page.getByTestId('late-milestone-alerts');
  await alerts.getByText(op.reference).first().waitFor();
  expect(await alerts.textContent()).toContain(`Arribo: previsto para el ${ddmm(eta)}/${eta.slice(0, 4)}, sin fecha real.`);
  const row = page.getByRole('table', { name: 'Operaciones en tránsito' }).getByRole('row').filter({ hasText: op.reference });
  await row.getByText('(atrasado)').waitFor();
  await screenshot(page, 'shipment-in-transit-alert');

  await page.getByRole('link', { name: 'Kanban', exact: true }).click();
  const lateChip = page.getByRole('region', { name: op.stage }).getByTestId('deal-card').filter({ hasText: op.reference }).getByTestId('milestone-chip');
  await lateChip.getByText(`Salida ${ddmm(etd)}`).waitFor();
  expect(await lateChip.getAttribute('data-late')).toBe('true');
  // The spec's column is the board's last: scroll the board (not the page) to it.
  await page.getByTestId('kanban-board').evaluate((el) => {
    el.scrollLeft = el.scrollWidth;
    window.scrollTo(0, 0);
  });
  await screenshot(page, 'shipment-card-chip-late');

  // The operation says it too: the tab's label and the alert above the timeline.
  await page.goto(`/operations/${op.id}`);
  await page.getByRole('tab', { name: /Embarque \(2 hitos atrasados\)/ }).click();
  await page.getByTestId('late-milestones').getByText(/Arribo: previsto para el/).waitFor();
  await screenshot(page, 'shipment-operation-late');
  await context.close();
});

test("ocean FCL on the cost sheet: 'Cargar tarifa' prices 2 × 40'HC from the lane's rate sheet (an expired one refused with its dates), the sale side too", async () => {
  const start = new Date();
  const today = day(start);
  const op = await confirmedOceanOperation(today);
  // The lane and the two containers of the operation (what the rate sheet is priced against).
  const { deal } = await gqlRequest<{ deal: { version: number } }>('query($id: Int!) { deal(id: $id) { version } }', { id: op.id }, token);
  await gqlRequest(
    'mutation($id: Int!, $v: Int!, $input: SaveOperationInput!) { saveOperation(id: $id, version: $v, input: $input) { id } }',
    { id: op.id, v: deal.version, input: { fields: [{ key: 'origen_pto', label: 'Origen', value: 'Shanghai' }, { key: 'destino_pto', label: 'Destino', value: 'Asunción' }] } },
    token,
  );
  await gqlRequest(
    'mutation($i: SaveShipmentInput!) { saveShipment(input: $i) { mode } }',
    { i: { dealId: op.id, mode: 'ocean', ocean: { containers: [{ type: "40'HC", number: 'MSKU1234565' }, { type: "40'HC", number: 'CSQU3054383' }] } } },
    token,
  );
  const { createOrganization } = await gqlRequest<{ createOrganization: { id: number } }>(
    'mutation($i: CreateOrganizationInput!) { createOrganization(input: $i) { id } }',
    { i: { name: `Naviera Tarifas ${RUN}` } },
    token,
  );
  const sheet = (over: Record<string, unknown>) => ({
    orgId: createOrganization.id,
    mode: 'ocean',
    origin: 'CNSHA',
    destination: 'PYASU',
    validFrom: day(plusDays(start, -20)),
    validTo: day(plusDays(start, 40)),
    currency: 'USD',
    charges: [
      { concepto: 'FLETE MARITIMO', basis: 'container', equipo: "40'HC", rate: 1850 },
      { concepto: 'BL FEE', basis: 'flat', rate: 75 },
    ],
    ...over,
  });
  const create = 'mutation($i: RateSheetInput!) { createRateSheet(input: $i) { id origin } }';
  const valid = await gqlRequest<{ createRateSheet: { id: number; origin: string } }>(create, { i: sheet({}) }, token);
  // A bare code is stored as the place list's value, so the operation's 'Shanghai' finds it.
  expect(valid.createRateSheet.origin).toBe('CNSHA Shanghai');
  await gqlRequest(create, { i: sheet({ validFrom: '2025-01-01', validTo: '2025-03-31', notes: 'Vencida' }) }, token);

  const { context, page } = await newPage(browser);
  await page.setViewportSize({ width: 1600, height: 1000 });
  await openAs(page, '/rate-sheets');
  await page.getByRole('heading', { level: 1, name: 'Tarifas' }).waitFor();
  await page.getByRole('table', { name: 'Tarifas' }).getByText(`Naviera Tarifas ${RUN}`).first().waitFor();
  // A new air sheet through the form: the problems are said next to their fields, then it saves.
  await page.getByRole('button', { name: 'Nueva tarifa' }).click();
  const form = page.getByRole('dialog', { name: 'Nueva tarifa' });
  await form.getByLabel('Buscar organización').fill(`Naviera Tarifas ${RUN}`);
  await form.getByLabel('Agente, transportista o proveedor').locator('option', { hasText: `Naviera Tarifas ${RUN}` }).waitFor({ state: 'attached' });
  await form.getByLabel('Agente, transportista o proveedor').selectOption({ label: `Naviera Tarifas ${RUN}` });
  await form.getByLabel('Origen').fill('MIA Miami');
  await form.getByRole('button', { name: 'Guardar tarifa' }).click();
  await form.getByText('Indicá el destino de la tarifa.').waitFor();
  await form.getByText('Un flete por escalas necesita la tarifa por kg de al menos una escala.').waitFor();
  await form.getByLabel('Destino').fill('ASU Asunción (Silvio Pettirossi)');
  await fillDate(form, 'Vigente hasta', day(plusDays(start, 90)));
  await form.getByLabel('-45 kg').fill('5');
  await form.getByLabel('+45 kg').fill('4,25');
  await form.getByLabel('+100 kg').fill('3,5');
  await form.getByLabel('Mínimo (cargo 1)').fill('75');
  await screenshot(page, 'rate-sheet-form');
  await form.getByRole('button', { name: 'Guardar tarifa' }).click();
  await form.waitFor({ state: 'detached' });
  await page.getByRole('table', { name: 'Tarifas' }).getByText('FLETE AEREO: -45 5 · +45 4,25 · +100 3,5 · mín. 75').waitFor();
  await screenshot(page, 'rate-sheets-list');

  await page.goto(`/operations/${op.id}/costs`);
  await page.getByRole('heading', { name: /^Planilla de costos \(DET COS\)/ }).waitFor();
  await page.getByRole('button', { name: 'Cargar tarifa' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cargar tarifa' });
  await dialog.getByText("2 × 40'HC").waitFor();
  await dialog.getByText('La tarifa está vencida: su vigencia fue del 01/01/2025 al 31/03/2025.').waitFor();
  const load = dialog.getByRole('button', { name: `Cargar tarifa de Naviera Tarifas ${RUN}` });
  expect(await load.count()).toBe(2);
  expect(await load.nth(1).isDisabled()).toBe(true);
  await screenshot(page, 'cost-sheet-load-rate');
  await load.first().click();
  await dialog.waitFor({ state: 'detached' });

  const compra = page.getByRole('table', { name: 'Compra al agente (USD)' });
  const freight = compra.locator('tbody tr').first();
  expect(await freight.getByLabel('Equipo').inputValue()).toBe("40'HC");
  expect(await freight.getByLabel('Cantidad').inputValue()).toBe('2');
  expect(await freight.getByLabel('USD x unidad').inputValue()).toBe('1.850');
  expect(await freight.locator('td[data-label="Importe USD"]').innerText()).toBe('3.700,00');

  // The sale mirrors the containers: the seller types the rate per container.
  const venta = page.getByRole('table', { name: 'Venta al cliente (USD)' });
  const sale = venta.locator('tbody tr').first();
  expect(await sale.getByLabel('Equipo').inputValue()).toBe("40'HC");
  expect(await sale.getByLabel('Cantidad').inputValue()).toBe('2');
  await sale.getByLabel('USD x unidad').fill('2.100');
  expect(await sale.locator('td[data-label="Importe USD"]').innerText()).toBe('4.200,00');
  await venta.locator('tbody tr').nth(1).getByLabel('Total').fill('100');
  const summary = (label: string) => page.getByRole('region', { name: 'Resumen' }).getByLabel(label, { exact: true });
  expect(await summary('Compra').innerText()).toBe('3.775,00');
  expect(await summary('Venta').innerText()).toBe('4.300,00');
  expect(await summary('Profit general').innerText()).toBe('525,00');
  await page.getByRole('button', { name: 'Guardar planilla' }).click();
  await page.getByText('Guardado ✓').first().waitFor();
  expect(await page.getByText('La planilla fue modificada por otro usuario').count()).toBe(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, 'cost-sheet-fcl-2x40hc');

  const stored = await gqlRequest<{ costSheet: { totals: { profitGeneral: number }; ventaRows: Array<{ equipo: string | null; cantidad: number | null; usdXUnidad: number | null }> } }>(
    'query($id: Int!) { costSheet(dealId: $id) { totals { profitGeneral } ventaRows { equipo cantidad usdXUnidad } } }',
    { id: op.id },
    token,
  );
  expect(stored.costSheet.totals.profitGeneral).toBe(525);
  expect(stored.costSheet.ventaRows[0]).toEqual({ equipo: "40'HC", cantidad: 2, usdXUnidad: 2100 });

  // The quote bills the containers as quantity × rate per container.
  await page.goto(`/operations/${op.id}/quote`);
  await page.getByRole('heading', { name: `Generar Presupuesto — REF ${op.reference}` }).waitFor();
  expect(await page.getByLabel('Servicio ítem 1').inputValue()).toBe("FLETE MARITIMO 40'HC");
  expect(await page.getByLabel('Cantidad ítem 1').inputValue()).toMatch(/^2(,0+)?$/);
  expect(await page.getByLabel('Servicio ítem 2').inputValue()).toBe('BL FEE');
  await screenshot(page, 'quote-fcl-2x40hc');
  await context.close();
});
