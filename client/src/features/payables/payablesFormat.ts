import { formatDecimal, type PaymentMethod, SUPPLIER_MINOR_DIGITS, type SupplierCurrency } from '@crm/domain';

const SYMBOL: Record<SupplierCurrency, string> = { PYG: 'Gs.', USD: 'US$', BRL: 'R$', ARS: 'AR$' };

/** An amount of a supplier currency in es-PY (guaraníes without decimals). */
export function supplierMoney(value: number, currency: string): string {
  const cur = (currency in SYMBOL ? currency : 'USD') as SupplierCurrency;
  return `${SYMBOL[cur]} ${formatDecimal(value, SUPPLIER_MINOR_DIGITS[cur])}`;
}

export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = { transferencia: 'Transferencia', efectivo: 'Efectivo', cheque: 'Cheque', tarjeta: 'Tarjeta', otro: 'Otro' };
