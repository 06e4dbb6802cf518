import { join } from 'node:path';

export const E2E_DIR = join(__dirname, '..');
/** E2E_TMP lets two runs side by side (each its own server state and log). */
export const TMP_DIR = process.env.E2E_TMP ?? join(E2E_DIR, '.tmp');
export const STATE_FILE = join(TMP_DIR, 'server.json');
export const SCREENSHOTS = join(E2E_DIR, 'screenshots');
export const ADMIN = { email: 'admin@e2e.local', password: 'Admin-e2e-123' } as const;

export interface ServerState {
  baseUrl: string;
  pid: number;
  dataDir: string;
  /** The one Chromium every spec connects to (global-setup's browser server), each spec in contexts of its own. */
  browserWs?: string;
}
