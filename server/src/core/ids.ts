import { notFound } from './errors/app-error';

/** TypeORM's findOneBy({ id: undefined }) returns the first row: never let a missing or odd id through. */
export function assertId(id: unknown, message?: string): number {
  const n = typeof id === 'number' ? id : typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : NaN;
  if (!Number.isSafeInteger(n) || n <= 0) throw notFound(message);
  return n;
}
