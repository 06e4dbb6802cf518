/** old → new for the fields that changed, for audit_events.meta (every write is audited). */
export function auditChanges<T extends object>(
  before: T,
  after: Partial<T>,
): Record<string, [unknown, unknown]> {
  const out: Record<string, [unknown, unknown]> = {};
  for (const [k, v] of Object.entries(after)) {
    if (v === undefined) continue;
    const old = (before as Record<string, unknown>)[k];
    const norm = (x: unknown) => (x instanceof Date ? x.toISOString() : x ?? null);
    if (JSON.stringify(norm(old)) !== JSON.stringify(norm(v))) out[k] = [norm(old), norm(v)];
  }
  return out;
}
