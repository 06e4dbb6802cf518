// `npm run check`: type-checks every workspace and fails when schema.graphql or client/src/gql is stale.
// The steps are single-threaded (tsc, eslint, node): they run in two lanes, one per core of the CI machine, each
// step after the ones whose output it reads. Each step's output is printed whole when it ends, so the log reads
// as before; the first failure stops the check.
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const tsc = join(root, 'node_modules', '.bin', 'tsc');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const running = new Set();

function step(label, cmd, args) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    running.add(child);
    const out = [];
    child.stdout.on('data', (d) => out.push(d));
    child.stderr.on('data', (d) => out.push(d));
    child.on('close', (code, signal) => {
      running.delete(child);
      if (signal && stopping) return;
      process.stdout.write(`\n▶ ${label} (${((Date.now() - started) / 1000).toFixed(0)} s)\n`);
      process.stdout.write(Buffer.concat(out));
      if (code !== 0) fail(`✗ ${label} falló`, code ?? 1);
      resolve();
    });
  });
}

let stopping = false;
function fail(message, code = 1) {
  stopping = true;
  console.error(message);
  for (const child of running) child.kill('SIGTERM');
  process.exit(code);
}

// Quick checks of the text first (no process).
// Documentation links: relative links of README.md and docs/*.md point at files of this repository.
{
  const docs = ['README.md', ...readdirSync(join(root, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];
  const broken = [];
  for (const doc of docs) {
    const text = readFileSync(join(root, doc), 'utf8');
    for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^(https?:|mailto:|#)/.test(target)) continue;
      const path = join(root, dirname(doc), target.split('#')[0]);
      if (!path.startsWith(root + '/') || !existsSync(path)) broken.push(`${doc} → ${target}`);
    }
  }
  process.stdout.write('\n▶ enlaces de la documentación\n');
  if (broken.length) {
    console.error('✗ Enlaces que no llevan a un archivo del repositorio:\n  ' + broken.join('\n  '));
    process.exit(1);
  }
}
// Comments name the rule, not the ticket: a ticket number points into a tracker a clone cannot open
// (scripts/ticket-refs.mjs says which forms it refuses).
{
  const { scan } = await import('./ticket-refs.mjs');
  const refs = scan(root);
  process.stdout.write('\n▶ referencias a tickets\n');
  if (refs.length) {
    console.error(
      '✗ Referencias a tickets en el código: nombrá la regla ("won/lost with reasons"), no el número del ticket.\n' +
        '  `node scripts/ticket-refs.mjs --fix` reescribe las conocidas; revisá el diff.\n  ' +
        refs.join('\n  '),
    );
    process.exit(1);
  }
}
function snapshot() {
  const files = new Map();
  const add = (p) => files.set(p, readFileSync(join(root, p), 'utf8'));
  if (existsSync(join(root, 'schema.graphql'))) add('schema.graphql');
  const gqlDir = join(root, 'client', 'src', 'gql');
  if (existsSync(gqlDir)) for (const f of readdirSync(gqlDir)) add(`client/src/gql/${f}`);
  return files;
}

const before = snapshot();
// The server build writes domain/dist, which the server tests and the e2e specs (through server/test) type
// against. codegen rewrites client/src/gql, which the client type-check reads: it waits for that check.
const built = step('tsc server + domain', tsc, ['-b', 'server/tsconfig.build.json']);
const clientChecked = step('tsc cliente', tsc, ['-p', 'client', '--noEmit']);
const laneA = (async () => {
  await built;
  await step('tsc tests del servidor', tsc, ['-p', 'server/tsconfig.test.json', '--noEmit']);
  await step('schema.graphql', npm, ['run', '--silent', 'schema']);
  await clientChecked;
  await step('codegen', npm, ['run', '--silent', 'codegen']);
})();
const laneB = (async () => {
  await clientChecked;
  await step('eslint', join(root, 'node_modules', '.bin', 'eslint'), ['.']);
  await built;
  await step('tsc e2e', tsc, ['-p', 'e2e', '--noEmit']);
})();
await Promise.all([laneA, laneB]);
const after = snapshot();
const stale = [...new Set([...before.keys(), ...after.keys()])].filter((f) => before.get(f) !== after.get(f));
if (stale.length) {
  console.error(
    '✗ Archivos generados desactualizados; ya se regeneraron, revisalos y commitealos:\n  ' + stale.join('\n  '),
  );
  process.exit(1);
}
console.log('\n✓ check completo: tipos correctos y archivos generados al día');
