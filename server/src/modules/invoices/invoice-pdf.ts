import { amountInWords, type DocumentTotals, type FiscalCurrency, INVOICE_CONDITION_LABELS, type InvoiceCondition, type IvaRate, toDecimal, utcToWallTime } from '@crm/domain';

/**
 * The printed invoice and credit note (money and fiscal rules: A4, offline, pdfmake): issuer block with RUC,
 * timbrado, validity and number; date and time of issue in Paraguay time; customer block; the operation's
 * reference band; lines with quantity, description, unit price and the exentas / 5 % / 10 % columns;
 * subtotals; total in Spanish words; IVA settlement. Guaraníes print without decimals. A draft prints
 * 'BORRADOR — SIN VALOR FISCAL' across the page.
 */

export interface PdfIssuer {
  name: string;
  ruc: string | null;
  address: string | null;
  phone: string | null;
  activities: readonly string[];
  letterheadLines: readonly string[];
  logo: string | null;
}

export interface PdfLine {
  quantity: number;
  description: string;
  unitPrice: number;
  iva: IvaRate;
  amount: number;
}

export interface FiscalPdfData {
  kind: 'factura' | 'nota_credito';
  issuer: PdfIssuer;
  number: string | null;
  timbrado: string | null;
  timbradoFrom: string | null;
  timbradoTo: string | null;
  /** When it was issued (UTC); null for a draft, which prints its date. */
  issuedAt: Date | null;
  date: string;
  dueDate: string | null;
  condition: InvoiceCondition | null;
  currency: FiscalCurrency;
  exchangeRate: number | null;
  customer: { name: string; ruc: string | null; address: string | null; email: string | null };
  operationReference: string | null;
  /** The credit note's affected invoice ('001-004-0000123'). */
  affectedInvoice: string | null;
  reason: string | null;
  notes: string | null;
  lines: readonly PdfLine[];
  totals: DocumentTotals;
}

/** Minor units printed es-PY: 1.234.567,89 (USD) or 1.234.567 (PYG, no decimals). */
export function formatAmount(minor: number, currency: FiscalCurrency): string {
  const text = toDecimal(minor, currency);
  const neg = text.startsWith('-');
  const [whole, frac] = (neg ? text.slice(1) : text).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${neg ? '-' : ''}${grouped}${frac ? `,${frac}` : ''}`;
}

const ddmmyyyy = (d: string | null) => (d ? `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}` : '—');

function quantityText(q: number): string {
  const [w, f] = String(q).split('.');
  return `${w.replace(/\B(?=(\d{3})+(?!\d))/g, '.')}${f ? `,${f}` : ''}`;
}

const CURRENCY_NAME: Record<FiscalCurrency, string> = { PYG: 'Guaraníes (PYG)', USD: 'Dólares americanos (USD)' };

export function buildFiscalPdf(d: FiscalPdfData): Record<string, unknown> {
  const money = (m: number) => formatAmount(m, d.currency);
  const title = d.kind === 'factura' ? 'FACTURA' : 'NOTA DE CRÉDITO';
  const when = d.issuedAt ? utcToWallTime(d.issuedAt) : null;
  const issuedText = when ? `${ddmmyyyy(when.slice(0, 10))} ${when.slice(11, 16)} (hora de Paraguay)` : `${ddmmyyyy(d.date)} (borrador)`;
  const issuerStack: unknown[] = [
    { text: d.issuer.name, style: 'issuer' },
    ...(d.issuer.ruc ? [{ text: `RUC: ${d.issuer.ruc}` }] : []),
    ...(d.issuer.address ? [{ text: d.issuer.address }] : []),
    ...(d.issuer.phone ? [{ text: `Tel.: ${d.issuer.phone}` }] : []),
    ...d.issuer.activities.map((a) => ({ text: a, style: 'small' })),
    ...d.issuer.letterheadLines.map((a) => ({ text: a, style: 'small' })),
  ];
  const fiscalBox = {
    table: {
      widths: ['*'],
      body: [
        [
          {
            stack: [
              { text: `TIMBRADO N° ${d.timbrado ?? '—'}`, bold: true },
              { text: `Vigencia: ${ddmmyyyy(d.timbradoFrom)} al ${ddmmyyyy(d.timbradoTo)}` },
              ...(d.issuer.ruc ? [{ text: `RUC: ${d.issuer.ruc}` }] : []),
              { text: title, style: 'docTitle', margin: [0, 4, 0, 0] },
              { text: `N° ${d.number ?? 'SIN NÚMERO (borrador)'}`, bold: true, fontSize: 12 },
            ],
            alignment: 'center',
          },
        ],
      ],
    },
  };
  const header = {
    columns: [
      { width: '*', stack: d.issuer.logo ? [{ image: d.issuer.logo, fit: [150, 50], margin: [0, 0, 0, 4] }, ...issuerStack] : issuerStack },
      { width: 210, ...fiscalBox },
    ],
    columnGap: 12,
  };
  const facts: Array<[string, string]> = [
    ['Fecha y hora de emisión', issuedText],
    ...(d.kind === 'factura' ? ([['Condición de venta', d.condition ? INVOICE_CONDITION_LABELS[d.condition] : '—'], ['Vencimiento', ddmmyyyy(d.dueDate)]] as Array<[string, string]>) : []),
    ['Moneda', CURRENCY_NAME[d.currency]],
    ...(d.exchangeRate ? ([['Tipo de cambio', `Gs. ${formatAmount(Math.round(d.exchangeRate), 'PYG')} por USD`]] as Array<[string, string]>) : []),
  ];
  const customer = {
    table: {
      widths: [110, '*'],
      body: [
        [{ text: 'Nombre o razón social', style: 'label' }, d.customer.name],
        [{ text: 'RUC / CI', style: 'label' }, d.customer.ruc ?? '—'],
        [{ text: 'Dirección', style: 'label' }, d.customer.address ?? '—'],
        [{ text: 'Correo', style: 'label' }, d.customer.email ?? '—'],
        ...facts.map(([k, v]) => [{ text: k, style: 'label' }, v]),
      ],
    },
    layout: 'lightHorizontalLines',
    margin: [0, 10, 0, 6],
  };
  const band = {
    table: {
      widths: ['*'],
      body: [
        [
          {
            text: [
              d.operationReference ? `Operación ${d.operationReference}` : 'Sin operación',
              ...(d.affectedInvoice ? [`   ·   Factura afectada N° ${d.affectedInvoice}`] : []),
              ...(d.reason ? [`   ·   Motivo: ${d.reason}`] : []),
            ],
            fillColor: '#eeeeee',
            bold: true,
          },
        ],
      ],
    },
    layout: 'noBorders',
    margin: [0, 0, 0, 6],
  };
  const col = (l: PdfLine, rate: IvaRate) => ({ text: l.iva === rate ? money(l.amount) : '', alignment: 'right' });
  const lines = {
    table: {
      headerRows: 1,
      widths: [40, '*', 70, 70, 60, 70],
      body: [
        [
          { text: 'Cant.', style: 'th' },
          { text: 'Descripción', style: 'th' },
          { text: 'Precio unitario', style: 'th', alignment: 'right' },
          { text: 'Exentas', style: 'th', alignment: 'right' },
          { text: '5 %', style: 'th', alignment: 'right' },
          { text: '10 %', style: 'th', alignment: 'right' },
        ],
        ...d.lines.map((l) => [
          { text: quantityText(l.quantity), alignment: 'right' },
          l.description,
          { text: money(l.unitPrice), alignment: 'right' },
          col(l, 'exenta'),
          col(l, '5'),
          col(l, '10'),
        ]),
        [
          { text: '', border: [false, true, false, false] },
          { text: 'Subtotales', bold: true, colSpan: 2, border: [false, true, false, false] },
          {},
          { text: money(d.totals.exentas), alignment: 'right', bold: true },
          { text: money(d.totals.gravado5), alignment: 'right', bold: true },
          { text: money(d.totals.gravado10), alignment: 'right', bold: true },
        ],
        [
          { text: '', border: [false, false, false, false] },
          { text: d.kind === 'factura' ? 'TOTAL A PAGAR' : 'TOTAL DE LA NOTA DE CRÉDITO', bold: true, colSpan: 4, border: [false, false, false, false] },
          {},
          {},
          {},
          { text: money(d.totals.total), alignment: 'right', bold: true, fontSize: 11 },
        ],
      ],
    },
    layout: 'lightHorizontalLines',
  };
  const words = { text: [{ text: 'Total en letras: ', bold: true }, amountInWords(d.totals.total, d.currency)], margin: [0, 8, 0, 6] };
  const settlement = {
    table: {
      widths: ['*', '*', '*'],
      body: [
        [
          { text: `Liquidación del IVA (5 %): ${money(d.totals.iva5)}` },
          { text: `(10 %): ${money(d.totals.iva10)}` },
          { text: `Total IVA: ${money(d.totals.iva)}`, bold: true },
        ],
      ],
    },
    layout: 'noBorders',
  };
  return {
    pageSize: 'A4',
    pageMargins: [36, 36, 36, 48],
    info: { title: `${title} ${d.number ?? 'borrador'}` },
    ...(d.issuedAt ? {} : { watermark: { text: 'BORRADOR — SIN VALOR FISCAL', opacity: 0.12, bold: true, fontSize: 44 } }),
    content: [header, customer, band, lines, words, settlement, ...(d.notes ? [{ text: `Notas: ${d.notes}`, style: 'small', margin: [0, 10, 0, 0] }] : [])],
    footer: (page: number, pages: number) => ({ text: `${title} ${d.number ?? 'borrador'} — página ${page} de ${pages}`, alignment: 'center', fontSize: 8, margin: [0, 16, 0, 0] }),
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
