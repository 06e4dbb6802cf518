import {
  type CsvFormat,
  csvCell,
  CSV_FORMAT_RULES,
  formatDecimal,
  PAYMENT_ORDER_PRIORITY_LABELS,
  PAYMENT_ORDER_STATUS_LABELS,
  type PaymentOrderPriority,
  type PaymentOrderStatus,
  RUBRO_LABELS,
  type Rubro,
  SUPPLIER_MINOR_DIGITS,
  type SupplierCurrency,
  supplierMinorToNumber,
  utcToWallTime,
} from '@crm/domain';
import type { FiscalIssuer } from '../fiscal';
import type { CostControlData, PaymentOrderData } from './payables.service';

/**
 * The printed documents of payables (A4, pdfmake, offline): the payment order's request letter to the administration
 * and the budget against actual of an operation; and the budget against actual as CSV. Amounts es-PY (1.234.567,89;
 * guaraníes without decimals).
 */

export function moneyText(minor: number, currency: SupplierCurrency): string {
  return `${currency} ${formatDecimal(supplierMinorToNumber(minor, currency), SUPPLIER_MINOR_DIGITS[currency])}`;
}

const ddmmyyyy = (d: string | null) => (d ? `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}` : '—');
const wall = (d: Date) => {
  const w = utcToWallTime(d);
  return `${ddmmyyyy(w.slice(0, 10))} ${w.slice(11, 16)}`;
};

const EVENT_LABELS: Record<string, string> = { create: 'Solicitada', approve: 'Aprobada', pay: 'Pago registrado', cancel: 'Anulada' };

function letterhead(issuer: FiscalIssuer): unknown[] {
  const stack: unknown[] = [
    { text: issuer.issuerName ?? issuer.businessUnitName, style: 'issuer' },
    ...(issuer.ruc ? [{ text: `RUC: ${issuer.ruc}` }] : []),
    ...(issuer.address ? [{ text: issuer.address }] : []),
    ...(issuer.phone ? [{ text: `Tel.: ${issuer.phone}` }] : []),
    ...issuer.letterheadLines.map((l) => ({ text: l, style: 'small' })),
  ];
  return issuer.logo ? [{ image: issuer.logo, fit: [150, 50], margin: [0, 0, 0, 4] }, ...stack] : stack;
}

const STYLES = {
  issuer: { fontSize: 13, bold: true },
  small: { fontSize: 8, color: '#444' },
  title: { fontSize: 15, bold: true, margin: [0, 14, 0, 8] },
  th: { bold: true, fillColor: '#eeeeee' },
};

export function paymentOrderLetter(d: PaymentOrderData, issuer: FiscalIssuer, requestedBy: string | null, references: Map<number, string>): Record<string, unknown> {
  const o = d.order;
  const money = (m: number) => moneyText(m, o.currency);
  const rows = d.invoices.map(({ link, invoice }) => [
    invoice.supplierName,
    `${invoice.number}${invoice.timbrado ? ` (timb. ${invoice.timbrado})` : ''}`,
    references.get(invoice.dealId) ?? `#${invoice.dealId}`,
    ddmmyyyy(invoice.dueDate),
    { text: money(link.amount), alignment: 'right' },
  ]);
  return {
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 50],
    defaultStyle: { fontSize: 10 },
    styles: STYLES,
    info: { title: `Orden de pago ${d.number}` },
    content: [
      { stack: letterhead(issuer) },
      { text: `ORDEN DE PAGO ${d.number}`, style: 'title' },
      { text: 'A la Administración:', margin: [0, 0, 0, 6] },
      {
        text: `Solicitamos el pago de los documentos de proveedores que siguen, por un total de ${money(o.amount)}, con fecha prevista ${ddmmyyyy(o.plannedDate)}${o.account ? `, desde la cuenta ${o.account}` : ''}.`,
        margin: [0, 0, 0, 10],
      },
      {
        table: {
          headerRows: 1,
          widths: ['*', 110, 70, 60, 90],
          body: [[{ text: 'Proveedor', style: 'th' }, { text: 'Documento', style: 'th' }, { text: 'Operación', style: 'th' }, { text: 'Vence', style: 'th' }, { text: 'Importe', style: 'th', alignment: 'right' }], ...rows, [{ text: 'Total', bold: true, colSpan: 4 }, '', '', '', { text: money(o.amount), bold: true, alignment: 'right' }]],
        },
        layout: 'lightHorizontalLines',
      },
      {
        columns: [
          { text: `Prioridad: ${PAYMENT_ORDER_PRIORITY_LABELS[o.priority as PaymentOrderPriority]}` },
          { text: `Estado: ${PAYMENT_ORDER_STATUS_LABELS[o.status as PaymentOrderStatus]}` },
          { text: `Pagado: ${money(o.paid)}` },
        ],
        margin: [0, 10, 0, 10],
      },
      { text: 'Movimientos', bold: true, margin: [0, 6, 0, 4] },
      ...d.events.map((e) => ({ text: `${wall(e.createdAt)} — ${EVENT_LABELS[e.action] ?? e.action}${e.userName ? ` por ${e.userName}` : ''}${e.note ? `: ${e.note}` : ''}`, style: 'small' })),
      ...(o.cancelReason ? [{ text: `ANULADA: ${o.cancelReason}`, color: '#a00', bold: true, margin: [0, 8, 0, 0] }] : []),
      {
        columns: [
          { stack: [{ text: '______________________________', margin: [0, 50, 0, 0] }, { text: `Solicitó: ${requestedBy ?? '—'}`, style: 'small' }] },
          { stack: [{ text: '______________________________', margin: [0, 50, 0, 0] }, { text: 'Aprobó (Administración)', style: 'small' }] },
        ],
      },
    ],
  };
}

const usd = (cents: number) => formatDecimal(cents / 100, 2);

export function costControlPdf(c: CostControlData, issuer: FiscalIssuer, reference: string): Record<string, unknown> {
  const pct = c.differenceBp === null ? '—' : `${formatDecimal(c.differenceBp / 100, 2)} %`;
  return {
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 50],
    defaultStyle: { fontSize: 10 },
    styles: STYLES,
    info: { title: `Presupuesto contra real ${reference}` },
    content: [
      { stack: letterhead(issuer) },
      { text: `Presupuesto contra real — ${reference}`, style: 'title' },
      { text: `Importes en USD al tipo de cambio de control ${c.controlRate ? `Gs. ${formatDecimal(c.controlRate, 0)}` : '—'}${c.controlRateDate ? ` (${ddmmyyyy(c.controlRateDate)})` : ''}.`, margin: [0, 0, 0, 8] },
      {
        table: {
          headerRows: 1,
          widths: ['*', 90, 90, 90],
          body: [
            [{ text: 'Rubro', style: 'th' }, { text: 'Presupuesto', style: 'th', alignment: 'right' }, { text: 'Real', style: 'th', alignment: 'right' }, { text: 'Diferencia', style: 'th', alignment: 'right' }],
            ...c.rubros.map((r) => [RUBRO_LABELS[r.rubro], { text: usd(r.budget), alignment: 'right' }, { text: usd(r.actual), alignment: 'right' }, { text: usd(r.difference), alignment: 'right' }]),
            [{ text: 'Compra', bold: true }, { text: usd(c.budgetPurchase), alignment: 'right', bold: true }, { text: usd(c.realPurchase), alignment: 'right', bold: true }, { text: usd(c.budgetPurchase - c.realPurchase), alignment: 'right', bold: true }],
          ],
        },
        layout: 'lightHorizontalLines',
      },
      {
        table: {
          widths: ['*', 110],
          body: [
            ['Venta presupuestada', { text: usd(c.budgetSale), alignment: 'right' }],
            ['Profit presupuestado', { text: usd(c.budgetProfit), alignment: 'right' }],
            ['Profit real', { text: usd(c.realProfit), alignment: 'right', bold: true }],
            ['Diferencia', { text: usd(c.difference), alignment: 'right' }],
            ['Diferencia sobre el profit presupuestado', { text: pct, alignment: 'right' }],
          ],
        },
        layout: 'noBorders',
        margin: [0, 12, 0, 0],
      },
    ],
  };
}

/** The budget against actual as CSV (the export's two formats; amounts in USD). */
export function costControlCsv(c: CostControlData, format: CsvFormat): string {
  const rules = CSV_FORMAT_RULES[format];
  const cell = (v: string | number | null) => {
    const t = csvCell(v, format);
    return /["\r\n;,]/.test(t) ? `"${t.replace(/"/g, '""')}"` : t;
  };
  const n = (cents: number) => supplierMinorToNumber(cents, 'USD');
  const lines: Array<Array<string | number | null>> = [
    ['Rubro', 'Presupuesto USD', 'Real USD', 'Diferencia USD'],
    ...c.rubros.map((r) => [RUBRO_LABELS[r.rubro as Rubro], n(r.budget), n(r.actual), n(r.difference)]),
    ['Compra', n(c.budgetPurchase), n(c.realPurchase), n(c.budgetPurchase - c.realPurchase)],
    ['Venta', n(c.budgetSale), n(c.budgetSale), 0],
    ['Profit', n(c.budgetProfit), n(c.realProfit), n(c.difference)],
  ];
  return (rules.bom ? '\uFEFF' : '') + lines.map((l) => l.map(cell).join(rules.delimiter)).join('\r\n') + '\r\n';
}
