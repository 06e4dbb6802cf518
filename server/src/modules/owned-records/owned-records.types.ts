import { VISIBILITIES, type Visibility } from '@crm/domain';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';

/** GraphQL enum Visibility (contacts and organizations) with the stored lowercase values. */
export const VisibilityEnum = Object.fromEntries(VISIBILITIES.map((v) => [v, v])) as { [K in Visibility]: K };
registerEnumType(VisibilityEnum, {
  name: 'Visibility',
  description: 'company: todos leen y editan (salvo viewer y finanzas, que solo leen); shared: todos leen, editan el propietario y los administradores; private: solo el propietario y los administradores.',
});

/**
 * What an organization and a contact both show (the owned-record kit; see owned-record.entity.ts). TypeGraphQL
 * copies its fields into each object type that extends it; no query returns it, so the schema has no type
 * of that name.
 */
@ObjectType()
export abstract class OwnedRecordView {
  @Field(() => Int)
  id: number;

  @Field(() => Int, { nullable: true })
  ownerUserId: number | null;

  @Field(() => VisibilityEnum)
  visibility: Visibility;

  @Field(() => Int, { nullable: true })
  createdByUserId: number | null;

  @Field(() => Date)
  createdAt: Date;

  @Field(() => Date)
  updatedAt: Date;
}
