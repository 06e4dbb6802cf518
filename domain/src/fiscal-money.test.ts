import {
  convertMinor,
  divideHalfUp,
  fromDecimal,
  ivaIncluded,
  ivaSummary,
  lineAmount,
  minorToNumber,
  parseIvaRate,
  sumMinor,
  toDecimal,
  type IvaLine,
} from './fiscal-money';

describe('fromDecimal / toDecimal: amounts read from their decimal digits', () => {
  it.each([
    [0.29, 'USD', 29],
    ['0.29', 'USD', 29],
    [1.005, 'USD', 101],
    ['1.005', 'USD', 101],
    ['1.004', 'USD', 100],
    ['-1.005', 'USD', -101],
    [2.675, 'USD', 268],
    ['1234567.89', 'USD', 123456789],
    ['1500000', 'PYG', 1500000],
    ['1.5', 'PYG', 2],
    ['2.49', 'PYG', 2],
    ['-0.5', 'PYG', -1],
    ['-0.4', 'PYG', 0],
    [1e-7, 'USD', 0],
  ] as const)('%p %s → %p minor units', (value, currency, minor) => {
    expect(fromDecimal(value, currency)).toBe(minor);
  });

  it.each(['', 'abc', '1,5', '1e5', '12a', '--1'])('refuses %p', (text) => {
    expect(fromDecimal(text, 'USD')).toBeNull();
  });

  it('writes minor units back as plain decimals', () => {
    expect(toDecimal(123456789, 'USD')).toBe('1234567.89');
    expect(toDecimal(5, 'USD')).toBe('0.05');
    expect(toDecimal(-5, 'USD')).toBe('-0.05');
    expect(toDecimal(1500000, 'PYG')).toBe('1500000');
  });
});

describe('HALF_UP division', () => {
  it.each([
    [10, 4, 3],
    [9, 4, 2],
    [-10, 4, -3],
    [-9, 4, -2],
    [0, 7, 0],
    [110, 11, 10],
  ])('%i ÷ %i → %i', (a, b, q) => expect(divideHalfUp(a, b)).toBe(q));

  it('refuses what would not be exact', () => {
    expect(() => divideHalfUp(0.5, 2)).toThrow(RangeError);
    expect(() => sumMinor([Number.MAX_SAFE_INTEGER, 1])).toThrow(RangeError);
  });
});

describe('lineAmount: unit price × quantity, rounded on the line', () => {
  it.each([
    [350, '167', 58450], // USD 3,50 × 167 kg
    [333, '2.5', 833], // 8,325 → 8,33
    [1999, 3, 5997],
    [7300, '0.333', 2431], // PYG 7.300 × 0,333 = 2.430,9 → 2.431
    [-1000, '1.5', -1500],
  ])('%i × %p → %i', (unit, qty, amount) => expect(lineAmount(unit, qty)).toBe(amount));
});

describe('IVA contained in an IVA-included amount (gross ÷ 11 at 10 %, ÷ 21 at 5 %)', () => {
  it.each([
    ['10', 1_100_000, 'PYG', 100_000],
    ['10', 1_000_000, 'PYG', 90_909], // 90.909,09 → 90.909
    ['10', 55, 'PYG', 5],
    ['10', 60, 'PYG', 5], // 5,45 → 5
    ['10', 61, 'PYG', 6], // 5,545 → 6
    ['5', 1_050_000, 'PYG', 50_000],
    ['5', 1_000_000, 'PYG', 47_619], // 47.619,05
    ['5', 105, 'PYG', 5],
    ['exenta', 1_000_000, 'PYG', 0],
    ['10', 58450, 'USD', 5314], // USD 584,50 → 53,136… → 53,14
    ['5', 58450, 'USD', 2783], // 27,833… → 27,83
    ['10', -110, 'USD', -10], // a credit note's line
  ] as const)('%s %% of %i %s → %i', (rate, gross, _currency, iva) => {
    expect(ivaIncluded(gross, rate)).toBe(iva);
  });
});

describe('IVA_PER_LINE: the document is the sum of its lines, exactly', () => {
  const cases: Array<[string, IvaLine[], { exentas: number; gravadas5: number; gravadas10: number; iva5: number; iva10: number; total: number }]> = [
    ['only exenta (international freight, USD)', [{ gross: 58450, rate: 'exenta' }, { gross: 12000, rate: 'exenta' }], { exentas: 70450, gravadas5: 0, gravadas10: 0, iva5: 0, iva10: 0, total: 70450 }],
    ['only 10 % (local charges, PYG)', [{ gross: 879_000, rate: '10' }, { gross: 586_000, rate: '10' }], { exentas: 0, gravadas5: 0, gravadas10: 1_465_000, iva5: 0, iva10: 79_909 + 53_273, total: 1_465_000 }],
    ['only 5 % (PYG)', [{ gross: 1_000_000, rate: '5' }, { gross: 1_000_000, rate: '5' }], { exentas: 0, gravadas5: 2_000_000, gravadas10: 0, iva5: 95_238, iva10: 0, total: 2_000_000 }],
    [
      'mixed lines (USD cents)',
      [
        { gross: 58450, rate: 'exenta' },
        { gross: 15000, rate: '10' },
        { gross: 1999, rate: '10' },
        { gross: 1001, rate: '5' },
      ],
      { exentas: 58450, gravadas5: 1001, gravadas10: 16999, iva5: 48, iva10: 1364 + 182, total: 76450 },
    ],
    [
      'mixed lines (PYG) where per-line rounding differs from the tax of the sum',
      [
        { gross: 60, rate: '10' },
        { gross: 60, rate: '10' },
        { gross: 60, rate: '10' },
      ],
      // Each line 5,45 → 5; the tax of the sum (180 ÷ 11 = 16,36 → 16) would disagree with the printed lines.
      { exentas: 0, gravadas5: 0, gravadas10: 180, iva5: 0, iva10: 15, total: 180 },
    ],
    ['a credit note (negative lines)', [{ gross: -110, rate: '10' }, { gross: -105, rate: '5' }, { gross: -50, rate: 'exenta' }], { exentas: -50, gravadas5: -105, gravadas10: -110, iva5: -5, iva10: -10, total: -265 }],
  ];

  it.each(cases)('%s', (_name, lines, expected) => {
    const s = ivaSummary(lines);
    expect({ exentas: s.exentas, gravadas5: s.gravadas5, gravadas10: s.gravadas10, iva5: s.iva5, iva10: s.iva10, total: s.total }).toEqual(expected);
    // The printed total equals the sum of the printed lines, and each line splits exactly into base + IVA.
    expect(s.total).toBe(sumMinor(s.lines.map((l) => l.gross)));
    expect(s.total).toBe(s.exentas + s.gravadas5 + s.gravadas10);
    expect(s.iva).toBe(sumMinor(s.lines.map((l) => l.iva)));
    for (const l of s.lines) expect(l.base + l.iva).toBe(l.gross);
    expect(sumMinor(s.lines.map((l) => l.base)) + s.iva).toBe(s.total);
  });

  it('holds for many random documents (no binary float anywhere)', () => {
    let seed = 42;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    for (let doc = 0; doc < 500; doc++) {
      const lines: IvaLine[] = Array.from({ length: 1 + (next() % 12) }, () => ({ gross: next() % 100_000_000, rate: (['exenta', '5', '10'] as const)[next() % 3] }));
      const s = ivaSummary(lines);
      expect(s.total).toBe(s.exentas + s.gravadas5 + s.gravadas10);
      expect(sumMinor(s.lines.map((l) => l.base)) + s.iva).toBe(s.total);
      expect(Number.isSafeInteger(s.iva)).toBe(true);
    }
  });
});

describe('convertMinor at guaraníes per dollar, HALF_UP to the target unit', () => {
  it.each([
    [10000, 'USD', 'PYG', '7300', 730_000], // USD 100 → Gs 730.000
    [1, 'USD', 'PYG', '7300', 73], // 1 cent → 73 Gs
    [1, 'USD', 'PYG', 7312.5, 73], // 73,125 → 73
    [3, 'USD', 'PYG', '7312.5', 219], // 219,375 → 219
    [730_000, 'PYG', 'USD', '7300', 10000],
    [1000, 'PYG', 'USD', '7300', 14], // 0,1369… USD → 14 cents
    [500, 'PYG', 'PYG', '7300', 500],
  ] as const)('%i %s → %s at %p = %i', (minor, from, to, rate, out) => expect(convertMinor(minor, from, to, rate)).toBe(out));

  it('refuses a zero or unreadable rate', () => {
    expect(() => convertMinor(100, 'USD', 'PYG', '0')).toThrow(RangeError);
    expect(() => convertMinor(100, 'USD', 'PYG', 'abc')).toThrow(RangeError);
  });
});

describe('parseIvaRate: the rate as each document writes it', () => {
  it.each([
    ['exenta', 'exenta'],
    ['Exenta', 'exenta'],
    ['EXENTA', 'exenta'],
    [0, 'exenta'],
    ['0', 'exenta'],
    [5, '5'],
    ['5', '5'],
    ['5%', '5'],
    ['IVA 5 %', '5'],
    [10, '10'],
    ['10%', '10'],
    [21, null],
    ['', null],
    [null, null],
    [true, null],
  ] as const)('%p → %p', (v, rate) => expect(parseIvaRate(v)).toBe(rate));
});

describe('minorToNumber', () => {
  it.each([
    [12345, 'USD', 123.45],
    [-5, 'USD', -0.05],
    [586000, 'PYG', 586000],
  ] as const)('%i %s → %p', (minor, currency, n) => expect(minorToNumber(minor, currency)).toBe(n));
});
