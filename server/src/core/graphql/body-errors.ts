import type { ErrorRequestHandler } from 'express';

/**
 * Errors of the JSON body parser in front of Apollo (a body that is not JSON, one over the limit, an
 * unknown charset): GraphQL-shaped JSON in Spanish that says what is wrong with the body. Other errors
 * go on to the next handler (multipart problems have their own).
 */
export const graphqlBodyErrorHandler: ErrorRequestHandler = (err, _req, res, next) => {
  if (res.headersSent) return next(err);
  const type = (err as { type?: unknown } | null)?.type;
  const answer = (status: number, message: string, code: string) => res.status(status).json({ errors: [{ message, extensions: { code } }] });
  if (type === 'entity.parse.failed') return void answer(400, 'El cuerpo de la solicitud no es JSON válido.', 'BAD_REQUEST');
  if (type === 'entity.too.large') return void answer(413, 'La solicitud es demasiado grande (máximo 2 MB).', 'PAYLOAD_TOO_LARGE');
  if (type === 'charset.unsupported' || type === 'encoding.unsupported') return void answer(415, 'Codificación no soportada.', 'UNSUPPORTED_MEDIA_TYPE');
  next(err);
};
