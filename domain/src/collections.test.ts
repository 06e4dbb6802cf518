import {
  agingBucket,
  agingByCurrency,
  buildLedger,
  collectionStatus,
  collectionStatusText,
  daysBetween,
  matchesStatementFilter,
  promiseStatus,
  canSetPromiseStatus,
} from './collections';

describe('aging buckets (AGING_BY_DUE_DAY)', () => {
  it.each([
    // due, as of → bucket
    ['2026-01-31', '2026-01-30', 'current'],
    ['2026-01-31', '2026-01-31', 'current'], // the due day itself is al día
    ['2026-01-31', '2026-02-01', 'd1_30'],
    ['2026-01-31', '2026-02-28', 'd1_30'], // month end: 28 days
    ['2026-01-31', '2026-03-02', 'd1_30'], // 30 days
    ['2026-01-31', '2026-03-03', 'd31_60'],
    ['2026-01-31', '2026-03-31', 'd31_60'], // month end: 59 days
    ['2026-01-31', '2026-04-01', 'd31_60'], // 60 days
    ['2026-01-31', '2026-04-02', 'd61_90'],
    ['2026-01-31', '2026-04-30', 'd61_90'], // month end: 89 days
    ['2026-01-31', '2026-05-01', 'd61_90'], // 90 days
    ['2026-01-31', '2026-05-02', 'over_90'],
    ['2024-02-29', '2024-03-31', 'd31_60'], // leap year: 31 days
    ['2025-12-31', '2026-01-31', 'd31_60'], // across the year: 31 days
  ] as const)('due %s, as of %s → %s', (due, asOf, bucket) => {
    expect(agingBucket(due, asOf)).toBe(bucket);
  });

  it('a document without a due date is al día', () => {
    expect(agingBucket(null, '2026-05-01')).toBe('current');
  });

  it('daysBetween counts calendar days', () => {
    expect(daysBetween('2026-02-28', '2026-03-01')).toBe(1);
    expect(daysBetween('2026-03-01', '2026-02-28')).toBe(-1);
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2); // no DST drift (UTC days)
  });

  it('sums the open amounts per currency, never mixing them', () => {
    const a = agingByCurrency(
      [
        { currency: 'USD', dueDate: '2026-03-31', open: 100_00 },
        { currency: 'USD', dueDate: '2026-01-31', open: 50_50 },
        { currency: 'PYG', dueDate: '2026-03-31', open: 1_000_000 },
        { currency: 'PYG', dueDate: '2025-10-31', open: 7 },
        { currency: 'PYG', dueDate: '2025-10-31', open: 0 },
      ],
      '2026-03-31',
    );
    expect(a).toEqual([
      { currency: 'PYG', current: 1_000_000, d1_30: 0, d31_60: 0, d61_90: 0, over_90: 7, total: 1_000_007 },
      { currency: 'USD', current: 100_00, d1_30: 0, d31_60: 50_50, d61_90: 0, over_90: 0, total: 150_50 },
    ]);
  });
});

describe('document status as of a day', () => {
  const doc = { currency: 'USD' as const, total: 1000_00, open: 1000_00, dueDate: '2026-03-31', cancelled: false };
  it.each([
    [{}, '2026-03-30', 'pendiente', 0],
    [{ open: 400_00 }, '2026-03-30', 'parcial', 0],
    [{}, '2026-03-31', 'vence_hoy', 0],
    [{ open: 400_00 }, '2026-04-12', 'vencida', 12],
    [{ open: 0 }, '2026-04-12', 'pagada', 0],
    [{ cancelled: true }, '2026-04-12', 'anulada', 0],
  ] as const)('%o as of %s → %s', (over, asOf, status, late) => {
    expect(collectionStatus({ ...doc, ...over }, asOf)).toEqual({ status, daysOverdue: late });
  });

  it('prints the days overdue', () => {
    expect(collectionStatusText({ status: 'vencida', daysOverdue: 1 })).toBe('Vencida (1 día)');
    expect(collectionStatusText({ status: 'vencida', daysOverdue: 12 })).toBe('Vencida (12 días)');
    expect(collectionStatusText({ status: 'vence_hoy', daysOverdue: 0 })).toBe('Vence hoy');
  });

  it('filters "a cobrar" and "vence en 7 días"', () => {
    const asOf = '2026-03-25';
    expect(matchesStatementFilter(doc, 'a_cobrar', asOf)).toBe(true);
    expect(matchesStatementFilter({ ...doc, open: 0 }, 'a_cobrar', asOf)).toBe(false);
    expect(matchesStatementFilter({ ...doc, cancelled: true }, 'a_cobrar', asOf)).toBe(false);
    expect(matchesStatementFilter(doc, 'vence_7', asOf)).toBe(true); // due in 6 days
    expect(matchesStatementFilter(doc, 'vence_7', '2026-03-24')).toBe(true); // 7 days
    expect(matchesStatementFilter(doc, 'vence_7', '2026-03-23')).toBe(false); // 8 days
    expect(matchesStatementFilter(doc, 'vence_7', '2026-04-01')).toBe(false); // already overdue
    expect(matchesStatementFilter({ ...doc, open: 0 }, 'vence_7', asOf)).toBe(false);
    expect(matchesStatementFilter({ ...doc, open: 0 }, 'todos', asOf)).toBe(true);
  });
});

describe('ledger: running balance per currency (NEVER_MIX_CURRENCIES)', () => {
  it('keeps one running balance per currency across interleaved entries', () => {
    const { entries, balances } = buildLedger([
      { kind: 'recibo', id: 1, date: '2026-02-10', number: 'R1', currency: 'USD', debit: 0, credit: 600_00 },
      { kind: 'factura', id: 1, date: '2026-02-01', number: 'F1', currency: 'USD', debit: 1000_00, credit: 0 },
      { kind: 'factura', id: 2, date: '2026-02-05', number: 'F2', currency: 'PYG', debit: 5_000_000, credit: 0 },
      { kind: 'nota_credito', id: 1, date: '2026-02-10', number: 'N1', currency: 'USD', debit: 0, credit: 100_00 },
      { kind: 'factura', id: 3, date: '2026-02-10', number: 'F3', currency: 'PYG', debit: 1, credit: 0 },
      { kind: 'recibo', id: 2, date: '2026-02-11', number: 'R2', currency: 'PYG', debit: 0, credit: 2_000_000 },
    ]);
    expect(entries.map((e) => [e.number, e.balance])).toEqual([
      ['F1', 1000_00],
      ['F2', 5_000_000],
      ['F3', 5_000_001], // same day: invoices first
      ['N1', 900_00],
      ['R1', 300_00],
      ['R2', 3_000_001],
    ]);
    expect(balances).toEqual([
      { currency: 'PYG', balance: 3_000_001 },
      { currency: 'USD', balance: 300_00 },
    ]);
  });

  it('an empty ledger has no balances', () => {
    expect(buildLedger([])).toEqual({ entries: [], balances: [] });
  });
});

describe('promises (PROMISE_DERIVED_STATUS)', () => {
  const p = { status: 'pendiente' as const, promisedDate: '2026-03-31', amount: 500_00, covered: 0 };
  it('stays pendiente up to its date, turns incumplida the day after', () => {
    expect(promiseStatus(p, '2026-03-31')).toBe('pendiente');
    expect(promiseStatus(p, '2026-04-01')).toBe('incumplida');
    expect(promiseStatus({ ...p, covered: 499_99 }, '2026-04-01')).toBe('incumplida');
  });
  it('is cumplida once receipts cover it', () => {
    expect(promiseStatus({ ...p, covered: 500_00 }, '2026-03-20')).toBe('cumplida');
    expect(promiseStatus({ ...p, covered: 600_00 }, '2026-04-20')).toBe('cumplida');
  });
  it('a status set by hand stays', () => {
    expect(promiseStatus({ ...p, status: 'anulada' }, '2026-04-20')).toBe('anulada');
    expect(promiseStatus({ ...p, status: 'cumplida' }, '2026-04-20')).toBe('cumplida');
  });
  it('only a pending promise changes by hand', () => {
    expect(canSetPromiseStatus('pendiente', 'anulada')).toBe(true);
    expect(canSetPromiseStatus('anulada', 'pendiente')).toBe(false);
    expect(canSetPromiseStatus('cumplida', 'anulada')).toBe(false);
  });
});
