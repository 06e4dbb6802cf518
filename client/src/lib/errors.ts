import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import type { GraphQLFormattedError } from 'graphql';
import { APP_ERROR_CODES } from '@crm/domain';

/**
 * Codes whose message the server writes in Spanish for the user (the server writes user-facing errors in Spanish): the server's
 * own codes (domain's APP_ERROR_CODES) and BAD_USER_INPUT, GraphQL's name for VALIDATION.
 * Any other code (INTERNAL_SERVER_ERROR, GraphQL validation…) carries a technical message.
 */
const USER_FACING_CODES = new Set<string>([...APP_ERROR_CODES, 'BAD_USER_INPUT']);

/** Messages graphql-js / TypeGraphQL produce in English under BAD_USER_INPUT. */
function isFrameworkMessage(message: string): boolean {
  return (
    message === 'Argument Validation Error' ||
    message.startsWith('Variable "$') ||
    message.startsWith('Int cannot represent') ||
    message.startsWith('String cannot represent')
  );
}

function codeOf(err: GraphQLFormattedError): string | undefined {
  const code = err.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}

function userFacing(errors: ReadonlyArray<GraphQLFormattedError>): GraphQLFormattedError | undefined {
  return errors.find((e) => {
    const code = codeOf(e);
    return code !== undefined && USER_FACING_CODES.has(code) && !!e.message && !isFrameworkMessage(e.message);
  });
}

/** A non-2xx answer may still carry a GraphQL body or the REST shape { error }. */
function serverErrorBody(error: ServerError): { errors?: GraphQLFormattedError[]; error?: unknown } | null {
  try {
    const parsed: unknown = JSON.parse(error.bodyText);
    return parsed && typeof parsed === 'object' ? (parsed as { errors?: GraphQLFormattedError[] }) : null;
  } catch {
    return null;
  }
}

/** The GraphQL errors carried by an Apollo error, whatever transport shape they arrived in. */
export function graphQLErrorsOf(error: unknown): ReadonlyArray<GraphQLFormattedError> {
  if (CombinedGraphQLErrors.is(error)) return error.errors;
  if (ServerError.is(error)) {
    const body = serverErrorBody(error);
    if (body && Array.isArray(body.errors)) return body.errors;
  }
  return [];
}

/** The first extensions.code of an error, if any. */
export function errorCode(error: unknown): string | undefined {
  for (const e of graphQLErrorsOf(error)) {
    const code = codeOf(e);
    if (code) return code;
  }
  if (ServerError.is(error) && error.statusCode === 429) return 'RATE_LIMITED';
  return undefined;
}

/**
 * Turns an error from Apollo into the Spanish text to show: the server's own message when it is
 * a user-facing one, otherwise the screen's fallback (the spec's message for that situation).
 */
export function errorMessage(error: unknown, fallback: string): string {
  const found = userFacing(graphQLErrorsOf(error));
  if (found) return found.message;
  if (ServerError.is(error)) {
    const body = serverErrorBody(error);
    // REST-style rate limiter answers { error: 'Spanish message' } with 429.
    if (error.statusCode === 429 && body && typeof body.error === 'string' && body.error) return body.error;
  }
  return fallback;
}

/** True when the session is no longer valid: UNAUTHENTICATED or an HTTP 401. */
export function isUnauthenticated(error: unknown): boolean {
  if (ServerError.is(error) && error.statusCode === 401) return true;
  return graphQLErrorsOf(error).some((e) => codeOf(e) === 'UNAUTHENTICATED');
}

/**
 * The screen's failure text (the spec's) and, when the server gave one, its Spanish reason after it
 * (show the server's reason): 'No se pudo crear el deal: El título admite hasta 300 caracteres.'
 */
export function failureText(error: unknown, fallback: string): string {
  const reason = errorMessage(error, '');
  if (!reason || reason === fallback) return fallback;
  return `${fallback.replace(/[.:…\s]+$/u, '')}: ${reason}`;
}

/** The input field the server blamed (GraphQL extensions.field, e.g. 'title' or 'contact.email'). */
export function errorField(error: unknown): string | undefined {
  for (const e of graphQLErrorsOf(error)) {
    const field = e.extensions?.field;
    if (typeof field === 'string' && field) return field;
  }
  return undefined;
}

export interface FormFailure {
  /** Above the form: the failure text, with the reason when no field of the form carries it. */
  form: string;
  /** Reason by field name, for the fields of this form the server blamed. */
  fields: Partial<Record<string, string>>;
}

/** Splits a refused write between the form and its fields (`fields`: the input names the form shows). */
export function formFailure(error: unknown, fallback: string, fields: readonly string[]): FormFailure {
  const field = errorField(error);
  const reason = errorMessage(error, '');
  if (field && reason && fields.includes(field)) return { form: fallback, fields: { [field]: reason } };
  return { form: failureText(error, fallback), fields: {} };
}
