import { amountInWords, type FiscalCurrency, RECEIPT_METHOD_LABELS, type ReceiptMethod, toDecimal, utcToWallTime } from '@crm/domain';

/**
 * The printed receipt (money and fiscal rules: A4, offline, pdfmake, the unit's letterhead): RECIBO number, place
 * and date, "Recibimos de …", the amount in words, the invoices it pays (number, date, operation, currency, amount,
 * withheld, paid), the means of payment and the issuer's signature line. A cancelled receipt prints ANULADO across
 * the page. Guaraníes print without decimals.
 */

export interface ReceiptPdfIssuer {
  name: string;
  ruc: string | null;
  address: string | null;
  phone: string | null;
  activities: readonly string[];
  letterheadLines: readonly string[];
  logo: string | null;
}

export interface ReceiptPdfItem {
  invoiceNumber: string | null;
  invoiceDate: string | null;
  operationReference: string | null;
  currency: FiscalCurrency;
  invoiceTotal: number | null;
  amount: number;
  withheld: number;
  net: number;
}

export interface ReceiptPdfData {
  issuer: ReceiptPdfIssuer;
  number: string | null;
  timbrado: string | null;
  /** The place printed before the date ('Asunción'). */
  place: string;
  paidAt: string;
  issuedAt: Date | null;
  customer: { name: string; ruc: string | null };
  currency: FiscalCurrency;
  exchangeRate: number | null;
  method: ReceiptMethod;
  account: string | null;
  reference: string | null;
  withholdingPct: number;
  amount: number;
  withheld: number;
  net: number;
  items: readonly ReceiptPdfItem[];
  cancelled: { reason: string | null } | null;
  notes: string | null;
}

/** Minor units printed es-PY: 1.234.567,89 (USD) or 1.234.567 (PYG, no decimals). */
function formatAmount(minor: number, currency: FiscalCurrency): string {
  const text = toDecimal(minor, currency);
  const neg = text.startsWith('-');
  const [whole, frac] = (neg ? text.slice(1) : text).split('.');
  return `${neg ? '-' : ''}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.')}${frac ? `,${frac}` : ''}`;
}

const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
const ddmmyyyy = (d: string | null) => (d ? `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}` : '—');
const longDate = (d: string) => `${Number(d.slice(8, 10))} de ${MONTHS[Number(d.slice(5, 7)) - 1]} de ${d.slice(0, 4)}`;
const CURRENCY_SIGN: Record<FiscalCurrency, string> = { PYG: 'Gs.', USD: 'USD' };

export function buildReceiptPdf(d: ReceiptPdfData): Record<string, unknown> {
  const money = (m: number, cur: FiscalCurrency = d.currency) => formatAmount(m, cur);
  const issuerStack: unknown[] = [
    { text: d.issuer.name, style: 'issuer' },
    ...(d.issuer.ruc ? [{ text: `RUC: ${d.issuer.ruc}` }] : []),
    ...(d.issuer.address ? [{ text: d.issuer.address }] : []),
    ...(d.issuer.phone ? [{ text: `Tel.: ${d.issuer.phone}` }] : []),
    ...d.issuer.activities.map((a) => ({ text: a, style: 'small' })),
    ...d.issuer.letterheadLines.map((a) => ({ text: a, style: 'small' })),
  ];
  const box = {
    table: {
      widths: ['*'],
      body: [
        [
          {
            stack: [
              ...(d.timbrado ? [{ text: `TIMBRADO N° ${d.timbrado}`, bold: true }] : []),
              ...(d.issuer.ruc ? [{ text: `RUC: ${d.issuer.ruc}` }] : []),
              { text: 'RECIBO DE DINERO', style: 'docTitle', margin: [0, 4, 0, 0] },
              { text: `N° ${d.number ?? '—'}`, bold: true, fontSize: 12 },
              { text: `${CURRENCY_SIGN[d.currency]} ${money(d.amount)}`, bold: true, fontSize: 12, margin: [0, 4, 0, 0] },
            ],
            alignment: 'center',
          },
        ],
      ],
    },
  };
  const header = {
    columns: [{ width: '*', stack: d.issuer.logo ? [{ image: d.issuer.logo, fit: [150, 50], margin: [0, 0, 0, 4] }, ...issuerStack] : issuerStack }, { width: 210, ...box }],
    columnGap: 12,
  };
  const when = d.issuedAt ? utcToWallTime(d.issuedAt) : null;
  const placeDate = { text: `${d.place}, ${longDate(d.paidAt)}`, alignment: 'right', margin: [0, 12, 0, 8] };
  const received = {
    text: [
      'Recibimos de ',
      { text: d.customer.name, bold: true },
      ...(d.customer.ruc ? [` (RUC/CI ${d.customer.ruc})`] : []),
      ' la suma de ',
      { text: amountInWords(d.amount, d.currency), bold: true },
      ` (${CURRENCY_SIGN[d.currency]} ${money(d.amount)}) en concepto de pago de las facturas que se detallan:`,
    ],
    margin: [0, 0, 0, 8],
    lineHeight: 1.3,
  };
  const items = {
    table: {
      headerRows: 1,
      widths: [80, 52, '*', 34, 62, 62, 62],
      body: [
        [
          { text: 'Factura N°', style: 'th' },
          { text: 'Fecha', style: 'th' },
          { text: 'Operación', style: 'th' },
          { text: 'Moneda', style: 'th' },
          { text: 'Importe', style: 'th', alignment: 'right' },
          { text: `Retenido (${d.withholdingPct} % IVA)`, style: 'th', alignment: 'right' },
          { text: 'Pagado', style: 'th', alignment: 'right' },
        ],
        ...d.items.map((i) => [
          i.invoiceNumber ?? '—',
          ddmmyyyy(i.invoiceDate),
          i.operationReference ?? '—',
          i.currency,
          { text: money(i.amount, i.currency), alignment: 'right' },
          { text: money(i.withheld, i.currency), alignment: 'right' },
          { text: money(i.net, i.currency), alignment: 'right' },
        ]),
        [
          { text: 'Totales', bold: true, colSpan: 4 },
          {},
          {},
          {},
          { text: money(d.amount), alignment: 'right', bold: true },
          { text: money(d.withheld), alignment: 'right', bold: true },
          { text: money(d.net), alignment: 'right', bold: true },
        ],
      ],
    },
    layout: 'lightHorizontalLines',
  };
  const payment: Array<[string, string]> = [
    ['Medio de pago', RECEIPT_METHOD_LABELS[d.method]],
    ...(d.account ? ([['Cuenta de destino', d.account]] as Array<[string, string]>) : []),
    ...(d.reference ? ([['Referencia', d.reference]] as Array<[string, string]>) : []),
    ...(d.exchangeRate ? ([['Tipo de cambio', `Gs. ${formatAmount(Math.round(d.exchangeRate), 'PYG')} por USD`]] as Array<[string, string]>) : []),
    ...(d.withheld ? ([['Retención de IVA', `${d.withholdingPct} % del IVA contenido: ${CURRENCY_SIGN[d.currency]} ${money(d.withheld)} (según comprobante de retención)`]] as Array<[string, string]>) : []),
    ['Importe neto recibido', `${CURRENCY_SIGN[d.currency]} ${money(d.net)}`],
    ...(when ? ([['Emitido', `${ddmmyyyy(when.slice(0, 10))} ${when.slice(11, 16)} (hora de Paraguay)`]] as Array<[string, string]>) : []),
  ];
  const means = {
    table: { widths: [120, '*'], body: payment.map(([k, v]) => [{ text: k, style: 'label' }, v]) },
    layout: 'lightHorizontalLines',
    margin: [0, 12, 0, 0],
  };
  const signature = {
    columns: [
      { width: '*', text: '' },
      {
        width: 220,
        stack: [
          { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 220, y2: 0, lineWidth: 0.8 }], margin: [0, 56, 0, 4] },
          { text: 'Firma y aclaración', alignment: 'center' },
          { text: d.issuer.name, alignment: 'center', style: 'small' },
        ],
      },
    ],
  };
  return {
    pageSize: 'A4',
    pageMargins: [36, 36, 36, 48],
    info: { title: `RECIBO ${d.number ?? ''}`.trim() },
    ...(d.cancelled ? { watermark: { text: 'ANULADO', opacity: 0.15, bold: true, fontSize: 80 } } : {}),
    content: [
      header,
      placeDate,
      received,
      items,
      means,
      ...(d.cancelled ? [{ text: `Recibo anulado${d.cancelled.reason ? `: ${d.cancelled.reason}` : ''}`, bold: true, color: '#a00000', margin: [0, 8, 0, 0] }] : []),
      ...(d.notes ? [{ text: `Notas: ${d.notes}`, style: 'small', margin: [0, 8, 0, 0] }] : []),
      signature,
    ],
    footer: (page: number, pages: number) => ({ text: `Recibo ${d.number ?? ''} — página ${page} de ${pages}`, alignment: 'center', fontSize: 8, margin: [0, 16, 0, 0] }),
    defaultStyle: { font: 'Roboto', fontSize: 9 },
    styles: {
      issuer: { fontSize: 13, bold: true },
      docTitle: { fontSize: 14, bold: true },
      small: { fontSize: 8 },
      label: { bold: true },
      th: { bold: true, fillColor: '#dddddd' },
    },
  };
}
