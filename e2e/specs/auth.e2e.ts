import type { Browser } from 'playwright-core';
import { ADMIN, adminApiToken, gqlRequest, launch, newPage, screenshot, signIn } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const MENU = ['Vista general', 'Kanban', 'Cargo', 'Rayflex', 'Boplan', 'Administración', 'Usuarios', 'Parámetros', 'Contactos', 'Organizaciones', 'Seguimiento'];

test('the seeded admin signs in and sees the shell with every menu entry and the logout button', async () => {
  const { context, page } = await newPage(browser);
  await page.goto('/');
  await page.waitForURL(/\/login/);
  await screenshot(page, 'login');
  await signIn(page);
  await page.waitForURL((u) => u.pathname === '/');
  const nav = page.getByRole('navigation', { name: 'Menú principal' });
  for (const entry of MENU) await nav.getByRole('link', { name: entry, exact: true }).waitFor({ state: 'visible' });
  await page.getByRole('button', { name: 'Cerrar sesión', exact: true }).waitFor({ state: 'visible' });
  await page.getByRole('button', { name: 'Cerrar sesión en todos los dispositivos', exact: true }).waitFor({ state: 'visible' });
  await screenshot(page, 'shell-admin');

  // the session survives a reload (restored from localStorage through `me`)
  await page.reload();
  await nav.getByRole('link', { name: 'Contactos', exact: true }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/');

  await page.getByRole('button', { name: 'Cerrar sesión', exact: true }).click();
  await page.waitForURL(/\/login/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await context.close();
});

test("a wrong password shows 'Credenciales inválidas' above the form", async () => {
  const { context, page } = await newPage(browser);
  await page.goto('/login');
  await signIn(page, ADMIN.email, 'no-es-la-clave');
  const alert = page.getByRole('alert');
  await alert.waitFor();
  expect(await alert.textContent()).toContain('Credenciales inválidas');
  expect(new URL(page.url()).pathname).toBe('/login');
  await screenshot(page, 'login-error');
  await context.close();
});

test('a signed-out deep link goes to /login and back to that link after sign-in', async () => {
  const { context, page } = await newPage(browser);
  await page.goto('/organizations/5?tab=actividad');
  await page.waitForURL(/\/login\?next=/);
  expect(new URL(page.url()).searchParams.get('next')).toBe('/organizations/5?tab=actividad');
  await signIn(page);
  await page.waitForURL((u) => u.pathname === '/organizations/5');
  expect(new URL(page.url()).search).toBe('?tab=actividad');
  await context.close();
});

test('a non-admin sees no administration entries and a direct visit shows the permission message', async () => {
  const token = await adminApiToken();
  const email = `vendedor-${Date.now()}@e2e.local`;
  await gqlRequest(
    'mutation($i: CreateUserInput!) { createUser(input: $i) { id } }',
    { i: { name: 'Vendedor E2E', email, role: 'venta', password: 'Venta-e2e-123' } },
    token,
  );
  const { context, page } = await newPage(browser);
  await page.goto('/admin/users');
  await page.waitForURL(/\/login/);
  await signIn(page, email, 'Venta-e2e-123');
  await page.waitForURL((u) => u.pathname === '/admin/users');
  await page.getByText('No tenés permiso para ver esta página.').waitFor();
  const nav = page.getByRole('navigation', { name: 'Menú principal' });
  expect(await nav.getByRole('link', { name: 'Usuarios', exact: true }).count()).toBe(0);
  expect(await nav.getByRole('link', { name: 'Parámetros', exact: true }).count()).toBe(0);
  expect(await nav.getByRole('link', { name: 'Contactos', exact: true }).count()).toBe(1);
  await screenshot(page, 'no-permission');
  await context.close();
});

test('Apollo Sandbox opens at /graphql in a browser', async () => {
  const { context, page } = await newPage(browser);
  const res = await page.goto('/graphql');
  expect(res?.status()).toBe(200);
  const html = await page.content();
  expect(html).toMatch(/embeddable-sandbox|sandbox/i);
  await context.close();
});
