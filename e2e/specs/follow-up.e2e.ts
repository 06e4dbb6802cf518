import type { Browser, Page } from 'playwright-core';
import { adminApiToken, fillDate, gqlRequest, launch, newPage, restRequest, screenshot, signIn } from '../support/browser';

/**
 * Follow-up that sells, in Chromium with two users: a seller logs an "interesado" call with its next task
 * due in 2 minutes (its reminder, 30 minutes before, is due at once): the bell counts it live and the
 * browser shows a notification; the admin's bell does not. A stage with idle days turns a card red once
 * the page's clock is moved past them.
 */
let browser: Browser;
let token: string;
const RUN = `fu${Date.now().toString(36)}`;
const SELLER = { name: `Vendedora ${RUN}`, email: `${RUN}@e2e.local`, password: 'Venta-e2e-123' };

beforeAll(async () => {
  browser = await launch();
  token = await adminApiToken();
  await gqlRequest('mutation($i: CreateUserInput!) { createUser(input: $i) { id } }', { i: { name: SELLER.name, email: SELLER.email, role: 'venta', password: SELLER.password } }, token);
});
afterAll(() => browser?.close());

/** 'YYYY-MM-DDTHH:mm' on the office's clock (America/Asuncion), what the date field takes. */
function officeWall(d: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Asuncion', hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' })
      .formatToParts(d)
      .map((x) => [x.type, x.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

async function signedIn(page: Page, path: string, who?: { email: string; password: string }) {
  await page.goto(`/login?next=${encodeURIComponent(path)}`);
  await signIn(page, who?.email, who?.password);
  await page.waitForURL((u) => u.pathname === path);
}

test('an interesado call needs its next task; once logged, its reminder rings the bell and shows a browser notification, for its owner only', async () => {
  const { context, page } = await newPage(browser);
  await context.grantPermissions(['notifications']);
  // What the page shows as browser notifications (headless Chromium draws none on screen).
  await page.addInitScript(() => {
    const shown: Array<{ title: string; body?: string }> = [];
    (window as unknown as { __shown: typeof shown }).__shown = shown;
    const Real = window.Notification;
    class Recorded extends Real {
      constructor(title: string, options?: NotificationOptions) {
        super(title, options);
        shown.push({ title, body: options?.body });
      }
    }
    Object.defineProperty(Recorded, 'permission', { get: () => Real.permission });
    window.Notification = Recorded as typeof Notification;
  });
  await signedIn(page, '/followup', SELLER);
  const form = page.getByRole('form', { name: 'Registrar llamada' });
  await form.waitFor();
  await form.getByRole('combobox', { name: 'Resultado' }).selectOption('interesado');
  await form.getByRole('button', { name: 'Registrar llamada' }).click();
  await form.getByText('Este resultado necesita un próximo paso', { exact: false }).or(form.getByText('Escribí las notas de la llamada', { exact: false })).first().waitFor();
  await screenshot(page, 'follow-up-call-errors');

  await form.getByRole('textbox', { name: 'Notas' }).fill('Quiere cotizar un contenedor de 40');
  await form.getByRole('textbox', { name: 'Tarea' }).fill(`Enviar cotización ${RUN}`);
  // Two minutes ahead, rounded up to the next whole minute (the field takes minutes).
  const due = officeWall(new Date(Date.now() + 3 * 60_000));
  await fillDate(form, 'Vence (fecha y hora)', due);
  await form.getByRole('button', { name: 'Registrar llamada' }).click();
  await form.getByText('Llamada registrada.').waitFor();

  // The reminder (30 minutes before a task due in 2) goes at once: the bell counts it over the live socket.
  const bell = page.getByRole('button', { name: /^Notificaciones: 1 sin leer$/ });
  await bell.waitFor({ timeout: 20_000 });
  await page.waitForFunction(() => (window as unknown as { __shown: unknown[] }).__shown.length > 0, null, { timeout: 10_000 });
  const shown = await page.evaluate(() => (window as unknown as { __shown: Array<{ title: string }> }).__shown);
  expect(shown[0].title).toBe(`Recordatorio: Enviar cotización ${RUN}`);
  await bell.click();
  await page.getByRole('dialog', { name: 'Notificaciones' }).getByText(`Recordatorio: Enviar cotización ${RUN}`).waitFor();
  await screenshot(page, 'follow-up-bell');

  // Mi agenda lists it for today (or tomorrow past the office's midnight).
  await page.goto('/agenda');
  await page.getByRole('heading', { name: 'Mi agenda' }).waitFor();
  await page.getByText(`Enviar cotización ${RUN}`).waitFor();
  await screenshot(page, 'follow-up-agenda');

  // The second user: the admin's bell does not have the seller's reminder.
  const admin = await newPage(browser);
  await signedIn(admin.page, '/agenda');
  await admin.page.getByRole('button', { name: /^Notificaciones/ }).click();
  const list = admin.page.getByRole('dialog', { name: 'Notificaciones' });
  await list.waitFor();
  expect(await list.getByText(`Recordatorio: Enviar cotización ${RUN}`).count()).toBe(0);
  await admin.context.close();
  await context.close();
});

test('a card idle longer than its stage idle days turns red once the clock moves past them; a new operation shows "Sin próximo paso"', async () => {
  const p = await gqlRequest<{ pipelines: Array<{ id: number; stages: Array<{ id: number; name: string }> }> }>('{ pipelines { id stages { id name } } }', {}, token);
  const stage = p.pipelines[0].stages[0];
  const deal = await gqlRequest<{ createDeal: { id: number; reference: string } }>(
    'mutation($i: CreateDealInput!) { createDeal(input: $i) { id reference } }',
    { i: { title: `Quieta ${RUN}`, pipelineId: p.pipelines[0].id, stageId: stage.id, organization: { name: `Quieta SA ${RUN}` } } },
    token,
  );
  await restRequest('PATCH', `/stages/${stage.id}`, token, { stuck_days: 3 });
  try {
    const { context, page } = await newPage(browser);
    await signedIn(page, '/');
    const card = page.locator(`[data-testid="deal-card"][data-deal-id="${deal.createDeal.id}"]`);
    await card.waitFor();
    expect(await card.getAttribute('data-stuck')).toBeNull();
    expect(await card.getByRole('img', { name: 'Sin próximo paso' }).count()).toBe(1);
    await context.close();

    // Four days later on the page's clock (the server keeps real time): idle past the stage's 3 days.
    const later = await newPage(browser);
    await later.page.clock.install({ time: new Date(Date.now() + 4 * 86_400_000) });
    await signedIn(later.page, '/');
    const red = later.page.locator(`[data-testid="deal-card"][data-deal-id="${deal.createDeal.id}"]`);
    await red.waitFor();
    expect(await red.getAttribute('data-stuck')).toBe('true');
    await red.scrollIntoViewIfNeeded();
    await screenshot(later.page, 'follow-up-stuck-card');

    await later.page.goto(`/operations/${deal.createDeal.id}`);
    await later.page.getByText('Sin próximo paso').waitFor();
    await screenshot(later.page, 'follow-up-operation-no-next-step');
    await later.context.close();
  } finally {
    await restRequest('PATCH', `/stages/${stage.id}`, token, { stuck_days: null });
  }
});
