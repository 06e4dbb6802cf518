/**
 * The cost summary for the client: the sale side of the operation's cost sheet (what the office bills, never
 * its purchases or profit) as one line per billed concept in USD, the total and the IVA split. The lines are
 * costSheetSaleLines (already cents), so the printed total is the sum of the printed lines to the cent.
 */
import type { CostSheetIvaSplit, SaleLine } from './cost-sheet-iva';
import { IVA_RATE_LABELS } from './fiscal-money';
import { formatMoney } from './money';
import { type DocumentLetterhead, hasOwnLetterhead, letterheadBlock } from './letterhead';
import { A4_WIDTH_PT, longDate, mm, type PdfNode } from './quote-document';

export interface CostSummary {
  reference: string;
  title: string;
  client: string;
  /** 'YYYY-MM-DD'. */
  date: string;
  lines: readonly SaleLine[];
  split: CostSheetIvaSplit;
}

export const COST_SUMMARY_TABLE_LABELS: Record<SaleLine['table'], string> = {
  ventaRows: 'Flete',
  locCliRows: 'Gastos locales',
  segVentaRows: 'Seguro',
};

/** The split printed under the total, in the order of the fiscal documents. */
export const COST_SUMMARY_SPLIT_ROWS: ReadonlyArray<readonly [string, keyof CostSheetIvaSplit]> = [
  ['Exentas', 'exentas'],
  ['Gravadas 5 %', 'gravadas5'],
  ['Gravadas 10 %', 'gravadas10'],
  ['IVA 5 %', 'iva5'],
  ['IVA 10 %', 'iva10'],
  ['Total IVA', 'iva'],
];

export function costSummaryFileName(s: Pick<CostSummary, 'reference'>): string {
  return `RESUMEN DE COSTOS ${s.reference.replace(/[\\/:*?"<>|\r\n\t]+/g, ' ').trim().slice(0, 60)}.pdf`;
}

const txt = (text: string, extra: Record<string, unknown> = {}) => ({ text: String(text ?? ''), ...extra });

export function buildCostSummaryDocument(s: CostSummary, opts: { officeName?: string; letterhead?: DocumentLetterhead | null } = {}): Record<string, unknown> {
  const images: Record<string, string> = {};
  // The business unit's own letterhead (fiscal settings) heads every PDF the unit sends.
  const head: PdfNode[] = hasOwnLetterhead(opts.letterhead) ? [letterheadBlock(opts.letterhead, A4_WIDTH_PT - 2 * mm(12), images)] : [];
  const th = (text: string, right = false) => txt(text, { style: 'th', ...(right ? { alignment: 'right' } : {}) });
  const body: PdfNode[][] = [[th('Concepto'), th('Rubro'), th('IVA'), th('Importe USD', true)]];
  for (const l of s.lines) body.push([txt(l.concepto || '—'), txt(COST_SUMMARY_TABLE_LABELS[l.table]), txt(IVA_RATE_LABELS[l.iva] ?? String(l.iva)), txt(formatMoney(l.amountUsd), { alignment: 'right' })]);
  if (!s.lines.length) body.push([txt('La planilla de costos no tiene conceptos de venta.', { colSpan: 4, italics: true }), '', '', '']);
  body.push([txt('TOTAL USD', { colSpan: 3, bold: true, alignment: 'right' }), '', '', txt(formatMoney(s.split.total), { bold: true, alignment: 'right' })]);
  const content: PdfNode[] = [
    ...head,
    {
      columns: [
        { width: '*', stack: [txt('RESUMEN DE COSTOS', { style: 'title' }), txt(`Cliente: ${s.client || '—'}`, { bold: true }), txt(`Operación: ${s.reference} — ${s.title}`)] },
        { width: 'auto', stack: [txt(longDate(s.date), { alignment: 'right' }), ...(opts.officeName ? [txt(opts.officeName, { alignment: 'right', style: 'label' })] : [])] },
      ],
      margin: [0, 0, 0, 12],
    },
    { table: { headerRows: 1, dontBreakRows: true, widths: ['*', 90, 50, 90], body }, layout: 'lightHorizontalLines', style: 'body', margin: [0, 0, 0, 8] },
    {
      table: {
        widths: COST_SUMMARY_SPLIT_ROWS.map(() => '*'),
        body: [COST_SUMMARY_SPLIT_ROWS.map(([label]) => th(label, true)), COST_SUMMARY_SPLIT_ROWS.map(([, key]) => txt(formatMoney(s.split[key]), { alignment: 'right' }))],
      },
      layout: 'lightHorizontalLines',
      style: 'body',
      unbreakable: true,
      margin: [0, 0, 0, 10],
    },
    txt('Importes en dólares americanos, IVA incluido. Los gastos locales en guaraníes se convierten al tipo de cambio de la planilla.', { style: 'label', fontSize: 8 }),
  ];
  return {
    pageSize: 'A4',
    pageOrientation: 'portrait',
    pageMargins: [mm(12), mm(12), mm(12), mm(14)],
    info: { title: `Resumen de costos ${s.reference}`, subject: 'RESUMEN DE COSTOS', creator: 'CRM' },
    content,
    images,
    styles: {
      title: { fontSize: 16, bold: true, color: '#1e3a5f' },
      label: { color: '#475569' },
      th: { bold: true, fillColor: '#e2e8f0' },
      body: { fontSize: 9 },
    },
    defaultStyle: { font: 'Roboto', fontSize: 10 },
  };
}
