import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { requireActor } from '../../core/auth/actor';
import type { GqlContext } from '../../core/graphql/context';
import { UserView } from '../users';
import { LoginInput } from './auth.inputs';
import { AuthPayload } from './auth.types';

@Resolver()
export class AuthResolver {
  @Mutation(() => AuthPayload, { description: "Inicia sesión. Errores: UNAUTHENTICATED 'Credenciales inválidas', RATE_LIMITED." })
  login(@Arg('input', () => LoginInput) input: LoginInput, @Ctx() ctx: GqlContext): Promise<AuthPayload> {
    return ctx.services.auth.login(input, ctx.ip);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Cierra esta sesión: su token deja de valer; las otras sesiones del usuario siguen abiertas.' })
  async logout(@Ctx() ctx: GqlContext): Promise<boolean> {
    await ctx.services.auth.logout(requireActor(ctx.actor));
    return true;
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Cierra todas las sesiones del usuario (todos los dispositivos): los tokens emitidos hasta ahora dejan de valer.' })
  async logoutEverywhere(@Ctx() ctx: GqlContext): Promise<boolean> {
    await ctx.services.auth.logoutEverywhere(requireActor(ctx.actor));
    return true;
  }

  @Authorized()
  @Query(() => UserView, { description: 'El usuario de la sesión.' })
  me(@Ctx() ctx: GqlContext): Promise<UserView> {
    return ctx.services.auth.me(requireActor(ctx.actor));
  }
}
