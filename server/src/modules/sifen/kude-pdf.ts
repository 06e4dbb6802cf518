import { formatCdc, SIFEN_STATUS_LABELS, type SifenStatus } from '@crm/domain';
import { KUDE_CONSULTATION } from './sifen-de';

/**
 * The KuDE (Kuatia Documento Electrónico, the printed representation of a DE): the invoice as printed, titled as
 * an electronic invoice, with the QR, the CDC in groups of four and SIFEN's consultation text at the foot of the
 * content (Manual Técnico, KuDE). The timbrado block stays: the DE carries the same timbrado.
 */
/**
 * The document a credit note's DE names (gCamDEAsoc): the affected electronic invoice by its CDC, or a printed
 * invoice of before the switch by its timbrado and number.
 */
export type KudeAssociated = { kind: 'electronico'; number: string | null; cdc: string } | { kind: 'impreso'; number: string | null; timbrado: string | null };

/** The KuDE's "documento asociado" lines of a credit note: the affected invoice's CDC as the DE carries it. */
function associatedLines(a: KudeAssociated): Array<Record<string, unknown>> {
  if (a.kind === 'electronico') {
    return [
      { text: `Documento asociado: Factura Electrónica${a.number ? ` N° ${a.number}` : ''}`, bold: true, margin: [0, 6, 0, 0] },
      { text: 'CDC del documento asociado:' },
      { text: formatCdc(a.cdc), fontSize: 10, characterSpacing: 0.3 },
    ];
  }
  return [{ text: `Documento asociado: Factura impresa${a.number ? ` N° ${a.number}` : ''}${a.timbrado ? ` · Timbrado ${a.timbrado}` : ''}`, bold: true, margin: [0, 6, 0, 0] }];
}

/**
 * The document's own title (the 'docTitle' node: FACTURA, NOTA DE CRÉDITO) named as the electronic document it
 * represents (FACTURA ELECTRÓNICA, NOTA DE CRÉDITO ELECTRÓNICA): a KuDE is not the printed, self-printed invoice.
 */
function electronicTitle(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(electronicTitle);
  if (!node || typeof node !== 'object') return node;
  const o = node as Record<string, unknown>;
  if (o.style === 'docTitle' && typeof o.text === 'string' && !o.text.endsWith('ELECTRÓNICA')) return { ...o, text: `${o.text} ELECTRÓNICA`, fontSize: 12 };
  return Object.fromEntries(Object.entries(o).map(([k, v]) => [k, electronicTitle(v)]));
}

export function addKude(doc: Record<string, unknown>, k: { cdc: string; qr: string; status: SifenStatus; env: 'test' | 'produccion'; kind?: 'factura' | 'nota_credito'; associated?: KudeAssociated }): Record<string, unknown> {
  const name = k.kind === 'nota_credito' ? 'Nota de Crédito Electrónica' : 'Factura Electrónica';
  const content = Array.isArray(doc.content) ? (electronicTitle(doc.content) as unknown[]) : [];
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
              ...(k.associated ? associatedLines(k.associated) : []),
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
