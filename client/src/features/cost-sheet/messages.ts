import { SHARED_MESSAGES } from '@crm/domain';

/** The cost sheet's user-facing texts, shared by the screen and the hooks that carry its protocol. */
export const COST_SHEET_MESSAGES = {
  notFound: SHARED_MESSAGES.dealNotFound,
  loadFailed: 'No se pudo cargar la planilla de costos.',
  saved: 'Guardado ✓',
  saveFailed: 'No se pudo guardar la planilla.',
  conflict: SHARED_MESSAGES.costSheetConflict,
  budgetFailed: 'No se pudo cambiar el estado del presupuesto.',
  noOrganization: 'La operación no tiene organización: el presupuesto no se puede bloquear ni confirmar.',
  readOnly: 'Solo lectura',
  fixCells: 'Corregí los valores marcados antes de guardar.',
} as const;
