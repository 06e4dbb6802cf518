import type { PdfNode } from './quote-document';

/**
 * A business unit's letterhead as its documents print it (quote, invoice, credit note, receipt, statement):
 * the logo and the issuer block the administration keeps in its fiscal settings. Every PDF of the unit draws it
 * with `letterheadBlock`; a unit without one keeps the house letterhead (the cargo banner).
 */
export interface DocumentLetterhead {
  /** 'data:image/png;base64,…' or JPEG; anything else is ignored (pdfmake never fetches a URL). */
  logo: string | null;
  issuerName: string | null;
  ruc: string | null;
  address: string | null;
  phone: string | null;
  /** Free lines under the issuer (web, e-mail, branches). */
  lines: readonly string[];
}

const IMAGE = /^data:image\/(png|jpeg);base64,/;

/** The letterhead's logo when it is one pdfmake may draw. */
export function letterheadLogo(l: DocumentLetterhead | null | undefined): string | null {
  return l && typeof l.logo === 'string' && IMAGE.test(l.logo) ? l.logo : null;
}

/** Whether the unit has a letterhead of its own (a logo or a legal name); otherwise documents keep the house one. */
export function hasOwnLetterhead(l: DocumentLetterhead | null | undefined): l is DocumentLetterhead {
  return !!l && (letterheadLogo(l) !== null || !!l.issuerName?.trim());
}

/** The issuer's text lines, in print order: name, RUC, address, phone, free lines. */
export function letterheadLines(l: DocumentLetterhead): string[] {
  const out: string[] = [];
  if (l.ruc?.trim()) out.push(`RUC ${l.ruc.trim()}`);
  if (l.address?.trim()) out.push(l.address.trim());
  if (l.phone?.trim()) out.push(`Tel. ${l.phone.trim()}`);
  for (const line of l.lines) if (line.trim()) out.push(line.trim());
  return out;
}

/**
 * The letterhead as pdfmake content: the logo on the left (fitted in 150 × 60 pt) and the issuer block on the
 * right, over a rule. The logo goes into `images` under 'letterheadLogo'; texts are plain text nodes.
 */
export function letterheadBlock(l: DocumentLetterhead, width: number, images: Record<string, string>): PdfNode {
  const logo = letterheadLogo(l);
  if (logo) images.letterheadLogo = logo;
  const issuer: PdfNode[] = [];
  if (l.issuerName?.trim()) issuer.push({ text: l.issuerName.trim(), bold: true, fontSize: 13, color: '#1e3a5f' });
  for (const line of letterheadLines(l)) issuer.push({ text: line, fontSize: 9, color: '#334155' });
  return {
    stack: [
      {
        columns: [
          logo ? { image: 'letterheadLogo', fit: [150, 60], width: 160 } : { text: '', width: 0 },
          { stack: issuer, alignment: 'right', width: '*' },
        ],
        columnGap: 12,
      },
      { canvas: [{ type: 'line', x1: 0, y1: 4, x2: width, y2: 4, lineWidth: 0.8, lineColor: '#1e3a5f' }], margin: [0, 2, 0, 0] },
    ],
    margin: [0, 0, 0, 10],
  };
}
