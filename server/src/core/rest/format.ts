/** REST renders date-times as the original system did: 'YYYY-MM-DD HH:MM:SS' in UTC. */
export function restDateTime(d: Date | string | null | undefined): string | null {
  if (d === null || d === undefined) return null;
  const date = typeof d === 'string' ? new Date(d) : d;
  if (Number.isNaN(date.getTime())) return null;
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

/** Date-only fields: 'YYYY-MM-DD'. */
export function restDate(d: Date | string | null | undefined): string | null {
  const s = restDateTime(d);
  return s ? s.slice(0, 10) : null;
}

/** 0/1 flags, like the original system's columns. */
export function restFlag(b: boolean | null | undefined): 0 | 1 | null {
  return b === null || b === undefined ? null : b ? 1 : 0;
}

/** Accepts true/false, 1/0 and '1'/'0'/'true'/'false' from REST bodies; anything else is passed on for validation to reject. */
export function bodyBool(v: unknown): unknown {
  if (v === 1 || v === '1' || v === 'true') return true;
  if (v === 0 || v === '0' || v === 'false') return false;
  return v;
}
