import type { Browser, Page } from 'playwright-core';
import { adminApiToken, baseUrl, gqlRequest, launch, newPage, restRequest, screenshot, signIn } from '../support/browser';

let browser: Browser;
let token: string;
const RUN = Date.now().toString(36);

// A tiny valid PDF (the server checks the type by content).
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

beforeAll(async () => {
  browser = await launch();
  token = await adminApiToken();
});
afterAll(() => browser?.close());

async function createOperation(): Promise<{ id: number; reference: string; orgId: number }> {
  const base = await gqlRequest<{ pipelines: Array<{ id: number; stages: Array<{ id: number }> }> }>('{ pipelines { id stages { id } } }', undefined, token);
  const p = base.pipelines[0];
  const data = await gqlRequest<{ createDeal: { id: number; reference: string; orgId: number } }>(
    'mutation($input: CreateDealInput!) { createDeal(input: $input) { id reference orgId } }',
    { input: { pipelineId: p.id, stageId: p.stages[0].id, title: `Deshacer ${RUN}`, value: 100, organization: { name: `Papelera Guaraní ${RUN}` } } },
    token,
  );
  return data.createDeal;
}

async function upload(dealId: number, name: string): Promise<number> {
  const form = new FormData();
  form.append('type', 'fact_compra');
  form.append('file', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), name);
  const res = await fetch(`${baseUrl()}/api/deals/${dealId}/files`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

async function openAs(page: Page, path: string) {
  await page.goto(path);
  await page.waitForURL(/\/login/);
  await signIn(page);
  await page.waitForURL((u) => u.pathname === path);
}

const toast = (page: Page, text: string) => page.locator('li[data-sonner-toast]', { hasText: text });

test("a confirmed file delete survives a reload inside the 'Deshacer' window; 'Deshacer' restores the file", async () => {
  const op = await createOperation();
  const gone = `borrar-${RUN}.pdf`;
  const kept = `volver-${RUN}.pdf`;
  await upload(op.id, gone);
  await upload(op.id, kept);
  const { context, page } = await newPage(browser);
  // Any browser dialog here would be a 'leave the page?' prompt: nothing is pending in the page.
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(`${d.type()}: ${d.message()}`);
    void d.dismiss();
  });
  // The question is asked in the page: the browser's own confirm() is closed (answered "no") when the PDF
  // preview frame finishes loading, and the delete would silently not happen.
  const confirmDelete = async (shot?: string) => {
    await page.getByRole('button', { name: 'Eliminar archivo' }).click();
    const asked = page.getByRole('dialog', { name: 'Eliminar archivo?' });
    await asked.waitFor();
    if (shot) await screenshot(page, shot);
    await asked.getByRole('button', { name: 'Eliminar', exact: true }).click();
  };
  await openAs(page, `/operations/${op.id}`);
  await page.getByRole('heading', { name: op.reference }).waitFor();

  // Delete, confirm, and reload while the toast still offers 'Deshacer'.
  await page.getByRole('button', { name: 'Modificar' }).click();
  await page.getByRole('tab', { name: gone }).click();
  await confirmDelete('undo-file-confirm');
  await page.getByRole('tab', { name: gone }).waitFor({ state: 'detached' });
  await toast(page, `Archivo ${gone} eliminado.`).getByRole('button', { name: 'Deshacer' }).waitFor();
  await screenshot(page, 'undo-file-deleted-toast');
  await page.reload();
  await page.getByRole('heading', { name: op.reference }).waitFor();
  await page.getByRole('tab', { name: kept }).waitFor();
  expect(await page.getByRole('tab', { name: gone }).count()).toBe(0);
  const listed = await restRequest<Array<{ filename: string }>>('GET', `/deals/${op.id}/files`, token);
  expect(listed.map((f) => f.filename)).toEqual([kept]);

  // 'Deshacer' brings a deleted file back, also after a reload.
  await page.getByRole('button', { name: 'Modificar' }).click();
  await page.getByRole('tab', { name: kept }).click();
  await confirmDelete();
  await page.getByRole('tab', { name: kept }).waitFor({ state: 'detached' });
  await toast(page, `Archivo ${kept} eliminado.`).getByRole('button', { name: 'Deshacer' }).click();
  await page.getByRole('tab', { name: kept }).waitFor();
  await page.reload();
  await page.getByRole('tab', { name: kept }).waitFor();
  expect((await restRequest<Array<{ filename: string }>>('GET', `/deals/${op.id}/files`, token)).map((f) => f.filename)).toEqual([kept]);
  expect(dialogs).toEqual([]);
  await context.close();
});

test('activities of an organization: an overdue one marked done (Deshacer), rescheduled and deleted (Deshacer restores it)', async () => {
  const op = await createOperation();
  const subject = `Pedir certificado de origen ${RUN}`;
  await restRequest('POST', '/activities', token, { type: 'task', subject, due_date: '2025-01-10', org_id: op.orgId });
  const { context, page } = await newPage(browser);
  await openAs(page, `/organizations/${op.orgId}`);
  const history = page.getByRole('list', { name: 'Historial de actividades' });
  const item = history.getByRole('listitem').filter({ hasText: subject });
  await item.getByText('Vencida').waitFor();
  await screenshot(page, 'undo-activity-overdue');

  // Done, then 'Deshacer'.
  await item.getByRole('button', { name: `Marcar como hecha: ${subject}` }).click();
  await item.getByText('Hecha', { exact: true }).waitFor();
  await screenshot(page, 'undo-activity-done');
  await toast(page, 'Actividad marcada como hecha.').getByRole('button', { name: 'Deshacer' }).click();
  await item.getByText('Vencida').waitFor();

  // Reschedule to a later date: no longer overdue.
  await item.getByRole('button', { name: `Reprogramar: ${subject}` }).click();
  await item.getByLabel('Nuevo vencimiento').fill('2099-03-15');
  await item.getByRole('button', { name: 'Guardar' }).click();
  await item.getByText('Vence 15/03/2099').waitFor();
  expect(await item.getByText('Vencida').count()).toBe(0);

  // Delete at once; a reload does not bring it back; 'Deshacer' (on a fresh delete) does.
  await item.getByRole('button', { name: `Eliminar: ${subject}` }).click();
  await item.waitFor({ state: 'detached' });
  await toast(page, 'Actividad eliminada.').waitFor();
  await page.reload();
  await page.getByRole('heading', { name: `Papelera Guaraní ${RUN}` }).first().waitFor();
  await page.getByText('Sin actividades.').waitFor();

  await restRequest('POST', '/activities', token, { type: 'call', subject: `Llamar ${RUN}`, org_id: op.orgId });
  await page.reload();
  const call = page.getByRole('list', { name: 'Historial de actividades' }).getByRole('listitem').filter({ hasText: `Llamar ${RUN}` });
  await call.getByRole('button', { name: `Eliminar: Llamar ${RUN}` }).click();
  await call.waitFor({ state: 'detached' });
  await toast(page, 'Actividad eliminada.').getByRole('button', { name: 'Deshacer' }).click();
  await call.waitFor();
  // On a phone the controls wrap under the activity.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await call.getByRole('button', { name: `Eliminar: Llamar ${RUN}` }).waitFor();
  await screenshot(page, 'undo-activity-phone');
  await context.close();
});
