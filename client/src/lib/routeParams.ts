/** A record id from the URL: a positive integer, else null (the screen answers it as not found). */
export function routeId(raw: string | undefined): number | null {
  const n = Number(raw);
  return raw && /^\d+$/.test(raw) && Number.isSafeInteger(n) && n > 0 ? n : null;
}
