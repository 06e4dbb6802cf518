import type { ErrorRequestHandler, RequestHandler } from 'express';
import { httpErrorOf } from '../errors/http-error';

/**
 * The HTTP error mapper: `{ "error": "<Spanish message>" }`, never a stack trace. Mounted after the whole
 * /api chain (the token middleware included), on /uploads and last in the app; an unavailable database
 * answers 503 with Retry-After.
 */
export const restErrorHandler: ErrorRequestHandler = (err, _req, res, next) => {
  // A stream that failed after its headers went out can only be cut short.
  if (res.headersSent) return next(err);
  const e = httpErrorOf(err, 'api');
  if (e.retryAfter) res.setHeader('Retry-After', String(e.retryAfter));
  res.status(e.status).json({ error: e.message });
};

/** Writes must send JSON (multipart routes opt out by mounting their own parser first). */
export const requireJsonBody: RequestHandler = (req, res, next) => {
  const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
  if (hasBody && ['POST', 'PUT', 'PATCH'].includes(req.method) && !req.is('application/json') && !req.is('multipart/form-data')) {
    res.status(415).json({ error: 'Tipo de contenido no soportado: enviá JSON.' });
    return;
  }
  next();
};
