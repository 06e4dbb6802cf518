import { LocalDateResolver } from 'graphql-scalars';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Connection } from '../../core/graphql/connection';
import { ACTIVITY_TYPES, type ActivityType } from './activity.entity';

export const ActivityTypeEnum = Object.fromEntries(ACTIVITY_TYPES.map((t) => [t, t])) as { [K in ActivityType]: K };
registerEnumType(ActivityTypeEnum, { name: 'ActivityType', description: 'task, call, meeting, email o note.' });

/** An activity with the names of what it is linked to (joined in the same query). */
@ObjectType('Activity')
export class ActivityView {
  @Field(() => Int)
  id: number;

  @Field(() => ActivityTypeEnum)
  type: ActivityType;

  @Field(() => String, { nullable: true })
  subject: string | null;

  @Field(() => String, { nullable: true })
  notes: string | null;

  @Field(() => LocalDateResolver, { nullable: true })
  dueDate: string | null;

  @Field(() => Boolean)
  done: boolean;

  @Field(() => Date, { nullable: true, description: 'Cuándo se marcó como realizada; null mientras no lo está.' })
  doneAt: Date | null;

  @Field(() => Int, { nullable: true, description: 'Quién la marcó como realizada.' })
  doneByUserId: number | null;

  @Field(() => String, { nullable: true })
  doneByName: string | null;

  @Field(() => Int, { nullable: true })
  orgId: number | null;

  @Field(() => String, { nullable: true })
  orgName: string | null;

  @Field(() => Int, { nullable: true, description: 'El contacto (person_id en REST).' })
  personId: number | null;

  @Field(() => String, { nullable: true })
  personName: string | null;

  @Field(() => Int, { nullable: true })
  dealId: number | null;

  @Field(() => String, { nullable: true })
  dealReference: string | null;

  @Field(() => String, { nullable: true })
  dealTitle: string | null;

  @Field(() => Int, { nullable: true })
  createdByUserId: number | null;

  @Field(() => String, { nullable: true })
  createdByName: string | null;

  /** REST only (REST-CONTRACT "Activity authors"): users' emails stay out of the GraphQL type. */
  createdByEmail: string | null;

  @Field(() => Date)
  createdAt: Date;

  @Field(() => Date)
  updatedAt: Date;
}

export const ActivityConnection = Connection(ActivityView, 'Activity');
