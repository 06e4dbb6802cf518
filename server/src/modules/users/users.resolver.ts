import { Arg, Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { IdArgs } from '../../core/input/args';
import { type GqlContext, signedIn } from '../../core/graphql/context';
import { ListMax } from '../../core/graphql/list-cost';
import { CreateUserInput, SetPasswordInput, UpdateUserInput } from './users.inputs';
import { USERS_MAX } from './users.service';
import { PasswordChangeResult, UserView } from './users.types';

@Resolver()
export class UsersResolver {
  @Authorized()
  @Query(() => [UserView], { description: `Todos los usuarios para administradores; activos con id y nombre para el resto (hasta ${USERS_MAX}).` })
  @ListMax(USERS_MAX)
  users(@Ctx() ctx: GqlContext): Promise<UserView[]> {
    return ctx.services.users.list(signedIn(ctx));
  }

  @Authorized()
  @Mutation(() => UserView, { description: "Solo administradores. CONFLICT 'Email ya existe'." })
  createUser(@Arg('input', () => CreateUserInput) input: CreateUserInput, @Ctx() ctx: GqlContext): Promise<UserView> {
    return ctx.services.users.create(signedIn(ctx), input);
  }

  @Authorized()
  @Mutation(() => UserView, { description: 'Solo administradores: nombre, email, rol, activo.' })
  updateUser(
    @Args() { id }: IdArgs,
    @Arg('input', () => UpdateUserInput) input: UpdateUserInput,
    @Ctx() ctx: GqlContext,
  ): Promise<UserView> {
    return ctx.services.users.update(signedIn(ctx), id, input);
  }

  @Authorized()
  @Mutation(() => PasswordChangeResult, {
    description: 'Un administrador o el propio usuario. Revoca los tokens anteriores de ese usuario.',
  })
  async setUserPassword(
    @Args() { id }: IdArgs,
    @Args() input: SetPasswordInput,
    @Ctx() ctx: GqlContext,
  ): Promise<PasswordChangeResult> {
    const user = await ctx.services.users.setPassword(signedIn(ctx), id, input);
    const own = ctx.actor?.id === user.id;
    return { ok: true, token: own ? ctx.services.auth.issueToken(user) : null };
  }
}
