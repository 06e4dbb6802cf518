import { useState } from 'react';

/**
 * The text fields of a contact or organization form (the owned-record kit): what the record holds, '' for
 * null; `values()` gives what the API takes (spec part 2 §5: trimmed, empty strings sent as null).
 */
export function useTextFields<K extends string>(record: { [F in K]?: string | null }, fields: readonly K[]) {
  const [text, setText] = useState(() => Object.fromEntries(fields.map((k) => [k, record[k] ?? ''])) as Record<K, string>);
  const set = (k: K) => (v: string) => setText((t) => ({ ...t, [k]: v }));
  const values = () => Object.fromEntries(fields.map((k) => [k, text[k].trim() === '' ? null : text[k].trim()])) as Record<K, string | null>;
  return { text, set, values };
}
