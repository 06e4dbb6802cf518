import type { DataSource } from 'typeorm';
import { LessThan, MoreThan } from 'typeorm';
import type { Actor } from '../../core/auth/actor';
import { signToken, verifyToken } from '../../core/auth/jwt';
import type { PasswordHasher } from '../../core/auth/passwords';
import { AppError } from '../../core/errors/app-error';
import type { AuditService } from '../audit/audit.service';
import { normalizeEmail, userViewFor } from '../users/users.service';
import type { UserView } from '../users/users.types';
import { UserEntity } from '../users/user.entity';
import { AUTH_MESSAGES, type LoginInput } from './auth.inputs';
import { LoginFailureEntity } from './login-failure.entity';

/** Throttling of failed sign-ins (issue "Foundation" §5): per account, and per IP for a shared office address. */
export const LOGIN_LIMITS = { windowMs: 15 * 60 * 1000, perEmail: 10, perIp: 100 } as const;

export interface AuthSettings {
  jwtSecret: string;
  jwtExpiresIn: string;
}

export class AuthService {
  constructor(
    private readonly ds: DataSource,
    private readonly hasher: PasswordHasher,
    private readonly audit: AuditService,
    private readonly settings: AuthSettings,
  ) {}

  issueToken(user: Pick<UserEntity, 'id' | 'tokenVersion'>): string {
    return signToken({ sub: user.id, ver: user.tokenVersion }, this.settings.jwtSecret, this.settings.jwtExpiresIn);
  }

  /**
   * Same message for an unknown email, a wrong password and an inactive user, with a bcrypt
   * comparison in every case; past the limits it answers RATE_LIMITED without running bcrypt.
   */
  async login(input: LoginInput, ip: string, now: Date = new Date()): Promise<{ token: string; user: UserView }> {
    const email = normalizeEmail(input.email);
    const since = new Date(now.getTime() - LOGIN_LIMITS.windowMs);
    const failures = this.ds.getRepository(LoginFailureEntity);
    const [byEmail, byIp] = await Promise.all([
      failures.countBy({ email, createdAt: MoreThan(since) }),
      failures.countBy({ ip, createdAt: MoreThan(since) }),
    ]);
    if (byEmail >= LOGIN_LIMITS.perEmail || byIp >= LOGIN_LIMITS.perIp) {
      throw new AppError('RATE_LIMITED', AUTH_MESSAGES.tooManyAttempts);
    }

    const user = await this.ds.getRepository(UserEntity).findOneBy({ email });
    const ok = user ? await this.hasher.compare(input.password, user.passwordHash) : await this.hasher.compareDummy(input.password);
    if (!user || !ok || !user.isActive) {
      await failures.insert({ email, ip, createdAt: now });
      // Old rows are useless past the window: keep the table small.
      await failures.delete({ email, createdAt: LessThan(since) });
      throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.invalidCredentials);
    }
    await failures.delete({ email });
    await this.audit.log(user, { action: 'login', entity: 'user', entityId: user.id, description: 'Inicio de sesión' });
    const actor: Actor = { id: user.id, name: user.name, email: user.email, role: user.role };
    return { token: this.issueToken(user), user: userViewFor(actor, user) };
  }

  /** The actor of a bearer token, or null: bad signature, other algorithm, expired, revoked, inactive or deleted user. */
  async authenticate(token: string | null): Promise<Actor | null> {
    if (!token) return null;
    const claims = verifyToken(token, this.settings.jwtSecret);
    if (!claims) return null;
    // Every request passes here: a plain parameterized statement, no query building.
    const rows: Array<{ id: unknown; name: string; email: string; role: Actor['role']; is_active: unknown; token_version: unknown }> =
      await this.ds.query('SELECT id, name, email, role, is_active, token_version FROM users WHERE id = ?', [claims.sub]);
    const user = rows[0];
    if (!user || !Number(user.is_active) || Number(user.token_version) !== claims.ver) return null;
    return { id: Number(user.id), name: user.name, email: user.email, role: user.role };
  }

  async me(actor: Actor): Promise<UserView> {
    const user = await this.ds.getRepository(UserEntity).findOneByOrFail({ id: actor.id });
    return userViewFor(actor, user);
  }

  /** Revokes every token of the user issued before now. */
  async logout(actor: Actor): Promise<void> {
    await this.ds
      .createQueryBuilder()
      .update(UserEntity)
      .set({ tokenVersion: () => 'token_version + 1' })
      .where('id = :id', { id: actor.id })
      .execute();
    await this.audit.log(actor, { action: 'logout', entity: 'user', entityId: actor.id, description: 'Cierre de sesión' });
  }
}
