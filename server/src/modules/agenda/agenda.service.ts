import { agendaBucket, callTimeToUtc, isAdmin, SHARED_MESSAGES, utcToWallTime } from '@crm/domain';
import { createHash } from 'node:crypto';
import { isIP } from 'node:net';
import type { DataSource, EntityManager, SelectQueryBuilder } from 'typeorm';
import type { Actor } from '../../core/auth/actor';
import { requireWriter } from '../../core/auth/guards';
import { AppError, notFound } from '../../core/errors/app-error';
import { rawDate, rawInt, rawString } from '../../core/db/raw';
import { scopeVisible, visibleCondition } from '../../core/db/visibility-scope';
import { ActivityEntity } from '../activities/activity.entity';
import { createdChanges, type AuditService } from '../audit';
import { ContactEntity } from '../contacts/contact.entity';
import { DealEntity } from '../deals/deal.entity';
import { OrganizationEntity } from '../organizations/organization.entity';
import { UserEntity } from '../users/user.entity';
import { AGENDA_MESSAGES as M, type PlanTaskInput, type PushSubscriptionInput, type RescheduleTaskInput } from './agenda.inputs';
import { type AgendaTaskView, type AgendaView, BUCKET_MAX, type NotificationListView, type NotificationView, NOTIFICATIONS_MAX, type ReminderSettingsView } from './agenda.types';
import { ReminderPreferenceEntity } from './reminder-preference.entity';
import { NotificationEntity } from './notification.entity';
import { PushSubscriptionEntity } from './push-subscription.entity';
import type { WebPushSender } from './web-push-sender';

type Row = Record<string, unknown>;
const DAY_MS = 86_400_000;

/**
 * "Mi agenda" (own tasks with a due time: overdue, today, next 7 days; done in one click, reschedule), the
 * bell's notifications and the Web Push subscriptions. Whose: a seller their own tasks and notifications;
 * an admin may read another user's agenda (userId); a viewer reads (their agenda is empty: they write none).
 */
export class AgendaService {
  constructor(
    private readonly ds: DataSource,
    private readonly audit: AuditService,
    private readonly push: WebPushSender,
    /** Whether the server can send e-mail (SMTP configured): the settings screen says so. */
    private readonly mailConfigured: () => boolean = () => false,
  ) {}

  get vapidPublicKey(): string {
    return this.push.publicKey;
  }

  /** Tasks with a due time, open ones only unless `openOnly` is false (a task just done answers as done). */
  private tasks(em: EntityManager, actor: Actor, openOnly = true): SelectQueryBuilder<ActivityEntity> {
    const ov = visibleCondition('o', actor);
    const cv = visibleCondition('c', actor);
    return em
      .createQueryBuilder(ActivityEntity, 'a')
      .leftJoin(DealEntity, 'd', 'd.id = a.deal_id')
      .leftJoin(OrganizationEntity, 'o', `o.id = COALESCE(a.org_id, d.org_id) AND ${ov.sql}`, ov.params)
      .leftJoin(ContactEntity, 'c', `c.id = a.person_id AND ${cv.sql}`, cv.params)
      .leftJoin(UserEntity, 'u', 'u.id = a.created_by_user_id')
      .select([
        'a.id AS id',
        'a.subject AS subject',
        'a.due_at AS dueAt',
        'a.remind_minutes AS remindMinutes',
        'a.created_by_user_id AS ownerUserId',
        'u.name AS ownerName',
        'a.deal_id AS dealId',
        'd.reference AS dealReference',
        'd.title AS dealTitle',
        'o.id AS orgId',
        'COALESCE(o.name, o.razon_social) AS orgName',
        'c.id AS contactId',
        'c.name AS contactName',
        'a.done AS done',
      ])
      .where('a.due_at IS NOT NULL')
      .andWhere(openOnly ? 'a.done = :open' : '1 = 1', openOnly ? { open: false } : {});
  }

  async agenda(actor: Actor, userId?: number | null, now: Date = new Date()): Promise<AgendaView> {
    const owner = isAdmin(actor.role) && userId ? userId : actor.id;
    // Everything due before the end of the 8th office day from now: the buckets cut it (agendaBucket).
    const rows = await this.tasks(this.ds.manager, actor)
      .andWhere('a.created_by_user_id = :owner', { owner })
      .andWhere('a.due_at < :until', { until: new Date(now.getTime() + 9 * DAY_MS) })
      .orderBy('a.due_at', 'ASC')
      .addOrderBy('a.id', 'ASC')
      .limit(BUCKET_MAX * 3)
      .getRawMany<Row>();
    const out: AgendaView = { overdue: [], today: [], upcoming: [] };
    for (const r of rows) {
      const t = taskView(r);
      const b = agendaBucket(t.dueAt.getTime(), now.getTime());
      if (b !== 'later' && out[b].length < BUCKET_MAX) out[b].push(t);
    }
    return out;
  }

  /** An operation's next step: its earliest open task with a due time (anyone's), or null ("sin próximo paso"). */
  async nextActivity(actor: Actor, dealId: number): Promise<AgendaTaskView | null> {
    const r = await this.tasks(this.ds.manager, actor).andWhere('a.deal_id = :dealId', { dealId }).orderBy('a.due_at', 'ASC').addOrderBy('a.id', 'ASC').limit(1).getRawOne<Row>();
    return r ? taskView(r) : null;
  }

  /** The task as its owner (or an admin) may change it; anything else answers NOT_FOUND. */
  private async ownTask(em: EntityManager, actor: Actor, id: number): Promise<ActivityEntity> {
    const a = await em.findOneBy(ActivityEntity, { id });
    if (!a || a.dueAt == null || (!isAdmin(actor.role) && a.createdByUserId !== actor.id)) throw notFound(M.taskNotFound);
    return a;
  }

  /** 'Hecha' in one click: done now, by the actor; its reminder goes (reminder-sync.ts). */
  async complete(actor: Actor, id: number, now: Date = new Date()): Promise<AgendaTaskView> {
    requireWriter(actor);
    await this.ds.transaction(async (em) => {
      const a = await this.ownTask(em, actor, id);
      if (a.done) return;
      await em.update(ActivityEntity, { id }, { done: true, doneAt: now, doneByUserId: actor.id });
      await this.audit.log(actor, { action: 'update', entity: 'activity', entityId: id, description: `Tarea realizada: ${a.subject ?? ''}`.trim(), meta: { changes: { done: [false, true] } } }, em);
    });
    return this.taskById(actor, id);
  }

  /** 'Reprogramar': a new due time (and lead); the reminder is armed again for it. */
  async reschedule(actor: Actor, id: number, input: RescheduleTaskInput): Promise<AgendaTaskView> {
    requireWriter(actor);
    const utc = callTimeToUtc(input.dueAt);
    if (!utc) throw new AppError('VALIDATION', M.dueInvalid, 'dueAt');
    const dueAt = new Date(`${utc.replace(' ', 'T')}Z`);
    await this.ds.transaction(async (em) => {
      const a = await this.ownTask(em, actor, id);
      const next: Partial<ActivityEntity> = { dueAt, dueDate: utcToWallTime(utc).slice(0, 10), done: false, doneAt: null, doneByUserId: null };
      if (input.remindMinutes !== undefined) next.remindMinutes = input.remindMinutes;
      await em.update(ActivityEntity, { id }, next);
      await this.audit.log(
        actor,
        { action: 'update', entity: 'activity', entityId: id, description: `Tarea reprogramada: ${a.subject ?? ''}`.trim(), meta: { changes: { dueAt: [a.dueAt?.toISOString() ?? null, dueAt.toISOString()] } } },
        em,
      );
    });
    return this.taskById(actor, id);
  }

  /** 'Agendar tarea': a dated task of the actor, linked to records the actor sees (a hidden one answers NOT_FOUND). */
  async planTask(actor: Actor, input: PlanTaskInput, now: Date = new Date()): Promise<AgendaTaskView> {
    requireWriter(actor);
    const utc = callTimeToUtc(input.dueAt);
    if (!utc) throw new AppError('VALIDATION', M.dueInvalid, 'dueAt');
    const dueAt = new Date(`${utc.replace(' ', 'T')}Z`);
    if (dueAt.getTime() <= now.getTime()) throw new AppError('VALIDATION', M.duePast, 'dueAt');
    const subject = input.subject.trim();
    const id = await this.ds.transaction(async (em) => {
      const dealId = input.dealId ?? null;
      const deal = dealId ? await em.findOne(DealEntity, { where: { id: dealId }, select: { id: true, orgId: true, contactId: true } }) : null;
      if (dealId && !deal) throw notFound(SHARED_MESSAGES.dealNotFound);
      const orgId = input.orgId ?? null;
      if (orgId && !(await scopeVisible(em.createQueryBuilder(OrganizationEntity, 'o'), 'o', actor).andWhere('o.id = :id', { id: orgId }).getExists())) throw notFound(SHARED_MESSAGES.organizationNotFound);
      const contactId = input.contactId ?? null;
      if (contactId && !(await scopeVisible(em.createQueryBuilder(ContactEntity, 'c'), 'c', actor).andWhere('c.id = :id', { id: contactId }).getExists())) throw notFound(SHARED_MESSAGES.contactNotFound);
      const task = {
        type: 'task' as const,
        subject,
        notes: null,
        dueDate: utcToWallTime(utc).slice(0, 10),
        dueAt,
        remindMinutes: input.remindMinutes ?? null,
        done: false,
        orgId,
        personId: contactId,
        dealId,
        createdByUserId: actor.id,
      };
      const ins = await em.insert(ActivityEntity, task);
      const newId = Number(ins.identifiers[0].id);
      await this.audit.log(actor, { action: 'create', entity: 'activity', entityId: newId, description: `Tarea agendada: ${subject}`, meta: { changes: createdChanges({ ...task, dueAt: utc }) } }, em);
      return newId;
    });
    return this.taskById(actor, id);
  }

  async reminderSettings(actor: Actor): Promise<ReminderSettingsView> {
    const p = await this.ds.getRepository(ReminderPreferenceEntity).findOneBy({ userId: actor.id });
    return { email: p?.email ?? false, mailConfigured: this.mailConfigured() };
  }

  /** 'Recordatorios por correo': the user's own setting (any signed-in user, like their push subscriptions). */
  async setReminderSettings(actor: Actor, email: boolean): Promise<ReminderSettingsView> {
    if (typeof email !== 'boolean') throw new AppError('VALIDATION', M.emailInvalid, 'email');
    await this.ds.transaction(async (em) => {
      const current = await em.findOneBy(ReminderPreferenceEntity, { userId: actor.id });
      if (current) await em.update(ReminderPreferenceEntity, { userId: actor.id }, { email });
      else await em.insert(ReminderPreferenceEntity, { userId: actor.id, email });
    });
    return this.reminderSettings(actor);
  }

  private async taskById(actor: Actor, id: number): Promise<AgendaTaskView> {
    const r = await this.tasks(this.ds.manager, actor, false).andWhere('a.id = :id', { id }).getRawOne<Row>();
    if (!r) throw notFound(M.taskNotFound);
    return taskView(r);
  }

  async notifications(actor: Actor, opts: { limit: number; unreadOnly?: boolean }): Promise<NotificationListView> {
    const qb = this.ds.getRepository(NotificationEntity).createQueryBuilder('n').where('n.user_id = :me', { me: actor.id });
    if (opts.unreadOnly) qb.andWhere('n.read_at IS NULL');
    const [items, unread] = await Promise.all([qb.orderBy('n.id', 'DESC').limit(Math.min(Math.max(opts.limit, 1), NOTIFICATIONS_MAX)).getMany(), this.unread(actor)]);
    return { unread, items: items.map(notificationView) };
  }

  /** One of the actor's notifications (the live event re-reads it for its subscriber); another's → null. */
  async notification(actor: Actor, id: number): Promise<NotificationView | null> {
    const n = await this.ds.getRepository(NotificationEntity).findOneBy({ id, userId: actor.id });
    return n ? notificationView(n) : null;
  }

  /** Marks the given notifications (or all) of the actor as read; returns the unread count left. */
  async markRead(actor: Actor, ids: number[] | null, now: Date = new Date()): Promise<number> {
    const qb = this.ds.createQueryBuilder().update(NotificationEntity).set({ readAt: now }).where('user_id = :me AND read_at IS NULL', { me: actor.id });
    if (ids) {
      if (!ids.length) return this.unread(actor);
      qb.andWhere('id IN (:...ids)', { ids: ids.slice(0, NOTIFICATIONS_MAX) });
    }
    await qb.execute();
    return this.unread(actor);
  }

  private unread(actor: Actor): Promise<number> {
    return this.ds.getRepository(NotificationEntity).createQueryBuilder('n').where('n.user_id = :me AND n.read_at IS NULL', { me: actor.id }).getCount();
  }

  /**
   * 'Activar notificaciones' of a browser or phone: its subscription, for the actor (an endpoint that was
   * another user's moves to this one: one browser, one person signed in). Any signed-in role, viewers too.
   */
  async addPushSubscription(actor: Actor, input: PushSubscriptionInput): Promise<{ id: number }> {
    let host: string;
    try {
      const u = new URL(input.endpoint);
      if (u.protocol !== 'https:') throw new Error('https');
      host = u.hostname.replace(/^\[|\]$/g, '');
    } catch {
      throw new AppError('VALIDATION', M.endpointInvalid, 'endpoint');
    }
    // A push service is a public host: an address literal or a local name would make the server post to its own network.
    if (!allowPrivateEndpoints() && (isIP(host) !== 0 || host === 'localhost' || !host.includes('.') || host.endsWith('.local') || host.endsWith('.internal'))) {
      throw new AppError('VALIDATION', M.endpointNotAllowed, 'endpoint');
    }
    const endpointHash = createHash('sha256').update(input.endpoint).digest('hex');
    return this.ds.transaction(async (em) => {
      const current = await em.findOneBy(PushSubscriptionEntity, { endpointHash });
      if (current) {
        await em.update(PushSubscriptionEntity, { id: current.id }, { userId: actor.id, p256dh: input.keys.p256dh, auth: input.keys.auth, lastError: null });
        return { id: current.id };
      }
      const res = await em.insert(PushSubscriptionEntity, { userId: actor.id, endpoint: input.endpoint, endpointHash, p256dh: input.keys.p256dh, auth: input.keys.auth, lastError: null });
      return { id: Number(res.identifiers[0].id) };
    });
  }

  async removePushSubscription(actor: Actor, endpoint: string): Promise<boolean> {
    const endpointHash = createHash('sha256').update(endpoint).digest('hex');
    const res = await this.ds.getRepository(PushSubscriptionEntity).delete({ endpointHash, userId: actor.id });
    return (res.affected ?? 0) > 0;
  }
}

/** PUSH_ALLOW_PRIVATE_ENDPOINTS=1: a push service on the local network (tests on loopback, a self-hosted one). */
function allowPrivateEndpoints(): boolean {
  return process.env.PUSH_ALLOW_PRIVATE_ENDPOINTS === '1';
}

function taskView(r: Row): AgendaTaskView {
  return {
    id: Number(r.id),
    subject: rawString(r.subject),
    dueAt: rawDate(r.dueAt),
    remindMinutes: rawInt(r.remindMinutes),
    done: r.done === true || Number(r.done) === 1,
    ownerUserId: rawInt(r.ownerUserId),
    ownerName: rawString(r.ownerName),
    dealId: rawInt(r.dealId),
    dealReference: rawString(r.dealReference),
    dealTitle: rawString(r.dealTitle),
    orgId: rawInt(r.orgId),
    orgName: rawString(r.orgName),
    contactId: rawInt(r.contactId),
    contactName: rawString(r.contactName),
  };
}

function notificationView(n: NotificationEntity): NotificationView {
  return { id: n.id, kind: n.kind, title: n.title, body: n.body, activityId: n.activityId, dealId: n.dealId, readAt: n.readAt, createdAt: n.createdAt };
}
