import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Download, type Locator, type Page } from 'playwright-core';
import { ADMIN, SCREENSHOTS, STATE_FILE, type ServerState } from './env';

export { ADMIN };

export function baseUrl(): string {
  return (JSON.parse(readFileSync(STATE_FILE, 'utf8')) as ServerState).baseUrl;
}

/** Debian's Chromium, never a downloaded browser; flags keep it off the closed network. */
export const CHROMIUM_OPTIONS = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/**
 * A spec's browser. Under `npm run test:e2e` it is a connection to the one Chromium global-setup started: a launch
 * per spec file was a second or two of the suite's time each, on a busy machine more. A spec stays isolated in the
 * contexts it opens (their own cookies, storage and cache), and its `browser.close()` closes those and disconnects.
 * Without the suite's browser (the benches) it launches its own.
 */
export function launch(): Promise<Browser> {
  let ws: string | undefined;
  try {
    ws = (JSON.parse(readFileSync(STATE_FILE, 'utf8')) as ServerState).browserWs;
  } catch {
    ws = undefined;
  }
  return ws && process.env.JEST_WORKER_ID ? chromium.connect(ws) : chromium.launch(CHROMIUM_OPTIONS);
}

/**
 * Where a download was saved. Through a connection to the suite's browser `download.path()` is refused (the file
 * is on the browser's side): it is saved to a temporary folder of this process instead.
 */
export async function downloadPath(download: Download): Promise<string> {
  const file = join(mkdtempSync(join(tmpdir(), 'crm-e2e-download-')), download.suggestedFilename());
  await download.saveAs(file);
  return file;
}

export async function newPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl(), locale: 'es-PY', viewport: { width: 1366, height: 850 } });
  const page = await context.newPage();
  return { context, page };
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/** Signs in through the login form. */
export async function signIn(page: Page, email: string = ADMIN.email, password: string = ADMIN.password): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
}

/** Calls the GraphQL API directly (test setup), as an integration script would. */
export async function gqlRequest<T = any>(query: string, variables?: object, token?: string): Promise<T> {
  const res = await fetch(`${baseUrl()}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: T; errors?: Array<{ message: string }> };
  if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '));
  return body.data as T;
}

/** A REST /api call with a bearer token, as integration scripts make it; a non-2xx answer throws with its body. */
export async function restRequest<T = any>(method: string, path: string, token: string, body?: object): Promise<T> {
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${method} ${path} → ${res.status} ${JSON.stringify(json)}`);
  return json as T;
}

export async function adminApiToken(): Promise<string> {
  const data = await gqlRequest<{ login: { token: string } }>(
    'mutation($i: LoginInput!) { login(input: $i) { token } }',
    { i: { email: ADMIN.email, password: ADMIN.password } },
  );
  return data.login.token;
}

/**
 * Drags `source` onto `target` with the mouse the way dnd-kit's pointer sensor needs it (press, a small move
 * past its activation distance, then the path to the target). Other specs fill the same pipeline, so the
 * board may be wider and taller than the window: both are brought to the middle of the window (target first,
 * then the source, its neighbour), away from the edges where dnd-kit scrolls the page under the pointer.
 */
export async function mouseDrag(page: Page, source: Locator, target: Locator): Promise<void> {
  await target.evaluate((el) => el.scrollIntoView({ block: 'center', inline: 'center' }));
  await source.evaluate((el) => el.scrollIntoView({ block: 'center', inline: 'nearest' }));
  const s = (await source.boundingBox())!;
  const t = (await target.boundingBox())!;
  await page.mouse.move(s.x + s.width / 2, s.y + s.height / 2);
  await page.mouse.down();
  await page.mouse.move(s.x + s.width / 2 + 10, s.y + s.height / 2 + 10, { steps: 4 });
  await page.mouse.move(t.x + t.width / 2, t.y + Math.min(t.height / 2, 60), { steps: 15 });
  await page.mouse.up();
}

/**
 * Types an ISO date ('YYYY-MM-DD', or 'YYYY-MM-DDTHH:mm') into the app's date field labelled `label`
 * (ui/DateField: segments dd/mm/aaaa [hh:mm], whatever the browser's language), as a person types it.
 */
export async function fillDate(scope: Page | Locator, label: string, iso: string): Promise<void> {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/.exec(iso);
  if (!m) throw new Error(`fillDate: ${iso} no es AAAA-MM-DD`);
  const [, y, mo, d, h, mi] = m;
  const field = scope.getByRole('group', { name: label, exact: true });
  await field.getByRole('spinbutton').first().click();
  await field.page().keyboard.type(`${d}${mo}${y}${h ?? ''}${mi ?? ''}`);
}

/**
 * The kanban as people use it: React's board with every loaded card drawn. The first frame (drawn by the server
 * before the app runs, then hydrated) shows only the cards that fit the window and is marked `aria-busy` until the
 * rest of each column's page is in: a test that reads or drags cards waits for this, not for the first frame.
 */
export async function boardReady(page: Page): Promise<void> {
  await page.locator('[data-testid="kanban-board"]:not([aria-busy])').waitFor();
}
