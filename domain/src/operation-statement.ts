import type { SupplierCurrency } from './supplier-invoice';

/**
 * The operation's financial statement: one timeline of what the office billed and collected (sales invoices, credit
 * notes, receipts) and what it was billed and paid (supplier invoices, their payments), with what remains to collect
 * and to pay in each currency. Amounts are integer minor units of their currency (fiscal-money.ts); currencies are
 * never mixed nor converted (STATEMENT_PER_CURRENCY).
 */

export const OPERATION_STATEMENT_KINDS = ['factura', 'nota_credito', 'recibo', 'factura_proveedor', 'pago_proveedor'] as const;
export type OperationStatementKind = (typeof OPERATION_STATEMENT_KINDS)[number];
export const OPERATION_STATEMENT_KIND_LABELS: Readonly<Record<OperationStatementKind, string>> = {
  factura: 'Factura de venta',
  nota_credito: 'Nota de crédito',
  recibo: 'Recibo',
  factura_proveedor: 'Factura de proveedor',
  pago_proveedor: 'Pago a proveedor',
};

export type OperationStatementSide = 'cobrar' | 'pagar';

/** Which side of the statement a kind moves: the sales side (a cobrar) or the supplier side (a pagar). */
export function statementSide(kind: OperationStatementKind): OperationStatementSide {
  return kind === 'factura' || kind === 'nota_credito' || kind === 'recibo' ? 'cobrar' : 'pagar';
}

export interface OperationStatementEntryInput {
  kind: OperationStatementKind;
  /** The record's id (invoice, credit note, receipt, supplier invoice or supplier payment). */
  id: number;
  /** 'YYYY-MM-DD' */
  date: string;
  number: string | null;
  /** The client or the supplier. */
  party: string | null;
  currency: SupplierCurrency;
  /**
   * What the entry moves on its side, in minor units: positive raises what remains (an invoice), negative lowers it
   * (a receipt, a payment, a credit note). A supplier's credit note comes negative, a refund of it positive.
   */
  amount: number;
}

export interface OperationStatementEntry extends OperationStatementEntryInput {
  side: OperationStatementSide;
  /** What remains to collect, in the entry's currency, after it. */
  toCollect: number;
  /** What remains to pay, in the entry's currency, after it. */
  toPay: number;
}

export interface OperationStatementBalance {
  currency: SupplierCurrency;
  toCollect: number;
  toPay: number;
}

const KIND_ORDER: Readonly<Record<OperationStatementKind, number>> = { factura: 0, factura_proveedor: 1, nota_credito: 2, recibo: 3, pago_proveedor: 4 };

/**
 * The timeline by date (documents before the money that settles them on the same day, then by id) with running
 * balances per currency and side, and the balances at the end (currencies in order of first appearance).
 */
export function buildOperationStatement(input: readonly OperationStatementEntryInput[]): { entries: OperationStatementEntry[]; balances: OperationStatementBalance[] } {
  const sorted = [...input].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.id - b.id));
  const running = new Map<SupplierCurrency, OperationStatementBalance>();
  const entries = sorted.map((e) => {
    const b = running.get(e.currency) ?? { currency: e.currency, toCollect: 0, toPay: 0 };
    running.set(e.currency, b);
    const side = statementSide(e.kind);
    if (side === 'cobrar') b.toCollect += e.amount;
    else b.toPay += e.amount;
    return { ...e, side, toCollect: b.toCollect, toPay: b.toPay };
  });
  return { entries, balances: [...running.values()].map((b) => ({ ...b })) };
}
