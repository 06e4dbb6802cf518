import { Router } from 'express';
import { bodyText, restBody } from '../../core/rest/body';
import { idParam, signedIn } from '../../core/rest/context';
import { restDateTime } from '../../core/rest/format';
import { validateInput } from '../../core/input/validate';
import type { Services } from '../../core/services';
import { AGENDA_MESSAGES, PlanTaskInput, PushKeysInput, PushSubscriptionInput, RescheduleTaskInput } from './agenda.inputs';
import { AppError } from '../../core/errors/app-error';
import { bodyId } from '../../core/rest/body';
import type { AgendaTaskView, NotificationView } from './agenda.types';

export const agendaTaskRow = (t: AgendaTaskView) => ({
  id: t.id,
  subject: t.subject,
  due_at: restDateTime(t.dueAt),
  remind_minutes: t.remindMinutes,
  done: t.done,
  owner_user_id: t.ownerUserId,
  owner_name: t.ownerName,
  deal_id: t.dealId,
  deal_reference: t.dealReference,
  deal_title: t.dealTitle,
  org_id: t.orgId,
  org_name: t.orgName,
  contact_id: t.contactId,
  contact_name: t.contactName,
});

const notificationRow = (n: NotificationView) => ({
  id: n.id,
  kind: n.kind,
  title: n.title,
  body: n.body,
  activity_id: n.activityId,
  deal_id: n.dealId,
  read_at: restDateTime(n.readAt),
  created_at: restDateTime(n.createdAt),
});

const bodyInt = (v: unknown): unknown => (typeof v === 'string' && /^\s*\d{1,9}\s*$/.test(v) ? Number(v) : v === '' ? null : v);

/** REST for scripts: "Mi agenda", the bell's notifications and Web Push subscriptions (times UTC, like created_at). */
export function agendaRoutes(services: Services): Router {
  const r = Router();
  const svc = services.agenda;

  r.get('/agenda', async (req, res) => {
    const actor = signedIn(res);
    const userId = typeof req.query.user_id === 'string' && /^\d{1,9}$/.test(req.query.user_id) ? Number(req.query.user_id) : null;
    const a = await svc.agenda(actor, userId);
    res.json({ overdue: a.overdue.map(agendaTaskRow), today: a.today.map(agendaTaskRow), upcoming: a.upcoming.map(agendaTaskRow) });
  });

  r.post('/agenda/tasks', async (req, res) => {
    const actor = signedIn(res);
    const b = restBody(req);
    const input = await validateInput(PlanTaskInput, {
      subject: b.subject,
      dueAt: bodyText(b.due_at),
      remindMinutes: b.remind_minutes === undefined ? undefined : bodyInt(b.remind_minutes),
      dealId: bodyId(b.deal_id),
      orgId: bodyId(b.org_id),
      contactId: bodyId(b.contact_id),
    });
    res.status(201).json(agendaTaskRow(await svc.planTask(actor, input)));
  });

  r.get('/agenda/settings', async (_req, res) => {
    const s = await svc.reminderSettings(signedIn(res));
    res.json({ email_reminders: s.email, mail_configured: s.mailConfigured });
  });

  r.put('/agenda/settings', async (req, res) => {
    const actor = signedIn(res);
    const b = restBody(req);
    const email = b.email_reminders === true || b.email_reminders === 1 ? true : b.email_reminders === false || b.email_reminders === 0 ? false : null;
    if (email === null) throw new AppError('VALIDATION', AGENDA_MESSAGES.emailInvalid, 'email_reminders');
    const s = await svc.setReminderSettings(actor, email);
    res.json({ email_reminders: s.email, mail_configured: s.mailConfigured });
  });

  r.post('/agenda/:id/done', async (req, res) => {
    res.json(agendaTaskRow(await svc.complete(signedIn(res), idParam(req))));
  });

  r.post('/agenda/:id/reschedule', async (req, res) => {
    const actor = signedIn(res);
    const b = restBody(req);
    const input = await validateInput(RescheduleTaskInput, { dueAt: bodyText(b.due_at), remindMinutes: b.remind_minutes === undefined ? undefined : bodyInt(b.remind_minutes) });
    res.json(agendaTaskRow(await svc.reschedule(actor, idParam(req), input)));
  });

  r.get('/notifications', async (req, res) => {
    const actor = signedIn(res);
    const limit = typeof req.query.limit === 'string' && /^\d{1,3}$/.test(req.query.limit) ? Number(req.query.limit) : 20;
    const list = await svc.notifications(actor, { limit, unreadOnly: req.query.unread === '1' || req.query.unread === 'true' });
    res.json({ unread: list.unread, items: list.items.map(notificationRow) });
  });

  r.post('/notifications/read', async (req, res) => {
    const actor = signedIn(res);
    const b = restBody(req);
    const ids = Array.isArray(b.ids) ? b.ids.filter((x): x is number => Number.isSafeInteger(x) && (x as number) > 0) : null;
    res.json({ unread: await svc.markRead(actor, ids) });
  });

  r.get('/push/vapid-public-key', (_req, res) => {
    signedIn(res);
    res.json({ public_key: svc.vapidPublicKey });
  });

  r.post('/push-subscriptions', async (req, res) => {
    const actor = signedIn(res);
    const b = restBody(req);
    const k = b.keys && typeof b.keys === 'object' && !Array.isArray(b.keys) ? (b.keys as Record<string, unknown>) : {};
    const input = await validateInput(PushSubscriptionInput, { endpoint: b.endpoint, keys: Object.assign(new PushKeysInput(), { p256dh: k.p256dh, auth: k.auth }) });
    res.status(201).json(await svc.addPushSubscription(actor, input));
  });

  r.delete('/push-subscriptions', async (req, res) => {
    const actor = signedIn(res);
    const b = restBody(req);
    res.json({ removed: await svc.removePushSubscription(actor, typeof b.endpoint === 'string' ? b.endpoint : '') });
  });

  return r;
}
