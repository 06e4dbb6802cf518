import { checkReceipt, RECEIPT_FORM_MESSAGES, type ReceiptDraft } from './receiptForm';

const inv = { id: 1, orgId: 2, number: '001-004-0000001', currency: 'PYG', total: 1_100_000, iva5: 0, iva10: 100_000, balance: 1_100_000 };
const draft = (patch: Partial<ReceiptDraft>): ReceiptDraft => ({ amount: '660.000', withholdingPct: 30, method: 'transferencia', paidAt: '2026-03-10', account: '', reference: '', ...patch });

describe('checkReceipt', () => {
  it('computes the withholding and net as the server does (60 % paid, 30 % of the IVA in it)', () => {
    expect(checkReceipt(inv, draft({}), '2026-03-10')).toEqual({ amount: 660_000, withheld: 18_000, net: 642_000, errors: {} });
  });
  it('USD: es-PY decimals, cents exact', () => {
    const usd = { ...inv, currency: 'USD', total: 1100, iva10: 100, balance: 1100 };
    expect(checkReceipt(usd, draft({ amount: '333,33', withholdingPct: 70 }), '2026-03-10')).toMatchObject({ amount: 33_333, withheld: 2_121, net: 31_212 });
  });
  it('refuses more than the balance, decimals in guaraníes, zero and a future date', () => {
    expect(checkReceipt(inv, draft({ amount: '1.100.001' }), '2026-03-10').errors.amount).toBe(RECEIPT_FORM_MESSAGES.over);
    expect(checkReceipt(inv, draft({ amount: '10,5' }), '2026-03-10').errors.amount).toBe(RECEIPT_FORM_MESSAGES.pygDecimals);
    expect(checkReceipt(inv, draft({ amount: '0' }), '2026-03-10').errors.amount).toBe(RECEIPT_FORM_MESSAGES.amount);
    expect(checkReceipt(inv, draft({ paidAt: '2026-03-11' }), '2026-03-10').errors.paidAt).toBe(RECEIPT_FORM_MESSAGES.future);
  });
});
