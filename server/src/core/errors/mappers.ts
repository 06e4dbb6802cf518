import type { AppErrorCode } from '@crm/domain';

/** Exhaustive: adding a code without mapping it fails to compile. */
export function httpStatusOf(code: AppErrorCode): number {
  switch (code) {
    case 'NOT_FOUND':
      return 404;
    case 'FORBIDDEN':
      return 403;
    case 'UNAUTHENTICATED':
      return 401;
    case 'VALIDATION':
      return 400;
    case 'CONFLICT':
      return 409;
    case 'INVALID_TRANSITION':
      return 409;
    case 'RATE_LIMITED':
      return 429;
    case 'PAYLOAD_TOO_LARGE':
      return 413;
    case 'UNSUPPORTED_MEDIA_TYPE':
      return 415;
    case 'SERVICE_UNAVAILABLE':
      return 503;
  }
}

/** GraphQL `extensions.code`; VALIDATION uses Apollo's conventional BAD_USER_INPUT. */
export function graphqlCodeOf(code: AppErrorCode): string {
  switch (code) {
    case 'NOT_FOUND':
      return 'NOT_FOUND';
    case 'FORBIDDEN':
      return 'FORBIDDEN';
    case 'UNAUTHENTICATED':
      return 'UNAUTHENTICATED';
    case 'VALIDATION':
      return 'BAD_USER_INPUT';
    case 'CONFLICT':
      return 'CONFLICT';
    case 'INVALID_TRANSITION':
      return 'INVALID_TRANSITION';
    case 'RATE_LIMITED':
      return 'RATE_LIMITED';
    case 'PAYLOAD_TOO_LARGE':
      return 'PAYLOAD_TOO_LARGE';
    case 'UNSUPPORTED_MEDIA_TYPE':
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 'SERVICE_UNAVAILABLE':
      return 'SERVICE_UNAVAILABLE';
  }
}
