import { placesMatch, rateAnswerPurchaseRow, rateAnswerPurchaseRowPyg, rateAnswerSummary, rateRequestSubject, routeScore } from './rate-requests';

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
  test('an answer in guaraníes becomes a USD purchase row at the sheet rate, exact to the cent (HALF_UP), with what was answered in the concept', () => {
    // 7.300.000 Gs at 7.300 Gs/USD: exactly 1.000,00 USD.
    expect(rateAnswerPurchaseRowPyg({ providerName: 'Camiones SA', mode: 'road', ratePyg: 7_300_000, gsPerUsd: 7300, gsRateDate: '2026-11-20' })).toEqual({
      concepto: 'FLETE TERRESTRE (Camiones SA) · Gs. 7.300.000 a 7.300 Gs/USD del 20/11/2026',
      total: 1000,
    });
    // 1.000.000 Gs at 7.312,50: 136,752136… → 136,75; 1.000.005 Gs at 7.300: 136,9869… → 136,99 (not a float's 136.98999).
    expect(rateAnswerPurchaseRowPyg({ providerName: 'P', mode: null, ratePyg: 1_000_000, gsPerUsd: 7312.5, gsRateDate: null })).toEqual({ concepto: 'FLETE (P) · Gs. 1.000.000 a 7.312,50 Gs/USD', total: 136.75 });
    expect(rateAnswerPurchaseRowPyg({ providerName: 'P', mode: null, ratePyg: 1_000_005, gsPerUsd: 7300, gsRateDate: null })!.total).toBe(136.99);
    // Half a cent rounds up: 36.500 Gs at 7.300 = 5,00; 3.650 Gs = 0,50; 37 Gs at 7.400 = 0,005 → 0,01.
    expect(rateAnswerPurchaseRowPyg({ providerName: 'P', mode: null, ratePyg: 37, gsPerUsd: 7400, gsRateDate: null })!.total).toBe(0.01);
    // Guaraníes have no decimals; a rate must be positive.
    expect(rateAnswerPurchaseRowPyg({ providerName: 'P', mode: null, ratePyg: 1000.5, gsPerUsd: 7300, gsRateDate: null })).toBeNull();
    expect(rateAnswerPurchaseRowPyg({ providerName: 'P', mode: null, ratePyg: 1000, gsPerUsd: 0, gsRateDate: null })).toBeNull();
  });
});
