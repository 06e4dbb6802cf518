import type { Role } from '@crm/domain';
import { AppError, MESSAGES } from '../errors/app-error';

/** The signed-in user as services see it: re-read from the database on every request. */
export interface Actor {
  id: number;
  name: string;
  email: string;
  role: Role;
  /**
   * Set when the request came with an API key (API keys): the actor is the key's creator with the key's
   * role. Such an actor opens no session and cannot manage keys, sessions or passwords.
   */
  apiKeyId?: number;
  /** The sign-in (token `sid`) the request came with: logout ends this one only. */
  sessionId?: string;
}

export function requireActor(actor: Actor | null | undefined): Actor {
  if (!actor) throw new AppError('UNAUTHENTICATED', MESSAGES.unauthenticated);
  return actor;
}
