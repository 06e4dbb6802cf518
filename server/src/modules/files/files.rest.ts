import Busboy from 'busboy';
import { MAX_DEAL_FILE_BYTES } from '@crm/domain';
import { type ErrorRequestHandler, type Request, type RequestHandler, type Response, Router } from 'express';
import graphqlUploadExpress from 'graphql-upload/graphqlUploadExpress.mjs';
import processRequest from 'graphql-upload/processRequest.mjs';
import { AppError } from '../../core/errors/app-error';
import { restErrorHandler } from '../../core/rest/errors';
import { contentIdempotency, IdempotentReplay, idParam, signedIn } from '../../core/rest/context';
import { restDateTime } from '../../core/rest/format';
import { isInlineType } from '../../core/storage/sniff';
import type { Services } from '../../core/services';
import { FILE_MESSAGES as M } from './files.inputs';
import type { DealFileView } from './files.types';

/** REST-CONTRACT "Files": `{ id, type, filename, url, created_at }` (plus a few extras old clients ignore). */
export const fileRow = (f: DealFileView) => ({
  id: f.id,
  deal_id: f.dealId,
  type: f.type,
  filename: f.filename,
  url: f.url,
  mime_type: f.mimeType,
  size_bytes: f.sizeBytes,
  created_at: restDateTime(f.createdAt),
});

/** After an early answer, read (and drop) the rest of the body so the client gets the answer instead of a reset. */
function drain(req: Request): Promise<void> {
  // A disconnected client has nothing left to send ('close' has already been emitted).
  if (req.readableEnded || req.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    req.on('end', resolve);
    req.on('error', () => resolve());
    req.on('close', () => resolve());
    req.resume();
  });
}

/** POST multipart (`type`, `file`): the file part streams straight into the files service. */
async function receiveUpload(req: Request, res: Response, services: Services): Promise<DealFileView> {
  const actor = signedIn(res);
  if (!req.is('multipart/form-data')) throw new AppError('VALIDATION', M.fileRequired);
  // Role and operation first: a refused request writes nothing.
  await services.files.assertCanUpload(actor, idParam(req));
  // Gone during the checks: its 'close' has passed, and a destroyed request never feeds a parser.
  if (req.destroyed && !req.readableEnded) throw new AppError('VALIDATION', M.unreadable);
  return new Promise<DealFileView>((resolve, reject) => {
    let bb: Busboy.Busboy;
    try {
      bb = Busboy({ headers: req.headers, defParamCharset: 'utf8', limits: { files: 1, fileSize: MAX_DEAL_FILE_BYTES + 1, fields: 10, fieldSize: 1000, parts: 12 } });
    } catch {
      // No boundary, or not a form busboy can read.
      reject(new AppError('VALIDATION', M.multipartInvalid));
      return;
    }
    const fields: Record<string, string> = {};
    let resolveType: (t: string | undefined) => void = () => {};
    const typeOnceRead = new Promise<string | undefined>((r) => (resolveType = r));
    let upload: Promise<DealFileView> | null = null;
    const fail = (e: unknown) => {
      req.unpipe(bb);
      void drain(req).then(() => reject(e));
    };
    bb.on('field', (name, value) => {
      fields[name] = value;
    });
    bb.on('file', (name, stream, info) => {
      if (name !== 'file' || upload) {
        stream.resume();
        return;
      }
      const known = fields.type ?? (typeof req.query.type === 'string' ? req.query.type : undefined);
      upload = services.files.upload(actor, {
        dealId: idParam(req),
        type: known ?? typeOnceRead.then((t) => t ?? (typeof req.query.type === 'string' ? req.query.type : undefined)),
        filename: info.filename ?? "",
        body: stream,
        beforeSave: async (content) => {
          const replay = await contentIdempotency(res, content);
          // The service drops the bytes it stored before this reaches the route, which then answers.
          if (replay) throw new IdempotentReplay(replay);
        },
      });
      upload.catch(fail);
    });
    // Once the file part is being stored, its outcome decides the answer (a broken tail of the form does not).
    bb.on('error', () => (upload ? void upload.then(resolve, () => {}) : fail(new AppError('VALIDATION', M.multipartInvalid))));
    // A client that disconnects mid-body: busboy is not told by pipe(), so the file stream would wait
    // forever with a partial file open under UPLOADS_DIR. Destroying the parser fails the file stream,
    // and the service deletes what it had stored.
    req.once('close', () => {
      if (!req.readableEnded) bb.destroy(new Error('La conexión se cerró durante la subida.'));
    });
    bb.on('close', () => {
      resolveType(fields.type);
      if (!upload) {
        reject(new AppError('VALIDATION', M.fileRequired));
        return;
      }
      upload.then(resolve, () => {});
    });
    req.pipe(bb);
  });
}

export function filesRoutes(services: Services): Router {
  const r = Router();
  const svc = services.files;

  r.get('/deals/:id/files', async (req, res) => {
    res.json((await svc.list(signedIn(res), idParam(req))).map(fileRow));
  });

  r.post('/deals/:id/files', async (req, res) => {
    let file: DealFileView;
    try {
      file = await receiveUpload(req, res, services);
    } catch (e) {
      if (e instanceof IdempotentReplay) return e.answer();
      throw e;
    }
    res.status(201).json(fileRow(file));
  });

  r.delete('/deals/:id/files/:fileId', async (req, res) => {
    await svc.remove(signedIn(res), idParam(req, 'fileId'), idParam(req));
    res.json({ ok: true });
  });

  // 'Deshacer' of the delete above, within the restore window.
  r.post('/deals/:id/files/:fileId/restore', async (req, res) => {
    res.json(fileRow(await svc.restore(signedIn(res), idParam(req, 'fileId'), idParam(req))));
  });

  r.delete('/deals/:id', async (req, res) => {
    await svc.deleteDeal(signedIn(res), idParam(req));
    res.json({ ok: true });
  });

  return r;
}

/** graphql-upload's refusal of a multipart body, in the terms of the answer (see multipartRefusal). */
class MultipartRefusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * What graphql-upload 17 rejects while reading `operations`, `map` and the parts (its http-errors and
 * busboy's plain errors, all in English): a second file or an oversized field → 413 saying which (not
 * the 25 MB file message); everything else — no boundary, a malformed part, a truncated body, bad or
 * missing `operations`/`map`, misordered fields, a disconnect — is the client's body → 400. (The file's
 * own failures, 25 MB included, reach the resolver instead: uploadFailure.)
 */
function multipartRefusal(e: unknown): MultipartRefusal {
  if ((e as { status?: unknown } | null)?.status === 413) {
    const tooManyFiles = e instanceof Error && /max file uploads/i.test(e.message);
    return new MultipartRefusal(413, 'PAYLOAD_TOO_LARGE', tooManyFiles ? M.tooManyFiles : M.fieldTooLarge);
  }
  return new MultipartRefusal(400, 'BAD_REQUEST', M.multipartInvalid);
}

/** Longest `operations` or `map` field of a GraphQL multipart request (FILE_MESSAGES.fieldTooLarge says 100 kB). */
const MAX_MULTIPART_FIELD_BYTES = 100_000;

/** graphql-upload for /graphql: one file of at most 25 MB; its refusals become MultipartRefusals. */
export function graphqlUploads(): RequestHandler {
  return graphqlUploadExpress({
    maxFileSize: MAX_DEAL_FILE_BYTES,
    maxFiles: 1,
    maxFieldSize: MAX_MULTIPART_FIELD_BYTES,
    processRequest: (req, res, options) =>
      // A client gone before this point (during authentication) would leave graphql-upload waiting forever.
      req.destroyed && !req.readableEnded
        ? Promise.reject(new MultipartRefusal(400, 'BAD_REQUEST', M.multipartInvalid))
        : processRequest(req, res, options).catch((e: unknown) => Promise.reject(multipartRefusal(e))),
  });
}

/**
 * Errors graphql-upload raises before Apollo runs (a malformed multipart body, too many files or
 * fields): GraphQL-shaped JSON in Spanish instead of Express' default HTML page (which shows a stack).
 */
export const multipartErrorHandler: ErrorRequestHandler = (err, req, res, next) => {
  if (res.headersSent || !(err instanceof MultipartRefusal)) return next(err);
  // graphql-upload sends no answer before the request has been read to its end: read (and drop)
  // what the parser left — all of it when busboy never started (no boundary), which used to hang.
  req.resume();
  res.status(err.status).json({ errors: [{ message: err.message, extensions: { code: err.code } }] });
};

/** RFC 6266 / 5987: an ASCII fallback plus the exact UTF-8 name. */
export function contentDisposition(kind: 'inline' | 'attachment', filename: string): string {
  const fallback = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(filename).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * GET /uploads/<key>?exp=&sig=: the bytes behind a signed URL (frames and new tabs send no token).
 * nosniff + a CSP that allows no script; previews (PDF, raster images) inline, the rest (SVG included)
 * as attachments. The name comes from openSigned already cleaned (cleanFilename), older rows included.
 */
export function uploadsRoutes(services: Services): Router {
  const r = Router();
  r.get('/uploads/:key', async (req, res, next) => {
    try {
      const file = await services.files.openSigned(req.params.key, req.query.exp, req.query.sig);
      const inline = isInlineType(file.mimeType);
      res.setHeader('Content-Type', file.mimeType);
      res.setHeader('Content-Length', String(file.sizeBytes));
      res.setHeader('X-Content-Type-Options', 'nosniff');
      // Chromium's PDF viewer does not run in a sandboxed document: PDFs get a CSP without 'sandbox' (still no script, no requests).
      res.setHeader(
        'Content-Security-Policy',
        file.mimeType === 'application/pdf'
          ? "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; object-src 'self'; frame-ancestors 'self'"
          : "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'self'; sandbox",
      );
      res.setHeader('Content-Disposition', contentDisposition(inline ? 'inline' : 'attachment', file.filename));
      res.setHeader('Cache-Control', 'private, max-age=300');
      res.setHeader('Referrer-Policy', 'no-referrer');
      // A read error after the headers went out can only cut the response short.
      file.body.on('error', (e) => (res.headersSent ? res.destroy(e) : next(e)));
      // A client gone mid-download releases the file (the descriptor, or the bucket's connection).
      res.on('close', () => file.body.destroy());
      file.body.pipe(res);
    } catch (e) {
      next(e);
    }
  });
  r.use(restErrorHandler);
  return r;
}
