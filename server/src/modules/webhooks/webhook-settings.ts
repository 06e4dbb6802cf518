import { WEBHOOK_MAX_ATTEMPTS } from '@crm/domain';

/** How webhooks are sent (environment variables, read once at start; tests pass their own). */
export interface WebhookSettings {
  /**
   * WEBHOOKS_ALLOW_PRIVATE=1: allow loopback, private and link-local targets (receivers on the same
   * network, tests). Refused by default whatever NODE_ENV says: a server started without
   * NODE_ENV=production must not become a way into the network it runs in.
   */
  allowPrivate: boolean;
  /** WEBHOOK_RETRY_BASE_MS: the first wait after a failed attempt (default 60 000: 1 min, 2 min, 4 min … 4 h). */
  retryBaseMs: number;
  /** WEBHOOK_TIMEOUT_MS: the longest one attempt may take (default 10 000). */
  timeoutMs: number;
  /** WEBHOOK_POLL_MS: how often each process looks for due deliveries (default 1 000). */
  pollMs: number;
  /** WEBHOOK_MAX_ATTEMPTS: attempts before a delivery is 'failed' (default 15). */
  maxAttempts: number;
  /** WEBHOOK_RETENTION_DAYS: delivered (and failed) deliveries older than this are deleted (default 30). */
  retentionDays: number;
  /** WEBHOOKS_DISPATCH=0 turns the dispatcher of this process off (the outbox still fills). */
  dispatch: boolean;
}

function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 1): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) throw new Error(`${name} debe ser un número entero (${min} o más).`);
  return n;
}

export function loadWebhookSettings(env: NodeJS.ProcessEnv = process.env): WebhookSettings {
  return {
    allowPrivate: env.WEBHOOKS_ALLOW_PRIVATE === '1' || env.WEBHOOKS_ALLOW_PRIVATE === 'true',
    retryBaseMs: positiveInt(env, 'WEBHOOK_RETRY_BASE_MS', 60_000),
    timeoutMs: positiveInt(env, 'WEBHOOK_TIMEOUT_MS', 10_000),
    pollMs: positiveInt(env, 'WEBHOOK_POLL_MS', 1_000, 10),
    maxAttempts: positiveInt(env, 'WEBHOOK_MAX_ATTEMPTS', WEBHOOK_MAX_ATTEMPTS),
    retentionDays: positiveInt(env, 'WEBHOOK_RETENTION_DAYS', 30),
    dispatch: env.WEBHOOKS_DISPATCH !== '0',
  };
}
