/**
 * New-operation form rules (spec part 1 §4, §9): transport modes, cargo classes, units, the
 * IMPORT/EXPORT inference from origin and destination, and the one-line summary sent as description.
 */

export const TRANSPORT_MODES = ['MARITIMO', 'AEREO', 'FLUVIAL', 'TERRESTRE', 'MULTIMODAL'] as const;
export const CARGO_CLASSES = ['LCL', 'FCL'] as const;
export const OPERATION_TYPES = ['IMPORT', 'EXPORT'] as const;
export const PACKAGE_UNITS = ['Cajas', 'Bultos', 'Pallets'] as const;
export const DEFAULT_PACKAGE_UNIT = 'Bultos';

export type OperationType = (typeof OPERATION_TYPES)[number];

function fold(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

/** A place mentions Paraguay when it names Paraguay, Asunción or the word `py` (accents and case ignored). */
export function mentionsParaguay(place: string | null | undefined): boolean {
  if (!place) return false;
  const t = fold(place);
  return t.includes('paraguay') || t.includes('asuncion') || /(^|[^a-z0-9])py([^a-z0-9]|$)/.test(t);
}

/** Destination Paraguayan and origin not → IMPORT; origin Paraguayan and destination not → EXPORT; else ''. */
export function inferOperationType(origin: string | null | undefined, destination: string | null | undefined): OperationType | '' {
  const fromPy = mentionsParaguay(origin);
  const toPy = mentionsParaguay(destination);
  if (toPy && !fromPy) return 'IMPORT';
  if (fromPy && !toPy) return 'EXPORT';
  return '';
}

export interface OperationSummaryInput {
  mode?: string | null;
  cargoClass?: string | null;
  origin?: string | null;
  destination?: string | null;
  goods?: string | null;
}

/**
 * One line describing the operation, which becomes its title: 'MARITIMO FCL · Shanghai → Asunción · Neumáticos'.
 * Empty parts are left out.
 */
export function operationSummary(input: OperationSummaryInput): string {
  const clean = (v: string | null | undefined) => (v ?? '').replace(/\s+/g, ' ').trim();
  const mode = [clean(input.mode), clean(input.cargoClass)].filter(Boolean).join(' ');
  const route = [clean(input.origin), clean(input.destination)].filter(Boolean).join(' → ');
  return [mode, route, clean(input.goods)].filter(Boolean).join(' · ');
}
