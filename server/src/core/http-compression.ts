import compression from 'compression';
import express, { type Request, type RequestHandler, type Response } from 'express';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';

/**
 * Bytes on the wire.
 *
 * - JSON answers of /graphql and /api above JSON_COMPRESSION_THRESHOLD bytes are compressed on the fly
 *   (brotli at quality 4 or gzip, as the client accepts), with `Vary: Accept-Encoding`. Only JSON:
 *   file downloads, PDFs and every other streamed body go out exactly as before, and a HEAD is never
 *   compressed.
 * - The built client is served from files compressed at build time (client/vite.config.ts writes a
 *   `.br` and a `.gz` beside each text asset): no compression work per request.
 */

/** Below this many bytes, compressing costs more than it saves (one TCP packet either way). */
export const JSON_COMPRESSION_THRESHOLD = 1024;

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;

export function jsonCompression(): RequestHandler {
  return compression({
    threshold: JSON_COMPRESSION_THRESHOLD,
    filter: (_req, res) => JSON_TYPE.test(String(res.getHeader('Content-Type') ?? '')),
  });
}

/** Vite puts content-hashed file names under assets/: a new build never reuses a name. */
const HASHED_DIR = `assets${sep}`;
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Files of client/public (favicon, the quote header image) keep their names across builds. */
const SHORT = 'public, max-age=3600';
/** index.html names the current hashed files: always revalidated. */
export const INDEX_CACHE_CONTROL = 'no-cache';

type Encoding = 'br' | 'gzip';
const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** Every file of `root` that has a precompressed copy, by URL path ('/assets/index-abc.js'). */
function precompressedFiles(root: string): Map<string, Set<Encoding>> {
  const found = new Map<string, Set<Encoding>>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        walk(path);
        continue;
      }
      const encodings = new Set<Encoding>();
      for (const enc of ['br', 'gzip'] as const) if (existsSync(path + SUFFIX[enc]) && statSync(path + SUFFIX[enc]).isFile()) encodings.add(enc);
      if (encodings.size > 0) found.set('/' + relative(root, path).split(sep).join('/'), encodings);
    }
  };
  walk(root);
  return found;
}

interface ClientAssets {
  /** Static files of the built client, precompressed where a copy exists. */
  files: RequestHandler;
  /** index.html for every client route (the SPA fallback), with the same negotiation. */
  index: RequestHandler;
}

/**
 * The built client in `root`. A request for a file that has precompressed copies is answered with the
 * best one the client accepts (brotli, then gzip, else the file itself), its own Content-Type and
 * `Vary: Accept-Encoding`; Range and HEAD work as for any static file (on the bytes sent). Hashed
 * assets are cached for a year as immutable, index.html is revalidated on every load.
 */
export function clientAssets(root: string): ClientAssets {
  const variants = precompressedFiles(root);
  const serve = express.static(root, {
    index: false,
    cacheControl: false,
    setHeaders: (res: Response, path: string) => {
      const rel = relative(root, path);
      const encoding = res.locals.precompressed as Encoding | undefined;
      const original = encoding ? rel.slice(0, -SUFFIX[encoding].length) : rel;
      if (encoding) {
        res.setHeader('Content-Encoding', encoding);
        res.type(extname(original));
      }
      res.setHeader('Cache-Control', original.startsWith(HASHED_DIR) ? IMMUTABLE : original === 'index.html' ? INDEX_CACHE_CONTROL : SHORT);
    },
  });
  const files: RequestHandler = (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const available = variants.get(req.path);
    if (available) {
      res.vary('Accept-Encoding');
      const encoding = chooseEncoding(req, available);
      if (encoding) {
        res.locals.precompressed = encoding;
        const query = req.url.slice(req.path.length);
        req.url = req.path + SUFFIX[encoding] + query;
      }
    }
    serve(req, res, next);
  };
  const index: RequestHandler = (req, res, next) => {
    req.url = '/index.html';
    files(req, res, next);
  };
  return { files, index };
}

/** Brotli when the client takes it, else gzip, else none: our preference, whatever order the header lists them in. */
function chooseEncoding(req: Request, available: Set<Encoding>): Encoding | null {
  for (const encoding of ['br', 'gzip'] as const) {
    if (available.has(encoding) && req.acceptsEncodings(encoding) === encoding) return encoding;
  }
  return null;
}
