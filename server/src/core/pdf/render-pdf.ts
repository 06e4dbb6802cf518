import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * Server-side PDFs with pdfmake 0.3 on Node (quotes, status reports, cost summaries): Roboto embedded from
 * the pdfmake package (loaded once into its virtual file system), and no network or disk access while
 * rendering: both access policies refuse everything. Document definitions come from domain/ as plain text
 * nodes; images only as data URLs handed in by the caller.
 */

interface PdfMakeServer {
  virtualfs: { writeFileSync(name: string, content: Buffer): void };
  setFonts(fonts: Record<string, Record<string, string>>): void;
  setUrlAccessPolicy(cb: (url: string) => boolean): void;
  setLocalAccessPolicy(cb: (path: string) => boolean): void;
  createPdf(doc: object): { getBuffer(): Promise<Buffer> };
}

const ROBOTO = {
  normal: 'Roboto-Regular.ttf',
  bold: 'Roboto-Medium.ttf',
  italics: 'Roboto-Italic.ttf',
  bolditalics: 'Roboto-MediumItalic.ttf',
};

let engine: PdfMakeServer | null = null;

function pdfmake(): PdfMakeServer {
  if (engine) return engine;
  // Typed locally: @types/pdfmake pulls the DOM lib into the server program.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const pm = require('pdfmake') as PdfMakeServer;
  const dir = join(dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');
  // The fonts live in pdfmake's virtual file system: no file access while rendering.
  for (const file of Object.values(ROBOTO)) pm.virtualfs.writeFileSync(file, readFileSync(join(dir, file)));
  pm.setFonts({ Roboto: { ...ROBOTO } });
  // Nothing is ever fetched or read from disk by the renderer.
  pm.setUrlAccessPolicy(() => false);
  pm.setLocalAccessPolicy(() => false);
  shareParsedFonts();
  engine = pm;
  return pm;
}

/** What pdfkit builds per document and font (its EmbeddedFont) around a parsed fontkit font. */
interface PdfKitFont {
  name: string;
  font: unknown;
  subset: unknown;
  constructor: new (doc: unknown, font: unknown, id: string) => PdfKitFont;
}
interface PdfMakeDocument {
  fontCache: Record<string, Record<string, PdfKitFont>>;
  _fontCount: number;
  _fontFamilies: Record<string, PdfKitFont>;
  _font: PdfKitFont;
  getFontType(bold: boolean, italics: boolean): string;
}

/**
 * fontkit caches a glyph with the characters it was first asked for. Embedding a document's subset asks for
 * the components of composite glyphs without characters ('.' inside another glyph), so on a font kept across
 * documents the next document found '.' cached with none and its ToUnicode map lost it: the PDF looked right
 * but its text read '3 242,00' (copy, search, pdftotext). A glyph asked for again with its characters gets them.
 */
function keepCodePoints(font: unknown): unknown {
  const f = font as { getGlyph?: (id: number, chars?: number[]) => { codePoints?: number[] } | null };
  if (typeof f.getGlyph !== 'function') return font;
  const original = f.getGlyph.bind(font);
  f.getGlyph = (id: number, chars: number[] = []) => {
    const glyph = original(id, chars);
    if (glyph && chars.length && Array.isArray(glyph.codePoints) && glyph.codePoints.length === 0) glyph.codePoints = chars;
    return glyph;
  };
  return font;
}

/**
 * pdfmake asks pdfkit for each font once per document, and pdfkit parses the whole TTF again with
 * fontkit each time: about 40% of a quote's render. The parsed fontkit font is only read afterwards
 * (each document still builds its own subset in a new EmbeddedFont), so it is kept across documents.
 * pdfkit's font() is replicated for that case: a fresh id, registered under the font's name so that
 * end() embeds it. Pinned to pdfmake 0.3.11 / pdfkit 0.17; any other shape falls back to pdfmake's path.
 */
function shareParsedFonts(): void {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const PdfMakeDoc = (require('pdfmake/js/PDFDocument') as { default: { prototype: Record<string, unknown> } }).default;
  const original = PdfMakeDoc.prototype.provideFont as (this: PdfMakeDocument, family: string, bold: boolean, italics: boolean) => PdfKitFont;
  const parsed = new Map<string, { ctor: PdfKitFont['constructor']; font: unknown }>();
  PdfMakeDoc.prototype.provideFont = function provideFont(this: PdfMakeDocument, family: string, bold: boolean, italics: boolean): PdfKitFont {
    const type = this.getFontType(bold, italics);
    const known = parsed.get(`${family}/${type}`);
    const cached = this.fontCache[family]?.[type];
    if (cached || !known) {
      const font = cached ?? original.call(this, family, bold, italics);
      if (!known && font?.font && font.subset && typeof font.constructor === 'function') parsed.set(`${family}/${type}`, { ctor: font.constructor, font: keepCodePoints(font.font) });
      return font;
    }
    const font = new known.ctor(this, known.font, `F${++this._fontCount}`);
    if (!this._fontFamilies[font.name]) this._fontFamilies[font.name] = font;
    this._font = font;
    (this.fontCache[family] ??= {})[type] = font;
    return font;
  };
}

/** Renders a pdfmake document definition (A4 and fonts as the definition says) to PDF bytes. */
export function renderPdf(doc: object): Promise<Buffer> {
  return pdfmake().createPdf(doc).getBuffer();
}
