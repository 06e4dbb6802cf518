import { Arg, Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { IdArgs } from '../../core/input/args';
import { type GqlContext, signedIn } from '../../core/graphql/context';
import { ListMax } from '../../core/graphql/list-cost';
import { CreateApiKeyInput } from './api-keys.inputs';
import { ApiKeyView, CreatedApiKey } from './api-keys.types';

/** Keys are few (a handful per integration): the list is not paged. */
export const API_KEYS_MAX = 500;

@Resolver()
export class ApiKeysResolver {
  @Authorized()
  @Query(() => [ApiKeyView], { description: 'Administradores: todas las claves; los demás, las suyas. Las más nuevas primero.' })
  @ListMax(API_KEYS_MAX)
  apiKeys(@Ctx() ctx: GqlContext): Promise<ApiKeyView[]> {
    return ctx.services.apiKeys.list(signedIn(ctx));
  }

  @Authorized()
  @Mutation(() => CreatedApiKey, { description: 'Los roles que escriben (admin, venta, ops; no viewer ni finanzas), con un rol no superior al propio. El secreto se devuelve solo aquí.' })
  createApiKey(@Arg('input', () => CreateApiKeyInput) input: CreateApiKeyInput, @Ctx() ctx: GqlContext): Promise<CreatedApiKey> {
    return ctx.services.apiKeys.create(signedIn(ctx), input);
  }

  @Authorized()
  @Mutation(() => ApiKeyView, { description: 'Revoca la clave: el próximo pedido con ella responde 401.' })
  revokeApiKey(@Args() { id }: IdArgs, @Ctx() ctx: GqlContext): Promise<ApiKeyView> {
    return ctx.services.apiKeys.revoke(signedIn(ctx), id);
  }
}
