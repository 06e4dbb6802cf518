/**
 * Pick-list values as plain data, shared by the form fields (ui/FormFields.tsx) and the record forms; the
 * hooks that load them from the server live in features/records/options.ts.
 */
export interface Option {
  value: string;
  label: string;
}

/**
 * A form's default choice (e.g. rubro 'Seguro' for a new organization) only while it is an active value:
 * a deactivated value is never preselected. Without the list (loading, failed
 * call) the default stands, as the free-text fallback.
 */
export function activeDefault(values: readonly string[], loaded: boolean, preferred: string): string {
  return !loaded || values.includes(preferred) ? preferred : '';
}

/**
 * Options for a select that must keep showing the record's current value even when that value is
 * no longer in the list (a deactivated parameter, a renamed label): it is added at the end.
 */
export function withCurrent(options: readonly Option[], current: string | null | undefined, emptyLabel = '—'): Option[] {
  const list: Option[] = [{ value: '', label: emptyLabel }, ...options];
  if (current && !options.some((o) => o.value === current)) list.push({ value: current, label: current });
  return list;
}

export const toOptions = (values: readonly string[]): Option[] => values.map((v) => ({ value: v, label: v }));
