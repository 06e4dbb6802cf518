import { placesMatch, rateAnswerPurchaseRow, rateAnswerSummary, rateRequestSubject, routeScore } from './rate-requests';

describe('rate requests', () => {
  test('places match by words, accents and case aside', () => {
    expect(placesMatch('Miami', 'Miami (MIA)')).toBe(true);
    expect(placesMatch('ASU', 'Asunción (ASU)')).toBe(true);
    expect(placesMatch('asuncion', 'Asunción')).toBe(true);
    expect(placesMatch('Santos', 'Asunción')).toBe(false);
    expect(placesMatch('', 'Asunción')).toBe(false);
  });

  test('route score: mode must fit (or be any); origin 2, destination 2, a served country 1', () => {
    const req = { mode: 'air', origin: 'Miami (MIA)', destination: 'Asunción PY' };
    expect(routeScore({ mode: 'air', origin: 'Miami', destination: 'Asunción', countries: '' }, req)).toBe(4);
    expect(routeScore({ mode: null, origin: 'Miami', destination: 'Lima', countries: 'PY' }, req)).toBe(3);
    expect(routeScore({ mode: 'ocean', origin: 'Miami', destination: 'Asunción', countries: '' }, req)).toBe(0);
    expect(routeScore({ mode: 'air', origin: 'Madrid', destination: 'Lima', countries: 'ES' }, req)).toBe(0);
  });

  test('texts: subject with the reference, the purchase row and the answer line', () => {
    expect(rateRequestSubject('OP-000001', { mode: 'ocean', origin: 'Shanghai', destination: 'Asunción' })).toBe('OP-000001 — Solicitud de tarifa marítimo: Shanghai a Asunción');
    expect(rateAnswerPurchaseRow({ providerName: 'Aéreo SA', mode: 'air', rateUsd: 10 })).toEqual({ concepto: 'FLETE AÉREO (Aéreo SA)', total: 10 });
    expect(rateAnswerSummary({ rate: 1250, currency: 'USD', transitDays: 1, validUntil: null })).toBe('1.250,00 USD · 1 día');
    expect(rateAnswerSummary({ rate: null, currency: 'USD', transitDays: null, validUntil: null })).toBe('—');
  });
});
