/**
 * `BENCH_BASE=/tmp/base node -r @swc-node/register bench/live-pairs.ts`: bench/live.ts run in turn in the
 * baseline tree (BENCH_BASE: a checkout of the tree to compare with, its node_modules and domain built, with this
 * tree's bench/live.ts and bench/live-clients.ts copied in) and in this one, BENCH_PAIRS times (default 3), so both
 * see the same machine load; prints each run and the medians, and writes BENCH_LIVE_OUT (default
 * bench/results-live-pairs.md). The environment (BENCH_LIVE_USERS, BENCH_SUBSCRIBERS) goes to every run.
 */
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

interface Run {
  alone: { p50: number; p95: number };
  crowded: { p50: number; p95: number };
  ratio: number;
  eventsPerSecond: number;
}

const base = process.env.BENCH_BASE;
if (!base) throw new Error('BENCH_BASE: la carpeta del árbol de comparación');
const pairs = Number(process.env.BENCH_PAIRS ?? 3);
const here = resolve(__dirname, '..');

function run(dir: string): Run {
  const out = execFileSync('npm', ['run', '--silent', 'bench:live'], { cwd: dir, env: { ...process.env, BENCH_LIVE_JSON: '1' }, encoding: 'utf8', maxBuffer: 64 << 20 });
  const line = out.trim().split('\n').reverse().find((l) => l.startsWith('{'));
  if (!line) throw new Error(`sin resultado en ${dir}:\n${out}`);
  return JSON.parse(line) as Run;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const f = (x: number) => x.toFixed(1);
const range = (xs: number[]) => `${f(Math.min(...xs))}–${f(Math.max(...xs))}`;

const runs: { base: Run[]; mine: Run[] } = { base: [], mine: [] };
const loads: number[] = [];
for (let i = 0; i < pairs; i++) {
  loads.push(loadavg()[0]);
  runs.base.push(run(base));
  console.log('antes', JSON.stringify(runs.base.at(-1)));
  runs.mine.push(run(here));
  console.log('después', JSON.stringify(runs.mine.at(-1)));
}
const row = (name: string, pick: (r: Run) => number, digits = 1) =>
  `| ${name} | ${median(runs.base.map(pick)).toFixed(digits)} (${range(runs.base.map(pick))}) | ${median(runs.mine.map(pick)).toFixed(digits)} (${range(runs.mine.map(pick))}) |`;
const md = `# Eventos en vivo, por pares: ${process.env.BENCH_SUBSCRIBERS ?? 200} suscriptores de ${process.env.BENCH_LIVE_USERS ?? 1} usuario(s)

\`BENCH_BASE=${base} BENCH_PAIRS=${pairs}${process.env.BENCH_LIVE_USERS ? ` BENCH_LIVE_USERS=${process.env.BENCH_LIVE_USERS}` : ''} node -r @swc-node/register bench/live-pairs.ts\`, ${new Date().toISOString().slice(0, 16)} UTC,
SQLite, loopback, clientes en otro proceso; ${pairs} pares alternados (antes, después) en la misma máquina (2 núcleos compartidos,
carga media de 1 min al empezar cada par: ${loads.map((l) => l.toFixed(1)).join(', ')}). Medianas (rango).

| medida | antes | después |
|---|---|---|
${row('moveDeal sin suscriptores, p50 ms', (r) => r.alone.p50)}
${row('moveDeal sin suscriptores, p95 ms', (r) => r.alone.p95)}
${row('moveDeal con suscriptores, p50 ms', (r) => r.crowded.p50)}
${row('moveDeal con suscriptores, p95 ms', (r) => r.crowded.p95)}
${row('p95 con ÷ p95 sin (por corrida)', (r) => r.ratio, 2)}
${row('eventos/s a todos los suscriptores', (r) => r.eventsPerSecond)}
`;
writeFileSync(process.env.BENCH_LIVE_OUT ?? join(__dirname, 'results-live-pairs.md'), md);
console.log(md);
