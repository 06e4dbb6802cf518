import { formatCdc, SIFEN_STATUS_LABELS, type SifenStatus } from '@crm/domain';
import { KUDE_CONSULTATION } from './sifen-de';

/**
 * The KuDE (Kuatia Documento Electrónico, the printed representation of a DE): the invoice as printed, titled as
 * an electronic invoice, with the QR, the CDC in groups of four and SIFEN's consultation text at the foot of the
 * content (Manual Técnico, KuDE). The timbrado block stays: the DE carries the same timbrado.
 */
export function addKude(doc: Record<string, unknown>, k: { cdc: string; qr: string; status: SifenStatus; env: 'test' | 'produccion'; kind?: 'factura' | 'nota_credito' }): Record<string, unknown> {
  const name = k.kind === 'nota_credito' ? 'Nota de Crédito Electrónica' : 'Factura Electrónica';
  const content = Array.isArray(doc.content) ? [...(doc.content as unknown[])] : [];
  const block = {
    margin: [0, 14, 0, 0],
    table: {
      widths: [130, '*'],
      body: [
        [
          { qr: k.qr, fit: 120, margin: [4, 4, 4, 4] },
          {
            stack: [
              { text: `KuDE de ${name}`, bold: true, fontSize: 12 },
              { text: KUDE_CONSULTATION.replace('Factura Electrónica', name), margin: [0, 6, 0, 4] },
              { text: 'CDC:', bold: true },
              { text: formatCdc(k.cdc), fontSize: 11, bold: true, characterSpacing: 0.5 },
              { text: 'ESTE DOCUMENTO ES UNA REPRESENTACIÓN GRÁFICA DE UN DOCUMENTO ELECTRÓNICO (XML)', fontSize: 8, margin: [0, 6, 0, 0] },
              { text: `Estado en SIFEN: ${SIFEN_STATUS_LABELS[k.status]}`, fontSize: 8 },
              ...(k.env === 'test' ? [{ text: 'Ambiente de pruebas de SIFEN: sin valor comercial ni fiscal', fontSize: 8, bold: true, color: '#a00000' }] : []),
            ],
            margin: [6, 4, 4, 4],
          },
        ],
      ],
    },
  };
  content.push(block);
  const info = { ...((doc.info as Record<string, unknown>) ?? {}), title: `KuDE ${name} CDC ${k.cdc}` };
  return { ...doc, info, content };
}
