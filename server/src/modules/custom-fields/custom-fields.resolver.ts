import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { type GqlContext, signedIn } from '../../core/graphql/context';
import { ListMax } from '../../core/graphql/list-cost';
import { validateInput } from '../../core/input/validate';
import { CustomFieldValueInput, UpsertCustomFieldInput } from './custom-fields.inputs';
import { CUSTOM_FIELDS_MAX, type CustomFieldData, type CustomFieldKind, CustomFieldOwnerEnum, CustomFieldView } from './custom-fields.types';

@Resolver()
export class CustomFieldsResolver {
  @Authorized()
  @Query(() => [CustomFieldView], {
    description: `Campos personalizados de una operación, organización o contacto (los de organizaciones y contactos siguen su visibilidad), hasta ${CUSTOM_FIELDS_MAX} en orden de creación.`,
  })
  @ListMax(CUSTOM_FIELDS_MAX)
  customFields(
    @Arg('owner', () => CustomFieldOwnerEnum) owner: CustomFieldKind,
    @Arg('ownerId', () => Int) ownerId: number,
    @Ctx() ctx: GqlContext,
  ): Promise<CustomFieldData[]> {
    return ctx.services.customFields.list(signedIn(ctx), owner, ownerId);
  }

  @Authorized()
  @Mutation(() => CustomFieldView, {
    description: "Crea o actualiza por clave (una fila por dueño y clave). Un campo nuevo necesita clave y etiqueta ('Completá clave y etiqueta.').",
  })
  async upsertCustomField(
    @Arg('owner', () => CustomFieldOwnerEnum) owner: CustomFieldKind,
    @Arg('ownerId', () => Int) ownerId: number,
    @Arg('input', () => UpsertCustomFieldInput) input: UpsertCustomFieldInput,
    @Ctx() ctx: GqlContext,
  ): Promise<CustomFieldData> {
    return (await ctx.services.customFields.upsert(signedIn(ctx), owner, ownerId, input)).field;
  }

  @Authorized()
  @Mutation(() => CustomFieldView, { description: "Cambia el valor; NOT_FOUND 'Campo no encontrado.' si el campo es de otro dueño." })
  async updateCustomField(
    @Arg('owner', () => CustomFieldOwnerEnum) owner: CustomFieldKind,
    @Arg('ownerId', () => Int) ownerId: number,
    @Arg('fieldId', () => Int) fieldId: number,
    @Arg('value', () => String, { nullable: true }) value: string | null,
    @Ctx() ctx: GqlContext,
  ): Promise<CustomFieldData> {
    const input = await validateInput(CustomFieldValueInput, { value });
    return ctx.services.customFields.update(signedIn(ctx), owner, ownerId, fieldId, input.value);
  }
}
