import type { Request } from 'express';
import { AppError } from '../errors/app-error';

/** The JSON body as an object (a JSON array, string or number body is a 400 in Spanish). */
export function restBody(req: Request): Record<string, unknown> {
  const b: unknown = req.body;
  if (b === undefined || b === null) return {};
  if (typeof b !== 'object' || Array.isArray(b)) throw new AppError('VALIDATION', 'El cuerpo de la solicitud debe ser un objeto JSON.');
  return b as Record<string, unknown>;
}

/**
 * Optional text of a REST body: absent stays absent; null, '' and blanks mean "empty" (stored as null,
 * spec part 2 §5 "empty strings are sent as null"); other types pass through for validation to reject.
 */
export function bodyText(v: unknown): unknown {
  if (v === undefined) return undefined;
  if (v === null) return null;
  if (typeof v === 'string') {
    const s = v.trim();
    return s === '' ? null : s;
  }
  return v;
}

/** Optional id of a REST body: numbers and digit strings (HTML selects send strings); '' or null → null. */
export function bodyId(v: unknown): unknown {
  if (v === undefined) return undefined;
  if (v === null || v === '') return null;
  if (typeof v === 'string' && /^\s*\d{1,12}\s*$/.test(v)) return Number(v);
  return v;
}

/** '20' → 20 and '-5' → -5 (validation then refuses negatives where they make no sense). */
export function bodyInt(v: unknown): unknown {
  if (typeof v === 'string' && /^\s*-?\d{1,12}\s*$/.test(v)) return Number(v);
  return v;
}
