import { buildOperationStatement, type OperationStatementEntryInput } from './operation-statement';

const e = (x: Partial<OperationStatementEntryInput> & Pick<OperationStatementEntryInput, 'kind' | 'id' | 'date' | 'amount'>): OperationStatementEntryInput => ({ number: null, party: null, currency: 'PYG', ...x });

describe('operation financial statement (STATEMENT_PER_CURRENCY)', () => {
  it('orders by date, documents before money on the same day, and keeps running balances per currency and side', () => {
    const s = buildOperationStatement([
      e({ kind: 'recibo', id: 5, date: '2026-11-10', amount: -400_000 }),
      e({ kind: 'factura', id: 1, date: '2026-11-10', amount: 1_100_000 }),
      e({ kind: 'factura_proveedor', id: 7, date: '2026-11-02', currency: 'USD', amount: 55_000 }),
      e({ kind: 'pago_proveedor', id: 9, date: '2026-11-12', currency: 'USD', amount: -20_000 }),
      e({ kind: 'nota_credito', id: 3, date: '2026-11-11', amount: -100_000 }),
      e({ kind: 'factura_proveedor', id: 8, date: '2026-11-03', amount: 730_000 }),
    ]);
    expect(s.entries.map((x) => [x.kind, x.id, x.side, x.toCollect, x.toPay])).toEqual([
      ['factura_proveedor', 7, 'pagar', 0, 55_000],
      ['factura_proveedor', 8, 'pagar', 0, 730_000],
      ['factura', 1, 'cobrar', 1_100_000, 730_000],
      ['recibo', 5, 'cobrar', 700_000, 730_000],
      ['nota_credito', 3, 'cobrar', 600_000, 730_000],
      ['pago_proveedor', 9, 'pagar', 0, 35_000],
    ]);
    expect(s.balances).toEqual([
      { currency: 'USD', toCollect: 0, toPay: 35_000 },
      { currency: 'PYG', toCollect: 600_000, toPay: 730_000 },
    ]);
  });

  it('a supplier credit note lowers what remains to pay; an empty operation has no balances', () => {
    const s = buildOperationStatement([
      e({ kind: 'factura_proveedor', id: 1, date: '2026-11-01', amount: 500_000 }),
      e({ kind: 'factura_proveedor', id: 2, date: '2026-11-05', amount: -150_000 }),
    ]);
    expect(s.balances).toEqual([{ currency: 'PYG', toCollect: 0, toPay: 350_000 }]);
    expect(buildOperationStatement([])).toEqual({ entries: [], balances: [] });
  });
});
