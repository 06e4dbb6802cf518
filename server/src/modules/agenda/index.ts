import type { AppModule } from '../../core/module';
import { generateVapidKeys } from '../../core/config';
import { AgendaResolver, DealNextActivityResolver } from './agenda.resolver';
import { agendaRoutes } from './agenda.rest';
import { AgendaService } from './agenda.service';
import { Agenda1765300000003 } from './migrations/1765300000003-agenda';
import { NotificationEntity } from './notification.entity';
import { PushSubscriptionEntity } from './push-subscription.entity';
import { ReminderEntity } from './reminder.entity';
import { ReminderPreferenceEntity } from './reminder-preference.entity';
import { ReminderPreferences1766037000001 } from './migrations/1766037000001-reminder-preferences';
import { ReminderScheduler } from './reminder-scheduler';
import { syncReminders } from './reminder-sync';
import { WebPushSender } from './web-push-sender';

declare module '../../core/services' {
  interface Services {
    agenda: AgendaService;
    reminders: ReminderScheduler;
  }
}

/**
 * Mi agenda, reminders and notifications. Each task's reminder is kept in step through the audit log
 * (AuditService.onLog, in the task's transaction); server-process.ts starts the scheduler in every process.
 */
export const agendaModule: AppModule = {
  name: 'agenda',
  entities: [ReminderEntity, NotificationEntity, PushSubscriptionEntity, ReminderPreferenceEntity],
  migrations: [Agenda1765300000003, ReminderPreferences1766037000001],
  resolvers: [AgendaResolver, DealNextActivityResolver],
  rest: agendaRoutes,
  // mail: e-mail reminders go through its outbox (MailService.queueNotice), for users who turn them on.
  requires: ['audit', 'activities', 'deals', 'mail'],
  services: ({ ds, live, config }, { audit, mail }) => {
    audit.onLog(syncReminders);
    // Keys of the process's own when none are configured (a test app); loadConfig always gives them.
    const push = new WebPushSender(config.vapid ?? generateVapidKeys());
    // REMINDER_POLL_MS: how often each process looks for due reminders (15 s by default).
    const poll = Number(process.env.REMINDER_POLL_MS);
    return {
      agenda: new AgendaService(ds, audit, push, () => mail.smtpConfigured),
      reminders: new ReminderScheduler(ds, live, push, Number.isInteger(poll) && poll >= 50 ? poll : undefined, mail),
    };
  },
};
