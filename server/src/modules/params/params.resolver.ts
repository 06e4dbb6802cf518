import { Arg, Args, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { IdArgs } from '../../core/input/args';
import { type GqlContext, signedIn } from '../../core/graphql/context';
import { ListMax } from '../../core/graphql/list-cost';
import { CreateParamValueInput, ParamKeysArgs, UpdateParamValueInput } from './params.inputs';
import { MAX_PARAM_KEYS_PER_READ } from './params.service';
import { ParamGroupView, ParamValueView } from './params.types';

@Resolver()
export class ParamsResolver {
  @Authorized()
  @Query(() => [ParamGroupView], {
    description: `Valores de las claves pedidas (hasta ${MAX_PARAM_KEYS_PER_READ}), en ese orden; las claves sin valores no aparecen. Incluye los inactivos.`,
  })
  // One group per requested key at most.
  @ListMax(MAX_PARAM_KEYS_PER_READ, { sizeArg: 'keys' })
  params(@Args() { keys }: ParamKeysArgs, @Ctx() ctx: GqlContext): Promise<ParamGroupView[]> {
    return ctx.services.params.groups(signedIn(ctx), keys);
  }

  @Authorized()
  @Mutation(() => ParamValueView, { description: 'Solo administradores.' })
  createParamValue(@Arg('input', () => CreateParamValueInput) input: CreateParamValueInput, @Ctx() ctx: GqlContext): Promise<ParamValueView> {
    return ctx.services.params.create(signedIn(ctx), input);
  }

  @Authorized()
  @Mutation(() => ParamValueView, { description: 'Solo administradores: valor, orden, activo.' })
  updateParamValue(
    @Args() { id }: IdArgs,
    @Arg('input', () => UpdateParamValueInput) input: UpdateParamValueInput,
    @Ctx() ctx: GqlContext,
  ): Promise<ParamValueView> {
    return ctx.services.params.update(signedIn(ctx), id, input);
  }

  @Authorized()
  @Mutation(() => Int, { description: 'Solo administradores. Devuelve el id eliminado.' })
  deleteParamValue(@Args() { id }: IdArgs, @Ctx() ctx: GqlContext): Promise<number> {
    return ctx.services.params.remove(signedIn(ctx), id);
  }
}
