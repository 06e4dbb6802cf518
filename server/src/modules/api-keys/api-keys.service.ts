import { API_KEY_PREFIX, apiKeyRolesFor, canCreateApiKeys, effectiveApiKeyRole, isAdmin, type Role } from '@crm/domain';
import { createHash, randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { Actor } from '../../core/auth/actor';
import { AppError, forbidden } from '../../core/errors/app-error';
import type { AuditService } from '../audit';
import { ApiKeyEntity } from './api-key.entity';
import { API_KEY_MESSAGES as M, type CreateApiKeyInput } from './api-keys.inputs';
import type { ApiKeyView, CreatedApiKey } from './api-keys.types';

/** 'crm_' + 8 characters (the public prefix) + '_' + 43 characters (256 random bits, base64url). */
const KEY_FORMAT = /^crm_[A-Za-z0-9]{8}_[A-Za-z0-9_-]{43}$/;
/** last_used_at is written at most once a minute per key: one UPDATE a minute, not one per request. */
export const LAST_USED_EVERY_MS = 60_000;
const DAY_MS = 86_400_000;

export function isApiKeyToken(token: string | null | undefined): token is string {
  return !!token && token.startsWith(API_KEY_PREFIX);
}

export function apiKeyHash(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

function newSecret(): { secret: string; prefix: string } {
  // Alphanumeric prefix (readable in a list), then the 32 random bytes that make the key unguessable.
  const prefix = API_KEY_PREFIX + randomBytes(12).toString('base64').replace(/[^A-Za-z0-9]/g, '').slice(0, 8).padEnd(8, 'x');
  return { prefix, secret: `${prefix}_${randomBytes(32).toString('base64url')}` };
}

const ms = (v: string | number | null | undefined): number | null => (v === null || v === undefined ? null : Number(v));
const dateOf = (v: string | number | null | undefined): Date | null => (v === null || v === undefined ? null : new Date(Number(v)));

interface KeyRow {
  id: unknown;
  name: string;
  prefix: string;
  role: Role;
  created_by_user_id: unknown;
  creator_name: string;
  created_at_ms: string | number;
  expires_at_ms: string | number | null;
  last_used_at_ms: string | number | null;
  revoked_at_ms: string | number | null;
}

const view = (r: KeyRow): ApiKeyView => ({
  id: Number(r.id),
  name: r.name,
  prefix: r.prefix,
  role: r.role,
  createdById: Number(r.created_by_user_id),
  createdByName: r.creator_name,
  createdAt: dateOf(r.created_at_ms)!,
  expiresAt: dateOf(r.expires_at_ms),
  lastUsedAt: dateOf(r.last_used_at_ms),
  revokedAt: dateOf(r.revoked_at_ms),
});

const SELECT_VIEW = `SELECT k.id, k.name, k.prefix, k.role, k.created_by_user_id, u.name AS creator_name, k.created_at_ms,
  k.expires_at_ms, k.last_used_at_ms, k.revoked_at_ms FROM api_keys k JOIN users u ON u.id = k.created_by_user_id`;

/**
 * API keys for integration scripts. A key acts as its creator (visibility) with its own
 * role, never above what the creator may give now; it is a bearer credential for /graphql and /api only:
 * it opens no web session and cannot manage keys, sessions or passwords (Actor.apiKeyId marks it).
 */
export class ApiKeysService {
  constructor(
    private readonly ds: DataSource,
    private readonly audit: AuditService,
  ) {}

  /** Admins see every key; other users their own. Newest first, revoked ones included. */
  async list(actor: Actor): Promise<ApiKeyView[]> {
    if (!canCreateApiKeys(actor.role)) return [];
    const rows: KeyRow[] =
      isAdmin(actor.role)
        ? await this.ds.query(`${SELECT_VIEW} ORDER BY k.id DESC`)
        : await this.ds.query(`${SELECT_VIEW} WHERE k.created_by_user_id = ? ORDER BY k.id DESC`, [actor.id]);
    return rows.map(view);
  }

  async create(actor: Actor, input: CreateApiKeyInput, now: number = Date.now()): Promise<CreatedApiKey> {
    this.manager(actor);
    if (!apiKeyRolesFor(actor.role).includes(input.role)) throw new AppError('FORBIDDEN', M.roleTooHigh);
    const name = input.name.trim();
    if (!name) throw new AppError('VALIDATION', M.nameRequired);
    const { secret, prefix } = newSecret();
    const id = await this.ds.transaction(async (em) => {
      const res = await em.insert(ApiKeyEntity, {
        name,
        prefix,
        tokenHash: apiKeyHash(secret),
        role: input.role,
        createdByUserId: actor.id,
        createdAtMs: String(now),
        expiresAtMs: input.expiresInDays ? String(now + input.expiresInDays * DAY_MS) : null,
        lastUsedAtMs: null,
        revokedAtMs: null,
      });
      const newId = Number(res.identifiers[0].id);
      await this.audit.log(actor, { action: 'create', entity: 'api_key', entityId: newId, description: `Clave de API creada: ${name} (${input.role})` }, em);
      return newId;
    });
    return { key: await this.get(id), secret };
  }

  /** Revoked at once: the next request with the key answers 401. Revoking twice is harmless. */
  async revoke(actor: Actor, id: number, now: number = Date.now()): Promise<ApiKeyView> {
    this.manager(actor);
    const key = await this.ds.getRepository(ApiKeyEntity).findOneBy({ id: Number.isInteger(id) && id > 0 ? id : 0 });
    if (!key || (!isAdmin(actor.role) && key.createdByUserId !== actor.id)) throw new AppError('NOT_FOUND', M.notFound);
    if (key.revokedAtMs === null) {
      await this.ds.transaction(async (em) => {
        await em.update(ApiKeyEntity, { id: key.id }, { revokedAtMs: String(now) });
        await this.audit.log(actor, { action: 'revoke', entity: 'api_key', entityId: key.id, description: `Clave de API revocada: ${key.name}` }, em);
      });
    }
    return this.get(key.id);
  }

  /**
   * The actor of a key sent as a bearer token, or null (unknown, revoked, expired, inactive creator, or a
   * role the creator may no longer give). One indexed SELECT per request, plus an UPDATE of last use at
   * most once a minute.
   */
  async authenticate(secret: string, now: number = Date.now()): Promise<Actor | null> {
    if (!KEY_FORMAT.test(secret)) return null;
    const rows: Array<{
      id: unknown;
      role: Role;
      expires_at_ms: string | number | null;
      last_used_at_ms: string | number | null;
      revoked_at_ms: string | number | null;
      user_id: unknown;
      name: string;
      email: string;
      user_role: Role;
      is_active: unknown;
    }> = await this.ds.query(
      `SELECT k.id, k.role, k.expires_at_ms, k.last_used_at_ms, k.revoked_at_ms, u.id AS user_id, u.name, u.email, u.role AS user_role, u.is_active
       FROM api_keys k JOIN users u ON u.id = k.created_by_user_id WHERE k.token_hash = ?`,
      [apiKeyHash(secret)],
    );
    const k = rows[0];
    if (!k || k.revoked_at_ms !== null || !Number(k.is_active)) return null;
    const expires = ms(k.expires_at_ms);
    if (expires !== null && expires <= now) return null;
    const role = effectiveApiKeyRole(k.role, k.user_role);
    if (!role) return null;
    const lastUsed = ms(k.last_used_at_ms);
    if (lastUsed === null || now - lastUsed >= LAST_USED_EVERY_MS) {
      await this.ds.query('UPDATE api_keys SET last_used_at_ms = ? WHERE id = ?', [now, Number(k.id)]);
    }
    return { id: Number(k.user_id), name: k.name, email: k.email, role, apiKeyId: Number(k.id) };
  }

  /** A signed-in person (not a key) who may create keys. */
  private manager(actor: Actor): Actor {
    if (actor.apiKeyId) throw new AppError('FORBIDDEN', M.keyActor);
    if (!canCreateApiKeys(actor.role)) throw forbidden();
    return actor;
  }

  private async get(id: number): Promise<ApiKeyView> {
    const rows: KeyRow[] = await this.ds.query(`${SELECT_VIEW} WHERE k.id = ?`, [id]);
    return view(rows[0]);
  }
}
