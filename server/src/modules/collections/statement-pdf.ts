import { AGING_BUCKET_LABELS, AGING_BUCKETS, collectionStatusText, type FiscalCurrency, LEDGER_KIND_LABELS, minorToNumber } from '@crm/domain';
import type { FiscalIssuer } from '../fiscal';
import type { StatementData } from './collections.service';

/**
 * The printed account statement (A4, offline, pdfmake): the unit's letterhead, the client and the cut-off day,
 * balances and aging per currency, the documents with their status (overdue rows marked in red with the days
 * overdue) and the ledger with its running balance per currency. Guaraníes print without decimals.
 */
// One formatter per currency, made once (formatDecimal makes an Intl.NumberFormat per call: seconds over the
// thousands of cells of a long account). Same es-PY output: guaraníes whole, dollars with two decimals.
const PYG_FORMAT = new Intl.NumberFormat('es-PY', { minimumFractionDigits: 0, maximumFractionDigits: 0 });
const USD_FORMAT = new Intl.NumberFormat('es-PY', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const money = (minor: number, c: FiscalCurrency) => (c === 'PYG' ? PYG_FORMAT : USD_FORMAT).format(minorToNumber(minor, c));
const ddmmyyyy = (d: string | null) => (d ? `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}` : '—');
const OVERDUE = '#b00020';

export function buildStatementPdf(s: StatementData, issuer: FiscalIssuer | null): Record<string, unknown> {
  const head = (cells: string[]) => cells.map((text) => ({ text, style: 'th' }));
  const issuerStack: unknown[] = issuer
    ? [
        { text: issuer.issuerName ?? issuer.businessUnitName, style: 'issuer' },
        ...(issuer.ruc ? [{ text: `RUC: ${issuer.ruc}` }] : []),
        ...(issuer.address ? [{ text: issuer.address }] : []),
        ...(issuer.phone ? [{ text: `Tel.: ${issuer.phone}` }] : []),
        ...issuer.letterheadLines.map((text) => ({ text, style: 'small' })),
      ]
    : [];
  const header = {
    columns: [
      { width: '*', stack: issuer?.logo ? [{ image: issuer.logo, fit: [150, 50], margin: [0, 0, 0, 4] }, ...issuerStack] : issuerStack },
      { width: 220, stack: [{ text: 'ESTADO DE CUENTA', style: 'docTitle' }, { text: `Al ${ddmmyyyy(s.asOf)}`, bold: true }, { text: s.org.name }, ...(s.org.ruc ? [{ text: `RUC: ${s.org.ruc}` }] : [])], alignment: 'right' },
    ],
    margin: [0, 0, 0, 10],
  };
  const balances = s.balances.length
    ? {
        table: {
          widths: ['*', ...AGING_BUCKETS.map(() => 62), 70],
          body: [
            head(['Moneda', ...AGING_BUCKETS.map((b) => AGING_BUCKET_LABELS[b]), 'Saldo']),
            ...s.aging.map((a) => [a.currency, ...AGING_BUCKETS.map((b) => ({ text: money(a[b], a.currency), alignment: 'right', color: b !== 'current' && a[b] > 0 ? OVERDUE : undefined })), { text: money(a.total, a.currency), alignment: 'right', bold: true }]),
          ],
        },
        layout: 'lightHorizontalLines',
        margin: [0, 0, 0, 10],
      }
    : { text: 'Sin saldo pendiente.', margin: [0, 0, 0, 10] };
  const documents = {
    table: {
      headerRows: 1,
      widths: [80, 50, 50, 30, 60, 60, '*'],
      body: [
        head(['Factura', 'Fecha', 'Vence', 'Mon.', 'Total', 'Saldo', 'Estado']),
        ...s.documents.map((d) => {
          // Overdue rows in red and bold; the others as plain strings (each property of a cell is looked up through
          // pdfmake's style stack, thousands of times over a long account).
          if (d.status === 'vencida') {
            const cell = (text: string) => ({ text, color: OVERDUE, bold: true });
            const right = (text: string) => ({ text, alignment: 'right', color: OVERDUE, bold: true });
            return [cell(d.number ?? '—'), cell(ddmmyyyy(d.date)), cell(ddmmyyyy(d.dueDate)), cell(d.currency), right(money(d.total, d.currency)), right(money(d.open, d.currency)), cell(collectionStatusText(d))];
          }
          return [d.number ?? '—', ddmmyyyy(d.date), ddmmyyyy(d.dueDate), d.currency, { text: money(d.total, d.currency), alignment: 'right' }, { text: money(d.open, d.currency), alignment: 'right' }, collectionStatusText(d)];
        }),
      ],
    },
    layout: 'lightHorizontalLines',
    fontSize: 8,
    margin: [0, 0, 0, 10],
  };
  const ledger = {
    table: {
      headerRows: 1,
      widths: [50, 70, '*', 30, 65, 65, 70],
      body: [
        head(['Fecha', 'Tipo', 'Número', 'Mon.', 'Débito', 'Crédito', 'Saldo']),
        ...s.ledger.map((e) => [ddmmyyyy(e.date), LEDGER_KIND_LABELS[e.kind], e.number ?? '—', e.currency, e.debit ? { text: money(e.debit, e.currency), alignment: 'right' } : '', e.credit ? { text: money(e.credit, e.currency), alignment: 'right' } : '', { text: money(e.balance, e.currency), alignment: 'right' }]),
      ],
    },
    layout: 'lightHorizontalLines',
    fontSize: 8,
  };
  return {
    pageSize: 'A4',
    pageMargins: [36, 36, 36, 48],
    info: { title: `Estado de cuenta ${s.org.name} al ${ddmmyyyy(s.asOf)}` },
    content: [header, { text: 'Saldos y antigüedad', style: 'h2' }, balances, { text: 'Documentos', style: 'h2' }, documents, { text: 'Movimientos', style: 'h2' }, ledger],
    footer: (page: number, pages: number) => ({ text: `Página ${page} de ${pages}`, alignment: 'center', fontSize: 8, margin: [0, 16, 0, 0] }),
    styles: { issuer: { fontSize: 12, bold: true }, small: { fontSize: 8 }, docTitle: { fontSize: 14, bold: true }, h2: { fontSize: 10, bold: true, margin: [0, 4, 0, 4] }, th: { bold: true, fontSize: 8 } },
    defaultStyle: { fontSize: 9 },
  };
}
