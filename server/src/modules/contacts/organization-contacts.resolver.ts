import DataLoader from 'dataloader';
import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { type GqlContext, signedIn } from '../../core/graphql/context';
import { ListMax } from '../../core/graphql/list-cost';
import type { OrganizationEntity } from '../organizations/organization.entity';
import { OrganizationView } from '../organizations';
import { type ContactData, ORGANIZATION_CONTACTS_MAX } from './contacts.service';
import { ContactView } from './contacts.types';

/**
 * Organization.contacts lives with the contacts, not in the organizations module: contacts stand on
 * organizations (Contact.organization), so the field that points back down is added from above and no
 * two modules import each other.
 */
@Resolver(() => OrganizationView)
export class OrganizationContactsResolver {
  @FieldResolver(() => [ContactView], {
    description: `Los contactos visibles de la organización, por nombre: los primeros ${ORGANIZATION_CONTACTS_MAX} (todos, paginados: contacts(filter: { orgId })).`,
  })
  @ListMax(ORGANIZATION_CONTACTS_MAX)
  contacts(@Root() org: OrganizationEntity, @Ctx() ctx: GqlContext): Promise<ContactData[]> {
    return ctx.loaders
      .get('contacts.byOrganization', () => new DataLoader<number, ContactData[]>((ids) => ctx.services.contacts.forOrganizations(signedIn(ctx), ids)))
      .load(org.id);
  }
}
