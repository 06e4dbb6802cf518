import { quoteDisplayStatus, quoteFunnel, quoteStatusTransitionError, quoteValidUntil } from './quote-status';

describe('quote validity', () => {
  test.each([
    ['2026-11-20', '7 DIAS', '2026-11-27'],
    ['2026-11-20', '15 días', '2026-12-05'],
    ['2026-11-20', '30 dias corridos', '2026-12-20'],
    ['2026-11-20', '2 semanas', '2026-12-04'],
    ['2026-01-31', '1 mes', '2026-02-28'],
    ['2026-11-20', '31/12/2026', '2026-12-31'],
    ['2026-11-20', '2027-01-15', '2027-01-15'],
    ['2026-11-20', 'hasta agotar stock', null],
    ['2026-11-20', '', null],
    ['', '7 DIAS', null],
    ['2026-11-20', '31/02/2026', null],
  ])('%s + %s → %s', (fecha, validez, until) => {
    expect(quoteValidUntil(fecha, validez)).toBe(until);
  });

  test('vencida only while open and past the last valid day', () => {
    expect(quoteDisplayStatus('enviada', '2026-11-27', '2026-11-27')).toBe('enviada');
    expect(quoteDisplayStatus('enviada', '2026-11-27', '2026-11-28')).toBe('vencida');
    expect(quoteDisplayStatus('borrador', '2026-11-27', '2026-11-28')).toBe('vencida');
    expect(quoteDisplayStatus('aceptada', '2026-11-27', '2026-11-28')).toBe('aceptada');
    expect(quoteDisplayStatus('enviada', null, '2030-01-01')).toBe('enviada');
  });
});

describe('quote status transitions', () => {
  test('sent or answered; answers revisable; never back to borrador', () => {
    expect(quoteStatusTransitionError('borrador', 'enviada')).toBeNull();
    expect(quoteStatusTransitionError('borrador', 'aceptada')).toBeNull();
    expect(quoteStatusTransitionError('enviada', 'rechazada')).toBeNull();
    expect(quoteStatusTransitionError('aceptada', 'enviada')).toBeNull();
    expect(quoteStatusTransitionError('enviada', 'enviada')).toBe('Una versión enviada no puede pasar a enviada.');
    expect(quoteStatusTransitionError('rechazada', 'borrador')).toBe('Una versión rechazada no puede pasar a borrador.');
  });

  test('funnel: by month of sending and advisor; unsent versions not counted', () => {
    expect(
      quoteFunnel([
        { advisorUserId: 2, advisorName: 'Bea', sentAt: '2026-11-03', status: 'aceptada' },
        { advisorUserId: 2, advisorName: 'Bea', sentAt: '2026-11-20', status: 'enviada' },
        { advisorUserId: 1, advisorName: 'Ana', sentAt: '2026-11-05', status: 'rechazada' },
        { advisorUserId: 1, advisorName: 'Ana', sentAt: '2026-10-30', status: 'aceptada' },
        { advisorUserId: null, advisorName: null, sentAt: null, status: 'borrador' },
      ]),
    ).toEqual([
      { advisorUserId: 1, advisorName: 'Ana', month: '2026-10', sent: 1, accepted: 1, rejected: 0 },
      { advisorUserId: 1, advisorName: 'Ana', month: '2026-11', sent: 1, accepted: 0, rejected: 1 },
      { advisorUserId: 2, advisorName: 'Bea', month: '2026-11', sent: 2, accepted: 1, rejected: 0 },
    ]);
  });
});
