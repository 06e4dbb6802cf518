import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { SCREENSHOTS } from '../support/env';
import { adminApiToken, gqlRequest, launch, newPage, restRequest, screenshot, signIn } from '../support/browser';

/**
 * The spec's symbols ('➕ Nuevo usuario', 'Guardado ✓', '🚫 Presupuesto bloqueado') are drawn from the app's icon set,
 * not by a font: this Chromium on Debian has no emoji font, so a drawn character would be an empty box. The texts
 * people and scripts read stay the spec's.
 */
let browser: Browser;
let token: string;
const stamp = Date.now().toString(36);
const VENTA = { name: `Vera Iconos ${stamp}`, email: `iconos-${stamp}@e2e.local`, password: 'Iconos-e2e-123' };
let dealId: number;
const SYMBOLS = ['➕', '🚫', '✓', '✔'];

beforeAll(async () => {
  browser = await launch();
  token = await adminApiToken();
  await restRequest('POST', '/users', token, { name: VENTA.name, email: VENTA.email, role: 'venta', is_active: 1, password: VENTA.password });
  const { pipelines } = await gqlRequest<{ pipelines: Array<{ id: number; stages: Array<{ id: number }> }> }>('{ pipelines { id stages { id } } }', undefined, token);
  const deal = await restRequest('POST', '/deals', token, {
    title: `Iconos ${stamp}`,
    pipeline_id: pipelines[0].id,
    stage_id: pipelines[0].stages[0].id,
    organization: { name: `Org Iconos ${stamp}` },
  });
  dealId = deal.id;
});
afterAll(() => browser?.close());

/** Every spec symbol in the page's text that a font would draw: its element is larger than a visually hidden 1 px. */
function symbolsDrawnByFont(page: Page): Promise<string[]> {
  return page.evaluate((symbols) => {
    const drawn: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      if (!symbols.some((s) => text.includes(s))) continue;
      // A visually hidden character's element is 1 × 1 px and clipped (its text range keeps the glyph's width).
      const box = node.parentElement!.getBoundingClientRect();
      if (box.width > 1 || box.height > 1) drawn.push(text.trim());
    }
    return drawn;
  }, SYMBOLS);
}

async function expectIcon(scope: Locator, icon: string) {
  const svg = scope.locator(`svg[data-icon="${icon}"]`);
  await svg.waitFor();
  expect(await svg.getAttribute('aria-hidden')).toBe('true');
  const box = await svg.boundingBox();
  expect(box!.width).toBeGreaterThan(8);
  expect(box!.height).toBeGreaterThan(8);
}

test('an admin sees ➕ Nuevo usuario drawn as an icon; the button is still named by the spec text', async () => {
  const { context, page } = await newPage(browser);
  await page.goto('/admin/users');
  await page.waitForURL(/\/login/);
  await signIn(page);
  await page.waitForURL((u) => u.pathname === '/admin/users');
  const button = page.getByRole('button', { name: '➕ Nuevo usuario' });
  await button.waitFor();
  expect(await button.textContent()).toBe('➕ Nuevo usuario');
  await expectIcon(button, 'plus');
  expect(await symbolsDrawnByFont(page)).toEqual([]);
  await button.screenshot({ path: join(SCREENSHOTS, 'icons-new-user-button.png') });
  await screenshot(page, 'icons-users');
  await context.close();
});

test("venta saves the cost sheet ('Guardado ✓') and, once confirmed, reads '🚫 Presupuesto bloqueado' with icons", async () => {
  const { context, page } = await newPage(browser);
  const path = `/operations/${dealId}/costs`;
  await page.goto(path);
  await page.waitForURL(/\/login/);
  await signIn(page, VENTA.email, VENTA.password);
  await page.waitForURL((u) => u.pathname === path);
  await page.getByRole('heading', { name: /^Planilla de costos \(DET COS\)/ }).waitFor();

  await page.getByLabel('Tipo de cambio Gs/USD').fill('7.300');
  await page.getByRole('button', { name: 'Guardar planilla' }).click();
  const saved = page.getByText('Guardado ✓');
  await saved.waitFor();
  expect(await page.getByRole('status').filter({ hasText: 'Guardado ✓' }).count()).toBe(1);
  await expectIcon(saved, 'check');
  expect(await symbolsDrawnByFont(page)).toEqual([]);
  await screenshot(page, 'icons-cost-sheet-saved');

  await page.getByRole('button', { name: 'Confirmar presupuesto' }).click();
  await page.getByRole('dialog', { name: 'Confirmar presupuesto' }).getByRole('button', { name: 'Confirmar presupuesto' }).click();
  const note = page.getByText('🚫 Presupuesto bloqueado: solo un administrador puede modificar la planilla.');
  await note.waitFor();
  await expectIcon(note, 'ban');
  expect(await symbolsDrawnByFont(page)).toEqual([]);
  await note.screenshot({ path: join(SCREENSHOTS, 'icons-locked-note.png') });
  await screenshot(page, 'icons-cost-sheet-locked');

  // A locked field's tooltip: shown on hover (over a disabled input), the 🚫 drawn as an icon, the spec's text exactly.
  const rate = page.getByLabel('Tipo de cambio Gs/USD');
  expect(await rate.isDisabled()).toBe(true);
  expect(await rate.getAttribute('title')).toBeNull();
  await rate.hover();
  const tip = page.getByRole('tooltip');
  await tip.waitFor();
  expect(await tip.textContent()).toBe('🚫 Presupuesto bloqueado');
  await expectIcon(tip, 'ban');
  expect(await symbolsDrawnByFont(page)).toEqual([]);
  await screenshot(page, 'icons-locked-tooltip');
  await page.mouse.move(0, 0);
  await tip.waitFor({ state: 'hidden' });
  await context.close();
});
