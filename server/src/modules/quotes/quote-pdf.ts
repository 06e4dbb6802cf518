import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { buildQuoteDocument, type Quote } from '@crm/domain';
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
  engine = pm;
  return pm;
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

export async function renderQuotePdf(quote: Quote, headerImage: string | null = headerImageDataUrl()): Promise<Buffer> {
  const doc = buildQuoteDocument(quote, { headerImage });
  return pdfmake().createPdf(doc).getBuffer();
}
