/**
 * Display formatting in es-PY through Intl. Money lives in @crm/domain
 * (formatMoney, formatDecimal) because the server formats the same numbers.
 */
import { formatMoney } from '@crm/domain';

const dateFormatter = new Intl.DateTimeFormat('es-PY', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

const timeFormatter = new Intl.DateTimeFormat('es-PY', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Accepts a Date, an ISO date-time, or a date-only 'YYYY-MM-DD' (LocalDate). A date-only value
 * is read as a calendar day in local time: `new Date('2025-03-05')` would be UTC midnight,
 * which is the 4th in Paraguay (UTC-3).
 */
export function toDate(value: Date | string | number | null | undefined): Date | null {
  if (value == null || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'string') {
    const m = DATE_ONLY.exec(value);
    if (m) return new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  }
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** dd/mm/yyyy; '' for empty or invalid input. */
export function formatDate(value: Date | string | number | null | undefined): string {
  const d = toDate(value);
  return d ? dateFormatter.format(d) : '';
}

/** dd/mm/yyyy HH:mm (24 h, local time); '' for empty or invalid input. */
export function formatDateTime(value: Date | string | number | null | undefined): string {
  const d = toDate(value);
  return d ? `${dateFormatter.format(d)} ${timeFormatter.format(d)}` : '';
}

/** Grouped number with a fixed number of decimals (1.234,5 → '1.234,50' with 2). */
export function formatNumber(value: number | null | undefined, decimals = 0): string {
  const n = typeof value === 'number' && Number.isFinite(value) ? value : 0;
  return new Intl.NumberFormat('es-PY', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(n);
}

/** A number as an amount input shows it: es-PY, up to 2 decimals, no grouping noise for empty. */
export function amountText(n: number | null | undefined): string {
  if (n === null || n === undefined || !Number.isFinite(n)) return '';
  return formatMoney(n).replace(/,00$/, '');
}
