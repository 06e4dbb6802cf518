import { AUDIT_KINDS, AUDIT_RECORDS, type AuditKind, type AuditRecord } from '@crm/domain';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Connection } from '../../core/graphql/connection';
import { ListMax } from '../../core/graphql/list-cost';

/** Lines of one event at most (a mode document or a create lists its fields; the rest is cut). */
export const AUDIT_CHANGES_MAX = 60;

export const AuditRecordEnum = Object.fromEntries(AUDIT_RECORDS.map((r) => [r, r])) as { [K in AuditRecord]: K };
registerEnumType(AuditRecordEnum, { name: 'AuditRecord', description: 'Registro con Historial: deal (operación), organization o contact.' });

export const AuditKindEnum = Object.fromEntries(AUDIT_KINDS.map((k) => [k, k])) as { [K in AuditKind]: K };
registerEnumType(AuditKindEnum, { name: 'AuditKind', description: 'Filtro del Historial: cambios, archivos, presupuesto o actividades.' });

@ObjectType('AuditChange', { simpleResolvers: true })
export class AuditChangeView {
  @Field(() => String, { description: 'Clave del campo tal como se guardó (stageId, aereo.consignee, custom:clave).' })
  field: string;

  @Field(() => String, { description: "Nombre del campo en español ('Etapa')." })
  label: string;

  @Field(() => String, { description: "Valor anterior legible ('Prospecto', '1.234,50', '—')." })
  oldValue: string;

  @Field(() => String)
  newValue: string;
}

@ObjectType('AuditEvent', { simpleResolvers: true })
export class AuditEventView {
  @Field(() => Int)
  id: number;

  @Field(() => Date)
  at: Date;

  @Field(() => Int, { nullable: true })
  userId: number | null;

  @Field(() => String, { nullable: true, description: 'Quién lo hizo (null: el sistema o un usuario borrado).' })
  userName: string | null;

  @Field(() => String, { description: 'create, update, delete, budget_confirm, …' })
  action: string;

  @Field(() => String)
  actionLabel: string;

  @Field(() => String, { description: 'deal, organization, contact, deal_file, cost_sheet, …' })
  entity: string;

  @Field(() => String)
  entityLabel: string;

  @Field(() => Int, { nullable: true })
  entityId: number | null;

  @Field(() => AuditKindEnum)
  kind: AuditKind;

  @Field(() => String, { nullable: true, description: 'La frase escrita en el momento del cambio.' })
  summary: string | null;

  @Field(() => [AuditChangeView], { description: `Campo por campo, anterior → nuevo (hasta ${AUDIT_CHANGES_MAX}).` })
  @ListMax(AUDIT_CHANGES_MAX)
  changes: AuditChangeView[];

  @Field(() => Int, { nullable: true })
  dealId: number | null;

  @Field(() => Int, { nullable: true })
  orgId: number | null;

  @Field(() => Int, { nullable: true })
  contactId: number | null;
}

export const AuditEventConnection = Connection(AuditEventView, 'AuditEvent');
