import { API_KEY_EXPIRY_MAX_DAYS, ROLES, type Role } from '@crm/domain';
import { IsIn, IsInt, IsOptional, Max, Min } from '../../core/input/rules';
import { Field, InputType, Int } from 'type-graphql';
import { RoleEnum } from '../users';
import { Name } from '../../core/input/fields';

export const API_KEY_NAME_MAX = 80;

export const API_KEY_MESSAGES = {
  nameRequired: 'El nombre de la clave es obligatorio.',
  nameTooLong: `El nombre de la clave admite hasta ${API_KEY_NAME_MAX} caracteres.`,
  roleInvalid: 'El rol de la clave no es válido.',
  roleTooHigh: 'No podés crear una clave con un rol superior al tuyo.',
  expiryInvalid: `El vencimiento debe ser de 1 a ${API_KEY_EXPIRY_MAX_DAYS} días.`,
  notFound: 'Clave de API no encontrada.',
  keyActor: 'Una clave de API no puede administrar claves ni sesiones: usá la aplicación web.',
} as const;


@InputType()
export class CreateApiKeyInput {
  @Name(API_KEY_NAME_MAX, { required: API_KEY_MESSAGES.nameRequired, tooLong: API_KEY_MESSAGES.nameTooLong }, 'Para reconocerla en la lista (p. ej. el nombre del script).')
  name: string;

  @Field(() => RoleEnum, { description: 'No superior al rol de quien la crea.' })
  @IsIn([...ROLES], { message: API_KEY_MESSAGES.roleInvalid })
  role: Role;

  @Field(() => Int, { nullable: true, description: `Días hasta que vence (1 a ${API_KEY_EXPIRY_MAX_DAYS}); sin valor, no vence.` })
  @IsOptional()
  @IsInt({ message: API_KEY_MESSAGES.expiryInvalid })
  @Min(1, { message: API_KEY_MESSAGES.expiryInvalid })
  @Max(API_KEY_EXPIRY_MAX_DAYS, { message: API_KEY_MESSAGES.expiryInvalid })
  expiresInDays?: number | null;
}
