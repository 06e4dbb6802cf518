import { formatDate } from '../../lib/format';
import type { CustomFieldType } from '../../gql/graphql';

/** Types offered for organizations and contacts (spec part 2 §3: select is for deals only). */
export const RECORD_FIELD_TYPES: ReadonlyArray<{ value: CustomFieldType; label: string }> = [
  { value: 'text', label: 'Texto' },
  { value: 'number', label: 'Número' },
  { value: 'date', label: 'Fecha' },
];

const numberFormatter = new Intl.NumberFormat('es-PY', { maximumFractionDigits: 6 });

/** A stored value (always text) as the panel shows it: es-PY numbers and dd/mm/yyyy dates. */
export function displayFieldValue(type: CustomFieldType, value: string | null): string {
  if (value == null || value === '') return '';
  if (type === 'number') {
    const n = Number(value);
    return Number.isFinite(n) ? numberFormatter.format(n) : value;
  }
  if (type === 'date') return formatDate(value) || value;
  return value;
}

/** The HTML input type for a field type. */
export function inputTypeFor(type: CustomFieldType): 'text' | 'number' | 'date' {
  return type === 'number' ? 'number' : type === 'date' ? 'date' : 'text';
}
