import type { Request, Response } from 'express';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { JSON_COMPRESSION_THRESHOLD } from '../http-compression';
import { LatestAnswers } from '../graphql/fast-path/shared-response-cache';

/** One kept JSON answer: its bytes, and each compressed form the first time a client asks for it. */
interface KeptBody {
  json: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * Whole REST JSON answers kept per view (who reads and what they asked) and data version, the REST side of the
 * shared response cache (core/graphql/fast-path/shared-response-cache.ts): the version is a string read from the
 * database that every write changing the answer changes in its own transaction, so several instances stay correct;
 * per view only the answer of its latest version is kept (LatestAnswers), bounded in views and bytes. A kept answer
 * is serialised once and compressed once per encoding (the JSON compression middleware leaves a body that already
 * has a Content-Encoding alone): repeating a large answer costs neither JSON.stringify nor brotli again.
 */
export class KeptJsonBodies {
  private readonly kept: LatestAnswers<KeptBody>;

  constructor(maxEntries = 50, maxBytes = 24 * 1024 * 1024) {
    this.kept = new LatestAnswers<KeptBody>(maxEntries, maxBytes);
  }

  /**
   * Sends the answer of `view` at `scope`: the kept one, else `build`'s (kept for the next request). `scope`
   * null: not kept, built and sent as any answer.
   */
  async send(req: Request, res: Response, view: string, scope: string | null, build: () => Promise<unknown>): Promise<void> {
    if (scope === null) {
      res.json(await build());
      return;
    }
    let body = this.kept.get(view, scope);
    if (!body) {
      body = { json: Buffer.from(JSON.stringify(await build())) };
      // The compressed forms count too (a tenth of the JSON, roughly).
      this.kept.set(view, scope, body, Math.ceil(body.json.length * 1.2));
    }
    res.type('application/json');
    res.vary('Accept-Encoding');
    const encoding = body.json.length < JSON_COMPRESSION_THRESHOLD || req.method === 'HEAD' ? null : chooseEncoding(req);
    if (encoding === 'br') {
      // The same quality as the middleware (compression's default for brotli: 4).
      body.br ??= brotliCompressSync(body.json, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.json.length } });
      res.setHeader('Content-Encoding', 'br');
      res.send(body.br);
    } else if (encoding === 'gzip') {
      body.gzip ??= gzipSync(body.json);
      res.setHeader('Content-Encoding', 'gzip');
      res.send(body.gzip);
    } else res.send(body.json);
  }
}

/** Brotli, else gzip, else none: the middleware's preference whatever order the header lists them in. */
function chooseEncoding(req: Request): 'br' | 'gzip' | null {
  for (const encoding of ['br', 'gzip'] as const) if (req.acceptsEncodings(encoding) === encoding) return encoding;
  return null;
}
