import { IVA_RATE_LABELS, isIvaRate } from '@crm/domain';
import { formatNumber } from '../../lib/format';
import { addAmounts, money } from './invoiceForm';
import styles from './invoices.module.css';

/** A line as the tables show it: plain numbers of the invoice's currency. */
export interface FigureLine {
  key: string | number;
  description: string;
  quantity: number | string;
  unitPrice: number;
  iva: string;
  exenta: number;
  gravada5: number;
  gravada10: number;
}

export interface FigureTotals {
  exentas: number;
  gravado5: number;
  gravado10: number;
  iva5: number;
  iva10: number;
  total: number;
}

/**
 * A quantity as the printed invoice shows it: whole numbers as they are (10 stays 10), fractions with up to 3
 * decimals and no trailing zeros. Only the decimals are trimmed: trimming a whole number's zeros turned 10 into 1.
 */
export const qtyText = (q: number | string): string => {
  const n = Number(q);
  return Number.isInteger(n) ? formatNumber(n, 0) : formatNumber(n, 3).replace(/0+$/, '').replace(/,$/, '');
};

/** Lines with the exentas / gravadas 5 % / gravadas 10 % columns and their subtotals (IVA included, as printed). */
export function InvoiceLinesTable({ label, lines, totals, currency }: { label: string; lines: readonly FigureLine[]; totals: FigureTotals; currency: string }) {
  const m = (n: number) => (n ? money(n, currency) : '—');
  return (
    <div className={styles.scroll}>
      <table className={styles.table} aria-label={label}>
        <thead>
          <tr>
            <th scope="col">Cant.</th>
            <th scope="col">Descripción</th>
            <th scope="col" className={styles.num}>
              Precio unitario
            </th>
            <th scope="col" className={styles.num}>
              Exentas
            </th>
            <th scope="col" className={styles.num}>
              5 %
            </th>
            <th scope="col" className={styles.num}>
              10 %
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l) => (
            <tr key={l.key}>
              <td className={styles.num}>{qtyText(l.quantity)}</td>
              <td>
                {l.description}
                <span className={styles.muted}> · {isIvaRate(l.iva) ? IVA_RATE_LABELS[l.iva] : l.iva}</span>
              </td>
              <td className={styles.num}>{money(l.unitPrice, currency)}</td>
              <td className={styles.num}>{m(l.exenta)}</td>
              <td className={styles.num}>{m(l.gravada5)}</td>
              <td className={styles.num}>{m(l.gravada10)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={3}>Subtotales</td>
            <td className={styles.num}>{money(totals.exentas, currency)}</td>
            <td className={styles.num}>{money(totals.gravado5, currency)}</td>
            <td className={styles.num}>{money(totals.gravado10, currency)}</td>
          </tr>
          <tr>
            <td colSpan={5}>Total</td>
            <td className={styles.num} data-testid="invoice-total">
              {money(totals.total, currency)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/** Liquidación del IVA: the tax inside the 5 % and 10 % columns (÷ 21, ÷ 11, per line) and their sum. */
export function IvaSettlement({ totals, currency }: { totals: FigureTotals; currency: string }) {
  return (
    <div className={styles.scroll}>
      <table className={styles.table} aria-label="Liquidación del IVA">
        <tbody>
          <tr>
            <th scope="row">IVA 5 %</th>
            <td className={styles.num}>{money(totals.iva5, currency)}</td>
          </tr>
          <tr>
            <th scope="row">IVA 10 %</th>
            <td className={styles.num}>{money(totals.iva10, currency)}</td>
          </tr>
          <tr>
            <th scope="row">Total IVA</th>
            <td className={styles.num}>{money(addAmounts(totals.iva5, totals.iva10, currency), currency)}</td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}

/** The status as a badge: the stored one, or 'Vencida' when overdue. */
export function InvoiceStatusBadge({ status, label }: { status: string; label: string }) {
  return (
    <span className={styles.status} data-status={status}>
      {label}
    </span>
  );
}
