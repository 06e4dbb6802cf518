/**
 * How the system sends e-mail (environment variables, read once at start; tests pass their own).
 * Either SMTP_URL (smtp://user:pass@host:587, smtps://… for TLS from the first byte) or SMTP_HOST with
 * SMTP_PORT, SMTP_USER, SMTP_PASSWORD and SMTP_SECURE; MAIL_FROM is the office's address every message
 * goes out from (the sender's name in front, Reply-To the sender). Without SMTP the outbox still
 * fills, nothing is sent, and the composer offers 'Copiar' and 'Descargar .eml' instead.
 */
export interface MailConfig {
  /** The transport, or null when no SMTP server is configured. */
  smtp: SmtpSettings | null;
  /** MAIL_FROM: 'Carga SA <operaciones@carga.com.py>' or a bare address (default noreply@localhost). */
  from: { name: string; address: string };
  /** PUBLIC_URL: where users open the app (the links of invitations and password resets). */
  publicUrl: string | null;
  /** MAIL_POLL_MS: how often each process looks at the outbox (default 2 000). */
  pollMs: number;
  /** MAIL_RETRY_BASE_MS: first wait after a failed attempt, doubled each time up to 64× (default 30 000). */
  retryBaseMs: number;
  /** MAIL_MAX_ATTEMPTS: attempts before a message is 'failed' (default 10). */
  maxAttempts: number;
  /** MAIL_TIMEOUT_MS: the longest one SMTP attempt may take (default 30 000). */
  timeoutMs: number;
  /** MAIL_MAX_ATTACHMENT_BYTES: the attachments of one message together (default 10 MB). */
  maxAttachmentBytes: number;
  /** MAIL_PER_USER_PER_HOUR: messages one user may queue in an hour (default 60). */
  perUserPerHour: number;
  /** MAIL_DISPATCH=0 turns the sender of this process off (the outbox still fills). */
  dispatch: boolean;
  /**
   * MAIL_RETENTION_DAYS: sent messages older than this leave the outbox (default 180; the operation keeps its
   * 'email' activity); failed ones after 4× that since their last attempt; pending ones never.
   */
  retentionDays: number;
}

export interface SmtpSettings {
  host: string;
  port: number;
  /** TLS from the first byte (465, smtps://); otherwise STARTTLS when the server offers it. */
  secure: boolean;
  user: string | null;
  password: string | null;
  /** SMTP_TLS_REJECT_UNAUTHORIZED=0: accept a self-signed certificate (an office's own server). */
  rejectUnauthorized: boolean;
}

function int(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) throw new Error(`${name} debe ser un número entero (${min} o más).`);
  return n;
}

const truthy = (v: string | undefined) => v === '1' || v?.toLowerCase() === 'true';

/** 'Carga SA <ops@carga.com.py>' → { name, address }; a bare address has the name 'CRM'. */
export function parseMailFrom(raw: string | undefined): { name: string; address: string } {
  const s = raw?.trim();
  if (!s) return { name: 'CRM', address: 'noreply@localhost' };
  if (/[\r\n]/.test(s)) throw new Error('MAIL_FROM no puede tener saltos de línea.');
  const m = /^\s*"?([^"<]*?)"?\s*<([^<>\s]+@[^<>\s]+)>\s*$/.exec(s);
  if (m) return { name: m[1].trim() || 'CRM', address: m[2].toLowerCase() };
  if (/^[^\s@<>]+@[^\s@<>]+$/.test(s)) return { name: 'CRM', address: s.toLowerCase() };
  throw new Error('MAIL_FROM debe ser una dirección (ops@empresa.com.py) o «Nombre <ops@empresa.com.py>».');
}

export function loadSmtp(env: NodeJS.ProcessEnv): SmtpSettings | null {
  const rejectUnauthorized = env.SMTP_TLS_REJECT_UNAUTHORIZED?.trim() !== '0';
  const url = env.SMTP_URL?.trim();
  if (url) {
    let u: URL;
    try {
      u = new URL(url);
    } catch {
      throw new Error('SMTP_URL no es una URL válida (smtp://usuario:clave@servidor:587).');
    }
    if (u.protocol !== 'smtp:' && u.protocol !== 'smtps:') throw new Error('SMTP_URL debe empezar con smtp:// o smtps://.');
    const secure = u.protocol === 'smtps:';
    return {
      host: u.hostname,
      port: u.port ? Number(u.port) : secure ? 465 : 587,
      secure,
      user: u.username ? decodeURIComponent(u.username) : null,
      password: u.password ? decodeURIComponent(u.password) : null,
      rejectUnauthorized,
    };
  }
  const host = env.SMTP_HOST?.trim();
  if (!host) return null;
  const secure = truthy(env.SMTP_SECURE?.trim());
  return {
    host,
    port: int(env, 'SMTP_PORT', secure ? 465 : 587, 1),
    secure,
    user: env.SMTP_USER?.trim() || null,
    password: env.SMTP_PASSWORD || null,
    rejectUnauthorized,
  };
}

export function loadMailConfig(env: NodeJS.ProcessEnv = process.env): MailConfig {
  return {
    smtp: loadSmtp(env),
    from: parseMailFrom(env.MAIL_FROM),
    publicUrl: env.PUBLIC_URL?.trim().replace(/\/+$/, '') || null,
    pollMs: int(env, 'MAIL_POLL_MS', 2_000, 10),
    retryBaseMs: int(env, 'MAIL_RETRY_BASE_MS', 30_000, 1),
    maxAttempts: int(env, 'MAIL_MAX_ATTEMPTS', 10, 1),
    timeoutMs: int(env, 'MAIL_TIMEOUT_MS', 30_000, 100),
    maxAttachmentBytes: int(env, 'MAIL_MAX_ATTACHMENT_BYTES', 10 * 1024 * 1024, 1),
    perUserPerHour: int(env, 'MAIL_PER_USER_PER_HOUR', 60, 1),
    dispatch: env.MAIL_DISPATCH?.trim() !== '0',
    retentionDays: int(env, 'MAIL_RETENTION_DAYS', 180, 1),
  };
}

/** The defaults without SMTP (an app built without loadConfig: tests, scripts). */
export const NO_MAIL: MailConfig = loadMailConfig({});
