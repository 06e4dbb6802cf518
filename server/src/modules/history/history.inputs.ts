import { AUDIT_KINDS, type AuditKind } from '@crm/domain';
import { IsDate, IsOptional } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { OptionalId, OptionalOneOf, OptionalText } from '../../core/input/fields';
import { AuditKindEnum } from './history.types';

export const AUDIT_KIND_MESSAGE = 'Tipo inválido: cambios, archivos, presupuesto o actividades.';

/** Filters of /admin/audit (GraphQL auditEvents, REST GET /api/admin/audit). */
@InputType()
export class AuditEventFilterInput {
  @OptionalId('Usuario inválido.')
  userId?: number | null;

  @OptionalText(60, 'La entidad', 'deal, organization, contact, deal_file, cost_sheet, stage, user, …')
  entity?: string | null;

  @Field(() => Date, { nullable: true, description: 'Desde (incluido).' })
  @IsOptional()
  @IsDate({ message: 'Fecha "desde" inválida.' })
  from?: Date | null;

  @Field(() => Date, { nullable: true, description: 'Hasta (excluido): el comienzo del día siguiente al último que se quiere ver.' })
  @IsOptional()
  @IsDate({ message: 'Fecha "hasta" inválida.' })
  to?: Date | null;

  @OptionalOneOf(() => AuditKindEnum, AUDIT_KINDS, AUDIT_KIND_MESSAGE)
  kind?: AuditKind | null;
}
