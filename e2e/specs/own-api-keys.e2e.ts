import type { Browser } from 'playwright-core';
import { adminApiToken, gqlRequest, launch, newPage, restRequest, screenshot, signIn } from '../support/browser';

let browser: Browser;
let token: string;
const RUN = Date.now().toString(36);

beforeAll(async () => {
  browser = await launch();
  token = await adminApiToken();
});
afterAll(() => browser?.close());

test("an ops user creates and revokes their own key from 'Mis claves API' and never sees other users' keys", async () => {
  const email = `ops-${RUN}@e2e.local`;
  await restRequest('POST', '/users', token, { name: `Olga Ops ${RUN}`, email, role: 'ops', is_active: true, password: 'Ops-e2e-12345' });
  // Someone else's key, created before: not on the ops user's screen.
  await gqlRequest('mutation ($i: CreateApiKeyInput!) { createApiKey(input: $i) { key { id } } }', { i: { name: `Clave admin ${RUN}`, role: 'ops' } }, token);

  const { context, page } = await newPage(browser);
  await page.goto('/general');
  await page.waitForURL(/\/login/);
  await signIn(page, email, 'Ops-e2e-12345');
  await page.getByRole('link', { name: 'Mis claves API' }).click();
  await page.waitForURL((u) => u.pathname === '/account/api-keys');
  await page.getByRole('heading', { name: 'Mis claves API' }).waitFor();
  // Roles up to ops only.
  expect(await page.getByLabel('Rol').locator('option').allInnerTexts()).toEqual(['Operaciones', 'Solo lectura']);

  // 'Crear clave' lines up with the selects.
  const select = await page.getByLabel('Vencimiento').boundingBox();
  const button = await page.getByRole('button', { name: 'Crear clave' }).boundingBox();
  expect(Math.abs(select!.y + select!.height - (button!.y + button!.height))).toBeLessThanOrEqual(1);

  const name = `Script ops ${RUN}`;
  await page.getByLabel('Nombre de la clave').fill(name);
  await page.getByLabel('Rol').selectOption('ops');
  await page.getByRole('button', { name: 'Crear clave' }).click();
  const secret = (await page.getByTestId('api-key-secret').textContent())!.trim();
  expect(secret).toMatch(/^crm_/);
  await screenshot(page, 'own-api-keys-created');
  await page.getByRole('button', { name: 'Listo' }).click();

  // The key works for a script, as the ops user.
  const me = await fetch(`${page.url().replace(/\/account.*$/, '')}/api/auth/me`, { headers: { Authorization: `Bearer ${secret}` } });
  expect(((await me.json()) as { email: string; role: string })).toMatchObject({ email, role: 'ops' });

  const table = page.getByRole('table', { name: 'Claves de API' });
  await table.getByRole('row').filter({ hasText: name }).waitFor();
  expect(await table.textContent()).not.toContain(`Clave admin ${RUN}`);
  page.once('dialog', (d) => void d.accept());
  await page.getByRole('button', { name: `Revocar ${name}` }).click();
  await table.getByRole('row').filter({ hasText: name }).getByText(/Revocada el/).waitFor();
  await screenshot(page, 'own-api-keys-revoked');
  const after = await fetch(`${page.url().replace(/\/account.*$/, '')}/api/auth/me`, { headers: { Authorization: `Bearer ${secret}` } });
  expect(after.status).toBe(401);
  await context.close();
});
