import type { Browser } from 'playwright-core';
import { baseUrl, launch, newPage, screenshot, signIn } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** What an integration script does: Node's fetch with the key as a bearer token. */
async function script(path: string, secret: string, init: { method?: string; body?: object; idempotencyKey?: string } = {}) {
  const res = await fetch(`${baseUrl()}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${secret}`,
      ...(init.idempotencyKey ? { 'Idempotency-Key': init.idempotencyKey } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as any };
}

test('an admin creates a key in API, reads the secret once, a script uses it on REST and GraphQL, and revoking it gives 401', async () => {
  const { context, page } = await newPage(browser);
  await page.goto('/admin/api');
  await page.waitForURL(/\/login/);
  await signIn(page);
  await page.waitForURL((u) => u.pathname === '/admin/api');
  await page.getByRole('heading', { name: 'API' }).waitFor();

  const name = `Script e2e ${Date.now()}`;
  await page.getByLabel('Nombre de la clave').fill(name);
  await page.getByLabel('Rol').selectOption('ops');
  await page.getByLabel('Vencimiento').selectOption('30');
  await page.getByRole('button', { name: 'Crear clave' }).click();
  const secretBox = page.getByTestId('api-key-secret');
  await secretBox.waitFor();
  const secret = (await secretBox.textContent())!.trim();
  expect(secret).toMatch(/^crm_[A-Za-z0-9]{8}_/);
  const row = page.getByRole('row').filter({ hasText: name });
  await row.waitFor();
  await screenshot(page, 'api-keys-created');
  await page.screenshot({ path: '/tmp/h22keys-created.png', fullPage: true });

  // The secret is shown once: after 'Listo' and a reload it is nowhere on the page, only its prefix.
  await page.getByRole('button', { name: 'Listo' }).click();
  await page.reload();
  await row.waitFor();
  expect(await page.content()).not.toContain(secret);
  await row.getByText(secret.slice(0, 12)).waitFor();
  // The web client never stores a key.
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
  expect(stored).not.toContain(secret);

  // The script: REST and GraphQL with the key, as ops.
  const me = await script('/api/auth/me', secret);
  expect(me).toMatchObject({ status: 200, body: { role: 'ops' } });
  const org = await script('/api/organizations', secret, { method: 'POST', body: { razon_social: `Cliente API ${Date.now()}` }, idempotencyKey: 'e2e-org-1' });
  expect(org.status).toBe(201);
  const again = await script('/api/organizations', secret, { method: 'POST', body: { razon_social: org.body.razon_social }, idempotencyKey: 'e2e-org-1' });
  expect(again.body.id).toBe(org.body.id);
  const g = await script('/graphql', secret, { method: 'POST', body: { query: `query ($id: Int!) { organization(id: $id) { id razonSocial } }`, variables: { id: org.body.id } } });
  expect(g.status).toBe(200);
  expect(g.body.data.organization.id).toBe(org.body.id);
  // ops is not admin: an admin mutation is refused.
  const admin = await script('/graphql', secret, { method: 'POST', body: { query: 'mutation { createLabel(input: { name: "desde script", scope: person }) { id } }' } });
  expect(admin.body.errors[0].extensions.code).toBe('FORBIDDEN');

  // Last use shows in the list.
  await page.reload();
  await row.waitFor();
  await row.getByText('Nunca').waitFor({ state: 'detached' });

  page.once('dialog', (d) => void d.accept());
  await row.getByRole('button', { name: `Revocar ${name}` }).click();
  await row.getByText(/Revocada el/).waitFor();
  await screenshot(page, 'api-keys-revoked');
  await page.screenshot({ path: '/tmp/h22keys-revoked.png', fullPage: true });

  expect((await script('/api/auth/me', secret)).status).toBe(401);
  const after = await script('/graphql', secret, { method: 'POST', body: { query: '{ me { id } }' } });
  expect(after.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  await context.close();
});
