import { parseLocalNumber, type Quote, QUOTE_OPERATION_FIELDS } from '@crm/domain';
import { Router } from 'express';
import type { Request } from 'express';
import { AppError } from '../../core/errors/app-error';
import { restBody } from '../../core/rest/body';
import { idParam, signedIn } from '../../core/rest/context';
import { restDateTime } from '../../core/rest/format';
import type { Services } from '../../core/services';
import { validateInput } from '../../core/input/validate';
import { QUOTE_MESSAGES, QuoteInput, QuoteItemInput } from './quotes.inputs';
import type { QuoteVersionView } from './quotes.types';

/** Snake_case of the quote: the custom-field keys of spec part 2 §3 where there is one. */
const SNAKE: Record<keyof Omit<Quote, 'items'>, string> = {
  cliente: 'cliente',
  contacto: 'contacto',
  fecha: 'fecha',
  referencia: 'referencia',
  incoterms: 'incoterms',
  tipoOperacion: 'tipo_operacion',
  tipoTransporte: 'tipo_transporte',
  tipoEnvio: 'tipo_envio',
  paisOrigen: 'pais_origen',
  paisDestino: 'pais_destino',
  ciudadOrigen: 'ciudad_origen',
  ciudadDestino: 'ciudad_destino',
  aeropuertoOrigen: 'aeropuerto_origen',
  aeropuertoDestino: 'aeropuerto_destino',
  volumenM3: 'volumen_m3',
  pesoBrutoKg: 'peso_bruto_kg',
  mercaderia: 'mercaderia',
  seguroTipo: 'seguro_tipo',
  seguroMontoUsd: 'seguro_monto_usd',
  aseguradora: 'aseguradora',
  observaciones: 'observaciones',
  validezOferta: 'validez_oferta',
  condicionVenta: 'condicion_venta',
  plazoCredito: 'plazo_credito',
  formaPago: 'forma_pago',
  queIncluye: 'que_incluye',
  queNoIncluye: 'que_no_incluye',
};

const CAMEL: Record<string, string> = Object.fromEntries(Object.entries(SNAKE).map(([camel, snake]) => [snake, camel]));

export const quoteVersionRow = (v: QuoteVersionView) => {
  const quote: Record<string, unknown> = {};
  for (const [camel, snake] of Object.entries(SNAKE)) quote[snake] = (v.quote as unknown as Record<string, unknown>)[camel];
  quote.items = v.quote.items.map((it) => ({ ...it }));
  return {
    id: v.id,
    deal_id: v.dealId,
    version_no: v.versionNo,
    total_usd: v.totalUsd,
    created_at: restDateTime(v.createdAt),
    created_by_user_id: v.createdByUserId,
    created_by_name: v.createdByName,
    pdf_url: v.pdfUrl,
    file_name: v.fileName,
    quote,
  };
};

/** Local-format numbers ('1.234,56') are accepted from REST bodies; what does not parse is left for validation to refuse. */
const restNumber = (v: unknown): unknown => {
  if (v === '' || v === null) return null;
  if (typeof v === 'string') return parseLocalNumber(v, 3) ?? v;
  return v;
};

/** A list as an array or as text with one entry per line (like the custom field). */
const restList = (v: unknown): unknown => (typeof v === 'string' ? v.split(/\r?\n/) : v);

async function quoteInputOf(req: Request): Promise<QuoteInput> {
  const b = restBody(req);
  const data: Record<string, unknown> = {};
  const sent: string[] = [];
  for (const [camel, snake] of Object.entries(SNAKE)) {
    const raw = b[snake] !== undefined ? b[snake] : b[camel];
    if (raw === undefined) continue;
    sent.push(camel);
    if (camel === 'volumenM3' || camel === 'pesoBrutoKg' || camel === 'seguroMontoUsd') data[camel] = restNumber(raw);
    else if (camel === 'queIncluye' || camel === 'queNoIncluye') data[camel] = restList(raw);
    else data[camel] = raw;
  }
  if (b.items !== undefined && b.items !== null) {
    if (!Array.isArray(b.items)) throw new AppError('VALIDATION', QUOTE_MESSAGES.itemsInvalid);
    const items: QuoteItemInput[] = [];
    for (const raw of b.items) {
      const it = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
      items.push(
        await validateInput(QuoteItemInput, {
          cantidad: restNumber(it.cantidad),
          servicio: it.servicio,
          observacion: it.observacion,
          moneda: it.moneda,
          precio: restNumber(it.precio),
          impuesto: it.impuesto,
        }),
      );
    }
    data.items = items;
  }
  // What reaches the operation: `operation_fields` (snake_case or camelCase names), else the quote
  // fields the body sends (a script confirms what it sends; the defaults it leaves out are not written).
  const listed = b.operation_fields !== undefined ? b.operation_fields : b.operationFields;
  if (listed === undefined || listed === null) data.operationFields = sent.filter((f) => (QUOTE_OPERATION_FIELDS as readonly string[]).includes(f));
  else data.operationFields = Array.isArray(listed) ? listed.map((f) => (typeof f === 'string' ? (CAMEL[f] ?? f) : f)) : listed;
  return validateInput(QuoteInput, data as Partial<Record<keyof QuoteInput, unknown>>);
}

/** `Content-Disposition` with an ASCII fallback and the UTF-8 name (RFC 6266 / 5987). */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export function quotesRoutes(services: Services): Router {
  const r = Router();
  const svc = services.quotes;

  r.get('/deals/:id/quotes', async (req, res) => {
    const rows = await svc.list(signedIn(res), idParam(req));
    res.json(rows.map(quoteVersionRow));
  });

  r.post('/deals/:id/quotes', async (req, res) => {
    const actor = signedIn(res);
    const input = await quoteInputOf(req);
    res.status(201).json(quoteVersionRow(await svc.save(actor, idParam(req), input)));
  });

  r.get('/deals/:id/quote.pdf', async (req, res) => {
    const actor = signedIn(res);
    const raw = req.query.version;
    let version: number | null = null;
    if (raw !== undefined && raw !== '') {
      if (typeof raw !== 'string' || !/^\d{1,9}$/.test(raw) || Number(raw) < 1) throw new AppError('VALIDATION', QUOTE_MESSAGES.version);
      version = Number(raw);
    }
    const pdf = await svc.pdf(actor, idParam(req), version);
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', attachmentHeader(pdf.fileName));
    res.setHeader('Cache-Control', 'private, no-store');
    res.send(pdf.body);
  });

  return r;
}
