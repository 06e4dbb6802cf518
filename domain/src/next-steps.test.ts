import {
  agendaBucket,
  callOutcomeErrors,
  CALL_OUTCOMES,
  idleDays,
  isRemindMinutes,
  isStuck,
  nextStepState,
  NEXT_STEP_MESSAGES as M,
  outcomeNeedsNextTask,
  outcomeNeedsNotes,
  rankNextActions,
  cardFollowUp,
  reminderAt,
  type ActionCandidate,
} from './next-steps';

const NOW = Date.parse('2026-11-20T15:00:00Z'); // 12:00 in Asunción (UTC-3)
const H = 3_600_000;
const D = 24 * H;

test.each([
  ['no_contesta', false, false],
  ['interesado', true, true],
  ['no_interesado', true, false],
  ['volver_a_llamar', true, true],
  ['en_negociacion', true, true],
] as const)('%s: notes %p, next task %p', (o, notes, task) => {
  expect(outcomeNeedsNotes(o)).toBe(notes);
  expect(outcomeNeedsNextTask(o)).toBe(task);
});

test('the five outcomes', () => expect(CALL_OUTCOMES).toHaveLength(5));

test.each([
  ['no answer, nothing else', { outcome: 'no_contesta', notes: null, nextTask: null }, {}],
  ['interested without a next task', { outcome: 'interesado', notes: 'quiere cotizar', nextTask: null }, { nextTask: M.nextTaskRequired }],
  ['interested without notes', { outcome: 'interesado', notes: '  ', nextTask: { subject: 'Enviar cotización', dueAtMs: NOW + H } }, { notes: M.notesRequired }],
  ['interested, complete', { outcome: 'interesado', notes: 'ok', nextTask: { subject: 'Enviar cotización', dueAtMs: NOW + H } }, {}],
  ['not interested needs notes only', { outcome: 'no_interesado', notes: 'precio', nextTask: null }, {}],
  ['next task in the past', { outcome: 'volver_a_llamar', notes: 'x', nextTask: { subject: 'Llamar', dueAtMs: NOW - 1 } }, { nextTaskDue: M.nextTaskDuePast }],
  ['next task without subject or date', { outcome: 'en_negociacion', notes: 'x', nextTask: { subject: '', dueAtMs: null } }, { nextTaskSubject: M.nextTaskSubjectRequired, nextTaskDue: M.nextTaskDueInvalid }],
  ['unknown outcome', { outcome: 'quizas' as never, notes: 'x', nextTask: null }, { outcome: M.outcomeInvalid }],
  ['no outcome (original client)', { outcome: null, notes: null, nextTask: null }, {}],
])('callOutcomeErrors: %s', (_name, input, errors) => expect(callOutcomeErrors(input as never, NOW)).toEqual(errors));

test('reminder lead: 30 minutes by default, 0 to 7 days', () => {
  expect(reminderAt(NOW, null)).toBe(NOW - 30 * 60_000);
  expect(reminderAt(NOW, 0)).toBe(NOW);
  expect(reminderAt(NOW, 7 * 24 * 60)).toBe(NOW - 7 * D);
  expect([0, 30, 10080].every(isRemindMinutes)).toBe(true);
  expect([-1, 10081, 1.5, '30', null].some(isRemindMinutes)).toBe(false);
});

test.each([
  [null, 'missing'],
  [NOW - 1, 'overdue'],
  [NOW + 1, 'ok'],
] as const)('nextStepState(%p) → %s', (due, s) => expect(nextStepState(due, NOW)).toBe(s));

test.each([
  ['no limit', 100, null, false],
  ['zero is no limit', 100, 0, false],
  ['exactly the idle days is not yet stuck', 5, 5, false],
  ['past the idle days', 5.01, 5, true],
  ['well within', 2, 5, false],
] as const)('isStuck: %s', (_n, daysIdle, stuck, out) => expect(isStuck(NOW - daysIdle * D, stuck, NOW)).toBe(out));

test('idleDays counts whole days', () => {
  expect(idleDays(NOW - 2.9 * D, NOW)).toBe(2);
  expect(idleDays(NOW + H, NOW)).toBe(0);
});

test.each([
  ['a minute ago', NOW - 60_000, 'overdue'],
  ['later today (office clock)', NOW + 11 * H, 'today'],
  ['past office midnight is tomorrow', NOW + 13 * H, 'upcoming'],
  ['in 7 days', NOW + 7 * D, 'upcoming'],
  ['in 8 days', NOW + 8 * D, 'later'],
] as const)('agendaBucket: %s', (_n, due, b) => expect(agendaBucket(due, NOW)).toBe(b));

test('rankNextActions: overdue first (oldest first), then stuck, stale quotes, missing; on-time left out; top N', () => {
  const c = (dealId: number, p: Partial<ActionCandidate>): ActionCandidate => ({ dealId, nextDueAtMs: null, lastTouchMs: NOW - H, stuckDays: null, quotedAtMs: null, value: 0, ...p });
  const list = [
    c(1, { nextDueAtMs: NOW + D }), // on time: not listed
    c(2, { value: 100 }), // missing
    c(3, { lastTouchMs: NOW - 10 * D, stuckDays: 5 }), // stuck
    c(4, { nextDueAtMs: NOW - H }), // overdue, recent
    c(5, { nextDueAtMs: NOW - 2 * D }), // overdue, oldest
    c(6, { quotedAtMs: NOW - 8 * D, lastTouchMs: NOW - 8 * D }), // quoted 8 days ago, untouched
    c(7, { value: 500 }), // missing, larger
  ];
  expect(rankNextActions(list, NOW).map((x) => x.dealId)).toEqual([5, 4, 3, 6, 7, 2]);
  expect(rankNextActions(list, NOW, 2).map((x) => x.dealId)).toEqual([5, 4]);
});

test('cardFollowUp: the card icon for a missing or overdue next step, and red past the stage idle days', () => {
  const iso = (ms: number) => new Date(ms).toISOString();
  expect(cardFollowUp({ nextDueAt: null, lastTouchAt: iso(NOW - H), stuckDays: 5 }, NOW)).toEqual({ nextStep: 'missing', stuck: false, label: 'Sin próximo paso' });
  expect(cardFollowUp({ nextDueAt: iso(NOW - 1), lastTouchAt: iso(NOW - 6 * D), stuckDays: 5 }, NOW)).toEqual({ nextStep: 'overdue', stuck: true, label: 'Próximo paso vencido' });
  expect(cardFollowUp({ nextDueAt: iso(NOW + D), lastTouchAt: iso(NOW - 60 * D), stuckDays: null }, NOW)).toEqual({ nextStep: 'ok', stuck: false, label: null });
});
