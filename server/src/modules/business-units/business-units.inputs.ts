import { IsOptional, IsString, Matches, MaxLength } from '../../core/input/rules';
import { SLUG_PATTERN } from '@crm/domain';
import { Field, InputType } from 'type-graphql';
import { Name, OptionalId, OptionalName } from '../../core/input/fields';

export const BUSINESS_UNIT_MESSAGES = {
  nameRequired: 'El nombre de la unidad de negocio es obligatorio.',
  nameTooLong: 'El nombre de la unidad de negocio admite hasta 120 caracteres.',
  slugInvalid: 'El slug debe tener minúsculas, números y guiones (por ejemplo atm-cargo), hasta 80 caracteres.',
  slugTaken: 'Ya existe una unidad de negocio con ese slug.',
  parentInvalid: 'La unidad superior no es válida.',
  parentNotFound: 'La unidad superior no existe.',
  parentNested: 'La unidad superior debe ser una unidad de primer nivel distinta de esta.',
  hasChildren: 'Una unidad con subunidades no puede depender de otra.',
  notFound: 'Unidad de negocio no encontrada.',
} as const;


@InputType()
export class CreateBusinessUnitInput {
  @Name(120, { required: BUSINESS_UNIT_MESSAGES.nameRequired, tooLong: BUSINESS_UNIT_MESSAGES.nameTooLong })
  name: string;

  @Field(() => String, { description: 'El {slug} de /workspace/{slug}.' })
  @IsString({ message: BUSINESS_UNIT_MESSAGES.slugInvalid })
  @MaxLength(80, { message: BUSINESS_UNIT_MESSAGES.slugInvalid })
  @Matches(SLUG_PATTERN, { message: BUSINESS_UNIT_MESSAGES.slugInvalid })
  keySlug: string;

  @OptionalId(BUSINESS_UNIT_MESSAGES.parentInvalid)
  parentId?: number | null;
}

/** Omitted fields stay; parentId null makes it a top-level unit. */
@InputType()
export class UpdateBusinessUnitInput {
  @OptionalName(120, { required: BUSINESS_UNIT_MESSAGES.nameRequired, tooLong: BUSINESS_UNIT_MESSAGES.nameTooLong })
  name?: string | null;

  @Field(() => String, { nullable: true, description: 'Cambiarlo renombra también los parámetros clave__{slug} del workspace.' })
  @IsOptional()
  @IsString({ message: BUSINESS_UNIT_MESSAGES.slugInvalid })
  @MaxLength(80, { message: BUSINESS_UNIT_MESSAGES.slugInvalid })
  @Matches(SLUG_PATTERN, { message: BUSINESS_UNIT_MESSAGES.slugInvalid })
  keySlug?: string | null;

  @OptionalId(BUSINESS_UNIT_MESSAGES.parentInvalid)
  parentId?: number | null;
}
