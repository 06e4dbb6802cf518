import { readFileSync, rmSync } from 'node:fs';
import type { BrowserServer } from 'playwright-core';
import { STATE_FILE, type ServerState } from './env';
import { BROWSER_SERVER } from './global-setup';

export default async function globalTeardown(): Promise<void> {
  await ((globalThis as Record<symbol, unknown>)[BROWSER_SERVER] as BrowserServer | undefined)?.close();
  let state: ServerState;
  try {
    state = JSON.parse(readFileSync(STATE_FILE, 'utf8'));
  } catch {
    return;
  }
  try {
    process.kill(state.pid, 'SIGTERM');
  } catch {
    /* already gone */
  }
  for (let i = 0; i < 50; i++) {
    try {
      process.kill(state.pid, 0);
      await new Promise((r) => setTimeout(r, 100));
    } catch {
      break;
    }
  }
  rmSync(state.dataDir, { recursive: true, force: true });
  rmSync(STATE_FILE, { force: true });
}
