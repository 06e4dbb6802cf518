/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type ActivityFilter = {
  dealId?: number | null | undefined;
  done?: boolean | null | undefined;
  orgId?: number | null | undefined;
  personId?: number | null | undefined;
  type?: ActivityType | null | undefined;
};

/** task, call, meeting, email o note. */
export type ActivityType =
  | 'call'
  | 'email'
  | 'meeting'
  | 'note'
  | 'task';

export type AddFollowupNoteInput = {
  contactId?: number | null | undefined;
  content: string;
  dealId?: number | null | undefined;
  orgId?: number | null | undefined;
};

export type AuditEventFilterInput = {
  /** deal, organization, contact, deal_file, cost_sheet, stage, user, … */
  entity?: string | null | undefined;
  /** Desde (incluido). */
  from?: string | null | undefined;
  kind?: AuditKind | null | undefined;
  /** Hasta (excluido): el comienzo del día siguiente al último que se quiere ver. */
  to?: string | null | undefined;
  userId?: number | null | undefined;
};

/** Filtro del Historial: cambios, archivos, presupuesto o actividades. */
export type AuditKind =
  | 'actividades'
  | 'archivos'
  | 'cambios'
  | 'presupuesto';

/** Registro con Historial: deal (operación), organization o contact. */
export type AuditRecord =
  | 'contact'
  | 'deal'
  | 'organization';

/** borrador, bloqueado o confirmado (spec parte 2 §4). */
export type BudgetStatus =
  | 'bloqueado'
  | 'borrador'
  | 'confirmado';

export type ChecklistTemplateItemInput = {
  /** fact_venta … rec_atm, o la clave de un tipo de documento_tipo. */
  docType: string;
  /** Vence N días después de la confirmación (f_confirm) o de la creación; null sin vencimiento. */
  dueDays?: number | null | undefined;
  required?: boolean | null | undefined;
};

export type CloseDealInput = {
  /** won o lost. */
  outcome: string;
  /** Un valor activo del parámetro motivo_cierre; obligatorio para lost. */
  reason?: string | null | undefined;
  /** Obligatorio con el motivo 'Otro'. */
  reasonText?: string | null | undefined;
};

export type ContactFilter = {
  /** Solo contactos con email. */
  hasEmail?: boolean | null | undefined;
  label?: string | null | undefined;
  orgId?: number | null | undefined;
  ownerUserId?: number | null | undefined;
  /** Busca en nombre, email, teléfono y nombre de la organización. */
  q?: string | null | undefined;
  visibility?: Visibility | null | undefined;
};

export type ContactOrder = {
  direction?: SortDirection | null | undefined;
  field: ContactSortKey;
};

/** Columna por la que se ordenan los contactos. */
export type ContactSortKey =
  | 'CREATED_AT'
  | 'EMAIL'
  | 'ID'
  | 'LABEL'
  | 'NAME'
  | 'ORGANIZATION'
  | 'PHONE'
  | 'TITLE';

export type CostRowInput = {
  concepto: string;
  id: string;
  /** 'Auto': el total es usdXKg × peso a usar. */
  lockPerKg?: boolean | null | undefined;
  sourceId?: string | null | undefined;
  /** Total USD tipeado; vacío → usdXKg × peso. */
  total?: number | null | undefined;
  /** USD por kg. */
  usdXKg?: number | null | undefined;
};

export type CostSheetHeaderInput = {
  awb?: string | null | undefined;
  clase?: string | null | undefined;
  /** Gs por USD tipeado; vacío → el tipo de cambio fechado vigente a la fecha de la operación (5860 si no hay). Con el presupuesto confirmado queda fijado. */
  gsRate?: number | null | undefined;
  hbl?: string | null | undefined;
  mercaderia?: string | null | undefined;
  modo?: string | null | undefined;
  /** Peso a usar (kg); vacío → el peso tasable de la operación. */
  pesoKg?: number | null | undefined;
};

export type CostSheetInput = {
  compraRows: Array<CostRowInput>;
  header: CostSheetHeaderInput;
  locCliRows: Array<LocalCostRowInput>;
  locRows: Array<LocalCostRowInput>;
  segCostoRows: Array<InsuranceRowInput>;
  segVentaRows: Array<InsuranceRowInput>;
  /** Ignorado: el servidor recalcula los totales. */
  totals?: CostSheetTotalsInput | null | undefined;
  ventaRows: Array<CostRowInput>;
};

/** Ignorados: el servidor recalcula los totales. */
export type CostSheetTotalsInput = {
  profitGeneral?: number | null | undefined;
  totalCostos?: number | null | undefined;
  totalVentas?: number | null | undefined;
};

export type CreateActivityInput = {
  dealId?: number | null | undefined;
  done?: boolean;
  /** 'YYYY-MM-DD'. */
  dueDate?: string | null | undefined;
  notes?: string | null | undefined;
  orgId?: number | null | undefined;
  /** El contacto (person_id en REST). */
  personId?: number | null | undefined;
  subject?: string | null | undefined;
  type?: ActivityType;
};

export type CreateApiKeyInput = {
  /** Días hasta que vence (1 a 3650); sin valor, no vence. */
  expiresInDays?: number | null | undefined;
  /** Para reconocerla en la lista (p. ej. el nombre del script). */
  name: string;
  /** No superior al rol de quien la crea. */
  role: Role;
};

export type CreateContactInput = {
  /** Se guarda en minúsculas; los contactos se deduplican por email. */
  email?: string | null | undefined;
  label?: string | null | undefined;
  name?: string | null | undefined;
  notes?: string | null | undefined;
  /** Organización vinculada (visible para quien escribe); null la desvincula. */
  orgId?: number | null | undefined;
  /** Por defecto, quien lo crea. */
  ownerUserId?: number | null | undefined;
  phone?: string | null | undefined;
  title?: string | null | undefined;
  visibility?: Visibility | null | undefined;
};

export type CreateDealInput = {
  /** Por defecto, el asesor de la organización o quien crea. */
  advisorUserId?: number | null | undefined;
  businessUnitId?: number | null | undefined;
  contact?: DealContactRef | null | undefined;
  description?: string | null | undefined;
  /** Atajo de organization: { id }. */
  orgId?: number | null | undefined;
  organization?: DealOrganizationRef | null | undefined;
  pipelineId: number;
  stageId: number;
  /** Si falta, el título sale de la descripción. */
  title?: string | null | undefined;
  value?: number | null | undefined;
};

export type CreateExchangeRateInput = {
  /** AAAA-MM-DD: desde ese día rige el tipo de cambio. */
  date: string;
  /** Par de monedas; por defecto USD/PYG. */
  pair?: string | null | undefined;
  /** Unidades de la segunda moneda por una de la primera (Gs por USD). */
  rate: number;
  /** De dónde sale el tipo de cambio (BCP, banco, …). */
  source?: string | null | undefined;
};

export type CreateLabelInput = {
  /** '#rrggbb'; por defecto #64748b. */
  color?: string | null | undefined;
  name: string;
  scope: LabelScope;
};

export type CreateOrganizationInput = {
  address?: string | null | undefined;
  advisorUserId?: number | null | undefined;
  city?: string | null | undefined;
  country?: string | null | undefined;
  email?: string | null | undefined;
  industry?: string | null | undefined;
  isAgent?: boolean | null | undefined;
  label?: string | null | undefined;
  modalitiesSupported?: string | null | undefined;
  name?: string | null | undefined;
  notes?: string | null | undefined;
  operacion?: string | null | undefined;
  /** Por defecto, quien la crea. */
  ownerUserId?: number | null | undefined;
  phone?: string | null | undefined;
  razonSocial?: string | null | undefined;
  rubro?: string | null | undefined;
  ruc?: string | null | undefined;
  tipoOrg?: string | null | undefined;
  visibility?: Visibility | null | undefined;
  website?: string | null | undefined;
};

export type CreateParamValueInput = {
  /** Por defecto activo. */
  active?: boolean | null | undefined;
  /** Clave administrada (spec parte 2 §9) o su variante por workspace clave__{slug}. */
  key: string;
  /** Por defecto, 10 más que el último valor de la clave. */
  ord?: number | null | undefined;
  value: string;
};

export type CreateStageInput = {
  name: string;
  pipelineId: number;
};

export type CreateUserInput = {
  email: string;
  isActive?: boolean;
  name: string;
  password?: string | null | undefined;
  role?: Role;
};

export type CreateWebhookInput = {
  /** false: pausado (no recibe eventos nuevos; las entregas pendientes esperan a que se reactive). Por omisión, activo. */
  active?: boolean | null | undefined;
  description?: string | null | undefined;
  /** Eventos (p. ej. 'deal.created') o familias ('organization.*', 'contact.*', 'deal.*'). */
  events: Array<string>;
  /** Sin valor, se genera uno (whsec_…) y se muestra una sola vez. */
  secret?: string | null | undefined;
  /** http:// o https://. No se admiten destinos locales ni privados (salvo WEBHOOKS_ALLOW_PRIVATE=1). */
  url: string;
};

/** El tipo de registro dueño del campo. */
export type CustomFieldOwner =
  | 'contact'
  | 'deal'
  | 'organization';

/** text, number o date; select solo en operaciones. */
export type CustomFieldType =
  | 'date'
  | 'number'
  | 'select'
  | 'text';

export type DealContactRef = {
  email?: string | null | undefined;
  id?: number | null | undefined;
  name?: string | null | undefined;
  phone?: string | null | undefined;
};

export type DealFilter = {
  advisorUserId?: number | null | undefined;
  businessUnitId?: number | null | undefined;
  contactId?: number | null | undefined;
  /** borrador, bloqueado o confirmado. */
  orgBudgetStatus?: string | null | undefined;
  orgId?: number | null | undefined;
  pipelineId?: number | null | undefined;
  /** Referencia (OP-000123 o 123), título u organización. */
  q?: string | null | undefined;
  stageId?: number | null | undefined;
  status?: string | null | undefined;
};

export type DealOrder = {
  direction?: SortDirection | null | undefined;
  field: DealSortKey;
};

export type DealOrganizationRef = {
  id?: number | null | undefined;
  name?: string | null | undefined;
};

/** Columna por la que se ordenan las operaciones (STAGE: el orden de las etapas en su pipeline). */
export type DealSortKey =
  | 'ADVISOR'
  | 'BUDGET_STATUS'
  | 'BUSINESS_UNIT'
  | 'CONTACT'
  | 'CREATED_AT'
  | 'DESCRIPTION'
  | 'ID'
  | 'ORGANIZATION'
  | 'PROFIT'
  | 'REFERENCE'
  | 'STAGE'
  | 'TITLE'
  | 'VALUE';

/** Resultado de una fila: create (crear), update (actualizar) o error. */
export type ImportAction =
  | 'create'
  | 'error'
  | 'update';

/** Qué se importa: organization, contact o deal (operaciones). */
export type ImportKind =
  | 'contact'
  | 'deal'
  | 'organization';

/** uploaded (archivo leído), checking / checked (vista previa), running / done (importación), failed. */
export type ImportStatus =
  | 'checked'
  | 'checking'
  | 'done'
  | 'failed'
  | 'running'
  | 'uploaded';

export type InsuranceRowInput = {
  concepto: string;
  id: string;
  sourceId?: string | null | undefined;
  /** USD. */
  usd?: number | null | undefined;
};

/** person (contactos) u organization (organizaciones). */
export type LabelScope =
  | 'organization'
  | 'person';

export type LocalCostRowInput = {
  concepto: string;
  /** Guaraníes. */
  gs?: number | null | undefined;
  id: string;
  sourceId?: string | null | undefined;
};

export type LogCallInput = {
  contactId?: number | null | undefined;
  dealId?: number | null | undefined;
  /** Minutos, entre 0 y 1440; por defecto 0. */
  durationMin?: number | null | undefined;
  /** 'YYYY-MM-DD HH:MM:SS' (sin segundos recibe ':00'); por defecto, ahora (UTC). */
  happenedAt?: string | null | undefined;
  /** Obligatorio para interesado, volver_a_llamar y en_negociacion. */
  nextTask?: NextTaskInput | null | undefined;
  notes?: string | null | undefined;
  orgId?: number | null | undefined;
  /** no_contesta, interesado, no_interesado, volver_a_llamar o en_negociacion. */
  outcome?: string | null | undefined;
  /** Por defecto 'Llamada'. */
  subject?: string | null | undefined;
};

export type LoginInput = {
  email: string;
  password: string;
};

export type NextTaskInput = {
  /** 'YYYY-MM-DD HH:MM[:SS]' en la hora de la oficina, o con 'Z' en UTC. */
  dueAt?: string | null | undefined;
  /** Minutos antes del vencimiento para el recordatorio (0 a 10080); por defecto 30. */
  remindMinutes?: number | null | undefined;
  subject?: string | null | undefined;
};

export type OrganizationFilter = {
  advisorUserId?: number | null | undefined;
  budgetStatus?: BudgetStatus | null | undefined;
  isAgent?: boolean | null | undefined;
  label?: string | null | undefined;
  ownerUserId?: number | null | undefined;
  /** Busca en nombre, razón social, RUC y email. */
  q?: string | null | undefined;
  visibility?: Visibility | null | undefined;
};

export type OrganizationOrder = {
  direction?: SortDirection | null | undefined;
  field: OrganizationSortKey;
};

/** Columna por la que se ordenan las organizaciones. */
export type OrganizationSortKey =
  | 'ADDRESS'
  | 'CITY'
  | 'COUNTRY'
  | 'CREATED_AT'
  | 'EMAIL'
  | 'ID'
  | 'NAME'
  | 'OPERACION'
  | 'PHONE'
  | 'RAZON_SOCIAL'
  | 'RUBRO'
  | 'RUC'
  | 'TIPO_ORG';

export type PushKeysInput = {
  auth: string;
  p256dh: string;
};

export type PushSubscriptionInput = {
  endpoint: string;
  keys: PushKeysInput;
};

export type QuoteInput = {
  aeropuertoDestino?: string | null | undefined;
  aeropuertoOrigen?: string | null | undefined;
  aseguradora?: string | null | undefined;
  ciudadDestino?: string | null | undefined;
  ciudadOrigen?: string | null | undefined;
  cliente?: string | null | undefined;
  condicionVenta?: string | null | undefined;
  contacto?: string | null | undefined;
  /** AAAA-MM-DD. */
  fecha?: string | null | undefined;
  formaPago?: string | null | undefined;
  incoterms?: string | null | undefined;
  items?: Array<QuoteItemInput> | null | undefined;
  mercaderia?: string | null | undefined;
  observaciones?: string | null | undefined;
  /** Campos que el usuario cambió o confirmó (tipoOperacion, tipoTransporte, tipoEnvio, incoterms, paisOrigen, paisDestino, ciudadOrigen, ciudadDestino, aeropuertoOrigen, aeropuertoDestino, volumenM3, pesoBrutoKg, mercaderia, seguroTipo, seguroMontoUsd, aseguradora, observaciones, validezOferta, condicionVenta, plazoCredito, formaPago, queIncluye, queNoIncluye): solo esos se escriben en la operación, con sus claves y su vocabulario (IMPORT/EXPORT). Sin la lista, ninguno. */
  operationFields?: Array<string> | null | undefined;
  paisDestino?: string | null | undefined;
  paisOrigen?: string | null | undefined;
  pesoBrutoKg?: number | null | undefined;
  plazoCredito?: string | null | undefined;
  /** Una entrada por elemento; se guardan como líneas del campo personalizado. */
  queIncluye?: Array<string> | null | undefined;
  /** Una entrada por elemento; se guardan como líneas del campo personalizado. */
  queNoIncluye?: Array<string> | null | undefined;
  referencia?: string | null | undefined;
  seguroMontoUsd?: number | null | undefined;
  seguroTipo?: string | null | undefined;
  tipoEnvio?: string | null | undefined;
  tipoOperacion?: string | null | undefined;
  tipoTransporte?: string | null | undefined;
  validezOferta?: string | null | undefined;
  volumenM3?: number | null | undefined;
};

export type QuoteItemInput = {
  /** 0 o vacío cuenta como 1. */
  cantidad?: number | null | undefined;
  /** EXENTA (por defecto) o '10%'. */
  impuesto?: string | null | undefined;
  /** Solo USD (por defecto). */
  moneda?: string | null | undefined;
  observacion?: string | null | undefined;
  precio?: number | null | undefined;
  servicio?: string | null | undefined;
};

export type RescheduleTaskInput = {
  /** 'YYYY-MM-DD HH:MM[:SS]' en la hora de la oficina, o con 'Z' en UTC. */
  dueAt: string;
  /** Minutos antes (0 a 10080); omitido, queda como estaba. */
  remindMinutes?: number | null | undefined;
};

/** admin, venta (ventas), ops (operaciones) o viewer (solo lectura). */
export type Role =
  | 'admin'
  | 'ops'
  | 'venta'
  | 'viewer';

export type SaveOperationInput = {
  /** Omitida: no cambia; vacía o null: la borra. */
  description?: string | null | undefined;
  /** Los campos personalizados que cambiaron (upsert por clave; un campo nuevo necesita etiqueta). */
  fields?: Array<UpsertCustomFieldInput> | null | undefined;
  /** Omitido: no cambia. */
  value?: number | null | undefined;
};

export type SetChecklistTemplateInput = {
  items: Array<ChecklistTemplateItemInput>;
  /** MARITIMO, AEREO, FLUVIAL, TERRESTRE o MULTIMODAL. */
  mode: string;
  /** IMPORT o EXPORT. */
  operationType: string;
};

/** ASC (ascendente) o DESC (descendente). */
export type SortDirection =
  | 'ASC'
  | 'DESC';

export type UpdateActivityInput = {
  done?: boolean | null | undefined;
  /** 'YYYY-MM-DD'; null la quita. */
  dueDate?: string | null | undefined;
  notes?: string | null | undefined;
  subject?: string | null | undefined;
  type?: ActivityType | null | undefined;
};

export type UpdateContactInput = {
  /** Se guarda en minúsculas; los contactos se deduplican por email. */
  email?: string | null | undefined;
  label?: string | null | undefined;
  name?: string | null | undefined;
  notes?: string | null | undefined;
  /** Organización vinculada (visible para quien escribe); null la desvincula. */
  orgId?: number | null | undefined;
  /** Por defecto, quien lo crea. */
  ownerUserId?: number | null | undefined;
  phone?: string | null | undefined;
  title?: string | null | undefined;
  visibility?: Visibility | null | undefined;
};

export type UpdateExchangeRateInput = {
  date?: string | null | undefined;
  pair?: string | null | undefined;
  /** Unidades de la segunda moneda por una de la primera (Gs por USD). */
  rate?: number | null | undefined;
  source?: string | null | undefined;
};

export type UpdateLabelInput = {
  color?: string | null | undefined;
  /** Renombrar también actualiza los contactos u organizaciones que la usan. */
  name?: string | null | undefined;
};

export type UpdateOrganizationInput = {
  address?: string | null | undefined;
  advisorUserId?: number | null | undefined;
  city?: string | null | undefined;
  country?: string | null | undefined;
  email?: string | null | undefined;
  industry?: string | null | undefined;
  isAgent?: boolean | null | undefined;
  label?: string | null | undefined;
  modalitiesSupported?: string | null | undefined;
  name?: string | null | undefined;
  notes?: string | null | undefined;
  operacion?: string | null | undefined;
  /** Por defecto, quien la crea. */
  ownerUserId?: number | null | undefined;
  phone?: string | null | undefined;
  razonSocial?: string | null | undefined;
  rubro?: string | null | undefined;
  ruc?: string | null | undefined;
  tipoOrg?: string | null | undefined;
  visibility?: Visibility | null | undefined;
  website?: string | null | undefined;
};

export type UpdateParamValueInput = {
  active?: boolean | null | undefined;
  ord?: number | null | undefined;
  value?: string | null | undefined;
};

export type UpdateStageInput = {
  name?: string | null | undefined;
  /** Se guarda tal cual (el editor envía los órdenes ya renumerados de a 10); para reordenar todo de una vez usá reorderStages. */
  orderIndex?: number | null | undefined;
  /** Días sin movimiento (0 o null lo quita). */
  stuckDays?: number | null | undefined;
};

export type UpdateUserInput = {
  email?: string | null | undefined;
  isActive?: boolean | null | undefined;
  name?: string | null | undefined;
  role?: Role | null | undefined;
};

export type UpdateWebhookInput = {
  active?: boolean | null | undefined;
  /** Vacío borra la descripción. */
  description?: string | null | undefined;
  events?: Array<string> | null | undefined;
  /** true: genera un secreto nuevo (se devuelve una sola vez en `secret`). */
  rotateSecret?: boolean | null | undefined;
  url?: string | null | undefined;
};

export type UpsertCustomFieldInput = {
  /** Sin espacios, hasta 80 caracteres (p. ej. f_cotiz). */
  key: string;
  /** Obligatoria para un campo nuevo. */
  label?: string | null | undefined;
  /** Por defecto text en un campo nuevo; select solo en operaciones. */
  type?: CustomFieldType | null | undefined;
  /** '' o null lo dejan vacío. */
  value?: string | null | undefined;
};

/** company: todos leen y editan (salvo viewer); shared: todos leen, editan el propietario y los administradores; private: solo el propietario y los administradores. */
export type Visibility =
  | 'company'
  | 'private'
  | 'shared';

export type WebhookDeliveriesPage = {
  /** 1 a 100; por omisión 50. */
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  /** pending, delivered o failed. */
  status?: string | null | undefined;
};

export type ActivityFieldsFragment = { __typename: 'Activity', id: number, type: ActivityType, subject: string | null, notes: string | null, dueDate: string | null, done: boolean, doneAt: string | null, doneByName: string | null, createdAt: string, createdByName: string | null };

export type UpdateActivityMutationVariables = Exact<{
  id: number;
  input: UpdateActivityInput;
}>;


export type UpdateActivityMutation = { updateActivity: { __typename: 'Activity', id: number, type: ActivityType, subject: string | null, notes: string | null, dueDate: string | null, done: boolean, doneAt: string | null, doneByName: string | null, createdAt: string, createdByName: string | null } };

export type DeleteActivityMutationVariables = Exact<{
  id: number;
}>;


export type DeleteActivityMutation = { deleteActivity: number };

export type RestoreActivityMutationVariables = Exact<{
  id: number;
}>;


export type RestoreActivityMutation = { restoreActivity: { __typename: 'Activity', id: number, type: ActivityType, subject: string | null, notes: string | null, dueDate: string | null, done: boolean, doneAt: string | null, doneByName: string | null, createdAt: string, createdByName: string | null } };

export type CreateActivityMutationVariables = Exact<{
  input: CreateActivityInput;
}>;


export type CreateActivityMutation = { createActivity: { __typename: 'Activity', id: number, type: ActivityType, subject: string | null, notes: string | null, dueDate: string | null, done: boolean, doneAt: string | null, doneByName: string | null, createdAt: string, createdByName: string | null } };

export type RecordActivitiesQueryVariables = Exact<{
  filter: ActivityFilter;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type RecordActivitiesQuery = { activities: { __typename: 'ActivityConnection', totalCount: number, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null }, edges: Array<{ __typename: 'ActivityEdge', node: { __typename: 'Activity', id: number, type: ActivityType, subject: string | null, notes: string | null, dueDate: string | null, done: boolean, doneAt: string | null, doneByName: string | null, createdAt: string, createdByName: string | null } }> } };

export type AgendaTaskFieldsFragment = { __typename: 'AgendaTask', id: number, subject: string | null, dueAt: string, remindMinutes: number | null, done: boolean, dealId: number | null, dealReference: string | null, dealTitle: string | null, orgId: number | null, orgName: string | null, contactId: number | null, contactName: string | null };

export type CompleteTaskMutationVariables = Exact<{
  id: number;
}>;


export type CompleteTaskMutation = { completeTask: { __typename: 'AgendaTask', id: number, subject: string | null, dueAt: string, remindMinutes: number | null, done: boolean, dealId: number | null, dealReference: string | null, dealTitle: string | null, orgId: number | null, orgName: string | null, contactId: number | null, contactName: string | null } };

export type DealNextStepQueryVariables = Exact<{
  id: number;
}>;


export type DealNextStepQuery = { deal: { __typename: 'Deal', id: number, status: string, nextActivity: { __typename: 'AgendaTask', id: number, subject: string | null, dueAt: string, remindMinutes: number | null, done: boolean, dealId: number | null, dealReference: string | null, dealTitle: string | null, orgId: number | null, orgName: string | null, contactId: number | null, contactName: string | null } | null } };

export type MyAgendaQueryVariables = Exact<{ [key: string]: never; }>;


export type MyAgendaQuery = { myAgenda: { __typename: 'Agenda', overdue: Array<{ __typename: 'AgendaTask', id: number, subject: string | null, dueAt: string, remindMinutes: number | null, done: boolean, dealId: number | null, dealReference: string | null, dealTitle: string | null, orgId: number | null, orgName: string | null, contactId: number | null, contactName: string | null }>, today: Array<{ __typename: 'AgendaTask', id: number, subject: string | null, dueAt: string, remindMinutes: number | null, done: boolean, dealId: number | null, dealReference: string | null, dealTitle: string | null, orgId: number | null, orgName: string | null, contactId: number | null, contactName: string | null }>, upcoming: Array<{ __typename: 'AgendaTask', id: number, subject: string | null, dueAt: string, remindMinutes: number | null, done: boolean, dealId: number | null, dealReference: string | null, dealTitle: string | null, orgId: number | null, orgName: string | null, contactId: number | null, contactName: string | null }> } };

export type RescheduleTaskMutationVariables = Exact<{
  id: number;
  input: RescheduleTaskInput;
}>;


export type RescheduleTaskMutation = { rescheduleTask: { __typename: 'AgendaTask', id: number, subject: string | null, dueAt: string, remindMinutes: number | null, done: boolean, dealId: number | null, dealReference: string | null, dealTitle: string | null, orgId: number | null, orgName: string | null, contactId: number | null, contactName: string | null } };

export type ApiKeyFieldsFragment = { __typename: 'ApiKey', id: number, name: string, prefix: string, role: Role, createdById: number, createdByName: string, createdAt: string, expiresAt: string | null, lastUsedAt: string | null, revokedAt: string | null };

export type ApiKeysQueryVariables = Exact<{ [key: string]: never; }>;


export type ApiKeysQuery = { apiKeys: Array<{ __typename: 'ApiKey', id: number, name: string, prefix: string, role: Role, createdById: number, createdByName: string, createdAt: string, expiresAt: string | null, lastUsedAt: string | null, revokedAt: string | null }> };

export type CreateApiKeyMutationVariables = Exact<{
  input: CreateApiKeyInput;
}>;


export type CreateApiKeyMutation = { createApiKey: { __typename: 'CreatedApiKey', secret: string, key: { __typename: 'ApiKey', id: number, name: string, prefix: string, role: Role, createdById: number, createdByName: string, createdAt: string, expiresAt: string | null, lastUsedAt: string | null, revokedAt: string | null } } };

export type RevokeApiKeyMutationVariables = Exact<{
  id: number;
}>;


export type RevokeApiKeyMutation = { revokeApiKey: { __typename: 'ApiKey', id: number, name: string, prefix: string, role: Role, createdById: number, createdByName: string, createdAt: string, expiresAt: string | null, lastUsedAt: string | null, revokedAt: string | null } };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { login: { __typename: 'AuthPayload', token: string, user: { __typename: 'User', id: number, name: string, email: string | null, role: Role | null } } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: boolean };

export type LogoutEverywhereMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutEverywhereMutation = { logoutEverywhere: boolean };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { __typename: 'User', id: number, name: string, email: string | null, role: Role | null } };

export type ChecklistTemplateFieldsFragment = { __typename: 'ChecklistTemplate', mode: string, operationType: string, isDefault: boolean, items: Array<{ __typename: 'ChecklistTemplateItem', docType: string, label: string, required: boolean, dueDays: number | null }> };

export type ChecklistTemplatesQueryVariables = Exact<{ [key: string]: never; }>;


export type ChecklistTemplatesQuery = { checklistTemplates: Array<{ __typename: 'ChecklistTemplate', mode: string, operationType: string, isDefault: boolean, items: Array<{ __typename: 'ChecklistTemplateItem', docType: string, label: string, required: boolean, dueDays: number | null }> }>, documentTypes: Array<{ __typename: 'DocumentTypeOption', key: string, label: string }> };

export type SetChecklistTemplateMutationVariables = Exact<{
  input: SetChecklistTemplateInput;
}>;


export type SetChecklistTemplateMutation = { setChecklistTemplate: { __typename: 'ChecklistTemplate', mode: string, operationType: string, isDefault: boolean, items: Array<{ __typename: 'ChecklistTemplateItem', docType: string, label: string, required: boolean, dueDays: number | null }> } };

export type ContactDetailQueryVariables = Exact<{
  id: number;
}>;


export type ContactDetailQuery = { contact: { __typename: 'Contact', notes: string | null, ownerUserId: number | null, visibility: Visibility, id: number, name: string | null, email: string | null, phone: string | null, title: string | null, orgId: number | null, orgName: string | null, label: string | null, createdAt: string, owner: { __typename: 'User', id: number, name: string } | null } };

export type ContactDetailFieldsFragment = { __typename: 'Contact', notes: string | null, ownerUserId: number | null, visibility: Visibility, id: number, name: string | null, email: string | null, phone: string | null, title: string | null, orgId: number | null, orgName: string | null, label: string | null, createdAt: string, owner: { __typename: 'User', id: number, name: string } | null };

export type ContactLabelsQueryVariables = Exact<{ [key: string]: never; }>;


export type ContactLabelsQuery = { contactLabels: Array<string> };

export type ContactRowFieldsFragment = { __typename: 'Contact', id: number, name: string | null, email: string | null, phone: string | null, title: string | null, orgId: number | null, orgName: string | null, label: string | null, createdAt: string };

export type ContactsListQueryVariables = Exact<{
  filter?: ContactFilter | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
  orderBy?: ContactOrder | null | undefined;
  offset?: number | null | undefined;
}>;


export type ContactsListQuery = { contacts: { __typename: 'ContactConnection', totalCount: number, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null }, edges: Array<{ __typename: 'ContactEdge', node: { __typename: 'Contact', id: number, name: string | null, email: string | null, phone: string | null, title: string | null, orgId: number | null, orgName: string | null, label: string | null, createdAt: string } }> } };

export type CreateContactMutationVariables = Exact<{
  input: CreateContactInput;
}>;


export type CreateContactMutation = { createContact: { __typename: 'CreateContactPayload', deduped: boolean, contact: { __typename: 'Contact', notes: string | null, ownerUserId: number | null, visibility: Visibility, id: number, name: string | null, email: string | null, phone: string | null, title: string | null, orgId: number | null, orgName: string | null, label: string | null, createdAt: string, owner: { __typename: 'User', id: number, name: string } | null } } };

export type UpdateContactMutationVariables = Exact<{
  id: number;
  input: UpdateContactInput;
}>;


export type UpdateContactMutation = { updateContact: { __typename: 'Contact', notes: string | null, ownerUserId: number | null, visibility: Visibility, id: number, name: string | null, email: string | null, phone: string | null, title: string | null, orgId: number | null, orgName: string | null, label: string | null, createdAt: string, owner: { __typename: 'User', id: number, name: string } | null } };

export type LockBudgetMutationVariables = Exact<{
  orgId: number;
}>;


export type LockBudgetMutation = { lockBudget: { __typename: 'Organization', id: number, budgetStatus: BudgetStatus, budgetProfitValue: number | null } };

export type ConfirmBudgetMutationVariables = Exact<{
  orgId: number;
  dealId?: number | null | undefined;
}>;


export type ConfirmBudgetMutation = { confirmBudget: { __typename: 'Organization', id: number, budgetStatus: BudgetStatus, budgetProfitValue: number | null } };

export type ReopenBudgetMutationVariables = Exact<{
  orgId: number;
}>;


export type ReopenBudgetMutation = { reopenBudget: { __typename: 'Organization', id: number, budgetStatus: BudgetStatus, budgetProfitValue: number | null } };

export type CostSheetQueryVariables = Exact<{
  dealId: number;
}>;


export type CostSheetQuery = { costSheet: { __typename: 'CostSheet', dealId: number, saved: boolean, version: number, updatedAt: string | null, updatedByName: string | null, budgetStatus: string, orgId: number | null, gsRateFrozen: boolean, header: { __typename: 'CostSheetHeader', modo: string | null, clase: string | null, pesoKg: number | null, awb: string | null, hbl: string | null, mercaderia: string | null, gsRate: number, gsRateDate: string | null }, compraRows: Array<{ __typename: 'CostRow', id: string, concepto: string, usdXKg: number | null, total: number | null, lockPerKg: boolean, sourceId: string | null }>, ventaRows: Array<{ __typename: 'CostRow', id: string, concepto: string, usdXKg: number | null, total: number | null, lockPerKg: boolean, sourceId: string | null }>, locRows: Array<{ __typename: 'LocalCostRow', id: string, concepto: string, gs: number | null, sourceId: string | null }>, locCliRows: Array<{ __typename: 'LocalCostRow', id: string, concepto: string, gs: number | null, sourceId: string | null }>, segCostoRows: Array<{ __typename: 'InsuranceRow', id: string, concepto: string, usd: number | null, sourceId: string | null }>, segVentaRows: Array<{ __typename: 'InsuranceRow', id: string, concepto: string, usd: number | null, sourceId: string | null }>, totals: { __typename: 'CostSheetTotals', totalCostos: number, totalVentas: number, profitGeneral: number } }, deal: { __typename: 'Deal', id: number, reference: string, title: string, orgName: string | null, contactName: string | null, contactPhone: string | null, orgPhone: string | null, measures: { __typename: 'DealMeasures', chargeableKg: number, factorLabel: string, volumetricKg: number, divisor: number | null }, customFields: Array<{ __typename: 'DealCustomField', id: number, key: string, value: string | null }> } };

export type CostSheetFieldsFragment = { __typename: 'CostSheet', dealId: number, saved: boolean, version: number, updatedAt: string | null, updatedByName: string | null, budgetStatus: string, orgId: number | null, gsRateFrozen: boolean, header: { __typename: 'CostSheetHeader', modo: string | null, clase: string | null, pesoKg: number | null, awb: string | null, hbl: string | null, mercaderia: string | null, gsRate: number, gsRateDate: string | null }, compraRows: Array<{ __typename: 'CostRow', id: string, concepto: string, usdXKg: number | null, total: number | null, lockPerKg: boolean, sourceId: string | null }>, ventaRows: Array<{ __typename: 'CostRow', id: string, concepto: string, usdXKg: number | null, total: number | null, lockPerKg: boolean, sourceId: string | null }>, locRows: Array<{ __typename: 'LocalCostRow', id: string, concepto: string, gs: number | null, sourceId: string | null }>, locCliRows: Array<{ __typename: 'LocalCostRow', id: string, concepto: string, gs: number | null, sourceId: string | null }>, segCostoRows: Array<{ __typename: 'InsuranceRow', id: string, concepto: string, usd: number | null, sourceId: string | null }>, segVentaRows: Array<{ __typename: 'InsuranceRow', id: string, concepto: string, usd: number | null, sourceId: string | null }>, totals: { __typename: 'CostSheetTotals', totalCostos: number, totalVentas: number, profitGeneral: number } };

export type CostSheetChangedSubscriptionVariables = Exact<{
  dealId: number;
}>;


export type CostSheetChangedSubscription = { costSheetChanged: { __typename: 'CostSheetChange', dealId: number, version: number, byUserId: number, byUserName: string, status: { __typename: 'CostSheetStatus', dealId: number, orgId: number | null, budgetStatus: string, version: number, updatedAt: string | null, updatedByName: string | null } } };

export type BudgetChangedSubscriptionVariables = Exact<{
  orgId: number;
}>;


export type BudgetChangedSubscription = { budgetChanged: { __typename: 'BudgetChange', orgId: number, action: string, budgetStatus: string, budgetProfitValue: number | null, byUserId: number, byUserName: string } };

export type CostSheetStatusQueryVariables = Exact<{
  dealId: number;
}>;


export type CostSheetStatusQuery = { costSheetStatus: { __typename: 'CostSheetStatus', dealId: number, orgId: number | null, budgetStatus: string, version: number, updatedAt: string | null, updatedByName: string | null } };

export type SaveCostSheetMutationVariables = Exact<{
  dealId: number;
  version: number;
  input: CostSheetInput;
}>;


export type SaveCostSheetMutation = { saveCostSheet: { __typename: 'CostSheet', dealId: number, saved: boolean, version: number, updatedAt: string | null, updatedByName: string | null, budgetStatus: string, orgId: number | null, gsRateFrozen: boolean, header: { __typename: 'CostSheetHeader', modo: string | null, clase: string | null, pesoKg: number | null, awb: string | null, hbl: string | null, mercaderia: string | null, gsRate: number, gsRateDate: string | null }, compraRows: Array<{ __typename: 'CostRow', id: string, concepto: string, usdXKg: number | null, total: number | null, lockPerKg: boolean, sourceId: string | null }>, ventaRows: Array<{ __typename: 'CostRow', id: string, concepto: string, usdXKg: number | null, total: number | null, lockPerKg: boolean, sourceId: string | null }>, locRows: Array<{ __typename: 'LocalCostRow', id: string, concepto: string, gs: number | null, sourceId: string | null }>, locCliRows: Array<{ __typename: 'LocalCostRow', id: string, concepto: string, gs: number | null, sourceId: string | null }>, segCostoRows: Array<{ __typename: 'InsuranceRow', id: string, concepto: string, usd: number | null, sourceId: string | null }>, segVentaRows: Array<{ __typename: 'InsuranceRow', id: string, concepto: string, usd: number | null, sourceId: string | null }>, totals: { __typename: 'CostSheetTotals', totalCostos: number, totalVentas: number, profitGeneral: number } } };

export type AddRecordCustomFieldMutationVariables = Exact<{
  owner: CustomFieldOwner;
  ownerId: number;
  input: UpsertCustomFieldInput;
}>;


export type AddRecordCustomFieldMutation = { upsertCustomField:
    | { __typename: 'ContactCustomField', id: number, key: string, label: string, type: CustomFieldType, value: string | null, ownerId: number }
    | { __typename: 'DealCustomField', id: number, key: string, label: string, type: CustomFieldType, value: string | null, ownerId: number }
    | { __typename: 'OrganizationCustomField', id: number, key: string, label: string, type: CustomFieldType, value: string | null, ownerId: number }
   };

export type RecordCustomFieldsQueryVariables = Exact<{
  owner: CustomFieldOwner;
  ownerId: number;
}>;


export type RecordCustomFieldsQuery = { customFields: Array<
    | { __typename: 'ContactCustomField', id: number, key: string, label: string, type: CustomFieldType, value: string | null, ownerId: number }
    | { __typename: 'DealCustomField', id: number, key: string, label: string, type: CustomFieldType, value: string | null, ownerId: number }
    | { __typename: 'OrganizationCustomField', id: number, key: string, label: string, type: CustomFieldType, value: string | null, ownerId: number }
  > };

export type UpdateRecordCustomFieldMutationVariables = Exact<{
  owner: CustomFieldOwner;
  ownerId: number;
  fieldId: number;
  value?: string | null | undefined;
}>;


export type UpdateRecordCustomFieldMutation = { updateCustomField:
    | { __typename: 'ContactCustomField', id: number, key: string, label: string, type: CustomFieldType, value: string | null, ownerId: number }
    | { __typename: 'DealCustomField', id: number, key: string, label: string, type: CustomFieldType, value: string | null, ownerId: number }
    | { __typename: 'OrganizationCustomField', id: number, key: string, label: string, type: CustomFieldType, value: string | null, ownerId: number }
   };

export type DealRowFieldsFragment = { __typename: 'Deal', id: number, reference: string, title: string, description: string | null, value: number, stageId: number, stageName: string | null, orgName: string | null, contactName: string | null, businessUnitId: number | null, businessUnitName: string | null, orgBudgetStatus: string | null, orgBudgetProfitValue: number | null, advisorUserId: number | null, advisorName: string | null, createdAt: string };

export type DealsTableQueryVariables = Exact<{
  filter?: DealFilter | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
  orderBy?: DealOrder | null | undefined;
  offset?: number | null | undefined;
}>;


export type DealsTableQuery = { deals: { __typename: 'DealConnection', totalCount: number, pageInfo: { __typename: 'PageInfo', endCursor: string | null, hasNextPage: boolean }, edges: Array<{ __typename: 'DealEdge', cursor: string, node: { __typename: 'Deal', id: number, reference: string, title: string, description: string | null, value: number, stageId: number, stageName: string | null, orgName: string | null, contactName: string | null, businessUnitId: number | null, businessUnitName: string | null, orgBudgetStatus: string | null, orgBudgetProfitValue: number | null, advisorUserId: number | null, advisorName: string | null, createdAt: string } }> } };

export type TableAdvisorsQueryVariables = Exact<{ [key: string]: never; }>;


export type TableAdvisorsQuery = { users: Array<{ __typename: 'User', id: number, name: string }> };

export type TableBusinessUnitsQueryVariables = Exact<{ [key: string]: never; }>;


export type TableBusinessUnitsQuery = { businessUnits: Array<{ __typename: 'BusinessUnit', id: number, name: string, keySlug: string, parentId: number | null }> };

export type CreateDealMutationVariables = Exact<{
  input: CreateDealInput;
}>;


export type CreateDealMutation = { createDeal: { __typename: 'Deal', id: number, reference: string, title: string, stageId: number, pipelineId: number } };

export type CreateOperationMutationVariables = Exact<{
  input: CreateDealInput;
}>;


export type CreateOperationMutation = { createDeal: { __typename: 'Deal', id: number, reference: string, title: string, stageId: number, pipelineId: number, version: number } };

export type DealFormOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type DealFormOptionsQuery = { pipelines: Array<{ __typename: 'Pipeline', id: number, name: string, stages: Array<{ __typename: 'Stage', id: number, name: string, orderIndex: number, pipelineId: number }> }> };

export type NextDealReferenceQueryVariables = Exact<{ [key: string]: never; }>;


export type NextDealReferenceQuery = { nextDealReference: { __typename: 'NextReference', preview: string } };

export type SearchDealOrganizationsQueryVariables = Exact<{
  q: string;
}>;


export type SearchDealOrganizationsQuery = { organizations: { __typename: 'OrganizationConnection', edges: Array<{ __typename: 'OrganizationEdge', node: { __typename: 'Organization', id: number, name: string | null, razonSocial: string | null } }> } };

export type AddFollowupNoteMutationVariables = Exact<{
  input: AddFollowupNoteInput;
}>;


export type AddFollowupNoteMutation = { addFollowupNote: { __typename: 'FollowupNote', id: number, source: string, content: string } };

export type FollowupCallFieldsFragment = { __typename: 'FollowupCall', id: number, source: string, userId: number | null, userName: string | null, orgId: number | null, orgName: string | null, contactId: number | null, contactName: string | null, dealId: number | null, dealReference: string | null, subject: string, notes: string | null, happenedAt: string, durationMin: number, outcome: string | null, nextActivityId: number | null, invalidatedAt: string | null, invalidatedReason: string | null };

export type FollowupCallsQueryVariables = Exact<{
  userId?: number | null | undefined;
  q?: string | null | undefined;
  first?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type FollowupCallsQuery = { followupCalls: Array<{ __typename: 'FollowupCall', id: number, source: string, userId: number | null, userName: string | null, orgId: number | null, orgName: string | null, contactId: number | null, contactName: string | null, dealId: number | null, dealReference: string | null, subject: string, notes: string | null, happenedAt: string, durationMin: number, outcome: string | null, nextActivityId: number | null, invalidatedAt: string | null, invalidatedReason: string | null }> };

export type FollowupDashboardQueryVariables = Exact<{
  userId?: number | null | undefined;
  today?: string | null | undefined;
}>;


export type FollowupDashboardQuery = { followupSummary: { __typename: 'FollowupSummary', totalOrganizations: number, callsToday: number, contactedOrganizations: number, organizationsWithoutContact: number, notesTotal: number, series: Array<{ __typename: 'FollowupDay', date: string, calls: number, notes: number }> } };

export type FollowupNotesQueryVariables = Exact<{
  userId?: number | null | undefined;
  q?: string | null | undefined;
}>;


export type FollowupNotesQuery = { followupNotes: Array<{ __typename: 'FollowupNote', id: number, source: string, userName: string | null, orgId: number | null, orgName: string | null, contactId: number | null, contactName: string | null, dealId: number | null, content: string, createdAt: string }> };

export type FollowupOrgLinksQueryVariables = Exact<{
  id: number;
}>;


export type FollowupOrgLinksQuery = { organization: { __typename: 'Organization', id: number, contacts: Array<{ __typename: 'Contact', id: number, name: string | null }> }, deals: { __typename: 'DealConnection', edges: Array<{ __typename: 'DealEdge', node: { __typename: 'Deal', id: number, reference: string, title: string } }> } };

export type FollowupUsersQueryVariables = Exact<{ [key: string]: never; }>;


export type FollowupUsersQuery = { users: Array<{ __typename: 'User', id: number, name: string }> };

export type LogCallMutationVariables = Exact<{
  input: LogCallInput;
}>;


export type LogCallMutation = { logCall: { __typename: 'FollowupCall', id: number, source: string, userId: number | null, userName: string | null, orgId: number | null, orgName: string | null, contactId: number | null, contactName: string | null, dealId: number | null, dealReference: string | null, subject: string, notes: string | null, happenedAt: string, durationMin: number, outcome: string | null, nextActivityId: number | null, invalidatedAt: string | null, invalidatedReason: string | null } };

export type AuditEventFieldsFragment = { __typename: 'AuditEvent', id: number, at: string, userName: string | null, action: string, actionLabel: string, entity: string, entityLabel: string, kind: AuditKind, summary: string | null, dealId: number | null, orgId: number | null, contactId: number | null, changes: Array<{ __typename: 'AuditChange', field: string, label: string, oldValue: string, newValue: string }> };

export type AuditEventsQueryVariables = Exact<{
  filter?: AuditEventFilterInput | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type AuditEventsQuery = { auditEvents: { __typename: 'AuditEventConnection', totalCount: number, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null }, edges: Array<{ __typename: 'AuditEventEdge', node: { __typename: 'AuditEvent', userId: number | null, entityId: number | null, id: number, at: string, userName: string | null, action: string, actionLabel: string, entity: string, entityLabel: string, kind: AuditKind, summary: string | null, dealId: number | null, orgId: number | null, contactId: number | null, changes: Array<{ __typename: 'AuditChange', field: string, label: string, oldValue: string, newValue: string }> } }> } };

export type AuditLogQueryVariables = Exact<{
  entity: AuditRecord;
  id: number;
  first?: number | null | undefined;
  after?: string | null | undefined;
  kind?: AuditKind | null | undefined;
}>;


export type AuditLogQuery = { auditLog: { __typename: 'AuditEventConnection', totalCount: number, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null }, edges: Array<{ __typename: 'AuditEventEdge', node: { __typename: 'AuditEvent', id: number, at: string, userName: string | null, action: string, actionLabel: string, entity: string, entityLabel: string, kind: AuditKind, summary: string | null, dealId: number | null, orgId: number | null, contactId: number | null, changes: Array<{ __typename: 'AuditChange', field: string, label: string, oldValue: string, newValue: string }> } }> } };

export type AuditUsersQueryVariables = Exact<{ [key: string]: never; }>;


export type AuditUsersQuery = { users: Array<{ __typename: 'User', id: number, name: string }> };

export type DryRunImportMutationVariables = Exact<{
  id: number;
  mapping: Array<string | null | undefined> | string;
}>;


export type DryRunImportMutation = { dryRunImport: { __typename: 'ImportJob', id: number, kind: ImportKind, status: ImportStatus, filename: string, encoding: string, delimiter: string, headers: Array<string>, suggestedMapping: Array<string | null>, mapping: Array<string | null> | null, sample: Array<Array<string>>, totalRows: number, processedRows: number, createdCount: number, updatedCount: number, errorCount: number, failure: string | null, updatedAt: string } };

export type ImportErrorsCsvQueryVariables = Exact<{
  id: number;
}>;


export type ImportErrorsCsvQuery = { importJob: { __typename: 'ImportJob', id: number, errorsCsv: string } };

export type ImportJobQueryVariables = Exact<{
  id: number;
  onlyErrors: boolean;
  first: number;
}>;


export type ImportJobQuery = { importJob: { __typename: 'ImportJob', rowCount: number, id: number, kind: ImportKind, status: ImportStatus, filename: string, encoding: string, delimiter: string, headers: Array<string>, suggestedMapping: Array<string | null>, mapping: Array<string | null> | null, sample: Array<Array<string>>, totalRows: number, processedRows: number, createdCount: number, updatedCount: number, errorCount: number, failure: string | null, updatedAt: string, rows: Array<{ __typename: 'ImportRowResult', line: number, action: ImportAction, label: string | null, field: string | null, message: string | null }> } };

export type ImportJobFieldsFragment = { __typename: 'ImportJob', id: number, kind: ImportKind, status: ImportStatus, filename: string, encoding: string, delimiter: string, headers: Array<string>, suggestedMapping: Array<string | null>, mapping: Array<string | null> | null, sample: Array<Array<string>>, totalRows: number, processedRows: number, createdCount: number, updatedCount: number, errorCount: number, failure: string | null, updatedAt: string };

export type RunImportMutationVariables = Exact<{
  id: number;
}>;


export type RunImportMutation = { runImport: { __typename: 'ImportJob', id: number, kind: ImportKind, status: ImportStatus, filename: string, encoding: string, delimiter: string, headers: Array<string>, suggestedMapping: Array<string | null>, mapping: Array<string | null> | null, sample: Array<Array<string>>, totalRows: number, processedRows: number, createdCount: number, updatedCount: number, errorCount: number, failure: string | null, updatedAt: string } };

export type StartImportMutationVariables = Exact<{
  kind: ImportKind;
  file: unknown;
}>;


export type StartImportMutation = { startImport: { __typename: 'ImportJob', id: number, kind: ImportKind, status: ImportStatus, filename: string, encoding: string, delimiter: string, headers: Array<string>, suggestedMapping: Array<string | null>, mapping: Array<string | null> | null, sample: Array<Array<string>>, totalRows: number, processedRows: number, createdCount: number, updatedCount: number, errorCount: number, failure: string | null, updatedAt: string } };

export type BoardChangedSubscriptionVariables = Exact<{
  pipelineId: number;
  businessUnitId?: number | null | undefined;
}>;


export type BoardChangedSubscription = { boardChanged: { __typename: 'BoardChange', kind: string, dealId: number, fromStageId: number | null, toStageId: number | null, byUserId: number, byUserName: string, card: { __typename: 'DealCard', id: number, reference: string, title: string, value: number, stageId: number, orgId: number | null, orgName: string | null, contactId: number | null, contactName: string | null, createdAt: string, fCotiz: string | null, position: number, nextDueAt: string | null, lastTouchAt: string, stuckDays: number | null, docs: { __typename: 'ChecklistSummary', done: number, total: number, requiredOverdue: boolean } | null } | null, columns: Array<{ __typename: 'BoardColumnTotal', stageId: number, count: number, valueSum: number }> } };

export type BoardColumnCardsQueryVariables = Exact<{
  pipelineId: number;
  stageId: number;
  businessUnitId?: number | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type BoardColumnCardsQuery = { boardColumn: { __typename: 'DealCardConnection', totalCount: number, pageInfo: { __typename: 'PageInfo', endCursor: string | null, hasNextPage: boolean }, edges: Array<{ __typename: 'DealCardEdge', node: { __typename: 'DealCard', id: number, reference: string, title: string, value: number, stageId: number, orgId: number | null, orgName: string | null, contactId: number | null, contactName: string | null, createdAt: string, fCotiz: string | null, position: number, nextDueAt: string | null, lastTouchAt: string, stuckDays: number | null, docs: { __typename: 'ChecklistSummary', done: number, total: number, requiredOverdue: boolean } | null } }> } };

export type ClosedDealsQueryVariables = Exact<{
  status: string;
  pipelineId?: number | null | undefined;
  businessUnitId?: number | null | undefined;
}>;


export type ClosedDealsQuery = { deals: { __typename: 'DealConnection', totalCount: number, edges: Array<{ __typename: 'DealEdge', node: { __typename: 'Deal', id: number, reference: string, title: string, value: number, orgName: string | null, advisorName: string | null, closeReason: string | null, closeReasonText: string | null, closedAt: string | null, closedByName: string | null } }> } };

export type DealBoardQueryVariables = Exact<{
  pipelineId?: number | null | undefined;
  businessUnitId?: number | null | undefined;
  first?: number | null | undefined;
}>;


export type DealBoardQuery = { board: { __typename: 'Board', pipelineId: number, pipelineName: string, businessUnitId: number | null, columns: Array<{ __typename: 'BoardColumn', stageId: number, name: string, label: string, orderIndex: number, count: number, valueSum: number, cards: { __typename: 'DealCardConnection', totalCount: number, pageInfo: { __typename: 'PageInfo', endCursor: string | null, hasNextPage: boolean }, edges: Array<{ __typename: 'DealCardEdge', node: { __typename: 'DealCard', id: number, reference: string, title: string, value: number, stageId: number, orgId: number | null, orgName: string | null, contactId: number | null, contactName: string | null, createdAt: string, fCotiz: string | null, position: number, nextDueAt: string | null, lastTouchAt: string, stuckDays: number | null, docs: { __typename: 'ChecklistSummary', done: number, total: number, requiredOverdue: boolean } | null } }> } }> } };

export type DealCardFieldsFragment = { __typename: 'DealCard', id: number, reference: string, title: string, value: number, stageId: number, orgId: number | null, orgName: string | null, contactId: number | null, contactName: string | null, createdAt: string, fCotiz: string | null, position: number, nextDueAt: string | null, lastTouchAt: string, stuckDays: number | null, docs: { __typename: 'ChecklistSummary', done: number, total: number, requiredOverdue: boolean } | null };

export type DealCardPageFragment = { __typename: 'DealCardConnection', totalCount: number, pageInfo: { __typename: 'PageInfo', endCursor: string | null, hasNextPage: boolean }, edges: Array<{ __typename: 'DealCardEdge', node: { __typename: 'DealCard', id: number, reference: string, title: string, value: number, stageId: number, orgId: number | null, orgName: string | null, contactId: number | null, contactName: string | null, createdAt: string, fCotiz: string | null, position: number, nextDueAt: string | null, lastTouchAt: string, stuckDays: number | null, docs: { __typename: 'ChecklistSummary', done: number, total: number, requiredOverdue: boolean } | null } }> };

export type KanbanWorkspacesQueryVariables = Exact<{ [key: string]: never; }>;


export type KanbanWorkspacesQuery = { businessUnits: Array<{ __typename: 'BusinessUnit', id: number, name: string, keySlug: string, parentId: number | null }> };

export type MoveDealMutationVariables = Exact<{
  id: number;
  stageId: number;
  afterDealId?: number | null | undefined;
}>;


export type MoveDealMutation = { moveDeal: { __typename: 'Deal', id: number, stageId: number, position: number } };

export type MarkNotificationsReadMutationVariables = Exact<{
  ids?: Array<number> | number | null | undefined;
}>;


export type MarkNotificationsReadMutation = { markNotificationsRead: number };

export type NotificationAddedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type NotificationAddedSubscription = { notificationAdded: { __typename: 'Notification', id: number, title: string, body: string, dealId: number | null, activityId: number | null } };

export type NotificationsQueryVariables = Exact<{
  first?: number | null | undefined;
}>;


export type NotificationsQuery = { notifications: { __typename: 'NotificationList', unread: number, items: Array<{ __typename: 'Notification', id: number, kind: string, title: string, body: string, dealId: number | null, activityId: number | null, readAt: string | null, createdAt: string }> } };

export type VapidPublicKeyQueryVariables = Exact<{ [key: string]: never; }>;


export type VapidPublicKeyQuery = { vapidPublicKey: string };

export type AddPushSubscriptionMutationVariables = Exact<{
  input: PushSubscriptionInput;
}>;


export type AddPushSubscriptionMutation = { addPushSubscription: { __typename: 'PushSubscriptionSaved', id: number } };

export type DealChecklistFieldsFragment = { __typename: 'DealChecklist', dealId: number, mode: string | null, operationType: string | null, isDefault: boolean, startDate: string, done: number, total: number, requiredOverdue: boolean, items: Array<{ __typename: 'ChecklistItem', docType: string, label: string, required: boolean, dueDate: string | null, status: string, overdue: boolean, files: number, verifiedByName: string | null, verifiedAt: string | null }> };

export type VerifyDealDocumentMutationVariables = Exact<{
  dealId: number;
  docType: string;
}>;


export type VerifyDealDocumentMutation = { verifyDealDocument: { __typename: 'DealChecklist', dealId: number, mode: string | null, operationType: string | null, isDefault: boolean, startDate: string, done: number, total: number, requiredOverdue: boolean, items: Array<{ __typename: 'ChecklistItem', docType: string, label: string, required: boolean, dueDate: string | null, status: string, overdue: boolean, files: number, verifiedByName: string | null, verifiedAt: string | null }> } };

export type UnverifyDealDocumentMutationVariables = Exact<{
  dealId: number;
  docType: string;
}>;


export type UnverifyDealDocumentMutation = { unverifyDealDocument: { __typename: 'DealChecklist', dealId: number, mode: string | null, operationType: string | null, isDefault: boolean, startDate: string, done: number, total: number, requiredOverdue: boolean, items: Array<{ __typename: 'ChecklistItem', docType: string, label: string, required: boolean, dueDate: string | null, status: string, overdue: boolean, files: number, verifiedByName: string | null, verifiedAt: string | null }> } };

export type CloseReasonsQueryVariables = Exact<{ [key: string]: never; }>;


export type CloseReasonsQuery = { params: Array<{ __typename: 'ParamGroup', key: string, values: Array<{ __typename: 'ParamValue', id: number, value: string, ord: number, active: boolean }> }> };

export type CloseDealMutationVariables = Exact<{
  id: number;
  input: CloseDealInput;
}>;


export type CloseDealMutation = { closeDeal: { __typename: 'Deal', id: number, status: string, closeReason: string | null, closeReasonText: string | null, closedAt: string | null, closedByName: string | null } };

export type ReopenDealMutationVariables = Exact<{
  id: number;
}>;


export type ReopenDealMutation = { reopenDeal: { __typename: 'Deal', id: number, status: string, closeReason: string | null, closeReasonText: string | null, closedAt: string | null, closedByName: string | null } };

export type DealFileFieldsFragment = { __typename: 'DealFile', id: number, dealId: number, dealReference: string, type: string, typeLabel: string, filename: string, url: string, mimeType: string, sizeBytes: number, createdAt: string, uploadedByName: string | null };

export type UploadDealFileMutationVariables = Exact<{
  dealId: number;
  type: string;
  file: unknown;
}>;


export type UploadDealFileMutation = { uploadDealFile: { __typename: 'DealFile', id: number, dealId: number, dealReference: string, type: string, typeLabel: string, filename: string, url: string, mimeType: string, sizeBytes: number, createdAt: string, uploadedByName: string | null } };

export type DeleteDealFileMutationVariables = Exact<{
  id: number;
}>;


export type DeleteDealFileMutation = { deleteDealFile: number };

export type RestoreDealFileMutationVariables = Exact<{
  id: number;
}>;


export type RestoreDealFileMutation = { restoreDealFile: { __typename: 'DealFile', id: number, dealId: number, dealReference: string, type: string, typeLabel: string, filename: string, url: string, mimeType: string, sizeBytes: number, createdAt: string, uploadedByName: string | null } };

export type OperationFilesQueryVariables = Exact<{
  dealId: number;
}>;


export type OperationFilesQuery = { dealFiles: Array<{ __typename: 'DealFile', id: number, dealId: number, dealReference: string, type: string, typeLabel: string, filename: string, url: string, mimeType: string, sizeBytes: number, createdAt: string, uploadedByName: string | null }> };

export type OperationParamsQueryVariables = Exact<{ [key: string]: never; }>;


export type OperationParamsQuery = { params: Array<{ __typename: 'ParamGroup', key: string, values: Array<{ __typename: 'ParamValue', id: number, value: string, ord: number, active: boolean }> }> };

export type OperationViewQueryVariables = Exact<{
  id: number;
}>;


export type OperationViewQuery = { deal: { __typename: 'Deal', id: number, reference: string, title: string, description: string | null, value: number, version: number, status: string, closeReason: string | null, closeReasonText: string | null, closedAt: string | null, closedByName: string | null, stageName: string | null, orgId: number | null, orgName: string | null, orgRuc: string | null, orgAddress: string | null, orgPhone: string | null, orgEmail: string | null, contactId: number | null, contactName: string | null, contactEmail: string | null, contactPhone: string | null, customFields: Array<{ __typename: 'DealCustomField', id: number, key: string, label: string, type: CustomFieldType, value: string | null, ownerId: number }>, files: Array<{ __typename: 'DealFile', id: number, dealId: number, dealReference: string, type: string, typeLabel: string, filename: string, url: string, mimeType: string, sizeBytes: number, createdAt: string, uploadedByName: string | null }>, checklist: { __typename: 'DealChecklist', dealId: number, mode: string | null, operationType: string | null, isDefault: boolean, startDate: string, done: number, total: number, requiredOverdue: boolean, items: Array<{ __typename: 'ChecklistItem', docType: string, label: string, required: boolean, dueDate: string | null, status: string, overdue: boolean, files: number, verifiedByName: string | null, verifiedAt: string | null }> } } };

export type SaveOperationMutationVariables = Exact<{
  id: number;
  version: number;
  input: SaveOperationInput;
}>;


export type SaveOperationMutation = { saveOperation: { __typename: 'Deal', id: number, title: string, description: string | null, value: number, version: number, customFields: Array<{ __typename: 'DealCustomField', id: number, key: string, label: string, type: CustomFieldType, value: string | null, ownerId: number }> } };

export type CreateOperationNoteMutationVariables = Exact<{
  input: CreateActivityInput;
}>;


export type CreateOperationNoteMutation = { createActivity: { __typename: 'Activity', id: number } };

export type ShipperSearchQueryVariables = Exact<{
  q: string;
}>;


export type ShipperSearchQuery = { organizations: { __typename: 'OrganizationConnection', edges: Array<{ __typename: 'OrganizationEdge', node: { __typename: 'Organization', id: number, name: string | null, razonSocial: string | null } }> } };

export type CreateOrganizationMutationVariables = Exact<{
  input: CreateOrganizationInput;
}>;


export type CreateOrganizationMutation = { createOrganization: { __typename: 'Organization', notes: string | null, industry: string | null, website: string | null, label: string | null, ownerUserId: number | null, visibility: Visibility, isAgent: boolean, modalitiesSupported: string | null, budgetStatus: BudgetStatus, budgetProfitValue: number | null, createdAt: string, id: number, name: string | null, razonSocial: string | null, ruc: string | null, address: string | null, email: string | null, city: string | null, country: string | null, phone: string | null, rubro: string | null, tipoOrg: string | null, operacion: string | null, owner: { __typename: 'User', id: number, name: string } | null } };

export type LabelOptionsQueryVariables = Exact<{
  scope: LabelScope;
}>;


export type LabelOptionsQuery = { labels: Array<{ __typename: 'Label', id: number, name: string, color: string }> };

export type OrgParamOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type OrgParamOptionsQuery = { params: Array<{ __typename: 'ParamGroup', key: string, values: Array<{ __typename: 'ParamValue', id: number, value: string, ord: number, active: boolean }> }> };

export type OrganizationDetailQueryVariables = Exact<{
  id: number;
}>;


export type OrganizationDetailQuery = { organization: { __typename: 'Organization', notes: string | null, industry: string | null, website: string | null, label: string | null, ownerUserId: number | null, visibility: Visibility, isAgent: boolean, modalitiesSupported: string | null, budgetStatus: BudgetStatus, budgetProfitValue: number | null, createdAt: string, id: number, name: string | null, razonSocial: string | null, ruc: string | null, address: string | null, email: string | null, city: string | null, country: string | null, phone: string | null, rubro: string | null, tipoOrg: string | null, operacion: string | null, contacts: Array<{ __typename: 'Contact', id: number, name: string | null, email: string | null }>, owner: { __typename: 'User', id: number, name: string } | null } };

export type OrganizationDetailFieldsFragment = { __typename: 'Organization', notes: string | null, industry: string | null, website: string | null, label: string | null, ownerUserId: number | null, visibility: Visibility, isAgent: boolean, modalitiesSupported: string | null, budgetStatus: BudgetStatus, budgetProfitValue: number | null, createdAt: string, id: number, name: string | null, razonSocial: string | null, ruc: string | null, address: string | null, email: string | null, city: string | null, country: string | null, phone: string | null, rubro: string | null, tipoOrg: string | null, operacion: string | null, owner: { __typename: 'User', id: number, name: string } | null };

export type OrganizationFilesQueryVariables = Exact<{
  id: number;
}>;


export type OrganizationFilesQuery = { organization: { __typename: 'Organization', id: number, files: Array<{ __typename: 'DealFile', id: number, dealId: number, dealReference: string, type: string, typeLabel: string, filename: string, url: string, mimeType: string, sizeBytes: number, createdAt: string, uploadedByName: string | null }> } };

export type OrganizationRowFieldsFragment = { __typename: 'Organization', id: number, name: string | null, razonSocial: string | null, ruc: string | null, address: string | null, email: string | null, city: string | null, country: string | null, phone: string | null, rubro: string | null, tipoOrg: string | null, operacion: string | null };

export type OrganizationsListQueryVariables = Exact<{
  filter?: OrganizationFilter | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
  orderBy?: OrganizationOrder | null | undefined;
  offset?: number | null | undefined;
}>;


export type OrganizationsListQuery = { organizations: { __typename: 'OrganizationConnection', totalCount: number, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null }, edges: Array<{ __typename: 'OrganizationEdge', node: { __typename: 'Organization', id: number, name: string | null, razonSocial: string | null, ruc: string | null, address: string | null, email: string | null, city: string | null, country: string | null, phone: string | null, rubro: string | null, tipoOrg: string | null, operacion: string | null } }> } };

export type OrganizationsProfitQueryVariables = Exact<{
  filter?: OrganizationFilter | null | undefined;
}>;


export type OrganizationsProfitQuery = { organizationsAccumulatedProfit: number };

export type OwnerOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type OwnerOptionsQuery = { users: Array<{ __typename: 'User', id: number, name: string }> };

export type PickOrganizationsQueryVariables = Exact<{
  q?: string | null | undefined;
  first: number;
}>;


export type PickOrganizationsQuery = { organizations: { __typename: 'OrganizationConnection', edges: Array<{ __typename: 'OrganizationEdge', node: { __typename: 'Organization', id: number, name: string | null, razonSocial: string | null, ruc: string | null } }> } };

export type RecordDealsQueryVariables = Exact<{
  filter: DealFilter;
  first?: number | null | undefined;
}>;


export type RecordDealsQuery = { deals: { __typename: 'DealConnection', totalCount: number, edges: Array<{ __typename: 'DealEdge', node: { __typename: 'Deal', id: number, reference: string, title: string, value: number, orgName: string | null } }> } };

export type UpdateOrganizationMutationVariables = Exact<{
  id: number;
  input: UpdateOrganizationInput;
}>;


export type UpdateOrganizationMutation = { updateOrganization: { __typename: 'Organization', notes: string | null, industry: string | null, website: string | null, label: string | null, ownerUserId: number | null, visibility: Visibility, isAgent: boolean, modalitiesSupported: string | null, budgetStatus: BudgetStatus, budgetProfitValue: number | null, createdAt: string, id: number, name: string | null, razonSocial: string | null, ruc: string | null, address: string | null, email: string | null, city: string | null, country: string | null, phone: string | null, rubro: string | null, tipoOrg: string | null, operacion: string | null, owner: { __typename: 'User', id: number, name: string } | null } };

export type CreateExchangeRateMutationVariables = Exact<{
  input: CreateExchangeRateInput;
}>;


export type CreateExchangeRateMutation = { createExchangeRate: { __typename: 'ExchangeRate', id: number, pair: string, date: string, rate: number, source: string | null, createdByName: string | null } };

export type CreateLabelMutationVariables = Exact<{
  input: CreateLabelInput;
}>;


export type CreateLabelMutation = { createLabel: { __typename: 'Label', id: number, name: string, scope: LabelScope, color: string } };

export type CreateParamValueMutationVariables = Exact<{
  input: CreateParamValueInput;
}>;


export type CreateParamValueMutation = { createParamValue: { __typename: 'ParamValue', id: number, key: string, value: string, ord: number, active: boolean } };

export type DeleteExchangeRateMutationVariables = Exact<{
  id: number;
}>;


export type DeleteExchangeRateMutation = { deleteExchangeRate: number };

export type DeleteLabelMutationVariables = Exact<{
  id: number;
}>;


export type DeleteLabelMutation = { deleteLabel: number };

export type DeleteParamValueMutationVariables = Exact<{
  id: number;
}>;


export type DeleteParamValueMutation = { deleteParamValue: number };

export type ExchangeRateFieldsFragment = { __typename: 'ExchangeRate', id: number, pair: string, date: string, rate: number, source: string | null, createdByName: string | null };

export type ExchangeRatesAdminQueryVariables = Exact<{ [key: string]: never; }>;


export type ExchangeRatesAdminQuery = { exchangeRates: Array<{ __typename: 'ExchangeRate', id: number, pair: string, date: string, rate: number, source: string | null, createdByName: string | null }> };

export type LabelFieldsFragment = { __typename: 'Label', id: number, name: string, scope: LabelScope, color: string };

export type LabelsAdminQueryVariables = Exact<{ [key: string]: never; }>;


export type LabelsAdminQuery = { labels: Array<{ __typename: 'Label', id: number, name: string, scope: LabelScope, color: string }> };

export type ParamValueFieldsFragment = { __typename: 'ParamValue', id: number, key: string, value: string, ord: number, active: boolean };

export type ParamsAdminQueryVariables = Exact<{
  keys: Array<string> | string;
}>;


export type ParamsAdminQuery = { params: Array<{ __typename: 'ParamGroup', key: string, values: Array<{ __typename: 'ParamValue', id: number, key: string, value: string, ord: number, active: boolean }> }> };

export type ParamsWorkspacesQueryVariables = Exact<{ [key: string]: never; }>;


export type ParamsWorkspacesQuery = { businessUnits: Array<{ __typename: 'BusinessUnit', id: number, name: string, keySlug: string, parentId: number | null }> };

export type UpdateExchangeRateMutationVariables = Exact<{
  id: number;
  input: UpdateExchangeRateInput;
}>;


export type UpdateExchangeRateMutation = { updateExchangeRate: { __typename: 'ExchangeRate', id: number, pair: string, date: string, rate: number, source: string | null, createdByName: string | null } };

export type UpdateLabelMutationVariables = Exact<{
  id: number;
  input: UpdateLabelInput;
}>;


export type UpdateLabelMutation = { updateLabel: { __typename: 'Label', id: number, name: string, scope: LabelScope, color: string } };

export type UpdateParamValueMutationVariables = Exact<{
  id: number;
  input: UpdateParamValueInput;
}>;


export type UpdateParamValueMutation = { updateParamValue: { __typename: 'ParamValue', id: number, key: string, value: string, ord: number, active: boolean } };

export type QuoteCostSheetQueryVariables = Exact<{
  dealId: number;
}>;


export type QuoteCostSheetQuery = { costSheet: { __typename: 'CostSheet', dealId: number, saved: boolean, version: number, chargeableWeightKg: number, header: { __typename: 'CostSheetHeader', gsRate: number, pesoKg: number | null }, ventaRows: Array<{ __typename: 'CostRow', id: string, concepto: string, total: number | null, usdXKg: number | null, lockPerKg: boolean }>, locCliRows: Array<{ __typename: 'LocalCostRow', id: string, concepto: string, gs: number | null }>, segVentaRows: Array<{ __typename: 'InsuranceRow', id: string, concepto: string, usd: number | null }> } };

export type QuoteParamOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type QuoteParamOptionsQuery = { params: Array<{ __typename: 'ParamGroup', key: string, values: Array<{ __typename: 'ParamValue', id: number, value: string, ord: number, active: boolean }> }> };

export type QuoteScreenQueryVariables = Exact<{
  dealId: number;
}>;


export type QuoteScreenQuery = { deal: { __typename: 'Deal', id: number, reference: string, title: string, orgName: string | null, contactName: string | null, customFields: Array<{ __typename: 'DealCustomField', id: number, key: string, value: string | null }> }, dealQuotes: Array<{ __typename: 'QuoteVersion', id: number, dealId: number, versionNo: number, createdAt: string, createdByName: string | null, totalUsd: number, pdfUrl: string, fileName: string, quote: { __typename: 'Quote', cliente: string, contacto: string, fecha: string, referencia: string, incoterms: string, tipoOperacion: string, tipoTransporte: string, tipoEnvio: string, paisOrigen: string, paisDestino: string, ciudadOrigen: string, ciudadDestino: string, aeropuertoOrigen: string, aeropuertoDestino: string, volumenM3: number | null, pesoBrutoKg: number | null, mercaderia: string, seguroTipo: string, seguroMontoUsd: number | null, aseguradora: string, observaciones: string, validezOferta: string, condicionVenta: string, plazoCredito: string, formaPago: string, queIncluye: Array<string>, queNoIncluye: Array<string>, items: Array<{ __typename: 'QuoteItem', cantidad: number | null, servicio: string, observacion: string, moneda: string, precio: number, impuesto: string, total: number }> } }> };

export type QuoteVersionFieldsFragment = { __typename: 'QuoteVersion', id: number, dealId: number, versionNo: number, createdAt: string, createdByName: string | null, totalUsd: number, pdfUrl: string, fileName: string, quote: { __typename: 'Quote', cliente: string, contacto: string, fecha: string, referencia: string, incoterms: string, tipoOperacion: string, tipoTransporte: string, tipoEnvio: string, paisOrigen: string, paisDestino: string, ciudadOrigen: string, ciudadDestino: string, aeropuertoOrigen: string, aeropuertoDestino: string, volumenM3: number | null, pesoBrutoKg: number | null, mercaderia: string, seguroTipo: string, seguroMontoUsd: number | null, aseguradora: string, observaciones: string, validezOferta: string, condicionVenta: string, plazoCredito: string, formaPago: string, queIncluye: Array<string>, queNoIncluye: Array<string>, items: Array<{ __typename: 'QuoteItem', cantidad: number | null, servicio: string, observacion: string, moneda: string, precio: number, impuesto: string, total: number }> } };

export type SaveDealQuoteMutationVariables = Exact<{
  dealId: number;
  input: QuoteInput;
}>;


export type SaveDealQuoteMutation = { saveDealQuote: { __typename: 'QuoteVersion', id: number, dealId: number, versionNo: number, createdAt: string, createdByName: string | null, totalUsd: number, pdfUrl: string, fileName: string, quote: { __typename: 'Quote', cliente: string, contacto: string, fecha: string, referencia: string, incoterms: string, tipoOperacion: string, tipoTransporte: string, tipoEnvio: string, paisOrigen: string, paisDestino: string, ciudadOrigen: string, ciudadDestino: string, aeropuertoOrigen: string, aeropuertoDestino: string, volumenM3: number | null, pesoBrutoKg: number | null, mercaderia: string, seguroTipo: string, seguroMontoUsd: number | null, aseguradora: string, observaciones: string, validezOferta: string, condicionVenta: string, plazoCredito: string, formaPago: string, queIncluye: Array<string>, queNoIncluye: Array<string>, items: Array<{ __typename: 'QuoteItem', cantidad: number | null, servicio: string, observacion: string, moneda: string, precio: number, impuesto: string, total: number }> } } };

export type GlobalSearchQueryVariables = Exact<{
  q: string;
}>;


export type GlobalSearchQuery = { search: { __typename: 'SearchResult', deals: Array<{ __typename: 'SearchDeal', id: number, title: string, reference: string | null }>, organizations: Array<{ __typename: 'SearchOrganization', id: number, name: string }>, contacts: Array<{ __typename: 'SearchContact', id: number, name: string | null, email: string | null, phone: string | null }> } };

export type CreateStageMutationVariables = Exact<{
  input: CreateStageInput;
}>;


export type CreateStageMutation = { createStage: { __typename: 'Stage', id: number, name: string, orderIndex: number, pipelineId: number, stuckDays: number | null } };

export type DeleteStageMutationVariables = Exact<{
  id: number;
  targetStageId?: number | null | undefined;
}>;


export type DeleteStageMutation = { deleteStage: { __typename: 'DeleteStageResult', deletedStageId: number, movedDealCount: number, stages: Array<{ __typename: 'Stage', id: number, name: string, orderIndex: number, pipelineId: number, stuckDays: number | null }> } };

export type EditorStageFieldsFragment = { __typename: 'Stage', id: number, name: string, orderIndex: number, pipelineId: number, stuckDays: number | null };

export type StageEditorPipelinesQueryVariables = Exact<{ [key: string]: never; }>;


export type StageEditorPipelinesQuery = { pipelines: Array<{ __typename: 'Pipeline', id: number, name: string, stages: Array<{ __typename: 'Stage', id: number, name: string, orderIndex: number, pipelineId: number, stuckDays: number | null }> }> };

export type UpdateStageMutationVariables = Exact<{
  id: number;
  input: UpdateStageInput;
}>;


export type UpdateStageMutation = { updateStage: { __typename: 'Stage', id: number, name: string, orderIndex: number, pipelineId: number, stuckDays: number | null } };

export type OutcomeStatsQueryVariables = Exact<{
  days: number;
}>;


export type OutcomeStatsQuery = { outcomeStats: { __typename: 'OutcomeStats', days: number, won: number, lost: number, winRate: number | null, lostReasons: Array<{ __typename: 'ReasonCount', reason: string, count: number }>, byAdvisor: Array<{ __typename: 'OutcomeGroup', key: string, won: number, lost: number, winRate: number | null, lostReasons: Array<{ __typename: 'ReasonCount', reason: string, count: number }> }>, byMode: Array<{ __typename: 'OutcomeGroup', key: string, won: number, lost: number, winRate: number | null, lostReasons: Array<{ __typename: 'ReasonCount', reason: string, count: number }> }>, byLane: Array<{ __typename: 'OutcomeGroup', key: string, won: number, lost: number, winRate: number | null, lostReasons: Array<{ __typename: 'ReasonCount', reason: string, count: number }> }> } };

export type OutcomeGroupFieldsFragment = { __typename: 'OutcomeGroup', key: string, won: number, lost: number, winRate: number | null, lostReasons: Array<{ __typename: 'ReasonCount', reason: string, count: number }> };

export type ReasonCountFieldsFragment = { __typename: 'ReasonCount', reason: string, count: number };

export type StatsSummaryQueryVariables = Exact<{
  days: number;
}>;


export type StatsSummaryQuery = { statsSummary: { __typename: 'StatsSummary', days: number, totalUsers: number, activeUsers: number, previousActiveUsers: number, activeUsersChange: number, inactiveUsers: number, mostActive: { __typename: 'StatsMostActive', userId: number | null, name: string, initials: string, actions: number, finished: number } | null, topOrganizations: Array<{ __typename: 'StatsOrganizationCount', name: string, operations: number }>, rows: Array<{ __typename: 'StatsUserRow', userId: number | null, name: string, actions: number, finished: number, operations: number }> } };

export type AdminUserFieldsFragment = { __typename: 'User', id: number, name: string, email: string | null, role: Role | null, isActive: boolean | null };

export type CreateUserMutationVariables = Exact<{
  input: CreateUserInput;
}>;


export type CreateUserMutation = { createUser: { __typename: 'User', id: number, name: string, email: string | null, role: Role | null, isActive: boolean | null } };

export type SetUserPasswordMutationVariables = Exact<{
  id: number;
  newPassword: string;
}>;


export type SetUserPasswordMutation = { setUserPassword: { __typename: 'PasswordChangeResult', ok: boolean, token: string | null } };

export type UpdateUserMutationVariables = Exact<{
  id: number;
  input: UpdateUserInput;
}>;


export type UpdateUserMutation = { updateUser: { __typename: 'User', id: number, name: string, email: string | null, role: Role | null, isActive: boolean | null } };

export type UsersAdminQueryVariables = Exact<{ [key: string]: never; }>;


export type UsersAdminQuery = { users: Array<{ __typename: 'User', id: number, name: string, email: string | null, role: Role | null, isActive: boolean | null }> };

export type CreateWebhookMutationVariables = Exact<{
  input: CreateWebhookInput;
}>;


export type CreateWebhookMutation = { createWebhook: { __typename: 'WebhookWithSecret', secret: string | null, webhook: { __typename: 'Webhook', id: number, url: string, description: string | null, events: Array<string>, active: boolean, secretHint: string, createdByName: string | null, createdAt: string, pendingCount: number, failedCount: number } } };

export type DeleteWebhookMutationVariables = Exact<{
  id: number;
}>;


export type DeleteWebhookMutation = { deleteWebhook: boolean };

export type RedeliverWebhookDeliveryMutationVariables = Exact<{
  id: number;
}>;


export type RedeliverWebhookDeliveryMutation = { redeliverWebhookDelivery: { __typename: 'WebhookDelivery', id: number, webhookId: number, event: string, status: string, attempts: number, lastStatusCode: number | null, lastError: string | null, lastAttemptAt: string | null, nextAttemptAt: string | null, deliveredAt: string | null, createdAt: string } };

export type UpdateWebhookMutationVariables = Exact<{
  id: number;
  input: UpdateWebhookInput;
}>;


export type UpdateWebhookMutation = { updateWebhook: { __typename: 'WebhookWithSecret', secret: string | null, webhook: { __typename: 'Webhook', id: number, url: string, description: string | null, events: Array<string>, active: boolean, secretHint: string, createdByName: string | null, createdAt: string, pendingCount: number, failedCount: number } } };

export type WebhookDeliveriesQueryVariables = Exact<{
  webhookId: number;
  page?: WebhookDeliveriesPage | null | undefined;
}>;


export type WebhookDeliveriesQuery = { webhookDeliveries: { __typename: 'WebhookDeliveryList', totalCount: number, items: Array<{ __typename: 'WebhookDelivery', id: number, webhookId: number, event: string, status: string, attempts: number, lastStatusCode: number | null, lastError: string | null, lastAttemptAt: string | null, nextAttemptAt: string | null, deliveredAt: string | null, createdAt: string }> } };

export type WebhookDeliveryFieldsFragment = { __typename: 'WebhookDelivery', id: number, webhookId: number, event: string, status: string, attempts: number, lastStatusCode: number | null, lastError: string | null, lastAttemptAt: string | null, nextAttemptAt: string | null, deliveredAt: string | null, createdAt: string };

export type WebhookFieldsFragment = { __typename: 'Webhook', id: number, url: string, description: string | null, events: Array<string>, active: boolean, secretHint: string, createdByName: string | null, createdAt: string, pendingCount: number, failedCount: number };

export type WebhooksQueryVariables = Exact<{ [key: string]: never; }>;


export type WebhooksQuery = { webhooks: Array<{ __typename: 'Webhook', id: number, url: string, description: string | null, events: Array<string>, active: boolean, secretHint: string, createdByName: string | null, createdAt: string, pendingCount: number, failedCount: number }> };

export type PresenceSubscriptionVariables = Exact<{
  dealId: number;
}>;


export type PresenceSubscription = { presence: { __typename: 'PresenceView', dealId: number, viewers: Array<{ __typename: 'PresenceViewer', userId: number, name: string }> } };

export const ActivityFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActivityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Activity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"doneAt"}},{"kind":"Field","name":{"kind":"Name","value":"doneByName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdByName"}}]}}]} as unknown as DocumentNode<ActivityFieldsFragment, unknown>;
export const AgendaTaskFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AgendaTaskFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AgendaTask"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"remindMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"dealId"}},{"kind":"Field","name":{"kind":"Name","value":"dealReference"}},{"kind":"Field","name":{"kind":"Name","value":"dealTitle"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"orgName"}},{"kind":"Field","name":{"kind":"Name","value":"contactId"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}}]}}]} as unknown as DocumentNode<AgendaTaskFieldsFragment, unknown>;
export const ApiKeyFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiKeyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"createdById"}},{"kind":"Field","name":{"kind":"Name","value":"createdByName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]} as unknown as DocumentNode<ApiKeyFieldsFragment, unknown>;
export const ChecklistTemplateFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChecklistTemplateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChecklistTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"operationType"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"docType"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"dueDays"}}]}}]}}]} as unknown as DocumentNode<ChecklistTemplateFieldsFragment, unknown>;
export const ContactRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContactRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Contact"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"orgName"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ContactRowFieldsFragment, unknown>;
export const ContactDetailFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContactDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Contact"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContactRowFields"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"ownerUserId"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContactRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Contact"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"orgName"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ContactDetailFieldsFragment, unknown>;
export const CostSheetFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CostSheetFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CostSheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dealId"}},{"kind":"Field","name":{"kind":"Name","value":"saved"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedByName"}},{"kind":"Field","name":{"kind":"Name","value":"budgetStatus"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"header"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"modo"}},{"kind":"Field","name":{"kind":"Name","value":"clase"}},{"kind":"Field","name":{"kind":"Name","value":"pesoKg"}},{"kind":"Field","name":{"kind":"Name","value":"awb"}},{"kind":"Field","name":{"kind":"Name","value":"hbl"}},{"kind":"Field","name":{"kind":"Name","value":"mercaderia"}},{"kind":"Field","name":{"kind":"Name","value":"gsRate"}},{"kind":"Field","name":{"kind":"Name","value":"gsRateDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"gsRateFrozen"}},{"kind":"Field","name":{"kind":"Name","value":"compraRows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"concepto"}},{"kind":"Field","name":{"kind":"Name","value":"usdXKg"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"lockPerKg"}},{"kind":"Field","name":{"kind":"Name","value":"sourceId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ventaRows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"concepto"}},{"kind":"Field","name":{"kind":"Name","value":"usdXKg"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"lockPerKg"}},{"kind":"Field","name":{"kind":"Name","value":"sourceId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"locRows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"concepto"}},{"kind":"Field","name":{"kind":"Name","value":"gs"}},{"kind":"Field","name":{"kind":"Name","value":"sourceId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"locCliRows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"concepto"}},{"kind":"Field","name":{"kind":"Name","value":"gs"}},{"kind":"Field","name":{"kind":"Name","value":"sourceId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"segCostoRows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"concepto"}},{"kind":"Field","name":{"kind":"Name","value":"usd"}},{"kind":"Field","name":{"kind":"Name","value":"sourceId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"segVentaRows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"concepto"}},{"kind":"Field","name":{"kind":"Name","value":"usd"}},{"kind":"Field","name":{"kind":"Name","value":"sourceId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCostos"}},{"kind":"Field","name":{"kind":"Name","value":"totalVentas"}},{"kind":"Field","name":{"kind":"Name","value":"profitGeneral"}}]}}]}}]} as unknown as DocumentNode<CostSheetFieldsFragment, unknown>;
export const DealRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DealRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Deal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"stageId"}},{"kind":"Field","name":{"kind":"Name","value":"stageName"}},{"kind":"Field","name":{"kind":"Name","value":"orgName"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"businessUnitId"}},{"kind":"Field","name":{"kind":"Name","value":"businessUnitName"}},{"kind":"Field","name":{"kind":"Name","value":"orgBudgetStatus"}},{"kind":"Field","name":{"kind":"Name","value":"orgBudgetProfitValue"}},{"kind":"Field","name":{"kind":"Name","value":"advisorUserId"}},{"kind":"Field","name":{"kind":"Name","value":"advisorName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<DealRowFieldsFragment, unknown>;
export const FollowupCallFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FollowupCallFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FollowupCall"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"orgName"}},{"kind":"Field","name":{"kind":"Name","value":"contactId"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"dealId"}},{"kind":"Field","name":{"kind":"Name","value":"dealReference"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"happenedAt"}},{"kind":"Field","name":{"kind":"Name","value":"durationMin"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"nextActivityId"}},{"kind":"Field","name":{"kind":"Name","value":"invalidatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"invalidatedReason"}}]}}]} as unknown as DocumentNode<FollowupCallFieldsFragment, unknown>;
export const AuditEventFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuditEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuditEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"actionLabel"}},{"kind":"Field","name":{"kind":"Name","value":"entity"}},{"kind":"Field","name":{"kind":"Name","value":"entityLabel"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"dealId"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"contactId"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}}]}}]}}]} as unknown as DocumentNode<AuditEventFieldsFragment, unknown>;
export const ImportJobFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImportJobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ImportJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"encoding"}},{"kind":"Field","name":{"kind":"Name","value":"delimiter"}},{"kind":"Field","name":{"kind":"Name","value":"headers"}},{"kind":"Field","name":{"kind":"Name","value":"suggestedMapping"}},{"kind":"Field","name":{"kind":"Name","value":"mapping"}},{"kind":"Field","name":{"kind":"Name","value":"sample"}},{"kind":"Field","name":{"kind":"Name","value":"totalRows"}},{"kind":"Field","name":{"kind":"Name","value":"processedRows"}},{"kind":"Field","name":{"kind":"Name","value":"createdCount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedCount"}},{"kind":"Field","name":{"kind":"Name","value":"errorCount"}},{"kind":"Field","name":{"kind":"Name","value":"failure"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ImportJobFieldsFragment, unknown>;
export const DealCardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DealCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DealCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"stageId"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"orgName"}},{"kind":"Field","name":{"kind":"Name","value":"contactId"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"fCotiz"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"nextDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastTouchAt"}},{"kind":"Field","name":{"kind":"Name","value":"stuckDays"}},{"kind":"Field","name":{"kind":"Name","value":"docs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"requiredOverdue"}}]}}]}}]} as unknown as DocumentNode<DealCardFieldsFragment, unknown>;
export const DealCardPageFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DealCardPage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DealCardConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DealCardFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DealCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DealCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"stageId"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"orgName"}},{"kind":"Field","name":{"kind":"Name","value":"contactId"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"fCotiz"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"nextDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastTouchAt"}},{"kind":"Field","name":{"kind":"Name","value":"stuckDays"}},{"kind":"Field","name":{"kind":"Name","value":"docs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"requiredOverdue"}}]}}]}}]} as unknown as DocumentNode<DealCardPageFragment, unknown>;
export const DealChecklistFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DealChecklistFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DealChecklist"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dealId"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"operationType"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"requiredOverdue"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"docType"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}},{"kind":"Field","name":{"kind":"Name","value":"files"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedByName"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedAt"}}]}}]}}]} as unknown as DocumentNode<DealChecklistFieldsFragment, unknown>;
export const DealFileFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DealFileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DealFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dealId"}},{"kind":"Field","name":{"kind":"Name","value":"dealReference"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"typeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedByName"}}]}}]} as unknown as DocumentNode<DealFileFieldsFragment, unknown>;
export const OrganizationRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrganizationRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Organization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"razonSocial"}},{"kind":"Field","name":{"kind":"Name","value":"ruc"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"rubro"}},{"kind":"Field","name":{"kind":"Name","value":"tipoOrg"}},{"kind":"Field","name":{"kind":"Name","value":"operacion"}}]}}]} as unknown as DocumentNode<OrganizationRowFieldsFragment, unknown>;
export const OrganizationDetailFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrganizationDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Organization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrganizationRowFields"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"industry"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"ownerUserId"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"isAgent"}},{"kind":"Field","name":{"kind":"Name","value":"modalitiesSupported"}},{"kind":"Field","name":{"kind":"Name","value":"budgetStatus"}},{"kind":"Field","name":{"kind":"Name","value":"budgetProfitValue"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrganizationRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Organization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"razonSocial"}},{"kind":"Field","name":{"kind":"Name","value":"ruc"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"rubro"}},{"kind":"Field","name":{"kind":"Name","value":"tipoOrg"}},{"kind":"Field","name":{"kind":"Name","value":"operacion"}}]}}]} as unknown as DocumentNode<OrganizationDetailFieldsFragment, unknown>;
export const ExchangeRateFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExchangeRateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExchangeRate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pair"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"createdByName"}}]}}]} as unknown as DocumentNode<ExchangeRateFieldsFragment, unknown>;
export const LabelFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LabelFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Label"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]} as unknown as DocumentNode<LabelFieldsFragment, unknown>;
export const ParamValueFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ParamValueFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ParamValue"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"ord"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]} as unknown as DocumentNode<ParamValueFieldsFragment, unknown>;
export const QuoteVersionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuoteVersionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteVersion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dealId"}},{"kind":"Field","name":{"kind":"Name","value":"versionNo"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdByName"}},{"kind":"Field","name":{"kind":"Name","value":"totalUsd"}},{"kind":"Field","name":{"kind":"Name","value":"pdfUrl"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"quote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cliente"}},{"kind":"Field","name":{"kind":"Name","value":"contacto"}},{"kind":"Field","name":{"kind":"Name","value":"fecha"}},{"kind":"Field","name":{"kind":"Name","value":"referencia"}},{"kind":"Field","name":{"kind":"Name","value":"incoterms"}},{"kind":"Field","name":{"kind":"Name","value":"tipoOperacion"}},{"kind":"Field","name":{"kind":"Name","value":"tipoTransporte"}},{"kind":"Field","name":{"kind":"Name","value":"tipoEnvio"}},{"kind":"Field","name":{"kind":"Name","value":"paisOrigen"}},{"kind":"Field","name":{"kind":"Name","value":"paisDestino"}},{"kind":"Field","name":{"kind":"Name","value":"ciudadOrigen"}},{"kind":"Field","name":{"kind":"Name","value":"ciudadDestino"}},{"kind":"Field","name":{"kind":"Name","value":"aeropuertoOrigen"}},{"kind":"Field","name":{"kind":"Name","value":"aeropuertoDestino"}},{"kind":"Field","name":{"kind":"Name","value":"volumenM3"}},{"kind":"Field","name":{"kind":"Name","value":"pesoBrutoKg"}},{"kind":"Field","name":{"kind":"Name","value":"mercaderia"}},{"kind":"Field","name":{"kind":"Name","value":"seguroTipo"}},{"kind":"Field","name":{"kind":"Name","value":"seguroMontoUsd"}},{"kind":"Field","name":{"kind":"Name","value":"aseguradora"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cantidad"}},{"kind":"Field","name":{"kind":"Name","value":"servicio"}},{"kind":"Field","name":{"kind":"Name","value":"observacion"}},{"kind":"Field","name":{"kind":"Name","value":"moneda"}},{"kind":"Field","name":{"kind":"Name","value":"precio"}},{"kind":"Field","name":{"kind":"Name","value":"impuesto"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"observaciones"}},{"kind":"Field","name":{"kind":"Name","value":"validezOferta"}},{"kind":"Field","name":{"kind":"Name","value":"condicionVenta"}},{"kind":"Field","name":{"kind":"Name","value":"plazoCredito"}},{"kind":"Field","name":{"kind":"Name","value":"formaPago"}},{"kind":"Field","name":{"kind":"Name","value":"queIncluye"}},{"kind":"Field","name":{"kind":"Name","value":"queNoIncluye"}}]}}]}}]} as unknown as DocumentNode<QuoteVersionFieldsFragment, unknown>;
export const EditorStageFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditorStageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Stage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"orderIndex"}},{"kind":"Field","name":{"kind":"Name","value":"pipelineId"}},{"kind":"Field","name":{"kind":"Name","value":"stuckDays"}}]}}]} as unknown as DocumentNode<EditorStageFieldsFragment, unknown>;
export const ReasonCountFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReasonCountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReasonCount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]} as unknown as DocumentNode<ReasonCountFieldsFragment, unknown>;
export const OutcomeGroupFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OutcomeGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OutcomeGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"won"}},{"kind":"Field","name":{"kind":"Name","value":"lost"}},{"kind":"Field","name":{"kind":"Name","value":"winRate"}},{"kind":"Field","name":{"kind":"Name","value":"lostReasons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReasonCountFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReasonCountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReasonCount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]} as unknown as DocumentNode<OutcomeGroupFieldsFragment, unknown>;
export const AdminUserFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]} as unknown as DocumentNode<AdminUserFieldsFragment, unknown>;
export const WebhookDeliveryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookDeliveryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookDelivery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"webhookId"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"lastAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<WebhookDeliveryFieldsFragment, unknown>;
export const WebhookFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Webhook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"secretHint"}},{"kind":"Field","name":{"kind":"Name","value":"createdByName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"pendingCount"}},{"kind":"Field","name":{"kind":"Name","value":"failedCount"}}]}}]} as unknown as DocumentNode<WebhookFieldsFragment, unknown>;
export const UpdateActivityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateActivity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateActivityInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateActivity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ActivityFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActivityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Activity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"doneAt"}},{"kind":"Field","name":{"kind":"Name","value":"doneByName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdByName"}}]}}]} as unknown as DocumentNode<UpdateActivityMutation, UpdateActivityMutationVariables>;
export const DeleteActivityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteActivity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteActivity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteActivityMutation, DeleteActivityMutationVariables>;
export const RestoreActivityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestoreActivity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"restoreActivity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ActivityFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActivityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Activity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"doneAt"}},{"kind":"Field","name":{"kind":"Name","value":"doneByName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdByName"}}]}}]} as unknown as DocumentNode<RestoreActivityMutation, RestoreActivityMutationVariables>;
export const CreateActivityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateActivity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateActivityInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createActivity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ActivityFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActivityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Activity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"doneAt"}},{"kind":"Field","name":{"kind":"Name","value":"doneByName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdByName"}}]}}]} as unknown as DocumentNode<CreateActivityMutation, CreateActivityMutationVariables>;
export const RecordActivitiesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecordActivities"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ActivityFilter"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ActivityFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActivityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Activity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"doneAt"}},{"kind":"Field","name":{"kind":"Name","value":"doneByName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdByName"}}]}}]} as unknown as DocumentNode<RecordActivitiesQuery, RecordActivitiesQueryVariables>;
export const CompleteTaskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompleteTask"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completeTask"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AgendaTaskFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AgendaTaskFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AgendaTask"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"remindMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"dealId"}},{"kind":"Field","name":{"kind":"Name","value":"dealReference"}},{"kind":"Field","name":{"kind":"Name","value":"dealTitle"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"orgName"}},{"kind":"Field","name":{"kind":"Name","value":"contactId"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}}]}}]} as unknown as DocumentNode<CompleteTaskMutation, CompleteTaskMutationVariables>;
export const DealNextStepDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DealNextStep"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"nextActivity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AgendaTaskFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AgendaTaskFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AgendaTask"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"remindMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"dealId"}},{"kind":"Field","name":{"kind":"Name","value":"dealReference"}},{"kind":"Field","name":{"kind":"Name","value":"dealTitle"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"orgName"}},{"kind":"Field","name":{"kind":"Name","value":"contactId"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}}]}}]} as unknown as DocumentNode<DealNextStepQuery, DealNextStepQueryVariables>;
export const MyAgendaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyAgenda"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myAgenda"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"overdue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AgendaTaskFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"today"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AgendaTaskFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"upcoming"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AgendaTaskFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AgendaTaskFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AgendaTask"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"remindMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"dealId"}},{"kind":"Field","name":{"kind":"Name","value":"dealReference"}},{"kind":"Field","name":{"kind":"Name","value":"dealTitle"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"orgName"}},{"kind":"Field","name":{"kind":"Name","value":"contactId"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}}]}}]} as unknown as DocumentNode<MyAgendaQuery, MyAgendaQueryVariables>;
export const RescheduleTaskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RescheduleTask"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RescheduleTaskInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rescheduleTask"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AgendaTaskFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AgendaTaskFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AgendaTask"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"remindMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"dealId"}},{"kind":"Field","name":{"kind":"Name","value":"dealReference"}},{"kind":"Field","name":{"kind":"Name","value":"dealTitle"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"orgName"}},{"kind":"Field","name":{"kind":"Name","value":"contactId"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}}]}}]} as unknown as DocumentNode<RescheduleTaskMutation, RescheduleTaskMutationVariables>;
export const ApiKeysDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApiKeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiKeyFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiKeyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"createdById"}},{"kind":"Field","name":{"kind":"Name","value":"createdByName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]} as unknown as DocumentNode<ApiKeysQuery, ApiKeysQueryVariables>;
export const CreateApiKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateApiKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateApiKeyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"key"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiKeyFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiKeyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"createdById"}},{"kind":"Field","name":{"kind":"Name","value":"createdByName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]} as unknown as DocumentNode<CreateApiKeyMutation, CreateApiKeyMutationVariables>;
export const RevokeApiKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeApiKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiKeyFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiKeyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"createdById"}},{"kind":"Field","name":{"kind":"Name","value":"createdByName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]} as unknown as DocumentNode<RevokeApiKeyMutation, RevokeApiKeyMutationVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const LogoutEverywhereDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LogoutEverywhere"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logoutEverywhere"}}]}}]} as unknown as DocumentNode<LogoutEverywhereMutation, LogoutEverywhereMutationVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const ChecklistTemplatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChecklistTemplates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checklistTemplates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChecklistTemplateFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documentTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChecklistTemplateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChecklistTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"operationType"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"docType"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"dueDays"}}]}}]}}]} as unknown as DocumentNode<ChecklistTemplatesQuery, ChecklistTemplatesQueryVariables>;
export const SetChecklistTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetChecklistTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetChecklistTemplateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setChecklistTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChecklistTemplateFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChecklistTemplateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChecklistTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"operationType"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"docType"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"dueDays"}}]}}]}}]} as unknown as DocumentNode<SetChecklistTemplateMutation, SetChecklistTemplateMutationVariables>;
export const ContactDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContactDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contact"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContactDetailFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContactRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Contact"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"orgName"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContactDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Contact"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContactRowFields"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"ownerUserId"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ContactDetailQuery, ContactDetailQueryVariables>;
export const ContactLabelsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContactLabels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contactLabels"}}]}}]} as unknown as DocumentNode<ContactLabelsQuery, ContactLabelsQueryVariables>;
export const ContactsListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContactsList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ContactFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ContactOrder"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contacts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContactRowFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContactRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Contact"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"orgName"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ContactsListQuery, ContactsListQueryVariables>;
export const CreateContactDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateContact"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateContactInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createContact"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deduped"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContactDetailFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContactRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Contact"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"orgName"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContactDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Contact"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContactRowFields"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"ownerUserId"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CreateContactMutation, CreateContactMutationVariables>;
export const UpdateContactDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateContact"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateContactInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateContact"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContactDetailFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContactRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Contact"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"orgName"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContactDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Contact"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContactRowFields"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"ownerUserId"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<UpdateContactMutation, UpdateContactMutationVariables>;
export const LockBudgetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LockBudget"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orgId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lockBudget"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orgId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orgId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"budgetStatus"}},{"kind":"Field","name":{"kind":"Name","value":"budgetProfitValue"}}]}}]}}]} as unknown as DocumentNode<LockBudgetMutation, LockBudgetMutationVariables>;
export const ConfirmBudgetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmBudget"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orgId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dealId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmBudget"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orgId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orgId"}}},{"kind":"Argument","name":{"kind":"Name","value":"dealId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dealId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"budgetStatus"}},{"kind":"Field","name":{"kind":"Name","value":"budgetProfitValue"}}]}}]}}]} as unknown as DocumentNode<ConfirmBudgetMutation, ConfirmBudgetMutationVariables>;
export const ReopenBudgetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReopenBudget"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orgId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reopenBudget"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orgId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orgId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"budgetStatus"}},{"kind":"Field","name":{"kind":"Name","value":"budgetProfitValue"}}]}}]}}]} as unknown as DocumentNode<ReopenBudgetMutation, ReopenBudgetMutationVariables>;
export const CostSheetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CostSheet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dealId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"costSheet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dealId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dealId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CostSheetFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dealId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"orgName"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"orgPhone"}},{"kind":"Field","name":{"kind":"Name","value":"measures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chargeableKg"}},{"kind":"Field","name":{"kind":"Name","value":"factorLabel"}},{"kind":"Field","name":{"kind":"Name","value":"volumetricKg"}},{"kind":"Field","name":{"kind":"Name","value":"divisor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CostSheetFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CostSheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dealId"}},{"kind":"Field","name":{"kind":"Name","value":"saved"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedByName"}},{"kind":"Field","name":{"kind":"Name","value":"budgetStatus"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"header"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"modo"}},{"kind":"Field","name":{"kind":"Name","value":"clase"}},{"kind":"Field","name":{"kind":"Name","value":"pesoKg"}},{"kind":"Field","name":{"kind":"Name","value":"awb"}},{"kind":"Field","name":{"kind":"Name","value":"hbl"}},{"kind":"Field","name":{"kind":"Name","value":"mercaderia"}},{"kind":"Field","name":{"kind":"Name","value":"gsRate"}},{"kind":"Field","name":{"kind":"Name","value":"gsRateDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"gsRateFrozen"}},{"kind":"Field","name":{"kind":"Name","value":"compraRows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"concepto"}},{"kind":"Field","name":{"kind":"Name","value":"usdXKg"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"lockPerKg"}},{"kind":"Field","name":{"kind":"Name","value":"sourceId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ventaRows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"concepto"}},{"kind":"Field","name":{"kind":"Name","value":"usdXKg"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"lockPerKg"}},{"kind":"Field","name":{"kind":"Name","value":"sourceId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"locRows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"concepto"}},{"kind":"Field","name":{"kind":"Name","value":"gs"}},{"kind":"Field","name":{"kind":"Name","value":"sourceId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"locCliRows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"concepto"}},{"kind":"Field","name":{"kind":"Name","value":"gs"}},{"kind":"Field","name":{"kind":"Name","value":"sourceId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"segCostoRows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"concepto"}},{"kind":"Field","name":{"kind":"Name","value":"usd"}},{"kind":"Field","name":{"kind":"Name","value":"sourceId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"segVentaRows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"concepto"}},{"kind":"Field","name":{"kind":"Name","value":"usd"}},{"kind":"Field","name":{"kind":"Name","value":"sourceId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCostos"}},{"kind":"Field","name":{"kind":"Name","value":"totalVentas"}},{"kind":"Field","name":{"kind":"Name","value":"profitGeneral"}}]}}]}}]} as unknown as DocumentNode<CostSheetQuery, CostSheetQueryVariables>;
export const CostSheetChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"CostSheetChanged"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dealId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"costSheetChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dealId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dealId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dealId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"byUserId"}},{"kind":"Field","name":{"kind":"Name","value":"byUserName"}},{"kind":"Field","name":{"kind":"Name","value":"status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dealId"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"budgetStatus"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedByName"}}]}}]}}]}}]} as unknown as DocumentNode<CostSheetChangedSubscription, CostSheetChangedSubscriptionVariables>;
export const BudgetChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"BudgetChanged"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orgId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"budgetChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orgId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orgId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"budgetStatus"}},{"kind":"Field","name":{"kind":"Name","value":"budgetProfitValue"}},{"kind":"Field","name":{"kind":"Name","value":"byUserId"}},{"kind":"Field","name":{"kind":"Name","value":"byUserName"}}]}}]}}]} as unknown as DocumentNode<BudgetChangedSubscription, BudgetChangedSubscriptionVariables>;
export const CostSheetStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CostSheetStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dealId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"costSheetStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dealId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dealId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dealId"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"budgetStatus"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedByName"}}]}}]}}]} as unknown as DocumentNode<CostSheetStatusQuery, CostSheetStatusQueryVariables>;
export const SaveCostSheetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveCostSheet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dealId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CostSheetInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveCostSheet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dealId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dealId"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CostSheetFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CostSheetFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CostSheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dealId"}},{"kind":"Field","name":{"kind":"Name","value":"saved"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedByName"}},{"kind":"Field","name":{"kind":"Name","value":"budgetStatus"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"header"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"modo"}},{"kind":"Field","name":{"kind":"Name","value":"clase"}},{"kind":"Field","name":{"kind":"Name","value":"pesoKg"}},{"kind":"Field","name":{"kind":"Name","value":"awb"}},{"kind":"Field","name":{"kind":"Name","value":"hbl"}},{"kind":"Field","name":{"kind":"Name","value":"mercaderia"}},{"kind":"Field","name":{"kind":"Name","value":"gsRate"}},{"kind":"Field","name":{"kind":"Name","value":"gsRateDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"gsRateFrozen"}},{"kind":"Field","name":{"kind":"Name","value":"compraRows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"concepto"}},{"kind":"Field","name":{"kind":"Name","value":"usdXKg"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"lockPerKg"}},{"kind":"Field","name":{"kind":"Name","value":"sourceId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ventaRows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"concepto"}},{"kind":"Field","name":{"kind":"Name","value":"usdXKg"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"lockPerKg"}},{"kind":"Field","name":{"kind":"Name","value":"sourceId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"locRows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"concepto"}},{"kind":"Field","name":{"kind":"Name","value":"gs"}},{"kind":"Field","name":{"kind":"Name","value":"sourceId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"locCliRows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"concepto"}},{"kind":"Field","name":{"kind":"Name","value":"gs"}},{"kind":"Field","name":{"kind":"Name","value":"sourceId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"segCostoRows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"concepto"}},{"kind":"Field","name":{"kind":"Name","value":"usd"}},{"kind":"Field","name":{"kind":"Name","value":"sourceId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"segVentaRows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"concepto"}},{"kind":"Field","name":{"kind":"Name","value":"usd"}},{"kind":"Field","name":{"kind":"Name","value":"sourceId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCostos"}},{"kind":"Field","name":{"kind":"Name","value":"totalVentas"}},{"kind":"Field","name":{"kind":"Name","value":"profitGeneral"}}]}}]}}]} as unknown as DocumentNode<SaveCostSheetMutation, SaveCostSheetMutationVariables>;
export const AddRecordCustomFieldDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddRecordCustomField"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"owner"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CustomFieldOwner"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ownerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpsertCustomFieldInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"upsertCustomField"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"owner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"owner"}}},{"kind":"Argument","name":{"kind":"Name","value":"ownerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ownerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}}]}}]}}]} as unknown as DocumentNode<AddRecordCustomFieldMutation, AddRecordCustomFieldMutationVariables>;
export const RecordCustomFieldsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecordCustomFields"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"owner"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CustomFieldOwner"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ownerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customFields"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"owner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"owner"}}},{"kind":"Argument","name":{"kind":"Name","value":"ownerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ownerId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}}]}}]}}]} as unknown as DocumentNode<RecordCustomFieldsQuery, RecordCustomFieldsQueryVariables>;
export const UpdateRecordCustomFieldDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateRecordCustomField"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"owner"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CustomFieldOwner"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ownerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fieldId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"value"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCustomField"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"owner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"owner"}}},{"kind":"Argument","name":{"kind":"Name","value":"ownerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ownerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"fieldId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fieldId"}}},{"kind":"Argument","name":{"kind":"Name","value":"value"},"value":{"kind":"Variable","name":{"kind":"Name","value":"value"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}}]}}]}}]} as unknown as DocumentNode<UpdateRecordCustomFieldMutation, UpdateRecordCustomFieldMutationVariables>;
export const DealsTableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DealsTable"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DealFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DealOrder"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DealRowFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DealRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Deal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"stageId"}},{"kind":"Field","name":{"kind":"Name","value":"stageName"}},{"kind":"Field","name":{"kind":"Name","value":"orgName"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"businessUnitId"}},{"kind":"Field","name":{"kind":"Name","value":"businessUnitName"}},{"kind":"Field","name":{"kind":"Name","value":"orgBudgetStatus"}},{"kind":"Field","name":{"kind":"Name","value":"orgBudgetProfitValue"}},{"kind":"Field","name":{"kind":"Name","value":"advisorUserId"}},{"kind":"Field","name":{"kind":"Name","value":"advisorName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<DealsTableQuery, DealsTableQueryVariables>;
export const TableAdvisorsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TableAdvisors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<TableAdvisorsQuery, TableAdvisorsQueryVariables>;
export const TableBusinessUnitsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TableBusinessUnits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessUnits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"keySlug"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}}]}}]}}]} as unknown as DocumentNode<TableBusinessUnitsQuery, TableBusinessUnitsQueryVariables>;
export const CreateDealDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateDeal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateDealInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDeal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"stageId"}},{"kind":"Field","name":{"kind":"Name","value":"pipelineId"}}]}}]}}]} as unknown as DocumentNode<CreateDealMutation, CreateDealMutationVariables>;
export const CreateOperationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateOperation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateDealInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDeal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"stageId"}},{"kind":"Field","name":{"kind":"Name","value":"pipelineId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<CreateOperationMutation, CreateOperationMutationVariables>;
export const DealFormOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DealFormOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pipelines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"stages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"orderIndex"}},{"kind":"Field","name":{"kind":"Name","value":"pipelineId"}}]}}]}}]}}]} as unknown as DocumentNode<DealFormOptionsQuery, DealFormOptionsQueryVariables>;
export const NextDealReferenceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NextDealReference"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nextDealReference"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"preview"}}]}}]}}]} as unknown as DocumentNode<NextDealReferenceQuery, NextDealReferenceQueryVariables>;
export const SearchDealOrganizationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchDealOrganizations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"q"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organizations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"q"},"value":{"kind":"Variable","name":{"kind":"Name","value":"q"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"razonSocial"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SearchDealOrganizationsQuery, SearchDealOrganizationsQueryVariables>;
export const AddFollowupNoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddFollowupNote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddFollowupNoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addFollowupNote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}}]} as unknown as DocumentNode<AddFollowupNoteMutation, AddFollowupNoteMutationVariables>;
export const FollowupCallsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FollowupCalls"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"q"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"followupCalls"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"q"},"value":{"kind":"Variable","name":{"kind":"Name","value":"q"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FollowupCallFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FollowupCallFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FollowupCall"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"orgName"}},{"kind":"Field","name":{"kind":"Name","value":"contactId"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"dealId"}},{"kind":"Field","name":{"kind":"Name","value":"dealReference"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"happenedAt"}},{"kind":"Field","name":{"kind":"Name","value":"durationMin"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"nextActivityId"}},{"kind":"Field","name":{"kind":"Name","value":"invalidatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"invalidatedReason"}}]}}]} as unknown as DocumentNode<FollowupCallsQuery, FollowupCallsQueryVariables>;
export const FollowupDashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FollowupDashboard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"today"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"followupSummary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"today"},"value":{"kind":"Variable","name":{"kind":"Name","value":"today"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalOrganizations"}},{"kind":"Field","name":{"kind":"Name","value":"callsToday"}},{"kind":"Field","name":{"kind":"Name","value":"contactedOrganizations"}},{"kind":"Field","name":{"kind":"Name","value":"organizationsWithoutContact"}},{"kind":"Field","name":{"kind":"Name","value":"notesTotal"}},{"kind":"Field","name":{"kind":"Name","value":"series"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"calls"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}}]}}]}}]}}]} as unknown as DocumentNode<FollowupDashboardQuery, FollowupDashboardQueryVariables>;
export const FollowupNotesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FollowupNotes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"q"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"followupNotes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"q"},"value":{"kind":"Variable","name":{"kind":"Name","value":"q"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"orgName"}},{"kind":"Field","name":{"kind":"Name","value":"contactId"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"dealId"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<FollowupNotesQuery, FollowupNotesQueryVariables>;
export const FollowupOrgLinksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FollowupOrgLinks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"contacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"deals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"orgId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]}}]} as unknown as DocumentNode<FollowupOrgLinksQuery, FollowupOrgLinksQueryVariables>;
export const FollowupUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FollowupUsers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<FollowupUsersQuery, FollowupUsersQueryVariables>;
export const LogCallDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LogCall"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LogCallInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logCall"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FollowupCallFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FollowupCallFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FollowupCall"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"orgName"}},{"kind":"Field","name":{"kind":"Name","value":"contactId"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"dealId"}},{"kind":"Field","name":{"kind":"Name","value":"dealReference"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"happenedAt"}},{"kind":"Field","name":{"kind":"Name","value":"durationMin"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"nextActivityId"}},{"kind":"Field","name":{"kind":"Name","value":"invalidatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"invalidatedReason"}}]}}]} as unknown as DocumentNode<LogCallMutation, LogCallMutationVariables>;
export const AuditEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuditEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AuditEventFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuditEventFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuditEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuditEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"actionLabel"}},{"kind":"Field","name":{"kind":"Name","value":"entity"}},{"kind":"Field","name":{"kind":"Name","value":"entityLabel"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"dealId"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"contactId"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}}]}}]}}]} as unknown as DocumentNode<AuditEventsQuery, AuditEventsQueryVariables>;
export const AuditLogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuditLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"entity"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AuditRecord"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AuditKind"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"entity"},"value":{"kind":"Variable","name":{"kind":"Name","value":"entity"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuditEventFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuditEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuditEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"actionLabel"}},{"kind":"Field","name":{"kind":"Name","value":"entity"}},{"kind":"Field","name":{"kind":"Name","value":"entityLabel"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"dealId"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"contactId"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}}]}}]}}]} as unknown as DocumentNode<AuditLogQuery, AuditLogQueryVariables>;
export const AuditUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuditUsers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AuditUsersQuery, AuditUsersQueryVariables>;
export const DryRunImportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DryRunImport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mapping"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dryRunImport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"mapping"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mapping"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImportJobFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImportJobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ImportJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"encoding"}},{"kind":"Field","name":{"kind":"Name","value":"delimiter"}},{"kind":"Field","name":{"kind":"Name","value":"headers"}},{"kind":"Field","name":{"kind":"Name","value":"suggestedMapping"}},{"kind":"Field","name":{"kind":"Name","value":"mapping"}},{"kind":"Field","name":{"kind":"Name","value":"sample"}},{"kind":"Field","name":{"kind":"Name","value":"totalRows"}},{"kind":"Field","name":{"kind":"Name","value":"processedRows"}},{"kind":"Field","name":{"kind":"Name","value":"createdCount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedCount"}},{"kind":"Field","name":{"kind":"Name","value":"errorCount"}},{"kind":"Field","name":{"kind":"Name","value":"failure"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<DryRunImportMutation, DryRunImportMutationVariables>;
export const ImportErrorsCsvDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ImportErrorsCsv"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importJob"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"errorsCsv"}}]}}]}}]} as unknown as DocumentNode<ImportErrorsCsvQuery, ImportErrorsCsvQueryVariables>;
export const ImportJobDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ImportJob"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"onlyErrors"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importJob"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImportJobFields"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"onlyErrors"},"value":{"kind":"Variable","name":{"kind":"Name","value":"onlyErrors"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rowCount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"onlyErrors"},"value":{"kind":"Variable","name":{"kind":"Name","value":"onlyErrors"}}}]}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImportJobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ImportJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"encoding"}},{"kind":"Field","name":{"kind":"Name","value":"delimiter"}},{"kind":"Field","name":{"kind":"Name","value":"headers"}},{"kind":"Field","name":{"kind":"Name","value":"suggestedMapping"}},{"kind":"Field","name":{"kind":"Name","value":"mapping"}},{"kind":"Field","name":{"kind":"Name","value":"sample"}},{"kind":"Field","name":{"kind":"Name","value":"totalRows"}},{"kind":"Field","name":{"kind":"Name","value":"processedRows"}},{"kind":"Field","name":{"kind":"Name","value":"createdCount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedCount"}},{"kind":"Field","name":{"kind":"Name","value":"errorCount"}},{"kind":"Field","name":{"kind":"Name","value":"failure"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ImportJobQuery, ImportJobQueryVariables>;
export const RunImportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RunImport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runImport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImportJobFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImportJobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ImportJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"encoding"}},{"kind":"Field","name":{"kind":"Name","value":"delimiter"}},{"kind":"Field","name":{"kind":"Name","value":"headers"}},{"kind":"Field","name":{"kind":"Name","value":"suggestedMapping"}},{"kind":"Field","name":{"kind":"Name","value":"mapping"}},{"kind":"Field","name":{"kind":"Name","value":"sample"}},{"kind":"Field","name":{"kind":"Name","value":"totalRows"}},{"kind":"Field","name":{"kind":"Name","value":"processedRows"}},{"kind":"Field","name":{"kind":"Name","value":"createdCount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedCount"}},{"kind":"Field","name":{"kind":"Name","value":"errorCount"}},{"kind":"Field","name":{"kind":"Name","value":"failure"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<RunImportMutation, RunImportMutationVariables>;
export const StartImportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartImport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ImportKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startImport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImportJobFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImportJobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ImportJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"encoding"}},{"kind":"Field","name":{"kind":"Name","value":"delimiter"}},{"kind":"Field","name":{"kind":"Name","value":"headers"}},{"kind":"Field","name":{"kind":"Name","value":"suggestedMapping"}},{"kind":"Field","name":{"kind":"Name","value":"mapping"}},{"kind":"Field","name":{"kind":"Name","value":"sample"}},{"kind":"Field","name":{"kind":"Name","value":"totalRows"}},{"kind":"Field","name":{"kind":"Name","value":"processedRows"}},{"kind":"Field","name":{"kind":"Name","value":"createdCount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedCount"}},{"kind":"Field","name":{"kind":"Name","value":"errorCount"}},{"kind":"Field","name":{"kind":"Name","value":"failure"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<StartImportMutation, StartImportMutationVariables>;
export const BoardChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"BoardChanged"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pipelineId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"businessUnitId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"boardChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pipelineId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pipelineId"}}},{"kind":"Argument","name":{"kind":"Name","value":"businessUnitId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"businessUnitId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"dealId"}},{"kind":"Field","name":{"kind":"Name","value":"fromStageId"}},{"kind":"Field","name":{"kind":"Name","value":"toStageId"}},{"kind":"Field","name":{"kind":"Name","value":"byUserId"}},{"kind":"Field","name":{"kind":"Name","value":"byUserName"}},{"kind":"Field","name":{"kind":"Name","value":"card"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DealCardFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"columns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stageId"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"valueSum"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DealCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DealCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"stageId"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"orgName"}},{"kind":"Field","name":{"kind":"Name","value":"contactId"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"fCotiz"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"nextDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastTouchAt"}},{"kind":"Field","name":{"kind":"Name","value":"stuckDays"}},{"kind":"Field","name":{"kind":"Name","value":"docs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"requiredOverdue"}}]}}]}}]} as unknown as DocumentNode<BoardChangedSubscription, BoardChangedSubscriptionVariables>;
export const BoardColumnCardsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BoardColumnCards"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pipelineId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"stageId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"businessUnitId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"boardColumn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pipelineId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pipelineId"}}},{"kind":"Argument","name":{"kind":"Name","value":"stageId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"stageId"}}},{"kind":"Argument","name":{"kind":"Name","value":"businessUnitId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"businessUnitId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DealCardPage"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DealCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DealCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"stageId"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"orgName"}},{"kind":"Field","name":{"kind":"Name","value":"contactId"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"fCotiz"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"nextDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastTouchAt"}},{"kind":"Field","name":{"kind":"Name","value":"stuckDays"}},{"kind":"Field","name":{"kind":"Name","value":"docs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"requiredOverdue"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DealCardPage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DealCardConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DealCardFields"}}]}}]}}]}}]} as unknown as DocumentNode<BoardColumnCardsQuery, BoardColumnCardsQueryVariables>;
export const ClosedDealsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClosedDeals"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pipelineId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"businessUnitId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"pipelineId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pipelineId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"businessUnitId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"businessUnitId"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"orgName"}},{"kind":"Field","name":{"kind":"Name","value":"advisorName"}},{"kind":"Field","name":{"kind":"Name","value":"closeReason"}},{"kind":"Field","name":{"kind":"Name","value":"closeReasonText"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"closedByName"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ClosedDealsQuery, ClosedDealsQueryVariables>;
export const DealBoardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DealBoard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pipelineId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"businessUnitId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"board"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pipelineId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pipelineId"}}},{"kind":"Argument","name":{"kind":"Name","value":"businessUnitId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"businessUnitId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pipelineId"}},{"kind":"Field","name":{"kind":"Name","value":"pipelineName"}},{"kind":"Field","name":{"kind":"Name","value":"businessUnitId"}},{"kind":"Field","name":{"kind":"Name","value":"columns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stageId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"orderIndex"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"valueSum"}},{"kind":"Field","name":{"kind":"Name","value":"cards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DealCardPage"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DealCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DealCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"stageId"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"orgName"}},{"kind":"Field","name":{"kind":"Name","value":"contactId"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"fCotiz"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"nextDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastTouchAt"}},{"kind":"Field","name":{"kind":"Name","value":"stuckDays"}},{"kind":"Field","name":{"kind":"Name","value":"docs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"requiredOverdue"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DealCardPage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DealCardConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DealCardFields"}}]}}]}}]}}]} as unknown as DocumentNode<DealBoardQuery, DealBoardQueryVariables>;
export const KanbanWorkspacesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"KanbanWorkspaces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessUnits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"keySlug"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}}]}}]}}]} as unknown as DocumentNode<KanbanWorkspacesQuery, KanbanWorkspacesQueryVariables>;
export const MoveDealDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MoveDeal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"stageId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"afterDealId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moveDeal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"stageId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"stageId"}}},{"kind":"Argument","name":{"kind":"Name","value":"afterDealId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"afterDealId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"stageId"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}}]}}]} as unknown as DocumentNode<MoveDealMutation, MoveDealMutationVariables>;
export const MarkNotificationsReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkNotificationsRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markNotificationsRead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}]}}]} as unknown as DocumentNode<MarkNotificationsReadMutation, MarkNotificationsReadMutationVariables>;
export const NotificationAddedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"NotificationAdded"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notificationAdded"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"dealId"}},{"kind":"Field","name":{"kind":"Name","value":"activityId"}}]}}]}}]} as unknown as DocumentNode<NotificationAddedSubscription, NotificationAddedSubscriptionVariables>;
export const NotificationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Notifications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notifications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unread"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"dealId"}},{"kind":"Field","name":{"kind":"Name","value":"activityId"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<NotificationsQuery, NotificationsQueryVariables>;
export const VapidPublicKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VapidPublicKey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vapidPublicKey"}}]}}]} as unknown as DocumentNode<VapidPublicKeyQuery, VapidPublicKeyQueryVariables>;
export const AddPushSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddPushSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PushSubscriptionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addPushSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AddPushSubscriptionMutation, AddPushSubscriptionMutationVariables>;
export const VerifyDealDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VerifyDealDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dealId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"docType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyDealDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dealId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dealId"}}},{"kind":"Argument","name":{"kind":"Name","value":"docType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"docType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DealChecklistFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DealChecklistFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DealChecklist"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dealId"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"operationType"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"requiredOverdue"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"docType"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}},{"kind":"Field","name":{"kind":"Name","value":"files"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedByName"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedAt"}}]}}]}}]} as unknown as DocumentNode<VerifyDealDocumentMutation, VerifyDealDocumentMutationVariables>;
export const UnverifyDealDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnverifyDealDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dealId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"docType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unverifyDealDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dealId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dealId"}}},{"kind":"Argument","name":{"kind":"Name","value":"docType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"docType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DealChecklistFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DealChecklistFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DealChecklist"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dealId"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"operationType"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"requiredOverdue"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"docType"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}},{"kind":"Field","name":{"kind":"Name","value":"files"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedByName"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedAt"}}]}}]}}]} as unknown as DocumentNode<UnverifyDealDocumentMutation, UnverifyDealDocumentMutationVariables>;
export const CloseReasonsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CloseReasons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"params"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"keys"},"value":{"kind":"ListValue","values":[{"kind":"StringValue","value":"motivo_cierre","block":false}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"values"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"ord"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]}}]} as unknown as DocumentNode<CloseReasonsQuery, CloseReasonsQueryVariables>;
export const CloseDealDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CloseDeal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CloseDealInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"closeDeal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"closeReason"}},{"kind":"Field","name":{"kind":"Name","value":"closeReasonText"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"closedByName"}}]}}]}}]} as unknown as DocumentNode<CloseDealMutation, CloseDealMutationVariables>;
export const ReopenDealDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReopenDeal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reopenDeal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"closeReason"}},{"kind":"Field","name":{"kind":"Name","value":"closeReasonText"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"closedByName"}}]}}]}}]} as unknown as DocumentNode<ReopenDealMutation, ReopenDealMutationVariables>;
export const UploadDealFileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadDealFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dealId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadDealFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dealId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dealId"}}},{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}},{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DealFileFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DealFileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DealFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dealId"}},{"kind":"Field","name":{"kind":"Name","value":"dealReference"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"typeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedByName"}}]}}]} as unknown as DocumentNode<UploadDealFileMutation, UploadDealFileMutationVariables>;
export const DeleteDealFileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteDealFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteDealFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteDealFileMutation, DeleteDealFileMutationVariables>;
export const RestoreDealFileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestoreDealFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"restoreDealFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DealFileFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DealFileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DealFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dealId"}},{"kind":"Field","name":{"kind":"Name","value":"dealReference"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"typeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedByName"}}]}}]} as unknown as DocumentNode<RestoreDealFileMutation, RestoreDealFileMutationVariables>;
export const OperationFilesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OperationFiles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dealId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dealFiles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dealId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dealId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DealFileFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DealFileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DealFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dealId"}},{"kind":"Field","name":{"kind":"Name","value":"dealReference"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"typeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedByName"}}]}}]} as unknown as DocumentNode<OperationFilesQuery, OperationFilesQueryVariables>;
export const OperationParamsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OperationParams"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"params"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"keys"},"value":{"kind":"ListValue","values":[{"kind":"StringValue","value":"tipo_operacion","block":false},{"kind":"StringValue","value":"modalidad_carga","block":false},{"kind":"StringValue","value":"tipo_carga","block":false},{"kind":"StringValue","value":"incoterm","block":false},{"kind":"StringValue","value":"volumetric_factor_mode","block":false},{"kind":"StringValue","value":"volumetric_divisor_air","block":false},{"kind":"StringValue","value":"volumetric_divisor_courier","block":false},{"kind":"StringValue","value":"volumetric_divisor_road","block":false},{"kind":"StringValue","value":"volumetric_divisor_sea","block":false},{"kind":"StringValue","value":"volumetric_divisor_river","block":false}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"values"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"ord"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]}}]} as unknown as DocumentNode<OperationParamsQuery, OperationParamsQueryVariables>;
export const OperationViewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OperationView"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"closeReason"}},{"kind":"Field","name":{"kind":"Name","value":"closeReasonText"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"closedByName"}},{"kind":"Field","name":{"kind":"Name","value":"stageName"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"orgName"}},{"kind":"Field","name":{"kind":"Name","value":"orgRuc"}},{"kind":"Field","name":{"kind":"Name","value":"orgAddress"}},{"kind":"Field","name":{"kind":"Name","value":"orgPhone"}},{"kind":"Field","name":{"kind":"Name","value":"orgEmail"}},{"kind":"Field","name":{"kind":"Name","value":"contactId"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"customFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DealFileFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"checklist"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DealChecklistFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DealFileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DealFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dealId"}},{"kind":"Field","name":{"kind":"Name","value":"dealReference"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"typeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedByName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DealChecklistFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DealChecklist"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dealId"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"operationType"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"requiredOverdue"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"docType"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}},{"kind":"Field","name":{"kind":"Name","value":"files"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedByName"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedAt"}}]}}]}}]} as unknown as DocumentNode<OperationViewQuery, OperationViewQueryVariables>;
export const SaveOperationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveOperation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveOperationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveOperation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"customFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}}]}}]}}]}}]} as unknown as DocumentNode<SaveOperationMutation, SaveOperationMutationVariables>;
export const CreateOperationNoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateOperationNote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateActivityInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createActivity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateOperationNoteMutation, CreateOperationNoteMutationVariables>;
export const ShipperSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShipperSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"q"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organizations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"q"},"value":{"kind":"Variable","name":{"kind":"Name","value":"q"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"8"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"razonSocial"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ShipperSearchQuery, ShipperSearchQueryVariables>;
export const CreateOrganizationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateOrganization"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateOrganizationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createOrganization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrganizationDetailFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrganizationRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Organization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"razonSocial"}},{"kind":"Field","name":{"kind":"Name","value":"ruc"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"rubro"}},{"kind":"Field","name":{"kind":"Name","value":"tipoOrg"}},{"kind":"Field","name":{"kind":"Name","value":"operacion"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrganizationDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Organization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrganizationRowFields"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"industry"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"ownerUserId"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"isAgent"}},{"kind":"Field","name":{"kind":"Name","value":"modalitiesSupported"}},{"kind":"Field","name":{"kind":"Name","value":"budgetStatus"}},{"kind":"Field","name":{"kind":"Name","value":"budgetProfitValue"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CreateOrganizationMutation, CreateOrganizationMutationVariables>;
export const LabelOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LabelOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"scope"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LabelScope"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"labels"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"scope"},"value":{"kind":"Variable","name":{"kind":"Name","value":"scope"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]}}]} as unknown as DocumentNode<LabelOptionsQuery, LabelOptionsQueryVariables>;
export const OrgParamOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrgParamOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"params"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"keys"},"value":{"kind":"ListValue","values":[{"kind":"StringValue","value":"org_tipo","block":false},{"kind":"StringValue","value":"org_rubro","block":false},{"kind":"StringValue","value":"org_operacion","block":false}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"values"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"ord"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]}}]} as unknown as DocumentNode<OrgParamOptionsQuery, OrgParamOptionsQueryVariables>;
export const OrganizationDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrganizationDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrganizationDetailFields"}},{"kind":"Field","name":{"kind":"Name","value":"contacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrganizationRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Organization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"razonSocial"}},{"kind":"Field","name":{"kind":"Name","value":"ruc"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"rubro"}},{"kind":"Field","name":{"kind":"Name","value":"tipoOrg"}},{"kind":"Field","name":{"kind":"Name","value":"operacion"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrganizationDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Organization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrganizationRowFields"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"industry"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"ownerUserId"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"isAgent"}},{"kind":"Field","name":{"kind":"Name","value":"modalitiesSupported"}},{"kind":"Field","name":{"kind":"Name","value":"budgetStatus"}},{"kind":"Field","name":{"kind":"Name","value":"budgetProfitValue"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<OrganizationDetailQuery, OrganizationDetailQueryVariables>;
export const OrganizationFilesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrganizationFiles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DealFileFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DealFileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DealFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dealId"}},{"kind":"Field","name":{"kind":"Name","value":"dealReference"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"typeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedByName"}}]}}]} as unknown as DocumentNode<OrganizationFilesQuery, OrganizationFilesQueryVariables>;
export const OrganizationsListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrganizationsList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OrganizationFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OrganizationOrder"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organizations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrganizationRowFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrganizationRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Organization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"razonSocial"}},{"kind":"Field","name":{"kind":"Name","value":"ruc"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"rubro"}},{"kind":"Field","name":{"kind":"Name","value":"tipoOrg"}},{"kind":"Field","name":{"kind":"Name","value":"operacion"}}]}}]} as unknown as DocumentNode<OrganizationsListQuery, OrganizationsListQueryVariables>;
export const OrganizationsProfitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrganizationsProfit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OrganizationFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organizationsAccumulatedProfit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}]}]}}]} as unknown as DocumentNode<OrganizationsProfitQuery, OrganizationsProfitQueryVariables>;
export const OwnerOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OwnerOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<OwnerOptionsQuery, OwnerOptionsQueryVariables>;
export const PickOrganizationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PickOrganizations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"q"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organizations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"q"},"value":{"kind":"Variable","name":{"kind":"Name","value":"q"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"razonSocial"}},{"kind":"Field","name":{"kind":"Name","value":"ruc"}}]}}]}}]}}]}}]} as unknown as DocumentNode<PickOrganizationsQuery, PickOrganizationsQueryVariables>;
export const RecordDealsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecordDeals"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DealFilter"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"orgName"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RecordDealsQuery, RecordDealsQueryVariables>;
export const UpdateOrganizationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateOrganization"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateOrganizationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateOrganization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrganizationDetailFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrganizationRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Organization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"razonSocial"}},{"kind":"Field","name":{"kind":"Name","value":"ruc"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"rubro"}},{"kind":"Field","name":{"kind":"Name","value":"tipoOrg"}},{"kind":"Field","name":{"kind":"Name","value":"operacion"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrganizationDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Organization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrganizationRowFields"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"industry"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"ownerUserId"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"isAgent"}},{"kind":"Field","name":{"kind":"Name","value":"modalitiesSupported"}},{"kind":"Field","name":{"kind":"Name","value":"budgetStatus"}},{"kind":"Field","name":{"kind":"Name","value":"budgetProfitValue"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<UpdateOrganizationMutation, UpdateOrganizationMutationVariables>;
export const CreateExchangeRateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateExchangeRate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateExchangeRateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createExchangeRate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExchangeRateFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExchangeRateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExchangeRate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pair"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"createdByName"}}]}}]} as unknown as DocumentNode<CreateExchangeRateMutation, CreateExchangeRateMutationVariables>;
export const CreateLabelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateLabel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateLabelInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createLabel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LabelFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LabelFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Label"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]} as unknown as DocumentNode<CreateLabelMutation, CreateLabelMutationVariables>;
export const CreateParamValueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateParamValue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateParamValueInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createParamValue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ParamValueFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ParamValueFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ParamValue"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"ord"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]} as unknown as DocumentNode<CreateParamValueMutation, CreateParamValueMutationVariables>;
export const DeleteExchangeRateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteExchangeRate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteExchangeRate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteExchangeRateMutation, DeleteExchangeRateMutationVariables>;
export const DeleteLabelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteLabel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteLabel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteLabelMutation, DeleteLabelMutationVariables>;
export const DeleteParamValueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteParamValue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteParamValue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteParamValueMutation, DeleteParamValueMutationVariables>;
export const ExchangeRatesAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExchangeRatesAdmin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exchangeRates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExchangeRateFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExchangeRateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExchangeRate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pair"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"createdByName"}}]}}]} as unknown as DocumentNode<ExchangeRatesAdminQuery, ExchangeRatesAdminQueryVariables>;
export const LabelsAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LabelsAdmin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"labels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LabelFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LabelFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Label"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]} as unknown as DocumentNode<LabelsAdminQuery, LabelsAdminQueryVariables>;
export const ParamsAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ParamsAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keys"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"params"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"keys"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keys"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"values"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ParamValueFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ParamValueFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ParamValue"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"ord"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]} as unknown as DocumentNode<ParamsAdminQuery, ParamsAdminQueryVariables>;
export const ParamsWorkspacesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ParamsWorkspaces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessUnits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"keySlug"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}}]}}]}}]} as unknown as DocumentNode<ParamsWorkspacesQuery, ParamsWorkspacesQueryVariables>;
export const UpdateExchangeRateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateExchangeRate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateExchangeRateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateExchangeRate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExchangeRateFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExchangeRateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExchangeRate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pair"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"createdByName"}}]}}]} as unknown as DocumentNode<UpdateExchangeRateMutation, UpdateExchangeRateMutationVariables>;
export const UpdateLabelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateLabel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateLabelInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateLabel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LabelFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LabelFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Label"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]} as unknown as DocumentNode<UpdateLabelMutation, UpdateLabelMutationVariables>;
export const UpdateParamValueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateParamValue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateParamValueInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateParamValue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ParamValueFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ParamValueFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ParamValue"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"ord"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]} as unknown as DocumentNode<UpdateParamValueMutation, UpdateParamValueMutationVariables>;
export const QuoteCostSheetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QuoteCostSheet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dealId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"costSheet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dealId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dealId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dealId"}},{"kind":"Field","name":{"kind":"Name","value":"saved"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"chargeableWeightKg"}},{"kind":"Field","name":{"kind":"Name","value":"header"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gsRate"}},{"kind":"Field","name":{"kind":"Name","value":"pesoKg"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ventaRows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"concepto"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"usdXKg"}},{"kind":"Field","name":{"kind":"Name","value":"lockPerKg"}}]}},{"kind":"Field","name":{"kind":"Name","value":"locCliRows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"concepto"}},{"kind":"Field","name":{"kind":"Name","value":"gs"}}]}},{"kind":"Field","name":{"kind":"Name","value":"segVentaRows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"concepto"}},{"kind":"Field","name":{"kind":"Name","value":"usd"}}]}}]}}]}}]} as unknown as DocumentNode<QuoteCostSheetQuery, QuoteCostSheetQueryVariables>;
export const QuoteParamOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QuoteParamOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"params"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"keys"},"value":{"kind":"ListValue","values":[{"kind":"StringValue","value":"quote_validez","block":false},{"kind":"StringValue","value":"quote_condicion_venta","block":false},{"kind":"StringValue","value":"quote_plazo_credito","block":false},{"kind":"StringValue","value":"quote_forma_pago","block":false},{"kind":"StringValue","value":"quote_incluye","block":false},{"kind":"StringValue","value":"quote_no_incluye","block":false}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"values"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"ord"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]}}]} as unknown as DocumentNode<QuoteParamOptionsQuery, QuoteParamOptionsQueryVariables>;
export const QuoteScreenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QuoteScreen"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dealId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dealId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"orgName"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"customFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"dealQuotes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dealId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dealId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuoteVersionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuoteVersionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteVersion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dealId"}},{"kind":"Field","name":{"kind":"Name","value":"versionNo"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdByName"}},{"kind":"Field","name":{"kind":"Name","value":"totalUsd"}},{"kind":"Field","name":{"kind":"Name","value":"pdfUrl"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"quote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cliente"}},{"kind":"Field","name":{"kind":"Name","value":"contacto"}},{"kind":"Field","name":{"kind":"Name","value":"fecha"}},{"kind":"Field","name":{"kind":"Name","value":"referencia"}},{"kind":"Field","name":{"kind":"Name","value":"incoterms"}},{"kind":"Field","name":{"kind":"Name","value":"tipoOperacion"}},{"kind":"Field","name":{"kind":"Name","value":"tipoTransporte"}},{"kind":"Field","name":{"kind":"Name","value":"tipoEnvio"}},{"kind":"Field","name":{"kind":"Name","value":"paisOrigen"}},{"kind":"Field","name":{"kind":"Name","value":"paisDestino"}},{"kind":"Field","name":{"kind":"Name","value":"ciudadOrigen"}},{"kind":"Field","name":{"kind":"Name","value":"ciudadDestino"}},{"kind":"Field","name":{"kind":"Name","value":"aeropuertoOrigen"}},{"kind":"Field","name":{"kind":"Name","value":"aeropuertoDestino"}},{"kind":"Field","name":{"kind":"Name","value":"volumenM3"}},{"kind":"Field","name":{"kind":"Name","value":"pesoBrutoKg"}},{"kind":"Field","name":{"kind":"Name","value":"mercaderia"}},{"kind":"Field","name":{"kind":"Name","value":"seguroTipo"}},{"kind":"Field","name":{"kind":"Name","value":"seguroMontoUsd"}},{"kind":"Field","name":{"kind":"Name","value":"aseguradora"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cantidad"}},{"kind":"Field","name":{"kind":"Name","value":"servicio"}},{"kind":"Field","name":{"kind":"Name","value":"observacion"}},{"kind":"Field","name":{"kind":"Name","value":"moneda"}},{"kind":"Field","name":{"kind":"Name","value":"precio"}},{"kind":"Field","name":{"kind":"Name","value":"impuesto"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"observaciones"}},{"kind":"Field","name":{"kind":"Name","value":"validezOferta"}},{"kind":"Field","name":{"kind":"Name","value":"condicionVenta"}},{"kind":"Field","name":{"kind":"Name","value":"plazoCredito"}},{"kind":"Field","name":{"kind":"Name","value":"formaPago"}},{"kind":"Field","name":{"kind":"Name","value":"queIncluye"}},{"kind":"Field","name":{"kind":"Name","value":"queNoIncluye"}}]}}]}}]} as unknown as DocumentNode<QuoteScreenQuery, QuoteScreenQueryVariables>;
export const SaveDealQuoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveDealQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dealId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveDealQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dealId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dealId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuoteVersionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuoteVersionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteVersion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dealId"}},{"kind":"Field","name":{"kind":"Name","value":"versionNo"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdByName"}},{"kind":"Field","name":{"kind":"Name","value":"totalUsd"}},{"kind":"Field","name":{"kind":"Name","value":"pdfUrl"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"quote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cliente"}},{"kind":"Field","name":{"kind":"Name","value":"contacto"}},{"kind":"Field","name":{"kind":"Name","value":"fecha"}},{"kind":"Field","name":{"kind":"Name","value":"referencia"}},{"kind":"Field","name":{"kind":"Name","value":"incoterms"}},{"kind":"Field","name":{"kind":"Name","value":"tipoOperacion"}},{"kind":"Field","name":{"kind":"Name","value":"tipoTransporte"}},{"kind":"Field","name":{"kind":"Name","value":"tipoEnvio"}},{"kind":"Field","name":{"kind":"Name","value":"paisOrigen"}},{"kind":"Field","name":{"kind":"Name","value":"paisDestino"}},{"kind":"Field","name":{"kind":"Name","value":"ciudadOrigen"}},{"kind":"Field","name":{"kind":"Name","value":"ciudadDestino"}},{"kind":"Field","name":{"kind":"Name","value":"aeropuertoOrigen"}},{"kind":"Field","name":{"kind":"Name","value":"aeropuertoDestino"}},{"kind":"Field","name":{"kind":"Name","value":"volumenM3"}},{"kind":"Field","name":{"kind":"Name","value":"pesoBrutoKg"}},{"kind":"Field","name":{"kind":"Name","value":"mercaderia"}},{"kind":"Field","name":{"kind":"Name","value":"seguroTipo"}},{"kind":"Field","name":{"kind":"Name","value":"seguroMontoUsd"}},{"kind":"Field","name":{"kind":"Name","value":"aseguradora"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cantidad"}},{"kind":"Field","name":{"kind":"Name","value":"servicio"}},{"kind":"Field","name":{"kind":"Name","value":"observacion"}},{"kind":"Field","name":{"kind":"Name","value":"moneda"}},{"kind":"Field","name":{"kind":"Name","value":"precio"}},{"kind":"Field","name":{"kind":"Name","value":"impuesto"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"observaciones"}},{"kind":"Field","name":{"kind":"Name","value":"validezOferta"}},{"kind":"Field","name":{"kind":"Name","value":"condicionVenta"}},{"kind":"Field","name":{"kind":"Name","value":"plazoCredito"}},{"kind":"Field","name":{"kind":"Name","value":"formaPago"}},{"kind":"Field","name":{"kind":"Name","value":"queIncluye"}},{"kind":"Field","name":{"kind":"Name","value":"queNoIncluye"}}]}}]}}]} as unknown as DocumentNode<SaveDealQuoteMutation, SaveDealQuoteMutationVariables>;
export const GlobalSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GlobalSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"q"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"search"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"q"},"value":{"kind":"Variable","name":{"kind":"Name","value":"q"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}}]}},{"kind":"Field","name":{"kind":"Name","value":"organizations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]}}]}}]} as unknown as DocumentNode<GlobalSearchQuery, GlobalSearchQueryVariables>;
export const CreateStageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateStage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateStageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createStage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EditorStageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditorStageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Stage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"orderIndex"}},{"kind":"Field","name":{"kind":"Name","value":"pipelineId"}},{"kind":"Field","name":{"kind":"Name","value":"stuckDays"}}]}}]} as unknown as DocumentNode<CreateStageMutation, CreateStageMutationVariables>;
export const DeleteStageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteStage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"targetStageId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteStage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"targetStageId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"targetStageId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedStageId"}},{"kind":"Field","name":{"kind":"Name","value":"movedDealCount"}},{"kind":"Field","name":{"kind":"Name","value":"stages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EditorStageFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditorStageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Stage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"orderIndex"}},{"kind":"Field","name":{"kind":"Name","value":"pipelineId"}},{"kind":"Field","name":{"kind":"Name","value":"stuckDays"}}]}}]} as unknown as DocumentNode<DeleteStageMutation, DeleteStageMutationVariables>;
export const StageEditorPipelinesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StageEditorPipelines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pipelines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"stages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EditorStageFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditorStageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Stage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"orderIndex"}},{"kind":"Field","name":{"kind":"Name","value":"pipelineId"}},{"kind":"Field","name":{"kind":"Name","value":"stuckDays"}}]}}]} as unknown as DocumentNode<StageEditorPipelinesQuery, StageEditorPipelinesQueryVariables>;
export const UpdateStageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateStage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateStageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateStage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EditorStageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditorStageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Stage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"orderIndex"}},{"kind":"Field","name":{"kind":"Name","value":"pipelineId"}},{"kind":"Field","name":{"kind":"Name","value":"stuckDays"}}]}}]} as unknown as DocumentNode<UpdateStageMutation, UpdateStageMutationVariables>;
export const OutcomeStatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OutcomeStats"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"days"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"outcomeStats"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"days"},"value":{"kind":"Variable","name":{"kind":"Name","value":"days"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"won"}},{"kind":"Field","name":{"kind":"Name","value":"lost"}},{"kind":"Field","name":{"kind":"Name","value":"winRate"}},{"kind":"Field","name":{"kind":"Name","value":"lostReasons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReasonCountFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"byAdvisor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OutcomeGroupFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"byMode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OutcomeGroupFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"byLane"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OutcomeGroupFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReasonCountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReasonCount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OutcomeGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OutcomeGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"won"}},{"kind":"Field","name":{"kind":"Name","value":"lost"}},{"kind":"Field","name":{"kind":"Name","value":"winRate"}},{"kind":"Field","name":{"kind":"Name","value":"lostReasons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReasonCountFields"}}]}}]}}]} as unknown as DocumentNode<OutcomeStatsQuery, OutcomeStatsQueryVariables>;
export const StatsSummaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StatsSummary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"days"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"statsSummary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"days"},"value":{"kind":"Variable","name":{"kind":"Name","value":"days"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"totalUsers"}},{"kind":"Field","name":{"kind":"Name","value":"activeUsers"}},{"kind":"Field","name":{"kind":"Name","value":"previousActiveUsers"}},{"kind":"Field","name":{"kind":"Name","value":"activeUsersChange"}},{"kind":"Field","name":{"kind":"Name","value":"inactiveUsers"}},{"kind":"Field","name":{"kind":"Name","value":"mostActive"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"initials"}},{"kind":"Field","name":{"kind":"Name","value":"actions"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}}]}},{"kind":"Field","name":{"kind":"Name","value":"topOrganizations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"operations"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"actions"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"operations"}}]}}]}}]}}]} as unknown as DocumentNode<StatsSummaryQuery, StatsSummaryQueryVariables>;
export const CreateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]} as unknown as DocumentNode<CreateUserMutation, CreateUserMutationVariables>;
export const SetUserPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetUserPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setUserPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"newPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]} as unknown as DocumentNode<SetUserPasswordMutation, SetUserPasswordMutationVariables>;
export const UpdateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]} as unknown as DocumentNode<UpdateUserMutation, UpdateUserMutationVariables>;
export const UsersAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UsersAdmin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]} as unknown as DocumentNode<UsersAdminQuery, UsersAdminQueryVariables>;
export const CreateWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWebhookInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"webhook"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Webhook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"secretHint"}},{"kind":"Field","name":{"kind":"Name","value":"createdByName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"pendingCount"}},{"kind":"Field","name":{"kind":"Name","value":"failedCount"}}]}}]} as unknown as DocumentNode<CreateWebhookMutation, CreateWebhookMutationVariables>;
export const DeleteWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteWebhookMutation, DeleteWebhookMutationVariables>;
export const RedeliverWebhookDeliveryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RedeliverWebhookDelivery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"redeliverWebhookDelivery"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookDeliveryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookDeliveryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookDelivery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"webhookId"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"lastAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<RedeliverWebhookDeliveryMutation, RedeliverWebhookDeliveryMutationVariables>;
export const UpdateWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateWebhookInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"webhook"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Webhook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"secretHint"}},{"kind":"Field","name":{"kind":"Name","value":"createdByName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"pendingCount"}},{"kind":"Field","name":{"kind":"Name","value":"failedCount"}}]}}]} as unknown as DocumentNode<UpdateWebhookMutation, UpdateWebhookMutationVariables>;
export const WebhookDeliveriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WebhookDeliveries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"webhookId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookDeliveriesPage"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookDeliveries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"webhookId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"webhookId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookDeliveryFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookDeliveryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookDelivery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"webhookId"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"lastAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>;
export const WebhooksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Webhooks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhooks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Webhook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"secretHint"}},{"kind":"Field","name":{"kind":"Name","value":"createdByName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"pendingCount"}},{"kind":"Field","name":{"kind":"Name","value":"failedCount"}}]}}]} as unknown as DocumentNode<WebhooksQuery, WebhooksQueryVariables>;
export const PresenceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"Presence"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dealId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"presence"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dealId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dealId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dealId"}},{"kind":"Field","name":{"kind":"Name","value":"viewers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<PresenceSubscription, PresenceSubscriptionVariables>;