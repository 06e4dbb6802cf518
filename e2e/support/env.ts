import { join } from 'node:path';

export const E2E_DIR = join(__dirname, '..');
export const STATE_FILE = join(E2E_DIR, '.tmp', 'server.json');
export const SCREENSHOTS = join(E2E_DIR, 'screenshots');
export const ADMIN = { email: 'admin@e2e.local', password: 'Admin-e2e-123' } as const;

export interface ServerState {
  baseUrl: string;
  pid: number;
  dataDir: string;
}
