/**
 * Where a cold board load spends the page's main thread (issue: the usable board at 0.7× of today): one
 * server over `seed:demo` data (BENCH_BROWSER_DEALS, default 10,000; the built app, `npm run build` first),
 * BENCH_PROFILE_LOADS cold loads of `/` with a stored session (default 3, after one warm-up), each with a
 * Chromium CPU profile (CDP Profiler, 100 µs sampling) from before navigation until React's first card is in
 * the DOM. Prints, per load, when a board drawn before React (older builds: `data-early-card`) and React's card appeared, and over all loads the
 * sampled time per script (chunk) and the top functions by self time; BENCH_PROFILE_OUT writes it as markdown.
 * The profiler slows a load: its figures say where the time goes, not how long a load takes (bench/browser.ts).
 * BENCH_PROFILE_BASELINE=<a built client's dist folder> (e.g. main's client, built with `vite build --outDir`): a
 * second server process over the same data serves it, the loads alternate (this build, the baseline, …), and the
 * summary has both, from the same run (before and after a change, on the same machine load).
 *   BENCH_BROWSER_DEALS=10000 SWC_NODE_PROJECT=server/tsconfig.build.json node -r @swc-node/register bench/profile-board-load.ts
 */
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { ADMIN, launch } from '../e2e/support/browser';
import { startOwnServer } from '../e2e/support/own-server';

const DEALS = Number(process.env.BENCH_BROWSER_DEALS ?? 10_000);
const LOADS = Number(process.env.BENCH_PROFILE_LOADS ?? 3);
const REACT_CARD = '[data-testid="deal-card"]';
const EARLY_CARD = '[data-early-card]';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

const fileOf = (url: string) => (url ? (url.split('/').pop() ?? url).replace(/-[\w-]{8}\.js$/, '.js') : '');

interface Tally {
  label: string;
  base: string;
  byFile: Map<string, number>;
  byFn: Map<string, number>;
  /** The start chunk by line: its libraries are minified on lines of their own (react-dom, graphql + Apollo's cache, …). */
  byStartLine: Map<string, number>;
  total: number;
  loads: string[];
}

const BASELINE = process.env.BENCH_PROFILE_BASELINE;

async function main() {
  const server = await startOwnServer({ name: `profile-board-${DEALS}`, demoDeals: DEALS });
  const baseline = BASELINE ? await startOwnServer({ name: `profile-board-${DEALS}-baseline`, dataOf: server, clientDist: BASELINE }) : null;
  const login = await fetch(`${server.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query: 'mutation($i: LoginInput!) { login(input: $i) { token } }', variables: { i: { email: ADMIN.email, password: ADMIN.password } } }),
  });
  const token = ((await login.json()) as { data: { login: { token: string } } }).data.login.token;
  const browser = await launch();
  const tally = (label: string, base: string): Tally => ({ label, base, byFile: new Map(), byFn: new Map(), byStartLine: new Map(), total: 0, loads: [] });
  const tallies = [tally('this build', server.baseUrl), ...(baseline ? [tally(`baseline build (${BASELINE})`, baseline.baseUrl)] : [])];
  try {
    for (let i = 0; i <= LOADS; i++) {
      for (const t of tallies) await profileLoad(browser, t, token, i === 0);
    }
  } finally {
    await browser.close();
    await baseline?.stop();
    await server.stop();
  }
  const per = (x: number) => (x / LOADS).toFixed(1);
  const top = (t: Tally, m: Map<string, number>, n: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `| ${k.replace(/\|/g, '\\|')} | ${per(v)} | ${((v / t.total) * 100).toFixed(0)} % |`)
      .join('\n');
  const section = (t: Tally) => `### ${t.label}

${t.loads.map((l) => `- ${l}`).join('\n')}

Main-thread time sampled (not idle), mean per load: ${per(t.total)} ms.

| script (chunk) or category | ms per load | share |
|---|---|---|
${top(t, t.byFile, 15)}

| start chunk, by line of the minified file (self time) | ms per load | share |
|---|---|---|
${top(t, t.byStartLine, 12)}

| function (self time) | ms per load | share |
|---|---|---|
${top(t, t.byFn, 25)}
`;
  const md = `Board load profile ${new Date().toISOString()} — ${DEALS} deals, ${LOADS} cold loads of / (after one warm-up)${baseline ? ' on each build, in turn' : ''}, Chromium CPU profile
(100 µs) from before navigation to React's first card; load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}.

${tallies.map(section).join('\n')}`;
  if (process.env.BENCH_PROFILE_OUT) writeFileSync(process.env.BENCH_PROFILE_OUT, md);
  console.log(md);
}

/** One cold load of / with a CPU profile; counted into `t` unless it is the warm-up. */
async function profileLoad(browser: Awaited<ReturnType<typeof launch>>, t: Tally, token: string, warmUp: boolean): Promise<void> {
  const context = await browser.newContext({ baseURL: t.base, locale: 'es-PY', viewport: { width: 1366, height: 850 } });
  await context.addInitScript(`(() => {
    try { localStorage.setItem('token', ${JSON.stringify(token)}); } catch {}
    window.__prof = { early: null, react: null };
    const mo = new MutationObserver(() => {
      const p = window.__prof;
      if (p.early === null && document.querySelector(${JSON.stringify(EARLY_CARD)})) p.early = performance.now();
      if (p.react === null && document.querySelector(${JSON.stringify(REACT_CARD)})) { p.react = performance.now(); mo.disconnect(); }
    });
    mo.observe(document, { childList: true, subtree: true });
  })()`);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await page.goto('/');
  await page.waitForSelector(REACT_CARD);
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  const at = await page.evaluate(() => (globalThis as unknown as { __prof: { early: number | null; react: number | null } }).__prof);
  await context.close();
  if (warmUp) return; // the server's caches, the browser's compiled code for the bench itself
  t.loads.push(`drawn (early) card ${at.early === null ? '–' : Math.round(at.early)} ms, React's card ${Math.round(at.react ?? NaN)} ms, profile ${Math.round((profile.endTime - profile.startTime) / 1000)} ms`);
  console.log(t.label, t.loads.at(-1));
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  for (let k = 0; k < profile.samples.length; k++) {
    const n = nodes.get(profile.samples[k])!;
    const dt = (profile.timeDeltas[k + 1] ?? 0) / 1000;
    const cf = n.callFrame;
    if (cf.functionName === '(idle)') continue;
    t.total += dt;
    const file = fileOf(cf.url) || cf.functionName;
    t.byFile.set(file, (t.byFile.get(file) ?? 0) + dt);
    const fn = `${cf.functionName || '(anónima)'} ${fileOf(cf.url)}${cf.url ? `:${cf.lineNumber + 1}` : ''}`;
    t.byFn.set(fn, (t.byFn.get(fn) ?? 0) + dt);
    if (fileOf(cf.url) === 'start.js') {
      const line = `start.js:${cf.lineNumber + 1}`;
      t.byStartLine.set(line, (t.byStartLine.get(line) ?? 0) + dt);
    }
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
