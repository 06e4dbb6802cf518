import { ArgsType, InputType } from 'type-graphql';
import { OptionalId, OptionalText } from '../../core/input/fields';

/** The most revisions one operation keeps (REV 01 … REV 99). */
export const MAX_REVISIONS = 99;

export const REVISION_MESSAGES = {
  tooMany: `Una operación admite hasta ${MAX_REVISIONS} revisiones.`,
  notFound: 'Revisión no encontrada.',
  nothingToCopy: 'Guardá la planilla de costos antes de crear una revisión.',
  savedOverReason: 'Cambios guardados por un administrador sobre la revisión confirmada',
  noOperation: 'La organización no tiene operaciones: el presupuesto es de cada operación.',
  dealInvalid: 'La operación debe ser un id válido.',
} as const;
const M = REVISION_MESSAGES;

/** 'Nueva revisión': an optional name ('flete corregido' → 'REV 02 – flete corregido') and the reason. */
@InputType()
export class NewRevisionInput {
  @OptionalText(120, 'El nombre de la revisión', 'Nombre; vacío: REV 0N.')
  name?: string | null;

  @OptionalText(500, 'El motivo', 'Por qué se hace la revisión.')
  reason?: string | null;
}

/** lockBudget / reopenBudget: the operation whose budget it is (our client sends it; without it, the organization's most recently saved sheet). */
@ArgsType()
export class BudgetDealArgs {
  @OptionalId(M.dealInvalid, 'La operación; sin ella, la de la planilla guardada más recientemente de la organización.')
  dealId?: number | null;
}
