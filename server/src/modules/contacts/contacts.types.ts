import { Field, Int, ObjectType } from 'type-graphql';
import { Connection } from '../../core/graphql/connection';
import { OwnedRecordView } from '../owned-records';

/**
 * A contact (a person; spec part 1 §3, part 2 §3). `orgId` and `orgName` are null when the linked
 * organization is one the actor may not see (another user's private organization).
 */
@ObjectType('Contact')
export class ContactView extends OwnedRecordView {
  @Field(() => String, { nullable: true })
  name: string | null;

  @Field(() => String, { nullable: true })
  email: string | null;

  @Field(() => String, { nullable: true })
  phone: string | null;

  @Field(() => String, { nullable: true, description: 'Cargo.' })
  title: string | null;

  @Field(() => String, { nullable: true })
  label: string | null;

  @Field(() => String, { nullable: true })
  notes: string | null;

  @Field(() => Int, { nullable: true })
  orgId: number | null;

  @Field(() => String, { nullable: true, description: 'Nombre de la organización vinculada (razón social si no tiene nombre).' })
  orgName: string | null;
}

export const ContactConnection = Connection(ContactView, 'Contact');

@ObjectType()
export class CreateContactPayload {
  @Field(() => ContactView)
  contact: ContactView;

  @Field(() => Boolean, { description: 'true cuando ya existía un contacto visible con ese email: se devuelve ese en lugar de duplicarlo.' })
  deduped: boolean;
}
