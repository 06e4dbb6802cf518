import { Arg, Args, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { IdArgs } from '../../core/input/args';
import { type GqlContext, signedIn } from '../../core/graphql/context';
import { ListMax } from '../../core/graphql/list-cost';
import { CreateLabelInput, LabelScopeArgs, UpdateLabelInput } from './labels.inputs';
import { LABELS_MAX, LabelView } from './labels.types';

@Resolver()
export class LabelsResolver {
  @Authorized()
  @Query(() => [LabelView], { description: `Por nombre; sin scope, todas (hasta ${LABELS_MAX}).` })
  @ListMax(LABELS_MAX)
  labels(@Args() { scope }: LabelScopeArgs, @Ctx() ctx: GqlContext): Promise<LabelView[]> {
    return ctx.services.labels.list(signedIn(ctx), scope);
  }

  @Authorized()
  @Mutation(() => LabelView, { description: "Solo administradores. CONFLICT 'Ya existe una etiqueta con ese nombre.'" })
  createLabel(@Arg('input', () => CreateLabelInput) input: CreateLabelInput, @Ctx() ctx: GqlContext): Promise<LabelView> {
    return ctx.services.labels.create(signedIn(ctx), input);
  }

  @Authorized()
  @Mutation(() => LabelView, { description: 'Solo administradores: nombre y color.' })
  updateLabel(@Args() { id }: IdArgs, @Arg('input', () => UpdateLabelInput) input: UpdateLabelInput, @Ctx() ctx: GqlContext): Promise<LabelView> {
    return ctx.services.labels.update(signedIn(ctx), id, input);
  }

  @Authorized()
  @Mutation(() => Int, { description: 'Solo administradores. Devuelve el id eliminado.' })
  deleteLabel(@Args() { id }: IdArgs, @Ctx() ctx: GqlContext): Promise<number> {
    return ctx.services.labels.remove(signedIn(ctx), id);
  }
}
