import { NO_ADVISOR, isProfitStatsMonths, profitStatsFirstMonth, summarizeProfit } from './profit-stats';

// 15:00 UTC is noon in Asunción (UTC-3).
const at = (day: string, time = '15:00:00') => new Date(`${day}T${time}Z`);

describe('budgeted against real profit by month and advisor', () => {
  test('exact cent sums; an operation without supplier invoices counts its budget on both sides; months and advisors in order', () => {
    const out = summarizeProfit(
      [
        { createdAt: at('2026-10-05'), advisor: 'Beto', budgetProfit: '713.34', realProfit: '633.34' },
        { createdAt: at('2026-10-20'), advisor: 'Beto', budgetProfit: 0.1, realProfit: null },
        { createdAt: at('2026-10-21'), advisor: 'Ana', budgetProfit: '0.2', realProfit: '0.35' },
        { createdAt: at('2026-11-02'), advisor: null, budgetProfit: null, realProfit: '-50' },
        { createdAt: at('2026-11-03'), advisor: 'Ana', budgetProfit: '100', realProfit: null },
      ],
      '2026-10',
    );
    expect(out.rows).toEqual([
      { month: '2026-10', advisor: 'Ana', operations: 1, withActual: 1, budgetProfit: 0.2, realProfit: 0.35, difference: 0.15 },
      { month: '2026-10', advisor: 'Beto', operations: 2, withActual: 1, budgetProfit: 713.44, realProfit: 633.44, difference: -80 },
      { month: '2026-11', advisor: 'Ana', operations: 1, withActual: 0, budgetProfit: 100, realProfit: 100, difference: 0 },
      { month: '2026-11', advisor: NO_ADVISOR, operations: 1, withActual: 1, budgetProfit: 0, realProfit: -50, difference: -50 },
    ]);
    // 0.1 + 0.2 + 713.34 in cents, never a binary float's 713.6400000000001.
    expect(out.months).toEqual([
      { month: '2026-10', advisor: null, operations: 3, withActual: 2, budgetProfit: 713.64, realProfit: 633.79, difference: -79.85 },
      { month: '2026-11', advisor: null, operations: 2, withActual: 1, budgetProfit: 100, realProfit: 50, difference: -50 },
    ]);
  });

  test('the month is Paraguay’s; operations before the first month are left out', () => {
    // 02:00 UTC on 1 November is still 31 October in Asunción.
    const out = summarizeProfit([{ createdAt: at('2026-11-01', '02:00:00'), advisor: 'Ana', budgetProfit: 10, realProfit: 12 }], '2026-10');
    expect(out.months.map((m) => m.month)).toEqual(['2026-10']);
    expect(summarizeProfit([{ createdAt: at('2026-09-30'), advisor: 'Ana', budgetProfit: 10, realProfit: 12 }], '2026-10')).toEqual({ rows: [], months: [] });
  });

  test('the window’s first month counts the current one; only the offered lengths are valid', () => {
    expect(profitStatsFirstMonth(at('2026-11-29'), 12)).toBe('2025-12');
    expect(profitStatsFirstMonth(at('2026-03-10'), 3)).toBe('2026-01');
    expect(profitStatsFirstMonth(at('2026-01-10'), 1)).toBe('2026-01');
    expect([3, 6, 12, 24].every(isProfitStatsMonths)).toBe(true);
    expect([0, 5, '12', 36].some(isProfitStatsMonths)).toBe(false);
  });
});
