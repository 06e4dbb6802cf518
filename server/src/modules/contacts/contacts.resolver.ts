import { Arg, Args, Authorized, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import { FirstAfterArgs, IdArgs, OffsetArgs } from '../../core/input/args';
import { type ConnectionShape, MAX_PAGE, PageArgs } from '../../core/graphql/connection';
import { type GqlContext, signedIn } from '../../core/graphql/context';
import { IdempotencyKeyArgs } from '../idempotency';
import { pageOffset, wantsOffsetPage } from '../../core/graphql/list-order';
import { ListMax, PagedBy } from '../../core/graphql/list-cost';
import { validateInput } from '../../core/input/validate';
import { customFieldsLoader, ContactCustomFieldView, CUSTOM_FIELDS_MAX, type CustomFieldData } from '../custom-fields';
import type { OrganizationEntity } from '../organizations/organization.entity';
import { organizationLoader, OrganizationView } from '../organizations';
import { userLoader, UserView } from '../users';
import { ContactFilter, ContactOrder, CreateContactInput, UpdateContactInput } from './contacts.inputs';
import { CONTACT_LABELS_MAX, type ContactData } from './contacts.service';
import { ContactConnection, ContactView, CreateContactPayload } from './contacts.types';

@Resolver(() => ContactView)
export class ContactsResolver {
  @Authorized()
  @Query(() => ContactView, { description: "NOT_FOUND 'Contacto no encontrado.' también para los privados de otros usuarios." })
  contact(@Args() { id }: IdArgs, @Ctx() ctx: GqlContext): Promise<ContactData> {
    return ctx.services.contacts.getById(signedIn(ctx), id);
  }

  @Authorized()
  @Query(() => ContactConnection, { description: 'Contactos visibles, por nombre.' })
  @PagedBy(MAX_PAGE)
  async contacts(
    @Arg('filter', () => ContactFilter, { nullable: true }) filter: ContactFilter | null,
    @Args() { first, after }: FirstAfterArgs,
    @Ctx() ctx: GqlContext,
    @Arg('orderBy', () => ContactOrder, { nullable: true }) orderBy: ContactOrder | null | undefined,
    @Args() { offset }: OffsetArgs,
  ): Promise<ConnectionShape<ContactData>> {
    const page = await validateInput(PageArgs, { first, after });
    if (wantsOffsetPage(orderBy, offset, after)) {
      return ctx.services.contacts.offsetConnection(signedIn(ctx), filter, orderBy, { first: page.first, offset: pageOffset(offset, after) });
    }
    return ctx.services.contacts.connection(signedIn(ctx), filter, page);
  }

  @Authorized()
  @Query(() => [String], { description: "Etiquetas que llevan los contactos visibles (el filtro 'Etiqueta'), en orden alfabético." })
  @ListMax(CONTACT_LABELS_MAX)
  contactLabels(@Ctx() ctx: GqlContext): Promise<string[]> {
    return ctx.services.contacts.labelsInUse(signedIn(ctx));
  }

  @Authorized()
  @Mutation(() => CreateContactPayload, {
    description: "Necesita nombre o email ('Completá al menos nombre o email.'). Un email que ya tiene un contacto visible devuelve ese contacto con deduped: true.",
  })
  createContact(
    @Arg('input', () => CreateContactInput) input: CreateContactInput,
    @Args() { idempotencyKey }: IdempotencyKeyArgs,
    @Ctx() ctx: GqlContext,
  ): Promise<CreateContactPayload> {
    const { contacts, idempotency } = ctx.services;
    return idempotency.once(
      ctx.actor,
      idempotencyKey,
      'createContact',
      input,
      () => contacts.create(signedIn(ctx), input),
      (p) => ({ id: p.contact.id, deduped: p.deduped }),
      async (ref) => ({ contact: await contacts.getById(signedIn(ctx), ref.id), deduped: ref.deduped }),
    );
  }

  @Authorized()
  @Mutation(() => ContactView, { description: 'Campos ausentes no cambian; null o texto vacío los borra; orgId null desvincula la organización.' })
  updateContact(@Args() { id }: IdArgs, @Arg('input', () => UpdateContactInput) input: UpdateContactInput, @Ctx() ctx: GqlContext): Promise<ContactData> {
    return ctx.services.contacts.update(signedIn(ctx), id, input);
  }

  @FieldResolver(() => OrganizationView, { nullable: true, description: 'null si no tiene o si es una organización que no podés ver.' })
  organization(@Root() c: ContactData, @Ctx() ctx: GqlContext): Promise<OrganizationEntity | null> | null {
    return c.orgId ? organizationLoader(ctx).load(c.orgId) : null;
  }

  @FieldResolver(() => UserView, { nullable: true })
  owner(@Root() c: ContactData, @Ctx() ctx: GqlContext): Promise<UserView | null> | null {
    return c.ownerUserId ? userLoader(ctx).load(c.ownerUserId) : null;
  }

  @FieldResolver(() => [ContactCustomFieldView], { description: `Hasta ${CUSTOM_FIELDS_MAX}, en orden de creación.` })
  @ListMax(CUSTOM_FIELDS_MAX)
  customFields(@Root() c: ContactData, @Ctx() ctx: GqlContext): Promise<CustomFieldData[]> {
    return customFieldsLoader(ctx, 'contact').load(c.id);
  }
}
