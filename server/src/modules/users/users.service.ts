import { canManageUsers, canSetPassword, isAdmin, type Role } from '@crm/domain';
import { type DataSource, In } from 'typeorm';
import type { Actor } from '../../core/auth/actor';
import type { PasswordHasher } from '../../core/auth/passwords';
import { readingOrder } from '../../core/db/reading-order';
import { AppError, conflict, forbidden, notFound } from '../../core/errors/app-error';
import { auditChanges, createdChanges, type AuditService } from '../audit';
import { USER_MESSAGES, type CreateUserInput, type SetPasswordInput, type UpdateUserInput } from './users.inputs';
import { UserEntity } from './user.entity';
import type { UserView } from './users.types';

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** What `actor` may see of `user`: admins and the user themself see everything, others id and name. */
export function userViewFor(actor: Actor, user: UserEntity): UserView {
  const full = isAdmin(actor.role) || actor.id === user.id;
  return {
    id: user.id,
    name: user.name,
    email: full ? user.email : null,
    role: full ? user.role : null,
    isActive: full ? user.isActive : null,
    createdAt: full ? user.createdAt : null,
    updatedAt: full ? user.updatedAt : null,
  };
}

/** The most user accounts one list returns (the people of one company; pickers and the admin table show them all). */
export const USERS_MAX = 500;

export class UsersService {
  constructor(
    private readonly ds: DataSource,
    private readonly hasher: PasswordHasher,
    private readonly audit: AuditService,
  ) {}

  private get repo() {
    return this.ds.getRepository(UserEntity);
  }

  /** Every signed-in user may list users (pickers); only admins see the inactive ones and the private fields. */
  async list(actor: Actor): Promise<UserView[]> {
    const admin = isAdmin(actor.role);
    const qb = this.repo.createQueryBuilder('u');
    if (!admin) qb.where('u.is_active = 1');
    // Pickers list people by name as they read it (core/db/reading-order.ts); the admin screen by id.
    if (admin) qb.orderBy('u.id', 'ASC');
    else qb.orderBy(readingOrder(qb, 'u.name'), 'ASC').addOrderBy('u.id', 'ASC');
    const users = await qb.take(USERS_MAX).getMany();
    return users.map((u) => userViewFor(actor, u));
  }

  /**
   * The account-executive picker of the original client (GET /users/select): id, name and email of the
   * active users by name, or of every user (`activeOnly` false). Any signed-in user.
   */
  async selectable(_actor: Actor, activeOnly: boolean): Promise<Array<{ id: number; name: string; email: string }>> {
    const qb = this.repo.createQueryBuilder('u').select(['u.id', 'u.name', 'u.email']);
    if (activeOnly) qb.where('u.is_active = 1');
    const users = await qb.orderBy(readingOrder(qb, 'u.name'), 'ASC').addOrderBy('u.id', 'ASC').take(USERS_MAX).getMany();
    return users.map((u) => ({ id: u.id, name: u.name, email: u.email }));
  }

  /**
   * Batch for the per-request users loader (owners, advisors, creators of other records): every
   * user by id, inactive ones included (a record keeps showing its former owner's name).
   */
  async byIds(actor: Actor, ids: readonly number[]): Promise<(UserView | null)[]> {
    const wanted = [...new Set(ids.filter((id) => Number.isSafeInteger(id) && id > 0))];
    const users = wanted.length ? await this.repo.findBy({ id: In(wanted) }) : [];
    const byId = new Map(users.map((u) => [u.id, userViewFor(actor, u)]));
    return ids.map((id) => byId.get(id) ?? null);
  }

  async getById(actor: Actor, id: number): Promise<UserView> {
    const user = await this.findOr404(id);
    if (!isAdmin(actor.role) && actor.id !== id && !user.isActive) throw notFound(USER_MESSAGES.userNotFound);
    return userViewFor(actor, user);
  }

  async create(actor: Actor, input: CreateUserInput): Promise<UserView> {
    if (!canManageUsers(actor.role)) throw forbidden();
    const email = normalizeEmail(input.email);
    const name = input.name.trim();
    if (!name) throw new AppError('VALIDATION', USER_MESSAGES.nameRequired);
    const passwordHash = input.password ? await this.hasher.hash(input.password) : await this.hasher.unusableHash();
    return this.ds.transaction(async (em) => {
      if (await em.existsBy(UserEntity, { email })) throw conflict(USER_MESSAGES.emailTaken);
      const res = await em.insert(UserEntity, {
        name,
        email,
        passwordHash,
        role: input.role ?? 'viewer',
        isActive: input.isActive ?? true,
      });
      const id = Number(res.identifiers[0].id);
      await this.audit.log(
        actor,
        { action: 'create', entity: 'user', entityId: id, description: `Usuario ${email} creado`, meta: { changes: createdChanges({ name, email, role: input.role ?? 'viewer', isActive: input.isActive ?? true }), ...(input.password ? {} : { invite: true }) } },
        em,
      );
      const user = await em.findOneByOrFail(UserEntity, { id });
      return userViewFor(actor, user);
    }).catch((e: unknown) => {
      // A concurrent insert of the same email hits the unique index.
      if (e instanceof AppError) throw e;
      if (/unique|duplicate/i.test(String((e as Error)?.message))) throw conflict(USER_MESSAGES.emailTaken);
      throw e;
    });
  }

  async update(actor: Actor, id: number, input: UpdateUserInput): Promise<UserView> {
    if (!canManageUsers(actor.role)) throw forbidden();
    return this.ds.transaction(async (em) => {
      const user = await em.findOneBy(UserEntity, { id });
      if (!user) throw notFound(USER_MESSAGES.userNotFound);
      const changes: Partial<Pick<UserEntity, 'name' | 'email' | 'role' | 'isActive'>> = {};
      if (input.name != null) {
        const name = input.name.trim();
        if (!name) throw new AppError('VALIDATION', USER_MESSAGES.nameRequired);
        changes.name = name;
      }
      if (input.email != null) {
        const email = normalizeEmail(input.email);
        if (email !== user.email && (await em.existsBy(UserEntity, { email }))) throw conflict(USER_MESSAGES.emailTaken);
        changes.email = email;
      }
      if (input.role != null) changes.role = input.role as Role;
      if (input.isActive != null) changes.isActive = input.isActive;

      if (user.id === actor.id) {
        if (changes.isActive === false) throw new AppError('VALIDATION', USER_MESSAGES.selfDeactivate);
        if (changes.role && changes.role !== 'admin') throw new AppError('VALIDATION', USER_MESSAGES.selfDemote);
      }
      const losesAdmin =
        user.role === 'admin' && user.isActive && ((changes.role && changes.role !== 'admin') || changes.isActive === false);
      if (losesAdmin) {
        const admins = await em.countBy(UserEntity, { role: 'admin', isActive: true });
        if (admins <= 1) throw new AppError('VALIDATION', USER_MESSAGES.lastAdmin);
      }
      if (Object.keys(changes).length) {
        // Deactivation revokes every token issued so far: re-activating the user must not revive them
        // (authenticate() compares token_version, not only is_active).
        const revoke = changes.isActive === false ? { tokenVersion: () => 'token_version + 1' } : {};
        await em.createQueryBuilder().update(UserEntity).set({ ...changes, ...revoke }).where('id = :id', { id: user.id }).execute();
        await this.audit.log(
          actor,
          { action: 'update', entity: 'user', entityId: user.id, description: `Usuario ${user.email} modificado`, meta: { fields: Object.keys(changes), changes: auditChanges(user, changes) } },
          em,
        );
      }
      return userViewFor(actor, await em.findOneByOrFail(UserEntity, { id: user.id }));
    });
  }

  /**
   * Admins may set anyone's password, every user their own (viewers included). Older tokens of
   * that user stop working; the returned user carries the new token version.
   */
  async setPassword(actor: Actor, id: number, input: SetPasswordInput): Promise<UserEntity> {
    // An API key never sets a password: that would turn a script's key into a web session (integrations).
    if (!canSetPassword(actor, id) || actor.apiKeyId) {
      // Non-admins may not learn which ids exist.
      throw forbidden();
    }
    const user = await this.findOr404(id);
    const passwordHash = await this.hasher.hash(input.newPassword);
    await this.ds.transaction(async (em) => {
      await em
        .createQueryBuilder()
        .update(UserEntity)
        .set({ passwordHash, tokenVersion: () => 'token_version + 1' })
        .where('id = :id', { id: user.id })
        .execute();
      await this.audit.log(actor, { action: 'update', entity: 'user', entityId: user.id, description: `Contraseña de ${user.email} cambiada`, meta: { fields: ['password'] } }, em);
    });
    return this.repo.findOneByOrFail({ id: user.id });
  }

  private async findOr404(id: number): Promise<UserEntity> {
    const user = await this.repo.findOneBy({ id });
    if (!user) throw notFound(USER_MESSAGES.userNotFound);
    return user;
  }
}
