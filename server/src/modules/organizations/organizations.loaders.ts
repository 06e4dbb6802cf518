import DataLoader from 'dataloader';
import { type GqlContext, signedIn } from '../../core/graphql/context';
import type { OrganizationEntity } from './organization.entity';

/** Organizations by id that the actor may see (null otherwise): Contact.organization and other modules' nested fields. */
export function organizationLoader(ctx: GqlContext): DataLoader<number, OrganizationEntity | null> {
  return ctx.loaders.get('organizations.byId', () => new DataLoader<number, OrganizationEntity | null>((ids) => ctx.services.organizations.byIds(signedIn(ctx), ids)));
}
