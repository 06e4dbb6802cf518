/** Operation references: 'OP-' + the id zero-padded to 6 digits (REST-CONTRACT "Deals"). */
export const REFERENCE_PREFIX = 'OP-';

export function formatReference(id: number): string {
  return `${REFERENCE_PREFIX}${String(Math.trunc(id)).padStart(6, '0')}`;
}

/** 'OP-000123', 'op-123', '000123' or '123' → 123; anything else → null. */
export function parseReference(text: string): number | null {
  const m = /^\s*(?:op-?)?0*(\d{1,12})\s*$/i.exec(text);
  if (!m) return null;
  const n = Number(m[1]);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}
