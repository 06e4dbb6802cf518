import type { ErrorRequestHandler, RequestHandler } from 'express';
import { AppError, MESSAGES } from '../errors/app-error';
import { httpStatusOf } from '../errors/mappers';

/** The HTTP error mapper: `{ "error": "<Spanish message>" }`, never a stack trace. */
export const restErrorHandler: ErrorRequestHandler = (err, _req, res, _next) => {
  if (err instanceof AppError) {
    res.status(httpStatusOf(err.code)).json({ error: err.message });
    return;
  }
  const type = (err as { type?: string } | null)?.type;
  if (type === 'entity.parse.failed') {
    res.status(400).json({ error: 'El cuerpo de la solicitud no es JSON válido.' });
    return;
  }
  if (type === 'entity.too.large') {
    res.status(413).json({ error: 'La solicitud es demasiado grande.' });
    return;
  }
  if (type === 'charset.unsupported' || type === 'encoding.unsupported') {
    res.status(415).json({ error: 'Codificación no soportada.' });
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
