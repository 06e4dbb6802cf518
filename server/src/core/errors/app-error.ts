import type { AppErrorCode } from '@crm/domain';

/** The one error type services throw; mapped to GraphQL and HTTP by the two mappers beside this file. */
export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
    /** The input field at fault ('title', 'contact.email'), shown next to it by the client (GraphQL extensions.field). */
    readonly field?: string,
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
  unavailable: 'Servicio no disponible, intentá de nuevo en unos segundos.',
} as const;

/** `Retry-After` of a SERVICE_UNAVAILABLE answer: a restarted or reachable-again database is back in about that. */
export const RETRY_AFTER_SECONDS = 5;

export const notFound = (message: string = MESSAGES.notFound) => new AppError('NOT_FOUND', message);
export const forbidden = (message: string = MESSAGES.forbidden) => new AppError('FORBIDDEN', message);
export const validation = (message: string) => new AppError('VALIDATION', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
export const unauthenticated = (message: string = MESSAGES.unauthenticated) =>
  new AppError('UNAUTHENTICATED', message);
