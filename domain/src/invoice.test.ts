import {
  amountInWords,
  canCreditNote,
  creditableByRate,
  creditExcess,
  creditPercentByRate,
  cumulativePart,
  documentTotals,
  formatPercent,
  integerInWords,
  invoiceDisplayStatus,
  invoiceDueDate,
  invoiceLineFigures,
  invoiceTotals,
  nextInstalment,
  parseInstalmentPlan,
  percentToBp,
  planBilling,
  type SourceLine,
  sourceBilledBp,
  splitByPercentages,
  splitCreditByRate,
} from './invoice';

describe('invoice lines: IVA included, extracted per line (IVA_PER_LINE)', () => {
  it.each([
    // unit price (minor), quantity, rate → amount, iva
    [110_000, 1, '10', 110_000, 10_000],
    [105_000, 1, '5', 105_000, 5_000],
    [100_000, 1, 'exenta', 100_000, 0],
    [1_000, 1, '10', 1_000, 91], // 90,909… → 91 HALF_UP
    [1_000, 1, '5', 1_000, 48], // 47,619… → 48
    [333, '2.5', '10', 833, 76], // 832,5 → 833; 75,72… → 76
    [15_000, 3, '10', 45_000, 4_091],
    [1, 1, '10', 1, 0],
    [5_50, 1, '10', 550, 50],
  ] as const)('%i × %s at %s → %i, IVA %i', (unit, qty, rate, amount, iva) => {
    const f = invoiceLineFigures({ unitPrice: unit, quantity: qty, iva: rate });
    expect(f.amount).toBe(amount);
    expect(f.ivaAmount).toBe(iva);
  });

  test('totals are sums of lines; printed total = exentas + gravadas', () => {
    const t = invoiceTotals([
      { unitPrice: 1_000, quantity: 1, iva: '10' },
      { unitPrice: 1_000, quantity: 1, iva: '10' },
      { unitPrice: 1_000, quantity: 1, iva: '5' },
      { unitPrice: 777, quantity: 1, iva: 'exenta' },
    ]);
    // 2 × 91 (per line), not 2000 ÷ 11 = 182 (same here) — and 5 %: 48.
    expect(t).toEqual({ exentas: 777, gravado5: 1_000, gravado10: 2_000, iva5: 48, iva10: 182, iva: 230, total: 3_777 });
    expect(t.exentas + t.gravado5 + t.gravado10).toBe(t.total);
  });

  test('per-line rounding differs from rounding the total, and the document keeps the lines', () => {
    const lines = [5, 5, 5].map(() => ({ amount: 5, iva: '10' as const }));
    // 5 ÷ 11 = 0,45 → 0 on each line; 15 ÷ 11 = 1,36 → 1 on the total: the document says 0.
    expect(documentTotals(lines).iva10).toBe(0);
  });
});

describe('percentages and instalments (CUMULATIVE_HALF_UP)', () => {
  it.each([
    [60, 6000],
    ['33.33', 3333],
    ['100', 10000],
    [0.5, 50],
    ['0', null],
    [101, null],
    ['33.333', null],
    ['abc', null],
  ] as const)('percentToBp(%s) = %s', (p, bp) => expect(percentToBp(p)).toBe(bp));

  it.each([
    [1_000_001, [6000, 3000, 1000]],
    [999_99, [6000, 3000, 1000]],
    [1, [6000, 3000, 1000]],
    [7, [3333, 3333, 3334]],
    [12_345_67, [6000, 4000]],
    [3, [10000]],
  ])('%i split by %j sums exactly', (amount, plan) => {
    const parts = splitByPercentages(amount, plan);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(amount);
    parts.forEach((p, i) => expect(Math.abs(p - (amount * plan[i]) / 10000)).toBeLessThanOrEqual(1));
  });

  test('60/30/10 of an odd amount: the part reaching 100 % takes the remainder', () => {
    expect(splitByPercentages(1_001, [6000, 3000, 1000])).toEqual([601, 300, 100]);
    expect(splitByPercentages(99_999, [6000, 3000, 1000])).toEqual([59_999, 30_000, 10_000]);
    expect(cumulativePart(1_001, 0, 6000)).toBe(601);
  });

  test('plans: named, custom, and the next unbilled part', () => {
    expect(parseInstalmentPlan('60/30/10')).toEqual([6000, 3000, 1000]);
    expect(parseInstalmentPlan('50/50')).toEqual([5000, 5000]);
    expect(parseInstalmentPlan('33,33/66,67')).toEqual([3333, 6667]);
    expect(parseInstalmentPlan('60/30')).toBeNull();
    expect(nextInstalment([6000, 4000], 0)).toEqual({ part: 1, bp: 6000 });
    expect(nextInstalment([6000, 4000], 6000)).toEqual({ part: 2, bp: 4000 });
    expect(nextInstalment([6000, 3000, 1000], 6000)).toEqual({ part: 2, bp: 3000 });
    expect(nextInstalment([6000, 3000, 1000], 7000)).toEqual({ part: 2, bp: 2000 });
    expect(nextInstalment([6000, 4000], 10000)).toBeNull();
    expect(formatPercent(6000)).toBe('60 %');
    expect(formatPercent(3333)).toBe('33,33 %');
    expect(formatPercent(3350)).toBe('33,5 %');
  });
});

describe('billing a source: cumulative ≤ 100 %, never twice, lines billed refused', () => {
  const lines = (billed = 0): SourceLine[] => [
    { key: 'ventaRows:0', description: 'FLETE', amount: 100_001, iva: 'exenta', billedBp: billed },
    { key: 'locCliRows:0', description: 'GASTOS LOCALES', amount: 33_333, iva: '10', billedBp: billed },
  ];

  test('60 % then 40 % bills every line exactly', () => {
    const a = planBilling(lines(0), 6000);
    const b = planBilling(lines(6000), 4000);
    if (!a.ok || !b.ok) throw new Error('refused');
    expect(a.parts.map((p) => p.amount)).toEqual([60_001, 20_000]);
    expect(b.parts.map((p) => p.amount)).toEqual([40_000, 13_333]);
    expect(a.parts[0].amount + b.parts[0].amount).toBe(100_001);
    expect(a.parts[1].amount + b.parts[1].amount).toBe(33_333);
  });

  test('60 % twice and cumulative beyond 100 % are refused with the reason', () => {
    const twice = planBilling(lines(6000), 6000);
    expect(twice).toEqual({ ok: false, reason: 'Ya se facturó el 60 % de esta revisión: facturar 60 % más superaría el 100 %.' });
    expect(planBilling(lines(10000), 1000)).toMatchObject({ ok: false });
    expect(planBilling(lines(0), 0)).toMatchObject({ ok: false });
    expect(planBilling(lines(0), 10001)).toMatchObject({ ok: false });
  });

  test('selected lines: one billed already is refused; the others may be billed', () => {
    const ls = lines(0);
    ls[0].billedBp = 10000;
    expect(planBilling(ls, 10000, ['ventaRows:0'])).toEqual({ ok: false, reason: 'La línea «FLETE» ya está facturada por completo.' });
    const ok = planBilling(ls, 10000, ['locCliRows:0']);
    expect(ok).toMatchObject({ ok: true, parts: [{ key: 'locCliRows:0', amount: 33_333, fromBp: 0, toBp: 10000 }] });
    expect(planBilling(ls, 10000, ['otra'])).toMatchObject({ ok: false });
    expect(sourceBilledBp(ls)).toBe(0);
  });
});

describe('credit notes: creditable per rate, split of a global amount', () => {
  const invoice = { exenta: 100_000, '5': 0, '10': 50_000 };

  test('creditable subtracts the notes already made', () => {
    expect(creditableByRate(invoice, [{ exenta: 10_000, '5': 0, '10': 50_000 }])).toEqual({ exenta: 90_000, '5': 0, '10': 0 });
  });

  test('a global amount is split in proportion, the last rate takes the remainder', () => {
    const s = splitCreditByRate(10_001, invoice);
    expect(s).toEqual({ exenta: 6_667, '5': 0, '10': 3_334 });
    expect(s.exenta + s['5'] + s['10']).toBe(10_001);
    expect(splitCreditByRate(150_000, invoice)).toEqual(invoice);
    expect(creditPercentByRate(5000, invoice)).toEqual({ exenta: 50_000, '5': 0, '10': 25_000 });
  });

  test('never more than creditable per rate', () => {
    expect(creditExcess({ exenta: 0, '5': 0, '10': 50_001 }, invoice)).toBe('10');
    expect(creditExcess({ exenta: 100_000, '5': 0, '10': 50_000 }, invoice)).toBeNull();
  });

  test('canCreditNote: issued invoices without receipts only', () => {
    expect(canCreditNote({ status: 'emitida' }, { liveReceipts: 0 })).toEqual({ ok: true });
    expect(canCreditNote({ status: 'emitida' }, { liveReceipts: 1 })).toMatchObject({ ok: false, reason: 'La factura ya tiene recibos: no admite notas de crédito.' });
    expect(canCreditNote({ status: 'borrador' }, { liveReceipts: 0 })).toMatchObject({ ok: false });
    expect(canCreditNote({ status: 'anulada' }, { liveReceipts: 0 })).toMatchObject({ ok: false, reason: 'La factura está anulada.' });
    expect(canCreditNote({ status: 'pago_parcial' }, { liveReceipts: 0 })).toMatchObject({ ok: false });
  });
});

describe('dates: due date and the derived vencida', () => {
  test('crédito defaults to 30 days; contado is due on the day', () => {
    expect(invoiceDueDate({ date: '2026-01-15', condition: 'credito' })).toBe('2026-02-14');
    expect(invoiceDueDate({ date: '2026-01-15', condition: 'credito', paymentTermDays: 60 })).toBe('2026-03-16');
    expect(invoiceDueDate({ date: '2026-01-15', condition: 'contado' })).toBe('2026-01-15');
    expect(invoiceDueDate({ date: '2026-01-15', condition: 'credito', dueDate: '2026-01-20' })).toBe('2026-01-20');
  });

  test('vencida: issued, owed, past its due date', () => {
    expect(invoiceDisplayStatus({ status: 'emitida', dueDate: '2026-01-10', balance: 1 }, '2026-01-11')).toBe('vencida');
    expect(invoiceDisplayStatus({ status: 'emitida', dueDate: '2026-01-10', balance: 1 }, '2026-01-10')).toBe('emitida');
    expect(invoiceDisplayStatus({ status: 'emitida', dueDate: '2026-01-10', balance: 0 }, '2026-02-01')).toBe('emitida');
    expect(invoiceDisplayStatus({ status: 'borrador', dueDate: '2026-01-10', balance: 5 }, '2026-02-01')).toBe('borrador');
    expect(invoiceDisplayStatus({ status: 'anulada', dueDate: '2026-01-10', balance: 5 }, '2026-02-01')).toBe('anulada');
  });
});

describe('amount in Spanish words', () => {
  it.each([
    [0, 'USD', 'CERO CON 00/100 DÓLARES AMERICANOS'],
    [100, 'USD', 'UNO CON 00/100 DÓLARES AMERICANOS'],
    [2_100, 'USD', 'VEINTIUNO CON 00/100 DÓLARES AMERICANOS'],
    [10_100, 'USD', 'CIENTO UNO CON 00/100 DÓLARES AMERICANOS'],
    [100_000_000, 'USD', 'UN MILLÓN CON 00/100 DÓLARES AMERICANOS'],
    [123_456_789, 'USD', 'UN MILLÓN DOSCIENTOS TREINTA Y CUATRO MIL QUINIENTOS SESENTA Y SIETE CON 89/100 DÓLARES AMERICANOS'],
    [0, 'PYG', 'CERO GUARANÍES'],
    [1, 'PYG', 'UN GUARANÍ'],
    [21, 'PYG', 'VEINTIÚN GUARANÍES'],
    [101, 'PYG', 'CIENTO UN GUARANÍES'],
    [100, 'PYG', 'CIEN GUARANÍES'],
    [1_000_000, 'PYG', 'UN MILLÓN DE GUARANÍES'],
    [12_500_000, 'PYG', 'DOCE MILLONES QUINIENTOS MIL GUARANÍES'],
    [21_000, 'PYG', 'VEINTIÚN MIL GUARANÍES'],
    [1_000, 'PYG', 'MIL GUARANÍES'],
    [31_531, 'PYG', 'TREINTA Y UN MIL QUINIENTOS TREINTA Y UN GUARANÍES'],
    [100_000, 'PYG', 'CIEN MIL GUARANÍES'],
    [21_000_000, 'PYG', 'VEINTIÚN MILLONES DE GUARANÍES'],
    [1_001_000_000, 'PYG', 'MIL UN MILLONES DE GUARANÍES'],
    [5, 'USD', 'CERO CON 05/100 DÓLARES AMERICANOS'],
  ] as const)('%i %s → %s', (minor, currency, words) => {
    expect(amountInWords(minor, currency)).toBe(words);
  });

  test('integers: the forms before a noun and alone', () => {
    expect(integerInWords(1)).toBe('UNO');
    expect(integerInWords(1, true)).toBe('UN');
    expect(integerInWords(16)).toBe('DIECISÉIS');
    expect(integerInWords(22)).toBe('VEINTIDÓS');
    expect(integerInWords(999_999)).toBe('NOVECIENTOS NOVENTA Y NUEVE MIL NOVECIENTOS NOVENTA Y NUEVE');
    expect(integerInWords(200_000_001)).toBe('DOSCIENTOS MILLONES UNO');
  });
});
