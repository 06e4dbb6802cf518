import { basesFor, blankSheet, formErrors, toInput } from './rateSheetForm';

test('a new air sheet: weight breaks typed es-PY become the input; errors next to their fields', () => {
  const f = blankSheet('2026-01-01');
  expect(formErrors(f)).toMatchObject({ orgId: 'Elegí el agente, transportista o proveedor de la tarifa.', origin: 'Indicá el origen de la tarifa.', 'charges.0.breaks': 'Un flete por escalas necesita la tarifa por kg de al menos una escala.' });
  const filled = {
    ...f,
    orgId: 4,
    origin: 'MIA Miami',
    destination: 'ASU',
    validTo: '2026-06-30',
    charges: [{ ...f.charges[0], breaks: { ...f.charges[0].breaks, '-45': '5', '+45': '4,25', '+1000': '2,5' }, minimum: '75' }],
  };
  expect(formErrors(filled)).toEqual({});
  expect(toInput(filled).charges[0]).toEqual({
    concepto: 'FLETE AEREO',
    basis: 'weight_breaks',
    equipo: null,
    rate: null,
    minimum: 75,
    breaks: { m45: 5, p45: 4.25, p100: null, p300: null, p500: null, p1000: 2.5 },
  });
  expect(formErrors({ ...filled, charges: [{ ...filled.charges[0], minimum: 'mucho' }] })).toEqual({ 'charges.0.minimum': 'El mínimo debe ser un número entre 0 y 1000000000.' });
});

test('each mode offers its own freight and every surcharge', () => {
  expect(basesFor('ocean')).toEqual(['container', 'wm', 'flat', 'per_kg', 'percent']);
  expect(basesFor('road')).toEqual(['truck', 'flat', 'per_kg', 'percent']);
});
