/**
 * The closed list of error codes a service may throw (the server's AppError) and the client reads back:
 * GraphQL answers them in extensions.code (VALIDATION as Apollo's BAD_USER_INPUT), REST maps them to an
 * HTTP status. Their messages are Spanish and written for the user.
 */
export const APP_ERROR_CODES = [
  'NOT_FOUND',
  'FORBIDDEN',
  'UNAUTHENTICATED',
  'VALIDATION',
  'CONFLICT',
  'INVALID_TRANSITION',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  /** The database cannot answer now (down, unreachable, locked): worth retrying in a few seconds. */
  'SERVICE_UNAVAILABLE',
] as const;

export type AppErrorCode = (typeof APP_ERROR_CODES)[number];
