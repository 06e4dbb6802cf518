import { reminderAt } from '@crm/domain';
import type { EntityManager } from 'typeorm';
import type { AuditListener } from '../audit';
import { ActivityEntity } from '../activities/activity.entity';
import { ReminderEntity } from './reminder.entity';

/**
 * Keeps each task's reminder in step with the task, inside the task's own transaction (AuditService.onLog:
 * every write to an activity is audited, whichever module makes it: the activities screens, a call's next
 * step, 'Mi agenda'). An open task with a due time and an owner has one reminder; a new due time or lead
 * re-arms it (sent_at_ms back to null); done, deleted or without a time, it has none.
 */
export const syncReminders: AuditListener = async (_actor, entries, em) => {
  const ids = new Set<number>();
  for (const e of entries) if (e.entity === 'activity' && e.entityId != null) ids.add(e.entityId);
  for (const id of ids) await syncReminder(em, id);
};

export async function syncReminder(em: EntityManager, activityId: number): Promise<void> {
  const a = await em.findOne(ActivityEntity, { where: { id: activityId }, select: { id: true, done: true, dueAt: true, remindMinutes: true, createdByUserId: true } });
  if (!a || a.done || !a.dueAt || a.createdByUserId == null) {
    await em.delete(ReminderEntity, { activityId });
    return;
  }
  const dueAtMs = a.dueAt.getTime();
  const remindAtMs = reminderAt(dueAtMs, a.remindMinutes);
  const current = await em.findOneBy(ReminderEntity, { activityId });
  if (!current) {
    await em.insert(ReminderEntity, { activityId, userId: a.createdByUserId, dueAtMs: String(dueAtMs), remindAtMs: String(remindAtMs), sentAtMs: null, sentBy: null });
  } else if (Number(current.dueAtMs) !== dueAtMs || Number(current.remindAtMs) !== remindAtMs || current.userId !== a.createdByUserId) {
    await em.update(ReminderEntity, { id: current.id }, { userId: a.createdByUserId, dueAtMs: String(dueAtMs), remindAtMs: String(remindAtMs), sentAtMs: null, sentBy: null });
  }
}
