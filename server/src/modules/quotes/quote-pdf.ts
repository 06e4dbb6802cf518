import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildQuoteDocument, type DocumentLetterhead, type Quote } from '@crm/domain';
import { ROOT_DIR } from '../../core/config';
import { renderPdf } from '../../core/pdf/render-pdf';

/**
 * Server-side PDF of a quote (core/pdf/render-pdf: pdfmake offline): the same document definition as the
 * browser (domain buildQuoteDocument). Text never becomes a resource, so '<img src=http://…>' in goods
 * prints as text. The header image is read once here and handed over as a data URL.
 */

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

/** `letterhead`: the operation's business unit's own (fiscal settings); without one, the house header image. */
export async function renderQuotePdf(quote: Quote, headerImage: string | null = headerImageDataUrl(), letterhead: DocumentLetterhead | null = null): Promise<Buffer> {
  const doc = buildQuoteDocument(quote, { headerImage, letterhead });
  return renderPdf(doc);
}
