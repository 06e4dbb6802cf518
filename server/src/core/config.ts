import { createECDH, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { loadStorageConfig, type StorageConfig } from './storage/storage-config';
import { type LiveLimits, loadLiveLimits } from './live/limits';
import { loadMailConfig, type MailConfig } from './mail-config';

export interface AppConfig {
  port: number;
  /** undefined → embedded SQLite file under dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  uploadsDir: string;
  /** STORAGE (+ S3_*): where file bytes live; unset → the folder uploadsDir. */
  storage?: StorageConfig;
  jwtSecret: string;
  jwtExpiresIn: string;
  adminEmail: string;
  adminPassword: string | undefined;
  bcryptCost: number;
  corsOrigin: string | undefined;
  production: boolean;
  /** Folder with the built client (index.html); served at / when it exists. */
  clientDist: string;
  /**
   * Folder with the kanban's first-frame renderer (`vite build --ssr`: first-frame.cjs), beside clientDist and never
   * served as files; unset or without the file, POST /first-frame declines and the page loads as without it.
   */
  ssrDist?: string;
  trustProxy: boolean;
  /** Requests per minute per IP on /api and /graphql; 0 turns the limiter off (benchmarks). */
  rateLimitPerMinute: number;
  /**
   * Processes of this instance sharing its port (the cluster workers of `npm start`): a limit counted in a
   * process's own memory (no REDIS_URL, or Redis down) gets this share of the cap. Default 1.
   */
  rateLimitProcesses?: number;
  /** API_KEY_RATE_LIMIT_PER_MINUTE: requests per minute per API key; 0 = no per-key cap. Default 600. */
  apiKeyRateLimitPerMinute?: number;
  /** MySQL/MariaDB: longest wait for one query or pooled connection, even on a server that answers; 0 = no cap. */
  dbQueryTimeoutMs: number;
  /** SIGTERM: how long requests in flight (uploads included) may take to finish before they are cut. */
  shutdownTimeoutMs: number;
  /**
   * REDIS_URL: live events (subscriptions) go through Redis pub/sub to every instance, and the request rate
   * limits are counted there for all of them; unset → this process or the cluster's primary.
   */
  redisUrl?: string | undefined;
  /** LIVE_*: the caps of the subscription sockets (core/live/limits.ts); each unset one has its default. */
  live?: Partial<LiveLimits>;
  /** SMTP_* and MAIL_*: how the system sends e-mail (core/mail-config.ts); unset → no SMTP: the outbox only queues. */
  mail?: MailConfig;
  /**
   * Web Push (VAPID) keys: VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY, else generated on first start and kept in
   * DATA_DIR/vapid-keys.json like the JWT secret (several instances: set the same keys in all). Unset
   * (a test app) → keys of the process's own.
   */
  vapid?: VapidKeys;
}

/** P-256 key pair for VAPID (RFC 8292), base64url: the uncompressed public point and the private scalar. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** VAPID_SUBJECT: a mailto: or https: contact for the push services. */
  subject: string;
}

export function generateVapidKeys(subject = 'mailto:admin@crm.local'): VapidKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const priv = ecdh.getPrivateKey();
  // The scalar is 32 bytes; a leading zero byte is dropped by getPrivateKey, and web-push wants all 32.
  const scalar = Buffer.concat([Buffer.alloc(32 - priv.length), priv]);
  return { publicKey: ecdh.getPublicKey().toString('base64url'), privateKey: scalar.toString('base64url'), subject };
}

function readOrCreateVapid(dataDir: string, env: NodeJS.ProcessEnv): VapidKeys {
  const subject = env.VAPID_SUBJECT?.trim() || `mailto:${(env.ADMIN_EMAIL ?? 'admin@crm.local').trim()}`;
  const pub = env.VAPID_PUBLIC_KEY?.trim();
  const priv = env.VAPID_PRIVATE_KEY?.trim();
  if (pub && priv) return { publicKey: pub, privateKey: priv, subject };
  const file = join(dataDir, 'vapid-keys.json');
  if (existsSync(file)) {
    try {
      const k = JSON.parse(readFileSync(file, 'utf8')) as Partial<VapidKeys>;
      if (typeof k.publicKey === 'string' && typeof k.privateKey === 'string' && k.publicKey.length >= 80) return { publicKey: k.publicKey, privateKey: k.privateKey, subject };
    } catch {
      // An unreadable file is replaced: subscriptions made with the old key stop working (410) and are re-made by the browsers.
    }
  }
  mkdirSync(dirname(file), { recursive: true });
  const keys = generateVapidKeys(subject);
  writeFileSync(file, JSON.stringify({ publicKey: keys.publicKey, privateKey: keys.privateKey }) + '\n', { mode: 0o600 });
  return keys;
}

/** Repository root: server/src/core → ../../.. (also right for server/dist/core). */
export const ROOT_DIR = resolve(__dirname, '..', '..', '..');

function readOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const s = readFileSync(file, 'utf8').trim();
    if (s.length >= 32) return s;
  }
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dataDir = resolve(env.DATA_DIR ?? join(ROOT_DIR, 'data'));
  const cost = Number(env.BCRYPT_COST ?? 10);
  const secretFromEnv = env.JWT_SECRET?.trim();
  if (secretFromEnv !== undefined && secretFromEnv.length > 0 && secretFromEnv.length < 32) {
    throw new Error('JWT_SECRET debe tener al menos 32 caracteres.');
  }
  return {
    port: Number(env.PORT ?? 4000),
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    dataDir,
    uploadsDir: resolve(env.UPLOADS_DIR ?? join(ROOT_DIR, 'uploads')),
    storage: loadStorageConfig(env),
    jwtSecret: secretFromEnv || readOrCreateSecret(dataDir),
    jwtExpiresIn: env.JWT_EXPIRES_IN ?? '12h',
    adminEmail: (env.ADMIN_EMAIL ?? 'admin@crm.local').trim().toLowerCase(),
    adminPassword: env.ADMIN_PASSWORD || undefined,
    bcryptCost: Number.isInteger(cost) && cost >= 4 && cost <= 15 ? cost : 10,
    corsOrigin: env.CORS_ORIGIN?.trim() || undefined,
    redisUrl: env.REDIS_URL?.trim() || undefined,
    production: env.NODE_ENV === 'production',
    clientDist: resolve(env.CLIENT_DIST ?? join(ROOT_DIR, 'client', 'dist')),
    ssrDist: resolve(env.CLIENT_SSR_DIST ?? join(ROOT_DIR, 'client', 'dist-ssr')),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE?.trim() ? Math.max(0, Number(env.RATE_LIMIT_PER_MINUTE) || 0) : 3000,
    apiKeyRateLimitPerMinute: env.API_KEY_RATE_LIMIT_PER_MINUTE?.trim() ? Math.max(0, Number(env.API_KEY_RATE_LIMIT_PER_MINUTE) || 0) : 600,
    dbQueryTimeoutMs: milliseconds(env, 'DB_QUERY_TIMEOUT_MS', 30_000),
    shutdownTimeoutMs: milliseconds(env, 'SHUTDOWN_TIMEOUT_MS', 8_000),
    live: loadLiveLimits(env),
    mail: loadMailConfig(env),
    vapid: readOrCreateVapid(dataDir, env),
  };
}

function milliseconds(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} debe ser un número entero de milisegundos (0 o más).`);
  return n;
}

/**
 * Server processes for `npm start` (WEB_CONCURRENCY, the usual name): by default one per core, at most
 * 4; 1 serves everything from one process.
 */
export function webConcurrency(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.WEB_CONCURRENCY?.trim();
  if (raw) {
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 1 || n > 64) throw new Error('WEB_CONCURRENCY debe ser un entero entre 1 y 64.');
    return n;
  }
  return Math.max(1, Math.min(4, availableParallelism()));
}

/**
 * Node flags for a server process (bounded memory): V8 grows the heap of a busy process to about four
 * times what is alive before collecting it (each worker sat at ~475 MB RSS with ~90 MB alive after
 * minutes of mixed load); with an old space of SERVER_HEAP_MB (default 256) it collects sooner (V8 lets a
 * heap that small grow only to about twice what is alive). 0 leaves V8's default. A
 * --max-old-space-size already given (NODE_OPTIONS, node's own flags) wins.
 */
export function serverHeapArgs(env: NodeJS.ProcessEnv = process.env, execArgv: readonly string[] = process.execArgv): string[] {
  const raw = env.SERVER_HEAP_MB?.trim();
  const mb = raw ? Number(raw) : 256;
  if (!Number.isInteger(mb) || (mb !== 0 && (mb < 128 || mb > 65_536))) throw new Error('SERVER_HEAP_MB debe ser 0 o un entero de MB entre 128 y 65536.');
  const given = [...execArgv, ...(env.NODE_OPTIONS ?? '').split(/\s+/)].some((a) => /^--max[-_]old[-_]space[-_]size/.test(a));
  return mb === 0 || given ? [...execArgv] : [...execArgv, `--max-old-space-size=${mb}`];
}
