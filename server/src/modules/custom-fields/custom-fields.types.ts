import { Field, Int, InterfaceType, ObjectType, registerEnumType } from 'type-graphql';
import { CUSTOM_FIELD_TYPES, type CustomFieldType } from './custom-field.entity';

/** Which record a custom field belongs to. */
export const CUSTOM_FIELD_KINDS = ['deal', 'org', 'contact'] as const;
export type CustomFieldKind = (typeof CUSTOM_FIELD_KINDS)[number];

/** GraphQL enum CustomFieldOwner: deal | organization | contact. */
export const CustomFieldOwnerEnum = { deal: 'deal', organization: 'org', contact: 'contact' } as const;
registerEnumType(CustomFieldOwnerEnum, { name: 'CustomFieldOwner', description: 'El tipo de registro dueño del campo.' });

export const CustomFieldTypeEnum = Object.fromEntries(CUSTOM_FIELD_TYPES.map((t) => [t, t])) as { [K in CustomFieldType]: K };
registerEnumType(CustomFieldTypeEnum, { name: 'CustomFieldType', description: 'text, number o date; select solo en operaciones.' });

/**
 * The most custom fields one record answers with (a deal carries its form and quote keys, a few dozen):
 * what the cost of a query counts them as and what the lists return at most, oldest first.
 */
export const CUSTOM_FIELDS_MAX = 200;

/** What the service returns for every owner kind; `kind` picks the GraphQL object type. */
export interface CustomFieldData {
  kind: CustomFieldKind;
  id: number;
  ownerId: number;
  key: string;
  label: string;
  type: CustomFieldType;
  value: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * Three tables, three object types (DealCustomField, OrganizationCustomField, ContactCustomField)
 * behind one interface: their ids overlap, and distinct __typenames keep client caches apart.
 */
@InterfaceType('CustomField', {
  resolveType: (v: CustomFieldData) =>
    v.kind === 'deal' ? 'DealCustomField' : v.kind === 'org' ? 'OrganizationCustomField' : 'ContactCustomField',
})
export abstract class CustomFieldView {
  @Field(() => Int)
  id: number;

  @Field(() => Int, { description: 'Id de la operación, organización o contacto dueño del campo.' })
  ownerId: number;

  @Field(() => String)
  key: string;

  @Field(() => String)
  label: string;

  @Field(() => CustomFieldTypeEnum)
  type: CustomFieldType;

  @Field(() => String, { nullable: true, description: 'Siempre texto (los números se guardan como texto); null cuando está vacío.' })
  value: string | null;

  @Field(() => Date)
  createdAt: Date;

  @Field(() => Date)
  updatedAt: Date;
}

@ObjectType('DealCustomField', { implements: CustomFieldView })
export class DealCustomFieldView extends CustomFieldView {}

@ObjectType('OrganizationCustomField', { implements: CustomFieldView })
export class OrganizationCustomFieldView extends CustomFieldView {}

@ObjectType('ContactCustomField', { implements: CustomFieldView })
export class ContactCustomFieldView extends CustomFieldView {}
