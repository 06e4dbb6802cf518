import { NEXT_STEP_MESSAGES, utcToWallTime } from '@crm/domain';
import { activityLines, afterSave, callFormErrors, callInput, contactBars, emptyCallForm, formatCallTime, OUTCOME_REQUIRED } from './followupData';

test('a fresh call form: now on the picker, subject Llamada, duration 0', () => {
  const f = emptyCallForm(new Date(Date.UTC(2026, 10, 22, 12, 5, 30)));
  expect(f).toEqual({
    orgId: null,
    contactId: null,
    dealId: null,
    subject: 'Llamada',
    notes: '',
    happenedAt: '2026-11-22T09:05',
    duration: '0',
    outcome: '',
    nextSubject: '',
    nextDueAt: '',
    remindMinutes: '30',
  });
});

test('the mutation input: date-time with seconds, duration ≥ 0 (invalid → 0), blank subject → Llamada', () => {
  const base = { ...emptyCallForm(new Date(Date.UTC(2026, 0, 2, 6, 4))), orgId: 5, contactId: 6, dealId: null };
  expect(callInput({ ...base, subject: '  ', notes: ' hola ', duration: '15' })).toEqual({
    orgId: 5,
    contactId: 6,
    dealId: null,
    subject: 'Llamada',
    notes: 'hola',
    happenedAt: '2026-01-02 03:04:00',
    durationMin: 15,
    outcome: null,
    nextTask: null,
  });
  expect(callInput({ ...base, outcome: 'interesado', nextSubject: ' Enviar tarifa ', nextDueAt: '2026-01-03T10:00', remindMinutes: '60' })).toMatchObject({
    outcome: 'interesado',
    nextTask: { subject: 'Enviar tarifa', dueAt: '2026-01-03 10:00:00', remindMinutes: 60 },
  });
  expect(callInput({ ...base, duration: '-3' }).durationMin).toBe(0);
  expect(callInput({ ...base, duration: 'x' }).durationMin).toBe(0);
  expect(callInput({ ...base, duration: '2,6' }).durationMin).toBe(3);
  expect(callInput({ ...base, notes: '   ' }).notes).toBeNull();
  expect(callInput({ ...base, happenedAt: '2026-01-02T03:04:59' }).happenedAt).toBe('2026-01-02 03:04:59');
});

test('after a save only notes and duration reset', () => {
  const f = { ...emptyCallForm(new Date(Date.UTC(2026, 0, 2, 6, 4))), subject: 'Cotización', notes: 'x', duration: '9', orgId: 3 };
  expect(afterSave(f)).toEqual({ ...f, notes: '', duration: '0', outcome: '', nextSubject: '', nextDueAt: '', remindMinutes: '30' });
});

test.each([
  ['no outcome', {}, { outcome: OUTCOME_REQUIRED }],
  ['no answer needs nothing', { outcome: 'no_contesta' }, {}],
  ['interested without notes or next task', { outcome: 'interesado' }, { notes: NEXT_STEP_MESSAGES.notesRequired, nextSubject: NEXT_STEP_MESSAGES.nextTaskSubjectRequired, nextDueAt: NEXT_STEP_MESSAGES.nextTaskDueInvalid }],
  ['interested, next task in the past', { outcome: 'interesado', notes: 'x', nextSubject: 'Llamar', nextDueAt: 'PAST' }, { nextDueAt: NEXT_STEP_MESSAGES.nextTaskDuePast }],
  ['interested, complete', { outcome: 'interesado', notes: 'x', nextSubject: 'Llamar', nextDueAt: 'FUTURE' }, {}],
])('callFormErrors: %s', (_n, patch, errors) => {
  const now = Date.parse('2026-11-20T15:00:00Z');
  const wall = (ms: number) => utcToWallTime(new Date(ms)).replace(' ', 'T').slice(0, 16);
  const p = { ...patch } as Record<string, string>;
  if (p.nextDueAt === 'PAST') p.nextDueAt = wall(now - 3_600_000);
  if (p.nextDueAt === 'FUTURE') p.nextDueAt = wall(now + 3_600_000);
  expect(callFormErrors({ ...emptyCallForm(new Date(now)), ...p } as never, now)).toEqual(errors);
});

test('chart data: two series per day and the contacted/not-contacted bars', () => {
  const series = [
    { __typename: 'FollowupDay' as const, date: '2026-11-21', calls: 2, notes: 0 },
    { __typename: 'FollowupDay' as const, date: '2026-11-22', calls: 0, notes: 1 },
  ];
  expect(activityLines(series)).toEqual([
    { id: 'Llamadas', data: [{ x: '21/11', y: 2 }, { x: '22/11', y: 0 }] },
    { id: 'Notas', data: [{ x: '21/11', y: 0 }, { x: '22/11', y: 1 }] },
  ]);
  expect(contactBars({ contactedOrganizations: 4, organizationsWithoutContact: 7 })).toEqual([
    { estado: 'Contactadas', organizaciones: 4 },
    { estado: 'Sin contacto', organizaciones: 7 },
  ]);
  expect(formatCallTime('2026-11-22 09:05:00')).toBe('22/11/2026 09:05');
});
