// `npm run check`: type-checks every workspace and fails when schema.graphql or client/src/gql is stale.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const tsc = join(root, 'node_modules', '.bin', 'tsc');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function step(label, cmd, args) {
  process.stdout.write(`\n▶ ${label}\n`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) {
    console.error(`✗ ${label} falló`);
    process.exit(r.status ?? 1);
  }
}

step('tsc server + domain', tsc, ['-b', 'server/tsconfig.build.json']);
step('tsc tests del servidor', tsc, ['-p', 'server/tsconfig.test.json', '--noEmit']);
step('tsc cliente', tsc, ['-p', 'client', '--noEmit']);
step('tsc e2e', tsc, ['-p', 'e2e', '--noEmit']);
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
step('eslint', join(root, 'node_modules', '.bin', 'eslint'), ['.']);
function snapshot() {
  const files = new Map();
  const add = (p) => files.set(p, readFileSync(join(root, p), 'utf8'));
  if (existsSync(join(root, 'schema.graphql'))) add('schema.graphql');
  const gqlDir = join(root, 'client', 'src', 'gql');
  if (existsSync(gqlDir)) for (const f of readdirSync(gqlDir)) add(`client/src/gql/${f}`);
  return files;
}

const before = snapshot();
step('schema.graphql', npm, ['run', '--silent', 'schema']);
step('codegen', npm, ['run', '--silent', 'codegen']);
const after = snapshot();
const stale = [...new Set([...before.keys(), ...after.keys()])].filter((f) => before.get(f) !== after.get(f));
if (stale.length) {
  console.error(
    '✗ Archivos generados desactualizados; ya se regeneraron, revisalos y commitealos:\n  ' + stale.join('\n  '),
  );
  process.exit(1);
}
console.log('\n✓ check completo: tipos correctos y archivos generados al día');
