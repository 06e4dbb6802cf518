import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { buildQuoteDocument, type DocumentLetterhead, type Quote } from '@crm/domain';
import { ROOT_DIR } from '../../core/config';

/**
 * Server-side PDF of a quote with pdfmake 0.3 on Node: the same document definition as the browser
 * (domain buildQuoteDocument), Roboto embedded from the pdfmake package (loaded once into its
 * virtual file system), and no network or disk access while rendering: both access policies refuse
 * everything. Text never becomes a resource, so '<img src=http://…>' in goods prints as text. The
 * header image is read once here and handed over as a data URL.
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
      if (!known && font?.font && font.subset && typeof font.constructor === 'function') parsed.set(`${family}/${type}`, { ctor: font.constructor, font: font.font });
      return font;
    }
    const font = new known.ctor(this, known.font, `F${++this._fontCount}`);
    if (!this._fontFamilies[font.name]) this._fontFamilies[font.name] = font;
    this._font = font;
    (this.fontCache[family] ??= {})[type] = font;
    return font;
  };
}

/**
 * The header image: QUOTE_HEADER_IMAGE (a PNG or JPEG file), else the asset the browser also uses
 * (client/public in a checkout, the built client/dist in the Docker image).
 */
export function quoteHeaderImagePath(env: NodeJS.ProcessEnv = process.env): string {
  const fromEnv = env.QUOTE_HEADER_IMAGE?.trim();
  if (fromEnv) return resolve(fromEnv);
  const candidates = [join(ROOT_DIR, 'client', 'public', 'quote-header.jpg'), join(resolve(env.CLIENT_DIST ?? join(ROOT_DIR, 'client', 'dist')), 'quote-header.jpg')];
  return candidates.find((p) => existsSync(p)) ?? candidates[0];
}

const imageCache = new Map<string, string | null>();

/** The file as a data URL when it is a PNG or JPEG (by its magic bytes); null when missing or another type. */
export function headerImageDataUrl(path: string = quoteHeaderImagePath()): string | null {
  if (imageCache.has(path)) return imageCache.get(path) ?? null;
  let url: string | null = null;
  if (existsSync(path)) {
    const buf = readFileSync(path);
    const png = buf.length > 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const jpeg = buf.length > 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff;
    if (png || jpeg) url = `data:image/${png ? 'png' : 'jpeg'};base64,${buf.toString('base64')}`;
  }
  imageCache.set(path, url);
  return url;
}

/** Any pdfmake document definition rendered offline with the same engine (fonts loaded once, no file or URL access). */
export function renderPdfDocument(doc: object): Promise<Buffer> {
  return pdfmake().createPdf(doc).getBuffer();
}

/** `letterhead`: the operation's business unit's own (fiscal settings); without one, the house header image. */
export async function renderQuotePdf(quote: Quote, headerImage: string | null = headerImageDataUrl(), letterhead: DocumentLetterhead | null = null): Promise<Buffer> {
  const doc = buildQuoteDocument(quote, { headerImage, letterhead });
  return pdfmake().createPdf(doc).getBuffer();
}
