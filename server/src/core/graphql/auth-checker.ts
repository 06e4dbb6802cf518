import type { AuthChecker } from 'type-graphql';
import { AppError, MESSAGES } from '../errors/app-error';
import type { GqlContext } from './context';

/**
 * `@Authorized()` = signed in; `@Authorized('admin')` = one of the roles. Throws AppError so the
 * client gets UNAUTHENTICATED / FORBIDDEN codes. Services check roles again (they are the core).
 */
export const authChecker: AuthChecker<GqlContext> = ({ context }, roles) => {
  if (!context.actor) throw new AppError('UNAUTHENTICATED', MESSAGES.unauthenticated);
  if (roles.length && !roles.includes(context.actor.role)) throw new AppError('FORBIDDEN', MESSAGES.forbidden);
  return true;
};
