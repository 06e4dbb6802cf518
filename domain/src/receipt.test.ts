import { allocatePayment, formatReceiptMoney, paidStatus, receiptFigures, withholdingOf } from './receipt';

describe('withholdingOf (IVA_SHARE, WITHHOLDING_PER_ITEM, HALF_UP)', () => {
  // [case, paid, invoice {total, iva}, {0, 30, 70, 100 %}]
  const table: Array<[string, number, { total: number; iva: number }, [number, number, number, number]]> = [
    // 10 % invoice of Gs. 1.100.000 (IVA 100.000), 60 % paid: the IVA in it is 60.000.
    ['PYG 10 %', 660_000, { total: 1_100_000, iva: 100_000 }, [0, 18_000, 42_000, 60_000]],
    // Mixed 5/10 %: Gs. 1.050.000 at 5 % (IVA 50.000) + 1.100.000 at 10 % (IVA 100.000); 1.000.000 paid
    // carries 69.767,44 of IVA: 20.930,23 → 20.930; 48.837,21 → 48.837; 69.767,44 → 69.767.
    ['PYG mixed 5/10 %', 1_000_000, { total: 2_150_000, iva: 150_000 }, [0, 20_930, 48_837, 69_767]],
    // USD 1.100,00 at 10 % (IVA 100,00), 333,33 paid: IVA 30,3027 → 9,0908 → 9,09; 21,2119 → 21,21; 30,30.
    ['USD 10 %', 33_333, { total: 110_000, iva: 10_000 }, [0, 909, 2_121, 3_030]],
    // USD mixed: 210,00 at 5 % (IVA 10,00) + 110,00 at 10 % (IVA 10,00); 100,00 paid carries 6,25 of IVA:
    // 1,875 → 1,88 and 4,375 → 4,38 (HALF_UP on the half cent).
    ['USD mixed 5/10 %', 10_000, { total: 32_000, iva: 2_000 }, [0, 188, 438, 625]],
    ['exenta', 500_000, { total: 500_000, iva: 0 }, [0, 0, 0, 0]],
  ];
  it.each(table)('%s', (_name, paid, invoice, expected) => {
    expect([0, 30, 70, 100].map((pct) => withholdingOf(paid, invoice, pct))).toEqual(expected);
  });

  it('stays exact on amounts whose product exceeds the safe integers', () => {
    // 90.000.000.000 Gs × 8.181.818.182 IVA × 100 overflows 2^53: BigInt keeps it exact.
    expect(withholdingOf(90_000_000_000, { total: 90_000_000_000, iva: 8_181_818_182 }, 100)).toBe(8_181_818_182);
  });

  it('refuses a percentage outside 0/30/70/100', () => {
    expect(() => withholdingOf(100, { total: 110, iva: 10 }, 50)).toThrow(RangeError);
  });
});

describe('receiptFigures', () => {
  const a = { id: 1, number: '001-004-0000001', currency: 'PYG' as const, total: 1_100_000, iva: 100_000, balance: 1_100_000 };
  const b = { id: 2, number: '001-004-0000002', currency: 'PYG' as const, total: 2_150_000, iva: 150_000, balance: 2_000_000 };

  it('sums items over two invoices: amount, withheld, net = amount − withheld', () => {
    const r = receiptFigures('PYG', 30, [{ invoiceId: 1, amount: 660_000 }, { invoiceId: 2, amount: 1_000_000 }], [a, b]);
    expect(r).toEqual({
      ok: true,
      figures: {
        amount: 1_660_000,
        withheld: 18_000 + 20_930,
        net: 1_660_000 - 38_930,
        items: [
          { invoiceId: 1, amount: 660_000, withheld: 18_000, net: 642_000 },
          { invoiceId: 2, amount: 1_000_000, withheld: 20_930, net: 979_070 },
        ],
      },
    });
  });

  it('never more than the open balance', () => {
    const r = receiptFigures('PYG', 0, [{ invoiceId: 2, amount: 2_000_001 }], [a, b]);
    expect(r).toEqual({ ok: false, reason: 'El importe para la factura 001-004-0000002 supera su saldo (Gs. 2.000.000).', invoiceId: 2 });
    expect(receiptFigures('PYG', 0, [{ invoiceId: 2, amount: 2_000_000 }], [a, b]).ok).toBe(true);
  });

  it('refuses another currency, an invoice twice, zero amounts and no items', () => {
    expect(receiptFigures('USD', 0, [{ invoiceId: 1, amount: 10 }], [a])).toMatchObject({ ok: false, invoiceId: 1 });
    expect(receiptFigures('PYG', 0, [{ invoiceId: 1, amount: 10 }, { invoiceId: 1, amount: 10 }], [a])).toMatchObject({ ok: false, reason: 'Cada factura va una sola vez en el recibo.' });
    expect(receiptFigures('PYG', 0, [{ invoiceId: 1, amount: 0 }], [a])).toMatchObject({ ok: false });
    expect(receiptFigures('PYG', 0, [], [a])).toMatchObject({ ok: false });
    expect(receiptFigures('PYG', 50, [{ invoiceId: 1, amount: 10 }], [a])).toMatchObject({ ok: false, reason: 'La retención de IVA es 0, 30, 70 o 100 %.' });
  });
});

describe('allocatePayment', () => {
  it('pays the oldest due first, each up to its balance, and reports what is left', () => {
    const invoices = [
      { id: 3, balance: 500, dueDate: '2026-03-01' },
      { id: 1, balance: 300, dueDate: '2026-01-15' },
      { id: 2, balance: 0, dueDate: '2026-01-01' },
      { id: 4, balance: 100, dueDate: null },
    ];
    expect(allocatePayment(600, invoices)).toEqual({ items: [{ invoiceId: 1, amount: 300 }, { invoiceId: 3, amount: 300 }], unallocated: 0 });
    expect(allocatePayment(1_000, invoices)).toEqual({ items: [{ invoiceId: 1, amount: 300 }, { invoiceId: 3, amount: 500 }, { invoiceId: 4, amount: 100 }], unallocated: 100 });
  });
});

describe('paidStatus and formatReceiptMoney', () => {
  it('emitida → pago_parcial → pagada', () => {
    expect(paidStatus(1_000, 0)).toBe('emitida');
    expect(paidStatus(1_000, 600)).toBe('pago_parcial');
    expect(paidStatus(1_000, 1_000)).toBe('pagada');
  });
  it('es-PY money', () => {
    expect(formatReceiptMoney(1_234_567, 'PYG')).toBe('Gs. 1.234.567');
    expect(formatReceiptMoney(123_450, 'USD')).toBe('USD 1.234,50');
  });
});
