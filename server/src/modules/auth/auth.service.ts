import { passwordFitsBcrypt } from '@crm/domain';
import type { DataSource } from 'typeorm';
import type { Actor } from '../../core/auth/actor';
import { newSessionId, signToken, tokenLifetimeSeconds, verifyToken } from '../../core/auth/jwt';
import type { PasswordHasher } from '../../core/auth/passwords';
import { AppError } from '../../core/errors/app-error';
import { CLOSE_FORBIDDEN, CLOSE_UNAUTHORIZED, type SessionCheck } from '../../core/live/ws';
import { API_KEY_MESSAGES, type ApiKeysService, isApiKeyToken } from '../api-keys';
import type { AuditService } from '../audit';
import { normalizeEmail, userViewFor, type UserView } from '../users';
import { UserEntity } from '../users/user.entity';
import { AUTH_MESSAGES, type LoginInput } from './auth.inputs';
import { LoginThrottle } from './login-throttle';
import { RevokedSessionEntity } from './revoked-session.entity';

/** Users read by one statement of sessionChecks (placeholders stay well under every engine's limit). */
const SESSION_BATCH = 500;

export interface AuthSettings {
  jwtSecret: string;
  jwtExpiresIn: string;
}

export class AuthService {
  private readonly throttle: LoginThrottle;

  constructor(
    private readonly ds: DataSource,
    private readonly hasher: PasswordHasher,
    private readonly audit: AuditService,
    private readonly settings: AuthSettings,
    private readonly apiKeys: ApiKeysService,
  ) {
    this.throttle = new LoginThrottle(ds);
  }

  /** A token for a new session (its own `sid`): each sign-in is a session that can be ended alone. */
  issueToken(user: Pick<UserEntity, 'id' | 'tokenVersion'>): string {
    return signToken({ sub: user.id, ver: user.tokenVersion, sid: newSessionId() }, this.settings.jwtSecret, this.settings.jwtExpiresIn);
  }

  /**
   * Same message for an unknown email, a wrong password and an inactive user, with a bcrypt
   * comparison in every case. Each attempt first takes a slot of the per-account and per-IP limits
   * (LoginThrottle); without one it answers RATE_LIMITED without running bcrypt.
   *
   * A password longer than bcrypt's 72 bytes is refused as invalid credentials without bcrypt: bcrypt
   * would compare only its first 72 bytes, so a guess that differs after them would sign in. No
   * password that long can be set any more (users.inputs.ts); one set before that (over 72 bytes of
   * accented text) no longer signs in and an administrator sets a new one. Pre-hashing instead would
   * have invalidated every stored hash.
   */
  async login(input: LoginInput, ip: string, now: Date = new Date()): Promise<{ token: string; user: UserView }> {
    const email = normalizeEmail(input.email);
    if (!(await this.throttle.reserve(email, ip, now.getTime()))) {
      throw new AppError('RATE_LIMITED', AUTH_MESSAGES.tooManyAttempts);
    }

    let user: UserEntity | null = null;
    let ok = false;
    if (passwordFitsBcrypt(input.password)) {
      user = await this.ds.getRepository(UserEntity).findOneBy({ email });
      ok = user ? await this.hasher.compare(input.password, user.passwordHash) : await this.hasher.compareDummy(input.password);
    }
    if (!user || !ok || !user.isActive) {
      // The slots taken stay taken: they are this failure.
      await this.throttle.failed(now.getTime());
      throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.invalidCredentials);
    }
    await this.throttle.succeeded(email, ip);
    await this.audit.log(user, { action: 'login', entity: 'user', entityId: user.id, description: 'Inicio de sesión' });
    const actor: Actor = { id: user.id, name: user.name, email: user.email, role: user.role };
    return { token: this.issueToken(user), user: userViewFor(actor, user) };
  }

  /**
   * The actor of a bearer token, or null: bad signature, other algorithm, expired, revoked, inactive or deleted user.
   * A 'crm_…' token is an API key: the api-keys module answers for it.
   */
  async authenticate(token: string | null): Promise<Actor | null> {
    if (!token) return null;
    if (isApiKeyToken(token)) return this.apiKeys.authenticate(token);
    const claims = verifyToken(token, this.settings.jwtSecret);
    if (!claims) return null;
    // Every request passes here: one plain parameterized statement (the user and whether this session was ended).
    const rows: Array<{ id: unknown; name: string; email: string; role: Actor['role']; is_active: unknown; token_version: unknown; revoked: unknown }> =
      await this.ds.query(
        'SELECT id, name, email, role, is_active, token_version, (SELECT COUNT(*) FROM revoked_sessions WHERE session_id = ?) AS revoked FROM users WHERE id = ?',
        [claims.sid ?? '', claims.sub],
      );
    const user = rows[0];
    if (!user || !Number(user.is_active) || Number(user.token_version) !== claims.ver || Number(user.revoked) > 0) return null;
    const actor: Actor = { id: Number(user.id), name: user.name, email: user.email, role: user.role };
    if (claims.sid) actor.sessionId = claims.sid;
    return actor;
  }

  /**
   * authenticate for subscription sockets (core/live/ws.ts), many at once: the sockets an event reaches
   * are checked together with one statement, not one per socket. Also tells a deactivated user (4403)
   * from a token that is invalid, expired or revoked (4401). Read from the database every time (no
   * cache), so a token revoked or a user deactivated in any process closes its sockets at the next event.
   */
  async sessionChecks(tokens: readonly (string | null)[]): Promise<SessionCheck[]> {
    // Subscriptions are the web client's live session: an API key (not a JWT) never verifies here, so it gets 4401.
    const claims = new Map<string, ReturnType<typeof verifyToken>>();
    for (const token of tokens) if (token && !claims.has(token)) claims.set(token, verifyToken(token, this.settings.jwtSecret));
    const ids = [...new Set([...claims.values()].flatMap((c) => (c ? [c.sub] : [])))];
    type Row = { id: unknown; name: string; email: string; role: Actor['role']; is_active: unknown; token_version: unknown };
    const users = new Map<number, Row>();
    for (let i = 0; i < ids.length; i += SESSION_BATCH) {
      const chunk = ids.slice(i, i + SESSION_BATCH);
      const rows: Row[] = await this.ds.query(`SELECT id, name, email, role, is_active, token_version FROM users WHERE id IN (${chunk.map(() => '?').join(', ')})`, chunk);
      for (const r of rows) users.set(Number(r.id), r);
    }
    // Sessions ended by their own logout: their sockets close, the user's other sessions stay.
    const sids = [...new Set([...claims.values()].flatMap((c) => (c?.sid ? [c.sid] : [])))];
    const revoked = new Set<string>();
    for (let i = 0; i < sids.length; i += SESSION_BATCH) {
      const chunk = sids.slice(i, i + SESSION_BATCH);
      const rows: Array<{ session_id: string }> = await this.ds.query(
        `SELECT session_id FROM revoked_sessions WHERE session_id IN (${chunk.map(() => '?').join(', ')})`,
        chunk,
      );
      for (const r of rows) revoked.add(r.session_id);
    }
    return tokens.map((token): SessionCheck => {
      const c = token ? claims.get(token) : null;
      const user = c ? users.get(Number(c.sub)) : undefined;
      if (!c || !user) return { close: CLOSE_UNAUTHORIZED };
      // Deactivation also revokes the user's tokens (token_version + 1): a genuine token of a deactivated
      // user is told apart first, so its socket closes with 4403 as the README documents, not 4401.
      if (!Number(user.is_active)) return { close: CLOSE_FORBIDDEN };
      if (Number(user.token_version) !== c.ver || (c.sid && revoked.has(c.sid))) return { close: CLOSE_UNAUTHORIZED };
      return { actor: { id: Number(user.id), name: user.name, email: user.email, role: user.role } };
    });
  }

  /** The signed-in user; with an API key, its creator with the key's role (what the key may do). */
  async me(actor: Actor): Promise<UserView> {
    const user = await this.ds.getRepository(UserEntity).findOneByOrFail({ id: actor.id });
    const view = userViewFor(actor, user);
    return actor.apiKeyId ? { ...view, role: actor.role } : view;
  }

  /**
   * "Cerrar sesión": ends this session only (its `sid` is recorded as revoked until the token would
   * expire anyway); the user's other devices stay signed in. A token issued before sessions existed
   * carries no `sid`: the only way to end it is to end every session, as logout always did for it.
   */
  async logout(actor: Actor, now: Date = new Date()): Promise<void> {
    // An API key has no session to close (and must not end its creator's).
    if (actor.apiKeyId) throw new AppError('FORBIDDEN', API_KEY_MESSAGES.keyActor);
    if (!actor.sessionId) {
      await this.revokeAllSessions(actor.id);
    } else {
      const nowMs = now.getTime();
      // A revoked token stays refused until it expires; no token lives longer than the configured lifetime from now.
      const expiresAtMs = nowMs + tokenLifetimeSeconds(this.settings.jwtExpiresIn) * 1000;
      const repo = this.ds.getRepository(RevokedSessionEntity);
      await repo
        .createQueryBuilder()
        .insert()
        .values({ sessionId: actor.sessionId, userId: actor.id, expiresAtMs: String(expiresAtMs) })
        .orIgnore()
        .execute();
      // Rows whose token has expired revoke nothing any more.
      await repo.createQueryBuilder().delete().where('expires_at_ms < :now', { now: nowMs }).execute();
    }
    await this.audit.log(actor, { action: 'logout', entity: 'user', entityId: actor.id, description: 'Cierre de sesión' });
  }

  /** "Cerrar sesión en todos los dispositivos": every token of the user issued before now stops working. */
  async logoutEverywhere(actor: Actor): Promise<void> {
    if (actor.apiKeyId) throw new AppError('FORBIDDEN', API_KEY_MESSAGES.keyActor);
    await this.revokeAllSessions(actor.id);
    await this.audit.log(actor, { action: 'logout', entity: 'user', entityId: actor.id, description: 'Cierre de sesión en todos los dispositivos' });
  }

  private async revokeAllSessions(userId: number): Promise<void> {
    await this.ds
      .createQueryBuilder()
      .update(UserEntity)
      .set({ tokenVersion: () => 'token_version + 1' })
      .where('id = :id', { id: userId })
      .execute();
  }
}
