import { costRowTotal } from './cost-sheet';
import {
  containersByType,
  parseRateCsv,
  placeMatches,
  RATE_CSV_MESSAGES,
  priceRateSheet,
  pricedChargesToCostRows,
  type RateCharge,
  rateSheetErrors,
  rateSheetFitsLane,
  rateSheetRefusal,
  rateSheetValidity,
  weightBreakPrice,
} from './rate-sheet';

const AIR: RateCharge = { concepto: 'FLETE AEREO', basis: 'weight_breaks', breaks: { '-45': 5, '+45': 4, '+100': 3.5, '+300': 3, '+500': 2.8, '+1000': 2.5 }, minimum: 75 };
const none = { containers: [], revenueTons: 0, trucks: 0 };

describe('weight breaks: the rate of the break reached, a cheaper higher break, the minimum', () => {
  test.each([
    // kg, amount, break used, quantity billed, minimum applied
    [0, 75, '-45', 0, true],
    [10, 75, '-45', 10, true],
    [15, 75, '-45', 15, false],
    [15.01, 75.05, '-45', 15.01, false],
    [36, 180, '-45', 36, false], // 36 × 5 = 45 × 4: the higher break is not cheaper
    [36.01, 180, '+45', 45, false],
    [44.99, 180, '+45', 45, false],
    [45, 180, '+45', 45, false],
    [45.01, 180.04, '+45', 45.01, false],
    [87.5, 350, '+45', 87.5, false],
    [87.51, 350, '+100', 100, false],
    [99.99, 350, '+100', 100, false],
    [100, 350, '+100', 100, false],
    [257.14, 899.99, '+100', 257.14, false],
    [299.99, 900, '+300', 300, false],
    [300, 900, '+300', 300, false],
    [466.67, 1400, '+500', 500, false],
    [499.99, 1400, '+500', 500, false],
    [500, 1400, '+500', 500, false],
    [892.85, 2499.98, '+500', 892.85, false],
    [999.99, 2500, '+1000', 1000, false],
    [1000, 2500, '+1000', 1000, false],
    [1500.5, 3751.25, '+1000', 1500.5, false],
  ])('%p kg → %p USD (%s)', (kg, amount, brk, qty, min) => {
    const p = priceRateSheet({ currency: 'USD', charges: [AIR] }, { ...none, chargeableKg: kg });
    expect(p.lines[0]).toMatchObject({ amount, weightBreak: brk, quantity: qty, minimumApplied: min });
    expect(p.total).toBe(amount);
  });

  test('a sheet without the −45 break bills a lighter weight at its lowest break; without breaks nothing', () => {
    const only100: RateCharge = { concepto: 'FLETE', basis: 'weight_breaks', breaks: { '+100': 3.5, '+300': null } };
    expect(weightBreakPrice(only100, 60, 'USD')).toEqual({ minor: 35000, weightBreak: '+100', rate: 3.5, quantity: 100 });
    expect(weightBreakPrice({ concepto: 'X', basis: 'weight_breaks', breaks: {} }, 60, 'USD')).toBeNull();
  });
});

describe('ocean, road and surcharges', () => {
  const OCEAN: RateCharge[] = [
    { concepto: 'FLETE MARITIMO', basis: 'container', equipo: "40'HC", rate: 1850 },
    { concepto: 'FLETE MARITIMO', basis: 'container', equipo: "20'ST", rate: 1200 },
    { concepto: 'BL FEE', basis: 'flat', rate: 75 },
    { concepto: 'BAF', basis: 'percent', rate: 12.5 },
    { concepto: 'SEGURIDAD', basis: 'per_kg', rate: 0.015, minimum: 25 },
  ];

  test("FCL: per container of each type the operation carries; % of the freight; a per-kg minimum", () => {
    const p = priceRateSheet({ currency: 'USD', charges: OCEAN }, { chargeableKg: 18_000, containers: [{ equipo: "40'HC", cantidad: 2 }], revenueTons: 0, trucks: 0 });
    expect(p.lines.map((l) => [l.concepto, l.quantity, l.amount, l.minimumApplied])).toEqual([
      ['FLETE MARITIMO', 2, 3700, false],
      ['BL FEE', 1, 75, false],
      ['SEGURIDAD', 18_000, 270, false],
      ['BAF', 3700, 462.5, false],
    ]);
    expect(p.skipped).toEqual([{ concepto: 'FLETE MARITIMO', reason: "la operación no lleva contenedores 20'ST" }]);
    expect(p.total).toBe(4507.5);
    const light = priceRateSheet({ currency: 'USD', charges: OCEAN.slice(4) }, { ...none, chargeableKg: 1000 });
    expect(light.lines[0]).toMatchObject({ amount: 25, minimumApplied: true });
  });

  test('LCL by W/M with its minimum; a percentage rounds HALF_UP once', () => {
    const lcl: RateCharge[] = [{ concepto: 'FLETE LCL', basis: 'wm', rate: 45, minimum: 90 }, { concepto: 'CAF', basis: 'percent', rate: 3.333 }];
    expect(priceRateSheet({ currency: 'USD', charges: lcl }, { ...none, chargeableKg: 0, revenueTons: 1.5 }).lines.map((l) => [l.amount, l.minimumApplied])).toEqual([
      [90, true],
      [3, false], // 3,333 % of 90 = 2,9997 → 3,00
    ]);
    expect(priceRateSheet({ currency: 'USD', charges: lcl }, { ...none, chargeableKg: 0, revenueTons: 3.456 }).lines.map((l) => l.amount)).toEqual([155.52, 5.18]);
  });

  test('road per truck, in guaraníes (whole)', () => {
    const p = priceRateSheet({ currency: 'PYG', charges: [{ concepto: 'FLETE TERRESTRE', basis: 'truck', rate: 8_500_000 }, { concepto: 'PEAJE', basis: 'per_kg', rate: 2.5 }] }, { ...none, chargeableKg: 1001, trucks: 2 });
    expect(p.lines.map((l) => l.amount)).toEqual([17_000_000, 2503]);
    expect(p.total).toBe(17_002_503);
  });
});

describe('loaded as purchase rows', () => {
  test('equipment keeps its basis (EQUIPMENT_TOTAL gives the same amount); minimums and break-points are typed totals', () => {
    const p = priceRateSheet(
      { currency: 'USD', charges: [{ concepto: 'FLETE MARITIMO', basis: 'container', equipo: "40'HC", rate: 1850 }, AIR] },
      { chargeableKg: 95, containers: [{ equipo: "40'HC", cantidad: 2 }], revenueTons: 0, trucks: 0 },
    );
    const rows = pricedChargesToCostRows(p, 'tarifa-7', 7300);
    expect(rows[0]).toMatchObject({ id: 'tarifa-7-1', equipo: "40'HC", cantidad: 2, usdXUnidad: 1850, total: null });
    expect(rows[1]).toMatchObject({ id: 'tarifa-7-2', usdXKg: 3.5, total: 350, lockPerKg: false });
    expect(rows.map((r) => costRowTotal(r, 95))).toEqual([3700, 350]);
    const pyg = pricedChargesToCostRows(priceRateSheet({ currency: 'PYG', charges: [{ concepto: 'FLETE', basis: 'truck', rate: 7_300_000 }] }, { ...none, chargeableKg: 0, trucks: 1 }), 't', 7300);
    expect(pyg[0]).toMatchObject({ total: 1000 });
    expect(pyg[0].equipo).toBeUndefined();
  });

  test('the shipment containers by type', () => {
    expect(containersByType([{ type: "40'HC" }, { type: "40'HC" }, { type: "20'ST" }, { type: null }, { type: 'otro' }])).toEqual([
      { equipo: "40'HC", cantidad: 2 },
      { equipo: "20'ST", cantidad: 1 },
    ]);
  });
});

describe('validity, lane and validation', () => {
  const s = { validFrom: '2026-01-01', validTo: '2026-03-31' };
  test.each([
    ['2025-12-31', 'futura'],
    ['2026-01-01', 'vigente'],
    ['2026-03-31', 'vigente'],
    ['2026-04-01', 'vencida'],
  ])('%s → %s', (today, v) => {
    expect(rateSheetValidity(s, today)).toBe(v);
  });

  test('an expired or future sheet is refused with its dates', () => {
    expect(rateSheetRefusal(s, '2026-04-01')).toBe('La tarifa está vencida: su vigencia fue del 01/01/2026 al 31/03/2026.');
    expect(rateSheetRefusal(s, '2025-12-01')).toBe('La tarifa todavía no está vigente: su vigencia es del 01/01/2026 al 31/03/2026.');
    expect(rateSheetRefusal(s, '2026-02-10')).toBeNull();
  });

  test.each([
    ['CNSHA Shanghai', 'CNSHA', true],
    ['CNSHA Shanghai', 'Shanghai', true],
    ['CNSHA Shanghai', 'shanghái, China', true],
    ['PYASU Asunción', 'ASUNCION', true],
    ['PYASU Asunción', 'PYASU Asunción', true],
    ['ASU Asunción (Silvio Pettirossi)', 'ASU', true],
    ['ASU Asunción (Silvio Pettirossi)', 'Asunción', true],
    ['PYTER Terport (Villeta)', 'Villeta', false],
    ['ASU', 'Asunción', false],
    ['PYVLL Villeta', 'PYTER Terport (Villeta)', false],
    ['CNSHA Shanghai', '', false],
  ])('%s vs %p → %p', (sheet, op, ok) => {
    expect(placeMatches(sheet, op)).toBe(ok);
  });

  test('lane: mode, origin and destination', () => {
    const sheet = { mode: 'ocean' as const, origin: 'CNSHA Shanghai', destination: 'PYASU Asunción' };
    expect(rateSheetFitsLane(sheet, 'ocean', 'Shanghai', 'Asunción')).toBe(true);
    expect(rateSheetFitsLane(sheet, 'air', 'Shanghai', 'Asunción')).toBe(false);
    expect(rateSheetFitsLane(sheet, 'ocean', 'Asunción', 'Shanghai')).toBe(false);
    expect(rateSheetFitsLane(sheet, null, 'Shanghai', 'Asunción')).toBe(false);
  });

  test('errors by field, in Spanish', () => {
    expect(rateSheetErrors({ mode: 'air', origin: 'ASU', destination: 'MIA', validFrom: '2026-01-01', validTo: '2026-12-31', currency: 'USD', charges: [AIR] })).toEqual({});
    const e = rateSheetErrors({
      mode: 'air',
      origin: ' ',
      destination: 'MIA',
      validFrom: '2026-05-01',
      validTo: '2026-04-30',
      currency: 'EUR' as 'USD',
      charges: [
        { concepto: 'FLETE', basis: 'container', equipo: "40'HC", rate: 10 },
        { concepto: '', basis: 'weight_breaks', breaks: { '+45': -1 } },
        { concepto: 'X', basis: 'percent', rate: 5000 },
        { concepto: 'Y', basis: 'flat', rate: 1, minimum: -5 },
      ],
    });
    expect(e).toEqual({
      origin: 'Indicá el origen de la tarifa.',
      validTo: 'La vigencia termina antes de empezar.',
      currency: 'La moneda debe ser USD o PYG.',
      'charges.0.basis': 'Ese tipo de flete no corresponde al modo de la tarifa.',
      'charges.1.concepto': 'Cada cargo necesita un concepto de hasta 200 caracteres.',
      'charges.1.breaks': 'Cada escala debe ser un número entre 0 y 1000000000.',
      'charges.2.rate': 'El porcentaje debe ser un número entre 0 y 1000.',
      'charges.3.minimum': 'El mínimo debe ser un número entre 0 y 1000000000.',
    });
  });
});

describe('CSV import: one row per charge, grouped into sheets', () => {
  const headers = ['Organización', 'Modo', 'Origen', 'Destino', 'Desde', 'Hasta', 'Moneda', 'Concepto', 'Tipo', 'Contenedor', 'Tarifa', 'Mínimo', '-45', '+45', '+100', '+300', '+500', '+1000'];
  test('rows of one lane make one sheet; es-PY numbers and dd/mm/aaaa dates; a bad row keeps its sheet out', () => {
    const rows = [
      ['MSC Paraguay', 'Marítimo', 'CNSHA Shanghai', 'PYASU Asunción', '01/01/2026', '31/03/2026', 'USD', 'FLETE MARITIMO', 'contenedor', "40HC", '1.850', '', '', '', '', '', '', ''],
      ['MSC Paraguay', 'Marítimo', 'CNSHA Shanghai', 'PYASU Asunción', '01/01/2026', '31/03/2026', 'USD', 'BAF', '%', '', '12,5', '', '', '', '', '', '', ''],
      ['LATAM Cargo', 'Aéreo', 'MIA', 'ASU', '2026-01-01', '2026-06-30', 'usd', 'FLETE AEREO', 'escalas', '', '', '75', '5', '4', '3,5', '3', '2,8', '2,5'],
      ['Transportes Sur', 'terrestre', 'BRSSZ Santos', 'PYASU', '2026-01-01', '2026-02-30', 'PYG', 'FLETE', 'camión', '', '8.500.000', '', '', '', '', '', '', ''],
      ['LATAM Cargo', 'Aéreo', 'GRU', 'ASU', '2026-01-01', '2026-06-30', 'USD', 'FSC', 'por kg', '', 'uno', '', '', '', '', '', '', ''],
    ].map((values, i) => ({ line: i + 2, values }));
    const { sheets, errors } = parseRateCsv(headers, rows);
    expect(sheets.map((s) => [s.org, s.lines, s.data.mode, s.data.validFrom, s.data.currency, s.data.charges.length])).toEqual([
      ['MSC Paraguay', [2, 3], 'ocean', '2026-01-01', 'USD', 2],
      ['LATAM Cargo', [4], 'air', '2026-01-01', 'USD', 1],
    ]);
    expect(sheets[0].data.charges[0]).toMatchObject({ basis: 'container', equipo: "40'HC", rate: 1850 });
    expect(sheets[0].data.charges[1]).toMatchObject({ basis: 'percent', rate: 12.5 });
    expect(sheets[1].data.charges[0]).toMatchObject({ basis: 'weight_breaks', minimum: 75, breaks: { '-45': 5, '+45': 4, '+100': 3.5, '+300': 3, '+500': 2.8, '+1000': 2.5 } });
    expect(errors).toEqual([
      { line: 5, message: 'La columna hasta debe ser una fecha AAAA-MM-DD o DD/MM/AAAA.' },
      { line: 6, message: 'La columna tarifa debe ser un número (ej.: 1.250,50).' },
    ]);
  });

  test('missing columns are one error on the header', () => {
    expect(parseRateCsv(['Concepto', 'Tarifa'], [{ line: 2, values: ['FLETE', '1'] }])).toEqual({ sheets: [], errors: [{ line: 1, message: RATE_CSV_MESSAGES.headers }] });
  });
});
