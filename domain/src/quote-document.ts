import { type DocumentLetterhead, hasOwnLetterhead, letterheadBlock } from './letterhead';
import { formatDecimal, formatMoney } from './money';
import { effectiveQuantity, type Quote, type QuoteIvaSplit, quoteItemAmount, quoteIvaSplit, quoteTotalUsd } from './quote';
import { lazy } from './lazy';

/** The split printed under the quote's total, in this order (ARCHITECTURE "money and fiscal rules"). */
export const QUOTE_IVA_SPLIT_ROWS: ReadonlyArray<readonly [string, keyof QuoteIvaSplit]> = [
  ['Exentas', 'exentas'],
  ['Gravadas 5 %', 'gravadas5'],
  ['Gravadas 10 %', 'gravadas10'],
  ['IVA 5 %', 'iva5'],
  ['IVA 10 %', 'iva10'],
  ['Total IVA', 'iva'],
];

/**
 * The one pdfmake document definition of the quote (spec part 2 §2 preview, §9 PDF rules), used by
 * the browser (lazy pdfmake) and by the server (GET /api/deals/{id}/quote.pdf). Every text comes
 * from data as plain text nodes: pdfmake never interprets markup, so '<script>' prints literally.
 * The header image is passed in by the caller as a data URL; no URL the renderer could fetch ever
 * enters the definition.
 */

/** Millimetres to PDF points (1 pt = 1/72 in). */
export const mm = (v: number): number => Math.round(((v * 72) / 25.4) * 1000) / 1000;

/** Spec part 2 §9: margins 10/10/12/10 mm (top, left, bottom, right); pdfmake orders [left, top, right, bottom]. */
export const QUOTE_PAGE_MARGINS: [number, number, number, number] = [mm(10), mm(10), mm(10), mm(12)];
export const A4_WIDTH_PT = 595.28;
export const QUOTE_CONTENT_WIDTH = Math.round((A4_WIDTH_PT - QUOTE_PAGE_MARGINS[0] - QUOTE_PAGE_MARGINS[2]) * 100) / 100;

/** A pdfmake content node (kept structural: the domain package does not depend on pdfmake). */
export type PdfNode = string | PdfNode[] | { [key: string]: unknown };

export interface QuoteDocDefinition {
  pageSize: 'A4';
  pageOrientation: 'portrait';
  pageMargins: [number, number, number, number];
  info: { title: string; subject: string; creator: string };
  content: PdfNode[];
  images: Record<string, string>;
  styles: Record<string, Record<string, unknown>>;
  defaultStyle: Record<string, unknown>;
}

export interface QuoteDocumentOptions {
  /** The header image as a data URL ('data:image/png;base64,…'); anything else is ignored. */
  headerImage?: string | null;
  /** The business unit's own letterhead (fiscal settings): when it has a logo or a legal name it replaces the header image. */
  letterhead?: DocumentLetterhead | null;
  /** City of the 'city and date' line. */
  lugar?: string;
}

export const QUOTE_LUGAR = 'Asunción';

const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];

/** '2026-11-22' → '22 de noviembre de 2026'; anything else is shown as typed. */
export function longDate(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? '');
  if (!m || Number(m[2]) < 1 || Number(m[2]) > 12) return iso ?? '';
  return `${Number(m[3])} de ${MONTHS[Number(m[2]) - 1]} de ${m[1]}`;
}

const dash = (v: string | null | undefined) => (v && v.trim() ? v : '—');
const join = (...parts: Array<string | null | undefined>) => parts.filter((p) => p && p.trim()).join(', ');

/** The lines of the preview and the PDF, as label/value pairs of the 'Cotización de Flete' block. */
export function quoteSpecRows(q: Quote): Array<[string, string]> {
  const place = (ciudad: string, aeropuerto: string, pais: string) => dash(join(ciudad, aeropuerto ? `Aeropuerto ${aeropuerto}` : '', pais));
  return [
    ['Tipo de operación', dash(q.tipoOperacion)],
    ['Transporte', dash(join(q.tipoTransporte, q.tipoEnvio))],
    ['Incoterms', dash(q.incoterms)],
    ['Origen', place(q.ciudadOrigen, q.aeropuertoOrigen, q.paisOrigen)],
    ['Destino', place(q.ciudadDestino, q.aeropuertoDestino, q.paisDestino)],
    ['Volumen', q.volumenM3 === null ? '—' : `${formatDecimal(q.volumenM3, 3)} m³`],
    ['Peso bruto', q.pesoBrutoKg === null ? '—' : `${formatDecimal(q.pesoBrutoKg, 2)} kg`],
    ['Mercadería', dash(q.mercaderia)],
    ['Seguro', dash(join(q.seguroTipo, q.seguroMontoUsd === null ? '' : `USD ${formatMoney(q.seguroMontoUsd)}`, q.aseguradora))],
  ];
}

export function quoteTermRows(q: Quote): Array<[string, string]> {
  return [
    ['Validez de la oferta', dash(q.validezOferta)],
    ['Condición de venta', dash(q.condicionVenta)],
    ['Plazo de crédito', dash(q.plazoCredito)],
    ['Forma de pago', dash(q.formaPago)],
  ];
}

/** Quantities: up to 3 decimals, no trailing zeros ('1', '2,5'). */
const quantityFormat = lazy(() => new Intl.NumberFormat('es-PY', { maximumFractionDigits: 3 }));

export function formatQuantity(cantidad: number | null): string {
  return quantityFormat().format(effectiveQuantity(cantidad));
}

const t = (text: string, extra: Record<string, unknown> = {}) => ({ text: String(text ?? ''), ...extra });

const sectionTitle = (text: string) => t(text, { style: 'section' });

function list(title: string, items: readonly string[]): PdfNode[] {
  return [sectionTitle(title), items.length ? { ul: items.map((i) => t(i)), style: 'body' } : t('—', { style: 'body' })];
}

export function buildQuoteDocument(q: Quote, opts: QuoteDocumentOptions = {}): QuoteDocDefinition {
  const images: Record<string, string> = {};
  const content: PdfNode[] = [];
  if (hasOwnLetterhead(opts.letterhead)) {
    content.push(letterheadBlock(opts.letterhead, QUOTE_CONTENT_WIDTH, images));
  } else if (typeof opts.headerImage === 'string' && /^data:image\/(png|jpeg);base64,/.test(opts.headerImage)) {
    images.header = opts.headerImage;
    content.push({ image: 'header', width: QUOTE_CONTENT_WIDTH, margin: [0, 0, 0, 8] });
  }

  content.push({
    columns: [
      {
        width: '*',
        stack: [t('Señores:', { style: 'label' }), t(dash(q.cliente), { bold: true }), t(`Atención: ${dash(q.contacto)}`)],
      },
      {
        width: 'auto',
        stack: [t(`${opts.lugar ?? QUOTE_LUGAR}, ${longDate(q.fecha)}`, { alignment: 'right' }), t(`Ref.: ${dash(q.referencia)}`, { alignment: 'right', bold: true })],
      },
    ],
    columnGap: 12,
    margin: [0, 0, 0, 10],
  });

  content.push(t('Cotización de Flete', { style: 'title' }));
  content.push({
    table: {
      widths: [110, '*'],
      body: quoteSpecRows(q).map(([label, value]) => [t(label, { style: 'label' }), t(value)]),
    },
    layout: 'lightHorizontalLines',
    style: 'body',
    margin: [0, 0, 0, 10],
  });

  // Numeric columns: the header sits right-aligned over its right-aligned numbers.
  const numeric = new Set(['Cant.', 'Precio', 'Total']);
  const header = ['Cant.', 'Servicio', 'Observación', 'Moneda', 'Precio', 'Impuesto', 'Total'].map((h) =>
    t(h, { style: 'th', ...(numeric.has(h) ? { alignment: 'right' } : {}) }),
  );
  const rows = q.items.map((it) => [
    t(formatQuantity(it.cantidad), { alignment: 'right' }),
    t(it.servicio),
    t(it.observacion),
    t(it.moneda),
    t(formatMoney(it.precio), { alignment: 'right' }),
    t(it.impuesto),
    t(formatMoney(quoteItemAmount(it)), { alignment: 'right' }),
  ]);
  const totalRow = [t('TOTAL USD', { colSpan: 6, bold: true, alignment: 'right' }), '', '', '', '', '', t(formatMoney(quoteTotalUsd(q.items)), { bold: true, alignment: 'right' })];
  // The IVA split under the total (IVA_PER_LINE: sums of the lines' own figures, so it adds up to TOTAL USD).
  const split = quoteIvaSplit(q.items);
  const ivaTable: PdfNode = {
    table: {
      widths: QUOTE_IVA_SPLIT_ROWS.map(() => '*'),
      body: [QUOTE_IVA_SPLIT_ROWS.map(([label]) => t(label, { style: 'th', alignment: 'right' })), QUOTE_IVA_SPLIT_ROWS.map(([, key]) => t(formatMoney(split[key]), { alignment: 'right' }))],
    },
    layout: 'lightHorizontalLines',
    style: 'body',
    unbreakable: true,
    margin: [0, 0, 0, 10],
  };
  content.push(sectionTitle('Detalle de Costos'));
  content.push({
    table: { headerRows: 1, dontBreakRows: true, widths: [30, '*', 110, 38, 62, 46, 66], body: [header, ...rows, totalRow] },
    layout: 'lightHorizontalLines',
    style: 'body',
    margin: [0, 0, 0, 4],
  });
  content.push(ivaTable);

  content.push({
    columns: [{ width: '*', stack: list('Qué incluye', q.queIncluye) }, { width: '*', stack: list('Qué no incluye', q.queNoIncluye) }],
    columnGap: 16,
    margin: [0, 0, 0, 10],
  });

  content.push(sectionTitle('Observaciones'), t(dash(q.observaciones), { style: 'body', margin: [0, 0, 0, 10] }));

  const terms: PdfNode[] = [
    sectionTitle('Términos y condiciones'),
    {
      table: { widths: [110, '*'], body: quoteTermRows(q).map(([label, value]) => [t(label, { style: 'label' }), t(value)]) },
      layout: 'noBorders',
      style: 'body',
      margin: [0, 0, 0, 14],
    },
  ];

  const blank = (label: string) => ({
    columns: [t(label, { width: 110 }), t('_______________________________________________')],
    margin: [0, 6, 0, 0],
  });
  // Quote PDF layout: the terms and the acceptance move to the next page together, so the signature
  // block never sits alone on an otherwise empty page (pdfmake splits it only if it outgrows a page).
  content.push({
    unbreakable: true,
    stack: [
      ...terms,
      sectionTitle('Aceptación del presupuesto'),
      t('Aceptamos la presente cotización en los términos y condiciones indicados.', { style: 'body' }),
      blank('Documento N°:'),
      blank('Nombre y apellido:'),
      blank('Fecha:'),
      blank('Firma y sello:'),
    ],
  });

  return {
    pageSize: 'A4',
    pageOrientation: 'portrait',
    pageMargins: QUOTE_PAGE_MARGINS,
    info: { title: `Presupuesto ${q.referencia}`.trim(), subject: 'Cotización de Flete', creator: 'CRM' },
    content,
    images,
    styles: {
      title: { fontSize: 14, bold: true, color: '#1e3a5f', margin: [0, 4, 0, 6] },
      section: { fontSize: 11, bold: true, color: '#1e3a5f', margin: [0, 4, 0, 4] },
      label: { color: '#475569' },
      th: { bold: true, fillColor: '#e2e8f0' },
      body: { fontSize: 9 },
    },
    defaultStyle: { font: 'Roboto', fontSize: 10 },
  };
}
