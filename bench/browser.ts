/**
 * `BENCH_SCENARIO=browser npm run bench` (first card on screen and bytes on the wire): what a person waits for in Chromium
 * (Debian's /usr/bin/chromium through playwright-core) against the built app as `npm start` serves it,
 * over `seed:demo` data (BENCH_BROWSER_DEALS, default 10,000 and 100,000 deals). Needs `npm run build`
 * (client/dist). Writes bench/results-browser.md. Never part of `npm test`: timings live here, not in tests.
 *
 * - first card: from navigation start to the first kanban card in the DOM, with a stored session, on a warm
 *   server; median of 5 cold page loads (a new browser context each: empty HTTP cache, same stored token),
 *   with when the `Me` and `DealBoard` requests and the kanban chunk started and ended. The first card is the
 *   board an older build draws by hand from the early answers (`data-early-card`) or React's, whichever comes first
 *   (this build's first card is React's markup, drawn by the server and put in the page by the early script); React's
 *   first card (a card in React's tree, drawn or hydrated by it: from then on the board can be used) is reported
 *   beside it;
 * - layout shift: the page's cumulative layout shift score over the same loads (0 = nothing moved);
 * - bytes on the wire: the JavaScript transferred (encoded body bytes, as Chromium received them) to sign
 *   in through the form and see the first card, from a cold cache, and the Content-Encoding it came with;
 * - /general: from navigation start to the first row of the overview table; the servers of every deal count
 *   stay up together and the loads go to each in turn (BENCH_BROWSER_GENERAL_LOADS each, default 15), so
 *   the 10k/100k comparison sees the same machine load: median, quartiles and range of each, and the
 *   median of the pairwise ratios.
 */
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { ADMIN, launch, signIn } from '../e2e/support/browser';
import { startOwnServer, type OwnServer } from '../e2e/support/own-server';

const LOADS = Number(process.env.BENCH_BROWSER_LOADS ?? 5);
const DEAL_COUNTS = (process.env.BENCH_BROWSER_DEALS ?? '10000,100000').split(',').map(Number).filter((n) => n > 0);
const VIEWPORT = { width: 1366, height: 850 };
/**
 * A kanban card on screen: the board older builds drew by hand from the early answers before the app ran
 * (`data-early-card`; kept so a baseline build of those is measured the same way) or React's. REACT_CARD is React's alone: from then
 * on the board can be used (drag, open, filters); reported beside the first card.
 */
const FIRST_CARD = '[data-testid="deal-card"], [data-early-card]';
const REACT_CARD = '[data-testid="deal-card"]';
const FIRST_OVERVIEW_ROW = 'table tbody tr a[href^="/operations/"]';
/**
 * BENCH_BROWSER_BASELINE=<a built client's dist folder> (e.g. the tree before a change, built with `vite build`):
 * a second server process over the same data serves that build, and every kanban load is made on both in
 * turn (this build, then the baseline), so both sides see the same machine load. The server code is this
 * tree's for both.
 */
const BASELINE = process.env.BENCH_BROWSER_BASELINE;
/** /general: loads per deal count, alternating between the servers of each count (10k, 100k, 10k, …). */
const GENERAL_LOADS = Number(process.env.BENCH_BROWSER_GENERAL_LOADS ?? 15);

/** Installed before any page script: when `selector` (and REACT_CARD) first match, and the layout shifts seen. */
function observerScript(selector: string, token: string | null): string {
  return `(() => {
    ${token ? `try { localStorage.setItem('token', ${JSON.stringify(token)}); } catch {}` : ''}
    window.__bench = { first: null, react: null, cls: 0 };
    // React's card: one React has in its tree (its fiber is on the node), whether it drew it or hydrated the
    // server's; a server-drawn card is on screen (first) before it is React's (hydration changes no DOM, so the
    // frames are watched for it too).
    const reactCard = () => {
      for (const c of document.querySelectorAll(${JSON.stringify(REACT_CARD)})) if (Object.keys(c).some((k) => k.startsWith('__reactFiber'))) return true;
      return false;
    };
    const check = () => {
      const b = window.__bench;
      if (b.first === null && document.querySelector(${JSON.stringify(selector)})) b.first = performance.now();
      if (b.react === null && reactCard()) b.react = performance.now();
      return b.first !== null && (b.react !== null || ${JSON.stringify(selector !== FIRST_CARD)});
    };
    const mo = new MutationObserver(() => {
      if (check()) mo.disconnect();
    });
    mo.observe(document, { childList: true, subtree: true });
    const frame = () => {
      if (!check()) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
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
  /** Kanban loads: React's first card (the board usable from then on). */
  react: number | null;
  cls: number;
  spans: Span[];
  /**
   * Traced loads only: CPU time of the page's main thread from navigation to React's first card (thread time, not
   * wall time: on a loaded machine it compares two builds where wall time cannot).
   */
  cpu?: number;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { documentLoaderURL?: string } };
}

/**
 * The CPU time the page's renderer main thread spent in tasks between navigation start and `untilMs` after
 * it: the sum of the thread time (`tdur`) of its top-level tasks. Unlike wall time it does not count the
 * time the thread waited for a core, so it compares two builds on a loaded machine.
 */
function mainThreadCpu(trace: Buffer, base: string, untilMs: number): number {
  const events = (JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  const nav = events.find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith(base));
  if (!nav) return NaN;
  const end = nav.ts + untilMs * 1000;
  return (
    events
      .filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.pid === nav.pid && e.tid === nav.tid && e.ts >= nav.ts && e.ts < end)
      .reduce((sum, e) => sum + (e.tdur ?? 0), 0) / 1000
  );
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
  // The server-drawn first frame (with the session's and the board's answers).
  if (url.pathname === '/first-frame') return 'first-frame';
  // The screen's chunk and the app's (start.tsx's), the last two files React's first card waits for.
  if (url.pathname.endsWith('.js') && /\/(KanbanPage|OverviewPage|start)-/.test(url.pathname)) return url.pathname.split('/').pop()!.replace(/-[\w-]{8}\.js$/, '.js');
  return null;
}

/** One cold load of `path` with a stored session: time to `selector`, layout shift, and request spans. */
async function coldLoad(browser: Browser, base: string, token: string, path: string, selector: string, trace = false): Promise<LoadFigures> {
  const context = await browser.newContext({ baseURL: base, locale: 'es-PY', viewport: VIEWPORT });
  await context.addInitScript(observerScript(selector, token));
  const page = await context.newPage();
  if (trace) await browser.startTracing(page, { categories: ['disabled-by-default-devtools.timeline'] });
  const seen: Request[] = [];
  page.on('requestfinished', (r) => {
    if (requestLabel(r)) seen.push(r);
  });
  await page.goto(path);
  await page.waitForSelector(selector === FIRST_CARD ? REACT_CARD : selector);
  if (selector === FIRST_CARD) await page.waitForFunction(() => (globalThis as unknown as { __bench: { react: number | null } }).__bench.react !== null);
  // A moment for late shifts (the columns settling) to be counted.
  await page.waitForTimeout(300);
  const figures = await page.evaluate(() => {
    const b = (globalThis as unknown as { __bench: { first: number; react: number | null; cls: number } }).__bench;
    return { first: b.first, react: b.react, cls: b.cls, origin: performance.timeOrigin };
  });
  const spans = seen.map((r) => {
    const t = r.timing();
    return { what: requestLabel(r)!, start: t.startTime - figures.origin, end: t.startTime + t.responseEnd - figures.origin };
  });
  const cpu = trace ? mainThreadCpu(await browser.stopTracing(), base, figures.react ?? figures.first) : undefined;
  await context.close();
  return { first: figures.first, react: figures.react, cls: figures.cls, spans, cpu };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const ms = (n: number) => `${Math.round(n)}`;

/** A server and a session of its own (each data folder signs its own tokens). */
interface Target {
  base: string;
  token: string;
}

/**
 * Cold loads of `path` on each of `targets` in turn (base 0, base 1, …, LOADS rounds), after one warm-up
 * load on each (its caches, V8's compiled paths, SQLite pages) that is not counted.
 */
async function coldLoadsInTurn(browser: Browser, targets: Target[], path: string, selector: string, rounds = LOADS, trace = false): Promise<LoadFigures[][]> {
  for (const { base, token } of targets) await coldLoad(browser, base, token, path, selector);
  const out: LoadFigures[][] = targets.map(() => []);
  for (let i = 0; i < rounds; i++) for (const [k, { base, token }] of targets.entries()) out[k].push(await coldLoad(browser, base, token, path, selector, trace));
  return out;
}

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  const at = (s.length - 1) * q;
  return s[Math.floor(at)] + (s[Math.ceil(at)] - s[Math.floor(at)]) * (at - Math.floor(at));
};
/** "median (p25–p75, min–max)" of a sample. */
const spread = (xs: number[]) => `${ms(median(xs))} (${ms(quantile(xs, 0.25))}–${ms(quantile(xs, 0.75))}, ${ms(Math.min(...xs))}–${ms(Math.max(...xs))})`;
const firsts = (loads: LoadFigures[]) => loads.map((l) => l.first);
const eachOf = (xs: number[]) => `${ms(median(xs))} (${xs.map(ms).join(', ')})`;
const eachLoad = (loads: LoadFigures[]) => eachOf(firsts(loads));
const eachReact = (loads: LoadFigures[]) => eachOf(loads.map((l) => l.react ?? NaN));

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
async function loginAndKanbanBytes(browser: Browser, base: string, shot: string | null): Promise<{ bytes: number; files: number; encodings: string }> {
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
  await page.waitForSelector(REACT_CARD);
  if (shot) await page.screenshot({ path: shot });
  const done = await Promise.all(scripts);
  await context.close();
  const encodings = [...new Set(done.map((d) => d.encoding))].sort().join(', ');
  return { bytes: done.reduce((s, d) => s + d.size, 0), files: done.length, encodings };
}

const kB = (b: { bytes: number; files: number; encodings: string }) => `${(b.bytes / 1024).toFixed(1)} kB in ${b.files} files (${b.encodings})`;

async function loginToken(base: string): Promise<string> {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query: 'mutation($i: LoginInput!) { login(input: $i) { token } }', variables: { i: { email: ADMIN.email, password: ADMIN.password } } }),
  });
  return ((await res.json()) as { data: { login: { token: string } } }).data.login.token;
}

interface Servers {
  deals: number;
  seconds: string;
  token: string;
  server: OwnServer;
  baseline: OwnServer | null;
}

export async function browserBench(): Promise<void> {
  const browser = await launch();
  const servers: Servers[] = [];
  const rows: string[] = [];
  const notes: string[] = [];
  const generalRows: string[] = [];
  try {
    for (const deals of DEAL_COUNTS) {
      const t0 = Date.now();
      const server = await startOwnServer({ name: `bench-browser-${deals}`, demoDeals: deals });
      const seconds = ((Date.now() - t0) / 1000).toFixed(1);
      const baseline = BASELINE ? await startOwnServer({ name: `bench-browser-${deals}-baseline`, dataOf: server, clientDist: BASELINE }) : null;
      servers.push({ deals, seconds, server, baseline, token: await loginToken(server.baseUrl) });
    }
    for (const { deals, seconds, server, baseline, token } of servers) {
      const targets = [server, ...(baseline ? [baseline] : [])].map((s) => ({ base: s.baseUrl, token }));
      const [kanban, kanbanBefore] = await coldLoadsInTurn(browser, targets, '/', FIRST_CARD);
      // Then the same in turn with a trace each (tracing slows a load down: these give CPU time, not first-card time).
      const traced = await coldLoadsInTurn(browser, targets, '/', FIRST_CARD, LOADS, true);
      // A trace without the page's navigation (it happens) is left out.
      const cpu = (loads: LoadFigures[] | undefined) => (loads ? eachOf(loads.map((l) => l.cpu ?? NaN).filter((c) => !Number.isNaN(c))) : '–');
      const bytes = await loginAndKanbanBytes(browser, server.baseUrl, `/tmp/bench-browser-kanban-${deals}.png`);
      const bytesBefore = baseline ? await loginAndKanbanBytes(browser, baseline.baseUrl, null) : null;
      const cls = (loads: LoadFigures[]) => Math.max(...loads.map((l) => l.cls)).toFixed(3);
      rows.push(
        `| ${deals} | ${eachLoad(kanban)} | ${kanbanBefore ? eachLoad(kanbanBefore) : '–'} | ${eachReact(kanban)} | ${kanbanBefore ? eachReact(kanbanBefore) : '–'} | ${cpu(traced[0])} | ${cpu(traced[1])} | ${cls(kanban)}${kanbanBefore ? ` / ${cls(kanbanBefore)}` : ''} | ` +
          `${kB(bytes)}${bytesBefore ? ` / ${kB(bytesBefore)}` : ''} |`,
      );
      console.log(rows[rows.length - 1]);
      notes.push(`- ${deals} deals (seeded and started in ${seconds} s): kanban requests, median start→end ms after navigation: ${spanSummary(kanban)}`);
      if (kanbanBefore) {
        notes.push(`- ${deals} deals, baseline build: ${spanSummary(kanbanBefore)}`);
        // Pairwise, each load of this build against the baseline's load right after it (same moment of machine load).
        const ratios = (a: number[], b: number[]) => a.map((x, i) => x / b[i]);
        const said = (xs: number[]) => `median ${median(xs).toFixed(2)} (p25–p75 ${quantile(xs, 0.25).toFixed(2)}–${quantile(xs, 0.75).toFixed(2)}, ${Math.min(...xs).toFixed(2)}–${Math.max(...xs).toFixed(2)})`;
        const react = (loads: LoadFigures[]) => loads.map((l) => l.react ?? NaN);
        notes.push(`- ${deals} deals, React's first card (the board usable), this ÷ baseline, pair by pair: ${said(ratios(react(kanban), react(kanbanBefore)))}`);
        notes.push(`- ${deals} deals, first card, this ÷ baseline (its board drawn before React, if any), pair by pair: ${said(ratios(firsts(kanban), firsts(kanbanBefore)))}`);
        const cpuOf = (loads: LoadFigures[]) => loads.map((l) => l.cpu ?? NaN);
        notes.push(`- ${deals} deals, main-thread CPU until React's first card, this ÷ baseline, pair by pair: ${said(ratios(cpuOf(traced[0]), cpuOf(traced[1])).filter((x) => !Number.isNaN(x)))}`);
      }
    }
    // /general: the servers of every deal count in turn, many loads, so the comparison sees the same machine load
    // (BENCH_BROWSER_GENERAL_LOADS=0: kanban only).
    const general = GENERAL_LOADS <= 0 ? servers.map(() => []) : await coldLoadsInTurn(
      browser,
      servers.map((s) => ({ base: s.server.baseUrl, token: s.token })),
      '/general',
      FIRST_OVERVIEW_ROW,
      GENERAL_LOADS,
    );
    for (const [k, { deals }] of GENERAL_LOADS <= 0 ? [] : servers.entries()) {
      const ratio = k === 0 ? '1.00' : (median(firsts(general[k])) / median(firsts(general[0]))).toFixed(2);
      generalRows.push(`| ${deals} | ${spread(firsts(general[k]))} | ${ratio} | ${spanSummary(general[k])} |`);
      console.log(generalRows[generalRows.length - 1]);
    }
    if (servers.length === 2 && GENERAL_LOADS > 0) {
      // Pairwise: each 100k load against the 10k load just before it (same moment of machine load).
      const pairs = general[1].map((l, i) => l.first / general[0][i].first);
      notes.push(`- /general, each ${servers[1].deals} load ÷ the ${servers[0].deals} load just before it: median ${median(pairs).toFixed(2)} (p25–p75 ${quantile(pairs, 0.25).toFixed(2)}–${quantile(pairs, 0.75).toFixed(2)})`);
    }
  } finally {
    for (const s of servers) {
      await s.baseline?.stop();
      await s.server.stop();
    }
    await browser.close();
  }
  const table = [
    `Browser bench ${new Date().toISOString()} — Chromium ${browser.version()}, SQLite, seed:demo, the server as \`npm start\` runs it, ` +
      `warm (one load first), cold page loads (new browser context each), viewport ${VIEWPORT.width}×${VIEWPORT.height}, Node ${process.version}, ` +
      `load average at the end ${loadavg().map((l) => l.toFixed(1)).join(' ')}${BASELINE ? `; baseline build: ${BASELINE}` : ''}`,
    '',
    `| deals | first kanban card ms after navigation, median of ${LOADS} (each load) | baseline build, loads in turn with these | React's first card (the board usable), median (each load) | baseline build, the same | main-thread CPU ms until React's first card (the board usable), median (each traced load) | baseline build, the same | max layout shift (CLS)${BASELINE ? ', this / baseline' : ''} | JavaScript on the wire: sign in + kanban${BASELINE ? ', this / baseline' : ''} |`,
    '|---|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
    `/general first row, ${GENERAL_LOADS} cold loads per deal count, the servers in turn (10k, 100k, 10k, …):`,
    '',
    '| deals | ms after navigation: median (p25–p75, min–max) | median ÷ first row | requests, median start→end ms |',
    '|---|---|---|---|',
    ...generalRows,
    '',
    'Targets (fast while people work): first card ≤ 400 ms at 10k; JavaScript for login + kanban ≤ 200 kB; /general at 100k within 1.2× of 10k.',
    '',
    ...notes,
  ].join('\n');
  console.log(table);
  writeFileSync(process.env.BENCH_BROWSER_OUT ?? join(__dirname, 'results-browser.md'), table + '\n');
}
