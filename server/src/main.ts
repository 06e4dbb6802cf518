import { spawn } from 'node:child_process';
import { loadConfig, serverHeapArgs, webConcurrency } from './core/config';

/**
 * `npm start` / `node server/dist/main.js` (server-process.ts serves). Every server process runs with its
 * V8 old space bounded (SERVER_HEAP_MB, `--max-old-space-size`): `npm start` passes it, a cluster primary
 * passes it to its workers, and a single process started without it (`node server/dist/main.js` with
 * WEB_CONCURRENCY=1) runs itself again with it — V8 fixes the heap's limit when the process starts, so
 * it cannot be set from inside. That first process only waits: signals go to the server, its exit code
 * comes back, and the server stops (SIGTERM, drained) if the first process dies without a word.
 */
function runBounded(execArgv: string[]): void {
  const child = spawn(process.execPath, [...execArgv, ...process.argv.slice(1)], {
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, SERVER_HEAP_REEXEC: '1' },
  });
  for (const sig of ['SIGINT', 'SIGTERM'] as const) process.on(sig, () => child.kill(sig));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

async function main(): Promise<void> {
  const workers = webConcurrency(process.env);
  // Not under `node --watch` (npm run dev): a restart replaces that process whole.
  if (workers <= 1 && !process.env.WATCH_REPORT_DEPENDENCIES) {
    const heap = serverHeapArgs();
    if (heap.length !== process.execArgv.length) return runBounded(heap);
  }
  if (process.env.SERVER_HEAP_REEXEC && process.channel) {
    // The channel to the first process: it closes when that process is gone (even SIGKILLed).
    process.channel.unref();
    process.on('disconnect', () => process.kill(process.pid, 'SIGTERM'));
  }
  const config = loadConfig();
  // Loaded only by the process that serves (the waiting one stays small).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { start } = require('./server-process') as typeof import('./server-process');
  await start(config, workers);
}

main().catch((e) => {
  console.error('No se pudo iniciar el servidor:', e);
  process.exit(1);
});
