import type { Browser, Page } from 'playwright-core';
import { adminApiToken, gqlRequest, launch, newPage, screenshot, signIn } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

async function userByEmail(email: string) {
  const token = await adminApiToken();
  const data = await gqlRequest<{ users: Array<{ id: number; email: string; role: string; isActive: boolean }> }>(
    '{ users { id email role isActive } }',
    undefined,
    token,
  );
  return data.users.find((u) => u.email === email);
}

async function waitFor<T>(fn: () => Promise<T>, ok: (v: T) => boolean): Promise<T> {
  for (let i = 0; i < 50; i++) {
    const v = await fn();
    if (ok(v)) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
  return fn();
}

async function openUsers(page: Page) {
  await page.goto('/admin/users');
  await page.waitForURL(/\/login/);
  await signIn(page);
  await page.waitForURL((u) => u.pathname === '/admin/users');
  await page.getByRole('heading', { name: 'Usuarios' }).waitFor();
}

test('an admin creates a user, changes the role and deactivates them', async () => {
  const { context, page } = await newPage(browser);
  await openUsers(page);
  await screenshot(page, 'users-list');

  const email = `nueva-${Date.now()}@e2e.local`;
  await page.getByRole('button', { name: '➕ Nuevo usuario' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo usuario' });
  await dialog.waitFor();
  // name and email are required: nothing is sent without them
  await dialog.getByRole('button', { name: 'Crear' }).click();
  await dialog.getByText('Completá nombre y email.').waitFor();
  await dialog.getByLabel('Nombre').fill('Nélida Operaciones');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Contraseña').fill('Nelida-123456');
  await screenshot(page, 'users-new-modal');
  await dialog.getByRole('button', { name: 'Crear' }).click();
  await dialog.waitFor({ state: 'hidden' });

  const row = page.getByRole('row').filter({ hasText: email });
  await row.waitFor();
  let stored = await userByEmail(email);
  expect(stored).toMatchObject({ role: 'viewer', isActive: true });

  await page.getByLabel('Rol de Nélida Operaciones').selectOption('ops');
  stored = await waitFor(() => userByEmail(email), (u) => u?.role === 'ops');
  expect(stored?.role).toBe('ops');

  await page.getByLabel('Activo Nélida Operaciones').uncheck();
  stored = await waitFor(() => userByEmail(email), (u) => u?.isActive === false);
  expect(stored?.isActive).toBe(false);

  // the new state survives a reload
  await page.reload();
  await page.getByLabel('Rol de Nélida Operaciones').waitFor();
  expect(await page.getByLabel('Rol de Nélida Operaciones').inputValue()).toBe('ops');
  expect(await page.getByLabel('Activo Nélida Operaciones').isChecked()).toBe(false);
  await screenshot(page, 'users-after-changes');

  // and the deactivated user cannot sign in
  const res = await fetch(new URL('/api/auth/login', page.url()), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: 'Nelida-123456' }),
  });
  expect(res.status).toBe(401);
  await context.close();
});

test('a duplicate email shows the server message in the modal', async () => {
  const { context, page } = await newPage(browser);
  await openUsers(page);
  await page.getByRole('button', { name: '➕ Nuevo usuario' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo usuario' });
  await dialog.getByLabel('Nombre').fill('Repetido');
  await dialog.getByLabel('Email').fill('admin@e2e.local');
  await dialog.getByRole('button', { name: 'Crear' }).click();
  await dialog.getByText('Email ya existe').waitFor();
  await context.close();
});
