export type AppErrorCode =
  | 'NOT_FOUND'
  | 'FORBIDDEN'
  | 'UNAUTHENTICATED'
  | 'VALIDATION'
  | 'CONFLICT'
  | 'INVALID_TRANSITION'
  | 'RATE_LIMITED'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE';

/** The one error type services throw; mapped to GraphQL and HTTP by the two mappers beside this file. */
export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const MESSAGES = {
  unauthenticated: 'Sesión inválida o vencida. Iniciá sesión nuevamente.',
  forbidden: 'No tenés permisos para realizar esta acción.',
  internal: 'Ocurrió un error inesperado. Intentá nuevamente.',
  notFound: 'No encontrado.',
} as const;

export const notFound = (message: string = MESSAGES.notFound) => new AppError('NOT_FOUND', message);
export const forbidden = (message: string = MESSAGES.forbidden) => new AppError('FORBIDDEN', message);
export const validation = (message: string) => new AppError('VALIDATION', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
export const unauthenticated = (message: string = MESSAGES.unauthenticated) =>
  new AppError('UNAUTHENTICATED', message);
