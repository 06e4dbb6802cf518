import DataLoader from 'dataloader';
import { Arg, Args, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { FirstAfterArgs, IdArgs, OffsetArgs } from '../../core/input/args';
import { type GqlContext, signedIn } from '../../core/graphql/context';
import { IdempotencyKeyArgs } from '../idempotency';
import { ListMax, PagedBy } from '../../core/graphql/list-cost';
import { MAX_PAGE, pageSize } from '../../core/graphql/connection';
import { pageOffset, wantsOffsetPage } from '../../core/graphql/list-order';
import { BoardFirstArgs, BoardPipelineArgs, BoardUnitArgs, CloseDealInput, ColumnPageArgs, CreateDealInput, DealFilter, DealOrder, HiddenStagesArgs, MoveDealArgs, OptionalPipelineArgs, SaveOperationInput, StageIdArgs, UpdateDealInput } from './deals.inputs';
import { VersionArgs } from '../../core/rest/expected-version';
import { Board, DealCardConnection, DealConnection, DealMeasuresView, DealModeDetailsView, DealView, measuresView, NextReference } from './deals.types';
import type { OperationMeasures } from '@crm/domain';
import type { ModeDetails } from './deal-mode-details';
import { ContactView, type ContactData } from '../contacts';
import { customFieldsLoader, CUSTOM_FIELDS_MAX, type CustomFieldData, DealCustomFieldView } from '../custom-fields';
import type { OrganizationEntity } from '../organizations/organization.entity';
import { organizationLoader, OrganizationView } from '../organizations';
import { userLoader, UserView } from '../users';

@Resolver(() => DealView)
export class DealsResolver {
  @Authorized()
  @Query(() => DealView, { description: "Una operación. NOT_FOUND 'Operación no encontrada.'" })
  deal(@Args() { id }: IdArgs, @Ctx() ctx: GqlContext): Promise<DealView> {
    return ctx.services.deals.get(signedIn(ctx), id);
  }

  @Authorized()
  @Query(() => DealConnection, { description: 'Operaciones, las más nuevas primero; con orderBy u offset, páginas por posición (desempate por id).' })
  @PagedBy(MAX_PAGE)
  deals(
    @Ctx() ctx: GqlContext,
    @Arg('filter', () => DealFilter, { nullable: true }) filter: DealFilter | null | undefined,
    @Args() { first, after }: FirstAfterArgs,
    @Arg('orderBy', () => DealOrder, { nullable: true }) orderBy: DealOrder | null | undefined,
    @Args() { offset }: OffsetArgs,
  ) {
    if (wantsOffsetPage(orderBy, offset, after)) {
      return ctx.services.deals.offsetConnection(signedIn(ctx), filter, orderBy, { first: pageSize(first, 50), offset: pageOffset(offset, after) });
    }
    return ctx.services.deals.connection(signedIn(ctx), filter, pageSize(first, 50), after);
  }

  @Authorized()
  @Query(() => NextReference)
  async nextDealReference(@Ctx() ctx: GqlContext): Promise<NextReference> {
    return { preview: await ctx.services.deals.nextReference(signedIn(ctx)) };
  }

  @Authorized()
  @Query(() => Board, {
    description:
      'El kanban: sin pipelineId usa kanban_pipeline_id (o el del workspace) o el primero; etapas ocultas por kanban_hide_stages y hiddenStageIds.',
  })
  @PagedBy(MAX_PAGE)
  board(
    @Ctx() ctx: GqlContext,
    @Args() { pipelineId }: OptionalPipelineArgs,
    @Args() { businessUnitId }: BoardUnitArgs,
    @Args(() => HiddenStagesArgs) { hiddenStageIds }: HiddenStagesArgs = {},
    @Args(() => BoardFirstArgs) { first }: BoardFirstArgs,
  ): Promise<Board> {
    return ctx.services.board.board(signedIn(ctx), { pipelineId, businessUnitId, hiddenStageIds: hiddenStageIds ?? [], first: pageSize(first, 20) }, ctx.loaders);
  }

  @Authorized()
  @Query(() => DealCardConnection, { description: 'Más tarjetas de una columna (paginación por cursor).' })
  @PagedBy(MAX_PAGE)
  boardColumn(
    @Ctx() ctx: GqlContext,
    @Args() { pipelineId }: BoardPipelineArgs,
    @Args() { stageId }: StageIdArgs,
    @Args() { businessUnitId }: BoardUnitArgs,
    @Args() { first, after }: ColumnPageArgs,
  ) {
    return ctx.services.board.columnCards(signedIn(ctx), { pipelineId, stageId, businessUnitId, first: pageSize(first, 20), after });
  }

  @Authorized()
  @Mutation(() => DealView, { description: 'admin, venta y ops. Busca o crea la organización (por nombre) y el contacto (por email).' })
  createDeal(
    @Arg('input', () => CreateDealInput) input: CreateDealInput,
    @Args() { idempotencyKey }: IdempotencyKeyArgs,
    @Ctx() ctx: GqlContext,
  ): Promise<DealView> {
    const { deals, idempotency } = ctx.services;
    return idempotency.once(ctx.actor, idempotencyKey, 'createDeal', input, () => deals.create(signedIn(ctx), input), (d) => d.id, (id) => deals.get(signedIn(ctx), id));
  }

  @Authorized()
  @Mutation(() => DealView)
  updateDeal(
    @Args() { id }: IdArgs,
    @Arg('input', () => UpdateDealInput) input: UpdateDealInput,
    @Ctx() ctx: GqlContext,
  ): Promise<DealView> {
    return ctx.services.deals.update(signedIn(ctx), id, input);
  }

  @Authorized()
  @Mutation(() => DealView, {
    description:
      "admin, venta y ops. Guarda la operación (descripción, valor y los campos personalizados que cambiaron) en una sola transacción con un solo evento de historial, basada en `version` (Deal.version al cargar). Versión vieja → CONFLICT y nada escrito.",
  })
  saveOperation(
    @Args() { id }: IdArgs,
    @Args(() => VersionArgs) { version }: VersionArgs,
    @Arg('input', () => SaveOperationInput) input: SaveOperationInput,
    @Ctx() ctx: GqlContext,
  ): Promise<DealView> {
    return ctx.services.deals.saveOperation(signedIn(ctx), id, version, input);
  }

  @Authorized()
  @Mutation(() => DealView, { description: 'Mueve una tarjeta a una etapa, debajo de afterDealId (o arriba de todo). Una sola escritura.' })
  moveDeal(@Args(() => MoveDealArgs) args: MoveDealArgs, @Ctx() ctx: GqlContext): Promise<DealView> {
    return ctx.services.deals.move(signedIn(ctx), args);
  }

  @Authorized()
  @Mutation(() => DealView, {
    description:
      "admin, venta y ops. Cierra una operación abierta como won o lost con un motivo de motivo_cierre (obligatorio para lost; 'Otro' con closeReasonText). Cerrada: INVALID_TRANSITION.",
  })
  async closeDeal(@Args() { id }: IdArgs, @Arg('input', () => CloseDealInput) input: CloseDealInput, @Ctx() ctx: GqlContext): Promise<DealView> {
    return ctx.services.deals.close(signedIn(ctx), id, input);
  }

  @Authorized()
  @Mutation(() => DealView, { description: 'admin, venta y ops. Reabre una operación ganada o perdida (vuelve a su columna). Abierta: INVALID_TRANSITION.' })
  reopenDeal(@Args() { id }: IdArgs, @Ctx() ctx: GqlContext): Promise<DealView> {
    return ctx.services.deals.reopen(signedIn(ctx), id);
  }

  // Nested objects resolve through per-request loaders (one query per batch) with visibility applied:
  // another user's private organization or contact resolves to null (orgId/contactId are already null then).

  @FieldResolver(() => OrganizationView, { nullable: true })
  organization(@Root() d: DealView, @Ctx() ctx: GqlContext): Promise<OrganizationEntity | null> | null {
    return d.orgId ? organizationLoader(ctx).load(d.orgId) : null;
  }

  @FieldResolver(() => ContactView, { nullable: true })
  contact(@Root() d: DealView, @Ctx() ctx: GqlContext): Promise<ContactData | null> | null {
    return d.contactId
      ? ctx.loaders.get('contacts.byId', () => new DataLoader<number, ContactData | null>((ids) => ctx.services.contacts.byIds(signedIn(ctx), ids))).load(d.contactId)
      : null;
  }

  @FieldResolver(() => UserView, { nullable: true })
  advisor(@Root() d: DealView, @Ctx() ctx: GqlContext): Promise<UserView | null> | null {
    return d.advisorUserId ? userLoader(ctx).load(d.advisorUserId) : null;
  }

  @FieldResolver(() => [DealCustomFieldView], { description: `Campos personalizados de la operación (f_cotiz, modalidad_carga, …), hasta ${CUSTOM_FIELDS_MAX} en orden de creación.` })
  @ListMax(CUSTOM_FIELDS_MAX)
  customFields(@Root() d: DealView, @Ctx() ctx: GqlContext): Promise<CustomFieldData[]> {
    return customFieldsLoader(ctx, 'deal').load(d.id);
  }

  @FieldResolver(() => Int, {
    description: 'Versión de lo que edita la pantalla de la operación (título, descripción, valor, campos personalizados); saveOperation la pide para no pisar cambios ajenos.',
  })
  version(@Root() d: DealView, @Ctx() ctx: GqlContext): number | Promise<number> {
    return d.editVersion ?? ctx.loaders.get('deals.editVersions', () => new DataLoader<number, number>((ids) => ctx.services.deals.editVersions(ids))).load(d.id);
  }

  @FieldResolver(() => DealMeasuresView, { description: 'Volumen y peso tasable por modo (issue 20): el mismo cálculo que la planilla de costos.' })
  async measures(@Root() d: DealView, @Ctx() ctx: GqlContext): Promise<DealMeasuresView> {
    const m = await ctx.loaders.get('deals.measures', () => new DataLoader<number, OperationMeasures>((ids) => ctx.services.deals.measuresFor(ids))).load(d.id);
    return measuresView(m);
  }

  @FieldResolver(() => DealModeDetailsView, { description: 'Detalles por modo (aéreo, marítimo, terrestre, multimodal) del cliente REST original; solo lectura.' })
  modeDetails(@Root() d: DealView, @Ctx() ctx: GqlContext): Promise<ModeDetails> {
    return ctx.loaders.get('deals.modeDetails', () => new DataLoader<number, ModeDetails>((ids) => ctx.services.deals.modeDetailsFor(ids))).load(d.id);
  }
}
