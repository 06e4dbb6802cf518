import type { Browser, Page, Request } from 'playwright-core';
import { ADMIN, adminApiToken, baseUrl, gqlRequest, launch } from '../support/browser';

/**
 * First card on screen: with a stored session, the kanban's board request and its code chunk start as soon as
 * the route is known, in parallel with the session check (`Me`), and the screen renders once both are in. On `/`
 * the session and the board come in one request with the board's first frame drawn by the server (POST
 * /first-frame), which React hydrates; a workspace's kanban sends them to /graphql.
 * `Me` is held back by the test until the board has been answered, so the order is decided by the app,
 * not by timing: before the change, the board was asked for only after `Me` answered (the hold then ends
 * at its guard and the order assertions fail).
 */
let browser: Browser;
let token: string;
const run = Date.now().toString(36);

beforeAll(async () => {
  browser = await launch();
  token = await adminApiToken();
  const data = await gqlRequest<{ pipelines: Array<{ name: string; id: number; stages: Array<{ id: number }> }> }>(
    '{ pipelines { id name stages { id } } }',
    {},
    token,
  );
  const main = data.pipelines.find((p) => p.name === 'Operaciones')!;
  await gqlRequest('mutation($i: CreateDealInput!) { createDeal(input: $i) { id } }', { i: { title: `Primera tarjeta ${run}`, pipelineId: main.id, stageId: main.stages[0].id, value: 10 } }, token);
});
afterAll(() => browser?.close());

type Event = { what: string; kind: 'request' | 'response' };

const operationOf = (r: Request): string | null => {
  if (!r.url().endsWith('/graphql') || r.method() !== 'POST') return null;
  return (r.postDataJSON() as { operationName?: string }).operationName ?? null;
};
const labelOf = (r: Request): string | null =>
  operationOf(r) ?? (/\/assets\/KanbanPage-[^/]+\.js$/.test(r.url()) ? 'kanban chunk' : r.url().endsWith('/first-frame') ? 'first frame' : null);

/** Keeps, in order, the requests and answers of the load that the checks below name (labelOf). */
function recordRequests(page: Page, events: Event[]): void {
  page.on('request', (r) => {
    const what = labelOf(r);
    if (what) events.push({ what, kind: 'request' });
  });
  page.on('response', (r) => {
    const what = labelOf(r.request());
    if (what) events.push({ what, kind: 'response' });
  });
}

/** Opens `path` with a stored session while `Me` waits for the board's answer; what the page showed meanwhile. */
async function openHoldingMe(page: Page, path: string, boardOps: string[]) {
  const events: Event[] = [];
  recordRequests(page, events);
  let boardAnswered!: () => void;
  const answered = new Promise<void>((resolve) => (boardAnswered = resolve));
  page.on('response', (r) => {
    if (operationOf(r.request()) === 'DealBoard') boardAnswered();
  });
  let whileSessionLoads: { login: number; board: number; shell: boolean } | null = null;
  await page.route('**/graphql', async (route) => {
    if (operationOf(route.request()) !== 'Me') return route.continue();
    // Guard only (never reached with the change): the board is answered well before.
    let guard: NodeJS.Timeout | undefined;
    await Promise.race([answered, new Promise((r) => (guard = setTimeout(r, 8000)))]);
    clearTimeout(guard);
    await page.waitForTimeout(50);
    whileSessionLoads = await page.evaluate(() => ({
      login: document.querySelectorAll('input[type="password"]').length,
      // Any board: React's, or a copy drawn before it (there must be none while the session loads).
      board: document.querySelectorAll('[data-testid="kanban-board"], [data-testid="deal-card"], [data-early-board], [data-early-card]').length,
      shell: document.querySelector('[data-shell="topbar"]') !== null && (document.body.textContent ?? '').includes('Cargando…'),
    }));
    await page.screenshot({ path: `/tmp/h19client-first-card-session-loading.png` });
    await route.continue();
  });
  await page.context().addInitScript((t) => {
    localStorage.setItem('token', t);
    (window as unknown as { __shifts: number }).__shifts = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!e.hadRecentInput) (window as unknown as { __shifts: number }).__shifts += e.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  }, token);
  await page.goto(path);
  await page.getByTestId('kanban-board').waitFor();
  const index = (what: string, kind: Event['kind']) => events.findIndex((e) => e.what === what && e.kind === kind);
  const meAnswered = index('Me', 'response');
  expect(meAnswered).toBeGreaterThan(-1);
  for (const op of [...boardOps, 'kanban chunk']) {
    expect([op, index(op, 'request') > -1 && index(op, 'request') < meAnswered]).toEqual([op, true]);
  }
  expect(whileSessionLoads).toEqual({ login: 0, board: 0, shell: true });
  return events;
}

test('/ with a stored session: one request for the server-drawn first frame (session and board inside), the kanban chunk asked meanwhile; nothing moves', async () => {
  const context = await browser.newContext({ baseURL: baseUrl(), locale: 'es-PY', viewport: { width: 1366, height: 850 } });
  const page = await context.newPage();
  const events: Event[] = [];
  recordRequests(page, events);
  await context.addInitScript((t) => {
    localStorage.setItem('token', t);
    (window as unknown as { __shifts: number }).__shifts = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!e.hadRecentInput) (window as unknown as { __shifts: number }).__shifts += e.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  }, token);
  await page.goto('/');
  await page.getByTestId('kanban-board').waitFor();
  await page.screenshot({ path: '/tmp/h19client-first-card.png' });
  const index = (what: string, kind: Event['kind']) => events.findIndex((e) => e.what === what && e.kind === kind);
  expect(index('first frame', 'request')).toBeGreaterThan(-1);
  expect(index('kanban chunk', 'request')).toBeGreaterThan(-1);
  expect(index('kanban chunk', 'request')).toBeLessThan(index('first frame', 'response'));
  await expect(page.getByText(`Primera tarjeta ${run}`).first().isVisible()).resolves.toBe(true);
  // The session and the board came with the frame: neither is asked for again.
  await page.waitForTimeout(300);
  expect(events.filter((e) => e.kind === 'request' && ['Me', 'DealBoard', 'first frame'].includes(e.what)).map((e) => e.what)).toEqual(['first frame']);
  expect(await page.evaluate(() => (window as unknown as { __shifts: number }).__shifts)).toBe(0);
  await context.close();
});

test('/workspace/{slug}: the workspace and its board start before Me answers too', async () => {
  const context = await browser.newContext({ baseURL: baseUrl(), locale: 'es-PY', viewport: { width: 1366, height: 850 } });
  const page = await context.newPage();
  await openHoldingMe(page, '/workspace/atm-cargo', ['KanbanWorkspaces', 'DealBoard']);
  await context.close();
});

test('/ with a stored session: the first frame and the kanban chunk are asked for, and the frame is on the page, before the app script has arrived', async () => {
  const context = await browser.newContext({ baseURL: baseUrl(), locale: 'es-PY', viewport: { width: 1366, height: 850 } });
  const page = await context.newPage();
  await context.addInitScript((t) => localStorage.setItem('token', t), token);
  const requested: string[] = [];
  page.on('request', (r) => {
    const what = labelOf(r);
    if (what) requested.push(what);
  });
  // The entry script is held until the server's frame is in #root: only index.html's early script can ask for it
  // and put it there meanwhile (without it, the hold ends at its guard and nothing is found).
  let entryHeld: { requested: string[]; frameCards: number } | null = null;
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    const frameCards = await page
      .waitForSelector('#root[data-ssr] [data-testid="deal-card"]', { timeout: 8000 })
      .then(() => page.evaluate(() => document.querySelectorAll('#root[data-ssr] [data-testid="deal-card"]').length))
      .catch(() => 0);
    entryHeld = { requested: [...requested], frameCards };
    await route.continue();
  });
  await page.goto('/');
  await page.getByTestId('kanban-board').waitFor();
  expect(entryHeld!.requested).toEqual(expect.arrayContaining(['first frame', 'kanban chunk']));
  expect(entryHeld!.frameCards).toBeGreaterThan(0);
  // The app took the frame's answers: no session check nor board of its own.
  await page.waitForTimeout(300);
  expect(requested.filter((w) => w === 'DealBoard' || w === 'Me')).toEqual([]);
  await expect(page.getByText(`Primera tarjeta ${run}`).first().isVisible()).resolves.toBe(true);
  await page.screenshot({ path: '/tmp/h19first-first-card-early.png' });
  await context.close();
});

test("/: the server's first frame is React's markup, hydrated: its card nodes are the ones React keeps, with no mismatch; a double click before the app runs breaks nothing, one after it opens the deal", async () => {
  // The office's browser (Asunción) and a server on UTC: the frame must not depend on either's local time.
  const context = await browser.newContext({ baseURL: baseUrl(), locale: 'es-PY', timezoneId: 'America/Asuncion', viewport: { width: 1366, height: 850 } });
  const page = await context.newPage();
  await context.addInitScript((t) => localStorage.setItem('token', t), token);
  // The app's chunk is held until the server's frame is in the page: the card found then was not drawn by the app.
  let held: { id: string | null; cards: number } | null = null;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/start-[^/]+\.js$/, async (route) => {
    await page.waitForSelector('#root[data-ssr] [data-testid="deal-card"]', { timeout: 8000 }).catch(() => undefined);
    // A double click before the app has run: nothing answers it yet, and nothing breaks.
    await page.locator('#root[data-ssr] [data-testid="deal-card"]').first().dblclick();
    held = await page.evaluate(() => {
      const first = document.querySelector('#root[data-ssr] [data-testid="deal-card"]');
      (window as unknown as { __serverCard: Element | null }).__serverCard = first;
      return { id: first?.getAttribute('data-deal-id') ?? null, cards: document.querySelectorAll('[data-testid="deal-card"]').length };
    });
    release();
    await route.continue();
  });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/');
  await released;
  // Hydrated: React has claimed the server's card node (its fiber is on it) and its first frame has been painted.
  await page.waitForFunction(() => {
    const serverCard = (window as unknown as { __serverCard: Element | null }).__serverCard;
    return serverCard !== null && Object.keys(serverCard).some((k) => k.startsWith('__reactFiber'));
  });
  await page.waitForTimeout(300);
  expect(held!.id).not.toBeNull();
  const kept = await page.evaluate((id) => {
    const serverCard = (window as unknown as { __serverCard: Element | null }).__serverCard;
    return {
      connected: serverCard?.isConnected ?? false,
      same: document.querySelector(`[data-testid="deal-card"][data-deal-id="${id}"]`) === serverCard,
      mismatches: (window as unknown as { __crmHydrationErrors?: string[] }).__crmHydrationErrors ?? null,
    };
  }, held!.id);
  expect(kept).toEqual({ connected: true, same: true, mismatches: [] });
  expect(new URL(page.url()).pathname).toBe('/');
  expect(errors).toEqual([]);
  await page.locator(`[data-testid="deal-card"][data-deal-id="${held!.id}"]`).dblclick();
  await page.waitForURL(new RegExp(`/operations/${held!.id}$`));
  await context.close();
});

test.each([
  ['a server without the first-frame renderer (404)', 404],
  ['a first-frame request that fails', 0],
])("/ with %s: the page asks /graphql for the session and the board, and React draws the board", async (_name, status) => {
  const context = await browser.newContext({ baseURL: baseUrl(), locale: 'es-PY', viewport: { width: 1366, height: 850 } });
  const page = await context.newPage();
  await context.addInitScript((t) => localStorage.setItem('token', t), token);
  await page.route('**/first-frame', (route) => (status ? route.fulfill({ status, contentType: 'application/json', body: '{"html":null}' }) : route.abort()));
  const requested: string[] = [];
  page.on('request', (r) => {
    const what = labelOf(r);
    if (what) requested.push(what);
  });
  await page.goto('/');
  await page.getByTestId('deal-card').first().waitFor();
  await expect(page.getByText(`Primera tarjeta ${run}`).first().isVisible()).resolves.toBe(true);
  expect(await page.evaluate(() => document.getElementById('root')?.hasAttribute('data-ssr'))).toBe(false);
  expect(requested.filter((w) => ['first frame', 'Me', 'DealBoard'].includes(w)).slice(0, 3).sort()).toEqual(['DealBoard', 'Me', 'first frame']);
  const card = page.getByTestId('deal-card').first();
  const id = await card.getAttribute('data-deal-id');
  await card.dblclick();
  await page.waitForURL(new RegExp(`/operations/${id}$`));
  await context.close();
});

/**
 * What the page shows as the board first appears (an init script, before any page script): the first time #root
 * holds a kanban column or a card of any kind, whether it is React's own markup (test ids, the cards' roles and
 * focus stops: the board that can be dragged and opened) and how many cards it has; whether anything else (a
 * board drawn by hand before the app, marked `data-early-*`) was ever seen; and the layout shifts.
 */
function recordBoards(token: string | null): string {
  return `(() => {
    ${token ? `localStorage.setItem('token', ${JSON.stringify(token)});` : ''}
    const seen = { first: null, react: null, everEarly: false, shifts: 0 };
    window.__boards = seen;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (!e.hadRecentInput) seen.shifts += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
    const reactCards = () => [...document.querySelectorAll('[data-testid="deal-card"]')];
    new MutationObserver(() => {
      if (document.querySelector('[data-early-board], [data-early-card]')) seen.everEarly = true;
      const root = document.getElementById('root');
      const anyBoard = root && root.querySelector('[data-stage-id], [data-deal-id], [data-testid="kanban-column"]');
      if (!seen.first && anyBoard) {
        const cards = [...root.querySelectorAll('[data-deal-id]')];
        seen.first = {
          columns: root.querySelectorAll('[data-testid="kanban-column"]').length,
          cards: cards.length,
          reactCards: cards.filter((c) => c.getAttribute('data-testid') === 'deal-card' && c.getAttribute('tabindex') === '0' && c.getAttribute('aria-label')).length,
        };
      }
      if (!seen.react && reactCards().length) seen.react = { cards: reactCards().length };
    }).observe(document, { childList: true, subtree: true });
  })();`;
}

interface Boards {
  first: { columns: number; cards: number; reactCards: number } | null;
  react: { cards: number } | null;
  everEarly: boolean;
  shifts: number;
}

test.each(['/', '/workspace/atm-cargo'])("%s with a stored session: the board's first frame is React's own (no copy drawn before it), nothing moves, and it works", async (path) => {
  const context = await browser.newContext({ baseURL: baseUrl(), locale: 'es-PY', viewport: { width: 1366, height: 850 } });
  await context.addInitScript(recordBoards(token));
  const page = await context.newPage();
  await page.goto(path);
  await page.getByTestId('kanban-column').first().waitFor();
  await page.waitForTimeout(300);
  const boards = await page.evaluate(() => (window as unknown as { __boards: Boards }).__boards);
  expect(boards.everEarly).toBe(false);
  expect(boards.first).not.toBeNull();
  const first = boards.first!;
  expect(first.columns).toBeGreaterThan(0);
  // Every card of the first frame is React's: focusable, named, with its test id.
  expect(first.reactCards).toBe(first.cards);
  if (path === '/') expect(first.cards).toBeGreaterThan(0);
  expect(boards.shifts).toBe(0);
  if (path === '/') {
    // The first frame is the usable board: a double click opens the operation (kanban.e2e.ts drags and moves
    // by keyboard on a board loaded the same way, after a reload).
    const card = page.getByTestId('deal-card').first();
    const id = await card.getAttribute('data-deal-id');
    await card.dblclick();
    await page.waitForURL(new RegExp(`/operations/${id}$`));
  }
  await context.close();
});

test('no board is drawn without a valid session: a revoked token and no token both get the login screen', async () => {
  const { login } = await gqlRequest<{ login: { token: string } }>('mutation($i: LoginInput!) { login(input: $i) { token } }', { i: { email: ADMIN.email, password: ADMIN.password } });
  await gqlRequest('mutation { logout }', {}, login.token);
  for (const stored of [login.token, null]) {
    const context = await browser.newContext({ baseURL: baseUrl(), locale: 'es-PY', viewport: { width: 1366, height: 850 } });
    await context.addInitScript(recordBoards(stored));
    const page = await context.newPage();
    await page.goto('/');
    await page.waitForURL(/\/login/);
    await page.getByLabel('Contraseña').waitFor();
    await page.waitForTimeout(300);
    const boards = await page.evaluate(() => (window as unknown as { __boards: Boards }).__boards);
    expect([stored ? 'revoked token' : 'no token', boards.everEarly, boards.first, boards.react]).toEqual([stored ? 'revoked token' : 'no token', false, null, null]);
    await context.close();
  }
});
