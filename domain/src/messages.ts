/**
 * User-facing texts both sides say: the server answers them (NOT_FOUND, VALIDATION, CONFLICT) and the
 * client shows the same words on its own (a form checked before sending, the page of a missing record),
 * so a user reads one sentence whichever side caught it. Spanish, with vos.
 */
export const SHARED_MESSAGES = {
  dealNotFound: 'Operación no encontrada.',
  contactNotFound: 'Contacto no encontrado.',
  organizationNotFound: 'Organización no encontrada.',
  pipelineNotFound: 'Pipeline no encontrado.',
  dealRequired: 'Completá título, pipeline y etapa.',
  contactNameOrEmail: 'Completá al menos nombre o email.',
  customFieldKeyAndLabel: 'Completá clave y etiqueta.',
  organizationNameRequired: 'La Razón Social es obligatoria',
  labelNameRequired: 'El nombre de la etiqueta es obligatorio.',
  stageNameRequired: 'El nombre de la etapa es obligatorio.',
  operationConflict: 'La operación fue modificada por otro usuario mientras la editabas. No se guardó nada: revisá los valores y guardá de nuevo.',
  costSheetConflict: 'La planilla fue modificada por otro usuario. Recargá para ver los cambios.',
} as const;
