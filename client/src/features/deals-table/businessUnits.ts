export interface BusinessUnitLike {
  id: number;
  name: string;
  parentId?: number | null;
}

/**
 * Business units for a select: each top-level unit followed by its children, the children shown
 * with a dash prefix (spec part 1 §3). Units whose parent is unknown are listed as top level.
 */
export function businessUnitOptions(units: readonly BusinessUnitLike[]): { value: string; label: string }[] {
  const ids = new Set(units.map((u) => u.id));
  const top = units.filter((u) => u.parentId == null || !ids.has(u.parentId));
  const out: { value: string; label: string }[] = [];
  const visit = (u: BusinessUnitLike, depth: number) => {
    out.push({ value: String(u.id), label: `${'- '.repeat(depth)}${u.name}` });
    if (depth > 5) return;
    for (const child of units.filter((c) => c.parentId === u.id && c.id !== u.id)) visit(child, depth + 1);
  };
  for (const u of top) visit(u, 0);
  return out;
}
