import { emptyCostSheet } from './cost-sheet';
import {
  actualByRubro,
  allocateOrderPayment,
  budgetByRubro,
  canRegisterSupplierInvoice,
  costControl,
  ivaModeProblem,
  paymentOrderNumber,
  paymentOrderRefusal,
  paymentProblem,
  supplierInvoiceStatus,
  supplierInvoiceTotals,
  supplierMinor,
  toControlUsd,
} from './supplier-invoice';

describe('supplier invoices: minor units', () => {
  it('reads BRL and ARS to the cent and PYG to the guaraní', () => {
    expect(supplierMinor('12.345', 'BRL')).toBe(1235);
    expect(supplierMinor('0.29', 'ARS')).toBe(29);
    expect(supplierMinor('1500.5', 'PYG')).toBe(1501);
    expect(supplierMinor('abc', 'USD')).toBeNull();
  });
});

describe('supplier invoices: mixed IVA lines (IVA_PER_LINE, IVA_CREDIT_NOT_COST)', () => {
  const lines = [
    { quantity: 1, unitPrice: 1_100_000, iva: '10' as const, rubro: 'despacho' as const },
    { quantity: '2', unitPrice: 105_000, iva: '5' as const, rubro: 'adicional' as const },
    { quantity: 1, unitPrice: 500_000, iva: 'exenta' as const, rubro: 'flete' as const },
  ];
  it('splits the IVA per line and the bases per rubro', () => {
    const t = supplierInvoiceTotals(lines);
    expect(t).toMatchObject({ gravadas10: 1_100_000, iva10: 100_000, gravadas5: 210_000, iva5: 10_000, exentas: 500_000, total: 1_810_000, base: 1_700_000 });
    expect(t.byRubro).toEqual({ despacho: 1_000_000, adicional: 200_000, flete: 500_000 });
  });
  it('a mode other than mixta takes lines of its rate only', () => {
    expect(ivaModeProblem('mixta', lines)).toBeNull();
    expect(ivaModeProblem('10', lines)).toContain('La línea 2');
    expect(ivaModeProblem('exenta', [{ iva: 'exenta' }])).toBeNull();
  });
});

describe('conversion at the control rate (CONTROL_RATE_CONVERSION)', () => {
  it('PYG → USD cents at the control rate, HALF_UP', () => {
    expect(toControlUsd(7_300_000, 'PYG', '7300', null)).toBe(100_000);
    expect(toControlUsd(100, 'PYG', 7300, null)).toBe(1); // 0,0137 USD → 1 cent
    expect(toControlUsd(36, 'PYG', 7300, null)).toBe(0); // 0,0049 USD → 0
  });
  it('USD stays; BRL goes through guaraníes at the invoice rate', () => {
    expect(toControlUsd(12_345, 'USD', 7300, null)).toBe(12_345);
    // 100,00 BRL × 1460 Gs = 146 000 Gs ÷ 7300 = 20,00 USD
    expect(toControlUsd(10_000, 'BRL', 7300, 1460)).toBe(2000);
    expect(() => toControlUsd(10_000, 'ARS', 7300, null)).toThrow(RangeError);
  });
});

describe('budget against actual', () => {
  const sheet = emptyCostSheet({ gsRate: 7000 });
  sheet.compraRows = [{ id: 'a', concepto: 'FLETE AEREO', total: 1000 }];
  sheet.segCostoRows = [{ id: 's', concepto: 'Seguro', usd: 50 }];
  sheet.locRows = [
    { id: 'l1', concepto: 'Despacho aduanero', gs: 700_000 },
    { id: 'l2', concepto: 'Estiba', gs: 350_000 },
  ];
  it('rubro totals of the confirmed revision', () => {
    expect(budgetByRubro(sheet)).toEqual({ flete: 100_000, seguro: 5000, despacho: 10_000, adicional: 5000 });
  });
  it('local costs in guaraníes convert to cents exactly, HALF_UP, where a float quotient lands on the next cent', () => {
    // 1 000 000 371 251 Gs ÷ 6 999,99 = 142 857 399,974999964… USD: exactly, 14 285 739 997 cents (below the half);
    // the binary-float quotient rounds to …998.
    const big = emptyCostSheet({ gsRate: 6999.99 });
    big.locRows = [{ id: 'l1', concepto: 'Despacho aduanero', gs: 1_000_000_371_251 }];
    expect(budgetByRubro(big)).toEqual({ despacho: 14_285_739_997 });
    // An exact half cent rounds up (37 Gs ÷ 7 400 = 0,005 USD); just below it (36,99 Gs) rounds down.
    const half = emptyCostSheet({ gsRate: 7400 });
    half.locRows = [{ id: 'l1', concepto: 'Despacho', gs: 37 }];
    expect(budgetByRubro(half)).toEqual({ despacho: 1 });
    half.locRows = [{ id: 'l1', concepto: 'Despacho', gs: 36.99 }];
    expect(budgetByRubro(half)).toEqual({});
  });
  it('actual from USD and PYG invoices at the control rate; a credit note subtracts', () => {
    const actual = actualByRubro(
      [
        { docType: 'factura', currency: 'USD', exchangeRate: null, byRubro: { flete: 110_000 } },
        { docType: 'factura', currency: 'PYG', exchangeRate: null, byRubro: { despacho: 800_000 } },
        { docType: 'nota_credito', currency: 'USD', exchangeRate: null, byRubro: { flete: 5000 } },
      ],
      '8000',
    );
    expect(actual).toEqual({ flete: 105_000, despacho: 10_000 });
    const c = costControl({ budget: budgetByRubro(sheet), actual, budgetSale: 150_000 });
    expect(c.rubros).toEqual([
      { rubro: 'flete', budget: 100_000, actual: 105_000, difference: -5000 },
      { rubro: 'seguro', budget: 5000, actual: 0, difference: 5000 },
      { rubro: 'despacho', budget: 10_000, actual: 10_000, difference: 0 },
      { rubro: 'adicional', budget: 5000, actual: 0, difference: 5000 },
    ]);
    expect(c).toMatchObject({ budgetPurchase: 120_000, realPurchase: 115_000, budgetProfit: 30_000, realProfit: 35_000, difference: 5000, differenceBp: 1667 });
  });
  it('no budget profit → no percentage', () => {
    expect(costControl({ budget: {}, actual: { flete: 10 }, budgetSale: 0 }).differenceBp).toBeNull();
  });
});

describe('payments and payment orders', () => {
  it('status from payments; overpayment refused', () => {
    expect(supplierInvoiceStatus('pendiente', 1000, 0)).toBe('pendiente');
    expect(supplierInvoiceStatus('pendiente', 1000, 400)).toBe('pago_parcial');
    expect(supplierInvoiceStatus('pago_parcial', 1000, 1000)).toBe('pagada');
    expect(supplierInvoiceStatus('anulada', 1000, 0)).toBe('anulada');
    expect(paymentProblem(1001, 1000, 'pendiente')).toBe('El pago supera el saldo pendiente de la factura.');
    expect(paymentProblem(0, 1000, 'pendiente')).not.toBeNull();
    expect(paymentProblem(1000, 1000, 'pago_parcial')).toBeNull();
  });
  it('transitions', () => {
    expect(paymentOrderRefusal('approve', 'pendiente')).toBeNull();
    expect(paymentOrderRefusal('pay', 'pendiente')).not.toBeNull();
    expect(paymentOrderRefusal('pay', 'aprobada')).toBeNull();
    expect(paymentOrderRefusal('cancel', 'pago_parcial')).not.toBeNull();
    expect(paymentOrderRefusal('approve', 'anulada')).not.toBeNull();
  });
  it('numbers and allocation (ORDER_PAYMENT_ALLOCATION)', () => {
    expect(paymentOrderNumber(123)).toBe('OPG-000123');
    expect(allocateOrderPayment(150, [{ id: 1, balance: 100 }, { id: 2, balance: 100 }])).toEqual([{ id: 1, amount: 100 }, { id: 2, amount: 50 }]);
    expect(allocateOrderPayment(201, [{ id: 1, balance: 100 }, { id: 2, balance: 100 }])).toBeNull();
  });
});

describe('who registers supplier invoices', () => {
  it('finanzas, admin and ops; not venta nor viewer', () => {
    expect(['admin', 'finanzas', 'ops', 'venta', 'viewer'].map(canRegisterSupplierInvoice)).toEqual([true, true, true, false, false]);
  });
});
