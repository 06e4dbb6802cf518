import type { Browser } from 'playwright-core';
import { ADMIN, boardReady, launch, signIn } from '../support/browser';
import { SCREENSHOTS } from '../support/env';
import { startOwnServer, type OwnServer } from '../support/own-server';

let browser: Browser;
let server: OwnServer;

beforeAll(async () => {
  server = await startOwnServer({ name: 'kanban-10k', demoDeals: 10_000 });
  browser = await launch();
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

test('a 10,000-deal pipeline opens without rendering thousands of cards, and a column loads more on scroll', async () => {
  const context = await browser.newContext({ baseURL: server.baseUrl, locale: 'es-PY', viewport: { width: 1800, height: 1000 } });
  const page = await context.newPage();
  await page.goto('/');
  await page.waitForURL(/\/login/);
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.waitForURL((u) => u.pathname === '/');
  await boardReady(page);
  await page.getByTestId('deal-card').first().waitFor();

  const counts = await page.getByTestId('column-count').allTextContents();
  const total = counts.reduce((s, c) => s + Number(c.replace(/\./g, '')), 0);
  expect(total).toBeGreaterThan(1000);
  const rendered = await page.getByTestId('deal-card').count();
  expect(rendered).toBeLessThanOrEqual(300);
  await page.screenshot({ path: `${SCREENSHOTS}/kanban-10k.png` });

  const firstColumn = page.getByTestId('kanban-column').first();
  // The column's whole first page is shown (its first frame has fewer cards) when 'Cargar más' is.
  await firstColumn.getByRole('button', { name: /^Cargar más/ }).waitFor();
  const before = await firstColumn.getByTestId('deal-card').count();
  await firstColumn.getByTestId('column-cards').evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await page.waitForFunction(
    (n) => document.querySelector('[data-testid="kanban-column"]')!.querySelectorAll('[data-testid="deal-card"]').length > n,
    before,
  );
  const after = await firstColumn.getByTestId('deal-card').count();
  expect(after).toBe(before * 2);
  expect(await page.getByTestId('deal-card').count()).toBeLessThanOrEqual(400);
  await page.screenshot({ path: `${SCREENSHOTS}/kanban-10k-more.png` });
  await context.close();
}, 120_000);
