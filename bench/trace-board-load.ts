/**
 * The main thread of one cold board load, task by task (issue: the usable board sooner): where the time between
 * "all data and code in" and React's first card goes. Loads `/` with a stored session BENCH_TRACE_LOADS times
 * (default 3, after one warm-up) on a server over `seed:demo` data (BENCH_BROWSER_DEALS, default 10,000; the
 * built app, `npm run build` first) with a Chromium timeline trace, and prints per load the requests' ends, the
 * top-level tasks of the renderer's main thread longer than BENCH_TRACE_MIN_MS (default 8) until React's first
 * card, each with its largest inner events (script evaluation, function calls by script, style, layout, paint).
 * BENCH_PROFILE_BASELINE=<a built client's dist folder>: the same loads of that build in turn, same data.
 *   BENCH_BROWSER_DEALS=10000 SWC_NODE_PROJECT=server/tsconfig.build.json node -r @swc-node/register bench/trace-board-load.ts
 */
import { ADMIN, launch } from '../e2e/support/browser';
import { startOwnServer } from '../e2e/support/own-server';

const DEALS = Number(process.env.BENCH_BROWSER_DEALS ?? 10_000);
const LOADS = Number(process.env.BENCH_TRACE_LOADS ?? 3);
const MIN_MS = Number(process.env.BENCH_TRACE_MIN_MS ?? 8);
const BASELINE = process.env.BENCH_PROFILE_BASELINE;
const REACT_CARD = '[data-testid="deal-card"]';

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { data?: { documentLoaderURL?: string; url?: string; functionName?: string; stackTrace?: Array<{ url: string }> }; beginData?: unknown };
}

interface Profile {
  nodes: Array<{ id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number } }>;
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** Self time per function (file:line:column) of the profile's samples between two trace timestamps (same clock, µs). */
function selfIn(profile: Profile, from: number, to: number): string {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const tally = new Map<string, number>();
  let t = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i];
    if (t < from || t > to) continue;
    const f = byId.get(profile.samples[i])!.callFrame;
    const key = `${f.functionName || '(anon)'} ${short(f.url)}:${f.lineNumber + 1}:${f.columnNumber + 1}`;
    tally.set(key, (tally.get(key) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000);
  }
  return [...tally].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, v]) => `${k} ${v.toFixed(1)}`).join('; ');
}

const short = (url: string | undefined) => (url ? (url.split('/').pop() ?? url).replace(/-[\w-]{8}\.js$/, '.js') : '');

async function main() {
  const server = await startOwnServer({ name: `trace-board-${DEALS}`, demoDeals: DEALS });
  const baseline = BASELINE ? await startOwnServer({ name: `trace-board-${DEALS}-baseline`, dataOf: server, clientDist: BASELINE }) : null;
  const login = await fetch(`${server.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query: 'mutation($i: LoginInput!) { login(input: $i) { token } }', variables: { i: { email: ADMIN.email, password: ADMIN.password } } }),
  });
  const token = ((await login.json()) as { data: { login: { token: string } } }).data.login.token;
  const browser = await launch();
  const targets = [{ label: 'this build', base: server.baseUrl }, ...(baseline ? [{ label: 'baseline', base: baseline.baseUrl }] : [])];
  try {
    for (let i = 0; i <= LOADS; i++) {
      for (const t of targets) {
        const out = await traceLoad(browser, t.base, token);
        if (i > 0) console.log(`\n## ${t.label}, load ${i}\n${out}`);
      }
    }
  } finally {
    await browser.close();
    await baseline?.stop();
    await server.stop();
  }
}

async function traceLoad(browser: Awaited<ReturnType<typeof launch>>, base: string, token: string): Promise<string> {
  const context = await browser.newContext({ baseURL: base, locale: 'es-PY', viewport: { width: 1366, height: 850 } });
  await context.addInitScript(`(() => {
    try { localStorage.setItem('token', ${JSON.stringify(token)}); } catch {}
    window.__card = null;
    const mo = new MutationObserver(() => {
      if (window.__card === null && document.querySelector(${JSON.stringify(REACT_CARD)})) { window.__card = performance.now(); mo.disconnect(); }
    });
    mo.observe(document, { childList: true, subtree: true });
  })();`);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading', 'netlog'],
  });
  const finished: Array<{ what: string; start: number; took: number }> = [];
  page.on('requestfinished', (r) => {
    const t = r.timing();
    const op = r.method() === 'POST' ? `:${String((r.postDataJSON() as { operationName?: string } | null)?.operationName)}` : '';
    finished.push({ what: `${short(new URL(r.url()).pathname) || '/'}${op}`, start: t.startTime, took: t.responseEnd });
  });
  await page.goto('/');
  await page.waitForSelector(REACT_CARD);
  await page.waitForTimeout(200);
  const { card, origin } = await page.evaluate(() => ({ card: (globalThis as unknown as { __card: number }).__card, origin: performance.timeOrigin }));
  const trace = await browser.stopTracing();
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  await context.close();
  const events = (JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  const nav = events.find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith(base));
  if (!nav) return 'no navigationStart';
  const at = (ts: number) => Math.round((ts - nav.ts) / 1000);
  const end = nav.ts + card * 1000 + 50_000;
  const main = events.filter((e) => e.pid === nav.pid && e.tid === nav.tid && e.ts >= nav.ts && e.ts < end);
  const tasks = main.filter((e) => e.name === 'RunTask' && e.ph === 'X');
  const lines: string[] = [`React's card ${Math.round(card)} ms; requests (start→end ms): ${finished.map((f) => `${f.what} ${Math.round(f.start - origin)}→${Math.round(f.start - origin + f.took)}`).join('; ')}`];
  let busy = 0;
  for (const task of tasks) {
    const ms = (task.dur ?? 0) / 1000;
    busy += ms;
    if (ms < MIN_MS) continue;
    const inner = main.filter((e) => e !== task && e.ph === 'X' && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + (task.dur ?? 0) && (e.dur ?? 0) >= 2000);
    const desc = inner
      .filter((e) => !['RunTask', 'ThreadControllerImpl::RunTask'].includes(e.name))
      .slice(0, 12)
      .map((e) => `${e.name}${e.args?.data?.url ? ' ' + short(e.args.data.url) : ''}${e.args?.data?.functionName ? ' ' + e.args.data.functionName : ''} ${Math.round((e.dur ?? 0) / 1000)}`)
      .join(', ');
    lines.push(`  ${at(task.ts)}–${at(task.ts + (task.dur ?? 0))} (${Math.round(ms)} ms, cpu ${Math.round((task.tdur ?? 0) / 1000)}): ${desc}`);
    if (ms >= 100) lines.push(`    self time in it (samples, ms): ${selfIn(profile, task.ts, task.ts + (task.dur ?? 0))}`);
  }
  lines.push(`  busy until card: ${Math.round(busy)} ms`);
  const marks = main.filter((e) => ['firstPaint', 'firstContentfulPaint', 'largestContentfulPaint::Candidate'].includes(e.name)).map((e) => `${e.name} ${at(e.ts)}`);
  lines.push(`  ${marks.join(', ')}`);
  return lines.join('\n');
}

void main().catch((e) => {
  console.error(e);
  process.exit(1);
});
