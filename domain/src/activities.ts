/**
 * Activities that need attention: one not done whose due date has passed is overdue ('Vencida'), so
 * the lists of organizations, contacts and operations show what to finish, reschedule or delete.
 * Pure: `today` is the calendar day in Paraguay ('YYYY-MM-DD', paraguayDate).
 */
export function isActivityOverdue(a: { done: boolean; dueDate: string | null | undefined }, today: string): boolean {
  return !a.done && typeof a.dueDate === 'string' && a.dueDate !== '' && a.dueDate < today;
}
