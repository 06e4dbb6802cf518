// `npm run dev`: the server with watch on :4000 (SWC, keeps decorator metadata) and Vite on :5173 proxying to it.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const procs = [
  spawn(process.execPath, ['--watch', '-r', '@swc-node/register', 'server/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    // One process under --watch (a restart replaces it whole); WEB_CONCURRENCY in the environment still wins.
    env: { SWC_NODE_PROJECT: 'server/tsconfig.build.json', CORS_ORIGIN: 'http://localhost:5173', WEB_CONCURRENCY: '1', ...process.env },
  }),
  spawn(join(root, 'node_modules', '.bin', 'vite'), ['client'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => procs.forEach((p) => p.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const p of procs) p.on('exit', (code) => { stop(); process.exitCode = code ?? 0; });
