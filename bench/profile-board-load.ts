/**
 * Where a cold board load spends the page's main thread (issue: the usable board at 0.7× of today): one
 * server over `seed:demo` data (BENCH_BROWSER_DEALS, default 10,000; the built app, `npm run build` first),
 * BENCH_PROFILE_LOADS cold loads of `/` with a stored session (default 3, after one warm-up), each with a
 * Chromium CPU profile (CDP Profiler, 100 µs sampling) from before navigation until React's first card is in
 * the DOM. Prints, per load, when the early board's card and React's card appeared, and over all loads the
 * sampled time per script (chunk) and the top functions by self time; BENCH_PROFILE_OUT writes it as markdown.
 * The profiler slows a load: its figures say where the time goes, not how long a load takes (bench/browser.ts).
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

async function main() {
  const server = await startOwnServer({ name: `profile-board-${DEALS}`, demoDeals: DEALS });
  const login = await fetch(`${server.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query: 'mutation($i: LoginInput!) { login(input: $i) { token } }', variables: { i: { email: ADMIN.email, password: ADMIN.password } } }),
  });
  const token = ((await login.json()) as { data: { login: { token: string } } }).data.login.token;
  const browser = await launch();
  const byFile = new Map<string, number>();
  const byFn = new Map<string, number>();
  /** The start chunk by line: its libraries are minified on lines of their own (react-dom, graphql + Apollo's cache, …). */
  const byStartLine = new Map<string, number>();
  let total = 0;
  const loads: string[] = [];
  try {
    for (let i = 0; i <= LOADS; i++) {
      const context = await browser.newContext({ baseURL: server.baseUrl, locale: 'es-PY', viewport: { width: 1366, height: 850 } });
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
      const t = await page.evaluate(() => (globalThis as unknown as { __prof: { early: number | null; react: number | null } }).__prof);
      await context.close();
      if (i === 0) continue; // warm-up (the server's caches, the browser's compiled code for the bench itself)
      loads.push(`early card ${t.early === null ? '–' : Math.round(t.early)} ms, React's card ${Math.round(t.react ?? NaN)} ms, profile ${Math.round((profile.endTime - profile.startTime) / 1000)} ms`);
      console.log(loads.at(-1));
      const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
      for (let k = 0; k < profile.samples.length; k++) {
        const n = nodes.get(profile.samples[k])!;
        const dt = (profile.timeDeltas[k + 1] ?? 0) / 1000;
        const cf = n.callFrame;
        if (cf.functionName === '(idle)') continue;
        total += dt;
        const file = fileOf(cf.url) || cf.functionName;
        byFile.set(file, (byFile.get(file) ?? 0) + dt);
        const fn = `${cf.functionName || '(anónima)'} ${fileOf(cf.url)}${cf.url ? `:${cf.lineNumber + 1}` : ''}`;
        byFn.set(fn, (byFn.get(fn) ?? 0) + dt);
        if (fileOf(cf.url) === 'start.js') {
          const line = `start.js:${cf.lineNumber + 1}`;
          byStartLine.set(line, (byStartLine.get(line) ?? 0) + dt);
        }
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  const per = (x: number) => (x / LOADS).toFixed(1);
  const top = (m: Map<string, number>, n: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `| ${k.replace(/\|/g, '\\|')} | ${per(v)} | ${((v / total) * 100).toFixed(0)} % |`)
      .join('\n');
  const md = `Board load profile ${new Date().toISOString()} — ${DEALS} deals, ${LOADS} cold loads of / (after one warm-up), Chromium CPU profile
(100 µs) from before navigation to React's first card; load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}.

${loads.map((l) => `- ${l}`).join('\n')}

Main-thread time sampled (not idle), mean per load: ${per(total)} ms.

| script (chunk) or category | ms per load | share |
|---|---|---|
${top(byFile, 15)}

| start chunk, by line of the minified file (self time) | ms per load | share |
|---|---|---|
${top(byStartLine, 12)}

| function (self time) | ms per load | share |
|---|---|---|
${top(byFn, 25)}
`;
  if (process.env.BENCH_PROFILE_OUT) writeFileSync(process.env.BENCH_PROFILE_OUT, md);
  console.log(md);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
