import { createHash } from 'node:crypto';
import { type DataSource, IsNull } from 'typeorm';
import type { Actor } from '../../core/auth/actor';
import { isDuplicateKey } from '../../core/db/db-errors';
import { AppError } from '../../core/errors/app-error';
import { IdempotencyKeyEntity } from './idempotency-key.entity';

/** How long a key is remembered (a retry after that creates again). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** Expired keys are deleted at most this often, by whichever request comes (no timer to stop). */
const CLEANUP_EVERY_MS = 10 * 60 * 1000;
/** A retry that finds the first request still running waits for its answer up to this long. */
const WAIT_MS = 15_000;
const POLL_MS = 50;

export const IDEMPOTENCY_MESSAGES = {
  keyInvalid: 'La clave de idempotencia (Idempotency-Key) debe tener de 1 a 190 caracteres visibles, sin espacios.',
  otherRequest: 'Esta clave de idempotencia ya se usó con otra solicitud.',
  stillRunning: 'La solicitud con esta clave de idempotencia todavía se está procesando. Reintentá en un momento.',
} as const;

/** The GraphQL argument's description (createDeal, createOrganization, createContact, createActivity). */
export const IDEMPOTENCY_KEY_DESCRIPTION =
  'Clave de idempotencia (1 a 190 caracteres visibles, por actor, 24 h): un reintento con la misma clave y la misma entrada devuelve lo creado la primera vez sin crear nada; con otra entrada, CONFLICT.';

/** A key: 1 to 190 visible ASCII characters (the Idempotency-Key header and the GraphQL argument). */
export const KEY_FORMAT = /^[\x21-\x7e]{1,190}$/;

/** JSON with object keys sorted: the same request in another key order hashes the same. */
function canonical(value: unknown): string {
  if (value === undefined) return 'null';
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
}

/**
 * Fields that carry a credential in an answer: an API key's or a webhook's `secret`, a login's
 * `token`. The replay table keeps answers 24 hours in plain text, so they are stored as null (a
 * replay answers the record without its secret: a credential is sent once, as when it is created).
 */
const SECRET_FIELDS = new Set(['secret', 'token', 'access_token', 'refresh_token', 'password']);

/** The answer to store: the same JSON with every secret field (at any depth) set to null. */
export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, SECRET_FIELDS.has(k) && v !== null && v !== undefined ? null : withoutSecrets(v)]));
}

export function requestHash(operation: string, input: unknown): string {
  return createHash('sha256').update(`${operation}\n${canonical(input)}`, 'utf8').digest('hex');
}

/** Whose keys: an API key has its own, apart from its creator's session. */
export function idempotencyScope(actor: Actor): string {
  return actor.apiKeyId ? `k:${actor.apiKeyId}` : `u:${actor.id}`;
}

export type IdempotencyStart = { replay: false } | { replay: true; status: number; response: string };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Idempotent creates. The first request with a key inserts its row (unique on scope
 * and key) before doing anything; a concurrent or later retry hits the unique index, so it never
 * creates: it reads the row, refuses another request (409), waits while the first is running and then
 * answers what the first answered. A first request that fails releases its key (the retry runs anew).
 */
export class IdempotencyService {
  private lastCleanup = 0;

  constructor(private readonly ds: DataSource) {}

  validKey(key: unknown): string {
    if (typeof key !== 'string' || !KEY_FORMAT.test(key)) throw new AppError('VALIDATION', IDEMPOTENCY_MESSAGES.keyInvalid);
    return key;
  }

  async begin(scope: string, key: string, hash: string, now: number = Date.now()): Promise<IdempotencyStart> {
    await this.cleanupEvery(now);
    const repo = this.ds.getRepository(IdempotencyKeyEntity);
    const deadline = now + WAIT_MS;
    for (;;) {
      // Read first, so a plain retry does not make the driver log a refused insert; the unique index
      // still decides between simultaneous first requests.
      const row = await repo.findOneBy({ scope, idemKey: key });
      if (!row) {
        try {
          await repo.insert({ scope, idemKey: key, requestHash: hash, statusCode: null, response: null, createdAtMs: String(Date.now()) });
          return { replay: false };
        } catch (e) {
          if (!isDuplicateKey(e)) throw e;
          continue; // another request took the key first: read its row
        }
      }
      if (Number(row.createdAtMs) < Date.now() - IDEMPOTENCY_TTL_MS) {
        await repo.delete({ id: row.id, createdAtMs: row.createdAtMs });
        continue;
      }
      const done = await this.waitFinished(scope, key, hash, deadline);
      if (done) return done;
      // The first request failed and released the key: this one takes it.
    }
  }

  /** Polls a running first request until it finishes (its answer), fails (null: try to take the key) or the wait ends. */
  private async waitFinished(scope: string, key: string, hash: string, deadline: number): Promise<IdempotencyStart | null> {
    const repo = this.ds.getRepository(IdempotencyKeyEntity);
    for (;;) {
      const row = await repo.findOneBy({ scope, idemKey: key });
      if (!row) return null;
      if (row.requestHash !== hash) throw new AppError('CONFLICT', IDEMPOTENCY_MESSAGES.otherRequest);
      if (row.statusCode !== null) return { replay: true, status: Number(row.statusCode), response: row.response ?? '' };
      if (Date.now() >= deadline) throw new AppError('CONFLICT', IDEMPOTENCY_MESSAGES.stillRunning);
      await sleep(POLL_MS);
    }
  }

  async complete(scope: string, key: string, status: number, response: string): Promise<void> {
    await this.ds.getRepository(IdempotencyKeyEntity).update({ scope, idemKey: key }, { statusCode: status, response });
  }

  /** The first request failed: forget the key so a retry runs again. */
  async release(scope: string, key: string): Promise<void> {
    await this.ds.getRepository(IdempotencyKeyEntity).delete({ scope, idemKey: key, statusCode: IsNull() });
  }

  /** Deletes keys older than 24 hours; returns how many. */
  async cleanup(now: number = Date.now()): Promise<number> {
    const res = await this.ds
      .createQueryBuilder()
      .delete()
      .from(IdempotencyKeyEntity)
      .where('created_at_ms < :cutoff', { cutoff: now - IDEMPOTENCY_TTL_MS })
      .execute();
    return res.affected ?? 0;
  }

  private async cleanupEvery(now: number): Promise<void> {
    if (now - this.lastCleanup < CLEANUP_EVERY_MS) return;
    this.lastCleanup = now;
    await this.cleanup(now);
  }

  /**
   * A GraphQL create with an `idempotencyKey` argument: without a key it just runs `create`. With one, a
   * retry answers the record the first call created, re-read with `load` from the reference `refOf` kept.
   */
  async once<T, R>(
    actor: Actor | null,
    key: string | null | undefined,
    operation: string,
    input: unknown,
    create: () => Promise<T>,
    refOf: (value: T) => R,
    load: (ref: R) => Promise<T>,
  ): Promise<T> {
    if (key === null || key === undefined || !actor) return create();
    const scope = idempotencyScope(actor);
    const idemKey = this.validKey(key);
    const start = await this.begin(scope, idemKey, requestHash(`graphql:${operation}`, input));
    if (start.replay) return load(JSON.parse(start.response) as R);
    let value: T;
    try {
      value = await create();
    } catch (e) {
      await this.release(scope, idemKey);
      throw e;
    }
    await this.complete(scope, idemKey, 200, JSON.stringify(refOf(value)));
    return value;
  }
}
