import { Arg, Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { CustomFieldOwnerArgs, FieldIdArgs, OwnerIdArgs } from './custom-fields.inputs';
import { type GqlContext, signedIn } from '../../core/graphql/context';
import { ListMax } from '../../core/graphql/list-cost';
import { CustomFieldValueInput, UpsertCustomFieldInput } from './custom-fields.inputs';
import { CUSTOM_FIELDS_MAX, type CustomFieldData, CustomFieldView } from './custom-fields.types';

@Resolver()
export class CustomFieldsResolver {
  @Authorized()
  @Query(() => [CustomFieldView], {
    description: `Campos personalizados de una operación, organización o contacto (los de organizaciones y contactos siguen su visibilidad), hasta ${CUSTOM_FIELDS_MAX} en orden de creación.`,
  })
  @ListMax(CUSTOM_FIELDS_MAX)
  customFields(
    @Args() { owner }: CustomFieldOwnerArgs,
    @Args() { ownerId }: OwnerIdArgs,
    @Ctx() ctx: GqlContext,
  ): Promise<CustomFieldData[]> {
    return ctx.services.customFields.list(signedIn(ctx), owner, ownerId);
  }

  @Authorized()
  @Mutation(() => CustomFieldView, {
    description: "Crea o actualiza por clave (una fila por dueño y clave). Un campo nuevo necesita clave y etiqueta ('Completá clave y etiqueta.').",
  })
  async upsertCustomField(
    @Args() { owner }: CustomFieldOwnerArgs,
    @Args() { ownerId }: OwnerIdArgs,
    @Arg('input', () => UpsertCustomFieldInput) input: UpsertCustomFieldInput,
    @Ctx() ctx: GqlContext,
  ): Promise<CustomFieldData> {
    return (await ctx.services.customFields.upsert(signedIn(ctx), owner, ownerId, input)).field;
  }

  @Authorized()
  @Mutation(() => CustomFieldView, { description: "Cambia el valor; NOT_FOUND 'Campo no encontrado.' si el campo es de otro dueño." })
  async updateCustomField(
    @Args() { owner }: CustomFieldOwnerArgs,
    @Args() { ownerId }: OwnerIdArgs,
    @Args() { fieldId }: FieldIdArgs,
    @Args() input: CustomFieldValueInput,
    @Ctx() ctx: GqlContext,
  ): Promise<CustomFieldData> {
    return ctx.services.customFields.update(signedIn(ctx), owner, ownerId, fieldId, input.value);
  }
}
