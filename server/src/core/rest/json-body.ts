import express, { type RequestHandler } from 'express';

/** The deepest nesting a JSON body may have: real bodies (GraphQL variables, cost sheet lines) use < 10. */
export const MAX_JSON_DEPTH = 64;

export const JSON_DEPTH_MESSAGE = `El cuerpo de la solicitud tiene demasiados niveles anidados (máximo ${MAX_JSON_DEPTH}).`;

/** The nesting depth of a JSON text, counted without parsing it (brackets inside strings do not count). */
export function jsonDepthExceeds(buf: Buffer, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < buf.length; i++) {
    const c = buf[i];
    if (inString) {
      if (c === 0x5c) i++; // backslash: skip the escaped byte
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/**
 * The JSON parser of every route (/api, /graphql, Idempotency-Key): 2 MB and at most MAX_JSON_DEPTH
 * levels. A body 50,000 levels deep is only 100 kB and parses, but every recursive walk of it after
 * that (input text cleaning, validation, hashing) overflows the stack: a 500 instead of a 400.
 */
export function jsonBody(): RequestHandler {
  return express.json({
    limit: '2mb',
    verify: (_req, _res, buf) => {
      if (jsonDepthExceeds(buf, MAX_JSON_DEPTH)) throw Object.assign(new Error(JSON_DEPTH_MESSAGE), { status: 400, type: 'entity.too.deep' });
    },
  });
}
