/**
 * Numbers in REST bodies may arrive as numeric strings (HTML inputs): '20' → 20, '-5' → -5 (the
 * input class then refuses what makes no sense). Anything else passes unchanged for validation to reject.
 */
export function bodyInt(v: unknown): unknown {
  if (typeof v === 'string' && /^\s*-?\d{1,12}\s*$/.test(v)) return Number(v);
  return v;
}
