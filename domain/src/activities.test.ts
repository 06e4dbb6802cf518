import { isActivityOverdue } from './activities';

test.each([
  [{ done: false, dueDate: '2026-11-27' }, '2026-11-28', true],
  [{ done: false, dueDate: '2026-11-28' }, '2026-11-28', false],
  [{ done: true, dueDate: '2026-01-01' }, '2026-11-28', false],
  [{ done: false, dueDate: null }, '2026-11-28', false],
])('isActivityOverdue(%p, %s) → %s', (a, today, overdue) => expect(isActivityOverdue(a, today)).toBe(overdue));
