import { JSON_DEPTH_MESSAGE } from '../rest/json-body';
import { MESSAGES, RETRY_AFTER_SECONDS } from './app-error';
import { graphqlCodeOf, httpStatusOf } from './mappers';
import { asAppError } from './unavailable';

/** What an error raised outside the services' own paths answers over HTTP, whichever adapter shapes it. */
export interface HttpError {
  status: number;
  message: string;
  /** GraphQL `extensions.code`. */
  code: string;
  retryAfter?: number;
}

/**
 * The one classification of errors that reach an Express error handler (REST, /graphql before Apollo,
 * /uploads): an AppError or an unavailable database; the JSON body parser's (not JSON, over 2 MB, an
 * unknown charset); a path Express cannot decode and any other library 4xx (the client's fault, never in
 * the library's English); anything else is unexpected: logged, and a generic 500.
 */
export function httpErrorOf(err: unknown, log = 'http'): HttpError {
  const app = asAppError(err);
  if (app) {
    return {
      status: httpStatusOf(app.code),
      message: app.message,
      code: graphqlCodeOf(app.code),
      ...(app.code === 'SERVICE_UNAVAILABLE' ? { retryAfter: RETRY_AFTER_SECONDS } : {}),
    };
  }
  const type = (err as { type?: unknown } | null)?.type;
  if (type === 'entity.parse.failed') return { status: 400, message: 'El cuerpo de la solicitud no es JSON válido.', code: 'BAD_REQUEST' };
  if (type === 'entity.too.deep') return { status: 400, message: JSON_DEPTH_MESSAGE, code: 'BAD_REQUEST' };
  if (type === 'entity.too.large') return { status: 413, message: 'La solicitud es demasiado grande (máximo 2 MB).', code: 'PAYLOAD_TOO_LARGE' };
  if (type === 'charset.unsupported' || type === 'encoding.unsupported') return { status: 415, message: 'Codificación no soportada.', code: 'UNSUPPORTED_MEDIA_TYPE' };
  if (err instanceof URIError) return { status: 400, message: 'La dirección contiene caracteres mal codificados.', code: 'BAD_REQUEST' };
  const status = (err as { status?: unknown } | null)?.status;
  if (typeof status === 'number' && status >= 400 && status < 500) return { status, message: 'La solicitud no es válida.', code: 'BAD_REQUEST' };
  console.error(`[${log}] error inesperado:`, err);
  return { status: 500, message: MESSAGES.internal, code: 'INTERNAL_SERVER_ERROR' };
}
