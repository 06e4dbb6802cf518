import type { ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import type { ErrorRequestHandler } from 'express';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { MESSAGES, RETRY_AFTER_SECONDS } from '../errors/app-error';
import { httpErrorOf } from '../errors/http-error';
import { graphqlCodeOf } from '../errors/mappers';
import { asAppError, isDatabaseUnavailable } from '../errors/unavailable';
import { firstValidationField, firstValidationMessage } from '../input/validate';
import { SpanishGraphQLError } from './limits';
import { spanishRequestMessage } from './request-messages';

/**
 * The GraphQL error mapper: AppError → its code and Spanish message; class-validator failures →
 * BAD_USER_INPUT with the first Spanish message (never the rejected values); anything unexpected
 * is logged and answered with a generic message. Stack traces never leave the server.
 */
export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  const app = asAppError(original);
  if (app) {
    return { message: app.message, path: formatted.path, extensions: { code: graphqlCodeOf(app.code), ...(app.field ? { field: app.field } : {}) } };
  }
  let code = formatted.extensions?.code as string | undefined;
  // Apollo refuses an automatic persisted query whose hash does not match its text with a bare 400 and no
  // code (which Apollo's formatting fills with INTERNAL_SERVER_ERROR before calling us): the client's
  // fault, answered like the other refused requests.
  if (original instanceof GraphQLError && original.extensions?.code === undefined) {
    const httpStatus = (original.extensions?.http as { status?: number } | undefined)?.status;
    if (httpStatus !== undefined && httpStatus >= 400 && httpStatus < 500) code = 'BAD_REQUEST';
  }
  const spanish = original instanceof SpanishGraphQLError || (original instanceof GraphQLError && original.originalError instanceof SpanishGraphQLError);
  const request = spanish ? null : spanishRequestMessage({ ...formatted, extensions: { ...formatted.extensions, code } });
  if (request !== null) {
    return { message: request, ...(formatted.locations ? { locations: formatted.locations } : {}), extensions: { code } };
  }
  const validationErrors = (formatted.extensions as { validationErrors?: unknown } | undefined)?.validationErrors;
  if (Array.isArray(validationErrors)) {
    // The field lets the client show the message next to it (show the server's reason).
    const field = firstValidationField(validationErrors);
    return {
      message: firstValidationMessage(validationErrors),
      path: formatted.path,
      extensions: { code: 'BAD_USER_INPUT', ...(field ? { field } : {}) },
    };
  }
  if (code === 'BAD_USER_INPUT' && formatted.message.startsWith('Variable "$')) {
    return { message: spanishVariableError(formatted.message), path: formatted.path, extensions: { code } };
  }
  // graphql-js stops coercing variables after 50 bad values (a list of 100 wrong items) with this English, and no code.
  if (formatted.message.startsWith('Too many errors processing variables')) {
    return { message: 'Demasiados datos inválidos en las variables.', extensions: { code: 'BAD_USER_INPUT' } };
  }
  if (!code || code === 'INTERNAL_SERVER_ERROR') {
    console.error('[graphql] error inesperado:', original);
    return { message: MESSAGES.internal, path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  }
  const { stacktrace: _drop, ...extensions } = formatted.extensions ?? {};
  return { ...formatted, extensions };
}

/**
 * graphql-js rejects ill-typed variables in English, echoing the value (a password, a 10 kB string).
 * Users see Spanish naming the field only: 'Dato inválido en "input.visibility".'
 */
export function spanishVariableError(message: string): string {
  const variable = /^Variable "\$([^"]+)"/.exec(message)?.[1] ?? 'variables';
  const at = /at "([^"]+)"/.exec(message)?.[1] ?? variable;
  const field = /Field "([^"]+)"/.exec(message)?.[1];
  if (field && /was not provided/.test(message)) return `Falta el dato obligatorio "${at}.${field}".`;
  if (field && /is not defined by type/.test(message)) return `El campo "${field}" no existe en "${at}".`;
  if (/of required type .* was not provided|must not be null/.test(message)) return `Falta el dato obligatorio "${variable}".`;
  return `Dato inválido en "${at}".`;
}

/**
 * An answer carrying SERVICE_UNAVAILABLE goes out as HTTP 503 with Retry-After, like REST (formatError
 * only shapes the body). Apollo Client reads the GraphQL errors of a non-2xx answer too.
 */
export function serviceUnavailablePlugin<T extends object>(): ApolloServerPlugin<T> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse(rc) {
          if (!rc.errors?.some((e) => isDatabaseUnavailable(unwrapResolverError(e)))) return;
          rc.response.http.status = 503;
          rc.response.http.headers.set('retry-after', String(RETRY_AFTER_SECONDS));
        },
      };
    },
  };
}

/**
 * Errors raised on /graphql outside Apollo (the token middleware, the JSON body parser): GraphQL's shape
 * with the status and Spanish message of the shared classification (multipart refusals are answered
 * by their own handler first).
 */
export const graphqlErrorHandler: ErrorRequestHandler = (err, _req, res, next) => {
  if (res.headersSent) return next(err);
  const e = httpErrorOf(err, 'graphql');
  if (e.retryAfter) res.setHeader('Retry-After', String(e.retryAfter));
  res.status(e.status).json({ errors: [{ message: e.message, extensions: { code: e.code } }] });
};
