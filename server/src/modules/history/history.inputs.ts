import { AUDIT_KINDS, AUDIT_RECORDS, type AuditKind, type AuditRecord } from '@crm/domain';
import { IsDate, IsOptional } from '../../core/input/rules';
import { ArgsType, Field, InputType } from 'type-graphql';
import { OneOf, OptionalId, OptionalOneOf, OptionalText } from '../../core/input/fields';
import { AuditKindEnum, AuditRecordEnum } from './history.types';

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

/** `entity: AuditRecord!`: whose history auditLog reads (GraphQL's enum already refuses any other value). */
@ArgsType()
export class AuditEntityArgs {
  @OneOf(() => AuditRecordEnum, AUDIT_RECORDS, 'Registro inválido: deal, organization o contact.')
  entity: AuditRecord;
}

/** `kind: AuditKind`: auditLog's filter (cambios, archivos, presupuesto o actividades). */
@ArgsType()
export class AuditKindArgs {
  @OptionalOneOf(() => AuditKindEnum, AUDIT_KINDS, AUDIT_KIND_MESSAGE)
  kind?: AuditKind | null;
}
