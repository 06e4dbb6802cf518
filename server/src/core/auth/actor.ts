import type { Role } from '@crm/domain';
import { AppError, MESSAGES } from '../errors/app-error';

/** The signed-in user as services see it: re-read from the database on every request. */
export interface Actor {
  id: number;
  name: string;
  email: string;
  role: Role;
}

export function requireActor(actor: Actor | null | undefined): Actor {
  if (!actor) throw new AppError('UNAUTHENTICATED', MESSAGES.unauthenticated);
  return actor;
}
