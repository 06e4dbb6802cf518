import type { Browser, Page } from 'playwright-core';
import { adminApiToken, ADMIN, gqlRequest, launch, newPage, restRequest, screenshot, signIn } from '../support/browser';

/**
 * Two people edit the same operation (two browser contexts): both press Modificar and change Descripción;
 * the first save lands, the second is refused with both values shown, nothing overwritten, and the
 * second person's edits stay in the form until they choose to save again.
 */
let browser: Browser;
let token: string;
const run = Date.now().toString(36);
const VENTA = { name: `Valeria Edita ${run}`, email: `edita-${run}@e2e.local`, password: 'Edita-e2e-123' };
const CONFLICT = 'La operación fue modificada por otro usuario mientras la editabas. No se guardó nada: revisá los valores y guardá de nuevo.';

beforeAll(async () => {
  browser = await launch();
  token = await adminApiToken();
  await restRequest('POST', '/users', token, { name: VENTA.name, email: VENTA.email, role: 'venta', is_active: 1, password: VENTA.password });
});
afterAll(() => browser?.close());

async function open(path: string, who: { email: string; password: string }): Promise<Page> {
  const { page } = await newPage(browser);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(path);
  await page.waitForURL(/\/login/);
  await signIn(page, who.email, who.password);
  await page.waitForURL((u) => u.pathname === path);
  return page;
}

const descriptionOf = async (id: number) => (await gqlRequest<{ deal: { description: string | null } }>('query($id: Int!) { deal(id: $id) { description } }', { id }, token)).deal.description;

test('the second of two people saving the same operation gets the conflict with both values; nothing is overwritten or lost', async () => {
  const base = await gqlRequest<{ pipelines: Array<{ id: number; name: string; stages: Array<{ id: number }> }> }>('{ pipelines { id name stages { id } } }', undefined, token);
  const p = base.pipelines.find((x) => x.name === 'Operaciones') ?? base.pipelines[0];
  const { createDeal: op } = await gqlRequest<{ createDeal: { id: number; reference: string } }>(
    'mutation($input: CreateDealInput!) { createDeal(input: $input) { id reference } }',
    { input: { pipelineId: p.id, stageId: p.stages[0].id, title: `Repuestos Miami ${run}`, description: `Repuestos Miami ${run}`, value: 1500 } },
    token,
  );
  const path = `/operations/${op.id}`;
  const admin = await open(path, ADMIN);
  const venta = await open(path, VENTA);
  for (const page of [admin, venta]) {
    await page.getByRole('heading', { name: op.reference }).waitFor();
    await page.getByRole('button', { name: 'Modificar' }).click();
  }
  // Each one sees the other on the presence line while editing.
  await venta.getByTestId('presence').getByText(/También está viendo/).waitFor();
  await admin.getByTestId('presence').getByText(VENTA.name).waitFor();

  await admin.getByRole('textbox', { name: 'Descripción' }).fill(`Descripción del administrador ${run}`);
  await venta.getByRole('textbox', { name: 'Descripción' }).fill(`Descripción de Valeria ${run}`);
  await venta.getByLabel('Proveedor').fill(`Proveedor de Valeria ${run}`);

  await admin.getByRole('button', { name: 'Guardar cambios' }).click();
  await admin.getByText('Cambios guardados.').waitFor();
  expect(await descriptionOf(op.id)).toBe(`Descripción del administrador ${run}`);

  await venta.getByRole('button', { name: 'Guardar cambios' }).click();
  await venta.getByText(CONFLICT).waitFor();
  const details = venta.getByRole('region', { name: 'Cambios de otra persona' });
  const row = details.getByRole('row').filter({ hasText: 'Descripción' });
  await row.getByText(`Descripción de Valeria ${run}`).waitFor();
  await row.getByText(`Descripción del administrador ${run}`).waitFor();
  await screenshot(venta, 'operation-save-conflict');

  // Nothing overwritten, nothing lost: the stored description is the first save's; the second person's form keeps theirs.
  expect(await descriptionOf(op.id)).toBe(`Descripción del administrador ${run}`);
  expect(await venta.getByRole('textbox', { name: 'Descripción' }).inputValue()).toBe(`Descripción de Valeria ${run}`);
  expect(await venta.getByLabel('Proveedor').inputValue()).toBe(`Proveedor de Valeria ${run}`);
  expect(await venta.getByText('Cambios guardados.').count()).toBe(0);

  // Saving again with both values in view is the second person's decision: it lands on the new version.
  await venta.getByRole('button', { name: 'Guardar cambios' }).click();
  await venta.getByText('Cambios guardados.').waitFor();
  expect(await descriptionOf(op.id)).toBe(`Descripción de Valeria ${run}`);
  expect(await details.count()).toBe(0);
});
