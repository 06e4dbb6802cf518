import { RECEIPT_MESSAGES } from '@crm/domain';
import { checkReceipt, initialLines, RECEIPT_FORM_MESSAGES, type ReceiptDraft } from './receiptForm';

const inv = { id: 1, orgId: 2, number: '001-004-0000001', currency: 'PYG', total: 1_100_000, iva5: 0, iva10: 100_000, balance: 1_100_000 };
// Mixed 5/10 %: 1.050.000 at 5 % (IVA 50.000) and 550.000 at 10 % (IVA 50.000); 600.000 already paid.
const mixed = { id: 2, orgId: 2, number: '001-004-0000002', currency: 'PYG', total: 1_600_000, iva5: 50_000, iva10: 50_000, balance: 1_000_000 };
const head = { withholdingPct: 30 as const, method: 'transferencia', paidAt: '2026-03-10', account: '', reference: '' };
const draft = (lines: ReceiptDraft['lines'], patch: Partial<ReceiptDraft> = {}): ReceiptDraft => ({ ...head, lines, ...patch });
const line = (invoiceId: number, amount: string, selected = true) => ({ invoiceId, amount, selected });

describe('checkReceipt', () => {
  it('opens with each balance pre-filled and only the invoice it came from ticked', () => {
    expect(initialLines([inv, mixed], 2)).toEqual([line(1, '1100000', false), line(2, '1000000')]);
    expect(initialLines([{ ...inv, currency: 'USD', balance: 333.5 }], 1)).toEqual([line(1, '333,5')]);
  });

  it('computes the withholding and net as the server does (60 % paid, 30 % of the IVA in it)', () => {
    expect(checkReceipt([inv], draft([line(1, '660.000')]), '2026-03-10', 'PYG')).toEqual({
      items: [{ invoiceId: 1, amount: 660_000, withheld: 18_000, net: 642_000 }],
      amount: 660_000,
      withheld: 18_000,
      net: 642_000,
      errors: {},
      ok: true,
    });
  });

  it('two invoices in one receipt: each withholds on its own IVA share, the totals add up; an unticked one is left out', () => {
    const c = checkReceipt([inv, mixed], draft([line(1, '550.000'), line(2, '800.000')]), '2026-03-10', 'PYG');
    // 550.000 × 100.000 × 30 % ÷ 1.100.000 = 15.000; 800.000 × 100.000 × 30 % ÷ 1.600.000 = 15.000.
    expect(c.items).toEqual([
      { invoiceId: 1, amount: 550_000, withheld: 15_000, net: 535_000 },
      { invoiceId: 2, amount: 800_000, withheld: 15_000, net: 785_000 },
    ]);
    expect(c).toMatchObject({ amount: 1_350_000, withheld: 30_000, net: 1_320_000, ok: true });
    expect(checkReceipt([inv, mixed], draft([line(1, '550.000'), line(2, '800.000', false)]), '2026-03-10', 'PYG')).toMatchObject({ amount: 550_000, withheld: 15_000, ok: true });
  });

  it('USD: es-PY decimals, cents exact', () => {
    const usd = { ...inv, currency: 'USD', total: 1100, iva10: 100, balance: 1100 };
    expect(checkReceipt([usd], draft([line(1, '333,33')], { withholdingPct: 70 }), '2026-03-10', 'USD')).toMatchObject({ amount: 33_333, withheld: 2_121, net: 31_212 });
  });

  it("never above an invoice's balance (the domain's message, next to that invoice), decimals in guaraníes, zero, none ticked, a future date", () => {
    const over = checkReceipt([inv, mixed], draft([line(1, '550.000'), line(2, '1.000.001')]), '2026-03-10', 'PYG');
    expect(over.ok).toBe(false);
    expect(over.items[0].error).toBeUndefined();
    expect(over.items[1].error).toBe(RECEIPT_MESSAGES.overBalance('001-004-0000002', 'Gs. 1.000.000'));
    expect(over).toMatchObject({ amount: 550_000, withheld: 15_000 });
    expect(checkReceipt([inv], draft([line(1, '10,5')]), '2026-03-10', 'PYG').items[0].error).toBe(RECEIPT_FORM_MESSAGES.pygDecimals);
    expect(checkReceipt([inv], draft([line(1, '0')]), '2026-03-10', 'PYG').items[0].error).toBe(RECEIPT_FORM_MESSAGES.amount);
    expect(checkReceipt([inv], draft([line(1, '100', false)]), '2026-03-10', 'PYG').errors.lines).toBe(RECEIPT_FORM_MESSAGES.none);
    expect(checkReceipt([inv], draft([line(1, '100')], { paidAt: '2026-03-11' }), '2026-03-10', 'PYG').errors.paidAt).toBe(RECEIPT_FORM_MESSAGES.future);
  });
});
