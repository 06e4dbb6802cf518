import { utcToWallTime } from '@crm/domain';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { Poller } from '../../core/outbox/poller';
import type { LiveBus } from '../../core/live/bus';
import { ActivityEntity } from '../activities/activity.entity';
import { DealEntity } from '../deals/deal.entity';
import { NotificationEntity } from './notification.entity';
import { PushSubscriptionEntity } from './push-subscription.entity';
import { ReminderEntity } from './reminder.entity';
import type { PushPayload, WebPushSender } from './web-push-sender';

/** Reminders one process claims per round. */
const BATCH = 20;
const POLL_MS = 15_000;
const MAX_BACKOFF_MS = 60_000;

/** The topic of a user's new notifications (payload: { notificationId }). */
export const notificationTopic = (userId: number) => `notify:${userId}`;

/** 'dd/mm/aaaa HH:MM' on the office's clock (es-PY order). */
export function officeDateTime(d: Date): string {
  const w = utcToWallTime(d);
  return `${w.slice(8, 10)}/${w.slice(5, 7)}/${w.slice(0, 4)} ${w.slice(11, 16)}`;
}

/**
 * The durable reminder scheduler. Runs in every server process (like the webhook dispatcher); the
 * reminders live in the database, so nothing is lost with a restart, and a round sends everything whose
 * time has come, however late (catch-up after downtime). A process claims a reminder with a conditional
 * UPDATE (`SET sent_at_ms … WHERE id = ? AND sent_at_ms IS NULL`) in the transaction that writes its
 * notification: of several processes or instances racing, exactly one row changes, so each reminder gives
 * one notification. The Web Push goes out after that commit, from the process that claimed it; a process
 * that dies in between leaves the in-app notification without its push (at most once, never twice).
 */
export class ReminderScheduler {
  readonly owner = randomUUID();
  private readonly poller: Poller;

  constructor(
    private readonly ds: DataSource,
    private readonly live: LiveBus,
    private readonly push: WebPushSender,
    pollMs: number = POLL_MS,
  ) {
    this.poller = new Poller(
      { name: 'Recordatorios', pollMs: () => pollMs, maxBackoffMs: MAX_BACKOFF_MS, maxDoublings: 6, databaseOpen: () => ds.isInitialized },
      async () => {
        await this.runOnce();
        return 'done';
      },
    );
  }

  start(): void {
    this.poller.start();
  }

  stop(): Promise<void> {
    return this.poller.stop();
  }

  /** One round: claims and sends every reminder due by `now` (epoch ms). Returns how many this process sent. */
  async runOnce(now: number = Date.now()): Promise<number> {
    let sent = 0;
    for (;;) {
      const due = await this.ds
        .createQueryBuilder(ReminderEntity, 'r')
        .select(['r.id AS id'])
        .where('r.sent_at_ms IS NULL AND r.remind_at_ms <= :now', { now })
        .orderBy('r.remind_at_ms', 'ASC')
        .addOrderBy('r.id', 'ASC')
        .limit(BATCH)
        .getRawMany<{ id: unknown }>();
      if (!due.length) return sent;
      let claimedAny = false;
      for (const { id } of due) {
        const delivered = await this.claimAndNotify(Number(id), now);
        if (!delivered) continue;
        claimedAny = true;
        sent++;
        this.live.publish(notificationTopic(delivered.userId), { notificationId: delivered.payload.notificationId });
        await this.pushTo(delivered.userId, delivered.payload);
      }
      // Every row of the batch was taken by other processes: they send the rest.
      if (!claimedAny || due.length < BATCH) return sent;
    }
  }

  private async claimAndNotify(id: number, now: number): Promise<{ userId: number; payload: PushPayload } | null> {
    return this.ds.transaction(async (em) => {
      const claim = await em
        .createQueryBuilder()
        .update(ReminderEntity)
        .set({ sentAtMs: String(now), sentBy: this.owner })
        .where('id = :id AND sent_at_ms IS NULL', { id })
        .execute();
      if (claim.affected !== 1) return null;
      const r = await em.findOneByOrFail(ReminderEntity, { id });
      const task = await em.findOne(ActivityEntity, { where: { id: r.activityId }, select: { id: true, subject: true, dueAt: true, dealId: true } });
      const deal = task?.dealId ? await em.findOne(DealEntity, { where: { id: task.dealId }, select: { id: true, reference: true, title: true } }) : null;
      const dueAt = new Date(Number(r.dueAtMs));
      // Overdue when sent more than a minute past the due time (a catch-up after downtime), not when due right now.
      const late = now - dueAt.getTime() > 60_000;
      const title = `${late ? 'Vencida' : 'Recordatorio'}: ${task?.subject ?? 'Tarea'}`.slice(0, 200);
      const body = [`Vence ${officeDateTime(dueAt)}`, deal ? `${deal.reference ?? ''} ${deal.title}`.trim() : null].filter(Boolean).join(' · ').slice(0, 500);
      const ins = await em.insert(NotificationEntity, { userId: r.userId, kind: 'reminder', title, body, activityId: r.activityId, dealId: task?.dealId ?? null, readAt: null });
      const notificationId = Number(ins.identifiers[0].id);
      const url = task?.dealId ? `/operations/${task.dealId}` : '/agenda';
      return { userId: r.userId, payload: { title, body, url, notificationId, activityId: r.activityId, dealId: task?.dealId ?? null } };
    });
  }

  /** To every installed browser or phone of the user; a subscription its push service calls gone is dropped. */
  private async pushTo(userId: number, payload: PushPayload): Promise<void> {
    const subs = await this.ds.getRepository(PushSubscriptionEntity).find({ where: { userId } });
    await Promise.all(
      subs.map(async (s) => {
        const out = await this.push.send(s, payload);
        if (out.ok) {
          if (s.lastError) await this.ds.getRepository(PushSubscriptionEntity).update({ id: s.id }, { lastError: null });
        } else if (out.gone) await this.ds.getRepository(PushSubscriptionEntity).delete({ id: s.id });
        else await this.ds.getRepository(PushSubscriptionEntity).update({ id: s.id }, { lastError: out.error });
      }),
    );
  }
}
