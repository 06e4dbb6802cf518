import { ACCOUNT_TOKEN_TTL_MS, accountTokenUsable, type AccountTokenKind, isMailAddress, normalizeMailAddress, textToHtml } from '@crm/domain';
import { createHash, randomBytes } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import type { Actor } from '../../core/auth/actor';
import { requireAdmin } from '../../core/auth/guards';
import type { PasswordHasher } from '../../core/auth/passwords';
import { AppError, notFound, validation } from '../../core/errors/app-error';
import type { MailConfig } from '../../core/mail-config';
import type { AuditEntry, AuditService } from '../audit';
import { UserEntity } from '../users/user.entity';
import { AccountRequestEntity, AccountTokenEntity } from './account-token.entity';
import { MAIL_MESSAGES as M } from './mail.inputs';
import { MailMessageEntity } from './mail-message.entity';
import type { PasswordLinkView } from './mail.types';

const HOUR_MS = 3_600_000;
/** '¿Olvidaste tu contraseña?' per address and per client address in an hour (known addresses or not). */
export const FORGOT_LIMITS = { perEmail: 3, perIp: 20 } as const;

const sha256 = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');

/**
 * Account e-mails: the invitation of a user created without a password and the password reset
 * ('¿Olvidaste tu contraseña?'). Both carry a one-time link to /contrasena that expires
 * (ACCOUNT_TOKEN_TTL_MS); only the token's SHA-256 is stored. They go through the same outbox as
 * every other message.
 */
export class AccountMailService {
  constructor(
    private readonly ds: DataSource,
    private readonly audit: AuditService,
    private readonly hasher: PasswordHasher,
    private readonly config: MailConfig,
    /** Where users open the app: PUBLIC_URL, else this server's own address. */
    private readonly publicUrl: string,
  ) {}

  /**
   * AuditService.onLog: a user created without a password (meta.invite, users.service) gets the
   * invitation, queued in the same transaction as the user (both or neither).
   */
  readonly onAudit = async (actor: Pick<Actor, 'id'> | null, entries: readonly AuditEntry[], em: EntityManager): Promise<void> => {
    for (const e of entries) {
      if (e.entity !== 'user' || e.action !== 'create' || e.meta?.invite !== true || !e.entityId) continue;
      const user = await em.findOneBy(UserEntity, { id: e.entityId });
      if (user?.isActive) await this.queue(em, 'invite', user, actor?.id ?? null, Date.now());
    }
  };

  /** 'Reenviar invitación' (admins): a new link; the older ones stop working. */
  async invite(actor: Actor, userId: number, now: number = Date.now()): Promise<boolean> {
    requireAdmin(actor);
    await this.ds.transaction(async (em) => {
      const user = await em.findOneBy(UserEntity, { id: userId });
      if (!user) throw notFound(M.userNotFound);
      if (!user.isActive) throw validation(M.userInactive);
      await this.queue(em, 'invite', user, actor.id, now);
      await this.audit.log(actor, { action: 'update', entity: 'user', entityId: userId, description: `Invitación enviada a ${user.email}`, meta: { fields: ['invitation'] } }, em);
    });
    return true;
  }

  /**
   * '¿Olvidaste tu contraseña?': the same answer whether or not the address is a user's (and the same
   * limits: every request is counted, known or not). An active user gets a reset link.
   */
  async forgot(emailRaw: string, ip: string, now: number = Date.now()): Promise<string> {
    const email = normalizeMailAddress(emailRaw);
    const emailHash = sha256(email);
    const limited = await this.ds.transaction(async (em) => {
      await em.insert(AccountRequestEntity, { emailHash, ip: ip.slice(0, 64), atMs: String(now) });
      const since = String(now - HOUR_MS);
      const byEmail = await em.createQueryBuilder(AccountRequestEntity, 'r').where('r.email_hash = :h AND r.at_ms > :since', { h: emailHash, since }).getCount();
      const byIp = await em.createQueryBuilder(AccountRequestEntity, 'r').where('r.ip = :ip AND r.at_ms > :since', { ip: ip.slice(0, 64), since }).getCount();
      if (byEmail > FORGOT_LIMITS.perEmail || byIp > FORGOT_LIMITS.perIp) return true;
      const user = isMailAddress(email) ? await em.findOneBy(UserEntity, { email }) : null;
      if (user?.isActive) await this.queue(em, 'reset', user, null, now);
      return false;
    });
    // Requests are not kept past the window they count in.
    await this.ds.createQueryBuilder().delete().from(AccountRequestEntity).where('at_ms < :before', { before: String(now - 2 * HOUR_MS) }).execute();
    if (limited) throw new AppError('RATE_LIMITED', M.forgotRateLimited);
    return M.forgotAnswer;
  }

  /** Whom a link is for, while it can be used (the page shows the address before asking for the password). */
  async checkLink(token: string, now: number = Date.now()): Promise<PasswordLinkView> {
    const { row, user } = await this.usable(this.ds.manager, token, now);
    return { email: user.email, name: user.name, kind: row.kind };
  }

  /** Sets the password with a link: works once, before it expires; the user's other links and sessions end. */
  async setPassword(token: string, password: string, now: number = Date.now()): Promise<string> {
    const hash = await this.hasher.hash(password);
    return this.ds.transaction(async (em) => {
      const { row, user } = await this.usable(em, token, now);
      const used = await em
        .createQueryBuilder()
        .update(AccountTokenEntity)
        .set({ usedAtMs: String(now) })
        .where('id = :id AND used_at_ms IS NULL', { id: row.id })
        .execute();
      if (!used.affected) throw validation(M.tokenInvalid);
      await em
        .createQueryBuilder()
        .update(UserEntity)
        .set({ passwordHash: hash, tokenVersion: () => 'token_version + 1' })
        .where('id = :id', { id: user.id })
        .execute();
      await em.createQueryBuilder().update(AccountTokenEntity).set({ usedAtMs: String(now) }).where('user_id = :u AND used_at_ms IS NULL', { u: user.id }).execute();
      await this.audit.log(
        { id: user.id },
        { action: 'update', entity: 'user', entityId: user.id, description: `Contraseña de ${user.email} elegida con un enlace (${row.kind === 'invite' ? 'invitación' : 'restablecimiento'})`, meta: { fields: ['password'] } },
        em,
      );
      return user.email;
    });
  }

  private async usable(em: EntityManager, token: string, now: number): Promise<{ row: AccountTokenEntity; user: UserEntity }> {
    const row = typeof token === 'string' && token.length >= 20 ? await em.findOneBy(AccountTokenEntity, { tokenHash: sha256(token) }) : null;
    if (!row || !accountTokenUsable({ usedAtMs: row.usedAtMs === null ? null : Number(row.usedAtMs), expiresAtMs: Number(row.expiresAtMs) }, now)) throw validation(M.tokenInvalid);
    const user = await em.findOneBy(UserEntity, { id: row.userId });
    if (!user || !user.isActive) throw validation(M.tokenInvalid);
    return { row, user };
  }

  /** A new link for `user` (the older unused ones of the same kind end) and its message in the outbox. */
  private async queue(em: EntityManager, kind: AccountTokenKind, user: UserEntity, senderId: number | null, now: number): Promise<void> {
    const token = randomBytes(32).toString('base64url');
    await em.createQueryBuilder().update(AccountTokenEntity).set({ usedAtMs: String(now) }).where('user_id = :u AND kind = :k AND used_at_ms IS NULL', { u: user.id, k: kind }).execute();
    await em.insert(AccountTokenEntity, { userId: user.id, kind, tokenHash: sha256(token), expiresAtMs: String(now + ACCOUNT_TOKEN_TTL_MS[kind]), usedAtMs: null, createdAtMs: String(now) });
    const link = `${this.publicUrl}/contrasena?token=${token}`;
    const office = this.config.from.name;
    const sender = senderId ? await em.findOneBy(UserEntity, { id: senderId }) : null;
    const text =
      kind === 'invite'
        ? `Hola, ${user.name}:\n\n${sender ? `${sender.name} te creó` : 'Te crearon'} un usuario en el CRM de ${office}. Para entrar, elegí tu contraseña en este enlace ` +
          `(vale 72 horas y se usa una sola vez):\n\n${link}\n\nTu usuario es ${user.email}.\n\n${office}`
        : `Hola, ${user.name}:\n\nPediste elegir una contraseña nueva para el CRM de ${office}. Usá este enlace (vale 1 hora y se usa una sola vez):\n\n${link}\n\n` +
          `Si no lo pediste, ignorá este correo: tu contraseña no cambia.\n\n${office}`;
    await em.insert(MailMessageEntity, {
      kind,
      dealId: null,
      orgId: null,
      contactId: null,
      senderUserId: senderId,
      fromName: office,
      replyTo: sender && isMailAddress(sender.email) ? sender.email : null,
      toAddrs: user.email,
      ccAddrs: '',
      bccAddrs: '',
      subject: kind === 'invite' ? `Invitación al CRM de ${office}` : `Elegí una contraseña nueva para el CRM de ${office}`,
      bodyText: text,
      bodyHtml: textToHtml(text).replace(link.replace(/&/g, '&amp;'), `<a href="${link}">${link}</a>`),
      status: 'pending',
      attempts: 0,
      nextAttemptAtMs: String(now),
      createdAtMs: String(now),
    });
  }
}
