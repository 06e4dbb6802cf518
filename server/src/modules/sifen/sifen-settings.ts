/** How SIFEN is reached and how often (environment variables, read once at start; tests pass their own). */
export interface SifenSettings {
  /**
   * SIFEN_BASE_URL: where SIFEN's web services are, instead of the official host of the unit's environment
   * (sifen-test.set.gov.py / sifen.set.gov.py): a proxy of the office, or the stand-in of the tests.
   */
  baseUrl: string | null;
  /** SIFEN_CA_FILE: a PEM file of the certificate authority to trust for SIFEN's TLS (besides none else). */
  caFile: string | null;
  /** SIFEN_POLL_MS: how often each process looks for due documents (default 2 000). */
  pollMs: number;
  /** SIFEN_RETRY_BASE_MS: the first wait after SIFEN could not be reached (default 30 000; doubles up to 1 h). */
  retryBaseMs: number;
  /** SIFEN_CONSULT_MS: the wait before asking about a received batch (default 10 000). */
  consultMs: number;
  /** SIFEN_TIMEOUT_MS: the longest one request may take (default 60 000). */
  timeoutMs: number;
  /** SIFEN_DISPATCH=0 turns the sender of this process off (documents still queue). */
  dispatch: boolean;
}

function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} debe ser un número entero positivo.`);
  return n;
}

export function loadSifenSettings(env: NodeJS.ProcessEnv = process.env): SifenSettings {
  const base = env.SIFEN_BASE_URL?.trim() || null;
  if (base && !/^https:\/\//.test(base)) throw new Error('SIFEN_BASE_URL debe empezar con https://');
  return {
    baseUrl: base ? base.replace(/\/+$/, '') : null,
    caFile: env.SIFEN_CA_FILE?.trim() || null,
    pollMs: positiveInt(env, 'SIFEN_POLL_MS', 2_000),
    retryBaseMs: positiveInt(env, 'SIFEN_RETRY_BASE_MS', 30_000),
    consultMs: positiveInt(env, 'SIFEN_CONSULT_MS', 10_000),
    timeoutMs: positiveInt(env, 'SIFEN_TIMEOUT_MS', 60_000),
    dispatch: env.SIFEN_DISPATCH !== '0',
  };
}
