import DataLoader from 'dataloader';
import { type GqlContext, signedIn } from '../../core/graphql/context';
import type { UserView } from './users.types';

/**
 * Users by id for nested fields (owner, advisor, created by …): one query per request batch.
 * Shared by every module so a request loads each user once.
 */
export function userLoader(ctx: GqlContext): DataLoader<number, UserView | null> {
  return ctx.loaders.get('users.byId', () => new DataLoader<number, UserView | null>((ids) => ctx.services.users.byIds(signedIn(ctx), ids)));
}
