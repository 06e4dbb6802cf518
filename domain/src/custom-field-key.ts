/**
 * The key of a new custom field, derived from the label people type ('Nro. de cliente' → 'nro_de_cliente'):
 * lower case, without accents, words joined by '_' (the spec's key has no spaces). The key stays
 * editable; this only spares people from inventing a technical name.
 */
export function customFieldKeyFromLabel(label: string): string {
  return label
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ñ/g, 'n')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 60);
}
