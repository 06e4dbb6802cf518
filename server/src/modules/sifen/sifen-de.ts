import { randomInt } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildCdc, type FiscalCurrency, fromDecimal, isCdc, minorToNumber, type SifenDocumentType, type SifenEnv } from '@crm/domain';
import xmlgen from 'facturacionelectronicapy-xmlgen';
import qrgen from 'facturacionelectronicapy-qrgen';
import xmlsign from 'facturacionelectronicapy-xmlsign';
import type { ElectronicMaterial, FiscalIssuer } from '../fiscal';
import type { InvoiceEntity, InvoiceLineEntity } from '../invoices';

/** SIFEN's unit of measure 77 'UNI' (unidad): the office's lines carry none; a service or a freight is one unit. */
export const DEFAULT_UNIT_OF_MEASURE = 77;

/**
 * A RUC of a company (persona jurídica) starts at 80 000 000 in Paraguay; below that it is a person's cédula-based
 * RUC. The customer's taxpayer type (iTipCont of the receiver) is taken from it: the office does not record it.
 */
export const customerTaxpayerType = (ruc: string): 1 | 2 => (Number(ruc.split('-')[0]) >= 80_000_000 ? 2 : 1);

/** 9 random digits (dCodSeg), kept with the document: it is part of the CDC and cannot be recomputed. */
export const newSecurityCode = (): string => String(randomInt(0, 1_000_000_000)).padStart(9, '0');

/**
 * SIFEN's reception gives up on the whole batch when whitespace inside the signed XML is changed on the way
 * (the client library strips newlines and runs of spaces before zipping): text fields are written with single
 * spaces and no line breaks, so what is signed is what arrives.
 */
const oneLine = (s: string | null | undefined): string => (s ?? '').replace(/\s+/g, ' ').trim();

export interface DeInput {
  documentType: SifenDocumentType;
  issuer: FiscalIssuer;
  material: ElectronicMaterial;
  invoice: InvoiceEntity;
  lines: InvoiceLineEntity[];
  securityCode: string;
  /** Paraguay local time of emission, 'YYYY-MM-DDTHH:mm:ss'. */
  emittedAt: string;
  /** A credit note (tipo 5): the document it affects and SIFEN's reason code. */
  credit?: { motive: number; associated: AssociatedDocument };
}

/**
 * The document a credit note affects (SIFEN group H): the electronic invoice by its CDC, or a printed (autoimpresor)
 * invoice by timbrado, establishment, point, number and date when the unit went electronic after issuing it.
 */
export type AssociatedDocument =
  | { kind: 'electronico'; cdc: string }
  | { kind: 'impreso'; timbrado: string; establishment: string; point: string; number: number; date: string };

/**
 * SIFEN's reason of a credit note (iMotEmi): the office's notes give back or lower what was billed, which is
 * "Devolución y Ajuste de precios" (1); the free-text reason the user wrote travels on the printed note.
 */
export const CREDIT_NOTE_MOTIVE = 1;

/** What the office must load before a unit can issue electronic documents, in Spanish; empty when nothing is missing. */
export function missingForDe(issuer: FiscalIssuer, m: ElectronicMaterial, invoice: Pick<InvoiceEntity, 'timbrado' | 'timbradoFrom' | 'customerName'>): string[] {
  const out: string[] = [];
  if (!issuer.issuerName) out.push('la razón social del emisor');
  if (!issuer.ruc) out.push('el RUC del emisor');
  if (!issuer.address) out.push('la dirección del emisor');
  if (!issuer.phone) out.push('el teléfono del emisor');
  if (!m.email) out.push('el correo del emisor');
  if (!m.taxpayerType) out.push('el tipo de contribuyente del emisor (persona física o jurídica)');
  if (!m.activityCode) out.push('el código de la actividad económica');
  if (!issuer.activities.length) out.push('la descripción de la actividad económica (Actividades económicas)');
  if (!m.cityCode) out.push('el código de ciudad del establecimiento (catálogo de la SET)');
  else if (!xmlgen.getCiudad(m.cityCode)) out.push(`el código de ciudad ${m.cityCode}, que no está en el catálogo de la SET`);
  if (!invoice.timbrado || !invoice.timbradoFrom) out.push('el timbrado del documento electrónico con su fecha de inicio');
  if (!m.certificateLoaded) out.push('el certificado de firma (PKCS#12) y su contraseña');
  if (!m.cscId || !m.cscLoaded) out.push('el ID del CSC y el CSC para el código QR');
  if (!oneLine(invoice.customerName)) out.push('el nombre del cliente');
  return out;
}

const money = (v: number, currency: FiscalCurrency): number => minorToNumber(fromDecimal(v, currency) ?? 0, currency);

/** The libraries' `params` (the issuer, static) and `data` (the document) for facturacionelectronicapy-xmlgen. */
export function deJson(i: DeInput): { params: Record<string, unknown>; data: Record<string, unknown> } {
  const { issuer, material: m, invoice: inv } = i;
  const ciudad = xmlgen.getCiudad(m.cityCode!) as { codigo: number; descripcion: string; distrito: number };
  const distrito = xmlgen.getDistrito(m.districtCode ?? ciudad.distrito) as { codigo: number; descripcion: string; departamento: number };
  const departamento = xmlgen.getDepartamento(m.departmentCode ?? distrito.departamento) as { codigo: number; descripcion: string };
  const currency = inv.currency as FiscalCurrency;
  const params = {
    version: 150,
    ruc: issuer.ruc,
    razonSocial: oneLine(issuer.issuerName),
    nombreFantasia: oneLine(issuer.businessUnitName),
    actividadesEconomicas: [{ codigo: m.activityCode, descripcion: oneLine(issuer.activities[0]) }],
    timbradoNumero: inv.timbrado,
    timbradoFecha: inv.timbradoFrom,
    tipoContribuyente: m.taxpayerType,
    tipoRegimen: m.regimeType ?? undefined,
    establecimientos: [
      {
        codigo: inv.establishment,
        direccion: oneLine(issuer.address),
        numeroCasa: '0',
        departamento: departamento.codigo,
        departamentoDescripcion: departamento.descripcion,
        distrito: distrito.codigo,
        distritoDescripcion: distrito.descripcion,
        ciudad: ciudad.codigo,
        ciudadDescripcion: ciudad.descripcion,
        telefono: oneLine(issuer.phone),
        email: m.email,
        denominacion: oneLine(issuer.businessUnitName),
      },
    ],
  };
  const ruc = inv.customerRuc?.trim() || null;
  const cliente: Record<string, unknown> = ruc
    ? { contribuyente: true, ruc, razonSocial: oneLine(inv.customerName), tipoOperacion: 1, tipoContribuyente: customerTaxpayerType(ruc), pais: 'PRY', paisDescripcion: 'Paraguay' }
    : // Without a RUC the customer is a non-taxpayer identified as "innominado" (document type 5, number 0): B2C.
      { contribuyente: false, razonSocial: oneLine(inv.customerName), tipoOperacion: 2, documentoTipo: 5, documentoNumero: '0', pais: 'PRY', paisDescripcion: 'Paraguay' };
  if (inv.customerAddress) Object.assign(cliente, { direccion: oneLine(inv.customerAddress), numeroCasa: '0', departamento: departamento.codigo, departamentoDescripcion: departamento.descripcion, distrito: distrito.codigo, distritoDescripcion: distrito.descripcion, ciudad: ciudad.codigo, ciudadDescripcion: ciudad.descripcion });
  if (inv.customerEmail) cliente.email = oneLine(inv.customerEmail);
  const total = money(inv.total, currency);
  const items = i.lines.map((l, n) => {
    const amountMinor = fromDecimal(l.amount, currency) ?? 0;
    const unitMinor = fromDecimal(l.unitPrice, currency) ?? 0;
    const qty = Number(l.quantity);
    // The library multiplies quantity × unit price: when the line's amount is not exactly that product (a share
    // of a line billed in instalments), the line goes as one unit at its amount, which is what was billed.
    const exact = Number.isInteger(qty * 1000) && unitMinor * qty === amountMinor;
    const gravada = l.iva !== 'exenta';
    return {
      codigo: String(n + 1),
      descripcion: oneLine(l.description),
      unidadMedida: DEFAULT_UNIT_OF_MEASURE,
      cantidad: exact ? qty : 1,
      precioUnitario: minorToNumber(exact ? unitMinor : amountMinor, currency),
      ivaTipo: gravada ? 1 : 3,
      ivaBase: gravada ? 100 : 0,
      iva: gravada ? Number(l.iva) : 0,
    };
  });
  const associated = i.credit?.associated;
  const documentFields: Record<string, unknown> =
    i.documentType === 5 && i.credit
      ? {
          notaCreditoDebito: { motivo: i.credit.motive },
          documentoAsociado:
            associated?.kind === 'electronico'
              ? { formato: 1, cdc: associated.cdc }
              : { formato: 2, tipoDocumentoImpreso: 1, timbrado: associated!.timbrado, establecimiento: associated!.establishment, punto: associated!.point, numero: String(associated!.number).padStart(7, '0'), fecha: associated!.date },
        }
      : {
          factura: { presencia: 1 },
          condicion:
            inv.condition === 'contado'
              ? { tipo: 1, entregas: [{ tipo: 1, monto: String(total), moneda: currency, ...(currency !== 'PYG' ? { cambio: Number(inv.exchangeRate ?? 0) } : {}) }] }
              : { tipo: 2, credito: { tipo: 1, plazo: `${inv.paymentTermDays} días` } },
        };
  const data: Record<string, unknown> = {
    tipoDocumento: i.documentType,
    establecimiento: inv.establishment,
    punto: inv.point,
    numero: String(inv.sequence).padStart(7, '0'),
    codigoSeguridadAleatorio: i.securityCode,
    fecha: i.emittedAt,
    tipoEmision: 1,
    tipoTransaccion: 2,
    tipoImpuesto: 1,
    moneda: currency,
    ...(currency !== 'PYG' ? { condicionTipoCambio: 1, cambio: Number(inv.exchangeRate ?? 0) } : {}),
    cliente,
    ...documentFields,
    items,
  };
  return { params, data };
}

/** The CDC this document must carry (the library computes the same; both are checked). */
export function cdcOf(i: DeInput): string {
  return buildCdc({
    documentType: i.documentType,
    ruc: i.issuer.ruc!,
    establishment: i.invoice.establishment!,
    point: i.invoice.point!,
    number: i.invoice.sequence!,
    taxpayerType: i.material.taxpayerType as 1 | 2,
    date: i.emittedAt.slice(0, 10),
    emissionType: 1,
    securityCode: i.securityCode,
  });
}

/**
 * Runs `work` with the PKCS#12 bytes in a private temporary file (mode 0600, its own folder), removed afterwards:
 * the signing and sending libraries read the certificate only from a path.
 */
export async function withCertificateFile<T>(p12: Buffer, work: (path: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'crm-sifen-'));
  const path = join(dir, 'cert.p12');
  try {
    await writeFile(path, p12, { mode: 0o600 });
    return await work(path);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export const QR_BASE: Readonly<Record<SifenEnv, string>> = {
  test: 'https://ekuatia.set.gov.py/consultas-test/qr?',
  produccion: 'https://ekuatia.set.gov.py/consultas/qr?',
};

/** The consultation text the KuDE prints under the QR (Manual Técnico, KuDE). */
export const KUDE_CONSULTATION = 'Consulte la validez de esta Factura Electrónica con el número de CDC impreso abajo en: https://ekuatia.set.gov.py/consultas/';

/**
 * The QR value of a signed DE, by the library (facturacionelectronicapy-qrgen). The library answers the whole XML
 * re-serialized with indentation, which changes the signed DE's bytes and breaks its signature: only the value is
 * taken from it, and the signed XML keeps its bytes with gCamFuFD appended after the signature.
 */
export async function qrOf(signedXml: string, cscId: string, csc: string, env: SifenEnv): Promise<string> {
  const withQr = (await qrgen.generateQR(signedXml, cscId, csc, env === 'test' ? 'test' : 'prod')) as string;
  const m = /<dCarQR>([^<]+)<\/dCarQR>/.exec(withQr);
  if (!m) throw new Error('la librería del QR no devolvió dCarQR');
  return m[1].replace(/&amp;/g, '&');
}

const xmlEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export interface BuiltDe {
  cdc: string;
  /** '<?xml …?>\n<rDE …>…</rDE>': the declaration on its own line (the sending library drops the first line). */
  xml: string;
  qr: string;
}

/** Generates (xmlgen), signs (xmlsign, in Node) and adds the QR (qrgen) of a DE. Throws the library's errors. */
export async function buildSignedDe(i: DeInput): Promise<BuiltDe> {
  const { params, data } = deJson(i);
  const cdc = cdcOf(i);
  const raw = (await xmlgen.generateXMLDE(params, data, { errorLimit: 20, errorSeparator: '; ', test: false, sum0_000001SuffixBeforeToFixed: false })) as string;
  const id = /<DE Id="(\d{44})"/.exec(raw)?.[1];
  if (id !== cdc || !isCdc(id)) throw new Error(`el CDC del XML (${String(id)}) no es el calculado (${cdc})`);
  const signed = await withCertificateFile(i.material.certificateP12!, (path) => xmlsign.signXML(raw, path, i.material.certificatePassword!, true) as Promise<string>);
  const qr = await qrOf(signed, i.material.cscId!, i.material.csc!, i.material.sifenEnv);
  const body = signed.replace(/^<\?xml[^>]*\?>\s*/, '');
  if (!body.endsWith('</rDE>')) throw new Error('el XML firmado no termina en </rDE>');
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n${body.slice(0, -'</rDE>'.length)}<gCamFuFD><dCarQR>${xmlEscape(qr)}</dCarQR></gCamFuFD></rDE>`;
  return { cdc, xml, qr };
}

/**
 * The cancellation event (evento de cancelación) of an approved DE, built (xmlgen, SOAP envelope included) and
 * signed (xmlsign) with the unit's certificate. The reason goes on one line (see oneLine), 5 to 500 characters.
 */
export async function buildSignedCancellation(eventId: number, cdc: string, reason: string, material: ElectronicMaterial): Promise<string> {
  const motivo = oneLine(reason).padEnd(5, '.').slice(0, 500);
  const soap = (await xmlgen.generateXMLEventoCancelacion(eventId, {}, { cdc, motivo }, { test: false, sum0_000001SuffixBeforeToFixed: false })) as string;
  return withCertificateFile(material.certificateP12!, (path) => xmlsign.signXMLEvento(soap, path, material.certificatePassword!, true) as Promise<string>);
}
