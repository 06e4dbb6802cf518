/**
 * The shipment status report ("STATUS DE EMBARQUE") sent to a client: what the operation carries (from its
 * fields) and how it travels (from its per-mode details and milestones), as label/value rows the operation's
 * preview and the PDF both print. Several operations of one client go in one report: a summary table, then
 * each operation's block. Everything is plain text nodes (pdfmake never interprets markup).
 */
import { formatDecimal } from './money';
import { type DocumentLetterhead, hasOwnLetterhead, letterheadBlock } from './letterhead';
import { A4_WIDTH_PT, longDate, mm, type PdfNode } from './quote-document';
import {
  type Milestone,
  MILESTONE_LABELS,
  milestoneState,
  SHIPMENT_FIELDS,
  SHIPMENT_MODE_LABELS,
  type ShipmentContainer,
  type ShipmentLeg,
  type ShipmentMode,
  type ShipmentValues,
  isShipmentMode,
} from './shipment';

/** Most operations in one report (one client's shipments in transit fit; a page per operation beyond that is noise). */
export const STATUS_REPORT_MAX_DEALS = 30;

/** What one operation's report is built from (the operation's fields as stored, its typed mode details, its milestones). */
export interface StatusReportSource {
  reference: string;
  title: string;
  mode: ShipmentMode | null;
  /** Operation fields by key (tipo_operacion, origen_pto, destino_pto, incoterm, mercaderia, cant_bultos, unidad_bulto, peso_bruto, vol_m3, observaciones). */
  fields: Record<string, string | null | undefined>;
  /** The typed details of the operation's mode (readShipment), or null without a mode. */
  details: ShipmentValues | null;
  milestones: readonly Milestone[];
}

export interface StatusReportRow {
  label: string;
  value: string;
}

export interface StatusReportMilestone {
  label: string;
  planned: string | null;
  actual: string | null;
  /** 'Cumplido', 'Demorado' or 'Pendiente'. */
  state: string;
}

export interface StatusReportOperation {
  reference: string;
  title: string;
  mode: ShipmentMode | null;
  modeLabel: string;
  /** The carrier of the mode (airline, shipping line, trucking company; first leg's for multimodal). */
  carrier: string;
  /** The transport document (AWB, BL, CRT). */
  document: string;
  origin: string;
  destination: string;
  etd: string;
  eta: string;
  /** The next milestone or the last one done ('Arribo: 12/12/2026'), for the summary table. */
  status: string;
  rows: StatusReportRow[];
  containers: ShipmentContainer[];
  legs: ShipmentLeg[];
  milestones: StatusReportMilestone[];
}

export interface StatusReport {
  /** The client (organization) the report is for. */
  client: string;
  /** 'YYYY-MM-DD', the day it was made. */
  date: string;
  operations: StatusReportOperation[];
}

const DASH = '—';
const clean = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' && Number.isFinite(v) ? String(v) : '');
const dash = (v: unknown): string => clean(v) || DASH;

/** 'YYYY-MM-DD' → 'DD/MM/YYYY' (the office's dates); anything else as stored. */
export function reportDate(iso: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? '');
  return m ? `${m[3]}/${m[2]}/${m[1]}` : clean(iso) || DASH;
}

/** A stored number field ('1250,5', '1.250,5', '1250.5') printed es-PY with its unit; text that is no number as typed. */
function quantity(v: string | null | undefined, decimals: number, unit: string): string {
  const s = clean(v);
  if (!s) return DASH;
  const normalized = /,/.test(s) ? s.replace(/\./g, '').replace(',', '.') : s;
  const n = Number(normalized);
  return Number.isFinite(n) && normalized !== '' ? `${formatDecimal(n, decimals)} ${unit}` : s;
}

const MILESTONE_STATE_LABELS = { done: 'Cumplido', late: 'Demorado', pending: 'Pendiente' } as const;

function detailText(details: ShipmentValues, field: string): string {
  const v = details[field];
  if (v === null || v === undefined || Array.isArray(v)) return '';
  if (typeof v === 'boolean') return v ? 'Sí' : 'No';
  if (typeof v === 'number') return formatDecimal(v, Number.isInteger(v) ? 0 : 2);
  return clean(v);
}

const CARRIER_FIELD: Record<ShipmentMode, string | null> = { air: 'airline', ocean: 'shippingLine', road: 'carrier', multimodal: null };
const DOCUMENT_FIELDS: Record<ShipmentMode, readonly string[]> = { air: ['mawb', 'hawb'], ocean: ['mbl', 'hbl'], road: ['crt', 'micDta'], multimodal: [] };
/** Fields printed in the general block or the summary already (not repeated among the mode's rows). */
const GENERAL_DUPLICATES = new Set(['grossKg']);

/**
 * The report of one operation. Rows: the cargo (type, origin, destination, incoterm, goods, packages, weight,
 * volume), then the mode's fields in the order of its key table (air: airline, flight, AWB, transshipment,
 * dates, pieces, chargeable weight; ocean: line, vessel, ports, BLs, free days; road: plates, driver, CRT,
 * MIC/DTA, border), then observations. Empty mode fields are left out; the cargo rows always show.
 */
export function statusReportOperation(src: StatusReportSource, today: string): StatusReportOperation {
  const f = src.fields;
  const details: ShipmentValues = src.details ?? {};
  const mode = src.mode && isShipmentMode(src.mode) ? src.mode : null;
  const legs = mode === 'multimodal' && Array.isArray(details.legs) ? (details.legs as ShipmentLeg[]) : [];
  const containers = mode === 'ocean' && Array.isArray(details.containers) ? (details.containers as ShipmentContainer[]) : [];
  const packages = clean(f.cant_bultos) ? `${clean(f.cant_bultos)}${clean(f.unidad_bulto) ? ` ${clean(f.unidad_bulto)}` : ''}` : DASH;
  const grossFromDetails = typeof details.grossKg === 'number' ? details.grossKg : null;
  const rows: StatusReportRow[] = [
    { label: 'Tipo de operación', value: dash(f.tipo_operacion) },
    { label: 'Modo', value: mode ? SHIPMENT_MODE_LABELS[mode] : dash(f.modalidad_carga) },
    { label: 'Origen', value: dash(f.origen_pto) },
    { label: 'Destino', value: dash(f.destino_pto) },
    { label: 'Incoterm', value: dash(f.incoterm) },
    { label: 'Mercadería', value: dash(f.mercaderia) },
    { label: 'Bultos', value: packages },
    { label: 'Peso bruto', value: grossFromDetails !== null ? `${formatDecimal(grossFromDetails, 2)} kg` : quantity(f.peso_bruto, 2, 'kg') },
    { label: 'Volumen', value: quantity(f.vol_m3, 3, 'm³') },
  ];
  if (mode) {
    for (const spec of SHIPMENT_FIELDS[mode]) {
      if (spec.kind === 'containers' || spec.kind === 'legs' || GENERAL_DUPLICATES.has(spec.field)) continue;
      const raw = detailText(details, spec.field);
      if (!raw) continue;
      rows.push({ label: spec.label, value: spec.kind === 'date' ? reportDate(raw) : raw });
    }
  }
  if (clean(f.observaciones)) rows.push({ label: 'Observaciones', value: clean(f.observaciones) });

  const milestones = src.milestones.map((m) => ({ label: MILESTONE_LABELS[m.code], planned: m.planned, actual: m.actual, state: MILESTONE_STATE_LABELS[milestoneState(m, today)] }));
  const carrierField = mode ? CARRIER_FIELD[mode] : null;
  const carrier = carrierField ? detailText(details, carrierField) : legs.map((l) => clean(l.carrier)).filter(Boolean).join(' / ');
  const document = mode ? DOCUMENT_FIELDS[mode].map((k) => detailText(details, k)).filter(Boolean).join(' / ') : '';
  return {
    reference: src.reference,
    title: src.title,
    mode,
    modeLabel: mode ? SHIPMENT_MODE_LABELS[mode] : DASH,
    carrier: carrier || DASH,
    document: document || DASH,
    origin: dash(f.origen_pto),
    destination: dash(f.destino_pto),
    etd: reportDate(detailText(details, 'etd') || null),
    eta: reportDate(detailText(details, 'eta') || null),
    status: statusLine(src.milestones, today),
    rows,
    containers,
    legs,
    milestones,
  };
}

/** The summary table's state: the next pending milestone (with 'demorado' when its day passed), else the last one done. */
export function statusLine(list: readonly Milestone[], today: string): string {
  const next = list.find((m) => !m.actual);
  const done = [...list].reverse().find((m) => m.actual);
  if (next && (next.planned || !done)) {
    const late = milestoneState(next, today) === 'late';
    return `${MILESTONE_LABELS[next.code]}${next.planned ? `: ${reportDate(next.planned)}` : ''}${late ? ' (demorado)' : ''}`;
  }
  if (done) return `${MILESTONE_LABELS[done.code]}: ${reportDate(done.actual)} (cumplido)`;
  return 'Sin hitos';
}

export function buildStatusReport(client: string, today: string, sources: readonly StatusReportSource[]): StatusReport {
  return { client: clean(client) || DASH, date: today, operations: sources.map((s) => statusReportOperation(s, today)) };
}

/** The PDF file name: 'STATUS OP-000123.pdf', or the client's name and the date for several operations. */
export function statusReportFileName(report: StatusReport): string {
  const safe = (s: string) => s.replace(/[\\/:*?"<>|\r\n\t]+/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 80);
  if (report.operations.length === 1) return `STATUS ${safe(report.operations[0].reference)}.pdf`;
  return `STATUS ${safe(report.client === DASH ? 'EMBARQUES' : report.client)} ${report.date}.pdf`;
}

const txt = (text: string, extra: Record<string, unknown> = {}) => ({ text: String(text ?? ''), ...extra });
const th = (text: string) => txt(text, { style: 'th' });

function operationBlock(op: StatusReportOperation): PdfNode[] {
  const out: PdfNode[] = [
    txt(`${op.reference} — ${op.title}`, { style: 'opTitle' }),
    {
      table: { widths: [130, '*'], body: op.rows.map((r) => [txt(r.label, { style: 'label' }), txt(r.value)]) },
      layout: 'lightHorizontalLines',
      style: 'body',
      margin: [0, 0, 0, 6],
    },
  ];
  if (op.containers.length) {
    out.push(txt('Contenedores', { style: 'section' }), {
      table: { headerRows: 1, widths: [60, '*', '*'], body: [[th('Tipo'), th('Número'), th('Precinto')], ...op.containers.map((c) => [txt(dash(c.type)), txt(dash(c.number)), txt(dash(c.seal))])] },
      layout: 'lightHorizontalLines',
      style: 'body',
      margin: [0, 0, 0, 6],
    });
  }
  if (op.legs.length) {
    const modeLabel = (m: string | null) => (m && isShipmentMode(m) ? SHIPMENT_MODE_LABELS[m] : dash(m));
    out.push(txt('Tramos', { style: 'section' }), {
      table: {
        headerRows: 1,
        widths: [52, '*', '*', '*', 60, 52, 52],
        body: [
          [th('Modo'), th('Transportista'), th('Desde'), th('Hasta'), th('Referencia'), th('ETD'), th('ETA')],
          ...op.legs.map((l) => [txt(modeLabel(l.mode)), txt(dash(l.carrier)), txt(dash(l.from)), txt(dash(l.to)), txt(dash(l.reference)), txt(reportDate(l.etd)), txt(reportDate(l.eta))]),
        ],
      },
      layout: 'lightHorizontalLines',
      style: 'body',
      margin: [0, 0, 0, 6],
    });
  }
  if (op.milestones.length) {
    out.push(txt('Hitos', { style: 'section' }), {
      table: {
        headerRows: 1,
        widths: ['*', 70, 70, 70],
        body: [[th('Hito'), th('Previsto'), th('Real'), th('Estado')], ...op.milestones.map((m) => [txt(m.label), txt(reportDate(m.planned)), txt(reportDate(m.actual)), txt(m.state, m.state === 'Demorado' ? { color: '#b45309', bold: true } : {})])],
      },
      layout: 'lightHorizontalLines',
      style: 'body',
      margin: [0, 0, 0, 10],
    });
  }
  return out;
}

/** The pdfmake definition (A4 portrait; several operations: the summary table first, then one block each). */
export function buildStatusReportDocument(
  report: StatusReport,
  opts: { officeName?: string; headerImage?: string | null; letterhead?: DocumentLetterhead | null } = {},
): Record<string, unknown> {
  const content: PdfNode[] = [];
  const images: Record<string, string> = {};
  // The business unit's own letterhead (fiscal settings) heads every PDF the unit sends; else the header image, if any.
  if (hasOwnLetterhead(opts.letterhead)) content.push(letterheadBlock(opts.letterhead, A4_WIDTH_PT - 2 * mm(12), images));
  else if (typeof opts.headerImage === 'string' && /^data:image\/(png|jpeg);base64,/.test(opts.headerImage)) {
    images.header = opts.headerImage;
    content.push({ image: 'header', fit: [mm(190), mm(30)], margin: [0, 0, 0, 8] });
  }
  content.push({
    columns: [
      { width: '*', stack: [txt('STATUS DE EMBARQUE', { style: 'title' }), txt(`Cliente: ${report.client}`, { bold: true })] },
      { width: 'auto', stack: [txt(longDate(report.date), { alignment: 'right' }), ...(opts.officeName ? [txt(opts.officeName, { alignment: 'right', style: 'label' })] : [])] },
    ],
    margin: [0, 0, 0, 10],
  });
  if (report.operations.length > 1) {
    content.push({
      table: {
        headerRows: 1,
        widths: [62, 50, '*', 62, '*', 50, 50, 80],
        body: [
          [th('Referencia'), th('Modo'), th('Transportista'), th('Documento'), th('Origen – Destino'), th('ETD'), th('ETA'), th('Estado')],
          ...report.operations.map((o) => [txt(o.reference, { bold: true }), txt(o.modeLabel), txt(o.carrier), txt(o.document), txt(`${o.origin} – ${o.destination}`), txt(o.etd), txt(o.eta), txt(o.status)]),
        ],
      },
      layout: 'lightHorizontalLines',
      style: 'small',
      margin: [0, 0, 0, 12],
    });
  }
  for (const op of report.operations) content.push({ stack: operationBlock(op), unbreakable: op.rows.length + op.milestones.length + op.containers.length + op.legs.length < 40 });
  return {
    pageSize: 'A4',
    pageOrientation: 'portrait',
    pageMargins: [mm(12), mm(12), mm(12), mm(14)],
    info: { title: `Status de embarque ${report.operations.map((o) => o.reference).join(', ')}`.slice(0, 200), subject: 'STATUS DE EMBARQUE', creator: 'CRM' },
    content,
    images,
    styles: {
      title: { fontSize: 16, bold: true, color: '#1e3a5f' },
      opTitle: { fontSize: 12, bold: true, color: '#1e3a5f', margin: [0, 6, 0, 4] },
      section: { fontSize: 10, bold: true, color: '#1e3a5f', margin: [0, 2, 0, 2] },
      label: { color: '#475569' },
      th: { bold: true, fillColor: '#e2e8f0' },
      body: { fontSize: 9 },
      small: { fontSize: 8 },
    },
    defaultStyle: { font: 'Roboto', fontSize: 10 },
  };
}
