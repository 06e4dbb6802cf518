import type { ErrorRequestHandler, RequestHandler } from 'express';
import { MESSAGES, RETRY_AFTER_SECONDS } from '../errors/app-error';
import { httpStatusOf } from '../errors/mappers';
import { asAppError } from '../errors/unavailable';

/**
 * The HTTP error mapper: `{ "error": "<Spanish message>" }`, never a stack trace. Mounted after the whole
 * /api chain (the token middleware included) and on /uploads; an unavailable database answers 503 with
 * Retry-After.
 */
export const restErrorHandler: ErrorRequestHandler = (err, _req, res, next) => {
  // A stream that failed after its headers went out can only be cut short.
  if (res.headersSent) return next(err);
  const app = asAppError(err);
  if (app) {
    if (app.code === 'SERVICE_UNAVAILABLE') res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    res.status(httpStatusOf(app.code)).json({ error: app.message });
    return;
  }
  const type = (err as { type?: string } | null)?.type;
  if (type === 'entity.parse.failed') {
    res.status(400).json({ error: 'El cuerpo de la solicitud no es JSON válido.' });
    return;
  }
  if (type === 'entity.too.large') {
    res.status(413).json({ error: 'La solicitud es demasiado grande (máximo 2 MB).' });
    return;
  }
  if (type === 'charset.unsupported' || type === 'encoding.unsupported') {
    res.status(415).json({ error: 'Codificación no soportada.' });
    return;
  }
  const status = (err as { status?: unknown } | null)?.status;
  if (err instanceof URIError || (typeof status === 'number' && status >= 400 && status < 500)) {
    // Express' router refuses a path it cannot decode ('/api/deals/%') with a 400 URIError; any other 4xx
    // raised by a library is the client's fault too, and answered without its English text.
    res.status(typeof status === 'number' ? status : 400).json({
      error: err instanceof URIError ? 'La dirección contiene caracteres mal codificados.' : 'La solicitud no es válida.',
    });
    return;
  }
  console.error('[api] error inesperado:', err);
  res.status(500).json({ error: MESSAGES.internal });
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
