import { Field, ObjectType } from 'type-graphql';
import { UserView } from '../users';

@ObjectType()
export class AuthPayload {
  @Field(() => String)
  token: string;

  @Field(() => UserView)
  user: UserView;
}
