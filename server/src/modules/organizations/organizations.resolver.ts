import { Arg, Args, Authorized, Ctx, FieldResolver, Float, Mutation, Query, Resolver, Root } from 'type-graphql';
import { FirstAfterArgs, IdArgs, OffsetArgs } from '../../core/input/args';
import { type ConnectionShape, MAX_PAGE, PageArgs } from '../../core/graphql/connection';
import { type GqlContext, signedIn } from '../../core/graphql/context';
import { IdempotencyKeyArgs } from '../idempotency';
import { pageOffset, wantsOffsetPage } from '../../core/graphql/list-order';
import { ListMax, PagedBy } from '../../core/graphql/list-cost';
import { validateInput } from '../../core/input/validate';
import { customFieldsLoader, CUSTOM_FIELDS_MAX, type CustomFieldData, OrganizationCustomFieldView } from '../custom-fields';
import { userLoader, UserView } from '../users';
import type { OrganizationEntity } from './organization.entity';
import { CreateOrganizationInput, OrganizationFilter, OrganizationOrder, UpdateOrganizationInput } from './organizations.inputs';
import { OrganizationConnection, OrganizationView } from './organizations.types';

@Resolver(() => OrganizationView)
export class OrganizationsResolver {
  @Authorized()
  @Query(() => OrganizationView, { description: "NOT_FOUND 'Organización no encontrada.' también para las privadas de otros usuarios." })
  organization(@Args() { id }: IdArgs, @Ctx() ctx: GqlContext): Promise<OrganizationEntity> {
    return ctx.services.organizations.getById(signedIn(ctx), id);
  }

  @Authorized()
  @Query(() => OrganizationConnection, { description: 'Organizaciones visibles, por nombre.' })
  @PagedBy(MAX_PAGE)
  async organizations(
    @Arg('filter', () => OrganizationFilter, { nullable: true }) filter: OrganizationFilter | null,
    @Args() { first, after }: FirstAfterArgs,
    @Ctx() ctx: GqlContext,
    @Arg('orderBy', () => OrganizationOrder, { nullable: true }) orderBy: OrganizationOrder | null | undefined,
    @Args() { offset }: OffsetArgs,
  ): Promise<ConnectionShape<OrganizationEntity>> {
    const page = await validateInput(PageArgs, { first, after });
    if (wantsOffsetPage(orderBy, offset, after)) {
      return ctx.services.organizations.offsetConnection(signedIn(ctx), filter, orderBy, { first: page.first, offset: pageOffset(offset, after) });
    }
    return ctx.services.organizations.connection(signedIn(ctx), filter, page);
  }

  @Authorized()
  @Query(() => Float, {
    description:
      'Profit acumulado (spec parte 1 §2): suma de budgetProfitValue de las organizaciones visibles con presupuesto confirmado (y que cumplen el filtro), con 2 decimales.',
  })
  organizationsAccumulatedProfit(
    @Arg('filter', () => OrganizationFilter, { nullable: true }) filter: OrganizationFilter | null,
    @Ctx() ctx: GqlContext,
  ): Promise<number> {
    return ctx.services.organizations.accumulatedProfit(signedIn(ctx), filter);
  }

  @Authorized()
  @Mutation(() => OrganizationView, { description: "Necesita razonSocial o name ('La Razón Social es obligatoria'); rubro por defecto 'Seguro'." })
  createOrganization(
    @Arg('input', () => CreateOrganizationInput) input: CreateOrganizationInput,
    @Args() { idempotencyKey }: IdempotencyKeyArgs,
    @Ctx() ctx: GqlContext,
  ): Promise<OrganizationEntity> {
    const { organizations, idempotency } = ctx.services;
    return idempotency.once(signedIn(ctx), idempotencyKey, 'createOrganization', input, () => organizations.create(signedIn(ctx), input), (o) => o.id, (id) => organizations.getById(signedIn(ctx), id));
  }

  @Authorized()
  @Mutation(() => OrganizationView, { description: 'Campos ausentes no cambian; null o texto vacío los borra.' })
  updateOrganization(
    @Args() { id }: IdArgs,
    @Arg('input', () => UpdateOrganizationInput) input: UpdateOrganizationInput,
    @Ctx() ctx: GqlContext,
  ): Promise<OrganizationEntity> {
    return ctx.services.organizations.update(signedIn(ctx), id, input);
  }

  @FieldResolver(() => UserView, { nullable: true })
  owner(@Root() org: OrganizationEntity, @Ctx() ctx: GqlContext): Promise<UserView | null> | null {
    return org.ownerUserId ? userLoader(ctx).load(org.ownerUserId) : null;
  }

  @FieldResolver(() => UserView, { nullable: true })
  advisor(@Root() org: OrganizationEntity, @Ctx() ctx: GqlContext): Promise<UserView | null> | null {
    return org.advisorUserId ? userLoader(ctx).load(org.advisorUserId) : null;
  }

  @FieldResolver(() => [OrganizationCustomFieldView], { description: `Hasta ${CUSTOM_FIELDS_MAX}, en orden de creación.` })
  @ListMax(CUSTOM_FIELDS_MAX)
  customFields(@Root() org: OrganizationEntity, @Ctx() ctx: GqlContext): Promise<CustomFieldData[]> {
    return customFieldsLoader(ctx, 'org').load(org.id);
  }
}
