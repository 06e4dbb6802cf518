/**
 * `BENCH_SCENARIO=browser npm run bench` (issue 19 items 3 and 5a): what a person waits for in Chromium
 * (Debian's /usr/bin/chromium through playwright-core) against the built app as `npm start` serves it,
 * over `seed:demo` data (BENCH_BROWSER_DEALS, default 10,000 and 100,000 deals). Needs `npm run build`
 * (client/dist). Writes bench/results-browser.md. Never part of `npm test`: timings live here, not in tests.
 *
 * - first card: from navigation start to the first kanban card in the DOM, with a stored session, on a warm
 *   server; median of 5 cold page loads (a new browser context each: empty HTTP cache, same stored token),
 *   with when the `Me` and `DealBoard` requests and the kanban chunk started and ended;
 * - layout shift: the page's cumulative layout shift score over the same loads (0 = nothing moved);
 * - bytes on the wire: the JavaScript transferred (encoded body bytes, as Chromium received them) to sign
 *   in through the form and see the first card, from a cold cache, and the Content-Encoding it came with;
 * - /general: from navigation start to the first row of the overview table, median of 5 cold loads.
 */
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { ADMIN, launch, signIn } from '../e2e/support/browser';
import { startOwnServer } from '../e2e/support/own-server';

const LOADS = Number(process.env.BENCH_BROWSER_LOADS ?? 5);
const DEAL_COUNTS = (process.env.BENCH_BROWSER_DEALS ?? '10000,100000').split(',').map(Number).filter((n) => n > 0);
const VIEWPORT = { width: 1366, height: 850 };
const FIRST_CARD = '[data-testid="deal-card"]';
const FIRST_OVERVIEW_ROW = 'table tbody tr a[href^="/operations/"]';
/**
 * BENCH_BROWSER_AB=1: every load twice in turn, with index.html's early script (issue 19 item 3) and with
 * it answered empty (the app then sends everything itself, as before that script), so both sides of the
 * comparison see the same machine load. Both sides go through the same request interception.
 */
const AB = process.env.BENCH_BROWSER_AB === '1';
const EARLY_SCRIPT = '**/assets/early-*.js';

/** Installed before any page script: when `selector` first matches, and the layout shifts seen. */
function observerScript(selector: string, token: string | null): string {
  return `(() => {
    ${token ? `try { localStorage.setItem('token', ${JSON.stringify(token)}); } catch {}` : ''}
    window.__bench = { first: null, cls: 0 };
    const mo = new MutationObserver(() => {
      if (window.__bench.first === null && document.querySelector(${JSON.stringify(selector)})) {
        window.__bench.first = performance.now();
        mo.disconnect();
      }
    });
    mo.observe(document, { childList: true, subtree: true });
    try {
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) if (!e.hadRecentInput) window.__bench.cls += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
    } catch {}
  })();`;
}

interface Span {
  what: string;
  start: number;
  end: number;
}

interface LoadFigures {
  first: number;
  cls: number;
  spans: Span[];
}

/** GraphQL operation name of a request, or the file name of a script. */
function requestLabel(req: Request): string | null {
  const url = new URL(req.url());
  if (url.pathname === '/graphql' && req.method() === 'POST') {
    try {
      return String((req.postDataJSON() as { operationName?: string }).operationName ?? 'graphql');
    } catch {
      return 'graphql';
    }
  }
  if (url.pathname.endsWith('.js') && /KanbanPage|OverviewPage/.test(url.pathname)) return url.pathname.split('/').pop()!.replace(/-[\w-]{8}\.js$/, '.js');
  return null;
}

/** One cold load of `path` with a stored session: time to `selector`, layout shift, and request spans. */
async function coldLoad(browser: Browser, base: string, token: string, path: string, selector: string, early = true): Promise<LoadFigures> {
  const context = await browser.newContext({ baseURL: base, locale: 'es-PY', viewport: VIEWPORT });
  await context.addInitScript(observerScript(selector, token));
  if (AB) await context.route(EARLY_SCRIPT, (r) => (early ? r.continue() : r.fulfill({ status: 200, contentType: 'text/javascript', body: '' })));
  const page = await context.newPage();
  const seen: Request[] = [];
  page.on('requestfinished', (r) => {
    if (requestLabel(r)) seen.push(r);
  });
  await page.goto(path);
  await page.waitForSelector(selector);
  // A moment for late shifts (the columns settling) to be counted.
  await page.waitForTimeout(300);
  const figures = await page.evaluate(() => {
    const b = (globalThis as unknown as { __bench: { first: number; cls: number } }).__bench;
    return { first: b.first, cls: b.cls, origin: performance.timeOrigin };
  });
  const spans = seen.map((r) => {
    const t = r.timing();
    return { what: requestLabel(r)!, start: t.startTime - figures.origin, end: t.startTime + t.responseEnd - figures.origin };
  });
  await context.close();
  return { first: figures.first, cls: figures.cls, spans };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const ms = (n: number) => `${Math.round(n)}`;

async function coldLoads(browser: Browser, base: string, token: string, path: string, selector: string, without?: LoadFigures[]): Promise<LoadFigures[]> {
  // Warm server: one load first (its caches, V8's compiled paths, SQLite pages), not counted.
  await coldLoad(browser, base, token, path, selector);
  const out: LoadFigures[] = [];
  for (let i = 0; i < LOADS; i++) {
    out.push(await coldLoad(browser, base, token, path, selector));
    if (without) without.push(await coldLoad(browser, base, token, path, selector, false));
  }
  return out;
}

function spanSummary(loads: LoadFigures[]): string {
  const names = [...new Set(loads.flatMap((l) => l.spans.map((s) => s.what)))];
  return names
    .map((n) => {
      const of = loads.map((l) => l.spans.find((s) => s.what === n)).filter((s): s is Span => Boolean(s));
      return `${n} ${ms(median(of.map((s) => s.start)))}→${ms(median(of.map((s) => s.end)))}`;
    })
    .join('; ');
}

/** Signs in through the form from a cold cache and sums the JavaScript bytes received until the first card. */
async function loginAndKanbanBytes(browser: Browser, base: string): Promise<{ bytes: number; files: number; encodings: string; shot: string }> {
  const context: BrowserContext = await browser.newContext({ baseURL: base, locale: 'es-PY', viewport: VIEWPORT });
  const page: Page = await context.newPage();
  const scripts: Array<Promise<{ size: number; encoding: string }>> = [];
  page.on('requestfinished', (r) => {
    if (!new URL(r.url()).pathname.endsWith('.js')) return;
    scripts.push(
      Promise.all([r.sizes(), r.response()]).then(async ([sizes, res]) => ({
        size: sizes.responseBodySize,
        encoding: (await res?.headerValue('content-encoding')) ?? 'identity',
      })),
    );
  });
  await page.goto('/');
  await page.waitForURL(/\/login/);
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.waitForSelector(FIRST_CARD);
  const shot = '/tmp/h19client-bench-kanban.png';
  await page.screenshot({ path: shot });
  const done = await Promise.all(scripts);
  await context.close();
  const encodings = [...new Set(done.map((d) => d.encoding))].join(', ');
  return { bytes: done.reduce((s, d) => s + d.size, 0), files: done.length, encodings, shot };
}

async function loginToken(base: string): Promise<string> {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query: 'mutation($i: LoginInput!) { login(input: $i) { token } }', variables: { i: { email: ADMIN.email, password: ADMIN.password } } }),
  });
  return ((await res.json()) as { data: { login: { token: string } } }).data.login.token;
}

export async function browserBench(): Promise<void> {
  const browser = await launch();
  const rows: string[] = [];
  const notes: string[] = [];
  try {
    for (const deals of DEAL_COUNTS) {
      const t0 = Date.now();
      const server = await startOwnServer({ name: `bench-browser-${deals}`, demoDeals: deals });
      const seeded = ((Date.now() - t0) / 1000).toFixed(1);
      try {
        const token = await loginToken(server.baseUrl);
        const kanbanWithout: LoadFigures[] = [];
        const overviewWithout: LoadFigures[] = [];
        const kanban = await coldLoads(browser, server.baseUrl, token, '/', FIRST_CARD, AB ? kanbanWithout : undefined);
        const overview = await coldLoads(browser, server.baseUrl, token, '/general', FIRST_OVERVIEW_ROW, AB ? overviewWithout : undefined);
        const bytes = await loginAndKanbanBytes(browser, server.baseUrl);
        const firsts = kanban.map((l) => l.first);
        rows.push(
          `| ${deals} | ${ms(median(firsts))} (${firsts.map(ms).join(', ')}) | ${Math.max(...kanban.map((l) => l.cls)).toFixed(3)} | ` +
            `${ms(median(overview.map((l) => l.first)))} (${overview.map((l) => ms(l.first)).join(', ')}) | ` +
            `${(bytes.bytes / 1024).toFixed(1)} kB in ${bytes.files} files (${bytes.encodings}) |`,
        );
        notes.push(`- ${deals} deals (seeded and started in ${seeded} s): kanban requests, median start→end ms after navigation: ${spanSummary(kanban)}`);
        notes.push(`- ${deals} deals: /general requests: ${spanSummary(overview)}`);
        if (AB) {
          const f = (loads: LoadFigures[]) => `${ms(median(loads.map((l) => l.first)))} (${loads.map((l) => ms(l.first)).join(', ')})`;
          notes.push(
            `- ${deals} deals, the same loads in turn without the early script: first card ${f(kanbanWithout)}, /general first row ${f(overviewWithout)}; ` +
              `kanban requests: ${spanSummary(kanbanWithout)}`,
          );
        }
        console.log(rows[rows.length - 1]);
      } finally {
        await server.stop();
      }
    }
  } finally {
    await browser.close();
  }
  const table = [
    `Browser bench ${new Date().toISOString()} — Chromium ${browser.version()}, SQLite, seed:demo, the server as \`npm start\` runs it, ` +
      `warm (one load first), ${LOADS} cold page loads each (new browser context), viewport ${VIEWPORT.width}×${VIEWPORT.height}, Node ${process.version}, ` +
      `load average at the end ${loadavg().map((l) => l.toFixed(1)).join(' ')}`,
    '',
    '| deals | first kanban card ms after navigation, median (each load) | max layout shift (CLS) | /general first row ms, median (each load) | JavaScript on the wire: sign in + kanban |',
    '|---|---|---|---|---|',
    ...rows,
    '',
    'Targets (issue 19): first card ≤ 400 ms at 10k; JavaScript for login + kanban ≤ 200 kB; /general at 100k within 1.2× of 10k.',
    '',
    ...notes,
  ].join('\n');
  console.log(table);
  writeFileSync(process.env.BENCH_BROWSER_OUT ?? join(__dirname, 'results-browser.md'), table + '\n');
}
