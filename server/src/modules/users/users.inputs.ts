import { PASSWORD_MAX_BYTES, PASSWORD_MIN_CHARS, ROLES, type Role } from '@crm/domain';
import { IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, MinLength } from '../../core/input/rules';
import { ArgsType, Field, InputType } from 'type-graphql';
import { IsTrimmedEmail, MaxUtf8Bytes, Secret } from '../../core/input/fields';
import { RoleEnum } from './users.types';

export const USER_MESSAGES = {
  nameRequired: 'El nombre es obligatorio.',
  nameTooLong: 'El nombre admite hasta 120 caracteres.',
  emailInvalid: 'El email no es válido.',
  roleInvalid: 'Rol inválido: elegí admin, venta, ops, finanzas o viewer.',
  passwordShort: 'La contraseña debe tener al menos 8 caracteres.',
  /** bcrypt reads 72 bytes: a longer password would be cut silently (tokens and passwords). */
  passwordLong: 'La contraseña es demasiado larga: admite hasta 72 bytes (las letras con tilde y la ñ ocupan 2, algunos símbolos hasta 4).',
  emailTaken: 'Email ya existe',
  userNotFound: 'Usuario no encontrado.',
  selfDeactivate: 'No podés desactivar tu propio usuario.',
  selfDemote: 'No podés quitarte el rol de administrador.',
  lastAdmin: 'Debe quedar al menos un administrador activo.',
} as const;

const ROLE_VALUES = [...ROLES];

@InputType()
export class CreateUserInput {
  @Field(() => String)
  @IsString({ message: USER_MESSAGES.nameRequired })
  @IsNotEmpty({ message: USER_MESSAGES.nameRequired })
  @MaxLength(120, { message: USER_MESSAGES.nameTooLong })
  name: string;

  @Field(() => String)
  @IsTrimmedEmail({ message: USER_MESSAGES.emailInvalid })
  @MaxLength(190, { message: USER_MESSAGES.emailInvalid })
  email: string;

  @Field(() => RoleEnum, { defaultValue: 'viewer' })
  @IsIn(ROLE_VALUES, { message: USER_MESSAGES.roleInvalid })
  role: Role = 'viewer';

  @Field(() => Boolean, { defaultValue: true })
  @IsBoolean({ message: 'El estado activo debe ser verdadero o falso.' })
  isActive: boolean = true;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: USER_MESSAGES.passwordShort })
  @MinLength(PASSWORD_MIN_CHARS, { message: USER_MESSAGES.passwordShort })
  @MaxUtf8Bytes(PASSWORD_MAX_BYTES, { message: USER_MESSAGES.passwordLong })
  password?: string | null;
}

@InputType()
export class UpdateUserInput {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: USER_MESSAGES.nameRequired })
  @IsNotEmpty({ message: USER_MESSAGES.nameRequired })
  @MaxLength(120, { message: USER_MESSAGES.nameTooLong })
  name?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsTrimmedEmail({ message: USER_MESSAGES.emailInvalid })
  @MaxLength(190, { message: USER_MESSAGES.emailInvalid })
  email?: string | null;

  @Field(() => RoleEnum, { nullable: true })
  @IsOptional()
  @IsIn(ROLE_VALUES, { message: USER_MESSAGES.roleInvalid })
  role?: Role | null;

  @Field(() => Boolean, { nullable: true })
  @IsOptional()
  @IsBoolean({ message: 'El estado activo debe ser verdadero o falso.' })
  isActive?: boolean | null;
}

/** setUserPassword's `newPassword: String!` and PUT /api/users/{id}/password: one class for both APIs. */
@ArgsType()
export class SetPasswordInput {
  @Secret()
  @IsString({ message: USER_MESSAGES.passwordShort })
  @MinLength(PASSWORD_MIN_CHARS, { message: USER_MESSAGES.passwordShort })
  @MaxUtf8Bytes(PASSWORD_MAX_BYTES, { message: USER_MESSAGES.passwordLong })
  newPassword: string;
}
