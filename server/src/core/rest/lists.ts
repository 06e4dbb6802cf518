import type { Request } from 'express';
import { AppError } from '../errors/app-error';

/** REST lists: plain arrays with `limit` (default 200, max 500) and `offset` (REST-CONTRACT "General"). */
export function limitOffset(req: Request): { limit: number; offset: number } {
  const num = (v: unknown, name: string, def: number) => {
    if (v === undefined || v === '') return def;
    if (typeof v !== 'string' || !/^\d{1,9}$/.test(v)) throw new AppError('VALIDATION', `El parámetro ${name} debe ser un número entero no negativo.`);
    return Number(v);
  };
  const limit = Math.min(Math.max(num(req.query.limit, 'limit', 200), 1), 500);
  const offset = num(req.query.offset, 'offset', 0);
  return { limit, offset };
}

/** An optional positive integer query parameter; anything else is a 400 in Spanish. */
export function optionalIdQuery(req: Request, name: string): number | undefined {
  const v = req.query[name];
  if (v === undefined || v === '') return undefined;
  if (typeof v !== 'string' || !/^\d{1,12}$/.test(v) || Number(v) <= 0) {
    throw new AppError('VALIDATION', `El parámetro ${name} debe ser un id válido.`);
  }
  return Number(v);
}

export function optionalStringQuery(req: Request, name: string, max = 200): string | undefined {
  const v = req.query[name];
  if (v === undefined) return undefined;
  if (typeof v !== 'string') throw new AppError('VALIDATION', `El parámetro ${name} no es válido.`);
  const s = v.trim();
  if (s.length > max) throw new AppError('VALIDATION', `El parámetro ${name} es demasiado largo.`);
  return s || undefined;
}
