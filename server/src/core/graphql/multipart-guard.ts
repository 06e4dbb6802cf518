import type { RequestHandler } from 'express';

/**
 * Apollo's CSRF prevention refuses a multipart request without `Apollo-Require-Preflight` only after
 * graphql-upload has buffered its files: refuse it here first, so nothing is written. A multipart
 * request without a session is refused too (uploads need a writer). Runs after the actor is resolved.
 */
export const multipartGuard: RequestHandler = (req, res, next) => {
  if (!req.is('multipart/form-data')) return next();
  const preflighted = req.headers['apollo-require-preflight'] !== undefined || req.headers['x-apollo-operation-name'] !== undefined;
  const refuse = (status: number, message: string, code: string) => {
    res.status(status).json({ errors: [{ message, extensions: { code } }] });
    // Read and drop the body so the client gets the answer instead of a reset.
    req.resume();
  };
  if (!preflighted) {
    return refuse(
      400,
      "Solicitud multipart sin el encabezado 'Apollo-Require-Preflight': rechazada por protección CSRF.",
      'BAD_REQUEST',
    );
  }
  if (!res.locals.actor) return refuse(401, 'Sesión inválida o vencida. Iniciá sesión nuevamente.', 'UNAUTHENTICATED');
  next();
};
