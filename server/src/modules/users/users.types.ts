import { ROLES, type Role } from '@crm/domain';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';

/** GraphQL enum Role with the stored lowercase values. */
export const RoleEnum = Object.fromEntries(ROLES.map((r) => [r, r])) as { [K in Role]: K };
registerEnumType(RoleEnum, { name: 'Role', description: 'admin, venta (ventas), ops (operaciones), finanzas (administración: lee todo, no edita el CRM) o viewer (solo lectura).' });

/**
 * A user as the actor may see it: other users' email, role, state and dates are null for non-admins
 * (they only need id and name for the advisor and owner pickers).
 */
@ObjectType('User')
export class UserView {
  @Field(() => Int)
  id: number;

  @Field(() => String)
  name: string;

  @Field(() => String, { nullable: true })
  email: string | null;

  @Field(() => RoleEnum, { nullable: true })
  role: Role | null;

  @Field(() => Boolean, { nullable: true })
  isActive: boolean | null;

  @Field(() => Date, { nullable: true })
  createdAt: Date | null;

  @Field(() => Date, { nullable: true })
  updatedAt: Date | null;
}

@ObjectType()
export class PasswordChangeResult {
  @Field(() => Boolean)
  ok: boolean;

  @Field(() => String, { nullable: true, description: 'Un token nuevo cuando el usuario cambió su propia contraseña.' })
  token: string | null;
}
