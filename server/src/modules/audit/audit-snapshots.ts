import { auditChanges } from './audit-diff';

/** meta.changes of a create: every stored field as null → value. */
export function createdChanges<T extends object>(after: T): Record<string, [unknown, unknown]> {
  return auditChanges({} as T, after);
}

/** meta.changes of a delete: every field as value → null. */
export function deletedChanges<T extends object>(before: T): Record<string, [unknown, unknown]> {
  const cleared = Object.fromEntries(Object.keys(before).map((k) => [k, null])) as Partial<T>;
  return auditChanges(before, cleared);
}
