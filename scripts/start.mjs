// `npm start`: builds what is missing or stale, then serves everything on PORT (default 4000).
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function newest(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    max = Math.max(max, newest(join(path, entry)));
  }
  return max;
}

function run(script) {
  const r = spawnSync(npm, ['run', script], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

// tsc -b is incremental: a no-op when the server and domain builds are current.
run('build:server');

const clientIndex = join(root, 'client', 'dist', 'index.html');
const clientInputs = ['client/src', 'client/index.html', 'client/vite.config.ts', 'domain/src'].map((p) => join(root, p));
// The kanban's first-frame renderer (`vite build --ssr`, built with the client): a checkout built before it has none.
const firstFrame = join(root, 'client', 'dist-ssr', 'first-frame.cjs');
if (!existsSync(clientIndex) || !existsSync(firstFrame) || Math.max(...clientInputs.map(newest)) > statSync(clientIndex).mtimeMs) {
  run('build:client');
}

// The server's heap bound (SERVER_HEAP_MB), for a single process too (workers get it from their primary).
const { serverHeapArgs } = createRequire(import.meta.url)(join(root, 'server', 'dist', 'core', 'config.js'));
const child = spawn(process.execPath, [...serverHeapArgs(process.env, []), join(root, 'server', 'dist', 'main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(signal ? 0 : (code ?? 0)));
