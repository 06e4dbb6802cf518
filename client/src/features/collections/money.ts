import { formatNumber } from '../../lib/format';

/** An amount in its currency as the screens print it: guaraníes without decimals, dollars with cents (es-PY). */
export function moneyIn(amount: number, currency: string): string {
  return `${currency === 'PYG' ? 'Gs.' : 'USD'} ${formatNumber(amount, currency === 'PYG' ? 0 : 2)}`;
}
