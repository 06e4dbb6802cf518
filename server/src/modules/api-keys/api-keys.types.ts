import type { Role } from '@crm/domain';
import { Field, Int, ObjectType } from 'type-graphql';
import { RoleEnum } from '../users';

@ObjectType('ApiKey', { description: 'Una clave de API (el secreto no se guarda: solo se muestra al crearla).' })
export class ApiKeyView {
  @Field(() => Int)
  id: number;

  @Field(() => String)
  name: string;

  @Field(() => String, { description: "El comienzo público del secreto ('crm_' y 8 caracteres)." })
  prefix: string;

  @Field(() => RoleEnum)
  role: Role;

  @Field(() => Int)
  createdById: number;

  @Field(() => String)
  createdByName: string;

  @Field(() => Date)
  createdAt: Date;

  @Field(() => Date, { nullable: true })
  expiresAt: Date | null;

  @Field(() => Date, { nullable: true, description: 'Último uso (se actualiza a lo sumo una vez por minuto).' })
  lastUsedAt: Date | null;

  @Field(() => Date, { nullable: true })
  revokedAt: Date | null;
}

@ObjectType('CreatedApiKey')
export class CreatedApiKey {
  @Field(() => ApiKeyView)
  key: ApiKeyView;

  @Field(() => String, { description: 'El secreto completo: se muestra esta única vez. Se usa como `Authorization: Bearer <secreto>`.' })
  secret: string;
}
